; ModuleID = '/work/wt-clang22/loops/testdata/clang22/distribute.O0.ll'
source_filename = "loops/src/distribute.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @distribute_enable(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = icmp sgt i32 %5, 1
  br i1 %7, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %6
  %8 = add nsw i32 %5, -1
  %wide.trip.count = zext nneg i32 %8 to i64
  %.pre = load i32, ptr %0, align 4
  %xtraiter = and i64 %wide.trip.count, 1
  %9 = icmp eq i32 %8, 1
  br i1 %9, label %.lr.ph.epil.preheader, label %.lr.ph.preheader.new

.lr.ph.preheader.new:                             ; preds = %.lr.ph.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483646
  br label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph, %.lr.ph.preheader.new
  %10 = phi i32 [ %.pre, %.lr.ph.preheader.new ], [ %23, %.lr.ph ]
  %indvars.iv = phi i64 [ 0, %.lr.ph.preheader.new ], [ %indvars.iv.next.1, %.lr.ph ]
  %niter = phi i64 [ 0, %.lr.ph.preheader.new ], [ %niter.next.1, %.lr.ph ]
  %11 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv
  %12 = load i32, ptr %11, align 4
  %13 = add nsw i32 %12, %10
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %14 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv.next
  store i32 %13, ptr %14, align 4
  %15 = getelementptr inbounds nuw i32, ptr %2, i64 %indvars.iv
  %16 = load i32, ptr %15, align 4
  %17 = getelementptr inbounds nuw i32, ptr %4, i64 %indvars.iv
  %18 = load i32, ptr %17, align 4
  %19 = mul nsw i32 %18, %16
  %20 = getelementptr inbounds nuw i32, ptr %3, i64 %indvars.iv
  store i32 %19, ptr %20, align 4
  %21 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv.next
  %22 = load i32, ptr %21, align 4
  %23 = add nsw i32 %22, %13
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %24 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv.next.1
  store i32 %23, ptr %24, align 4
  %25 = getelementptr inbounds nuw i32, ptr %2, i64 %indvars.iv.next
  %26 = load i32, ptr %25, align 4
  %27 = getelementptr inbounds nuw i32, ptr %4, i64 %indvars.iv.next
  %28 = load i32, ptr %27, align 4
  %29 = mul nsw i32 %28, %26
  %30 = getelementptr inbounds nuw i32, ptr %3, i64 %indvars.iv.next
  store i32 %29, ptr %30, align 4
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %._crit_edge.loopexit.unr-lcssa, label %.lr.ph, !llvm.loop !6

._crit_edge.loopexit.unr-lcssa:                   ; preds = %.lr.ph
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %._crit_edge, label %.lr.ph.epil.preheader

.lr.ph.epil.preheader:                            ; preds = %._crit_edge.loopexit.unr-lcssa, %.lr.ph.preheader
  %.epil.init = phi i32 [ %.pre, %.lr.ph.preheader ], [ %23, %._crit_edge.loopexit.unr-lcssa ]
  %indvars.iv.epil.init = phi i64 [ 0, %.lr.ph.preheader ], [ %indvars.iv.next.1, %._crit_edge.loopexit.unr-lcssa ]
  %lcmp.mod16 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod16)
  %31 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv.epil.init
  %32 = load i32, ptr %31, align 4
  %33 = add nsw i32 %32, %.epil.init
  %34 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv.epil.init
  %35 = getelementptr inbounds nuw i8, ptr %34, i64 4
  store i32 %33, ptr %35, align 4
  %36 = getelementptr inbounds nuw i32, ptr %2, i64 %indvars.iv.epil.init
  %37 = load i32, ptr %36, align 4
  %38 = getelementptr inbounds nuw i32, ptr %4, i64 %indvars.iv.epil.init
  %39 = load i32, ptr %38, align 4
  %40 = mul nsw i32 %39, %37
  %41 = getelementptr inbounds nuw i32, ptr %3, i64 %indvars.iv.epil.init
  store i32 %40, ptr %41, align 4
  br label %._crit_edge

._crit_edge:                                      ; preds = %.lr.ph.epil.preheader, %._crit_edge.loopexit.unr-lcssa, %6
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @distribute_and_vectorize(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = icmp sgt i32 %5, 1
  br i1 %7, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %6
  %8 = add nsw i32 %5, -1
  %wide.trip.count = zext nneg i32 %8 to i64
  %.pre = load i32, ptr %0, align 4
  %xtraiter = and i64 %wide.trip.count, 1
  %9 = icmp eq i32 %8, 1
  br i1 %9, label %.lr.ph.epil.preheader, label %.lr.ph.preheader.new

.lr.ph.preheader.new:                             ; preds = %.lr.ph.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483646
  br label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph, %.lr.ph.preheader.new
  %10 = phi i32 [ %.pre, %.lr.ph.preheader.new ], [ %23, %.lr.ph ]
  %indvars.iv = phi i64 [ 0, %.lr.ph.preheader.new ], [ %indvars.iv.next.1, %.lr.ph ]
  %niter = phi i64 [ 0, %.lr.ph.preheader.new ], [ %niter.next.1, %.lr.ph ]
  %11 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv
  %12 = load i32, ptr %11, align 4
  %13 = add nsw i32 %12, %10
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %14 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv.next
  store i32 %13, ptr %14, align 4
  %15 = getelementptr inbounds nuw i32, ptr %2, i64 %indvars.iv
  %16 = load i32, ptr %15, align 4
  %17 = getelementptr inbounds nuw i32, ptr %4, i64 %indvars.iv
  %18 = load i32, ptr %17, align 4
  %19 = mul nsw i32 %18, %16
  %20 = getelementptr inbounds nuw i32, ptr %3, i64 %indvars.iv
  store i32 %19, ptr %20, align 4
  %21 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv.next
  %22 = load i32, ptr %21, align 4
  %23 = add nsw i32 %22, %13
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %24 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv.next.1
  store i32 %23, ptr %24, align 4
  %25 = getelementptr inbounds nuw i32, ptr %2, i64 %indvars.iv.next
  %26 = load i32, ptr %25, align 4
  %27 = getelementptr inbounds nuw i32, ptr %4, i64 %indvars.iv.next
  %28 = load i32, ptr %27, align 4
  %29 = mul nsw i32 %28, %26
  %30 = getelementptr inbounds nuw i32, ptr %3, i64 %indvars.iv.next
  store i32 %29, ptr %30, align 4
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %._crit_edge.loopexit.unr-lcssa, label %.lr.ph, !llvm.loop !9

._crit_edge.loopexit.unr-lcssa:                   ; preds = %.lr.ph
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %._crit_edge, label %.lr.ph.epil.preheader

.lr.ph.epil.preheader:                            ; preds = %._crit_edge.loopexit.unr-lcssa, %.lr.ph.preheader
  %.epil.init = phi i32 [ %.pre, %.lr.ph.preheader ], [ %23, %._crit_edge.loopexit.unr-lcssa ]
  %indvars.iv.epil.init = phi i64 [ 0, %.lr.ph.preheader ], [ %indvars.iv.next.1, %._crit_edge.loopexit.unr-lcssa ]
  %lcmp.mod16 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod16)
  %31 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv.epil.init
  %32 = load i32, ptr %31, align 4
  %33 = add nsw i32 %32, %.epil.init
  %34 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv.epil.init
  %35 = getelementptr inbounds nuw i8, ptr %34, i64 4
  store i32 %33, ptr %35, align 4
  %36 = getelementptr inbounds nuw i32, ptr %2, i64 %indvars.iv.epil.init
  %37 = load i32, ptr %36, align 4
  %38 = getelementptr inbounds nuw i32, ptr %4, i64 %indvars.iv.epil.init
  %39 = load i32, ptr %38, align 4
  %40 = mul nsw i32 %39, %37
  %41 = getelementptr inbounds nuw i32, ptr %3, i64 %indvars.iv.epil.init
  store i32 %40, ptr %41, align 4
  br label %._crit_edge

._crit_edge:                                      ; preds = %.lr.ph.epil.preheader, %._crit_edge.loopexit.unr-lcssa, %6
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @distribute_disable(ptr noundef captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %3
  %wide.trip.count = zext nneg i32 %2 to i64
  %min.iters.check = icmp ult i32 %2, 8
  br i1 %min.iters.check, label %.lr.ph.preheader16, label %vector.memcheck

vector.memcheck:                                  ; preds = %.lr.ph.preheader
  %5 = shl nuw nsw i64 %wide.trip.count, 2
  %scevgep = getelementptr i8, ptr %0, i64 %5
  %scevgep12 = getelementptr i8, ptr %1, i64 %5
  %bound0 = icmp ult ptr %0, %scevgep12
  %bound1 = icmp ult ptr %1, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %.lr.ph.preheader16, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %wide.trip.count, 2147483640
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %6 = getelementptr inbounds nuw i32, ptr %0, i64 %index
  %7 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %wide.load = load <4 x i32>, ptr %6, align 4, !alias.scope !12, !noalias !15
  %wide.load13 = load <4 x i32>, ptr %7, align 4, !alias.scope !12, !noalias !15
  %8 = add nsw <4 x i32> %wide.load, splat (i32 1)
  %9 = add nsw <4 x i32> %wide.load13, splat (i32 1)
  store <4 x i32> %8, ptr %6, align 4, !alias.scope !12, !noalias !15
  store <4 x i32> %9, ptr %7, align 4, !alias.scope !12, !noalias !15
  %10 = getelementptr inbounds nuw i32, ptr %1, i64 %index
  %11 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %wide.load14 = load <4 x i32>, ptr %10, align 4, !alias.scope !15
  %wide.load15 = load <4 x i32>, ptr %11, align 4, !alias.scope !15
  %12 = shl nsw <4 x i32> %wide.load14, splat (i32 1)
  %13 = shl nsw <4 x i32> %wide.load15, splat (i32 1)
  store <4 x i32> %12, ptr %10, align 4, !alias.scope !15
  store <4 x i32> %13, ptr %11, align 4, !alias.scope !15
  %index.next = add nuw i64 %index, 8
  %14 = icmp eq i64 %index.next, %n.vec
  br i1 %14, label %middle.block, label %vector.body, !llvm.loop !17

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %._crit_edge, label %.lr.ph.preheader16

.lr.ph.preheader16:                               ; preds = %vector.memcheck, %.lr.ph.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %.lr.ph.preheader ], [ %n.vec, %middle.block ]
  %xtraiter = and i64 %wide.trip.count, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %.lr.ph.prol.loopexit, label %.lr.ph.prol

.lr.ph.prol:                                      ; preds = %.lr.ph.preheader16
  %15 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv.ph
  %16 = load i32, ptr %15, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %15, align 4
  %18 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv.ph
  %19 = load i32, ptr %18, align 4
  %20 = shl nsw i32 %19, 1
  store i32 %20, ptr %18, align 4
  %indvars.iv.next.prol = or disjoint i64 %indvars.iv.ph, 1
  br label %.lr.ph.prol.loopexit

.lr.ph.prol.loopexit:                             ; preds = %.lr.ph.prol, %.lr.ph.preheader16
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %.lr.ph.preheader16 ], [ %indvars.iv.next.prol, %.lr.ph.prol ]
  %21 = add nsw i64 %wide.trip.count, -1
  %22 = icmp eq i64 %indvars.iv.ph, %21
  br i1 %22, label %._crit_edge, label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph.prol.loopexit, %.lr.ph
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %.lr.ph ], [ %indvars.iv.unr, %.lr.ph.prol.loopexit ]
  %23 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv
  %24 = load i32, ptr %23, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %23, align 4
  %26 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv
  %27 = load i32, ptr %26, align 4
  %28 = shl nsw i32 %27, 1
  store i32 %28, ptr %26, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %29 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv.next
  %30 = load i32, ptr %29, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %29, align 4
  %32 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv.next
  %33 = load i32, ptr %32, align 4
  %34 = shl nsw i32 %33, 1
  store i32 %34, ptr %32, align 4
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %._crit_edge, label %.lr.ph, !llvm.loop !21

._crit_edge:                                      ; preds = %.lr.ph.prol.loopexit, %.lr.ph, %middle.block, %3
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @distribute_impossible(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %2
  %wide.trip.count = zext nneg i32 %1 to i64
  br label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph.preheader, %.lr.ph
  %indvars.iv = phi i64 [ 0, %.lr.ph.preheader ], [ %indvars.iv.next, %.lr.ph ]
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv
  %5 = load i32, ptr %4, align 4
  tail call void @use(i32 noundef %5) #4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %._crit_edge, label %.lr.ph, !llvm.loop !22

._crit_edge:                                      ; preds = %.lr.ph, %2
  ret void
}

declare void @use(i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = distinct !{!6, !7, !8}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"llvm.loop.distribute.enable", i1 true}
!9 = distinct !{!9, !7, !8, !10}
!10 = !{!"llvm.loop.distribute.followup_all", !7, !11}
!11 = !{!"llvm.loop.vectorize.enable", i1 true}
!12 = !{!13}
!13 = distinct !{!13, !14}
!14 = distinct !{!14, !"LVerDomain"}
!15 = !{!16}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !7, !18, !19, !20}
!18 = !{!"llvm.loop.distribute.enable", i1 false}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !7, !18, !19}
!22 = distinct !{!22, !7, !8}
