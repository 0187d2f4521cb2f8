#!/usr/bin/env python3
"""`citeval qa` end to end on the tiny models of qa_tiny.py: QA-EM / QA-F1 / QA-Hit equal ALCE
eval.py's compute_qa (restated below) applied to the answers of qa_tiny.py's Python pipeline, and
`citeval eval --qa` gives the same figures.

  python3 qa_cli_test.py --citeval PATH --work DIR      (exit 77: torch missing, skipped)
"""
import argparse
import collections
import json
import os
import re
import string
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def normalize_answer(s):
    s = s.lower()
    s = "".join(ch for ch in s if ch not in set(string.punctuation))
    s = re.sub(r"\b(a|an|the)\b", " ", s)
    return " ".join(s.split())


def compute_exact(a_gold, a_pred):
    return int(normalize_answer(a_gold) == normalize_answer(a_pred))


def compute_f1(a_gold, a_pred):
    gold = normalize_answer(a_gold).split() if a_gold else []
    pred = normalize_answer(a_pred).split() if a_pred else []
    common = collections.Counter(gold) & collections.Counter(pred)
    same = sum(common.values())
    if len(gold) == 0 or len(pred) == 0:
        return int(gold == pred)
    if same == 0:
        return 0
    p, r = same / len(pred), same / len(gold)
    return 2 * p * r / (p + r)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--citeval", required=True)
    ap.add_argument("--work", required=True)
    args = ap.parse_args()
    os.makedirs(args.work, exist_ok=True)
    rc = subprocess.call([sys.executable, os.path.join(HERE, "qa_tiny.py"), "--out", args.work])
    if rc != 0:
        sys.exit(rc)
    import numpy as np
    cases = [c for c in json.load(open(os.path.join(args.work, "cases.json"), encoding="utf-8"))
             if c["model"] == "tiny"]
    # Items: outputs whose ALCE context is a case's context; golds chosen so that EM and F1 vary.
    by_context = collections.defaultdict(list)
    for c in cases:
        by_context[c["context"]].append(c)
    data, predictions = [], []
    for k, (context, cs) in enumerate(sorted(by_context.items())):
        output = "" if context == " " else context + (" [1][2]" if k % 2 else "") + "\nignored line"
        pairs, preds = [], []
        for j, c in enumerate(cs):
            words = c["answer"].split()
            golds = [["nothing"], [c["answer"]], words[:1] or ["x"], [c["answer"].upper() + "!"]][(k + j) % 4]
            pairs.append({"question": c["question"], "short_answers": golds})
            preds.append(c["answer"])
        data.append({"question": "q", "output": output, "qa_pairs": pairs})
        predictions.append(preds)
    path = os.path.join(args.work, "asqa.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump({"args": {}, "data": data}, f, ensure_ascii=False)
    em, f1, bins = [], [], []
    for item, preds in zip(data, predictions):
        le = lf = 0
        for pair, pred in zip(item["qa_pairs"], preds):
            le += max(compute_exact(a, pred) for a in pair["short_answers"])
            lf += max(compute_f1(a, pred) for a in pair["short_answers"])
        em.append(le / len(preds))
        f1.append(lf / len(preds))
        bins.append(le == len(preds))
    want = {"QA-EM": 100 * np.mean(em), "QA-F1": 100 * np.mean(f1), "QA-Hit": 100 * np.mean(bins)}
    out = subprocess.run([args.citeval, "qa", "--model", os.path.join(args.work, "tiny"),
                          "--input", path, "--json"], capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"citeval qa failed: {out.stderr}")
    got = json.loads(out.stdout)
    for key, value in want.items():
        if got[key] != value:
            sys.exit(f"{key}: citeval {got[key]!r}, eval.py {value!r}")
    if not 0 < want["QA-EM"] < 100 or not 0 < want["QA-F1"] < 100:
        sys.exit(f"degenerate case: {want}")
    # `citeval eval --qa` gives `citeval qa`'s figures (the same model through the library).
    out = subprocess.run([args.citeval, "eval", "alce", "--dataset", "asqa", "-i", path, "--qa",
                          "qa:" + os.path.join(args.work, "tiny"), "--no-citations", "--no-rouge", "--judge",
                          "lexical", "--no-cache", "-q", "--json"], capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"citeval eval --qa failed: {out.stderr}")
    summary = json.loads(out.stdout)
    for key in want:
        if summary[key] != got[key]:
            sys.exit(f"eval {key}: {summary[key]!r}, citeval qa {got[key]!r}")
    if summary["citeval"]["qa"] != {"model": "qa:" + os.path.join(args.work, "tiny"), "items": len(data)}:
        sys.exit(f"eval: citeval.qa is {summary['citeval']['qa']!r}")
    print("ok", want)


if __name__ == "__main__":
    main()
