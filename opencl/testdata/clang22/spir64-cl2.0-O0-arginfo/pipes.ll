; ModuleID = 'pipes.cl'
source_filename = "pipes.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

%struct.record_t = type { i32, float }

@produced = dso_local addrspace(1) global i32 0, align 4
@scale_table = dso_local addrspace(1) global [4 x float] [float 1.000000e+00, float 5.000000e-01, float 2.500000e-01, float 1.250000e-01], align 4

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @producer(ptr addrspace(1) noalias noundef align 4 %0, target("spirv.Pipe", 1) %1) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 !reqd_work_group_size !9 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca target("spirv.Pipe", 1), align 8
  store ptr addrspace(1) %0, ptr %3, align 8
  store target("spirv.Pipe", 1) %1, ptr %4, align 8
  %5 = load ptr addrspace(1), ptr %3, align 8
  %6 = load target("spirv.Pipe", 1), ptr %4, align 8
  call spir_func void @__clang_ocl_kern_imp_producer(ptr addrspace(1) noundef align 4 %5, target("spirv.Pipe", 1) %6) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_producer(ptr addrspace(1) noalias noundef align 4 %0, target("spirv.Pipe", 1) %1) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 !reqd_work_group_size !9 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca target("spirv.Pipe", 1), align 8
  %5 = alloca i64, align 8
  %6 = alloca %struct.record_t, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
  store target("spirv.Pipe", 1) %1, ptr %4, align 8
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  store i64 %7, ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %3, align 8
  %9 = load i64, ptr %5, align 8
  %10 = getelementptr inbounds nuw %struct.record_t, ptr addrspace(1) %8, i64 %9
  call void @llvm.memcpy.p0.p1.i64(ptr align 4 %6, ptr addrspace(1) align 4 %10, i64 8, i1 false)
  %11 = load i64, ptr %5, align 8
  %12 = and i64 %11, 3
  %13 = getelementptr inbounds nuw [4 x float], ptr addrspace(1) @scale_table, i64 0, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4
  %15 = getelementptr inbounds nuw %struct.record_t, ptr %6, i32 0, i32 1
  %16 = load float, ptr %15, align 4
  %17 = fmul float %16, %14
  store float %17, ptr %15, align 4
  %18 = load target("spirv.Pipe", 1), ptr %4, align 8
  %19 = addrspacecast ptr %6 to ptr addrspace(4)
  %20 = call spir_func i32 @__write_pipe_2(target("spirv.Pipe", 1) %18, ptr addrspace(4) %19, i32 8, i32 4)
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %24

22:                                               ; preds = %2
  %23 = call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @produced to ptr addrspace(4)), i32 noundef 1, i32 noundef 0, i32 noundef 2) #7
  br label %24

24:                                               ; preds = %22, %2
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @consumer(target("spirv.Pipe", 0) %0, ptr addrspace(1) noalias noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 !kernel_arg_name !15 !work_group_size_hint !9 {
  %4 = alloca target("spirv.Pipe", 0), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  store target("spirv.Pipe", 0) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  store ptr addrspace(1) %2, ptr %6, align 8
  %7 = load target("spirv.Pipe", 0), ptr %4, align 8
  %8 = load ptr addrspace(1), ptr %5, align 8
  %9 = load ptr addrspace(1), ptr %6, align 8
  call spir_func void @__clang_ocl_kern_imp_consumer(target("spirv.Pipe", 0) %7, ptr addrspace(1) noundef align 4 %8, ptr addrspace(1) noundef align 4 %9) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_consumer(target("spirv.Pipe", 0) %0, ptr addrspace(1) noalias noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 !kernel_arg_name !15 !work_group_size_hint !9 {
  %4 = alloca target("spirv.Pipe", 0), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca %struct.record_t, align 4
  %8 = alloca target("spirv.ReserveId"), align 8
  %9 = alloca i32, align 4
  store target("spirv.Pipe", 0) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  store ptr addrspace(1) %2, ptr %6, align 8
  %10 = load target("spirv.Pipe", 0), ptr %4, align 8
  %11 = call spir_func target("spirv.ReserveId") @__reserve_read_pipe(target("spirv.Pipe", 0) %10, i32 1, i32 8, i32 4)
  store target("spirv.ReserveId") %11, ptr %8, align 8
  %12 = load target("spirv.ReserveId"), ptr %8, align 8
  %13 = call spir_func zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(target("spirv.ReserveId") %12) #7
  br i1 %13, label %14, label %28

14:                                               ; preds = %3
  %15 = load target("spirv.Pipe", 0), ptr %4, align 8
  %16 = load target("spirv.ReserveId"), ptr %8, align 8
  %17 = addrspacecast ptr %7 to ptr addrspace(4)
  %18 = call spir_func i32 @__read_pipe_4(target("spirv.Pipe", 0) %15, target("spirv.ReserveId") %16, i32 0, ptr addrspace(4) %17, i32 8, i32 4)
  %19 = load target("spirv.Pipe", 0), ptr %4, align 8
  %20 = load target("spirv.ReserveId"), ptr %8, align 8
  call spir_func void @__commit_read_pipe(target("spirv.Pipe", 0) %19, target("spirv.ReserveId") %20, i32 8, i32 4)
  %21 = load ptr addrspace(1), ptr %6, align 8
  %22 = addrspacecast ptr addrspace(1) %21 to ptr addrspace(4)
  %23 = call spir_func i32 @_Z16atomic_fetch_addPU3AS4VU7_Atomicii(ptr addrspace(4) noundef %22, i32 noundef 1) #7
  store i32 %23, ptr %9, align 4
  %24 = load ptr addrspace(1), ptr %5, align 8
  %25 = load i32, ptr %9, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds %struct.record_t, ptr addrspace(1) %24, i64 %26
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) align 4 %27, ptr align 4 %7, i64 8, i1 false)
  br label %28

28:                                               ; preds = %14, %3
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @pipe_of_vectors(target("spirv.Pipe", 1) %0, target("spirv.Pipe", 0) %1, ptr addrspace(1) noundef align 4 %2) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 {
  %4 = alloca target("spirv.Pipe", 1), align 8
  %5 = alloca target("spirv.Pipe", 0), align 8
  %6 = alloca ptr addrspace(1), align 8
  store target("spirv.Pipe", 1) %0, ptr %4, align 8
  store target("spirv.Pipe", 0) %1, ptr %5, align 8
  store ptr addrspace(1) %2, ptr %6, align 8
  %7 = load target("spirv.Pipe", 1), ptr %4, align 8
  %8 = load target("spirv.Pipe", 0), ptr %5, align 8
  %9 = load ptr addrspace(1), ptr %6, align 8
  call spir_func void @__clang_ocl_kern_imp_pipe_of_vectors(target("spirv.Pipe", 1) %7, target("spirv.Pipe", 0) %8, ptr addrspace(1) noundef align 4 %9) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_pipe_of_vectors(target("spirv.Pipe", 1) %0, target("spirv.Pipe", 0) %1, ptr addrspace(1) noundef align 4 %2) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 {
  %4 = alloca target("spirv.Pipe", 1), align 8
  %5 = alloca target("spirv.Pipe", 0), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca <4 x float>, align 16
  store target("spirv.Pipe", 1) %0, ptr %4, align 8
  store target("spirv.Pipe", 0) %1, ptr %5, align 8
  store ptr addrspace(1) %2, ptr %6, align 8
  %9 = load target("spirv.Pipe", 0), ptr %5, align 8
  %10 = addrspacecast ptr %7 to ptr addrspace(4)
  %11 = call spir_func i32 @__read_pipe_2(target("spirv.Pipe", 0) %9, ptr addrspace(4) %10, i32 4, i32 4)
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %27

13:                                               ; preds = %3
  %14 = load i32, ptr %7, align 4
  %15 = sitofp i32 %14 to float
  %16 = insertelement <4 x float> poison, float %15, i64 0
  %17 = shufflevector <4 x float> %16, <4 x float> poison, <4 x i32> zeroinitializer
  store <4 x float> %17, ptr %8, align 16
  %18 = load target("spirv.Pipe", 1), ptr %4, align 8
  %19 = addrspacecast ptr %8 to ptr addrspace(4)
  %20 = call spir_func i32 @__write_pipe_2(target("spirv.Pipe", 1) %18, ptr addrspace(4) %19, i32 16, i32 16)
  %21 = load target("spirv.Pipe", 0), ptr %5, align 8
  %22 = call spir_func i32 @__get_pipe_num_packets_ro(target("spirv.Pipe", 0) %21, i32 4, i32 4)
  %23 = load target("spirv.Pipe", 1), ptr %4, align 8
  %24 = call spir_func i32 @__get_pipe_max_packets_wo(target("spirv.Pipe", 1) %23, i32 16, i32 16)
  %25 = add i32 %22, %24
  %26 = load ptr addrspace(1), ptr %6, align 8
  store i32 %25, ptr addrspace(1) %26, align 4
  br label %27

27:                                               ; preds = %13, %3
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @generic_as(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1) #0 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 !kernel_arg_name !25 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(3), align 8
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(3) %1, ptr %4, align 8
  %5 = load ptr addrspace(1), ptr %3, align 8
  %6 = load ptr addrspace(3), ptr %4, align 8
  call spir_func void @__clang_ocl_kern_imp_generic_as(ptr addrspace(1) noundef align 4 %5, ptr addrspace(3) noundef align 4 %6) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_generic_as(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1) #0 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 !kernel_arg_name !25 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(3), align 8
  %5 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(3) %1, ptr %4, align 8
  %6 = load ptr addrspace(1), ptr %3, align 8
  %7 = addrspacecast ptr addrspace(1) %6 to ptr addrspace(4)
  call spir_func void @generic_store(ptr addrspace(4) noundef %7, i32 noundef 1) #7
  %8 = load ptr addrspace(3), ptr %4, align 8
  %9 = addrspacecast ptr addrspace(3) %8 to ptr addrspace(4)
  call spir_func void @generic_store(ptr addrspace(4) noundef %9, i32 noundef 2) #7
  %10 = load ptr addrspace(1), ptr %3, align 8
  %11 = addrspacecast ptr addrspace(1) %10 to ptr addrspace(4)
  %12 = call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %11)
  store ptr addrspace(1) %12, ptr %5, align 8
  %13 = load ptr addrspace(1), ptr %5, align 8
  %14 = icmp ne ptr addrspace(1) %13, addrspacecast (ptr addrspace(4) null to ptr addrspace(1))
  br i1 %14, label %15, label %19

15:                                               ; preds = %2
  %16 = load ptr addrspace(1), ptr %5, align 8
  %17 = load i32, ptr addrspace(1) %16, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr addrspace(1) %16, align 4
  br label %19

19:                                               ; preds = %15, %2
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p1.i64(ptr noalias writeonly captures(none), ptr addrspace(1) noalias readonly captures(none), i64, i1 immarg) #2

declare dso_local spir_func i32 @__write_pipe_2(target("spirv.Pipe", 1), ptr addrspace(4), i32, i32)

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) noundef, i32 noundef, i32 noundef, i32 noundef) #3

declare dso_local spir_func target("spirv.ReserveId") @__reserve_read_pipe(target("spirv.Pipe", 0), i32, i32, i32)

; Function Attrs: convergent nounwind
declare dso_local spir_func zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(target("spirv.ReserveId")) #3

declare dso_local spir_func i32 @__read_pipe_4(target("spirv.Pipe", 0), target("spirv.ReserveId"), i32, ptr addrspace(4), i32, i32)

declare dso_local spir_func void @__commit_read_pipe(target("spirv.Pipe", 0), target("spirv.ReserveId"), i32, i32)

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z16atomic_fetch_addPU3AS4VU7_Atomicii(ptr addrspace(4) noundef, i32 noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

declare dso_local spir_func i32 @__read_pipe_2(target("spirv.Pipe", 0), ptr addrspace(4), i32, i32)

declare dso_local spir_func i32 @__get_pipe_num_packets_ro(target("spirv.Pipe", 0), i32, i32)

declare dso_local spir_func i32 @__get_pipe_max_packets_wo(target("spirv.Pipe", 1), i32, i32)

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func void @generic_store(ptr addrspace(4) noundef %0, i32 noundef %1) #4 {
  %3 = alloca ptr addrspace(4), align 8
  %4 = alloca i32, align 4
  store ptr addrspace(4) %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load ptr addrspace(4), ptr %3, align 8
  store i32 %5, ptr addrspace(4) %6, align 4
  ret void
}

declare dso_local spir_func ptr addrspace(1) @__to_global(ptr addrspace(4))

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind "uniform-work-group-size"="false" }
attributes #6 = { convergent nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{i32 1, i32 1}
!5 = !{!"none", !"write_only"}
!6 = !{!"record_t*", !"record_t"}
!7 = !{!"restrict const", !"pipe"}
!8 = !{!"src", !"out"}
!9 = !{i32 64, i32 1, i32 1}
!10 = !{i32 1, i32 1, i32 1}
!11 = !{!"read_only", !"none", !"none"}
!12 = !{!"record_t", !"record_t*", !"atomic_int*"}
!13 = !{!"record_t", !"record_t*", !"_Atomic(int)*"}
!14 = !{!"pipe", !"restrict", !""}
!15 = !{!"in", !"dst", !"count"}
!16 = !{!"write_only", !"read_only", !"none"}
!17 = !{!"float4", !"int", !"int*"}
!18 = !{!"float __attribute__((ext_vector_type(4)))", !"int", !"int*"}
!19 = !{!"pipe", !"pipe", !""}
!20 = !{!"p4", !"pi", !"sink"}
!21 = !{i32 1, i32 3}
!22 = !{!"none", !"none"}
!23 = !{!"int*", !"int*"}
!24 = !{!"", !""}
!25 = !{!"g", !"l"}
