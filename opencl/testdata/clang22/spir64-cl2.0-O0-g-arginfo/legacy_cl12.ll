; ModuleID = 'legacy_cl12.cl'
source_filename = "legacy_cl12.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @to_gray(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1) #0 !dbg !16 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 !kernel_arg_name !28 !vec_type_hint !29 !work_group_size_hint !30 {
  %3 = alloca target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), align 8
  %4 = alloca target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), align 8
  store target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
  store target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1, ptr %4, align 8
    #dbg_declare(ptr %4, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  %5 = load target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), ptr %3, align 8, !dbg !35
  %6 = load target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), ptr %4, align 8, !dbg !35
  call spir_func void @__clang_ocl_kern_imp_to_gray(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %5, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %6) #4, !dbg !35
  ret void, !dbg !36
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_to_gray(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1) #0 !dbg !37 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 !kernel_arg_name !28 !vec_type_hint !29 !work_group_size_hint !30 {
  %3 = alloca target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), align 8
  %4 = alloca target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), align 8
  %5 = alloca <2 x i32>, align 8
  %6 = alloca <2 x i32>, align 8
  %7 = alloca <2 x float>, align 8
  %8 = alloca <4 x float>, align 16
  %9 = alloca float, align 4
  %10 = alloca <3 x float>, align 16
  %11 = alloca <4 x float>, align 16
  store target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !38, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
  store target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1, ptr %4, align 8
    #dbg_declare(ptr %4, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
    #dbg_declare(ptr %5, !42, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !47)
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !48
  %13 = trunc i64 %12 to i32, !dbg !48
  %14 = insertelement <2 x i32> poison, i32 %13, i32 0, !dbg !49
  %15 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #5, !dbg !50
  %16 = trunc i64 %15 to i32, !dbg !50
  %17 = insertelement <2 x i32> %14, i32 %16, i32 1, !dbg !49
  store <2 x i32> %17, ptr %6, align 8, !dbg !51
  %18 = load <2 x i32>, ptr %6, align 8, !dbg !51
  store <2 x i32> %18, ptr %5, align 8, !dbg !47
    #dbg_declare(ptr %7, !52, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
  %19 = load <2 x i32>, ptr %5, align 8, !dbg !57
  %20 = call spir_func <2 x float> @_Z14convert_float2Dv2_i(<2 x i32> noundef %19) #5, !dbg !58
  %21 = load target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), ptr %3, align 8, !dbg !59
  %22 = call spir_func <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %21) #5, !dbg !60
  %23 = call spir_func <2 x float> @_Z14convert_float2Dv2_i(<2 x i32> noundef %22) #5, !dbg !61
  %24 = fdiv <2 x float> %20, %23, !dbg !62, !fpmath !63
  store <2 x float> %24, ptr %7, align 8, !dbg !56
    #dbg_declare(ptr %8, !64, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !67)
  %25 = load target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), ptr %3, align 8, !dbg !68
  %26 = call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 39), !dbg !69
  %27 = load <2 x float>, ptr %7, align 8, !dbg !70
  %28 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %25, target("spirv.Sampler") %26, <2 x float> noundef %27) #6, !dbg !71
  store <4 x float> %28, ptr %8, align 16, !dbg !67
    #dbg_declare(ptr %9, !72, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !73)
  %29 = load <4 x float>, ptr %8, align 16, !dbg !74
  %30 = shufflevector <4 x float> %29, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !74
  store <4 x float> <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000, float undef>, ptr %10, align 16, !dbg !75
  %31 = load <4 x float>, ptr %10, align 16, !dbg !75
  %32 = shufflevector <4 x float> %31, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !75
  %33 = call spir_func float @_Z3dotDv3_fS_(<3 x float> noundef %30, <3 x float> noundef %32) #5, !dbg !76
  store float %33, ptr %9, align 4, !dbg !73
  %34 = load target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), ptr %4, align 8, !dbg !77
  %35 = load <2 x i32>, ptr %5, align 8, !dbg !78
  %36 = load float, ptr %9, align 4, !dbg !79
  %37 = insertelement <4 x float> poison, float %36, i32 0, !dbg !80
  %38 = load float, ptr %9, align 4, !dbg !81
  %39 = insertelement <4 x float> %37, float %38, i32 1, !dbg !80
  %40 = load float, ptr %9, align 4, !dbg !82
  %41 = insertelement <4 x float> %39, float %40, i32 2, !dbg !80
  %42 = load <4 x float>, ptr %8, align 16, !dbg !83
  %43 = extractelement <4 x float> %42, i64 3, !dbg !83
  %44 = insertelement <4 x float> %41, float %43, i32 3, !dbg !80
  store <4 x float> %44, ptr %11, align 16, !dbg !84
  %45 = load <4 x float>, ptr %11, align 16, !dbg !84
  call spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %34, <2 x i32> noundef %35, <4 x float> noundef %45) #7, !dbg !85
  ret void, !dbg !86
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @box_filter(ptr addrspace(1) noalias noundef align 4 %0, ptr addrspace(1) noalias noundef align 4 %1, ptr addrspace(3) noalias noundef align 4 %2, ptr addrspace(2) noundef align 2 %3, i32 noundef %4, ptr addrspace(1) noalias noundef align 4 %5) #0 !dbg !87 !kernel_arg_addr_space !108 !kernel_arg_access_qual !109 !kernel_arg_type !110 !kernel_arg_base_type !111 !kernel_arg_type_qual !112 !kernel_arg_name !113 !vec_type_hint !114 !reqd_work_group_size !115 {
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(3), align 8
  %10 = alloca ptr addrspace(2), align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %7, align 8
    #dbg_declare(ptr %7, !116, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !117)
  store ptr addrspace(1) %1, ptr %8, align 8
    #dbg_declare(ptr %8, !118, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !119)
  store ptr addrspace(3) %2, ptr %9, align 8
    #dbg_declare(ptr %9, !120, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !121)
  store ptr addrspace(2) %3, ptr %10, align 8
    #dbg_declare(ptr %10, !122, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !123)
  store i32 %4, ptr %11, align 4
    #dbg_declare(ptr %11, !124, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !125)
  store ptr addrspace(1) %5, ptr %12, align 8
    #dbg_declare(ptr %12, !126, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !127)
  %13 = load ptr addrspace(1), ptr %7, align 8, !dbg !128
  %14 = load ptr addrspace(1), ptr %8, align 8, !dbg !128
  %15 = load ptr addrspace(3), ptr %9, align 8, !dbg !128
  %16 = load ptr addrspace(2), ptr %10, align 8, !dbg !128
  %17 = load i32, ptr %11, align 4, !dbg !128
  %18 = load ptr addrspace(1), ptr %12, align 8, !dbg !128
  call spir_func void @__clang_ocl_kern_imp_box_filter(ptr addrspace(1) noundef align 4 %13, ptr addrspace(1) noundef align 4 %14, ptr addrspace(3) noundef align 4 %15, ptr addrspace(2) noundef align 2 %16, i32 noundef %17, ptr addrspace(1) noundef align 4 %18) #4, !dbg !128
  ret void, !dbg !129
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_box_filter(ptr addrspace(1) noalias noundef align 4 %0, ptr addrspace(1) noalias noundef align 4 %1, ptr addrspace(3) noalias noundef align 4 %2, ptr addrspace(2) noundef align 2 %3, i32 noundef %4, ptr addrspace(1) noalias noundef align 4 %5) #0 !dbg !130 !kernel_arg_addr_space !108 !kernel_arg_access_qual !109 !kernel_arg_type !110 !kernel_arg_base_type !111 !kernel_arg_type_qual !112 !kernel_arg_name !113 !vec_type_hint !114 !reqd_work_group_size !115 {
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(3), align 8
  %10 = alloca ptr addrspace(2), align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr addrspace(1), align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca <4 x i32>, align 16
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %7, align 8
    #dbg_declare(ptr %7, !131, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !132)
  store ptr addrspace(1) %1, ptr %8, align 8
    #dbg_declare(ptr %8, !133, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !134)
  store ptr addrspace(3) %2, ptr %9, align 8
    #dbg_declare(ptr %9, !135, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !136)
  store ptr addrspace(2) %3, ptr %10, align 8
    #dbg_declare(ptr %10, !137, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !138)
  store i32 %4, ptr %11, align 4
    #dbg_declare(ptr %11, !139, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !140)
  store ptr addrspace(1) %5, ptr %12, align 8
    #dbg_declare(ptr %12, !141, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !142)
    #dbg_declare(ptr %13, !143, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !144)
  %18 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !145
  %19 = trunc i64 %18 to i32, !dbg !145
  store i32 %19, ptr %13, align 4, !dbg !144
    #dbg_declare(ptr %14, !146, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !147)
  %20 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5, !dbg !148
  %21 = trunc i64 %20 to i32, !dbg !148
  store i32 %21, ptr %14, align 4, !dbg !147
  %22 = load ptr addrspace(1), ptr %7, align 8, !dbg !149
  %23 = load i32, ptr %13, align 4, !dbg !150
  %24 = sext i32 %23 to i64, !dbg !149
  %25 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %22, i64 %24, !dbg !149
  %26 = load <4 x i8>, ptr addrspace(1) %25, align 4, !dbg !149
  %27 = load ptr addrspace(3), ptr %9, align 8, !dbg !151
  %28 = load i32, ptr %14, align 4, !dbg !152
  %29 = sext i32 %28 to i64, !dbg !151
  %30 = getelementptr inbounds <4 x i8>, ptr addrspace(3) %27, i64 %29, !dbg !151
  store <4 x i8> %26, ptr addrspace(3) %30, align 4, !dbg !153
  call spir_func void @_Z7barrierj(i32 noundef 1) #7, !dbg !154
    #dbg_declare(ptr %15, !155, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !156)
  store <4 x i32> zeroinitializer, ptr %15, align 16, !dbg !156
    #dbg_declare(ptr %16, !157, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !159)
  store i32 -2, ptr %16, align 4, !dbg !159
  br label %31, !dbg !160

31:                                               ; preds = %57, %6
  %32 = load i32, ptr %16, align 4, !dbg !161
  %33 = icmp sle i32 %32, 2, !dbg !163
  br i1 %33, label %34, label %60, !dbg !164

34:                                               ; preds = %31
    #dbg_declare(ptr %17, !165, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !167)
  %35 = load i32, ptr %14, align 4, !dbg !168
  %36 = load i32, ptr %16, align 4, !dbg !169
  %37 = add nsw i32 %35, %36, !dbg !170
  %38 = call spir_func i32 @_Z5clampiii(i32 noundef %37, i32 noundef 0, i32 noundef 255) #5, !dbg !171
  store i32 %38, ptr %17, align 4, !dbg !167
  %39 = load ptr addrspace(3), ptr %9, align 8, !dbg !172
  %40 = load i32, ptr %17, align 4, !dbg !173
  %41 = sext i32 %40 to i64, !dbg !172
  %42 = getelementptr inbounds <4 x i8>, ptr addrspace(3) %39, i64 %41, !dbg !172
  %43 = load <4 x i8>, ptr addrspace(3) %42, align 4, !dbg !172
  %44 = call spir_func <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> noundef %43) #5, !dbg !174
  %45 = load ptr addrspace(2), ptr %10, align 8, !dbg !175
  %46 = load i32, ptr %16, align 4, !dbg !176
  %47 = add nsw i32 %46, 2, !dbg !177
  %48 = sext i32 %47 to i64, !dbg !175
  %49 = getelementptr inbounds i16, ptr addrspace(2) %45, i64 %48, !dbg !175
  %50 = load i16, ptr addrspace(2) %49, align 2, !dbg !175
  %51 = sext i16 %50 to i32, !dbg !175
  %52 = insertelement <4 x i32> poison, i32 %51, i64 0, !dbg !175
  %53 = shufflevector <4 x i32> %52, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !175
  %54 = mul <4 x i32> %44, %53, !dbg !178
  %55 = load <4 x i32>, ptr %15, align 16, !dbg !179
  %56 = add <4 x i32> %55, %54, !dbg !179
  store <4 x i32> %56, ptr %15, align 16, !dbg !179
  br label %57, !dbg !180

57:                                               ; preds = %34
  %58 = load i32, ptr %16, align 4, !dbg !181
  %59 = add nsw i32 %58, 1, !dbg !181
  store i32 %59, ptr %16, align 4, !dbg !181
  br label %31, !dbg !182, !llvm.loop !183

60:                                               ; preds = %31
  %61 = load <4 x i32>, ptr %15, align 16, !dbg !185
  %62 = ashr <4 x i32> %61, splat (i32 4), !dbg !186
  %63 = call spir_func <4 x i8> @_Z18convert_uchar4_satDv4_i(<4 x i32> noundef %62) #5, !dbg !187
  %64 = load ptr addrspace(1), ptr %8, align 8, !dbg !188
  %65 = load i32, ptr %13, align 4, !dbg !189
  %66 = sext i32 %65 to i64, !dbg !188
  %67 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %64, i64 %66, !dbg !188
  store <4 x i8> %63, ptr addrspace(1) %67, align 4, !dbg !190
  %68 = load i32, ptr %14, align 4, !dbg !191
  %69 = icmp eq i32 %68, 0, !dbg !193
  br i1 %69, label %70, label %73, !dbg !193

70:                                               ; preds = %60
  %71 = load ptr addrspace(1), ptr %12, align 8, !dbg !194
  %72 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %71, i32 noundef 1) #7, !dbg !195
  br label %73, !dbg !195

73:                                               ; preds = %70, %60
  %74 = load i32, ptr %11, align 4, !dbg !196
  ret void, !dbg !197
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @mixed_scalars(i8 noundef signext %0, i8 noundef zeroext %1, i16 noundef signext %2, i16 noundef zeroext %3, i32 noundef %4, i32 noundef %5, i64 noundef %6, i64 noundef %7, float noundef %8, ptr addrspace(1) noalias noundef align 8 %9) #0 !dbg !198 !kernel_arg_addr_space !211 !kernel_arg_access_qual !212 !kernel_arg_type !213 !kernel_arg_base_type !213 !kernel_arg_type_qual !214 !kernel_arg_name !215 !vec_type_hint !216 {
  %11 = alloca i8, align 1
  %12 = alloca i8, align 1
  %13 = alloca i16, align 2
  %14 = alloca i16, align 2
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca float, align 4
  %20 = alloca ptr addrspace(1), align 8
  store i8 %0, ptr %11, align 1
    #dbg_declare(ptr %11, !217, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !218)
  store i8 %1, ptr %12, align 1
    #dbg_declare(ptr %12, !219, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !220)
  store i16 %2, ptr %13, align 2
    #dbg_declare(ptr %13, !221, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !222)
  store i16 %3, ptr %14, align 2
    #dbg_declare(ptr %14, !223, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !224)
  store i32 %4, ptr %15, align 4
    #dbg_declare(ptr %15, !225, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !226)
  store i32 %5, ptr %16, align 4
    #dbg_declare(ptr %16, !227, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !228)
  store i64 %6, ptr %17, align 8
    #dbg_declare(ptr %17, !229, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !230)
  store i64 %7, ptr %18, align 8
    #dbg_declare(ptr %18, !231, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !232)
  store float %8, ptr %19, align 4
    #dbg_declare(ptr %19, !233, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !234)
  store ptr addrspace(1) %9, ptr %20, align 8
    #dbg_declare(ptr %20, !235, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !236)
  %21 = load i8, ptr %11, align 1, !dbg !237
  %22 = load i8, ptr %12, align 1, !dbg !237
  %23 = load i16, ptr %13, align 2, !dbg !237
  %24 = load i16, ptr %14, align 2, !dbg !237
  %25 = load i32, ptr %15, align 4, !dbg !237
  %26 = load i32, ptr %16, align 4, !dbg !237
  %27 = load i64, ptr %17, align 8, !dbg !237
  %28 = load i64, ptr %18, align 8, !dbg !237
  %29 = load float, ptr %19, align 4, !dbg !237
  %30 = load ptr addrspace(1), ptr %20, align 8, !dbg !237
  call spir_func void @__clang_ocl_kern_imp_mixed_scalars(i8 noundef signext %21, i8 noundef zeroext %22, i16 noundef signext %23, i16 noundef zeroext %24, i32 noundef %25, i32 noundef %26, i64 noundef %27, i64 noundef %28, float noundef %29, ptr addrspace(1) noundef align 8 %30) #4, !dbg !237
  ret void, !dbg !238
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_mixed_scalars(i8 noundef signext %0, i8 noundef zeroext %1, i16 noundef signext %2, i16 noundef zeroext %3, i32 noundef %4, i32 noundef %5, i64 noundef %6, i64 noundef %7, float noundef %8, ptr addrspace(1) noalias noundef align 8 %9) #0 !dbg !239 !kernel_arg_addr_space !211 !kernel_arg_access_qual !212 !kernel_arg_type !213 !kernel_arg_base_type !213 !kernel_arg_type_qual !214 !kernel_arg_name !215 !vec_type_hint !216 {
  %11 = alloca i8, align 1
  %12 = alloca i8, align 1
  %13 = alloca i16, align 2
  %14 = alloca i16, align 2
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca float, align 4
  %20 = alloca ptr addrspace(1), align 8
  store i8 %0, ptr %11, align 1
    #dbg_declare(ptr %11, !240, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !241)
  store i8 %1, ptr %12, align 1
    #dbg_declare(ptr %12, !242, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !243)
  store i16 %2, ptr %13, align 2
    #dbg_declare(ptr %13, !244, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !245)
  store i16 %3, ptr %14, align 2
    #dbg_declare(ptr %14, !246, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !247)
  store i32 %4, ptr %15, align 4
    #dbg_declare(ptr %15, !248, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !249)
  store i32 %5, ptr %16, align 4
    #dbg_declare(ptr %16, !250, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !251)
  store i64 %6, ptr %17, align 8
    #dbg_declare(ptr %17, !252, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !253)
  store i64 %7, ptr %18, align 8
    #dbg_declare(ptr %18, !254, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !255)
  store float %8, ptr %19, align 4
    #dbg_declare(ptr %19, !256, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !257)
  store ptr addrspace(1) %9, ptr %20, align 8
    #dbg_declare(ptr %20, !258, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !259)
  %21 = load i8, ptr %11, align 1, !dbg !260
  %22 = sext i8 %21 to i32, !dbg !260
  %23 = load i8, ptr %12, align 1, !dbg !261
  %24 = zext i8 %23 to i32, !dbg !261
  %25 = add nsw i32 %22, %24, !dbg !262
  %26 = load i16, ptr %13, align 2, !dbg !263
  %27 = sext i16 %26 to i32, !dbg !263
  %28 = add nsw i32 %25, %27, !dbg !264
  %29 = load i16, ptr %14, align 2, !dbg !265
  %30 = zext i16 %29 to i32, !dbg !265
  %31 = add nsw i32 %28, %30, !dbg !266
  %32 = load i32, ptr %15, align 4, !dbg !267
  %33 = add nsw i32 %31, %32, !dbg !268
  %34 = load i32, ptr %16, align 4, !dbg !269
  %35 = add i32 %33, %34, !dbg !270
  %36 = zext i32 %35 to i64, !dbg !260
  %37 = load i64, ptr %17, align 8, !dbg !271
  %38 = add nsw i64 %36, %37, !dbg !272
  %39 = load i64, ptr %18, align 8, !dbg !273
  %40 = add i64 %38, %39, !dbg !274
  %41 = uitofp i64 %40 to double, !dbg !275
  %42 = load float, ptr %19, align 4, !dbg !276
  %43 = fpext float %42 to double, !dbg !276
  %44 = fmul double %41, %43, !dbg !277
  %45 = load ptr addrspace(1), ptr %20, align 8, !dbg !278
  %46 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !279
  %47 = getelementptr inbounds nuw double, ptr addrspace(1) %45, i64 %46, !dbg !278
  store double %44, ptr addrspace(1) %47, align 8, !dbg !280
  ret void, !dbg !281
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func <2 x float> @_Z14convert_float2Dv2_i(<2 x i32> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0)) #1

; Function Attrs: convergent nounwind willreturn memory(read)
declare dso_local spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x float> noundef) #2

declare dso_local spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32)

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32> noundef, <4 x float> noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z5clampiii(i32 noundef, i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func <4 x i8> @_Z18convert_uchar4_satDv4_i(<4 x i32> noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) #3

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind "uniform-work-group-size"="false" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind willreturn memory(read) }
attributes #7 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!10, !11, !12, !13}
!opencl.ocl.version = !{!14}
!opencl.spir.version = !{!14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "legacy_cl12.cl", directory: "/work/shared/corpus/oracle/opencl/src", checksumkind: CSK_MD5, checksum: "5d14268f6613927d12d441f9c264dec9")
!2 = !{!3, !9}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "int4", file: !4, line: 98, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "be11a690c37450a0034f006875ffc62b")
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, flags: DIFlagVector, elements: !7)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!8}
!8 = !DISubrange(count: 4)
!9 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{i32 2, i32 0}
!15 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!16 = distinct !DISubprogram(name: "to_gray", scope: !1, file: !1, line: 11, type: !17, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !23)
!17 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !18)
!18 = !{null, !19, !21}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DICompositeType(tag: DW_TAG_structure_type, name: "opencl_image2d_ro_t", file: !1, flags: DIFlagFwdDecl)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DICompositeType(tag: DW_TAG_structure_type, name: "opencl_image2d_wo_t", file: !1, flags: DIFlagFwdDecl)
!23 = !{}
!24 = !{i32 1, i32 1}
!25 = !{!"read_only", !"write_only"}
!26 = !{!"image2d_t", !"image2d_t"}
!27 = !{!"", !""}
!28 = !{!"src", !"dst"}
!29 = !{<4 x i8> poison, i32 0}
!30 = !{i32 16, i32 16, i32 1}
!31 = !DILocalVariable(name: "src", arg: 1, scope: !16, file: !1, line: 11, type: !19)
!32 = !DILocation(line: 11, column: 36, scope: !16)
!33 = !DILocalVariable(name: "dst", arg: 2, scope: !16, file: !1, line: 11, type: !21)
!34 = !DILocation(line: 11, column: 64, scope: !16)
!35 = !DILocation(line: 12, column: 1, scope: !16)
!36 = !DILocation(line: 18, column: 1, scope: !16)
!37 = distinct !DISubprogram(name: "to_gray", linkageName: "__clang_ocl_kern_imp_to_gray", scope: !1, file: !1, line: 11, type: !17, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !23)
!38 = !DILocalVariable(name: "src", arg: 1, scope: !37, file: !1, line: 11, type: !19)
!39 = !DILocation(line: 11, column: 36, scope: !37)
!40 = !DILocalVariable(name: "dst", arg: 2, scope: !37, file: !1, line: 11, type: !21)
!41 = !DILocation(line: 11, column: 64, scope: !37)
!42 = !DILocalVariable(name: "p", scope: !37, file: !1, line: 13, type: !43)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "int2", file: !4, line: 96, baseType: !44)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 64, flags: DIFlagVector, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 2)
!47 = !DILocation(line: 13, column: 8, scope: !37)
!48 = !DILocation(line: 13, column: 19, scope: !37)
!49 = !DILocation(line: 13, column: 18, scope: !37)
!50 = !DILocation(line: 13, column: 37, scope: !37)
!51 = !DILocation(line: 13, column: 12, scope: !37)
!52 = !DILocalVariable(name: "uv", scope: !37, file: !1, line: 14, type: !53)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "float2", file: !4, line: 116, baseType: !54)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 64, flags: DIFlagVector, elements: !45)
!55 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!56 = !DILocation(line: 14, column: 10, scope: !37)
!57 = !DILocation(line: 14, column: 30, scope: !37)
!58 = !DILocation(line: 14, column: 15, scope: !37)
!59 = !DILocation(line: 14, column: 64, scope: !37)
!60 = !DILocation(line: 14, column: 50, scope: !37)
!61 = !DILocation(line: 14, column: 35, scope: !37)
!62 = !DILocation(line: 14, column: 33, scope: !37)
!63 = !{float 2.500000e+00}
!64 = !DILocalVariable(name: "c", scope: !37, file: !1, line: 15, type: !65)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !4, line: 118, baseType: !66)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 128, flags: DIFlagVector, elements: !7)
!67 = !DILocation(line: 15, column: 10, scope: !37)
!68 = !DILocation(line: 15, column: 26, scope: !37)
!69 = !DILocation(line: 6, column: 31, scope: !37)
!70 = !DILocation(line: 15, column: 39, scope: !37)
!71 = !DILocation(line: 15, column: 14, scope: !37)
!72 = !DILocalVariable(name: "y", scope: !37, file: !1, line: 16, type: !55)
!73 = !DILocation(line: 16, column: 9, scope: !37)
!74 = !DILocation(line: 16, column: 17, scope: !37)
!75 = !DILocation(line: 16, column: 24, scope: !37)
!76 = !DILocation(line: 16, column: 13, scope: !37)
!77 = !DILocation(line: 17, column: 16, scope: !37)
!78 = !DILocation(line: 17, column: 21, scope: !37)
!79 = !DILocation(line: 17, column: 33, scope: !37)
!80 = !DILocation(line: 17, column: 32, scope: !37)
!81 = !DILocation(line: 17, column: 36, scope: !37)
!82 = !DILocation(line: 17, column: 39, scope: !37)
!83 = !DILocation(line: 17, column: 42, scope: !37)
!84 = !DILocation(line: 17, column: 24, scope: !37)
!85 = !DILocation(line: 17, column: 3, scope: !37)
!86 = !DILocation(line: 18, column: 1, scope: !37)
!87 = distinct !DISubprogram(name: "box_filter", scope: !1, file: !1, line: 22, type: !88, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !23)
!88 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !89)
!89 = !{null, !90, !98, !100, !102, !104, !105}
!90 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !91)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64, dwarfAddressSpace: 1)
!92 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !93)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "pixel_t", file: !1, line: 4, baseType: !94)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar4", file: !4, line: 83, baseType: !95)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 32, flags: DIFlagVector, elements: !7)
!96 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar", file: !4, line: 28, baseType: !97)
!97 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!98 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !99)
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64, dwarfAddressSpace: 1)
!100 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !101)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64, dwarfAddressSpace: 3)
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64, dwarfAddressSpace: 2)
!103 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!104 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!105 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !106)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64, dwarfAddressSpace: 1)
!107 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !6)
!108 = !{i32 1, i32 1, i32 3, i32 2, i32 0, i32 1}
!109 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!110 = !{!"pixel_t*", !"pixel_t*", !"pixel_t*", !"short*", !"int", !"int*"}
!111 = !{!"uchar __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"short*", !"int", !"int*"}
!112 = !{!"restrict const", !"restrict", !"restrict", !"const", !"", !"restrict volatile"}
!113 = !{!"in", !"out", !"cache", !"weights", !"width", !"progress"}
!114 = !{<8 x i16> poison, i32 1}
!115 = !{i32 256, i32 1, i32 1}
!116 = !DILocalVariable(name: "in", arg: 1, scope: !87, file: !1, line: 22, type: !90)
!117 = !DILocation(line: 22, column: 50, scope: !87)
!118 = !DILocalVariable(name: "out", arg: 2, scope: !87, file: !1, line: 23, type: !98)
!119 = !DILocation(line: 23, column: 44, scope: !87)
!120 = !DILocalVariable(name: "cache", arg: 3, scope: !87, file: !1, line: 24, type: !100)
!121 = !DILocation(line: 24, column: 43, scope: !87)
!122 = !DILocalVariable(name: "weights", arg: 4, scope: !87, file: !1, line: 25, type: !102)
!123 = !DILocation(line: 25, column: 35, scope: !87)
!124 = !DILocalVariable(name: "width", arg: 5, scope: !87, file: !1, line: 26, type: !104)
!125 = !DILocation(line: 26, column: 27, scope: !87)
!126 = !DILocalVariable(name: "progress", arg: 6, scope: !87, file: !1, line: 27, type: !105)
!127 = !DILocation(line: 27, column: 49, scope: !87)
!128 = !DILocation(line: 28, column: 1, scope: !87)
!129 = !DILocation(line: 40, column: 1, scope: !87)
!130 = distinct !DISubprogram(name: "box_filter", linkageName: "__clang_ocl_kern_imp_box_filter", scope: !1, file: !1, line: 22, type: !88, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !23)
!131 = !DILocalVariable(name: "in", arg: 1, scope: !130, file: !1, line: 22, type: !90)
!132 = !DILocation(line: 22, column: 50, scope: !130)
!133 = !DILocalVariable(name: "out", arg: 2, scope: !130, file: !1, line: 23, type: !98)
!134 = !DILocation(line: 23, column: 44, scope: !130)
!135 = !DILocalVariable(name: "cache", arg: 3, scope: !130, file: !1, line: 24, type: !100)
!136 = !DILocation(line: 24, column: 43, scope: !130)
!137 = !DILocalVariable(name: "weights", arg: 4, scope: !130, file: !1, line: 25, type: !102)
!138 = !DILocation(line: 25, column: 35, scope: !130)
!139 = !DILocalVariable(name: "width", arg: 5, scope: !130, file: !1, line: 26, type: !104)
!140 = !DILocation(line: 26, column: 27, scope: !130)
!141 = !DILocalVariable(name: "progress", arg: 6, scope: !130, file: !1, line: 27, type: !105)
!142 = !DILocation(line: 27, column: 49, scope: !130)
!143 = !DILocalVariable(name: "gid", scope: !130, file: !1, line: 29, type: !6)
!144 = !DILocation(line: 29, column: 7, scope: !130)
!145 = !DILocation(line: 29, column: 13, scope: !130)
!146 = !DILocalVariable(name: "lid", scope: !130, file: !1, line: 29, type: !6)
!147 = !DILocation(line: 29, column: 31, scope: !130)
!148 = !DILocation(line: 29, column: 37, scope: !130)
!149 = !DILocation(line: 30, column: 16, scope: !130)
!150 = !DILocation(line: 30, column: 19, scope: !130)
!151 = !DILocation(line: 30, column: 3, scope: !130)
!152 = !DILocation(line: 30, column: 9, scope: !130)
!153 = !DILocation(line: 30, column: 14, scope: !130)
!154 = !DILocation(line: 31, column: 3, scope: !130)
!155 = !DILocalVariable(name: "acc", scope: !130, file: !1, line: 32, type: !3)
!156 = !DILocation(line: 32, column: 8, scope: !130)
!157 = !DILocalVariable(name: "k", scope: !158, file: !1, line: 33, type: !6)
!158 = distinct !DILexicalBlock(scope: !130, file: !1, line: 33, column: 3)
!159 = !DILocation(line: 33, column: 12, scope: !158)
!160 = !DILocation(line: 33, column: 8, scope: !158)
!161 = !DILocation(line: 33, column: 20, scope: !162)
!162 = distinct !DILexicalBlock(scope: !158, file: !1, line: 33, column: 3)
!163 = !DILocation(line: 33, column: 22, scope: !162)
!164 = !DILocation(line: 33, column: 3, scope: !158)
!165 = !DILocalVariable(name: "j", scope: !166, file: !1, line: 34, type: !6)
!166 = distinct !DILexicalBlock(scope: !162, file: !1, line: 33, column: 33)
!167 = !DILocation(line: 34, column: 9, scope: !166)
!168 = !DILocation(line: 34, column: 19, scope: !166)
!169 = !DILocation(line: 34, column: 25, scope: !166)
!170 = !DILocation(line: 34, column: 23, scope: !166)
!171 = !DILocation(line: 34, column: 13, scope: !166)
!172 = !DILocation(line: 35, column: 25, scope: !166)
!173 = !DILocation(line: 35, column: 31, scope: !166)
!174 = !DILocation(line: 35, column: 12, scope: !166)
!175 = !DILocation(line: 35, column: 37, scope: !166)
!176 = !DILocation(line: 35, column: 45, scope: !166)
!177 = !DILocation(line: 35, column: 47, scope: !166)
!178 = !DILocation(line: 35, column: 35, scope: !166)
!179 = !DILocation(line: 35, column: 9, scope: !166)
!180 = !DILocation(line: 36, column: 3, scope: !166)
!181 = !DILocation(line: 33, column: 28, scope: !162)
!182 = !DILocation(line: 33, column: 3, scope: !162)
!183 = distinct !{!183, !164, !184}
!184 = !DILocation(line: 36, column: 3, scope: !158)
!185 = !DILocation(line: 37, column: 33, scope: !130)
!186 = !DILocation(line: 37, column: 37, scope: !130)
!187 = !DILocation(line: 37, column: 14, scope: !130)
!188 = !DILocation(line: 37, column: 3, scope: !130)
!189 = !DILocation(line: 37, column: 7, scope: !130)
!190 = !DILocation(line: 37, column: 12, scope: !130)
!191 = !DILocation(line: 38, column: 7, scope: !192)
!192 = distinct !DILexicalBlock(scope: !130, file: !1, line: 38, column: 7)
!193 = !DILocation(line: 38, column: 11, scope: !192)
!194 = !DILocation(line: 38, column: 28, scope: !192)
!195 = !DILocation(line: 38, column: 17, scope: !192)
!196 = !DILocation(line: 39, column: 9, scope: !130)
!197 = !DILocation(line: 40, column: 1, scope: !130)
!198 = distinct !DISubprogram(name: "mixed_scalars", scope: !1, file: !1, line: 43, type: !199, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !23)
!199 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !200)
!200 = !{null, !201, !96, !103, !202, !6, !204, !206, !207, !55, !209}
!201 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!202 = !DIDerivedType(tag: DW_TAG_typedef, name: "ushort", file: !4, line: 33, baseType: !203)
!203 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!204 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !4, line: 38, baseType: !205)
!205 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!206 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!207 = !DIDerivedType(tag: DW_TAG_typedef, name: "ulong", file: !4, line: 43, baseType: !208)
!208 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!209 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !210)
!210 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64, dwarfAddressSpace: 1)
!211 = !{i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1}
!212 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!213 = !{!"char", !"uchar", !"short", !"ushort", !"int", !"uint", !"long", !"ulong", !"float", !"double*"}
!214 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"restrict"}
!215 = !{!"c", !"uc", !"s", !"us", !"i", !"ui", !"l", !"ul", !"f", !"out"}
!216 = !{<2 x i64> poison, i32 1}
!217 = !DILocalVariable(name: "c", arg: 1, scope: !198, file: !1, line: 43, type: !201)
!218 = !DILocation(line: 43, column: 25, scope: !198)
!219 = !DILocalVariable(name: "uc", arg: 2, scope: !198, file: !1, line: 43, type: !96)
!220 = !DILocation(line: 43, column: 34, scope: !198)
!221 = !DILocalVariable(name: "s", arg: 3, scope: !198, file: !1, line: 43, type: !103)
!222 = !DILocation(line: 43, column: 44, scope: !198)
!223 = !DILocalVariable(name: "us", arg: 4, scope: !198, file: !1, line: 43, type: !202)
!224 = !DILocation(line: 43, column: 54, scope: !198)
!225 = !DILocalVariable(name: "i", arg: 5, scope: !198, file: !1, line: 43, type: !6)
!226 = !DILocation(line: 43, column: 62, scope: !198)
!227 = !DILocalVariable(name: "ui", arg: 6, scope: !198, file: !1, line: 43, type: !204)
!228 = !DILocation(line: 43, column: 70, scope: !198)
!229 = !DILocalVariable(name: "l", arg: 7, scope: !198, file: !1, line: 44, type: !206)
!230 = !DILocation(line: 44, column: 25, scope: !198)
!231 = !DILocalVariable(name: "ul", arg: 8, scope: !198, file: !1, line: 44, type: !207)
!232 = !DILocation(line: 44, column: 34, scope: !198)
!233 = !DILocalVariable(name: "f", arg: 9, scope: !198, file: !1, line: 44, type: !55)
!234 = !DILocation(line: 44, column: 44, scope: !198)
!235 = !DILocalVariable(name: "out", arg: 10, scope: !198, file: !1, line: 44, type: !209)
!236 = !DILocation(line: 44, column: 73, scope: !198)
!237 = !DILocation(line: 45, column: 1, scope: !198)
!238 = !DILocation(line: 47, column: 1, scope: !198)
!239 = distinct !DISubprogram(name: "mixed_scalars", linkageName: "__clang_ocl_kern_imp_mixed_scalars", scope: !1, file: !1, line: 43, type: !199, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !23)
!240 = !DILocalVariable(name: "c", arg: 1, scope: !239, file: !1, line: 43, type: !201)
!241 = !DILocation(line: 43, column: 25, scope: !239)
!242 = !DILocalVariable(name: "uc", arg: 2, scope: !239, file: !1, line: 43, type: !96)
!243 = !DILocation(line: 43, column: 34, scope: !239)
!244 = !DILocalVariable(name: "s", arg: 3, scope: !239, file: !1, line: 43, type: !103)
!245 = !DILocation(line: 43, column: 44, scope: !239)
!246 = !DILocalVariable(name: "us", arg: 4, scope: !239, file: !1, line: 43, type: !202)
!247 = !DILocation(line: 43, column: 54, scope: !239)
!248 = !DILocalVariable(name: "i", arg: 5, scope: !239, file: !1, line: 43, type: !6)
!249 = !DILocation(line: 43, column: 62, scope: !239)
!250 = !DILocalVariable(name: "ui", arg: 6, scope: !239, file: !1, line: 43, type: !204)
!251 = !DILocation(line: 43, column: 70, scope: !239)
!252 = !DILocalVariable(name: "l", arg: 7, scope: !239, file: !1, line: 44, type: !206)
!253 = !DILocation(line: 44, column: 25, scope: !239)
!254 = !DILocalVariable(name: "ul", arg: 8, scope: !239, file: !1, line: 44, type: !207)
!255 = !DILocation(line: 44, column: 34, scope: !239)
!256 = !DILocalVariable(name: "f", arg: 9, scope: !239, file: !1, line: 44, type: !55)
!257 = !DILocation(line: 44, column: 44, scope: !239)
!258 = !DILocalVariable(name: "out", arg: 10, scope: !239, file: !1, line: 44, type: !209)
!259 = !DILocation(line: 44, column: 73, scope: !239)
!260 = !DILocation(line: 46, column: 36, scope: !239)
!261 = !DILocation(line: 46, column: 40, scope: !239)
!262 = !DILocation(line: 46, column: 38, scope: !239)
!263 = !DILocation(line: 46, column: 45, scope: !239)
!264 = !DILocation(line: 46, column: 43, scope: !239)
!265 = !DILocation(line: 46, column: 49, scope: !239)
!266 = !DILocation(line: 46, column: 47, scope: !239)
!267 = !DILocation(line: 46, column: 54, scope: !239)
!268 = !DILocation(line: 46, column: 52, scope: !239)
!269 = !DILocation(line: 46, column: 58, scope: !239)
!270 = !DILocation(line: 46, column: 56, scope: !239)
!271 = !DILocation(line: 46, column: 63, scope: !239)
!272 = !DILocation(line: 46, column: 61, scope: !239)
!273 = !DILocation(line: 46, column: 67, scope: !239)
!274 = !DILocation(line: 46, column: 65, scope: !239)
!275 = !DILocation(line: 46, column: 27, scope: !239)
!276 = !DILocation(line: 46, column: 73, scope: !239)
!277 = !DILocation(line: 46, column: 71, scope: !239)
!278 = !DILocation(line: 46, column: 3, scope: !239)
!279 = !DILocation(line: 46, column: 7, scope: !239)
!280 = !DILocation(line: 46, column: 25, scope: !239)
!281 = !DILocation(line: 47, column: 1, scope: !239)
