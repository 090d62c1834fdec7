; ModuleID = 'images.cl'
source_filename = "images.cl"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64"

; Function Attrs: convergent norecurse nounwind uwtable
define dso_local spir_kernel void @blur(ptr %0, ptr %1, ptr %2) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 !reqd_work_group_size !13 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %5 = trunc i64 %4 to i32
  %6 = insertelement <2 x i32> poison, i32 %5, i64 0
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #5
  %8 = trunc i64 %7 to i32
  %9 = insertelement <2 x i32> %6, i32 %8, i64 1
  %10 = add <2 x i32> %9, splat (i32 -1)
  %11 = bitcast <2 x i32> %10 to double
  %12 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr %0, ptr %2, double noundef %11) #6
  %13 = fadd <4 x float> %12, zeroinitializer
  %14 = add <2 x i32> %9, <i32 0, i32 -1>
  %15 = bitcast <2 x i32> %14 to double
  %16 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr %0, ptr %2, double noundef %15) #6
  %17 = fadd <4 x float> %13, %16
  %18 = add <2 x i32> %9, <i32 1, i32 -1>
  %19 = bitcast <2 x i32> %18 to double
  %20 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr %0, ptr %2, double noundef %19) #6
  %21 = fadd <4 x float> %17, %20
  %22 = add <2 x i32> %9, <i32 -1, i32 0>
  %23 = bitcast <2 x i32> %22 to double
  %24 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr %0, ptr %2, double noundef %23) #6
  %25 = fadd <4 x float> %21, %24
  %26 = bitcast <2 x i32> %9 to double
  %27 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr %0, ptr %2, double noundef %26) #6
  %28 = fadd <4 x float> %25, %27
  %29 = add <2 x i32> %9, <i32 1, i32 0>
  %30 = bitcast <2 x i32> %29 to double
  %31 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr %0, ptr %2, double noundef %30) #6
  %32 = fadd <4 x float> %28, %31
  %33 = add <2 x i32> %9, <i32 -1, i32 1>
  %34 = bitcast <2 x i32> %33 to double
  %35 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr %0, ptr %2, double noundef %34) #6
  %36 = fadd <4 x float> %32, %35
  %37 = add <2 x i32> %9, <i32 0, i32 1>
  %38 = bitcast <2 x i32> %37 to double
  %39 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr %0, ptr %2, double noundef %38) #6
  %40 = fadd <4 x float> %36, %39
  %41 = add <2 x i32> %9, splat (i32 1)
  %42 = bitcast <2 x i32> %41 to double
  %43 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr %0, ptr %2, double noundef %42) #6
  %44 = fadd <4 x float> %40, %43
  %45 = fdiv <4 x float> %44, splat (float 9.000000e+00), !fpmath !14
  tail call void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr %1, double noundef %26, <4 x float> noundef %45) #7
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind uwtable
define dso_local void @__clang_ocl_kern_imp_blur(ptr %0, ptr %1, ptr %2) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 !reqd_work_group_size !13 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %5 = trunc i64 %4 to i32
  %6 = insertelement <2 x i32> poison, i32 %5, i64 0
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #5
  %8 = trunc i64 %7 to i32
  %9 = insertelement <2 x i32> %6, i32 %8, i64 1
  %10 = add <2 x i32> %9, splat (i32 -1)
  %11 = bitcast <2 x i32> %10 to double
  %12 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr %0, ptr %2, double noundef %11) #6
  %13 = fadd <4 x float> %12, zeroinitializer
  %14 = add <2 x i32> %9, <i32 0, i32 -1>
  %15 = bitcast <2 x i32> %14 to double
  %16 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr %0, ptr %2, double noundef %15) #6
  %17 = fadd <4 x float> %13, %16
  %18 = add <2 x i32> %9, <i32 1, i32 -1>
  %19 = bitcast <2 x i32> %18 to double
  %20 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr %0, ptr %2, double noundef %19) #6
  %21 = fadd <4 x float> %17, %20
  %22 = add <2 x i32> %9, <i32 -1, i32 0>
  %23 = bitcast <2 x i32> %22 to double
  %24 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr %0, ptr %2, double noundef %23) #6
  %25 = fadd <4 x float> %21, %24
  %26 = bitcast <2 x i32> %9 to double
  %27 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr %0, ptr %2, double noundef %26) #6
  %28 = fadd <4 x float> %25, %27
  %29 = add <2 x i32> %9, <i32 1, i32 0>
  %30 = bitcast <2 x i32> %29 to double
  %31 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr %0, ptr %2, double noundef %30) #6
  %32 = fadd <4 x float> %28, %31
  %33 = add <2 x i32> %9, <i32 -1, i32 1>
  %34 = bitcast <2 x i32> %33 to double
  %35 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr %0, ptr %2, double noundef %34) #6
  %36 = fadd <4 x float> %32, %35
  %37 = add <2 x i32> %9, <i32 0, i32 1>
  %38 = bitcast <2 x i32> %37 to double
  %39 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr %0, ptr %2, double noundef %38) #6
  %40 = fadd <4 x float> %36, %39
  %41 = add <2 x i32> %9, splat (i32 1)
  %42 = bitcast <2 x i32> %41 to double
  %43 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr %0, ptr %2, double noundef %42) #6
  %44 = fadd <4 x float> %40, %43
  %45 = fdiv <4 x float> %44, splat (float 9.000000e+00), !fpmath !14
  tail call void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr %1, double noundef %26, <4 x float> noundef %45) #7
  ret void
}

; Function Attrs: convergent norecurse nounwind uwtable
define dso_local spir_kernel void @copy_rw(ptr %0, ptr %1, ptr %2, ptr %3, ptr %4, ptr %5) local_unnamed_addr #0 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %8 = trunc i64 %7 to i32
  %9 = tail call ptr @__translate_sampler_initializer(i32 18) #8
  %10 = insertelement <4 x i32> <i32 poison, i32 0, i32 poison, i32 poison>, i32 %8, i64 0
  %11 = shufflevector <4 x i32> %10, <4 x i32> <i32 poison, i32 poison, i32 0, i32 0>, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %12 = tail call <4 x float> @_Z11read_imagef14ocl_image3d_ro11ocl_samplerDv4_i(ptr %1, ptr %9, <4 x i32> noundef %11) #6
  %13 = tail call <4 x float> @_Z11read_imagef21ocl_image1d_buffer_roi(ptr %2, i32 noundef %8) #6
  %14 = fadd <4 x float> %12, %13
  %15 = tail call ptr @__translate_sampler_initializer(i32 18) #8
  %16 = shufflevector <4 x i32> %10, <4 x i32> <i32 poison, i32 poison, i32 1, i32 0>, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %17 = tail call <4 x float> @_Z11read_imagef20ocl_image2d_array_ro11ocl_samplerDv4_i(ptr %3, ptr %15, <4 x i32> noundef %16) #6
  %18 = fadd <4 x float> %14, %17
  %19 = tail call ptr @__translate_sampler_initializer(i32 18) #8
  %20 = insertelement <2 x i32> <i32 poison, i32 0>, i32 %8, i64 0
  %21 = bitcast <2 x i32> %20 to double
  %22 = tail call float @_Z11read_imagef20ocl_image2d_depth_ro11ocl_samplerDv2_i(ptr %5, ptr %19, double noundef %21) #6
  %23 = extractelement <4 x float> %18, i64 0
  %24 = fadd float %23, %22
  %25 = insertelement <4 x float> %18, float %24, i64 0
  %26 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_rwDv2_i(ptr %0, double noundef %21) #6
  %27 = fadd <4 x float> %26, %25
  tail call void @_Z12write_imagef14ocl_image2d_rwDv2_iDv4_f(ptr %0, double noundef %21, <4 x float> noundef %27) #7
  tail call void @_Z12write_imagef14ocl_image1d_woiDv4_f(ptr %4, i32 noundef %8, <4 x float> noundef %25) #7
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind uwtable
define dso_local void @__clang_ocl_kern_imp_copy_rw(ptr %0, ptr %1, ptr %2, ptr %3, ptr %4, ptr %5) local_unnamed_addr #1 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %8 = trunc i64 %7 to i32
  %9 = tail call ptr @__translate_sampler_initializer(i32 18) #8
  %10 = insertelement <4 x i32> <i32 poison, i32 0, i32 poison, i32 poison>, i32 %8, i64 0
  %11 = shufflevector <4 x i32> %10, <4 x i32> <i32 poison, i32 poison, i32 0, i32 0>, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %12 = tail call <4 x float> @_Z11read_imagef14ocl_image3d_ro11ocl_samplerDv4_i(ptr %1, ptr %9, <4 x i32> noundef %11) #6
  %13 = tail call <4 x float> @_Z11read_imagef21ocl_image1d_buffer_roi(ptr %2, i32 noundef %8) #6
  %14 = fadd <4 x float> %12, %13
  %15 = tail call ptr @__translate_sampler_initializer(i32 18) #8
  %16 = shufflevector <4 x i32> %10, <4 x i32> <i32 poison, i32 poison, i32 1, i32 0>, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %17 = tail call <4 x float> @_Z11read_imagef20ocl_image2d_array_ro11ocl_samplerDv4_i(ptr %3, ptr %15, <4 x i32> noundef %16) #6
  %18 = fadd <4 x float> %14, %17
  %19 = tail call ptr @__translate_sampler_initializer(i32 18) #8
  %20 = insertelement <2 x i32> <i32 poison, i32 0>, i32 %8, i64 0
  %21 = bitcast <2 x i32> %20 to double
  %22 = tail call float @_Z11read_imagef20ocl_image2d_depth_ro11ocl_samplerDv2_i(ptr %5, ptr %19, double noundef %21) #6
  %23 = extractelement <4 x float> %18, i64 0
  %24 = fadd float %23, %22
  %25 = insertelement <4 x float> %18, float %24, i64 0
  %26 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_rwDv2_i(ptr %0, double noundef %21) #6
  %27 = fadd <4 x float> %26, %25
  tail call void @_Z12write_imagef14ocl_image2d_rwDv2_iDv4_f(ptr %0, double noundef %21, <4 x float> noundef %27) #7
  tail call void @_Z12write_imagef14ocl_image1d_woiDv4_f(ptr %4, i32 noundef %8, <4 x float> noundef %25) #7
  ret void
}

; Function Attrs: convergent norecurse nounwind uwtable
define dso_local spir_kernel void @histogram(ptr %0, ptr noalias noundef align 4 %1, ptr noundef align 4 %2) local_unnamed_addr #0 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 !vec_type_hint !23 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %5 = trunc i64 %4 to i32
  %6 = insertelement <2 x i32> poison, i32 %5, i64 0
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #5
  %8 = trunc i64 %7 to i32
  %9 = insertelement <2 x i32> %6, i32 %8, i64 1
  %10 = tail call ptr @__translate_sampler_initializer(i32 18) #8, !noalias !24
  %11 = bitcast <2 x i32> %9 to double
  %12 = tail call <4 x i32> @_Z12read_imageui14ocl_image2d_ro11ocl_samplerDv2_i(ptr %0, ptr %10, double noundef %11) #6, !noalias !24
  %13 = extractelement <4 x i32> %12, i64 0
  %14 = and i32 %13, 255
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw i32, ptr %2, i64 %15
  %17 = tail call i32 @_Z10atomic_incPU7CLlocalVj(ptr noundef %16) #7, !noalias !24
  tail call void @_Z7barrierj(i32 noundef 1) #7, !noalias !24
  %18 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %20, label %31

20:                                               ; preds = %3
  %21 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #5
  %22 = icmp eq i64 %21, 0
  br i1 %22, label %23, label %31

23:                                               ; preds = %20, %23
  %24 = phi i64 [ %29, %23 ], [ 0, %20 ]
  %25 = getelementptr inbounds nuw i32, ptr %1, i64 %24
  %26 = getelementptr inbounds nuw i32, ptr %2, i64 %24
  %27 = load i32, ptr %26, align 4, !tbaa !5, !noalias !24
  %28 = tail call i32 @_Z10atomic_addPU8CLglobalVjj(ptr noundef %25, i32 noundef %27) #7
  %29 = add nuw nsw i64 %24, 1
  %30 = icmp eq i64 %29, 256
  br i1 %30, label %31, label %23

31:                                               ; preds = %23, %3, %20
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind uwtable
define dso_local void @__clang_ocl_kern_imp_histogram(ptr %0, ptr noalias noundef align 4 %1, ptr noundef align 4 %2) local_unnamed_addr #1 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 !vec_type_hint !23 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %5 = trunc i64 %4 to i32
  %6 = insertelement <2 x i32> poison, i32 %5, i64 0
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #5
  %8 = trunc i64 %7 to i32
  %9 = insertelement <2 x i32> %6, i32 %8, i64 1
  %10 = tail call ptr @__translate_sampler_initializer(i32 18) #8
  %11 = bitcast <2 x i32> %9 to double
  %12 = tail call <4 x i32> @_Z12read_imageui14ocl_image2d_ro11ocl_samplerDv2_i(ptr %0, ptr %10, double noundef %11) #6
  %13 = extractelement <4 x i32> %12, i64 0
  %14 = and i32 %13, 255
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw i32, ptr %2, i64 %15
  %17 = tail call i32 @_Z10atomic_incPU7CLlocalVj(ptr noundef %16) #7
  tail call void @_Z7barrierj(i32 noundef 1) #7
  %18 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %20, label %31

20:                                               ; preds = %3
  %21 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #5
  %22 = icmp eq i64 %21, 0
  br i1 %22, label %23, label %31

23:                                               ; preds = %20, %23
  %24 = phi i64 [ %29, %23 ], [ 0, %20 ]
  %25 = getelementptr inbounds nuw i32, ptr %1, i64 %24
  %26 = getelementptr inbounds nuw i32, ptr %2, i64 %24
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = tail call i32 @_Z10atomic_addPU8CLglobalVjj(ptr noundef %25, i32 noundef %27) #7
  %29 = add nuw nsw i64 %24, 1
  %30 = icmp eq i64 %29, 256
  br i1 %30, label %31, label %23

31:                                               ; preds = %23, %20, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr, ptr, double noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr, double noundef, <4 x float> noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local <4 x float> @_Z11read_imagef14ocl_image3d_ro11ocl_samplerDv4_i(ptr, ptr, <4 x i32> noundef) local_unnamed_addr #3

declare dso_local ptr @__translate_sampler_initializer(i32) local_unnamed_addr

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local <4 x float> @_Z11read_imagef21ocl_image1d_buffer_roi(ptr, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local <4 x float> @_Z11read_imagef20ocl_image2d_array_ro11ocl_samplerDv4_i(ptr, ptr, <4 x i32> noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local float @_Z11read_imagef20ocl_image2d_depth_ro11ocl_samplerDv2_i(ptr, ptr, double noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local <4 x float> @_Z11read_imagef14ocl_image2d_rwDv2_i(ptr, double noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local void @_Z12write_imagef14ocl_image2d_rwDv2_iDv4_f(ptr, double noundef, <4 x float> noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local void @_Z12write_imagef14ocl_image1d_woiDv4_f(ptr, i32 noundef, <4 x float> noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local <4 x i32> @_Z12read_imageui14ocl_image2d_ro11ocl_samplerDv2_i(ptr, ptr, double noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_incPU7CLlocalVj(ptr noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_addPU8CLglobalVjj(ptr noundef, i32 noundef) local_unnamed_addr #4

attributes #0 = { convergent norecurse nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind willreturn memory(read) }
attributes #7 = { convergent nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"uwtable", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i32 1, i32 1, i32 0}
!10 = !{!"read_only", !"write_only", !"none"}
!11 = !{!"image2d_t", !"image2d_t", !"sampler_t"}
!12 = !{!"", !"", !""}
!13 = !{i32 8, i32 8, i32 1}
!14 = !{float 2.500000e+00}
!15 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!16 = !{!"read_write", !"read_only", !"read_only", !"read_only", !"write_only", !"read_only"}
!17 = !{!"image2d_t", !"image3d_t", !"image1d_buffer_t", !"image2d_array_t", !"image1d_t", !"image2d_depth_t"}
!18 = !{!"", !"", !"", !"", !"", !""}
!19 = !{i32 1, i32 1, i32 3}
!20 = !{!"read_only", !"none", !"none"}
!21 = !{!"image2d_t", !"uint*", !"uint*"}
!22 = !{!"", !"restrict volatile", !""}
!23 = !{<4 x i32> poison, i32 0}
!24 = !{!25}
!25 = distinct !{!25, !26, !"__clang_ocl_kern_imp_histogram: argument 0"}
!26 = distinct !{!26, !"__clang_ocl_kern_imp_histogram"}
