package bitcode

import "testing"

// TestReadOldDeclareExpr writes llvm-as-13's DIExpression records in
// version 0 (before LLVM 5.0's version 1 and 6.0's version 2): LLVM's
// loader then drops the leading DW_OP_deref of the expression of every
// llvm.dbg.declare of a function argument (not of an alloca, nor of a
// dbg.value), and so must the native reader. It does so when it resumes
// the module after the function bodies, which it does for a module with
// a VSTOFFSET record (LLVM 3.8 on); in a copy without one (as LLVM 3.7
// wrote) and with version-2 records the deref stays.
func TestReadOldDeclareExpr(t *testing.T) {
	const src = `define void @f(i32* %a) !dbg !4 {
  %l = alloca i32*
  call void @llvm.dbg.declare(metadata i32* %a, metadata !7, metadata !DIExpression(DW_OP_deref)), !dbg !9
  call void @llvm.dbg.declare(metadata i32** %l, metadata !10, metadata !DIExpression(DW_OP_deref)), !dbg !9
  call void @llvm.dbg.value(metadata i32* %a, metadata !10, metadata !DIExpression(DW_OP_deref)), !dbg !9
  ret void
}

declare void @llvm.dbg.declare(metadata, metadata, metadata)

declare void @llvm.dbg.value(metadata, metadata, metadata)

` + debugInfoOfF + `!7 = !DILocalVariable(name: "a", arg: 1, scope: !4, file: !1, line: 1, type: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DILocation(line: 2, scope: !4)
!10 = !DILocalVariable(name: "l", scope: !4, file: !1, line: 2, type: !8)
`
	bc := assemble(t, "13", src)
	const (
		dropped = "@llvm.dbg.declare(metadata i32* %a, metadata !6, metadata !DIExpression())"
		kept    = "@llvm.dbg.declare(metadata i32* %a, metadata !6, metadata !DIExpression(DW_OP_deref))"
		// without the symbol table the names are gone
		keptNoVST = "@llvm.dbg.declare(metadata i32* %0, metadata !6, metadata !DIExpression(DW_OP_deref))"
	)
	for _, version := range []uint64{0, 2} {
		label := "version " + itoa(int(version))
		old, n := patchInPlace(t, bc, func(block, code uint64, ops []uint64) []uint64 {
			if block != blockMetadataID || code != 29 {
				return nil
			}
			ops[0] = ops[0]&1 | version<<1
			return ops
		})
		if n == 0 {
			t.Fatal("no DIExpression record")
		}
		want := nativeReadsAs(t, label, 13, false, old)
		arg := kept
		if version == 0 {
			arg = dropped
		}
		readsAs13(t, want, label, arg,
			"@llvm.dbg.declare(metadata i32** %l, metadata !9, metadata !DIExpression(DW_OP_deref))",
			"@llvm.dbg.value(metadata i32* %a, metadata !9, metadata !DIExpression(DW_OP_deref))")
	}
	exprs := 0
	noVST := transcodeWith(t, bc, rewrite{
		drop:       map[uint64]bool{blockValueSymtab: true},
		dropRecord: func(block, code uint64) bool { return block == blockModule && code == 13 },
		edit: func(block, code uint64, ops []uint64) []uint64 {
			if block == blockMetadataID && code == 29 {
				exprs++
				ops[0] &= 1
			}
			return ops
		},
	})
	if exprs == 0 {
		t.Fatal("no DIExpression record")
	}
	want := nativeReadsAs(t, "version 0 without VSTOFFSET", 13, false, noVST)
	readsAs13(t, want, "version 0 without VSTOFFSET", keptNoVST)
}
