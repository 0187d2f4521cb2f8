// citeval-fuzz-deps: citeval::io
//
// libFuzzer target for the ALCE reader: any bytes, read as a .json and as a .jsonl file, must
// give items or errors (never a crash, a hang or an exception), with consistent bookkeeping.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "io/alce_reader.h"

namespace {

void check(bool ok) {
  if (!ok) std::abort();  // an invariant of the reader broke: libFuzzer reports the input
}

void read_as(const std::string& data, const std::string& name, std::size_t buffer_size) {
  auto reader = citeval::io::AlceReader::from_string(data, name, buffer_size);
  if (!reader) {
    check(!reader.error().message.empty() && reader.error().file == name);
    return;
  }
  citeval::io::AlceItem item;
  std::size_t count = 0, last_index = 0, last_line = 0;
  while (reader->next(item)) {
    check(count == 0 || item.index > last_index);
    check(item.line >= 1 && item.line >= last_line);
    last_index = item.index;
    last_line = item.line;
    ++count;
  }
  check(!reader->next(item));
  check(reader->items_read() == count);
  for (const auto& s : reader->skipped()) {
    check(s.error.file == name && s.error.line >= 1 && !s.error.message.empty());
  }
  if (reader->fatal_error()) check(reader->fatal_error()->file == name);
  (void)reader->args().dump();  // args must be a valid JSON value
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string input(reinterpret_cast<const char*>(data), size);
  read_as(input, "fuzz.json", 0);
  // A small buffer puts refills inside strings, escapes and lines.
  read_as(input, "fuzz.jsonl", 16 + size % 13);
  return 0;
}
