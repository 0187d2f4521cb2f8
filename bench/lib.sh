# bench/lib.sh — sourced by the bench/*.sh scripts that time the citeval binary on made-up
# inputs: the binary to run, the scratch folder, one timed run under GNU time, a summary's
# figures on one line.
#
#   source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
#   bench_workdir                          # $work: $WORK, or a fresh mktemp -d removed at exit
#   bench_time "$work/out.json" "$citeval" check in.jsonl --json   # sets wall, cpu, rss_mib
#   bench_row "$n" "$(bench_figures "$work/out.json" citation_rec citation_prec)"
#
# Environment: CITEVAL (default build/release/src/cli/citeval), WORK. Needs GNU time
# (/usr/bin/time) and /usr/bin/python3.

bench_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
citeval="${CITEVAL:-$bench_root/build/release/src/cli/citeval}"

bench_workdir() {
  if [[ -n "${WORK:-}" ]]; then
    work="$WORK"
    mkdir -p "$work"
  else
    work="$(mktemp -d)"
    trap 'rm -rf "$work"' EXIT
  fi
}

# bench_time OUT CMD...: runs CMD once, its standard output to OUT; sets wall (s), cpu (user +
# system s), rss_mib (peak resident MiB).
bench_time() {
  local out="$1" user sys kb
  shift
  /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" > "$out"
  read -r wall user sys kb < "$work/time"
  cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')
  rss_mib=$(awk -v kb="$kb" 'BEGIN { printf "%.1f", kb / 1024 }')
}

# bench_row N [TEXT]: one row of the table bench_header heads, from the last bench_time.
bench_header() { printf "%8s %8s %8s %9s %12s  %s\n" "$1" wall_s cpu_s rss_MiB "cpu_ms/$2" figures; }
bench_row() {
  awk -v n="$1" -v w="$wall" -v c="$cpu" -v r="$rss_mib" -v f="${2:-}" 'BEGIN {
    printf "%8d %8.2f %8.2f %9.1f %12.4f  %s\n", n, w, c, r, c * 1000 / n, f }'
}

# bench_figures FILE KEY...: "KEY=value ..." of a summary JSON, two decimals.
bench_figures() {
  /usr/bin/python3 -c 'import json, sys; d = json.load(open(sys.argv[1]))
print(" ".join(f"{k}={d[k]:.2f}" for k in sys.argv[2:]))' "$@"
}
