; ModuleID = 'pipes.cl'
source_filename = "pipes.cl"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64"

%struct.record_t = type { i32, float }

@produced = dso_local global i32 0, align 4
@scale_table = dso_local global [4 x float] [float 1.000000e+00, float 5.000000e-01, float 2.500000e-01, float 1.250000e-01], align 16

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local spir_kernel void @producer(ptr noalias noundef align 4 %0, ptr %1) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 !reqd_work_group_size !10 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @__clang_ocl_kern_imp_producer(ptr noundef align 4 %5, ptr %6) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local void @__clang_ocl_kern_imp_producer(ptr noalias noundef align 4 %0, ptr %1) #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 !reqd_work_group_size !10 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca %struct.record_t, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = call i64 @_Z13get_global_idj(i32 noundef 0) #6
  store i64 %7, ptr %5, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = load i64, ptr %5, align 8
  %10 = getelementptr inbounds nuw %struct.record_t, ptr %8, i64 %9
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %10, i64 8, i1 false)
  %11 = load i64, ptr %5, align 8
  %12 = and i64 %11, 3
  %13 = getelementptr inbounds nuw [4 x float], ptr @scale_table, i64 0, i64 %12
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds nuw %struct.record_t, ptr %6, i32 0, i32 1
  %16 = load float, ptr %15, align 4
  %17 = fmul float %16, %14
  store float %17, ptr %15, align 4
  %18 = load ptr, ptr %4, align 8
  %19 = call i32 @__write_pipe_2(ptr %18, ptr %6, i32 8, i32 4)
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %21, label %23

21:                                               ; preds = %2
  %22 = call i32 @_Z25atomic_fetch_add_explicitPU9CLgenericVU7_Atomicii12memory_order12memory_scope(ptr noundef @produced, i32 noundef 1, i32 noundef 0, i32 noundef 2) #5
  br label %23

23:                                               ; preds = %21, %2
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local spir_kernel void @consumer(ptr %0, ptr noalias noundef align 4 %1, ptr noundef align 4 %2) #0 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 !kernel_arg_name !16 !work_group_size_hint !10 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = load ptr, ptr %6, align 8
  call void @__clang_ocl_kern_imp_consumer(ptr %7, ptr noundef align 4 %8, ptr noundef align 4 %9) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local void @__clang_ocl_kern_imp_consumer(ptr %0, ptr noalias noundef align 4 %1, ptr noundef align 4 %2) #1 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 !kernel_arg_name !16 !work_group_size_hint !10 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.record_t, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = call ptr @__reserve_read_pipe(ptr %10, i32 1, i32 8, i32 4)
  store ptr %11, ptr %8, align 8
  %12 = load ptr, ptr %8, align 8
  %13 = call zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr %12) #5
  br i1 %13, label %14, label %26

14:                                               ; preds = %3
  %15 = load ptr, ptr %4, align 8
  %16 = load ptr, ptr %8, align 8
  %17 = call i32 @__read_pipe_4(ptr %15, ptr %16, i32 0, ptr %7, i32 8, i32 4)
  %18 = load ptr, ptr %4, align 8
  %19 = load ptr, ptr %8, align 8
  call void @__commit_read_pipe(ptr %18, ptr %19, i32 8, i32 4)
  %20 = load ptr, ptr %6, align 8
  %21 = call i32 @_Z16atomic_fetch_addPU9CLgenericVU7_Atomicii(ptr noundef %20, i32 noundef 1) #5
  store i32 %21, ptr %9, align 4
  %22 = load ptr, ptr %5, align 8
  %23 = load i32, ptr %9, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds %struct.record_t, ptr %22, i64 %24
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %25, ptr align 4 %7, i64 8, i1 false)
  br label %26

26:                                               ; preds = %14, %3
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local spir_kernel void @pipe_of_vectors(ptr %0, ptr %1, ptr noundef align 4 %2) #0 !kernel_arg_addr_space !11 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 !kernel_arg_name !21 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = load ptr, ptr %6, align 8
  call void @__clang_ocl_kern_imp_pipe_of_vectors(ptr %7, ptr %8, ptr noundef align 4 %9) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local void @__clang_ocl_kern_imp_pipe_of_vectors(ptr %0, ptr %1, ptr noundef align 4 %2) #1 !kernel_arg_addr_space !11 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 !kernel_arg_name !21 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca <4 x float>, align 16
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = call i32 @__read_pipe_2(ptr %9, ptr %7, i32 4, i32 4)
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %25

12:                                               ; preds = %3
  %13 = load i32, ptr %7, align 4
  %14 = sitofp i32 %13 to float
  %15 = insertelement <4 x float> poison, float %14, i64 0
  %16 = shufflevector <4 x float> %15, <4 x float> poison, <4 x i32> zeroinitializer
  store <4 x float> %16, ptr %8, align 16
  %17 = load ptr, ptr %4, align 8
  %18 = call i32 @__write_pipe_2(ptr %17, ptr %8, i32 16, i32 16)
  %19 = load ptr, ptr %5, align 8
  %20 = call i32 @__get_pipe_num_packets_ro(ptr %19, i32 4, i32 4)
  %21 = load ptr, ptr %4, align 8
  %22 = call i32 @__get_pipe_max_packets_wo(ptr %21, i32 16, i32 16)
  %23 = add i32 %20, %22
  %24 = load ptr, ptr %6, align 8
  store i32 %23, ptr %24, align 4
  br label %25

25:                                               ; preds = %12, %3
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local spir_kernel void @generic_as(ptr noundef align 4 %0, ptr noundef align 4 %1) #0 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 !kernel_arg_name !26 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @__clang_ocl_kern_imp_generic_as(ptr noundef align 4 %5, ptr noundef align 4 %6) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local void @__clang_ocl_kern_imp_generic_as(ptr noundef align 4 %0, ptr noundef align 4 %1) #1 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 !kernel_arg_name !26 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  call void @generic_store(ptr noundef %6, i32 noundef 1) #5
  %7 = load ptr, ptr %4, align 8
  call void @generic_store(ptr noundef %7, i32 noundef 2) #5
  %8 = load ptr, ptr %3, align 8
  %9 = call ptr @__to_global(ptr %8)
  store ptr %9, ptr %5, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = icmp ne ptr %10, null
  br i1 %11, label %12, label %16

12:                                               ; preds = %2
  %13 = load ptr, ptr %5, align 8
  %14 = load i32, ptr %13, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %13, align 4
  br label %16

16:                                               ; preds = %12, %2
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #3

declare dso_local i32 @__write_pipe_2(ptr, ptr, i32, i32)

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z25atomic_fetch_add_explicitPU9CLgenericVU7_Atomicii12memory_order12memory_scope(ptr noundef, i32 noundef, i32 noundef, i32 noundef) #4

declare dso_local ptr @__reserve_read_pipe(ptr, i32, i32, i32)

; Function Attrs: convergent nounwind
declare dso_local zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr) #4

declare dso_local i32 @__read_pipe_4(ptr, ptr, i32, ptr, i32, i32)

declare dso_local void @__commit_read_pipe(ptr, ptr, i32, i32)

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z16atomic_fetch_addPU9CLgenericVU7_Atomicii(ptr noundef, i32 noundef) #4

declare dso_local i32 @__read_pipe_2(ptr, ptr, i32, i32)

declare dso_local i32 @__get_pipe_num_packets_ro(ptr, i32, i32)

declare dso_local i32 @__get_pipe_max_packets_wo(ptr, i32, i32)

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define internal void @generic_store(ptr noundef %0, i32 noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  store i32 %5, ptr %6, align 4
  ret void
}

declare dso_local ptr @__to_global(ptr)

attributes #0 = { convergent noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" "uniform-work-group-size"="false" }
attributes #1 = { convergent noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { convergent nounwind }
attributes #6 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"uwtable", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{i32 1, i32 1}
!6 = !{!"none", !"write_only"}
!7 = !{!"record_t*", !"record_t"}
!8 = !{!"restrict const", !"pipe"}
!9 = !{!"src", !"out"}
!10 = !{i32 64, i32 1, i32 1}
!11 = !{i32 1, i32 1, i32 1}
!12 = !{!"read_only", !"none", !"none"}
!13 = !{!"record_t", !"record_t*", !"atomic_int*"}
!14 = !{!"record_t", !"record_t*", !"_Atomic(int)*"}
!15 = !{!"pipe", !"restrict", !""}
!16 = !{!"in", !"dst", !"count"}
!17 = !{!"write_only", !"read_only", !"none"}
!18 = !{!"float4", !"int", !"int*"}
!19 = !{!"float __attribute__((ext_vector_type(4)))", !"int", !"int*"}
!20 = !{!"pipe", !"pipe", !""}
!21 = !{!"p4", !"pi", !"sink"}
!22 = !{i32 1, i32 3}
!23 = !{!"none", !"none"}
!24 = !{!"int*", !"int*"}
!25 = !{!"", !""}
!26 = !{!"g", !"l"}
