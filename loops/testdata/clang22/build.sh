#!/usr/bin/env bash
# Rebuilds the clang-22 loop modules of this directory from the C sources
# of the shared loop oracle (../shared/corpus/oracle/loops/src), as the
# clang-14 oracle was made: clang -O0 with optnone disabled, with and
# without -g; then opt-22 -O2 on each, and LLVM 22's answers the tests
# compare with: the warnings of -passes=transform-warning (NAME.warnings.txt,
# also for the -O2 outputs) and the loops of -passes='print<loops>'
# (NAME.loops.txt). COMMANDS.tsv lists every exact command.
# Run from anywhere: bash loops/testdata/clang22/build.sh
# (go test ./loops -run Clang22 -regenerate calls it).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
corpus=${IRMETA_CORPUS:-}
if [ -z "$corpus" ]; then
  d=$here
  while [ "$d" != / ] && [ ! -d "$d/shared/corpus" ]; do d=$(dirname "$d"); done
  corpus=$d/shared/corpus
fi
oracle=$corpus/oracle
[ -d "$oracle/loops/src" ] || { echo "no $oracle/loops/src" >&2; exit 1; }
clang=${CLANG22:-clang-22}
opt=${OPT22:-opt-22}
cd "$here"
rm -f ./*.ll ./*.txt
printf 'output\tcommand (%s; run in the shared corpus directory oracle/, OUT=loops/testdata/clang22)\n' "$($clang --version | head -1)" >COMMANDS.tsv
run() { # output command...
  local out=$1; shift
  printf '%s\t%s\n' "$out" "$*" >>COMMANDS.tsv
}
for src in "$oracle"/loops/src/*.c; do
  name=$(basename "$src" .c)
  for g in "" "-g"; do
    base=$name.O0${g:+.g}
    # The module ID and source_filename are loops/src/NAME.c, as in the oracle.
    cmd=($clang -O0 $g -Xclang -disable-O0-optnone -emit-llvm -S "loops/src/$name.c" -o "$here/$base.ll")
    (cd "$oracle" && "${cmd[@]}")
    run "$base.ll" "${cmd[@]/$here/\$OUT}"
    cmd=($opt -O2 -S "$here/$base.ll" -o "$here/$base.O2.ll")
    "${cmd[@]}" 2>/dev/null
    run "$base.O2.ll" "${cmd[@]/$here/\$OUT}"
  done
done
for f in *.ll; do
  base=${f%.ll}
  $opt -passes=transform-warning -disable-output "$f" 2>"$base.warnings.txt"
  run "$base.warnings.txt" "$opt -passes=transform-warning -disable-output \$OUT/$f 2>\$OUT/$base.warnings.txt"
  [ -s "$base.warnings.txt" ] || rm "$base.warnings.txt"
  $opt '-passes=print<loops>' -disable-output "$f" 2>"$base.loops.txt"
  run "$base.loops.txt" "$opt -passes='print<loops>' -disable-output \$OUT/$f 2>\$OUT/$base.loops.txt"
done
