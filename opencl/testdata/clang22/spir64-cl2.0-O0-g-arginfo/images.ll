; ModuleID = 'images.cl'
source_filename = "images.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @blur(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1, target("spirv.Sampler") %2) #0 !dbg !15 !kernel_arg_addr_space !26 !kernel_arg_access_qual !27 !kernel_arg_type !28 !kernel_arg_base_type !28 !kernel_arg_type_qual !29 !kernel_arg_name !30 !reqd_work_group_size !31 {
  %4 = alloca target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), align 8
  %5 = alloca target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), align 8
  %6 = alloca target("spirv.Sampler"), align 8
  store target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
  store target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !35)
  store target("spirv.Sampler") %2, ptr %6, align 8
    #dbg_declare(ptr %6, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !37)
  %7 = load target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), ptr %4, align 8, !dbg !38
  %8 = load target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), ptr %5, align 8, !dbg !38
  %9 = load target("spirv.Sampler"), ptr %6, align 8, !dbg !38
  call spir_func void @__clang_ocl_kern_imp_blur(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %7, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %8, target("spirv.Sampler") %9) #4, !dbg !38
  ret void, !dbg !39
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_blur(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1, target("spirv.Sampler") %2) #0 !dbg !40 !kernel_arg_addr_space !26 !kernel_arg_access_qual !27 !kernel_arg_type !28 !kernel_arg_base_type !28 !kernel_arg_type_qual !29 !kernel_arg_name !30 !reqd_work_group_size !31 {
  %4 = alloca target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), align 8
  %5 = alloca target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), align 8
  %6 = alloca target("spirv.Sampler"), align 8
  %7 = alloca <2 x i32>, align 8
  %8 = alloca <2 x i32>, align 8
  %9 = alloca <4 x float>, align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca <2 x i32>, align 8
  store target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
  store target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
  store target("spirv.Sampler") %2, ptr %6, align 8
    #dbg_declare(ptr %6, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
    #dbg_declare(ptr %7, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !53)
  %13 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !54
  %14 = trunc i64 %13 to i32, !dbg !54
  %15 = insertelement <2 x i32> poison, i32 %14, i32 0, !dbg !55
  %16 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #5, !dbg !56
  %17 = trunc i64 %16 to i32, !dbg !56
  %18 = insertelement <2 x i32> %15, i32 %17, i32 1, !dbg !55
  store <2 x i32> %18, ptr %8, align 8, !dbg !57
  %19 = load <2 x i32>, ptr %8, align 8, !dbg !57
  store <2 x i32> %19, ptr %7, align 8, !dbg !53
    #dbg_declare(ptr %9, !58, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
  store <4 x float> zeroinitializer, ptr %9, align 16, !dbg !59
    #dbg_declare(ptr %10, !60, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
  store i32 -1, ptr %10, align 4, !dbg !62
  br label %20, !dbg !63

20:                                               ; preds = %44, %3
  %21 = load i32, ptr %10, align 4, !dbg !64
  %22 = icmp sle i32 %21, 1, !dbg !66
  br i1 %22, label %23, label %47, !dbg !67

23:                                               ; preds = %20
    #dbg_declare(ptr %11, !68, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
  store i32 -1, ptr %11, align 4, !dbg !70
  br label %24, !dbg !71

24:                                               ; preds = %40, %23
  %25 = load i32, ptr %11, align 4, !dbg !72
  %26 = icmp sle i32 %25, 1, !dbg !74
  br i1 %26, label %27, label %43, !dbg !75

27:                                               ; preds = %24
  %28 = load target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), ptr %4, align 8, !dbg !76
  %29 = load target("spirv.Sampler"), ptr %6, align 8, !dbg !77
  %30 = load <2 x i32>, ptr %7, align 8, !dbg !78
  %31 = load i32, ptr %11, align 4, !dbg !79
  %32 = insertelement <2 x i32> poison, i32 %31, i32 0, !dbg !80
  %33 = load i32, ptr %10, align 4, !dbg !81
  %34 = insertelement <2 x i32> %32, i32 %33, i32 1, !dbg !80
  store <2 x i32> %34, ptr %12, align 8, !dbg !82
  %35 = load <2 x i32>, ptr %12, align 8, !dbg !82
  %36 = add <2 x i32> %30, %35, !dbg !83
  %37 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %28, target("spirv.Sampler") %29, <2 x i32> noundef %36) #6, !dbg !84
  %38 = load <4 x float>, ptr %9, align 16, !dbg !85
  %39 = fadd <4 x float> %38, %37, !dbg !85
  store <4 x float> %39, ptr %9, align 16, !dbg !85
  br label %40, !dbg !86

40:                                               ; preds = %27
  %41 = load i32, ptr %11, align 4, !dbg !87
  %42 = add nsw i32 %41, 1, !dbg !87
  store i32 %42, ptr %11, align 4, !dbg !87
  br label %24, !dbg !88, !llvm.loop !89

43:                                               ; preds = %24
  br label %44, !dbg !90

44:                                               ; preds = %43
  %45 = load i32, ptr %10, align 4, !dbg !91
  %46 = add nsw i32 %45, 1, !dbg !91
  store i32 %46, ptr %10, align 4, !dbg !91
  br label %20, !dbg !92, !llvm.loop !93

47:                                               ; preds = %20
  %48 = load target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), ptr %5, align 8, !dbg !95
  %49 = load <2 x i32>, ptr %7, align 8, !dbg !96
  %50 = load <4 x float>, ptr %9, align 16, !dbg !97
  %51 = fdiv <4 x float> %50, splat (float 9.000000e+00), !dbg !98, !fpmath !99
  call spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %48, <2 x i32> noundef %49, <4 x float> noundef %51) #7, !dbg !100
  ret void, !dbg !101
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @copy_rw(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %0, target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %1, target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %2, target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %3, target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1) %4, target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %5) #0 !dbg !102 !kernel_arg_addr_space !117 !kernel_arg_access_qual !118 !kernel_arg_type !119 !kernel_arg_base_type !119 !kernel_arg_type_qual !120 !kernel_arg_name !121 {
  %7 = alloca target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2), align 8
  %8 = alloca target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0), align 8
  %9 = alloca target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0), align 8
  %10 = alloca target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0), align 8
  %11 = alloca target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1), align 8
  %12 = alloca target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0), align 8
  store target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %0, ptr %7, align 8
    #dbg_declare(ptr %7, !122, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !123)
  store target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %1, ptr %8, align 8
    #dbg_declare(ptr %8, !124, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !125)
  store target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %2, ptr %9, align 8
    #dbg_declare(ptr %9, !126, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !127)
  store target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %3, ptr %10, align 8
    #dbg_declare(ptr %10, !128, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !129)
  store target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1) %4, ptr %11, align 8
    #dbg_declare(ptr %11, !130, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !131)
  store target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %5, ptr %12, align 8
    #dbg_declare(ptr %12, !132, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !133)
  %13 = load target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2), ptr %7, align 8, !dbg !134
  %14 = load target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0), ptr %8, align 8, !dbg !134
  %15 = load target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0), ptr %9, align 8, !dbg !134
  %16 = load target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0), ptr %10, align 8, !dbg !134
  %17 = load target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1), ptr %11, align 8, !dbg !134
  %18 = load target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0), ptr %12, align 8, !dbg !134
  call spir_func void @__clang_ocl_kern_imp_copy_rw(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %13, target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %14, target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %15, target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %16, target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1) %17, target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %18) #4, !dbg !134
  ret void, !dbg !135
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_copy_rw(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %0, target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %1, target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %2, target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %3, target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1) %4, target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %5) #0 !dbg !136 !kernel_arg_addr_space !117 !kernel_arg_access_qual !118 !kernel_arg_type !119 !kernel_arg_base_type !119 !kernel_arg_type_qual !120 !kernel_arg_name !121 {
  %7 = alloca target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2), align 8
  %8 = alloca target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0), align 8
  %9 = alloca target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0), align 8
  %10 = alloca target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0), align 8
  %11 = alloca target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1), align 8
  %12 = alloca target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0), align 8
  %13 = alloca i32, align 4
  %14 = alloca <4 x float>, align 16
  %15 = alloca <4 x i32>, align 16
  %16 = alloca <4 x i32>, align 16
  %17 = alloca <2 x i32>, align 8
  %18 = alloca <4 x float>, align 16
  %19 = alloca <2 x i32>, align 8
  %20 = alloca <2 x i32>, align 8
  store target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %0, ptr %7, align 8
    #dbg_declare(ptr %7, !137, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !138)
  store target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %1, ptr %8, align 8
    #dbg_declare(ptr %8, !139, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !140)
  store target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %2, ptr %9, align 8
    #dbg_declare(ptr %9, !141, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !142)
  store target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %3, ptr %10, align 8
    #dbg_declare(ptr %10, !143, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !144)
  store target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1) %4, ptr %11, align 8
    #dbg_declare(ptr %11, !145, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !146)
  store target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %5, ptr %12, align 8
    #dbg_declare(ptr %12, !147, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !148)
    #dbg_declare(ptr %13, !149, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !150)
  %21 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !151
  %22 = trunc i64 %21 to i32, !dbg !151
  store i32 %22, ptr %13, align 4, !dbg !150
    #dbg_declare(ptr %14, !152, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !153)
  %23 = load target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0), ptr %8, align 8, !dbg !154
  %24 = call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 18), !dbg !155
  %25 = load i32, ptr %13, align 4, !dbg !156
  %26 = insertelement <4 x i32> poison, i32 %25, i32 0, !dbg !157
  %27 = insertelement <4 x i32> %26, i32 0, i32 1, !dbg !157
  %28 = insertelement <4 x i32> %27, i32 0, i32 2, !dbg !157
  %29 = insertelement <4 x i32> %28, i32 0, i32 3, !dbg !157
  store <4 x i32> %29, ptr %15, align 16, !dbg !158
  %30 = load <4 x i32>, ptr %15, align 16, !dbg !158
  %31 = call spir_func <4 x float> @_Z11read_imagef14ocl_image3d_ro11ocl_samplerDv4_i(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %23, target("spirv.Sampler") %24, <4 x i32> noundef %30) #6, !dbg !159
  store <4 x float> %31, ptr %14, align 16, !dbg !153
  %32 = load target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0), ptr %9, align 8, !dbg !160
  %33 = load i32, ptr %13, align 4, !dbg !161
  %34 = call spir_func <4 x float> @_Z11read_imagef21ocl_image1d_buffer_roi(target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %32, i32 noundef %33) #6, !dbg !162
  %35 = load <4 x float>, ptr %14, align 16, !dbg !163
  %36 = fadd <4 x float> %35, %34, !dbg !163
  store <4 x float> %36, ptr %14, align 16, !dbg !163
  %37 = load target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0), ptr %10, align 8, !dbg !164
  %38 = call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 18), !dbg !155
  %39 = load i32, ptr %13, align 4, !dbg !165
  %40 = insertelement <4 x i32> poison, i32 %39, i32 0, !dbg !166
  %41 = insertelement <4 x i32> %40, i32 0, i32 1, !dbg !166
  %42 = insertelement <4 x i32> %41, i32 1, i32 2, !dbg !166
  %43 = insertelement <4 x i32> %42, i32 0, i32 3, !dbg !166
  store <4 x i32> %43, ptr %16, align 16, !dbg !167
  %44 = load <4 x i32>, ptr %16, align 16, !dbg !167
  %45 = call spir_func <4 x float> @_Z11read_imagef20ocl_image2d_array_ro11ocl_samplerDv4_i(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %37, target("spirv.Sampler") %38, <4 x i32> noundef %44) #6, !dbg !168
  %46 = load <4 x float>, ptr %14, align 16, !dbg !169
  %47 = fadd <4 x float> %46, %45, !dbg !169
  store <4 x float> %47, ptr %14, align 16, !dbg !169
  %48 = load target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0), ptr %12, align 8, !dbg !170
  %49 = call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 18), !dbg !155
  %50 = load i32, ptr %13, align 4, !dbg !171
  %51 = insertelement <2 x i32> poison, i32 %50, i32 0, !dbg !172
  %52 = insertelement <2 x i32> %51, i32 0, i32 1, !dbg !172
  store <2 x i32> %52, ptr %17, align 8, !dbg !173
  %53 = load <2 x i32>, ptr %17, align 8, !dbg !173
  %54 = call spir_func float @_Z11read_imagef20ocl_image2d_depth_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %48, target("spirv.Sampler") %49, <2 x i32> noundef %53) #6, !dbg !174
  %55 = load <4 x float>, ptr %14, align 16, !dbg !175
  %56 = extractelement <4 x float> %55, i64 0, !dbg !175
  %57 = fadd float %56, %54, !dbg !175
  %58 = load <4 x float>, ptr %14, align 16, !dbg !175
  %59 = insertelement <4 x float> %58, float %57, i64 0, !dbg !175
  store <4 x float> %59, ptr %14, align 16, !dbg !175
    #dbg_declare(ptr %18, !176, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !177)
  %60 = load target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2), ptr %7, align 8, !dbg !178
  %61 = load i32, ptr %13, align 4, !dbg !179
  %62 = insertelement <2 x i32> poison, i32 %61, i32 0, !dbg !180
  %63 = insertelement <2 x i32> %62, i32 0, i32 1, !dbg !180
  store <2 x i32> %63, ptr %19, align 8, !dbg !181
  %64 = load <2 x i32>, ptr %19, align 8, !dbg !181
  %65 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_rwDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %60, <2 x i32> noundef %64) #6, !dbg !182
  store <4 x float> %65, ptr %18, align 16, !dbg !177
  %66 = load target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2), ptr %7, align 8, !dbg !183
  %67 = load i32, ptr %13, align 4, !dbg !184
  %68 = insertelement <2 x i32> poison, i32 %67, i32 0, !dbg !185
  %69 = insertelement <2 x i32> %68, i32 0, i32 1, !dbg !185
  store <2 x i32> %69, ptr %20, align 8, !dbg !186
  %70 = load <2 x i32>, ptr %20, align 8, !dbg !186
  %71 = load <4 x float>, ptr %18, align 16, !dbg !187
  %72 = load <4 x float>, ptr %14, align 16, !dbg !188
  %73 = fadd <4 x float> %71, %72, !dbg !189
  call spir_func void @_Z12write_imagef14ocl_image2d_rwDv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %66, <2 x i32> noundef %70, <4 x float> noundef %73) #7, !dbg !190
  %74 = load target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1), ptr %11, align 8, !dbg !191
  %75 = load i32, ptr %13, align 4, !dbg !192
  %76 = load <4 x float>, ptr %14, align 16, !dbg !193
  call spir_func void @_Z12write_imagef14ocl_image1d_woiDv4_f(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1) %74, i32 noundef %75, <4 x float> noundef %76) #7, !dbg !194
  ret void, !dbg !195
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @histogram(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, ptr addrspace(1) noalias noundef align 4 %1, ptr addrspace(3) noundef align 4 %2) #0 !dbg !196 !kernel_arg_addr_space !205 !kernel_arg_access_qual !206 !kernel_arg_type !207 !kernel_arg_base_type !207 !kernel_arg_type_qual !208 !kernel_arg_name !209 !vec_type_hint !210 {
  %4 = alloca target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(3), align 8
  store target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !211, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !212)
  store ptr addrspace(1) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !213, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !214)
  store ptr addrspace(3) %2, ptr %6, align 8
    #dbg_declare(ptr %6, !215, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !216)
  %7 = load target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), ptr %4, align 8, !dbg !217
  %8 = load ptr addrspace(1), ptr %5, align 8, !dbg !217
  %9 = load ptr addrspace(3), ptr %6, align 8, !dbg !217
  call spir_func void @__clang_ocl_kern_imp_histogram(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %7, ptr addrspace(1) noundef align 4 %8, ptr addrspace(3) noundef align 4 %9) #4, !dbg !217
  ret void, !dbg !218
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_histogram(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, ptr addrspace(1) noalias noundef align 4 %1, ptr addrspace(3) noundef align 4 %2) #0 !dbg !219 !kernel_arg_addr_space !205 !kernel_arg_access_qual !206 !kernel_arg_type !207 !kernel_arg_base_type !207 !kernel_arg_type_qual !208 !kernel_arg_name !209 !vec_type_hint !210 {
  %4 = alloca target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(3), align 8
  %7 = alloca <2 x i32>, align 8
  %8 = alloca <2 x i32>, align 8
  %9 = alloca <4 x i32>, align 16
  %10 = alloca i32, align 4
  store target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !220, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !221)
  store ptr addrspace(1) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !222, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !223)
  store ptr addrspace(3) %2, ptr %6, align 8
    #dbg_declare(ptr %6, !224, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !225)
    #dbg_declare(ptr %7, !226, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !227)
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !228
  %12 = trunc i64 %11 to i32, !dbg !228
  %13 = insertelement <2 x i32> poison, i32 %12, i32 0, !dbg !229
  %14 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #5, !dbg !230
  %15 = trunc i64 %14 to i32, !dbg !230
  %16 = insertelement <2 x i32> %13, i32 %15, i32 1, !dbg !229
  store <2 x i32> %16, ptr %8, align 8, !dbg !231
  %17 = load <2 x i32>, ptr %8, align 8, !dbg !231
  store <2 x i32> %17, ptr %7, align 8, !dbg !227
    #dbg_declare(ptr %9, !232, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !235)
  %18 = load target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), ptr %4, align 8, !dbg !236
  %19 = call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 18), !dbg !237
  %20 = load <2 x i32>, ptr %7, align 8, !dbg !238
  %21 = call spir_func <4 x i32> @_Z12read_imageui14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %18, target("spirv.Sampler") %19, <2 x i32> noundef %20) #6, !dbg !239
  store <4 x i32> %21, ptr %9, align 16, !dbg !235
  %22 = load ptr addrspace(3), ptr %6, align 8, !dbg !240
  %23 = load <4 x i32>, ptr %9, align 16, !dbg !241
  %24 = extractelement <4 x i32> %23, i64 0, !dbg !241
  %25 = and i32 %24, 255, !dbg !242
  %26 = zext i32 %25 to i64, !dbg !240
  %27 = getelementptr inbounds nuw i32, ptr addrspace(3) %22, i64 %26, !dbg !240
  %28 = call spir_func i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef %27) #7, !dbg !243
  call spir_func void @_Z7barrierj(i32 noundef 1) #7, !dbg !244
  %29 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5, !dbg !245
  %30 = icmp eq i64 %29, 0, !dbg !247
  br i1 %30, label %31, label %53, !dbg !248

31:                                               ; preds = %3
  %32 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #5, !dbg !249
  %33 = icmp eq i64 %32, 0, !dbg !250
  br i1 %33, label %34, label %53, !dbg !248

34:                                               ; preds = %31
    #dbg_declare(ptr %10, !251, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !253)
  store i32 0, ptr %10, align 4, !dbg !253
  br label %35, !dbg !254

35:                                               ; preds = %49, %34
  %36 = load i32, ptr %10, align 4, !dbg !255
  %37 = icmp slt i32 %36, 256, !dbg !257
  br i1 %37, label %38, label %52, !dbg !258

38:                                               ; preds = %35
  %39 = load ptr addrspace(1), ptr %5, align 8, !dbg !259
  %40 = load i32, ptr %10, align 4, !dbg !260
  %41 = sext i32 %40 to i64, !dbg !259
  %42 = getelementptr inbounds i32, ptr addrspace(1) %39, i64 %41, !dbg !259
  %43 = load ptr addrspace(3), ptr %6, align 8, !dbg !261
  %44 = load i32, ptr %10, align 4, !dbg !262
  %45 = sext i32 %44 to i64, !dbg !261
  %46 = getelementptr inbounds i32, ptr addrspace(3) %43, i64 %45, !dbg !261
  %47 = load i32, ptr addrspace(3) %46, align 4, !dbg !261
  %48 = call spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %42, i32 noundef %47) #7, !dbg !263
  br label %49, !dbg !263

49:                                               ; preds = %38
  %50 = load i32, ptr %10, align 4, !dbg !264
  %51 = add nsw i32 %50, 1, !dbg !264
  store i32 %51, ptr %10, align 4, !dbg !264
  br label %35, !dbg !265, !llvm.loop !266

52:                                               ; preds = %35
  br label %53, !dbg !267

53:                                               ; preds = %52, %31, %3
  ret void, !dbg !268
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(read)
declare dso_local spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x i32> noundef) #2

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32> noundef, <4 x float> noundef) #3

; Function Attrs: convergent nounwind willreturn memory(read)
declare dso_local spir_func <4 x float> @_Z11read_imagef14ocl_image3d_ro11ocl_samplerDv4_i(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), <4 x i32> noundef) #2

declare dso_local spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32)

; Function Attrs: convergent nounwind willreturn memory(read)
declare dso_local spir_func <4 x float> @_Z11read_imagef21ocl_image1d_buffer_roi(target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0), i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(read)
declare dso_local spir_func <4 x float> @_Z11read_imagef20ocl_image2d_array_ro11ocl_samplerDv4_i(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0), target("spirv.Sampler"), <4 x i32> noundef) #2

; Function Attrs: convergent nounwind willreturn memory(read)
declare dso_local spir_func float @_Z11read_imagef20ocl_image2d_depth_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x i32> noundef) #2

; Function Attrs: convergent nounwind willreturn memory(read)
declare dso_local spir_func <4 x float> @_Z11read_imagef14ocl_image2d_rwDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2), <2 x i32> noundef) #2

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z12write_imagef14ocl_image2d_rwDv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2), <2 x i32> noundef, <4 x float> noundef) #3

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z12write_imagef14ocl_image1d_woiDv4_f(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1), i32 noundef, <4 x float> noundef) #3

; Function Attrs: convergent nounwind willreturn memory(read)
declare dso_local spir_func <4 x i32> @_Z12read_imageui14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x i32> noundef) #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef) #3

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) #3

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind "uniform-work-group-size"="false" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind willreturn memory(read) }
attributes #7 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12}
!opencl.ocl.version = !{!13}
!opencl.spir.version = !{!13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "images.cl", directory: "/work/shared/corpus/oracle/opencl/src", checksumkind: CSK_MD5, checksum: "94e2db4e83ecb9545a3961c223f940d6")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !4, line: 118, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "be11a690c37450a0034f006875ffc62b")
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, flags: DIFlagVector, elements: !7)
!6 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!7 = !{!8}
!8 = !DISubrange(count: 4)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{i32 2, i32 0}
!14 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!15 = distinct !DISubprogram(name: "blur", scope: !1, file: !1, line: 6, type: !16, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !25)
!16 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !17)
!17 = !{null, !18, !20, !22}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DICompositeType(tag: DW_TAG_structure_type, name: "opencl_image2d_ro_t", file: !1, flags: DIFlagFwdDecl)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DICompositeType(tag: DW_TAG_structure_type, name: "opencl_image2d_wo_t", file: !1, flags: DIFlagFwdDecl)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "sampler_t", file: !1, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DICompositeType(tag: DW_TAG_structure_type, name: "opencl_sampler_t", file: !1, flags: DIFlagFwdDecl)
!25 = !{}
!26 = !{i32 1, i32 1, i32 0}
!27 = !{!"read_only", !"write_only", !"none"}
!28 = !{!"image2d_t", !"image2d_t", !"sampler_t"}
!29 = !{!"", !"", !""}
!30 = !{!"src", !"dst", !"smp"}
!31 = !{i32 8, i32 8, i32 1}
!32 = !DILocalVariable(name: "src", arg: 1, scope: !15, file: !1, line: 6, type: !18)
!33 = !DILocation(line: 6, column: 31, scope: !15)
!34 = !DILocalVariable(name: "dst", arg: 2, scope: !15, file: !1, line: 6, type: !20)
!35 = !DILocation(line: 6, column: 57, scope: !15)
!36 = !DILocalVariable(name: "smp", arg: 3, scope: !15, file: !1, line: 6, type: !22)
!37 = !DILocation(line: 6, column: 72, scope: !15)
!38 = !DILocation(line: 7, column: 1, scope: !15)
!39 = !DILocation(line: 14, column: 1, scope: !15)
!40 = distinct !DISubprogram(name: "blur", linkageName: "__clang_ocl_kern_imp_blur", scope: !1, file: !1, line: 6, type: !16, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !25)
!41 = !DILocalVariable(name: "src", arg: 1, scope: !40, file: !1, line: 6, type: !18)
!42 = !DILocation(line: 6, column: 31, scope: !40)
!43 = !DILocalVariable(name: "dst", arg: 2, scope: !40, file: !1, line: 6, type: !20)
!44 = !DILocation(line: 6, column: 57, scope: !40)
!45 = !DILocalVariable(name: "smp", arg: 3, scope: !40, file: !1, line: 6, type: !22)
!46 = !DILocation(line: 6, column: 72, scope: !40)
!47 = !DILocalVariable(name: "p", scope: !40, file: !1, line: 8, type: !48)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "int2", file: !4, line: 96, baseType: !49)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !50, size: 64, flags: DIFlagVector, elements: !51)
!50 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!51 = !{!52}
!52 = !DISubrange(count: 2)
!53 = !DILocation(line: 8, column: 8, scope: !40)
!54 = !DILocation(line: 8, column: 19, scope: !40)
!55 = !DILocation(line: 8, column: 18, scope: !40)
!56 = !DILocation(line: 8, column: 37, scope: !40)
!57 = !DILocation(line: 8, column: 12, scope: !40)
!58 = !DILocalVariable(name: "acc", scope: !40, file: !1, line: 9, type: !3)
!59 = !DILocation(line: 9, column: 10, scope: !40)
!60 = !DILocalVariable(name: "dy", scope: !61, file: !1, line: 10, type: !50)
!61 = distinct !DILexicalBlock(scope: !40, file: !1, line: 10, column: 3)
!62 = !DILocation(line: 10, column: 12, scope: !61)
!63 = !DILocation(line: 10, column: 8, scope: !61)
!64 = !DILocation(line: 10, column: 21, scope: !65)
!65 = distinct !DILexicalBlock(scope: !61, file: !1, line: 10, column: 3)
!66 = !DILocation(line: 10, column: 24, scope: !65)
!67 = !DILocation(line: 10, column: 3, scope: !61)
!68 = !DILocalVariable(name: "dx", scope: !69, file: !1, line: 11, type: !50)
!69 = distinct !DILexicalBlock(scope: !65, file: !1, line: 11, column: 5)
!70 = !DILocation(line: 11, column: 14, scope: !69)
!71 = !DILocation(line: 11, column: 10, scope: !69)
!72 = !DILocation(line: 11, column: 23, scope: !73)
!73 = distinct !DILexicalBlock(scope: !69, file: !1, line: 11, column: 5)
!74 = !DILocation(line: 11, column: 26, scope: !73)
!75 = !DILocation(line: 11, column: 5, scope: !69)
!76 = !DILocation(line: 12, column: 26, scope: !73)
!77 = !DILocation(line: 12, column: 31, scope: !73)
!78 = !DILocation(line: 12, column: 36, scope: !73)
!79 = !DILocation(line: 12, column: 47, scope: !73)
!80 = !DILocation(line: 12, column: 46, scope: !73)
!81 = !DILocation(line: 12, column: 51, scope: !73)
!82 = !DILocation(line: 12, column: 40, scope: !73)
!83 = !DILocation(line: 12, column: 38, scope: !73)
!84 = !DILocation(line: 12, column: 14, scope: !73)
!85 = !DILocation(line: 12, column: 11, scope: !73)
!86 = !DILocation(line: 12, column: 7, scope: !73)
!87 = !DILocation(line: 11, column: 32, scope: !73)
!88 = !DILocation(line: 11, column: 5, scope: !73)
!89 = distinct !{!89, !75, !90}
!90 = !DILocation(line: 12, column: 54, scope: !69)
!91 = !DILocation(line: 10, column: 30, scope: !65)
!92 = !DILocation(line: 10, column: 3, scope: !65)
!93 = distinct !{!93, !67, !94}
!94 = !DILocation(line: 12, column: 54, scope: !61)
!95 = !DILocation(line: 13, column: 16, scope: !40)
!96 = !DILocation(line: 13, column: 21, scope: !40)
!97 = !DILocation(line: 13, column: 24, scope: !40)
!98 = !DILocation(line: 13, column: 28, scope: !40)
!99 = !{float 2.500000e+00}
!100 = !DILocation(line: 13, column: 3, scope: !40)
!101 = !DILocation(line: 14, column: 1, scope: !40)
!102 = distinct !DISubprogram(name: "copy_rw", scope: !1, file: !1, line: 16, type: !103, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !25)
!103 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !104)
!104 = !{null, !105, !107, !109, !111, !113, !115}
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!106 = !DICompositeType(tag: DW_TAG_structure_type, name: "opencl_image2d_rw_t", file: !1, flags: DIFlagFwdDecl)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!108 = !DICompositeType(tag: DW_TAG_structure_type, name: "opencl_image3d_ro_t", file: !1, flags: DIFlagFwdDecl)
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
!110 = !DICompositeType(tag: DW_TAG_structure_type, name: "opencl_image1d_buffer_ro_t", file: !1, flags: DIFlagFwdDecl)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!112 = !DICompositeType(tag: DW_TAG_structure_type, name: "opencl_image2d_array_ro_t", file: !1, flags: DIFlagFwdDecl)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!114 = !DICompositeType(tag: DW_TAG_structure_type, name: "opencl_image1d_wo_t", file: !1, flags: DIFlagFwdDecl)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!116 = !DICompositeType(tag: DW_TAG_structure_type, name: "opencl_image2d_depth_ro_t", file: !1, flags: DIFlagFwdDecl)
!117 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!118 = !{!"read_write", !"read_only", !"read_only", !"read_only", !"write_only", !"read_only"}
!119 = !{!"image2d_t", !"image3d_t", !"image1d_buffer_t", !"image2d_array_t", !"image1d_t", !"image2d_depth_t"}
!120 = !{!"", !"", !"", !"", !"", !""}
!121 = !{!"img", !"vol", !"buf", !"arr", !"line", !"depth"}
!122 = !DILocalVariable(name: "img", arg: 1, scope: !102, file: !1, line: 16, type: !105)
!123 = !DILocation(line: 16, column: 44, scope: !102)
!124 = !DILocalVariable(name: "vol", arg: 2, scope: !102, file: !1, line: 16, type: !107)
!125 = !DILocation(line: 16, column: 69, scope: !102)
!126 = !DILocalVariable(name: "buf", arg: 3, scope: !102, file: !1, line: 17, type: !109)
!127 = !DILocation(line: 17, column: 50, scope: !102)
!128 = !DILocalVariable(name: "arr", arg: 4, scope: !102, file: !1, line: 18, type: !111)
!129 = !DILocation(line: 18, column: 49, scope: !102)
!130 = !DILocalVariable(name: "line", arg: 5, scope: !102, file: !1, line: 19, type: !113)
!131 = !DILocation(line: 19, column: 44, scope: !102)
!132 = !DILocalVariable(name: "depth", arg: 6, scope: !102, file: !1, line: 20, type: !115)
!133 = !DILocation(line: 20, column: 49, scope: !102)
!134 = !DILocation(line: 21, column: 1, scope: !102)
!135 = !DILocation(line: 30, column: 1, scope: !102)
!136 = distinct !DISubprogram(name: "copy_rw", linkageName: "__clang_ocl_kern_imp_copy_rw", scope: !1, file: !1, line: 16, type: !103, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !25)
!137 = !DILocalVariable(name: "img", arg: 1, scope: !136, file: !1, line: 16, type: !105)
!138 = !DILocation(line: 16, column: 44, scope: !136)
!139 = !DILocalVariable(name: "vol", arg: 2, scope: !136, file: !1, line: 16, type: !107)
!140 = !DILocation(line: 16, column: 69, scope: !136)
!141 = !DILocalVariable(name: "buf", arg: 3, scope: !136, file: !1, line: 17, type: !109)
!142 = !DILocation(line: 17, column: 50, scope: !136)
!143 = !DILocalVariable(name: "arr", arg: 4, scope: !136, file: !1, line: 18, type: !111)
!144 = !DILocation(line: 18, column: 49, scope: !136)
!145 = !DILocalVariable(name: "line", arg: 5, scope: !136, file: !1, line: 19, type: !113)
!146 = !DILocation(line: 19, column: 44, scope: !136)
!147 = !DILocalVariable(name: "depth", arg: 6, scope: !136, file: !1, line: 20, type: !115)
!148 = !DILocation(line: 20, column: 49, scope: !136)
!149 = !DILocalVariable(name: "x", scope: !136, file: !1, line: 22, type: !50)
!150 = !DILocation(line: 22, column: 7, scope: !136)
!151 = !DILocation(line: 22, column: 11, scope: !136)
!152 = !DILocalVariable(name: "v", scope: !136, file: !1, line: 23, type: !3)
!153 = !DILocation(line: 23, column: 10, scope: !136)
!154 = !DILocation(line: 23, column: 26, scope: !136)
!155 = !DILocation(line: 2, column: 32, scope: !136)
!156 = !DILocation(line: 23, column: 47, scope: !136)
!157 = !DILocation(line: 23, column: 46, scope: !136)
!158 = !DILocation(line: 23, column: 40, scope: !136)
!159 = !DILocation(line: 23, column: 14, scope: !136)
!160 = !DILocation(line: 24, column: 20, scope: !136)
!161 = !DILocation(line: 24, column: 25, scope: !136)
!162 = !DILocation(line: 24, column: 8, scope: !136)
!163 = !DILocation(line: 24, column: 5, scope: !136)
!164 = !DILocation(line: 25, column: 20, scope: !136)
!165 = !DILocation(line: 25, column: 41, scope: !136)
!166 = !DILocation(line: 25, column: 40, scope: !136)
!167 = !DILocation(line: 25, column: 34, scope: !136)
!168 = !DILocation(line: 25, column: 8, scope: !136)
!169 = !DILocation(line: 25, column: 5, scope: !136)
!170 = !DILocation(line: 26, column: 22, scope: !136)
!171 = !DILocation(line: 26, column: 45, scope: !136)
!172 = !DILocation(line: 26, column: 44, scope: !136)
!173 = !DILocation(line: 26, column: 38, scope: !136)
!174 = !DILocation(line: 26, column: 10, scope: !136)
!175 = !DILocation(line: 26, column: 7, scope: !136)
!176 = !DILocalVariable(name: "old", scope: !136, file: !1, line: 27, type: !3)
!177 = !DILocation(line: 27, column: 10, scope: !136)
!178 = !DILocation(line: 27, column: 28, scope: !136)
!179 = !DILocation(line: 27, column: 40, scope: !136)
!180 = !DILocation(line: 27, column: 39, scope: !136)
!181 = !DILocation(line: 27, column: 33, scope: !136)
!182 = !DILocation(line: 27, column: 16, scope: !136)
!183 = !DILocation(line: 28, column: 16, scope: !136)
!184 = !DILocation(line: 28, column: 28, scope: !136)
!185 = !DILocation(line: 28, column: 27, scope: !136)
!186 = !DILocation(line: 28, column: 21, scope: !136)
!187 = !DILocation(line: 28, column: 35, scope: !136)
!188 = !DILocation(line: 28, column: 41, scope: !136)
!189 = !DILocation(line: 28, column: 39, scope: !136)
!190 = !DILocation(line: 28, column: 3, scope: !136)
!191 = !DILocation(line: 29, column: 16, scope: !136)
!192 = !DILocation(line: 29, column: 22, scope: !136)
!193 = !DILocation(line: 29, column: 25, scope: !136)
!194 = !DILocation(line: 29, column: 3, scope: !136)
!195 = !DILocation(line: 30, column: 1, scope: !136)
!196 = distinct !DISubprogram(name: "histogram", scope: !1, file: !1, line: 33, type: !197, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !25)
!197 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !198)
!198 = !{null, !18, !199, !204}
!199 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !200)
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !201, size: 64, dwarfAddressSpace: 1)
!201 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !202)
!202 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !4, line: 38, baseType: !203)
!203 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !202, size: 64, dwarfAddressSpace: 3)
!205 = !{i32 1, i32 1, i32 3}
!206 = !{!"read_only", !"none", !"none"}
!207 = !{!"image2d_t", !"uint*", !"uint*"}
!208 = !{!"", !"restrict volatile", !""}
!209 = !{!"img", !"bins", !"local_bins"}
!210 = !{<4 x i32> poison, i32 0}
!211 = !DILocalVariable(name: "img", arg: 1, scope: !196, file: !1, line: 33, type: !18)
!212 = !DILocation(line: 33, column: 36, scope: !196)
!213 = !DILocalVariable(name: "bins", arg: 2, scope: !196, file: !1, line: 33, type: !199)
!214 = !DILocation(line: 33, column: 74, scope: !196)
!215 = !DILocalVariable(name: "local_bins", arg: 3, scope: !196, file: !1, line: 34, type: !204)
!216 = !DILocation(line: 34, column: 30, scope: !196)
!217 = !DILocation(line: 35, column: 1, scope: !196)
!218 = !DILocation(line: 43, column: 1, scope: !196)
!219 = distinct !DISubprogram(name: "histogram", linkageName: "__clang_ocl_kern_imp_histogram", scope: !1, file: !1, line: 33, type: !197, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !25)
!220 = !DILocalVariable(name: "img", arg: 1, scope: !219, file: !1, line: 33, type: !18)
!221 = !DILocation(line: 33, column: 36, scope: !219)
!222 = !DILocalVariable(name: "bins", arg: 2, scope: !219, file: !1, line: 33, type: !199)
!223 = !DILocation(line: 33, column: 74, scope: !219)
!224 = !DILocalVariable(name: "local_bins", arg: 3, scope: !219, file: !1, line: 34, type: !204)
!225 = !DILocation(line: 34, column: 30, scope: !219)
!226 = !DILocalVariable(name: "p", scope: !219, file: !1, line: 36, type: !48)
!227 = !DILocation(line: 36, column: 8, scope: !219)
!228 = !DILocation(line: 36, column: 19, scope: !219)
!229 = !DILocation(line: 36, column: 18, scope: !219)
!230 = !DILocation(line: 36, column: 37, scope: !219)
!231 = !DILocation(line: 36, column: 12, scope: !219)
!232 = !DILocalVariable(name: "px", scope: !219, file: !1, line: 37, type: !233)
!233 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint4", file: !4, line: 103, baseType: !234)
!234 = !DICompositeType(tag: DW_TAG_array_type, baseType: !202, size: 128, flags: DIFlagVector, elements: !7)
!235 = !DILocation(line: 37, column: 9, scope: !219)
!236 = !DILocation(line: 37, column: 27, scope: !219)
!237 = !DILocation(line: 2, column: 32, scope: !219)
!238 = !DILocation(line: 37, column: 41, scope: !219)
!239 = !DILocation(line: 37, column: 14, scope: !219)
!240 = !DILocation(line: 38, column: 15, scope: !219)
!241 = !DILocation(line: 38, column: 26, scope: !219)
!242 = !DILocation(line: 38, column: 31, scope: !219)
!243 = !DILocation(line: 38, column: 3, scope: !219)
!244 = !DILocation(line: 39, column: 3, scope: !219)
!245 = !DILocation(line: 40, column: 7, scope: !246)
!246 = distinct !DILexicalBlock(scope: !219, file: !1, line: 40, column: 7)
!247 = !DILocation(line: 40, column: 23, scope: !246)
!248 = !DILocation(line: 40, column: 28, scope: !246)
!249 = !DILocation(line: 40, column: 31, scope: !246)
!250 = !DILocation(line: 40, column: 47, scope: !246)
!251 = !DILocalVariable(name: "i", scope: !252, file: !1, line: 41, type: !50)
!252 = distinct !DILexicalBlock(scope: !246, file: !1, line: 41, column: 5)
!253 = !DILocation(line: 41, column: 14, scope: !252)
!254 = !DILocation(line: 41, column: 10, scope: !252)
!255 = !DILocation(line: 41, column: 21, scope: !256)
!256 = distinct !DILexicalBlock(scope: !252, file: !1, line: 41, column: 5)
!257 = !DILocation(line: 41, column: 23, scope: !256)
!258 = !DILocation(line: 41, column: 5, scope: !252)
!259 = !DILocation(line: 42, column: 19, scope: !256)
!260 = !DILocation(line: 42, column: 24, scope: !256)
!261 = !DILocation(line: 42, column: 28, scope: !256)
!262 = !DILocation(line: 42, column: 39, scope: !256)
!263 = !DILocation(line: 42, column: 7, scope: !256)
!264 = !DILocation(line: 41, column: 30, scope: !256)
!265 = !DILocation(line: 41, column: 5, scope: !256)
!266 = distinct !{!266, !258, !267}
!267 = !DILocation(line: 42, column: 41, scope: !252)
!268 = !DILocation(line: 43, column: 1, scope: !219)
