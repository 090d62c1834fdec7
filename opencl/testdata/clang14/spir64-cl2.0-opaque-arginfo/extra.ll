; ModuleID = 'extra.cl'
source_filename = "extra.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.particle = type { <4 x float>, <4 x float> }

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local spir_kernel void @empty() local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !4 !kernel_arg_type !4 !kernel_arg_base_type !4 !kernel_arg_type_qual !4 !kernel_arg_name !4 {
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define dso_local spir_kernel void @spelled(ptr addrspace(1) noalias nocapture noundef writeonly %0, i8 noundef zeroext %1, ptr addrspace(1) nocapture noundef readonly %2, i16 noundef zeroext %3) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 !vec_type_hint !10 !work_group_size_hint !11 {
  %5 = zext i8 %1 to i64
  %6 = load i64, ptr addrspace(1) %2, align 8, !tbaa !12
  %7 = zext i16 %3 to i64
  %8 = add nuw nsw i64 %7, %5
  %9 = add i64 %8, %6
  %10 = trunc i64 %9 to i32
  %11 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8
  %12 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %11
  store i32 %10, ptr addrspace(1) %12, align 4, !tbaa !16
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define dso_local spir_kernel void @structs(ptr addrspace(1) nocapture noundef writeonly %0, ptr nocapture noundef readonly byval(%struct.particle) align 16 %1, i32 noundef %2, ptr addrspace(2) noalias nocapture noundef readonly %3) local_unnamed_addr #1 !kernel_arg_addr_space !18 !kernel_arg_access_qual !6 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 !kernel_arg_name !21 !vec_type_hint !22 {
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8
  %6 = getelementptr inbounds %struct.particle, ptr addrspace(1) %0, i64 %5
  %7 = icmp eq i32 %2, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %4
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) noundef align 16 dereferenceable(32) %6, ptr noundef nonnull align 16 dereferenceable(32) %1, i64 32, i1 false), !tbaa.struct !23
  br label %10

9:                                                ; preds = %4
  tail call void @llvm.memcpy.p1.p2.i64(ptr addrspace(1) noundef align 16 dereferenceable(32) %6, ptr addrspace(2) noundef align 16 dereferenceable(32) %3, i64 32, i1 false), !tbaa.struct !23
  br label %10

10:                                               ; preds = %9, %8
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p1.p2.i64(ptr addrspace(1) noalias nocapture writeonly, ptr addrspace(2) noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree norecurse nounwind
define dso_local spir_kernel void @typedefs(ptr addrspace(1) nocapture noundef writeonly %0, i32 noundef %1, ptr addrspace(3) noundef %2) local_unnamed_addr #4 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !27 !kernel_arg_base_type !28 !kernel_arg_type_qual !29 !kernel_arg_name !30 !reqd_work_group_size !31 {
  store volatile i32 %1, ptr addrspace(3) %2, align 4, !tbaa !16
  %4 = load volatile i32, ptr addrspace(3) %2, align 4, !tbaa !16
  store i32 %4, ptr addrspace(1) %0, align 4, !tbaa !16
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @arrays(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) noalias nocapture noundef writeonly %2) local_unnamed_addr #5 !kernel_arg_addr_space !11 !kernel_arg_access_qual !32 !kernel_arg_type !33 !kernel_arg_base_type !33 !kernel_arg_type_qual !34 !kernel_arg_name !35 {
  %4 = tail call spir_func <4 x float> @_Z11read_imagef20ocl_image1d_array_roDv2_i(ptr addrspace(1) %0, <2 x i32> noundef zeroinitializer) #9
  %5 = extractelement <4 x float> %4, i64 0
  store float %5, ptr addrspace(1) %2, align 4, !tbaa !36
  tail call spir_func void @_Z12write_imagef20ocl_image2d_array_woDv4_iDv4_f(ptr addrspace(1) %1, <4 x i32> noundef zeroinitializer, <4 x float> noundef zeroinitializer) #10
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readonly willreturn
declare dso_local spir_func <4 x float> @_Z11read_imagef20ocl_image1d_array_roDv2_i(ptr addrspace(1), <2 x i32> noundef) local_unnamed_addr #6

; Function Attrs: convergent
declare dso_local spir_func void @_Z12write_imagef20ocl_image2d_array_woDv4_iDv4_f(ptr addrspace(1), <4 x i32> noundef, <4 x float> noundef) local_unnamed_addr #7

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #4 = { nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #5 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #6 = { convergent mustprogress nofree nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #7 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #8 = { convergent nounwind readnone willreturn }
attributes #9 = { convergent nounwind readonly willreturn }
attributes #10 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{}
!5 = !{i32 1, i32 0, i32 1, i32 0}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"uint*", !"uchar", !"ulong*", !"ushort"}
!8 = !{!"restrict", !"", !"const", !""}
!9 = !{!"a", !"b", !"c", !"d"}
!10 = !{<16 x i8> undef, i32 1}
!11 = !{i32 1, i32 1, i32 1}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C/C++ TBAA"}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !14, i64 0}
!18 = !{i32 1, i32 0, i32 0, i32 2}
!19 = !{!"struct particle*", !"struct particle", !"enum mode", !"struct particle*"}
!20 = !{!"", !"", !"", !"restrict const"}
!21 = !{!"ps", !"init", !"m", !"proto"}
!22 = !{i64 undef, i32 0}
!23 = !{i64 0, i64 16, !24, i64 16, i64 16, !24}
!24 = !{!14, !14, i64 0}
!25 = !{i32 1, i32 0, i32 3}
!26 = !{!"none", !"none", !"none"}
!27 = !{!"counter_t*", !"counter_t", !"count_t*"}
!28 = !{!"uint*", !"uint", !"uint*"}
!29 = !{!"", !"", !"volatile"}
!30 = !{!"out", !"n", !"tmp"}
!31 = !{i32 4, i32 4, i32 4}
!32 = !{!"read_only", !"write_only", !"none"}
!33 = !{!"image1d_array_t", !"image2d_array_t", !"float*"}
!34 = !{!"", !"", !"restrict"}
!35 = !{!"a", !"b", !"out"}
!36 = !{!37, !37, i64 0}
!37 = !{!"float", !14, i64 0}
