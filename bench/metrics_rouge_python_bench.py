#!/usr/bin/python3
"""ROUGE-Lsum in pure Python (the algorithm and data structures of rouge_score, with NLTK's
PorterStemmer; rouge_score itself is not packaged for Debian) on the items of
bench/metrics_rouge_bench.cc, in items per CPU second, best of 3 runs.

usage: metrics_rouge_python_bench.py --shared ../shared
"""
import argparse
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "metrics"))
from rouge_oracle import rouge_lsum  # noqa: E402


def items(shared):
    sents = []
    with open(os.path.join(shared, "data", "ud", "en_ewt-ud-train.conllu"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("# text = "):
                s = line[len("# text = "):].rstrip("\n")
                sents.append("".join(c.lower() if "A" <= c <= "Z" else c for c in s))
    out = []
    k = 0
    while 7 * k + 6 < len(sents) and len(out) < 1000:
        b = sents[7 * k:7 * k + 7]
        out.append(("\n".join([b[0], b[1], b[2], b[3]]), "\n".join([b[1], b[4], b[3], b[5]])))
        k += 1
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--shared", default=os.path.join(os.path.dirname(__file__), "..", "..", "shared"))
    args = ap.parse_args()
    data = items(args.shared)
    best = None
    for _ in range(3):
        t0, w0 = time.process_time(), time.time()
        for target, prediction in data:
            rouge_lsum(target, prediction)
        cpu, wall = time.process_time() - t0, time.time() - w0
        if best is None or cpu < best[0]:
            best = (cpu, wall)
    print("python rougeLsum: %d items, %.1f items/s (CPU), %.1f items/s (wall)"
          % (len(data), len(data) / best[0], len(data) / best[1]))


if __name__ == "__main__":
    main()
