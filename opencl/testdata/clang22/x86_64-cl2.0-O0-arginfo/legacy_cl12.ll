; ModuleID = 'legacy_cl12.cl'
source_filename = "legacy_cl12.cl"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64"

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local spir_kernel void @to_gray(ptr %0, ptr %1) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 !vec_type_hint !10 !work_group_size_hint !11 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @__clang_ocl_kern_imp_to_gray(ptr %5, ptr %6) #6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local void @__clang_ocl_kern_imp_to_gray(ptr %0, ptr %1) #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 !vec_type_hint !10 !work_group_size_hint !11 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca <2 x i32>, align 8
  %6 = alloca <2 x i32>, align 8
  %7 = alloca <2 x float>, align 8
  %8 = alloca <2 x i32>, align 8
  %9 = alloca <2 x float>, align 8
  %10 = alloca <2 x i32>, align 8
  %11 = alloca <2 x i32>, align 8
  %12 = alloca <2 x float>, align 8
  %13 = alloca <4 x float>, align 16
  %14 = alloca <2 x float>, align 8
  %15 = alloca float, align 4
  %16 = alloca <3 x float>, align 16
  %17 = alloca <4 x float>, align 16
  %18 = alloca <2 x i32>, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %19 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %20 = trunc i64 %19 to i32
  %21 = insertelement <2 x i32> poison, i32 %20, i32 0
  %22 = call i64 @_Z13get_global_idj(i32 noundef 1) #7
  %23 = trunc i64 %22 to i32
  %24 = insertelement <2 x i32> %21, i32 %23, i32 1
  store <2 x i32> %24, ptr %6, align 8
  %25 = load <2 x i32>, ptr %6, align 8
  store <2 x i32> %25, ptr %5, align 8
  %26 = load <2 x i32>, ptr %5, align 8
  store <2 x i32> %26, ptr %8, align 8
  %27 = load double, ptr %8, align 8
  %28 = call double @_Z14convert_float2Dv2_i(double noundef %27) #7
  store double %28, ptr %9, align 8
  %29 = load <2 x float>, ptr %9, align 8
  %30 = load ptr, ptr %3, align 8
  %31 = call double @_Z13get_image_dim14ocl_image2d_ro(ptr %30) #7
  store double %31, ptr %10, align 8
  %32 = load <2 x i32>, ptr %10, align 8
  store <2 x i32> %32, ptr %11, align 8
  %33 = load double, ptr %11, align 8
  %34 = call double @_Z14convert_float2Dv2_i(double noundef %33) #7
  store double %34, ptr %12, align 8
  %35 = load <2 x float>, ptr %12, align 8
  %36 = fdiv <2 x float> %29, %35, !fpmath !12
  store <2 x float> %36, ptr %7, align 8
  %37 = load ptr, ptr %3, align 8
  %38 = call ptr @__translate_sampler_initializer(i32 39)
  %39 = load <2 x float>, ptr %7, align 8
  store <2 x float> %39, ptr %14, align 8
  %40 = load double, ptr %14, align 8
  %41 = call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr %37, ptr %38, double noundef %40) #8
  store <4 x float> %41, ptr %13, align 16
  %42 = load <4 x float>, ptr %13, align 16
  %43 = shufflevector <4 x float> %42, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  store <4 x float> <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000, float undef>, ptr %16, align 16
  %44 = load <4 x float>, ptr %16, align 16
  %45 = shufflevector <4 x float> %44, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %46 = call float @_Z3dotDv3_fS_(<3 x float> noundef %43, <3 x float> noundef %45) #7
  store float %46, ptr %15, align 4
  %47 = load ptr, ptr %4, align 8
  %48 = load <2 x i32>, ptr %5, align 8
  %49 = load float, ptr %15, align 4
  %50 = insertelement <4 x float> poison, float %49, i32 0
  %51 = load float, ptr %15, align 4
  %52 = insertelement <4 x float> %50, float %51, i32 1
  %53 = load float, ptr %15, align 4
  %54 = insertelement <4 x float> %52, float %53, i32 2
  %55 = load <4 x float>, ptr %13, align 16
  %56 = extractelement <4 x float> %55, i64 3
  %57 = insertelement <4 x float> %54, float %56, i32 3
  store <4 x float> %57, ptr %17, align 16
  %58 = load <4 x float>, ptr %17, align 16
  store <2 x i32> %48, ptr %18, align 8
  %59 = load double, ptr %18, align 8
  call void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr %47, double noundef %59, <4 x float> noundef %58) #6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local spir_kernel void @box_filter(ptr noalias noundef align 4 %0, ptr noalias noundef align 4 %1, ptr noalias noundef align 4 %2, ptr noundef align 2 %3, i32 noundef %4, ptr noalias noundef align 4 %5) #0 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 !kernel_arg_name !18 !vec_type_hint !19 !reqd_work_group_size !20 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store i32 %4, ptr %11, align 4
  store ptr %5, ptr %12, align 8
  %13 = load ptr, ptr %7, align 8
  %14 = load ptr, ptr %8, align 8
  %15 = load ptr, ptr %9, align 8
  %16 = load ptr, ptr %10, align 8
  %17 = load i32, ptr %11, align 4
  %18 = load ptr, ptr %12, align 8
  call void @__clang_ocl_kern_imp_box_filter(ptr noundef align 4 %13, ptr noundef align 4 %14, ptr noundef align 4 %15, ptr noundef align 2 %16, i32 noundef %17, ptr noundef align 4 %18) #6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local void @__clang_ocl_kern_imp_box_filter(ptr noalias noundef align 4 %0, ptr noalias noundef align 4 %1, ptr noalias noundef align 4 %2, ptr noundef align 2 %3, i32 noundef %4, ptr noalias noundef align 4 %5) #1 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 !kernel_arg_name !18 !vec_type_hint !19 !reqd_work_group_size !20 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca <4 x i32>, align 16
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca <4 x i8>, align 4
  %19 = alloca <4 x i8>, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store i32 %4, ptr %11, align 4
  store ptr %5, ptr %12, align 8
  %20 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr %13, align 4
  %22 = call i64 @_Z12get_local_idj(i32 noundef 0) #7
  %23 = trunc i64 %22 to i32
  store i32 %23, ptr %14, align 4
  %24 = load ptr, ptr %7, align 8
  %25 = load i32, ptr %13, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds <4 x i8>, ptr %24, i64 %26
  %28 = load <4 x i8>, ptr %27, align 4
  %29 = load ptr, ptr %9, align 8
  %30 = load i32, ptr %14, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds <4 x i8>, ptr %29, i64 %31
  store <4 x i8> %28, ptr %32, align 4
  call void @_Z7barrierj(i32 noundef 1) #6
  store <4 x i32> zeroinitializer, ptr %15, align 16
  store i32 -2, ptr %16, align 4
  br label %33

33:                                               ; preds = %60, %6
  %34 = load i32, ptr %16, align 4
  %35 = icmp sle i32 %34, 2
  br i1 %35, label %36, label %63

36:                                               ; preds = %33
  %37 = load i32, ptr %14, align 4
  %38 = load i32, ptr %16, align 4
  %39 = add nsw i32 %37, %38
  %40 = call i32 @_Z5clampiii(i32 noundef %39, i32 noundef 0, i32 noundef 255) #7
  store i32 %40, ptr %17, align 4
  %41 = load ptr, ptr %9, align 8
  %42 = load i32, ptr %17, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds <4 x i8>, ptr %41, i64 %43
  %45 = load <4 x i8>, ptr %44, align 4
  store <4 x i8> %45, ptr %18, align 4
  %46 = load i32, ptr %18, align 4
  %47 = call <4 x i32> @_Z12convert_int4Dv4_h(i32 noundef %46) #7
  %48 = load ptr, ptr %10, align 8
  %49 = load i32, ptr %16, align 4
  %50 = add nsw i32 %49, 2
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i16, ptr %48, i64 %51
  %53 = load i16, ptr %52, align 2
  %54 = sext i16 %53 to i32
  %55 = insertelement <4 x i32> poison, i32 %54, i64 0
  %56 = shufflevector <4 x i32> %55, <4 x i32> poison, <4 x i32> zeroinitializer
  %57 = mul <4 x i32> %47, %56
  %58 = load <4 x i32>, ptr %15, align 16
  %59 = add <4 x i32> %58, %57
  store <4 x i32> %59, ptr %15, align 16
  br label %60

60:                                               ; preds = %36
  %61 = load i32, ptr %16, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %16, align 4
  br label %33

63:                                               ; preds = %33
  %64 = load <4 x i32>, ptr %15, align 16
  %65 = ashr <4 x i32> %64, splat (i32 4)
  %66 = call i32 @_Z18convert_uchar4_satDv4_i(<4 x i32> noundef %65) #7
  store i32 %66, ptr %19, align 4
  %67 = load <4 x i8>, ptr %19, align 4
  %68 = load ptr, ptr %8, align 8
  %69 = load i32, ptr %13, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds <4 x i8>, ptr %68, i64 %70
  store <4 x i8> %67, ptr %71, align 4
  %72 = load i32, ptr %14, align 4
  %73 = icmp eq i32 %72, 0
  br i1 %73, label %74, label %77

74:                                               ; preds = %63
  %75 = load ptr, ptr %12, align 8
  %76 = call i32 @_Z10atomic_addPU8CLglobalVii(ptr noundef %75, i32 noundef 1) #6
  br label %77

77:                                               ; preds = %74, %63
  %78 = load i32, ptr %11, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local spir_kernel void @mixed_scalars(i8 noundef signext %0, i8 noundef zeroext %1, i16 noundef signext %2, i16 noundef zeroext %3, i32 noundef %4, i32 noundef %5, i64 noundef %6, i64 noundef %7, float noundef %8, ptr noalias noundef align 8 %9) #0 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 !kernel_arg_name !25 !vec_type_hint !26 {
  %11 = alloca i8, align 1
  %12 = alloca i8, align 1
  %13 = alloca i16, align 2
  %14 = alloca i16, align 2
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca float, align 4
  %20 = alloca ptr, align 8
  store i8 %0, ptr %11, align 1
  store i8 %1, ptr %12, align 1
  store i16 %2, ptr %13, align 2
  store i16 %3, ptr %14, align 2
  store i32 %4, ptr %15, align 4
  store i32 %5, ptr %16, align 4
  store i64 %6, ptr %17, align 8
  store i64 %7, ptr %18, align 8
  store float %8, ptr %19, align 4
  store ptr %9, ptr %20, align 8
  %21 = load i8, ptr %11, align 1
  %22 = load i8, ptr %12, align 1
  %23 = load i16, ptr %13, align 2
  %24 = load i16, ptr %14, align 2
  %25 = load i32, ptr %15, align 4
  %26 = load i32, ptr %16, align 4
  %27 = load i64, ptr %17, align 8
  %28 = load i64, ptr %18, align 8
  %29 = load float, ptr %19, align 4
  %30 = load ptr, ptr %20, align 8
  call void @__clang_ocl_kern_imp_mixed_scalars(i8 noundef signext %21, i8 noundef zeroext %22, i16 noundef signext %23, i16 noundef zeroext %24, i32 noundef %25, i32 noundef %26, i64 noundef %27, i64 noundef %28, float noundef %29, ptr noundef align 8 %30) #6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local void @__clang_ocl_kern_imp_mixed_scalars(i8 noundef signext %0, i8 noundef zeroext %1, i16 noundef signext %2, i16 noundef zeroext %3, i32 noundef %4, i32 noundef %5, i64 noundef %6, i64 noundef %7, float noundef %8, ptr noalias noundef align 8 %9) #2 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 !kernel_arg_name !25 !vec_type_hint !26 {
  %11 = alloca i8, align 1
  %12 = alloca i8, align 1
  %13 = alloca i16, align 2
  %14 = alloca i16, align 2
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca float, align 4
  %20 = alloca ptr, align 8
  store i8 %0, ptr %11, align 1
  store i8 %1, ptr %12, align 1
  store i16 %2, ptr %13, align 2
  store i16 %3, ptr %14, align 2
  store i32 %4, ptr %15, align 4
  store i32 %5, ptr %16, align 4
  store i64 %6, ptr %17, align 8
  store i64 %7, ptr %18, align 8
  store float %8, ptr %19, align 4
  store ptr %9, ptr %20, align 8
  %21 = load i8, ptr %11, align 1
  %22 = sext i8 %21 to i32
  %23 = load i8, ptr %12, align 1
  %24 = zext i8 %23 to i32
  %25 = add nsw i32 %22, %24
  %26 = load i16, ptr %13, align 2
  %27 = sext i16 %26 to i32
  %28 = add nsw i32 %25, %27
  %29 = load i16, ptr %14, align 2
  %30 = zext i16 %29 to i32
  %31 = add nsw i32 %28, %30
  %32 = load i32, ptr %15, align 4
  %33 = add nsw i32 %31, %32
  %34 = load i32, ptr %16, align 4
  %35 = add i32 %33, %34
  %36 = zext i32 %35 to i64
  %37 = load i64, ptr %17, align 8
  %38 = add nsw i64 %36, %37
  %39 = load i64, ptr %18, align 8
  %40 = add i64 %38, %39
  %41 = uitofp i64 %40 to double
  %42 = load float, ptr %19, align 4
  %43 = fpext float %42 to double
  %44 = fmul double %41, %43
  %45 = load ptr, ptr %20, align 8
  %46 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %47 = getelementptr inbounds nuw double, ptr %45, i64 %46
  store double %44, ptr %47, align 8
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local double @_Z14convert_float2Dv2_i(double noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local double @_Z13get_image_dim14ocl_image2d_ro(ptr) #3

; Function Attrs: convergent nounwind willreturn memory(read)
declare dso_local <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr, ptr, double noundef) #4

declare dso_local ptr @__translate_sampler_initializer(i32)

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) #3

; Function Attrs: convergent nounwind
declare dso_local void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr, double noundef, <4 x float> noundef) #5

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) #3

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) #5

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i32 @_Z5clampiii(i32 noundef, i32 noundef, i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local <4 x i32> @_Z12convert_int4Dv4_h(i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i32 @_Z18convert_uchar4_satDv4_i(<4 x i32> noundef) #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_addPU8CLglobalVii(ptr noundef, i32 noundef) #5

attributes #0 = { convergent noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" "uniform-work-group-size"="false" }
attributes #1 = { convergent noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { convergent noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { convergent nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { convergent nounwind }
attributes #7 = { convergent nounwind willreturn memory(none) }
attributes #8 = { convergent nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"uwtable", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{i32 1, i32 1}
!6 = !{!"read_only", !"write_only"}
!7 = !{!"image2d_t", !"image2d_t"}
!8 = !{!"", !""}
!9 = !{!"src", !"dst"}
!10 = !{<4 x i8> poison, i32 0}
!11 = !{i32 16, i32 16, i32 1}
!12 = !{float 2.500000e+00}
!13 = !{i32 1, i32 1, i32 3, i32 2, i32 0, i32 1}
!14 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!15 = !{!"pixel_t*", !"pixel_t*", !"pixel_t*", !"short*", !"int", !"int*"}
!16 = !{!"uchar __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"short*", !"int", !"int*"}
!17 = !{!"restrict const", !"restrict", !"restrict", !"const", !"", !"restrict volatile"}
!18 = !{!"in", !"out", !"cache", !"weights", !"width", !"progress"}
!19 = !{<8 x i16> poison, i32 1}
!20 = !{i32 256, i32 1, i32 1}
!21 = !{i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1}
!22 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!23 = !{!"char", !"uchar", !"short", !"ushort", !"int", !"uint", !"long", !"ulong", !"float", !"double*"}
!24 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"restrict"}
!25 = !{!"c", !"uc", !"s", !"us", !"i", !"ui", !"l", !"ul", !"f", !"out"}
!26 = !{<2 x i64> poison, i32 1}
