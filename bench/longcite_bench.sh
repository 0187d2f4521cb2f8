#!/usr/bin/env bash
# `citeval eval longbench-cite` on N synthetic items (issue 27, item 3: memory flat in the number
# of items; LongBench-Cite streams its input like ALCE). The items are made here in a scratch
# folder, never committed: LongCite's postprocessed form ("statements" with "citation" lists of
# {"cite", "st_sent", "ed_sent", "start_char", "end_char"}), five statements an item over the five
# datasets, three cited by one or two snippets of ~25 words, one uncited, in a cycle of 1,000
# distinct texts (~3 KB an item). Judged with `--judge lexical --need-citation-judge always`.
# Prints wall and CPU seconds, peak RSS, CPU ms per item and the average F1 of each size.
#
#   bench/longcite_bench.sh [N ...]      (default: 1000 10000 30000 100000)
# Environment: CITEVAL (default build/release/src/cli/citeval), WORK (scratch folder, default a
# fresh mktemp -d, removed at the end), DETAIL=1 (also stream the per-item detail to a file).
# Needs /usr/bin/python3 and GNU time (/usr/bin/time).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
sizes=("$@")
((${#sizes[@]})) || sizes=(1000 10000 30000 100000)
bench_workdir

bench_header items item
for n in "${sizes[@]}"; do
  in="$work/items_$n.jsonl"
  /usr/bin/python3 "$bench_root/bench/make_longcite_items.py" "$n" "$in"
  detail=()
  [[ "${DETAIL:-0}" == 1 ]] && detail=(--detail "$work/detail_$n.jsonl" --restart)
  bench_time /dev/null "$citeval" eval longbench-cite "$in" --judge lexical \
    --need-citation-judge always -q "${detail[@]}" -o "$work/summary_$n.json"
  bench_row "$n" "$(bench_figures "$work/summary_$n.json" avg_citation_recall avg_citation_precision avg_citation_f1)"
done
