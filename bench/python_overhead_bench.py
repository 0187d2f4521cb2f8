#!/usr/bin/env python3
"""The Python package's overhead per item against the CLI, on the same ALCE items.

10,000 ASQA items made by replicating examples/alce_asqa.json (each copy's output gets its copy
number, so the items are distinct), judged by "lexical". Times (best of --repeat runs):
  cli        citeval eval --benchmark alce -i FILE --dataset asqa -q --json
  cli+detail the same with --detail FILE
  py-path    citeval.evaluate_alce(FILE)                  (summary only)
  py-detail  citeval.evaluate_alce(FILE).items            (records converted to dicts)
  py-dicts   citeval.evaluate_alce(list_of_dicts)         (dicts -> JSON -> items)
Goal: py-path within 10% of cli. Run:
  PYTHONPATH=build/release/python /usr/bin/python3 bench/python_overhead_bench.py
(or build/release/bench/python_overhead_bench after scripts/bench.sh).
"""
import argparse
import copy
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def make_items(n):
    data = json.loads((ROOT / "examples" / "alce_asqa.json").read_text())["data"]
    items = []
    for k in range(n):
        it = copy.deepcopy(data[k % len(data)])
        it["output"] = it["output"] + f" Copy {k // len(data)}."
        items.append(it)
    return items


def best(fn, repeat):
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--items", type=int, default=10000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--citeval", default=os.environ.get("CITEVAL_BIN", str(ROOT / "build" / "release" / "src" / "cli" / "citeval")))
    args = ap.parse_args()
    import citeval

    items = make_items(args.items)
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "bench_asqa.json"
        path.write_text(json.dumps({"data": items}))
        detail = Path(d) / "detail.jsonl"
        base = [args.citeval, "eval", "--benchmark", "alce", "-i", str(path), "--dataset", "asqa",
                "--judge", "lexical", "-q", "--json"]
        env = {**os.environ, "CITEVAL_CACHE": os.devnull}
        cli_summary = json.loads(subprocess.run(base, capture_output=True, check=True, env=env).stdout)
        py_summary = citeval.evaluate_alce(str(path), dataset="asqa").summary
        same = py_summary == cli_summary
        results = {
            "cli": best(lambda: subprocess.run(base, capture_output=True, check=True, env=env), args.repeat),
            "cli+detail": best(lambda: subprocess.run(base + ["--detail", str(detail)], capture_output=True,
                                                      check=True, env=env), args.repeat),
            "py-path": best(lambda: citeval.evaluate_alce(str(path), dataset="asqa").summary, args.repeat),
            "py-detail": best(lambda: citeval.evaluate_alce(str(path), dataset="asqa").items, args.repeat),
            "py-dicts": best(lambda: citeval.evaluate_alce(items, dataset="asqa").summary, args.repeat),
        }
    n = args.items
    print(f"{n} ALCE items (ASQA, lexical judge), best of {args.repeat}; summaries equal to the CLI's: {same}")
    for name, t in results.items():
        ref = results["cli+detail" if name == "py-detail" else "cli"]
        print(f"  {name:11s} {t:7.3f} s  {t / n * 1e6:8.1f} us/item  {100 * (t / ref - 1):+6.1f}% vs "
              f"{'cli+detail' if name == 'py-detail' else 'cli'}")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
