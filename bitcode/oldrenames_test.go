package bitcode

import (
	"bytes"
	"testing"

	"github.com/irmeta/irmeta/bitcode/bitstream"
)

// withOldNames rewrites llvm-as-13's bitcode bc of a module whose old
// intrinsics are spelled with from (of to's length) instead of to, which
// LLVM's parser would upgrade, into the bitcode an older producer wrote:
// the string table names them to. The copy drops the symbol tables of
// function offsets.
func withOldNames(t *testing.T, bc []byte, from, to string) []byte {
	t.Helper()
	if len(from) != len(to) {
		t.Fatalf("%q and %q differ in length", from, to)
	}
	renamed := 0
	old := transcodeWith(t, bc, rewrite{
		drop:       map[uint64]bool{blockValueSymtab: true},
		dropRecord: func(block, code uint64) bool { return block == blockModule && code == 13 },
		replace: func(block, code uint64, ops []uint64, blob []byte, w *bitstream.Writer) bool {
			if block != blockStrtab || blob == nil {
				return false
			}
			renamed += bytes.Count(blob, []byte(from))
			id := w.DefineAbbrev(bitstream.Literal(code), bitstream.Blob())
			w.EmitAbbrevRecord(id, code, ops, bytes.ReplaceAll(blob, []byte(from), []byte(to)))
			return true
		},
	})
	if renamed == 0 {
		t.Fatalf("no %q in the string table", from)
	}
	return old
}

// TestReadOldAddp writes llvm.aarch64.neon.addp of a floating-point
// vector, as producers before LLVM 9 named llvm.aarch64.neon.faddp:
// LLVM's reader declares faddp at the end of the functions instead and
// calls it with the same operands; the integer addp stays.
func TestReadOldAddp(t *testing.T) {
	const src = `define <2 x float> @f(<2 x float> %a, <2 x float> %b, <2 x i32> %c) {
  %r = call <2 x float> @xlvm.aarch64.neon.addp.v2f32(<2 x float> %a, <2 x float> %b)
  %s = call <2 x i32> @xlvm.aarch64.neon.addp.v2i32(<2 x i32> %c, <2 x i32> %c)
  ret <2 x float> %r
}

declare <2 x float> @xlvm.aarch64.neon.addp.v2f32(<2 x float>, <2 x float>)

declare <2 x i32> @xlvm.aarch64.neon.addp.v2i32(<2 x i32>, <2 x i32>)

declare void @g()
`
	old := withOldNames(t, assemble(t, "13", src), "xlvm.aarch64", "llvm.aarch64")
	want := nativeReadsAs(t, "old addp", 13, false, old)
	readsAs13(t, want, "the old addp", "call <2 x float> @llvm.aarch64.neon.faddp.v2f32(<2 x float> %0, <2 x float> %1)",
		"call <2 x i32> @llvm.aarch64.neon.addp.v2i32(", "declare void @g()\n\n; Function Attrs: nofree nosync nounwind readnone willreturn\ndeclare <2 x float> @llvm.aarch64.neon.faddp.v2f32(")
}

// TestReadOldCtlz writes llvm-as-13's llvm.ctlz and llvm.cttz
// declarations and calls with one operand, as before LLVM 3.1 (the type
// comes from another declaration's): LLVM's reader declares the
// two-operand intrinsic at the end and passes false for "zero is
// poison", and so must the native reader; the new call keeps no
// attachment of the old one but !dbg.
func TestReadOldCtlz(t *testing.T) {
	for _, name := range []string{"llvm.ctlz.i32", "llvm.cttz.i32"} {
		src := `declare i32 @one(i32)

define i32 @f(i32 %a) {
  %r = call i32 @` + name + `(i32 %a, i1 true), !foo !0
  ret i32 %r
}

declare i32 @` + name + `(i32, i1)

declare void @g()

!0 = !{}
`
		old := oldIntrinsicCalls(t, assemble(t, "13", src), name, 6)
		want := nativeReadsAs(t, "old "+name, 13, false, old)
		readsAs13(t, want, "the old "+name, "%2 = call i32 @"+name+"(i32 %0, i1 false)\n",
			"declare void @g()\n\n; Function Attrs: nofree nosync nounwind readnone speculatable willreturn\ndeclare i32 @"+name+"(i32, i1 immarg) #")
	}
}
