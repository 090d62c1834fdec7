; ModuleID = 'structs_const.cl'
source_filename = "structs_const.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

%struct.ray_t = type { <4 x float>, <4 x float>, i32, [12 x i8] }
%union.bits_t = type { float }

@kLight = dso_local addrspace(2) constant <4 x float> <float 0x3FE276C8C0000000, float 0x3FE276C8C0000000, float 0x3FE276C8C0000000, float 0.000000e+00>, align 16, !dbg !0
@kPrimes = dso_local addrspace(2) constant [8 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19], align 4, !dbg !5

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @shade(ptr noundef byval(%struct.ray_t) align 16 %0, ptr noundef byval(%union.bits_t) align 4 %1, ptr addrspace(2) noalias noundef align 16 %2, ptr addrspace(1) noalias noundef align 16 %3, ptr addrspace(1) noundef align 2 %4) #0 !dbg !23 !kernel_arg_addr_space !49 !kernel_arg_access_qual !50 !kernel_arg_type !51 !kernel_arg_base_type !52 !kernel_arg_type_qual !53 !kernel_arg_name !54 !vec_type_hint !55 !reqd_work_group_size !56 {
  %6 = alloca ptr addrspace(2), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
    #dbg_declare(ptr %0, !57, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
    #dbg_declare(ptr %1, !59, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
  store ptr addrspace(2) %2, ptr %6, align 8
    #dbg_declare(ptr %6, !61, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
  store ptr addrspace(1) %3, ptr %7, align 8
    #dbg_declare(ptr %7, !63, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !64)
  store ptr addrspace(1) %4, ptr %8, align 8
    #dbg_declare(ptr %8, !65, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !66)
  %9 = load ptr addrspace(2), ptr %6, align 8, !dbg !67
  %10 = load ptr addrspace(1), ptr %7, align 8, !dbg !67
  %11 = load ptr addrspace(1), ptr %8, align 8, !dbg !67
  call spir_func void @__clang_ocl_kern_imp_shade(ptr noundef byval(%struct.ray_t) align 16 %0, ptr noundef byval(%union.bits_t) align 4 %1, ptr addrspace(2) noundef align 16 %9, ptr addrspace(1) noundef align 16 %10, ptr addrspace(1) noundef align 2 %11) #5, !dbg !67
  ret void, !dbg !68
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_shade(ptr noundef byval(%struct.ray_t) align 16 %0, ptr noundef byval(%union.bits_t) align 4 %1, ptr addrspace(2) noalias noundef align 16 %2, ptr addrspace(1) noalias noundef align 16 %3, ptr addrspace(1) noundef align 2 %4) #0 !dbg !69 !kernel_arg_addr_space !49 !kernel_arg_access_qual !50 !kernel_arg_type !51 !kernel_arg_base_type !52 !kernel_arg_type_qual !53 !kernel_arg_name !54 !vec_type_hint !55 !reqd_work_group_size !56 {
  %6 = alloca ptr addrspace(2), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca i64, align 8
  %10 = alloca float, align 4
    #dbg_declare(ptr %0, !70, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !71)
    #dbg_declare(ptr %1, !72, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !73)
  store ptr addrspace(2) %2, ptr %6, align 8
    #dbg_declare(ptr %6, !74, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !75)
  store ptr addrspace(1) %3, ptr %7, align 8
    #dbg_declare(ptr %7, !76, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  store ptr addrspace(1) %4, ptr %8, align 8
    #dbg_declare(ptr %8, !78, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !79)
    #dbg_declare(ptr %9, !80, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !83)
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !84
  store i64 %11, ptr %9, align 8, !dbg !83
    #dbg_declare(ptr %10, !85, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !86)
  %12 = getelementptr inbounds nuw %struct.ray_t, ptr %0, i32 0, i32 1, !dbg !87
  %13 = load <4 x float>, ptr %12, align 16, !dbg !87
  %14 = call spir_func <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef %13) #6, !dbg !88
  %15 = load <4 x float>, ptr addrspace(2) @kLight, align 16, !dbg !89
  %16 = call spir_func float @_Z3dotDv4_fS_(<4 x float> noundef %14, <4 x float> noundef %15) #6, !dbg !90
  store float %16, ptr %10, align 4, !dbg !86
  %17 = load ptr addrspace(2), ptr %6, align 8, !dbg !91
  %18 = load i64, ptr %9, align 8, !dbg !92
  %19 = getelementptr inbounds nuw %struct.ray_t, ptr %0, i32 0, i32 2, !dbg !93
  %20 = load i32, ptr %19, align 16, !dbg !93
  %21 = and i32 %20, 7, !dbg !94
  %22 = sext i32 %21 to i64, !dbg !95
  %23 = getelementptr inbounds [8 x i32], ptr addrspace(2) @kPrimes, i64 0, i64 %22, !dbg !95
  %24 = load i32, ptr addrspace(2) %23, align 4, !dbg !95
  %25 = sext i32 %24 to i64, !dbg !95
  %26 = urem i64 %18, %25, !dbg !96
  %27 = getelementptr inbounds nuw <4 x float>, ptr addrspace(2) %17, i64 %26, !dbg !91
  %28 = load <4 x float>, ptr addrspace(2) %27, align 16, !dbg !91
  %29 = load float, ptr %10, align 4, !dbg !97
  %30 = call spir_func float @_Z4fmaxff(float noundef %29, float noundef 0.000000e+00) #6, !dbg !98
  %31 = insertelement <4 x float> poison, float %30, i64 0, !dbg !98
  %32 = shufflevector <4 x float> %31, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !98
  %33 = load i64, ptr %9, align 8, !dbg !99
  %34 = load ptr addrspace(1), ptr %8, align 8, !dbg !100
  %35 = addrspacecast ptr addrspace(1) %34 to ptr addrspace(4), !dbg !100
  %36 = call spir_func float @_Z10vload_halfmPU3AS4KDh(i64 noundef %33, ptr addrspace(4) noundef %35) #7, !dbg !101
  %37 = insertelement <4 x float> poison, float %36, i64 0, !dbg !101
  %38 = shufflevector <4 x float> %37, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !101
  %39 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %28, <4 x float> %32, <4 x float> %38), !dbg !102
  %40 = load i32, ptr %1, align 4, !dbg !103
  %41 = bitcast i32 %40 to float, !dbg !104
  %42 = insertelement <4 x float> poison, float %41, i64 0, !dbg !104
  %43 = shufflevector <4 x float> %42, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !104
  %44 = fadd <4 x float> %39, %43, !dbg !105
  %45 = load ptr addrspace(1), ptr %7, align 8, !dbg !106
  %46 = load i64, ptr %9, align 8, !dbg !107
  %47 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %45, i64 %46, !dbg !106
  store <4 x float> %44, ptr addrspace(1) %47, align 16, !dbg !108
  ret void, !dbg !109
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @reduce_sg(ptr addrspace(1) noalias noundef align 8 %0, ptr addrspace(1) noalias noundef align 8 %1) #0 !dbg !110 !kernel_arg_addr_space !119 !kernel_arg_access_qual !120 !kernel_arg_type !121 !kernel_arg_base_type !121 !kernel_arg_type_qual !122 !kernel_arg_name !123 !intel_reqd_sub_group_size !124 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !125, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !126)
  store ptr addrspace(1) %1, ptr %4, align 8
    #dbg_declare(ptr %4, !127, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !128)
  %5 = load ptr addrspace(1), ptr %3, align 8, !dbg !129
  %6 = load ptr addrspace(1), ptr %4, align 8, !dbg !129
  call spir_func void @__clang_ocl_kern_imp_reduce_sg(ptr addrspace(1) noundef align 8 %5, ptr addrspace(1) noundef align 8 %6) #5, !dbg !129
  ret void, !dbg !130
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_reduce_sg(ptr addrspace(1) noalias noundef align 8 %0, ptr addrspace(1) noalias noundef align 8 %1) #0 !dbg !131 !kernel_arg_addr_space !119 !kernel_arg_access_qual !120 !kernel_arg_type !121 !kernel_arg_base_type !121 !kernel_arg_type_qual !122 !kernel_arg_name !123 !intel_reqd_sub_group_size !124 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !132, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !133)
  store ptr addrspace(1) %1, ptr %4, align 8
    #dbg_declare(ptr %4, !134, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !135)
    #dbg_declare(ptr %5, !136, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !137)
  %7 = load ptr addrspace(1), ptr %3, align 8, !dbg !138
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !139
  %9 = getelementptr inbounds nuw double, ptr addrspace(1) %7, i64 %8, !dbg !138
  %10 = load double, ptr addrspace(1) %9, align 8, !dbg !138
  store double %10, ptr %5, align 8, !dbg !137
    #dbg_declare(ptr %6, !140, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !141)
  %11 = load double, ptr %5, align 8, !dbg !142
  %12 = call spir_func double @_Z20sub_group_reduce_addd(double noundef %11) #8, !dbg !143
  store double %12, ptr %6, align 8, !dbg !141
  %13 = call spir_func i32 @_Z22get_sub_group_local_idv() #8, !dbg !144
  %14 = icmp eq i32 %13, 0, !dbg !146
  br i1 %14, label %15, label %26, !dbg !146

15:                                               ; preds = %2
  %16 = load double, ptr %6, align 8, !dbg !147
  %17 = load ptr addrspace(1), ptr %4, align 8, !dbg !148
  %18 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #6, !dbg !149
  %19 = call spir_func i32 @_Z18get_num_sub_groupsv() #8, !dbg !150
  %20 = zext i32 %19 to i64, !dbg !150
  %21 = mul i64 %18, %20, !dbg !151
  %22 = call spir_func i32 @_Z16get_sub_group_idv() #8, !dbg !152
  %23 = zext i32 %22 to i64, !dbg !152
  %24 = add i64 %21, %23, !dbg !153
  %25 = getelementptr inbounds nuw double, ptr addrspace(1) %17, i64 %24, !dbg !148
  store double %16, ptr addrspace(1) %25, align 8, !dbg !154
  br label %26, !dbg !148

26:                                               ; preds = %15, %2
  ret void, !dbg !155
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func float @_Z3dotDv4_fS_(<4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func float @_Z4fmaxff(float noundef, float noundef) #1

; Function Attrs: convergent nounwind willreturn memory(read)
declare dso_local spir_func float @_Z10vload_halfmPU3AS4KDh(i64 noundef, ptr addrspace(4) noundef) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

; Function Attrs: convergent nounwind
declare dso_local spir_func double @_Z20sub_group_reduce_addd(double noundef) #4

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() #4

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z18get_num_sub_groupsv() #4

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z16get_sub_group_idv() #4

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind "uniform-work-group-size"="false" }
attributes #6 = { convergent nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind willreturn memory(read) }
attributes #8 = { convergent nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20}
!opencl.ocl.version = !{!21}
!opencl.spir.version = !{!21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "kLight", scope: !2, file: !3, line: 9, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "structs_const.cl", directory: "/work/shared/corpus/oracle/opencl/src", checksumkind: CSK_MD5, checksum: "2a5feb59435eea242edf20cdb1e253b1")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!6 = distinct !DIGlobalVariable(name: "kPrimes", scope: !2, file: !3, line: 10, type: !7, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 256, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DISubrange(count: 8)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !12, line: 118, baseType: !13)
!12 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "be11a690c37450a0034f006875ffc62b")
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 128, flags: DIFlagVector, elements: !15)
!14 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{i32 2, i32 0}
!22 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!23 = distinct !DISubprogram(name: "shade", scope: !3, file: !3, line: 14, type: !24, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !48)
!24 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !25)
!25 = !{null, !26, !33, !41, !43, !45}
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !27)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "ray_t", file: !3, line: 6, baseType: !28)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 6, size: 384, elements: !29)
!29 = !{!30, !31, !32}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "origin", scope: !28, file: !3, line: 6, baseType: !11, size: 128)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "dir", scope: !28, file: !3, line: 6, baseType: !11, size: 128, offset: 128)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "depth", scope: !28, file: !3, line: 6, baseType: !8, size: 32, offset: 256)
!33 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "bits_t", file: !3, line: 7, baseType: !35)
!35 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !3, line: 7, size: 32, elements: !36)
!36 = !{!37, !38}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !35, file: !3, line: 7, baseType: !14, size: 32)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !35, file: !3, line: 7, baseType: !39, size: 32)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !12, line: 38, baseType: !40)
!40 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!41 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !42)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, dwarfAddressSpace: 2)
!43 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !44)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, dwarfAddressSpace: 1)
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64, dwarfAddressSpace: 1)
!46 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!47 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!48 = !{}
!49 = !{i32 0, i32 0, i32 2, i32 1, i32 1}
!50 = !{!"none", !"none", !"none", !"none", !"none"}
!51 = !{!"ray_t", !"bits_t", !"float4*", !"float4*", !"half*"}
!52 = !{!"ray_t", !"bits_t", !"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"half*"}
!53 = !{!"", !"", !"restrict const", !"restrict", !"const"}
!54 = !{!"r", !"b", !"palette", !"out", !"hv"}
!55 = !{<4 x float> poison, i32 0}
!56 = !{i32 32, i32 1, i32 1}
!57 = !DILocalVariable(name: "r", arg: 1, scope: !23, file: !3, line: 14, type: !26)
!58 = !DILocation(line: 14, column: 24, scope: !23)
!59 = !DILocalVariable(name: "b", arg: 2, scope: !23, file: !3, line: 14, type: !33)
!60 = !DILocation(line: 14, column: 40, scope: !23)
!61 = !DILocalVariable(name: "palette", arg: 3, scope: !23, file: !3, line: 14, type: !41)
!62 = !DILocation(line: 14, column: 71, scope: !23)
!63 = !DILocalVariable(name: "out", arg: 4, scope: !23, file: !3, line: 15, type: !43)
!64 = !DILocation(line: 15, column: 38, scope: !23)
!65 = !DILocalVariable(name: "hv", arg: 5, scope: !23, file: !3, line: 15, type: !45)
!66 = !DILocation(line: 15, column: 64, scope: !23)
!67 = !DILocation(line: 16, column: 1, scope: !23)
!68 = !DILocation(line: 20, column: 1, scope: !23)
!69 = distinct !DISubprogram(name: "shade", linkageName: "__clang_ocl_kern_imp_shade", scope: !3, file: !3, line: 14, type: !24, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !48)
!70 = !DILocalVariable(name: "r", arg: 1, scope: !69, file: !3, line: 14, type: !26)
!71 = !DILocation(line: 14, column: 24, scope: !69)
!72 = !DILocalVariable(name: "b", arg: 2, scope: !69, file: !3, line: 14, type: !33)
!73 = !DILocation(line: 14, column: 40, scope: !69)
!74 = !DILocalVariable(name: "palette", arg: 3, scope: !69, file: !3, line: 14, type: !41)
!75 = !DILocation(line: 14, column: 71, scope: !69)
!76 = !DILocalVariable(name: "out", arg: 4, scope: !69, file: !3, line: 15, type: !43)
!77 = !DILocation(line: 15, column: 38, scope: !69)
!78 = !DILocalVariable(name: "hv", arg: 5, scope: !69, file: !3, line: 15, type: !45)
!79 = !DILocation(line: 15, column: 64, scope: !69)
!80 = !DILocalVariable(name: "i", scope: !69, file: !3, line: 17, type: !81)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !12, line: 51, baseType: !82)
!82 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!83 = !DILocation(line: 17, column: 10, scope: !69)
!84 = !DILocation(line: 17, column: 14, scope: !69)
!85 = !DILocalVariable(name: "d", scope: !69, file: !3, line: 18, type: !14)
!86 = !DILocation(line: 18, column: 9, scope: !69)
!87 = !DILocation(line: 18, column: 29, scope: !69)
!88 = !DILocation(line: 18, column: 17, scope: !69)
!89 = !DILocation(line: 18, column: 35, scope: !69)
!90 = !DILocation(line: 18, column: 13, scope: !69)
!91 = !DILocation(line: 19, column: 12, scope: !69)
!92 = !DILocation(line: 19, column: 20, scope: !69)
!93 = !DILocation(line: 19, column: 34, scope: !69)
!94 = !DILocation(line: 19, column: 40, scope: !69)
!95 = !DILocation(line: 19, column: 24, scope: !69)
!96 = !DILocation(line: 19, column: 22, scope: !69)
!97 = !DILocation(line: 19, column: 53, scope: !69)
!98 = !DILocation(line: 19, column: 48, scope: !69)
!99 = !DILocation(line: 19, column: 75, scope: !69)
!100 = !DILocation(line: 19, column: 78, scope: !69)
!101 = !DILocation(line: 19, column: 64, scope: !69)
!102 = !DILocation(line: 19, column: 62, scope: !69)
!103 = !DILocation(line: 19, column: 95, scope: !69)
!104 = !DILocation(line: 19, column: 84, scope: !69)
!105 = !DILocation(line: 19, column: 82, scope: !69)
!106 = !DILocation(line: 19, column: 3, scope: !69)
!107 = !DILocation(line: 19, column: 7, scope: !69)
!108 = !DILocation(line: 19, column: 10, scope: !69)
!109 = !DILocation(line: 20, column: 1, scope: !69)
!110 = distinct !DISubprogram(name: "reduce_sg", scope: !3, file: !3, line: 23, type: !111, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !48)
!111 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !112)
!112 = !{null, !113, !117}
!113 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !114)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64, dwarfAddressSpace: 1)
!115 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !116)
!116 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!117 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !118)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64, dwarfAddressSpace: 1)
!119 = !{i32 1, i32 1}
!120 = !{!"none", !"none"}
!121 = !{!"double*", !"double*"}
!122 = !{!"restrict const", !"restrict"}
!123 = !{!"in", !"out"}
!124 = !{i32 32}
!125 = !DILocalVariable(name: "in", arg: 1, scope: !110, file: !3, line: 23, type: !113)
!126 = !DILocation(line: 23, column: 48, scope: !110)
!127 = !DILocalVariable(name: "out", arg: 2, scope: !110, file: !3, line: 23, type: !117)
!128 = !DILocation(line: 23, column: 78, scope: !110)
!129 = !DILocation(line: 24, column: 1, scope: !110)
!130 = !DILocation(line: 29, column: 1, scope: !110)
!131 = distinct !DISubprogram(name: "reduce_sg", linkageName: "__clang_ocl_kern_imp_reduce_sg", scope: !3, file: !3, line: 23, type: !111, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !48)
!132 = !DILocalVariable(name: "in", arg: 1, scope: !131, file: !3, line: 23, type: !113)
!133 = !DILocation(line: 23, column: 48, scope: !131)
!134 = !DILocalVariable(name: "out", arg: 2, scope: !131, file: !3, line: 23, type: !117)
!135 = !DILocation(line: 23, column: 78, scope: !131)
!136 = !DILocalVariable(name: "v", scope: !131, file: !3, line: 25, type: !116)
!137 = !DILocation(line: 25, column: 10, scope: !131)
!138 = !DILocation(line: 25, column: 14, scope: !131)
!139 = !DILocation(line: 25, column: 17, scope: !131)
!140 = !DILocalVariable(name: "s", scope: !131, file: !3, line: 26, type: !116)
!141 = !DILocation(line: 26, column: 10, scope: !131)
!142 = !DILocation(line: 26, column: 35, scope: !131)
!143 = !DILocation(line: 26, column: 14, scope: !131)
!144 = !DILocation(line: 27, column: 7, scope: !145)
!145 = distinct !DILexicalBlock(scope: !131, file: !3, line: 27, column: 7)
!146 = !DILocation(line: 27, column: 32, scope: !145)
!147 = !DILocation(line: 28, column: 72, scope: !145)
!148 = !DILocation(line: 28, column: 5, scope: !145)
!149 = !DILocation(line: 28, column: 9, scope: !145)
!150 = !DILocation(line: 28, column: 27, scope: !145)
!151 = !DILocation(line: 28, column: 25, scope: !145)
!152 = !DILocation(line: 28, column: 50, scope: !145)
!153 = !DILocation(line: 28, column: 48, scope: !145)
!154 = !DILocation(line: 28, column: 70, scope: !145)
!155 = !DILocation(line: 29, column: 1, scope: !131)
