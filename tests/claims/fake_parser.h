// A TextParser for tests: tokens are whitespace-separated pieces with commas split off, and the
// tree comes from a table keyed by the tokens joined with single spaces (so tests fix the parse
// and check everything around it). An unknown sentence is a parse error.
#pragma once

#include <atomic>
#include <map>
#include <string>
#include <vector>

#include "claims/sentence_claims.h"

namespace citeval::claims::testing {

class FakeParser : public TextParser {
 public:
  struct Parse {
    std::vector<int> heads;
    std::vector<std::string> deps;
  };
  FakeParser() = default;
  FakeParser(const FakeParser& other) : table_(other.table_) {}  // a fresh call count
  void add(std::string tokens_joined, std::vector<int> heads, std::vector<std::string> deps) {
    table_[std::move(tokens_joined)] = {std::move(heads), std::move(deps)};
  }
  std::string identity() const override { return "fake"; }

  static std::vector<ByteSpan> tokenize(std::string_view text) {
    std::vector<ByteSpan> out;
    std::size_t i = 0;
    while (i < text.size()) {
      if (text[i] == ' ' || text[i] == '\t' || text[i] == '\n') {
        ++i;
      } else if (text[i] == ',') {
        out.push_back({i, i + 1});
        ++i;
      } else {
        std::size_t b = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t' && text[i] != '\n' &&
               !(text[i] == ',' && (i + 1 == text.size() || text[i + 1] == ' '))) {
          ++i;
        }
        out.push_back({b, i});
      }
    }
    return out;
  }

  Result<ParsedText> parse(std::string_view text) const override {
    ParsedText p;
    p.spans = tokenize(text);
    std::string key;
    for (const auto& s : p.spans) {
      if (!key.empty()) key += ' ';
      key.append(text.substr(s.begin, s.end - s.begin));
    }
    ++calls;
    auto it = table_.find(key);
    if (it == table_.end()) return make_error(ErrorCode::kNotFound, "no parse for '" + key + "'");
    p.heads = it->second.heads;
    p.deps = it->second.deps;
    return p;
  }
  mutable std::atomic<int> calls{0};  // parse() may run on several threads

 private:
  std::map<std::string, Parse> table_;
};

}  // namespace citeval::claims::testing
