"""Differential test of meta::fit_calibration against scikit-learn and a brute-force threshold
search: run as  calibration_oracle.py PATH/TO/meta_calibration_fit

For random data sets (continuous and heavily tied scores, balanced and imbalanced, nearly
separable) it checks:
  * slope/intercept = sklearn LogisticRegression(C=1/l2, newton-cg, tol 1e-9) to 1e-6;
  * AUC = sklearn.metrics.roc_auc_score to 1e-12; log loss = sklearn.metrics.log_loss to 1e-9;
  * threshold = the best of all midway cuts by the objective (ties: higher accuracy, lower cut),
    found here by brute force, and accuracy / balanced accuracy / F1 at it = sklearn's.
"""
import json
import subprocess
import sys

import warnings

import numpy as np
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import (accuracy_score, balanced_accuracy_score, f1_score, log_loss,
                             roc_auc_score)

warnings.filterwarnings("ignore")  # newton-cg line-search notes near convergence
tool = sys.argv[1]
rng = np.random.default_rng(20261122)
failures = 0


def check(name, got, want, tol):
    global failures
    if not (abs(got - want) <= tol * max(1.0, abs(want))):
        failures += 1
        print(f"FAIL {name}: got {got!r}, want {want!r}")


def brute_threshold(scores, labels, objective):
    distinct = np.unique(scores)
    cuts = [distinct[0] - 1.0] + [a + (b - a) / 2 for a, b in zip(distinct[:-1], distinct[1:])] + [distinct[-1] + 1.0]
    best = None
    P, N = labels.sum(), (1 - labels).sum()
    for cut in cuts:
        pred = scores >= cut
        tp = np.sum(pred & (labels == 1))
        fp = np.sum(pred & (labels == 0))
        acc = (tp + N - fp) / (P + N)
        if objective == "balanced":
            obj = tp / P - fp / N
        elif objective == "f1":
            obj = 2 * tp / (2 * tp + fp + (P - tp))
        else:
            obj = acc
        key = (obj, acc)
        if best is None or key > best[0]:
            best = (key, cut)
    return best[1]


cases = 0
for case in range(60):
    n = int(rng.integers(20, 800))
    prior = [0.5, 0.1, 0.9][case % 3]
    labels = (rng.random(n) < prior).astype(int)
    if labels.sum() in (0, n):
        labels[0] = 1 - labels[0]
    kind = case % 4
    if kind == 0:  # continuous, informative
        scores = rng.normal(labels * 1.2, 1.0)
    elif kind == 1:  # in [0, 1] with ties (like a lexical judge)
        scores = np.round(rng.beta(2 + 3 * labels, 4 - 2 * labels), 2)
    elif kind == 2:  # support levels: 0 / 0.5 / 1
        scores = np.clip(np.round((labels + rng.normal(0, 0.6, n)) * 2) / 2, 0, 1)
    else:  # nearly separable
        scores = labels + rng.normal(0, 0.05, n)
    l2 = [1e-4, 1.0, 0.1][case % 3]
    objective = ["balanced", "accuracy", "f1"][(case // 3) % 3]
    text = "".join(f"{s!r} {l}\n" for s, l in zip(scores.tolist(), labels.tolist()))
    out = subprocess.run([tool, str(l2), objective], input=text, capture_output=True, text=True, check=True)
    got = json.loads(out.stdout)
    lr = LogisticRegression(C=1.0 / l2, solver="newton-cg", tol=1e-9, max_iter=200)
    lr.fit(scores.reshape(-1, 1), labels)
    check(f"case {case} slope", got["slope"], lr.coef_[0][0], 1e-6)
    check(f"case {case} intercept", got["intercept"], lr.intercept_[0], 1e-6)
    check(f"case {case} auc", got["auc"], roc_auc_score(labels, scores), 1e-12)
    p = 1 / (1 + np.exp(-(got["slope"] * scores + got["intercept"])))
    check(f"case {case} log_loss", got["log_loss"], log_loss(labels, p), 1e-9)
    cut = brute_threshold(scores, labels, objective)
    check(f"case {case} threshold", got["threshold"], cut, 1e-12)
    pred = (scores >= cut).astype(int)
    check(f"case {case} accuracy", got["accuracy"], accuracy_score(labels, pred), 1e-12)
    check(f"case {case} balanced", got["balanced_accuracy"], balanced_accuracy_score(labels, pred), 1e-12)
    check(f"case {case} f1", got["f1"], f1_score(labels, pred), 1e-12)
    cases += 1

# One class only is an error value, not a crash.
out = subprocess.run([tool, "0.0001", "balanced"], input="0.5 1\n0.7 1\n", capture_output=True, text=True, check=True)
if "error" not in json.loads(out.stdout):
    failures += 1
    print("FAIL: single-class data accepted")

print(f"{cases} cases, {failures} failures")
sys.exit(1 if failures else 0)
