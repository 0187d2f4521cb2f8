#!/usr/bin/env python3
"""Writes N synthetic LongBench-Cite items (JSONL) for bench/longcite_bench.sh and bench/flat_bench.sh.

LongCite's postprocessed form ("statements" with "citation" lists of {"cite", "st_sent", "ed_sent",
"start_char", "end_char"}): five statements an item over the datasets, three cited by one or two
snippets of ~25 words, one uncited, in a cycle of 1,000 distinct texts (~3 KB an item), made from
bench/synthetic.py's seeded sentences. Standard library only.

Usage: bench/make_longcite_items.py N OUT.jsonl
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import synthetic  # noqa: E402

n, out = int(sys.argv[1]), sys.argv[2]
rng = synthetic.rng(0)
datasets = ["longbench-chat", "multifieldqa_en", "multifieldqa_zh", "hotpotqa", "dureader", "gov_report"]


def sentence(k):
    return synthetic.sentence(rng, k)


texts = []
for i in range(1000):
    snippets = [" ".join(sentence(12) for _ in range(2)) for _ in range(4)]
    statements = []
    for s in range(5):
        if s == 3:
            statements.append({"statement": sentence(14), "citation": []})
            continue
        cited = rng.sample(range(4), 1 + s % 2)
        facts = [snippets[c].split(". ")[0] for c in cited]
        cites = [{"cite": snippets[c], "st_sent": 2 * c, "ed_sent": 2 * c + 1,
                  "start_char": 200 * c, "end_char": 200 * c + len(snippets[c])} for c in cited]
        statements.append({"statement": " and ".join(facts) + ".", "citation": cites})
    prediction = "".join(f"<statement>{s['statement']}<cite></cite></statement>" for s in statements)
    texts.append((statements, prediction))
with open(out, "w") as f:
    for i in range(n):
        statements, prediction = texts[i % len(texts)]
        f.write(json.dumps({"idx": i, "dataset": datasets[i % len(datasets)], "query": "What happened where?",
                            "prediction": prediction, "statements": statements}) + "\n")
