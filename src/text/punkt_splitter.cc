// The Punkt splitter: a transcription of NLTK 3.8's nltk/tokenize/punkt.py (PunktLanguageVars,
// PunktToken, PunktSentenceTokenizer.span_tokenize and the functions it calls), over UTF-8 bytes.
//
// NLTK's regular expressions are replaced by hand-written scanners, each documented with the
// expression it mirrors: std::regex is slow and not Unicode-aware, and the expressions are small
// enough to follow exactly (including Python's lazy/greedy and lookahead semantics).
#include "text/punkt_splitter.h"

#include <array>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "text/punkt_chars.h"
#include "text/punkt_english_data.h"

namespace citeval::text {

namespace {

// FNV-1a: the keys are short words, for which it beats std::hash's Murmur by a wide margin.
struct StrHash {
  using is_transparent = void;
  std::size_t operator()(std::string_view s) const noexcept {
    std::uint64_t h = 14695981039346656037ull;
    for (char c : s) h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ull;
    return static_cast<std::size_t>(h ^ (h >> 29));
  }
};
using StrSet = std::unordered_set<std::string, StrHash, std::equal_to<>>;
using StrIntMap = std::unordered_map<std::string, int, StrHash, std::equal_to<>>;

}  // namespace

struct PunktParams {
  StrSet abbrev_types;
  // A pair is stored as "first\tsecond". Stored pairs hold exactly one tab (the files are
  // tab-separated), so a looked-up pair whose words contain tabs (". . ." tokens can) has more
  // than one and cannot collide.
  StrSet collocations;
  StrSet sent_starters;
  StrIntMap ortho_context;
};

namespace {

using punkt::decode_at;
using punkt::space_at;

// Orthographic context flags (punkt.py _ORTHO_*).
constexpr int kOrthoBegUc = 1 << 1;
constexpr int kOrthoMidUc = 1 << 2;
constexpr int kOrthoUnkUc = 1 << 3;
constexpr int kOrthoBegLc = 1 << 4;
constexpr int kOrthoMidLc = 1 << 5;
constexpr int kOrthoUnkLc = 1 << 6;
constexpr int kOrthoUc = kOrthoBegUc + kOrthoMidUc + kOrthoUnkUc;
constexpr int kOrthoLc = kOrthoBegLc + kOrthoMidLc + kOrthoUnkLc;

// ASCII classes from PunktLanguageVars.
constexpr unsigned char kNonWord = 1;       // _re_non_word_chars: [)";}\]*:@'({[!?]
constexpr unsigned char kNotWordStart = 2;  // complement of _re_word_start: [("`{[:;&#*@)}\]\-,]
constexpr unsigned char kCloser = 4;        // re_boundary_realignment's ["')\]}]

constexpr auto kAsciiClass = [] {
  std::array<unsigned char, 128> t{};
  for (unsigned char c : std::string_view(")\";}]*:@'({[!?")) t[c] |= kNonWord;
  for (unsigned char c : std::string_view("(\"`{[:;&#*@)}]-,")) t[c] |= kNotWordStart;
  for (unsigned char c : std::string_view("\"')]}")) t[c] |= kCloser;
  return t;
}();

bool ascii_has(char ch, unsigned char cls) {
  const auto b = static_cast<unsigned char>(ch);
  return b < 0x80 && (kAsciiClass[b] & cls) != 0;
}

struct Tok {
  std::size_t b = 0, e = 0;
};

// _re_multi_char_punct, (?:\-{2,}|\.{2,}|(?:\.\s){2,}\.), matched at p: its length, or 0.
// `s` ends where the string being tokenized ends (one line).
std::size_t multichar_len(std::string_view s, std::size_t p) {
  const std::size_t n = s.size();
  const char c = s[p];
  if (c != '-' && c != '.') return 0;
  if (p + 1 < n && s[p + 1] == c) {
    std::size_t q = p + 2;
    while (q < n && s[q] == c) ++q;
    return q - p;
  }
  if (c == '-') return 0;
  // (?:\.\s){2,}\. — greedy repetitions, then backtrack one if no period follows the last.
  std::size_t q = p, last_rep = p;
  int reps = 0;
  while (q + 1 < n && s[q] == '.') {
    std::size_t len = 0;
    if (!space_at(s, q + 1, &len)) break;
    last_rep = q;
    q += 1 + len;
    ++reps;
  }
  if (reps >= 2 && q < n && s[q] == '.') return q + 1 - p;
  if (reps >= 3) return last_rep + 1 - p;
  return 0;
}

bool multichar_at(std::string_view s, std::size_t p) {
  return p < s.size() && multichar_len(s, p) != 0;
}

// The lookahead that ends a word in _word_tokenize_fmt:
//   (?= \s | $ | NonWord | MultiChar | ,(?=$|\s|NonWord|MultiChar) )
// Returns true if a word ends at q; otherwise *len is the byte length of the character at q.
bool word_ends_at(std::string_view s, std::size_t q, std::size_t* len) {
  if (q >= s.size()) return true;
  const auto b = static_cast<unsigned char>(s[q]);
  if (b >= 0x80) {
    return space_at(s, q, len);
  }
  *len = 1;
  std::size_t l = 0;
  if (space_at(s, q, &l)) return true;
  if (kAsciiClass[b] & kNonWord) return true;
  if ((b == '-' || b == '.') && multichar_at(s, q)) return true;
  if (b == ',') {
    const std::size_t r = q + 1;
    if (r >= s.size() || space_at(s, r, &l) || ascii_has(s[r], kNonWord) || multichar_at(s, r)) {
      return true;
    }
  }
  return false;
}

// PunktLanguageVars.word_tokenize (the findall of _word_tokenize_fmt) on one line, s[p, s.size()):
//   MultiChar | (?=WordStart)\S+?(?=word end) | \S
void tokenize_line(std::string_view s, std::size_t p, std::vector<Tok>& out) {
  const std::size_t n = s.size();
  while (p < n) {
    std::size_t len = 0;
    if (space_at(s, p, &len)) {
      p += len;
      continue;
    }
    const auto b = static_cast<unsigned char>(s[p]);
    if (b < 0x80) {
      if (const std::size_t m = multichar_len(s, p)) {
        out.push_back({p, p + m});
        p += m;
        continue;
      }
      if (kAsciiClass[b] & kNotWordStart) {
        out.push_back({p, p + 1});
        ++p;
        continue;
      }
    }
    std::size_t q = p + len;
    while (!word_ends_at(s, q, &len)) q += len;
    out.push_back({p, q});
    p = q;
  }
}

// PunktBaseClass._tokenize_words(text[b, e)) without the line/paragraph flags, which the
// tokenizer never reads: lines are split at '\n' and tokenized separately, so "$" is a line end.
void tokenize_words(std::string_view text, std::size_t b, std::size_t e, std::vector<Tok>& out) {
  std::size_t line = b;
  while (true) {
    const std::size_t nl = text.substr(0, e).find('\n', line);
    const std::size_t line_end = nl == std::string_view::npos ? e : nl;
    tokenize_line(text.substr(0, line_end), line, out);
    if (nl == std::string_view::npos) break;
    line = nl + 1;
  }
}

// PunktToken._RE_NUMERIC: ^-?[\.,]?\d[\d,\.-]*\.?$
bool is_numeric(std::string_view t) {
  std::size_t i = 0;
  if (i < t.size() && t[i] == '-') ++i;
  if (i < t.size() && (t[i] == '.' || t[i] == ',')) ++i;
  if (i >= t.size()) return false;
  auto d = decode_at(t, i);
  if (!punkt::is_decimal_cp(d.cp)) return false;
  i += d.len;
  while (i < t.size()) {
    const char c = t[i];
    if (c == ',' || c == '.' || c == '-') {
      ++i;
      continue;
    }
    d = decode_at(t, i);
    if (!punkt::is_decimal_cp(d.cp)) return false;
    i += d.len;
  }
  return true;
}

// PunktToken._RE_ELLIPSIS: \.\.+$ (matched at the start).
bool is_ellipsis(std::string_view t) {
  return t.size() >= 2 && t.find_first_not_of('.') == std::string_view::npos;
}

// PunktToken._RE_INITIAL: [^\W\d]\.$ (matched at the start).
bool is_initial(std::string_view t) {
  if (t.size() < 2 || t.back() != '.') return false;
  const auto d = decode_at(t, 0);
  return d.len + 1 == t.size() && punkt::is_word_cp(d.cp) && !punkt::is_decimal_cp(d.cp);
}

// PunktToken.type: tok.lower() with numbers replaced by "##number##".
std::string type_of(std::string_view t) {
  if (is_numeric(t)) return "##number##";
  std::string out;
  out.reserve(t.size());
  punkt::append_lower(t, out);
  return out;
}

std::string_view without_period(std::string_view type) {  // PunktToken.type_no_period
  if (type.size() > 1 && type.back() == '.') type.remove_suffix(1);
  return type;
}

enum class Ortho { kFalse, kTrue, kUnknown };

// The annotations NLTK keeps on a PunktToken, for one candidate token.
struct Ann {
  bool sentbreak = false;
  bool abbr = false;
  bool ellipsis = false;
};

class Annotator {
 public:
  explicit Annotator(const PunktParams& p) : p_(p) {}

  // PunktBaseClass._first_pass_annotation.
  Ann first_pass(std::string_view t) const {
    Ann a;
    if (t == "." || t == "?" || t == "!") {
      a.sentbreak = true;
    } else if (is_ellipsis(t)) {
      a.ellipsis = true;
    } else if (t.back() == '.' && !(t.size() >= 2 && t[t.size() - 2] == '.')) {
      if (is_abbrev(t.substr(0, t.size() - 1))) {
        a.abbr = true;
      } else {
        a.sentbreak = true;
      }
    }
    return a;
  }

  // PunktSentenceTokenizer._second_pass_annotation(tok1, tok2); tok1 ends in a period.
  void second_pass(std::string_view t1, Ann& a1, std::string_view t2) const {
    const std::string type1 = type_of(t1);
    const std::string_view typ = without_period(type1);
    const Ann a2 = first_pass(t2);
    const std::string type2 = type_of(t2);
    const std::string_view next_typ = a2.sentbreak ? without_period(type2) : type2;
    const bool initial = is_initial(t1);

    if (!p_.collocations.empty()) {
      std::string key;
      key.reserve(typ.size() + 1 + next_typ.size());
      key.append(typ).push_back('\t');
      key.append(next_typ);
      if (p_.collocations.contains(key)) {
        a1.sentbreak = false;
        a1.abbr = true;
        return;
      }
    }
    if ((a1.abbr || a1.ellipsis) && !initial) {
      if (ortho_heuristic(t2, next_typ) == Ortho::kTrue) {
        a1.sentbreak = true;
        return;
      }
      if (first_upper(t2) && p_.sent_starters.contains(next_typ)) {
        a1.sentbreak = true;
        return;
      }
    }
    if (initial || typ == "##number##") {
      const Ortho o = ortho_heuristic(t2, next_typ);
      if (o == Ortho::kFalse) {
        a1.sentbreak = false;
        a1.abbr = true;
        return;
      }
      if (o == Ortho::kUnknown && initial && first_upper(t2) &&
          !(ortho_of(next_typ) & kOrthoLc)) {
        a1.sentbreak = false;
        a1.abbr = true;
      }
    }
  }

 private:
  static bool first_upper(std::string_view t) { return punkt::is_upper_cp(decode_at(t, 0).cp); }
  static bool first_lower(std::string_view t) { return punkt::is_lower_cp(decode_at(t, 0).cp); }

  int ortho_of(std::string_view type) const {
    if (p_.ortho_context.empty()) return 0;
    const auto it = p_.ortho_context.find(type);
    return it == p_.ortho_context.end() ? 0 : it->second;
  }

  // tok[:-1].lower() in abbrev_types or tok[:-1].lower().split("-")[-1] in abbrev_types
  bool is_abbrev(std::string_view stem) const {
    if (p_.abbrev_types.empty()) return false;
    std::string low;
    low.reserve(stem.size());
    punkt::append_lower(stem, low);
    if (p_.abbrev_types.contains(low)) return true;
    const std::size_t dash = low.rfind('-');
    return dash != std::string::npos &&
           p_.abbrev_types.contains(std::string_view(low).substr(dash + 1));
  }

  // PunktSentenceTokenizer._ortho_heuristic.
  Ortho ortho_heuristic(std::string_view t, std::string_view type_no_sentperiod) const {
    if (t.size() == 1 && std::string_view(";:,.!?").find(t[0]) != std::string_view::npos) {
      return Ortho::kFalse;
    }
    const int ctx = ortho_of(type_no_sentperiod);
    if (first_upper(t) && (ctx & kOrthoLc) && !(ctx & kOrthoMidUc)) return Ortho::kTrue;
    if (first_lower(t) && ((ctx & kOrthoUc) || !(ctx & kOrthoBegLc))) return Ortho::kFalse;
    return Ortho::kUnknown;
  }

  const PunktParams& p_;
};

// PunktSentenceTokenizer.text_contains_sentbreak(text[b, e)): does a token other than the last
// end a sentence after both annotation passes? Only tokens "?", "!" and those ending in a period
// can, so the others are not annotated.
bool contains_sentbreak(const Annotator& ann, std::string_view text, std::size_t b,
                        std::size_t e, std::vector<Tok>& toks) {
  toks.clear();
  tokenize_words(text, b, e, toks);
  for (std::size_t i = 0; i + 1 < toks.size(); ++i) {
    const std::string_view t = text.substr(toks[i].b, toks[i].e - toks[i].b);
    if (t == "?" || t == "!") return true;
    if (t.back() != '.') continue;
    Ann a = ann.first_pass(t);
    ann.second_pass(t, a, text.substr(toks[i + 1].b, toks[i + 1].e - toks[i + 1].b));
    if (a.sentbreak) return true;
  }
  return false;
}

// One match of PunktLanguageVars.period_context_re():
//   [.?!](?=(?P<after_tok>NonWord|\s+(?P<next_tok>\S+)))
struct EndMatch {
  std::size_t start = 0;     // the [.?!] character; match.end() == start + 1
  std::size_t after_end = 0;  // end of after_tok
  std::size_t next_tok = std::string_view::npos;  // start of next_tok, if any
};

bool match_end_context(std::string_view text, std::size_t i, EndMatch* m) {
  const std::size_t n = text.size();
  const std::size_t j = i + 1;
  if (j < n && ascii_has(text[j], kNonWord)) {
    *m = {i, j + 1, std::string_view::npos};
    return true;
  }
  std::size_t k = j, len = 0;
  while (k < n && space_at(text, k, &len)) k += len;
  if (k == j || k >= n) return false;
  std::size_t e = k;
  while (e < n && !space_at(text, e, &len)) e += len;
  *m = {i, e, k};
  return true;
}

// The position of the next '.', '?' or '!' at or after i (or text.size()). Candidates are rare,
// so eight bytes are tested at a time (SWAR zero-byte test) instead of branching on each byte.
std::size_t next_end_char(std::string_view text, std::size_t i) {
  constexpr std::uint64_t kOnes = 0x0101010101010101ull, kHigh = 0x8080808080808080ull;
  const std::size_t n = text.size();
  while (i + 8 <= n) {
    std::uint64_t w;
    std::memcpy(&w, text.data() + i, 8);
    const std::uint64_t a = w ^ (kOnes * '.'), b = w ^ (kOnes * '?'), c = w ^ (kOnes * '!');
    const std::uint64_t hit = ((a - kOnes) & ~a) | ((b - kOnes) & ~b) | ((c - kOnes) & ~c);
    if (hit & kHigh) break;  // a candidate (or a false positive) in these 8 bytes
    i += 8;
  }
  while (i < n && text[i] != '.' && text[i] != '?' && text[i] != '!') ++i;
  return i;
}

// PunktSentenceTokenizer._slices_from_text with _match_potential_end_contexts inlined.
std::vector<Span> slices_from_text(const Annotator& ann, std::string_view text) {
  std::vector<Span> slices;
  std::vector<Tok> toks;
  std::size_t last_break = 0;
  auto consider = [&](const EndMatch& m, std::size_t context_begin) {
    if (contains_sentbreak(ann, text, context_begin, m.after_end, toks)) {
      slices.push_back({last_break, m.start + 1});
      last_break = m.next_tok != std::string_view::npos ? m.next_tok : m.start + 1;
    }
  };

  std::size_t prev_begin = 0, prev_end = 0;  // previous_slice: the word before the previous match
  EndMatch prev;
  bool have_prev = false;
  const std::size_t n = text.size();
  for (std::size_t i = next_end_char(text, 0); i < n; i = next_end_char(text, i + 1)) {
    EndMatch m;
    if (!match_end_context(text, i, &m)) continue;
    // _get_last_whitespace_index(text[prev_end:i]) — string.whitespace is ASCII only, and an
    // index of 0 counts as "not found", as in NLTK.
    std::size_t idx = 0;
    for (std::size_t k = i; k > prev_end; --k) {
      const char w = text[k - 1];
      if (w == ' ' || (w >= '\t' && w <= '\r')) {
        idx = k - 1 - prev_end;
        break;
      }
    }
    const std::size_t word_begin = idx ? idx + prev_end + 1 : prev_begin;
    if (have_prev && prev_end <= word_begin) consider(prev, prev_begin);
    prev = m;
    have_prev = true;
    prev_begin = word_begin;
    prev_end = i;
  }
  if (have_prev) consider(prev, prev_begin);
  slices.push_back({last_break, punkt::rstrip_end(text)});
  return slices;
}

// re_boundary_realignment, ["\')\]}]+?(?:\s+|(?=--)|$) (MULTILINE), matched at the start of
// text[s.begin:s.end]. The lazy +? can only stop after the last closer (a closer satisfies none
// of the alternatives), so: all the closers, then whitespace, "--" or the end of the slice.
// Returns (match end, length of the match without trailing whitespace), relative to s.begin.
bool match_realignment(std::string_view text, Span s, std::size_t* end, std::size_t* kept) {
  if (s.begin >= s.end) return false;
  const std::string_view t = text.substr(s.begin, s.end - s.begin);
  std::size_t k = 0;
  while (k < t.size() && ascii_has(t[k], kCloser)) ++k;
  if (k == 0) return false;
  *kept = k;
  if (k == t.size()) {
    *end = k;
    return true;
  }
  std::size_t len = 0;
  if (space_at(t, k, &len)) {
    std::size_t e = k + len;
    while (e < t.size() && space_at(t, e, &len)) e += len;
    *end = e;
    return true;
  }
  if (t[k] == '-' && k + 1 < t.size() && t[k + 1] == '-') {
    *end = k;
    return true;
  }
  return false;
}

// PunktSentenceTokenizer._realign_boundaries.
std::vector<Span> realign_boundaries(std::string_view text, const std::vector<Span>& slices) {
  std::vector<Span> out;
  out.reserve(slices.size());
  std::size_t realign = 0;
  for (std::size_t i = 0; i < slices.size(); ++i) {
    const Span s1{slices[i].begin + realign, slices[i].end};
    if (i + 1 == slices.size()) {
      if (s1.begin < s1.end) out.push_back(s1);
      continue;
    }
    const Span s2 = slices[i + 1];
    std::size_t end = 0, kept = 0;
    if (match_realignment(text, s2, &end, &kept)) {
      out.push_back({s1.begin, s2.begin + kept});
      realign = end;
    } else {
      realign = 0;
      if (s1.begin < s1.end) out.push_back(s1);
    }
  }
  return out;
}

// Splits a table file into lines as Python's text-mode iteration does (universal newlines) and
// removes the final newline of each (nltk.tabdata.rm_nl).
template <class F>
Status for_each_line(std::string_view content, const std::string& file, F&& f) {
  std::size_t pos = 0, line_no = 0;
  while (pos < content.size()) {
    std::size_t e = content.find_first_of("\r\n", pos);
    std::size_t next = e;
    if (e == std::string_view::npos) {
      e = next = content.size();
    } else if (content[e] == '\r' && e + 1 < content.size() && content[e + 1] == '\n') {
      next = e + 2;
    } else {
      next = e + 1;
    }
    ++line_no;
    Status st = f(content.substr(pos, e - pos), line_no);
    if (!st) {
      Error err = st.error();
      err.file = file;
      err.line = line_no;
      return err;
    }
    pos = next;
  }
  return Ok{};
}

Result<int> parse_int(std::string_view v) {
  // Python's int(): surrounding whitespace and a sign are allowed.
  while (!v.empty() && (v.front() == ' ' || v.front() == '\t')) v.remove_prefix(1);
  while (!v.empty() && (v.back() == ' ' || v.back() == '\t')) v.remove_suffix(1);
  bool neg = false;
  if (!v.empty() && (v.front() == '+' || v.front() == '-')) {
    neg = v.front() == '-';
    v.remove_prefix(1);
  }
  if (v.empty() || v.size() > 9) {
    return make_error(ErrorCode::kParse, "expected an integer flag value", {}, 0, "ortho_context");
  }
  int x = 0;
  for (char c : v) {
    if (c < '0' || c > '9') {
      return make_error(ErrorCode::kParse, "expected an integer flag value, got '" +
                                               std::string(v) + "'", {}, 0, "ortho_context");
    }
    x = x * 10 + (c - '0');
  }
  return neg ? -x : x;
}

Result<std::string> read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return make_error(ErrorCode::kIo, "cannot open the Punkt parameter file", path);
  std::ostringstream ss;
  ss << in.rdbuf();
  if (in.bad()) return make_error(ErrorCode::kIo, "cannot read the Punkt parameter file", path);
  return ss.str();
}

}  // namespace

PunktSplitter::PunktSplitter(std::shared_ptr<const PunktParams> params)
    : params_(std::move(params)) {}

Result<PunktSplitter> PunktSplitter::from_tables(std::string_view abbrev_types,
                                                 std::string_view collocations,
                                                 std::string_view sent_starters,
                                                 std::string_view ortho_context,
                                                 const std::string& source) {
  auto p = std::make_shared<PunktParams>();
  const std::string dir = source.empty() ? std::string() : source + "/";
  Status st = for_each_line(abbrev_types, dir + "abbrev_types.txt",
                            [&](std::string_view line, std::size_t) -> Status {
                              p->abbrev_types.emplace(line);
                              return Ok{};
                            });
  if (!st) return st.error();
  st = for_each_line(sent_starters, dir + "sent_starters.txt",
                     [&](std::string_view line, std::size_t) -> Status {
                       p->sent_starters.emplace(line);
                       return Ok{};
                     });
  if (!st) return st.error();
  st = for_each_line(collocations, dir + "collocations.tab",
                     [&](std::string_view line, std::size_t) -> Status {
                       const std::size_t tab = line.find('\t');
                       if (tab == std::string_view::npos ||
                           line.find('\t', tab + 1) != std::string_view::npos) {
                         return make_error(ErrorCode::kParse,
                                           "expected two words separated by one tab", {}, 0,
                                           "collocations");
                       }
                       p->collocations.emplace(line);
                       return Ok{};
                     });
  if (!st) return st.error();
  st = for_each_line(ortho_context, dir + "ortho_context.tab",
                     [&](std::string_view line, std::size_t) -> Status {
                       const std::size_t tab = line.find('\t');
                       if (tab == std::string_view::npos ||
                           line.find('\t', tab + 1) != std::string_view::npos) {
                         return make_error(ErrorCode::kParse,
                                           "expected a word, a tab and an integer", {}, 0,
                                           "ortho_context");
                       }
                       Result<int> v = parse_int(line.substr(tab + 1));
                       if (!v) return v.error();
                       // A later line wins, as in building a dict.
                       p->ortho_context[std::string(line.substr(0, tab))] = *v;
                       return Ok{};
                     });
  if (!st) return st.error();
  return PunktSplitter(std::move(p));
}

Result<PunktSplitter> PunktSplitter::from_directory(const std::string& dir) {
  std::string contents[4];
  const char* names[4] = {"abbrev_types.txt", "collocations.tab", "sent_starters.txt",
                          "ortho_context.tab"};
  for (int i = 0; i < 4; ++i) {
    Result<std::string> r = read_file(dir + "/" + names[i]);
    if (!r) return r.error();
    contents[i] = std::move(r).value();
  }
  return from_tables(contents[0], contents[1], contents[2], contents[3], dir);
}

const PunktSplitter& PunktSplitter::english() {
  static const PunktSplitter instance = [] {
    Result<PunktSplitter> r = from_tables(
        punkt::english_data::abbrev_types(), punkt::english_data::collocations(),
        punkt::english_data::sent_starters(), punkt::english_data::ortho_context(),
        "<embedded english>");
    if (!r) std::abort();  // the embedded tables are part of the build; they cannot be bad
    return std::move(r).value();
  }();
  return instance;
}

const PunktSplitter& PunktSplitter::untrained() {
  static const PunktSplitter instance(std::make_shared<PunktParams>());
  return instance;
}

std::vector<Span> PunktSplitter::span_tokenize(std::string_view text) const {
  const Annotator ann(*params_);
  return realign_boundaries(text, slices_from_text(ann, text));
}

std::vector<std::string> PunktSplitter::tokenize(std::string_view text) const {
  std::vector<std::string> out;
  for (const Span& s : span_tokenize(text)) out.emplace_back(text.substr(s.begin, s.end - s.begin));
  return out;
}

std::vector<std::string> sent_tokenize(std::string_view text) {
  return PunktSplitter::english().tokenize(text);
}

}  // namespace citeval::text
