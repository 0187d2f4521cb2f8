#!/usr/bin/python3
"""Differential test of the meta-evaluation statistics against SciPy and scikit-learn.

Generates random and heavily tied scored sets with a fixed seed, runs the C++ evaluator
(meta_scores_eval FILE POLICY) on each, and checks every figure against the reference to 1e-9:
  pearson   scipy.stats.pearsonr            spearman  scipy.stats.spearmanr (average ranks)
  kendall   scipy.stats.kendalltau (tau-b)  auc_*     sklearn.metrics.roc_auc_score on the subset
                                                      with the two levels, higher level positive
  auc_macro mean of the three               ndcg@k    sklearn.metrics.ndcg_score(k=k) per group
                                                      (ignore_ties=False), mean over groups
Undefined cases must be null in our report exactly where the reference is NaN / raises.
Groups with one candidate are left out of NDCG (sklearn refuses them); groups whose candidates are
all "no support" are left out under policy "skip" and count as sklearn's 0 under "zero".

Usage: meta_oracle.py PATH/TO/meta_scores_eval
"""
import json
import math
import os
import subprocess
import sys
import tempfile
import warnings

import numpy as np
from scipy import stats
from sklearn.metrics import ndcg_score, roc_auc_score

warnings.filterwarnings("ignore")
TOL = 1e-9


def reference(groups, scores, labels, policy):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    out = {}

    def corr(fn):
        if len(s) < 2:
            return None
        v = fn()
        return None if v is None or math.isnan(v) else float(v)

    out["pearson"] = corr(lambda: stats.pearsonr(s, y)[0])
    out["spearman"] = corr(lambda: stats.spearmanr(s, y).correlation)
    out["kendall"] = corr(lambda: stats.kendalltau(s, y).correlation)
    for key, pos, neg in (("auc_fs_ns", 2, 0), ("auc_fs_ps", 2, 1), ("auc_ps_ns", 1, 0)):
        m = (y == pos) | (y == neg)
        yy = y[m] == pos
        out[key] = float(roc_auc_score(yy, s[m])) if yy.any() and (~yy).any() else None
    aucs = [out["auc_fs_ns"], out["auc_fs_ps"], out["auc_ps_ns"]]
    out["auc_macro"] = None if None in aucs else sum(aucs) / 3.0
    by_group = {}
    for g, sc, l in zip(groups, s, y):
        by_group.setdefault(g, ([], []))
        by_group[g][0].append(l)
        by_group[g][1].append(sc)
    for k in (5, 10, 20):
        vals = []
        for rel, sc in by_group.values():
            if len(rel) < 2:
                continue
            if max(rel) == 0 and policy == "skip":
                continue
            vals.append(ndcg_score([rel], [sc], k=k))
        out[f"ndcg@{k}"] = float(np.mean(vals)) if vals else None
    return out


def run_case(binary, name, groups, scores, labels, failures):
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as f:
        for g, sc, l in zip(groups, scores, labels):
            f.write(json.dumps({"group": g, "score": float(sc), "label": int(l)}) + "\n")
        path = f.name
    try:
        for policy in ("skip", "zero"):
            proc = subprocess.run([binary, path, policy], capture_output=True, text=True)
            if proc.returncode != 0:
                failures.append(f"{name}/{policy}: exit {proc.returncode}: {proc.stderr.strip()}")
                continue
            ours = json.loads(proc.stdout)
            ref = reference(groups, scores, labels, policy)
            for key, want in ref.items():
                got = ours.get(key)
                if key.startswith("auc_") and want is not None:
                    want *= ours["auc_scale"]  # the paper's percent (Table 3)
                if want is None or got is None:
                    if not (want is None and got is None):
                        failures.append(f"{name}/{policy} {key}: ours {got} reference {want}")
                    elif key not in ours["undefined"] or not ours["undefined"][key]:
                        failures.append(f"{name}/{policy} {key}: null without a reason")
                elif abs(got - want) > TOL:
                    failures.append(f"{name}/{policy} {key}: ours {got!r} reference {want!r}")
    finally:
        os.unlink(path)


def make_groups(rng, n, max_size):
    groups = []
    g = 0
    while len(groups) < n:
        size = int(rng.integers(1, max_size + 1))
        groups += [f"s{g}"] * size
        g += 1
    groups = groups[:n]
    return groups


def main():
    binary = sys.argv[1]
    rng = np.random.default_rng(20240603)
    failures = []
    cases = 0
    # Random continuous scores, random levels.
    for t in range(8):
        n = int(rng.integers(50, 1500))
        groups = make_groups(rng, n, int(rng.integers(2, 40)))
        labels = rng.choice(3, size=n, p=rng.dirichlet([1, 1, 1]))
        scores = rng.random(n) + 0.3 * labels * rng.random()
        run_case(binary, f"random{t}", groups, scores, labels, failures)
        cases += 1
    # Heavily tied: a few score values, levels correlated with them.
    for t in range(8):
        n = int(rng.integers(20, 1000))
        groups = make_groups(rng, n, int(rng.integers(2, 30)))
        labels = rng.choice(3, size=n, p=rng.dirichlet([2, 1, 2]))
        values = int(rng.integers(2, 6))
        scores = np.floor((rng.random(n) + 0.4 * labels) * values) / values
        run_case(binary, f"tied{t}", groups, scores, labels, failures)
        cases += 1
    # Binary scores (a label-only judge), large groups crossing the cutoffs.
    for t in range(4):
        n = int(rng.integers(100, 800))
        groups = make_groups(rng, n, 60)
        labels = rng.choice(3, size=n)
        scores = (rng.random(n) < 0.2 + 0.3 * labels).astype(float)
        run_case(binary, f"binary{t}", groups, scores, labels, failures)
        cases += 1
    # Scores far from 0 (Pearson must centre without cancellation), and logit-like wide ranges.
    n = 1200
    groups = make_groups(rng, n, 12)
    labels = rng.choice(3, size=n)
    run_case(binary, "offset", groups, 1e6 + rng.random(n) + 0.1 * labels, labels, failures)
    run_case(binary, "wide", groups, rng.standard_normal(n) * 10.0 ** rng.integers(-6, 6, size=n), labels, failures)
    cases += 2
    # Small and degenerate sets: the reference's NaN / one-class cases must be null.
    special = {
        "two_items": (["a", "a"], [0.2, 0.7], [0, 2]),
        "one_item": (["a"], [0.5], [2]),
        "constant_scores": (["a", "a", "b", "b"], [0.5] * 4, [0, 1, 2, 2]),
        "constant_labels": (["a", "a", "b"], [0.1, 0.9, 0.3], [1, 1, 1]),
        "no_partial": (["a", "a", "b", "b", "b"], [0.1, 0.9, 0.3, 0.3, 0.8], [0, 2, 0, 2, 2]),
        "all_none_groups": (["a", "a", "b", "b"], [0.1, 0.9, 0.3, 0.2], [0, 0, 0, 1]),
        "singletons": (["a", "b", "c"], [0.1, 0.9, 0.3], [0, 2, 1]),
        "negative_scores": (["a"] * 5, [-3.0, -1e-3, 0.0, 2.5, -3.0], [0, 1, 1, 2, 2]),
    }
    for name, (g, s, l) in special.items():
        run_case(binary, name, g, s, l, failures)
        cases += 1
    if failures:
        print(f"{len(failures)} mismatches:")
        for f in failures[:50]:
            print("  " + f)
        return 1
    print(f"meta statistics match scipy/sklearn to {TOL} on {cases} cases x 2 NDCG policies")
    return 0


if __name__ == "__main__":
    sys.exit(main())
