#include "depparse/conllu.h"
#include "common/read_file.h"

#include <charconv>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

namespace citeval::parse {
namespace {

constexpr const char* kColumns[10] = {"ID",     "FORM", "LEMMA",  "UPOS", "XPOS",
                                      "FEATS",  "HEAD", "DEPREL", "DEPS", "MISC"};

bool parse_int(std::string_view s, int& out) {
  if (s.empty() || s.size() > 9) return false;
  for (char c : s)
    if (c < '0' || c > '9') return false;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && p == s.data() + s.size();
}

}  // namespace

std::vector<int> ConlluSentence::heads() const {
  std::vector<int> h;
  h.reserve(words.size());
  for (const auto& w : words) h.push_back(w.head);
  return h;
}

Result<std::vector<ConlluSentence>> read_conllu(std::string_view text, const std::string& file_name) {
  std::vector<ConlluSentence> out;
  ConlluSentence cur;
  bool in_sentence = false;
  std::size_t line_no = 0;
  std::vector<std::size_t> word_lines;  // line of each word of the current sentence
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);

  auto finish = [&]() -> Status {
    if (!in_sentence) return Ok{};
    if (cur.words.empty())
      return make_error(ErrorCode::kParse, "sentence has no word lines", file_name, cur.first_line);
    const int n = static_cast<int>(cur.words.size());
    for (int i = 0; i < n; ++i) {
      if (cur.words[i].head > n)
        return make_error(ErrorCode::kParse,
                          fmt::format("head {} of word {} is beyond the last word {}",
                                      cur.words[i].head, i + 1, n),
                          file_name, word_lines[i], "HEAD");
    }
    // The heads must form a forest: following them from any word reaches the root or a word
    // whose head is unset ('_'). state: 0 unseen, 1 on the current path, 2 known to be fine.
    std::vector<char> state(n + 1, 0);
    std::vector<int> path;
    for (int i = 1; i <= n; ++i) {
      int x = i;
      while (x > 0 && state[x] == 0) {
        state[x] = 1;
        path.push_back(x);
        x = cur.words[x - 1].head;
      }
      if (x > 0 && state[x] == 1)
        return make_error(ErrorCode::kParse,
                          fmt::format("the heads of word {} lead round a cycle back to word {}", i,
                                      x),
                          file_name, word_lines[x - 1], "HEAD");
      for (int p : path) state[p] = 2;
      path.clear();
    }
    out.push_back(std::move(cur));
    cur = ConlluSentence{};
    word_lines.clear();
    in_sentence = false;
    return Ok{};
  };

  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    ++line_no;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    // A CR elsewhere would not survive a write and re-read (found by fuzz_conllu_reader).
    if (line.find('\r') != std::string_view::npos)
      return make_error(ErrorCode::kParse,
                        "carriage return inside a line (only a CRLF line ending is allowed)",
                        file_name, line_no);

    if (line.empty()) {
      if (auto st = finish(); !st) return st.error();
      continue;
    }
    if (!in_sentence) {
      in_sentence = true;
      cur.first_line = line_no;
    }
    if (line.front() == '#') {
      if (!cur.words.empty() || !cur.extra_lines.empty())
        return make_error(ErrorCode::kParse, "comment line after the first word line", file_name,
                          line_no);
      cur.comments.emplace_back(line);
      continue;
    }
    std::string_view cols[10];
    std::size_t ncols = 0, start = 0;
    while (true) {
      std::size_t tab = line.find('\t', start);
      if (ncols == 10) {
        ncols = 11;
        break;
      }
      cols[ncols++] = line.substr(start, tab == std::string_view::npos ? std::string_view::npos
                                                                        : tab - start);
      if (tab == std::string_view::npos) break;
      start = tab + 1;
    }
    if (ncols != 10)
      return make_error(ErrorCode::kParse,
                        fmt::format("expected 10 tab-separated columns, found {}",
                                    ncols > 10 ? std::string("more than 10") : std::to_string(ncols)),
                        file_name, line_no);
    for (std::size_t c = 0; c < 10; ++c)
      if (cols[c].empty())
        return make_error(ErrorCode::kParse, "empty column (use _ for a missing value)", file_name,
                          line_no, kColumns[c]);
    std::string_view id = cols[0];
    if (id.find('-') != std::string_view::npos || id.find('.') != std::string_view::npos) {
      // Multiword token or empty node: checked for shape, kept verbatim.
      std::size_t sep = id.find_first_of("-.");
      int a = 0, b = 0;
      if (!parse_int(id.substr(0, sep), a) || !parse_int(id.substr(sep + 1), b))
        return make_error(ErrorCode::kParse, fmt::format("malformed ID '{}'", id), file_name,
                          line_no, "ID");
      if (id[sep] == '-' && (a != static_cast<int>(cur.words.size()) + 1 || b < a))
        return make_error(ErrorCode::kParse,
                          fmt::format("multiword token range '{}' does not start at the next word {}",
                                      id, cur.words.size() + 1),
                          file_name, line_no, "ID");
      if (id[sep] == '.' && a != static_cast<int>(cur.words.size()))
        return make_error(ErrorCode::kParse,
                          fmt::format("empty node '{}' must follow word {}", id, a), file_name,
                          line_no, "ID");
      cur.extra_lines.push_back({cur.words.size(), std::string(line)});
      continue;
    }
    int idv = 0;
    if (!parse_int(id, idv))
      return make_error(ErrorCode::kParse, fmt::format("malformed ID '{}'", id), file_name, line_no,
                        "ID");
    if (idv != static_cast<int>(cur.words.size()) + 1)
      return make_error(ErrorCode::kParse,
                        fmt::format("word ID {} out of sequence, expected {}", idv,
                                    cur.words.size() + 1),
                        file_name, line_no, "ID");
    ConlluWord w;
    w.form = cols[1];
    w.lemma = cols[2];
    w.upos = cols[3];
    w.xpos = cols[4];
    w.feats = cols[5];
    if (cols[6] == "_") {
      w.head = -1;
    } else if (!parse_int(cols[6], w.head)) {
      return make_error(ErrorCode::kParse, fmt::format("HEAD '{}' is not a number", cols[6]),
                        file_name, line_no, "HEAD");
    } else if (w.head == idv) {
      return make_error(ErrorCode::kParse, "word is its own head", file_name, line_no, "HEAD");
    }
    w.deprel = cols[7];
    w.deps = cols[8];
    w.misc = cols[9];
    cur.words.push_back(std::move(w));
    word_lines.push_back(line_no);
  }
  if (auto st = finish(); !st) return st.error();
  return out;
}

Result<std::vector<ConlluSentence>> read_conllu_file(const std::string& path) {
  auto text = read_whole_file(path, "cannot open file", "read error");
  if (!text) return text.error();
  return read_conllu(text.value(), path);
}

void write_conllu(const ConlluSentence& s, std::string& out) {
  for (const auto& c : s.comments) {
    out += c;
    out += '\n';
  }
  std::size_t extra = 0;
  for (std::size_t i = 0; i <= s.words.size(); ++i) {
    while (extra < s.extra_lines.size() && s.extra_lines[extra].before_word == i) {
      out += s.extra_lines[extra++].text;
      out += '\n';
    }
    if (i == s.words.size()) break;
    const auto& w = s.words[i];
    out += std::to_string(i + 1);
    for (const std::string* col : {&w.form, &w.lemma, &w.upos, &w.xpos, &w.feats}) {
      out += '\t';
      out += *col;
    }
    out += '\t';
    out += w.head < 0 ? std::string("_") : std::to_string(w.head);
    for (const std::string* col : {&w.deprel, &w.deps, &w.misc}) {
      out += '\t';
      out += *col;
    }
    out += '\n';
  }
  out += '\n';
}

std::string write_conllu(const std::vector<ConlluSentence>& sentences) {
  std::string out;
  for (const auto& s : sentences) write_conllu(s, out);
  return out;
}

}  // namespace citeval::parse
