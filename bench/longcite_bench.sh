#!/usr/bin/env bash
# `citeval eval longbench-cite` on N synthetic items (issue 27, item 3: memory flat in the number
# of items; LongBench-Cite streams its input like ALCE). The items are made here in a scratch
# folder, never committed: LongCite's postprocessed form ("statements" with "citation" lists of
# {"cite", "st_sent", "ed_sent", "start_char", "end_char"}), five statements an item over the five
# datasets, three cited by one or two snippets of ~25 words, one uncited, in a cycle of 1,000
# distinct texts (~3 KB an item). Judged with `--judge lexical --need-citation-judge always`.
# Prints wall and CPU seconds, peak RSS, CPU ms per item and the average F1 of each size.
#
#   bench/longcite_bench.sh [N ...]      (default: 1000 10000 30000 100000)
# Environment: CITEVAL (default build/release/src/cli/citeval), WORK (scratch folder, default a
# fresh mktemp -d, removed at the end), DETAIL=1 (also stream the per-item detail to a file).
# Needs /usr/bin/python3 and GNU time (/usr/bin/time).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
citeval="${CITEVAL:-$root/build/release/src/cli/citeval}"
sizes=("$@")
((${#sizes[@]})) || sizes=(1000 10000 30000 100000)
if [[ -n "${WORK:-}" ]]; then work="$WORK"; mkdir -p "$work"; else work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT; fi

make_items() {  # N OUT
  /usr/bin/python3 - "$1" "$2" <<'PY'
import json, random, sys
n, out = int(sys.argv[1]), sys.argv[2]
rng = random.Random(0)
words = ("river city tower bridge museum harbour council market railway station festival library garden "
         "castle valley island forest mountain century engineer architect merchant painter").split()
datasets = ["longbench-chat", "multifieldqa_en", "multifieldqa_zh", "hotpotqa", "dureader", "gov_report"]
def sentence(k):
    return " ".join(rng.choice(words) for _ in range(k)).capitalize() + f" in {1800 + rng.randrange(200)}."
texts = []
for i in range(1000):
    snippets = [" ".join(sentence(12) for _ in range(2)) for _ in range(4)]
    statements = []
    for s in range(5):
        if s == 3:
            statements.append({"statement": sentence(14), "citation": []})
            continue
        cited = rng.sample(range(4), 1 + s % 2)
        facts = [snippets[c].split(". ")[0] for c in cited]
        cites = [{"cite": snippets[c], "st_sent": 2 * c, "ed_sent": 2 * c + 1,
                  "start_char": 200 * c, "end_char": 200 * c + len(snippets[c])} for c in cited]
        statements.append({"statement": " and ".join(facts) + ".", "citation": cites})
    prediction = "".join(f"<statement>{s['statement']}<cite></cite></statement>" for s in statements)
    texts.append((statements, prediction))
with open(out, "w") as f:
    for i in range(n):
        statements, prediction = texts[i % len(texts)]
        f.write(json.dumps({"idx": i, "dataset": datasets[i % len(datasets)], "query": "What happened where?",
                            "prediction": prediction, "statements": statements}) + "\n")
PY
}

printf "%8s %8s %8s %9s %12s  %s\n" items wall_s cpu_s rss_MiB cpu_ms/item figures
for n in "${sizes[@]}"; do
  in="$work/items_$n.jsonl"
  make_items "$n" "$in"
  detail=()
  [[ "${DETAIL:-0}" == 1 ]] && detail=(--detail "$work/detail_$n.jsonl" --restart)
  /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$citeval" eval longbench-cite "$in" --judge lexical \
    --need-citation-judge always -q "${detail[@]}" -o "$work/summary_$n.json" > /dev/null
  read -r wall user sys kb < "$work/time"
  figs=$(/usr/bin/python3 -c 'import json, sys; d = json.load(open(sys.argv[1]))
print(" ".join(f"{k}={d[k]:.2f}" for k in ("avg_citation_recall", "avg_citation_precision", "avg_citation_f1")))' \
    "$work/summary_$n.json")
  awk -v n="$n" -v w="$wall" -v u="$user" -v s="$sys" -v kb="$kb" -v f="$figs" 'BEGIN {
    printf "%8d %8.2f %8.2f %9.1f %12.4f  %s\n", n, w, u + s, kb / 1024, (u + s) * 1000 / n, f }'
done
