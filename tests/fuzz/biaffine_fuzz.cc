// citeval-fuzz-deps: citeval::depparse
//
// libFuzzer target for the biaffine parser's file reader: any bytes give a parser or an Error,
// never a crash or a read out of bounds; a parser that loads must parse a sentence into one tree
// (a head for every word, exactly one on the root). The seed is a valid file with the smallest
// dimensions, written by tools/train_biaffine.py's export() (Model with hidden=2, layers=1, all
// embedding and MLP sizes 2, two four-word training sentences, a three-word GloVe table).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

#include "depparse/biaffine.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  auto net = citeval::parse::BiaffineParser::from_bytes(
      std::string_view(reinterpret_cast<const char*>(data), size), "fuzz");
  if (!net) return 0;
  const std::vector<std::string_view> words = {"The", "cat", "sat", "."};
  std::vector<int> heads, labels;
  net.value()->parse(words, {1, 2, 3, 99}, heads, labels);
  int roots = 0;
  for (std::size_t i = 1; i < heads.size(); ++i) {
    if (heads[i] < 0 || heads[i] > static_cast<int>(words.size())) std::abort();
    if (labels[i] < 0 || labels[i] >= static_cast<int>(net.value()->labels().size())) std::abort();
    roots += heads[i] == 0;
  }
  if (heads.size() != words.size() + 1 || roots != 1) std::abort();
  return 0;
}
