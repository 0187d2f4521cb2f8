#include "text/hf_precompiled.h"

#include <utf8proc.h>

#include <cstring>

#include "text/hf_unicode.h"

namespace citeval::text::hf {
namespace {

// darts-clone unit fields.
bool has_leaf(std::uint32_t unit) { return ((unit >> 8) & 1U) == 1U; }
std::uint32_t value(std::uint32_t unit) { return unit & ((1U << 31) - 1); }
std::uint32_t label(std::uint32_t unit) { return unit & ((1U << 31) | 0xFFU); }
std::uint32_t offset(std::uint32_t unit) { return (unit >> 10) << ((unit & (1U << 9)) >> 6); }

}  // namespace

std::optional<std::string> decode_base64(std::string_view text) {
  auto digit = [](char c) -> int {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
  };
  while (!text.empty() && text.back() == '=') text.remove_suffix(1);
  if (text.size() % 4 == 1) return std::nullopt;
  std::string out;
  out.reserve(text.size() * 3 / 4);
  std::uint32_t acc = 0;
  int bits = 0;
  for (char c : text) {
    const int d = digit(c);
    if (d < 0) return std::nullopt;
    acc = (acc << 6) | static_cast<std::uint32_t>(d);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push_back(static_cast<char>((acc >> bits) & 0xFFU));
    }
  }
  return out;
}

Result<PrecompiledCharsmap> PrecompiledCharsmap::parse(std::string_view blob) {
  if (blob.size() < 4) {
    return make_error(ErrorCode::kInvalidField, "precompiled_charsmap is shorter than 4 bytes");
  }
  std::uint32_t trie_size = 0;
  for (int i = 3; i >= 0; --i) {
    trie_size = (trie_size << 8) | static_cast<unsigned char>(blob[static_cast<std::size_t>(i)]);
  }
  if (trie_size % 4 != 0 || trie_size > blob.size() - 4 || trie_size == 0) {
    return make_error(ErrorCode::kInvalidField,
                      "precompiled_charsmap: trie size " + std::to_string(trie_size) +
                          " does not fit the " + std::to_string(blob.size()) + "-byte blob");
  }
  PrecompiledCharsmap map;
  map.units_.resize(trie_size / 4);
  std::memcpy(map.units_.data(), blob.data() + 4, trie_size);  // little-endian hosts only
  map.normalized_ = std::string(blob.substr(4 + trie_size));
  for (int c = 1; c < 128; ++c) {
    const char ch = static_cast<char>(c);
    if (auto t = map.transform(std::string_view(&ch, 1))) {
      map.ascii_mapped_[c] = true;
      map.ascii_[c] = std::string(*t);
    }
  }
  return map;
}

std::optional<std::string_view> PrecompiledCharsmap::transform(std::string_view chunk) const {
  // The first (shortest) key that is a prefix of `chunk`; bounds-checked because the blob comes
  // from an untrusted file.
  std::size_t node = offset(units_[0]);
  for (char ch : chunk) {
    const auto c = static_cast<unsigned char>(ch);
    if (c == 0) break;
    node ^= c;
    if (node >= units_.size()) return std::nullopt;
    const std::uint32_t unit = units_[node];
    if (label(unit) != c) return std::nullopt;
    node ^= offset(unit);
    if (node >= units_.size()) return std::nullopt;
    if (has_leaf(unit)) {
      const std::size_t start = value(units_[node]);
      if (start > normalized_.size()) return std::nullopt;
      std::size_t end = normalized_.find('\0', start);
      if (end == std::string::npos) end = normalized_.size();
      return std::string_view(normalized_).substr(start, end - start);
    }
  }
  return std::nullopt;
}

std::string PrecompiledCharsmap::normalize(std::string_view text) const {
  std::string out;
  out.reserve(text.size());
  std::size_t pos = 0;
  utf8proc_int32_t state = 0;  // carried across clusters (regional indicators, emoji sequences)
  while (pos < text.size()) {
    // Fast path: an ASCII character followed by ASCII (or the end) is a cluster of its own,
    // except CR LF.
    const auto b = static_cast<unsigned char>(text[pos]);
    if (b < 0x80 && b != 0 && b != '\r' &&
        (pos + 1 == text.size() || static_cast<unsigned char>(text[pos + 1]) < 0x80)) {
      if (ascii_mapped_[b]) {
        out += ascii_[b];
      } else {
        out.push_back(static_cast<char>(b));
      }
      state = 0;
      ++pos;
      continue;
    }
    // One extended grapheme cluster [pos, end).
    std::size_t len = 0;
    char32_t prev = next_char(text, pos, len);
    std::size_t end = pos + len;
    while (end < text.size()) {
      const char32_t c = next_char(text, end, len);
      if (utf8proc_grapheme_break_stateful(static_cast<utf8proc_int32_t>(prev),
                                           static_cast<utf8proc_int32_t>(c), &state)) {
        break;
      }
      prev = c;
      end += len;
    }
    const std::string_view grapheme = text.substr(pos, end - pos);
    pos = end;
    if (grapheme.size() < 6) {
      if (auto t = transform(grapheme)) {
        out += *t;
        continue;
      }
    }
    for (std::size_t i = 0; i < grapheme.size(); i += len) {
      next_char(grapheme, i, len);
      const std::string_view part = grapheme.substr(i, len);
      if (auto t = transform(part)) {
        out += *t;
      } else {
        out += part;
      }
    }
  }
  return out;
}

}  // namespace citeval::text::hf
