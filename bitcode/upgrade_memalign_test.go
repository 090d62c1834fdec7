package bitcode

import "testing"

// TestReadOldMemIntrinsics writes llvm.memcpy, llvm.memmove and
// llvm.memset with the alignment parameter they had before LLVM 7:
// LLVM's reader declares them without it at the end of the functions and
// gives the calls' pointers align attributes instead (the destination
// only for memset; none for alignment 0), dropping the old calls'
// attributes and tail markers; a memcpy of today's four parameters stays.
func TestReadOldMemIntrinsics(t *testing.T) {
	const src = `define void @f(i8* %d, i8* %s, i32 %n, i64 %m) {
  tail call void @xlvm.memcpy.p0i8.p0i8.i32(i8* nonnull %d, i8* %s, i32 %n, i32 4, i1 false)
  call void @xlvm.memmove.p0i8.p0i8.i32(i8* %d, i8* %s, i32 %n, i32 0, i1 true)
  call void @xlvm.memset.p0i8.i64(i8* %d, i8 7, i64 %m, i32 8, i1 false)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 2 %d, i8* %s, i64 %m, i1 false)
  ret void
}

declare void @xlvm.memcpy.p0i8.p0i8.i32(i8*, i8*, i32, i32, i1)

declare void @xlvm.memmove.p0i8.p0i8.i32(i8*, i8*, i32, i32, i1)

declare void @xlvm.memset.p0i8.i64(i8*, i8, i64, i32, i1)

declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)

declare void @g()
`
	old := withOldNames(t, assemble(t, "13", src), "xlvm.mem", "llvm.mem")
	want := nativeReadsAs(t, "old memory intrinsics", 13, false, old)
	readsAs13(t, want, "the old memory intrinsics",
		"  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %0, i8* align 4 %1, i32 %2, i1 false)\n",
		"  call void @llvm.memmove.p0i8.p0i8.i32(i8* %0, i8* %1, i32 %2, i1 true)\n",
		"  call void @llvm.memset.p0i8.i64(i8* align 8 %0, i8 7, i64 %3, i1 false)\n",
		"  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 2 %0, i8* %1, i64 %3, i1 false)\n",
		"declare void @g()\n\n; Function Attrs: argmemonly nofree nounwind willreturn\ndeclare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg)")
}
