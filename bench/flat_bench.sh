#!/usr/bin/env bash
# Cost flat in the number of items (issue 27, item 2): CPU per item and peak RSS of whole
# `citeval eval` runs on N synthetic items, for ALCE (--judge lexical, without and with
# --detail, and with --detail --report), ALiICE (--judge lexical, with --detail) and
# LongBench-Cite (--judge lexical --need-citation-judge always, with --detail). Inputs are made in a scratch folder, never
# committed: ASQA result files by bench/make_alce_corpus.py (every passage distinct, so the judge
# memo grows with N; ALiICE reads the same file) and LongBench-Cite items by
# bench/make_longcite_items.py. Each run is one row (wall and CPU seconds, peak RSS, CPU ms per
# item, figures); at the end, each benchmark's CPU per item and peak RSS at the largest N over
# the smallest. Use CPU seconds, not wall, on a shared machine. Each input is read once, untimed,
# before its run, so that every size is timed with its file in the page cache.
#
#   bench/flat_bench.sh [N ...]        (default: 10000 100000 500000; each run once)
# Environment: CITEVAL (default build/release/src/cli/citeval), WORK (scratch folder, default a
# fresh mktemp -d, removed at the end; inputs already there are reused), RUNS (default
# "alce alce-detail alce-report aliice-detail longcite-detail"). Detail files and reports are removed after each run.
# 500,000 items: a 3.1 GB ASQA file and 1.5 GB of LongBench-Cite items, one detail file at a time
# (ALCE 0.9, ALiICE 1.3, LongBench-Cite 1.8 GB); about 15 minutes of CPU in all.
# Needs /usr/bin/python3 and GNU time (/usr/bin/time).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
sizes=("$@")
((${#sizes[@]})) || sizes=(10000 100000 500000)
read -r -a runs <<< "${RUNS:-alce alce-detail alce-report aliice-detail longcite-detail}"
bench_workdir
py=/usr/bin/python3

input() {  # KIND N: the input file, made unless already there
  local f
  case "$1" in
    alce | aliice) f="$work/asqa_$2.json" ;;
    longcite) f="$work/longcite_$2.jsonl" ;;
  esac
  if [[ ! -s "$f" ]]; then
    if [[ "$1" == longcite ]]; then
      "$py" "$bench_root/bench/make_longcite_items.py" "$2" "$f"
    else
      "$py" "$bench_root/bench/make_alce_corpus.py" "$2" "$f"
    fi
  fi
  echo "$f"
}

declare -A first_cpu first_rss last_cpu last_rss
printf "%-16s " run && bench_header items item
for n in "${sizes[@]}"; do
  for run in "${runs[@]}"; do
    kind="${run%-detail}"
    kind="${kind%-report}"
    in="$(input "$kind" "$n")"
    detail=()
    [[ "$run" == *-detail ]] && detail=(--detail "$work/detail.jsonl")
    [[ "$run" == *-report ]] && detail=(--detail "$work/detail.jsonl" --report "$work/report.html")
    case "$kind" in
      alce) args=(eval alce "$in" --dataset asqa --judge lexical); keys=(citation_rec citation_prec) ;;
      aliice) args=(eval aliice "$in" --judge lexical); keys=(citation_rec citation_prec) ;;
      longcite) args=(eval longbench-cite "$in" --judge lexical --need-citation-judge always)
        keys=(avg_citation_recall avg_citation_precision) ;;
    esac
    cat "$in" > /dev/null  # in the page cache before timing: reading 3 GB from disk is no per-item work
    bench_time /dev/null "$citeval" "${args[@]}" --no-cache -q "${detail[@]}" -o "$work/summary.json"
    rm -f "$work/detail.jsonl" "$work/report.html"
    printf "%-16s " "$run" && bench_row "$n" "$(bench_figures "$work/summary.json" "${keys[@]}")"
    per_item=$(awk -v c="$cpu" -v n="$n" 'BEGIN { print c * 1000 / n }')
    if [[ -z "${first_cpu[$run]:-}" ]]; then
      first_cpu[$run]="$per_item" first_rss[$run]="$rss_mib"
    fi
    last_cpu[$run]="$per_item" last_rss[$run]="$rss_mib"
  done
done
if ((${#sizes[@]} > 1)); then
  echo "largest N over smallest (${sizes[-1]} / ${sizes[0]} items):"
  for run in "${runs[@]}"; do
    awk -v r="$run" -v c0="${first_cpu[$run]}" -v c1="${last_cpu[$run]}" -v m0="${first_rss[$run]}" \
      -v m1="${last_rss[$run]}" 'BEGIN {
      printf "  %-16s CPU per item %.3f -> %.3f ms (%+.1f%%); peak RSS %.1f -> %.1f MiB (%.2fx)\n",
        r, c0, c1, (c1 / c0 - 1) * 100, m0, m1, m1 / m0 }'
  done
fi
