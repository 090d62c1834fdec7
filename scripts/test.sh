#!/usr/bin/env bash
# The README's test command: installs what the tests ask as oracles when it
# is missing (LLVM 13 to 22 as Debian has them, clang 14, 19 and 22),
# then runs every test. Extra arguments go to `go test` (e.g. -short, -run X).
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
command -v llvm-as-14 >/dev/null 2>&1 || command -v llvm-config-14 >/dev/null 2>&1 || need+=(llvm-14)
[ -x /usr/lib/llvm-14/bin/FileCheck ] || need+=(llvm-14-tools)
command -v llvm-as-22 >/dev/null 2>&1 || need+=(llvm-22)
command -v clang-22 >/dev/null 2>&1 || need+=(clang-22)
# clang 14 builds the C library and ThinLTO objects of LLVM 14's oracle tests.
command -v clang-14 >/dev/null 2>&1 || need+=(clang-14)
# clang 19 and llvm-dis-19: bitcode from a release between the two oracles;
# llvm-as/llvm-dis 13, 15 and 16: bitcode of the other releases Debian has.
command -v clang-19 >/dev/null 2>&1 || need+=(clang-19)
for v in 13 15 16 19; do
  command -v "llvm-dis-$v" >/dev/null 2>&1 || need+=("llvm-$v")
done
command -v nvim >/dev/null 2>&1 || need+=(neovim)
if [ ${#need[@]} -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q "${need[@]}"
fi
# LLVM 14's unsuffixed tool names (llvm-as, opt, llvm-link, llvm-dis) are the
# tests' first oracle.
if ! command -v llvm-as >/dev/null 2>&1; then
  PATH="/usr/lib/llvm-14/bin:$PATH"
  export PATH
fi
go version
llvm-as --version | sed -n 2p
llvm-as-22 --version | sed -n 2p

# go test stops a package's tests after 10 minutes by default; the oracle
# sweeps (loops, md, parser ask LLVM per test file) take longer than that on
# a loaded 2-core machine, so the limit here is CI's own order of magnitude.
# An explicit -timeout among the arguments wins (the last one counts).
go test -timeout 45m "$@" ./...
