// Offsets counted in code points, UTF-16 units or bytes, turned into byte offsets of a UTF-8
// text. Providers count differently (Gemini in bytes; Anthropic, OpenAI, Cohere and Bedrock in
// characters), and an offset that falls outside the text or inside a character means the input
// was counted in another unit than the reader assumes: it is refused, never rounded.
//
//   answers::OffsetIndex index(answer, OffsetUnit::kCodePoint);
//   auto b = index.to_byte(17);     // Result: a byte offset, or why 17 is not one
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "answers/answer_record.h"
#include "citeval/result.h"

namespace citeval::answers {

const char* offset_unit_name(OffsetUnit unit);  // "code points", "UTF-16 units", "bytes"

class OffsetIndex {
 public:
  // An invalid UTF-8 byte counts as one code point (and one UTF-16 unit), as Python's
  // surrogateescape would read it.
  OffsetIndex(std::string_view text, OffsetUnit unit);

  // The byte offset of unit boundary `n` (0 … size()). kInvalidField errors without file or
  // field ("offset 12 is past the end of the text (10 code points)", "offset 5 falls inside a
  // character (byte 4 of a 3-byte character)"): the caller names where.
  Result<std::size_t> to_byte(std::size_t n) const;

  std::size_t size() const { return units_; }  // the text's length in units

 private:
  OffsetUnit unit_;
  std::size_t units_ = 0;
  std::size_t bytes_ = 0;
  std::string_view text_;
  // kCodePoint / kUtf16: the byte offset of each unit boundary; kNotBoundary inside a
  // surrogate pair. Empty for kByte.
  std::vector<std::size_t> bytes_at_;
};

}  // namespace citeval::answers
