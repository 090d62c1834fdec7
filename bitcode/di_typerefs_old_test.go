package bitcode

import "testing"

// typeRefsModule refers to composite types by their identifiers, as LLVM
// 3.7 and 3.8 wrote type references, in every field LLVM's loader reads
// as one; "A" has a declaration and a definition, "D" only a declaration,
// "K" (line 9) is to stay no target, and no type is "Z". (The verifier of
// llvm-as-13 rejects such references: it is run without it.)
const typeRefsModule = `@G1 = global i32 0

!named = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !10, !11, !12, !13, !14, !15, !16}

!0 = !DIFile(filename: "a.cc", directory: "/d")
!1 = !DICompositeType(tag: DW_TAG_structure_type, name: "A", file: !0, flags: DIFlagFwdDecl, identifier: "A")
!2 = !DICompositeType(tag: DW_TAG_structure_type, name: "A", file: !0, size: 32, identifier: "A")
!3 = !DICompositeType(tag: DW_TAG_class_type, name: "B", scope: !"A", file: !0, baseType: !"A", vtableHolder: !"B", identifier: "B")
!4 = !DICompositeType(tag: DW_TAG_structure_type, name: "D", file: !0, flags: DIFlagFwdDecl, identifier: "D")
!5 = !DICompositeType(tag: DW_TAG_structure_type, name: "K", file: !0, line: 9, identifier: "K")
!6 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !"B", file: !0, baseType: !"D")
!7 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !8, extraData: !"B")
!8 = !DISubroutineType(types: !9)
!9 = !{null, !"A", !"K", !"Z"}
!10 = !DISubprogram(name: "f", scope: !"B", containingType: !"A", spFlags: 0)
!11 = !DILocalVariable(name: "v", scope: !10, type: !"B")
!12 = !DIGlobalVariable(name: "g", scope: null, type: !"K", isLocal: false, isDefinition: false)
!13 = !DITemplateTypeParameter(type: !"A")
!14 = !DITemplateValueParameter(type: !"D", value: i32* @G1)
!15 = !DIObjCProperty(name: "p", type: !"B")
!16 = !DIImportedEntity(tag: DW_TAG_imported_module, name: "B", scope: !0, entity: !"B")
`

// TestReadOldTypeRefs clears bit 1 of the first operand of
// llvm-as-13's DICompositeType records (but K's) and DISubroutineType
// record, as writers before LLVM 3.9 left it: LLVM's loader then makes
// the composite types targets of the references by identifier, which
// become the definition of the identifier or else its declaration, and
// the subroutine type's list a new tuple of the types so replaced (B,
// whose vtableHolder is then B itself, becomes distinct); and so must the
// native reader.
func TestReadOldTypeRefs(t *testing.T) {
	bc, err := assembleUnverified(t.TempDir(), 13, typeRefsModule)
	if err != nil {
		t.Fatal(err)
	}
	const line = 4 // a composite type's line operand
	old, n := patchInPlace(t, bc, func(block, code uint64, ops []uint64) []uint64 {
		if block != blockMetadataID || (code != codeCompositeType || ops[line] == 9) && code != codeSubroutineType {
			return nil
		}
		ops[0] &^= 2
		return ops
	})
	if n != 5 {
		t.Fatalf("%d records rewritten, want 5", n)
	}
	want := nativeReadsAs(t, "old type refs", 13, false, old)
	readsAs13(t, want, "the references by identifier",
		`!3 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "B", scope: !2, file: !0, baseType: !2, vtableHolder: !3, identifier: "B")`,
		`!6 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !3, file: !0, baseType: !4)`,
		`!7 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !8, extraData: !3)`,
		"!8 = !DISubroutineType(types: !9)\n!9 = !{null, !2, !\"K\", !\"Z\"}\n",
		`!10 = !DISubprogram(name: "f", scope: !3, containingType: !2, spFlags: 0)`,
		`!11 = !DILocalVariable(name: "v", scope: !10, type: !3)`,
		`type: !"K", isLocal: false`,
		`!13 = !DITemplateTypeParameter(type: !2)`,
		`!14 = !DITemplateValueParameter(type: !4, value: i32* @G1)`,
		`!15 = !DIObjCProperty(name: "p", type: !3)`,
		`name: "B", scope: !0, entity: !3)`)
}
