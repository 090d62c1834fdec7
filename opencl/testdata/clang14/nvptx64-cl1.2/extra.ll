; ModuleID = 'extra.cl'
source_filename = "extra.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.particle = type { <4 x float>, <4 x float> }
%opencl.image1d_array_ro_t = type opaque
%opencl.image2d_array_wo_t = type opaque

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define dso_local spir_kernel void @empty() local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !9 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !9 {
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn
define dso_local spir_kernel void @spelled(i32 addrspace(1)* noalias nocapture noundef writeonly %0, i8 noundef zeroext %1, i64 addrspace(1)* nocapture noundef readonly %2, i16 noundef zeroext %3) local_unnamed_addr #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 !vec_type_hint !14 !work_group_size_hint !15 {
  %5 = zext i8 %1 to i64
  %6 = load i64, i64 addrspace(1)* %2, align 8, !tbaa !16
  %7 = zext i16 %3 to i64
  %8 = add nuw nsw i64 %7, %5
  %9 = add i64 %8, %6
  %10 = trunc i64 %9 to i32
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %12 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %11
  store i32 %10, i32 addrspace(1)* %12, align 4, !tbaa !20
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn
define dso_local spir_kernel void @structs(%struct.particle addrspace(1)* nocapture noundef writeonly %0, %struct.particle* nocapture noundef readonly byval(%struct.particle) align 16 %1, i32 noundef %2, %struct.particle addrspace(4)* noalias nocapture noundef readonly %3) local_unnamed_addr #1 !kernel_arg_addr_space !22 !kernel_arg_access_qual !11 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 !vec_type_hint !25 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %6 = getelementptr inbounds %struct.particle, %struct.particle addrspace(1)* %0, i64 %5
  %7 = icmp eq i32 %2, 0
  %8 = bitcast %struct.particle addrspace(1)* %6 to i8 addrspace(1)*
  br i1 %7, label %9, label %11

9:                                                ; preds = %4
  %10 = bitcast %struct.particle* %1 to i8*
  call void @llvm.memcpy.p1i8.p0i8.i64(i8 addrspace(1)* noundef align 16 dereferenceable(32) %8, i8* noundef nonnull align 16 dereferenceable(32) %10, i64 32, i1 false), !tbaa.struct !26
  br label %13

11:                                               ; preds = %4
  %12 = bitcast %struct.particle addrspace(4)* %3 to i8 addrspace(4)*
  tail call void @llvm.memcpy.p1i8.p4i8.i64(i8 addrspace(1)* noundef align 16 dereferenceable(32) %8, i8 addrspace(4)* noundef align 16 dereferenceable(32) %12, i64 32, i1 false), !tbaa.struct !26
  br label %13

13:                                               ; preds = %11, %9
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p1i8.p0i8.i64(i8 addrspace(1)* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p1i8.p4i8.i64(i8 addrspace(1)* noalias nocapture writeonly, i8 addrspace(4)* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree noinline norecurse nounwind
define dso_local spir_kernel void @typedefs(i32 addrspace(1)* nocapture noundef writeonly %0, i32 noundef %1, i32 addrspace(3)* noundef %2) local_unnamed_addr #4 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !30 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 !reqd_work_group_size !33 {
  store volatile i32 %1, i32 addrspace(3)* %2, align 4, !tbaa !20
  %4 = load volatile i32, i32 addrspace(3)* %2, align 4, !tbaa !20
  store i32 %4, i32 addrspace(1)* %0, align 4, !tbaa !20
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @arrays(%opencl.image1d_array_ro_t addrspace(1)* %0, %opencl.image2d_array_wo_t addrspace(1)* %1, float addrspace(1)* noalias nocapture noundef writeonly %2) local_unnamed_addr #5 !kernel_arg_addr_space !15 !kernel_arg_access_qual !34 !kernel_arg_type !35 !kernel_arg_base_type !35 !kernel_arg_type_qual !36 {
  %4 = tail call <4 x float> @_Z11read_imagef20ocl_image1d_array_roDv2_i(%opencl.image1d_array_ro_t addrspace(1)* %0, <2 x i32> noundef zeroinitializer) #9
  %5 = extractelement <4 x float> %4, i64 0
  store float %5, float addrspace(1)* %2, align 4, !tbaa !37
  tail call void @_Z12write_imagef20ocl_image2d_array_woDv4_iDv4_f(%opencl.image2d_array_wo_t addrspace(1)* %1, <4 x i32> noundef zeroinitializer, <4 x float> noundef zeroinitializer) #10
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readonly willreturn
declare dso_local <4 x float> @_Z11read_imagef20ocl_image1d_array_roDv2_i(%opencl.image1d_array_ro_t addrspace(1)*, <2 x i32> noundef) local_unnamed_addr #6

; Function Attrs: convergent
declare dso_local void @_Z12write_imagef20ocl_image2d_array_woDv4_iDv4_f(%opencl.image2d_array_wo_t addrspace(1)*, <4 x i32> noundef, <4 x float> noundef) local_unnamed_addr #7

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree noinline norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #4 = { nofree noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="true" }
attributes #5 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="true" }
attributes #6 = { convergent mustprogress nofree nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #7 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #8 = { convergent nounwind readnone willreturn }
attributes #9 = { convergent nounwind readonly willreturn }
attributes #10 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4}
!llvm.module.flags = !{!5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8}

!0 = !{void ()* @empty, !"kernel", i32 1}
!1 = !{void (i32 addrspace(1)*, i8, i64 addrspace(1)*, i16)* @spelled, !"kernel", i32 1}
!2 = !{void (%struct.particle addrspace(1)*, %struct.particle*, i32, %struct.particle addrspace(4)*)* @structs, !"kernel", i32 1}
!3 = !{void (i32 addrspace(1)*, i32, i32 addrspace(3)*)* @typedefs, !"kernel", i32 1}
!4 = !{void (%opencl.image1d_array_ro_t addrspace(1)*, %opencl.image2d_array_wo_t addrspace(1)*, float addrspace(1)*)* @arrays, !"kernel", i32 1}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{i32 1, i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{}
!10 = !{i32 1, i32 0, i32 1, i32 0}
!11 = !{!"none", !"none", !"none", !"none"}
!12 = !{!"uint*", !"uchar", !"ulong*", !"ushort"}
!13 = !{!"restrict", !"", !"const", !""}
!14 = !{<16 x i8> undef, i32 1}
!15 = !{i32 1, i32 1, i32 1}
!16 = !{!17, !17, i64 0}
!17 = !{!"long", !18, i64 0}
!18 = !{!"omnipotent char", !19, i64 0}
!19 = !{!"Simple C/C++ TBAA"}
!20 = !{!21, !21, i64 0}
!21 = !{!"int", !18, i64 0}
!22 = !{i32 1, i32 0, i32 0, i32 2}
!23 = !{!"struct particle*", !"struct particle", !"enum mode", !"struct particle*"}
!24 = !{!"", !"", !"", !"restrict const"}
!25 = !{i64 undef, i32 0}
!26 = !{i64 0, i64 16, !27, i64 16, i64 16, !27}
!27 = !{!18, !18, i64 0}
!28 = !{i32 1, i32 0, i32 3}
!29 = !{!"none", !"none", !"none"}
!30 = !{!"counter_t*", !"counter_t", !"count_t*"}
!31 = !{!"uint*", !"uint", !"uint*"}
!32 = !{!"", !"", !"volatile"}
!33 = !{i32 4, i32 4, i32 4}
!34 = !{!"read_only", !"write_only", !"none"}
!35 = !{!"image1d_array_t", !"image2d_array_t", !"float*"}
!36 = !{!"", !"", !"restrict"}
!37 = !{!38, !38, i64 0}
!38 = !{!"float", !18, i64 0}
