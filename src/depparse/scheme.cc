#include "depparse/scheme.h"

#include <algorithm>
#include <string>
#include <string_view>

namespace citeval::parse {
namespace {

std::string_view base_of(std::string_view rel) {
  auto colon = rel.find(':');
  return colon == std::string_view::npos ? rel : rel.substr(0, colon);
}

bool is_negation(const ConlluWord& w) {
  std::string lemma = w.lemma;
  std::transform(lemma.begin(), lemma.end(), lemma.begin(), [](unsigned char c) { return std::tolower(c); });
  return lemma == "not" || lemma == "never" || lemma == "n't";
}

// spaCy label for a UD relation (before structural changes).
std::string rename(const ConlluWord& w, bool has_case) {
  const std::string& r = w.deprel;
  std::string_view b = base_of(r);
  if (r == "root") return "ROOT";
  if (r == "obj") return "dobj";
  if (r == "iobj") return "dative";
  if (r == "nsubj:pass") return "nsubjpass";
  if (r == "nsubj:outer") return "nsubj";
  if (r == "csubj:pass") return "csubjpass";
  if (r == "csubj:outer") return "csubj";
  if (r == "aux:pass") return "auxpass";
  if (r == "compound:prt") return "prt";
  if (r == "nmod:poss") return "poss";
  if (r == "acl:relcl") return "relcl";
  if (r == "advcl:relcl") return "advcl";
  if (b == "flat") return "compound";
  if (r == "det:predet") return "predet";
  if (r == "cc:preconj") return "preconj";
  if (r == "discourse") return "intj";
  if (r == "vocative") return "npadvmod";
  if (r == "nmod:desc") return "compound";  // titles before names: "Dr. Lexie Grey"
  if (r == "mark" && w.upos == "PART" && is_negation(w) == false && (w.lemma == "to" || w.form == "to"))
    return "aux";
  if (b == "advmod" && is_negation(w)) return "neg";
  if (has_case && (b == "advcl" || b == "acl")) return "prep";  // see prepositional_mark()
  if (b == "obl" || b == "nmod") {
    if (r == "obl:agent") return "agent";
    // A nominal with a preposition becomes pobj later; a bare one is an adverbial NP.
    if (has_case) return "prep";
    return r == "nmod" ? "nmod" : "npadvmod";
  }
  if (r == "goeswith" || r == "reparandum" || r == "orphan" || r == "dislocated" || r == "list")
    return "dep";
  return std::string(b == "expl" ? std::string_view("expl") : std::string_view(r));
}

// spaCy (ClearNLP) treats a preposition before a subjectless gerund clause as a preposition
// with a `pcomp` ("before leaving", "by using it", "the idea of going"), where UD has `mark`:
// true when d is such a mark of the clause p. Finite clauses ("after he left") keep `mark`.
bool prepositional_mark(const ConlluSentence& s, const std::vector<std::vector<int>>& kids, int p, int d) {
  static constexpr std::string_view kPrepositions[] = {
      "about", "after", "against", "at", "before", "besides", "by", "despite", "for", "from", "in",
      "into", "of", "on", "over", "since", "through", "to", "towards", "upon", "with", "without"};
  const auto& wd = s.words[d - 1];
  const auto& wp = s.words[p - 1];
  if (wd.deprel != "mark" || wp.xpos != "VBG" || d > p) return false;
  std::string lower = wd.form;
  std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
  if (std::find(std::begin(kPrepositions), std::end(kPrepositions), lower) == std::end(kPrepositions)) return false;
  for (int k : kids[p]) {
    std::string_view b = base_of(s.words[k - 1].deprel);
    if (b == "nsubj" || b == "csubj" || b == "expl" || b == "cop") return false;
    if (k != d && b == "mark") return false;  // "for him to go", several marks: leave as is
  }
  return true;
}

// Relations of a copular predicate that belong to the clause and move to the copula.
bool is_clause_level(std::string_view rel) {
  std::string_view b = base_of(rel);
  return b == "nsubj" || b == "csubj" || b == "expl" || b == "aux" || b == "mark" ||
         b == "advcl" || b == "parataxis" || b == "discourse" || b == "vocative" ||
         b == "ccomp" || b == "cop" || b == "dislocated";
}

// A copula over a verb ("it was about how he could ...") marks a clausal predicate.
bool is_clausal_predicate(const ConlluWord& w) { return w.upos == "VERB"; }

}  // namespace

bool is_projective(const std::vector<int>& heads) {
  const int n = static_cast<int>(heads.size());
  for (int i = 1; i <= n; ++i) {
    int h = heads[i - 1];
    if (h < 0) continue;
    int lo = std::min(i, h), hi = std::max(i, h);
    for (int j = lo + 1; j < hi; ++j) {
      int hj = heads[j - 1];
      if (hj < 0) continue;
      if (hj < lo || hj > hi) return false;  // j inside the arc, its head outside
    }
  }
  return true;
}

namespace {

// UD heads a flat name on its first word ("Lexie <-flat- Grey"); spaCy on its last
// ("Lexie -compound-> Grey"). Moves the group's head and outside dependents to the last word.
ConlluSentence invert_flat(const ConlluSentence& in) {
  ConlluSentence s = in;
  const int n = static_cast<int>(s.words.size());
  std::vector<int> orig_head(n + 1, 0);
  for (int i = 1; i <= n; ++i) orig_head[i] = in.words[i - 1].head;
  for (int h = 1; h <= n; ++h) {
    if (base_of(in.words[h - 1].deprel) == "flat") continue;
    int last = h;
    for (int d = h + 1; d <= n; ++d)
      if (orig_head[d] == h && base_of(in.words[d - 1].deprel) == "flat") last = d;
    if (last == h) continue;
    auto& wl = s.words[last - 1];
    auto& wh = s.words[h - 1];
    wl.head = wh.head;
    wl.deprel = wh.deprel;
    wh.head = last;
    wh.deprel = "flat";
    for (int d = 1; d <= n; ++d)
      if (d != last && orig_head[d] == h) s.words[d - 1].head = last;
  }
  return s;
}

// UD attaches a comma that delimits a modifier phrase to the phrase's head ("In 2010 <-,"
// then "left"; "X , <-while ... contain"); spaCy (ClearNLP, from constituency trees) attaches it
// to the head of the constituent holding both, i.e. the word the phrase modifies ("In 2010 ,
// he left": the comma is punct of "left"; the paper's "come in packs of 25 , while ..." puts it
// on "come"). A comma moves up one level when it lies outside the non-punctuation span of its
// head x and x's relation is one of these modifiers; subjects, objects, amod and conj keep
// UD's placement (conjunct commas are handled by the coordination rule), and so does
// parataxis: ", he said ," is a parenthetical whose commas stay on its head, as in the
// constituency trees spaCy's scheme comes from. A move that would make the tree
// non-projective is not made.
bool delimits_modifier(std::string_view rel) {
  std::string_view b = base_of(rel);
  if (rel == "nmod:poss") return false;
  return b == "obl" || b == "advcl" || b == "advmod" || b == "discourse" || b == "vocative" ||
         b == "nmod" || b == "appos" || b == "acl" || b == "ccomp";
}

// Returns, per word (1-based), the modifier a lifted comma delimited (0 if not lifted).
std::vector<int> lift_delimiting_commas(ConlluSentence& s) {
  const int n = static_cast<int>(s.words.size());
  auto& w = s.words;
  std::vector<std::vector<int>> kids(n + 1);
  for (int i = 1; i <= n; ++i) kids[std::max(0, w[i - 1].head)].push_back(i);
  const bool was_projective = is_projective(s.heads());
  std::vector<int> lifted(n + 1, 0);
  for (int c = 1; c <= n; ++c) {
    if (w[c - 1].form != "," || w[c - 1].deprel != "punct") continue;
    const int x = w[c - 1].head;
    if (x <= 0 || w[x - 1].head <= 0 || !delimits_modifier(w[x - 1].deprel)) continue;
    // The span of x without its own punctuation children.
    int lo = x, hi = x;
    std::vector<int> todo{x};
    while (!todo.empty()) {
      int y = todo.back();
      todo.pop_back();
      for (int k : kids[y]) {
        if (y == x && w[k - 1].upos == "PUNCT") continue;
        lo = std::min(lo, k);
        hi = std::max(hi, k);
        todo.push_back(k);
      }
    }
    if (lo <= c && c <= hi) continue;  // inside the phrase: not a delimiter
    w[c - 1].head = w[x - 1].head;
    lifted[c] = x;
    if (was_projective && !is_projective(s.heads())) {
      w[c - 1].head = x;
      lifted[c] = 0;
    }
  }
  return lifted;
}

}  // namespace

ConlluSentence ud_to_spacy(const ConlluSentence& ud_in) {
  ConlluSentence ud = invert_flat(ud_in);
  const std::vector<int> lifted = lift_delimiting_commas(ud);
  const int n = static_cast<int>(ud.words.size());
  const auto& w = ud.words;
  // 1-based arrays; index 0 is the root.
  std::vector<std::vector<int>> kids(n + 1);
  for (int i = 1; i <= n; ++i) kids[std::max(0, w[i - 1].head)].push_back(i);

  // Per word: its copula (first cop child) and the chain of case words that take its place.
  std::vector<int> cop(n + 1, 0);
  std::vector<std::vector<int>> chain(n + 1);  // case words (and their fixed children) in order
  std::vector<char> in_chain(n + 1, 0);
  for (int p = 1; p <= n; ++p) {
    for (int d : kids[p]) {
      const auto& wd = w[d - 1];
      if (wd.deprel == "cop" && cop[p] == 0) cop[p] = d;
      if ((wd.deprel == "case" && wd.upos != "PART" && w[p - 1].deprel != "nmod:poss") ||
          prepositional_mark(ud, kids, p, d)) {
        chain[p].push_back(d);
        for (int f : kids[d])
          if (w[f - 1].deprel == "fixed") chain[p].push_back(f);
      }
    }
    std::sort(chain[p].begin(), chain[p].end());
    for (int c : chain[p]) in_chain[c] = 1;
  }
  // top(x): the word that occupies x's position in the converted tree.
  auto top = [&](int x) {
    if (x == 0) return 0;
    if (cop[x]) return cop[x];
    if (!chain[x].empty()) return chain[x].front();
    return x;
  };

  int last_word = n;  // the last non-punctuation word
  while (last_word > 1 && w[last_word - 1].upos == "PUNCT") --last_word;

  std::vector<int> head(n + 1, 0);
  std::vector<std::string> rel(n + 1);
  for (int i = 1; i <= n; ++i) {
    head[i] = w[i - 1].head;
    rel[i] = rename(w[i - 1], !chain[i].empty());
  }

  for (int d = 1; d <= n; ++d) {
    const auto& wd = w[d - 1];
    int h = wd.head;
    if (in_chain[d] || (h > 0 && cop[h] == d)) continue;  // placed with their predicate
    // Where d attaches within h's promoted structure.
    int attach = h;
    if (h > 0 && cop[h]) {
      const int c = cop[h];
      std::string_view b = base_of(wd.deprel);
      // Whether dependent e of the copular predicate h belongs to the clause (the copula).
      auto clause_dependent = [&](int e) {
        const auto& we = w[e - 1];
        std::string_view be = base_of(we.deprel);
        // A dependent on the other side of the copula from the predicate must move to keep the
        // tree projective ("Among the proponents were X", "how painful it must be for them").
        if (std::min(e, h) < c && c < std::max(e, h)) return true;
        if (is_clausal_predicate(w[h - 1]))
          // "The hope may be that X can be offered": the predicate is a clause with its own
          // subject and auxiliaries; only the outer subject belongs to the copula.
          return we.deprel == "nsubj:outer" || we.deprel == "csubj:outer";
        if (is_clause_level(we.deprel)) return true;
        if (be == "advmod" && is_negation(we)) return true;
        if (be == "obl" && w[h - 1].upos != "ADJ" && w[h - 1].upos != "ADV") return true;
        if (be == "conj" && (top(e) != e || we.upos == "VERB" || we.upos == "AUX")) return true;
        // After a prepositional predicate ("is on the phone with X too"), adverbs modify the clause.
        return be == "advmod" && !chain[h].empty() && e > h;
      };
      bool move = clause_dependent(d);
      // Sentence-closing punctuation moves; NP-internal punctuation stays; a lifted comma
      // goes where the modifier it delimits goes.
      if (b == "punct" && d > last_word) move = true;
      if (lifted[d] && clause_dependent(lifted[d])) move = true;
      if (move) attach = c;
      // Between the copula and a promoted preposition ("is partly about X"): under the preposition.
      else if (!chain[h].empty() && d < chain[h].front()) attach = chain[h].front();
    } else if (h > 0 && !chain[h].empty() && d < chain[h].front()) {
      // Left of the promoted preposition ("just after midnight", a cc or comma before it):
      // attaching to the preposition keeps the tree projective, as in spaCy.
      attach = chain[h].front();
    }
    if (base_of(wd.deprel) == "conj" && top(d) != d && h > 0) attach = top(h);

    // Build d's own structure under `attach`.
    int cur_top = top(d);
    head[cur_top] = attach;
    rel[cur_top] = rename(wd, !chain[d].empty());
    int parent = cur_top;
    if (cop[d]) {
      if (chain[d].empty()) {
        head[d] = cop[d];
        const std::string& up = wd.upos;
        rel[d] = is_clausal_predicate(wd) ? "ccomp" : (up == "ADJ" || up == "ADV") ? "acomp" : "attr";
      } else {
        head[chain[d].front()] = cop[d];
        rel[chain[d].front()] = "prep";
      }
    }
    if (!chain[d].empty()) {
      parent = chain[d].front();
      for (std::size_t k = 1; k < chain[d].size(); ++k) {
        head[chain[d][k]] = parent;
        rel[chain[d][k]] = "prep";
        parent = chain[d][k];
      }
      head[d] = parent;
      rel[d] = w[chain[d].back() - 1].deprel == "mark" || w[chain[d].front() - 1].deprel == "mark" ? "pcomp" : "pobj";
    }
  }

  // Coordination: chain the conjuncts of each head and move cc / punct back one conjunct.
  std::vector<std::vector<int>> conj_of(n + 1);
  for (int i = 1; i <= n; ++i)
    if (rel[i] == "conj" && head[i] > 0 && head[i] < i) conj_of[head[i]].push_back(i);
  for (int h = 1; h <= n; ++h) {
    auto& cs = conj_of[h];
    if (cs.empty()) continue;
    std::sort(cs.begin(), cs.end());
    int prev = h;
    for (int c : cs) {
      head[c] = prev;
      // cc / punct between the previous conjunct and c that hang on c move to prev, if they
      // precede c's other left dependents (else the arc would cross them).
      int first_other = c;
      for (int t = prev + 1; t < c; ++t)
        if (head[t] == c && rel[t] != "cc" && rel[t] != "punct") {
          first_other = t;
          break;
        }
      for (int t = prev + 1; t < first_other; ++t)
        if (head[t] == c && (rel[t] == "cc" || rel[t] == "punct")) head[t] = prev;
      prev = c;
    }
  }

  ConlluSentence out = ud;
  for (int i = 1; i <= n; ++i) {
    out.words[i - 1].head = head[i];
    out.words[i - 1].deprel = head[i] == 0 ? "ROOT" : rel[i];
    out.words[i - 1].deps.assign(1, '_');
  }
  return out;
}

}  // namespace citeval::parse
