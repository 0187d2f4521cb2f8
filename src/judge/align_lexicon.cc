#include "judge/align_lexicon.h"

#include "judge/lexical_judge.h"
#include "judge/pair_key.h"

#include <algorithm>

namespace citeval::judge {
namespace {

// Opposite directions that WordNet does not link as antonyms of the words' first senses, or
// that are function words (the table holds content words only). Surface forms; keyed below.
constexpr std::string_view kOpposites[][2] = {
    {"rise", "fall"},       {"rise", "decline"},     {"rise", "drop"},      {"increase", "decline"},
    {"increase", "drop"},   {"increase", "fall"},    {"increase", "reduce"}, {"grow", "shrink"},
    {"grow", "decline"},    {"gain", "lose"},        {"gain", "loss"},      {"over", "under"},
    {"above", "below"},     {"more", "less"},        {"more", "fewer"},     {"before", "after"},
    {"higher", "lower"},    {"up", "down"},          {"approve", "reject"}, {"accept", "reject"},
    {"accept", "decline"},  {"accept", "refuse"},    {"allow", "forbid"},   {"allow", "ban"},
    {"allow", "prohibit"},  {"permit", "prohibit"},  {"include", "exclude"}, {"win", "lose"},
    {"won", "lost"},        {"open", "close"},       {"maximum", "minimum"}, {"early", "late"},
    {"earlier", "later"},   {"first", "last"},       {"largest", "smallest"}, {"biggest", "smallest"},
    {"most", "least"},      {"north", "south"},      {"east", "west"},      {"true", "false"},
    {"success", "failure"}, {"succeed", "fail"},     {"alive", "dead"},     {"male", "female"},
    {"increase", "cut"},    {"strengthen", "weaken"}, {"support", "oppose"}, {"positive", "negative"},
    {"legal", "illegal"},   {"hot", "cold"},         {"strong", "weak"},    {"high", "low"},
    {"accelerate", "slow"}, {"speed", "slow"},       {"expand", "shrink"},  {"expand", "contract"},
    {"arrive", "depart"},   {"improve", "worsen"},
    {"improve", "deteriorate"}, {"profit", "loss"},  {"surplus", "deficit"}, {"majority", "minority"},
    {"cheap", "expensive"}, {"upper", "lower"},      {"begin", "end"},      {"start", "finish"},
    {"hire", "fire"},       {"add", "remove"},       {"raise", "lower"},    {"ascend", "descend"},
    {"inside", "outside"},  {"internal", "external"}, {"guilty", "innocent"}, {"wide", "narrow"},
    {"advance", "retreat"}, {"warm", "cold"},        {"warm", "cool"},      {"hot", "cool"},
    {"introduce", "eliminate"}, {"introduce", "abolish"}, {"add", "eliminate"}, {"beat", "lose"},
    {"defeat", "lose"},
    // Decisions of a court, a board or an authority on a request, an appeal or a claim: granted or
    // upheld, refused, denied, dismissed, overturned.
    {"grant", "refuse"},    {"grant", "deny"},       {"grant", "reject"},   {"grant", "dismiss"},
    {"uphold", "reject"},   {"uphold", "dismiss"},   {"uphold", "overturn"}, {"uphold", "quash"},
    {"approve", "refuse"},  {"approve", "deny"},     {"convict", "acquit"}, {"admit", "deny"},
    {"affirm", "reverse"},  {"affirm", "overturn"},  {"uphold", "reverse"},
    {"ease", "intensify"},  {"ease", "worsen"},      {"easy", "hard"},      {"easy", "difficult"},
    {"join", "leave"},      {"enter", "exit"},       {"lead", "trail"},     {"ahead", "behind"},
    {"headwind", "tailwind"}, {"mandatory", "optional"}, {"compulsory", "optional"}, {"compulsory", "voluntary"},
    {"temporary", "permanent"}, {"pass", "fail"},
    // Rules and plans: tightened or relaxed, imposed or lifted, introduced or scrapped, kept going
    // or stopped; opinions for and against; more and less than expected.
    {"tighten", "relax"},   {"tighten", "loosen"},   {"impose", "lift"},    {"introduce", "scrap"},
    {"confirm", "cancel"},  {"extend", "shorten"},   {"suspend", "resume"}, {"pause", "resume"},
    {"halt", "resume"},     {"abandon", "complete"}, {"continue", "stop"},  {"continue", "halt"},
    {"continue", "cease"},  {"continue", "suspend"}, {"praise", "criticise"},
    {"praise", "criticize"}, {"welcome", "criticise"}, {"welcome", "criticize"}, {"endorse", "oppose"},
    {"back", "oppose"},     {"underestimate", "overestimate"}, {"underperform", "outperform"},
    {"surplus", "shortfall"}, {"quiet", "busy"},     {"safe", "risky"},     {"online", "offline"},
    {"occupied", "vacant"}, {"exceed", "miss"},      {"often", "rarely"},   {"frequently", "rarely"},
    {"reopen", "close"},    {"launch", "discontinue"}, {"marry", "divorce"},
    // Permission and verdicts as policies and reviews word them ("Motorboats are banned" /
    // "permitted"; "usually declined" / "usually approves"; "critics praised" / "panned"), the
    // two sides of a place or a setting ("exposed to strong winds" / "sheltered"; "a finer grind"
    // / "a coarser grind") and of a line ("westbound services" / "eastbound").
    {"permit", "ban"},      {"permit", "forbid"},    {"allow", "block"},    {"permit", "block"},
    {"approve", "decline"}, {"praise", "pan"},       {"exposed", "sheltered"}, {"fine", "coarse"},
    {"finer", "coarser"},   {"eastbound", "westbound"}, {"northbound", "southbound"}, {"inbound", "outbound"},
    {"uphill", "downhill"}, {"lengthen", "shorten"}, {"grow", "shorten"},
    // Distance and staffing as notices word them ("sits closer to the bus line" / "farther from
    // the bus line"; "weekend shifts remain understaffed" / "overstaffed"), and the air of a room
    // ("the Finnish sauna is very dry" / "very humid").
    {"near", "far"},        {"closer", "farther"},   {"nearer", "farther"}, {"understaffed", "overstaffed"},
    {"underpriced", "overpriced"}, {"undercharge", "overcharge"}, {"humid", "dry"},
    // Light, damp, crowds and pace as shops and venues word them ("new, brighter lighting" /
    // "dimmer"; "a cool, dry room" / "a damp room"; "usually crowded" / "nearly empty"; "dries
    // faster" / "dries more slowly").
    {"bright", "dim"},      {"dry", "damp"},         {"crowded", "empty"},  {"fast", "slowly"},
    {"quick", "slowly"},
    // Sound and standing as adjudicators and leagues word them ("the basses were too loud" / "too
    // quiet"; "promoted to the Championship Section" / "relegated").
    {"loud", "quiet"},      {"promote", "relegate"},
    // Turns, waits and health as guides and keepers word them ("turning the handwheel toward you" /
    // "away from you"; "waiting times lengthened" / "got shorter"; "likely unwell" / "likely to be
    // healthy").
    {"toward", "away"},     {"towards", "away"},     {"lengthen", "short"}, {"shorten", "long"},
    {"unwell", "healthy"},  {"sick", "healthy"},
    // Rules as clubs word them ("keep the dress code strict for league matches" / "relaxed").
    {"strict", "relaxed"},
    // Levels of a class ("more advanced than Level 1" / "easier than").
    {"advanced", "easy"},
    // Liability and finishes as firms word them ("the company accepted liability" / "denied liability";
    // "recommends a matte finish" / "a glossy finish").
    {"accept", "deny"},     {"matte", "glossy"},     {"matt", "gloss"},
    // Heat as menus word it ("the spicy tuna bowl is the hottest item ..., while the shoyu chicken bowl
    // is the mildest" / "the spiciest item").
    {"spicy", "mild"},
    // Weight and crowds as sellers and venues word them ("the cart is lightweight and easy to push" /
    // "the cart is heavy"; "quiet in the morning" / "crowded in the morning").
    {"lightweight", "heavy"}, {"quiet", "crowded"},
    // Distance as quizzes and contests word it ("the team whose answer is closest to the correct figure
    // wins" / "furthest from").
    {"closest", "furthest"},
};

// Directions of change: every word of one list is the opposite of every word of the other
// ("may raise INR values" / "may decrease INR values"; "lost 12 metres a year ... more than 40
// metres a year since 2000" aside, "rose" / "slowed", "doubling" / "halving").
constexpr std::string_view kRising[] = {"rise",  "increase", "raise", "grow",  "climb",      "gain", "boost",
                                        "jump",  "soar",     "expand", "higher", "accelerate", "double"};
constexpr std::string_view kFalling[] = {"fall", "decrease", "decline", "drop",  "reduce", "cut",     "lower",
                                         "shrink", "dip",    "plunge",  "slump", "slow",   "halve",   "contract"};

// Conversives: opposites that a paraphrase swaps together with the roles ("The library lends
// books to card holders" / "Card holders borrow books"), so that one in place of the other is no
// sign of a contradiction. Removed from WordNet's antonyms.
constexpr std::string_view kConversives[][2] = {
    {"lend", "borrow"}, {"buy", "sell"},     {"import", "export"},  {"teach", "learn"},
    {"give", "receive"}, {"send", "receive"}, {"employ", "work"},    {"parent", "child"},
};

// Synonyms of common paraphrase that the table's WordNet senses do not link ("allowed" /
// "permitted", "bought" / "acquired", "more than doubled" / "over twice"). Surface forms; keyed
// below.
constexpr std::string_view kSynonyms[][2] = {
    {"allow", "permit"},     {"ban", "prohibit"},    {"ban", "forbid"},      {"prohibit", "forbid"},
    {"buy", "purchase"},     {"buy", "acquire"},     {"purchase", "acquire"}, {"purchase", "acquisition"},
    {"takeover", "acquisition"}, {"end", "finish"},  {"end", "conclude"},    {"finish", "complete"},
    {"rise", "increase"},    {"fall", "decrease"},   {"drop", "decrease"},   {"decline", "decrease"},
    {"sack", "dismiss"},     {"fire", "dismiss"},    {"quit", "resign"},     {"double", "twice"},
    {"scrap", "abolish"},    {"scrap", "cancel"},    {"need", "require"},    {"get", "receive"},
    {"give", "provide"},     {"build", "construct"}, {"fix", "repair"},      {"choose", "select"},
    {"pick", "select"},      {"enough", "sufficient"}, {"try", "attempt"},   {"keep", "retain"},
    {"about", "approximately"}, {"roughly", "approximately"}, {"around", "approximately"},
    {"nearly", "almost"},    {"help", "assist"},     {"show", "reveal"},     {"big", "large"},
    {"depart", "leave"},     {"arrive", "reach"},    {"shut", "close"},      {"room", "space"},
    {"turn", "convert"},     {"move", "relocate"},    {"require", "mandatory"}, {"require", "compulsory"},
    {"spot", "catch"},       {"area", "zone"},        {"shut", "closed"},      {"coach", "train"},
    {"inside", "indoors"},   {"outside", "outdoors"}, {"wipe", "erase"},       {"inventory", "stock"},
};

// WordNet antonyms of senses that a place's description does not have ("the deposit sits
// beneath the reserve" / "the part of the deposit lying under the reserve"). Removed.
constexpr std::string_view kOtherSenses[][2] = {{"lie", "sit"}, {"lie", "stand"}};

std::string lower(std::string_view w) {
  std::string s(w);
  for (char& c : s) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + 32);
  }
  return s;
}

}  // namespace

const AlignLexicon& AlignLexicon::builtin() {
  static const AlignLexicon lex(builtin_table());
  return lex;
}

// The two words' hashes combined in sorted order: no string is built, since the judge looks pairs
// up for every pair of words it compares (the "align" judge's main cost), and a caller may pass
// hashes it keeps (related_hashed).
std::uint64_t AlignLexicon::word_hash(std::string_view w) { return fast_hash(w); }

std::uint64_t AlignLexicon::pair_hash(std::string_view a, std::string_view b) { return combine(word_hash(a), word_hash(b)); }

std::uint64_t AlignLexicon::combine(std::uint64_t ha, std::uint64_t hb) {
  if (hb < ha) std::swap(ha, hb);
  return ha ^ (hb + 0x9E3779B97F4A7C15ULL + (ha << 6) + (ha >> 2));
}

void AlignLexicon::add_pair(std::unordered_set<std::uint64_t>& set, const std::string& a,
                            const std::string& b) {
  const std::string ka = key(a), kb = key(b);
  if (ka == kb) return;
  set.insert(pair_hash(ka, kb));
  if (&set == &opposite_) {
    has_opposite_.insert(ka);
    has_opposite_.insert(kb);
  }
}

AlignLexicon::AlignLexicon(std::span<const std::string_view> table_chunks) {
  for (std::string_view chunk : table_chunks) fingerprint_ = fingerprint_ * 31 + fast_hash(chunk);
  for (const auto& p : kOpposites) fingerprint_ = fingerprint_ * 31 + fast_hash(p[0]) + fast_hash(p[1]);
  // Two passes: the inflections first, since keys of the other lines depend on them.
  for (int pass = 0; pass < 2; ++pass) {
    for (std::string_view chunk : table_chunks) {
      std::size_t pos = 0;
      while (pos < chunk.size()) {
        std::size_t end = chunk.find('\n', pos);
        if (end == std::string_view::npos) end = chunk.size();
        std::string_view line = chunk.substr(pos, end - pos);
        pos = end + 1;
        if (line.size() < 3 || line[1] != ' ') continue;
        const char kind = line[0];
        if ((pass == 0) != (kind == 'X')) continue;
        std::vector<std::string> words;
        for (std::size_t i = 2; i < line.size();) {
          std::size_t j = line.find(' ', i);
          if (j == std::string_view::npos) j = line.size();
          if (j > i) words.emplace_back(line.substr(i, j - i));
          i = j + 1;
        }
        if (words.empty() || (words.size() < 2 && std::string_view("NVJR").find(kind) == std::string_view::npos)) continue;
        if (kind == 'X') {
          lemma_.emplace(words[0], words[1]);
        } else if (kind == 'S') {
          for (std::size_t a = 0; a < words.size(); ++a) {
            for (std::size_t b = a + 1; b < words.size(); ++b) add_pair(related_, words[a], words[b]);
          }
        } else if (kind == 'D') {
          add_pair(related_, words[0], words[1]);
        } else if (kind == 'A') {
          add_pair(opposite_, words[0], words[1]);
        } else if (kind == 'L') {
          add_pair(loose_, words[0], words[1]);
        } else if (const std::size_t bit = std::string_view("NVJR").find(kind); bit != std::string_view::npos) {
          for (const std::string& w : words) parts_[key(w)] |= static_cast<std::uint8_t>(1U << bit);
        }
      }
    }
  }
  for (const auto& p : kOpposites) add_pair(opposite_, std::string(p[0]), std::string(p[1]));
  for (const auto& p : kSynonyms) {
    fingerprint_ = fingerprint_ * 37 + fast_hash(p[0]) + fast_hash(p[1]);
    add_pair(related_, std::string(p[0]), std::string(p[1]));
  }
  for (std::string_view up : kRising) {
    for (std::string_view down : kFalling) {
      fingerprint_ = fingerprint_ * 31 + fast_hash(up) + fast_hash(down);
      add_pair(opposite_, std::string(up), std::string(down));
    }
  }
  for (const auto& p : kOtherSenses) {
    fingerprint_ = fingerprint_ * 41 + fast_hash(p[1]) + fast_hash(p[0]);
    opposite_.erase(pair_hash(key(p[0]), key(p[1])));
  }
  for (const auto& p : kConversives) {
    fingerprint_ = fingerprint_ * 31 + fast_hash(p[1]) + fast_hash(p[0]);
    opposite_.erase(pair_hash(key(p[0]), key(p[1])));
    add_pair(loose_, std::string(p[0]), std::string(p[1]));
  }
}

std::string AlignLexicon::key(std::string_view lower_word) const {
  std::string w = lower(lower_word);
  if (auto it = lemma_.find(w); it != lemma_.end()) {
    w = it->second;
  } else if (w.size() >= 5 && w.ends_with("men") && (w.ends_with("women") || std::string_view("aiouy").find(w[w.size() - 4]) == std::string_view::npos)) {
    // Plurals in "-men": WordNet's morphology derives them by rule, not from its exception lists
    // ("women", "chairmen", "firemen"; not "specimen", "abdomen", "regimen", "acumen").
    w.replace(w.size() - 3, 3, "man");
  }
  LexicalJudge::stem_word(w);
  return w;
}

bool AlignLexicon::related(std::string_view a, std::string_view b) const {
  return a != b && related_.count(pair_hash(a, b)) > 0;
}

bool AlignLexicon::related_hashed(std::uint64_t a, std::uint64_t b) const {
  return a != b && related_.count(combine(a, b)) > 0;
}

bool AlignLexicon::loosely_related(std::string_view a, std::string_view b) const {
  return a != b && (related_.count(pair_hash(a, b)) > 0 || loose_.count(pair_hash(a, b)) > 0);
}

std::uint8_t AlignLexicon::parts(std::string_view key) const {
  const auto it = parts_.find(std::string(key));
  return it == parts_.end() ? 1 : it->second;
}

bool AlignLexicon::opposite(std::string_view a, std::string_view b) const {
  return a != b && opposite_.count(pair_hash(a, b)) > 0;
}

}  // namespace citeval::judge
