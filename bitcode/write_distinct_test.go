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
