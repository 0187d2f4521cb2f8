"""Differential test of the claim extraction: random trees through `citeval claims --format trees`
against this independent Python implementation of the same cuts (ALiICE Algorithm 1 + Appendix
C, as documented in src/claims/claim_extractor.h), written over child lists and recursion where
the C++ uses parent arrays.

usage: claims_oracle.py --citeval BUILD/src/cli/citeval [--cases N] [--seed S]
Exit status 0 iff every claim of every case matches (tokens_joined and citations).
"""
import argparse
import json
import random
import subprocess
import sys
import tempfile

LABELS = ["prep", "advcl", "cc", "punct", "conj", "nsubj", "dobj", "pobj", "amod", "CC", "det"]


class Tree:
    def __init__(self, tokens, heads, deps):
        self.tokens = tokens
        self.rel = dict(enumerate(deps))
        self.children = {i: [] for i in range(len(tokens))}
        self.parent = {}
        for i, h in enumerate(heads):
            self.parent[i] = None if h < 0 else h
            if h < 0:
                self.root = i
            else:
                self.children[h].append(i)

    def subtree(self, x):
        out = {x}
        for c in self.children[x]:
            out |= self.subtree(c)
        return out

    def path_to_root(self, x):
        path = [x]
        while self.parent[path[-1]] is not None:
            path.append(self.parent[path[-1]])
        return path

    def cut(self, x):  # detach x's subtree
        p = self.parent[x]
        self.children[p].remove(x)
        self.parent[x] = None

    def make_root(self, x):
        if self.parent[x] is not None:
            self.children[self.parent[x]].remove(x)
        self.parent[x] = None
        self.root = x


def claims(tokens, heads, deps, cites):
    result = []
    for i, ids in cites:
        t = Tree(tokens, heads, deps)
        for j, _ in cites:
            if j == i or j not in t.subtree(t.root):
                continue
            pi, pj = t.path_to_root(i), t.path_to_root(j)
            lca = next(v for v in pi if v in pj)
            if lca == i:
                t.cut(pj[pj.index(lca) - 1])
            elif lca == j:
                ti = pi[pi.index(lca) - 1]
                if lca == t.root:
                    t.make_root(ti)
                else:
                    p = t.parent[lca]
                    t.cut(lca)
                    t.children[lca].remove(ti)
                    t.children[p].append(ti)
                    t.parent[ti] = p
                    t.rel[ti] = t.rel[lca]
            else:
                ti, tj = pi[pi.index(lca) - 1], pj[pj.index(lca) - 1]
                lo, hi = min(ti, tj), max(ti, tj)
                seps = [c for c in t.children[lca]
                        if lo < c < hi and (t.tokens[c] == "," or t.rel[c] in ("cc", "CC"))]

                def fronted(x):
                    return lca == t.root and t.rel[x] in ("prep", "advcl") and 0 in t.subtree(x)

                if seps:
                    if ti < tj and fronted(ti):
                        t.make_root(ti)
                    elif ti < tj or fronted(tj):
                        for x in [tj] + seps:
                            t.cut(x)
                    else:
                        t.make_root(ti)
                elif lca == t.root:
                    t.make_root(ti)
                else:
                    t.cut(tj)
        kept = sorted(t.subtree(t.root))
        result.append({"citations": ids, "tokens_joined": " ".join(tokens[k] for k in kept)})
    return result


def random_case(rng, k):
    n = rng.randint(2, 16)
    order = list(range(n))
    rng.shuffle(order)
    heads = [0] * n
    heads[order[0]] = -1
    for pos in range(1, n):
        heads[order[pos]] = order[rng.randrange(pos)]
    deps = ["ROOT" if h < 0 else rng.choice(LABELS) for h in heads]
    tokens = ["," if d == "punct" and rng.random() < 0.7 else f"w{i}" for i, d in enumerate(deps)]
    # Citation nodes: words other than the root (the pipeline falls back on a root citation).
    words = [i for i in range(n) if tokens[i] != "," and heads[i] >= 0]
    if not words:
        tokens[order[-1]] = f"w{order[-1]}"
        words = [order[-1]] if heads[order[-1]] >= 0 else []
    m = min(len(words), rng.randint(1, 4))
    cited = sorted(rng.sample(words, m))
    cites = [(c, [q + 1]) for q, c in enumerate(cited)]
    return {
        "id": f"r{k}",
        "sentence": " ".join(tokens),
        "tokens": tokens,
        "heads": heads,
        "deps": deps,
        "citations": [{"token": c, "ids": ids} for c, ids in cites],
        "expected_claims": claims(tokens, heads, deps, cites),
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--citeval", required=True)
    ap.add_argument("--cases", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=4)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    cases = [random_case(rng, k) for k in range(a.cases)]
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as f:
        for c in cases:
            f.write(json.dumps(c) + "\n")
        path = f.name
    out = subprocess.run([a.citeval, "claims", "--format", "trees", path], capture_output=True, text=True)
    if out.returncode != 0:
        print(out.stderr, file=sys.stderr)
        return 1
    got = [json.loads(line) for line in out.stdout.splitlines()]
    bad = 0
    for c, g in zip(cases, got):
        want = c["expected_claims"]
        have = [{"citations": x["citations"], "tokens_joined": x["tokens_joined"]} for x in g["claims"]]
        if have != want:
            bad += 1
            if bad <= 5:
                print(json.dumps(c), "\n  got:", have, file=sys.stderr)
    print(f"{len(cases)} random trees, {bad} mismatches")
    return 1 if bad or len(got) != len(cases) else 0


if __name__ == "__main__":
    sys.exit(main())
