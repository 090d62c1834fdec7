; ModuleID = 'extra.cl'
source_filename = "extra.cl"
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir"

%struct.particle = type { <4 x float>, <4 x float> }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local spir_kernel void @empty() local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !8 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !8 !kernel_arg_name !8 {
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local spir_func void @__clang_ocl_kern_imp_empty() local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !8 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !8 !kernel_arg_name !8 {
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local spir_kernel void @spelled(ptr addrspace(1) noalias noundef writeonly align 4 captures(none) %0, i8 noundef zeroext %1, ptr addrspace(1) noundef readonly align 8 captures(none) %2, i16 noundef zeroext %3) local_unnamed_addr #2 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 !kernel_arg_name !13 !vec_type_hint !14 !work_group_size_hint !15 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  %5 = zext i8 %1 to i64
  %6 = load i64, ptr addrspace(1) %2, align 8, !tbaa !19, !noalias !16
  %7 = zext i16 %3 to i64
  %8 = add nuw nsw i64 %7, %5
  %9 = add i64 %8, %6
  %10 = trunc i64 %9 to i32
  %11 = tail call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #14
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i32 %11
  store i32 %10, ptr addrspace(1) %12, align 4, !tbaa !4, !alias.scope !16
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_func void @__clang_ocl_kern_imp_spelled(ptr addrspace(1) noalias noundef writeonly align 4 captures(none) %0, i8 noundef zeroext %1, ptr addrspace(1) noundef readonly align 8 captures(none) %2, i16 noundef zeroext %3) local_unnamed_addr #3 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 !kernel_arg_name !13 !vec_type_hint !14 !work_group_size_hint !15 {
  %5 = zext i8 %1 to i64
  %6 = load i64, ptr addrspace(1) %2, align 8, !tbaa !19
  %7 = zext i16 %3 to i64
  %8 = add nuw nsw i64 %7, %5
  %9 = add i64 %8, %6
  %10 = trunc i64 %9 to i32
  %11 = tail call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #14
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i32 %11
  store i32 %10, ptr addrspace(1) %12, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @structs(ptr addrspace(1) noundef writeonly align 16 captures(none) %0, ptr noundef readonly byval(%struct.particle) align 16 captures(none) %1, i32 noundef %2, ptr addrspace(2) noalias noundef readonly align 16 captures(none) %3) local_unnamed_addr #4 !kernel_arg_addr_space !21 !kernel_arg_access_qual !10 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 !kernel_arg_name !24 !vec_type_hint !25 {
  %5 = tail call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #14
  %6 = getelementptr inbounds nuw %struct.particle, ptr addrspace(1) %0, i32 %5
  %7 = icmp eq i32 %2, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %4
  call void @llvm.memcpy.p1.p0.i32(ptr addrspace(1) noundef align 16 dereferenceable(32) %6, ptr noundef nonnull align 16 dereferenceable(32) %1, i32 32, i1 false)
  br label %10

9:                                                ; preds = %4
  tail call void @llvm.memcpy.p1.p2.i32(ptr addrspace(1) noundef align 16 dereferenceable(32) %6, ptr addrspace(2) noundef align 16 dereferenceable(32) %3, i32 32, i1 false), !tbaa.struct !26
  br label %10

10:                                               ; preds = %8, %9
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_func void @__clang_ocl_kern_imp_structs(ptr addrspace(1) noundef writeonly align 16 captures(none) %0, ptr noundef readonly byval(%struct.particle) align 16 captures(none) %1, i32 noundef %2, ptr addrspace(2) noalias noundef readonly align 16 captures(none) %3) local_unnamed_addr #3 !kernel_arg_addr_space !21 !kernel_arg_access_qual !10 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 !kernel_arg_name !24 !vec_type_hint !25 {
  %5 = tail call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #14
  %6 = getelementptr inbounds nuw %struct.particle, ptr addrspace(1) %0, i32 %5
  %7 = icmp eq i32 %2, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %4
  call void @llvm.memcpy.p1.p0.i32(ptr addrspace(1) noundef align 16 dereferenceable(32) %6, ptr noundef nonnull align 16 dereferenceable(32) %1, i32 32, i1 false), !tbaa.struct !26
  br label %10

9:                                                ; preds = %4
  tail call void @llvm.memcpy.p1.p2.i32(ptr addrspace(1) noundef align 16 dereferenceable(32) %6, ptr addrspace(2) noundef align 16 dereferenceable(32) %3, i32 32, i1 false), !tbaa.struct !26
  br label %10

10:                                               ; preds = %9, %8
  ret void
}

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local spir_kernel void @typedefs(ptr addrspace(1) noundef writeonly align 4 captures(none) initializes((0, 4)) %0, i32 noundef %1, ptr addrspace(3) noundef align 4 %2) local_unnamed_addr #5 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !30 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 !kernel_arg_name !33 !reqd_work_group_size !34 {
  store volatile i32 %1, ptr addrspace(3) %2, align 4, !tbaa !4
  %4 = load volatile i32, ptr addrspace(3) %2, align 4, !tbaa !4
  store i32 %4, ptr addrspace(1) %0, align 4, !tbaa !4
  ret void
}

; Function Attrs: alwaysinline nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local spir_func void @__clang_ocl_kern_imp_typedefs(ptr addrspace(1) noundef writeonly align 4 captures(none) initializes((0, 4)) %0, i32 noundef %1, ptr addrspace(3) noundef align 4 %2) local_unnamed_addr #6 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !30 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 !kernel_arg_name !33 !reqd_work_group_size !34 {
  store volatile i32 %1, ptr addrspace(3) %2, align 4, !tbaa !4
  %4 = load volatile i32, ptr addrspace(3) %2, align 4, !tbaa !4
  store i32 %4, ptr addrspace(1) %0, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @arrays(target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0) %0, target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 1) %1, ptr addrspace(1) noalias noundef writeonly align 4 captures(none) initializes((0, 4)) %2) local_unnamed_addr #7 !kernel_arg_addr_space !15 !kernel_arg_access_qual !35 !kernel_arg_type !36 !kernel_arg_base_type !36 !kernel_arg_type_qual !37 !kernel_arg_name !38 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !39)
  %4 = tail call spir_func <4 x float> @_Z11read_imagef20ocl_image1d_array_roDv2_i(target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0) %0, <2 x i32> noundef zeroinitializer) #15, !noalias !39
  %5 = extractelement <4 x float> %4, i64 0
  store float %5, ptr addrspace(1) %2, align 4, !tbaa !42, !alias.scope !39
  tail call spir_func void @_Z12write_imagef20ocl_image2d_array_woDv4_iDv4_f(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 1) %1, <4 x i32> noundef zeroinitializer, <4 x float> noundef zeroinitializer) #16, !noalias !39
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_arrays(target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0) %0, target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 1) %1, ptr addrspace(1) noalias noundef writeonly align 4 captures(none) initializes((0, 4)) %2) local_unnamed_addr #8 !kernel_arg_addr_space !15 !kernel_arg_access_qual !35 !kernel_arg_type !36 !kernel_arg_base_type !36 !kernel_arg_type_qual !37 !kernel_arg_name !38 {
  %4 = tail call spir_func <4 x float> @_Z11read_imagef20ocl_image1d_array_roDv2_i(target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0) %0, <2 x i32> noundef zeroinitializer) #15
  %5 = extractelement <4 x float> %4, i64 0
  store float %5, ptr addrspace(1) %2, align 4, !tbaa !42
  tail call spir_func void @_Z12write_imagef20ocl_image2d_array_woDv4_iDv4_f(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 1) %1, <4 x i32> noundef zeroinitializer, <4 x float> noundef zeroinitializer) #16
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p1.p0.i32(ptr addrspace(1) noalias writeonly captures(none), ptr noalias readonly captures(none), i32, i1 immarg) #10

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p1.p2.i32(ptr addrspace(1) noalias writeonly captures(none), ptr addrspace(2) noalias readonly captures(none), i32, i1 immarg) #10

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local spir_func <4 x float> @_Z11read_imagef20ocl_image1d_array_roDv2_i(target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0), <2 x i32> noundef) local_unnamed_addr #11

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z12write_imagef20ocl_image2d_array_woDv4_iDv4_f(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 1), <4 x i32> noundef, <4 x float> noundef) local_unnamed_addr #12

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #13

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #3 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #4 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #5 = { nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #6 = { alwaysinline nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #7 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #8 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #9 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { convergent mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #12 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #13 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #14 = { convergent nounwind willreturn memory(none) }
attributes #15 = { convergent nounwind willreturn memory(read) }
attributes #16 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 1, i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{}
!9 = !{i32 1, i32 0, i32 1, i32 0}
!10 = !{!"none", !"none", !"none", !"none"}
!11 = !{!"uint*", !"uchar", !"ulong*", !"ushort"}
!12 = !{!"restrict", !"", !"const", !""}
!13 = !{!"a", !"b", !"c", !"d"}
!14 = !{<16 x i8> poison, i32 1}
!15 = !{i32 1, i32 1, i32 1}
!16 = !{!17}
!17 = distinct !{!17, !18, !"__clang_ocl_kern_imp_spelled: argument 0"}
!18 = distinct !{!18, !"__clang_ocl_kern_imp_spelled"}
!19 = !{!20, !20, i64 0}
!20 = !{!"long", !6, i64 0}
!21 = !{i32 1, i32 0, i32 0, i32 2}
!22 = !{!"struct particle*", !"struct particle", !"enum mode", !"struct particle*"}
!23 = !{!"", !"", !"", !"restrict const"}
!24 = !{!"ps", !"init", !"m", !"proto"}
!25 = !{i64 poison, i32 0}
!26 = !{i64 0, i64 16, !27, i64 16, i64 16, !27}
!27 = !{!6, !6, i64 0}
!28 = !{i32 1, i32 0, i32 3}
!29 = !{!"none", !"none", !"none"}
!30 = !{!"counter_t*", !"counter_t", !"count_t*"}
!31 = !{!"uint*", !"uint", !"uint*"}
!32 = !{!"", !"", !"volatile"}
!33 = !{!"out", !"n", !"tmp"}
!34 = !{i32 4, i32 4, i32 4}
!35 = !{!"read_only", !"write_only", !"none"}
!36 = !{!"image1d_array_t", !"image2d_array_t", !"float*"}
!37 = !{!"", !"", !"restrict"}
!38 = !{!"a", !"b", !"out"}
!39 = !{!40}
!40 = distinct !{!40, !41, !"__clang_ocl_kern_imp_arrays: argument 0"}
!41 = distinct !{!41, !"__clang_ocl_kern_imp_arrays"}
!42 = !{!43, !43, i64 0}
!43 = !{!"float", !6, i64 0}
