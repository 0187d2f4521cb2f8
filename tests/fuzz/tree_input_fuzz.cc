// citeval-fuzz-deps: citeval::claims
//
// libFuzzer target for `citeval claims --format trees` (claims/tree_input.h): every line of any
// bytes gives a sentence with its tree or an error naming the file and the line (never a crash,
// a hang or an exception). An accepted tree is then cut into claims and rendered as the command
// does (cmd_claims.cc): the extraction must take whatever the reader accepts, every claim's
// tokens lie in the tree, and the JSON line can be written.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "claims/claims_json.h"
#include "claims/sentence_claims.h"
#include "claims/tree_input.h"

namespace {

void check(bool ok) {
  if (!ok) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view in(reinterpret_cast<const char*>(data), size);
  const std::string name = "fuzz.jsonl";
  std::size_t pos = 0, line = 0;
  while (pos <= in.size()) {
    std::size_t end = in.find('\n', pos);
    if (end == std::string_view::npos) end = in.size();
    const std::string_view text = in.substr(pos, end - pos);
    pos = end + 1;
    ++line;
    if (text.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    auto g = citeval::claims::parse_tree_json(text, name, line);
    if (!g) {
      check(g.error().file == name && g.error().line == line && !g.error().message.empty());
      continue;
    }
    check(g->line == line);
    for (bool reference_code : {false, true}) {
      citeval::claims::ExtractOptions eo;
      eo.reference_code = reference_code;
      citeval::claims::SentenceClaims s;
      s.span = {0, g->text.size()};
      s.tree = g->tree;
      s.groups = g->groups;
      s.status = citeval::claims::claims_for_tree(g->tree, eo, s.claims, s.error, &s.trace);
      if (s.status == citeval::claims::SentenceStatus::kClaims) {
        for (const auto& c : s.claims) {
          for (auto t : c.token_ids) check(t >= 0 && static_cast<std::size_t>(t) < g->tree.tokens.size());
        }
      }
      (void)citeval::claims::sentence_json(g->text, s, reference_code).dump();  // as the command: strict UTF-8
    }
  }
  return 0;
}
