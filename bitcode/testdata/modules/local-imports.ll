; The metadata loader of LLVM 19 and later moves a compile unit's imported
; entities with a local scope into their subprogram's retainedNodes; LLVM 14
; keeps them. Enumerations with a local scope stay in the unit's enums in
; LLVM 22. !14 is in @f directly, !15 in a block of @g (which already
; retains a node), !16 is the unit's own.
define void @f() !dbg !5 {
  ret void, !dbg !9
}

define void @g() !dbg !20 {
  ret void, !dbg !24
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "x", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, imports: !11)
!1 = !DIFile(filename: "a.cc", directory: "/")
!2 = !{!10, !12}
!3 = !{i32 2, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !7)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!9 = !DILocation(line: 2, column: 1, scope: !5)
!10 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "E", scope: !13, file: !1, line: 4, size: 32, elements: !7)
!11 = !{!14, !15, !16}
!12 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "G", scope: !0, file: !1, line: 4, size: 32, elements: !7)
!13 = distinct !DILexicalBlock(scope: !5, file: !1, line: 3, column: 1)
!14 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !12, file: !1, line: 3)
!15 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !21, entity: !12, file: !1, line: 8)
!16 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !0, entity: !25, file: !1, line: 9)
!20 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 6, type: !6, scopeLine: 6, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!21 = distinct !DILexicalBlock(scope: !20, file: !1, line: 7, column: 1)
!22 = !{!23}
!23 = !DILocalVariable(name: "x", scope: !20, file: !1, line: 7, type: !26)
!24 = !DILocation(line: 7, column: 1, scope: !20)
!25 = !DINamespace(name: "ns", scope: null)
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
