// citeval-fuzz-deps: citeval::io
//
// libFuzzer target for the LongBench-Cite reader (io/longcite_reader.h): any bytes must give
// items or an error naming the file (never a crash, a hang or an exception), with consistent
// positions and lines, and every item must make a detail line (io/longcite_detail.h).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "io/longcite_detail.h"
#include "io/longcite_reader.h"

namespace {

void check(bool ok) {
  if (!ok) std::abort();  // an invariant of the reader broke: libFuzzer reports the input
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  auto in = citeval::io::parse_longcite_input(input, "fuzz.jsonl");
  if (!in) {
    check(!in.error().message.empty() && in.error().file == "fuzz.jsonl");
    return 0;
  }
  check(in->items.size() + in->skipped.size() == in->items_total);
  check(in->fingerprint == citeval::io::longcite_fingerprint(input));
  std::size_t last_position = 0, last_line = 0;
  for (std::size_t k = 0; k < in->items.size(); ++k) {
    const auto& it = in->items[k];
    check(it.position < in->items_total && (k == 0 || it.position > last_position));
    check(it.line >= 1 && it.line >= last_line);
    last_position = it.position;
    last_line = it.line;
    // Parsed citations point into the context.
    for (const auto& st : it.item.statements) {
      for (const auto& c : st.citation) {
        check(!it.parsed || (c.start_byte <= c.end_byte && c.end_byte <= it.context.size()));
      }
    }
    // A detail line for the item, with nothing judged.
    citeval::metrics::LongciteResult r;
    r.item = &it.item;
    r.statements.resize(it.item.statements.size());
    for (std::size_t s = 0; s < r.statements.size(); ++s) r.statements[s].citation.resize(it.item.statements[s].citation.size());
    (void)citeval::io::longcite_item_json(r, it, 100).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  }
  for (const auto& s : in->skipped) {
    check(s.error.file == "fuzz.jsonl" && s.error.line >= 1 && !s.error.message.empty());
  }
  for (const auto& d : in->duplicates) check(d.first_line <= d.line);
  return 0;
}
