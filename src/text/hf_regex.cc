#include "text/hf_regex.h"

#include <oniguruma.h>

#include <mutex>

namespace citeval::text::hf {
namespace {

void initialize_once() {
  static std::once_flag once;
  std::call_once(once, [] {
    OnigEncoding encodings[] = {ONIG_ENCODING_UTF8};
    onig_initialize(encodings, 1);
  });
}

}  // namespace

Result<std::shared_ptr<const OnigPattern>> OnigPattern::compile(std::string_view pattern) {
  initialize_once();
  OnigRegex regex = nullptr;
  OnigErrorInfo info;
  const auto* begin = reinterpret_cast<const OnigUChar*>(pattern.data());
  const int rc = onig_new(&regex, begin, begin + pattern.size(), ONIG_OPTION_NONE,
                          ONIG_ENCODING_UTF8, ONIG_SYNTAX_RUBY, &info);
  if (rc != ONIG_NORMAL) {
    OnigUChar message[ONIG_MAX_ERROR_MESSAGE_LEN];
    onig_error_code_to_str(message, rc, &info);
    return make_error(ErrorCode::kInvalidField,
                      "bad regular expression '" + std::string(pattern) +
                          "': " + reinterpret_cast<const char*>(message));
  }
  std::shared_ptr<OnigPattern> p(new OnigPattern());
  p->regex_ = regex;
  return std::shared_ptr<const OnigPattern>(std::move(p));
}

Result<std::shared_ptr<const OnigPattern>> OnigPattern::literal(std::string_view literal) {
  // Escapes every ASCII punctuation character, as the Rust crate's regex::escape does.
  std::string escaped;
  for (char c : literal) {
    const auto b = static_cast<unsigned char>(c);
    if (b < 0x80 && !((b >= '0' && b <= '9') || (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z')) &&
        b > 0x20) {
      escaped.push_back('\\');
    }
    escaped.push_back(c);
  }
  return compile(escaped);
}

OnigPattern::~OnigPattern() {
  if (regex_ != nullptr) onig_free(static_cast<OnigRegex>(regex_));
}

std::vector<std::pair<std::size_t, std::size_t>> OnigPattern::find_all(std::string_view text) const {
  std::vector<std::pair<std::size_t, std::size_t>> out;
  for (const Match& m : find_all_matches(text)) out.push_back(m.match);
  return out;
}

std::vector<OnigPattern::Match> OnigPattern::find_all_matches(std::string_view text) const {
  std::vector<Match> out;
  auto* regex = static_cast<OnigRegex>(regex_);
  OnigRegion* region = onig_region_new();
  const auto* begin = reinterpret_cast<const OnigUChar*>(text.data());
  const auto* end = begin + text.size();
  std::size_t last_end = 0;
  bool have_last = false;
  std::size_t last_match_end = 0;
  while (last_end <= text.size()) {
    onig_region_clear(region);
    const int r = onig_search(regex, begin, end, begin + last_end, end, region, ONIG_OPTION_NONE);
    if (r < 0) break;  // ONIG_MISMATCH or an error: no more matches
    const auto s = static_cast<std::size_t>(region->beg[0]);
    const auto e = static_cast<std::size_t>(region->end[0]);
    if (s == e && have_last && last_match_end == e) {
      // An empty match right after the previous match: step one character (as the onig crate).
      if (last_end >= text.size()) break;
      const auto b = static_cast<unsigned char>(text[last_end]);
      last_end += b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2;
      continue;
    }
    last_end = e;
    have_last = true;
    last_match_end = e;
    Match m{{s, e}, std::nullopt};
    if (region->num_regs > 1 && region->beg[1] >= 0) {
      m.group1 = std::pair{static_cast<std::size_t>(region->beg[1]), static_cast<std::size_t>(region->end[1])};
    }
    out.push_back(m);
  }
  onig_region_free(region, 1);
  return out;
}

}  // namespace citeval::text::hf
