#include "depparse/tokenizer.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>

namespace citeval::parse {
namespace {

bool is_space(unsigned char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }
bool is_alpha(unsigned char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80; }

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// Abbreviations that keep their period (a subset of spaCy's tokenizer exceptions).
constexpr std::array<std::string_view, 48> kAbbreviations = {
    "mr.", "mrs.", "ms.", "dr.", "prof.", "st.", "jr.", "sr.", "vs.", "etc.", "e.g.", "i.e.",
    "inc.", "ltd.", "co.", "corp.", "no.", "jan.", "feb.", "mar.", "apr.", "jun.", "jul.",
    "aug.", "sep.", "sept.", "oct.", "nov.", "dec.", "mt.", "ft.", "gov.", "gen.", "rep.",
    "sen.", "rev.", "lt.", "col.", "sgt.", "capt.", "a.m.", "p.m.", "approx.", "dept.", "est.",
    "fig.", "vol.", "u.s."};

// Multi-byte punctuation treated like its ASCII counterpart.
constexpr std::array<std::string_view, 8> kUnicodePunct = {"\xE2\x80\x9C", "\xE2\x80\x9D", "\xE2\x80\x98",
                                                           "\xE2\x80\x99", "\xE2\x80\xA6", "\xE2\x80\x93",
                                                           "\xE2\x80\x94", "\xC2\xAB"};

std::size_t unicode_punct_len(std::string_view s, bool at_end) {
  for (std::string_view p : kUnicodePunct) {
    if (s.size() >= p.size() && (at_end ? s.substr(s.size() - p.size()) == p : s.substr(0, p.size()) == p))
      return p.size();
  }
  return 0;
}

bool is_url(std::string_view s) {
  std::string l = lower(s);
  if (l.rfind("http://", 0) == 0 || l.rfind("https://", 0) == 0 || l.rfind("www.", 0) == 0) return true;
  auto at = l.find('@');
  return at != std::string::npos && at > 0 && l.find('.', at) != std::string::npos &&
         std::all_of(l.begin(), l.end(), [](char c) { return !is_space(static_cast<unsigned char>(c)); });
}

bool keeps_period(std::string_view s) {
  std::string l = lower(s);
  if (std::find(kAbbreviations.begin(), kAbbreviations.end(), l) != kAbbreviations.end()) return true;
  if (s.size() == 2 && s[0] >= 'A' && s[0] <= 'Z') return true;  // initial "J."
  // Dotted initialism: letter . letter . (... ) e.g. "U.S.", "U.K."
  if (s.size() >= 4) {
    bool ok = true;
    for (std::size_t i = 0; i < s.size(); ++i)
      if ((i % 2 == 0) != (is_alpha(static_cast<unsigned char>(s[i])) && s[i] != '.')) ok = false;
    if (ok && s.size() % 2 == 0) return true;
  }
  return false;
}

const char* kPrefixChars = "([{\"'`$#<*~\xC2";  // \xC2 never matches alone; see unicode check
const char* kSuffixChars = ")]}\"'`.,;:!?%>*";

// Splits one whitespace-free chunk [b, e) of text into tokens appended to out.
void split_chunk(std::string_view text, std::size_t b, std::size_t e, std::vector<TokenSpan>& out) {
  std::vector<TokenSpan> suffixes;  // collected right to left
  // Prefixes.
  while (b < e) {
    std::string_view s = text.substr(b, e - b);
    if (is_url(s)) break;
    if (std::size_t u = unicode_punct_len(s, false); u && u < s.size()) {
      out.push_back({b, b + u});
      b += u;
      continue;
    }
    unsigned char c = static_cast<unsigned char>(s[0]);
    if (s.size() > 1 && std::string_view(kPrefixChars).find(static_cast<char>(c)) != std::string_view::npos &&
        c != 0xC2) {
      // Keep leading apostrophe of clitic-like words such as "'90s" attached? spaCy splits it.
      out.push_back({b, b + 1});
      ++b;
      continue;
    }
    break;
  }
  // Suffixes.
  while (b < e) {
    std::string_view s = text.substr(b, e - b);
    if (is_url(s)) {
      // Trailing sentence punctuation is not part of a URL.
      char last = s.back();
      if (s.size() > 1 && std::string_view(".,;:!?)\"'").find(last) != std::string_view::npos) {
        suffixes.push_back({e - 1, e});
        --e;
        continue;
      }
      break;
    }
    if (s.size() >= 3 && s.substr(s.size() - 3) == "...") {
      if (s.size() == 3) break;
      suffixes.push_back({e - 3, e});
      e -= 3;
      continue;
    }
    if (std::size_t u = unicode_punct_len(s, true); u && u < s.size()) {
      // A curly apostrophe may start a clitic: handled below when followed by letters.
      suffixes.push_back({e - u, e});
      e -= u;
      continue;
    }
    char last = s.back();
    if (s.size() > 1 && std::string_view(kSuffixChars).find(last) != std::string_view::npos) {
      if (last == '.' && keeps_period(s)) break;
      suffixes.push_back({e - 1, e});
      --e;
      continue;
    }
    // Clitics.
    std::string l = lower(s);
    bool split = false;
    for (std::string_view clitic : {"n't", "n\xE2\x80\x99t", "'s", "'re", "'ve", "'ll", "'d", "'m",
                                    "\xE2\x80\x99s", "\xE2\x80\x99re", "\xE2\x80\x99ve",
                                    "\xE2\x80\x99ll", "\xE2\x80\x99" "d", "\xE2\x80\x99m"}) {
      if (l.size() > clitic.size() && l.compare(l.size() - clitic.size(), clitic.size(), clitic) == 0) {
        suffixes.push_back({e - clitic.size(), e});
        e -= clitic.size();
        split = true;
        break;
      }
    }
    if (split) continue;
    if (l == "cannot") {
      suffixes.push_back({e - 3, e});
      e -= 3;
      continue;
    }
    break;
  }
  // Infix hyphens between letters.
  std::size_t start = b;
  for (std::size_t i = b + 1; i + 1 < e; ++i) {
    if (text[i] == '-' && is_alpha(static_cast<unsigned char>(text[i - 1])) &&
        is_alpha(static_cast<unsigned char>(text[i + 1])) && !is_url(text.substr(b, e - b))) {
      out.push_back({start, i});
      out.push_back({i, i + 1});
      start = i + 1;
    }
  }
  if (start < e) out.push_back({start, e});
  for (auto it = suffixes.rbegin(); it != suffixes.rend(); ++it) out.push_back(*it);
}

}  // namespace

std::vector<TokenSpan> tokenize(std::string_view text) {
  std::vector<TokenSpan> out;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && is_space(static_cast<unsigned char>(text[i]))) ++i;
    std::size_t b = i;
    while (i < text.size() && !is_space(static_cast<unsigned char>(text[i]))) ++i;
    if (b < i) split_chunk(text, b, i, out);
  }
  return out;
}

}  // namespace citeval::parse
