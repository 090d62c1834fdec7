; ModuleID = 'structs_const.cl'
source_filename = "structs_const.cl"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64"

%struct.ray_t = type { <4 x float>, <4 x float>, i32 }
%union.bits_t = type { float }

@kLight = dso_local constant <4 x float> <float 0x3FE276C8C0000000, float 0x3FE276C8C0000000, float 0x3FE276C8C0000000, float 0.000000e+00>, align 16
@kPrimes = dso_local constant [8 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19], align 16

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local spir_kernel void @shade(ptr noundef byval(%struct.ray_t) align 16 %0, ptr noundef byval(%union.bits_t) align 4 %1, ptr noalias noundef align 16 %2, ptr noalias noundef align 16 %3, ptr noundef align 2 %4) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 !kernel_arg_name !10 !vec_type_hint !11 !reqd_work_group_size !12 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %2, ptr %6, align 8
  store ptr %3, ptr %7, align 8
  store ptr %4, ptr %8, align 8
  %9 = load ptr, ptr %6, align 8
  %10 = load ptr, ptr %7, align 8
  %11 = load ptr, ptr %8, align 8
  %12 = getelementptr inbounds nuw %union.bits_t, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %12, align 4
  call void @__clang_ocl_kern_imp_shade(ptr noundef byval(%struct.ray_t) align 16 %0, i32 %13, ptr noundef align 16 %9, ptr noundef align 16 %10, ptr noundef align 2 %11) #7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local void @__clang_ocl_kern_imp_shade(ptr noundef byval(%struct.ray_t) align 16 %0, i32 %1, ptr noalias noundef align 16 %2, ptr noalias noundef align 16 %3, ptr noundef align 2 %4) #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 !kernel_arg_name !10 !vec_type_hint !11 !reqd_work_group_size !12 {
  %6 = alloca %union.bits_t, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca float, align 4
  %12 = getelementptr inbounds nuw %union.bits_t, ptr %6, i32 0, i32 0
  store i32 %1, ptr %12, align 4
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  store ptr %4, ptr %9, align 8
  %13 = call i64 @_Z13get_global_idj(i32 noundef 0) #8
  store i64 %13, ptr %10, align 8
  %14 = getelementptr inbounds nuw %struct.ray_t, ptr %0, i32 0, i32 1
  %15 = load <4 x float>, ptr %14, align 16
  %16 = call <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef %15) #8
  %17 = load <4 x float>, ptr @kLight, align 16
  %18 = call float @_Z3dotDv4_fS_(<4 x float> noundef %16, <4 x float> noundef %17) #8
  store float %18, ptr %11, align 4
  %19 = load ptr, ptr %7, align 8
  %20 = load i64, ptr %10, align 8
  %21 = getelementptr inbounds nuw %struct.ray_t, ptr %0, i32 0, i32 2
  %22 = load i32, ptr %21, align 16
  %23 = and i32 %22, 7
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [8 x i32], ptr @kPrimes, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4
  %27 = sext i32 %26 to i64
  %28 = urem i64 %20, %27
  %29 = getelementptr inbounds nuw <4 x float>, ptr %19, i64 %28
  %30 = load <4 x float>, ptr %29, align 16
  %31 = load float, ptr %11, align 4
  %32 = call float @_Z4fmaxff(float noundef %31, float noundef 0.000000e+00) #8
  %33 = insertelement <4 x float> poison, float %32, i64 0
  %34 = shufflevector <4 x float> %33, <4 x float> poison, <4 x i32> zeroinitializer
  %35 = load i64, ptr %10, align 8
  %36 = load ptr, ptr %9, align 8
  %37 = call float @_Z10vload_halfmPU9CLgenericKDh(i64 noundef %35, ptr noundef %36) #9
  %38 = insertelement <4 x float> poison, float %37, i64 0
  %39 = shufflevector <4 x float> %38, <4 x float> poison, <4 x i32> zeroinitializer
  %40 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %30, <4 x float> %34, <4 x float> %39)
  %41 = load i32, ptr %6, align 4
  %42 = bitcast i32 %41 to float
  %43 = insertelement <4 x float> poison, float %42, i64 0
  %44 = shufflevector <4 x float> %43, <4 x float> poison, <4 x i32> zeroinitializer
  %45 = fadd <4 x float> %40, %44
  %46 = load ptr, ptr %8, align 8
  %47 = load i64, ptr %10, align 8
  %48 = getelementptr inbounds nuw <4 x float>, ptr %46, i64 %47
  store <4 x float> %45, ptr %48, align 16
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local spir_kernel void @reduce_sg(ptr noalias noundef align 8 %0, ptr noalias noundef align 8 %1) #0 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 !kernel_arg_name !17 !intel_reqd_sub_group_size !18 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @__clang_ocl_kern_imp_reduce_sg(ptr noundef align 8 %5, ptr noundef align 8 %6) #7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local void @__clang_ocl_kern_imp_reduce_sg(ptr noalias noundef align 8 %0, ptr noalias noundef align 8 %1) #2 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 !kernel_arg_name !17 !intel_reqd_sub_group_size !18 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %9 = getelementptr inbounds nuw double, ptr %7, i64 %8
  %10 = load double, ptr %9, align 8
  store double %10, ptr %5, align 8
  %11 = load double, ptr %5, align 8
  %12 = call double @_Z20sub_group_reduce_addd(double noundef %11) #7
  store double %12, ptr %6, align 8
  %13 = call i32 @_Z22get_sub_group_local_idv() #7
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %26

15:                                               ; preds = %2
  %16 = load double, ptr %6, align 8
  %17 = load ptr, ptr %4, align 8
  %18 = call i64 @_Z12get_group_idj(i32 noundef 0) #8
  %19 = call i32 @_Z18get_num_sub_groupsv() #7
  %20 = zext i32 %19 to i64
  %21 = mul i64 %18, %20
  %22 = call i32 @_Z16get_sub_group_idv() #7
  %23 = zext i32 %22 to i64
  %24 = add i64 %21, %23
  %25 = getelementptr inbounds nuw double, ptr %17, i64 %24
  store double %16, ptr %25, align 8
  br label %26

26:                                               ; preds = %15, %2
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local float @_Z3dotDv4_fS_(<4 x float> noundef, <4 x float> noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local float @_Z4fmaxff(float noundef, float noundef) #3

; Function Attrs: convergent nounwind willreturn memory(read)
declare dso_local float @_Z10vload_halfmPU9CLgenericKDh(i64 noundef, ptr noundef) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #5

; Function Attrs: convergent nounwind
declare dso_local double @_Z20sub_group_reduce_addd(double noundef) #6

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z22get_sub_group_local_idv() #6

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z18get_num_sub_groupsv() #6

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z16get_sub_group_idv() #6

attributes #0 = { convergent noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" "uniform-work-group-size"="false" }
attributes #1 = { convergent noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { convergent noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { convergent nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { convergent nounwind }
attributes #8 = { convergent nounwind willreturn memory(none) }
attributes #9 = { convergent nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"uwtable", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{i32 0, i32 0, i32 2, i32 1, i32 1}
!6 = !{!"none", !"none", !"none", !"none", !"none"}
!7 = !{!"ray_t", !"bits_t", !"float4*", !"float4*", !"half*"}
!8 = !{!"ray_t", !"bits_t", !"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"half*"}
!9 = !{!"", !"", !"restrict const", !"restrict", !"const"}
!10 = !{!"r", !"b", !"palette", !"out", !"hv"}
!11 = !{<4 x float> poison, i32 0}
!12 = !{i32 32, i32 1, i32 1}
!13 = !{i32 1, i32 1}
!14 = !{!"none", !"none"}
!15 = !{!"double*", !"double*"}
!16 = !{!"restrict const", !"restrict"}
!17 = !{!"in", !"out"}
!18 = !{i32 32}
