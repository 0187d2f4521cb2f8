#include "claims/claim_extractor.h"

#include <algorithm>

#include <fmt/format.h>

namespace citeval::claims {

const char* cut_step_name(CutStep step) {
  switch (step) {
    case CutStep::kLcaIsI: return "lca_is_i";
    case CutStep::kLcaIsJ: return "lca_is_j";
    case CutStep::kSepBeforeFronted: return "sep_before_fronted";
    case CutStep::kSepBeforeRemove: return "sep_before_remove";
    case CutStep::kSepAfterFronted: return "sep_after_fronted";
    case CutStep::kSepAfterReplace: return "sep_after_replace";
    case CutStep::kNoSepRoot: return "nosep_root";
    case CutStep::kNoSepRemove: return "nosep_remove";
    case CutStep::kSkipped: return "skipped";
  }
  return "?";
}

Status validate_claim_tree(const ClaimTree& tree, const std::string& where) {
  const std::size_t n = tree.tokens.size();
  auto err = [&](std::string field, std::string msg) {
    return make_error(ErrorCode::kInvalidField, std::move(msg), where, 0, std::move(field));
  };
  if (n == 0) return err("tokens", "a tree needs at least one token");
  if (tree.heads.size() != n) {
    return err("heads", fmt::format("{} heads for {} tokens", tree.heads.size(), n));
  }
  if (tree.deps.size() != n) return err("deps", fmt::format("{} deps for {} tokens", tree.deps.size(), n));
  if (!tree.spans.empty() && tree.spans.size() != n) {
    return err("spans", fmt::format("{} spans for {} tokens", tree.spans.size(), n));
  }
  int root = -1;
  for (std::size_t i = 0; i < n; ++i) {
    int h = tree.heads[i];
    if (h < -1 || h >= static_cast<int>(n) || h == static_cast<int>(i)) {
      return err(fmt::format("heads[{}]", i), fmt::format("head {} out of range for {} tokens", h, n));
    }
    if (h == -1) {
      if (root >= 0) return err(fmt::format("heads[{}]", i), fmt::format("second root (first: token {})", root));
      root = static_cast<int>(i);
    }
  }
  if (root < 0) return err("heads", "no root (head -1)");
  // Every token must reach the root within n steps, otherwise there is a cycle.
  for (std::size_t i = 0; i < n; ++i) {
    int v = static_cast<int>(i);
    std::size_t steps = 0;
    while (v != root && steps <= n) {
      v = tree.heads[static_cast<std::size_t>(v)];
      ++steps;
    }
    if (v != root) return err(fmt::format("heads[{}]", i), "cycle: the token does not reach the root");
  }
  std::vector<char> used(n, 0);
  for (std::size_t c = 0; c < tree.citations.size(); ++c) {
    int t = tree.citations[c].token;
    if (t < 0 || t >= static_cast<int>(n)) {
      return err(fmt::format("citations[{}].token", c), fmt::format("token {} out of range for {} tokens", t, n));
    }
    if (used[static_cast<std::size_t>(t)]) {
      return err(fmt::format("citations[{}].token", c), fmt::format("token {} carries two citation groups", t));
    }
    used[static_cast<std::size_t>(t)] = 1;
  }
  return Ok{};
}

namespace {

constexpr int kDetached = -2;

// The mutable copy T' of the tree: parent pointers (kDetached once cut away), relations and the
// current root. Sentences are short (the pipeline falls back above 50 words), so walks up the
// parent chain are cheaper than maintaining child lists.
class WorkTree {
 public:
  WorkTree(const ClaimTree& t) : tree_(t), par_(t.heads), rel_(t.tokens.size()), mark_(t.tokens.size(), 0) {
    for (std::size_t i = 0; i < par_.size(); ++i) {
      rel_[i] = &t.deps[i];
      if (par_[i] == -1) root_ = static_cast<int>(i);
    }
  }

  int root() const { return root_; }
  bool alive(int x) const {
    while (x != root_) {
      x = par_[static_cast<std::size_t>(x)];
      if (x < 0) return false;
    }
    return true;
  }
  bool contains(int sub, int x) const {
    for (; x >= 0; x = par_[static_cast<std::size_t>(x)]) {
      if (x == sub) return true;
    }
    return false;
  }
  int lca(int a, int b) {
    ++stamp_;
    for (int v = a; v >= 0; v = par_[static_cast<std::size_t>(v)]) mark_[static_cast<std::size_t>(v)] = stamp_;
    int v = b;
    while (mark_[static_cast<std::size_t>(v)] != stamp_) v = par_[static_cast<std::size_t>(v)];
    return v;
  }
  // The child of `anc` whose subtree holds x (x != anc, anc an ancestor of x).
  int child_toward(int anc, int x) const {
    while (par_[static_cast<std::size_t>(x)] != anc) x = par_[static_cast<std::size_t>(x)];
    return x;
  }
  const std::string& rel(int x) const { return *rel_[static_cast<std::size_t>(x)]; }
  const std::string& word(int x) const { return tree_.tokens[static_cast<std::size_t>(x)]; }
  int parent(int x) const { return par_[static_cast<std::size_t>(x)]; }
  std::size_t size() const { return par_.size(); }

  void detach(int x) { par_[static_cast<std::size_t>(x)] = kDetached; }
  void make_root(int x) {
    par_[static_cast<std::size_t>(x)] = -1;
    root_ = x;
  }
  // x takes y's place under y's parent, with y's relation; y (and its other children) go.
  void take_place(int x, int y) {
    if (y == root_) {
      make_root(x);
      return;
    }
    par_[static_cast<std::size_t>(x)] = par_[static_cast<std::size_t>(y)];
    rel_[static_cast<std::size_t>(x)] = rel_[static_cast<std::size_t>(y)];
    detach(y);
  }
  // myparser.py's version: x is re-attached with no relation (None), and when y is the root
  // the parent lookup returns the root itself, so nothing is removed.
  void take_place_reference(int x, int y) {
    static const std::string kNone;
    rel_[static_cast<std::size_t>(x)] = &kNone;
    if (y == root_) return;
    par_[static_cast<std::size_t>(x)] = par_[static_cast<std::size_t>(y)];
    detach(y);
  }

 private:
  const ClaimTree& tree_;
  std::vector<int> par_;
  std::vector<const std::string*> rel_;
  std::vector<unsigned> mark_;
  unsigned stamp_ = 0;
  int root_ = -1;
};

bool is_fronted(const WorkTree& w, int lca, int subtree) {
  const std::string& r = w.rel(subtree);
  return lca == w.root() && (r == "prep" || r == "advcl") && w.contains(subtree, 0);
}

}  // namespace

Result<std::vector<Claim>> extract_claims(const ClaimTree& tree, const ExtractOptions& options,
                                          std::vector<std::vector<CutTrace>>* trace) {
  if (auto st = validate_claim_tree(tree); !st) return st.error();
  std::vector<Claim> claims;
  claims.reserve(tree.citations.size());
  if (trace) trace->assign(tree.citations.size(), {});
  for (std::size_t ci = 0; ci < tree.citations.size(); ++ci) {
    const int node_i = tree.citations[ci].token;
    WorkTree w(tree);
    for (std::size_t cj = 0; cj < tree.citations.size(); ++cj) {
      if (cj == ci) continue;
      const int node_j = tree.citations[cj].token;
      CutTrace t;
      t.other_token = node_j;
      if (!w.alive(node_j)) {
        if (trace) (*trace)[ci].push_back(std::move(t));
        continue;
      }
      const int lca = w.lca(node_i, node_j);
      t.lca = lca;
      if (lca == node_i) {
        t.subtree_j = w.child_toward(lca, node_j);
        t.step = CutStep::kLcaIsI;
        w.detach(t.subtree_j);
      } else if (lca == node_j) {
        t.subtree_i = w.child_toward(lca, node_i);
        t.step = CutStep::kLcaIsJ;
        if (options.reference_code) {
          w.take_place_reference(t.subtree_i, lca);
        } else {
          w.take_place(t.subtree_i, lca);
        }
      } else {
        const int ti = w.child_toward(lca, node_i);
        const int tj = w.child_toward(lca, node_j);
        t.subtree_i = ti;
        t.subtree_j = tj;
        const int lo = std::min(ti, tj), hi = std::max(ti, tj);
        for (int c = lo + 1; c < hi; ++c) {
          if (w.parent(c) != lca) continue;
          const std::string& r = w.rel(c);
          if (w.word(c) == "," || r == "cc" || r == "CC") t.separators.push_back(c);
        }
        auto remove_j_and_c = [&] {
          w.detach(tj);
          for (int c : t.separators) w.detach(c);
        };
        if (!t.separators.empty()) {
          if (ti < tj) {
            if (is_fronted(w, lca, ti)) {
              t.step = CutStep::kSepBeforeFronted;
              w.make_root(ti);
            } else {
              t.step = CutStep::kSepBeforeRemove;
              remove_j_and_c();
            }
          } else if (is_fronted(w, lca, tj)) {
            t.step = CutStep::kSepAfterFronted;
            remove_j_and_c();
          } else {
            t.step = CutStep::kSepAfterReplace;
            if (options.reference_code && lca != w.root()) {
              for (int c = 0; c < static_cast<int>(w.size()); ++c) {
                if (c != ti && w.parent(c) == lca) w.detach(c);
              }
            } else {
              w.make_root(ti);
            }
          }
        } else if (lca == w.root()) {
          t.step = CutStep::kNoSepRoot;
          w.make_root(ti);
        } else {
          t.step = CutStep::kNoSepRemove;
          w.detach(tj);
        }
      }
      if (trace) (*trace)[ci].push_back(std::move(t));
    }
    Claim claim;
    claim.citations = tree.citations[ci].ids;
    claim.citation_token = node_i;
    claim.citation_source = tree.citations[ci].source;
    for (int k = 0; k < static_cast<int>(tree.tokens.size()); ++k) {
      if (!w.alive(k)) continue;
      claim.token_ids.push_back(k);
      if (!claim.tokens_joined.empty()) claim.tokens_joined += ' ';
      claim.tokens_joined += tree.tokens[static_cast<std::size_t>(k)];
    }
    claims.push_back(std::move(claim));
  }
  return claims;
}

}  // namespace citeval::claims
