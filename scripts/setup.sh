#!/usr/bin/env bash
# Installs every dependency of citeval from Debian packages. Idempotent: installs only what is
# missing, so the build and test commands can call it every time.
set -euo pipefail

packages=(
  # toolchain and test/bench frameworks
  g++ cmake ninja-build ccache clang libclang-rt-14-dev
  libgtest-dev libgmock-dev libbenchmark-dev
  # libraries
  nlohmann-json3-dev libcli11-dev libfmt-dev libsqlite3-dev libutf8proc-dev
  libcurl4-openssl-dev libcpp-httplib-dev libssl-dev libxxhash-dev
  libsentencepiece-dev sentencepiece
  libonig-dev  # Oniguruma: the regex engine of Hugging Face tokenizers (src/text/hf_*)
  # local neural judges (src/model): libtorch, and python3-torch to build test models
  libtorch-dev python3-torch
  libopenblas0-openmp  # optimised BLAS for libtorch (the default reference BLAS is ~10x slower)
  # the Python package (python/, tests/python): pybind11 module, pytest, Dask, pandas
  pybind11-dev python3-dev python3-pybind11 python3-pytest python3-pandas python3-dask
  python3-distributed python3-setuptools python3-pip
  # MAUVE (src/mauve): faiss's k-means and LAPACK's SVD; python3-faiss for its differential test
  libfaiss-dev liblapack-dev libblas-dev python3-faiss
  # oracles for differential tests (they live under /usr/bin/python3)
  python3 python3-nltk python3-sklearn python3-scipy python3-sentencepiece
  python3-jsonschema  # validates real outputs against schemas/ (tests/schemas)
  # browser tests of the HTML report (tests/browser): headless Chromium driven by Selenium
  chromium chromium-driver python3-selenium python3-pytest
  python3-regex  # the GPT-2 pre-tokenizer pattern in tests/model/qa_tiny.py (\p{L})
  wordnet-base  # WordNet 3.0 files read by tools/make_align_lexicon.py (the align judge's table)
)

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
