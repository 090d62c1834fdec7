; ModuleID = 'enqueue.cl'
source_filename = "enqueue.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @parent(ptr addrspace(1) noalias noundef align 4 %0, i32 noundef %1) #0 !dbg !14 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 !kernel_arg_name !24 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !26)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !28)
  %5 = load ptr addrspace(1), ptr %3, align 8, !dbg !29
  %6 = load i32, ptr %4, align 4, !dbg !29
  call spir_func void @__clang_ocl_kern_imp_parent(ptr addrspace(1) noundef align 4 %5, i32 noundef %6) #5, !dbg !29
  ret void, !dbg !30
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_parent(ptr addrspace(1) noalias noundef align 4 %0, i32 noundef %1) #0 !dbg !31 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 !kernel_arg_name !24 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca i32, align 4
  %5 = alloca target("spirv.Queue"), align 8
  %6 = alloca %struct.ndrange_t, align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca %struct.ndrange_t, align 8
  %9 = alloca <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, align 8
  %10 = alloca %struct.ndrange_t, align 8
  %11 = alloca <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, align 8
  %12 = alloca [1 x i64], align 8
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !35)
    #dbg_declare(ptr %5, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !40)
  %13 = call spir_func target("spirv.Queue") @_Z17get_default_queuev() #6, !dbg !41
  store target("spirv.Queue") %13, ptr %5, align 8, !dbg !40
    #dbg_declare(ptr %6, !42, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
  %14 = load i32, ptr %4, align 4, !dbg !56
  %15 = sext i32 %14 to i64, !dbg !56
  call spir_func void @_Z10ndrange_1Dm(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 8 %6, i64 noundef %15) #6, !dbg !57
    #dbg_declare(ptr %7, !58, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
  %16 = load ptr addrspace(1), ptr %3, align 8, !dbg !60
  store ptr addrspace(1) %16, ptr %7, align 8, !dbg !59
  %17 = load target("spirv.Queue"), ptr %5, align 8, !dbg !61
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %6, i64 80, i1 false), !dbg !62
  %18 = getelementptr inbounds nuw <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %9, i32 0, i32 0, !dbg !63
  store i32 24, ptr %18, align 8, !dbg !63
  %19 = getelementptr inbounds nuw <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %9, i32 0, i32 1, !dbg !63
  store i32 8, ptr %19, align 4, !dbg !63
  %20 = getelementptr inbounds nuw <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %9, i32 0, i32 2, !dbg !63
  store ptr addrspace(4) addrspacecast (ptr @__parent_block_invoke to ptr addrspace(4)), ptr %20, align 8, !dbg !63
  %21 = getelementptr inbounds nuw <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %9, i32 0, i32 3, !dbg !63
  %22 = load ptr addrspace(1), ptr %7, align 8, !dbg !64
  store ptr addrspace(1) %22, ptr %21, align 8, !dbg !63
  %23 = addrspacecast ptr %9 to ptr addrspace(4), !dbg !65
  %24 = call spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue") %17, i32 1, ptr %8, ptr addrspace(4) addrspacecast (ptr @__parent_block_invoke_kernel to ptr addrspace(4)), ptr addrspace(4) %23), !dbg !65
  %25 = load target("spirv.Queue"), ptr %5, align 8, !dbg !66
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %6, i64 80, i1 false), !dbg !67
  %26 = getelementptr inbounds nuw <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %11, i32 0, i32 0, !dbg !68
  store i32 24, ptr %26, align 8, !dbg !68
  %27 = getelementptr inbounds nuw <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %11, i32 0, i32 1, !dbg !68
  store i32 8, ptr %27, align 4, !dbg !68
  %28 = getelementptr inbounds nuw <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %11, i32 0, i32 2, !dbg !68
  store ptr addrspace(4) addrspacecast (ptr @__parent_block_invoke_2 to ptr addrspace(4)), ptr %28, align 8, !dbg !68
  %29 = getelementptr inbounds nuw <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %11, i32 0, i32 3, !dbg !68
  %30 = load ptr addrspace(1), ptr %7, align 8, !dbg !64
  store ptr addrspace(1) %30, ptr %29, align 8, !dbg !68
  %31 = addrspacecast ptr %11 to ptr addrspace(4), !dbg !69
  %32 = getelementptr [1 x i64], ptr %12, i32 0, i32 0, !dbg !69
  store i64 256, ptr %32, align 8, !dbg !69
  %33 = call spir_func i32 @__enqueue_kernel_varargs(target("spirv.Queue") %25, i32 0, ptr %10, ptr addrspace(4) addrspacecast (ptr @__parent_block_invoke_2_kernel to ptr addrspace(4)), ptr addrspace(4) %31, i32 1, ptr %32), !dbg !69
  ret void, !dbg !70
}

; Function Attrs: convergent nounwind
declare dso_local spir_func target("spirv.Queue") @_Z17get_default_queuev() #1

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z10ndrange_1Dm(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 8, i64 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: convergent noinline nounwind optnone
define internal spir_func void @__parent_block_invoke(ptr addrspace(4) noundef %0) #3 !dbg !71 {
  %2 = alloca ptr addrspace(4), align 8
  %3 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !75, !DIExpression(), !82)
  store ptr addrspace(4) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !83, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 16), !84)
  %4 = getelementptr inbounds nuw <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr addrspace(4) %0, i32 0, i32 3, !dbg !85
  %5 = load ptr addrspace(1), ptr addrspace(4) %4, align 8, !dbg !85
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7, !dbg !87
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) %5, i64 %6, !dbg !85
  %8 = load i32, ptr addrspace(1) %7, align 4, !dbg !88
  %9 = mul nsw i32 %8, 2, !dbg !88
  store i32 %9, ptr addrspace(1) %7, align 4, !dbg !88
  ret void, !dbg !89
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #4

; Function Attrs: convergent nounwind
define spir_kernel void @__parent_block_invoke_kernel(ptr addrspace(4) %0) #1 {
  call spir_func void @__parent_block_invoke(ptr addrspace(4) %0), !dbg !65
  ret void, !dbg !65
}

declare dso_local spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue"), i32, ptr, ptr addrspace(4), ptr addrspace(4))

; Function Attrs: convergent noinline nounwind optnone
define internal spir_func void @__parent_block_invoke_2(ptr addrspace(4) noundef %0, ptr addrspace(3) noundef %1) #3 !dbg !90 {
  %3 = alloca ptr addrspace(4), align 8
  %4 = alloca ptr addrspace(3), align 8
  %5 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !94, !DIExpression(), !101)
  store ptr addrspace(3) %1, ptr %4, align 8
    #dbg_declare(ptr %4, !102, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !103)
  store ptr addrspace(4) %0, ptr %5, align 8
    #dbg_declare(ptr %5, !104, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 16), !105)
  %6 = getelementptr inbounds nuw <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr addrspace(4) %0, i32 0, i32 3, !dbg !106
  %7 = load ptr addrspace(1), ptr addrspace(4) %6, align 8, !dbg !106
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7, !dbg !108
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %7, i64 %8, !dbg !106
  %10 = load i32, ptr addrspace(1) %9, align 4, !dbg !106
  %11 = load ptr addrspace(3), ptr %4, align 8, !dbg !109
  %12 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #7, !dbg !110
  %13 = getelementptr inbounds nuw i32, ptr addrspace(3) %11, i64 %12, !dbg !111
  store i32 %10, ptr addrspace(3) %13, align 4, !dbg !112
  ret void, !dbg !113
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #4

; Function Attrs: convergent nounwind
define spir_kernel void @__parent_block_invoke_2_kernel(ptr addrspace(4) %0, ptr addrspace(3) %1) #1 {
  call spir_func void @__parent_block_invoke_2(ptr addrspace(4) %0, ptr addrspace(3) %1), !dbg !69
  ret void, !dbg !69
}

declare dso_local spir_func i32 @__enqueue_kernel_varargs(target("spirv.Queue"), i32, ptr, ptr addrspace(4), ptr addrspace(4), i32, ptr)

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind "uniform-work-group-size"="false" }
attributes #6 = { convergent nounwind }
attributes #7 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11}
!opencl.ocl.version = !{!12}
!opencl.spir.version = !{!12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "enqueue.cl", directory: "/work/shared/corpus/oracle/opencl/src", checksumkind: CSK_MD5, checksum: "36310e0eb9447e5be955476838380fa9")
!2 = !{!3, !5}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64, dwarfAddressSpace: 3)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !6, line: 38, baseType: !7)
!6 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "be11a690c37450a0034f006875ffc62b")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{i32 2, i32 0}
!13 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!14 = distinct !DISubprogram(name: "parent", scope: !1, file: !1, line: 2, type: !15, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!15 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !16)
!16 = !{null, !17, !4}
!17 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !18)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64, dwarfAddressSpace: 1)
!19 = !{}
!20 = !{i32 1, i32 0}
!21 = !{!"none", !"none"}
!22 = !{!"int*", !"int"}
!23 = !{!"restrict", !""}
!24 = !{!"data", !"n"}
!25 = !DILocalVariable(name: "data", arg: 1, scope: !14, file: !1, line: 2, type: !17)
!26 = !DILocation(line: 2, column: 45, scope: !14)
!27 = !DILocalVariable(name: "n", arg: 2, scope: !14, file: !1, line: 2, type: !4)
!28 = !DILocation(line: 2, column: 55, scope: !14)
!29 = !DILocation(line: 3, column: 1, scope: !14)
!30 = !DILocation(line: 13, column: 1, scope: !14)
!31 = distinct !DISubprogram(name: "parent", linkageName: "__clang_ocl_kern_imp_parent", scope: !1, file: !1, line: 2, type: !15, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!32 = !DILocalVariable(name: "data", arg: 1, scope: !31, file: !1, line: 2, type: !17)
!33 = !DILocation(line: 2, column: 45, scope: !31)
!34 = !DILocalVariable(name: "n", arg: 2, scope: !31, file: !1, line: 2, type: !4)
!35 = !DILocation(line: 2, column: 55, scope: !31)
!36 = !DILocalVariable(name: "q", scope: !31, file: !1, line: 4, type: !37)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "queue_t", file: !1, baseType: !38)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!39 = !DICompositeType(tag: DW_TAG_structure_type, name: "opencl_queue_t", file: !1, flags: DIFlagFwdDecl)
!40 = !DILocation(line: 4, column: 11, scope: !31)
!41 = !DILocation(line: 4, column: 15, scope: !31)
!42 = !DILocalVariable(name: "nd", scope: !31, file: !1, line: 5, type: !43)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "ndrange_t", file: !6, line: 477, baseType: !44)
!44 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !6, line: 472, size: 640, elements: !45)
!45 = !{!46, !47, !53, !54}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "workDimension", scope: !44, file: !6, line: 473, baseType: !7, size: 32)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "globalWorkOffset", scope: !44, file: !6, line: 474, baseType: !48, size: 192, offset: 64)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 192, elements: !51)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !6, line: 51, baseType: !50)
!50 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!51 = !{!52}
!52 = !DISubrange(count: 3)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "globalWorkSize", scope: !44, file: !6, line: 475, baseType: !48, size: 192, offset: 256)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "localWorkSize", scope: !44, file: !6, line: 476, baseType: !48, size: 192, offset: 448)
!55 = !DILocation(line: 5, column: 13, scope: !31)
!56 = !DILocation(line: 5, column: 29, scope: !31)
!57 = !DILocation(line: 5, column: 18, scope: !31)
!58 = !DILocalVariable(name: "d", scope: !31, file: !1, line: 6, type: !18)
!59 = !DILocation(line: 6, column: 17, scope: !31)
!60 = !DILocation(line: 6, column: 21, scope: !31)
!61 = !DILocation(line: 7, column: 18, scope: !31)
!62 = !DILocation(line: 7, column: 52, scope: !31)
!63 = !DILocation(line: 8, column: 18, scope: !31)
!64 = !DILocation(line: 0, scope: !31)
!65 = !DILocation(line: 7, column: 3, scope: !31)
!66 = !DILocation(line: 9, column: 18, scope: !31)
!67 = !DILocation(line: 9, column: 48, scope: !31)
!68 = !DILocation(line: 10, column: 18, scope: !31)
!69 = !DILocation(line: 9, column: 3, scope: !31)
!70 = !DILocation(line: 13, column: 1, scope: !31)
!71 = distinct !DISubprogram(name: "__parent_block_invoke", linkageName: "__parent_block_invoke", scope: !1, file: !1, line: 8, type: !72, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!72 = !DISubroutineType(types: !73)
!73 = !{null, !74}
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64, dwarfAddressSpace: 4)
!75 = !DILocalVariable(name: ".block_descriptor", arg: 1, scope: !71, file: !1, line: 8, type: !76, flags: DIFlagArtificial)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!77 = !DICompositeType(tag: DW_TAG_structure_type, name: "__block_literal_1", scope: !1, file: !1, line: 8, size: 192, elements: !78)
!78 = !{!79, !80, !81}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !1, file: !1, line: 8, baseType: !4, size: 32, flags: DIFlagPublic)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !1, file: !1, line: 8, baseType: !4, size: 32, offset: 32, flags: DIFlagPublic)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !1, file: !1, line: 8, baseType: !18, size: 64, offset: 128, flags: DIFlagPublic)
!82 = !DILocation(line: 8, column: 18, scope: !71)
!83 = !DILocalVariable(name: "d", scope: !71, file: !1, line: 6, type: !18)
!84 = !DILocation(line: 6, column: 17, scope: !71)
!85 = !DILocation(line: 8, column: 21, scope: !86)
!86 = distinct !DILexicalBlock(scope: !71, file: !1, line: 8, column: 19)
!87 = !DILocation(line: 8, column: 23, scope: !86)
!88 = !DILocation(line: 8, column: 41, scope: !86)
!89 = !DILocation(line: 8, column: 47, scope: !71)
!90 = distinct !DISubprogram(name: "__parent_block_invoke_2", linkageName: "__parent_block_invoke_2", scope: !1, file: !1, line: 10, type: !91, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!91 = !DISubroutineType(types: !92)
!92 = !{null, !74, !93}
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64, dwarfAddressSpace: 3)
!94 = !DILocalVariable(name: ".block_descriptor", arg: 1, scope: !90, file: !1, line: 10, type: !95, flags: DIFlagArtificial)
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!96 = !DICompositeType(tag: DW_TAG_structure_type, name: "__block_literal_2", scope: !1, file: !1, line: 10, size: 192, elements: !97)
!97 = !{!98, !99, !100}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !1, file: !1, line: 10, baseType: !4, size: 32, flags: DIFlagPublic)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !1, file: !1, line: 10, baseType: !4, size: 32, offset: 32, flags: DIFlagPublic)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !1, file: !1, line: 10, baseType: !18, size: 64, offset: 128, flags: DIFlagPublic)
!101 = !DILocation(line: 10, column: 18, scope: !90)
!102 = !DILocalVariable(name: "scratch", arg: 2, scope: !90, file: !1, line: 10, type: !93)
!103 = !DILocation(line: 10, column: 32, scope: !90)
!104 = !DILocalVariable(name: "d", scope: !90, file: !1, line: 6, type: !18)
!105 = !DILocation(line: 6, column: 17, scope: !90)
!106 = !DILocation(line: 11, column: 62, scope: !107)
!107 = distinct !DILexicalBlock(scope: !90, file: !1, line: 10, column: 41)
!108 = !DILocation(line: 11, column: 64, scope: !107)
!109 = !DILocation(line: 11, column: 34, scope: !107)
!110 = !DILocation(line: 11, column: 43, scope: !107)
!111 = !DILocation(line: 11, column: 20, scope: !107)
!112 = !DILocation(line: 11, column: 60, scope: !107)
!113 = !DILocation(line: 12, column: 18, scope: !90)
