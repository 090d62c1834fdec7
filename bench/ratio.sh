#!/usr/bin/env bash
# Measures irmeta against LLVM 14 on the same files, in one run:
#   irmeta verify   vs  opt -passes=verify -disable-output   (wall time, best of N)
#   peak RSS of irmeta verify divided by the file size
#   irmeta fmt throughput (MB/s)
#   irmeta diff FILE FILE (wall time, best of N): both sides parsed and compared
# Usage: bench/ratio.sh [-n N] [FILE...]
# Without files it uses the largest coreutils program and a 100 MB synthetic
# module with dense debug info (written once to $BENCH_DIR, default /tmp).
set -euo pipefail
cd "$(dirname "$0")/.."
n=3
if [ "${1:-}" = "-n" ]; then n=$2; shift 2; fi
dir=${BENCH_DIR:-/tmp}
go build -o "$dir/irmeta-bench" ./cmd/irmeta || { echo "bench: cannot build ./cmd/irmeta" >&2; exit 1; }
go build -o "$dir/gensynth-bench" ./cmd/gensynth
files=("$@")
if [ ${#files[@]} -eq 0 ]; then
  synth=$dir/irmeta-synth-100MB.ll
  if [ ! -f "$synth" ] || [ internal/gensynth/gensynth.go -nt "$synth" ]; then
    "$dir/gensynth-bench" -size 100000000 -o "$synth"
  fi
  files=(../shared/corpus/coreutils/vdir.ll "$synth")
fi

# best TIME-or-RSS of n runs of a command: prints "seconds maxrss_kb"
best() {
  local bt=999999 bm=0
  for _ in $(seq "$n"); do
    local out tf
    tf=$(mktemp)
    /usr/bin/time -o "$tf" -f '%e %M' "$@" >/dev/null 2>&1 || true
    out=$(tail -1 "$tf"); rm -f "$tf"
    local t=${out% *} m=${out#* }
    if awk "BEGIN{exit !($t < $bt)}"; then bt=$t; fi
    if [ "$m" -gt "$bm" ]; then bm=$m; fi
  done
  echo "$bt $bm"
}

printf '%-28s %8s %9s %9s %7s %9s %8s %10s %7s\n' file MB irmeta_s opt_s ratio rss_MB rss/size fmt_MB/s diff_s
for f in "${files[@]}"; do
  size=$(stat -c %s "$f")
  mb=$(awk "BEGIN{printf \"%.1f\", $size/1e6}")
  optflags=()
  if grep -qE '(^|[ (,])ptr([ ,)*]|$)' "$f"; then optflags=(-opaque-pointers); fi
  read -r it im < <(best "$dir/irmeta-bench" verify "$f")
  read -r ot _ < <(best opt "${optflags[@]}" -passes=verify -disable-output "$f")
  read -r ft _ < <(best "$dir/irmeta-bench" fmt -o /dev/null "$f")
  read -r dt _ < <(best "$dir/irmeta-bench" diff "$f" "$f")
  ratio=$(awk "BEGIN{printf \"%.3f\", $it/$ot}")
  rss=$(awk "BEGIN{printf \"%.1f\", $im/1024}")
  rel=$(awk "BEGIN{printf \"%.2f\", $im*1024/$size}")
  fmtmbs=$(awk "BEGIN{ if ($ft > 0) printf \"%.0f\", $size/1e6/$ft; else print \"inf\" }")
  printf '%-28s %8s %9s %9s %7s %9s %8s %10s %7s\n' "$(basename "$f")" "$mb" "$it" "$ot" "$ratio" "$rss" "$rel" "$fmtmbs" "$dt"
done
echo "targets: ratio <= 0.25, rss/size <= 1.5, fmt >= 500 MB/s (fmt includes the full parse), diff of the 100 MB module < 2 s"
