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
  # oracles for differential tests (they live under /usr/bin/python3)
  python3 python3-nltk python3-sklearn python3-scipy
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  sudo_cmd=()
  if [[ $(id -u) -ne 0 ]]; then sudo_cmd=(sudo); fi
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
