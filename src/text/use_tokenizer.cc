#include "text/use_tokenizer.h"
#include "common/read_file.h"

#include <utf8proc.h>

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <sstream>

#include "text/unicode.h"

namespace citeval::text {
namespace {

constexpr char16_t kSeparator = u'\u2581';

// UTF-8 (already valid) -> UTF-16 code units, as a JS string holds it.
void append_utf16(std::u16string& out, char32_t cp) {
  if (cp < 0x10000) {
    out.push_back(static_cast<char16_t>(cp));
  } else {
    cp -= 0x10000;
    out.push_back(static_cast<char16_t>(0xD800 + (cp >> 10)));
    out.push_back(static_cast<char16_t>(0xDC00 + (cp & 0x3FF)));
  }
}

// Invalid bytes -> U+FFFD, so that utf8proc (which rejects invalid input) always succeeds.
std::string valid_utf8(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    CodePoint c = decode_utf8(text, i);
    if (c.valid) {
      out.append(text.substr(i, c.len));
    } else {
      append_utf8(out, 0xFFFD);
    }
    i += c.len;
  }
  return out;
}

// = String.prototype.normalize('NFKC').
std::string nfkc(std::string_view text) {
  std::string valid = valid_utf8(text);
  utf8proc_uint8_t* mapped = nullptr;
  utf8proc_ssize_t n = utf8proc_map(reinterpret_cast<const utf8proc_uint8_t*>(valid.data()),
                                    static_cast<utf8proc_ssize_t>(valid.size()), &mapped,
                                    static_cast<utf8proc_option_t>(UTF8PROC_STABLE |
                                                                   UTF8PROC_COMPOSE |
                                                                   UTF8PROC_COMPAT));
  if (n < 0) return valid;  // only on allocation failure: the input is valid UTF-8
  std::string out(reinterpret_cast<const char*>(mapped), static_cast<std::size_t>(n));
  std::free(mapped);
  return out;
}

// The reference's processInput, as UTF-16 units.
std::u16string process_input(std::string_view text) {
  std::string normalized = nfkc(text);
  std::u16string units;
  if (normalized.empty()) return units;
  units.reserve(normalized.size() + 1);
  units.push_back(kSeparator);
  for (std::size_t i = 0; i < normalized.size();) {
    CodePoint c = decode_utf8(normalized, i);
    i += c.len;
    append_utf16(units, c.cp == U' ' ? char32_t{kSeparator} : c.cp);
  }
  return units;
}

std::u16string to_utf16(std::string_view utf8) {
  std::u16string units;
  for (std::size_t i = 0; i < utf8.size();) {
    CodePoint c = decode_utf8(utf8, i);
    i += c.len;
    append_utf16(units, c.cp);
  }
  return units;
}

std::uint64_t edge_key(std::int32_t node, char16_t unit) {
  return (static_cast<std::uint64_t>(node) << 16) | unit;
}

}  // namespace

std::string UseTokenizer::preprocess(std::string_view text) {
  std::u16string units = process_input(text);
  std::string out;
  for (std::size_t i = 0; i < units.size(); ++i) {
    char32_t cp = units[i];
    if (cp >= 0xD800 && cp < 0xDC00 && i + 1 < units.size()) {
      cp = 0x10000 + ((cp - 0xD800) << 10) + (units[i + 1] - 0xDC00);
      ++i;
    }
    append_utf8(out, cp);
  }
  return out;
}

Result<UseTokenizer> UseTokenizer::load(const std::string& path) {
  auto text = read_whole_file(path, "cannot open the USE vocabulary", "cannot read the USE vocabulary");
  if (!text) return text.error();
  return from_json(text.value(), path);
}

Result<UseTokenizer> UseTokenizer::from_json(std::string_view json, const std::string& source) {
  nlohmann::json doc = nlohmann::json::parse(json, nullptr, /*allow_exceptions=*/false);
  if (doc.is_discarded()) {
    return make_error(ErrorCode::kParse, "the USE vocabulary is not valid JSON", source);
  }
  if (!doc.is_array() || doc.empty()) {
    return make_error(ErrorCode::kInvalidField,
                      "expected a non-empty array of [piece, score] pairs", source, 0, "$");
  }
  std::vector<Piece> pieces;
  pieces.reserve(doc.size());
  for (std::size_t i = 0; i < doc.size(); ++i) {
    const auto& e = doc[i];
    std::string field = "[" + std::to_string(i) + "]";
    // The shipped vocabulary has null scores (":", "://", ...); JS adds null as 0.
    if (!e.is_array() || e.size() != 2 || !e[0].is_string() ||
        !(e[1].is_number() || e[1].is_null())) {
      return make_error(ErrorCode::kInvalidField, "expected [piece, score or null]", source, 0,
                        field);
    }
    pieces.push_back({e[0].get<std::string>(), e[1].is_null() ? 0.0 : e[1].get<double>()});
  }
  return from_pieces(std::move(pieces), source);
}

Result<UseTokenizer> UseTokenizer::from_pieces(std::vector<Piece> pieces,
                                               const std::string& source) {
  if (pieces.empty()) {
    return make_error(ErrorCode::kInvalidField, "the USE vocabulary is empty", source);
  }
  UseTokenizer t;
  t.node_id_.push_back(-1);  // the root
  t.utf16_length_.reserve(pieces.size());
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const std::string& text = pieces[i].text;
    std::string field = "[" + std::to_string(i) + "][0]";
    for (std::size_t p = 0; p < text.size();) {
      CodePoint c = decode_utf8(text, p);
      if (!c.valid) {
        return make_error(ErrorCode::kInvalidField, "a vocabulary piece is not valid UTF-8",
                          source, 0, field);
      }
      p += c.len;
    }
    std::u16string units = to_utf16(text);
    if (units.empty()) {
      return make_error(ErrorCode::kInvalidField, "a vocabulary piece is empty", source, 0, field);
    }
    t.utf16_length_.push_back(static_cast<std::int32_t>(units.size()));
    if (static_cast<int>(i) < kReservedPieces) continue;
    // Trie.insert: a later duplicate overwrites the id of an earlier one.
    std::int32_t node = 0;
    for (char16_t u : units) {
      auto [it, inserted] = t.edges_.try_emplace(edge_key(node, u), 0);
      if (inserted) {
        it->second = static_cast<std::int32_t>(t.node_id_.size());
        t.node_id_.push_back(-1);
      }
      node = it->second;
    }
    t.node_id_[static_cast<std::size_t>(node)] = static_cast<std::int32_t>(i);
  }
  t.pieces_ = std::move(pieces);
  return t;
}

void UseTokenizer::prefix_matches(const std::u16string& units, std::size_t begin,
                                  std::vector<Match>& out) const {
  std::int32_t node = 0;
  for (std::size_t i = begin; i < units.size(); ++i) {
    auto it = edges_.find(edge_key(node, units[i]));
    if (it == edges_.end()) break;
    node = it->second;
    std::int32_t id = node_id_[static_cast<std::size_t>(node)];
    if (id >= 0) out.push_back({id, static_cast<std::int32_t>(i - begin + 1)});
  }
}

std::vector<std::int32_t> UseTokenizer::encode(std::string_view text) const {
  const std::u16string units = process_input(text);
  const std::size_t n = units.size();
  // Lattice edges grouped by end position; within an end, by start position ascending (the
  // order in which JS enumerates the integer keys of nodes[end]). Each (start, end) pair holds
  // at most one piece, so a per-end list sorted by start reproduces the reference's order.
  struct Edge {
    std::int32_t start;
    std::int32_t id;
    double score;
  };
  std::vector<std::vector<Edge>> ending(n + 1);
  std::vector<Match> matches;
  for (std::size_t i = 0; i < n; ++i) {
    matches.clear();
    prefix_matches(units, i, matches);
    if (matches.empty()) {
      ending[i + 1].push_back({static_cast<std::int32_t>(i), kUnknownId, 0.0});
      continue;
    }
    for (const Match& m : matches) {
      ending[i + static_cast<std::size_t>(m.length)].push_back(
          {static_cast<std::int32_t>(i), m.id, pieces_[static_cast<std::size_t>(m.id)].score});
    }
  }
  std::vector<double> best(n + 1, 0.0);
  std::vector<std::int32_t> words(n + 1, 0);
  for (std::size_t end = 0; end <= n; ++end) {
    // Starts are pushed in increasing order of i, so each list is already sorted by start.
    for (const Edge& e : ending[end]) {
      double score = e.score + best[static_cast<std::size_t>(e.start)];
      if (best[end] == 0.0 || score >= best[end]) {
        best[end] = score;
        words[end] = e.id;
      }
    }
  }
  std::vector<std::int32_t> reversed;
  for (std::ptrdiff_t iter = static_cast<std::ptrdiff_t>(n); iter > 0;) {
    std::int32_t id = words[static_cast<std::size_t>(iter)];
    reversed.push_back(id);
    iter -= utf16_length_[static_cast<std::size_t>(id)];
  }
  std::vector<std::int32_t> merged;
  merged.reserve(reversed.size());
  bool previous_unknown = false;
  for (std::int32_t id : reversed) {
    if (!(previous_unknown && id == kUnknownId)) merged.push_back(id);
    previous_unknown = id == kUnknownId;
  }
  return {merged.rbegin(), merged.rend()};
}

}  // namespace citeval::text
