#include "claims/sentence_claims.h"

#include <algorithm>
#include <cstdlib>

#include <fmt/format.h>

#include "claims/text_cleaning.h"
#include "text/normalize.h"

namespace citeval::claims {

const char* sentence_status_name(SentenceStatus status) {
  switch (status) {
    case SentenceStatus::kClaims: return "claims";
    case SentenceStatus::kNoCitation: return "no_citation";
    case SentenceStatus::kTooLong: return "too_long";
    case SentenceStatus::kCitationOnRoot: return "citation_on_root";
    case SentenceStatus::kUnmatchedCitation: return "unmatched_citation";
    case SentenceStatus::kParseError: return "parse_error";
  }
  return "?";
}

Result<std::vector<CitationAttachment>> attach_citations(const std::vector<std::string>& tokens,
                                                         const std::vector<ByteSpan>& spans,
                                                         const std::vector<cite::CitationGroup>& groups) {
  int first_word = -1;
  for (std::size_t t = 0; t < tokens.size(); ++t) {
    if (is_word_token(tokens[t])) {
      first_word = static_cast<int>(t);
      break;
    }
  }
  if (first_word < 0) {
    return make_error(ErrorCode::kInvalidField, "no word to attach the citations to", {}, 0, "tokens");
  }
  std::vector<CitationAttachment> out;
  for (const auto& g : groups) {
    int best = first_word;
    for (std::size_t t = 0; t < tokens.size(); ++t) {
      if (spans[t].end <= g.begin && spans[t].begin < spans[t].end && is_word_token(tokens[t])) {
        best = static_cast<int>(t);
      }
    }
    auto same = std::find_if(out.begin(), out.end(), [&](const CitationAttachment& a) { return a.token == best; });
    if (same != out.end()) {
      // Two groups on one word ("glass [1], [2]") cite for the same claim; repeats are kept, as
      // ALiICE's eval.py keeps them (the caller dedupes when asked to).
      same->ids.insert(same->ids.end(), g.ids.begin(), g.ids.end());
      same->source.end = g.end;
      continue;
    }
    out.push_back({best, g.ids, {g.begin, g.end}});
  }
  return out;
}

SentenceStatus claims_for_tree(const ClaimTree& tree, const ExtractOptions& options, std::vector<Claim>& claims,
                               std::string& error, std::vector<std::vector<CutTrace>>* trace) {
  if (auto st = validate_claim_tree(tree); !st) {
    error = st.error().to_string();
    return SentenceStatus::kParseError;
  }
  for (const auto& c : tree.citations) {
    if (tree.heads[static_cast<std::size_t>(c.token)] == -1) return SentenceStatus::kCitationOnRoot;
  }
  auto r = extract_claims(tree, options, trace);
  if (!r) {
    error = r.error().to_string();
    return SentenceStatus::kParseError;
  }
  claims = std::move(r).value();
  return SentenceStatus::kClaims;
}

namespace {

// Tokens from a parse of `text` (mapped to the source through `map`, offset by `base`) into
// `tree`; false (with `error`) when the parse is malformed.
bool fill_tree(ParsedText& parsed, const CleanedText& map, std::size_t base, ClaimTree& tree, std::string& error) {
  const std::size_t n = parsed.spans.size();
  if (parsed.heads.size() != n || parsed.deps.size() != n) {
    error = fmt::format("parser returned {} spans, {} heads, {} deps", n, parsed.heads.size(), parsed.deps.size());
    return false;
  }
  tree.tokens.reserve(n);
  tree.spans.reserve(n);
  for (const auto& sp : parsed.spans) {
    if (sp.begin >= sp.end || sp.end > map.text.size()) {
      error = fmt::format("parser returned an invalid token span [{}, {})", sp.begin, sp.end);
      return false;
    }
    tree.tokens.emplace_back(map.text.substr(sp.begin, sp.end - sp.begin));
    ByteSpan src = map.to_source(sp);
    tree.spans.push_back({src.begin + base, src.end + base});
  }
  tree.heads = std::move(parsed.heads);
  tree.deps = std::move(parsed.deps);
  return true;
}

SentenceClaims analyze_reference(SentenceClaims out, std::string_view s, const TextParser& parser,
                                 const SentenceOptions& options, bool want_trace) {
  const std::size_t base = out.span.begin;
  const std::vector<ClosedMark> marks = closed_marks(s);
  auto fallback = [&](SentenceStatus status, std::string text, bool cites) {
    out.status = status;
    out.fallback_text = std::move(text);
    out.fallback_ids.clear();
    if (cites) {
      for (const auto& m : marks) out.fallback_ids.push_back(m.id);
    }
    out.claims.clear();
    return out;
  };
  if (marks.empty()) return fallback(SentenceStatus::kNoCitation, std::string(s), false);
  if (text::word_count(s) > options.max_words) {
    return fallback(SentenceStatus::kTooLong, cite::remove_citations(s), true);
  }
  ReferenceWords words = reference_words(s);
  auto parsed = parser.parse(words.joined.text);
  if (!parsed) {
    out.error = parsed.error().to_string();
    return fallback(SentenceStatus::kParseError, cite::remove_citations(words.cleaned), true);
  }
  ClaimTree& tree = out.tree;
  if (!fill_tree(*parsed, words.joined, base, tree, out.error)) {
    return fallback(SentenceStatus::kParseError, cite::remove_citations(words.cleaned), true);
  }
  for (std::size_t c = 0; c < words.cites.size(); ++c) {
    const std::string& word = words.words[words.cites[c].first];
    const auto word_index = static_cast<long long>(words.cites[c].first);
    int best = -1;
    for (std::size_t t = 0; t < tree.tokens.size(); ++t) {
      const std::string& tok = tree.tokens[t];
      if (tok.find(word) == std::string::npos && word.find(tok) == std::string::npos) continue;
      if (best < 0 || std::llabs(static_cast<long long>(t) - word_index) < std::llabs(best - word_index)) {
        best = static_cast<int>(t);
      }
    }
    if (best < 0) {
      out.error = fmt::format("no token matches the cited word '{}' (the reference's \"citation lost\")", word);
      return fallback(SentenceStatus::kUnmatchedCitation, words.cleaned, false);
    }
    const ByteSpan src{words.cite_source[c].begin + base, words.cite_source[c].end + base};
    auto same = std::find_if(tree.citations.begin(), tree.citations.end(),
                             [&](const CitationAttachment& a) { return a.token == best; });
    if (same != tree.citations.end()) {
      same->ids = words.cites[c].second;  // the reference's dict: the later group wins
      same->source = src;
    } else {
      tree.citations.push_back({best, words.cites[c].second, src});
    }
  }
  std::string error;
  SentenceStatus st = claims_for_tree(tree, options.extract, out.claims, error, want_trace ? &out.trace : nullptr);
  if (st == SentenceStatus::kCitationOnRoot) return fallback(st, cite::remove_citations(words.cleaned), true);
  if (st != SentenceStatus::kClaims) {
    out.error = std::move(error);
    return fallback(st, cite::remove_citations(words.cleaned), true);
  }
  // cite_texts[text] = group: claims with the same text are one, with the later group's ids.
  std::vector<Claim> kept;
  std::vector<std::vector<CutTrace>> kept_trace;
  for (std::size_t c = 0; c < out.claims.size(); ++c) {
    auto same = std::find_if(kept.begin(), kept.end(),
                             [&](const Claim& k) { return k.tokens_joined == out.claims[c].tokens_joined; });
    if (same != kept.end()) {
      same->citations = out.claims[c].citations;
      continue;
    }
    kept.push_back(std::move(out.claims[c]));
    if (want_trace) kept_trace.push_back(std::move(out.trace[c]));
  }
  out.claims = std::move(kept);
  if (want_trace) out.trace = std::move(kept_trace);
  out.status = SentenceStatus::kClaims;
  return out;
}

}  // namespace

SentenceClaims analyze_sentence(std::string_view source, ByteSpan sentence, const TextParser& parser,
                                const SentenceOptions& options, bool want_trace) {
  SentenceClaims out;
  out.span = sentence;
  std::string_view s = source.substr(sentence.begin, sentence.end - sentence.begin);
  out.marks = cite::find_citation_marks(s, options.syntax);
  out.groups = cite::group_citation_marks(s, out.marks);
  for (auto& g : out.groups) {
    g.begin += sentence.begin;
    g.end += sentence.begin;
  }
  for (auto& m : out.marks) {
    m.begin += sentence.begin;
    m.end += sentence.begin;
  }
  if (options.reference_words) return analyze_reference(std::move(out), s, parser, options, want_trace);
  auto fallback = [&](SentenceStatus status) {
    out.status = status;
    out.fallback_text = std::string(text::python_strip(cite::remove_citations(s)));
    out.fallback_ids = cite::citation_ids(s, options.syntax);
    out.claims.clear();
    return out;
  };
  if (out.groups.empty()) return fallback(SentenceStatus::kNoCitation);
  if (text::word_count(s) > options.max_words) return fallback(SentenceStatus::kTooLong);

  std::vector<ByteSpan> local_groups;
  for (const auto& g : out.groups) local_groups.push_back({g.begin - sentence.begin, g.end - sentence.begin});
  CleanedText cleaned = clean_text(s, local_groups);
  auto parsed = parser.parse(cleaned.text);
  if (!parsed) {
    out.error = parsed.error().to_string();
    return fallback(SentenceStatus::kParseError);
  }
  ClaimTree& tree = out.tree;
  if (!fill_tree(*parsed, cleaned, sentence.begin, tree, out.error)) return fallback(SentenceStatus::kParseError);
  if (tree.tokens.empty()) {
    out.error = "no word to attach the citations to";
    return fallback(SentenceStatus::kUnmatchedCitation);
  }
  auto attached = attach_citations(tree.tokens, tree.spans, out.groups);
  if (!attached) {
    out.error = attached.error().message;
    return fallback(SentenceStatus::kUnmatchedCitation);
  }
  tree.citations = std::move(attached).value();
  std::string error;
  SentenceStatus st = claims_for_tree(tree, options.extract, out.claims, error, want_trace ? &out.trace : nullptr);
  if (st != SentenceStatus::kClaims) {
    out.error = std::move(error);
    return fallback(st);
  }
  out.status = SentenceStatus::kClaims;
  return out;
}

std::vector<ByteSpan> claim_source_ranges(const ClaimTree& tree, const Claim& claim) {
  std::vector<ByteSpan> out;
  if (tree.spans.empty()) return out;
  int prev = -2;
  bool open = false;  // the last range may still grow (its tokens are consecutive so far)
  for (int t : claim.token_ids) {
    if (t != prev + 1) open = false;
    const ByteSpan& sp = tree.spans[static_cast<std::size_t>(t)];
    // A kept punctuation token with an empty span keeps the run going.
    if (sp.begin < sp.end) {
      if (open) {
        out.back().end = std::max(out.back().end, sp.end);
      } else {
        out.push_back(sp);
        open = true;
      }
    }
    prev = t;
  }
  return out;
}

std::string claim_surface(std::string_view source, const ClaimTree& tree, const Claim& claim,
                          const std::vector<cite::CitationGroup>& groups) {
  std::string out;
  for (const ByteSpan& r : claim_source_ranges(tree, claim)) {
    std::string piece;
    std::size_t pos = r.begin;
    for (const auto& g : groups) {
      if (g.end <= pos || g.begin >= r.end) continue;
      std::size_t cut = std::max(g.begin, pos);
      std::size_t keep_end = cut;
      while (keep_end > pos && (source[keep_end - 1] == ' ' || source[keep_end - 1] == '\t')) --keep_end;
      piece.append(source.substr(pos, keep_end - pos));
      pos = std::min(g.end, r.end);
    }
    if (pos < r.end) piece.append(source.substr(pos, r.end - pos));
    if (piece.empty()) continue;
    if (!out.empty()) out += ' ';
    out += piece;
  }
  return out;
}

}  // namespace citeval::claims
