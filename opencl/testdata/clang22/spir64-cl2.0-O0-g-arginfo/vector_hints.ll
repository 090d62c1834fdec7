; ModuleID = 'vector_hints.cl'
source_filename = "vector_hints.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @saxpy4(ptr addrspace(1) noalias noundef align 16 %0, ptr addrspace(1) noalias noundef align 16 %1, float noundef %2, i32 noundef %3) #0 !dbg !14 !kernel_arg_addr_space !32 !kernel_arg_access_qual !33 !kernel_arg_type !34 !kernel_arg_base_type !35 !kernel_arg_type_qual !36 !kernel_arg_name !37 !vec_type_hint !38 !work_group_size_hint !39 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
    #dbg_declare(ptr %5, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  store ptr addrspace(1) %1, ptr %6, align 8
    #dbg_declare(ptr %6, !42, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
  store float %2, ptr %7, align 4
    #dbg_declare(ptr %7, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !45)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !46, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !47)
  %9 = load ptr addrspace(1), ptr %5, align 8, !dbg !48
  %10 = load ptr addrspace(1), ptr %6, align 8, !dbg !48
  %11 = load float, ptr %7, align 4, !dbg !48
  %12 = load i32, ptr %8, align 4, !dbg !48
  call spir_func void @__clang_ocl_kern_imp_saxpy4(ptr addrspace(1) noundef align 16 %9, ptr addrspace(1) noundef align 16 %10, float noundef %11, i32 noundef %12) #4, !dbg !48
  ret void, !dbg !49
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_saxpy4(ptr addrspace(1) noalias noundef align 16 %0, ptr addrspace(1) noalias noundef align 16 %1, float noundef %2, i32 noundef %3) #0 !dbg !50 !kernel_arg_addr_space !32 !kernel_arg_access_qual !33 !kernel_arg_type !34 !kernel_arg_base_type !35 !kernel_arg_type_qual !36 !kernel_arg_name !37 !vec_type_hint !38 !work_group_size_hint !39 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %5, align 8
    #dbg_declare(ptr %5, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !52)
  store ptr addrspace(1) %1, ptr %6, align 8
    #dbg_declare(ptr %6, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
  store float %2, ptr %7, align 4
    #dbg_declare(ptr %7, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !57, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
    #dbg_declare(ptr %9, !59, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !63
  store i64 %10, ptr %9, align 8, !dbg !62
  %11 = load i64, ptr %9, align 8, !dbg !64
  %12 = load i32, ptr %8, align 4, !dbg !66
  %13 = zext i32 %12 to i64, !dbg !66
  %14 = icmp ult i64 %11, %13, !dbg !67
  br i1 %14, label %15, label %31, !dbg !67

15:                                               ; preds = %4
  %16 = load float, ptr %7, align 4, !dbg !68
  %17 = insertelement <4 x float> poison, float %16, i64 0, !dbg !68
  %18 = shufflevector <4 x float> %17, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !68
  %19 = load ptr addrspace(1), ptr %5, align 8, !dbg !69
  %20 = load i64, ptr %9, align 8, !dbg !70
  %21 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %19, i64 %20, !dbg !69
  %22 = load <4 x float>, ptr addrspace(1) %21, align 16, !dbg !69
  %23 = load ptr addrspace(1), ptr %6, align 8, !dbg !71
  %24 = load i64, ptr %9, align 8, !dbg !72
  %25 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %23, i64 %24, !dbg !71
  %26 = load <4 x float>, ptr addrspace(1) %25, align 16, !dbg !71
  %27 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %18, <4 x float> %22, <4 x float> %26), !dbg !73
  %28 = load ptr addrspace(1), ptr %6, align 8, !dbg !74
  %29 = load i64, ptr %9, align 8, !dbg !75
  %30 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %28, i64 %29, !dbg !74
  store <4 x float> %27, ptr addrspace(1) %30, align 16, !dbg !76
  br label %31, !dbg !74

31:                                               ; preds = %15, %4
  ret void, !dbg !77
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @transpose_tile(ptr addrspace(1) noalias noundef align 4 %0, ptr addrspace(1) noalias noundef align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3, i32 noundef %4) #0 !dbg !78 !kernel_arg_addr_space !87 !kernel_arg_access_qual !88 !kernel_arg_type !89 !kernel_arg_base_type !89 !kernel_arg_type_qual !90 !kernel_arg_name !91 !vec_type_hint !92 !reqd_work_group_size !93 {
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(3), align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %6, align 8
    #dbg_declare(ptr %6, !94, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !95)
  store ptr addrspace(1) %1, ptr %7, align 8
    #dbg_declare(ptr %7, !96, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !97)
  store ptr addrspace(3) %2, ptr %8, align 8
    #dbg_declare(ptr %8, !98, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !99)
  store i32 %3, ptr %9, align 4
    #dbg_declare(ptr %9, !100, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !101)
  store i32 %4, ptr %10, align 4
    #dbg_declare(ptr %10, !102, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !103)
  %11 = load ptr addrspace(1), ptr %6, align 8, !dbg !104
  %12 = load ptr addrspace(1), ptr %7, align 8, !dbg !104
  %13 = load ptr addrspace(3), ptr %8, align 8, !dbg !104
  %14 = load i32, ptr %9, align 4, !dbg !104
  %15 = load i32, ptr %10, align 4, !dbg !104
  call spir_func void @__clang_ocl_kern_imp_transpose_tile(ptr addrspace(1) noundef align 4 %11, ptr addrspace(1) noundef align 4 %12, ptr addrspace(3) noundef align 4 %13, i32 noundef %14, i32 noundef %15) #4, !dbg !104
  ret void, !dbg !105
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_transpose_tile(ptr addrspace(1) noalias noundef align 4 %0, ptr addrspace(1) noalias noundef align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3, i32 noundef %4) #0 !dbg !106 !kernel_arg_addr_space !87 !kernel_arg_access_qual !88 !kernel_arg_type !89 !kernel_arg_base_type !89 !kernel_arg_type_qual !90 !kernel_arg_name !91 !vec_type_hint !92 !reqd_work_group_size !93 {
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(3), align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %6, align 8
    #dbg_declare(ptr %6, !107, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !108)
  store ptr addrspace(1) %1, ptr %7, align 8
    #dbg_declare(ptr %7, !109, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !110)
  store ptr addrspace(3) %2, ptr %8, align 8
    #dbg_declare(ptr %8, !111, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !112)
  store i32 %3, ptr %9, align 4
    #dbg_declare(ptr %9, !113, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !114)
  store i32 %4, ptr %10, align 4
    #dbg_declare(ptr %10, !115, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !116)
    #dbg_declare(ptr %11, !117, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !118)
  %17 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !119
  %18 = trunc i64 %17 to i32, !dbg !119
  store i32 %18, ptr %11, align 4, !dbg !118
    #dbg_declare(ptr %12, !120, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !121)
  %19 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #5, !dbg !122
  %20 = trunc i64 %19 to i32, !dbg !122
  store i32 %20, ptr %12, align 4, !dbg !121
    #dbg_declare(ptr %13, !123, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !124)
  %21 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5, !dbg !125
  %22 = trunc i64 %21 to i32, !dbg !125
  store i32 %22, ptr %13, align 4, !dbg !124
    #dbg_declare(ptr %14, !126, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !127)
  %23 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #5, !dbg !128
  %24 = trunc i64 %23 to i32, !dbg !128
  store i32 %24, ptr %14, align 4, !dbg !127
  %25 = load i32, ptr %11, align 4, !dbg !129
  %26 = load i32, ptr %9, align 4, !dbg !131
  %27 = icmp slt i32 %25, %26, !dbg !132
  br i1 %27, label %28, label %49, !dbg !133

28:                                               ; preds = %5
  %29 = load i32, ptr %12, align 4, !dbg !134
  %30 = load i32, ptr %10, align 4, !dbg !135
  %31 = icmp slt i32 %29, %30, !dbg !136
  br i1 %31, label %32, label %49, !dbg !133

32:                                               ; preds = %28
  %33 = load ptr addrspace(1), ptr %6, align 8, !dbg !137
  %34 = load i32, ptr %12, align 4, !dbg !138
  %35 = load i32, ptr %9, align 4, !dbg !139
  %36 = mul nsw i32 %34, %35, !dbg !140
  %37 = load i32, ptr %11, align 4, !dbg !141
  %38 = add nsw i32 %36, %37, !dbg !142
  %39 = sext i32 %38 to i64, !dbg !137
  %40 = getelementptr inbounds i32, ptr addrspace(1) %33, i64 %39, !dbg !137
  %41 = load i32, ptr addrspace(1) %40, align 4, !dbg !137
  %42 = load ptr addrspace(3), ptr %8, align 8, !dbg !143
  %43 = load i32, ptr %14, align 4, !dbg !144
  %44 = mul nsw i32 %43, 17, !dbg !145
  %45 = load i32, ptr %13, align 4, !dbg !146
  %46 = add nsw i32 %44, %45, !dbg !147
  %47 = sext i32 %46 to i64, !dbg !143
  %48 = getelementptr inbounds i32, ptr addrspace(3) %42, i64 %47, !dbg !143
  store i32 %41, ptr addrspace(3) %48, align 4, !dbg !148
  br label %49, !dbg !143

49:                                               ; preds = %32, %28, %5
  call spir_func void @_Z7barrierj(i32 noundef 1) #6, !dbg !149
    #dbg_declare(ptr %15, !150, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !151)
  %50 = call spir_func i64 @_Z12get_group_idj(i32 noundef 1) #5, !dbg !152
  %51 = mul i64 %50, 16, !dbg !153
  %52 = load i32, ptr %13, align 4, !dbg !154
  %53 = sext i32 %52 to i64, !dbg !154
  %54 = add i64 %51, %53, !dbg !155
  %55 = trunc i64 %54 to i32, !dbg !152
  store i32 %55, ptr %15, align 4, !dbg !151
    #dbg_declare(ptr %16, !156, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !157)
  %56 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5, !dbg !158
  %57 = mul i64 %56, 16, !dbg !159
  %58 = load i32, ptr %14, align 4, !dbg !160
  %59 = sext i32 %58 to i64, !dbg !160
  %60 = add i64 %57, %59, !dbg !161
  %61 = trunc i64 %60 to i32, !dbg !158
  store i32 %61, ptr %16, align 4, !dbg !157
  %62 = load i32, ptr %15, align 4, !dbg !162
  %63 = load i32, ptr %10, align 4, !dbg !164
  %64 = icmp slt i32 %62, %63, !dbg !165
  br i1 %64, label %65, label %86, !dbg !166

65:                                               ; preds = %49
  %66 = load i32, ptr %16, align 4, !dbg !167
  %67 = load i32, ptr %9, align 4, !dbg !168
  %68 = icmp slt i32 %66, %67, !dbg !169
  br i1 %68, label %69, label %86, !dbg !166

69:                                               ; preds = %65
  %70 = load ptr addrspace(3), ptr %8, align 8, !dbg !170
  %71 = load i32, ptr %13, align 4, !dbg !171
  %72 = mul nsw i32 %71, 17, !dbg !172
  %73 = load i32, ptr %14, align 4, !dbg !173
  %74 = add nsw i32 %72, %73, !dbg !174
  %75 = sext i32 %74 to i64, !dbg !170
  %76 = getelementptr inbounds i32, ptr addrspace(3) %70, i64 %75, !dbg !170
  %77 = load i32, ptr addrspace(3) %76, align 4, !dbg !170
  %78 = load ptr addrspace(1), ptr %7, align 8, !dbg !175
  %79 = load i32, ptr %16, align 4, !dbg !176
  %80 = load i32, ptr %10, align 4, !dbg !177
  %81 = mul nsw i32 %79, %80, !dbg !178
  %82 = load i32, ptr %15, align 4, !dbg !179
  %83 = add nsw i32 %81, %82, !dbg !180
  %84 = sext i32 %83 to i64, !dbg !175
  %85 = getelementptr inbounds i32, ptr addrspace(1) %78, i64 %84, !dbg !175
  store i32 %77, ptr addrspace(1) %85, align 4, !dbg !181
  br label %86, !dbg !175

86:                                               ; preds = %69, %65, %49
  ret void, !dbg !182
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @qualifiers(ptr addrspace(1) noundef align 4 %0, ptr addrspace(2) noundef align 4 %1, ptr addrspace(1) noalias noundef align 4 %2, ptr addrspace(1) noalias noundef align 1 %3, ptr addrspace(3) noundef align 4 %4, ptr addrspace(1) noundef align 16 %5, ptr addrspace(1) noundef align 16 %6) #0 !dbg !183 !kernel_arg_addr_space !208 !kernel_arg_access_qual !209 !kernel_arg_type !210 !kernel_arg_base_type !211 !kernel_arg_type_qual !212 !kernel_arg_name !213 !vec_type_hint !214 !work_group_size_hint !215 !reqd_work_group_size !215 {
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(2), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca ptr addrspace(3), align 8
  %13 = alloca ptr addrspace(1), align 8
  %14 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %8, align 8
    #dbg_declare(ptr %8, !216, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !217)
  store ptr addrspace(2) %1, ptr %9, align 8
    #dbg_declare(ptr %9, !218, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !219)
  store ptr addrspace(1) %2, ptr %10, align 8
    #dbg_declare(ptr %10, !220, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !221)
  store ptr addrspace(1) %3, ptr %11, align 8
    #dbg_declare(ptr %11, !222, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !223)
  store ptr addrspace(3) %4, ptr %12, align 8
    #dbg_declare(ptr %12, !224, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !225)
  store ptr addrspace(1) %5, ptr %13, align 8
    #dbg_declare(ptr %13, !226, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !227)
  store ptr addrspace(1) %6, ptr %14, align 8
    #dbg_declare(ptr %14, !228, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !229)
  %15 = load ptr addrspace(1), ptr %8, align 8, !dbg !230
  %16 = load ptr addrspace(2), ptr %9, align 8, !dbg !230
  %17 = load ptr addrspace(1), ptr %10, align 8, !dbg !230
  %18 = load ptr addrspace(1), ptr %11, align 8, !dbg !230
  %19 = load ptr addrspace(3), ptr %12, align 8, !dbg !230
  %20 = load ptr addrspace(1), ptr %13, align 8, !dbg !230
  %21 = load ptr addrspace(1), ptr %14, align 8, !dbg !230
  call spir_func void @__clang_ocl_kern_imp_qualifiers(ptr addrspace(1) noundef align 4 %15, ptr addrspace(2) noundef align 4 %16, ptr addrspace(1) noundef align 4 %17, ptr addrspace(1) noundef align 1 %18, ptr addrspace(3) noundef align 4 %19, ptr addrspace(1) noundef align 16 %20, ptr addrspace(1) noundef align 16 %21) #4, !dbg !230
  ret void, !dbg !231
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_qualifiers(ptr addrspace(1) noundef align 4 %0, ptr addrspace(2) noundef align 4 %1, ptr addrspace(1) noalias noundef align 4 %2, ptr addrspace(1) noalias noundef align 1 %3, ptr addrspace(3) noundef align 4 %4, ptr addrspace(1) noundef align 16 %5, ptr addrspace(1) noundef align 16 %6) #0 !dbg !232 !kernel_arg_addr_space !208 !kernel_arg_access_qual !209 !kernel_arg_type !210 !kernel_arg_base_type !211 !kernel_arg_type_qual !212 !kernel_arg_name !213 !vec_type_hint !214 !work_group_size_hint !215 !reqd_work_group_size !215 {
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(2), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca ptr addrspace(3), align 8
  %13 = alloca ptr addrspace(1), align 8
  %14 = alloca ptr addrspace(1), align 8
  %15 = alloca i64, align 8
  %16 = alloca <2 x double>, align 16
  store ptr addrspace(1) %0, ptr %8, align 8
    #dbg_declare(ptr %8, !233, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !234)
  store ptr addrspace(2) %1, ptr %9, align 8
    #dbg_declare(ptr %9, !235, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !236)
  store ptr addrspace(1) %2, ptr %10, align 8
    #dbg_declare(ptr %10, !237, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !238)
  store ptr addrspace(1) %3, ptr %11, align 8
    #dbg_declare(ptr %11, !239, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !240)
  store ptr addrspace(3) %4, ptr %12, align 8
    #dbg_declare(ptr %12, !241, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !242)
  store ptr addrspace(1) %5, ptr %13, align 8
    #dbg_declare(ptr %13, !243, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !244)
  store ptr addrspace(1) %6, ptr %14, align 8
    #dbg_declare(ptr %14, !245, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !246)
    #dbg_declare(ptr %15, !247, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !248)
  %17 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !249
  store i64 %17, ptr %15, align 8, !dbg !248
  %18 = load ptr addrspace(2), ptr %9, align 8, !dbg !250
  %19 = load i64, ptr %15, align 8, !dbg !251
  %20 = and i64 %19, 7, !dbg !252
  %21 = getelementptr inbounds nuw float, ptr addrspace(2) %18, i64 %20, !dbg !250
  %22 = load float, ptr addrspace(2) %21, align 4, !dbg !250
  %23 = load ptr addrspace(3), ptr %12, align 8, !dbg !253
  %24 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5, !dbg !254
  %25 = getelementptr inbounds nuw float, ptr addrspace(3) %23, i64 %24, !dbg !253
  store volatile float %22, ptr addrspace(3) %25, align 4, !dbg !255
  %26 = load ptr addrspace(1), ptr %10, align 8, !dbg !256
  %27 = load i64, ptr %15, align 8, !dbg !257
  %28 = getelementptr inbounds nuw i32, ptr addrspace(1) %26, i64 %27, !dbg !256
  %29 = load volatile i32, ptr addrspace(1) %28, align 4, !dbg !256
  %30 = load ptr addrspace(1), ptr %11, align 8, !dbg !258
  %31 = load i64, ptr %15, align 8, !dbg !259
  %32 = getelementptr inbounds nuw i8, ptr addrspace(1) %30, i64 %31, !dbg !258
  %33 = load i8, ptr addrspace(1) %32, align 1, !dbg !258
  %34 = sext i8 %33 to i32, !dbg !258
  %35 = add nsw i32 %29, %34, !dbg !260
  %36 = load ptr addrspace(1), ptr %8, align 8, !dbg !261
  %37 = load i64, ptr %15, align 8, !dbg !262
  %38 = getelementptr inbounds nuw i32, ptr addrspace(1) %36, i64 %37, !dbg !261
  store volatile i32 %35, ptr addrspace(1) %38, align 4, !dbg !263
  %39 = load ptr addrspace(1), ptr %13, align 8, !dbg !264
  %40 = load i64, ptr %15, align 8, !dbg !265
  %41 = getelementptr inbounds nuw <2 x double>, ptr addrspace(1) %39, i64 %40, !dbg !264
  %42 = load <2 x double>, ptr addrspace(1) %41, align 16, !dbg !264
  %43 = load ptr addrspace(3), ptr %12, align 8, !dbg !266
  %44 = getelementptr inbounds float, ptr addrspace(3) %43, i64 0, !dbg !266
  %45 = load volatile float, ptr addrspace(3) %44, align 4, !dbg !266
  %46 = fpext float %45 to double, !dbg !266
  %47 = insertelement <2 x double> poison, double %46, i32 0, !dbg !267
  %48 = load ptr addrspace(3), ptr %12, align 8, !dbg !268
  %49 = getelementptr inbounds float, ptr addrspace(3) %48, i64 1, !dbg !268
  %50 = load volatile float, ptr addrspace(3) %49, align 4, !dbg !268
  %51 = fpext float %50 to double, !dbg !268
  %52 = insertelement <2 x double> %47, double %51, i32 1, !dbg !267
  store <2 x double> %52, ptr %16, align 16, !dbg !269
  %53 = load <2 x double>, ptr %16, align 16, !dbg !269
  %54 = fmul <2 x double> %42, %53, !dbg !270
  %55 = load ptr addrspace(1), ptr %14, align 8, !dbg !271
  %56 = load i64, ptr %15, align 8, !dbg !272
  %57 = getelementptr inbounds nuw <2 x double>, ptr addrspace(1) %55, i64 %56, !dbg !271
  store <2 x double> %54, ptr addrspace(1) %57, align 16, !dbg !273
  ret void, !dbg !274
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @subgroup_k(ptr addrspace(1) noalias noundef align 4 %0, ptr addrspace(1) noalias noundef align 4 %1) #0 !dbg !275 !kernel_arg_addr_space !282 !kernel_arg_access_qual !283 !kernel_arg_type !284 !kernel_arg_base_type !284 !kernel_arg_type_qual !285 !kernel_arg_name !286 !reqd_work_group_size !39 !intel_reqd_sub_group_size !287 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !288, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !289)
  store ptr addrspace(1) %1, ptr %4, align 8
    #dbg_declare(ptr %4, !290, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !291)
  %5 = load ptr addrspace(1), ptr %3, align 8, !dbg !292
  %6 = load ptr addrspace(1), ptr %4, align 8, !dbg !292
  call spir_func void @__clang_ocl_kern_imp_subgroup_k(ptr addrspace(1) noundef align 4 %5, ptr addrspace(1) noundef align 4 %6) #4, !dbg !292
  ret void, !dbg !293
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_subgroup_k(ptr addrspace(1) noalias noundef align 4 %0, ptr addrspace(1) noalias noundef align 4 %1) #0 !dbg !294 !kernel_arg_addr_space !282 !kernel_arg_access_qual !283 !kernel_arg_type !284 !kernel_arg_base_type !284 !kernel_arg_type_qual !285 !kernel_arg_name !286 !reqd_work_group_size !39 !intel_reqd_sub_group_size !287 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !295, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !296)
  store ptr addrspace(1) %1, ptr %4, align 8
    #dbg_declare(ptr %4, !297, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !298)
    #dbg_declare(ptr %5, !299, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !300)
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !301
  store i64 %6, ptr %5, align 8, !dbg !300
  %7 = load ptr addrspace(1), ptr %3, align 8, !dbg !302
  %8 = load i64, ptr %5, align 8, !dbg !303
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %8, !dbg !302
  %10 = load float, ptr addrspace(1) %9, align 4, !dbg !302
  %11 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5, !dbg !304
  %12 = uitofp i64 %11 to float, !dbg !305
  %13 = call float @llvm.fmuladd.f32(float %10, float 2.000000e+00, float %12), !dbg !306
  %14 = load ptr addrspace(1), ptr %4, align 8, !dbg !307
  %15 = load i64, ptr %5, align 8, !dbg !308
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %14, i64 %15, !dbg !307
  store float %13, ptr addrspace(1) %16, align 4, !dbg !309
  ret void, !dbg !310
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @subgroup_k8(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 2 %1, ptr addrspace(1) noundef align 8 %2) #0 !dbg !311 !kernel_arg_addr_space !319 !kernel_arg_access_qual !320 !kernel_arg_type !321 !kernel_arg_base_type !321 !kernel_arg_type_qual !322 !kernel_arg_name !323 !intel_reqd_sub_group_size !324 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !325, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !326)
  store ptr addrspace(1) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !327, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !328)
  store ptr addrspace(1) %2, ptr %6, align 8
    #dbg_declare(ptr %6, !329, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !330)
  %7 = load ptr addrspace(1), ptr %4, align 8, !dbg !331
  %8 = load ptr addrspace(1), ptr %5, align 8, !dbg !331
  %9 = load ptr addrspace(1), ptr %6, align 8, !dbg !331
  call spir_func void @__clang_ocl_kern_imp_subgroup_k8(ptr addrspace(1) noundef align 2 %7, ptr addrspace(1) noundef align 2 %8, ptr addrspace(1) noundef align 8 %9) #4, !dbg !331
  ret void, !dbg !332
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_subgroup_k8(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 2 %1, ptr addrspace(1) noundef align 8 %2) #0 !dbg !333 !kernel_arg_addr_space !319 !kernel_arg_access_qual !320 !kernel_arg_type !321 !kernel_arg_base_type !321 !kernel_arg_type_qual !322 !kernel_arg_name !323 !intel_reqd_sub_group_size !324 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !334, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !335)
  store ptr addrspace(1) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !336, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !337)
  store ptr addrspace(1) %2, ptr %6, align 8
    #dbg_declare(ptr %6, !338, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !339)
    #dbg_declare(ptr %7, !340, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !341)
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !342
  store i64 %8, ptr %7, align 8, !dbg !341
  %9 = load ptr addrspace(1), ptr %6, align 8, !dbg !343
  %10 = load i64, ptr %7, align 8, !dbg !344
  %11 = getelementptr inbounds nuw i64, ptr addrspace(1) %9, i64 %10, !dbg !343
  %12 = load i64, ptr addrspace(1) %11, align 8, !dbg !343
  %13 = trunc i64 %12 to i16, !dbg !345
  %14 = load ptr addrspace(1), ptr %5, align 8, !dbg !346
  %15 = load i64, ptr %7, align 8, !dbg !347
  %16 = getelementptr inbounds nuw i16, ptr addrspace(1) %14, i64 %15, !dbg !346
  store i16 %13, ptr addrspace(1) %16, align 2, !dbg !348
  ret void, !dbg !349
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind "uniform-work-group-size"="false" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11}
!opencl.ocl.version = !{!12}
!opencl.spir.version = !{!12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "vector_hints.cl", directory: "/work/shared/corpus/oracle/opencl/src", checksumkind: CSK_MD5, checksum: "b373447d3d25c9626446a6a459ea2b69")
!2 = !{!3, !4, !5}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "ushort", file: !6, line: 33, baseType: !7)
!6 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "be11a690c37450a0034f006875ffc62b")
!7 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{i32 2, i32 0}
!13 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!14 = distinct !DISubprogram(name: "saxpy4", scope: !1, file: !1, line: 8, type: !15, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !31)
!15 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !16)
!16 = !{null, !17, !25, !27, !28}
!17 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !18)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64, dwarfAddressSpace: 1)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "vec_t", file: !1, line: 3, baseType: !21)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !6, line: 118, baseType: !22)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, flags: DIFlagVector, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 4)
!25 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !26)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64, dwarfAddressSpace: 1)
!27 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!28 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_t", file: !1, line: 4, baseType: !30)
!30 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!31 = !{}
!32 = !{i32 1, i32 1, i32 0, i32 0}
!33 = !{!"none", !"none", !"none", !"none"}
!34 = !{!"vec_t*", !"vec_t*", !"float", !"uint_t"}
!35 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float", !"uint"}
!36 = !{!"restrict const", !"restrict", !"", !""}
!37 = !{!"x", !"y", !"a", !"n"}
!38 = !{<4 x float> poison, i32 0}
!39 = !{i32 64, i32 1, i32 1}
!40 = !DILocalVariable(name: "x", arg: 1, scope: !14, file: !1, line: 8, type: !17)
!41 = !DILocation(line: 8, column: 44, scope: !14)
!42 = !DILocalVariable(name: "y", arg: 2, scope: !14, file: !1, line: 9, type: !25)
!43 = !DILocation(line: 9, column: 38, scope: !14)
!44 = !DILocalVariable(name: "a", arg: 3, scope: !14, file: !1, line: 10, type: !27)
!45 = !DILocation(line: 10, column: 25, scope: !14)
!46 = !DILocalVariable(name: "n", arg: 4, scope: !14, file: !1, line: 11, type: !28)
!47 = !DILocation(line: 11, column: 26, scope: !14)
!48 = !DILocation(line: 12, column: 1, scope: !14)
!49 = !DILocation(line: 16, column: 1, scope: !14)
!50 = distinct !DISubprogram(name: "saxpy4", linkageName: "__clang_ocl_kern_imp_saxpy4", scope: !1, file: !1, line: 8, type: !15, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !31)
!51 = !DILocalVariable(name: "x", arg: 1, scope: !50, file: !1, line: 8, type: !17)
!52 = !DILocation(line: 8, column: 44, scope: !50)
!53 = !DILocalVariable(name: "y", arg: 2, scope: !50, file: !1, line: 9, type: !25)
!54 = !DILocation(line: 9, column: 38, scope: !50)
!55 = !DILocalVariable(name: "a", arg: 3, scope: !50, file: !1, line: 10, type: !27)
!56 = !DILocation(line: 10, column: 25, scope: !50)
!57 = !DILocalVariable(name: "n", arg: 4, scope: !50, file: !1, line: 11, type: !28)
!58 = !DILocation(line: 11, column: 26, scope: !50)
!59 = !DILocalVariable(name: "i", scope: !50, file: !1, line: 13, type: !60)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !6, line: 51, baseType: !61)
!61 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!62 = !DILocation(line: 13, column: 10, scope: !50)
!63 = !DILocation(line: 13, column: 14, scope: !50)
!64 = !DILocation(line: 14, column: 7, scope: !65)
!65 = distinct !DILexicalBlock(scope: !50, file: !1, line: 14, column: 7)
!66 = !DILocation(line: 14, column: 11, scope: !65)
!67 = !DILocation(line: 14, column: 9, scope: !65)
!68 = !DILocation(line: 15, column: 12, scope: !65)
!69 = !DILocation(line: 15, column: 16, scope: !65)
!70 = !DILocation(line: 15, column: 18, scope: !65)
!71 = !DILocation(line: 15, column: 23, scope: !65)
!72 = !DILocation(line: 15, column: 25, scope: !65)
!73 = !DILocation(line: 15, column: 21, scope: !65)
!74 = !DILocation(line: 15, column: 5, scope: !65)
!75 = !DILocation(line: 15, column: 7, scope: !65)
!76 = !DILocation(line: 15, column: 10, scope: !65)
!77 = !DILocation(line: 16, column: 1, scope: !50)
!78 = distinct !DISubprogram(name: "transpose_tile", scope: !1, file: !1, line: 20, type: !79, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !31)
!79 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !80)
!80 = !{null, !81, !84, !86, !3, !3}
!81 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !82)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64, dwarfAddressSpace: 1)
!83 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!84 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !85)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 3)
!87 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!88 = !{!"none", !"none", !"none", !"none", !"none"}
!89 = !{!"int*", !"int*", !"int*", !"int", !"int"}
!90 = !{!"restrict const", !"restrict", !"", !"", !""}
!91 = !{!"in", !"out", !"tile", !"width", !"height"}
!92 = !{<8 x i32> poison, i32 1}
!93 = !{i32 16, i32 16, i32 1}
!94 = !DILocalVariable(name: "in", arg: 1, scope: !78, file: !1, line: 20, type: !81)
!95 = !DILocation(line: 20, column: 50, scope: !78)
!96 = !DILocalVariable(name: "out", arg: 2, scope: !78, file: !1, line: 21, type: !84)
!97 = !DILocation(line: 21, column: 44, scope: !78)
!98 = !DILocalVariable(name: "tile", arg: 3, scope: !78, file: !1, line: 22, type: !86)
!99 = !DILocation(line: 22, column: 34, scope: !78)
!100 = !DILocalVariable(name: "width", arg: 4, scope: !78, file: !1, line: 23, type: !3)
!101 = !DILocation(line: 23, column: 25, scope: !78)
!102 = !DILocalVariable(name: "height", arg: 5, scope: !78, file: !1, line: 23, type: !3)
!103 = !DILocation(line: 23, column: 36, scope: !78)
!104 = !DILocation(line: 24, column: 1, scope: !78)
!105 = !DILocation(line: 33, column: 1, scope: !78)
!106 = distinct !DISubprogram(name: "transpose_tile", linkageName: "__clang_ocl_kern_imp_transpose_tile", scope: !1, file: !1, line: 20, type: !79, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !31)
!107 = !DILocalVariable(name: "in", arg: 1, scope: !106, file: !1, line: 20, type: !81)
!108 = !DILocation(line: 20, column: 50, scope: !106)
!109 = !DILocalVariable(name: "out", arg: 2, scope: !106, file: !1, line: 21, type: !84)
!110 = !DILocation(line: 21, column: 44, scope: !106)
!111 = !DILocalVariable(name: "tile", arg: 3, scope: !106, file: !1, line: 22, type: !86)
!112 = !DILocation(line: 22, column: 34, scope: !106)
!113 = !DILocalVariable(name: "width", arg: 4, scope: !106, file: !1, line: 23, type: !3)
!114 = !DILocation(line: 23, column: 25, scope: !106)
!115 = !DILocalVariable(name: "height", arg: 5, scope: !106, file: !1, line: 23, type: !3)
!116 = !DILocation(line: 23, column: 36, scope: !106)
!117 = !DILocalVariable(name: "gx", scope: !106, file: !1, line: 25, type: !3)
!118 = !DILocation(line: 25, column: 7, scope: !106)
!119 = !DILocation(line: 25, column: 12, scope: !106)
!120 = !DILocalVariable(name: "gy", scope: !106, file: !1, line: 25, type: !3)
!121 = !DILocation(line: 25, column: 30, scope: !106)
!122 = !DILocation(line: 25, column: 35, scope: !106)
!123 = !DILocalVariable(name: "lx", scope: !106, file: !1, line: 26, type: !3)
!124 = !DILocation(line: 26, column: 7, scope: !106)
!125 = !DILocation(line: 26, column: 12, scope: !106)
!126 = !DILocalVariable(name: "ly", scope: !106, file: !1, line: 26, type: !3)
!127 = !DILocation(line: 26, column: 29, scope: !106)
!128 = !DILocation(line: 26, column: 34, scope: !106)
!129 = !DILocation(line: 27, column: 7, scope: !130)
!130 = distinct !DILexicalBlock(scope: !106, file: !1, line: 27, column: 7)
!131 = !DILocation(line: 27, column: 12, scope: !130)
!132 = !DILocation(line: 27, column: 10, scope: !130)
!133 = !DILocation(line: 27, column: 18, scope: !130)
!134 = !DILocation(line: 27, column: 21, scope: !130)
!135 = !DILocation(line: 27, column: 26, scope: !130)
!136 = !DILocation(line: 27, column: 24, scope: !130)
!137 = !DILocation(line: 28, column: 26, scope: !130)
!138 = !DILocation(line: 28, column: 29, scope: !130)
!139 = !DILocation(line: 28, column: 34, scope: !130)
!140 = !DILocation(line: 28, column: 32, scope: !130)
!141 = !DILocation(line: 28, column: 42, scope: !130)
!142 = !DILocation(line: 28, column: 40, scope: !130)
!143 = !DILocation(line: 28, column: 5, scope: !130)
!144 = !DILocation(line: 28, column: 10, scope: !130)
!145 = !DILocation(line: 28, column: 13, scope: !130)
!146 = !DILocation(line: 28, column: 20, scope: !130)
!147 = !DILocation(line: 28, column: 18, scope: !130)
!148 = !DILocation(line: 28, column: 24, scope: !130)
!149 = !DILocation(line: 29, column: 3, scope: !106)
!150 = !DILocalVariable(name: "ox", scope: !106, file: !1, line: 30, type: !3)
!151 = !DILocation(line: 30, column: 7, scope: !106)
!152 = !DILocation(line: 30, column: 12, scope: !106)
!153 = !DILocation(line: 30, column: 28, scope: !106)
!154 = !DILocation(line: 30, column: 35, scope: !106)
!155 = !DILocation(line: 30, column: 33, scope: !106)
!156 = !DILocalVariable(name: "oy", scope: !106, file: !1, line: 30, type: !3)
!157 = !DILocation(line: 30, column: 39, scope: !106)
!158 = !DILocation(line: 30, column: 44, scope: !106)
!159 = !DILocation(line: 30, column: 60, scope: !106)
!160 = !DILocation(line: 30, column: 67, scope: !106)
!161 = !DILocation(line: 30, column: 65, scope: !106)
!162 = !DILocation(line: 31, column: 7, scope: !163)
!163 = distinct !DILexicalBlock(scope: !106, file: !1, line: 31, column: 7)
!164 = !DILocation(line: 31, column: 12, scope: !163)
!165 = !DILocation(line: 31, column: 10, scope: !163)
!166 = !DILocation(line: 31, column: 19, scope: !163)
!167 = !DILocation(line: 31, column: 22, scope: !163)
!168 = !DILocation(line: 31, column: 27, scope: !163)
!169 = !DILocation(line: 31, column: 25, scope: !163)
!170 = !DILocation(line: 32, column: 29, scope: !163)
!171 = !DILocation(line: 32, column: 34, scope: !163)
!172 = !DILocation(line: 32, column: 37, scope: !163)
!173 = !DILocation(line: 32, column: 44, scope: !163)
!174 = !DILocation(line: 32, column: 42, scope: !163)
!175 = !DILocation(line: 32, column: 5, scope: !163)
!176 = !DILocation(line: 32, column: 9, scope: !163)
!177 = !DILocation(line: 32, column: 14, scope: !163)
!178 = !DILocation(line: 32, column: 12, scope: !163)
!179 = !DILocation(line: 32, column: 23, scope: !163)
!180 = !DILocation(line: 32, column: 21, scope: !163)
!181 = !DILocation(line: 32, column: 27, scope: !163)
!182 = !DILocation(line: 33, column: 1, scope: !106)
!183 = distinct !DISubprogram(name: "qualifiers", scope: !1, file: !1, line: 38, type: !184, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !31)
!184 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !185)
!185 = !{null, !186, !188, !189, !194, !198, !200, !207}
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !187, size: 64, dwarfAddressSpace: 1)
!187 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !3)
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64, dwarfAddressSpace: 2)
!189 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !190)
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !191, size: 64, dwarfAddressSpace: 1)
!191 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !192)
!192 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !193)
!193 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !6, line: 38, baseType: !30)
!194 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !195)
!195 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !196, size: 64, dwarfAddressSpace: 1)
!196 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !197)
!197 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!198 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !199, size: 64, dwarfAddressSpace: 3)
!199 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !4)
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !201, size: 64, dwarfAddressSpace: 1)
!201 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !202)
!202 = !DIDerivedType(tag: DW_TAG_typedef, name: "double2", file: !6, line: 133, baseType: !203)
!203 = !DICompositeType(tag: DW_TAG_array_type, baseType: !204, size: 128, flags: DIFlagVector, elements: !205)
!204 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!205 = !{!206}
!206 = !DISubrange(count: 2)
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !202, size: 64, dwarfAddressSpace: 1)
!208 = !{i32 1, i32 2, i32 1, i32 1, i32 3, i32 1, i32 1}
!209 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!210 = !{!"int*", !"float*", !"uint*", !"char*", !"float*", !"double2*", !"double2*"}
!211 = !{!"int*", !"float*", !"uint*", !"char*", !"float*", !"double __attribute__((ext_vector_type(2)))*", !"double __attribute__((ext_vector_type(2)))*"}
!212 = !{!"volatile", !"const", !"restrict const volatile", !"restrict const", !"volatile", !"const", !""}
!213 = !{!"flags", !"coeffs", !"status", !"const_restrict_ptr", !"scratch", !"in2", !"out2"}
!214 = !{<2 x double> poison, i32 0}
!215 = !{i32 128, i32 2, i32 1}
!216 = !DILocalVariable(name: "flags", arg: 1, scope: !183, file: !1, line: 38, type: !186)
!217 = !DILocation(line: 38, column: 40, scope: !183)
!218 = !DILocalVariable(name: "coeffs", arg: 2, scope: !183, file: !1, line: 39, type: !188)
!219 = !DILocation(line: 39, column: 35, scope: !183)
!220 = !DILocalVariable(name: "status", arg: 3, scope: !183, file: !1, line: 40, type: !189)
!221 = !DILocation(line: 40, column: 56, scope: !183)
!222 = !DILocalVariable(name: "const_restrict_ptr", arg: 4, scope: !183, file: !1, line: 41, type: !194)
!223 = !DILocation(line: 41, column: 47, scope: !183)
!224 = !DILocalVariable(name: "scratch", arg: 5, scope: !183, file: !1, line: 42, type: !198)
!225 = !DILocation(line: 42, column: 41, scope: !183)
!226 = !DILocalVariable(name: "in2", arg: 6, scope: !183, file: !1, line: 43, type: !200)
!227 = !DILocation(line: 43, column: 41, scope: !183)
!228 = !DILocalVariable(name: "out2", arg: 7, scope: !183, file: !1, line: 44, type: !207)
!229 = !DILocation(line: 44, column: 35, scope: !183)
!230 = !DILocation(line: 45, column: 1, scope: !183)
!231 = !DILocation(line: 50, column: 1, scope: !183)
!232 = distinct !DISubprogram(name: "qualifiers", linkageName: "__clang_ocl_kern_imp_qualifiers", scope: !1, file: !1, line: 38, type: !184, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !31)
!233 = !DILocalVariable(name: "flags", arg: 1, scope: !232, file: !1, line: 38, type: !186)
!234 = !DILocation(line: 38, column: 40, scope: !232)
!235 = !DILocalVariable(name: "coeffs", arg: 2, scope: !232, file: !1, line: 39, type: !188)
!236 = !DILocation(line: 39, column: 35, scope: !232)
!237 = !DILocalVariable(name: "status", arg: 3, scope: !232, file: !1, line: 40, type: !189)
!238 = !DILocation(line: 40, column: 56, scope: !232)
!239 = !DILocalVariable(name: "const_restrict_ptr", arg: 4, scope: !232, file: !1, line: 41, type: !194)
!240 = !DILocation(line: 41, column: 47, scope: !232)
!241 = !DILocalVariable(name: "scratch", arg: 5, scope: !232, file: !1, line: 42, type: !198)
!242 = !DILocation(line: 42, column: 41, scope: !232)
!243 = !DILocalVariable(name: "in2", arg: 6, scope: !232, file: !1, line: 43, type: !200)
!244 = !DILocation(line: 43, column: 41, scope: !232)
!245 = !DILocalVariable(name: "out2", arg: 7, scope: !232, file: !1, line: 44, type: !207)
!246 = !DILocation(line: 44, column: 35, scope: !232)
!247 = !DILocalVariable(name: "i", scope: !232, file: !1, line: 46, type: !60)
!248 = !DILocation(line: 46, column: 10, scope: !232)
!249 = !DILocation(line: 46, column: 14, scope: !232)
!250 = !DILocation(line: 47, column: 30, scope: !232)
!251 = !DILocation(line: 47, column: 37, scope: !232)
!252 = !DILocation(line: 47, column: 39, scope: !232)
!253 = !DILocation(line: 47, column: 3, scope: !232)
!254 = !DILocation(line: 47, column: 11, scope: !232)
!255 = !DILocation(line: 47, column: 28, scope: !232)
!256 = !DILocation(line: 48, column: 19, scope: !232)
!257 = !DILocation(line: 48, column: 26, scope: !232)
!258 = !DILocation(line: 48, column: 31, scope: !232)
!259 = !DILocation(line: 48, column: 50, scope: !232)
!260 = !DILocation(line: 48, column: 29, scope: !232)
!261 = !DILocation(line: 48, column: 3, scope: !232)
!262 = !DILocation(line: 48, column: 9, scope: !232)
!263 = !DILocation(line: 48, column: 12, scope: !232)
!264 = !DILocation(line: 49, column: 13, scope: !232)
!265 = !DILocation(line: 49, column: 17, scope: !232)
!266 = !DILocation(line: 49, column: 32, scope: !232)
!267 = !DILocation(line: 49, column: 31, scope: !232)
!268 = !DILocation(line: 49, column: 44, scope: !232)
!269 = !DILocation(line: 49, column: 22, scope: !232)
!270 = !DILocation(line: 49, column: 20, scope: !232)
!271 = !DILocation(line: 49, column: 3, scope: !232)
!272 = !DILocation(line: 49, column: 8, scope: !232)
!273 = !DILocation(line: 49, column: 11, scope: !232)
!274 = !DILocation(line: 50, column: 1, scope: !232)
!275 = distinct !DISubprogram(name: "subgroup_k", scope: !1, file: !1, line: 54, type: !276, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !31)
!276 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !277)
!277 = !{null, !278, !280}
!278 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !279)
!279 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64, dwarfAddressSpace: 1)
!280 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !281)
!281 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64, dwarfAddressSpace: 1)
!282 = !{i32 1, i32 1}
!283 = !{!"none", !"none"}
!284 = !{!"float*", !"float*"}
!285 = !{!"restrict const", !"restrict"}
!286 = !{!"in", !"out"}
!287 = !{i32 16}
!288 = !DILocalVariable(name: "in", arg: 1, scope: !275, file: !1, line: 54, type: !278)
!289 = !DILocation(line: 54, column: 48, scope: !275)
!290 = !DILocalVariable(name: "out", arg: 2, scope: !275, file: !1, line: 54, type: !280)
!291 = !DILocation(line: 54, column: 77, scope: !275)
!292 = !DILocation(line: 55, column: 1, scope: !275)
!293 = !DILocation(line: 58, column: 1, scope: !275)
!294 = distinct !DISubprogram(name: "subgroup_k", linkageName: "__clang_ocl_kern_imp_subgroup_k", scope: !1, file: !1, line: 54, type: !276, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !31)
!295 = !DILocalVariable(name: "in", arg: 1, scope: !294, file: !1, line: 54, type: !278)
!296 = !DILocation(line: 54, column: 48, scope: !294)
!297 = !DILocalVariable(name: "out", arg: 2, scope: !294, file: !1, line: 54, type: !280)
!298 = !DILocation(line: 54, column: 77, scope: !294)
!299 = !DILocalVariable(name: "i", scope: !294, file: !1, line: 56, type: !60)
!300 = !DILocation(line: 56, column: 10, scope: !294)
!301 = !DILocation(line: 56, column: 14, scope: !294)
!302 = !DILocation(line: 57, column: 12, scope: !294)
!303 = !DILocation(line: 57, column: 15, scope: !294)
!304 = !DILocation(line: 57, column: 34, scope: !294)
!305 = !DILocation(line: 57, column: 27, scope: !294)
!306 = !DILocation(line: 57, column: 25, scope: !294)
!307 = !DILocation(line: 57, column: 3, scope: !294)
!308 = !DILocation(line: 57, column: 7, scope: !294)
!309 = !DILocation(line: 57, column: 10, scope: !294)
!310 = !DILocation(line: 58, column: 1, scope: !294)
!311 = distinct !DISubprogram(name: "subgroup_k8", scope: !1, file: !1, line: 61, type: !312, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !31)
!312 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !313)
!313 = !{null, !314, !316, !317}
!314 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !315, size: 64, dwarfAddressSpace: 1)
!315 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!316 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64, dwarfAddressSpace: 1)
!317 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !318, size: 64, dwarfAddressSpace: 1)
!318 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!319 = !{i32 1, i32 1, i32 1}
!320 = !{!"none", !"none", !"none"}
!321 = !{!"half*", !"ushort*", !"long*"}
!322 = !{!"", !"", !""}
!323 = !{!"h", !"u", !"l"}
!324 = !{i32 8}
!325 = !DILocalVariable(name: "h", arg: 1, scope: !311, file: !1, line: 61, type: !314)
!326 = !DILocation(line: 61, column: 33, scope: !311)
!327 = !DILocalVariable(name: "u", arg: 2, scope: !311, file: !1, line: 61, type: !316)
!328 = !DILocation(line: 61, column: 53, scope: !311)
!329 = !DILocalVariable(name: "l", arg: 3, scope: !311, file: !1, line: 61, type: !317)
!330 = !DILocation(line: 61, column: 71, scope: !311)
!331 = !DILocation(line: 62, column: 1, scope: !311)
!332 = !DILocation(line: 65, column: 1, scope: !311)
!333 = distinct !DISubprogram(name: "subgroup_k8", linkageName: "__clang_ocl_kern_imp_subgroup_k8", scope: !1, file: !1, line: 61, type: !312, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !31)
!334 = !DILocalVariable(name: "h", arg: 1, scope: !333, file: !1, line: 61, type: !314)
!335 = !DILocation(line: 61, column: 33, scope: !333)
!336 = !DILocalVariable(name: "u", arg: 2, scope: !333, file: !1, line: 61, type: !316)
!337 = !DILocation(line: 61, column: 53, scope: !333)
!338 = !DILocalVariable(name: "l", arg: 3, scope: !333, file: !1, line: 61, type: !317)
!339 = !DILocation(line: 61, column: 71, scope: !333)
!340 = !DILocalVariable(name: "i", scope: !333, file: !1, line: 63, type: !60)
!341 = !DILocation(line: 63, column: 10, scope: !333)
!342 = !DILocation(line: 63, column: 14, scope: !333)
!343 = !DILocation(line: 64, column: 18, scope: !333)
!344 = !DILocation(line: 64, column: 20, scope: !333)
!345 = !DILocation(line: 64, column: 10, scope: !333)
!346 = !DILocation(line: 64, column: 3, scope: !333)
!347 = !DILocation(line: 64, column: 5, scope: !333)
!348 = !DILocation(line: 64, column: 8, scope: !333)
!349 = !DILocation(line: 65, column: 1, scope: !333)
