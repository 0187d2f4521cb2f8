#include "claims/conllu_trees.h"

#include <fmt/format.h>

#include "claims/text_cleaning.h"
#include "common/read_file.h"

namespace citeval::claims {

namespace {

// The value of KEY in a MISC column ("A=1|Cite=1,2"), or npos-marked empty when absent.
bool misc_value(std::string_view misc, std::string_view key, std::string_view& value) {
  std::size_t start = 0;
  while (start <= misc.size()) {
    std::size_t bar = misc.find('|', start);
    std::string_view item = misc.substr(start, bar == std::string_view::npos ? misc.size() - start : bar - start);
    if (item.size() > key.size() && item.substr(0, key.size()) == key && item[key.size()] == '=') {
      value = item.substr(key.size() + 1);
      return true;
    }
    if (bar == std::string_view::npos) break;
    start = bar + 1;
  }
  return false;
}

std::string comment_value(const parse::ConlluSentence& s, std::string_view key) {
  for (const auto& c : s.comments) {
    std::string_view v = c;
    if (v.empty() || v[0] != '#') continue;
    v.remove_prefix(1);
    while (!v.empty() && v[0] == ' ') v.remove_prefix(1);
    if (v.substr(0, key.size()) != key) continue;
    v.remove_prefix(key.size());
    while (!v.empty() && v[0] == ' ') v.remove_prefix(1);
    if (v.empty() || v[0] != '=') continue;
    v.remove_prefix(1);
    while (!v.empty() && v[0] == ' ') v.remove_prefix(1);
    return std::string(v);
  }
  return {};
}

}  // namespace

Result<GivenSentence> given_from_conllu(const parse::ConlluSentence& s, const std::string& file) {
  GivenSentence g;
  g.line = s.first_line;
  g.id = comment_value(s, "sent_id");
  auto err = [&](std::size_t word, std::string field, std::string msg) {
    // Word lines follow the comments; the exact line is first_line + comments + word index
    // when there are no multiword lines before it, which is the common case.
    std::size_t line = s.first_line ? s.first_line + s.comments.size() + word : 0;
    return make_error(ErrorCode::kInvalidField, std::move(msg), file, line, std::move(field));
  };
  const std::size_t n = s.words.size();
  for (std::size_t i = 0; i < n; ++i) {
    const auto& w = s.words[i];
    if (w.head < 0) return err(i, "HEAD", "missing head ('_'): the claim extraction needs a tree");
    if (w.head > static_cast<int>(n)) return err(i, "HEAD", fmt::format("head {} beyond the {} words", w.head, n));
    g.tree.tokens.push_back(w.form);
    g.tree.heads.push_back(w.head - 1);
    g.tree.deps.push_back(w.deprel == "root" ? "ROOT" : w.deprel);
    std::string_view cite;
    if (misc_value(w.misc, "Cite", cite)) {
      auto ids = parse_cite_ids(cite);
      if (!ids) return err(i, "MISC", ids.error().message);
      g.tree.citations.push_back({static_cast<int>(i), std::move(ids).value(), {}});
    }
  }
  g.text = comment_value(s, "text");
  bool aligned = false;
  if (!g.text.empty()) {
    auto marks = cite::find_citation_marks(g.text);
    g.groups = cite::group_citation_marks(g.text, marks);
    std::vector<ByteSpan> skip;
    for (const auto& gr : g.groups) skip.push_back({gr.begin, gr.end});
    auto spans = align_tokens(g.text, g.tree.tokens, skip);
    if (spans) {
      g.tree.spans = std::move(spans).value();
      aligned = true;
    }
  }
  if (!aligned) {
    g.text.clear();
    g.groups.clear();
    g.tree.spans.clear();
    for (std::size_t i = 0; i < n; ++i) {
      std::size_t b = g.text.size();
      g.text += s.words[i].form;
      g.tree.spans.push_back({b, g.text.size()});
      std::string_view sa;
      bool no_space = misc_value(s.words[i].misc, "SpaceAfter", sa) && sa == "No";
      if (i + 1 < n && !no_space) g.text += ' ';
    }
  }
  // Map each citation node to the group that follows it in the text, for the surface output.
  for (auto& c : g.tree.citations) {
    const ByteSpan& sp = g.tree.spans[static_cast<std::size_t>(c.token)];
    for (const auto& gr : g.groups) {
      if (gr.begin >= sp.end) {
        c.source = {gr.begin, gr.end};
        break;
      }
    }
  }
  if (auto st = validate_claim_tree(g.tree, file); !st) {
    Error e = st.error();
    e.line = s.first_line;
    return e;
  }
  return g;
}

Result<std::vector<GivenRecord>> read_conllu_tree_records(const std::string& path) {
  auto text = read_whole_file(path, "cannot open", "read failed");
  if (!text) return text.error();
  std::vector<GivenRecord> out;
  // Each block of non-blank lines is parsed on its own, so a malformed sentence spoils only
  // itself; its lines are counted from the block's first line in the file.
  std::string_view rest = *text;
  std::size_t line = 1, block_line = 0;
  std::string_view block;
  auto flush = [&] {
    if (block_line == 0) return;
    auto doc = parse::read_conllu(block, path);
    const std::size_t offset = block_line - 1;
    if (!doc) {
      Error e = doc.error();
      if (e.line > 0) e.line += offset;
      out.push_back(std::move(e));
    } else {
      for (auto& s : *doc) {
        s.first_line += offset;
        out.push_back(given_from_conllu(s, path));
      }
    }
    block_line = 0;
  };
  const char* block_begin = nullptr;
  while (!rest.empty()) {
    const std::size_t nl = rest.find('\n');
    const std::string_view row = rest.substr(0, nl == std::string_view::npos ? rest.size() : nl + 1);
    const bool blank = row.find_first_not_of("\r\n") == std::string_view::npos;
    if (blank) {
      flush();
    } else {
      if (block_line == 0) {
        block_line = line;
        block_begin = row.data();
      }
      block = std::string_view(block_begin, static_cast<std::size_t>(row.data() + row.size() - block_begin));
    }
    rest.remove_prefix(row.size());
    ++line;
  }
  flush();
  return out;
}

Result<std::vector<GivenSentence>> read_conllu_trees(const std::string& path) {
  auto records = read_conllu_tree_records(path);
  if (!records) return records.error();
  return all_sentences(std::move(*records));
}

}  // namespace citeval::claims
