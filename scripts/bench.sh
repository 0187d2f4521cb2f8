#!/usr/bin/env bash
# Builds and runs the benchmarks: scripts/bench.sh [NAME ...] runs build/release/bench/NAME*
# (all when no name is given). Some benchmarks compare against a Python reference; those print
# the reference's numbers next to ours.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/setup.sh" --dev
mkdir -p "$root/build"
"$root/scripts/build.sh" -DCITEVAL_BUILD_BENCH=ON   # RelWithDebInfo (-O2 -g): what users build
cd "$root/build/release/bench"
shopt -s nullglob
names=("$@")
if ((${#names[@]} == 0)); then names=(""); fi
for n in "${names[@]}"; do
  for b in ./"$n"*_bench; do
    [[ -x "$b" ]] || continue
    echo "== $b"
    "$b"
  done
done
