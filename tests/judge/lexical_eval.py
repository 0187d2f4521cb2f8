#!/usr/bin/env python3
"""Measures a model-free judge (lexical, or align with --judge align) against human support
labels (dev splits only).

Builds (premise, hypothesis) pairs from
  WiCE dev (claim vs the cited page's sentences joined with spaces; supported / partially /
  not supported) and AttributionBench dev (claim vs its references joined with newlines;
  attributable / not),
runs `citeval judge --judge JUDGE` on them, and prints ROC-AUC (scikit-learn) and accuracy at
the judge's own threshold. With --check, fails if a figure drops below the floor recorded below
(a regression guard, set a little under the figures measured when the constants were chosen).

Measured with lexical:v1:threshold=0.7:name=2:number=2:
  WiCE supported vs not_supported (158)     AUC 0.934  acc 0.873  balanced acc 0.884
  WiCE supported vs rest (349)              AUC 0.776  acc 0.630  balanced acc 0.689
  AttributionBench (1198, balanced)         AUC 0.716  acc 0.655
The dev labels were used to choose the threshold and weights (a coarse grid; the weights barely
matter: AUC moves by < 0.02 across name/number weights 1-3), so these are not test figures.

Measured with align:v5 (src/judge/align_weights.inc; fitted on these dev labels, these very
claim-page pairs among them, so in-sample: tools/train_align_judge prints cross-validated figures):
  WiCE supported vs not_supported (158)     AUC 0.947  acc 0.804  balanced acc 0.843
  WiCE supported vs rest (349)              AUC 0.818  acc 0.739  balanced acc 0.744
  AttributionBench (1198, balanced)         AUC 0.765  acc 0.698
(align:v4: 0.953, 0.817 and 0.765; align:v3: 0.955, 0.819 and 0.766; align:v2: 0.945, 0.805
and 0.761.)

Usage: lexical_eval.py --citeval BUILD/src/cli/citeval --shared ../shared [--judge align] [--check]
"""
import argparse
import json
import os
import subprocess
import sys

from sklearn.metrics import roc_auc_score

FLOORS = {
    "lexical": {"wice_sup_vs_not": 0.92, "wice_sup_vs_rest": 0.76, "attributionbench": 0.70},
    "align": {"wice_sup_vs_not": 0.92, "wice_sup_vs_rest": 0.79, "attributionbench": 0.74},
}


def flatten(x):
    if isinstance(x, list):
        for y in x:
            yield from flatten(y)
    else:
        yield str(x)


def pairs(shared):
    labels = os.path.join(shared, "data", "labels")
    with open(os.path.join(labels, "wice", "claim_dev.jsonl"), encoding="utf-8") as f:
        for line in f:
            d = json.loads(line)
            yield {"premise": " ".join(d["evidence"]), "hypothesis": d["claim"],
                   "set": "wice", "gold": d["label"]}
    ab = os.path.join(labels, "attributionbench", "dev_all_subset_balanced.jsonl")
    with open(ab, encoding="utf-8") as f:
        for line in f:
            d = json.loads(line)
            yield {"premise": "\n".join(flatten(d["references"])), "hypothesis": d["claim"],
                   "set": "ab", "gold": d["attribution_label"]}


def figures(name, rows, positive):
    y = [1 if r["gold"] in positive else 0 for r in rows]
    prob = [r["prob"] for r in rows]
    label = [r["label"] for r in rows]
    auc = roc_auc_score(y, prob)
    acc = sum(int(a == b) for a, b in zip(y, label)) / len(y)
    pos = [b for a, b in zip(y, label) if a == 1]
    neg = [b for a, b in zip(y, label) if a == 0]
    bacc = 0.5 * (sum(pos) / len(pos) + (len(neg) - sum(neg)) / len(neg))
    print(f"{name:28s} n={len(rows):5d}  AUC {auc:.3f}  acc {acc:.3f}  balanced acc {bacc:.3f}")
    return auc


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--citeval", required=True)
    ap.add_argument("--shared", required=True)
    ap.add_argument("--judge", default="lexical", choices=sorted(FLOORS))
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    inp = "".join(json.dumps(p) + "\n" for p in pairs(a.shared))
    run = subprocess.run([a.citeval, "judge", "--judge", a.judge], input=inp.encode(),
                         capture_output=True, check=False)
    if run.returncode != 0:
        sys.stderr.write(run.stderr.decode())
        sys.exit(f"citeval judge failed with exit code {run.returncode}")
    rows = [json.loads(l) for l in run.stdout.decode().splitlines()]
    print(run.stderr.decode().strip().splitlines()[-1])
    wice = [r for r in rows if r["set"] == "wice"]
    ab = [r for r in rows if r["set"] == "ab"]
    got = {
        "wice_sup_vs_not": figures("WiCE supported vs not", [r for r in wice if r["gold"] != "partially_supported"], {"supported"}),
        "wice_sup_vs_rest": figures("WiCE supported vs rest", wice, {"supported"}),
        "attributionbench": figures("AttributionBench", ab, {"attributable"}),
    }
    if a.check:
        low = {k: v for k, v in got.items() if v < FLOORS[a.judge][k]}
        if low:
            sys.exit(f"AUC below the floor: {low} (floors {FLOORS[a.judge]})")


if __name__ == "__main__":
    main()
