#!/usr/bin/env bash
# Fetches LLVM 22's own test files for the tests: the .ll files of
# llvm/test/{Assembler,Verifier,DebugInfo,Bitcode} from the source tarball
# of Debian's llvm-toolchain-22 (the release whose llvm-as-22 the tests ask),
# checked against Debian's SHA-256. Nothing is committed: the tests keep
# llvm-as-22's verdicts on these files (verifier/testdata/llvm22src-verdicts.tsv)
# and read the files from here. Prints the directory that holds the four
# test directories:
#
#   $CACHE/llvm-22.1.8/llvm/test
#
# CACHE is $IRMETA_LLVM_SRC_CACHE, or ~/.cache/irmeta/llvm-src. Runs once;
# later calls print the directory.
set -euo pipefail
version=22.1.8
sha256=b49b9277aef97616320b2da259e1f8174c65b0ce2fbe2e8629644a97693402fe
tarball=llvm-toolchain-22_${version}.orig.tar.xz
# Debian's security archive lists the package but serves the tarball from
# the main pool; snapshot.debian.org keeps it once a newer release
# replaces it there.
urls=(
  "http://deb.debian.org/debian/pool/main/l/llvm-toolchain-22/$tarball"
  "http://deb.debian.org/debian-security/pool/updates/main/l/llvm-toolchain-22/$tarball"
  "https://snapshot.debian.org/archive/debian/20250520T000000Z/pool/main/l/llvm-toolchain-22/$tarball"
)
CACHE=${IRMETA_LLVM_SRC_CACHE:-${HOME:-/tmp}/.cache/irmeta/llvm-src}
out=$CACHE/llvm-$version/llvm/test
mkdir -p "$CACHE"
exec 9>"$CACHE/.lock"
flock 9
if [ -f "$CACHE/llvm-$version/.done" ]; then
  echo "$out"
  exit 0
fi

tmp=$(mktemp -d "$CACHE/fetch.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
ok=""
for u in "${urls[@]}"; do
  if curl -fsS -m 600 -o "$tmp/$tarball" "$u" 2>"$tmp/curl.err" &&
    echo "$sha256  $tmp/$tarball" | sha256sum -c --quiet - 2>/dev/null; then
    ok=1
    break
  fi
  echo "llvm22src: $u: $(cat "$tmp/curl.err" 2>/dev/null || true) (or checksum mismatch)" >&2
done
if [ -z "$ok" ]; then
  echo "llvm22src: cannot fetch $tarball from Debian" >&2
  exit 1
fi
# Only the four test directories: the rest of the tree is not read.
tar -xJf "$tmp/$tarball" -C "$tmp" --wildcards \
  "*/llvm/test/Assembler/*" "*/llvm/test/Verifier/*" \
  "*/llvm/test/DebugInfo/*" "*/llvm/test/Bitcode/*"
rm -rf "$CACHE/llvm-$version"
mkdir -p "$CACHE/llvm-$version"
mv "$tmp"/llvm-toolchain-22_"$version"/llvm "$CACHE/llvm-$version/"
touch "$CACHE/llvm-$version/.done"
echo "$out"
