; DWARF names each release's llvm-dis prints: the HP encodings, vendor
; tags, a tag (0x4300) and a language (0x27, Zig) older releases print as
; numbers, calling convention 0xc7 (OpenCLKernel, then DeviceKernel) and
; an expression converting to a float.
!llvm.dbg.cu = !{!5}
!llvm.module.flags = !{!8}
!named = !{!0, !1, !2, !3, !4, !7, !9}
!0 = !DIBasicType(name: "a", size: 128, encoding: DW_ATE_HP_float128)
!1 = !GenericDINode(tag: DW_TAG_UPC_shared_type)
!2 = !DIBasicType(tag: DW_TAG_base_type, name: "b", size: 32, encoding: 133)
!3 = !GenericDINode(tag: DW_TAG_LLVM_annotation)
!4 = !GenericDINode(tag: 17152)
!5 = distinct !DICompileUnit(language: 39, file: !6, emissionKind: FullDebug)
!6 = !DIFile(filename: "a.zig", directory: "/")
!7 = !DISubroutineType(cc: 199, types: !{})
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_float, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)
