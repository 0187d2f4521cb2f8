#!/bin/sh
# The benchmark of `citeval serve` (docs/serve.md has the numbers): one record of 5 statements
# citing 5 sources of ~150 words (serve_load --print-record), requests/s and p50/p95/p99 latency
# at 1, 8 and 64 concurrent keep-alive clients, and (lexical) the server's RSS after its first
# 10,000 and 100,000 requests, every one a distinct record (distinct pairs: the memo's bound,
# --memo-max-pairs, is what keeps the memory flat; MEMO_MAX_PAIRS=N passes another bound, 0 none).
#   [MEMO_MAX_PAIRS=N] bench/serve_bench.sh BUILD_DIR [JUDGE] [REQUESTS_PER_LEVEL]
set -eu
build=${1:?usage: serve_bench.sh BUILD_DIR [JUDGE] [REQUESTS_PER_LEVEL]}
judge=${2:-lexical}
per_level=${3:-20000}
log=$(mktemp)
# A model judge is measured on distinct pairs (--vary, no cache): the memo must not answer them.
vary=
cache=
if [ "$judge" != lexical ]; then vary=--vary; cache=--no-cache; fi
memo=${MEMO_MAX_PAIRS:+--memo-max-pairs $MEMO_MAX_PAIRS}
"$build/src/cli/citeval" serve --port 0 --judge "$judge" $cache $memo 2>"$log" &
pid=$!
trap 'kill -TERM $pid 2>/dev/null; rm -f "$log"' EXIT
port=
while [ -z "$port" ]; do
  sleep 0.1
  port=$(sed -n 's/.*"event":"listening".*"port":\([0-9]*\).*/\1/p' "$log" | head -n 1)
  kill -0 $pid
done
rss() { awk '/^VmRSS/ {print $2}' /proc/$pid/status; }
memo_pairs() { curl -s "http://127.0.0.1:$port/metrics" | awk '/^citeval_judge_memo_pairs / {print $2}'; }
echo "{\"judge\":\"$judge\"}"
if [ "$judge" = lexical ]; then  # RSS first, on a fresh server
  "$build/bench/serve_load" --port "$port" --clients 8 --requests 10000 --vary >/dev/null
  rss_10k=$(rss) pairs_10k=$(memo_pairs)
  "$build/bench/serve_load" --port "$port" --clients 8 --requests 90000 --vary-from 10000 >/dev/null
  rss_100k=$(rss) pairs_100k=$(memo_pairs)
  echo "{\"memo_max_pairs\":\"${MEMO_MAX_PAIRS:-default}\",\"rss_kib_after_10000\":$rss_10k,\"rss_kib_after_100000\":$rss_100k,\"memo_pairs_after_10000\":$pairs_10k,\"memo_pairs_after_100000\":$pairs_100k}"
fi
for clients in 1 8 64; do
  "$build/bench/serve_load" --port "$port" --clients $clients --requests "$per_level" $vary
done
