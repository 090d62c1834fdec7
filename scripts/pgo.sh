#!/usr/bin/env bash
# Writes cmd/irmeta/default.pgo, the CPU profile `go build` reads to
# optimize the irmeta command (profile-guided optimization: hot calls are
# inlined and devirtualized). The profile is that of `irmeta verify` on the
# SQLite modules scripts/clib.sh builds (clang 22 -O2 -g under --llvm 22,
# clang 14 -O2 -g under --llvm 14, clang 22 -O0 -g) and on the first as
# bitcode, as BenchmarkVerifyInputFile runs them. On SQLite -O2 -g it took
# 4% off the CPU time of `irmeta verify` (16 interleaved runs, medians).
# Run it again when the hot paths change a lot; a stale profile only
# optimizes less.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(bash scripts/clib.sh | grep -F /out/sqlite-clang22-O2-g.ll)
dir=$(dirname "$out")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
llvm-as-22 "$dir/sqlite-clang22-O2-g.ll" -o "$tmp/sqlite22.bc"
# Profiles are taken from a binary built without a profile, so that the
# old one does not shape the new.
go test -c -pgo=off -o "$tmp/irmeta.test" ./cmd/irmeta
run() { # name file llvm count
  IRMETA_BENCH_FILE=$2 IRMETA_BENCH_LLVM=$3 "$tmp/irmeta.test" -test.run '^$' \
    -test.bench '^BenchmarkVerifyInputFile$' -test.benchtime "$4x" -test.cpuprofile "$tmp/$1.prof" >/dev/null
}
run o2-22 "$dir/sqlite-clang22-O2-g.ll" 22 6
run o2-14 "$dir/sqlite-clang14-O2-g.ll" 14 4
run o0-22 "$dir/sqlite-clang22-O0-g.ll" 22 3
run bc-22 "$tmp/sqlite22.bc" 22 3
go tool pprof -proto "$tmp"/*.prof >cmd/irmeta/default.pgo
echo "wrote cmd/irmeta/default.pgo ($(wc -c <cmd/irmeta/default.pgo) bytes)"
