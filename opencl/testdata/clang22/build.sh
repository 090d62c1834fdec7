#!/usr/bin/env bash
# Rebuilds the clang-22 OpenCL modules of this directory: the six sources of
# the shared oracle (../shared/corpus/oracle/opencl/src) in every variant the
# clang-14 oracle has, and testdata/clang14/extra.cl in the variants of
# testdata/clang14 (SPIR-V, NVPTX) plus spirv32 and amdgcn at CL3.0.
# Writes VARIANT/NAME.ll (or VARIANT/NAME.stderr.txt when clang rejects the
# source, as the oracle does) and COMMANDS.tsv with every exact command.
# Run from anywhere: bash opencl/testdata/clang22/build.sh
# (go test ./opencl -run Clang22 -regenerate calls it).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
corpus=${IRMETA_CORPUS:-}
if [ -z "$corpus" ]; then
  d=$here
  while [ "$d" != / ] && [ ! -d "$d/shared/corpus" ]; do d=$(dirname "$d"); done
  corpus=$d/shared/corpus
fi
src=$corpus/oracle/opencl/src
[ -d "$src" ] || { echo "no $src" >&2; exit 1; }
clang=${CLANG22:-clang-22}
cd "$here"
hdr="-Xclang -finclude-default-header"
# variant | options (after -cl-std) | sources
variants=(
  "spir64-cl2.0|-cl-std=CL2.0 $hdr -target spir64|oracle"
  "spir64-cl2.0-O0-arginfo|-cl-std=CL2.0 -O0 -cl-kernel-arg-info $hdr -target spir64|oracle"
  "spir64-cl2.0-O0-g-arginfo|-cl-std=CL2.0 -O0 -g -cl-kernel-arg-info $hdr -target spir64|oracle"
  "spir64-cl3.0|-cl-std=CL3.0 $hdr -target spir64|oracle"
  "spir-cl1.2|-cl-std=CL1.2 $hdr -target spir|oracle"
  "x86_64-cl2.0|-cl-std=CL2.0 $hdr -target x86_64|oracle"
  "x86_64-cl2.0-O0-arginfo|-cl-std=CL2.0 -O0 -cl-kernel-arg-info $hdr -target x86_64|oracle"
  "amdgcn-gfx900-cl2.0|-cl-std=CL2.0 -mcpu=gfx900 -nogpulib $hdr -target amdgcn-amd-amdhsa|oracle"
  "spir-cl1.2-arginfo|-cl-std=CL1.2 -cl-kernel-arg-info $hdr -target spir|extra"
  "spirv64-cl2.0|-cl-std=CL2.0 $hdr -target spirv64|extra"
  "spirv32-cl3.0-arginfo|-cl-std=CL3.0 -cl-kernel-arg-info $hdr -target spirv32|extra"
  "nvptx64-cl1.2|-cl-std=CL1.2 -nocudalib $hdr -target nvptx64-nvidia-cuda|extra"
  "x86_64-cl3.0-O0|-cl-std=CL3.0 -O0 $hdr -target x86_64|extra"
  "amdgcn-gfx900-cl3.0-arginfo|-cl-std=CL3.0 -cl-kernel-arg-info -mcpu=gfx900 -nogpulib $hdr -target amdgcn-amd-amdhsa|extra"
)
version=$($clang --version | head -1)
printf 'variant\tfile\tstatus\tcommand (%s; run in opencl/testdata/clang22, SRC=../shared/corpus/oracle/opencl/src)\n' "$version" >COMMANDS.tsv
for row in "${variants[@]}"; do
  IFS='|' read -r variant opts set <<<"$row"
  rm -rf "$variant" && mkdir -p "$variant"
  if [ "$set" = oracle ]; then files=("$src"/*.cl); shown='$SRC'; else files=(../clang14/extra.cl); shown=../clang14; fi
  for f in "${files[@]}"; do
    name=$(basename "$f" .cl)
    status=ok
    # The module ID and source_filename name the file as the command shows it.
    if (cd "$(dirname "$f")" && $clang $opts -emit-llvm -S "$name.cl" -o "$here/$variant/$name.ll") 2>"$variant/$name.stderr.txt"; then
      [ -s "$variant/$name.stderr.txt" ] || rm "$variant/$name.stderr.txt"
    else
      status=FAILED
      rm -f "$variant/$name.ll"
    fi
    printf '%s\t%s\t%s\t(cd %s && %s %s -emit-llvm -S %s.cl -o %s/%s.ll)\n' "$variant" "$name.cl" "$status" "$shown" "$clang" "$opts" "$name" "opencl/testdata/clang22/$variant" "$name" >>COMMANDS.tsv
  done
done
