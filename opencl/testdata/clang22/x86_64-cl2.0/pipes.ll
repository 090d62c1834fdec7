; ModuleID = 'pipes.cl'
source_filename = "pipes.cl"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64"

%struct.record_t = type { i32, float }

@produced = dso_local global i32 0, align 4
@scale_table = dso_local local_unnamed_addr global [4 x float] [float 1.000000e+00, float 5.000000e-01, float 2.500000e-01, float 1.250000e-01], align 16

; Function Attrs: convergent norecurse nounwind uwtable
define dso_local spir_kernel void @producer(ptr noalias noundef readonly align 4 captures(none) %0, ptr %1) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 !reqd_work_group_size !13 {
  %3 = alloca %struct.record_t, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #9, !noalias !14
  %5 = getelementptr inbounds nuw %struct.record_t, ptr %0, i64 %4
  %6 = load i64, ptr %5, align 4, !alias.scope !14
  store i64 %6, ptr %3, align 8, !noalias !14
  %7 = and i64 %4, 3
  %8 = getelementptr inbounds nuw float, ptr @scale_table, i64 %7
  %9 = load float, ptr %8, align 4, !tbaa !17, !noalias !14
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %11 = lshr i64 %6, 32
  %12 = trunc nuw i64 %11 to i32
  %13 = bitcast i32 %12 to float
  %14 = fmul float %9, %13
  store float %14, ptr %10, align 4, !tbaa !19, !noalias !14
  %15 = call i32 @__write_pipe_2(ptr %1, ptr nonnull %3, i32 8, i32 4) #9, !noalias !14
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %19

17:                                               ; preds = %2
  %18 = call i32 @_Z25atomic_fetch_add_explicitPU9CLgenericVU7_Atomicii12memory_order12memory_scope(ptr noundef nonnull @produced, i32 noundef 1, i32 noundef 0, i32 noundef 2) #10, !noalias !14
  br label %19

19:                                               ; preds = %2, %17
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #9, !noalias !14
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind uwtable
define dso_local void @__clang_ocl_kern_imp_producer(ptr noalias noundef readonly align 4 captures(none) %0, ptr %1) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 !reqd_work_group_size !13 {
  %3 = alloca %struct.record_t, align 8
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #9
  %5 = getelementptr inbounds nuw %struct.record_t, ptr %0, i64 %4
  %6 = load i64, ptr %5, align 4
  store i64 %6, ptr %3, align 8
  %7 = and i64 %4, 3
  %8 = getelementptr inbounds nuw float, ptr @scale_table, i64 %7
  %9 = load float, ptr %8, align 4, !tbaa !17
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %11 = lshr i64 %6, 32
  %12 = trunc nuw i64 %11 to i32
  %13 = bitcast i32 %12 to float
  %14 = fmul float %9, %13
  store float %14, ptr %10, align 4, !tbaa !19
  %15 = call i32 @__write_pipe_2(ptr %1, ptr nonnull %3, i32 8, i32 4) #9
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %19

17:                                               ; preds = %2
  %18 = call i32 @_Z25atomic_fetch_add_explicitPU9CLgenericVU7_Atomicii12memory_order12memory_scope(ptr noundef nonnull @produced, i32 noundef 1, i32 noundef 0, i32 noundef 2) #10
  br label %19

19:                                               ; preds = %17, %2
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #9
  ret void
}

; Function Attrs: convergent norecurse nounwind uwtable
define dso_local spir_kernel void @consumer(ptr %0, ptr noalias noundef writeonly align 4 captures(none) %1, ptr noundef align 4 %2) local_unnamed_addr #0 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 !work_group_size_hint !13 {
  %4 = alloca %struct.record_t, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !26)
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #9, !noalias !26
  %5 = tail call ptr @__reserve_read_pipe(ptr %0, i32 1, i32 8, i32 4) #9, !noalias !26
  %6 = tail call zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr %5) #10, !noalias !26
  br i1 %6, label %7, label %13

7:                                                ; preds = %3
  %8 = call i32 @__read_pipe_4(ptr %0, ptr %5, i32 0, ptr nonnull %4, i32 8, i32 4) #9, !noalias !26
  call void @__commit_read_pipe(ptr %0, ptr %5, i32 8, i32 4) #9, !noalias !26
  %9 = call i32 @_Z16atomic_fetch_addPU9CLgenericVU7_Atomicii(ptr noundef align 4 %2, i32 noundef 1) #10, !noalias !26
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds %struct.record_t, ptr %1, i64 %10
  %12 = load i64, ptr %4, align 8, !noalias !26
  store i64 %12, ptr %11, align 4, !alias.scope !26
  br label %13

13:                                               ; preds = %3, %7
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #9, !noalias !26
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind uwtable
define dso_local void @__clang_ocl_kern_imp_consumer(ptr %0, ptr noalias noundef writeonly align 4 captures(none) %1, ptr noundef align 4 %2) local_unnamed_addr #1 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 !work_group_size_hint !13 {
  %4 = alloca %struct.record_t, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #9
  %5 = tail call ptr @__reserve_read_pipe(ptr %0, i32 1, i32 8, i32 4) #9
  %6 = tail call zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr %5) #10
  br i1 %6, label %7, label %13

7:                                                ; preds = %3
  %8 = call i32 @__read_pipe_4(ptr %0, ptr %5, i32 0, ptr nonnull %4, i32 8, i32 4) #9
  call void @__commit_read_pipe(ptr %0, ptr %5, i32 8, i32 4) #9
  %9 = call i32 @_Z16atomic_fetch_addPU9CLgenericVU7_Atomicii(ptr noundef %2, i32 noundef 1) #10
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds %struct.record_t, ptr %1, i64 %10
  %12 = load i64, ptr %4, align 8
  store i64 %12, ptr %11, align 4
  br label %13

13:                                               ; preds = %7, %3
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #9
  ret void
}

; Function Attrs: norecurse nounwind uwtable
define dso_local spir_kernel void @pipe_of_vectors(ptr %0, ptr %1, ptr noundef writeonly align 4 captures(none) %2) local_unnamed_addr #2 !kernel_arg_addr_space !21 !kernel_arg_access_qual !29 !kernel_arg_type !30 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 {
  %4 = alloca i32, align 4
  %5 = alloca <4 x float>, align 16
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #9
  %6 = call i32 @__read_pipe_2(ptr %1, ptr nonnull %4, i32 4, i32 4) #9
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %17

8:                                                ; preds = %3
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #9
  %9 = load i32, ptr %4, align 4, !tbaa !5
  %10 = sitofp i32 %9 to float
  %11 = insertelement <4 x float> poison, float %10, i64 0
  %12 = shufflevector <4 x float> %11, <4 x float> poison, <4 x i32> zeroinitializer
  store <4 x float> %12, ptr %5, align 16, !tbaa !33
  %13 = call i32 @__write_pipe_2(ptr %0, ptr nonnull %5, i32 16, i32 16) #9
  %14 = call i32 @__get_pipe_num_packets_ro(ptr %1, i32 4, i32 4) #9
  %15 = call i32 @__get_pipe_max_packets_wo(ptr %0, i32 16, i32 16) #9
  %16 = add i32 %15, %14
  store i32 %16, ptr %2, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #9
  br label %17

17:                                               ; preds = %3, %8
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #9
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define dso_local void @__clang_ocl_kern_imp_pipe_of_vectors(ptr %0, ptr %1, ptr noundef writeonly align 4 captures(none) %2) local_unnamed_addr #3 !kernel_arg_addr_space !21 !kernel_arg_access_qual !29 !kernel_arg_type !30 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 {
  %4 = alloca i32, align 4
  %5 = alloca <4 x float>, align 16
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #9
  %6 = call i32 @__read_pipe_2(ptr %1, ptr nonnull %4, i32 4, i32 4) #9
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %17

8:                                                ; preds = %3
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #9
  %9 = load i32, ptr %4, align 4, !tbaa !5
  %10 = sitofp i32 %9 to float
  %11 = insertelement <4 x float> poison, float %10, i64 0
  %12 = shufflevector <4 x float> %11, <4 x float> poison, <4 x i32> zeroinitializer
  store <4 x float> %12, ptr %5, align 16, !tbaa !33
  %13 = call i32 @__write_pipe_2(ptr %0, ptr nonnull %5, i32 16, i32 16) #9
  %14 = call i32 @__get_pipe_num_packets_ro(ptr %1, i32 4, i32 4) #9
  %15 = call i32 @__get_pipe_max_packets_wo(ptr %0, i32 16, i32 16) #9
  %16 = add i32 %15, %14
  store i32 %16, ptr %2, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #9
  br label %17

17:                                               ; preds = %8, %3
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #9
  ret void
}

; Function Attrs: norecurse nounwind uwtable
define dso_local spir_kernel void @generic_as(ptr noundef align 4 initializes((0, 4)) %0, ptr noundef writeonly align 4 captures(none) initializes((0, 4)) %1) local_unnamed_addr #2 !kernel_arg_addr_space !34 !kernel_arg_access_qual !35 !kernel_arg_type !36 !kernel_arg_base_type !36 !kernel_arg_type_qual !37 {
  store i32 1, ptr %0, align 4, !tbaa !5
  store i32 2, ptr %1, align 4, !tbaa !5
  %3 = tail call ptr @__to_global(ptr nonnull align 4 %0) #9
  %4 = icmp eq ptr %3, null
  br i1 %4, label %8, label %5

5:                                                ; preds = %2
  %6 = load i32, ptr %3, align 4, !tbaa !5
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr %3, align 4, !tbaa !5
  br label %8

8:                                                ; preds = %2, %5
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define dso_local void @__clang_ocl_kern_imp_generic_as(ptr noundef align 4 initializes((0, 4)) %0, ptr noundef writeonly align 4 captures(none) initializes((0, 4)) %1) local_unnamed_addr #3 !kernel_arg_addr_space !34 !kernel_arg_access_qual !35 !kernel_arg_type !36 !kernel_arg_base_type !36 !kernel_arg_type_qual !37 {
  store i32 1, ptr %0, align 4, !tbaa !5
  store i32 2, ptr %1, align 4, !tbaa !5
  %3 = tail call ptr @__to_global(ptr nonnull %0) #9
  %4 = icmp eq ptr %3, null
  br i1 %4, label %8, label %5

5:                                                ; preds = %2
  %6 = load i32, ptr %3, align 4, !tbaa !5
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr %3, align 4, !tbaa !5
  br label %8

8:                                                ; preds = %5, %2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #5

declare dso_local i32 @__write_pipe_2(ptr, ptr, i32, i32) local_unnamed_addr

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z25atomic_fetch_add_explicitPU9CLgenericVU7_Atomicii12memory_order12memory_scope(ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

declare dso_local ptr @__reserve_read_pipe(ptr, i32, i32, i32) local_unnamed_addr

; Function Attrs: convergent nounwind
declare dso_local zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr) local_unnamed_addr #6

declare dso_local i32 @__read_pipe_4(ptr, ptr, i32, ptr, i32, i32) local_unnamed_addr

declare dso_local void @__commit_read_pipe(ptr, ptr, i32, i32) local_unnamed_addr

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z16atomic_fetch_addPU9CLgenericVU7_Atomicii(ptr noundef, i32 noundef) local_unnamed_addr #6

declare dso_local i32 @__read_pipe_2(ptr, ptr, i32, i32) local_unnamed_addr

declare dso_local i32 @__get_pipe_num_packets_ro(ptr, i32, i32) local_unnamed_addr

declare dso_local i32 @__get_pipe_max_packets_wo(ptr, i32, i32) local_unnamed_addr

declare dso_local ptr @__to_global(ptr) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

attributes #0 = { convergent norecurse nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { norecurse nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline norecurse nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #8 = { convergent nounwind willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { convergent nounwind }

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
!9 = !{i32 1, i32 1}
!10 = !{!"none", !"write_only"}
!11 = !{!"record_t*", !"record_t"}
!12 = !{!"restrict const", !"pipe"}
!13 = !{i32 64, i32 1, i32 1}
!14 = !{!15}
!15 = distinct !{!15, !16, !"__clang_ocl_kern_imp_producer: argument 0"}
!16 = distinct !{!16, !"__clang_ocl_kern_imp_producer"}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !7, i64 0}
!19 = !{!20, !18, i64 4}
!20 = !{!"", !6, i64 0, !18, i64 4}
!21 = !{i32 1, i32 1, i32 1}
!22 = !{!"read_only", !"none", !"none"}
!23 = !{!"record_t", !"record_t*", !"atomic_int*"}
!24 = !{!"record_t", !"record_t*", !"_Atomic(int)*"}
!25 = !{!"pipe", !"restrict", !""}
!26 = !{!27}
!27 = distinct !{!27, !28, !"__clang_ocl_kern_imp_consumer: argument 0"}
!28 = distinct !{!28, !"__clang_ocl_kern_imp_consumer"}
!29 = !{!"write_only", !"read_only", !"none"}
!30 = !{!"float4", !"int", !"int*"}
!31 = !{!"float __attribute__((ext_vector_type(4)))", !"int", !"int*"}
!32 = !{!"pipe", !"pipe", !""}
!33 = !{!7, !7, i64 0}
!34 = !{i32 1, i32 3}
!35 = !{!"none", !"none"}
!36 = !{!"int*", !"int*"}
!37 = !{!"", !""}
