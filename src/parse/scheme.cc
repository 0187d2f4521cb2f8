#include "parse/scheme.h"

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
  if (r == "nmod:desc") return "nmod";
  if (r == "mark" && w.upos == "PART" && is_negation(w) == false && (w.lemma == "to" || w.form == "to"))
    return "aux";
  if (b == "advmod" && is_negation(w)) return "neg";
  if (b == "obl" || b == "nmod") {
    if (r == "obl:agent") return "agent";
    // A nominal with a preposition becomes pobj later; a bare one is an adverbial NP.
    return has_case ? (b == "obl" ? "prep" : "prep") : (b == "nmod" && r == "nmod" ? "nmod" : "npadvmod");
  }
  if (r == "goeswith" || r == "reparandum" || r == "orphan" || r == "dislocated" || r == "list")
    return "dep";
  return std::string(b == "expl" ? std::string_view("expl") : std::string_view(r));
}

// Relations of a copular predicate that belong to the clause and move to the copula.
bool is_clause_level(std::string_view rel) {
  std::string_view b = base_of(rel);
  return b == "nsubj" || b == "csubj" || b == "expl" || b == "aux" || b == "mark" ||
         b == "advcl" || b == "parataxis" || b == "discourse" || b == "vocative" ||
         b == "ccomp" || b == "cop" || b == "dislocated";
}

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

ConlluSentence ud_to_spacy(const ConlluSentence& ud) {
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
      if (wd.deprel == "case" && wd.upos != "PART" && w[p - 1].deprel != "nmod:poss") {
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
      bool move = is_clause_level(wd.deprel);
      if (b == "advmod" && (is_negation(wd) || d < c)) move = true;
      if (b == "obl" && (d < c || (w[h - 1].upos != "ADJ" && w[h - 1].upos != "ADV"))) move = true;
      if (b == "conj" && (top(d) != d || wd.upos == "VERB" || wd.upos == "AUX")) move = true;
      // Clause punctuation (before the copula, or closing the sentence) moves; NP-internal stays.
      if (b == "punct" && (d < c || d > last_word)) move = true;
      if (b == "cc" && d < c) move = true;
      if (move) attach = c;
    } else if (h > 0 && !chain[h].empty()) {
      std::string_view b = base_of(wd.deprel);
      if ((b == "conj" && top(d) != d) || ((b == "cc" || b == "punct") && d < chain[h].front()))
        attach = chain[h].front();
    } else if (h > 0 && base_of(wd.deprel) == "conj") {
      attach = h;
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
        rel[d] = (up == "ADJ" || up == "ADV") ? "acomp" : "attr";
      } else {
        head[chain[d].front()] = cop[d];
        rel[chain[d].front()] = "prep";
      }
    }
    if (!chain[d].empty()) {
      if (!cop[d] && rel[cur_top] == "agent") {
        // obl:agent: the preposition "by" is the agent.
      } else if (!cop[d] && (base_of(wd.deprel) == "obl" || base_of(wd.deprel) == "nmod")) {
        rel[cur_top] = "prep";
      }
      parent = chain[d].front();
      for (std::size_t k = 1; k < chain[d].size(); ++k) {
        head[chain[d][k]] = parent;
        rel[chain[d][k]] = "prep";
        parent = chain[d][k];
      }
      head[d] = parent;
      rel[d] = "pobj";
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
      // cc / punct between the previous conjunct and c that hang on c move to prev.
      for (int t = 1; t < c; ++t) {
        if (head[t] == c && t > prev && (rel[t] == "cc" || rel[t] == "punct")) head[t] = prev;
      }
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
