; ModuleID = 'images.cl'
source_filename = "images.cl"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64"

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local spir_kernel void @blur(ptr %0, ptr %1, ptr %2) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 !reqd_work_group_size !10 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = load ptr, ptr %6, align 8
  call void @__clang_ocl_kern_imp_blur(ptr %7, ptr %8, ptr %9) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local void @__clang_ocl_kern_imp_blur(ptr %0, ptr %1, ptr %2) #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 !reqd_work_group_size !10 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca <2 x i32>, align 8
  %8 = alloca <2 x i32>, align 8
  %9 = alloca <4 x float>, align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca <2 x i32>, align 8
  %13 = alloca <2 x i32>, align 8
  %14 = alloca <2 x i32>, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %15 = call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %16 = trunc i64 %15 to i32
  %17 = insertelement <2 x i32> poison, i32 %16, i32 0
  %18 = call i64 @_Z13get_global_idj(i32 noundef 1) #6
  %19 = trunc i64 %18 to i32
  %20 = insertelement <2 x i32> %17, i32 %19, i32 1
  store <2 x i32> %20, ptr %8, align 8
  %21 = load <2 x i32>, ptr %8, align 8
  store <2 x i32> %21, ptr %7, align 8
  store <4 x float> zeroinitializer, ptr %9, align 16
  store i32 -1, ptr %10, align 4
  br label %22

22:                                               ; preds = %47, %3
  %23 = load i32, ptr %10, align 4
  %24 = icmp sle i32 %23, 1
  br i1 %24, label %25, label %50

25:                                               ; preds = %22
  store i32 -1, ptr %11, align 4
  br label %26

26:                                               ; preds = %43, %25
  %27 = load i32, ptr %11, align 4
  %28 = icmp sle i32 %27, 1
  br i1 %28, label %29, label %46

29:                                               ; preds = %26
  %30 = load ptr, ptr %4, align 8
  %31 = load ptr, ptr %6, align 8
  %32 = load <2 x i32>, ptr %7, align 8
  %33 = load i32, ptr %11, align 4
  %34 = insertelement <2 x i32> poison, i32 %33, i32 0
  %35 = load i32, ptr %10, align 4
  %36 = insertelement <2 x i32> %34, i32 %35, i32 1
  store <2 x i32> %36, ptr %12, align 8
  %37 = load <2 x i32>, ptr %12, align 8
  %38 = add <2 x i32> %32, %37
  store <2 x i32> %38, ptr %13, align 8
  %39 = load double, ptr %13, align 8
  %40 = call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr %30, ptr %31, double noundef %39) #7
  %41 = load <4 x float>, ptr %9, align 16
  %42 = fadd <4 x float> %41, %40
  store <4 x float> %42, ptr %9, align 16
  br label %43

43:                                               ; preds = %29
  %44 = load i32, ptr %11, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %11, align 4
  br label %26

46:                                               ; preds = %26
  br label %47

47:                                               ; preds = %46
  %48 = load i32, ptr %10, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %10, align 4
  br label %22

50:                                               ; preds = %22
  %51 = load ptr, ptr %5, align 8
  %52 = load <2 x i32>, ptr %7, align 8
  %53 = load <4 x float>, ptr %9, align 16
  %54 = fdiv <4 x float> %53, splat (float 9.000000e+00), !fpmath !11
  store <2 x i32> %52, ptr %14, align 8
  %55 = load double, ptr %14, align 8
  call void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr %51, double noundef %55, <4 x float> noundef %54) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local spir_kernel void @copy_rw(ptr %0, ptr %1, ptr %2, ptr %3, ptr %4, ptr %5) #0 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 !kernel_arg_name !16 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  %13 = load ptr, ptr %7, align 8
  %14 = load ptr, ptr %8, align 8
  %15 = load ptr, ptr %9, align 8
  %16 = load ptr, ptr %10, align 8
  %17 = load ptr, ptr %11, align 8
  %18 = load ptr, ptr %12, align 8
  call void @__clang_ocl_kern_imp_copy_rw(ptr %13, ptr %14, ptr %15, ptr %16, ptr %17, ptr %18) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local void @__clang_ocl_kern_imp_copy_rw(ptr %0, ptr %1, ptr %2, ptr %3, ptr %4, ptr %5) #1 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 !kernel_arg_name !16 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca <4 x float>, align 16
  %15 = alloca <4 x i32>, align 16
  %16 = alloca <4 x i32>, align 16
  %17 = alloca <2 x i32>, align 8
  %18 = alloca <2 x i32>, align 8
  %19 = alloca <4 x float>, align 16
  %20 = alloca <2 x i32>, align 8
  %21 = alloca <2 x i32>, align 8
  %22 = alloca <2 x i32>, align 8
  %23 = alloca <2 x i32>, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  %24 = call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %25 = trunc i64 %24 to i32
  store i32 %25, ptr %13, align 4
  %26 = load ptr, ptr %8, align 8
  %27 = call ptr @__translate_sampler_initializer(i32 18)
  %28 = load i32, ptr %13, align 4
  %29 = insertelement <4 x i32> poison, i32 %28, i32 0
  %30 = insertelement <4 x i32> %29, i32 0, i32 1
  %31 = insertelement <4 x i32> %30, i32 0, i32 2
  %32 = insertelement <4 x i32> %31, i32 0, i32 3
  store <4 x i32> %32, ptr %15, align 16
  %33 = load <4 x i32>, ptr %15, align 16
  %34 = call <4 x float> @_Z11read_imagef14ocl_image3d_ro11ocl_samplerDv4_i(ptr %26, ptr %27, <4 x i32> noundef %33) #7
  store <4 x float> %34, ptr %14, align 16
  %35 = load ptr, ptr %9, align 8
  %36 = load i32, ptr %13, align 4
  %37 = call <4 x float> @_Z11read_imagef21ocl_image1d_buffer_roi(ptr %35, i32 noundef %36) #7
  %38 = load <4 x float>, ptr %14, align 16
  %39 = fadd <4 x float> %38, %37
  store <4 x float> %39, ptr %14, align 16
  %40 = load ptr, ptr %10, align 8
  %41 = call ptr @__translate_sampler_initializer(i32 18)
  %42 = load i32, ptr %13, align 4
  %43 = insertelement <4 x i32> poison, i32 %42, i32 0
  %44 = insertelement <4 x i32> %43, i32 0, i32 1
  %45 = insertelement <4 x i32> %44, i32 1, i32 2
  %46 = insertelement <4 x i32> %45, i32 0, i32 3
  store <4 x i32> %46, ptr %16, align 16
  %47 = load <4 x i32>, ptr %16, align 16
  %48 = call <4 x float> @_Z11read_imagef20ocl_image2d_array_ro11ocl_samplerDv4_i(ptr %40, ptr %41, <4 x i32> noundef %47) #7
  %49 = load <4 x float>, ptr %14, align 16
  %50 = fadd <4 x float> %49, %48
  store <4 x float> %50, ptr %14, align 16
  %51 = load ptr, ptr %12, align 8
  %52 = call ptr @__translate_sampler_initializer(i32 18)
  %53 = load i32, ptr %13, align 4
  %54 = insertelement <2 x i32> poison, i32 %53, i32 0
  %55 = insertelement <2 x i32> %54, i32 0, i32 1
  store <2 x i32> %55, ptr %17, align 8
  %56 = load <2 x i32>, ptr %17, align 8
  store <2 x i32> %56, ptr %18, align 8
  %57 = load double, ptr %18, align 8
  %58 = call float @_Z11read_imagef20ocl_image2d_depth_ro11ocl_samplerDv2_i(ptr %51, ptr %52, double noundef %57) #7
  %59 = load <4 x float>, ptr %14, align 16
  %60 = extractelement <4 x float> %59, i64 0
  %61 = fadd float %60, %58
  %62 = load <4 x float>, ptr %14, align 16
  %63 = insertelement <4 x float> %62, float %61, i64 0
  store <4 x float> %63, ptr %14, align 16
  %64 = load ptr, ptr %7, align 8
  %65 = load i32, ptr %13, align 4
  %66 = insertelement <2 x i32> poison, i32 %65, i32 0
  %67 = insertelement <2 x i32> %66, i32 0, i32 1
  store <2 x i32> %67, ptr %20, align 8
  %68 = load <2 x i32>, ptr %20, align 8
  store <2 x i32> %68, ptr %21, align 8
  %69 = load double, ptr %21, align 8
  %70 = call <4 x float> @_Z11read_imagef14ocl_image2d_rwDv2_i(ptr %64, double noundef %69) #7
  store <4 x float> %70, ptr %19, align 16
  %71 = load ptr, ptr %7, align 8
  %72 = load i32, ptr %13, align 4
  %73 = insertelement <2 x i32> poison, i32 %72, i32 0
  %74 = insertelement <2 x i32> %73, i32 0, i32 1
  store <2 x i32> %74, ptr %22, align 8
  %75 = load <2 x i32>, ptr %22, align 8
  %76 = load <4 x float>, ptr %19, align 16
  %77 = load <4 x float>, ptr %14, align 16
  %78 = fadd <4 x float> %76, %77
  store <2 x i32> %75, ptr %23, align 8
  %79 = load double, ptr %23, align 8
  call void @_Z12write_imagef14ocl_image2d_rwDv2_iDv4_f(ptr %71, double noundef %79, <4 x float> noundef %78) #5
  %80 = load ptr, ptr %11, align 8
  %81 = load i32, ptr %13, align 4
  %82 = load <4 x float>, ptr %14, align 16
  call void @_Z12write_imagef14ocl_image1d_woiDv4_f(ptr %80, i32 noundef %81, <4 x float> noundef %82) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local spir_kernel void @histogram(ptr %0, ptr noalias noundef align 4 %1, ptr noundef align 4 %2) #0 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 !kernel_arg_name !21 !vec_type_hint !22 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = load ptr, ptr %6, align 8
  call void @__clang_ocl_kern_imp_histogram(ptr %7, ptr noundef align 4 %8, ptr noundef align 4 %9) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local void @__clang_ocl_kern_imp_histogram(ptr %0, ptr noalias noundef align 4 %1, ptr noundef align 4 %2) #1 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 !kernel_arg_name !21 !vec_type_hint !22 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca <2 x i32>, align 8
  %8 = alloca <2 x i32>, align 8
  %9 = alloca <4 x i32>, align 16
  %10 = alloca <2 x i32>, align 8
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %12 = call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %13 = trunc i64 %12 to i32
  %14 = insertelement <2 x i32> poison, i32 %13, i32 0
  %15 = call i64 @_Z13get_global_idj(i32 noundef 1) #6
  %16 = trunc i64 %15 to i32
  %17 = insertelement <2 x i32> %14, i32 %16, i32 1
  store <2 x i32> %17, ptr %8, align 8
  %18 = load <2 x i32>, ptr %8, align 8
  store <2 x i32> %18, ptr %7, align 8
  %19 = load ptr, ptr %4, align 8
  %20 = call ptr @__translate_sampler_initializer(i32 18)
  %21 = load <2 x i32>, ptr %7, align 8
  store <2 x i32> %21, ptr %10, align 8
  %22 = load double, ptr %10, align 8
  %23 = call <4 x i32> @_Z12read_imageui14ocl_image2d_ro11ocl_samplerDv2_i(ptr %19, ptr %20, double noundef %22) #7
  store <4 x i32> %23, ptr %9, align 16
  %24 = load ptr, ptr %6, align 8
  %25 = load <4 x i32>, ptr %9, align 16
  %26 = extractelement <4 x i32> %25, i64 0
  %27 = and i32 %26, 255
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds nuw i32, ptr %24, i64 %28
  %30 = call i32 @_Z10atomic_incPU7CLlocalVj(ptr noundef %29) #5
  call void @_Z7barrierj(i32 noundef 1) #5
  %31 = call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %32 = icmp eq i64 %31, 0
  br i1 %32, label %33, label %55

33:                                               ; preds = %3
  %34 = call i64 @_Z12get_local_idj(i32 noundef 1) #6
  %35 = icmp eq i64 %34, 0
  br i1 %35, label %36, label %55

36:                                               ; preds = %33
  store i32 0, ptr %11, align 4
  br label %37

37:                                               ; preds = %51, %36
  %38 = load i32, ptr %11, align 4
  %39 = icmp slt i32 %38, 256
  br i1 %39, label %40, label %54

40:                                               ; preds = %37
  %41 = load ptr, ptr %5, align 8
  %42 = load i32, ptr %11, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr %41, i64 %43
  %45 = load ptr, ptr %6, align 8
  %46 = load i32, ptr %11, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr %45, i64 %47
  %49 = load i32, ptr %48, align 4
  %50 = call i32 @_Z10atomic_addPU8CLglobalVjj(ptr noundef %44, i32 noundef %49) #5
  br label %51

51:                                               ; preds = %40
  %52 = load i32, ptr %11, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %11, align 4
  br label %37

54:                                               ; preds = %37
  br label %55

55:                                               ; preds = %54, %33, %3
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(read)
declare dso_local <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr, ptr, double noundef) #3

; Function Attrs: convergent nounwind
declare dso_local void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr, double noundef, <4 x float> noundef) #4

; Function Attrs: convergent nounwind willreturn memory(read)
declare dso_local <4 x float> @_Z11read_imagef14ocl_image3d_ro11ocl_samplerDv4_i(ptr, ptr, <4 x i32> noundef) #3

declare dso_local ptr @__translate_sampler_initializer(i32)

; Function Attrs: convergent nounwind willreturn memory(read)
declare dso_local <4 x float> @_Z11read_imagef21ocl_image1d_buffer_roi(ptr, i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(read)
declare dso_local <4 x float> @_Z11read_imagef20ocl_image2d_array_ro11ocl_samplerDv4_i(ptr, ptr, <4 x i32> noundef) #3

; Function Attrs: convergent nounwind willreturn memory(read)
declare dso_local float @_Z11read_imagef20ocl_image2d_depth_ro11ocl_samplerDv2_i(ptr, ptr, double noundef) #3

; Function Attrs: convergent nounwind willreturn memory(read)
declare dso_local <4 x float> @_Z11read_imagef14ocl_image2d_rwDv2_i(ptr, double noundef) #3

; Function Attrs: convergent nounwind
declare dso_local void @_Z12write_imagef14ocl_image2d_rwDv2_iDv4_f(ptr, double noundef, <4 x float> noundef) #4

; Function Attrs: convergent nounwind
declare dso_local void @_Z12write_imagef14ocl_image1d_woiDv4_f(ptr, i32 noundef, <4 x float> noundef) #4

; Function Attrs: convergent nounwind willreturn memory(read)
declare dso_local <4 x i32> @_Z12read_imageui14ocl_image2d_ro11ocl_samplerDv2_i(ptr, ptr, double noundef) #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_incPU7CLlocalVj(ptr noundef) #4

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) #4

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_addPU8CLglobalVjj(ptr noundef, i32 noundef) #4

attributes #0 = { convergent noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" "uniform-work-group-size"="false" }
attributes #1 = { convergent noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { convergent nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { convergent nounwind }
attributes #6 = { convergent nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"uwtable", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{i32 1, i32 1, i32 0}
!6 = !{!"read_only", !"write_only", !"none"}
!7 = !{!"image2d_t", !"image2d_t", !"sampler_t"}
!8 = !{!"", !"", !""}
!9 = !{!"src", !"dst", !"smp"}
!10 = !{i32 8, i32 8, i32 1}
!11 = !{float 2.500000e+00}
!12 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!13 = !{!"read_write", !"read_only", !"read_only", !"read_only", !"write_only", !"read_only"}
!14 = !{!"image2d_t", !"image3d_t", !"image1d_buffer_t", !"image2d_array_t", !"image1d_t", !"image2d_depth_t"}
!15 = !{!"", !"", !"", !"", !"", !""}
!16 = !{!"img", !"vol", !"buf", !"arr", !"line", !"depth"}
!17 = !{i32 1, i32 1, i32 3}
!18 = !{!"read_only", !"none", !"none"}
!19 = !{!"image2d_t", !"uint*", !"uint*"}
!20 = !{!"", !"restrict volatile", !""}
!21 = !{!"img", !"bins", !"local_bins"}
!22 = !{<4 x i32> poison, i32 0}
