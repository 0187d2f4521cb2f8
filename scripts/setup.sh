#!/usr/bin/env bash
# Installs citeval's dependencies from Debian packages: the run-time set (build and run the
# binary: scripts/demo.sh), or with --dev everything the tests need too (scripts/test.sh).
# Idempotent: installs only what is missing, so the build and test commands call it every time.
# Usage: scripts/setup.sh [--dev]
set -euo pipefail

# Two sizes. The run-time set builds the `citeval` binary, its model module and the .deb (what the
# .deb depends on, plus the build toolchain): scripts/demo.sh needs only that. `--dev` adds what
# the tests, benchmarks, fuzz targets, Python package and browser tests need (scripts/test.sh).
runtime_packages=(
  # toolchain
  g++ cmake ninja-build ccache pkg-config
  # libraries the binary links
  nlohmann-json3-dev libcli11-dev libfmt-dev libsqlite3-dev libutf8proc-dev
  libcurl4-openssl-dev libcpp-httplib-dev libssl-dev libxxhash-dev
  libsimdjson-dev  # simdjson: the ALCE reader parses items in place (src/io)
  libmimalloc-dev  # mimalloc: the citeval executable's allocator (src/cli/CMakeLists.txt)
  libsentencepiece-dev
  libonig-dev  # Oniguruma: the regex engine of Hugging Face tokenizers (src/text/hf_*)
  # local neural judges (src/model): libtorch
  libtorch-dev
  libopenblas0-openmp  # optimised BLAS for libtorch (the default reference BLAS is ~10x slower)
  # MAUVE (src/mauve): faiss's k-means and LAPACK's SVD
  libfaiss-dev liblapack-dev libblas-dev
)
dev_packages=(
  # fuzz targets (clang's libFuzzer), test and bench frameworks
  clang libclang-rt-14-dev libgtest-dev libgmock-dev libbenchmark-dev sentencepiece
  python3-torch  # builds the tiny test models of src/model's tests
  # the Python package (python/, tests/python): pybind11 module, pytest, Dask, pandas
  pybind11-dev python3-dev python3-pybind11 python3-pytest python3-pandas python3-dask
  python3-distributed python3-setuptools python3-pip
  python3-faiss  # MAUVE's differential test
  # oracles for differential tests (they live under /usr/bin/python3)
  python3 python3-nltk python3-sklearn python3-scipy python3-sentencepiece
  python3-jsonschema  # validates real outputs against schemas/ (tests/schemas)
  python3-prometheus-client  # parses citeval serve's /metrics (tests/serve)
  # browser tests of the HTML report (tests/browser): headless Chromium driven by Selenium
  chromium chromium-driver python3-selenium
  python3-regex  # the GPT-2 pre-tokenizer pattern in tests/model/qa_tiny.py (\p{L})
  wordnet-base  # WordNet 3.0 files read by tools/make_align_lexicon.py (the align judge's table)
  # the docs site (mkdocs.yml, docs/): `mkdocs build --strict` and its browser test
  mkdocs mkdocs-material
)
packages=("${runtime_packages[@]}")
case "${1:-}" in
  --dev) packages+=("${dev_packages[@]}") ;;
  "") ;;
  *) echo "usage: scripts/setup.sh [--dev]" >&2; exit 2 ;;
esac

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

# Node.js and npm (for tools/npm): the machine's own if it has them (a nodesource nodejs bundles
# npm and conflicts with Debian's npm package), Debian's otherwise.
if ! command -v npm >/dev/null 2>&1; then
  missing+=(nodejs npm)
fi

if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  sudo_cmd=()
  if [[ $(id -u) -ne 0 ]]; then sudo_cmd=(sudo); fi
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# npm packages, pinned by tools/npm/package-lock.json. Reinstalled only when the lock changes.
npm_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/tools/npm"
if ! cmp -s "$npm_dir/package-lock.json" "$npm_dir/node_modules/.package-lock.json.installed"; then
  echo "setup: installing npm packages into tools/npm/node_modules"
  (cd "$npm_dir" && npm ci --no-audit --no-fund --loglevel=error)
  cp "$npm_dir/package-lock.json" "$npm_dir/node_modules/.package-lock.json.installed"
fi
