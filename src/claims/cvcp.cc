#include "claims/cvcp.h"

#include <cmath>
#include <string>

#include "cite/decimal_digit.h"
#include "text/normalize.h"
#include "text/punkt_splitter.h"
#include "text/unicode.h"

namespace citeval::claims {

CvcpUnits cvcp_units(std::string_view sentence, cite::CitationSyntax syntax) {
  CvcpUnits u;
  auto marks = cite::find_citation_marks(sentence, syntax);
  auto groups = cite::group_citation_marks(sentence, marks);
  std::size_t pos = 0;
  for (const auto& g : groups) {
    u.length += text::python_split(sentence.substr(pos, g.begin - pos)).size();
    u.positions.push_back(++u.length);
    pos = g.end;
  }
  u.length += text::python_split(sentence.substr(pos)).size();
  return u;
}

std::optional<double> sentence_cv(const CvcpUnits& units) {
  if (units.positions.empty() || units.length == 0) return std::nullopt;
  const double t = static_cast<double>(units.positions.size());
  const double l = static_cast<double>(units.length);
  double mu = 0;
  for (std::size_t p : units.positions) mu += static_cast<double>(p) / l;
  mu /= t;
  double var = 0;
  for (std::size_t p : units.positions) {
    double d = static_cast<double>(p) / l - mu;
    var += d * d;
  }
  return std::sqrt(var / t) / mu;
}

std::optional<double> response_cvcp(const std::vector<CvcpUnits>& sentences) {
  double sum = 0;
  std::size_t n = 0;
  for (const auto& s : sentences) {
    if (auto cv = sentence_cv(s)) {
      sum += *cv;
      ++n;
    }
  }
  if (n == 0) return std::nullopt;
  return sum / static_cast<double>(n);
}

namespace {

// Matches of the regex \[\d+\] (Python \d), as (begin byte, end byte), left to right.
std::vector<std::pair<std::size_t, std::size_t>> bracket_number_marks(std::string_view s) {
  std::vector<std::pair<std::size_t, std::size_t>> out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '[') continue;
    std::size_t j = i + 1;
    std::size_t digits = 0;
    while (j < s.size()) {
      cite::DecimalDigit d = cite::decimal_digit_at(s, j);
      if (d.value < 0) break;
      j += d.len;
      ++digits;
    }
    if (digits > 0 && j < s.size() && s[j] == ']') {
      out.emplace_back(i, j + 1);
      i = j;
    }
  }
  return out;
}

std::size_t code_points(std::string_view s) {
  std::size_t n = 0;
  for (std::size_t i = 0; i < s.size(); ++n) i += text::decode_utf8(s, i).len;
  return n;
}

}  // namespace

void PooledCvcp::add_response(std::string_view output) {
  std::vector<std::string> sents = text::PunktSplitter::english().tokenize(output);
  for (std::size_t i = 1; i < sents.size(); ++i) {
    if (sents[i].empty() || sents[i][0] != '[') continue;
    auto m = bracket_number_marks(sents[i]);
    if (m.empty()) continue;
    sents[i - 1] += sents[i].substr(m[0].first, m[0].second - m[0].first);
    sents[i].erase(m[0].first, m[0].second - m[0].first);
  }
  for (const auto& s : sents) {
    auto m = bracket_number_marks(s);
    if (m.empty()) continue;
    const double len = static_cast<double>(code_points(s));
    // Code points before each mark, counted on from the previous mark (linear in the sentence;
    // a '[' is never inside a UTF-8 sequence, so the pieces decode as the whole prefix does).
    std::size_t before = 0, counted_to = 0;
    for (const auto& [b, e] : m) {
      before += code_points(std::string_view(s).substr(counted_to, b - counted_to));
      counted_to = b;
      double p = static_cast<double>(before) / len;
      positions_.push_back(p);
      sum_ += p;
      ++n_;
    }
  }
}

void PooledCvcp::merge(const PooledCvcp& later) {
  for (double p : later.positions_) {
    positions_.push_back(p);
    sum_ += p;
    ++n_;
  }
}

PooledCvcp PooledCvcp::from_positions(const std::vector<double>& positions) {
  PooledCvcp c;
  PooledCvcp from;
  from.positions_ = positions;
  c.merge(from);
  return c;
}

std::optional<double> PooledCvcp::value() const {
  if (n_ == 0) return std::nullopt;
  const double mean = sum_ / static_cast<double>(n_);
  double var = 0;
  for (double p : positions_) var += (p - mean) * (p - mean);
  return std::sqrt(var / static_cast<double>(n_)) / mean;
}

}  // namespace citeval::claims
