; ModuleID = 'extra.cl'
source_filename = "extra.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.particle = type { <4 x float>, <4 x float> }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local ptx_kernel void @empty() local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !8 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !8 {
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local void @__clang_ocl_kern_imp_empty() local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !8 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !8 {
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @spelled(ptr addrspace(1) noalias noundef writeonly align 4 captures(none) %0, i8 noundef zeroext %1, ptr addrspace(1) noundef readonly align 8 captures(none) %2, i16 noundef zeroext %3) local_unnamed_addr #2 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 !vec_type_hint !13 !work_group_size_hint !14 {
  tail call void @__clang_ocl_kern_imp_spelled(ptr addrspace(1) noundef align 4 %0, i8 noundef zeroext %1, ptr addrspace(1) noundef align 8 %2, i16 noundef zeroext %3) #12
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @__clang_ocl_kern_imp_spelled(ptr addrspace(1) noalias noundef writeonly align 4 captures(none) %0, i8 noundef zeroext %1, ptr addrspace(1) noundef readonly align 8 captures(none) %2, i16 noundef zeroext %3) local_unnamed_addr #3 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 !vec_type_hint !13 !work_group_size_hint !14 {
  %5 = zext i8 %1 to i64
  %6 = load i64, ptr addrspace(1) %2, align 8, !tbaa !15
  %7 = zext i16 %3 to i64
  %8 = add nuw nsw i64 %7, %5
  %9 = add i64 %8, %6
  %10 = trunc i64 %9 to i32
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #13
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  store i32 %10, ptr addrspace(1) %12, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @structs(ptr addrspace(1) noundef writeonly align 16 captures(none) %0, ptr noundef readonly byval(%struct.particle) align 16 captures(none) %1, i32 noundef %2, ptr addrspace(4) noalias noundef readonly align 16 captures(none) %3) local_unnamed_addr #2 !kernel_arg_addr_space !17 !kernel_arg_access_qual !10 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !vec_type_hint !20 {
  tail call void @__clang_ocl_kern_imp_structs(ptr addrspace(1) noundef align 16 %0, ptr noundef nonnull byval(%struct.particle) align 16 %1, i32 noundef %2, ptr addrspace(4) noundef align 16 %3) #12
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @__clang_ocl_kern_imp_structs(ptr addrspace(1) noundef writeonly align 16 captures(none) %0, ptr noundef readonly byval(%struct.particle) align 16 captures(none) %1, i32 noundef %2, ptr addrspace(4) noalias noundef readonly align 16 captures(none) %3) local_unnamed_addr #3 !kernel_arg_addr_space !17 !kernel_arg_access_qual !10 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !vec_type_hint !20 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #13
  %6 = getelementptr inbounds nuw %struct.particle, ptr addrspace(1) %0, i64 %5
  %7 = icmp eq i32 %2, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %4
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) noundef align 16 dereferenceable(32) %6, ptr noundef nonnull align 16 dereferenceable(32) %1, i64 32, i1 false), !tbaa.struct !21
  br label %10

9:                                                ; preds = %4
  tail call void @llvm.memcpy.p1.p4.i64(ptr addrspace(1) noundef align 16 dereferenceable(32) %6, ptr addrspace(4) noundef align 16 dereferenceable(32) %3, i64 32, i1 false), !tbaa.struct !21
  br label %10

10:                                               ; preds = %9, %8
  ret void
}

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @typedefs(ptr addrspace(1) noundef writeonly align 4 captures(none) initializes((0, 4)) %0, i32 noundef %1, ptr addrspace(3) noundef align 4 %2) local_unnamed_addr #4 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 !reqd_work_group_size !28 {
  tail call void @__clang_ocl_kern_imp_typedefs(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, ptr addrspace(3) noundef align 4 %2) #14
  ret void
}

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @__clang_ocl_kern_imp_typedefs(ptr addrspace(1) noundef writeonly align 4 captures(none) initializes((0, 4)) %0, i32 noundef %1, ptr addrspace(3) noundef align 4 %2) local_unnamed_addr #5 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 !reqd_work_group_size !28 {
  store volatile i32 %1, ptr addrspace(3) %2, align 4, !tbaa !4
  %4 = load volatile i32, ptr addrspace(3) %2, align 4, !tbaa !4
  store i32 %4, ptr addrspace(1) %0, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @arrays(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) noalias noundef writeonly align 4 captures(none) initializes((0, 4)) %2) local_unnamed_addr #6 !kernel_arg_addr_space !14 !kernel_arg_access_qual !29 !kernel_arg_type !30 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
  tail call void @__clang_ocl_kern_imp_arrays(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) noundef align 4 %2) #12
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local void @__clang_ocl_kern_imp_arrays(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) noalias noundef writeonly align 4 captures(none) initializes((0, 4)) %2) local_unnamed_addr #7 !kernel_arg_addr_space !14 !kernel_arg_access_qual !29 !kernel_arg_type !30 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
  %4 = tail call <4 x float> @_Z11read_imagef20ocl_image1d_array_roDv2_i(ptr addrspace(1) %0, <2 x i32> noundef zeroinitializer) #15
  %5 = extractelement <4 x float> %4, i64 0
  store float %5, ptr addrspace(1) %2, align 4, !tbaa !32
  tail call void @_Z12write_imagef20ocl_image2d_array_woDv4_iDv4_f(ptr addrspace(1) %1, <4 x i32> noundef zeroinitializer, <4 x float> noundef zeroinitializer) #12
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p1.p4.i64(ptr addrspace(1) noalias writeonly captures(none), ptr addrspace(4) noalias readonly captures(none), i64, i1 immarg) #9

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local <4 x float> @_Z11read_imagef20ocl_image1d_array_roDv2_i(ptr addrspace(1), <2 x i32> noundef) local_unnamed_addr #10

; Function Attrs: convergent nounwind
declare dso_local void @_Z12write_imagef20ocl_image2d_array_woDv4_iDv4_f(ptr addrspace(1), <4 x i32> noundef, <4 x float> noundef) local_unnamed_addr #11

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" }
attributes #2 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" }
attributes #4 = { nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" "uniform-work-group-size"="true" }
attributes #5 = { nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" }
attributes #6 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" "uniform-work-group-size"="true" }
attributes #7 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" }
attributes #8 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { convergent mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" }
attributes #11 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" }
attributes #12 = { convergent nounwind }
attributes #13 = { convergent nounwind willreturn memory(none) }
attributes #14 = { nounwind }
attributes #15 = { convergent nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
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
!13 = !{<16 x i8> poison, i32 1}
!14 = !{i32 1, i32 1, i32 1}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !6, i64 0}
!17 = !{i32 1, i32 0, i32 0, i32 2}
!18 = !{!"struct particle*", !"struct particle", !"enum mode", !"struct particle*"}
!19 = !{!"", !"", !"", !"restrict const"}
!20 = !{i64 poison, i32 0}
!21 = !{i64 0, i64 16, !22, i64 16, i64 16, !22}
!22 = !{!6, !6, i64 0}
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
!33 = !{!"float", !6, i64 0}
