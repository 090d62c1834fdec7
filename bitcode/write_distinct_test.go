package bitcode

import "testing"

// sizesModule has pairs of DI types that differ only in an omitted size or
// offset against "size: 0" or "offset: 0": since sizes are metadata (LLVM
// 21), llvm-as keeps each pair as two nodes (null against the constant 0),
// which llvm-dis prints alike but numbers apart.
const sizesModule = `!named = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13}
!0 = !DIBasicType()
!1 = !DIBasicType(tag: DW_TAG_base_type, name: "", size: 0, align: 0, encoding: 0)
!2 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null)
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 0)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, offset: 0)
!5 = !DICompositeType(tag: DW_TAG_structure_type)
!6 = !DICompositeType(tag: DW_TAG_structure_type, size: 0, offset: 0)
!7 = !DIStringType(name: "s")
!8 = !DIStringType(name: "s", size: 0)
!9 = !DIFixedPointType(name: "f", encoding: DW_ATE_signed_fixed, kind: Binary)
!10 = !DIFixedPointType(name: "f", size: 0, encoding: DW_ATE_signed_fixed, kind: Binary)
!11 = !DISubrangeType(name: "r", baseType: null)
!12 = !DISubrangeType(name: "r", size: 0, baseType: null)
!13 = !DIDerivedType(tag: DW_TAG_member, name: "m", baseType: null, size: !14, offset: 0)
!14 = !DIExpression(DW_OP_constu, 8)
`

// TestWriteZeroSizes writes sizesModule for LLVM 22 and compares
// llvm-dis-22's text, and the native reader's, with llvm-dis-22's text of
// llvm-as-22's bitcode.
func TestWriteZeroSizes(t *testing.T) {
	checkWritten(t, t.TempDir(), 0, 22, sizesModule, true)
}

// debugCallModule calls llvm.dbg.value with a distinct !dbg location that
// nothing else uses: the releases that read the call as a debug record
// keep the location distinct, as llvm-as's bitcode stores the record's
// location as metadata.
const debugCallModule = `define void @f() !dbg !4 {
entry:
  call void @llvm.dbg.value(metadata i16 0, metadata !8, metadata !DIExpression()), !dbg !9
  ret void, !dbg !10
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "p", emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 10, type: !5, scopeLine: 10, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!8 = !DILocalVariable(name: "x", scope: !4, file: !1, line: 11, type: !7)
!9 = distinct !DILocation(line: 11, column: 3, scope: !4)
!10 = distinct !DILocation(line: 12, column: 1, scope: !4)
`

// TestWriteDebugCallDistinctLocation writes debugCallModule for LLVM 19
// and 22 (the debug call's location stays distinct, the ret's reads back
// uniqued) and compares llvm-dis's text with llvm-as's.
func TestWriteDebugCallDistinctLocation(t *testing.T) {
	dir := t.TempDir()
	for i, n := range []int{19, 22} {
		checkWritten(t, dir, i, n, debugCallModule, false)
	}
}
