package bitcode

import (
	"strings"
	"testing"
)

// di21Module holds the DI nodes and fields LLVM 21 and 22 write in their
// own record layouts: DISubrangeType, DIFixedPointType, keyInstructions,
// DILabel's column, isArtificial and coroSuspendIdx, sizes and offsets as
// metadata, DICompositeType's num_extra_inhabitants, specification,
// enumKind and bitStride, DIBasicType's dataSize, ptrauth fields, and a
// DILocation's atom, and LLVM 22's name of calling convention 0xc7;
// TestWriteDI21 adds LLVM 22's language names. REPLACE marks the place of
// a variant's label.
const di21Module = `define void @f(i32 %x) !dbg !10 {
entry:
    #dbg_value(i32 %x, !30, !DIExpression(), !40)
  ret void, !dbg !40
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "p", isOptimized: true, emissionKind: FullDebug, retainedTypes: !50)
!1 = !DIFile(filename: "a.c", directory: "/d")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12, keyInstructions: true)
!11 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !{null})
!12 = !{!30, !31}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !DILocalVariable(name: "x", arg: 1, scope: !10, file: !1, line: 1, type: !20)
!31 = REPLACE
!40 = !DILocation(line: 1, column: 2, scope: !10, atomGroup: 3, atomRank: 1)
!50 = !{!51, !52, !53, !54, !55, !56, !57, !58, !59, !60}
!51 = !DISubrangeType(name: "sr", file: !1, line: 3, scope: !1, size: 32, align: 32, flags: DIFlagPublic, baseType: !20, lowerBound: i64 1, upperBound: i64 10, stride: i64 4, bias: i64 2)
!52 = !DIFixedPointType(name: "fp", size: 32, align: 32, encoding: DW_ATE_signed_fixed, kind: Binary, factor: -4)
!53 = !DIFixedPointType(name: "fr", size: 32, encoding: DW_ATE_unsigned_fixed, kind: Rational, numerator: 1234, denominator: 5678)
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64, ptrAuthKey: 2, ptrAuthIsAddressDiscriminated: true, ptrAuthExtraDiscriminator: 1234, ptrAuthIsaPointer: true, ptrAuthAuthenticatesNullValues: true)
!55 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "E", file: !1, line: 4, baseType: !20, size: 32, elements: !{}, enumKind: DW_APPLE_ENUM_KIND_Closed)
!56 = !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 5, size: !61, num_extra_inhabitants: 7, specification: !55)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 320, elements: !{!62}, bitStride: i32 16)
!58 = !DIBasicType(name: "big", size: 128, encoding: DW_ATE_signed, num_extra_inhabitants: 3, flags: DIFlagBigEndian, dataSize: 100)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !56, baseType: !20, size: 32, offset: !64)
!60 = !DIStringType(name: "s", size: 64)
!61 = !DIExpression(DW_OP_constu, 8)
!62 = !DISubrange(count: 10)
!64 = !DIExpression(DW_OP_constu, 4, DW_OP_mul)
`

// TestWriteDI21 writes LLVM 21's DI layouts for LLVM 22 and compares
// llvm-dis-22's text, and the native reader's, with llvm-dis-22's text of
// llvm-as-22's bitcode.
func TestWriteDI21(t *testing.T) {
	dir := t.TempDir()
	for i, label := range []string{
		`!DILabel(scope: !10, name: "L", file: !1, line: 2, column: 7, isArtificial: true, coroSuspendIdx: 3)`,
		`!DILabel(scope: !10, name: "L", file: !1, line: 2, column: 7)`,
		`!DILabel(scope: !10, name: "L", file: !1, line: 2)`,
	} {
		checkWritten(t, dir, i, 22, strings.Replace(di21Module, "REPLACE", label, 1), true)
	}
	// LLVM 22's DWARF 6 language name and version
	src := strings.Replace(di21Module, "REPLACE", `!DILabel(scope: !10, name: "L", file: !1, line: 2)`, 1)
	src = strings.Replace(src, "language: DW_LANG_C99", "sourceLanguageName: DW_LNAME_C_plus_plus, sourceLanguageVersion: 201703", 1)
	checkWritten(t, dir, 3, 22, src, true)
}
