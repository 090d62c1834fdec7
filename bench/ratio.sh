#!/usr/bin/env bash
# Measures irmeta against LLVM on the same files, in one run:
#   irmeta verify   vs  opt -passes=verify -disable-output   (wall time, best of N;
#                       opt-22 for modules clang 20+ wrote, else LLVM 14's opt;
#                       irmeta, opt and irmeta --low-memory run in turn, N
#                       times, so that a drift of the machine's speed
#                       touches all three alike)
#   the same ratio in CPU time (user+sys), which a shared machine distorts less
#   peak RSS of irmeta verify divided by the file size, and the same for
#                       irmeta --low-memory verify with its wall time and
#                       its ratio to opt's
#   irmeta fmt throughput (MB/s)
#   irmeta diff FILE FILE (wall time, best of N): both sides parsed and compared
#   bitcode reading: for the SQLite modules clang 14 and 22 wrote (-O2 -g,
#                       assembled once by llvm-as-N into $BENCH_DIR), irmeta's
#                       native reader (bcdis: bitcode -> llvm-dis's text) vs
#                       llvm-dis-N, wall and CPU; peak RSS against bitcode +
#                       text size; and irmeta fmt x.bc (read, parse, print)
# Usage: bench/ratio.sh [-n N] [-c CPUS] [FILE...]
#   -c CPUS  runs every command under `taskset -c CPUS` (e.g. -c 1: irmeta and
#            opt on the same single core; a shared machine distorts less)
# Without files it uses the largest coreutils program, a 100 MB synthetic
# module with dense debug info (written once to $BENCH_DIR, default /tmp) and,
# when scripts/clib.sh has built them, the SQLite modules clang 22 and
# clang 14 -O2 -g wrote (verified with --llvm 22 against opt-22 and with
# --llvm 14 against LLVM 14's opt).
# The load average is printed before and after: on a loaded machine compare
# the CPU-time ratio (cpu_ratio), which the load distorts less than wall time.
set -euo pipefail
cd "$(dirname "$0")/.."
n=3
pin=()
while [ $# -gt 0 ]; do
  case "$1" in
    -n) n=$2; shift 2 ;;
    -c) pin=(taskset -c "$2"); shift 2 ;;
    *) break ;;
  esac
done
dir=${BENCH_DIR:-/tmp}
go build -o "$dir/irmeta-bench" ./cmd/irmeta || { echo "bench: cannot build ./cmd/irmeta" >&2; exit 1; }
go build -o "$dir/gensynth-bench" ./cmd/gensynth
go build -o "$dir/bcdis-bench" ./bitcode/cmd/bcdis
files=("$@")
if [ ${#files[@]} -eq 0 ]; then
  synth=$dir/irmeta-synth-100MB.ll
  if [ ! -f "$synth" ] || [ internal/gensynth/gensynth.go -nt "$synth" ]; then
    "$dir/gensynth-bench" -size 100000000 -o "$synth"
  fi
  files=(../shared/corpus/coreutils/vdir.ll "$synth")
  for b in sqlite-clang22-O2-g sqlite-clang14-O2-g; do
    sqlite=${IRMETA_CLIB_CACHE:-$HOME/.cache/irmeta/clib}/out/$b.ll
    if [ -f "$sqlite" ]; then files+=("$sqlite"); fi
  done
fi

# one run of a command: prints "wall_seconds maxrss_kb cpu_seconds"
once() {
  local out tf
  tf=$(mktemp)
  /usr/bin/time -o "$tf" -f '%e %M %U %S' "${pin[@]}" "$@" >/dev/null 2>&1 || true
  # A command that fails is timed all the same: say so, or its figure
  # would pass for the work it did not do.
  if grep -q 'exited with non-zero status' "$tf"; then echo "bench: failed: $*" >&2; fi
  out=$(tail -1 "$tf"); rm -f "$tf"
  read -r t m u s <<<"$out"
  echo "$t $m $(awk "BEGIN{print $u+$s}")"
}

# best time of n runs of a command: prints "wall_seconds maxrss_kb cpu_seconds"
# (the least wall and CPU time, the largest peak memory)
best() {
  local bt=999999 bm=0 bc=999999
  for _ in $(seq "$n"); do
    read -r t m c < <(once "$@")
    if awk "BEGIN{exit !($t < $bt)}"; then bt=$t; fi
    if awk "BEGIN{exit !($c < $bc)}"; then bc=$c; fi
    if [ "$m" -gt "$bm" ]; then bm=$m; fi
  done
  echo "$bt $bm $bc"
}

# bestOf3 runs three commands (given as the names of arrays) in turn, n
# times, and prints best's figures for each on its own line: on a machine
# whose speed drifts (a shared virtual machine), commands timed in turn
# see the same conditions, where n runs of one and then n of the other
# may not.
bestOf3() {
  local -n c1=$1 c2=$2 c3=$3
  local -a bt=(999999 999999 999999) bm=(0 0 0) bc=(999999 999999 999999)
  for _ in $(seq "$n"); do
    local k=0
    for name in c1 c2 c3; do
      local -n cmd=$name
      read -r t m c < <(once "${cmd[@]}")
      if awk "BEGIN{exit !($t < ${bt[$k]})}"; then bt[$k]=$t; fi
      if awk "BEGIN{exit !($c < ${bc[$k]})}"; then bc[$k]=$c; fi
      if [ "$m" -gt "${bm[$k]}" ]; then bm[$k]=$m; fi
      k=$((k + 1))
    done
  done
  for k in 0 1 2; do echo "${bt[$k]} ${bm[$k]} ${bc[$k]}"; done
}

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)${pin:+ (pinned: ${pin[*]})}"
printf '%-28s %8s %9s %9s %7s %9s %8s %10s %7s %6s %9s %9s %9s %7s %9s %8s\n' file MB irmeta_s opt_s ratio rss_MB rss/size fmt_MB/s diff_s opt irmeta_cpu opt_cpu cpu_ratio low_s low_ratio low_rss
for f in "${files[@]}"; do
  size=$(stat -c %s "$f")
  mb=$(awk "BEGIN{printf \"%.1f\", $size/1e6}")
  optflags=()
  optbin=opt
  llvm=14
  if grep -qE 'clang version (2[0-9]|1[5-9])' "$f"; then
    optbin=opt-22
    llvm=22
  elif grep -qE '(^|[ (,])ptr([ ,)*]|$)' "$f"; then optflags=(-opaque-pointers); fi
  irm=("$dir/irmeta-bench" --llvm "$llvm" verify "$f")
  optc=("$optbin" "${optflags[@]}" -passes=verify -disable-output "$f")
  low=("$dir/irmeta-bench" --llvm "$llvm" --low-memory verify "$f")
  { read -r it im ic; read -r ot _ oc; read -r lt lm _; } < <(bestOf3 irm optc low)
  read -r ft _ < <(best "$dir/irmeta-bench" --llvm "$llvm" fmt "$f")
  read -r dt _ < <(best "$dir/irmeta-bench" --llvm "$llvm" diff "$f" "$f")
  ratio=$(awk "BEGIN{printf \"%.3f\", $it/$ot}")
  rss=$(awk "BEGIN{printf \"%.1f\", $im/1024}")
  rel=$(awk "BEGIN{printf \"%.2f\", $im*1024/$size}")
  fmtmbs=$(awk "BEGIN{ if ($ft > 0) printf \"%.0f\", $size/1e6/$ft; else print \"inf\" }")
  cratio=$(awk "BEGIN{printf \"%.3f\", $ic/$oc}")
  lrel=$(awk "BEGIN{printf \"%.2f\", $lm*1024/$size}")
  lratio=$(awk "BEGIN{printf \"%.3f\", $lt/$ot}")
  printf '%-28s %8s %9s %9s %7s %9s %8s %10s %7s %6s %9s %9s %9s %7s %9s %8s\n' "$(basename "$f")" "$mb" "$it" "$ot" "$ratio" "$rss" "$rel" "$fmtmbs" "$dt" "$optbin" "$ic" "$oc" "$cratio" "$lt" "$lratio" "$lrel"
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "targets: ratio <= 0.25, rss/size <= 1.5 (low_ratio, low_rss: the same with --low-memory, which trades time for memory), fmt >= 500 MB/s (fmt includes the full parse), diff of the 100 MB module < 2 s"

# Bitcode reading.
clib=${IRMETA_CLIB_CACHE:-$HOME/.cache/irmeta/clib}/out
printf '\n%-28s %6s %7s %9s %9s %7s %9s %8s %9s %9s\n' bitcode bc_MB text_MB irmeta_s dis_s ratio cpu_ratio rss_MB 'rss/(bc+t)' fmt_bc_s
for v in 14 22; do
  ll=$clib/sqlite-clang$v-O2-g.ll
  [ -f "$ll" ] || continue
  bc=$dir/irmeta-bench-sqlite-clang$v-O2-g.bc
  if [ ! -f "$bc" ] || [ "$ll" -nt "$bc" ]; then "llvm-as-$v" "$ll" -o "$bc"; fi
  bsize=$(stat -c %s "$bc")
  tsize=$("llvm-dis-$v" "$bc" -o - | wc -c)
  read -r it im ic < <(best "$dir/bcdis-bench" "$bc")
  read -r dt _ dc < <(best "llvm-dis-$v" "$bc" -o /dev/null)
  read -r ft _ < <(best "$dir/irmeta-bench" --llvm "$v" fmt "$bc")
  printf '%-28s %6s %7s %9s %9s %7s %9s %8s %9s %9s\n' "$(basename "$bc" .bc)" \
    "$(awk "BEGIN{printf \"%.1f\", $bsize/1e6}")" "$(awk "BEGIN{printf \"%.1f\", $tsize/1e6}")" \
    "$it" "$dt" "$(awk "BEGIN{printf \"%.3f\", $it/$dt}")" "$(awk "BEGIN{printf \"%.3f\", $ic/$dc}")" \
    "$(awk "BEGIN{printf \"%.1f\", $im/1024}")" "$(awk "BEGIN{printf \"%.2f\", $im*1024/($bsize+$tsize)}")" "$ft"
done
echo "bitcode targets: ratio <= 0.5 against llvm-dis of the same release, rss/(bc+t) <= 2"
