#!/usr/bin/env bash
# README command 2: installs dependencies, builds everything (including the fuzz targets) and
# runs the whole test suite with CTest.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/setup.sh"
mkdir -p "$root/build"
"$root/scripts/build.sh" --fuzz
cd "$root/build/release"
ctest --output-on-failure -j "${CITEVAL_JOBS:-$(nproc)}" --timeout 900
