#include "answers/read.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <utility>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "answers/offsets.h"
#include "common/json_error.h"
#include "common/json_nesting.h"
#include "common/read_file.h"

namespace citeval::answers {
namespace {

using json = nlohmann::json;

// Where a record came from, for its errors.
struct Where {
  const std::string& file;
  std::size_t line;
  Error error(const std::string& field, const std::string& message, ErrorCode code = ErrorCode::kInvalidField) const {
    return make_error(code, message, file, line, field);
  }
};

std::string join_path(const std::string& path, std::string_view key) {
  return path.empty() ? std::string(key) : path + "." + std::string(key);
}
std::string at_index(const std::string& path, std::size_t i) { return fmt::format("{}[{}]", path, i); }

const json* member(const json& j, std::string_view key) {
  if (!j.is_object()) return nullptr;
  const auto it = j.find(key);
  return it == j.end() || it->is_null() ? nullptr : &*it;
}

const char* type_name(const json& j) { return j.type_name(); }

Result<std::string> get_string(const json& j, std::string_view key, const std::string& path, const Where& w,
                               bool required) {
  const json* v = member(j, key);
  if (v == nullptr) {
    if (required) return w.error(join_path(path, key), "missing (a string is required)");
    return std::string();
  }
  if (!v->is_string()) return w.error(join_path(path, key), fmt::format("must be a string, not {}", type_name(*v)));
  return v->get<std::string>();
}

// A name given as a string or an integer ("id": 3 reads "3").
Result<std::string> get_name(const json& v, const std::string& path, const Where& w) {
  if (v.is_string()) return v.get<std::string>();
  if (v.is_number_integer()) return v.dump();
  return w.error(path, fmt::format("must be a string or an integer, not {}", type_name(v)));
}

Result<std::size_t> get_index(const json& j, std::string_view key, const std::string& path, const Where& w,
                              std::optional<std::size_t> fallback = std::nullopt) {
  const json* v = member(j, key);
  if (v == nullptr) {
    if (fallback) return *fallback;
    return w.error(join_path(path, key), "missing (a non-negative integer is required)");
  }
  if (!v->is_number_integer() || (!v->is_number_unsigned() && v->get<long long>() < 0)) {
    return w.error(join_path(path, key), fmt::format("must be a non-negative integer, not {}", v->dump()));
  }
  return v->get<std::size_t>();
}

Result<const json*> get_array(const json& j, std::string_view key, const std::string& path, const Where& w,
                              bool required) {
  const json* v = member(j, key);
  if (v == nullptr) {
    if (required) return w.error(join_path(path, key), "missing (a list is required)");
    return static_cast<const json*>(nullptr);
  }
  if (!v->is_array()) return w.error(join_path(path, key), fmt::format("must be a list, not {}", type_name(*v)));
  return v;
}

// The answer assembled from the response's text parts, each part's first byte remembered.
struct Parts {
  std::string text;
  std::vector<std::size_t> begin;  // byte offset of each part
  std::size_t add(std::string_view part) {
    begin.push_back(text.size());
    text += part;
    return begin.back();
  }
};

// [start, end) counted in `unit` inside `part` (which starts at byte `base` of the answer) as
// answer bytes.
Result<Span> unit_span(std::string_view part, std::size_t base, std::size_t start, std::size_t end, OffsetUnit unit,
                       const std::string& path, const Where& w) {
  if (end < start) return w.error(path, fmt::format("end {} is before start {}", end, start));
  const OffsetIndex index(part, unit);
  auto b = index.to_byte(start);
  if (!b) return w.error(path + " (start)", b.error().message);
  auto e = index.to_byte(end);
  if (!e) return w.error(path + " (end)", e.error().message);
  return Span{base + *b, base + *e};
}

// The bytes [start, end) (in `unit`) of a source text, or why they are not in it.
std::optional<Span> source_place(const Source& s, std::size_t start, std::size_t end, OffsetUnit unit,
                                 std::string* outside, std::string_view what) {
  const OffsetIndex index(s.text, unit);
  auto b = index.to_byte(start);
  auto e = index.to_byte(end);
  if (end < start || !b || !e) {
    *outside = fmt::format("{} {}-{} of source '{}', which has {} {}", what, start, end, s.id, index.size(),
                           offset_unit_name(unit));
    return std::nullopt;
  }
  return Span{*b, *e};
}

// Sources that a provider names by URL: a given source with that URL, else a snapshot.
struct UrlSources {
  std::vector<Source>& sources;
  const std::map<std::string, std::string>& snapshots;
  Result<std::size_t> find(const std::string& url, const std::string& title, const std::string& path, const Where& w) {
    for (std::size_t i = 0; i < sources.size(); ++i) {
      if (sources[i].url == url) return i;
    }
    const auto it = snapshots.find(url);
    if (it == snapshots.end()) {
      return w.error(path, fmt::format("cites {} and no source or snapshot has its text: add the page to the "
                                       "sources folder's index.json (`sources=DIR`); citeval never fetches it",
                                       url));
    }
    sources.push_back(Source{url, it->second, title, url});
    return sources.size() - 1;
  }
};

// Generic sources: [{"id", "text", "title"?, "url"?}], ids unique.
Result<std::vector<Source>> read_sources(const json& list, const std::string& path, const Where& w) {
  std::vector<Source> out;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string p = at_index(path, i);
    const json& s = list[i];
    if (!s.is_object()) return w.error(p, fmt::format("must be an object, not {}", type_name(s)));
    const json* id = member(s, "id");
    if (id == nullptr) return w.error(join_path(p, "id"), "missing (every source needs an id)");
    auto name = get_name(*id, join_path(p, "id"), w);
    if (!name) return name.error();
    auto text = get_string(s, "text", p, w, true);
    if (!text) return text.error();
    auto title = get_string(s, "title", p, w, false);
    if (!title) return title.error();
    auto url = get_string(s, "url", p, w, false);
    if (!url) return url.error();
    for (const Source& o : out) {
      if (o.id == *name) return w.error(join_path(p, "id"), fmt::format("'{}' is the id of an earlier source too", *name));
    }
    out.push_back(Source{std::move(*name), std::move(*text), std::move(*title), std::move(*url)});
  }
  return out;
}

Result<OffsetUnit> read_unit(const json& j, const Where& w) {
  auto u = get_string(j, "offset_unit", "", w, false);
  if (!u) return u.error();
  if (u->empty() || *u == "codepoint") return OffsetUnit::kCodePoint;
  if (*u == "utf16") return OffsetUnit::kUtf16;
  if (*u == "byte") return OffsetUnit::kByte;
  return w.error("offset_unit", fmt::format("'{}' is not one of codepoint, utf16, byte", *u));
}

// Marks in the answer that are not read as citations: counted, the first kept as written.
void note_unread_marks(AnswerRecord& r, std::string_view body, const std::vector<Mark>& unread) {
  r.other_marks = unread.size();
  if (!unread.empty()) {
    const Span& s = unread.front().span;
    r.first_other_mark = std::string(body.substr(s.begin, s.end - s.begin));
  }
}

// Mark citations: the marks of `style` in answer[0, body_end), each naming sources.
Status add_marks(AnswerRecord& r, const MarkStyle& style, const std::string& path, const Where& w) {
  std::vector<std::string> ids;
  for (const Source& s : r.sources) ids.push_back(s.id);
  const std::string_view body = std::string_view(r.answer).substr(0, r.body_end);
  auto marks = find_marks(body, style, ids);
  if (!marks) return w.error(path, marks.error().message);
  note_unread_marks(r, body, unread_marks(body, style, *marks, ids));
  for (const Mark& m : *marks) {
    Citation c;
    c.remove.push_back(m.span);
    c.kind = std::string("mark:") + mark_syntax_name(m.syntax);
    for (const std::string& name : m.names) {
      auto i = resolve_name(name, r.sources);
      if (!i) return w.error(path, i.error().message);
      if (*i) {
        c.sources.push_back(**i);
      } else {
        c.unresolved.push_back(name);
      }
    }
    r.citations.push_back(std::move(c));
  }
  return Ok{};
}

void sort_citations(AnswerRecord& r) {
  const auto pos = [](const Citation& c) {
    if (c.span) return c.span->begin;
    return c.remove.empty() ? std::size_t{0} : c.remove.front().begin;
  };
  std::stable_sort(r.citations.begin(), r.citations.end(),
                   [&](const Citation& a, const Citation& b) { return pos(a) < pos(b); });
}

Result<AnswerRecord> read_generic(const json& j, const ReadOptions& o, const Where& w) {
  AnswerRecord r;
  r.format = "generic";
  const json* id = member(j, "id");
  if (id == nullptr) return w.error("id", "missing (every record needs an id)");
  auto name = get_name(*id, "id", w);
  if (!name) return name.error();
  r.id = std::move(*name);
  auto q = get_string(j, "question", "", w, false);
  if (!q) return q.error();
  r.question = std::move(*q);
  auto a = get_string(j, "answer", "", w, true);
  if (!a) return a.error();
  r.answer = std::move(*a);
  r.body_end = r.answer.size();
  auto list = get_array(j, "sources", "", w, true);
  if (!list) return list.error();
  auto sources = read_sources(**list, "sources", w);
  if (!sources) return sources.error();
  r.sources = std::move(*sources);
  auto unit = read_unit(j, w);
  if (!unit) return unit.error();
  auto cits = get_array(j, "citations", "", w, false);
  if (!cits) return cits.error();
  if (*cits == nullptr) {
    if (o.marks.syntax == MarkSyntax::kAuto || o.marks.syntax == MarkSyntax::kFootnote) {
      r.body_end = split_footnotes(r.answer).body_end;
    }
    if (auto st = add_marks(r, o.marks, "answer", w); !st) return st.error();
    return r;
  }
  for (std::size_t i = 0; i < (*cits)->size(); ++i) {
    const std::string p = at_index("citations", i);
    const json& cj = (**cits)[i];
    if (!cj.is_object()) return w.error(p, fmt::format("must be an object, not {}", type_name(cj)));
    auto start = get_index(cj, "start", p, w);
    if (!start) return start.error();
    auto end = get_index(cj, "end", p, w);
    if (!end) return end.error();
    auto span = unit_span(r.answer, 0, *start, *end, *unit, p, w);
    if (!span) return span.error();
    Citation c;
    c.span = *span;
    c.kind = "span";
    auto ids = get_array(cj, "source_ids", p, w, true);
    if (!ids) return ids.error();
    for (std::size_t k = 0; k < (*ids)->size(); ++k) {
      auto sid = get_name((**ids)[k], at_index(join_path(p, "source_ids"), k), w);
      if (!sid) return sid.error();
      const auto it = std::find_if(r.sources.begin(), r.sources.end(), [&](const Source& s) { return s.id == *sid; });
      if (it == r.sources.end()) {
        c.unresolved.push_back(*sid);
      } else {
        c.sources.push_back(static_cast<std::size_t>(it - r.sources.begin()));
      }
    }
    if (const json* ct = member(cj, "cited_text")) {
      if (!ct->is_string()) return w.error(join_path(p, "cited_text"), "must be a string");
      c.cited_text = ct->get<std::string>();
    }
    r.citations.push_back(std::move(c));
  }
  sort_citations(r);
  // Citations given as spans: marks written in the answer as well are not read (counted).
  std::vector<std::string> ids;
  for (const Source& s : r.sources) ids.push_back(s.id);
  note_unread_marks(r, r.answer, marks_of_every_style(r.answer, ids));
  return r;
}

// The text of the last user turn of a request's messages (content a string or a list of blocks
// with "text"), for the record's question.
std::string last_user_text(const json* messages) {
  if (messages == nullptr || !messages->is_array()) return {};
  for (auto it = messages->rbegin(); it != messages->rend(); ++it) {
    if (!it->is_object() || it->value("role", "") != "user") continue;
    const json* content = member(*it, "content");
    if (content == nullptr) content = member(*it, "parts");  // Gemini
    if (content == nullptr) return {};
    if (content->is_string()) return content->get<std::string>();
    std::string out;
    if (content->is_array()) {
      for (const json& b : *content) {
        const json* t = member(b, "text");
        if (t != nullptr && t->is_string() && (!b.contains("type") || b.value("type", "") == "text" ||
                                               b.value("type", "") == "input_text")) {
          if (!out.empty()) out += "\n";
          out += t->get<std::string>();
        }
      }
    }
    return out;
  }
  return {};
}

// The parts every provider record shares: the wrapper, the response, the request, the sources.
struct Envelope {
  const json* response = nullptr;
  const json* request = nullptr;
  AnswerRecord record;
  std::string path;  // "response" or "" (a bare response)
};

Result<Envelope> open_envelope(const json& j, const char* format, const Where& w) {
  Envelope e;
  e.record.format = format;
  const json* resp = member(j, "response");
  e.response = resp != nullptr ? resp : &j;
  e.path = resp != nullptr ? "response" : "";
  e.request = member(j, "request");
  if (!e.response->is_object()) return w.error(e.path, "must be an object");
  if (resp != nullptr) {
    if (const json* id = member(j, "id")) {
      auto name = get_name(*id, "id", w);
      if (!name) return name.error();
      e.record.id = std::move(*name);
    }
    auto q = get_string(j, "question", "", w, false);
    if (!q) return q.error();
    e.record.question = std::move(*q);
    auto list = get_array(j, "sources", "", w, false);
    if (!list) return list.error();
    if (*list != nullptr) {
      auto sources = read_sources(**list, "sources", w);
      if (!sources) return sources.error();
      e.record.sources = std::move(*sources);
    }
  }
  if (e.record.id.empty()) {
    for (const char* key : {"id", "responseId"}) {
      if (const json* id = member(*e.response, key); id != nullptr && id->is_string()) {
        e.record.id = id->get<std::string>();
        break;
      }
    }
  }
  if (e.record.id.empty()) e.record.id = fmt::format("line {}", w.line);
  if (e.record.question.empty() && e.request != nullptr) {
    e.record.question = last_user_text(member(*e.request, "messages"));
    if (e.record.question.empty()) e.record.question = last_user_text(member(*e.request, "contents"));
    if (e.record.question.empty()) {
      if (const json* in = member(*e.request, "input"); in != nullptr && in->is_string()) {
        e.record.question = in->get<std::string>();
      } else {
        e.record.question = last_user_text(in);
      }
    }
  }
  return e;
}

std::string rpath(const Envelope& e, std::string_view rest) { return join_path(e.path, rest); }

// ---- Anthropic -----------------------------------------------------------------------------

struct AnthropicDoc {
  std::size_t source = 0;         // index into the record's sources
  std::vector<Span> blocks;       // custom content / search result: each block's bytes
  std::string unreadable;         // why its text is not known (a PDF)
};

// A document's or search result's text: plain text, or content blocks joined by "\n".
AnthropicDoc add_block_source(AnswerRecord& r, const json& content, std::string id, std::string title,
                              std::string url) {
  AnthropicDoc d;
  Source s{std::move(id), {}, std::move(title), std::move(url)};
  for (const json& b : content) {
    const json* t = member(b, "text");
    if (t == nullptr || !t->is_string()) continue;
    if (!d.blocks.empty()) s.text += "\n";
    const std::size_t begin = s.text.size();
    s.text += t->get<std::string>();
    d.blocks.push_back(Span{begin, s.text.size()});
  }
  r.sources.push_back(std::move(s));
  d.source = r.sources.size() - 1;
  return d;
}

void anthropic_documents(const json* request, AnswerRecord& r, std::vector<AnthropicDoc>& docs,
                         std::vector<AnthropicDoc>& results) {
  const json* messages = request != nullptr ? member(*request, "messages") : nullptr;
  if (messages == nullptr || !messages->is_array()) return;
  std::function<void(const json&)> walk = [&](const json& content) {
    if (!content.is_array()) return;
    for (const json& b : content) {
      const std::string type = b.is_object() ? b.value("type", "") : "";
      if (type == "document") {
        const std::string id = std::to_string(docs.size());
        const std::string title = b.contains("title") && b["title"].is_string() ? b["title"].get<std::string>() : "";
        const json* src = member(b, "source");
        const std::string stype = src != nullptr && src->is_object() ? src->value("type", "") : "";
        if (stype == "text" && src->contains("data") && (*src)["data"].is_string()) {
          r.sources.push_back(Source{id, (*src)["data"].get<std::string>(), title, ""});
          docs.push_back(AnthropicDoc{r.sources.size() - 1, {}, {}});
        } else if (stype == "content" && member(*src, "content") != nullptr) {
          const json& c = (*src)["content"];
          if (c.is_string()) {
            r.sources.push_back(Source{id, c.get<std::string>(), title, ""});
            docs.push_back(AnthropicDoc{r.sources.size() - 1, {Span{0, r.sources.back().text.size()}}, {}});
          } else {
            docs.push_back(add_block_source(r, c, id, title, ""));
          }
        } else {
          r.sources.push_back(Source{id, {}, title, ""});
          docs.push_back(AnthropicDoc{r.sources.size() - 1, {}, fmt::format("a '{}' document (its text is not read: "
                                                                            "give the document as text)",
                                                                            stype)});
        }
      } else if (type == "search_result") {
        const std::string url = b.value("source", "");
        const json* c = member(b, "content");
        results.push_back(add_block_source(r, c != nullptr ? *c : json::array(), "search:" + std::to_string(results.size()),
                                           b.value("title", ""), url));
      } else if (type == "tool_result") {
        if (const json* c = member(b, "content")) walk(*c);
      }
    }
  };
  for (const json& m : *messages) {
    if (const json* c = member(m, "content")) walk(*c);
  }
}

Result<AnswerRecord> read_anthropic(const json& j, const ReadOptions& o, const Where& w) {
  auto env = open_envelope(j, "anthropic", w);
  if (!env) return env.error();
  AnswerRecord& r = env->record;
  std::vector<AnthropicDoc> docs, results;
  if (r.sources.empty()) anthropic_documents(env->request, r, docs, results);
  UrlSources urls{r.sources, o.snapshots};
  auto content = get_array(*env->response, "content", env->path, w, true);
  if (!content) return content.error();
  Parts parts;
  for (std::size_t i = 0; i < (*content)->size(); ++i) {
    const json& block = (**content)[i];
    const std::string bpath = at_index(rpath(*env, "content"), i);
    if (!block.is_object() || block.value("type", "") != "text") continue;
    auto text = get_string(block, "text", bpath, w, true);
    if (!text) return text.error();
    const std::size_t begin = parts.add(*text);
    auto cits = get_array(block, "citations", bpath, w, false);
    if (!cits) return cits.error();
    if (*cits == nullptr) continue;
    for (std::size_t k = 0; k < (*cits)->size(); ++k) {
      const json& cj = (**cits)[k];
      const std::string p = at_index(join_path(bpath, "citations"), k);
      Citation c;
      c.span = Span{begin, begin + text->size()};
      auto type = get_string(cj, "type", p, w, true);
      if (!type) return type.error();
      c.kind = *type;
      auto cited = get_string(cj, "cited_text", p, w, false);
      if (!cited) return cited.error();
      if (cj.contains("cited_text")) c.cited_text = *cited;
      if (*type == "web_search_result_location") {
        auto url = get_string(cj, "url", p, w, true);
        if (!url) return url.error();
        auto title = get_string(cj, "title", p, w, false);
        if (!title) return title.error();
        auto s = urls.find(*url, *title, join_path(p, "url"), w);
        if (!s) return s.error();
        c.sources.push_back(*s);
        r.citations.push_back(std::move(c));
        continue;
      }
      const bool search = *type == "search_result_location";
      const std::string index_key = search ? "search_result_index" : "document_index";
      auto di = get_index(cj, index_key, p, w);
      if (!di) return di.error();
      const auto& list = search ? results : docs;
      if (*di >= list.size()) {
        c.unresolved.push_back(std::to_string(*di));
        r.citations.push_back(std::move(c));
        continue;
      }
      const AnthropicDoc& d = list[*di];
      c.sources.push_back(d.source);
      const Source& s = r.sources[d.source];
      if (*type == "char_location") {
        auto a = get_index(cj, "start_char_index", p, w);
        if (!a) return a.error();
        auto b = get_index(cj, "end_char_index", p, w);
        if (!b) return b.error();
        if (!d.unreadable.empty()) return w.error(p, fmt::format("cites document {}, {}", *di, d.unreadable));
        c.source_span = source_place(s, *a, *b, OffsetUnit::kCodePoint, &c.outside, "characters");
      } else if (*type == "content_block_location" || search) {
        auto a = get_index(cj, "start_block_index", p, w);
        if (!a) return a.error();
        auto b = get_index(cj, "end_block_index", p, w);
        if (!b) return b.error();
        if (!d.unreadable.empty()) return w.error(p, fmt::format("cites document {}, {}", *di, d.unreadable));
        if (*b <= *a || *b > d.blocks.size()) {
          c.outside = fmt::format("blocks {}-{} of source '{}', which has {}", *a, *b, s.id, d.blocks.size());
        } else {
          c.source_span = Span{d.blocks[*a].begin, d.blocks[*b - 1].end};
        }
      } else if (*type == "page_location") {
        return w.error(p, fmt::format("cites pages of document {}: citeval does not read PDF text; give the "
                                      "document's text as a generic record's source",
                                      *di),
                       ErrorCode::kUnsupported);
      } else {
        return w.error(join_path(p, "type"), fmt::format("unknown citation type '{}'", *type));
      }
      r.citations.push_back(std::move(c));
    }
  }
  r.answer = std::move(parts.text);
  r.body_end = r.answer.size();
  return std::move(r);
}

// ---- OpenAI ----------------------------------------------------------------------------------

Result<std::size_t> openai_file_source(AnswerRecord& r, const json& a, const std::string& p, const Where& w) {
  auto file_id = get_string(a, "file_id", p, w, true);
  if (!file_id) return file_id.error();
  auto filename = get_string(a, "filename", p, w, false);
  if (!filename) return filename.error();
  for (std::size_t i = 0; i < r.sources.size(); ++i) {
    if (r.sources[i].id == *file_id || (!filename->empty() && r.sources[i].title == *filename)) return i;
  }
  return w.error(join_path(p, "file_id"),
                 fmt::format("cites file {} ({}) and no source has that id or title: give the file's text in the "
                             "record's \"sources\"",
                             *file_id, filename->empty() ? "no filename" : *filename));
}

Status openai_annotations(AnswerRecord& r, UrlSources& urls, const json* list, std::string_view part,
                          std::size_t base, const std::string& path, const Where& w) {
  if (list == nullptr) return Ok{};
  for (std::size_t k = 0; k < list->size(); ++k) {
    const std::string p = at_index(path, k);
    const json& outer = (*list)[k];
    auto type = get_string(outer, "type", p, w, true);
    if (!type) return type.error();
    // Chat Completions nests the fields: {"type": "url_citation", "url_citation": {...}}.
    const json* inner = member(outer, *type);
    const json& a = inner != nullptr && inner->is_object() ? *inner : outer;
    const std::string ap = inner != nullptr ? join_path(p, *type) : p;
    Citation c;
    c.kind = *type;
    if (*type == "url_citation" || *type == "container_file_citation") {
      auto s = get_index(a, "start_index", ap, w);
      if (!s) return s.error();
      auto e = get_index(a, "end_index", ap, w);
      if (!e) return e.error();
      auto span = unit_span(part, base, *s, *e, OffsetUnit::kCodePoint, ap, w);
      if (!span) return span.error();
      c.span = *span;
      if (*type == "url_citation") {
        auto url = get_string(a, "url", ap, w, true);
        if (!url) return url.error();
        auto title = get_string(a, "title", ap, w, false);
        if (!title) return title.error();
        auto src = urls.find(*url, *title, join_path(ap, "url"), w);
        if (!src) return src.error();
        c.sources.push_back(*src);
      } else {
        auto src = openai_file_source(r, a, ap, w);
        if (!src) return src.error();
        c.sources.push_back(*src);
      }
    } else if (*type == "file_citation") {
      // A point in the text (no span): judged for its sentence, like a mark.
      auto idx = get_index(a, "index", ap, w);
      if (!idx) return idx.error();
      auto at = unit_span(part, base, *idx, *idx, OffsetUnit::kCodePoint, join_path(ap, "index"), w);
      if (!at) return at.error();
      c.remove.push_back(*at);
      auto src = openai_file_source(r, a, ap, w);
      if (!src) return src.error();
      c.sources.push_back(*src);
    } else {
      continue;  // file_path and other annotations cite nothing
    }
    r.citations.push_back(std::move(c));
  }
  return Ok{};
}

Result<AnswerRecord> read_openai(const json& j, const ReadOptions& o, const Where& w) {
  auto env = open_envelope(j, "openai", w);
  if (!env) return env.error();
  AnswerRecord& r = env->record;
  UrlSources urls{r.sources, o.snapshots};
  Parts parts;
  if (const json* output = member(*env->response, "output"); output != nullptr && output->is_array()) {
    for (std::size_t i = 0; i < output->size(); ++i) {
      const json& item = (*output)[i];
      if (!item.is_object() || item.value("type", "") != "message") continue;
      const std::string ip = at_index(rpath(*env, "output"), i);
      auto content = get_array(item, "content", ip, w, true);
      if (!content) return content.error();
      for (std::size_t k = 0; k < (*content)->size(); ++k) {
        const json& part = (**content)[k];
        if (!part.is_object() || part.value("type", "") != "output_text") continue;
        const std::string pp = at_index(join_path(ip, "content"), k);
        auto text = get_string(part, "text", pp, w, true);
        if (!text) return text.error();
        const std::size_t base = parts.add(*text);
        auto ann = get_array(part, "annotations", pp, w, false);
        if (!ann) return ann.error();
        if (auto st = openai_annotations(r, urls, *ann, *text, base, join_path(pp, "annotations"), w); !st) {
          return st.error();
        }
      }
    }
  } else {
    auto choices = get_array(*env->response, "choices", env->path, w, true);
    if (!choices) return choices.error();
    if ((*choices)->empty()) return w.error(rpath(*env, "choices"), "is empty: no answer");
    const std::string mp = rpath(*env, "choices[0].message");
    const json* message = member((**choices)[0], "message");
    if (message == nullptr) return w.error(mp, "missing");
    auto text = get_string(*message, "content", mp, w, true);
    if (!text) return text.error();
    const std::size_t base = parts.add(*text);
    auto ann = get_array(*message, "annotations", mp, w, false);
    if (!ann) return ann.error();
    if (auto st = openai_annotations(r, urls, *ann, *text, base, join_path(mp, "annotations"), w); !st) {
      return st.error();
    }
  }
  r.answer = std::move(parts.text);
  r.body_end = r.answer.size();
  sort_citations(r);
  return std::move(r);
}

// ---- Gemini ----------------------------------------------------------------------------------

Result<AnswerRecord> read_gemini(const json& j, const ReadOptions& o, const Where& w) {
  auto env = open_envelope(j, "gemini", w);
  if (!env) return env.error();
  AnswerRecord& r = env->record;
  auto cands = get_array(*env->response, "candidates", env->path, w, true);
  if (!cands) return cands.error();
  if ((*cands)->empty()) return w.error(rpath(*env, "candidates"), "is empty: no answer");
  const json& cand = (**cands)[0];
  const std::string cp = rpath(*env, "candidates[0]");
  Parts parts;
  std::vector<std::string> part_texts;
  if (const json* content = member(cand, "content")) {
    auto list = get_array(*content, "parts", join_path(cp, "content"), w, false);
    if (!list) return list.error();
    if (*list != nullptr) {
      for (const json& part : **list) {
        const json* t = member(part, "text");
        if (t == nullptr || !t->is_string() || part.value("thought", false)) {
          part_texts.emplace_back();  // keeps partIndex aligned; adds no text
          parts.begin.push_back(parts.text.size());
          continue;
        }
        part_texts.push_back(t->get<std::string>());
        parts.add(part_texts.back());
      }
    }
  }
  const json* meta = member(cand, "groundingMetadata");
  const std::string mp = join_path(cp, "groundingMetadata");
  if (meta != nullptr) {
    auto chunks = get_array(*meta, "groundingChunks", mp, w, false);
    if (!chunks) return chunks.error();
    std::vector<std::optional<std::size_t>> chunk_source;
    UrlSources urls{r.sources, o.snapshots};
    if (*chunks != nullptr) {
      for (std::size_t i = 0; i < (*chunks)->size(); ++i) {
        const json& ch = (**chunks)[i];
        const std::string p = at_index(join_path(mp, "groundingChunks"), i);
        const json* ctx = member(ch, "retrievedContext");
        const json* web = member(ch, "web");
        const json* src = ctx != nullptr ? ctx : web;
        if (src == nullptr) return w.error(p, "has neither \"web\" nor \"retrievedContext\"");
        const std::string uri = src->value("uri", "");
        const std::string title = src->value("title", "");
        if (ctx != nullptr && ctx->contains("text") && (*ctx)["text"].is_string()) {
          r.sources.push_back(Source{std::to_string(i), (*ctx)["text"].get<std::string>(), title, uri});
          chunk_source.push_back(r.sources.size() - 1);
          continue;
        }
        // Only a URI (web search): a given source or a snapshot has its text.
        auto s = urls.find(uri, title, join_path(p, web != nullptr ? "web.uri" : "retrievedContext.uri"), w);
        if (!s) return s.error();
        chunk_source.push_back(*s);
      }
    }
    auto supports = get_array(*meta, "groundingSupports", mp, w, false);
    if (!supports) return supports.error();
    if (*supports != nullptr) {
      for (std::size_t i = 0; i < (*supports)->size(); ++i) {
        const json& sup = (**supports)[i];
        const std::string p = at_index(join_path(mp, "groundingSupports"), i);
        const json* seg = member(sup, "segment");
        if (seg == nullptr) return w.error(join_path(p, "segment"), "missing");
        const std::string sp = join_path(p, "segment");
        auto pi = get_index(*seg, "partIndex", sp, w, 0);
        if (!pi) return pi.error();
        if (*pi >= part_texts.size()) {
          return w.error(join_path(sp, "partIndex"),
                         fmt::format("{} is past the answer's {} parts", *pi, part_texts.size()));
        }
        // Proto3 JSON leaves out zero values: a missing startIndex is 0.
        auto a = get_index(*seg, "startIndex", sp, w, 0);
        if (!a) return a.error();
        auto b = get_index(*seg, "endIndex", sp, w);
        if (!b) return b.error();
        auto span = unit_span(part_texts[*pi], parts.begin[*pi], *a, *b, OffsetUnit::kByte, sp, w);
        if (!span) return span.error();
        if (const json* t = member(*seg, "text"); t != nullptr && t->is_string()) {
          const std::string_view got(parts.text.data() + span->begin, span->end - span->begin);
          if (got != t->get<std::string>()) {
            return w.error(join_path(sp, "text"),
                           fmt::format("is not the answer's bytes {}-{} of part {} (\"{}\"): offsets counted in "
                                       "another unit than bytes?",
                                       *a, *b, *pi, got));
          }
        }
        Citation c;
        c.span = *span;
        c.kind = "grounding_support";
        auto idx = get_array(sup, "groundingChunkIndices", p, w, true);
        if (!idx) return idx.error();
        for (std::size_t k = 0; k < (*idx)->size(); ++k) {
          const json& v = (**idx)[k];
          if (!v.is_number_unsigned()) {
            return w.error(at_index(join_path(p, "groundingChunkIndices"), k), "must be a non-negative integer");
          }
          const auto n = v.get<std::size_t>();
          if (n < chunk_source.size() && chunk_source[n]) {
            c.sources.push_back(*chunk_source[n]);
          } else {
            c.unresolved.push_back(std::to_string(n));
          }
        }
        r.citations.push_back(std::move(c));
      }
    }
  }
  r.answer = std::move(parts.text);
  r.body_end = r.answer.size();
  sort_citations(r);
  return std::move(r);
}

// ---- Cohere ----------------------------------------------------------------------------------

// A Cohere document: a string, or an object whose "text" / "snippet" / "content" is the text
// (under "data" in requests).
Source cohere_source(const json& doc, std::string id) {
  Source s;
  s.id = std::move(id);
  if (doc.is_string()) {
    s.text = doc.get<std::string>();
    return s;
  }
  const json& d = doc.contains("data") && doc["data"].is_object() ? doc["data"] : doc;
  if (d.is_string()) {
    s.text = d.get<std::string>();
    return s;
  }
  for (const char* key : {"text", "snippet", "content"}) {
    if (d.contains(key) && d[key].is_string()) {
      s.text = d[key].get<std::string>();
      break;
    }
  }
  s.title = d.contains("title") && d["title"].is_string() ? d["title"].get<std::string>() : "";
  s.url = d.contains("url") && d["url"].is_string() ? d["url"].get<std::string>() : "";
  return s;
}

Result<AnswerRecord> read_cohere(const json& j, const ReadOptions& o, const Where& w) {
  (void)o;
  auto env = open_envelope(j, "cohere", w);
  if (!env) return env.error();
  AnswerRecord& r = env->record;
  if (r.sources.empty() && env->request != nullptr) {
    if (const json* docs = member(*env->request, "documents"); docs != nullptr && docs->is_array()) {
      for (std::size_t i = 0; i < docs->size(); ++i) {
        const json& d = (*docs)[i];
        // Documents without an id are named "doc:N" by the API.
        std::string id = d.is_object() && d.contains("id") && d["id"].is_string() ? d["id"].get<std::string>()
                                                                                  : fmt::format("doc:{}", i);
        r.sources.push_back(cohere_source(d, std::move(id)));
      }
    }
  }
  const std::string mp = rpath(*env, "message");
  const json* message = member(*env->response, "message");
  if (message == nullptr) return w.error(mp, "missing");
  Parts parts;
  std::vector<std::string> texts;
  if (const json* content = member(*message, "content"); content != nullptr && content->is_array()) {
    for (const json& part : *content) {
      if (part.is_object() && part.value("type", "") == "text" && part.contains("text") && part["text"].is_string()) {
        texts.push_back(part["text"].get<std::string>());
        parts.add(texts.back());
      }
    }
  }
  auto cits = get_array(*message, "citations", mp, w, false);
  if (!cits) return cits.error();
  if (*cits != nullptr) {
    for (std::size_t k = 0; k < (*cits)->size(); ++k) {
      const json& cj = (**cits)[k];
      const std::string p = at_index(join_path(mp, "citations"), k);
      if (cj.is_object() && cj.contains("type") && cj["type"] != "TEXT_CONTENT") continue;  // plans, thinking
      auto ci = get_index(cj, "content_index", p, w, 0);
      if (!ci) return ci.error();
      if (*ci >= texts.size()) {
        return w.error(join_path(p, "content_index"), fmt::format("{} is past the answer's {} text parts", *ci, texts.size()));
      }
      auto a = get_index(cj, "start", p, w);
      if (!a) return a.error();
      auto b = get_index(cj, "end", p, w);
      if (!b) return b.error();
      auto span = unit_span(texts[*ci], parts.begin[*ci], *a, *b, OffsetUnit::kCodePoint, p, w);
      if (!span) return span.error();
      if (const json* t = member(cj, "text"); t != nullptr && t->is_string()) {
        const std::string_view got(parts.text.data() + span->begin, span->end - span->begin);
        if (got != t->get<std::string>()) {
          return w.error(join_path(p, "text"), fmt::format("is not the answer's characters {}-{} (\"{}\")", *a, *b, got));
        }
      }
      Citation c;
      c.span = *span;
      c.kind = "citation";
      auto srcs = get_array(cj, "sources", p, w, true);
      if (!srcs) return srcs.error();
      for (std::size_t i = 0; i < (*srcs)->size(); ++i) {
        const json& s = (**srcs)[i];
        const std::string sp = at_index(join_path(p, "sources"), i);
        auto id = get_string(s, "id", sp, w, true);
        if (!id) return id.error();
        auto it = std::find_if(r.sources.begin(), r.sources.end(), [&](const Source& x) { return x.id == *id; });
        if (it == r.sources.end()) {
          const json* doc = member(s, "document");
          if (doc == nullptr) doc = member(s, "tool_output");
          if (doc == nullptr) {
            c.unresolved.push_back(*id);
            continue;
          }
          Source made = cohere_source(*doc, *id);
          if (made.text.empty()) {
            return w.error(sp, fmt::format("source '{}' has no text (\"text\", \"snippet\" or \"content\")", *id));
          }
          r.sources.push_back(std::move(made));
          it = r.sources.end() - 1;
        }
        c.sources.push_back(static_cast<std::size_t>(it - r.sources.begin()));
      }
      r.citations.push_back(std::move(c));
    }
  }
  r.answer = std::move(parts.text);
  r.body_end = r.answer.size();
  sort_citations(r);
  return std::move(r);
}

// ---- Bedrock ---------------------------------------------------------------------------------

Result<AnswerRecord> read_bedrock(const json& j, const ReadOptions& o, const Where& w) {
  auto env = open_envelope(j, "bedrock", w);
  if (!env) return env.error();
  AnswerRecord& r = env->record;
  std::vector<std::size_t> docs;  // documentIndex -> source
  std::vector<std::string> unreadable;
  if (r.sources.empty() && env->request != nullptr) {
    const json* messages = member(*env->request, "messages");
    if (messages != nullptr && messages->is_array()) {
      for (const json& m : *messages) {
        const json* content = member(m, "content");
        if (content == nullptr || !content->is_array()) continue;
        for (const json& b : *content) {
          const json* d = member(b, "document");
          if (d == nullptr) continue;
          Source s{std::to_string(docs.size()), {}, d->value("name", ""), ""};
          const json* src = member(*d, "source");
          std::string why;
          if (src != nullptr && src->contains("text") && (*src)["text"].is_string()) {
            s.text = (*src)["text"].get<std::string>();
          } else if (src != nullptr && src->contains("content") && (*src)["content"].is_array()) {
            for (const json& c : (*src)["content"]) {
              if (c.contains("text") && c["text"].is_string()) {
                if (!s.text.empty()) s.text += "\n";
                s.text += c["text"].get<std::string>();
              }
            }
          } else {
            why = fmt::format("a '{}' document given as bytes (its text is not read: give source.text)",
                              d->value("format", "?"));
          }
          r.sources.push_back(std::move(s));
          docs.push_back(r.sources.size() - 1);
          unreadable.push_back(std::move(why));
        }
      }
    }
  } else {
    for (std::size_t i = 0; i < r.sources.size(); ++i) {
      docs.push_back(i);
      unreadable.emplace_back();
    }
  }
  UrlSources urls{r.sources, o.snapshots};
  const std::string cp = rpath(*env, "output.message.content");
  const json* output = member(*env->response, "output");
  const json* message = output != nullptr ? member(*output, "message") : nullptr;
  if (message == nullptr) return w.error(rpath(*env, "output.message"), "missing");
  auto content = get_array(*message, "content", rpath(*env, "output.message"), w, true);
  if (!content) return content.error();
  Parts parts;
  for (std::size_t i = 0; i < (*content)->size(); ++i) {
    const json& block = (**content)[i];
    const std::string bp = at_index(cp, i);
    if (const json* t = member(block, "text"); t != nullptr && t->is_string()) {
      parts.add(t->get<std::string>());
      continue;
    }
    const json* cc = member(block, "citationsContent");
    if (cc == nullptr) continue;
    const std::string ccp = join_path(bp, "citationsContent");
    std::string text;
    if (const json* gen = member(*cc, "content"); gen != nullptr && gen->is_array()) {
      for (const json& g : *gen) {
        if (g.contains("text") && g["text"].is_string()) text += g["text"].get<std::string>();
      }
    }
    const std::size_t begin = parts.add(text);
    auto cits = get_array(*cc, "citations", ccp, w, false);
    if (!cits) return cits.error();
    if (*cits == nullptr) continue;
    for (std::size_t k = 0; k < (*cits)->size(); ++k) {
      const json& cj = (**cits)[k];
      const std::string p = at_index(join_path(ccp, "citations"), k);
      Citation c;
      c.span = Span{begin, begin + text.size()};
      if (const json* sc = member(cj, "sourceContent"); sc != nullptr && sc->is_array()) {
        std::string quote;
        for (const json& q : *sc) {
          if (q.contains("text") && q["text"].is_string()) quote += q["text"].get<std::string>();
        }
        c.cited_text = std::move(quote);
      }
      const json* loc = member(cj, "location");
      if (loc == nullptr) return w.error(join_path(p, "location"), "missing");
      const std::string lp = join_path(p, "location");
      if (const json* web = member(*loc, "web")) {
        c.kind = "web";
        auto url = get_string(*web, "url", join_path(lp, "web"), w, true);
        if (!url) return url.error();
        auto s = urls.find(*url, cj.value("title", ""), join_path(lp, "web.url"), w);
        if (!s) return s.error();
        c.sources.push_back(*s);
        r.citations.push_back(std::move(c));
        continue;
      }
      const char* kinds[] = {"documentChar", "documentChunk", "documentPage"};
      const json* where = nullptr;
      for (const char* kind : kinds) {
        if ((where = member(*loc, kind)) != nullptr) {
          c.kind = kind;
          break;
        }
      }
      if (where == nullptr) return w.error(lp, "has none of documentChar, documentChunk, documentPage, web");
      const std::string wp = join_path(lp, c.kind);
      auto di = get_index(*where, "documentIndex", wp, w);
      if (!di) return di.error();
      if (*di >= docs.size()) {
        c.unresolved.push_back(std::to_string(*di));
        r.citations.push_back(std::move(c));
        continue;
      }
      c.sources.push_back(docs[*di]);
      if (c.kind == "documentPage") {
        return w.error(wp, fmt::format("cites pages of document {}: citeval does not read PDF text; give the "
                                       "document's text",
                                       *di),
                       ErrorCode::kUnsupported);
      }
      if (!unreadable[*di].empty()) return w.error(wp, fmt::format("cites document {}, {}", *di, unreadable[*di]));
      if (c.kind == "documentChar") {
        auto a = get_index(*where, "start", wp, w);
        if (!a) return a.error();
        auto b = get_index(*where, "end", wp, w);
        if (!b) return b.error();
        c.source_span = source_place(r.sources[docs[*di]], *a, *b, OffsetUnit::kCodePoint, &c.outside, "characters");
      }
      r.citations.push_back(std::move(c));
    }
  }
  r.answer = std::move(parts.text);
  r.body_end = r.answer.size();
  return std::move(r);
}

// ---- Markdown --------------------------------------------------------------------------------

// The first http(s) URL of a footnote definition, without trailing punctuation.
std::string first_url(std::string_view text) {
  auto pos = text.find("http://");
  const auto s = text.find("https://");
  if (pos == std::string_view::npos || (s != std::string_view::npos && s < pos)) pos = s;
  if (pos == std::string_view::npos) return {};
  auto end = text.find_first_of(" \t\n<>\"", pos);
  std::string url(text.substr(pos, end == std::string_view::npos ? std::string_view::npos : end - pos));
  while (!url.empty() && std::string_view(").,;:]").find(url.back()) != std::string_view::npos) url.pop_back();
  return url;
}

}  // namespace

const char* format_name(Format format) {
  switch (format) {
    case Format::kAuto: return "auto";
    case Format::kGeneric: return "generic";
    case Format::kAnthropic: return "anthropic";
    case Format::kOpenAI: return "openai";
    case Format::kGemini: return "gemini";
    case Format::kCohere: return "cohere";
    case Format::kBedrock: return "bedrock";
    case Format::kMarkdown: return "markdown";
  }
  return "?";
}

Result<Format> parse_format(std::string_view name) {
  for (Format f : {Format::kAuto, Format::kGeneric, Format::kAnthropic, Format::kOpenAI, Format::kGemini,
                   Format::kCohere, Format::kBedrock, Format::kMarkdown}) {
    if (name == format_name(f)) return f;
  }
  return make_error(ErrorCode::kInvalidArgument,
                    fmt::format("unknown format '{}': one of auto, generic, anthropic, openai, gemini, cohere, "
                                "bedrock, markdown",
                                name));
}

Format detect_format(const json& record) {
  if (!record.is_object()) return Format::kAuto;
  if (record.contains("answer") && record["answer"].is_string()) return Format::kGeneric;
  const json* resp = member(record, "response");
  const json& r = resp != nullptr ? *resp : record;
  if (!r.is_object()) return Format::kAuto;
  if (r.value("type", "") == "message" && r.contains("content") && r["content"].is_array()) return Format::kAnthropic;
  if ((r.contains("output") && r["output"].is_array()) || (r.contains("choices") && r["choices"].is_array())) {
    return Format::kOpenAI;
  }
  if (r.contains("candidates") && r["candidates"].is_array()) return Format::kGemini;
  if (r.contains("output") && r["output"].is_object() && r["output"].contains("message")) return Format::kBedrock;
  if (r.contains("message") && r["message"].is_object() &&
      (r["message"].contains("citations") || r.contains("finish_reason"))) {
    return Format::kCohere;
  }
  return Format::kAuto;
}

Result<AnswerRecord> read_record(const json& record, const ReadOptions& options, const std::string& file,
                                 std::size_t line) {
  const Where w{file, line};
  if (!record.is_object()) return w.error("", fmt::format("a record must be a JSON object, not {}", type_name(record)));
  Format f = options.format;
  if (f == Format::kAuto) {
    f = detect_format(record);
    if (f == Format::kAuto) {
      return w.error("", "not a record of any known format (a generic record has \"answer\"; a provider response "
                         "has Anthropic's \"content\", OpenAI's \"output\"/\"choices\", Gemini's \"candidates\", "
                         "Cohere's \"message\" or Bedrock's \"output.message\"): say which with `format`");
    }
  }
  try {
    switch (f) {
      case Format::kGeneric: return read_generic(record, options, w);
      case Format::kAnthropic: return read_anthropic(record, options, w);
      case Format::kOpenAI: return read_openai(record, options, w);
      case Format::kGemini: return read_gemini(record, options, w);
      case Format::kCohere: return read_cohere(record, options, w);
      case Format::kBedrock: return read_bedrock(record, options, w);
      case Format::kMarkdown:
        return w.error("", "a Markdown report is a whole file, not a JSON record", ErrorCode::kInvalidArgument);
      case Format::kAuto: break;
    }
  } catch (const json::exception& e) {
    // A value of an unexpected type met by a lookup the reader did not guard.
    return w.error("", json_error_message(e.what()));
  }
  return w.error("", "no format");
}

Result<AnswerRecord> parse_record(std::string_view json_text, const ReadOptions& options, const std::string& file,
                                  std::size_t line) {
  if (auto st = check_json_nesting(json_text, file, line); !st) return st.error();
  json j;
  try {
    j = json::parse(json_text);
  } catch (const json::exception& e) {
    return make_error(ErrorCode::kParse, json_error_message(e.what()), file, line);
  }
  return read_record(j, options, file, line);
}

Result<AnswerRecord> read_markdown(std::string_view text, const ReadOptions& options, const std::string& id,
                                   const std::string& file) {
  const Where w{file, 0};
  AnswerRecord r;
  r.format = "markdown";
  r.id = id;
  r.answer = std::string(text);
  const Footnotes notes = split_footnotes(text);
  r.body_end = notes.body_end;
  UrlSources urls{r.sources, options.snapshots};
  const std::string_view body = std::string_view(r.answer).substr(0, r.body_end);
  // Inline links [text](url): the link text stays in the sentence; "[" and "](url)" are the mark.
  for (std::size_t pos = 0; (pos = body.find('[', pos)) != std::string_view::npos;) {
    const auto close = body.find(']', pos + 1);
    if (close == std::string_view::npos) break;
    const bool image = pos > 0 && body[pos - 1] == '!';
    const bool footnote = body.substr(pos, 2) == "[^";
    if (image || footnote || close + 1 >= body.size() || body[close + 1] != '(' ||
        body.substr(pos + 1, close - pos - 1).find('\n') != std::string_view::npos) {
      pos = pos + 1;
      continue;
    }
    const auto paren = body.find(')', close + 2);
    if (paren == std::string_view::npos) break;
    const std::string url(body.substr(close + 2, paren - close - 2));
    if (!url.starts_with("http://") && !url.starts_with("https://")) {
      pos = paren + 1;
      continue;
    }
    Citation c;
    c.kind = "link";
    c.remove = {Span{pos, pos + 1}, Span{close, paren + 1}};
    auto s = urls.find(url, std::string(body.substr(pos + 1, close - pos - 1)), fmt::format("byte {}", close + 2), w);
    if (!s) return s.error();
    c.sources.push_back(*s);
    r.citations.push_back(std::move(c));
    pos = paren + 1;
  }
  auto footnotes = find_marks(body, MarkStyle{MarkSyntax::kFootnote, "footnote", nullptr}, {});
  if (!footnotes) return footnotes.error();
  for (const Mark& m : *footnotes) {
    Citation c;
    c.kind = "footnote";
    c.remove.push_back(m.span);
    const auto def = notes.definitions.find(m.names.front());
    if (def == notes.definitions.end()) {
      c.unresolved.push_back(m.names.front());
    } else {
      const std::string url = first_url(def->second);
      if (url.empty()) {
        return w.error(fmt::format("footnote [^{}]", m.names.front()),
                       fmt::format("names no URL (\"{}\"): a footnote's source is the page its URL names", def->second));
      }
      auto s = urls.find(url, "", fmt::format("footnote [^{}]", m.names.front()), w);
      if (!s) return s.error();
      c.sources.push_back(*s);
    }
    r.citations.push_back(std::move(c));
  }
  sort_citations(r);
  return r;
}

struct RecordReader::Impl {
  std::string path;
  ReadOptions options;
  std::ifstream in;
  // A whole document (a JSON list or one object) or a Markdown report, read at open.
  std::optional<json> doc;
  std::optional<std::string> markdown;
  bool jsonl = false, list = false;  // list: errors name the record's place ("[3].answer")
  std::size_t index = 0, line_no = 0;
  Status status = Ok{};
};

RecordReader::RecordReader(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
RecordReader::~RecordReader() = default;
Status RecordReader::status() const { return impl_->status; }
const std::string& RecordReader::path() const { return impl_->path; }

Result<std::unique_ptr<RecordReader>> RecordReader::open(const std::string& path, const ReadOptions& options) {
  auto m = std::make_unique<Impl>();
  m->path = path;
  m->options = options;
  const bool markdown = options.format == Format::kMarkdown ||
                        (options.format == Format::kAuto && std::filesystem::path(path).extension() == ".md");
  if (markdown) {
    auto text = read_whole_file(path, "cannot open " + path, "cannot read " + path);
    if (!text) return text.error();
    m->markdown = std::move(*text);
    return std::make_unique<RecordReader>(std::move(m));
  }
  std::ifstream& in = m->in;
  in.open(path, std::ios::binary);
  if (!in) return make_error(ErrorCode::kIo, "cannot open " + path, path);
  // The first non-blank byte decides: '[' a JSON list, else JSONL (one object on one line also
  // reads as JSONL; a pretty-printed single object is read whole).
  char first = 0;
  while (in.get(first) && (first == ' ' || first == '\n' || first == '\r' || first == '\t')) {
  }
  if (!in) {
    m->doc = json::array();  // empty file: no records
    return std::make_unique<RecordReader>(std::move(m));
  }
  in.unget();
  bool whole = first == '[';
  if (first == '{') {
    // One object a line (JSONL), or one pretty-printed object: the first line tells.
    const auto start = in.tellg();
    std::string line;
    std::getline(in, line);
    whole = json::parse(line, nullptr, false).is_discarded();
    in.clear();
    in.seekg(start);
  }
  if (!whole) {
    m->jsonl = true;
    return std::make_unique<RecordReader>(std::move(m));
  }
  std::string all((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (auto st = check_json_nesting(all, path, 0); !st) return st.error();
  try {
    m->doc = json::parse(all);
  } catch (const json::exception& e) {
    return make_error(ErrorCode::kParse, json_error_message(e.what()), path);
  }
  m->list = m->doc->is_array();
  if (!m->list) m->doc = json::array({std::move(*m->doc)});
  return std::make_unique<RecordReader>(std::move(m));
}

std::optional<std::pair<std::size_t, Result<AnswerRecord>>> RecordReader::next() {
  Impl& m = *impl_;
  if (m.markdown) {
    auto r = read_markdown(*m.markdown, m.options, std::filesystem::path(m.path).stem().string(), m.path);
    m.markdown.reset();
    return std::make_pair(m.index++, std::move(r));
  }
  if (m.doc) {
    if (m.index >= m.doc->size()) return std::nullopt;
    const std::size_t i = m.index++;
    auto r = read_record((*m.doc)[i], m.options, m.path, 0);
    if (!r && m.list) {
      Error e = r.error();
      e.field = e.field.empty() ? fmt::format("[{}]", i) : fmt::format("[{}].{}", i, e.field);
      return std::make_pair(i, Result<AnswerRecord>(std::move(e)));
    }
    return std::make_pair(i, std::move(r));
  }
  if (!m.jsonl) return std::nullopt;
  std::string line;
  while (std::getline(m.in, line)) {
    ++m.line_no;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.find_first_not_of(" \t") == std::string::npos) continue;
    return std::make_pair(m.index++, parse_record(line, m.options, m.path, m.line_no));
  }
  if (m.in.bad()) m.status = make_error(ErrorCode::kIo, "cannot read " + m.path, m.path, m.line_no);
  m.jsonl = false;
  return std::nullopt;
}

Status for_each_record(const std::string& path, const ReadOptions& options,
                       const std::function<void(std::size_t, Result<AnswerRecord>)>& each) {
  auto reader = RecordReader::open(path, options);
  if (!reader) return reader.error();
  while (auto next = (*reader)->next()) each(next->first, std::move(next->second));
  return (*reader)->status();
}

Result<std::map<std::string, std::string>> read_snapshots(const std::string& dir) {
  const std::string index_path = (std::filesystem::path(dir) / "index.json").string();
  auto text = read_whole_file(index_path, "cannot open " + index_path + " (a sources folder maps each URL to a file "
                                          "in its index.json)",
                              "cannot read " + index_path);
  if (!text) return text.error();
  json index;
  try {
    index = json::parse(*text);
  } catch (const json::exception& e) {
    return make_error(ErrorCode::kParse, json_error_message(e.what()), index_path);
  }
  if (!index.is_object()) return make_error(ErrorCode::kInvalidField, "must map URLs to file names", index_path);
  std::map<std::string, std::string> out;
  for (const auto& [url, file] : index.items()) {
    if (!file.is_string()) return make_error(ErrorCode::kInvalidField, "must be a file name", index_path, 0, url);
    const std::string p = (std::filesystem::path(dir) / file.get<std::string>()).string();
    auto page = read_whole_file(p, "cannot open " + p, "cannot read " + p);
    if (!page) return make_error(ErrorCode::kIo, page.error().message, index_path, 0, url);
    out[url] = std::move(*page);
  }
  return out;
}

}  // namespace citeval::answers
