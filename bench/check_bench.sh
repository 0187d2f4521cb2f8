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
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
citeval="${CITEVAL:-$root/build/release/src/cli/citeval}"
sizes=("$@")
((${#sizes[@]})) || sizes=(10000 100000)
if [[ -n "${WORK:-}" ]]; then work="$WORK"; mkdir -p "$work"; else work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT; fi

make_records() {  # N OUT
  /usr/bin/python3 - "$1" "$2" <<'PY'
import json, random, sys
n, out = int(sys.argv[1]), sys.argv[2]
rng = random.Random(0)
words = ("river city tower bridge museum harbour council market railway station festival library garden "
         "castle valley island forest mountain century engineer architect merchant painter").split()
def sentence(k):
    return " ".join(rng.choice(words) for _ in range(k)).capitalize() + f" in {1800 + rng.randrange(200)}."
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

printf "%8s %8s %8s %9s %12s  %s\n" records wall_s cpu_s rss_MiB cpu_ms/rec figures
for n in "${sizes[@]}"; do
  in="$work/records_$n.jsonl"
  make_records "$n" "$in"
  /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$citeval" check "$in" --judge lexical --no-cache -q --json \
    --detail "$work/detail_$n.jsonl" > "$work/summary_$n.json"
  read -r wall user sys kb < "$work/time"
  figs=$(/usr/bin/python3 -c 'import json, sys; d = json.load(open(sys.argv[1]))
print(" ".join(f"{k}={d[k]:.2f}" for k in ("citation_rec", "citation_prec", "statement_rec")))' "$work/summary_$n.json")
  awk -v n="$n" -v w="$wall" -v u="$user" -v s="$sys" -v kb="$kb" -v f="$figs" 'BEGIN {
    printf "%8d %8.2f %8.2f %9.1f %12.4f  %s\n", n, w, u + s, kb / 1024, (u + s) * 1000 / n, f }'
done
