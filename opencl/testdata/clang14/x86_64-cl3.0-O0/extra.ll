; ModuleID = 'extra.cl'
source_filename = "extra.cl"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64"

%struct.particle = type { <4 x float>, <4 x float> }
%opencl.image1d_array_ro_t = type opaque
%opencl.image2d_array_wo_t = type opaque

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local spir_kernel void @empty() #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !5 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !5 {
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local spir_kernel void @spelled(i32* noalias noundef %0, i8 noundef zeroext %1, i64* noundef %2, i16 noundef zeroext %3) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 !vec_type_hint !10 !work_group_size_hint !11 {
  %5 = alloca i32*, align 8
  %6 = alloca i8, align 1
  %7 = alloca i64*, align 8
  %8 = alloca i16, align 2
  store i32* %0, i32** %5, align 8
  store i8 %1, i8* %6, align 1
  store i64* %2, i64** %7, align 8
  store i16 %3, i16* %8, align 2
  %9 = load i8, i8* %6, align 1
  %10 = zext i8 %9 to i64
  %11 = load i64*, i64** %7, align 8
  %12 = getelementptr inbounds i64, i64* %11, i64 0
  %13 = load i64, i64* %12, align 8
  %14 = add i64 %10, %13
  %15 = load i16, i16* %8, align 2
  %16 = zext i16 %15 to i64
  %17 = add i64 %14, %16
  %18 = trunc i64 %17 to i32
  %19 = load i32*, i32** %5, align 8
  %20 = call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %21 = getelementptr inbounds i32, i32* %19, i64 %20
  store i32 %18, i32* %21, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local spir_kernel void @structs(%struct.particle* noundef %0, %struct.particle* noundef byval(%struct.particle) align 16 %1, i32 noundef %2, %struct.particle* noalias noundef %3) #0 !kernel_arg_addr_space !12 !kernel_arg_access_qual !7 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 !vec_type_hint !15 {
  %5 = alloca %struct.particle*, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.particle*, align 8
  store %struct.particle* %0, %struct.particle** %5, align 8
  store i32 %2, i32* %6, align 4
  store %struct.particle* %3, %struct.particle** %7, align 8
  %8 = load %struct.particle*, %struct.particle** %5, align 8
  %9 = call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %10 = getelementptr inbounds %struct.particle, %struct.particle* %8, i64 %9
  %11 = load i32, i32* %6, align 4
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %16

13:                                               ; preds = %4
  %14 = bitcast %struct.particle* %10 to i8*
  %15 = bitcast %struct.particle* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %14, i8* align 16 %15, i64 32, i1 false)
  br label %21

16:                                               ; preds = %4
  %17 = load %struct.particle*, %struct.particle** %7, align 8
  %18 = getelementptr inbounds %struct.particle, %struct.particle* %17, i64 0
  %19 = bitcast %struct.particle* %10 to i8*
  %20 = bitcast %struct.particle* %18 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %19, i8* align 16 %20, i64 32, i1 false)
  br label %21

21:                                               ; preds = %16, %13
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local spir_kernel void @typedefs(i32* noundef %0, i32 noundef %1, i32* noundef %2) #0 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 !reqd_work_group_size !21 {
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 8
  store i32* %0, i32** %4, align 8
  store i32 %1, i32* %5, align 4
  store i32* %2, i32** %6, align 8
  %7 = load i32, i32* %5, align 4
  %8 = load i32*, i32** %6, align 8
  %9 = getelementptr inbounds i32, i32* %8, i64 0
  store volatile i32 %7, i32* %9, align 4
  %10 = load i32*, i32** %6, align 8
  %11 = getelementptr inbounds i32, i32* %10, i64 0
  %12 = load volatile i32, i32* %11, align 4
  %13 = load i32*, i32** %4, align 8
  %14 = getelementptr inbounds i32, i32* %13, i64 0
  store i32 %12, i32* %14, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local spir_kernel void @arrays(%opencl.image1d_array_ro_t* %0, %opencl.image2d_array_wo_t* %1, float* noalias noundef %2) #3 !kernel_arg_addr_space !11 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
  %4 = alloca %opencl.image1d_array_ro_t*, align 8
  %5 = alloca %opencl.image2d_array_wo_t*, align 8
  %6 = alloca float*, align 8
  %7 = alloca <2 x i32>, align 8
  %8 = alloca <2 x i32>, align 8
  %9 = alloca <4 x float>, align 16
  %10 = alloca <4 x i32>, align 16
  store %opencl.image1d_array_ro_t* %0, %opencl.image1d_array_ro_t** %4, align 8
  store %opencl.image2d_array_wo_t* %1, %opencl.image2d_array_wo_t** %5, align 8
  store float* %2, float** %6, align 8
  %11 = load %opencl.image1d_array_ro_t*, %opencl.image1d_array_ro_t** %4, align 8
  store <2 x i32> zeroinitializer, <2 x i32>* %7, align 8
  %12 = load <2 x i32>, <2 x i32>* %7, align 8
  store <2 x i32> %12, <2 x i32>* %8, align 8
  %13 = bitcast <2 x i32>* %8 to double*
  %14 = load double, double* %13, align 8
  %15 = call <4 x float> @_Z11read_imagef20ocl_image1d_array_roDv2_i(%opencl.image1d_array_ro_t* %11, double noundef %14) #7
  store <4 x float> %15, <4 x float>* %9, align 16
  %16 = load <4 x float>, <4 x float>* %9, align 16
  %17 = extractelement <4 x float> %16, i64 0
  %18 = load float*, float** %6, align 8
  %19 = getelementptr inbounds float, float* %18, i64 0
  store float %17, float* %19, align 4
  %20 = load %opencl.image2d_array_wo_t*, %opencl.image2d_array_wo_t** %5, align 8
  store <4 x i32> zeroinitializer, <4 x i32>* %10, align 16
  %21 = load <4 x i32>, <4 x i32>* %10, align 16
  call void @_Z12write_imagef20ocl_image2d_array_woDv4_iDv4_f(%opencl.image2d_array_wo_t* %20, <4 x i32> noundef %21, <4 x float> noundef zeroinitializer) #8
  ret void
}

; Function Attrs: convergent nounwind readonly willreturn
declare dso_local <4 x float> @_Z11read_imagef20ocl_image1d_array_roDv2_i(%opencl.image1d_array_ro_t*, double noundef) #4

; Function Attrs: convergent
declare dso_local void @_Z12write_imagef20ocl_image2d_array_woDv4_iDv4_f(%opencl.image2d_array_wo_t*, <4 x i32> noundef, <4 x float> noundef) #5

attributes #0 = { convergent noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { convergent noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { convergent nounwind readnone willreturn }
attributes #7 = { convergent nounwind readonly willreturn }
attributes #8 = { convergent }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"uwtable", i32 1}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 3, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{}
!6 = !{i32 1, i32 0, i32 1, i32 0}
!7 = !{!"none", !"none", !"none", !"none"}
!8 = !{!"uint*", !"uchar", !"ulong*", !"ushort"}
!9 = !{!"restrict", !"", !"const", !""}
!10 = !{<16 x i8> undef, i32 1}
!11 = !{i32 1, i32 1, i32 1}
!12 = !{i32 1, i32 0, i32 0, i32 2}
!13 = !{!"struct particle*", !"struct particle", !"enum mode", !"struct particle*"}
!14 = !{!"", !"", !"", !"restrict const"}
!15 = !{i64 undef, i32 0}
!16 = !{i32 1, i32 0, i32 3}
!17 = !{!"none", !"none", !"none"}
!18 = !{!"counter_t*", !"counter_t", !"count_t*"}
!19 = !{!"uint*", !"uint", !"uint*"}
!20 = !{!"", !"", !"volatile"}
!21 = !{i32 4, i32 4, i32 4}
!22 = !{!"read_only", !"write_only", !"none"}
!23 = !{!"image1d_array_t", !"image2d_array_t", !"float*"}
!24 = !{!"", !"", !"restrict"}
