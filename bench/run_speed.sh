#!/usr/bin/env bash
# ALCE side by side, whole process (issue 27): citeval against bench/alce_eval_python.py (ALCE
# eval.py's per-item work in Python: NLTK sentences, its regexes and arithmetic), both judging
# with the same decision table, on synthetic ASQA files of N items (bench/make_alce_corpus.py,
# made in a scratch folder, never committed). Prints wall and CPU seconds, peak RSS, CPU ms per
# item, the figures of both sides, and the CPU of reading the file alone (bench/alce_read_cpu).
#
#   bench/run_speed.sh [N ...]        (default: 2000 20000; each size runs once)
# Environment: CITEVAL (default build/release/src/cli/citeval), READ_CPU (default
# build/release/bench/alce_read_cpu; skipped when absent), BEFORE (another citeval binary: timed
# too, and its summary compared with cmp), WORK (scratch folder, default a fresh mktemp -d,
# removed at the end), SHARED (default ../shared).
# Needs /usr/bin/python3 with python3-nltk and python3-numpy, and GNU time (/usr/bin/time).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
root="$bench_root"
read_cpu="${READ_CPU:-$root/build/release/bench/alce_read_cpu}"
shared="${SHARED:-$root/../shared}"
before="${BEFORE:-}"
py=/usr/bin/python3
sizes=("$@")
((${#sizes[@]})) || sizes=(2000 20000)
bench_workdir

# timed LABEL N OUT CMD...: runs CMD once under GNU time (bench_time); prints one row.
timed() {
  local label="$1" n="$2" out="$3"
  shift 3
  bench_time "$out" "$@"
  awk -v l="$label" -v n="$n" -v w="$wall" -v c="$cpu" -v r="$rss_mib" 'BEGIN {
    printf "%-10s %8d %8.2f %8.2f %8.1f %10.4f\n", l, n, w, c, r, c * 1000 / n }'
}

figures() {  # the six figures of a summary JSON (citeval's or the Python side's), one line
  "$py" -c 'import json, sys; d = json.load(open(sys.argv[1]))
print(" ".join(f"{k}={d[k]!r}" for k in ("length", "str_em", "str_hit", "rougeLsum", "citation_rec", "citation_prec")))' "$1"
}

printf "%-10s %8s %8s %8s %8s %10s\n" side items wall_s cpu_s rss_MiB cpu_ms/item
for n in "${sizes[@]}"; do
  corpus="$work/asqa_$n.json" table="$work/table_$n.jsonl"
  "$py" "$root/bench/make_alce_corpus.py" "$n" "$corpus"
  "$py" "$root/bench/alce_eval_python.py" "$corpus" --write-table "$table" --shared "$shared"
  timed python "$n" "$work/python_$n.json" "$py" "$root/bench/alce_eval_python.py" "$corpus" \
    --table "$table" --shared "$shared"
  args=(eval alce "$corpus" --reference --dataset asqa --judge "table:$table" --no-cache -q --json)
  timed citeval "$n" "$work/citeval_$n.json" "$citeval" "${args[@]}"
  if [[ -n "$before" ]]; then
    timed before "$n" "$work/before_$n.json" "$before" "${args[@]}"
    cmp "$work/before_$n.json" "$work/citeval_$n.json" && echo "  summary JSON identical to BEFORE's (cmp)"
  fi
  echo "  python:  $(figures "$work/python_$n.json")"
  echo "  citeval: $(figures "$work/citeval_$n.json")"
  echo "  file: $(du -m "$corpus" | cut -f1) MB; table: $(wc -l < "$table") pairs"
  if [[ -x "$read_cpu" ]]; then echo "  reading alone: $("$read_cpu" "$corpus" 3)"; fi
  rm -f "$corpus" "$table"
done
