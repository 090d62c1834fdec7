; DWARF names each release's llvm-dis prints: the HP encodings, vendor
; tags, a tag (0x4300) and a language (0x27, Zig) older releases print as
; numbers, and calling convention 0xc7 (OpenCLKernel, then DeviceKernel).
!llvm.dbg.cu = !{!5}
!llvm.module.flags = !{!8}
!named = !{!0, !1, !2, !3, !4, !7}
!0 = !DIBasicType(name: "a", size: 128, encoding: DW_ATE_HP_float128)
!1 = !GenericDINode(tag: DW_TAG_UPC_shared_type)
!2 = !DIBasicType(tag: DW_TAG_base_type, name: "b", size: 32, encoding: 133)
!3 = !GenericDINode(tag: DW_TAG_LLVM_annotation)
!4 = !GenericDINode(tag: 17152)
!5 = distinct !DICompileUnit(language: 39, file: !6, emissionKind: FullDebug)
!6 = !DIFile(filename: "a.zig", directory: "/")
!7 = !DISubroutineType(cc: 199, types: !{})
!8 = !{i32 2, !"Debug Info Version", i32 3}
