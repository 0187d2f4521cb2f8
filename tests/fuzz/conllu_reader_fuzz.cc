// libFuzzer target for the CoNLL-U reader: any byte string must yield sentences or an Error,
// never a crash; whatever is read must write back and re-read to the same sentences.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "depparse/conllu.h"
#include "depparse/scheme.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto doc = citeval::parse::read_conllu(text, "fuzz");
  if (!doc) return 0;
  const std::string out = citeval::parse::write_conllu(doc.value());
  auto again = citeval::parse::read_conllu(out, "fuzz-again");
  if (!again || again->size() != doc->size()) std::abort();
  if (citeval::parse::write_conllu(again.value()) != out) std::abort();
  // The converter must accept any tree the reader accepts (all heads set).
  for (const auto& s : doc.value()) {
    bool complete = true;
    for (const auto& w : s.words) complete = complete && w.head >= 0;
    if (complete) (void)citeval::parse::ud_to_spacy(s);
  }
  return 0;
}
