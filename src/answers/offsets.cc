#include "answers/offsets.h"

#include <limits>

#include <fmt/format.h>

#include "text/unicode.h"

namespace citeval::answers {
namespace {

constexpr std::size_t kNotBoundary = std::numeric_limits<std::size_t>::max();

bool continuation(unsigned char c) { return (c & 0xC0) == 0x80; }

}  // namespace

const char* offset_unit_name(OffsetUnit unit) {
  switch (unit) {
    case OffsetUnit::kCodePoint: return "code points";
    case OffsetUnit::kUtf16: return "UTF-16 units";
    case OffsetUnit::kByte: return "bytes";
  }
  return "?";
}

OffsetIndex::OffsetIndex(std::string_view text, OffsetUnit unit) : unit_(unit), bytes_(text.size()), text_(text) {
  if (unit == OffsetUnit::kByte) {
    units_ = text.size();
    return;
  }
  bytes_at_.reserve(text.size() + 1);
  for (std::size_t pos = 0; pos < text.size();) {
    const text::CodePoint cp = text::decode_utf8(text, pos);
    const std::size_t len = cp.len == 0 ? 1 : cp.len;
    bytes_at_.push_back(pos);
    if (unit == OffsetUnit::kUtf16 && cp.valid && cp.cp >= 0x10000) bytes_at_.push_back(kNotBoundary);
    pos += len;
  }
  bytes_at_.push_back(text.size());
  units_ = bytes_at_.size() - 1;
}

Result<std::size_t> OffsetIndex::to_byte(std::size_t n) const {
  if (n > units_) {
    return make_error(ErrorCode::kInvalidField,
                      fmt::format("offset {} is past the end of the text ({} {})", n, units_, offset_unit_name(unit_)));
  }
  if (unit_ == OffsetUnit::kByte) {
    if (n < bytes_ && continuation(static_cast<unsigned char>(text_[n]))) {
      std::size_t start = n;
      while (start > 0 && continuation(static_cast<unsigned char>(text_[start]))) --start;
      const text::CodePoint cp = text::decode_utf8(text_, start);
      if (cp.valid && start + cp.len > n) {
        return make_error(ErrorCode::kInvalidField,
                          fmt::format("offset {} falls inside a character (byte {} of a {}-byte character): "
                                      "not a character boundary",
                                      n, n - start + 1, cp.len));
      }
    }
    return n;
  }
  const std::size_t b = bytes_at_[n];
  if (b == kNotBoundary) {
    return make_error(ErrorCode::kInvalidField,
                      fmt::format("offset {} falls between the two UTF-16 units of one character: not a "
                                  "character boundary",
                                  n));
  }
  return b;
}

}  // namespace citeval::answers
