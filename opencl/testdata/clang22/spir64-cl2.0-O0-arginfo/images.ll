; ModuleID = 'images.cl'
source_filename = "images.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @blur(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1, target("spirv.Sampler") %2) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 !reqd_work_group_size !9 {
  %4 = alloca target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), align 8
  %5 = alloca target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), align 8
  %6 = alloca target("spirv.Sampler"), align 8
  store target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, ptr %4, align 8
  store target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1, ptr %5, align 8
  store target("spirv.Sampler") %2, ptr %6, align 8
  %7 = load target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), ptr %4, align 8
  %8 = load target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), ptr %5, align 8
  %9 = load target("spirv.Sampler"), ptr %6, align 8
  call spir_func void @__clang_ocl_kern_imp_blur(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %7, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %8, target("spirv.Sampler") %9) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_blur(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1, target("spirv.Sampler") %2) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 !reqd_work_group_size !9 {
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
  store target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1, ptr %5, align 8
  store target("spirv.Sampler") %2, ptr %6, align 8
  %13 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %14 = trunc i64 %13 to i32
  %15 = insertelement <2 x i32> poison, i32 %14, i32 0
  %16 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #5
  %17 = trunc i64 %16 to i32
  %18 = insertelement <2 x i32> %15, i32 %17, i32 1
  store <2 x i32> %18, ptr %8, align 8
  %19 = load <2 x i32>, ptr %8, align 8
  store <2 x i32> %19, ptr %7, align 8
  store <4 x float> zeroinitializer, ptr %9, align 16
  store i32 -1, ptr %10, align 4
  br label %20

20:                                               ; preds = %44, %3
  %21 = load i32, ptr %10, align 4
  %22 = icmp sle i32 %21, 1
  br i1 %22, label %23, label %47

23:                                               ; preds = %20
  store i32 -1, ptr %11, align 4
  br label %24

24:                                               ; preds = %40, %23
  %25 = load i32, ptr %11, align 4
  %26 = icmp sle i32 %25, 1
  br i1 %26, label %27, label %43

27:                                               ; preds = %24
  %28 = load target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), ptr %4, align 8
  %29 = load target("spirv.Sampler"), ptr %6, align 8
  %30 = load <2 x i32>, ptr %7, align 8
  %31 = load i32, ptr %11, align 4
  %32 = insertelement <2 x i32> poison, i32 %31, i32 0
  %33 = load i32, ptr %10, align 4
  %34 = insertelement <2 x i32> %32, i32 %33, i32 1
  store <2 x i32> %34, ptr %12, align 8
  %35 = load <2 x i32>, ptr %12, align 8
  %36 = add <2 x i32> %30, %35
  %37 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %28, target("spirv.Sampler") %29, <2 x i32> noundef %36) #6
  %38 = load <4 x float>, ptr %9, align 16
  %39 = fadd <4 x float> %38, %37
  store <4 x float> %39, ptr %9, align 16
  br label %40

40:                                               ; preds = %27
  %41 = load i32, ptr %11, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %11, align 4
  br label %24

43:                                               ; preds = %24
  br label %44

44:                                               ; preds = %43
  %45 = load i32, ptr %10, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %10, align 4
  br label %20

47:                                               ; preds = %20
  %48 = load target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), ptr %5, align 8
  %49 = load <2 x i32>, ptr %7, align 8
  %50 = load <4 x float>, ptr %9, align 16
  %51 = fdiv <4 x float> %50, splat (float 9.000000e+00), !fpmath !10
  call spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %48, <2 x i32> noundef %49, <4 x float> noundef %51) #7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @copy_rw(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %0, target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %1, target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %2, target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %3, target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1) %4, target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %5) #0 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 !kernel_arg_name !15 {
  %7 = alloca target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2), align 8
  %8 = alloca target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0), align 8
  %9 = alloca target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0), align 8
  %10 = alloca target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0), align 8
  %11 = alloca target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1), align 8
  %12 = alloca target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0), align 8
  store target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %0, ptr %7, align 8
  store target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %1, ptr %8, align 8
  store target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %2, ptr %9, align 8
  store target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %3, ptr %10, align 8
  store target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1) %4, ptr %11, align 8
  store target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %5, ptr %12, align 8
  %13 = load target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2), ptr %7, align 8
  %14 = load target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0), ptr %8, align 8
  %15 = load target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0), ptr %9, align 8
  %16 = load target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0), ptr %10, align 8
  %17 = load target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1), ptr %11, align 8
  %18 = load target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0), ptr %12, align 8
  call spir_func void @__clang_ocl_kern_imp_copy_rw(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %13, target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %14, target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %15, target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %16, target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1) %17, target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %18) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_copy_rw(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %0, target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %1, target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %2, target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %3, target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1) %4, target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %5) #0 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 !kernel_arg_name !15 {
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
  store target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %1, ptr %8, align 8
  store target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %2, ptr %9, align 8
  store target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %3, ptr %10, align 8
  store target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1) %4, ptr %11, align 8
  store target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %5, ptr %12, align 8
  %21 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %22 = trunc i64 %21 to i32
  store i32 %22, ptr %13, align 4
  %23 = load target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0), ptr %8, align 8
  %24 = call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 18)
  %25 = load i32, ptr %13, align 4
  %26 = insertelement <4 x i32> poison, i32 %25, i32 0
  %27 = insertelement <4 x i32> %26, i32 0, i32 1
  %28 = insertelement <4 x i32> %27, i32 0, i32 2
  %29 = insertelement <4 x i32> %28, i32 0, i32 3
  store <4 x i32> %29, ptr %15, align 16
  %30 = load <4 x i32>, ptr %15, align 16
  %31 = call spir_func <4 x float> @_Z11read_imagef14ocl_image3d_ro11ocl_samplerDv4_i(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %23, target("spirv.Sampler") %24, <4 x i32> noundef %30) #6
  store <4 x float> %31, ptr %14, align 16
  %32 = load target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0), ptr %9, align 8
  %33 = load i32, ptr %13, align 4
  %34 = call spir_func <4 x float> @_Z11read_imagef21ocl_image1d_buffer_roi(target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %32, i32 noundef %33) #6
  %35 = load <4 x float>, ptr %14, align 16
  %36 = fadd <4 x float> %35, %34
  store <4 x float> %36, ptr %14, align 16
  %37 = load target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0), ptr %10, align 8
  %38 = call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 18)
  %39 = load i32, ptr %13, align 4
  %40 = insertelement <4 x i32> poison, i32 %39, i32 0
  %41 = insertelement <4 x i32> %40, i32 0, i32 1
  %42 = insertelement <4 x i32> %41, i32 1, i32 2
  %43 = insertelement <4 x i32> %42, i32 0, i32 3
  store <4 x i32> %43, ptr %16, align 16
  %44 = load <4 x i32>, ptr %16, align 16
  %45 = call spir_func <4 x float> @_Z11read_imagef20ocl_image2d_array_ro11ocl_samplerDv4_i(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %37, target("spirv.Sampler") %38, <4 x i32> noundef %44) #6
  %46 = load <4 x float>, ptr %14, align 16
  %47 = fadd <4 x float> %46, %45
  store <4 x float> %47, ptr %14, align 16
  %48 = load target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0), ptr %12, align 8
  %49 = call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 18)
  %50 = load i32, ptr %13, align 4
  %51 = insertelement <2 x i32> poison, i32 %50, i32 0
  %52 = insertelement <2 x i32> %51, i32 0, i32 1
  store <2 x i32> %52, ptr %17, align 8
  %53 = load <2 x i32>, ptr %17, align 8
  %54 = call spir_func float @_Z11read_imagef20ocl_image2d_depth_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %48, target("spirv.Sampler") %49, <2 x i32> noundef %53) #6
  %55 = load <4 x float>, ptr %14, align 16
  %56 = extractelement <4 x float> %55, i64 0
  %57 = fadd float %56, %54
  %58 = load <4 x float>, ptr %14, align 16
  %59 = insertelement <4 x float> %58, float %57, i64 0
  store <4 x float> %59, ptr %14, align 16
  %60 = load target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2), ptr %7, align 8
  %61 = load i32, ptr %13, align 4
  %62 = insertelement <2 x i32> poison, i32 %61, i32 0
  %63 = insertelement <2 x i32> %62, i32 0, i32 1
  store <2 x i32> %63, ptr %19, align 8
  %64 = load <2 x i32>, ptr %19, align 8
  %65 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_rwDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %60, <2 x i32> noundef %64) #6
  store <4 x float> %65, ptr %18, align 16
  %66 = load target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2), ptr %7, align 8
  %67 = load i32, ptr %13, align 4
  %68 = insertelement <2 x i32> poison, i32 %67, i32 0
  %69 = insertelement <2 x i32> %68, i32 0, i32 1
  store <2 x i32> %69, ptr %20, align 8
  %70 = load <2 x i32>, ptr %20, align 8
  %71 = load <4 x float>, ptr %18, align 16
  %72 = load <4 x float>, ptr %14, align 16
  %73 = fadd <4 x float> %71, %72
  call spir_func void @_Z12write_imagef14ocl_image2d_rwDv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %66, <2 x i32> noundef %70, <4 x float> noundef %73) #7
  %74 = load target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1), ptr %11, align 8
  %75 = load i32, ptr %13, align 4
  %76 = load <4 x float>, ptr %14, align 16
  call spir_func void @_Z12write_imagef14ocl_image1d_woiDv4_f(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1) %74, i32 noundef %75, <4 x float> noundef %76) #7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @histogram(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, ptr addrspace(1) noalias noundef align 4 %1, ptr addrspace(3) noundef align 4 %2) #0 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 !vec_type_hint !21 {
  %4 = alloca target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(3), align 8
  store target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  store ptr addrspace(3) %2, ptr %6, align 8
  %7 = load target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), ptr %4, align 8
  %8 = load ptr addrspace(1), ptr %5, align 8
  %9 = load ptr addrspace(3), ptr %6, align 8
  call spir_func void @__clang_ocl_kern_imp_histogram(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %7, ptr addrspace(1) noundef align 4 %8, ptr addrspace(3) noundef align 4 %9) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_histogram(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, ptr addrspace(1) noalias noundef align 4 %1, ptr addrspace(3) noundef align 4 %2) #0 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 !vec_type_hint !21 {
  %4 = alloca target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(3), align 8
  %7 = alloca <2 x i32>, align 8
  %8 = alloca <2 x i32>, align 8
  %9 = alloca <4 x i32>, align 16
  %10 = alloca i32, align 4
  store target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  store ptr addrspace(3) %2, ptr %6, align 8
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %12 = trunc i64 %11 to i32
  %13 = insertelement <2 x i32> poison, i32 %12, i32 0
  %14 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #5
  %15 = trunc i64 %14 to i32
  %16 = insertelement <2 x i32> %13, i32 %15, i32 1
  store <2 x i32> %16, ptr %8, align 8
  %17 = load <2 x i32>, ptr %8, align 8
  store <2 x i32> %17, ptr %7, align 8
  %18 = load target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), ptr %4, align 8
  %19 = call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 18)
  %20 = load <2 x i32>, ptr %7, align 8
  %21 = call spir_func <4 x i32> @_Z12read_imageui14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %18, target("spirv.Sampler") %19, <2 x i32> noundef %20) #6
  store <4 x i32> %21, ptr %9, align 16
  %22 = load ptr addrspace(3), ptr %6, align 8
  %23 = load <4 x i32>, ptr %9, align 16
  %24 = extractelement <4 x i32> %23, i64 0
  %25 = and i32 %24, 255
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds nuw i32, ptr addrspace(3) %22, i64 %26
  %28 = call spir_func i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef %27) #7
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %29 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %30 = icmp eq i64 %29, 0
  br i1 %30, label %31, label %53

31:                                               ; preds = %3
  %32 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #5
  %33 = icmp eq i64 %32, 0
  br i1 %33, label %34, label %53

34:                                               ; preds = %31
  store i32 0, ptr %10, align 4
  br label %35

35:                                               ; preds = %49, %34
  %36 = load i32, ptr %10, align 4
  %37 = icmp slt i32 %36, 256
  br i1 %37, label %38, label %52

38:                                               ; preds = %35
  %39 = load ptr addrspace(1), ptr %5, align 8
  %40 = load i32, ptr %10, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr addrspace(1) %39, i64 %41
  %43 = load ptr addrspace(3), ptr %6, align 8
  %44 = load i32, ptr %10, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr addrspace(3) %43, i64 %45
  %47 = load i32, ptr addrspace(3) %46, align 4
  %48 = call spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %42, i32 noundef %47) #7
  br label %49

49:                                               ; preds = %38
  %50 = load i32, ptr %10, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %10, align 4
  br label %35

52:                                               ; preds = %35
  br label %53

53:                                               ; preds = %52, %31, %3
  ret void
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

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{i32 1, i32 1, i32 0}
!5 = !{!"read_only", !"write_only", !"none"}
!6 = !{!"image2d_t", !"image2d_t", !"sampler_t"}
!7 = !{!"", !"", !""}
!8 = !{!"src", !"dst", !"smp"}
!9 = !{i32 8, i32 8, i32 1}
!10 = !{float 2.500000e+00}
!11 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!12 = !{!"read_write", !"read_only", !"read_only", !"read_only", !"write_only", !"read_only"}
!13 = !{!"image2d_t", !"image3d_t", !"image1d_buffer_t", !"image2d_array_t", !"image1d_t", !"image2d_depth_t"}
!14 = !{!"", !"", !"", !"", !"", !""}
!15 = !{!"img", !"vol", !"buf", !"arr", !"line", !"depth"}
!16 = !{i32 1, i32 1, i32 3}
!17 = !{!"read_only", !"none", !"none"}
!18 = !{!"image2d_t", !"uint*", !"uint*"}
!19 = !{!"", !"restrict volatile", !""}
!20 = !{!"img", !"bins", !"local_bins"}
!21 = !{<4 x i32> poison, i32 0}
