package bitcode

import "testing"

// TestReadOldMaskedLoad writes llvm.masked.load and llvm.masked.gather
// named without the pointer type's suffix, as before LLVM 4 and 7:
// LLVM's reader declares them under the full name at the end of the
// functions, and the calls keep their operands and attachments; a
// llvm.masked.store named in full stays where it is.
func TestReadOldMaskedLoad(t *testing.T) {
	const src = `define <2 x double> @f(<2 x double>* %p, <2 x double*> %ps, <2 x i1> %m, <2 x double> %v) {
  %r = call <2 x double> @xlvm.masked.load.v2f64(<2 x double>* %p, i32 8, <2 x i1> %m, <2 x double> %v), !foo !0
  %g = call <2 x double> @xlvm.masked.gather.v2f64(<2 x double*> %ps, i32 8, <2 x i1> %m, <2 x double> %v)
  call void @llvm.masked.store.v2f64.p0v2f64(<2 x double> %r, <2 x double>* %p, i32 8, <2 x i1> %m)
  ret <2 x double> %g
}

declare <2 x double> @xlvm.masked.load.v2f64(<2 x double>*, i32, <2 x i1>, <2 x double>)

declare <2 x double> @xlvm.masked.gather.v2f64(<2 x double*>, i32, <2 x i1>, <2 x double>)

declare void @llvm.masked.store.v2f64.p0v2f64(<2 x double>, <2 x double>*, i32 immarg, <2 x i1>)

declare void @g()

!0 = !{}
`
	old := withOldNames(t, assemble(t, "13", src), "xlvm.masked", "llvm.masked")
	want := nativeReadsAs(t, "old masked intrinsics", 13, false, old)
	readsAs13(t, want, "the old masked intrinsics",
		"call <2 x double> @llvm.masked.load.v2f64.p0v2f64(<2 x double>* %0, i32 8, <2 x i1> %2, <2 x double> %3), !foo !0\n",
		"call <2 x double> @llvm.masked.gather.v2f64.v2p0f64(<2 x double*> %1, i32 8, <2 x i1> %2, <2 x double> %3)\n",
		"declare void @llvm.masked.store.v2f64.p0v2f64(<2 x double>, <2 x double>*, i32 immarg, <2 x i1>) #0\n\ndeclare void @g()\n\n",
		"declare <2 x double> @llvm.masked.load.v2f64.p0v2f64(<2 x double>*, i32 immarg, <2 x i1>, <2 x double>) #1\n\n; Function Attrs: nofree nosync nounwind readonly willreturn\ndeclare <2 x double> @llvm.masked.gather.v2f64.v2p0f64(")
}
