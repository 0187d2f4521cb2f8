#!/usr/bin/python3
"""End-to-end test of `citeval calibrate` and the `calibrated:FILE` judge.

On WiCE dev with the lexical judge: the calibration file holds the judge's spec and identity and
a fit whose AUC equals sklearn's roc_auc_score of the judge's own scores (dumped by `citeval
meta --dump-scores`, full support positive, partial and none negative); `citeval meta` with the
calibrated judge gives the same AUCs as the raw judge (the map is increasing) and probabilities
equal to the logistic map of the raw scores; a stale calibration is refused; bad options fail
with exit code 2.

Usage: calibrate_cli_test.py PATH/TO/citeval SHARED_DIR
"""
import json
import math
import os
import subprocess
import sys
import tempfile

from sklearn.metrics import roc_auc_score

citeval, shared = sys.argv[1], sys.argv[2]
labels = os.path.join(shared, "data/labels/wice/claim_dev.jsonl")
failures = []


def check(cond, what):
    if not cond:
        failures.append(what)


def run(*args):
    return subprocess.run([citeval, *args], capture_output=True, text=True)


with tempfile.TemporaryDirectory() as tmp:
    cal = os.path.join(tmp, "lexical.cal.json")
    r = run("calibrate", "--judge", "lexical", "--labels", labels, "-o", cal, "-q")
    check(r.returncode == 0, f"calibrate exit {r.returncode}: {r.stderr}")
    c = json.load(open(cal))
    check(c["judge_spec"] == "lexical", "judge_spec")
    check(c["judge_identity"].startswith("lexical"), "judge_identity")
    check(c["slope"] > 0, "an informative judge gets a positive slope")

    raw_dir, cal_dir = os.path.join(tmp, "raw"), os.path.join(tmp, "cal")
    j1, j2 = os.path.join(tmp, "m1.json"), os.path.join(tmp, "m2.json")
    r1 = run("meta", "--labels", labels, "--judge", "lexical", "--dump-scores", raw_dir, "--bootstrap", "0", "-q",
             "-o", j1)
    r2 = run("meta", "--labels", labels, "--judge", "calibrated:" + cal, "--dump-scores", cal_dir, "--bootstrap", "0",
             "-q", "-o", j2)
    check(r1.returncode == 0 and r2.returncode == 0, f"meta exits {r1.returncode} {r2.returncode}: {r2.stderr}")
    raw = [json.loads(l) for l in open(os.path.join(raw_dir, os.listdir(raw_dir)[0]))]
    calibrated = [json.loads(l) for l in open(os.path.join(cal_dir, os.listdir(cal_dir)[0]))]
    check(len(raw) == len(calibrated) == c["data"]["pairs"], "same pairs everywhere")
    y = [1 if d["label"] == 2 else 0 for d in raw]
    check(c["data"]["positives"] == sum(y), "positives = full-support pairs")
    auc = roc_auc_score(y, [d["score"] for d in raw])
    check(abs(c["quality"]["auc"] - auc) < 1e-12, f"AUC {c['quality']['auc']} vs sklearn {auc}")
    worst = max(abs(b["score"] - 1 / (1 + math.exp(-(c["slope"] * a["score"] + c["intercept"]))))
                for a, b in zip(raw, calibrated))
    check(worst < 1e-12, f"calibrated scores are the logistic map of the raw ones (max diff {worst})")
    m1, m2 = json.load(open(j1)), json.load(open(j2))
    for key in ("auc_fs_ns", "auc_fs_ps", "auc_ps_ns"):
        a = m1["judges"][0]["report"][key]
        b = m2["judges"][0]["report"][key]
        check(abs(a - b) < 1e-12, f"{key}: {a} vs {b} (an increasing map keeps AUCs)")

    # A calibration for another judge identity is refused, naming the field.
    c["judge_identity"] = "lexical:v0"
    stale = os.path.join(tmp, "stale.json")
    json.dump(c, open(stale, "w"))
    r = run("meta", "--labels", labels, "--judge", "calibrated:" + stale, "-q")
    check(r.returncode != 0 and "has changed since it was calibrated" in r.stderr, f"stale: {r.stderr}")

    for bad in (["--partial", "maybe"], ["--objective", "recall"], ["--judge", "calibrated:" + cal]):
        r = run("calibrate", "--labels", labels, "-q", *bad)
        check(r.returncode == 2, f"{bad}: exit {r.returncode}")

if failures:
    print("\n".join("FAIL " + f for f in failures))
    sys.exit(1)
print("ok")
