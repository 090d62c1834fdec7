#!/usr/bin/env bash
# Builds real C libraries with clang 14 and clang 22 for the tests and
# benchmarks: zlib (small, many files) and SQLite (sqlite3.c + shell.c, a
# 45-55 MB module at -O2 -g). Sources come from Debian's source packages
# (apt-get source); nothing is committed. Products, printed one per line:
#
#   $CACHE/out/{zlib,sqlite}-clang{14,22}-O{0,2}-g.ll   (one llvm-linked module each)
#   $CACHE/src/{zlib,sqlite}                            (the sources, for other builds)
#
# CACHE is $IRMETA_CLIB_CACHE, or ~/.cache/irmeta/clib. Runs once; later calls
# print the products. Installs clang-14/clang-22/tcl and deb-src entries when
# missing (the machine is Debian; root or sudo).
set -euo pipefail
CACHE=${IRMETA_CLIB_CACHE:-${HOME:-/tmp}/.cache/irmeta/clib}
mkdir -p "$CACHE"
exec 9>"$CACHE/.lock"
flock 9

products() {
  for lib in zlib sqlite; do for v in 14 22; do for o in 0 2; do
    echo "$CACHE/out/$lib-clang$v-O$o-g.ll"
  done; done; done
}
if [ -f "$CACHE/out/.done" ]; then products; exit 0; fi

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO=sudo
need=()
command -v clang-14 >/dev/null 2>&1 || need+=(clang-14)
command -v clang-22 >/dev/null 2>&1 || need+=(clang-22)
command -v llvm-link-22 >/dev/null 2>&1 || need+=(llvm-22)
command -v tclsh >/dev/null 2>&1 || need+=(tcl)
command -v make >/dev/null 2>&1 || need+=(make)
if [ ${#need[@]} -gt 0 ]; then
  $SUDO apt-get update -q >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q "${need[@]}" >&2
fi
LINK14=$(command -v llvm-link-14 || echo /usr/lib/llvm-14/bin/llvm-link)

# fetch_source downloads a source package into $dl: the newest version the
# sources list, else each older one in turn (a mirror may list a security
# update whose files it no longer serves: zlib's +deb12u1 gave 404 once).
fetch_source() {
  local pkg=$1 v
  (cd "$dl" && apt-get source -q --download-only "$pkg" >&2) && return 0
  for v in $(apt-cache showsrc "$pkg" | sed -n 's/^Version: //p' | sort -urV); do
    echo "clib: $pkg: trying version $v" >&2
    rm -f "$dl/${pkg}"_* # what a failed try left
    (cd "$dl" && apt-get source -q --download-only "$pkg=$v" >&2) && return 0
  done
  echo "clib: cannot download the source of $pkg" >&2
  return 1
}

if [ ! -d "$CACHE/src/sqlite" ] || [ ! -d "$CACHE/src/zlib" ]; then
  if ! grep -rqs '^Types:.*deb-src' /etc/apt/sources.list.d/ && ! grep -qs '^deb-src' /etc/apt/sources.list; then
    sed 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources |
      $SUDO tee /etc/apt/sources.list.d/irmeta-deb-src.sources >/dev/null
    $SUDO apt-get update -q >&2
  fi
  dl="$CACHE/dl"
  rm -rf "$dl" && mkdir -p "$dl" && chmod 777 "$dl"
  for pkg in zlib sqlite3; do fetch_source "$pkg"; done
  rm -rf "$CACHE/src" && mkdir -p "$CACHE/src/zlib" "$CACHE/src/sqlite"
  tar -xf "$dl"/zlib_*.orig.tar.* -C "$CACHE/src/zlib" --strip-components=1
  tar -xf "$(ls "$dl"/sqlite3_*.orig.tar.* | grep -v www)" -C "$CACHE/src/sqlite" --strip-components=1
  (cd "$CACHE/src/sqlite" && mkdir -p bld && cd bld && ../configure --disable-tcl >/dev/null && make sqlite3.c >/dev/null)
fi

mkdir -p "$CACHE/out" "$CACHE/obj"
# zlib's zconf.h expects what its configure script finds on a POSIX system.
declare -A CFLAGS=([zlib]="-DHAVE_UNISTD_H -DHAVE_STDARG_H -D_LARGEFILE64_SOURCE=1" [sqlite]="")
build() { # lib version opt files...
  local lib=$1 v=$2 o=$3; shift 3
  local objs=() f
  for f in "$@"; do
    local out="$CACHE/obj/$lib-$v-O$o-$(basename "$f" .c).ll"
    # shellcheck disable=SC2086
    "clang-$v" -g "-O$o" -S -emit-llvm -w ${CFLAGS[$lib]} -I"$(dirname "$f")" "$f" -o "$out"
    objs+=("$out")
  done
  local link=llvm-link-22
  [ "$v" = 14 ] && link=$LINK14
  "$link" -S "${objs[@]}" -o "$CACHE/out/$lib-clang$v-O$o-g.ll"
}
zsrc=()
for f in adler32 compress crc32 deflate gzclose gzlib gzread gzwrite infback inffast inflate inftrees trees uncompr zutil; do
  zsrc+=("$CACHE/src/zlib/$f.c")
done
for v in 14 22; do for o in 0 2; do
  build zlib "$v" "$o" "${zsrc[@]}"
  build sqlite "$v" "$o" "$CACHE/src/sqlite/bld/sqlite3.c" "$CACHE/src/sqlite/bld/shell.c"
done; done
touch "$CACHE/out/.done"
products
