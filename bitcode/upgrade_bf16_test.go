package bitcode

import "testing"

// TestReadOldBF16 writes the Arm bfloat16 intrinsics on vectors of i8, as
// producers before LLVM 12 did (spelled xlvm for llvm-as-13, which would
// upgrade them, then renamed): LLVM's reader declares the intrinsics on
// bfloat vectors at the end of the functions (bfdot mangled for them,
// bfmmla, bfmlalb and bfmlalt without a suffix) and calls them anew with
// the vector operands bitcast first, unnamed values numbered before the
// call (the copy drops the value names); the new calls keep the old ones'
// !dbg, which the bitcasts get too, and lose their other attachments; a
// constant operand is folded. The native reader must do the same.
func TestReadOldBF16(t *testing.T) {
	// LLVM 13's attributes of the intrinsics of each target
	for arch, attrs := range map[string]string{"arm": "nounwind readnone", "aarch64": "nofree nosync nounwind readnone willreturn"} {
		src := `define <2 x float> @f(<2 x float> %r, <8 x i8> %a, <16 x i8> %b, <4 x float> %q) !dbg !4 {
  %d = call <2 x float> @xlvm.` + arch + `.neon.bfdot.v2f32.v8i8(<2 x float> %r, <8 x i8> %a, <8 x i8> zeroinitializer), !dbg !7, !foo !6
  %x = add <16 x i8> %b, %b
  %m = call <4 x float> @xlvm.` + arch + `.neon.bfmmla.v4f32.v16i8(<4 x float> %q, <16 x i8> %x, <16 x i8> %b)
  %l = call <4 x float> @xlvm.` + arch + `.neon.bfmlalt.v4f32.v16i8(<4 x float> %m, <16 x i8> %b, <16 x i8> %x)
  %e = fadd <4 x float> %l, %l
  ret <2 x float> %d
}

declare <2 x float> @xlvm.` + arch + `.neon.bfdot.v2f32.v8i8(<2 x float>, <8 x i8>, <8 x i8>)

declare <4 x float> @xlvm.` + arch + `.neon.bfmmla.v4f32.v16i8(<4 x float>, <16 x i8>, <16 x i8>)

declare <4 x float> @xlvm.` + arch + `.neon.bfmlalt.v4f32.v16i8(<4 x float>, <16 x i8>, <16 x i8>)

declare void @g()

` + debugInfoOfF + `!7 = !DILocation(line: 2, scope: !4)
`
		old := withOldNames(t, assemble(t, "13", src), "xlvm."+arch, "llvm."+arch)
		want := nativeReadsAs(t, "old "+arch+" bf16", 13, false, old)
		n := "@llvm." + arch + ".neon."
		readsAs13(t, want, "the old "+arch+" bf16 intrinsics",
			"%5 = bitcast <8 x i8> %1 to <4 x bfloat>, !dbg !6\n  %6 = call <2 x float> "+n+"bfdot.v2f32.v4bf16(<2 x float> %0, <4 x bfloat> %5, <4 x bfloat> zeroinitializer), !dbg !6\n",
			"%8 = bitcast <16 x i8> %7 to <8 x bfloat>\n  %9 = bitcast <16 x i8> %2 to <8 x bfloat>\n  %10 = call <4 x float> "+n+"bfmmla(<4 x float> %3, <8 x bfloat> %8, <8 x bfloat> %9)\n",
			"%14 = fadd <4 x float> %13, %13\n",
			"declare void @g()\n\n; Function Attrs: "+attrs+"\ndeclare <2 x float> "+n+"bfdot.v2f32.v4bf16(<2 x float>, <4 x bfloat>, <4 x bfloat>) #0\n",
			"declare <4 x float> "+n+"bfmlalt(<4 x float>, <8 x bfloat>, <8 x bfloat>) #0\n")
	}
}
