; ModuleID = '/work/wt-clang22/loops/testdata/clang22/unroll.O0.ll'
source_filename = "loops/src/unroll.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @unroll_count4(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %3
  %wide.trip.count = zext nneg i32 %2 to i64
  %min.iters.check = icmp ult i32 %2, 8
  br i1 %min.iters.check, label %.lr.ph.preheader11, label %vector.ph

vector.ph:                                        ; preds = %.lr.ph.preheader
  %n.vec = and i64 %wide.trip.count, 2147483640
  %5 = add nsw i64 %wide.trip.count, -8
  %6 = lshr i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %xtraiter = and i64 %7, 3
  %8 = icmp ult i64 %5, 24
  br i1 %8, label %vector.body.epil.preheader, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %7, 4611686018427387900
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.3, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.3, %vector.body ]
  %9 = getelementptr inbounds nuw float, ptr %1, i64 %index
  %10 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %wide.load = load <4 x float>, ptr %9, align 4
  %wide.load8 = load <4 x float>, ptr %10, align 4
  %11 = getelementptr inbounds nuw float, ptr %0, i64 %index
  %12 = getelementptr inbounds nuw i8, ptr %11, i64 16
  %wide.load9 = load <4 x float>, ptr %11, align 4
  %wide.load10 = load <4 x float>, ptr %12, align 4
  %13 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load, <4 x float> splat (float 2.000000e+00), <4 x float> %wide.load9)
  %14 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load8, <4 x float> splat (float 2.000000e+00), <4 x float> %wide.load10)
  store <4 x float> %13, ptr %11, align 4
  store <4 x float> %14, ptr %12, align 4
  %index.next = or disjoint i64 %index, 8
  %15 = getelementptr inbounds nuw float, ptr %1, i64 %index.next
  %16 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %wide.load.1 = load <4 x float>, ptr %15, align 4
  %wide.load8.1 = load <4 x float>, ptr %16, align 4
  %17 = getelementptr inbounds nuw float, ptr %0, i64 %index.next
  %18 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %wide.load9.1 = load <4 x float>, ptr %17, align 4
  %wide.load10.1 = load <4 x float>, ptr %18, align 4
  %19 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load.1, <4 x float> splat (float 2.000000e+00), <4 x float> %wide.load9.1)
  %20 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load8.1, <4 x float> splat (float 2.000000e+00), <4 x float> %wide.load10.1)
  store <4 x float> %19, ptr %17, align 4
  store <4 x float> %20, ptr %18, align 4
  %index.next.1 = or disjoint i64 %index, 16
  %21 = getelementptr inbounds nuw float, ptr %1, i64 %index.next.1
  %22 = getelementptr inbounds nuw i8, ptr %21, i64 16
  %wide.load.2 = load <4 x float>, ptr %21, align 4
  %wide.load8.2 = load <4 x float>, ptr %22, align 4
  %23 = getelementptr inbounds nuw float, ptr %0, i64 %index.next.1
  %24 = getelementptr inbounds nuw i8, ptr %23, i64 16
  %wide.load9.2 = load <4 x float>, ptr %23, align 4
  %wide.load10.2 = load <4 x float>, ptr %24, align 4
  %25 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load.2, <4 x float> splat (float 2.000000e+00), <4 x float> %wide.load9.2)
  %26 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load8.2, <4 x float> splat (float 2.000000e+00), <4 x float> %wide.load10.2)
  store <4 x float> %25, ptr %23, align 4
  store <4 x float> %26, ptr %24, align 4
  %index.next.2 = or disjoint i64 %index, 24
  %27 = getelementptr inbounds nuw float, ptr %1, i64 %index.next.2
  %28 = getelementptr inbounds nuw i8, ptr %27, i64 16
  %wide.load.3 = load <4 x float>, ptr %27, align 4
  %wide.load8.3 = load <4 x float>, ptr %28, align 4
  %29 = getelementptr inbounds nuw float, ptr %0, i64 %index.next.2
  %30 = getelementptr inbounds nuw i8, ptr %29, i64 16
  %wide.load9.3 = load <4 x float>, ptr %29, align 4
  %wide.load10.3 = load <4 x float>, ptr %30, align 4
  %31 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load.3, <4 x float> splat (float 2.000000e+00), <4 x float> %wide.load9.3)
  %32 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load8.3, <4 x float> splat (float 2.000000e+00), <4 x float> %wide.load10.3)
  store <4 x float> %31, ptr %29, align 4
  store <4 x float> %32, ptr %30, align 4
  %index.next.3 = add nuw i64 %index, 32
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !6

middle.block.unr-lcssa:                           ; preds = %vector.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa, %vector.ph
  %index.epil.init = phi i64 [ 0, %vector.ph ], [ %index.next.3, %middle.block.unr-lcssa ]
  %lcmp.mod12 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod12)
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil, %vector.body.epil.preheader
  %index.epil = phi i64 [ %index.epil.init, %vector.body.epil.preheader ], [ %index.next.epil, %vector.body.epil ]
  %epil.iter = phi i64 [ 0, %vector.body.epil.preheader ], [ %epil.iter.next, %vector.body.epil ]
  %33 = getelementptr inbounds nuw float, ptr %1, i64 %index.epil
  %34 = getelementptr inbounds nuw i8, ptr %33, i64 16
  %wide.load.epil = load <4 x float>, ptr %33, align 4
  %wide.load8.epil = load <4 x float>, ptr %34, align 4
  %35 = getelementptr inbounds nuw float, ptr %0, i64 %index.epil
  %36 = getelementptr inbounds nuw i8, ptr %35, i64 16
  %wide.load9.epil = load <4 x float>, ptr %35, align 4
  %wide.load10.epil = load <4 x float>, ptr %36, align 4
  %37 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load.epil, <4 x float> splat (float 2.000000e+00), <4 x float> %wide.load9.epil)
  %38 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load8.epil, <4 x float> splat (float 2.000000e+00), <4 x float> %wide.load10.epil)
  store <4 x float> %37, ptr %35, align 4
  store <4 x float> %38, ptr %36, align 4
  %index.next.epil = add nuw i64 %index.epil, 8
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !10

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %._crit_edge, label %.lr.ph.preheader11

.lr.ph.preheader11:                               ; preds = %.lr.ph.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %.lr.ph.preheader ], [ %n.vec, %middle.block ]
  %xtraiter13 = and i64 %wide.trip.count, 3
  %lcmp.mod14.not = icmp eq i64 %xtraiter13, 0
  br i1 %lcmp.mod14.not, label %.lr.ph.prol.loopexit, label %.lr.ph.prol

.lr.ph.prol:                                      ; preds = %.lr.ph.preheader11, %.lr.ph.prol
  %indvars.iv.prol = phi i64 [ %indvars.iv.next.prol, %.lr.ph.prol ], [ %indvars.iv.ph, %.lr.ph.preheader11 ]
  %prol.iter = phi i64 [ %prol.iter.next, %.lr.ph.prol ], [ 0, %.lr.ph.preheader11 ]
  %39 = getelementptr inbounds nuw float, ptr %1, i64 %indvars.iv.prol
  %40 = load float, ptr %39, align 4
  %41 = getelementptr inbounds nuw float, ptr %0, i64 %indvars.iv.prol
  %42 = load float, ptr %41, align 4
  %43 = tail call float @llvm.fmuladd.f32(float %40, float 2.000000e+00, float %42)
  store float %43, ptr %41, align 4
  %indvars.iv.next.prol = add nuw nsw i64 %indvars.iv.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter13
  br i1 %prol.iter.cmp.not, label %.lr.ph.prol.loopexit, label %.lr.ph.prol, !llvm.loop !11

.lr.ph.prol.loopexit:                             ; preds = %.lr.ph.prol, %.lr.ph.preheader11
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %.lr.ph.preheader11 ], [ %indvars.iv.next.prol, %.lr.ph.prol ]
  %44 = sub nsw i64 %indvars.iv.ph, %wide.trip.count
  %45 = icmp ugt i64 %44, -4
  br i1 %45, label %._crit_edge, label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph.prol.loopexit, %.lr.ph
  %indvars.iv = phi i64 [ %indvars.iv.next.3, %.lr.ph ], [ %indvars.iv.unr, %.lr.ph.prol.loopexit ]
  %46 = getelementptr inbounds nuw float, ptr %1, i64 %indvars.iv
  %47 = load float, ptr %46, align 4
  %48 = getelementptr inbounds nuw float, ptr %0, i64 %indvars.iv
  %49 = load float, ptr %48, align 4
  %50 = tail call float @llvm.fmuladd.f32(float %47, float 2.000000e+00, float %49)
  store float %50, ptr %48, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %51 = getelementptr inbounds nuw float, ptr %1, i64 %indvars.iv.next
  %52 = load float, ptr %51, align 4
  %53 = getelementptr inbounds nuw float, ptr %0, i64 %indvars.iv.next
  %54 = load float, ptr %53, align 4
  %55 = tail call float @llvm.fmuladd.f32(float %52, float 2.000000e+00, float %54)
  store float %55, ptr %53, align 4
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %56 = getelementptr inbounds nuw float, ptr %1, i64 %indvars.iv.next.1
  %57 = load float, ptr %56, align 4
  %58 = getelementptr inbounds nuw float, ptr %0, i64 %indvars.iv.next.1
  %59 = load float, ptr %58, align 4
  %60 = tail call float @llvm.fmuladd.f32(float %57, float 2.000000e+00, float %59)
  store float %60, ptr %58, align 4
  %indvars.iv.next.2 = add nuw nsw i64 %indvars.iv, 3
  %61 = getelementptr inbounds nuw float, ptr %1, i64 %indvars.iv.next.2
  %62 = load float, ptr %61, align 4
  %63 = getelementptr inbounds nuw float, ptr %0, i64 %indvars.iv.next.2
  %64 = load float, ptr %63, align 4
  %65 = tail call float @llvm.fmuladd.f32(float %62, float 2.000000e+00, float %64)
  store float %65, ptr %63, align 4
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %exitcond.not.3 = icmp eq i64 %indvars.iv.next.3, %wide.trip.count
  br i1 %exitcond.not.3, label %._crit_edge, label %.lr.ph, !llvm.loop !12

._crit_edge:                                      ; preds = %.lr.ph.prol.loopexit, %.lr.ph, %middle.block, %3
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @unroll_full_const(ptr noundef readonly captures(none) %0) local_unnamed_addr #2 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %3 = load i32, ptr %2, align 4
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %5 = load i32, ptr %4, align 4
  %6 = shl nsw i32 %5, 1
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %8 = load i32, ptr %7, align 4
  %9 = mul nsw i32 %8, 3
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %11 = load i32, ptr %10, align 4
  %12 = shl nsw i32 %11, 2
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %14 = load i32, ptr %13, align 4
  %15 = mul nsw i32 %14, 5
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %17 = load i32, ptr %16, align 4
  %18 = mul nsw i32 %17, 6
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %20 = load i32, ptr %19, align 4
  %21 = mul nsw i32 %20, 7
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %23 = load i32, ptr %22, align 4
  %24 = shl nsw i32 %23, 3
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %26 = load <4 x i32>, ptr %25, align 4
  %27 = mul nsw <4 x i32> %26, <i32 9, i32 10, i32 11, i32 12>
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %29 = load i32, ptr %28, align 4
  %30 = mul nsw i32 %29, 13
  %31 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %32 = load i32, ptr %31, align 4
  %33 = mul nsw i32 %32, 14
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 60
  %35 = load i32, ptr %34, align 4
  %36 = mul nsw i32 %35, 15
  %37 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %27)
  %op.rdx = add i32 %37, %9
  %op.rdx10 = add i32 %15, %18
  %op.rdx11 = add i32 %21, %30
  %op.rdx12 = add i32 %33, %36
  %op.rdx13 = add i32 %6, %12
  %op.rdx14 = add i32 %24, %3
  %op.rdx15 = add i32 %op.rdx, %op.rdx10
  %op.rdx16 = add i32 %op.rdx11, %op.rdx12
  %op.rdx17 = add i32 %op.rdx13, %op.rdx14
  %op.rdx18 = add i32 %op.rdx15, %op.rdx16
  %op.rdx19 = add i32 %op.rdx18, %op.rdx17
  ret i32 %op.rdx19
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @unroll_full_unknown(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %2
  %wide.trip.count = zext nneg i32 %1 to i64
  %min.iters.check = icmp ult i32 %1, 8
  br i1 %min.iters.check, label %.lr.ph.preheader12, label %vector.ph

vector.ph:                                        ; preds = %.lr.ph.preheader
  %n.vec = and i64 %wide.trip.count, 2147483640
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %6, %vector.body ]
  %vec.phi10 = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %7, %vector.body ]
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %index
  %5 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %wide.load = load <4 x i32>, ptr %4, align 4
  %wide.load11 = load <4 x i32>, ptr %5, align 4
  %6 = add <4 x i32> %wide.load, %vec.phi
  %7 = add <4 x i32> %wide.load11, %vec.phi10
  %index.next = add nuw i64 %index, 8
  %8 = icmp eq i64 %index.next, %n.vec
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !13

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <4 x i32> %7, %6
  %9 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %bin.rdx)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %._crit_edge, label %.lr.ph.preheader12

.lr.ph.preheader12:                               ; preds = %.lr.ph.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %.lr.ph.preheader ], [ %n.vec, %middle.block ]
  %.067.ph = phi i32 [ 0, %.lr.ph.preheader ], [ %9, %middle.block ]
  br label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph.preheader12, %.lr.ph
  %indvars.iv = phi i64 [ %indvars.iv.next, %.lr.ph ], [ %indvars.iv.ph, %.lr.ph.preheader12 ]
  %.067 = phi i32 [ %12, %.lr.ph ], [ %.067.ph, %.lr.ph.preheader12 ]
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv
  %11 = load i32, ptr %10, align 4
  %12 = add nsw i32 %11, %.067
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %._crit_edge, label %.lr.ph, !llvm.loop !16

._crit_edge:                                      ; preds = %.lr.ph, %middle.block, %2
  %.06.lcssa = phi i32 [ 0, %2 ], [ %9, %middle.block ], [ %12, %.lr.ph ]
  ret i32 %.06.lcssa
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @unroll_enable(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %2
  %wide.trip.count = zext nneg i32 %1 to i64
  %min.iters.check = icmp ult i32 %1, 8
  br i1 %min.iters.check, label %.lr.ph.preheader9, label %vector.ph

vector.ph:                                        ; preds = %.lr.ph.preheader
  %n.vec = and i64 %wide.trip.count, 2147483640
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %index
  %5 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %wide.load = load <4 x i32>, ptr %4, align 4
  %wide.load8 = load <4 x i32>, ptr %5, align 4
  %6 = mul nsw <4 x i32> %wide.load, splat (i32 3)
  %7 = mul nsw <4 x i32> %wide.load8, splat (i32 3)
  %8 = add nsw <4 x i32> %6, splat (i32 1)
  %9 = add nsw <4 x i32> %7, splat (i32 1)
  store <4 x i32> %8, ptr %4, align 4
  store <4 x i32> %9, ptr %5, align 4
  %index.next = add nuw i64 %index, 8
  %10 = icmp eq i64 %index.next, %n.vec
  br i1 %10, label %middle.block, label %vector.body, !llvm.loop !17

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %._crit_edge, label %.lr.ph.preheader9

.lr.ph.preheader9:                                ; preds = %.lr.ph.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %.lr.ph.preheader ], [ %n.vec, %middle.block ]
  br label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph.preheader9, %.lr.ph
  %indvars.iv = phi i64 [ %indvars.iv.next, %.lr.ph ], [ %indvars.iv.ph, %.lr.ph.preheader9 ]
  %11 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv
  %12 = load i32, ptr %11, align 4
  %13 = mul nsw i32 %12, 3
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr %11, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %._crit_edge, label %.lr.ph, !llvm.loop !19

._crit_edge:                                      ; preds = %.lr.ph, %middle.block, %2
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @unroll_disable(ptr noundef captures(none) %0) local_unnamed_addr #4 {
  br label %2

2:                                                ; preds = %1, %2
  %indvars.iv = phi i64 [ 0, %1 ], [ %indvars.iv.next, %2 ]
  %3 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv
  %4 = load i32, ptr %3, align 4
  %5 = tail call i32 @sink(i32 noundef %4) #11
  store i32 %5, ptr %3, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 64
  br i1 %exitcond.not, label %6, label %2, !llvm.loop !20

6:                                                ; preds = %2
  ret void
}

declare i32 @sink(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @gcc_style(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %.lr.ph.preheader, label %.preheader

.lr.ph.preheader:                                 ; preds = %2
  %wide.trip.count = zext nneg i32 %1 to i64
  %min.iters.check = icmp ult i32 %1, 8
  br i1 %min.iters.check, label %.lr.ph.preheader46, label %vector.ph

vector.ph:                                        ; preds = %.lr.ph.preheader
  %n.vec = and i64 %wide.trip.count, 2147483640
  %4 = add nsw i64 %wide.trip.count, -8
  %5 = lshr i64 %4, 3
  %6 = add nuw nsw i64 %5, 1
  %xtraiter = and i64 %6, 7
  %7 = icmp ult i64 %4, 56
  br i1 %7, label %vector.body.epil.preheader, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %6, 4611686018427387896
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.7, %vector.body ]
  %8 = getelementptr inbounds nuw i32, ptr %0, i64 %index
  %9 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %wide.load = load <4 x i32>, ptr %8, align 4
  %wide.load32 = load <4 x i32>, ptr %9, align 4
  %10 = shl <4 x i32> %wide.load, splat (i32 1)
  %11 = shl <4 x i32> %wide.load32, splat (i32 1)
  store <4 x i32> %10, ptr %8, align 4
  store <4 x i32> %11, ptr %9, align 4
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %index
  %13 = getelementptr inbounds nuw i8, ptr %12, i64 32
  %14 = getelementptr inbounds nuw i8, ptr %12, i64 48
  %wide.load.1 = load <4 x i32>, ptr %13, align 4
  %wide.load32.1 = load <4 x i32>, ptr %14, align 4
  %15 = shl <4 x i32> %wide.load.1, splat (i32 1)
  %16 = shl <4 x i32> %wide.load32.1, splat (i32 1)
  store <4 x i32> %15, ptr %13, align 4
  store <4 x i32> %16, ptr %14, align 4
  %17 = getelementptr inbounds nuw i32, ptr %0, i64 %index
  %18 = getelementptr inbounds nuw i8, ptr %17, i64 64
  %19 = getelementptr inbounds nuw i8, ptr %17, i64 80
  %wide.load.2 = load <4 x i32>, ptr %18, align 4
  %wide.load32.2 = load <4 x i32>, ptr %19, align 4
  %20 = shl <4 x i32> %wide.load.2, splat (i32 1)
  %21 = shl <4 x i32> %wide.load32.2, splat (i32 1)
  store <4 x i32> %20, ptr %18, align 4
  store <4 x i32> %21, ptr %19, align 4
  %22 = getelementptr inbounds nuw i32, ptr %0, i64 %index
  %23 = getelementptr inbounds nuw i8, ptr %22, i64 96
  %24 = getelementptr inbounds nuw i8, ptr %22, i64 112
  %wide.load.3 = load <4 x i32>, ptr %23, align 4
  %wide.load32.3 = load <4 x i32>, ptr %24, align 4
  %25 = shl <4 x i32> %wide.load.3, splat (i32 1)
  %26 = shl <4 x i32> %wide.load32.3, splat (i32 1)
  store <4 x i32> %25, ptr %23, align 4
  store <4 x i32> %26, ptr %24, align 4
  %27 = getelementptr inbounds nuw i32, ptr %0, i64 %index
  %28 = getelementptr inbounds nuw i8, ptr %27, i64 128
  %29 = getelementptr inbounds nuw i8, ptr %27, i64 144
  %wide.load.4 = load <4 x i32>, ptr %28, align 4
  %wide.load32.4 = load <4 x i32>, ptr %29, align 4
  %30 = shl <4 x i32> %wide.load.4, splat (i32 1)
  %31 = shl <4 x i32> %wide.load32.4, splat (i32 1)
  store <4 x i32> %30, ptr %28, align 4
  store <4 x i32> %31, ptr %29, align 4
  %32 = getelementptr inbounds nuw i32, ptr %0, i64 %index
  %33 = getelementptr inbounds nuw i8, ptr %32, i64 160
  %34 = getelementptr inbounds nuw i8, ptr %32, i64 176
  %wide.load.5 = load <4 x i32>, ptr %33, align 4
  %wide.load32.5 = load <4 x i32>, ptr %34, align 4
  %35 = shl <4 x i32> %wide.load.5, splat (i32 1)
  %36 = shl <4 x i32> %wide.load32.5, splat (i32 1)
  store <4 x i32> %35, ptr %33, align 4
  store <4 x i32> %36, ptr %34, align 4
  %37 = getelementptr inbounds nuw i32, ptr %0, i64 %index
  %38 = getelementptr inbounds nuw i8, ptr %37, i64 192
  %39 = getelementptr inbounds nuw i8, ptr %37, i64 208
  %wide.load.6 = load <4 x i32>, ptr %38, align 4
  %wide.load32.6 = load <4 x i32>, ptr %39, align 4
  %40 = shl <4 x i32> %wide.load.6, splat (i32 1)
  %41 = shl <4 x i32> %wide.load32.6, splat (i32 1)
  store <4 x i32> %40, ptr %38, align 4
  store <4 x i32> %41, ptr %39, align 4
  %42 = getelementptr inbounds nuw i32, ptr %0, i64 %index
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 224
  %44 = getelementptr inbounds nuw i8, ptr %42, i64 240
  %wide.load.7 = load <4 x i32>, ptr %43, align 4
  %wide.load32.7 = load <4 x i32>, ptr %44, align 4
  %45 = shl <4 x i32> %wide.load.7, splat (i32 1)
  %46 = shl <4 x i32> %wide.load32.7, splat (i32 1)
  store <4 x i32> %45, ptr %43, align 4
  store <4 x i32> %46, ptr %44, align 4
  %index.next.7 = add nuw i64 %index, 64
  %niter.next.7 = add nuw i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !21

middle.block.unr-lcssa:                           ; preds = %vector.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa, %vector.ph
  %index.epil.init = phi i64 [ 0, %vector.ph ], [ %index.next.7, %middle.block.unr-lcssa ]
  %lcmp.mod47 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod47)
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil, %vector.body.epil.preheader
  %index.epil = phi i64 [ %index.epil.init, %vector.body.epil.preheader ], [ %index.next.epil, %vector.body.epil ]
  %epil.iter = phi i64 [ 0, %vector.body.epil.preheader ], [ %epil.iter.next, %vector.body.epil ]
  %47 = getelementptr inbounds nuw i32, ptr %0, i64 %index.epil
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 16
  %wide.load.epil = load <4 x i32>, ptr %47, align 4
  %wide.load32.epil = load <4 x i32>, ptr %48, align 4
  %49 = shl <4 x i32> %wide.load.epil, splat (i32 1)
  %50 = shl <4 x i32> %wide.load32.epil, splat (i32 1)
  store <4 x i32> %49, ptr %47, align 4
  store <4 x i32> %50, ptr %48, align 4
  %index.next.epil = add nuw i64 %index.epil, 8
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !22

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %.lr.ph20.preheader, label %.lr.ph.preheader46

.lr.ph.preheader46:                               ; preds = %.lr.ph.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %.lr.ph.preheader ], [ %n.vec, %middle.block ]
  %xtraiter48 = and i64 %wide.trip.count, 7
  %lcmp.mod49.not = icmp eq i64 %xtraiter48, 0
  br i1 %lcmp.mod49.not, label %.lr.ph.prol.loopexit, label %.lr.ph.prol

.lr.ph.prol:                                      ; preds = %.lr.ph.preheader46, %.lr.ph.prol
  %indvars.iv.prol = phi i64 [ %indvars.iv.next.prol, %.lr.ph.prol ], [ %indvars.iv.ph, %.lr.ph.preheader46 ]
  %prol.iter = phi i64 [ %prol.iter.next, %.lr.ph.prol ], [ 0, %.lr.ph.preheader46 ]
  %51 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv.prol
  %52 = load i32, ptr %51, align 4
  %53 = shl i32 %52, 1
  store i32 %53, ptr %51, align 4
  %indvars.iv.next.prol = add nuw nsw i64 %indvars.iv.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter48
  br i1 %prol.iter.cmp.not, label %.lr.ph.prol.loopexit, label %.lr.ph.prol, !llvm.loop !23

.lr.ph.prol.loopexit:                             ; preds = %.lr.ph.prol, %.lr.ph.preheader46
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %.lr.ph.preheader46 ], [ %indvars.iv.next.prol, %.lr.ph.prol ]
  %54 = sub nsw i64 %indvars.iv.ph, %wide.trip.count
  %55 = icmp ugt i64 %54, -8
  br i1 %55, label %.lr.ph20.preheader, label %.lr.ph

.lr.ph20.preheader:                               ; preds = %.lr.ph.prol.loopexit, %.lr.ph, %middle.block
  %wide.trip.count26 = zext nneg i32 %1 to i64
  %min.iters.check34 = icmp ult i32 %1, 4
  br i1 %min.iters.check34, label %.lr.ph20.preheader45, label %vector.ph35

vector.ph35:                                      ; preds = %.lr.ph20.preheader
  %n.vec37 = and i64 %wide.trip.count, 2147483644
  br label %vector.body38

vector.body38:                                    ; preds = %vector.body38, %vector.ph35
  %index39 = phi i64 [ 0, %vector.ph35 ], [ %index.next41, %vector.body38 ]
  %56 = getelementptr inbounds nuw i32, ptr %0, i64 %index39
  %wide.load40 = load <4 x i32>, ptr %56, align 4
  %57 = xor <4 x i32> %wide.load40, splat (i32 85)
  store <4 x i32> %57, ptr %56, align 4
  %index.next41 = add nuw i64 %index39, 4
  %58 = icmp eq i64 %index.next41, %n.vec37
  br i1 %58, label %middle.block42, label %vector.body38, !llvm.loop !24

middle.block42:                                   ; preds = %vector.body38
  %cmp.n43 = icmp eq i64 %n.vec37, %wide.trip.count
  br i1 %cmp.n43, label %.preheader, label %.lr.ph20.preheader45

.lr.ph20.preheader45:                             ; preds = %.lr.ph20.preheader, %middle.block42
  %indvars.iv23.ph = phi i64 [ 0, %.lr.ph20.preheader ], [ %n.vec37, %middle.block42 ]
  br label %.lr.ph20

.lr.ph:                                           ; preds = %.lr.ph.prol.loopexit, %.lr.ph
  %indvars.iv = phi i64 [ %indvars.iv.next.7, %.lr.ph ], [ %indvars.iv.unr, %.lr.ph.prol.loopexit ]
  %59 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv
  %60 = load i32, ptr %59, align 4
  %61 = shl i32 %60, 1
  store i32 %61, ptr %59, align 4
  %62 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 4
  %64 = load i32, ptr %63, align 4
  %65 = shl i32 %64, 1
  store i32 %65, ptr %63, align 4
  %66 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv
  %67 = getelementptr inbounds nuw i8, ptr %66, i64 8
  %68 = load i32, ptr %67, align 4
  %69 = shl i32 %68, 1
  store i32 %69, ptr %67, align 4
  %70 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv
  %71 = getelementptr inbounds nuw i8, ptr %70, i64 12
  %72 = load i32, ptr %71, align 4
  %73 = shl i32 %72, 1
  store i32 %73, ptr %71, align 4
  %74 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv
  %75 = getelementptr inbounds nuw i8, ptr %74, i64 16
  %76 = load i32, ptr %75, align 4
  %77 = shl i32 %76, 1
  store i32 %77, ptr %75, align 4
  %78 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv
  %79 = getelementptr inbounds nuw i8, ptr %78, i64 20
  %80 = load i32, ptr %79, align 4
  %81 = shl i32 %80, 1
  store i32 %81, ptr %79, align 4
  %82 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv
  %83 = getelementptr inbounds nuw i8, ptr %82, i64 24
  %84 = load i32, ptr %83, align 4
  %85 = shl i32 %84, 1
  store i32 %85, ptr %83, align 4
  %86 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv
  %87 = getelementptr inbounds nuw i8, ptr %86, i64 28
  %88 = load i32, ptr %87, align 4
  %89 = shl i32 %88, 1
  store i32 %89, ptr %87, align 4
  %indvars.iv.next.7 = add nuw nsw i64 %indvars.iv, 8
  %exitcond.not.7 = icmp eq i64 %indvars.iv.next.7, %wide.trip.count
  br i1 %exitcond.not.7, label %.lr.ph20.preheader, label %.lr.ph, !llvm.loop !25

.preheader:                                       ; preds = %.lr.ph20, %middle.block42, %2
  %90 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %91 = load <4 x i32>, ptr %90, align 4
  %92 = add nsw <4 x i32> %91, <i32 1, i32 2, i32 3, i32 4>
  store <4 x i32> %92, ptr %90, align 4
  %93 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %94 = load <2 x i32>, ptr %93, align 4
  %95 = add nsw <2 x i32> %94, <i32 5, i32 6>
  store <2 x i32> %95, ptr %93, align 4
  %96 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %97 = load i32, ptr %96, align 4
  %98 = add nsw i32 %97, 7
  store i32 %98, ptr %96, align 4
  ret void

.lr.ph20:                                         ; preds = %.lr.ph20.preheader45, %.lr.ph20
  %indvars.iv23 = phi i64 [ %indvars.iv.next24, %.lr.ph20 ], [ %indvars.iv23.ph, %.lr.ph20.preheader45 ]
  %99 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv23
  %100 = load i32, ptr %99, align 4
  %101 = xor i32 %100, 85
  store i32 %101, ptr %99, align 4
  %indvars.iv.next24 = add nuw nsw i64 %indvars.iv23, 1
  %exitcond27.not = icmp eq i64 %indvars.iv.next24, %wide.trip.count26
  br i1 %exitcond27.not, label %.preheader, label %.lr.ph20, !llvm.loop !26
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 100, -2147483648) i32 @while_loops(ptr noundef readonly captures(none) %0) local_unnamed_addr #6 {
  %2 = load i8, ptr %0, align 1
  %.not6 = icmp eq i8 %2, 0
  br i1 %.not6, label %.preheader, label %.lr.ph.preheader

.lr.ph.preheader:                                 ; preds = %1
  %scevgep = getelementptr i8, ptr %0, i64 1
  %strlen = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %scevgep)
  %3 = trunc i64 %strlen to i32
  %4 = add i32 %3, 1
  br label %.preheader

.preheader:                                       ; preds = %.lr.ph.preheader, %1
  %.0.lcssa = phi i32 [ 0, %1 ], [ %4, %.lr.ph.preheader ]
  %umax = tail call i32 @llvm.umax.i32(i32 %.0.lcssa, i32 98)
  %5 = add i32 %umax, 1
  %6 = sub i32 %5, %.0.lcssa
  %7 = and i32 %6, -2
  %8 = add i32 %.0.lcssa, %7
  %9 = add i32 %8, 2
  ret i32 %9
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr captures(none)) local_unnamed_addr #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #10

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: read) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = distinct !{!6, !7, !8, !9}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"llvm.loop.isvectorized", i32 1}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !7, !8, !9}
!13 = distinct !{!13, !7, !14, !8, !15}
!14 = !{!"llvm.loop.unroll.full"}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !7, !14, !15, !8}
!17 = distinct !{!17, !7, !18, !8, !15}
!18 = !{!"llvm.loop.unroll.enable"}
!19 = distinct !{!19, !7, !18, !15, !8}
!20 = distinct !{!20, !7, !9}
!21 = distinct !{!21, !7, !8, !9}
!22 = distinct !{!22, !9}
!23 = distinct !{!23, !9}
!24 = distinct !{!24, !7, !9, !8, !15}
!25 = distinct !{!25, !7, !8, !9}
!26 = distinct !{!26, !7, !9, !8}
