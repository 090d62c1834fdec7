package bitcode

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/intrinsics"
)

// moduleFunctionAttrOp is the paramattr operand of a MODULE_CODE_FUNCTION
// record (the string-table layout).
const moduleFunctionAttrOp = 6

// assembleUnverified runs llvm-as-n -disable-verify on src.
func assembleUnverified(dir string, n int, src string) ([]byte, error) {
	ll := filepath.Join(dir, "a.ll")
	if err := os.WriteFile(ll, []byte(src), 0o644); err != nil {
		return nil, err
	}
	args := []string{"-disable-verify", ll, "-o", "-"}
	if n == 14 {
		args = append([]string{"-opaque-pointers"}, args...)
	}
	return exec.Command(fmt.Sprintf("llvm-as-%d", n), args...).Output()
}

// stripFunctionAttrs rewrites bc's function records to point at no
// attribute list.
func stripFunctionAttrs(t *testing.T, bc []byte) []byte {
	return transcode(t, bc, func(block, code uint64, ops []uint64) []uint64 {
		if block == blockModule && code == 8 && len(ops) > moduleFunctionAttrOp {
			ops[moduleFunctionAttrOp] = 0
		}
		return ops
	})
}

// TestIntrinsicAttrTables declares each stored release's intrinsics that
// are not overloaded (with the type LLVM 22's signature gives them, or
// none; some 8,000 to 12,000 a release, a few seconds in all), has
// llvm-as of the release write them, takes every attribute off the
// declarations and reads the bitcode back: llvm-dis of the release gives
// each intrinsic its table's attributes again, and the native reader,
// reading with package intrinsics' table of the release, must print the
// same text. Declarations llvm-as refuses (types the release does not
// know) are left out.
func TestIntrinsicAttrTables(t *testing.T) {
	if testing.Short() {
		t.Skip("runs llvm-as and llvm-dis of six releases")
	}
	for _, n := range intrinsics.AttrReleases {
		names, over := intrinsics.ReleaseNames(n)
		var decls []string
		for i := range names {
			if over[i] {
				continue
			}
			d := "declare void @" + names[i] + "()"
			if res, params, ok := intrinsics.DeclType(names[i], n == 13); ok {
				d = "declare " + res + " @" + names[i] + "(" + strings.Join(params, ", ") + ")"
			}
			decls = append(decls, d)
		}
		dir := t.TempDir()
		var kept []string
		var refused int
		var try func(part []string)
		try = func(part []string) {
			if _, err := assembleUnverified(dir, n, strings.Join(part, "\n")+"\n"); err == nil {
				kept = append(kept, part...)
				return
			}
			if len(part) == 1 {
				refused++
				return
			}
			try(part[:len(part)/2])
			try(part[len(part)/2:])
		}
		try(decls)
		if refused > len(decls)/4 {
			t.Fatalf("LLVM %d: llvm-as refuses %d of %d declarations", n, refused, len(decls))
		}
		bc, err := assembleUnverified(dir, n, strings.Join(kept, "\n")+"\n")
		if err != nil {
			t.Fatal(err)
		}
		want := nativeReadsAs(t, fmt.Sprintf("LLVM %d", n), n, n == 14, stripFunctionAttrs(t, bc))
		if got := bytes.Count(want, []byte(") #")); got < len(kept)/2 {
			t.Errorf("LLVM %d: only %d of %d declarations got attributes back:\n%s", n, got, len(kept), want)
		}
		t.Logf("LLVM %d: %d declarations compared (%d refused by llvm-as)", n, len(kept), refused)
	}
}

// TestReadIntrinsicAttrsReset gives intrinsic declarations attributes no
// release's table has (another function's list: optsize) and reads them as
// each release with a stored table does: the reader replaces them with the
// table's, function and parameter attributes alike, as llvm-dis does.
func TestReadIntrinsicAttrsReset(t *testing.T) {
	for _, n := range intrinsics.AttrReleases {
		src := "declare void @f() optsize\ndeclare i32 @llvm.ctlz.i32(i32, i1)\ndeclare void @llvm.trap()\n"
		bc := assemble(t, fmt.Sprint(n), src)
		fn := 0
		var coldList uint64
		wrong := transcode(t, bc, func(block, code uint64, ops []uint64) []uint64 {
			if block != blockModule || code != 8 {
				return ops
			}
			if fn == 0 {
				coldList = ops[moduleFunctionAttrOp]
			} else {
				ops[moduleFunctionAttrOp] = coldList
			}
			fn++
			return ops
		})
		if fn != 3 || coldList == 0 {
			t.Fatalf("LLVM %d: %d function records, cold list %d", n, fn, coldList)
		}
		want := nativeReadsAs(t, fmt.Sprintf("LLVM %d", n), n, n == 14, wrong)
		if !bytes.Contains(want, []byte("@llvm.ctlz.i32(i32, i1 immarg) #")) || bytes.Count(want, []byte("optsize")) != 2 {
			t.Errorf("LLVM %d: llvm-dis kept the wrong attributes:\n%s", n, want)
		}
	}
}

// TestReadRemangledIntrinsic shortens the name of llvm-as-13's
// llvm.frameaddress.p0i8 declaration to llvm.frameaddress, its name
// before LLVM 9 made the intrinsic overloaded: LLVM's reader replaces the
// declaration by one of the right name at the end of the functions, which
// the call then calls, and so must the native reader. (The copy drops the
// symbol tables of function offsets.)
func TestReadRemangledIntrinsic(t *testing.T) {
	const src = `define i8* @f() {
  %a = call i8* @llvm.frameaddress.p0i8(i32 0)
  ret i8* %a
}

declare i8* @llvm.frameaddress.p0i8(i32)

declare void @g()
`
	bc := assemble(t, "13", src)
	const full, short = "llvm.frameaddress.p0i8", "llvm.frameaddress"
	n := 0
	old := transcodeWith(t, bc, rewrite{
		drop:       map[uint64]bool{blockValueSymtab: true},
		dropRecord: func(block, code uint64) bool { return block == blockModule && code == 13 },
		edit: func(block, code uint64, ops []uint64) []uint64 {
			// FUNCTION [strtab offset, size, ...]: the name's prefix
			if block == blockModule && code == 8 && ops[1] == uint64(len(full)) {
				n++
				ops[1] = uint64(len(short))
			}
			return ops
		},
	})
	if n != 1 {
		t.Fatalf("%d declarations renamed, want 1", n)
	}
	want := nativeReadsAs(t, "old intrinsic name", 13, false, old)
	if !bytes.Contains(want, []byte("call i8* @llvm.frameaddress.p0i8(i32 0)")) || !bytes.HasSuffix(bytes.TrimSpace(want), []byte("attributes #0 = { nofree nosync nounwind readnone willreturn }")) {
		t.Errorf("llvm-dis-13 reads the old name otherwise:\n%s", want)
	}
}
