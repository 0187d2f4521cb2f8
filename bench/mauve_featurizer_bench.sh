#!/bin/bash
# The MAUVE featurizers on CPU: `citeval mauve --features SPEC` on an ALCE-shaped file of N items
# (question, answer and output of 60-100 words each, drawn from a fixed word list), wall time and
# peak memory (/usr/bin/time -v), k-means on one OpenMP thread. Featurising 2N texts dominates.
#
#   bench/mauve_featurizer_bench.sh [CITEVAL] [N] [SPEC]   # defaults: build/release/..., 1000, embed
#   bench/mauve_featurizer_bench.sh build/release/src/cli/citeval 200 lm:GPT2_LARGE_DIR
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
citeval=${1:-$here/../build/release/src/cli/citeval}
n=${2:-1000}
spec=${3:-embed}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
/usr/bin/python3 - "$dir/items.json" "$n" <<'PY'
import json, random, sys
words = ("the of and to in is was for on that with as by at from his her their it an are were "
         "which this be or has had first one new after who they been its two city state world "
         "war film school river music team house court church party season water light name "
         "history island station museum language village election album army company series").split()
rng = random.Random(15)
def text(k): return " ".join(rng.choice(words) for _ in range(k)).capitalize() + "."
items = [{"question": text(10)[:-1] + "?", "answer": text(rng.randint(60, 100)),
          "output": text(rng.randint(60, 100)) + " [1]"} for _ in range(int(sys.argv[2]))]
json.dump({"data": items}, open(sys.argv[1], "w"))
PY
/usr/bin/time -v "$citeval" mauve --input "$dir/items.json" --features "$spec" --threads 1 --json \
  > "$dir/out" 2> "$dir/time" || { cat "$dir/time"; exit 1; }
wall=$(grep 'Elapsed (wall clock)' "$dir/time" | awk '{print $NF}')
rss=$(grep 'Maximum resident set size' "$dir/time" | awk '{print $NF}')
echo "$spec, $n items ($((2 * n)) texts): wall $wall, peak RSS $((rss / 1024)) MB"
cat "$dir/out"
