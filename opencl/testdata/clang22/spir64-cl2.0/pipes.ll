; ModuleID = 'pipes.cl'
source_filename = "pipes.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

%struct.record_t = type { i32, float }

@produced = dso_local addrspace(1) global i32 0, align 4
@scale_table = dso_local local_unnamed_addr addrspace(1) global [4 x float] [float 1.000000e+00, float 5.000000e-01, float 2.500000e-01, float 1.250000e-01], align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @producer(ptr addrspace(1) noalias noundef readonly align 4 captures(none) %0, target("spirv.Pipe", 1) %1) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 !reqd_work_group_size !12 {
  %3 = alloca %struct.record_t, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !13)
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #9, !noalias !13
  %5 = getelementptr inbounds nuw %struct.record_t, ptr addrspace(1) %0, i64 %4
  %6 = load i64, ptr addrspace(1) %5, align 4, !alias.scope !13
  store i64 %6, ptr %3, align 8, !noalias !13
  %7 = and i64 %4, 3
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) @scale_table, i64 %7
  %9 = load float, ptr addrspace(1) %8, align 4, !tbaa !16, !noalias !13
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %11 = lshr i64 %6, 32
  %12 = trunc nuw i64 %11 to i32
  %13 = bitcast i32 %12 to float
  %14 = fmul float %9, %13
  store float %14, ptr %10, align 4, !tbaa !18, !noalias !13
  %15 = addrspacecast ptr %3 to ptr addrspace(4)
  %16 = call spir_func i32 @__write_pipe_2(target("spirv.Pipe", 1) %1, ptr addrspace(4) %15, i32 8, i32 4) #9, !noalias !13
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %20

18:                                               ; preds = %2
  %19 = call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @produced to ptr addrspace(4)), i32 noundef 1, i32 noundef 0, i32 noundef 2) #10, !noalias !13
  br label %20

20:                                               ; preds = %2, %18
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #9, !noalias !13
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_producer(ptr addrspace(1) noalias noundef readonly align 4 captures(none) %0, target("spirv.Pipe", 1) %1) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 !reqd_work_group_size !12 {
  %3 = alloca %struct.record_t, align 8
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #9
  %5 = getelementptr inbounds nuw %struct.record_t, ptr addrspace(1) %0, i64 %4
  %6 = load i64, ptr addrspace(1) %5, align 4
  store i64 %6, ptr %3, align 8
  %7 = and i64 %4, 3
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) @scale_table, i64 %7
  %9 = load float, ptr addrspace(1) %8, align 4, !tbaa !16
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %11 = lshr i64 %6, 32
  %12 = trunc nuw i64 %11 to i32
  %13 = bitcast i32 %12 to float
  %14 = fmul float %9, %13
  store float %14, ptr %10, align 4, !tbaa !18
  %15 = addrspacecast ptr %3 to ptr addrspace(4)
  %16 = call spir_func i32 @__write_pipe_2(target("spirv.Pipe", 1) %1, ptr addrspace(4) %15, i32 8, i32 4) #9
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %20

18:                                               ; preds = %2
  %19 = call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @produced to ptr addrspace(4)), i32 noundef 1, i32 noundef 0, i32 noundef 2) #10
  br label %20

20:                                               ; preds = %18, %2
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #9
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @consumer(target("spirv.Pipe", 0) %0, ptr addrspace(1) noalias noundef writeonly align 4 captures(none) %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #0 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 !work_group_size_hint !12 {
  %4 = alloca %struct.record_t, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !25)
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #9, !noalias !25
  %5 = tail call spir_func target("spirv.ReserveId") @__reserve_read_pipe(target("spirv.Pipe", 0) %0, i32 1, i32 8, i32 4) #9, !noalias !25
  %6 = tail call spir_func zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(target("spirv.ReserveId") %5) #10, !noalias !25
  br i1 %6, label %7, label %15

7:                                                ; preds = %3
  %8 = addrspacecast ptr %4 to ptr addrspace(4)
  %9 = call spir_func i32 @__read_pipe_4(target("spirv.Pipe", 0) %0, target("spirv.ReserveId") %5, i32 0, ptr addrspace(4) %8, i32 8, i32 4) #9, !noalias !25
  call spir_func void @__commit_read_pipe(target("spirv.Pipe", 0) %0, target("spirv.ReserveId") %5, i32 8, i32 4) #9, !noalias !25
  %10 = addrspacecast ptr addrspace(1) %2 to ptr addrspace(4)
  %11 = call spir_func i32 @_Z16atomic_fetch_addPU3AS4VU7_Atomicii(ptr addrspace(4) noundef %10, i32 noundef 1) #10, !noalias !25
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds %struct.record_t, ptr addrspace(1) %1, i64 %12
  %14 = load i64, ptr %4, align 8, !noalias !25
  store i64 %14, ptr addrspace(1) %13, align 4, !alias.scope !25
  br label %15

15:                                               ; preds = %3, %7
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #9, !noalias !25
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_consumer(target("spirv.Pipe", 0) %0, ptr addrspace(1) noalias noundef writeonly align 4 captures(none) %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #1 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 !work_group_size_hint !12 {
  %4 = alloca %struct.record_t, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #9
  %5 = tail call spir_func target("spirv.ReserveId") @__reserve_read_pipe(target("spirv.Pipe", 0) %0, i32 1, i32 8, i32 4) #9
  %6 = tail call spir_func zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(target("spirv.ReserveId") %5) #10
  br i1 %6, label %7, label %15

7:                                                ; preds = %3
  %8 = addrspacecast ptr %4 to ptr addrspace(4)
  %9 = call spir_func i32 @__read_pipe_4(target("spirv.Pipe", 0) %0, target("spirv.ReserveId") %5, i32 0, ptr addrspace(4) %8, i32 8, i32 4) #9
  call spir_func void @__commit_read_pipe(target("spirv.Pipe", 0) %0, target("spirv.ReserveId") %5, i32 8, i32 4) #9
  %10 = addrspacecast ptr addrspace(1) %2 to ptr addrspace(4)
  %11 = call spir_func i32 @_Z16atomic_fetch_addPU3AS4VU7_Atomicii(ptr addrspace(4) noundef %10, i32 noundef 1) #10
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds %struct.record_t, ptr addrspace(1) %1, i64 %12
  %14 = load i64, ptr %4, align 8
  store i64 %14, ptr addrspace(1) %13, align 4
  br label %15

15:                                               ; preds = %7, %3
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #9
  ret void
}

; Function Attrs: norecurse nounwind
define dso_local spir_kernel void @pipe_of_vectors(target("spirv.Pipe", 1) %0, target("spirv.Pipe", 0) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #2 !kernel_arg_addr_space !20 !kernel_arg_access_qual !28 !kernel_arg_type !29 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
  %4 = alloca i32, align 4
  %5 = alloca <4 x float>, align 16
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #9
  %6 = addrspacecast ptr %4 to ptr addrspace(4)
  %7 = call spir_func i32 @__read_pipe_2(target("spirv.Pipe", 0) %1, ptr addrspace(4) %6, i32 4, i32 4) #9
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %19

9:                                                ; preds = %3
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #9
  %10 = load i32, ptr %4, align 4, !tbaa !4
  %11 = sitofp i32 %10 to float
  %12 = insertelement <4 x float> poison, float %11, i64 0
  %13 = shufflevector <4 x float> %12, <4 x float> poison, <4 x i32> zeroinitializer
  store <4 x float> %13, ptr %5, align 16, !tbaa !32
  %14 = addrspacecast ptr %5 to ptr addrspace(4)
  %15 = call spir_func i32 @__write_pipe_2(target("spirv.Pipe", 1) %0, ptr addrspace(4) %14, i32 16, i32 16) #9
  %16 = call spir_func i32 @__get_pipe_num_packets_ro(target("spirv.Pipe", 0) %1, i32 4, i32 4) #9
  %17 = call spir_func i32 @__get_pipe_max_packets_wo(target("spirv.Pipe", 1) %0, i32 16, i32 16) #9
  %18 = add i32 %17, %16
  store i32 %18, ptr addrspace(1) %2, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #9
  br label %19

19:                                               ; preds = %3, %9
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #9
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_pipe_of_vectors(target("spirv.Pipe", 1) %0, target("spirv.Pipe", 0) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #3 !kernel_arg_addr_space !20 !kernel_arg_access_qual !28 !kernel_arg_type !29 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
  %4 = alloca i32, align 4
  %5 = alloca <4 x float>, align 16
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #9
  %6 = addrspacecast ptr %4 to ptr addrspace(4)
  %7 = call spir_func i32 @__read_pipe_2(target("spirv.Pipe", 0) %1, ptr addrspace(4) %6, i32 4, i32 4) #9
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %19

9:                                                ; preds = %3
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #9
  %10 = load i32, ptr %4, align 4, !tbaa !4
  %11 = sitofp i32 %10 to float
  %12 = insertelement <4 x float> poison, float %11, i64 0
  %13 = shufflevector <4 x float> %12, <4 x float> poison, <4 x i32> zeroinitializer
  store <4 x float> %13, ptr %5, align 16, !tbaa !32
  %14 = addrspacecast ptr %5 to ptr addrspace(4)
  %15 = call spir_func i32 @__write_pipe_2(target("spirv.Pipe", 1) %0, ptr addrspace(4) %14, i32 16, i32 16) #9
  %16 = call spir_func i32 @__get_pipe_num_packets_ro(target("spirv.Pipe", 0) %1, i32 4, i32 4) #9
  %17 = call spir_func i32 @__get_pipe_max_packets_wo(target("spirv.Pipe", 1) %0, i32 16, i32 16) #9
  %18 = add i32 %17, %16
  store i32 %18, ptr addrspace(1) %2, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #9
  br label %19

19:                                               ; preds = %9, %3
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #9
  ret void
}

; Function Attrs: norecurse nounwind
define dso_local spir_kernel void @generic_as(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !33 !kernel_arg_access_qual !34 !kernel_arg_type !35 !kernel_arg_base_type !35 !kernel_arg_type_qual !36 {
  %3 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  store i32 1, ptr addrspace(4) %3, align 4, !tbaa !4
  %4 = addrspacecast ptr addrspace(3) %1 to ptr addrspace(4)
  store i32 2, ptr addrspace(4) %4, align 4, !tbaa !4
  %5 = tail call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %3) #9
  %6 = icmp eq ptr addrspace(1) %5, addrspacecast (ptr addrspace(4) null to ptr addrspace(1))
  br i1 %6, label %10, label %7

7:                                                ; preds = %2
  %8 = load i32, ptr addrspace(1) %5, align 4, !tbaa !4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr addrspace(1) %5, align 4, !tbaa !4
  br label %10

10:                                               ; preds = %2, %7
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_generic_as(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #3 !kernel_arg_addr_space !33 !kernel_arg_access_qual !34 !kernel_arg_type !35 !kernel_arg_base_type !35 !kernel_arg_type_qual !36 {
  %3 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  store i32 1, ptr addrspace(4) %3, align 4, !tbaa !4
  %4 = addrspacecast ptr addrspace(3) %1 to ptr addrspace(4)
  store i32 2, ptr addrspace(4) %4, align 4, !tbaa !4
  %5 = tail call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %3) #9
  %6 = icmp eq ptr addrspace(1) %5, addrspacecast (ptr addrspace(4) null to ptr addrspace(1))
  br i1 %6, label %10, label %7

7:                                                ; preds = %2
  %8 = load i32, ptr addrspace(1) %5, align 4, !tbaa !4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr addrspace(1) %5, align 4, !tbaa !4
  br label %10

10:                                               ; preds = %7, %2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #5

declare dso_local spir_func i32 @__write_pipe_2(target("spirv.Pipe", 1), ptr addrspace(4), i32, i32) local_unnamed_addr

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

declare dso_local spir_func target("spirv.ReserveId") @__reserve_read_pipe(target("spirv.Pipe", 0), i32, i32, i32) local_unnamed_addr

; Function Attrs: convergent nounwind
declare dso_local spir_func zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(target("spirv.ReserveId")) local_unnamed_addr #6

declare dso_local spir_func i32 @__read_pipe_4(target("spirv.Pipe", 0), target("spirv.ReserveId"), i32, ptr addrspace(4), i32, i32) local_unnamed_addr

declare dso_local spir_func void @__commit_read_pipe(target("spirv.Pipe", 0), target("spirv.ReserveId"), i32, i32) local_unnamed_addr

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z16atomic_fetch_addPU3AS4VU7_Atomicii(ptr addrspace(4) noundef, i32 noundef) local_unnamed_addr #6

declare dso_local spir_func i32 @__read_pipe_2(target("spirv.Pipe", 0), ptr addrspace(4), i32, i32) local_unnamed_addr

declare dso_local spir_func i32 @__get_pipe_num_packets_ro(target("spirv.Pipe", 0), i32, i32) local_unnamed_addr

declare dso_local spir_func i32 @__get_pipe_max_packets_wo(target("spirv.Pipe", 1), i32, i32) local_unnamed_addr

declare dso_local spir_func ptr addrspace(1) @__to_global(ptr addrspace(4)) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #8 = { convergent nounwind willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { convergent nounwind }

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
!8 = !{i32 1, i32 1}
!9 = !{!"none", !"write_only"}
!10 = !{!"record_t*", !"record_t"}
!11 = !{!"restrict const", !"pipe"}
!12 = !{i32 64, i32 1, i32 1}
!13 = !{!14}
!14 = distinct !{!14, !15, !"__clang_ocl_kern_imp_producer: argument 0"}
!15 = distinct !{!15, !"__clang_ocl_kern_imp_producer"}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !6, i64 0}
!18 = !{!19, !17, i64 4}
!19 = !{!"", !5, i64 0, !17, i64 4}
!20 = !{i32 1, i32 1, i32 1}
!21 = !{!"read_only", !"none", !"none"}
!22 = !{!"record_t", !"record_t*", !"atomic_int*"}
!23 = !{!"record_t", !"record_t*", !"_Atomic(int)*"}
!24 = !{!"pipe", !"restrict", !""}
!25 = !{!26}
!26 = distinct !{!26, !27, !"__clang_ocl_kern_imp_consumer: argument 0"}
!27 = distinct !{!27, !"__clang_ocl_kern_imp_consumer"}
!28 = !{!"write_only", !"read_only", !"none"}
!29 = !{!"float4", !"int", !"int*"}
!30 = !{!"float __attribute__((ext_vector_type(4)))", !"int", !"int*"}
!31 = !{!"pipe", !"pipe", !""}
!32 = !{!6, !6, i64 0}
!33 = !{i32 1, i32 3}
!34 = !{!"none", !"none"}
!35 = !{!"int*", !"int*"}
!36 = !{!"", !""}
