; ModuleID = 'extra.cl'
source_filename = "extra.cl"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64"

%struct.particle = type { <4 x float>, <4 x float> }

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local spir_kernel void @empty() #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !5 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !5 {
  call void @__clang_ocl_kern_imp_empty() #7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local void @__clang_ocl_kern_imp_empty() #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !5 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !5 {
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local spir_kernel void @spelled(ptr noalias noundef align 4 %0, i8 noundef zeroext %1, ptr noundef align 8 %2, i16 noundef zeroext %3) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 !vec_type_hint !10 !work_group_size_hint !11 {
  %5 = alloca ptr, align 8
  %6 = alloca i8, align 1
  %7 = alloca ptr, align 8
  %8 = alloca i16, align 2
  store ptr %0, ptr %5, align 8
  store i8 %1, ptr %6, align 1
  store ptr %2, ptr %7, align 8
  store i16 %3, ptr %8, align 2
  %9 = load ptr, ptr %5, align 8
  %10 = load i8, ptr %6, align 1
  %11 = load ptr, ptr %7, align 8
  %12 = load i16, ptr %8, align 2
  call void @__clang_ocl_kern_imp_spelled(ptr noundef align 4 %9, i8 noundef zeroext %10, ptr noundef align 8 %11, i16 noundef zeroext %12) #7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local void @__clang_ocl_kern_imp_spelled(ptr noalias noundef align 4 %0, i8 noundef zeroext %1, ptr noundef align 8 %2, i16 noundef zeroext %3) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 !vec_type_hint !10 !work_group_size_hint !11 {
  %5 = alloca ptr, align 8
  %6 = alloca i8, align 1
  %7 = alloca ptr, align 8
  %8 = alloca i16, align 2
  store ptr %0, ptr %5, align 8
  store i8 %1, ptr %6, align 1
  store ptr %2, ptr %7, align 8
  store i16 %3, ptr %8, align 2
  %9 = load i8, ptr %6, align 1
  %10 = zext i8 %9 to i64
  %11 = load ptr, ptr %7, align 8
  %12 = getelementptr inbounds i64, ptr %11, i64 0
  %13 = load i64, ptr %12, align 8
  %14 = add i64 %10, %13
  %15 = load i16, ptr %8, align 2
  %16 = zext i16 %15 to i64
  %17 = add i64 %14, %16
  %18 = trunc i64 %17 to i32
  %19 = load ptr, ptr %5, align 8
  %20 = call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %21 = getelementptr inbounds nuw i32, ptr %19, i64 %20
  store i32 %18, ptr %21, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local spir_kernel void @structs(ptr noundef align 16 %0, ptr noundef byval(%struct.particle) align 16 %1, i32 noundef %2, ptr noalias noundef align 16 %3) #0 !kernel_arg_addr_space !12 !kernel_arg_access_qual !7 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 !vec_type_hint !15 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store ptr %3, ptr %7, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = load i32, ptr %6, align 4
  %10 = load ptr, ptr %7, align 8
  call void @__clang_ocl_kern_imp_structs(ptr noundef align 16 %8, ptr noundef byval(%struct.particle) align 16 %1, i32 noundef %9, ptr noundef align 16 %10) #7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local void @__clang_ocl_kern_imp_structs(ptr noundef align 16 %0, ptr noundef byval(%struct.particle) align 16 %1, i32 noundef %2, ptr noalias noundef align 16 %3) #1 !kernel_arg_addr_space !12 !kernel_arg_access_qual !7 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 !vec_type_hint !15 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store ptr %3, ptr %7, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %10 = getelementptr inbounds nuw %struct.particle, ptr %8, i64 %9
  %11 = load i32, ptr %6, align 4
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 16 %1, i64 32, i1 false)
  br label %17

14:                                               ; preds = %4
  %15 = load ptr, ptr %7, align 8
  %16 = getelementptr inbounds %struct.particle, ptr %15, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 16 %16, i64 32, i1 false)
  br label %17

17:                                               ; preds = %14, %13
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local spir_kernel void @typedefs(ptr noundef align 4 %0, i32 noundef %1, ptr noundef align 4 %2) #0 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 !reqd_work_group_size !21 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load i32, ptr %5, align 4
  %9 = load ptr, ptr %6, align 8
  call void @__clang_ocl_kern_imp_typedefs(ptr noundef align 4 %7, i32 noundef %8, ptr noundef align 4 %9) #7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local void @__clang_ocl_kern_imp_typedefs(ptr noundef align 4 %0, i32 noundef %1, ptr noundef align 4 %2) #1 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 !reqd_work_group_size !21 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %7 = load i32, ptr %5, align 4
  %8 = load ptr, ptr %6, align 8
  %9 = getelementptr inbounds i32, ptr %8, i64 0
  store volatile i32 %7, ptr %9, align 4
  %10 = load ptr, ptr %6, align 8
  %11 = getelementptr inbounds i32, ptr %10, i64 0
  %12 = load volatile i32, ptr %11, align 4
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds i32, ptr %13, i64 0
  store i32 %12, ptr %14, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local spir_kernel void @arrays(ptr %0, ptr %1, ptr noalias noundef align 4 %2) #0 !kernel_arg_addr_space !11 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = load ptr, ptr %6, align 8
  call void @__clang_ocl_kern_imp_arrays(ptr %7, ptr %8, ptr noundef align 4 %9) #7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local void @__clang_ocl_kern_imp_arrays(ptr %0, ptr %1, ptr noalias noundef align 4 %2) #2 !kernel_arg_addr_space !11 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca <2 x i32>, align 8
  %8 = alloca <2 x i32>, align 8
  %9 = alloca <4 x float>, align 16
  %10 = alloca <4 x i32>, align 16
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %11 = load ptr, ptr %4, align 8
  store <2 x i32> zeroinitializer, ptr %7, align 8
  %12 = load <2 x i32>, ptr %7, align 8
  store <2 x i32> %12, ptr %8, align 8
  %13 = load double, ptr %8, align 8
  %14 = call <4 x float> @_Z11read_imagef20ocl_image1d_array_roDv2_i(ptr %11, double noundef %13) #9
  store <4 x float> %14, ptr %9, align 16
  %15 = load <4 x float>, ptr %9, align 16
  %16 = extractelement <4 x float> %15, i64 0
  %17 = load ptr, ptr %6, align 8
  %18 = getelementptr inbounds float, ptr %17, i64 0
  store float %16, ptr %18, align 4
  %19 = load ptr, ptr %5, align 8
  store <4 x i32> zeroinitializer, ptr %10, align 16
  %20 = load <4 x i32>, ptr %10, align 16
  call void @_Z12write_imagef20ocl_image2d_array_woDv4_iDv4_f(ptr %19, <4 x i32> noundef %20, <4 x float> noundef zeroinitializer) #7
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #4

; Function Attrs: convergent nounwind willreturn memory(read)
declare dso_local <4 x float> @_Z11read_imagef20ocl_image1d_array_roDv2_i(ptr, double noundef) #5

; Function Attrs: convergent nounwind
declare dso_local void @_Z12write_imagef20ocl_image2d_array_woDv4_iDv4_f(ptr, <4 x i32> noundef, <4 x float> noundef) #6

attributes #0 = { convergent noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" "uniform-work-group-size"="false" }
attributes #1 = { convergent noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { convergent noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { convergent nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!3 = !{i32 3, i32 0}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{}
!6 = !{i32 1, i32 0, i32 1, i32 0}
!7 = !{!"none", !"none", !"none", !"none"}
!8 = !{!"uint*", !"uchar", !"ulong*", !"ushort"}
!9 = !{!"restrict", !"", !"const", !""}
!10 = !{<16 x i8> poison, i32 1}
!11 = !{i32 1, i32 1, i32 1}
!12 = !{i32 1, i32 0, i32 0, i32 2}
!13 = !{!"struct particle*", !"struct particle", !"enum mode", !"struct particle*"}
!14 = !{!"", !"", !"", !"restrict const"}
!15 = !{i64 poison, i32 0}
!16 = !{i32 1, i32 0, i32 3}
!17 = !{!"none", !"none", !"none"}
!18 = !{!"counter_t*", !"counter_t", !"count_t*"}
!19 = !{!"uint*", !"uint", !"uint*"}
!20 = !{!"", !"", !"volatile"}
!21 = !{i32 4, i32 4, i32 4}
!22 = !{!"read_only", !"write_only", !"none"}
!23 = !{!"image1d_array_t", !"image2d_array_t", !"float*"}
!24 = !{!"", !"", !"restrict"}
