#!/usr/bin/env bash
# README command 1: installs dependencies, builds citeval and evaluates the bundled example
# (ALCE demonstrations, ASQA/QAMPARI/ELI5) with the default judge, printing the scores.
# It needs only the run-time dependencies (scripts/setup.sh without --dev) and the examples bundled
# in examples/: no ../shared folder (that holds the data the tests read).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/setup.sh"
mkdir -p "$root/build"
# Only the binary: no tests, benchmarks, tools or Python module, so no test dependencies either.
CITEVAL_TARGETS=citeval "$root/scripts/build.sh" -DCITEVAL_BUILD_TESTS=OFF -DCITEVAL_BUILD_BENCH=OFF \
  -DCITEVAL_BUILD_TOOLS=OFF -DCITEVAL_BUILD_PYTHON=OFF
bin="$root/build/release/src/cli/citeval"
out="$root/build/demo"
mkdir -p "$out"
for ds in asqa qampari eli5; do
  echo "== ALCE $ds (examples/alce_${ds}.json)"
  "$bin" eval alce --dataset "$ds" --judge lexical \
    --input "$root/examples/alce_${ds}.json" --detail "$out/alce_${ds}.detail.jsonl" \
    --output "$out/alce_${ds}.score.json" --cache "$out/judge_cache.sqlite"
done
