; ModuleID = 'images.cl'
source_filename = "images.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @blur(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1, target("spirv.Sampler") %2) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 !reqd_work_group_size !12 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %5 = trunc i64 %4 to i32
  %6 = insertelement <2 x i32> poison, i32 %5, i64 0
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #5
  %8 = trunc i64 %7 to i32
  %9 = insertelement <2 x i32> %6, i32 %8, i64 1
  %10 = add <2 x i32> %9, splat (i32 -1)
  %11 = tail call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %2, <2 x i32> noundef %10) #6
  %12 = fadd <4 x float> %11, zeroinitializer
  %13 = add <2 x i32> %9, <i32 0, i32 -1>
  %14 = tail call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %2, <2 x i32> noundef %13) #6
  %15 = fadd <4 x float> %12, %14
  %16 = add <2 x i32> %9, <i32 1, i32 -1>
  %17 = tail call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %2, <2 x i32> noundef %16) #6
  %18 = fadd <4 x float> %15, %17
  %19 = add <2 x i32> %9, <i32 -1, i32 0>
  %20 = tail call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %2, <2 x i32> noundef %19) #6
  %21 = fadd <4 x float> %18, %20
  %22 = tail call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %2, <2 x i32> noundef %9) #6
  %23 = fadd <4 x float> %21, %22
  %24 = add <2 x i32> %9, <i32 1, i32 0>
  %25 = tail call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %2, <2 x i32> noundef %24) #6
  %26 = fadd <4 x float> %23, %25
  %27 = add <2 x i32> %9, <i32 -1, i32 1>
  %28 = tail call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %2, <2 x i32> noundef %27) #6
  %29 = fadd <4 x float> %26, %28
  %30 = add <2 x i32> %9, <i32 0, i32 1>
  %31 = tail call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %2, <2 x i32> noundef %30) #6
  %32 = fadd <4 x float> %29, %31
  %33 = add <2 x i32> %9, splat (i32 1)
  %34 = tail call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %2, <2 x i32> noundef %33) #6
  %35 = fadd <4 x float> %32, %34
  %36 = fdiv <4 x float> %35, splat (float 9.000000e+00), !fpmath !13
  tail call spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1, <2 x i32> noundef %9, <4 x float> noundef %36) #7
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_blur(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1, target("spirv.Sampler") %2) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 !reqd_work_group_size !12 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %5 = trunc i64 %4 to i32
  %6 = insertelement <2 x i32> poison, i32 %5, i64 0
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #5
  %8 = trunc i64 %7 to i32
  %9 = insertelement <2 x i32> %6, i32 %8, i64 1
  %10 = add <2 x i32> %9, splat (i32 -1)
  %11 = tail call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %2, <2 x i32> noundef %10) #6
  %12 = fadd <4 x float> %11, zeroinitializer
  %13 = add <2 x i32> %9, <i32 0, i32 -1>
  %14 = tail call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %2, <2 x i32> noundef %13) #6
  %15 = fadd <4 x float> %12, %14
  %16 = add <2 x i32> %9, <i32 1, i32 -1>
  %17 = tail call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %2, <2 x i32> noundef %16) #6
  %18 = fadd <4 x float> %15, %17
  %19 = add <2 x i32> %9, <i32 -1, i32 0>
  %20 = tail call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %2, <2 x i32> noundef %19) #6
  %21 = fadd <4 x float> %18, %20
  %22 = tail call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %2, <2 x i32> noundef %9) #6
  %23 = fadd <4 x float> %21, %22
  %24 = add <2 x i32> %9, <i32 1, i32 0>
  %25 = tail call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %2, <2 x i32> noundef %24) #6
  %26 = fadd <4 x float> %23, %25
  %27 = add <2 x i32> %9, <i32 -1, i32 1>
  %28 = tail call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %2, <2 x i32> noundef %27) #6
  %29 = fadd <4 x float> %26, %28
  %30 = add <2 x i32> %9, <i32 0, i32 1>
  %31 = tail call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %2, <2 x i32> noundef %30) #6
  %32 = fadd <4 x float> %29, %31
  %33 = add <2 x i32> %9, splat (i32 1)
  %34 = tail call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %2, <2 x i32> noundef %33) #6
  %35 = fadd <4 x float> %32, %34
  %36 = fdiv <4 x float> %35, splat (float 9.000000e+00), !fpmath !13
  tail call spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1, <2 x i32> noundef %9, <4 x float> noundef %36) #7
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @copy_rw(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %0, target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %1, target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %2, target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %3, target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1) %4, target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %5) local_unnamed_addr #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %8 = trunc i64 %7 to i32
  %9 = tail call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 18) #8
  %10 = insertelement <4 x i32> <i32 poison, i32 0, i32 poison, i32 poison>, i32 %8, i64 0
  %11 = shufflevector <4 x i32> %10, <4 x i32> <i32 poison, i32 poison, i32 0, i32 0>, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %12 = tail call spir_func <4 x float> @_Z11read_imagef14ocl_image3d_ro11ocl_samplerDv4_i(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %1, target("spirv.Sampler") %9, <4 x i32> noundef %11) #6
  %13 = tail call spir_func <4 x float> @_Z11read_imagef21ocl_image1d_buffer_roi(target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %2, i32 noundef %8) #6
  %14 = fadd <4 x float> %12, %13
  %15 = tail call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 18) #8
  %16 = shufflevector <4 x i32> %10, <4 x i32> <i32 poison, i32 poison, i32 1, i32 0>, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %17 = tail call spir_func <4 x float> @_Z11read_imagef20ocl_image2d_array_ro11ocl_samplerDv4_i(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %3, target("spirv.Sampler") %15, <4 x i32> noundef %16) #6
  %18 = fadd <4 x float> %14, %17
  %19 = tail call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 18) #8
  %20 = insertelement <2 x i32> <i32 poison, i32 0>, i32 %8, i64 0
  %21 = tail call spir_func float @_Z11read_imagef20ocl_image2d_depth_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %5, target("spirv.Sampler") %19, <2 x i32> noundef %20) #6
  %22 = extractelement <4 x float> %18, i64 0
  %23 = fadd float %22, %21
  %24 = insertelement <4 x float> %18, float %23, i64 0
  %25 = tail call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_rwDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %0, <2 x i32> noundef %20) #6
  %26 = fadd <4 x float> %25, %24
  tail call spir_func void @_Z12write_imagef14ocl_image2d_rwDv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %0, <2 x i32> noundef %20, <4 x float> noundef %26) #7
  tail call spir_func void @_Z12write_imagef14ocl_image1d_woiDv4_f(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1) %4, i32 noundef %8, <4 x float> noundef %24) #7
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_copy_rw(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %0, target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %1, target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %2, target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %3, target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1) %4, target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %5) local_unnamed_addr #1 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %8 = trunc i64 %7 to i32
  %9 = tail call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 18) #8
  %10 = insertelement <4 x i32> <i32 poison, i32 0, i32 poison, i32 poison>, i32 %8, i64 0
  %11 = shufflevector <4 x i32> %10, <4 x i32> <i32 poison, i32 poison, i32 0, i32 0>, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %12 = tail call spir_func <4 x float> @_Z11read_imagef14ocl_image3d_ro11ocl_samplerDv4_i(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %1, target("spirv.Sampler") %9, <4 x i32> noundef %11) #6
  %13 = tail call spir_func <4 x float> @_Z11read_imagef21ocl_image1d_buffer_roi(target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %2, i32 noundef %8) #6
  %14 = fadd <4 x float> %12, %13
  %15 = tail call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 18) #8
  %16 = shufflevector <4 x i32> %10, <4 x i32> <i32 poison, i32 poison, i32 1, i32 0>, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %17 = tail call spir_func <4 x float> @_Z11read_imagef20ocl_image2d_array_ro11ocl_samplerDv4_i(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %3, target("spirv.Sampler") %15, <4 x i32> noundef %16) #6
  %18 = fadd <4 x float> %14, %17
  %19 = tail call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 18) #8
  %20 = insertelement <2 x i32> <i32 poison, i32 0>, i32 %8, i64 0
  %21 = tail call spir_func float @_Z11read_imagef20ocl_image2d_depth_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %5, target("spirv.Sampler") %19, <2 x i32> noundef %20) #6
  %22 = extractelement <4 x float> %18, i64 0
  %23 = fadd float %22, %21
  %24 = insertelement <4 x float> %18, float %23, i64 0
  %25 = tail call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_rwDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %0, <2 x i32> noundef %20) #6
  %26 = fadd <4 x float> %25, %24
  tail call spir_func void @_Z12write_imagef14ocl_image2d_rwDv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %0, <2 x i32> noundef %20, <4 x float> noundef %26) #7
  tail call spir_func void @_Z12write_imagef14ocl_image1d_woiDv4_f(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1) %4, i32 noundef %8, <4 x float> noundef %24) #7
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @histogram(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, ptr addrspace(1) noalias noundef align 4 %1, ptr addrspace(3) noundef align 4 %2) local_unnamed_addr #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 !vec_type_hint !22 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %5 = trunc i64 %4 to i32
  %6 = insertelement <2 x i32> poison, i32 %5, i64 0
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #5
  %8 = trunc i64 %7 to i32
  %9 = insertelement <2 x i32> %6, i32 %8, i64 1
  %10 = tail call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 18) #8, !noalias !23
  %11 = tail call spir_func <4 x i32> @_Z12read_imageui14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %10, <2 x i32> noundef %9) #6, !noalias !23
  %12 = extractelement <4 x i32> %11, i64 0
  %13 = and i32 %12, 255
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw i32, ptr addrspace(3) %2, i64 %14
  %16 = tail call spir_func i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef %15) #7, !noalias !23
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #7, !noalias !23
  %17 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %19, label %31

19:                                               ; preds = %3
  %20 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #5
  %21 = icmp eq i64 %20, 0
  br i1 %21, label %22, label %31

22:                                               ; preds = %19, %22
  %23 = phi i32 [ %29, %22 ], [ 0, %19 ]
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %24
  %26 = getelementptr inbounds nuw i32, ptr addrspace(3) %2, i64 %24
  %27 = load i32, ptr addrspace(3) %26, align 4, !tbaa !4, !noalias !23
  %28 = tail call spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %25, i32 noundef %27) #7
  %29 = add nuw nsw i32 %23, 1
  %30 = icmp samesign ult i32 %23, 255
  br i1 %30, label %22, label %31

31:                                               ; preds = %22, %3, %19
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_histogram(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, ptr addrspace(1) noalias noundef align 4 %1, ptr addrspace(3) noundef align 4 %2) local_unnamed_addr #1 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 !vec_type_hint !22 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %5 = trunc i64 %4 to i32
  %6 = insertelement <2 x i32> poison, i32 %5, i64 0
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #5
  %8 = trunc i64 %7 to i32
  %9 = insertelement <2 x i32> %6, i32 %8, i64 1
  %10 = tail call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 18) #8
  %11 = tail call spir_func <4 x i32> @_Z12read_imageui14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %10, <2 x i32> noundef %9) #6
  %12 = extractelement <4 x i32> %11, i64 0
  %13 = and i32 %12, 255
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw i32, ptr addrspace(3) %2, i64 %14
  %16 = tail call spir_func i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef %15) #7
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %17 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %19, label %31

19:                                               ; preds = %3
  %20 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #5
  %21 = icmp eq i64 %20, 0
  br i1 %21, label %22, label %31

22:                                               ; preds = %19, %22
  %23 = phi i32 [ %29, %22 ], [ 0, %19 ]
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %24
  %26 = getelementptr inbounds nuw i32, ptr addrspace(3) %2, i64 %24
  %27 = load i32, ptr addrspace(3) %26, align 4, !tbaa !4
  %28 = tail call spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %25, i32 noundef %27) #7
  %29 = add nuw nsw i32 %23, 1
  %30 = icmp samesign ult i32 %23, 255
  br i1 %30, label %22, label %31

31:                                               ; preds = %22, %19, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x i32> noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32> noundef, <4 x float> noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local spir_func <4 x float> @_Z11read_imagef14ocl_image3d_ro11ocl_samplerDv4_i(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), <4 x i32> noundef) local_unnamed_addr #3

declare dso_local spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32) local_unnamed_addr

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local spir_func <4 x float> @_Z11read_imagef21ocl_image1d_buffer_roi(target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0), i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local spir_func <4 x float> @_Z11read_imagef20ocl_image2d_array_ro11ocl_samplerDv4_i(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0), target("spirv.Sampler"), <4 x i32> noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local spir_func float @_Z11read_imagef20ocl_image2d_depth_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x i32> noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local spir_func <4 x float> @_Z11read_imagef14ocl_image2d_rwDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2), <2 x i32> noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z12write_imagef14ocl_image2d_rwDv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2), <2 x i32> noundef, <4 x float> noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z12write_imagef14ocl_image1d_woiDv4_f(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1), i32 noundef, <4 x float> noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local spir_func <4 x i32> @_Z12read_imageui14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x i32> noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #4

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind willreturn memory(read) }
attributes #7 = { convergent nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{i32 1, i32 1, i32 0}
!9 = !{!"read_only", !"write_only", !"none"}
!10 = !{!"image2d_t", !"image2d_t", !"sampler_t"}
!11 = !{!"", !"", !""}
!12 = !{i32 8, i32 8, i32 1}
!13 = !{float 2.500000e+00}
!14 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!15 = !{!"read_write", !"read_only", !"read_only", !"read_only", !"write_only", !"read_only"}
!16 = !{!"image2d_t", !"image3d_t", !"image1d_buffer_t", !"image2d_array_t", !"image1d_t", !"image2d_depth_t"}
!17 = !{!"", !"", !"", !"", !"", !""}
!18 = !{i32 1, i32 1, i32 3}
!19 = !{!"read_only", !"none", !"none"}
!20 = !{!"image2d_t", !"uint*", !"uint*"}
!21 = !{!"", !"restrict volatile", !""}
!22 = !{<4 x i32> poison, i32 0}
!23 = !{!24}
!24 = distinct !{!24, !25, !"__clang_ocl_kern_imp_histogram: argument 0"}
!25 = distinct !{!25, !"__clang_ocl_kern_imp_histogram"}
