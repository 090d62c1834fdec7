#!/usr/bin/env bash
# Rebuilds the clang-22 modules of this directory: every clang-14 command of
# the shared module-flag oracle (../shared/corpus/oracle/modflags/clang/out/
# RESULTS.tsv) run again with clang-22 (and llvm-dis-22), on the same
# sources, in a scratch copy of them. Writes NAME.ll (or NAME.stderr.txt
# when clang-22 rejects the command) and RESULTS.tsv: name, source, status,
# the module flags as behavior:value, and the exact command.
# Run from anywhere: bash modflags/testdata/clang22/build.sh
# (go test ./modflags -run Clang22 -regenerate calls it).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
corpus=${IRMETA_CORPUS:-}
if [ -z "$corpus" ]; then
  d=$here
  while [ "$d" != / ] && [ ! -d "$d/shared/corpus" ]; do d=$(dirname "$d"); done
  corpus=$d/shared/corpus
fi
oracle=$corpus/oracle/modflags/clang
[ -f "$oracle/out/RESULTS.tsv" ] || { echo "no $oracle/out/RESULTS.tsv" >&2; exit 1; }
# A fixed scratch directory: the -g modules record it as their directory.
work=/tmp/irmeta-modflags-clang22
rm -rf "$work" && mkdir -p "$work"
trap 'rm -rf "$work"' EXIT
cp "$oracle"/src/* "$work"/
cp "$oracle"/out/pgo/*.profdata "$work"/ 2>/dev/null || true
chmod u+w "$work"/*
cd "$here"
rm -f ./*.ll ./*.stderr.txt
printf 'name\tsource\tstatus\tmodule flags (key=behavior:value)\tcommand (%s; run in /tmp/irmeta-modflags-clang22, a copy of oracle/modflags/clang/src with its pgo.profdata)\n' "$(clang-22 --version | head -1)" >RESULTS.tsv
tail -n +2 "$oracle/out/RESULTS.tsv" | while IFS=$'\t' read -r name source _ _ cmd; do
  cmd=${cmd//clang-14/clang-22}
  cmd=${cmd//llvm-dis-14/llvm-dis-22}
  # Without a CUDA installation clang 22 assumes PTX 4.2, which sm_70 lacks.
  cmd=${cmd//--cuda-gpu-arch=sm_70/--cuda-gpu-arch=sm_70 --cuda-feature=+ptx70}
  status=ok
  if (cd "$work" && bash -c "$cmd -o '$here/$name.ll'") 2>"$name.stderr.txt"; then
    :
  else
    status=FAILED
  fi
  [ -s "$name.stderr.txt" ] || rm -f "$name.stderr.txt"
  flags=""
  if [ -f "$name.ll" ]; then
    flags=$(grep -E '^![0-9]+ = !\{i32 [0-9]+, !"' "$name.ll" | sed -E 's/^![0-9]+ = !\{i32 ([0-9]+), !"([^"]*)", (.*)\}$/\2=\1:\3/' | paste -sd';' | sed 's/;/; /g')
  else
    status=FAILED
  fi
  printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$source" "$status" "$flags" "$cmd -o \$OUT/$name.ll" >>RESULTS.tsv
done
