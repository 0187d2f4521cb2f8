// The word relations of the "align" judge (align_judge.h): irregular inflections, synonyms,
// derivations, antonyms, loose (any-sense) synonyms and hypernyms, and each word's dominant part
// of speech from WordNet 3.0, plus a short hand-kept list of opposite directions
// that WordNet lacks or files under other senses (rose/fell, approved/rejected, over/under),
// less the conversives a paraphrase swaps with the roles (lend/borrow, buy/sell).
//
// Words are compared by KEY: lower case, irregular inflection mapped to its lemma ("fell" ->
// "fall"), then LexicalJudge::stem_word ("approved" -> "approv"), so inflected forms of a word
// share relations. The WordNet part is a generated table compiled into the binary
// (align_lexicon_data.cc, written by tools/make_align_lexicon.py from Debian's wordnet-base):
// no data files at run time, and the judge's decisions cannot change with the installed WordNet.
//
//   const AlignLexicon& lex = AlignLexicon::builtin();   // built once, immutable
//   std::string k = lex.key("fell");                      // "fall"
//   lex.related(lex.key("started"), lex.key("began"));    // true (synonyms)
//   lex.opposite(lex.key("rose"), lex.key("fell"));       // true
//
// Thread safety: builtin() is built on first use (thread-safe static); all lookups are const.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace citeval::judge {

class AlignLexicon {
 public:
  static const AlignLexicon& builtin();

  // Builds a lexicon from table lines ("X surface lemma", "S w1 w2 ...", "D w1 w2",
  // "A w1 w2"; see tools/make_align_lexicon.py). Lines of another kind are ignored.
  explicit AlignLexicon(std::span<const std::string_view> table_chunks);

  // The comparison key of a lower-cased word (see above).
  std::string key(std::string_view lower_word) const;

  // Whether a lower-cased word is an irregular inflection ("went", "fell", "mice").
  bool is_irregular(std::string_view lower_word) const { return lemma_.count(std::string(lower_word)) > 0; }

  // Whether two distinct keys are synonyms or derivationally related.
  bool related(std::string_view a, std::string_view b) const;
  // The same by the keys' word_hash, for callers that compare one key with many.
  static std::uint64_t word_hash(std::string_view key);
  bool related_hashed(std::uint64_t a, std::uint64_t b) const;
  // Whether two keys share a WordNet synset in any sense (both words attested; "extra" /
  // "additional", "end" / "stop"), or one is a direct hypernym of the other ("donate" / "give"),
  // or are related() or conversives (buy / sell): too loose to align words by, enough to say that
  // one in place of the other substitutes no fact.
  bool loosely_related(std::string_view a, std::string_view b) const;
  // Whether two keys may be the same part of speech: each key's parts are those of the words that
  // have it as their key, each word's the dominant one in WordNet (most sense-tagged uses); a key
  // of no listed word is a noun ("cheese" / "rock": yes; "extra" / "premium", "ahead" /
  // "advance": no).
  bool same_part_of_speech(std::string_view a, std::string_view b) const { return (parts(a) & parts(b)) != 0; }
  // Whether a key's words include one whose dominant part of speech is a verb ("require", "allow").
  bool may_be_verb(std::string_view key) const { return (parts(key) & 2) != 0; }
  // Whether a key's words include one whose dominant part of speech is a noun ("cabin"; a key of
  // no listed word is a noun).
  bool may_be_noun(std::string_view key) const { return (parts(key) & 1) != 0; }
  // Whether every word of a key is mainly an adverb ("still", "everywhere", "later").
  bool adverb_only(std::string_view key) const { return parts(key) == 8; }

  // Whether two keys are antonyms or opposite directions.
  bool opposite(std::string_view a, std::string_view b) const;
  // Whether a key has any antonym (so that a mismatch with it is worth looking for).
  bool has_opposite(std::string_view a) const { return has_opposite_.count(std::string(a)) > 0; }

  // A hash of the table and the hand-kept list (part of the judge's identity).
  std::uint64_t fingerprint() const { return fingerprint_; }

 private:
  // The generated WordNet table (align_lexicon_data.cc).
  static std::span<const std::string_view> builtin_table();
  static std::uint64_t pair_hash(std::string_view a, std::string_view b);
  static std::uint64_t combine(std::uint64_t ha, std::uint64_t hb);
  void add_pair(std::unordered_set<std::uint64_t>& set, const std::string& a, const std::string& b);

  std::unordered_map<std::string, std::string> lemma_;  // irregular surface -> lemma
  std::unordered_set<std::uint64_t> related_;           // unordered key pairs
  std::unordered_set<std::uint64_t> opposite_;
  std::unordered_set<std::uint64_t> loose_;  // "L" lines and the conversives
  std::unordered_set<std::string> has_opposite_;
  // Parts of speech by key (bits: 1 noun, 2 verb, 4 adjective, 8 adverb); absent: a noun.
  std::unordered_map<std::string, std::uint8_t> parts_;
  std::uint8_t parts(std::string_view key) const;
  std::uint64_t fingerprint_ = 0;
};

}  // namespace citeval::judge
