#!/usr/bin/env bash
# README command 2: installs dependencies, builds everything (including the fuzz targets) and
# runs the whole test suite with CTest.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/setup.sh" --dev
mkdir -p "$root/build"
# Tests need neither the benchmarks nor the training tools: bench.sh and the tools build those.
"$root/scripts/build.sh" --fuzz -DCITEVAL_BUILD_TESTS=ON -DCITEVAL_BUILD_PYTHON=ON \
  -DCITEVAL_BUILD_BENCH=OFF -DCITEVAL_BUILD_TOOLS=OFF
cd "$root/build/release"
ctest --output-on-failure -j "${CITEVAL_JOBS:-$(nproc)}" --timeout 900
