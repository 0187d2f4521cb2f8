#!/usr/bin/env python3
"""The Python package's overhead per item against the CLI, on the same ALCE items.

10,000 ASQA items made by replicating examples/alce_asqa.json (each copy's output gets its copy
number, so the items are distinct), judged by "lexical". Wall and CPU time (user + sys, the
CLI's as a child process), best of --repeat rounds (the configurations interleaved):
  cli          citeval eval alce -i FILE --dataset asqa -q --json
  py-summary   citeval.evaluate_alce(FILE, detail=False).summary          (compare with cli)
  cli+detail   the same with --detail FILE
  py-path      citeval.evaluate_alce(FILE).summary      (records kept)    (compare with cli+detail)
  py-items     citeval.evaluate_alce(FILE).items        (records as dicts)
  py-dicts     citeval.evaluate_alce(list_of_dicts).summary  (dicts -> JSON -> items; no file)
Goal: the Python rows within 10% of their CLI row. Run:
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


def cpu():
    s = os.times()
    return s.user + s.system + s.children_user + s.children_system


def measure(fns, repeat):
    """{name: (best wall time, best CPU time)}, the configurations interleaved in every round so
    that a change in the machine's load hits them all alike."""
    walls = {k: [] for k in fns}
    cpus = {k: [] for k in fns}
    for _ in range(repeat):
        for name, fn in fns.items():
            t, c = time.perf_counter(), cpu()
            fn()
            walls[name].append(time.perf_counter() - t)
            cpus[name].append(cpu() - c)
    return {k: (min(walls[k]), min(cpus[k])) for k in fns}


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
        base = [args.citeval, "eval", "alce", "-i", str(path), "--dataset", "asqa",
                "--judge", "lexical", "-q", "--json"]
        env = {**os.environ, "CITEVAL_CACHE": os.devnull}
        cli_summary = json.loads(subprocess.run(base, capture_output=True, check=True, env=env).stdout)
        py_summary = citeval.evaluate_alce(str(path), dataset="asqa").summary
        same = py_summary == cli_summary
        results = measure({
            "cli": lambda: subprocess.run(base, capture_output=True, check=True, env=env),
            "py-summary": lambda: citeval.evaluate_alce(str(path), dataset="asqa", detail=False).summary,
            "cli+detail": lambda: subprocess.run(base + ["--detail", str(detail)], capture_output=True, check=True,
                                                 env=env),
            "py-path": lambda: citeval.evaluate_alce(str(path), dataset="asqa").summary,
            "py-items": lambda: citeval.evaluate_alce(str(path), dataset="asqa").items,
            "py-dicts": lambda: citeval.evaluate_alce(items, dataset="asqa").summary,
        }, args.repeat)
    n = args.items
    refs = {"py-summary": "cli", "py-path": "cli+detail", "py-items": "cli+detail", "py-dicts": "cli"}
    print(f"{n} ALCE items (ASQA, lexical judge), best of {args.repeat}; summaries equal to the CLI's: {same}")
    for name, (wall, c) in results.items():
        line = f"  {name:11s} wall {wall:7.3f} s {wall / n * 1e6:7.1f} us/item   cpu {c:7.3f} s {c / n * 1e6:7.1f} us/item"
        if name in refs:
            rw, rc = results[refs[name]]
            line += f"   vs {refs[name]}: wall {100 * (wall / rw - 1):+6.1f}%  cpu {100 * (c / rc - 1):+6.1f}%"
        print(line)
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
