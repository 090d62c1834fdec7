; ModuleID = '/work/wt-clang22/loops/testdata/clang22/unroll.O0.g.ll'
source_filename = "loops/src/unroll.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @unroll_count4(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !10 {
    #dbg_value(ptr %0, !21, !DIExpression(), !22)
    #dbg_value(ptr %1, !23, !DIExpression(), !22)
    #dbg_value(i32 %2, !24, !DIExpression(), !22)
    #dbg_value(i32 0, !25, !DIExpression(), !27)
  %4 = icmp sgt i32 %2, 0, !dbg !28
  br i1 %4, label %.lr.ph.preheader, label %._crit_edge, !dbg !30

.lr.ph.preheader:                                 ; preds = %3
  %wide.trip.count = zext nneg i32 %2 to i64, !dbg !28
  %min.iters.check = icmp ult i32 %2, 8, !dbg !30
  br i1 %min.iters.check, label %.lr.ph.preheader11, label %vector.ph, !dbg !30

vector.ph:                                        ; preds = %.lr.ph.preheader
  %n.vec = and i64 %wide.trip.count, 2147483640
  %5 = add nsw i64 %wide.trip.count, -8, !dbg !30
  %6 = lshr i64 %5, 3, !dbg !30
  %7 = add nuw nsw i64 %6, 1, !dbg !30
  %xtraiter = and i64 %7, 3, !dbg !30
  %8 = icmp ult i64 %5, 24, !dbg !30
  br i1 %8, label %vector.body.epil.preheader, label %vector.ph.new, !dbg !30

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %7, 4611686018427387900, !dbg !30
  br label %vector.body, !dbg !30

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.3, %vector.body ], !dbg !31
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.3, %vector.body ]
  %9 = getelementptr inbounds nuw float, ptr %1, i64 %index, !dbg !32
  %10 = getelementptr inbounds nuw i8, ptr %9, i64 16, !dbg !32
  %wide.load = load <4 x float>, ptr %9, align 4, !dbg !32
  %wide.load8 = load <4 x float>, ptr %10, align 4, !dbg !32
  %11 = getelementptr inbounds nuw float, ptr %0, i64 %index, !dbg !33
  %12 = getelementptr inbounds nuw i8, ptr %11, i64 16, !dbg !34
  %wide.load9 = load <4 x float>, ptr %11, align 4, !dbg !34
  %wide.load10 = load <4 x float>, ptr %12, align 4, !dbg !34
  %13 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load, <4 x float> splat (float 2.000000e+00), <4 x float> %wide.load9), !dbg !34
  %14 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load8, <4 x float> splat (float 2.000000e+00), <4 x float> %wide.load10), !dbg !34
  store <4 x float> %13, ptr %11, align 4, !dbg !34
  store <4 x float> %14, ptr %12, align 4, !dbg !34
  %index.next = or disjoint i64 %index, 8, !dbg !31
  %15 = getelementptr inbounds nuw float, ptr %1, i64 %index.next, !dbg !32
  %16 = getelementptr inbounds nuw i8, ptr %15, i64 16, !dbg !32
  %wide.load.1 = load <4 x float>, ptr %15, align 4, !dbg !32
  %wide.load8.1 = load <4 x float>, ptr %16, align 4, !dbg !32
  %17 = getelementptr inbounds nuw float, ptr %0, i64 %index.next, !dbg !33
  %18 = getelementptr inbounds nuw i8, ptr %17, i64 16, !dbg !34
  %wide.load9.1 = load <4 x float>, ptr %17, align 4, !dbg !34
  %wide.load10.1 = load <4 x float>, ptr %18, align 4, !dbg !34
  %19 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load.1, <4 x float> splat (float 2.000000e+00), <4 x float> %wide.load9.1), !dbg !34
  %20 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load8.1, <4 x float> splat (float 2.000000e+00), <4 x float> %wide.load10.1), !dbg !34
  store <4 x float> %19, ptr %17, align 4, !dbg !34
  store <4 x float> %20, ptr %18, align 4, !dbg !34
  %index.next.1 = or disjoint i64 %index, 16, !dbg !31
  %21 = getelementptr inbounds nuw float, ptr %1, i64 %index.next.1, !dbg !32
  %22 = getelementptr inbounds nuw i8, ptr %21, i64 16, !dbg !32
  %wide.load.2 = load <4 x float>, ptr %21, align 4, !dbg !32
  %wide.load8.2 = load <4 x float>, ptr %22, align 4, !dbg !32
  %23 = getelementptr inbounds nuw float, ptr %0, i64 %index.next.1, !dbg !33
  %24 = getelementptr inbounds nuw i8, ptr %23, i64 16, !dbg !34
  %wide.load9.2 = load <4 x float>, ptr %23, align 4, !dbg !34
  %wide.load10.2 = load <4 x float>, ptr %24, align 4, !dbg !34
  %25 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load.2, <4 x float> splat (float 2.000000e+00), <4 x float> %wide.load9.2), !dbg !34
  %26 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load8.2, <4 x float> splat (float 2.000000e+00), <4 x float> %wide.load10.2), !dbg !34
  store <4 x float> %25, ptr %23, align 4, !dbg !34
  store <4 x float> %26, ptr %24, align 4, !dbg !34
  %index.next.2 = or disjoint i64 %index, 24, !dbg !31
  %27 = getelementptr inbounds nuw float, ptr %1, i64 %index.next.2, !dbg !32
  %28 = getelementptr inbounds nuw i8, ptr %27, i64 16, !dbg !32
  %wide.load.3 = load <4 x float>, ptr %27, align 4, !dbg !32
  %wide.load8.3 = load <4 x float>, ptr %28, align 4, !dbg !32
  %29 = getelementptr inbounds nuw float, ptr %0, i64 %index.next.2, !dbg !33
  %30 = getelementptr inbounds nuw i8, ptr %29, i64 16, !dbg !34
  %wide.load9.3 = load <4 x float>, ptr %29, align 4, !dbg !34
  %wide.load10.3 = load <4 x float>, ptr %30, align 4, !dbg !34
  %31 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load.3, <4 x float> splat (float 2.000000e+00), <4 x float> %wide.load9.3), !dbg !34
  %32 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load8.3, <4 x float> splat (float 2.000000e+00), <4 x float> %wide.load10.3), !dbg !34
  store <4 x float> %31, ptr %29, align 4, !dbg !34
  store <4 x float> %32, ptr %30, align 4, !dbg !34
  %index.next.3 = add nuw i64 %index, 32, !dbg !31
  %niter.next.3 = add i64 %niter, 4, !dbg !30
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !30
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !dbg !30, !llvm.loop !35

middle.block.unr-lcssa:                           ; preds = %vector.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !30
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil.preheader, !dbg !30

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa, %vector.ph
  %index.epil.init = phi i64 [ 0, %vector.ph ], [ %index.next.3, %middle.block.unr-lcssa ]
  %lcmp.mod12 = icmp ne i64 %xtraiter, 0, !dbg !30
  tail call void @llvm.assume(i1 %lcmp.mod12), !dbg !30
  br label %vector.body.epil, !dbg !30

vector.body.epil:                                 ; preds = %vector.body.epil, %vector.body.epil.preheader
  %index.epil = phi i64 [ %index.epil.init, %vector.body.epil.preheader ], [ %index.next.epil, %vector.body.epil ], !dbg !31
  %epil.iter = phi i64 [ 0, %vector.body.epil.preheader ], [ %epil.iter.next, %vector.body.epil ]
  %33 = getelementptr inbounds nuw float, ptr %1, i64 %index.epil, !dbg !32
  %34 = getelementptr inbounds nuw i8, ptr %33, i64 16, !dbg !32
  %wide.load.epil = load <4 x float>, ptr %33, align 4, !dbg !32
  %wide.load8.epil = load <4 x float>, ptr %34, align 4, !dbg !32
  %35 = getelementptr inbounds nuw float, ptr %0, i64 %index.epil, !dbg !33
  %36 = getelementptr inbounds nuw i8, ptr %35, i64 16, !dbg !34
  %wide.load9.epil = load <4 x float>, ptr %35, align 4, !dbg !34
  %wide.load10.epil = load <4 x float>, ptr %36, align 4, !dbg !34
  %37 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load.epil, <4 x float> splat (float 2.000000e+00), <4 x float> %wide.load9.epil), !dbg !34
  %38 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load8.epil, <4 x float> splat (float 2.000000e+00), <4 x float> %wide.load10.epil), !dbg !34
  store <4 x float> %37, ptr %35, align 4, !dbg !34
  store <4 x float> %38, ptr %36, align 4, !dbg !34
  %index.next.epil = add nuw i64 %index.epil, 8, !dbg !31
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !30
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !30
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !dbg !30, !llvm.loop !39

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !30
  br i1 %cmp.n, label %._crit_edge, label %.lr.ph.preheader11, !dbg !30

.lr.ph.preheader11:                               ; preds = %.lr.ph.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %.lr.ph.preheader ], [ %n.vec, %middle.block ]
  %xtraiter13 = and i64 %wide.trip.count, 3, !dbg !30
  %lcmp.mod14.not = icmp eq i64 %xtraiter13, 0, !dbg !30
  br i1 %lcmp.mod14.not, label %.lr.ph.prol.loopexit, label %.lr.ph.prol, !dbg !30

.lr.ph.prol:                                      ; preds = %.lr.ph.preheader11, %.lr.ph.prol
  %indvars.iv.prol = phi i64 [ %indvars.iv.next.prol, %.lr.ph.prol ], [ %indvars.iv.ph, %.lr.ph.preheader11 ]
  %prol.iter = phi i64 [ %prol.iter.next, %.lr.ph.prol ], [ 0, %.lr.ph.preheader11 ]
    #dbg_value(i64 %indvars.iv.prol, !25, !DIExpression(), !27)
  %39 = getelementptr inbounds nuw float, ptr %1, i64 %indvars.iv.prol, !dbg !32
  %40 = load float, ptr %39, align 4, !dbg !32
  %41 = getelementptr inbounds nuw float, ptr %0, i64 %indvars.iv.prol, !dbg !33
  %42 = load float, ptr %41, align 4, !dbg !34
  %43 = tail call float @llvm.fmuladd.f32(float %40, float 2.000000e+00, float %42), !dbg !34
  store float %43, ptr %41, align 4, !dbg !34
  %indvars.iv.next.prol = add nuw nsw i64 %indvars.iv.prol, 1, !dbg !31
    #dbg_value(i64 %indvars.iv.next.prol, !25, !DIExpression(), !27)
  %prol.iter.next = add i64 %prol.iter, 1, !dbg !30
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter13, !dbg !30
  br i1 %prol.iter.cmp.not, label %.lr.ph.prol.loopexit, label %.lr.ph.prol, !dbg !30, !llvm.loop !40

.lr.ph.prol.loopexit:                             ; preds = %.lr.ph.prol, %.lr.ph.preheader11
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %.lr.ph.preheader11 ], [ %indvars.iv.next.prol, %.lr.ph.prol ]
  %44 = sub nsw i64 %indvars.iv.ph, %wide.trip.count, !dbg !30
  %45 = icmp ugt i64 %44, -4, !dbg !30
  br i1 %45, label %._crit_edge, label %.lr.ph, !dbg !30

.lr.ph:                                           ; preds = %.lr.ph.prol.loopexit, %.lr.ph
  %indvars.iv = phi i64 [ %indvars.iv.next.3, %.lr.ph ], [ %indvars.iv.unr, %.lr.ph.prol.loopexit ]
    #dbg_value(i64 %indvars.iv, !25, !DIExpression(), !27)
  %46 = getelementptr inbounds nuw float, ptr %1, i64 %indvars.iv, !dbg !32
  %47 = load float, ptr %46, align 4, !dbg !32
  %48 = getelementptr inbounds nuw float, ptr %0, i64 %indvars.iv, !dbg !33
  %49 = load float, ptr %48, align 4, !dbg !34
  %50 = tail call float @llvm.fmuladd.f32(float %47, float 2.000000e+00, float %49), !dbg !34
  store float %50, ptr %48, align 4, !dbg !34
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !31
    #dbg_value(i64 %indvars.iv.next, !25, !DIExpression(), !27)
  %51 = getelementptr inbounds nuw float, ptr %1, i64 %indvars.iv.next, !dbg !32
  %52 = load float, ptr %51, align 4, !dbg !32
  %53 = getelementptr inbounds nuw float, ptr %0, i64 %indvars.iv.next, !dbg !33
  %54 = load float, ptr %53, align 4, !dbg !34
  %55 = tail call float @llvm.fmuladd.f32(float %52, float 2.000000e+00, float %54), !dbg !34
  store float %55, ptr %53, align 4, !dbg !34
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !31
    #dbg_value(i64 %indvars.iv.next.1, !25, !DIExpression(), !27)
  %56 = getelementptr inbounds nuw float, ptr %1, i64 %indvars.iv.next.1, !dbg !32
  %57 = load float, ptr %56, align 4, !dbg !32
  %58 = getelementptr inbounds nuw float, ptr %0, i64 %indvars.iv.next.1, !dbg !33
  %59 = load float, ptr %58, align 4, !dbg !34
  %60 = tail call float @llvm.fmuladd.f32(float %57, float 2.000000e+00, float %59), !dbg !34
  store float %60, ptr %58, align 4, !dbg !34
  %indvars.iv.next.2 = add nuw nsw i64 %indvars.iv, 3, !dbg !31
    #dbg_value(i64 %indvars.iv.next.2, !25, !DIExpression(), !27)
  %61 = getelementptr inbounds nuw float, ptr %1, i64 %indvars.iv.next.2, !dbg !32
  %62 = load float, ptr %61, align 4, !dbg !32
  %63 = getelementptr inbounds nuw float, ptr %0, i64 %indvars.iv.next.2, !dbg !33
  %64 = load float, ptr %63, align 4, !dbg !34
  %65 = tail call float @llvm.fmuladd.f32(float %62, float 2.000000e+00, float %64), !dbg !34
  store float %65, ptr %63, align 4, !dbg !34
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4, !dbg !31
    #dbg_value(i64 %indvars.iv.next.3, !25, !DIExpression(), !27)
  %exitcond.not.3 = icmp eq i64 %indvars.iv.next.3, %wide.trip.count, !dbg !28
  br i1 %exitcond.not.3, label %._crit_edge, label %.lr.ph, !dbg !30, !llvm.loop !41

._crit_edge:                                      ; preds = %.lr.ph.prol.loopexit, %.lr.ph, %middle.block, %3
  ret void, !dbg !42
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @unroll_full_const(ptr noundef readonly captures(none) %0) local_unnamed_addr #2 !dbg !43 {
    #dbg_value(ptr %0, !48, !DIExpression(), !49)
    #dbg_value(i32 0, !50, !DIExpression(), !49)
    #dbg_value(i32 0, !51, !DIExpression(), !53)
    #dbg_value(i64 0, !51, !DIExpression(), !53)
    #dbg_value(i32 0, !50, !DIExpression(), !49)
    #dbg_value(i32 0, !50, !DIExpression(), !49)
    #dbg_value(i64 1, !51, !DIExpression(), !53)
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !54
  %3 = load i32, ptr %2, align 4, !dbg !54
    #dbg_value(i32 %3, !50, !DIExpression(), !49)
    #dbg_value(i64 2, !51, !DIExpression(), !53)
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !54
  %5 = load i32, ptr %4, align 4, !dbg !54
  %6 = shl nsw i32 %5, 1, !dbg !56
    #dbg_value(i32 poison, !50, !DIExpression(), !49)
    #dbg_value(i64 3, !51, !DIExpression(), !53)
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 12, !dbg !54
  %8 = load i32, ptr %7, align 4, !dbg !54
  %9 = mul nsw i32 %8, 3, !dbg !56
    #dbg_value(i32 poison, !50, !DIExpression(), !49)
    #dbg_value(i64 4, !51, !DIExpression(), !53)
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 16, !dbg !54
  %11 = load i32, ptr %10, align 4, !dbg !54
  %12 = shl nsw i32 %11, 2, !dbg !56
    #dbg_value(i32 poison, !50, !DIExpression(), !49)
    #dbg_value(i64 5, !51, !DIExpression(), !53)
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 20, !dbg !54
  %14 = load i32, ptr %13, align 4, !dbg !54
  %15 = mul nsw i32 %14, 5, !dbg !56
    #dbg_value(i32 poison, !50, !DIExpression(), !49)
    #dbg_value(i64 6, !51, !DIExpression(), !53)
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 24, !dbg !54
  %17 = load i32, ptr %16, align 4, !dbg !54
  %18 = mul nsw i32 %17, 6, !dbg !56
    #dbg_value(i32 poison, !50, !DIExpression(), !49)
    #dbg_value(i64 7, !51, !DIExpression(), !53)
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 28, !dbg !54
  %20 = load i32, ptr %19, align 4, !dbg !54
  %21 = mul nsw i32 %20, 7, !dbg !56
    #dbg_value(i32 poison, !50, !DIExpression(), !49)
    #dbg_value(i64 8, !51, !DIExpression(), !53)
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 32, !dbg !54
  %23 = load i32, ptr %22, align 4, !dbg !54
  %24 = shl nsw i32 %23, 3, !dbg !56
    #dbg_value(i32 poison, !50, !DIExpression(), !49)
    #dbg_value(i64 9, !51, !DIExpression(), !53)
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 36, !dbg !54
    #dbg_value(i32 poison, !50, !DIExpression(), !49)
    #dbg_value(i64 10, !51, !DIExpression(), !53)
    #dbg_value(i32 poison, !50, !DIExpression(), !49)
    #dbg_value(i64 11, !51, !DIExpression(), !53)
    #dbg_value(i32 poison, !50, !DIExpression(), !49)
    #dbg_value(i64 12, !51, !DIExpression(), !53)
  %26 = load <4 x i32>, ptr %25, align 4, !dbg !54
  %27 = mul nsw <4 x i32> %26, <i32 9, i32 10, i32 11, i32 12>, !dbg !56
    #dbg_value(i32 poison, !50, !DIExpression(), !49)
    #dbg_value(i64 13, !51, !DIExpression(), !53)
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 52, !dbg !54
  %29 = load i32, ptr %28, align 4, !dbg !54
  %30 = mul nsw i32 %29, 13, !dbg !56
    #dbg_value(i32 poison, !50, !DIExpression(), !49)
    #dbg_value(i64 14, !51, !DIExpression(), !53)
  %31 = getelementptr inbounds nuw i8, ptr %0, i64 56, !dbg !54
  %32 = load i32, ptr %31, align 4, !dbg !54
  %33 = mul nsw i32 %32, 14, !dbg !56
    #dbg_value(i32 poison, !50, !DIExpression(), !49)
    #dbg_value(i64 15, !51, !DIExpression(), !53)
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 60, !dbg !54
  %35 = load i32, ptr %34, align 4, !dbg !54
  %36 = mul nsw i32 %35, 15, !dbg !56
  %37 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %27), !dbg !57
  %op.rdx = add i32 %37, %9, !dbg !57
  %op.rdx10 = add i32 %15, %18, !dbg !57
  %op.rdx11 = add i32 %21, %30, !dbg !57
  %op.rdx12 = add i32 %33, %36, !dbg !57
  %op.rdx13 = add i32 %6, %12, !dbg !57
  %op.rdx14 = add i32 %24, %3, !dbg !57
  %op.rdx15 = add i32 %op.rdx, %op.rdx10, !dbg !57
  %op.rdx16 = add i32 %op.rdx11, %op.rdx12, !dbg !57
  %op.rdx17 = add i32 %op.rdx13, %op.rdx14, !dbg !57
  %op.rdx18 = add i32 %op.rdx15, %op.rdx16, !dbg !57
  %op.rdx19 = add i32 %op.rdx18, %op.rdx17, !dbg !57
    #dbg_value(i32 %op.rdx19, !50, !DIExpression(), !49)
    #dbg_value(i64 16, !51, !DIExpression(), !53)
  ret i32 %op.rdx19, !dbg !58
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @unroll_full_unknown(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #3 !dbg !59 {
    #dbg_value(ptr %0, !62, !DIExpression(), !63)
    #dbg_value(i32 %1, !64, !DIExpression(), !63)
    #dbg_value(i32 0, !65, !DIExpression(), !63)
    #dbg_value(i32 0, !66, !DIExpression(), !68)
  %3 = icmp sgt i32 %1, 0, !dbg !69
  br i1 %3, label %.lr.ph.preheader, label %._crit_edge, !dbg !71

.lr.ph.preheader:                                 ; preds = %2
  %wide.trip.count = zext nneg i32 %1 to i64, !dbg !69
  %min.iters.check = icmp ult i32 %1, 8, !dbg !71
  br i1 %min.iters.check, label %.lr.ph.preheader12, label %vector.ph, !dbg !71

vector.ph:                                        ; preds = %.lr.ph.preheader
  %n.vec = and i64 %wide.trip.count, 2147483640
  br label %vector.body, !dbg !71

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !72
  %vec.phi = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %6, %vector.body ]
  %vec.phi10 = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %7, %vector.body ]
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %index, !dbg !73
  %5 = getelementptr inbounds nuw i8, ptr %4, i64 16, !dbg !73
  %wide.load = load <4 x i32>, ptr %4, align 4, !dbg !73
  %wide.load11 = load <4 x i32>, ptr %5, align 4, !dbg !73
  %6 = add <4 x i32> %wide.load, %vec.phi, !dbg !74
  %7 = add <4 x i32> %wide.load11, %vec.phi10, !dbg !74
  %index.next = add nuw i64 %index, 8, !dbg !72
  %8 = icmp eq i64 %index.next, %n.vec, !dbg !71
  br i1 %8, label %middle.block, label %vector.body, !dbg !71, !llvm.loop !75

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <4 x i32> %7, %6, !dbg !71
  %9 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %bin.rdx), !dbg !71
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !71
  br i1 %cmp.n, label %._crit_edge, label %.lr.ph.preheader12, !dbg !71

.lr.ph.preheader12:                               ; preds = %.lr.ph.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %.lr.ph.preheader ], [ %n.vec, %middle.block ]
  %.067.ph = phi i32 [ 0, %.lr.ph.preheader ], [ %9, %middle.block ]
  br label %.lr.ph, !dbg !71

.lr.ph:                                           ; preds = %.lr.ph.preheader12, %.lr.ph
  %indvars.iv = phi i64 [ %indvars.iv.next, %.lr.ph ], [ %indvars.iv.ph, %.lr.ph.preheader12 ]
  %.067 = phi i32 [ %12, %.lr.ph ], [ %.067.ph, %.lr.ph.preheader12 ]
    #dbg_value(i64 %indvars.iv, !66, !DIExpression(), !68)
    #dbg_value(i32 %.067, !65, !DIExpression(), !63)
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv, !dbg !73
  %11 = load i32, ptr %10, align 4, !dbg !73
  %12 = add nsw i32 %11, %.067, !dbg !74
    #dbg_value(i32 %12, !65, !DIExpression(), !63)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !72
    #dbg_value(i64 %indvars.iv.next, !66, !DIExpression(), !68)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !69
  br i1 %exitcond.not, label %._crit_edge, label %.lr.ph, !dbg !71, !llvm.loop !78

._crit_edge:                                      ; preds = %.lr.ph, %middle.block, %2
  %.06.lcssa = phi i32 [ 0, %2 ], [ %9, %middle.block ], [ %12, %.lr.ph ], !dbg !63
  ret i32 %.06.lcssa, !dbg !79
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @unroll_enable(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 !dbg !80 {
    #dbg_value(ptr %0, !84, !DIExpression(), !85)
    #dbg_value(i32 %1, !86, !DIExpression(), !85)
    #dbg_value(i32 0, !87, !DIExpression(), !89)
  %3 = icmp sgt i32 %1, 0, !dbg !90
  br i1 %3, label %.lr.ph.preheader, label %._crit_edge, !dbg !92

.lr.ph.preheader:                                 ; preds = %2
  %wide.trip.count = zext nneg i32 %1 to i64, !dbg !90
  %min.iters.check = icmp ult i32 %1, 8, !dbg !92
  br i1 %min.iters.check, label %.lr.ph.preheader9, label %vector.ph, !dbg !92

vector.ph:                                        ; preds = %.lr.ph.preheader
  %n.vec = and i64 %wide.trip.count, 2147483640
  br label %vector.body, !dbg !92

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !93
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %index, !dbg !94
  %5 = getelementptr inbounds nuw i8, ptr %4, i64 16, !dbg !94
  %wide.load = load <4 x i32>, ptr %4, align 4, !dbg !94
  %wide.load8 = load <4 x i32>, ptr %5, align 4, !dbg !94
  %6 = mul nsw <4 x i32> %wide.load, splat (i32 3), !dbg !95
  %7 = mul nsw <4 x i32> %wide.load8, splat (i32 3), !dbg !95
  %8 = add nsw <4 x i32> %6, splat (i32 1), !dbg !96
  %9 = add nsw <4 x i32> %7, splat (i32 1), !dbg !96
  store <4 x i32> %8, ptr %4, align 4, !dbg !97
  store <4 x i32> %9, ptr %5, align 4, !dbg !97
  %index.next = add nuw i64 %index, 8, !dbg !93
  %10 = icmp eq i64 %index.next, %n.vec, !dbg !92
  br i1 %10, label %middle.block, label %vector.body, !dbg !92, !llvm.loop !98

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !92
  br i1 %cmp.n, label %._crit_edge, label %.lr.ph.preheader9, !dbg !92

.lr.ph.preheader9:                                ; preds = %.lr.ph.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %.lr.ph.preheader ], [ %n.vec, %middle.block ]
  br label %.lr.ph, !dbg !92

.lr.ph:                                           ; preds = %.lr.ph.preheader9, %.lr.ph
  %indvars.iv = phi i64 [ %indvars.iv.next, %.lr.ph ], [ %indvars.iv.ph, %.lr.ph.preheader9 ]
    #dbg_value(i64 %indvars.iv, !87, !DIExpression(), !89)
  %11 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv, !dbg !94
  %12 = load i32, ptr %11, align 4, !dbg !94
  %13 = mul nsw i32 %12, 3, !dbg !95
  %14 = add nsw i32 %13, 1, !dbg !96
  store i32 %14, ptr %11, align 4, !dbg !97
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !93
    #dbg_value(i64 %indvars.iv.next, !87, !DIExpression(), !89)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !90
  br i1 %exitcond.not, label %._crit_edge, label %.lr.ph, !dbg !92, !llvm.loop !100

._crit_edge:                                      ; preds = %.lr.ph, %middle.block, %2
  ret void, !dbg !101
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @unroll_disable(ptr noundef captures(none) %0) local_unnamed_addr #4 !dbg !102 {
    #dbg_value(ptr %0, !105, !DIExpression(), !106)
    #dbg_value(i32 0, !107, !DIExpression(), !109)
  br label %2, !dbg !110

2:                                                ; preds = %1, %2
  %indvars.iv = phi i64 [ 0, %1 ], [ %indvars.iv.next, %2 ]
    #dbg_value(i64 %indvars.iv, !107, !DIExpression(), !109)
  %3 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv, !dbg !111
  %4 = load i32, ptr %3, align 4, !dbg !111
  %5 = tail call i32 @sink(i32 noundef %4) #11, !dbg !113
  store i32 %5, ptr %3, align 4, !dbg !114
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !115
    #dbg_value(i64 %indvars.iv.next, !107, !DIExpression(), !109)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 64, !dbg !116
  br i1 %exitcond.not, label %6, label %2, !dbg !110, !llvm.loop !117

6:                                                ; preds = %2
  ret void, !dbg !119
}

declare i32 @sink(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @gcc_style(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 !dbg !120 {
    #dbg_value(ptr %0, !121, !DIExpression(), !122)
    #dbg_value(i32 %1, !123, !DIExpression(), !122)
    #dbg_value(i32 0, !124, !DIExpression(), !126)
  %3 = icmp sgt i32 %1, 0, !dbg !127
  br i1 %3, label %.lr.ph.preheader, label %.preheader, !dbg !129

.lr.ph.preheader:                                 ; preds = %2
  %wide.trip.count = zext nneg i32 %1 to i64, !dbg !127
  %min.iters.check = icmp ult i32 %1, 8, !dbg !129
  br i1 %min.iters.check, label %.lr.ph.preheader46, label %vector.ph, !dbg !129

vector.ph:                                        ; preds = %.lr.ph.preheader
  %n.vec = and i64 %wide.trip.count, 2147483640
  %4 = add nsw i64 %wide.trip.count, -8, !dbg !129
  %5 = lshr i64 %4, 3, !dbg !129
  %6 = add nuw nsw i64 %5, 1, !dbg !129
  %xtraiter = and i64 %6, 7, !dbg !129
  %7 = icmp ult i64 %4, 56, !dbg !129
  br i1 %7, label %vector.body.epil.preheader, label %vector.ph.new, !dbg !129

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %6, 4611686018427387896, !dbg !129
  br label %vector.body, !dbg !129

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ], !dbg !130
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.7, %vector.body ]
  %8 = getelementptr inbounds nuw i32, ptr %0, i64 %index, !dbg !131
  %9 = getelementptr inbounds nuw i8, ptr %8, i64 16, !dbg !132
  %wide.load = load <4 x i32>, ptr %8, align 4, !dbg !132
  %wide.load32 = load <4 x i32>, ptr %9, align 4, !dbg !132
  %10 = shl <4 x i32> %wide.load, splat (i32 1), !dbg !132
  %11 = shl <4 x i32> %wide.load32, splat (i32 1), !dbg !132
  store <4 x i32> %10, ptr %8, align 4, !dbg !132
  store <4 x i32> %11, ptr %9, align 4, !dbg !132
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %index, !dbg !131
  %13 = getelementptr inbounds nuw i8, ptr %12, i64 32, !dbg !131
  %14 = getelementptr inbounds nuw i8, ptr %12, i64 48, !dbg !132
  %wide.load.1 = load <4 x i32>, ptr %13, align 4, !dbg !132
  %wide.load32.1 = load <4 x i32>, ptr %14, align 4, !dbg !132
  %15 = shl <4 x i32> %wide.load.1, splat (i32 1), !dbg !132
  %16 = shl <4 x i32> %wide.load32.1, splat (i32 1), !dbg !132
  store <4 x i32> %15, ptr %13, align 4, !dbg !132
  store <4 x i32> %16, ptr %14, align 4, !dbg !132
  %17 = getelementptr inbounds nuw i32, ptr %0, i64 %index, !dbg !131
  %18 = getelementptr inbounds nuw i8, ptr %17, i64 64, !dbg !131
  %19 = getelementptr inbounds nuw i8, ptr %17, i64 80, !dbg !132
  %wide.load.2 = load <4 x i32>, ptr %18, align 4, !dbg !132
  %wide.load32.2 = load <4 x i32>, ptr %19, align 4, !dbg !132
  %20 = shl <4 x i32> %wide.load.2, splat (i32 1), !dbg !132
  %21 = shl <4 x i32> %wide.load32.2, splat (i32 1), !dbg !132
  store <4 x i32> %20, ptr %18, align 4, !dbg !132
  store <4 x i32> %21, ptr %19, align 4, !dbg !132
  %22 = getelementptr inbounds nuw i32, ptr %0, i64 %index, !dbg !131
  %23 = getelementptr inbounds nuw i8, ptr %22, i64 96, !dbg !131
  %24 = getelementptr inbounds nuw i8, ptr %22, i64 112, !dbg !132
  %wide.load.3 = load <4 x i32>, ptr %23, align 4, !dbg !132
  %wide.load32.3 = load <4 x i32>, ptr %24, align 4, !dbg !132
  %25 = shl <4 x i32> %wide.load.3, splat (i32 1), !dbg !132
  %26 = shl <4 x i32> %wide.load32.3, splat (i32 1), !dbg !132
  store <4 x i32> %25, ptr %23, align 4, !dbg !132
  store <4 x i32> %26, ptr %24, align 4, !dbg !132
  %27 = getelementptr inbounds nuw i32, ptr %0, i64 %index, !dbg !131
  %28 = getelementptr inbounds nuw i8, ptr %27, i64 128, !dbg !131
  %29 = getelementptr inbounds nuw i8, ptr %27, i64 144, !dbg !132
  %wide.load.4 = load <4 x i32>, ptr %28, align 4, !dbg !132
  %wide.load32.4 = load <4 x i32>, ptr %29, align 4, !dbg !132
  %30 = shl <4 x i32> %wide.load.4, splat (i32 1), !dbg !132
  %31 = shl <4 x i32> %wide.load32.4, splat (i32 1), !dbg !132
  store <4 x i32> %30, ptr %28, align 4, !dbg !132
  store <4 x i32> %31, ptr %29, align 4, !dbg !132
  %32 = getelementptr inbounds nuw i32, ptr %0, i64 %index, !dbg !131
  %33 = getelementptr inbounds nuw i8, ptr %32, i64 160, !dbg !131
  %34 = getelementptr inbounds nuw i8, ptr %32, i64 176, !dbg !132
  %wide.load.5 = load <4 x i32>, ptr %33, align 4, !dbg !132
  %wide.load32.5 = load <4 x i32>, ptr %34, align 4, !dbg !132
  %35 = shl <4 x i32> %wide.load.5, splat (i32 1), !dbg !132
  %36 = shl <4 x i32> %wide.load32.5, splat (i32 1), !dbg !132
  store <4 x i32> %35, ptr %33, align 4, !dbg !132
  store <4 x i32> %36, ptr %34, align 4, !dbg !132
  %37 = getelementptr inbounds nuw i32, ptr %0, i64 %index, !dbg !131
  %38 = getelementptr inbounds nuw i8, ptr %37, i64 192, !dbg !131
  %39 = getelementptr inbounds nuw i8, ptr %37, i64 208, !dbg !132
  %wide.load.6 = load <4 x i32>, ptr %38, align 4, !dbg !132
  %wide.load32.6 = load <4 x i32>, ptr %39, align 4, !dbg !132
  %40 = shl <4 x i32> %wide.load.6, splat (i32 1), !dbg !132
  %41 = shl <4 x i32> %wide.load32.6, splat (i32 1), !dbg !132
  store <4 x i32> %40, ptr %38, align 4, !dbg !132
  store <4 x i32> %41, ptr %39, align 4, !dbg !132
  %42 = getelementptr inbounds nuw i32, ptr %0, i64 %index, !dbg !131
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 224, !dbg !131
  %44 = getelementptr inbounds nuw i8, ptr %42, i64 240, !dbg !132
  %wide.load.7 = load <4 x i32>, ptr %43, align 4, !dbg !132
  %wide.load32.7 = load <4 x i32>, ptr %44, align 4, !dbg !132
  %45 = shl <4 x i32> %wide.load.7, splat (i32 1), !dbg !132
  %46 = shl <4 x i32> %wide.load32.7, splat (i32 1), !dbg !132
  store <4 x i32> %45, ptr %43, align 4, !dbg !132
  store <4 x i32> %46, ptr %44, align 4, !dbg !132
  %index.next.7 = add nuw i64 %index, 64, !dbg !130
  %niter.next.7 = add nuw i64 %niter, 8, !dbg !129
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter, !dbg !129
  br i1 %niter.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !dbg !129, !llvm.loop !133

middle.block.unr-lcssa:                           ; preds = %vector.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !129
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil.preheader, !dbg !129

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa, %vector.ph
  %index.epil.init = phi i64 [ 0, %vector.ph ], [ %index.next.7, %middle.block.unr-lcssa ]
  %lcmp.mod47 = icmp ne i64 %xtraiter, 0, !dbg !129
  tail call void @llvm.assume(i1 %lcmp.mod47), !dbg !129
  br label %vector.body.epil, !dbg !129

vector.body.epil:                                 ; preds = %vector.body.epil, %vector.body.epil.preheader
  %index.epil = phi i64 [ %index.epil.init, %vector.body.epil.preheader ], [ %index.next.epil, %vector.body.epil ], !dbg !130
  %epil.iter = phi i64 [ 0, %vector.body.epil.preheader ], [ %epil.iter.next, %vector.body.epil ]
  %47 = getelementptr inbounds nuw i32, ptr %0, i64 %index.epil, !dbg !131
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 16, !dbg !132
  %wide.load.epil = load <4 x i32>, ptr %47, align 4, !dbg !132
  %wide.load32.epil = load <4 x i32>, ptr %48, align 4, !dbg !132
  %49 = shl <4 x i32> %wide.load.epil, splat (i32 1), !dbg !132
  %50 = shl <4 x i32> %wide.load32.epil, splat (i32 1), !dbg !132
  store <4 x i32> %49, ptr %47, align 4, !dbg !132
  store <4 x i32> %50, ptr %48, align 4, !dbg !132
  %index.next.epil = add nuw i64 %index.epil, 8, !dbg !130
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !129
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !129
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !dbg !129, !llvm.loop !134

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !129
  br i1 %cmp.n, label %.lr.ph20.preheader, label %.lr.ph.preheader46, !dbg !129

.lr.ph.preheader46:                               ; preds = %.lr.ph.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %.lr.ph.preheader ], [ %n.vec, %middle.block ]
  %xtraiter48 = and i64 %wide.trip.count, 7, !dbg !129
  %lcmp.mod49.not = icmp eq i64 %xtraiter48, 0, !dbg !129
  br i1 %lcmp.mod49.not, label %.lr.ph.prol.loopexit, label %.lr.ph.prol, !dbg !129

.lr.ph.prol:                                      ; preds = %.lr.ph.preheader46, %.lr.ph.prol
  %indvars.iv.prol = phi i64 [ %indvars.iv.next.prol, %.lr.ph.prol ], [ %indvars.iv.ph, %.lr.ph.preheader46 ]
  %prol.iter = phi i64 [ %prol.iter.next, %.lr.ph.prol ], [ 0, %.lr.ph.preheader46 ]
    #dbg_value(i64 %indvars.iv.prol, !124, !DIExpression(), !126)
  %51 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv.prol, !dbg !131
  %52 = load i32, ptr %51, align 4, !dbg !132
  %53 = shl i32 %52, 1, !dbg !132
  store i32 %53, ptr %51, align 4, !dbg !132
  %indvars.iv.next.prol = add nuw nsw i64 %indvars.iv.prol, 1, !dbg !130
    #dbg_value(i64 %indvars.iv.next.prol, !124, !DIExpression(), !126)
  %prol.iter.next = add i64 %prol.iter, 1, !dbg !129
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter48, !dbg !129
  br i1 %prol.iter.cmp.not, label %.lr.ph.prol.loopexit, label %.lr.ph.prol, !dbg !129, !llvm.loop !135

.lr.ph.prol.loopexit:                             ; preds = %.lr.ph.prol, %.lr.ph.preheader46
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %.lr.ph.preheader46 ], [ %indvars.iv.next.prol, %.lr.ph.prol ]
  %54 = sub nsw i64 %indvars.iv.ph, %wide.trip.count, !dbg !129
  %55 = icmp ugt i64 %54, -8, !dbg !129
  br i1 %55, label %.lr.ph20.preheader, label %.lr.ph, !dbg !129

.lr.ph20.preheader:                               ; preds = %.lr.ph.prol.loopexit, %.lr.ph, %middle.block
    #dbg_value(i32 0, !136, !DIExpression(), !138)
  %wide.trip.count26 = zext nneg i32 %1 to i64, !dbg !139
  %min.iters.check34 = icmp ult i32 %1, 4, !dbg !141
  br i1 %min.iters.check34, label %.lr.ph20.preheader45, label %vector.ph35, !dbg !141

vector.ph35:                                      ; preds = %.lr.ph20.preheader
  %n.vec37 = and i64 %wide.trip.count, 2147483644
  br label %vector.body38, !dbg !141

vector.body38:                                    ; preds = %vector.body38, %vector.ph35
  %index39 = phi i64 [ 0, %vector.ph35 ], [ %index.next41, %vector.body38 ], !dbg !142
  %56 = getelementptr inbounds nuw i32, ptr %0, i64 %index39, !dbg !143
  %wide.load40 = load <4 x i32>, ptr %56, align 4, !dbg !144
  %57 = xor <4 x i32> %wide.load40, splat (i32 85), !dbg !144
  store <4 x i32> %57, ptr %56, align 4, !dbg !144
  %index.next41 = add nuw i64 %index39, 4, !dbg !142
  %58 = icmp eq i64 %index.next41, %n.vec37, !dbg !141
  br i1 %58, label %middle.block42, label %vector.body38, !dbg !141, !llvm.loop !145

middle.block42:                                   ; preds = %vector.body38
  %cmp.n43 = icmp eq i64 %n.vec37, %wide.trip.count, !dbg !141
  br i1 %cmp.n43, label %.preheader, label %.lr.ph20.preheader45, !dbg !141

.lr.ph20.preheader45:                             ; preds = %.lr.ph20.preheader, %middle.block42
  %indvars.iv23.ph = phi i64 [ 0, %.lr.ph20.preheader ], [ %n.vec37, %middle.block42 ]
  br label %.lr.ph20, !dbg !141

.lr.ph:                                           ; preds = %.lr.ph.prol.loopexit, %.lr.ph
  %indvars.iv = phi i64 [ %indvars.iv.next.7, %.lr.ph ], [ %indvars.iv.unr, %.lr.ph.prol.loopexit ]
    #dbg_value(i64 %indvars.iv, !124, !DIExpression(), !126)
  %59 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv, !dbg !131
  %60 = load i32, ptr %59, align 4, !dbg !132
  %61 = shl i32 %60, 1, !dbg !132
  store i32 %61, ptr %59, align 4, !dbg !132
    #dbg_value(i64 %indvars.iv, !124, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !126)
  %62 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv, !dbg !131
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 4, !dbg !131
  %64 = load i32, ptr %63, align 4, !dbg !132
  %65 = shl i32 %64, 1, !dbg !132
  store i32 %65, ptr %63, align 4, !dbg !132
    #dbg_value(i64 %indvars.iv, !124, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !126)
  %66 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv, !dbg !131
  %67 = getelementptr inbounds nuw i8, ptr %66, i64 8, !dbg !131
  %68 = load i32, ptr %67, align 4, !dbg !132
  %69 = shl i32 %68, 1, !dbg !132
  store i32 %69, ptr %67, align 4, !dbg !132
    #dbg_value(i64 %indvars.iv, !124, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !126)
  %70 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv, !dbg !131
  %71 = getelementptr inbounds nuw i8, ptr %70, i64 12, !dbg !131
  %72 = load i32, ptr %71, align 4, !dbg !132
  %73 = shl i32 %72, 1, !dbg !132
  store i32 %73, ptr %71, align 4, !dbg !132
    #dbg_value(i64 %indvars.iv, !124, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !126)
  %74 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv, !dbg !131
  %75 = getelementptr inbounds nuw i8, ptr %74, i64 16, !dbg !131
  %76 = load i32, ptr %75, align 4, !dbg !132
  %77 = shl i32 %76, 1, !dbg !132
  store i32 %77, ptr %75, align 4, !dbg !132
    #dbg_value(i64 %indvars.iv, !124, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !126)
  %78 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv, !dbg !131
  %79 = getelementptr inbounds nuw i8, ptr %78, i64 20, !dbg !131
  %80 = load i32, ptr %79, align 4, !dbg !132
  %81 = shl i32 %80, 1, !dbg !132
  store i32 %81, ptr %79, align 4, !dbg !132
    #dbg_value(i64 %indvars.iv, !124, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !126)
  %82 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv, !dbg !131
  %83 = getelementptr inbounds nuw i8, ptr %82, i64 24, !dbg !131
  %84 = load i32, ptr %83, align 4, !dbg !132
  %85 = shl i32 %84, 1, !dbg !132
  store i32 %85, ptr %83, align 4, !dbg !132
    #dbg_value(i64 %indvars.iv, !124, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !126)
  %86 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv, !dbg !131
  %87 = getelementptr inbounds nuw i8, ptr %86, i64 28, !dbg !131
  %88 = load i32, ptr %87, align 4, !dbg !132
  %89 = shl i32 %88, 1, !dbg !132
  store i32 %89, ptr %87, align 4, !dbg !132
  %indvars.iv.next.7 = add nuw nsw i64 %indvars.iv, 8, !dbg !130
    #dbg_value(i64 %indvars.iv.next.7, !124, !DIExpression(), !126)
  %exitcond.not.7 = icmp eq i64 %indvars.iv.next.7, %wide.trip.count, !dbg !127
  br i1 %exitcond.not.7, label %.lr.ph20.preheader, label %.lr.ph, !dbg !129, !llvm.loop !146

.preheader:                                       ; preds = %.lr.ph20, %middle.block42, %2
    #dbg_value(i64 1, !147, !DIExpression(), !149)
  %90 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !150
    #dbg_value(i64 2, !147, !DIExpression(), !149)
    #dbg_value(i64 3, !147, !DIExpression(), !149)
    #dbg_value(i64 4, !147, !DIExpression(), !149)
  %91 = load <4 x i32>, ptr %90, align 4, !dbg !152
  %92 = add nsw <4 x i32> %91, <i32 1, i32 2, i32 3, i32 4>, !dbg !152
  store <4 x i32> %92, ptr %90, align 4, !dbg !152
    #dbg_value(i64 5, !147, !DIExpression(), !149)
  %93 = getelementptr inbounds nuw i8, ptr %0, i64 20, !dbg !150
    #dbg_value(i64 6, !147, !DIExpression(), !149)
  %94 = load <2 x i32>, ptr %93, align 4, !dbg !152
  %95 = add nsw <2 x i32> %94, <i32 5, i32 6>, !dbg !152
  store <2 x i32> %95, ptr %93, align 4, !dbg !152
    #dbg_value(i64 7, !147, !DIExpression(), !149)
  %96 = getelementptr inbounds nuw i8, ptr %0, i64 28, !dbg !150
  %97 = load i32, ptr %96, align 4, !dbg !152
  %98 = add nsw i32 %97, 7, !dbg !152
  store i32 %98, ptr %96, align 4, !dbg !152
    #dbg_value(i64 8, !147, !DIExpression(), !149)
  ret void, !dbg !153

.lr.ph20:                                         ; preds = %.lr.ph20.preheader45, %.lr.ph20
  %indvars.iv23 = phi i64 [ %indvars.iv.next24, %.lr.ph20 ], [ %indvars.iv23.ph, %.lr.ph20.preheader45 ]
    #dbg_value(i64 %indvars.iv23, !136, !DIExpression(), !138)
  %99 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv23, !dbg !143
  %100 = load i32, ptr %99, align 4, !dbg !144
  %101 = xor i32 %100, 85, !dbg !144
  store i32 %101, ptr %99, align 4, !dbg !144
  %indvars.iv.next24 = add nuw nsw i64 %indvars.iv23, 1, !dbg !142
    #dbg_value(i64 %indvars.iv.next24, !136, !DIExpression(), !138)
  %exitcond27.not = icmp eq i64 %indvars.iv.next24, %wide.trip.count26, !dbg !139
  br i1 %exitcond27.not, label %.preheader, label %.lr.ph20, !dbg !141, !llvm.loop !154
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 100, -2147483648) i32 @while_loops(ptr noundef readonly captures(none) %0) local_unnamed_addr #6 !dbg !156 {
    #dbg_value(ptr %0, !162, !DIExpression(), !163)
    #dbg_value(i32 0, !164, !DIExpression(), !163)
    #dbg_value(ptr %0, !162, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !163)
  %2 = load i8, ptr %0, align 1, !dbg !165
  %.not6 = icmp eq i8 %2, 0, !dbg !166
  br i1 %.not6, label %.preheader, label %.lr.ph.preheader, !dbg !166

.lr.ph.preheader:                                 ; preds = %1
  %scevgep = getelementptr i8, ptr %0, i64 1, !dbg !166
  %strlen = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %scevgep), !dbg !166
    #dbg_value(i32 0, !164, !DIExpression(), !163)
    #dbg_value(ptr %0, !162, !DIExpression(), !163)
  %3 = trunc i64 %strlen to i32, !dbg !166
  %4 = add i32 %3, 1, !dbg !166
  br label %.preheader, !dbg !167

.preheader:                                       ; preds = %.lr.ph.preheader, %1
  %.0.lcssa = phi i32 [ 0, %1 ], [ %4, %.lr.ph.preheader ], !dbg !163
    #dbg_value(i32 poison, !164, !DIExpression(), !163)
  %umax = tail call i32 @llvm.umax.i32(i32 %.0.lcssa, i32 98), !dbg !167
  %5 = add i32 %umax, 1, !dbg !167
  %6 = sub i32 %5, %.0.lcssa, !dbg !167
  %7 = and i32 %6, -2, !dbg !167
  %8 = add i32 %.0.lcssa, %7, !dbg !167
  %9 = add i32 %8, 2, !dbg !167
  ret i32 %9, !dbg !168
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

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "loops/src/unroll.c", directory: "/work/shared/corpus/oracle", checksumkind: CSK_MD5, checksum: "21e8ea7033fe18df49238927b77563f7")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!10 = distinct !DISubprogram(name: "unroll_count4", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !16, !19}
!13 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !14)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!16 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !17)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !{}
!21 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 5, type: !13)
!22 = !DILocation(line: 0, scope: !10)
!23 = !DILocalVariable(name: "b", arg: 2, scope: !10, file: !1, line: 5, type: !16)
!24 = !DILocalVariable(name: "n", arg: 3, scope: !10, file: !1, line: 5, type: !19)
!25 = !DILocalVariable(name: "i", scope: !26, file: !1, line: 7, type: !19)
!26 = distinct !DILexicalBlock(scope: !10, file: !1, line: 7, column: 3)
!27 = !DILocation(line: 0, scope: !26)
!28 = !DILocation(line: 7, column: 21, scope: !29)
!29 = distinct !DILexicalBlock(scope: !26, file: !1, line: 7, column: 3)
!30 = !DILocation(line: 7, column: 3, scope: !26)
!31 = !DILocation(line: 7, column: 26, scope: !29)
!32 = !DILocation(line: 8, column: 13, scope: !29)
!33 = !DILocation(line: 8, column: 5, scope: !29)
!34 = !DILocation(line: 8, column: 10, scope: !29)
!35 = distinct !{!35, !36, !37, !38}
!36 = !{!"llvm.loop.mustprogress"}
!37 = !{!"llvm.loop.isvectorized", i32 1}
!38 = !{!"llvm.loop.unroll.disable"}
!39 = distinct !{!39, !38}
!40 = distinct !{!40, !38}
!41 = distinct !{!41, !36, !37, !38}
!42 = !DILocation(line: 9, column: 1, scope: !10)
!43 = distinct !DISubprogram(name: "unroll_full_const", scope: !1, file: !1, line: 11, type: !44, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!44 = !DISubroutineType(types: !45)
!45 = !{!19, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!48 = !DILocalVariable(name: "a", arg: 1, scope: !43, file: !1, line: 11, type: !46)
!49 = !DILocation(line: 0, scope: !43)
!50 = !DILocalVariable(name: "s", scope: !43, file: !1, line: 12, type: !19)
!51 = !DILocalVariable(name: "i", scope: !52, file: !1, line: 14, type: !19)
!52 = distinct !DILexicalBlock(scope: !43, file: !1, line: 14, column: 3)
!53 = !DILocation(line: 0, scope: !52)
!54 = !DILocation(line: 15, column: 10, scope: !55)
!55 = distinct !DILexicalBlock(scope: !52, file: !1, line: 14, column: 3)
!56 = !DILocation(line: 15, column: 15, scope: !55)
!57 = !DILocation(line: 15, column: 7, scope: !55)
!58 = !DILocation(line: 16, column: 3, scope: !43)
!59 = distinct !DISubprogram(name: "unroll_full_unknown", scope: !1, file: !1, line: 20, type: !60, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!60 = !DISubroutineType(types: !61)
!61 = !{!19, !46, !19}
!62 = !DILocalVariable(name: "a", arg: 1, scope: !59, file: !1, line: 20, type: !46)
!63 = !DILocation(line: 0, scope: !59)
!64 = !DILocalVariable(name: "n", arg: 2, scope: !59, file: !1, line: 20, type: !19)
!65 = !DILocalVariable(name: "s", scope: !59, file: !1, line: 21, type: !19)
!66 = !DILocalVariable(name: "i", scope: !67, file: !1, line: 23, type: !19)
!67 = distinct !DILexicalBlock(scope: !59, file: !1, line: 23, column: 3)
!68 = !DILocation(line: 0, scope: !67)
!69 = !DILocation(line: 23, column: 21, scope: !70)
!70 = distinct !DILexicalBlock(scope: !67, file: !1, line: 23, column: 3)
!71 = !DILocation(line: 23, column: 3, scope: !67)
!72 = !DILocation(line: 23, column: 26, scope: !70)
!73 = !DILocation(line: 24, column: 10, scope: !70)
!74 = !DILocation(line: 24, column: 7, scope: !70)
!75 = distinct !{!75, !36, !76, !37, !77}
!76 = !{!"llvm.loop.unroll.full"}
!77 = !{!"llvm.loop.unroll.runtime.disable"}
!78 = distinct !{!78, !36, !76, !77, !37}
!79 = !DILocation(line: 25, column: 3, scope: !59)
!80 = distinct !DISubprogram(name: "unroll_enable", scope: !1, file: !1, line: 28, type: !81, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!81 = !DISubroutineType(types: !82)
!82 = !{null, !83, !19}
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!84 = !DILocalVariable(name: "a", arg: 1, scope: !80, file: !1, line: 28, type: !83)
!85 = !DILocation(line: 0, scope: !80)
!86 = !DILocalVariable(name: "n", arg: 2, scope: !80, file: !1, line: 28, type: !19)
!87 = !DILocalVariable(name: "i", scope: !88, file: !1, line: 30, type: !19)
!88 = distinct !DILexicalBlock(scope: !80, file: !1, line: 30, column: 3)
!89 = !DILocation(line: 0, scope: !88)
!90 = !DILocation(line: 30, column: 21, scope: !91)
!91 = distinct !DILexicalBlock(scope: !88, file: !1, line: 30, column: 3)
!92 = !DILocation(line: 30, column: 3, scope: !88)
!93 = !DILocation(line: 30, column: 26, scope: !91)
!94 = !DILocation(line: 31, column: 12, scope: !91)
!95 = !DILocation(line: 31, column: 17, scope: !91)
!96 = !DILocation(line: 31, column: 21, scope: !91)
!97 = !DILocation(line: 31, column: 10, scope: !91)
!98 = distinct !{!98, !36, !99, !37, !77}
!99 = !{!"llvm.loop.unroll.enable"}
!100 = distinct !{!100, !36, !99, !77, !37}
!101 = !DILocation(line: 32, column: 1, scope: !80)
!102 = distinct !DISubprogram(name: "unroll_disable", scope: !1, file: !1, line: 34, type: !103, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!103 = !DISubroutineType(types: !104)
!104 = !{null, !83}
!105 = !DILocalVariable(name: "a", arg: 1, scope: !102, file: !1, line: 34, type: !83)
!106 = !DILocation(line: 0, scope: !102)
!107 = !DILocalVariable(name: "i", scope: !108, file: !1, line: 36, type: !19)
!108 = distinct !DILexicalBlock(scope: !102, file: !1, line: 36, column: 3)
!109 = !DILocation(line: 0, scope: !108)
!110 = !DILocation(line: 36, column: 3, scope: !108)
!111 = !DILocation(line: 37, column: 17, scope: !112)
!112 = distinct !DILexicalBlock(scope: !108, file: !1, line: 36, column: 3)
!113 = !DILocation(line: 37, column: 12, scope: !112)
!114 = !DILocation(line: 37, column: 10, scope: !112)
!115 = !DILocation(line: 36, column: 26, scope: !112)
!116 = !DILocation(line: 36, column: 21, scope: !112)
!117 = distinct !{!117, !110, !118, !36, !38}
!118 = !DILocation(line: 37, column: 21, scope: !108)
!119 = !DILocation(line: 38, column: 1, scope: !102)
!120 = distinct !DISubprogram(name: "gcc_style", scope: !1, file: !1, line: 40, type: !81, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!121 = !DILocalVariable(name: "a", arg: 1, scope: !120, file: !1, line: 40, type: !83)
!122 = !DILocation(line: 0, scope: !120)
!123 = !DILocalVariable(name: "n", arg: 2, scope: !120, file: !1, line: 40, type: !19)
!124 = !DILocalVariable(name: "i", scope: !125, file: !1, line: 42, type: !19)
!125 = distinct !DILexicalBlock(scope: !120, file: !1, line: 42, column: 3)
!126 = !DILocation(line: 0, scope: !125)
!127 = !DILocation(line: 42, column: 21, scope: !128)
!128 = distinct !DILexicalBlock(scope: !125, file: !1, line: 42, column: 3)
!129 = !DILocation(line: 42, column: 3, scope: !125)
!130 = !DILocation(line: 42, column: 26, scope: !128)
!131 = !DILocation(line: 43, column: 5, scope: !128)
!132 = !DILocation(line: 43, column: 10, scope: !128)
!133 = distinct !{!133, !36, !37, !38}
!134 = distinct !{!134, !38}
!135 = distinct !{!135, !38}
!136 = !DILocalVariable(name: "i", scope: !137, file: !1, line: 45, type: !19)
!137 = distinct !DILexicalBlock(scope: !120, file: !1, line: 45, column: 3)
!138 = !DILocation(line: 0, scope: !137)
!139 = !DILocation(line: 45, column: 21, scope: !140)
!140 = distinct !DILexicalBlock(scope: !137, file: !1, line: 45, column: 3)
!141 = !DILocation(line: 45, column: 3, scope: !137)
!142 = !DILocation(line: 45, column: 26, scope: !140)
!143 = !DILocation(line: 46, column: 5, scope: !140)
!144 = !DILocation(line: 46, column: 10, scope: !140)
!145 = distinct !{!145, !36, !38, !37, !77}
!146 = distinct !{!146, !36, !37, !38}
!147 = !DILocalVariable(name: "i", scope: !148, file: !1, line: 48, type: !19)
!148 = distinct !DILexicalBlock(scope: !120, file: !1, line: 48, column: 3)
!149 = !DILocation(line: 0, scope: !148)
!150 = !DILocation(line: 49, column: 5, scope: !151)
!151 = distinct !DILexicalBlock(scope: !148, file: !1, line: 48, column: 3)
!152 = !DILocation(line: 49, column: 10, scope: !151)
!153 = !DILocation(line: 50, column: 1, scope: !120)
!154 = distinct !{!154, !141, !155, !36, !38, !37}
!155 = !DILocation(line: 46, column: 13, scope: !137)
!156 = distinct !DISubprogram(name: "while_loops", scope: !1, file: !1, line: 53, type: !157, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!157 = !DISubroutineType(types: !158)
!158 = !{!19, !159}
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !161)
!161 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!162 = !DILocalVariable(name: "s", arg: 1, scope: !156, file: !1, line: 53, type: !159)
!163 = !DILocation(line: 0, scope: !156)
!164 = !DILocalVariable(name: "n", scope: !156, file: !1, line: 54, type: !19)
!165 = !DILocation(line: 56, column: 10, scope: !156)
!166 = !DILocation(line: 56, column: 3, scope: !156)
!167 = !DILocation(line: 58, column: 3, scope: !156)
!168 = !DILocation(line: 59, column: 3, scope: !156)
