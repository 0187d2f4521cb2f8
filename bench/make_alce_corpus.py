#!/usr/bin/env python3
"""Writes a synthetic ALCE ASQA result file of N items for the speed benchmarks (bench/run_speed.sh).

Item i is the bundled example's item i % 4 (examples/alce_asqa.json: ALCE's demonstrations) with
" (i)" appended to every passage, so every (passage, statement) pair of the file is distinct and
no judge memo answers a later item from an earlier one. Written as ALCE's run.py writes it:
{"args": ..., "data": [...]} with json.dump(..., indent=4). Standard library only.

Usage: bench/make_alce_corpus.py N OUT.json [--jsonl]
"""
import argparse
import copy
import json
import os


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("n", type=int, help="items to write")
    ap.add_argument("out", help="output file")
    ap.add_argument("--jsonl", action="store_true", help="one item a line instead of ALCE's object")
    a = ap.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "..", "examples", "alce_asqa.json"), encoding="utf-8") as f:
        example = json.load(f)

    def items():
        for i in range(a.n):
            item = copy.deepcopy(example["data"][i % len(example["data"])])
            for doc in item["docs"]:
                doc["text"] += f" ({i})"
            yield item

    with open(a.out, "w", encoding="utf-8") as f:
        if a.jsonl:
            for item in items():
                f.write(json.dumps(item) + "\n")
            return
        # json.dump(..., indent=4) of the whole object, written item by item so memory stays flat.
        f.write('{\n    "args": ')
        f.write(json.dumps(example["args"], indent=4).replace("\n", "\n    "))
        f.write(',\n    "data": [')
        for i, item in enumerate(items()):
            f.write("\n        " if i == 0 else ",\n        ")
            f.write(json.dumps(item, indent=4).replace("\n", "\n        "))
        f.write("\n    ]\n}" if a.n else "]\n}")


if __name__ == "__main__":
    main()
