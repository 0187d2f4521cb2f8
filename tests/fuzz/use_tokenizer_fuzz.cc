// citeval-fuzz-deps: citeval::text
//
// libFuzzer target for the USE-lite tokenizer: for any bytes (invalid UTF-8 included) encode()
// returns in-range ids, never two unknown ids in a row, nothing for an empty text and something
// otherwise; and any bytes given as vocab.json are read or rejected, never a crash. Exactness
// against the TF.js reference is tests/text/use_tokenizer_test.cc's job.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "text/use_tokenizer.h"

namespace {

void check(bool ok) {
  if (!ok) std::abort();
}

const citeval::text::UseTokenizer& tokenizer() {
  // Pieces that exercise the lattice: the separator, overlapping prefixes, a null score, a
  // character outside the BMP (two UTF-16 units), and a duplicate.
  static const auto t = citeval::text::UseTokenizer::from_json(
      R"([["\ufffd",0],["<s>",0],["</s>",0],["x1",0],["x2",0],["x3",0],)"
      R"(["\u2581",-2],["a",-1],["ab",-1.5],["\u2581a",-1.2],["b",-1],[":",null],)"
      R"(["\ud83d\ude00",-3],["\u2581\u2581",-2.5],["ab",-1.4],["fi",-2]])",
      "fuzz");
  check(t.ok());
  return t.value();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto& t = tokenizer();
  const auto ids = t.encode(text);
  for (std::size_t i = 0; i < ids.size(); ++i) {
    check(ids[i] >= 0 && static_cast<std::size_t>(ids[i]) < t.vocabulary_size());
    check(i == 0 || !(ids[i] == 0 && ids[i - 1] == 0));
  }
  check(ids.empty() == citeval::text::UseTokenizer::preprocess(text).empty());
  check(ids == t.encode(text));
  auto parsed = citeval::text::UseTokenizer::from_json(text, "fuzz");
  if (parsed) check(parsed->vocabulary_size() > 0);
  return 0;
}
