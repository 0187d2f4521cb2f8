#!/usr/bin/env bash
# Configures and builds citeval into build/release (and, with --fuzz, the libFuzzer targets
# into build/fuzz with clang). Usage: scripts/build.sh [--fuzz] [extra cmake -D options]
# $CITEVAL_TARGETS (space-separated) builds only those targets of build/release (demo.sh: citeval).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
mkdir -p build
fuzz=0
if [[ "${1:-}" == "--fuzz" ]]; then fuzz=1; shift; fi
jobs="${CITEVAL_JOBS:-$(nproc)}"
shared="${CITEVAL_SHARED_DIR:-$root/../shared}"
# ccache keyed on paths relative to the checkout, so a fresh clone elsewhere (CI) reuses the
# objects of an earlier build on the same machine.
export CCACHE_BASEDIR="$root" CCACHE_NOHASHDIR=1

extra=()
if ((fuzz)) && [[ -f tests/fuzz/CMakeLists.txt ]]; then
  # -O1 with line tables only: what libFuzzer and ASan need, at a fraction of -O2 -g's compile time.
  cmake -S . -B build/fuzz -G Ninja -DCMAKE_BUILD_TYPE=None -DCMAKE_CXX_FLAGS="-O1 -gline-tables-only" \
    -DCMAKE_CXX_COMPILER=clang++ -DCITEVAL_BUILD_FUZZ=ON -DCITEVAL_FUZZ_ONLY=ON \
    -DCITEVAL_BUILD_BENCH=OFF -DCITEVAL_SHARED_DIR="$shared" > build/fuzz.configure.log \
    || { cat build/fuzz.configure.log; exit 1; }
  cmake --build build/fuzz -j "$jobs"
  extra+=("-DCITEVAL_FUZZ_BUILD_DIR=$root/build/fuzz")
fi
cmake -S . -B build/release -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCITEVAL_SHARED_DIR="$shared" "${extra[@]}" "$@" > build/release.configure.log 2>&1 \
  || { cat build/release.configure.log; exit 1; }
targets=()
for t in ${CITEVAL_TARGETS:-}; do targets+=(--target "$t"); done
cmake --build build/release -j "$jobs" "${targets[@]}"
