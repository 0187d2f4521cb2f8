#!/bin/bash
# MAUVE on given features, citeval vs the Python restatement (scikit-learn PCA + python3-faiss,
# tests/mauve/mauve_oracle.py, the same algorithm as mauve-text): wall time and peak memory
# (/usr/bin/time -v), and the two results side by side.
#
#   bench/mauve_bench.sh [CITEVAL] [N_P N_Q D]     # defaults: build/release/src/cli/citeval 5000 5000 768
#   THREADS=1 bench/mauve_bench.sh                 # both sides on one OpenMP thread
#                                                  # (citeval --threads 1, OMP_NUM_THREADS=1)
# The two MAUVE figures agree at equal thread counts; faiss's k-means (in both) can give another
# MAUVE at another thread count.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
citeval=${1:-$here/../build/release/src/cli/citeval}
n_p=${2:-5000} n_q=${3:-5000} d=${4:-768}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
/usr/bin/python3 "$here/mauve_bench.py" gen "$dir" "$n_p" "$n_q" "$d"
echo "features: $n_p + $n_q rows of $d float32 ($(du -sh "$dir" | cut -f1))"
measure() {  # label, command...
  local label=$1; shift
  /usr/bin/time -v "$@" > "$dir/out" 2> "$dir/time" || { cat "$dir/time"; exit 1; }
  local wall rss
  wall=$(grep 'Elapsed (wall clock)' "$dir/time" | awk '{print $NF}')
  rss=$(grep 'Maximum resident set size' "$dir/time" | awk '{print $NF}')
  echo "$label: wall $wall, peak RSS $((rss / 1024)) MB"
  grep -v WARNING "$dir/out"
}
threads=${THREADS:-0}
echo "OpenMP threads: ${threads/#0/default ($(nproc) cores)}"
measure "citeval" "$citeval" mauve --mauve-features "$dir/q.npy" --reference-features "$dir/p.npy" \
  --threads "$threads" --json
if [ "$threads" -gt 0 ]; then export OMP_NUM_THREADS=$threads; fi
measure "python " /usr/bin/python3 "$here/mauve_bench.py" run "$dir/p.npy" "$dir/q.npy"
