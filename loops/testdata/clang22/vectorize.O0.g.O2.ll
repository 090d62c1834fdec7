; ModuleID = '/work/wt-clang22/loops/testdata/clang22/vectorize.O0.g.ll'
source_filename = "loops/src/vectorize.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @vec_enable(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
    #dbg_value(ptr %0, !23, !DIExpression(), !24)
    #dbg_value(ptr %1, !25, !DIExpression(), !24)
    #dbg_value(i32 %2, !26, !DIExpression(), !24)
    #dbg_value(i32 0, !27, !DIExpression(), !29)
  %4 = icmp sgt i32 %2, 0, !dbg !30
  br i1 %4, label %.lr.ph.preheader, label %._crit_edge, !dbg !32

.lr.ph.preheader:                                 ; preds = %3
  %wide.trip.count = zext nneg i32 %2 to i64, !dbg !30
  %min.iters.check = icmp ult i32 %2, 8, !dbg !32
  br i1 %min.iters.check, label %.lr.ph.preheader11, label %vector.ph, !dbg !32

vector.ph:                                        ; preds = %.lr.ph.preheader
  %n.vec = and i64 %wide.trip.count, 2147483640
  br label %vector.body, !dbg !32

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !33
  %5 = getelementptr inbounds nuw float, ptr %1, i64 %index, !dbg !34
  %6 = getelementptr inbounds nuw i8, ptr %5, i64 16, !dbg !34
  %wide.load = load <4 x float>, ptr %5, align 4, !dbg !34
  %wide.load10 = load <4 x float>, ptr %6, align 4, !dbg !34
  %7 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load, <4 x float> %wide.load, <4 x float> splat (float 1.000000e+00)), !dbg !35
  %8 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load10, <4 x float> %wide.load10, <4 x float> splat (float 1.000000e+00)), !dbg !35
  %9 = getelementptr inbounds nuw float, ptr %0, i64 %index, !dbg !36
  %10 = getelementptr inbounds nuw i8, ptr %9, i64 16, !dbg !37
  store <4 x float> %7, ptr %9, align 4, !dbg !37
  store <4 x float> %8, ptr %10, align 4, !dbg !37
  %index.next = add nuw i64 %index, 8, !dbg !33
  %11 = icmp eq i64 %index.next, %n.vec, !dbg !32
  br i1 %11, label %middle.block, label %vector.body, !dbg !32, !llvm.loop !38

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !32
  br i1 %cmp.n, label %._crit_edge, label %.lr.ph.preheader11, !dbg !32

.lr.ph.preheader11:                               ; preds = %.lr.ph.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %.lr.ph.preheader ], [ %n.vec, %middle.block ]
  br label %.lr.ph, !dbg !32

.lr.ph:                                           ; preds = %.lr.ph.preheader11, %.lr.ph
  %indvars.iv = phi i64 [ %indvars.iv.next, %.lr.ph ], [ %indvars.iv.ph, %.lr.ph.preheader11 ]
    #dbg_value(i64 %indvars.iv, !27, !DIExpression(), !29)
  %12 = getelementptr inbounds nuw float, ptr %1, i64 %indvars.iv, !dbg !34
  %13 = load float, ptr %12, align 4, !dbg !34
  %14 = tail call float @llvm.fmuladd.f32(float %13, float %13, float 1.000000e+00), !dbg !35
  %15 = getelementptr inbounds nuw float, ptr %0, i64 %indvars.iv, !dbg !36
  store float %14, ptr %15, align 4, !dbg !37
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !33
    #dbg_value(i64 %indvars.iv.next, !27, !DIExpression(), !29)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !30
  br i1 %exitcond.not, label %._crit_edge, label %.lr.ph, !dbg !32, !llvm.loop !42

._crit_edge:                                      ; preds = %.lr.ph, %middle.block, %3
  ret void, !dbg !43
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @vec_width8(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !44 {
    #dbg_value(ptr %0, !52, !DIExpression(), !53)
    #dbg_value(ptr %1, !54, !DIExpression(), !53)
    #dbg_value(i32 %2, !55, !DIExpression(), !53)
    #dbg_value(i32 0, !56, !DIExpression(), !58)
  %4 = icmp sgt i32 %2, 0, !dbg !59
  br i1 %4, label %.lr.ph.preheader, label %._crit_edge, !dbg !61

.lr.ph.preheader:                                 ; preds = %3
  %wide.trip.count = zext nneg i32 %2 to i64, !dbg !59
  %min.iters.check = icmp ult i32 %2, 16, !dbg !61
  br i1 %min.iters.check, label %.lr.ph.preheader9, label %vector.ph, !dbg !61

vector.ph:                                        ; preds = %.lr.ph.preheader
  %n.vec = and i64 %wide.trip.count, 2147483632
  br label %vector.body, !dbg !61

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !62
  %5 = getelementptr inbounds nuw i32, ptr %1, i64 %index, !dbg !63
  %6 = getelementptr inbounds nuw i8, ptr %5, i64 32, !dbg !63
  %wide.load = load <8 x i32>, ptr %5, align 4, !dbg !63
  %wide.load8 = load <8 x i32>, ptr %6, align 4, !dbg !63
  %7 = add nsw <8 x i32> %wide.load, splat (i32 7), !dbg !64
  %8 = add nsw <8 x i32> %wide.load8, splat (i32 7), !dbg !64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %index, !dbg !65
  %10 = getelementptr inbounds nuw i8, ptr %9, i64 32, !dbg !66
  store <8 x i32> %7, ptr %9, align 4, !dbg !66
  store <8 x i32> %8, ptr %10, align 4, !dbg !66
  %index.next = add nuw i64 %index, 16, !dbg !62
  %11 = icmp eq i64 %index.next, %n.vec, !dbg !61
  br i1 %11, label %middle.block, label %vector.body, !dbg !61, !llvm.loop !67

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !61
  br i1 %cmp.n, label %._crit_edge, label %.lr.ph.preheader9, !dbg !61

.lr.ph.preheader9:                                ; preds = %.lr.ph.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %.lr.ph.preheader ], [ %n.vec, %middle.block ]
  br label %.lr.ph, !dbg !61

.lr.ph:                                           ; preds = %.lr.ph.preheader9, %.lr.ph
  %indvars.iv = phi i64 [ %indvars.iv.next, %.lr.ph ], [ %indvars.iv.ph, %.lr.ph.preheader9 ]
    #dbg_value(i64 %indvars.iv, !56, !DIExpression(), !58)
  %12 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv, !dbg !63
  %13 = load i32, ptr %12, align 4, !dbg !63
  %14 = add nsw i32 %13, 7, !dbg !64
  %15 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv, !dbg !65
  store i32 %14, ptr %15, align 4, !dbg !66
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !62
    #dbg_value(i64 %indvars.iv.next, !56, !DIExpression(), !58)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !59
  br i1 %exitcond.not, label %._crit_edge, label %.lr.ph, !dbg !61, !llvm.loop !68

._crit_edge:                                      ; preds = %.lr.ph, %middle.block, %3
  ret void, !dbg !69
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @vec_width_scalable(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !70 {
    #dbg_value(ptr %0, !71, !DIExpression(), !72)
    #dbg_value(ptr %1, !73, !DIExpression(), !72)
    #dbg_value(i32 %2, !74, !DIExpression(), !72)
    #dbg_value(i32 0, !75, !DIExpression(), !77)
  %4 = icmp sgt i32 %2, 0, !dbg !78
  br i1 %4, label %.lr.ph.preheader, label %._crit_edge, !dbg !80

.lr.ph.preheader:                                 ; preds = %3
  %wide.trip.count = zext nneg i32 %2 to i64, !dbg !78
  %min.iters.check = icmp ult i32 %2, 8, !dbg !80
  br i1 %min.iters.check, label %.lr.ph.preheader9, label %vector.ph, !dbg !80

vector.ph:                                        ; preds = %.lr.ph.preheader
  %n.vec = and i64 %wide.trip.count, 2147483640
  br label %vector.body, !dbg !80

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !81
  %5 = getelementptr inbounds nuw i32, ptr %1, i64 %index, !dbg !82
  %6 = getelementptr inbounds nuw i8, ptr %5, i64 16, !dbg !82
  %wide.load = load <4 x i32>, ptr %5, align 4, !dbg !82
  %wide.load8 = load <4 x i32>, ptr %6, align 4, !dbg !82
  %7 = add nsw <4 x i32> %wide.load, splat (i32 -3), !dbg !83
  %8 = add nsw <4 x i32> %wide.load8, splat (i32 -3), !dbg !83
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %index, !dbg !84
  %10 = getelementptr inbounds nuw i8, ptr %9, i64 16, !dbg !85
  store <4 x i32> %7, ptr %9, align 4, !dbg !85
  store <4 x i32> %8, ptr %10, align 4, !dbg !85
  %index.next = add nuw i64 %index, 8, !dbg !81
  %11 = icmp eq i64 %index.next, %n.vec, !dbg !80
  br i1 %11, label %middle.block, label %vector.body, !dbg !80, !llvm.loop !86

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !80
  br i1 %cmp.n, label %._crit_edge, label %.lr.ph.preheader9, !dbg !80

.lr.ph.preheader9:                                ; preds = %.lr.ph.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %.lr.ph.preheader ], [ %n.vec, %middle.block ]
  br label %.lr.ph, !dbg !80

.lr.ph:                                           ; preds = %.lr.ph.preheader9, %.lr.ph
  %indvars.iv = phi i64 [ %indvars.iv.next, %.lr.ph ], [ %indvars.iv.ph, %.lr.ph.preheader9 ]
    #dbg_value(i64 %indvars.iv, !75, !DIExpression(), !77)
  %12 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv, !dbg !82
  %13 = load i32, ptr %12, align 4, !dbg !82
  %14 = add nsw i32 %13, -3, !dbg !83
  %15 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv, !dbg !84
  store i32 %14, ptr %15, align 4, !dbg !85
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !81
    #dbg_value(i64 %indvars.iv.next, !75, !DIExpression(), !77)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !78
  br i1 %exitcond.not, label %._crit_edge, label %.lr.ph, !dbg !80, !llvm.loop !87

._crit_edge:                                      ; preds = %.lr.ph, %middle.block, %3
  ret void, !dbg !88
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @vec_interleave(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !89 {
    #dbg_value(ptr %0, !98, !DIExpression(), !99)
    #dbg_value(ptr %1, !100, !DIExpression(), !99)
    #dbg_value(i32 %2, !101, !DIExpression(), !99)
    #dbg_value(i32 0, !102, !DIExpression(), !104)
  %4 = icmp sgt i32 %2, 0, !dbg !105
  br i1 %4, label %.lr.ph.preheader, label %._crit_edge, !dbg !107

.lr.ph.preheader:                                 ; preds = %3
  %wide.trip.count = zext nneg i32 %2 to i64, !dbg !105
  %min.iters.check = icmp ult i32 %2, 8, !dbg !107
  br i1 %min.iters.check, label %.lr.ph.preheader15, label %vector.ph, !dbg !107

vector.ph:                                        ; preds = %.lr.ph.preheader
  %n.vec = and i64 %wide.trip.count, 2147483640
  br label %vector.body, !dbg !107

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !108
  %5 = getelementptr inbounds nuw double, ptr %1, i64 %index, !dbg !109
  %6 = getelementptr inbounds nuw i8, ptr %5, i64 16, !dbg !109
  %7 = getelementptr inbounds nuw i8, ptr %5, i64 32, !dbg !109
  %8 = getelementptr inbounds nuw i8, ptr %5, i64 48, !dbg !109
  %wide.load = load <2 x double>, ptr %5, align 8, !dbg !109
  %wide.load8 = load <2 x double>, ptr %6, align 8, !dbg !109
  %wide.load9 = load <2 x double>, ptr %7, align 8, !dbg !109
  %wide.load10 = load <2 x double>, ptr %8, align 8, !dbg !109
  %9 = getelementptr inbounds nuw double, ptr %0, i64 %index, !dbg !110
  %10 = getelementptr inbounds nuw i8, ptr %9, i64 16, !dbg !111
  %11 = getelementptr inbounds nuw i8, ptr %9, i64 32, !dbg !111
  %12 = getelementptr inbounds nuw i8, ptr %9, i64 48, !dbg !111
  %wide.load11 = load <2 x double>, ptr %9, align 8, !dbg !111
  %wide.load12 = load <2 x double>, ptr %10, align 8, !dbg !111
  %wide.load13 = load <2 x double>, ptr %11, align 8, !dbg !111
  %wide.load14 = load <2 x double>, ptr %12, align 8, !dbg !111
  %13 = fadd <2 x double> %wide.load, %wide.load11, !dbg !111
  %14 = fadd <2 x double> %wide.load8, %wide.load12, !dbg !111
  %15 = fadd <2 x double> %wide.load9, %wide.load13, !dbg !111
  %16 = fadd <2 x double> %wide.load10, %wide.load14, !dbg !111
  store <2 x double> %13, ptr %9, align 8, !dbg !111
  store <2 x double> %14, ptr %10, align 8, !dbg !111
  store <2 x double> %15, ptr %11, align 8, !dbg !111
  store <2 x double> %16, ptr %12, align 8, !dbg !111
  %index.next = add nuw i64 %index, 8, !dbg !108
  %17 = icmp eq i64 %index.next, %n.vec, !dbg !107
  br i1 %17, label %middle.block, label %vector.body, !dbg !107, !llvm.loop !112

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !107
  br i1 %cmp.n, label %._crit_edge, label %.lr.ph.preheader15, !dbg !107

.lr.ph.preheader15:                               ; preds = %.lr.ph.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %.lr.ph.preheader ], [ %n.vec, %middle.block ]
  br label %.lr.ph, !dbg !107

.lr.ph:                                           ; preds = %.lr.ph.preheader15, %.lr.ph
  %indvars.iv = phi i64 [ %indvars.iv.next, %.lr.ph ], [ %indvars.iv.ph, %.lr.ph.preheader15 ]
    #dbg_value(i64 %indvars.iv, !102, !DIExpression(), !104)
  %18 = getelementptr inbounds nuw double, ptr %1, i64 %indvars.iv, !dbg !109
  %19 = load double, ptr %18, align 8, !dbg !109
  %20 = getelementptr inbounds nuw double, ptr %0, i64 %indvars.iv, !dbg !110
  %21 = load double, ptr %20, align 8, !dbg !111
  %22 = fadd double %19, %21, !dbg !111
  store double %22, ptr %20, align 8, !dbg !111
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !108
    #dbg_value(i64 %indvars.iv.next, !102, !DIExpression(), !104)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !105
  br i1 %exitcond.not, label %._crit_edge, label %.lr.ph, !dbg !107, !llvm.loop !113

._crit_edge:                                      ; preds = %.lr.ph, %middle.block, %3
  ret void, !dbg !114
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @interleave_only(ptr noalias noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 !dbg !115 {
    #dbg_value(ptr %0, !120, !DIExpression(), !121)
    #dbg_value(i32 %1, !122, !DIExpression(), !121)
    #dbg_value(i32 0, !123, !DIExpression(), !125)
  %3 = icmp sgt i32 %1, 0, !dbg !126
  br i1 %3, label %iter.check, label %._crit_edge, !dbg !128

iter.check:                                       ; preds = %2
  %wide.trip.count = zext nneg i32 %1 to i64, !dbg !126
  %min.iters.check = icmp ult i32 %1, 4, !dbg !128
  br i1 %min.iters.check, label %.lr.ph.preheader, label %vector.main.loop.iter.check, !dbg !128

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check8 = icmp ult i32 %1, 16, !dbg !128
  br i1 %min.iters.check8, label %vec.epilog.ph, label %vector.ph, !dbg !128

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.mod.vf = and i64 %wide.trip.count, 12
  %n.vec = and i64 %wide.trip.count, 2147483632
  br label %vector.body, !dbg !128

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !129
  %4 = getelementptr inbounds nuw i16, ptr %0, i64 %index, !dbg !130
  %5 = getelementptr inbounds nuw i8, ptr %4, i64 16, !dbg !130
  %wide.load = load <8 x i16>, ptr %4, align 2, !dbg !130
  %wide.load9 = load <8 x i16>, ptr %5, align 2, !dbg !130
  %6 = mul <8 x i16> %wide.load, splat (i16 5), !dbg !131
  %7 = mul <8 x i16> %wide.load9, splat (i16 5), !dbg !131
  store <8 x i16> %6, ptr %4, align 2, !dbg !132
  store <8 x i16> %7, ptr %5, align 2, !dbg !132
  %index.next = add nuw i64 %index, 16, !dbg !129
  %8 = icmp eq i64 %index.next, %n.vec, !dbg !128
  br i1 %8, label %middle.block, label %vector.body, !dbg !128, !llvm.loop !133

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !128
  br i1 %cmp.n, label %._crit_edge, label %vec.epilog.iter.check, !dbg !128

vec.epilog.iter.check:                            ; preds = %middle.block
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  br i1 %min.epilog.iters.check, label %.lr.ph.preheader, label %vec.epilog.ph, !prof !134

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec11 = and i64 %wide.trip.count, 2147483644
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index12 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next14, %vec.epilog.vector.body ], !dbg !129
  %9 = getelementptr inbounds nuw i16, ptr %0, i64 %index12, !dbg !130
  %wide.load13 = load <4 x i16>, ptr %9, align 2, !dbg !130
  %10 = mul <4 x i16> %wide.load13, splat (i16 5), !dbg !131
  store <4 x i16> %10, ptr %9, align 2, !dbg !132
  %index.next14 = add nuw i64 %index12, 4, !dbg !129
  %11 = icmp eq i64 %index.next14, %n.vec11, !dbg !128
  br i1 %11, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !dbg !128, !llvm.loop !135

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n15 = icmp eq i64 %n.vec11, %wide.trip.count, !dbg !128
  br i1 %cmp.n15, label %._crit_edge, label %.lr.ph.preheader, !dbg !128

.lr.ph.preheader:                                 ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec11, %vec.epilog.middle.block ]
  br label %.lr.ph, !dbg !128

.lr.ph:                                           ; preds = %.lr.ph.preheader, %.lr.ph
  %indvars.iv = phi i64 [ %indvars.iv.next, %.lr.ph ], [ %indvars.iv.ph, %.lr.ph.preheader ]
    #dbg_value(i64 %indvars.iv, !123, !DIExpression(), !125)
  %12 = getelementptr inbounds nuw i16, ptr %0, i64 %indvars.iv, !dbg !130
  %13 = load i16, ptr %12, align 2, !dbg !130
  %14 = mul i16 %13, 5, !dbg !131
  store i16 %14, ptr %12, align 2, !dbg !132
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !129
    #dbg_value(i64 %indvars.iv.next, !123, !DIExpression(), !125)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !126
  br i1 %exitcond.not, label %._crit_edge, label %.lr.ph, !dbg !128, !llvm.loop !136

._crit_edge:                                      ; preds = %.lr.ph, %middle.block, %vec.epilog.middle.block, %2
  ret void, !dbg !137
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @vec_disable(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 !dbg !138 {
    #dbg_value(ptr %0, !141, !DIExpression(), !142)
    #dbg_value(i32 %1, !143, !DIExpression(), !142)
    #dbg_value(i32 0, !144, !DIExpression(), !146)
  %3 = icmp sgt i32 %1, 0, !dbg !147
  br i1 %3, label %.lr.ph.preheader, label %._crit_edge, !dbg !149

.lr.ph.preheader:                                 ; preds = %2
  %wide.trip.count = zext nneg i32 %1 to i64, !dbg !147
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !149
  %4 = icmp eq i32 %1, 1, !dbg !149
  br i1 %4, label %.lr.ph.epil.preheader, label %.lr.ph.preheader.new, !dbg !149

.lr.ph.preheader.new:                             ; preds = %.lr.ph.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483646, !dbg !149
  br label %.lr.ph, !dbg !149

.lr.ph:                                           ; preds = %.lr.ph, %.lr.ph.preheader.new
  %indvars.iv = phi i64 [ 0, %.lr.ph.preheader.new ], [ %indvars.iv.next.1, %.lr.ph ]
  %niter = phi i64 [ 0, %.lr.ph.preheader.new ], [ %niter.next.1, %.lr.ph ]
    #dbg_value(i64 %indvars.iv, !144, !DIExpression(), !146)
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv, !dbg !150
  %6 = load i32, ptr %5, align 4, !dbg !150
  %7 = sdiv i32 %6, 3, !dbg !151
  store i32 %7, ptr %5, align 4, !dbg !152
    #dbg_value(i64 %indvars.iv, !144, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !146)
  %8 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv, !dbg !150
  %9 = getelementptr inbounds nuw i8, ptr %8, i64 4, !dbg !150
  %10 = load i32, ptr %9, align 4, !dbg !150
  %11 = sdiv i32 %10, 3, !dbg !151
  store i32 %11, ptr %9, align 4, !dbg !152
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !153
    #dbg_value(i64 %indvars.iv.next.1, !144, !DIExpression(), !146)
  %niter.next.1 = add i64 %niter, 2, !dbg !149
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !149
  br i1 %niter.ncmp.1, label %._crit_edge.loopexit.unr-lcssa, label %.lr.ph, !dbg !149, !llvm.loop !154

._crit_edge.loopexit.unr-lcssa:                   ; preds = %.lr.ph
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !149
  br i1 %lcmp.mod.not, label %._crit_edge, label %.lr.ph.epil.preheader, !dbg !149

.lr.ph.epil.preheader:                            ; preds = %._crit_edge.loopexit.unr-lcssa, %.lr.ph.preheader
  %indvars.iv.epil.init = phi i64 [ 0, %.lr.ph.preheader ], [ %indvars.iv.next.1, %._crit_edge.loopexit.unr-lcssa ]
  %lcmp.mod8 = icmp ne i64 %xtraiter, 0, !dbg !149
  tail call void @llvm.assume(i1 %lcmp.mod8), !dbg !149
    #dbg_value(i64 %indvars.iv.epil.init, !144, !DIExpression(), !146)
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv.epil.init, !dbg !150
  %13 = load i32, ptr %12, align 4, !dbg !150
  %14 = sdiv i32 %13, 3, !dbg !151
  store i32 %14, ptr %12, align 4, !dbg !152
    #dbg_value(i64 %indvars.iv.epil.init, !144, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !146)
  br label %._crit_edge, !dbg !158

._crit_edge:                                      ; preds = %.lr.ph.epil.preheader, %._crit_edge.loopexit.unr-lcssa, %2
  ret void, !dbg !158
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @vec_predicate(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !159 {
    #dbg_value(ptr %0, !160, !DIExpression(), !161)
    #dbg_value(ptr %1, !162, !DIExpression(), !161)
    #dbg_value(i32 %2, !163, !DIExpression(), !161)
    #dbg_value(i32 0, !164, !DIExpression(), !166)
  %4 = icmp sgt i32 %2, 0, !dbg !167
  br i1 %4, label %vector.ph, label %._crit_edge, !dbg !169

vector.ph:                                        ; preds = %3
  %wide.trip.count = zext nneg i32 %2 to i64, !dbg !167
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 3
  %n.vec = and i64 %n.rnd.up, 4294967292
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <4 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <4 x i64> %broadcast.splatinsert, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %vector.body, !dbg !169

vector.body:                                      ; preds = %pred.store.continue18, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %pred.store.continue18 ], !dbg !170
  %vec.ind = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %vector.ph ], [ %vec.ind.next, %pred.store.continue18 ]
  %5 = icmp ule <4 x i64> %vec.ind, %broadcast.splat
  %6 = extractelement <4 x i1> %5, i64 0
  br i1 %6, label %pred.store.if, label %pred.store.continue

pred.store.if:                                    ; preds = %vector.body
  %7 = getelementptr inbounds nuw float, ptr %1, i64 %index, !dbg !171
  %8 = load float, ptr %7, align 4, !dbg !171
  %9 = fneg float %8, !dbg !171
  %10 = fcmp ogt float %8, 0.000000e+00, !dbg !172
  %11 = getelementptr inbounds nuw float, ptr %0, i64 %index, !dbg !173
  %12 = select i1 %10, float %8, float %9, !dbg !171
  store float %12, ptr %11, align 4, !dbg !174
  br label %pred.store.continue

pred.store.continue:                              ; preds = %pred.store.if, %vector.body
  %13 = extractelement <4 x i1> %5, i64 1
  br i1 %13, label %pred.store.if13, label %pred.store.continue14

pred.store.if13:                                  ; preds = %pred.store.continue
  %14 = or disjoint i64 %index, 1
  %15 = getelementptr inbounds nuw float, ptr %1, i64 %14, !dbg !171
  %16 = load float, ptr %15, align 4, !dbg !171
  %17 = fneg float %16, !dbg !171
  %18 = fcmp ogt float %16, 0.000000e+00, !dbg !172
  %19 = getelementptr inbounds nuw float, ptr %0, i64 %14, !dbg !173
  %20 = select i1 %18, float %16, float %17, !dbg !171
  store float %20, ptr %19, align 4, !dbg !174
  br label %pred.store.continue14

pred.store.continue14:                            ; preds = %pred.store.if13, %pred.store.continue
  %21 = extractelement <4 x i1> %5, i64 2
  br i1 %21, label %pred.store.if15, label %pred.store.continue16

pred.store.if15:                                  ; preds = %pred.store.continue14
  %22 = or disjoint i64 %index, 2
  %23 = getelementptr inbounds nuw float, ptr %1, i64 %22, !dbg !171
  %24 = load float, ptr %23, align 4, !dbg !171
  %25 = fneg float %24, !dbg !171
  %26 = fcmp ogt float %24, 0.000000e+00, !dbg !172
  %27 = getelementptr inbounds nuw float, ptr %0, i64 %22, !dbg !173
  %28 = select i1 %26, float %24, float %25, !dbg !171
  store float %28, ptr %27, align 4, !dbg !174
  br label %pred.store.continue16

pred.store.continue16:                            ; preds = %pred.store.if15, %pred.store.continue14
  %29 = extractelement <4 x i1> %5, i64 3
  br i1 %29, label %pred.store.if17, label %pred.store.continue18

pred.store.if17:                                  ; preds = %pred.store.continue16
  %30 = or disjoint i64 %index, 3
  %31 = getelementptr inbounds nuw float, ptr %1, i64 %30, !dbg !171
  %32 = load float, ptr %31, align 4, !dbg !171
  %33 = fneg float %32, !dbg !171
  %34 = fcmp ogt float %32, 0.000000e+00, !dbg !172
  %35 = getelementptr inbounds nuw float, ptr %0, i64 %30, !dbg !173
  %36 = select i1 %34, float %32, float %33, !dbg !171
  store float %36, ptr %35, align 4, !dbg !174
  br label %pred.store.continue18

pred.store.continue18:                            ; preds = %pred.store.if17, %pred.store.continue16
  %index.next = add nuw i64 %index, 4, !dbg !170
  %vec.ind.next = add <4 x i64> %vec.ind, splat (i64 4)
  %37 = icmp eq i64 %index.next, %n.vec, !dbg !169
  br i1 %37, label %._crit_edge, label %vector.body, !dbg !169, !llvm.loop !175

._crit_edge:                                      ; preds = %pred.store.continue18, %3
  ret void, !dbg !176
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @vec_then_unroll(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !177 {
    #dbg_value(ptr %0, !178, !DIExpression(), !179)
    #dbg_value(ptr %1, !180, !DIExpression(), !179)
    #dbg_value(i32 %2, !181, !DIExpression(), !179)
    #dbg_value(i32 0, !182, !DIExpression(), !184)
  %4 = icmp sgt i32 %2, 0, !dbg !185
  br i1 %4, label %.lr.ph.preheader, label %._crit_edge, !dbg !187

.lr.ph.preheader:                                 ; preds = %3
  %wide.trip.count = zext nneg i32 %2 to i64, !dbg !185
  %min.iters.check = icmp ult i32 %2, 8, !dbg !187
  br i1 %min.iters.check, label %.lr.ph.preheader9, label %vector.ph, !dbg !187

vector.ph:                                        ; preds = %.lr.ph.preheader
  %n.vec = and i64 %wide.trip.count, 2147483640
  %5 = add nsw i64 %wide.trip.count, -8, !dbg !187
  %6 = lshr i64 %5, 3, !dbg !187
  %7 = add nuw nsw i64 %6, 1, !dbg !187
  %xtraiter = and i64 %7, 1, !dbg !187
  %8 = icmp eq i64 %6, 0, !dbg !187
  br i1 %8, label %vector.body.epil.preheader, label %vector.ph.new, !dbg !187

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %7, 4611686018427387902, !dbg !187
  br label %vector.body, !dbg !187

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ], !dbg !188
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %9 = getelementptr inbounds nuw i32, ptr %1, i64 %index, !dbg !189
  %10 = getelementptr inbounds nuw i8, ptr %9, i64 16, !dbg !189
  %wide.load = load <4 x i32>, ptr %9, align 4, !dbg !189
  %wide.load8 = load <4 x i32>, ptr %10, align 4, !dbg !189
  %11 = mul nsw <4 x i32> %wide.load, splat (i32 9), !dbg !190
  %12 = mul nsw <4 x i32> %wide.load8, splat (i32 9), !dbg !190
  %13 = getelementptr inbounds nuw i32, ptr %0, i64 %index, !dbg !191
  %14 = getelementptr inbounds nuw i8, ptr %13, i64 16, !dbg !192
  store <4 x i32> %11, ptr %13, align 4, !dbg !192
  store <4 x i32> %12, ptr %14, align 4, !dbg !192
  %index.next = or disjoint i64 %index, 8, !dbg !188
  %15 = getelementptr inbounds nuw i32, ptr %1, i64 %index.next, !dbg !189
  %16 = getelementptr inbounds nuw i8, ptr %15, i64 16, !dbg !189
  %wide.load.1 = load <4 x i32>, ptr %15, align 4, !dbg !189
  %wide.load8.1 = load <4 x i32>, ptr %16, align 4, !dbg !189
  %17 = mul nsw <4 x i32> %wide.load.1, splat (i32 9), !dbg !190
  %18 = mul nsw <4 x i32> %wide.load8.1, splat (i32 9), !dbg !190
  %19 = getelementptr inbounds nuw i32, ptr %0, i64 %index.next, !dbg !191
  %20 = getelementptr inbounds nuw i8, ptr %19, i64 16, !dbg !192
  store <4 x i32> %17, ptr %19, align 4, !dbg !192
  store <4 x i32> %18, ptr %20, align 4, !dbg !192
  %index.next.1 = add nuw i64 %index, 16, !dbg !188
  %niter.next.1 = add i64 %niter, 2, !dbg !187
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !187
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !dbg !187, !llvm.loop !193

middle.block.unr-lcssa:                           ; preds = %vector.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !187
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil.preheader, !dbg !187

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa, %vector.ph
  %index.epil.init = phi i64 [ 0, %vector.ph ], [ %index.next.1, %middle.block.unr-lcssa ]
  %lcmp.mod10 = icmp ne i64 %xtraiter, 0, !dbg !187
  tail call void @llvm.assume(i1 %lcmp.mod10), !dbg !187
  %21 = getelementptr inbounds nuw i32, ptr %1, i64 %index.epil.init, !dbg !189
  %22 = getelementptr inbounds nuw i8, ptr %21, i64 16, !dbg !189
  %wide.load.epil = load <4 x i32>, ptr %21, align 4, !dbg !189
  %wide.load8.epil = load <4 x i32>, ptr %22, align 4, !dbg !189
  %23 = mul nsw <4 x i32> %wide.load.epil, splat (i32 9), !dbg !190
  %24 = mul nsw <4 x i32> %wide.load8.epil, splat (i32 9), !dbg !190
  %25 = getelementptr inbounds nuw i32, ptr %0, i64 %index.epil.init, !dbg !191
  %26 = getelementptr inbounds nuw i8, ptr %25, i64 16, !dbg !192
  store <4 x i32> %23, ptr %25, align 4, !dbg !192
  store <4 x i32> %24, ptr %26, align 4, !dbg !192
  br label %middle.block, !dbg !187

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil.preheader
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !187
  br i1 %cmp.n, label %._crit_edge, label %.lr.ph.preheader9, !dbg !187

.lr.ph.preheader9:                                ; preds = %.lr.ph.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %.lr.ph.preheader ], [ %n.vec, %middle.block ]
  %xtraiter11 = and i64 %wide.trip.count, 1, !dbg !187
  %lcmp.mod12.not = icmp eq i64 %xtraiter11, 0, !dbg !187
  br i1 %lcmp.mod12.not, label %.lr.ph.prol.loopexit, label %.lr.ph.prol, !dbg !187

.lr.ph.prol:                                      ; preds = %.lr.ph.preheader9
    #dbg_value(i64 poison, !182, !DIExpression(), !184)
  %27 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv.ph, !dbg !189
  %28 = load i32, ptr %27, align 4, !dbg !189
  %29 = mul nsw i32 %28, 9, !dbg !190
  %30 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv.ph, !dbg !191
  store i32 %29, ptr %30, align 4, !dbg !192
  %indvars.iv.next.prol = or disjoint i64 %indvars.iv.ph, 1, !dbg !188
    #dbg_value(i64 %indvars.iv.next.prol, !182, !DIExpression(), !184)
  br label %.lr.ph.prol.loopexit, !dbg !187

.lr.ph.prol.loopexit:                             ; preds = %.lr.ph.prol, %.lr.ph.preheader9
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %.lr.ph.preheader9 ], [ %indvars.iv.next.prol, %.lr.ph.prol ]
  %31 = add nsw i64 %wide.trip.count, -1, !dbg !187
  %32 = icmp eq i64 %indvars.iv.ph, %31, !dbg !187
  br i1 %32, label %._crit_edge, label %.lr.ph, !dbg !187

.lr.ph:                                           ; preds = %.lr.ph.prol.loopexit, %.lr.ph
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %.lr.ph ], [ %indvars.iv.unr, %.lr.ph.prol.loopexit ]
    #dbg_value(i64 %indvars.iv, !182, !DIExpression(), !184)
  %33 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv, !dbg !189
  %34 = load i32, ptr %33, align 4, !dbg !189
  %35 = mul nsw i32 %34, 9, !dbg !190
  %36 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv, !dbg !191
  store i32 %35, ptr %36, align 4, !dbg !192
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !188
    #dbg_value(i64 %indvars.iv.next, !182, !DIExpression(), !184)
  %37 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv.next, !dbg !189
  %38 = load i32, ptr %37, align 4, !dbg !189
  %39 = mul nsw i32 %38, 9, !dbg !190
  %40 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv.next, !dbg !191
  store i32 %39, ptr %40, align 4, !dbg !192
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !188
    #dbg_value(i64 %indvars.iv.next.1, !182, !DIExpression(), !184)
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count, !dbg !185
  br i1 %exitcond.not.1, label %._crit_edge, label %.lr.ph, !dbg !187, !llvm.loop !196

._crit_edge:                                      ; preds = %.lr.ph.prol.loopexit, %.lr.ph, %middle.block, %3
  ret void, !dbg !198
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @vec_impossible(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #2 !dbg !199 {
    #dbg_value(ptr %0, !200, !DIExpression(), !201)
    #dbg_value(i32 %1, !202, !DIExpression(), !201)
    #dbg_value(i32 1, !203, !DIExpression(), !205)
  %3 = icmp sgt i32 %1, 1, !dbg !206
  br i1 %3, label %.lr.ph.preheader, label %._crit_edge, !dbg !208

.lr.ph.preheader:                                 ; preds = %2
  %wide.trip.count = zext nneg i32 %1 to i64, !dbg !206
  br label %.lr.ph, !dbg !208

.lr.ph:                                           ; preds = %.lr.ph.preheader, %.lr.ph
  %indvars.iv = phi i64 [ 1, %.lr.ph.preheader ], [ %indvars.iv.next, %.lr.ph ]
    #dbg_value(i64 %indvars.iv, !203, !DIExpression(), !205)
  %4 = getelementptr i32, ptr %0, i64 %indvars.iv, !dbg !209
  %5 = getelementptr i8, ptr %4, i64 -4, !dbg !209
  %6 = load i32, ptr %5, align 4, !dbg !209
  %7 = tail call i32 @opaque(i32 noundef %6) #8, !dbg !210
  store i32 %7, ptr %4, align 4, !dbg !211
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !212
    #dbg_value(i64 %indvars.iv.next, !203, !DIExpression(), !205)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !206
  br i1 %exitcond.not, label %._crit_edge, label %.lr.ph, !dbg !208, !llvm.loop !213

._crit_edge:                                      ; preds = %.lr.ph, %2
  ret void, !dbg !218
}

declare i32 @opaque(i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local float @vec_fp_reduction(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #4 !dbg !219 {
    #dbg_value(ptr %0, !222, !DIExpression(), !223)
    #dbg_value(i32 %1, !224, !DIExpression(), !223)
    #dbg_value(float 0.000000e+00, !225, !DIExpression(), !223)
    #dbg_value(i32 0, !226, !DIExpression(), !228)
  %3 = icmp sgt i32 %1, 0, !dbg !229
  br i1 %3, label %.lr.ph.preheader, label %._crit_edge, !dbg !231

.lr.ph.preheader:                                 ; preds = %2
  %wide.trip.count = zext nneg i32 %1 to i64, !dbg !229
  %min.iters.check = icmp ult i32 %1, 8, !dbg !231
  br i1 %min.iters.check, label %.lr.ph.preheader12, label %vector.ph, !dbg !231

vector.ph:                                        ; preds = %.lr.ph.preheader
  %n.vec = and i64 %wide.trip.count, 2147483640
  br label %vector.body, !dbg !231

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !232
  %vec.phi = phi <4 x float> [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.ph ], [ %6, %vector.body ]
  %vec.phi10 = phi <4 x float> [ splat (float -0.000000e+00), %vector.ph ], [ %7, %vector.body ]
  %4 = getelementptr inbounds nuw float, ptr %0, i64 %index, !dbg !233
  %5 = getelementptr inbounds nuw i8, ptr %4, i64 16, !dbg !233
  %wide.load = load <4 x float>, ptr %4, align 4, !dbg !233
  %wide.load11 = load <4 x float>, ptr %5, align 4, !dbg !233
  %6 = fadd <4 x float> %vec.phi, %wide.load, !dbg !234
  %7 = fadd <4 x float> %vec.phi10, %wide.load11, !dbg !234
  %index.next = add nuw i64 %index, 8, !dbg !232
  %8 = icmp eq i64 %index.next, %n.vec, !dbg !231
  br i1 %8, label %middle.block, label %vector.body, !dbg !231, !llvm.loop !235

middle.block:                                     ; preds = %vector.body
  %bin.rdx = fadd <4 x float> %7, %6, !dbg !231
  %9 = tail call float @llvm.vector.reduce.fadd.v4f32(float -0.000000e+00, <4 x float> %bin.rdx), !dbg !231
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !231
  br i1 %cmp.n, label %._crit_edge, label %.lr.ph.preheader12, !dbg !231

.lr.ph.preheader12:                               ; preds = %.lr.ph.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %.lr.ph.preheader ], [ %n.vec, %middle.block ]
  %.067.ph = phi float [ 0.000000e+00, %.lr.ph.preheader ], [ %9, %middle.block ]
  br label %.lr.ph, !dbg !231

.lr.ph:                                           ; preds = %.lr.ph.preheader12, %.lr.ph
  %indvars.iv = phi i64 [ %indvars.iv.next, %.lr.ph ], [ %indvars.iv.ph, %.lr.ph.preheader12 ]
  %.067 = phi float [ %12, %.lr.ph ], [ %.067.ph, %.lr.ph.preheader12 ]
    #dbg_value(i64 %indvars.iv, !226, !DIExpression(), !228)
    #dbg_value(float %.067, !225, !DIExpression(), !223)
  %10 = getelementptr inbounds nuw float, ptr %0, i64 %indvars.iv, !dbg !233
  %11 = load float, ptr %10, align 4, !dbg !233
  %12 = fadd float %.067, %11, !dbg !234
    #dbg_value(float %12, !225, !DIExpression(), !223)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !232
    #dbg_value(i64 %indvars.iv.next, !226, !DIExpression(), !228)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !229
  br i1 %exitcond.not, label %._crit_edge, label %.lr.ph, !dbg !231, !llvm.loop !236

._crit_edge:                                      ; preds = %.lr.ph, %middle.block, %2
  %.06.lcssa = phi float [ 0.000000e+00, %2 ], [ %9, %middle.block ], [ %12, %.lr.ph ], !dbg !223
  ret float %.06.lcssa, !dbg !237
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #7

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "loops/src/vectorize.c", directory: "/work/shared/corpus/oracle", checksumkind: CSK_MD5, checksum: "75ffbcfe4b61aacd748e0114a65b3823")
!2 = !{!3}
!3 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 2}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!12 = distinct !DISubprogram(name: "vec_enable", scope: !1, file: !1, line: 5, type: !13, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !15, !18, !21}
!15 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!18 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !19)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !{}
!23 = !DILocalVariable(name: "a", arg: 1, scope: !12, file: !1, line: 5, type: !15)
!24 = !DILocation(line: 0, scope: !12)
!25 = !DILocalVariable(name: "b", arg: 2, scope: !12, file: !1, line: 5, type: !18)
!26 = !DILocalVariable(name: "n", arg: 3, scope: !12, file: !1, line: 5, type: !21)
!27 = !DILocalVariable(name: "i", scope: !28, file: !1, line: 7, type: !21)
!28 = distinct !DILexicalBlock(scope: !12, file: !1, line: 7, column: 3)
!29 = !DILocation(line: 0, scope: !28)
!30 = !DILocation(line: 7, column: 21, scope: !31)
!31 = distinct !DILexicalBlock(scope: !28, file: !1, line: 7, column: 3)
!32 = !DILocation(line: 7, column: 3, scope: !28)
!33 = !DILocation(line: 7, column: 26, scope: !31)
!34 = !DILocation(line: 8, column: 12, scope: !31)
!35 = !DILocation(line: 8, column: 24, scope: !31)
!36 = !DILocation(line: 8, column: 5, scope: !31)
!37 = !DILocation(line: 8, column: 10, scope: !31)
!38 = distinct !{!38, !39, !40, !41}
!39 = !{!"llvm.loop.mustprogress"}
!40 = !{!"llvm.loop.isvectorized", i32 1}
!41 = !{!"llvm.loop.unroll.runtime.disable"}
!42 = distinct !{!42, !39, !41, !40}
!43 = !DILocation(line: 9, column: 1, scope: !12)
!44 = distinct !DISubprogram(name: "vec_width8", scope: !1, file: !1, line: 11, type: !45, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!45 = !DISubroutineType(types: !46)
!46 = !{null, !47, !49, !21}
!47 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !48)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !50)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!52 = !DILocalVariable(name: "a", arg: 1, scope: !44, file: !1, line: 11, type: !47)
!53 = !DILocation(line: 0, scope: !44)
!54 = !DILocalVariable(name: "b", arg: 2, scope: !44, file: !1, line: 11, type: !49)
!55 = !DILocalVariable(name: "n", arg: 3, scope: !44, file: !1, line: 11, type: !21)
!56 = !DILocalVariable(name: "i", scope: !57, file: !1, line: 13, type: !21)
!57 = distinct !DILexicalBlock(scope: !44, file: !1, line: 13, column: 3)
!58 = !DILocation(line: 0, scope: !57)
!59 = !DILocation(line: 13, column: 21, scope: !60)
!60 = distinct !DILexicalBlock(scope: !57, file: !1, line: 13, column: 3)
!61 = !DILocation(line: 13, column: 3, scope: !57)
!62 = !DILocation(line: 13, column: 26, scope: !60)
!63 = !DILocation(line: 14, column: 12, scope: !60)
!64 = !DILocation(line: 14, column: 17, scope: !60)
!65 = !DILocation(line: 14, column: 5, scope: !60)
!66 = !DILocation(line: 14, column: 10, scope: !60)
!67 = distinct !{!67, !39, !40, !41}
!68 = distinct !{!68, !39, !41, !40}
!69 = !DILocation(line: 15, column: 1, scope: !44)
!70 = distinct !DISubprogram(name: "vec_width_scalable", scope: !1, file: !1, line: 17, type: !45, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!71 = !DILocalVariable(name: "a", arg: 1, scope: !70, file: !1, line: 17, type: !47)
!72 = !DILocation(line: 0, scope: !70)
!73 = !DILocalVariable(name: "b", arg: 2, scope: !70, file: !1, line: 17, type: !49)
!74 = !DILocalVariable(name: "n", arg: 3, scope: !70, file: !1, line: 17, type: !21)
!75 = !DILocalVariable(name: "i", scope: !76, file: !1, line: 19, type: !21)
!76 = distinct !DILexicalBlock(scope: !70, file: !1, line: 19, column: 3)
!77 = !DILocation(line: 0, scope: !76)
!78 = !DILocation(line: 19, column: 21, scope: !79)
!79 = distinct !DILexicalBlock(scope: !76, file: !1, line: 19, column: 3)
!80 = !DILocation(line: 19, column: 3, scope: !76)
!81 = !DILocation(line: 19, column: 26, scope: !79)
!82 = !DILocation(line: 20, column: 12, scope: !79)
!83 = !DILocation(line: 20, column: 17, scope: !79)
!84 = !DILocation(line: 20, column: 5, scope: !79)
!85 = !DILocation(line: 20, column: 10, scope: !79)
!86 = distinct !{!86, !39, !40, !41}
!87 = distinct !{!87, !39, !41, !40}
!88 = !DILocation(line: 21, column: 1, scope: !70)
!89 = distinct !DISubprogram(name: "vec_interleave", scope: !1, file: !1, line: 23, type: !90, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!90 = !DISubroutineType(types: !91)
!91 = !{null, !92, !95, !21}
!92 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !93)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!94 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!95 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !96)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !94)
!98 = !DILocalVariable(name: "a", arg: 1, scope: !89, file: !1, line: 23, type: !92)
!99 = !DILocation(line: 0, scope: !89)
!100 = !DILocalVariable(name: "b", arg: 2, scope: !89, file: !1, line: 23, type: !95)
!101 = !DILocalVariable(name: "n", arg: 3, scope: !89, file: !1, line: 23, type: !21)
!102 = !DILocalVariable(name: "i", scope: !103, file: !1, line: 25, type: !21)
!103 = distinct !DILexicalBlock(scope: !89, file: !1, line: 25, column: 3)
!104 = !DILocation(line: 0, scope: !103)
!105 = !DILocation(line: 25, column: 21, scope: !106)
!106 = distinct !DILexicalBlock(scope: !103, file: !1, line: 25, column: 3)
!107 = !DILocation(line: 25, column: 3, scope: !103)
!108 = !DILocation(line: 25, column: 26, scope: !106)
!109 = !DILocation(line: 26, column: 13, scope: !106)
!110 = !DILocation(line: 26, column: 5, scope: !106)
!111 = !DILocation(line: 26, column: 10, scope: !106)
!112 = distinct !{!112, !39, !40, !41}
!113 = distinct !{!113, !39, !41, !40}
!114 = !DILocation(line: 27, column: 1, scope: !89)
!115 = distinct !DISubprogram(name: "interleave_only", scope: !1, file: !1, line: 29, type: !116, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!116 = !DISubroutineType(types: !117)
!117 = !{null, !118, !21}
!118 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !119)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!120 = !DILocalVariable(name: "a", arg: 1, scope: !115, file: !1, line: 29, type: !118)
!121 = !DILocation(line: 0, scope: !115)
!122 = !DILocalVariable(name: "n", arg: 2, scope: !115, file: !1, line: 29, type: !21)
!123 = !DILocalVariable(name: "i", scope: !124, file: !1, line: 31, type: !21)
!124 = distinct !DILexicalBlock(scope: !115, file: !1, line: 31, column: 3)
!125 = !DILocation(line: 0, scope: !124)
!126 = !DILocation(line: 31, column: 21, scope: !127)
!127 = distinct !DILexicalBlock(scope: !124, file: !1, line: 31, column: 3)
!128 = !DILocation(line: 31, column: 3, scope: !124)
!129 = !DILocation(line: 31, column: 26, scope: !127)
!130 = !DILocation(line: 32, column: 20, scope: !127)
!131 = !DILocation(line: 32, column: 25, scope: !127)
!132 = !DILocation(line: 32, column: 10, scope: !127)
!133 = distinct !{!133, !39, !40, !41}
!134 = !{!"branch_weights", i32 4, i32 12}
!135 = distinct !{!135, !39, !40, !41}
!136 = distinct !{!136, !39, !41, !40}
!137 = !DILocation(line: 33, column: 1, scope: !115)
!138 = distinct !DISubprogram(name: "vec_disable", scope: !1, file: !1, line: 35, type: !139, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!139 = !DISubroutineType(types: !140)
!140 = !{null, !48, !21}
!141 = !DILocalVariable(name: "a", arg: 1, scope: !138, file: !1, line: 35, type: !48)
!142 = !DILocation(line: 0, scope: !138)
!143 = !DILocalVariable(name: "n", arg: 2, scope: !138, file: !1, line: 35, type: !21)
!144 = !DILocalVariable(name: "i", scope: !145, file: !1, line: 37, type: !21)
!145 = distinct !DILexicalBlock(scope: !138, file: !1, line: 37, column: 3)
!146 = !DILocation(line: 0, scope: !145)
!147 = !DILocation(line: 37, column: 21, scope: !148)
!148 = distinct !DILexicalBlock(scope: !145, file: !1, line: 37, column: 3)
!149 = !DILocation(line: 37, column: 3, scope: !145)
!150 = !DILocation(line: 38, column: 12, scope: !148)
!151 = !DILocation(line: 38, column: 17, scope: !148)
!152 = !DILocation(line: 38, column: 10, scope: !148)
!153 = !DILocation(line: 37, column: 26, scope: !148)
!154 = distinct !{!154, !149, !155, !39, !156, !157}
!155 = !DILocation(line: 38, column: 19, scope: !145)
!156 = !{!"llvm.loop.vectorize.width", i32 1}
!157 = !{!"llvm.loop.interleave.count", i32 1}
!158 = !DILocation(line: 39, column: 1, scope: !138)
!159 = distinct !DISubprogram(name: "vec_predicate", scope: !1, file: !1, line: 41, type: !13, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!160 = !DILocalVariable(name: "a", arg: 1, scope: !159, file: !1, line: 41, type: !15)
!161 = !DILocation(line: 0, scope: !159)
!162 = !DILocalVariable(name: "b", arg: 2, scope: !159, file: !1, line: 41, type: !18)
!163 = !DILocalVariable(name: "n", arg: 3, scope: !159, file: !1, line: 41, type: !21)
!164 = !DILocalVariable(name: "i", scope: !165, file: !1, line: 43, type: !21)
!165 = distinct !DILexicalBlock(scope: !159, file: !1, line: 43, column: 3)
!166 = !DILocation(line: 0, scope: !165)
!167 = !DILocation(line: 43, column: 21, scope: !168)
!168 = distinct !DILexicalBlock(scope: !165, file: !1, line: 43, column: 3)
!169 = !DILocation(line: 43, column: 3, scope: !165)
!170 = !DILocation(line: 43, column: 26, scope: !168)
!171 = !DILocation(line: 44, column: 12, scope: !168)
!172 = !DILocation(line: 44, column: 17, scope: !168)
!173 = !DILocation(line: 44, column: 5, scope: !168)
!174 = !DILocation(line: 44, column: 10, scope: !168)
!175 = distinct !{!175, !39, !40, !41}
!176 = !DILocation(line: 45, column: 1, scope: !159)
!177 = distinct !DISubprogram(name: "vec_then_unroll", scope: !1, file: !1, line: 49, type: !45, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!178 = !DILocalVariable(name: "a", arg: 1, scope: !177, file: !1, line: 49, type: !47)
!179 = !DILocation(line: 0, scope: !177)
!180 = !DILocalVariable(name: "b", arg: 2, scope: !177, file: !1, line: 49, type: !49)
!181 = !DILocalVariable(name: "n", arg: 3, scope: !177, file: !1, line: 49, type: !21)
!182 = !DILocalVariable(name: "i", scope: !183, file: !1, line: 51, type: !21)
!183 = distinct !DILexicalBlock(scope: !177, file: !1, line: 51, column: 3)
!184 = !DILocation(line: 0, scope: !183)
!185 = !DILocation(line: 51, column: 21, scope: !186)
!186 = distinct !DILexicalBlock(scope: !183, file: !1, line: 51, column: 3)
!187 = !DILocation(line: 51, column: 3, scope: !183)
!188 = !DILocation(line: 51, column: 26, scope: !186)
!189 = !DILocation(line: 52, column: 12, scope: !186)
!190 = !DILocation(line: 52, column: 17, scope: !186)
!191 = !DILocation(line: 52, column: 5, scope: !186)
!192 = !DILocation(line: 52, column: 10, scope: !186)
!193 = distinct !{!193, !39, !194, !195}
!194 = !{!"llvm.loop.isvectorized"}
!195 = !{!"llvm.loop.unroll.disable"}
!196 = distinct !{!196, !187, !197, !39, !194, !195}
!197 = !DILocation(line: 52, column: 19, scope: !183)
!198 = !DILocation(line: 53, column: 1, scope: !177)
!199 = distinct !DISubprogram(name: "vec_impossible", scope: !1, file: !1, line: 57, type: !139, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!200 = !DILocalVariable(name: "a", arg: 1, scope: !199, file: !1, line: 57, type: !48)
!201 = !DILocation(line: 0, scope: !199)
!202 = !DILocalVariable(name: "n", arg: 2, scope: !199, file: !1, line: 57, type: !21)
!203 = !DILocalVariable(name: "i", scope: !204, file: !1, line: 59, type: !21)
!204 = distinct !DILexicalBlock(scope: !199, file: !1, line: 59, column: 3)
!205 = !DILocation(line: 0, scope: !204)
!206 = !DILocation(line: 59, column: 21, scope: !207)
!207 = distinct !DILexicalBlock(scope: !204, file: !1, line: 59, column: 3)
!208 = !DILocation(line: 59, column: 3, scope: !204)
!209 = !DILocation(line: 60, column: 19, scope: !207)
!210 = !DILocation(line: 60, column: 12, scope: !207)
!211 = !DILocation(line: 60, column: 10, scope: !207)
!212 = !DILocation(line: 59, column: 26, scope: !207)
!213 = distinct !{!213, !208, !214, !39, !215, !216, !217}
!214 = !DILocation(line: 60, column: 27, scope: !204)
!215 = !{!"llvm.loop.vectorize.width", i32 8}
!216 = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
!217 = !{!"llvm.loop.vectorize.enable", i1 true}
!218 = !DILocation(line: 61, column: 1, scope: !199)
!219 = distinct !DISubprogram(name: "vec_fp_reduction", scope: !1, file: !1, line: 64, type: !220, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!220 = !DISubroutineType(types: !221)
!221 = !{!17, !19, !21}
!222 = !DILocalVariable(name: "a", arg: 1, scope: !219, file: !1, line: 64, type: !19)
!223 = !DILocation(line: 0, scope: !219)
!224 = !DILocalVariable(name: "n", arg: 2, scope: !219, file: !1, line: 64, type: !21)
!225 = !DILocalVariable(name: "s", scope: !219, file: !1, line: 65, type: !17)
!226 = !DILocalVariable(name: "i", scope: !227, file: !1, line: 67, type: !21)
!227 = distinct !DILexicalBlock(scope: !219, file: !1, line: 67, column: 3)
!228 = !DILocation(line: 0, scope: !227)
!229 = !DILocation(line: 67, column: 21, scope: !230)
!230 = distinct !DILexicalBlock(scope: !227, file: !1, line: 67, column: 3)
!231 = !DILocation(line: 67, column: 3, scope: !227)
!232 = !DILocation(line: 67, column: 26, scope: !230)
!233 = !DILocation(line: 68, column: 10, scope: !230)
!234 = !DILocation(line: 68, column: 7, scope: !230)
!235 = distinct !{!235, !39, !40, !41}
!236 = distinct !{!236, !39, !41, !40}
!237 = !DILocation(line: 69, column: 3, scope: !219)
