; ModuleID = '/work/wt-clang22/loops/testdata/clang22/pipeline_misc.O0.g.ll'
source_filename = "loops/src/pipeline_misc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @pipeline_off(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 !dbg !10 {
    #dbg_value(ptr %0, !16, !DIExpression(), !17)
    #dbg_value(i32 %1, !18, !DIExpression(), !17)
    #dbg_value(i32 0, !19, !DIExpression(), !21)
  %3 = icmp sgt i32 %1, 0, !dbg !22
  br i1 %3, label %.lr.ph.preheader, label %._crit_edge, !dbg !24

.lr.ph.preheader:                                 ; preds = %2
  %wide.trip.count = zext nneg i32 %1 to i64, !dbg !22
  %min.iters.check = icmp ult i32 %1, 8, !dbg !24
  br i1 %min.iters.check, label %.lr.ph.preheader7, label %vector.ph, !dbg !24

vector.ph:                                        ; preds = %.lr.ph.preheader
  %n.vec = and i64 %wide.trip.count, 2147483640
  br label %vector.body, !dbg !24

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !25
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %index, !dbg !26
  %5 = getelementptr inbounds nuw i8, ptr %4, i64 16, !dbg !27
  %wide.load = load <4 x i32>, ptr %4, align 4, !dbg !27
  %wide.load6 = load <4 x i32>, ptr %5, align 4, !dbg !27
  %6 = add nsw <4 x i32> %wide.load, splat (i32 1), !dbg !27
  %7 = add nsw <4 x i32> %wide.load6, splat (i32 1), !dbg !27
  store <4 x i32> %6, ptr %4, align 4, !dbg !27
  store <4 x i32> %7, ptr %5, align 4, !dbg !27
  %index.next = add nuw i64 %index, 8, !dbg !25
  %8 = icmp eq i64 %index.next, %n.vec, !dbg !24
  br i1 %8, label %middle.block, label %vector.body, !dbg !24, !llvm.loop !28

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !24
  br i1 %cmp.n, label %._crit_edge, label %.lr.ph.preheader7, !dbg !24

.lr.ph.preheader7:                                ; preds = %.lr.ph.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %.lr.ph.preheader ], [ %n.vec, %middle.block ]
  br label %.lr.ph, !dbg !24

.lr.ph:                                           ; preds = %.lr.ph.preheader7, %.lr.ph
  %indvars.iv = phi i64 [ %indvars.iv.next, %.lr.ph ], [ %indvars.iv.ph, %.lr.ph.preheader7 ]
    #dbg_value(i64 %indvars.iv, !19, !DIExpression(), !21)
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv, !dbg !26
  %10 = load i32, ptr %9, align 4, !dbg !27
  %11 = add nsw i32 %10, 1, !dbg !27
  store i32 %11, ptr %9, align 4, !dbg !27
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !25
    #dbg_value(i64 %indvars.iv.next, !19, !DIExpression(), !21)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !22
  br i1 %exitcond.not, label %._crit_edge, label %.lr.ph, !dbg !24, !llvm.loop !33

._crit_edge:                                      ; preds = %.lr.ph, %middle.block, %2
  ret void, !dbg !34
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @pipeline_ii(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 !dbg !35 {
    #dbg_value(ptr %0, !36, !DIExpression(), !37)
    #dbg_value(i32 %1, !38, !DIExpression(), !37)
    #dbg_value(i32 0, !39, !DIExpression(), !41)
  %3 = icmp sgt i32 %1, 0, !dbg !42
  br i1 %3, label %.lr.ph.preheader, label %._crit_edge, !dbg !44

.lr.ph.preheader:                                 ; preds = %2
  %wide.trip.count = zext nneg i32 %1 to i64, !dbg !42
  %min.iters.check = icmp ult i32 %1, 8, !dbg !44
  br i1 %min.iters.check, label %.lr.ph.preheader7, label %vector.ph, !dbg !44

vector.ph:                                        ; preds = %.lr.ph.preheader
  %n.vec = and i64 %wide.trip.count, 2147483640
  br label %vector.body, !dbg !44

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !45
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %index, !dbg !46
  %5 = getelementptr inbounds nuw i8, ptr %4, i64 16, !dbg !47
  %wide.load = load <4 x i32>, ptr %4, align 4, !dbg !47
  %wide.load6 = load <4 x i32>, ptr %5, align 4, !dbg !47
  %6 = shl nsw <4 x i32> %wide.load, splat (i32 1), !dbg !47
  %7 = shl nsw <4 x i32> %wide.load6, splat (i32 1), !dbg !47
  store <4 x i32> %6, ptr %4, align 4, !dbg !47
  store <4 x i32> %7, ptr %5, align 4, !dbg !47
  %index.next = add nuw i64 %index, 8, !dbg !45
  %8 = icmp eq i64 %index.next, %n.vec, !dbg !44
  br i1 %8, label %middle.block, label %vector.body, !dbg !44, !llvm.loop !48

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !44
  br i1 %cmp.n, label %._crit_edge, label %.lr.ph.preheader7, !dbg !44

.lr.ph.preheader7:                                ; preds = %.lr.ph.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %.lr.ph.preheader ], [ %n.vec, %middle.block ]
  br label %.lr.ph, !dbg !44

.lr.ph:                                           ; preds = %.lr.ph.preheader7, %.lr.ph
  %indvars.iv = phi i64 [ %indvars.iv.next, %.lr.ph ], [ %indvars.iv.ph, %.lr.ph.preheader7 ]
    #dbg_value(i64 %indvars.iv, !39, !DIExpression(), !41)
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv, !dbg !46
  %10 = load i32, ptr %9, align 4, !dbg !47
  %11 = shl nsw i32 %10, 1, !dbg !47
  store i32 %11, ptr %9, align 4, !dbg !47
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !45
    #dbg_value(i64 %indvars.iv.next, !39, !DIExpression(), !41)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !42
  br i1 %exitcond.not, label %._crit_edge, label %.lr.ph, !dbg !44, !llvm.loop !50

._crit_edge:                                      ; preds = %.lr.ph, %middle.block, %2
  ret void, !dbg !51
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @everything(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !52 {
    #dbg_value(ptr %0, !61, !DIExpression(), !62)
    #dbg_value(ptr %1, !63, !DIExpression(), !62)
    #dbg_value(i32 %2, !64, !DIExpression(), !62)
    #dbg_value(i32 0, !65, !DIExpression(), !67)
  %4 = icmp sgt i32 %2, 0, !dbg !68
  br i1 %4, label %.lr.ph.preheader, label %._crit_edge, !dbg !70

.lr.ph.preheader:                                 ; preds = %3
  %wide.trip.count = zext nneg i32 %2 to i64, !dbg !68
  %min.iters.check = icmp ult i32 %2, 8, !dbg !70
  br i1 %min.iters.check, label %.lr.ph.preheader13, label %vector.ph, !dbg !70

vector.ph:                                        ; preds = %.lr.ph.preheader
  %n.vec = and i64 %wide.trip.count, 2147483640
  br label %vector.body, !dbg !70

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !71
  %5 = getelementptr inbounds nuw float, ptr %1, i64 %index, !dbg !72
  %6 = getelementptr inbounds nuw i8, ptr %5, i64 16, !dbg !72
  %wide.load = load <4 x float>, ptr %5, align 4, !dbg !72
  %wide.load10 = load <4 x float>, ptr %6, align 4, !dbg !72
  %7 = getelementptr inbounds nuw float, ptr %0, i64 %index, !dbg !73
  %8 = getelementptr inbounds nuw i8, ptr %7, i64 16, !dbg !73
  %wide.load11 = load <4 x float>, ptr %7, align 4, !dbg !73
  %wide.load12 = load <4 x float>, ptr %8, align 4, !dbg !73
  %9 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load, <4 x float> splat (float 5.000000e-01), <4 x float> %wide.load11), !dbg !74
  %10 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load10, <4 x float> splat (float 5.000000e-01), <4 x float> %wide.load12), !dbg !74
  store <4 x float> %9, ptr %7, align 4, !dbg !75
  store <4 x float> %10, ptr %8, align 4, !dbg !75
  %index.next = add nuw i64 %index, 8, !dbg !71
  %11 = icmp eq i64 %index.next, %n.vec, !dbg !70
  br i1 %11, label %middle.block, label %vector.body, !dbg !70, !llvm.loop !76

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !70
  br i1 %cmp.n, label %._crit_edge, label %.lr.ph.preheader13, !dbg !70

.lr.ph.preheader13:                               ; preds = %.lr.ph.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %.lr.ph.preheader ], [ %n.vec, %middle.block ]
  br label %.lr.ph, !dbg !70

.lr.ph:                                           ; preds = %.lr.ph.preheader13, %.lr.ph
  %indvars.iv = phi i64 [ %indvars.iv.next, %.lr.ph ], [ %indvars.iv.ph, %.lr.ph.preheader13 ]
    #dbg_value(i64 %indvars.iv, !65, !DIExpression(), !67)
  %12 = getelementptr inbounds nuw float, ptr %1, i64 %indvars.iv, !dbg !72
  %13 = load float, ptr %12, align 4, !dbg !72
  %14 = getelementptr inbounds nuw float, ptr %0, i64 %indvars.iv, !dbg !73
  %15 = load float, ptr %14, align 4, !dbg !73
  %16 = tail call float @llvm.fmuladd.f32(float %13, float 5.000000e-01, float %15), !dbg !74
  store float %16, ptr %14, align 4, !dbg !75
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !71
    #dbg_value(i64 %indvars.iv.next, !65, !DIExpression(), !67)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !68
  br i1 %exitcond.not, label %._crit_edge, label %.lr.ph, !dbg !70, !llvm.loop !87

._crit_edge:                                      ; preds = %.lr.ph, %middle.block, %3
  ret void, !dbg !88
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @nested(ptr noalias noundef captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !89 {
    #dbg_value(ptr %0, !93, !DIExpression(), !94)
    #dbg_value(i32 %1, !95, !DIExpression(), !94)
    #dbg_value(i32 %2, !96, !DIExpression(), !94)
    #dbg_value(i32 0, !97, !DIExpression(), !99)
  %4 = icmp sgt i32 %1, 0, !dbg !100
  br i1 %4, label %.preheader.lr.ph, label %._crit_edge15, !dbg !102

.preheader.lr.ph:                                 ; preds = %3
  %5 = icmp sgt i32 %2, 0
  %6 = zext i32 %2 to i64, !dbg !102
  %wide.trip.count20 = zext nneg i32 %1 to i64, !dbg !100
  %min.iters.check = icmp ult i32 %2, 8
  %n.vec = and i64 %6, 2147483640
  %cmp.n = icmp eq i64 %n.vec, %6
  br label %.preheader, !dbg !102

.preheader:                                       ; preds = %.preheader.lr.ph, %._crit_edge
  %indvars.iv17 = phi i64 [ 0, %.preheader.lr.ph ], [ %indvars.iv.next18, %._crit_edge ]
    #dbg_value(i64 %indvars.iv17, !97, !DIExpression(), !99)
    #dbg_value(i32 0, !103, !DIExpression(), !106)
  br i1 %5, label %.lr.ph, label %._crit_edge, !dbg !107

.lr.ph:                                           ; preds = %.preheader
  %7 = mul nuw nsw i64 %indvars.iv17, %6
  %invariant.gep = getelementptr inbounds nuw i32, ptr %0, i64 %7, !dbg !107
  br i1 %min.iters.check, label %scalar.ph.preheader, label %vector.ph, !dbg !107

vector.ph:                                        ; preds = %.lr.ph
  %broadcast.splatinsert = insertelement <4 x i64> poison, i64 %indvars.iv17, i64 0
  %broadcast.splat = shufflevector <4 x i64> %broadcast.splatinsert, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %vector.body, !dbg !107

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !108
  %vec.ind = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %step.add = add <4 x i64> %vec.ind, splat (i64 4)
  %8 = xor <4 x i64> %vec.ind, %broadcast.splat, !dbg !110
  %9 = xor <4 x i64> %step.add, %broadcast.splat, !dbg !110
  %10 = trunc <4 x i64> %8 to <4 x i32>, !dbg !110
  %11 = trunc <4 x i64> %9 to <4 x i32>, !dbg !110
  %12 = getelementptr inbounds nuw i32, ptr %invariant.gep, i64 %index, !dbg !111
  %13 = getelementptr inbounds nuw i8, ptr %12, i64 16, !dbg !112
  %wide.load = load <4 x i32>, ptr %12, align 4, !dbg !112
  %wide.load22 = load <4 x i32>, ptr %13, align 4, !dbg !112
  %14 = add nsw <4 x i32> %wide.load, %10, !dbg !112
  %15 = add nsw <4 x i32> %wide.load22, %11, !dbg !112
  store <4 x i32> %14, ptr %12, align 4, !dbg !112
  store <4 x i32> %15, ptr %13, align 4, !dbg !112
  %index.next = add nuw i64 %index, 8, !dbg !108
  %vec.ind.next = add <4 x i64> %vec.ind, splat (i64 8)
  %16 = icmp eq i64 %index.next, %n.vec, !dbg !107
  br i1 %16, label %middle.block, label %vector.body, !dbg !107, !llvm.loop !113

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %._crit_edge, label %scalar.ph.preheader, !dbg !107

scalar.ph.preheader:                              ; preds = %.lr.ph, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %.lr.ph ], [ %n.vec, %middle.block ]
  br label %scalar.ph, !dbg !107

scalar.ph:                                        ; preds = %scalar.ph.preheader, %scalar.ph
  %indvars.iv = phi i64 [ %indvars.iv.next, %scalar.ph ], [ %indvars.iv.ph, %scalar.ph.preheader ]
    #dbg_value(i64 %indvars.iv, !103, !DIExpression(), !106)
  %17 = xor i64 %indvars.iv, %indvars.iv17, !dbg !110
  %18 = trunc i64 %17 to i32, !dbg !110
  %gep = getelementptr inbounds nuw i32, ptr %invariant.gep, i64 %indvars.iv, !dbg !111
  %19 = load i32, ptr %gep, align 4, !dbg !112
  %20 = add nsw i32 %19, %18, !dbg !112
  store i32 %20, ptr %gep, align 4, !dbg !112
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !108
    #dbg_value(i64 %indvars.iv.next, !103, !DIExpression(), !106)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %6, !dbg !114
  br i1 %exitcond.not, label %._crit_edge, label %scalar.ph, !dbg !107, !llvm.loop !115

._crit_edge:                                      ; preds = %scalar.ph, %middle.block, %.preheader
  %indvars.iv.next18 = add nuw nsw i64 %indvars.iv17, 1, !dbg !116
    #dbg_value(i64 %indvars.iv.next18, !97, !DIExpression(), !99)
  %exitcond21.not = icmp eq i64 %indvars.iv.next18, %wide.trip.count20, !dbg !100
  br i1 %exitcond21.not, label %._crit_edge15, label %.preheader, !dbg !102, !llvm.loop !117

._crit_edge15:                                    ; preds = %._crit_edge, %3
  ret void, !dbg !120
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @goto_loop(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #2 !dbg !121 {
    #dbg_value(ptr %0, !126, !DIExpression(), !127)
    #dbg_value(i32 %1, !128, !DIExpression(), !127)
    #dbg_value(i32 0, !129, !DIExpression(), !127)
    #dbg_value(i32 0, !130, !DIExpression(), !127)
    #dbg_label(!131, !132)
  %3 = icmp sgt i32 %1, 0, !dbg !133
  br i1 %3, label %.lr.ph.preheader, label %._crit_edge, !dbg !133

.lr.ph.preheader:                                 ; preds = %2
  %wide.trip.count = zext nneg i32 %1 to i64, !dbg !133
  %min.iters.check = icmp ult i32 %1, 8, !dbg !133
  br i1 %min.iters.check, label %.lr.ph.preheader11, label %vector.ph, !dbg !133

vector.ph:                                        ; preds = %.lr.ph.preheader
  %n.vec = and i64 %wide.trip.count, 2147483640
  br label %vector.body, !dbg !133

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !135
  %vec.phi = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %6, %vector.body ]
  %vec.phi9 = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %7, %vector.body ]
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %index, !dbg !137
  %5 = getelementptr inbounds nuw i8, ptr %4, i64 16, !dbg !137
  %wide.load = load <4 x i32>, ptr %4, align 4, !dbg !137
  %wide.load10 = load <4 x i32>, ptr %5, align 4, !dbg !137
  %6 = add <4 x i32> %wide.load, %vec.phi, !dbg !138
  %7 = add <4 x i32> %wide.load10, %vec.phi9, !dbg !138
  %index.next = add nuw i64 %index, 8, !dbg !135
  %8 = icmp eq i64 %index.next, %n.vec, !dbg !133
  br i1 %8, label %middle.block, label %vector.body, !dbg !133, !llvm.loop !139

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <4 x i32> %7, %6, !dbg !133
  %9 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %bin.rdx), !dbg !133
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !133
  br i1 %cmp.n, label %._crit_edge, label %.lr.ph.preheader11, !dbg !133

.lr.ph.preheader11:                               ; preds = %.lr.ph.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %.lr.ph.preheader ], [ %n.vec, %middle.block ]
  %.07.ph = phi i32 [ 0, %.lr.ph.preheader ], [ %9, %middle.block ]
  br label %.lr.ph, !dbg !133

.lr.ph:                                           ; preds = %.lr.ph.preheader11, %.lr.ph
  %indvars.iv = phi i64 [ %indvars.iv.next, %.lr.ph ], [ %indvars.iv.ph, %.lr.ph.preheader11 ]
  %.07 = phi i32 [ %12, %.lr.ph ], [ %.07.ph, %.lr.ph.preheader11 ]
    #dbg_value(i32 %.07, !130, !DIExpression(), !127)
    #dbg_value(i64 %indvars.iv, !129, !DIExpression(), !127)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !135
    #dbg_value(i64 %indvars.iv.next, !129, !DIExpression(), !127)
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv, !dbg !137
  %11 = load i32, ptr %10, align 4, !dbg !137
  %12 = add nsw i32 %11, %.07, !dbg !138
    #dbg_value(i32 %12, !130, !DIExpression(), !127)
    #dbg_label(!131, !132)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !133
  br i1 %exitcond.not, label %._crit_edge, label %.lr.ph, !dbg !133, !llvm.loop !140

._crit_edge:                                      ; preds = %.lr.ph, %middle.block, %2
  %.0.lcssa = phi i32 [ 0, %2 ], [ %9, %middle.block ], [ %12, %.lr.ph ], !dbg !127
  ret i32 %.0.lcssa, !dbg !141
}

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local void @spin(ptr noundef %0) local_unnamed_addr #3 !dbg !142 {
    #dbg_value(ptr %0, !147, !DIExpression(), !148)
  br label %2, !dbg !149

2:                                                ; preds = %2, %1
  %3 = load volatile i32, ptr %0, align 4, !dbg !150
  %.not = icmp eq i32 %3, 0, !dbg !151
  br i1 %.not, label %2, label %4, !dbg !149, !llvm.loop !152

4:                                                ; preds = %2
  ret void, !dbg !154
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "loops/src/pipeline_misc.c", directory: "/work/shared/corpus/oracle", checksumkind: CSK_MD5, checksum: "025bb72c473a886ea75ee59034ee1d97")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!10 = distinct !DISubprogram(name: "pipeline_off", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{}
!16 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 3, type: !13)
!17 = !DILocation(line: 0, scope: !10)
!18 = !DILocalVariable(name: "n", arg: 2, scope: !10, file: !1, line: 3, type: !14)
!19 = !DILocalVariable(name: "i", scope: !20, file: !1, line: 5, type: !14)
!20 = distinct !DILexicalBlock(scope: !10, file: !1, line: 5, column: 3)
!21 = !DILocation(line: 0, scope: !20)
!22 = !DILocation(line: 5, column: 21, scope: !23)
!23 = distinct !DILexicalBlock(scope: !20, file: !1, line: 5, column: 3)
!24 = !DILocation(line: 5, column: 3, scope: !20)
!25 = !DILocation(line: 5, column: 26, scope: !23)
!26 = !DILocation(line: 6, column: 5, scope: !23)
!27 = !DILocation(line: 6, column: 10, scope: !23)
!28 = distinct !{!28, !29, !30, !31, !32}
!29 = !{!"llvm.loop.mustprogress"}
!30 = !{!"llvm.loop.pipeline.disable", i1 true}
!31 = !{!"llvm.loop.isvectorized", i32 1}
!32 = !{!"llvm.loop.unroll.runtime.disable"}
!33 = distinct !{!33, !29, !30, !32, !31}
!34 = !DILocation(line: 7, column: 1, scope: !10)
!35 = distinct !DISubprogram(name: "pipeline_ii", scope: !1, file: !1, line: 9, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!36 = !DILocalVariable(name: "a", arg: 1, scope: !35, file: !1, line: 9, type: !13)
!37 = !DILocation(line: 0, scope: !35)
!38 = !DILocalVariable(name: "n", arg: 2, scope: !35, file: !1, line: 9, type: !14)
!39 = !DILocalVariable(name: "i", scope: !40, file: !1, line: 11, type: !14)
!40 = distinct !DILexicalBlock(scope: !35, file: !1, line: 11, column: 3)
!41 = !DILocation(line: 0, scope: !40)
!42 = !DILocation(line: 11, column: 21, scope: !43)
!43 = distinct !DILexicalBlock(scope: !40, file: !1, line: 11, column: 3)
!44 = !DILocation(line: 11, column: 3, scope: !40)
!45 = !DILocation(line: 11, column: 26, scope: !43)
!46 = !DILocation(line: 12, column: 5, scope: !43)
!47 = !DILocation(line: 12, column: 10, scope: !43)
!48 = distinct !{!48, !29, !49, !31, !32}
!49 = !{!"llvm.loop.pipeline.initiationinterval", i32 10}
!50 = distinct !{!50, !29, !49, !32, !31}
!51 = !DILocation(line: 13, column: 1, scope: !35)
!52 = distinct !DISubprogram(name: "everything", scope: !1, file: !1, line: 15, type: !53, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!53 = !DISubroutineType(types: !54)
!54 = !{null, !55, !58, !14}
!55 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !56)
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!57 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!58 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !59)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !57)
!61 = !DILocalVariable(name: "a", arg: 1, scope: !52, file: !1, line: 15, type: !55)
!62 = !DILocation(line: 0, scope: !52)
!63 = !DILocalVariable(name: "b", arg: 2, scope: !52, file: !1, line: 15, type: !58)
!64 = !DILocalVariable(name: "n", arg: 3, scope: !52, file: !1, line: 15, type: !14)
!65 = !DILocalVariable(name: "i", scope: !66, file: !1, line: 17, type: !14)
!66 = distinct !DILexicalBlock(scope: !52, file: !1, line: 17, column: 3)
!67 = !DILocation(line: 0, scope: !66)
!68 = !DILocation(line: 17, column: 21, scope: !69)
!69 = distinct !DILexicalBlock(scope: !66, file: !1, line: 17, column: 3)
!70 = !DILocation(line: 17, column: 3, scope: !66)
!71 = !DILocation(line: 17, column: 26, scope: !69)
!72 = !DILocation(line: 18, column: 12, scope: !69)
!73 = !DILocation(line: 18, column: 26, scope: !69)
!74 = !DILocation(line: 18, column: 24, scope: !69)
!75 = !DILocation(line: 18, column: 10, scope: !69)
!76 = distinct !{!76, !29, !77, !78, !31, !32}
!77 = !{!"llvm.loop.distribute.enable", i1 true}
!78 = !{!"llvm.loop.distribute.followup_all", !70, !79, !29, !80, !81, !82, !83, !84}
!79 = !DILocation(line: 18, column: 29, scope: !66)
!80 = !{!"llvm.loop.vectorize.width", i32 8}
!81 = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
!82 = !{!"llvm.loop.interleave.count", i32 2}
!83 = !{!"llvm.loop.vectorize.enable", i1 true}
!84 = !{!"llvm.loop.vectorize.followup_all", !70, !79, !29, !85, !86}
!85 = !{!"llvm.loop.isvectorized"}
!86 = !{!"llvm.loop.unroll.count", i32 4}
!87 = distinct !{!87, !29, !77, !78, !32, !31}
!88 = !DILocation(line: 19, column: 1, scope: !52)
!89 = distinct !DISubprogram(name: "nested", scope: !1, file: !1, line: 21, type: !90, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!90 = !DISubroutineType(types: !91)
!91 = !{null, !92, !14, !14}
!92 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !13)
!93 = !DILocalVariable(name: "m", arg: 1, scope: !89, file: !1, line: 21, type: !92)
!94 = !DILocation(line: 0, scope: !89)
!95 = !DILocalVariable(name: "rows", arg: 2, scope: !89, file: !1, line: 21, type: !14)
!96 = !DILocalVariable(name: "cols", arg: 3, scope: !89, file: !1, line: 21, type: !14)
!97 = !DILocalVariable(name: "r", scope: !98, file: !1, line: 23, type: !14)
!98 = distinct !DILexicalBlock(scope: !89, file: !1, line: 23, column: 3)
!99 = !DILocation(line: 0, scope: !98)
!100 = !DILocation(line: 23, column: 21, scope: !101)
!101 = distinct !DILexicalBlock(scope: !98, file: !1, line: 23, column: 3)
!102 = !DILocation(line: 23, column: 3, scope: !98)
!103 = !DILocalVariable(name: "c", scope: !104, file: !1, line: 25, type: !14)
!104 = distinct !DILexicalBlock(scope: !105, file: !1, line: 25, column: 5)
!105 = distinct !DILexicalBlock(scope: !101, file: !1, line: 23, column: 34)
!106 = !DILocation(line: 0, scope: !104)
!107 = !DILocation(line: 25, column: 5, scope: !104)
!108 = !DILocation(line: 25, column: 31, scope: !109)
!109 = distinct !DILexicalBlock(scope: !104, file: !1, line: 25, column: 5)
!110 = !DILocation(line: 26, column: 28, scope: !109)
!111 = !DILocation(line: 26, column: 7, scope: !109)
!112 = !DILocation(line: 26, column: 23, scope: !109)
!113 = distinct !{!113, !29, !31, !32}
!114 = !DILocation(line: 25, column: 23, scope: !109)
!115 = distinct !{!115, !29, !32, !31}
!116 = !DILocation(line: 23, column: 29, scope: !101)
!117 = distinct !{!117, !102, !118, !29, !119}
!118 = !DILocation(line: 27, column: 3, scope: !98)
!119 = !{!"llvm.loop.unroll.disable"}
!120 = !DILocation(line: 28, column: 1, scope: !89)
!121 = distinct !DISubprogram(name: "goto_loop", scope: !1, file: !1, line: 30, type: !122, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!122 = !DISubroutineType(types: !123)
!123 = !{!14, !124, !14}
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!125 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!126 = !DILocalVariable(name: "a", arg: 1, scope: !121, file: !1, line: 30, type: !124)
!127 = !DILocation(line: 0, scope: !121)
!128 = !DILocalVariable(name: "n", arg: 2, scope: !121, file: !1, line: 30, type: !14)
!129 = !DILocalVariable(name: "i", scope: !121, file: !1, line: 31, type: !14)
!130 = !DILocalVariable(name: "s", scope: !121, file: !1, line: 31, type: !14)
!131 = !DILabel(scope: !121, name: "top", file: !1, line: 32, column: 1)
!132 = !DILocation(line: 32, column: 1, scope: !121)
!133 = !DILocation(line: 33, column: 9, scope: !134)
!134 = distinct !DILexicalBlock(scope: !121, file: !1, line: 33, column: 7)
!135 = !DILocation(line: 33, column: 24, scope: !136)
!136 = distinct !DILexicalBlock(scope: !134, file: !1, line: 33, column: 14)
!137 = !DILocation(line: 33, column: 21, scope: !136)
!138 = !DILocation(line: 33, column: 18, scope: !136)
!139 = distinct !{!139, !31, !32}
!140 = distinct !{!140, !32, !31}
!141 = !DILocation(line: 34, column: 3, scope: !121)
!142 = distinct !DISubprogram(name: "spin", scope: !1, file: !1, line: 37, type: !143, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!143 = !DISubroutineType(types: !144)
!144 = !{null, !145}
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!146 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !14)
!147 = !DILocalVariable(name: "flag", arg: 1, scope: !142, file: !1, line: 37, type: !145)
!148 = !DILocation(line: 0, scope: !142)
!149 = !DILocation(line: 38, column: 3, scope: !142)
!150 = !DILocation(line: 38, column: 11, scope: !142)
!151 = !DILocation(line: 38, column: 10, scope: !142)
!152 = distinct !{!152, !149, !153, !29}
!153 = !DILocation(line: 38, column: 19, scope: !142)
!154 = !DILocation(line: 39, column: 1, scope: !142)
