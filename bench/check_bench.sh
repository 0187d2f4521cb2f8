#!/usr/bin/env bash
# `citeval check` on N generic records (issue "citeval check": 100,000 records with lexical; time
# and peak memory; memory must not grow with the number of records). The records are synthetic
# (made here in a scratch folder, never committed): each answer has four sentences cited with
# [n] marks, one uncited, over three sources of ~60 words, in a cycle of 1,000 distinct texts.
# Prints wall and CPU seconds, peak RSS, CPU ms per record and the figures of each size; the
# per-record detail is streamed to a file (--detail), as a long run would.
#
#   bench/check_bench.sh [N ...]      (default: 10000 100000)
# Environment: CITEVAL (default build/release/src/cli/citeval), WORK (scratch folder, default a
# fresh mktemp -d, removed at the end). Needs /usr/bin/python3 and GNU time (/usr/bin/time).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
sizes=("$@")
((${#sizes[@]})) || sizes=(10000 100000)
bench_workdir

make_records() {  # N OUT
  /usr/bin/python3 - "$1" "$2" "$bench_root/bench" <<'PY'
import json, sys
sys.path.insert(0, sys.argv[3])
import synthetic
n, out = int(sys.argv[1]), sys.argv[2]
rng = synthetic.rng(0)
def sentence(k):
    return synthetic.sentence(rng, k)
texts = []
for i in range(1000):
    srcs = [" ".join(sentence(10) for _ in range(6)) for _ in range(3)]
    facts = [s.split(". ")[rng.randrange(6)].rstrip(".") + "." for s in srcs]
    answer = (f"{facts[0][:-1]} [1]. {facts[1][:-1]} [2]. {facts[2][:-1]} [1, 3]. "
              f"{sentence(8)} This sentence cites nothing.")
    texts.append((answer, srcs))
with open(out, "w") as f:
    for i in range(n):
        answer, srcs = texts[i % len(texts)]
        f.write(json.dumps({"id": f"r{i}", "question": "What happened?", "answer": answer,
                            "sources": [{"id": f"s{j}", "text": t} for j, t in enumerate(srcs)]}) + "\n")
PY
}

bench_header records rec
for n in "${sizes[@]}"; do
  in="$work/records_$n.jsonl"
  make_records "$n" "$in"
  bench_time "$work/summary_$n.json" "$citeval" check "$in" --judge lexical --no-cache -q --json \
    --detail "$work/detail_$n.jsonl"
  bench_row "$n" "$(bench_figures "$work/summary_$n.json" citation_rec citation_prec statement_rec)"
done
