#!/usr/bin/env bash
# Regenerates modflags/testdata/matrix: a small C file compiled by clang-14
# and clang-22 with options that change module flags. Each module is
# modflags/testdata/matrix/c<N>-<name>.ll; COMMANDS.tsv records the command
# that made it (or why the compiler refused the option). The llvm-link
# answers for every pair are stored by
#   go test ./modflags -run TestMergeMatrix -update-matrix
set -euo pipefail
cd "$(dirname "$0")/../modflags/testdata/matrix"
rm -f c14-*.ll c22-*.ll
cat > t.c <<'C'
/* Weak definitions: llvm-link links any two of these modules. */
__attribute__((weak)) int counter;
static int add(int x) { return x + counter; }
__attribute__((weak)) int run(int (*f)(int), int v) { return f(v); }
__attribute__((weak)) int main(void) { return run(add, 1); }
C
X=--target=x86_64-linux-gnu
A=--target=aarch64-linux-gnu
opts=(
  "default|$X"
  "fPIC|$X -fPIC"
  "fPIE|$X -fPIE"
  "g|$X -g"
  "gdwarf-4|$X -gdwarf-4"
  "gdwarf-5|$X -gdwarf-5"
  "cf-full|$X -fcf-protection=full"
  "cf-branch|$X -fcf-protection=branch"
  "cf-return|$X -fcf-protection=return"
  "mcmodel-large|$X -mcmodel=large"
  "mcmodel-medium|$X -mcmodel=medium"
  "stack-protector|$X -fstack-protector"
  "stack-protector-strong|$X -fstack-protector-strong"
  "guard-global|$X -fstack-protector -mstack-protector-guard=global"
  "guard-tls|$X -fstack-protector -mstack-protector-guard=tls -mstack-protector-guard-reg=fs -mstack-protector-guard-offset=40"
  "flto|$X -flto"
  "flto-thin|$X -flto=thin"
  "wpvt|$X -flto -fvisibility=hidden -fwhole-program-vtables"
  "cfi-icall|$X -flto -fvisibility=hidden -fsanitize=cfi-icall"
  "short-wchar|$X -fshort-wchar"
  "no-plt|$X -fPIC -fno-plt"
  "profile-instr-generate|$X -fprofile-instr-generate"
  "thunk-extern|$X -mfunction-return=thunk-extern"
  "kcfi|$X -fsanitize=kcfi"
  "aarch64|$A"
  "aarch64-bti-pac|$A -mbranch-protection=standard"
)
printf 'module\tcommand\tresult\n' > COMMANDS.tsv
for v in 14 22; do
  for o in "${opts[@]}"; do
    name=${o%%|*}; flags=${o#*|}
    out=c$v-$name.ll
    cmd="clang-$v -S -emit-llvm -O1 -Xclang -disable-llvm-passes $flags t.c -o $out"
    if err=$($cmd 2>&1); then
      # Bodies and attributes stay: they are small, and LLVM must load them.
      printf '%s\t%s\tok\n' "$out" "$cmd" >> COMMANDS.tsv
    else
      rm -f "$out"
      printf '%s\t%s\trefused: %s\n' "$out" "$cmd" "$(echo "$err" | head -1)" >> COMMANDS.tsv
    fi
  done
done
