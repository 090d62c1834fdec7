; ModuleID = 'extra.cl'
source_filename = "extra.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spirv64"

%struct.particle = type { <4 x float>, <4 x float> }
%opencl.image1d_array_ro_t = type opaque
%opencl.image2d_array_wo_t = type opaque

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define spir_kernel void @empty() local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !4 !kernel_arg_type !4 !kernel_arg_base_type !4 !kernel_arg_type_qual !4 {
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define spir_kernel void @spelled(i32 addrspace(1)* noalias nocapture noundef writeonly %0, i8 noundef zeroext %1, i64 addrspace(1)* nocapture noundef readonly %2, i16 noundef zeroext %3) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !vec_type_hint !9 !work_group_size_hint !10 {
  %5 = zext i8 %1 to i64
  %6 = load i64, i64 addrspace(1)* %2, align 8, !tbaa !11
  %7 = zext i16 %3 to i64
  %8 = add nuw nsw i64 %7, %5
  %9 = add i64 %8, %6
  %10 = trunc i64 %9 to i32
  %11 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8
  %12 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %11
  store i32 %10, i32 addrspace(1)* %12, align 4, !tbaa !15
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define spir_kernel void @structs(%struct.particle addrspace(1)* nocapture noundef writeonly %0, %struct.particle* nocapture noundef readonly byval(%struct.particle) align 16 %1, i32 noundef %2, %struct.particle addrspace(2)* noalias nocapture noundef readonly %3) local_unnamed_addr #1 !kernel_arg_addr_space !17 !kernel_arg_access_qual !6 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !vec_type_hint !20 {
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8
  %6 = getelementptr inbounds %struct.particle, %struct.particle addrspace(1)* %0, i64 %5
  %7 = icmp eq i32 %2, 0
  %8 = bitcast %struct.particle addrspace(1)* %6 to i8 addrspace(1)*
  br i1 %7, label %9, label %11

9:                                                ; preds = %4
  %10 = bitcast %struct.particle* %1 to i8*
  call void @llvm.memcpy.p1i8.p0i8.i64(i8 addrspace(1)* noundef align 16 dereferenceable(32) %8, i8* noundef nonnull align 16 dereferenceable(32) %10, i64 32, i1 false), !tbaa.struct !21
  br label %13

11:                                               ; preds = %4
  %12 = bitcast %struct.particle addrspace(2)* %3 to i8 addrspace(2)*
  tail call void @llvm.memcpy.p1i8.p2i8.i64(i8 addrspace(1)* noundef align 16 dereferenceable(32) %8, i8 addrspace(2)* noundef align 16 dereferenceable(32) %12, i64 32, i1 false), !tbaa.struct !21
  br label %13

13:                                               ; preds = %11, %9
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p1i8.p0i8.i64(i8 addrspace(1)* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p1i8.p2i8.i64(i8 addrspace(1)* noalias nocapture writeonly, i8 addrspace(2)* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree norecurse nounwind
define spir_kernel void @typedefs(i32 addrspace(1)* nocapture noundef writeonly %0, i32 noundef %1, i32 addrspace(3)* noundef %2) local_unnamed_addr #4 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 !reqd_work_group_size !28 {
  store volatile i32 %1, i32 addrspace(3)* %2, align 4, !tbaa !15
  %4 = load volatile i32, i32 addrspace(3)* %2, align 4, !tbaa !15
  store i32 %4, i32 addrspace(1)* %0, align 4, !tbaa !15
  ret void
}

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @arrays(%opencl.image1d_array_ro_t addrspace(1)* %0, %opencl.image2d_array_wo_t addrspace(1)* %1, float addrspace(1)* noalias nocapture noundef writeonly %2) local_unnamed_addr #5 !kernel_arg_addr_space !10 !kernel_arg_access_qual !29 !kernel_arg_type !30 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
  %4 = tail call spir_func <4 x float> @_Z11read_imagef20ocl_image1d_array_roDv2_i(%opencl.image1d_array_ro_t addrspace(1)* %0, <2 x i32> noundef zeroinitializer) #9
  %5 = extractelement <4 x float> %4, i64 0
  store float %5, float addrspace(1)* %2, align 4, !tbaa !32
  tail call spir_func void @_Z12write_imagef20ocl_image2d_array_woDv4_iDv4_f(%opencl.image2d_array_wo_t addrspace(1)* %1, <4 x i32> noundef zeroinitializer, <4 x float> noundef zeroinitializer) #10
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readonly willreturn
declare spir_func <4 x float> @_Z11read_imagef20ocl_image1d_array_roDv2_i(%opencl.image1d_array_ro_t addrspace(1)*, <2 x i32> noundef) local_unnamed_addr #6

; Function Attrs: convergent
declare spir_func void @_Z12write_imagef20ocl_image2d_array_woDv4_iDv4_f(%opencl.image2d_array_wo_t addrspace(1)*, <4 x i32> noundef, <4 x float> noundef) local_unnamed_addr #7

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
!9 = !{<16 x i8> undef, i32 1}
!10 = !{i32 1, i32 1, i32 1}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !13, i64 0}
!17 = !{i32 1, i32 0, i32 0, i32 2}
!18 = !{!"struct particle*", !"struct particle", !"enum mode", !"struct particle*"}
!19 = !{!"", !"", !"", !"restrict const"}
!20 = !{i64 undef, i32 0}
!21 = !{i64 0, i64 16, !22, i64 16, i64 16, !22}
!22 = !{!13, !13, i64 0}
!23 = !{i32 1, i32 0, i32 3}
!24 = !{!"none", !"none", !"none"}
!25 = !{!"counter_t*", !"counter_t", !"count_t*"}
!26 = !{!"uint*", !"uint", !"uint*"}
!27 = !{!"", !"", !"volatile"}
!28 = !{i32 4, i32 4, i32 4}
!29 = !{!"read_only", !"write_only", !"none"}
!30 = !{!"image1d_array_t", !"image2d_array_t", !"float*"}
!31 = !{!"", !"", !"restrict"}
!32 = !{!33, !33, i64 0}
!33 = !{!"float", !13, i64 0}
