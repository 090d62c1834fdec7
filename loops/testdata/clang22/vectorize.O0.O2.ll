; ModuleID = '/work/wt-clang22/loops/testdata/clang22/vectorize.O0.ll'
source_filename = "loops/src/vectorize.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @vec_enable(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %3
  %wide.trip.count = zext nneg i32 %2 to i64
  %min.iters.check = icmp ult i32 %2, 8
  br i1 %min.iters.check, label %.lr.ph.preheader11, label %vector.ph

vector.ph:                                        ; preds = %.lr.ph.preheader
  %n.vec = and i64 %wide.trip.count, 2147483640
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %5 = getelementptr inbounds nuw float, ptr %1, i64 %index
  %6 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %wide.load = load <4 x float>, ptr %5, align 4
  %wide.load10 = load <4 x float>, ptr %6, align 4
  %7 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load, <4 x float> %wide.load, <4 x float> splat (float 1.000000e+00))
  %8 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %wide.load10, <4 x float> %wide.load10, <4 x float> splat (float 1.000000e+00))
  %9 = getelementptr inbounds nuw float, ptr %0, i64 %index
  %10 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store <4 x float> %7, ptr %9, align 4
  store <4 x float> %8, ptr %10, align 4
  %index.next = add nuw i64 %index, 8
  %11 = icmp eq i64 %index.next, %n.vec
  br i1 %11, label %middle.block, label %vector.body, !llvm.loop !6

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %._crit_edge, label %.lr.ph.preheader11

.lr.ph.preheader11:                               ; preds = %.lr.ph.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %.lr.ph.preheader ], [ %n.vec, %middle.block ]
  br label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph.preheader11, %.lr.ph
  %indvars.iv = phi i64 [ %indvars.iv.next, %.lr.ph ], [ %indvars.iv.ph, %.lr.ph.preheader11 ]
  %12 = getelementptr inbounds nuw float, ptr %1, i64 %indvars.iv
  %13 = load float, ptr %12, align 4
  %14 = tail call float @llvm.fmuladd.f32(float %13, float %13, float 1.000000e+00)
  %15 = getelementptr inbounds nuw float, ptr %0, i64 %indvars.iv
  store float %14, ptr %15, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %._crit_edge, label %.lr.ph, !llvm.loop !10

._crit_edge:                                      ; preds = %.lr.ph, %middle.block, %3
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @vec_width8(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %3
  %wide.trip.count = zext nneg i32 %2 to i64
  %min.iters.check = icmp ult i32 %2, 16
  br i1 %min.iters.check, label %.lr.ph.preheader9, label %vector.ph

vector.ph:                                        ; preds = %.lr.ph.preheader
  %n.vec = and i64 %wide.trip.count, 2147483632
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %5 = getelementptr inbounds nuw i32, ptr %1, i64 %index
  %6 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %wide.load = load <8 x i32>, ptr %5, align 4
  %wide.load8 = load <8 x i32>, ptr %6, align 4
  %7 = add nsw <8 x i32> %wide.load, splat (i32 7)
  %8 = add nsw <8 x i32> %wide.load8, splat (i32 7)
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %index
  %10 = getelementptr inbounds nuw i8, ptr %9, i64 32
  store <8 x i32> %7, ptr %9, align 4
  store <8 x i32> %8, ptr %10, align 4
  %index.next = add nuw i64 %index, 16
  %11 = icmp eq i64 %index.next, %n.vec
  br i1 %11, label %middle.block, label %vector.body, !llvm.loop !11

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %._crit_edge, label %.lr.ph.preheader9

.lr.ph.preheader9:                                ; preds = %.lr.ph.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %.lr.ph.preheader ], [ %n.vec, %middle.block ]
  br label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph.preheader9, %.lr.ph
  %indvars.iv = phi i64 [ %indvars.iv.next, %.lr.ph ], [ %indvars.iv.ph, %.lr.ph.preheader9 ]
  %12 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv
  %13 = load i32, ptr %12, align 4
  %14 = add nsw i32 %13, 7
  %15 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv
  store i32 %14, ptr %15, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %._crit_edge, label %.lr.ph, !llvm.loop !12

._crit_edge:                                      ; preds = %.lr.ph, %middle.block, %3
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @vec_width_scalable(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %3
  %wide.trip.count = zext nneg i32 %2 to i64
  %min.iters.check = icmp ult i32 %2, 8
  br i1 %min.iters.check, label %.lr.ph.preheader9, label %vector.ph

vector.ph:                                        ; preds = %.lr.ph.preheader
  %n.vec = and i64 %wide.trip.count, 2147483640
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %5 = getelementptr inbounds nuw i32, ptr %1, i64 %index
  %6 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %wide.load = load <4 x i32>, ptr %5, align 4
  %wide.load8 = load <4 x i32>, ptr %6, align 4
  %7 = add nsw <4 x i32> %wide.load, splat (i32 -3)
  %8 = add nsw <4 x i32> %wide.load8, splat (i32 -3)
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %index
  %10 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store <4 x i32> %7, ptr %9, align 4
  store <4 x i32> %8, ptr %10, align 4
  %index.next = add nuw i64 %index, 8
  %11 = icmp eq i64 %index.next, %n.vec
  br i1 %11, label %middle.block, label %vector.body, !llvm.loop !13

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %._crit_edge, label %.lr.ph.preheader9

.lr.ph.preheader9:                                ; preds = %.lr.ph.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %.lr.ph.preheader ], [ %n.vec, %middle.block ]
  br label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph.preheader9, %.lr.ph
  %indvars.iv = phi i64 [ %indvars.iv.next, %.lr.ph ], [ %indvars.iv.ph, %.lr.ph.preheader9 ]
  %12 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv
  %13 = load i32, ptr %12, align 4
  %14 = add nsw i32 %13, -3
  %15 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv
  store i32 %14, ptr %15, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %._crit_edge, label %.lr.ph, !llvm.loop !14

._crit_edge:                                      ; preds = %.lr.ph, %middle.block, %3
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @vec_interleave(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %3
  %wide.trip.count = zext nneg i32 %2 to i64
  %min.iters.check = icmp ult i32 %2, 8
  br i1 %min.iters.check, label %.lr.ph.preheader15, label %vector.ph

vector.ph:                                        ; preds = %.lr.ph.preheader
  %n.vec = and i64 %wide.trip.count, 2147483640
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %5 = getelementptr inbounds nuw double, ptr %1, i64 %index
  %6 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %7 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %8 = getelementptr inbounds nuw i8, ptr %5, i64 48
  %wide.load = load <2 x double>, ptr %5, align 8
  %wide.load8 = load <2 x double>, ptr %6, align 8
  %wide.load9 = load <2 x double>, ptr %7, align 8
  %wide.load10 = load <2 x double>, ptr %8, align 8
  %9 = getelementptr inbounds nuw double, ptr %0, i64 %index
  %10 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %11 = getelementptr inbounds nuw i8, ptr %9, i64 32
  %12 = getelementptr inbounds nuw i8, ptr %9, i64 48
  %wide.load11 = load <2 x double>, ptr %9, align 8
  %wide.load12 = load <2 x double>, ptr %10, align 8
  %wide.load13 = load <2 x double>, ptr %11, align 8
  %wide.load14 = load <2 x double>, ptr %12, align 8
  %13 = fadd <2 x double> %wide.load, %wide.load11
  %14 = fadd <2 x double> %wide.load8, %wide.load12
  %15 = fadd <2 x double> %wide.load9, %wide.load13
  %16 = fadd <2 x double> %wide.load10, %wide.load14
  store <2 x double> %13, ptr %9, align 8
  store <2 x double> %14, ptr %10, align 8
  store <2 x double> %15, ptr %11, align 8
  store <2 x double> %16, ptr %12, align 8
  %index.next = add nuw i64 %index, 8
  %17 = icmp eq i64 %index.next, %n.vec
  br i1 %17, label %middle.block, label %vector.body, !llvm.loop !15

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %._crit_edge, label %.lr.ph.preheader15

.lr.ph.preheader15:                               ; preds = %.lr.ph.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %.lr.ph.preheader ], [ %n.vec, %middle.block ]
  br label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph.preheader15, %.lr.ph
  %indvars.iv = phi i64 [ %indvars.iv.next, %.lr.ph ], [ %indvars.iv.ph, %.lr.ph.preheader15 ]
  %18 = getelementptr inbounds nuw double, ptr %1, i64 %indvars.iv
  %19 = load double, ptr %18, align 8
  %20 = getelementptr inbounds nuw double, ptr %0, i64 %indvars.iv
  %21 = load double, ptr %20, align 8
  %22 = fadd double %19, %21
  store double %22, ptr %20, align 8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %._crit_edge, label %.lr.ph, !llvm.loop !16

._crit_edge:                                      ; preds = %.lr.ph, %middle.block, %3
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @interleave_only(ptr noalias noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %iter.check, label %._crit_edge

iter.check:                                       ; preds = %2
  %wide.trip.count = zext nneg i32 %1 to i64
  %min.iters.check = icmp ult i32 %1, 4
  br i1 %min.iters.check, label %.lr.ph.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check8 = icmp ult i32 %1, 16
  br i1 %min.iters.check8, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.mod.vf = and i64 %wide.trip.count, 12
  %n.vec = and i64 %wide.trip.count, 2147483632
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %4 = getelementptr inbounds nuw i16, ptr %0, i64 %index
  %5 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %wide.load = load <8 x i16>, ptr %4, align 2
  %wide.load9 = load <8 x i16>, ptr %5, align 2
  %6 = mul <8 x i16> %wide.load, splat (i16 5)
  %7 = mul <8 x i16> %wide.load9, splat (i16 5)
  store <8 x i16> %6, ptr %4, align 2
  store <8 x i16> %7, ptr %5, align 2
  %index.next = add nuw i64 %index, 16
  %8 = icmp eq i64 %index.next, %n.vec
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !17

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %._crit_edge, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  br i1 %min.epilog.iters.check, label %.lr.ph.preheader, label %vec.epilog.ph, !prof !18

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec11 = and i64 %wide.trip.count, 2147483644
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index12 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next14, %vec.epilog.vector.body ]
  %9 = getelementptr inbounds nuw i16, ptr %0, i64 %index12
  %wide.load13 = load <4 x i16>, ptr %9, align 2
  %10 = mul <4 x i16> %wide.load13, splat (i16 5)
  store <4 x i16> %10, ptr %9, align 2
  %index.next14 = add nuw i64 %index12, 4
  %11 = icmp eq i64 %index.next14, %n.vec11
  br i1 %11, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !19

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n15 = icmp eq i64 %n.vec11, %wide.trip.count
  br i1 %cmp.n15, label %._crit_edge, label %.lr.ph.preheader

.lr.ph.preheader:                                 ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec11, %vec.epilog.middle.block ]
  br label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph.preheader, %.lr.ph
  %indvars.iv = phi i64 [ %indvars.iv.next, %.lr.ph ], [ %indvars.iv.ph, %.lr.ph.preheader ]
  %12 = getelementptr inbounds nuw i16, ptr %0, i64 %indvars.iv
  %13 = load i16, ptr %12, align 2
  %14 = mul i16 %13, 5
  store i16 %14, ptr %12, align 2
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %._crit_edge, label %.lr.ph, !llvm.loop !20

._crit_edge:                                      ; preds = %.lr.ph, %middle.block, %vec.epilog.middle.block, %2
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @vec_disable(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %2
  %wide.trip.count = zext nneg i32 %1 to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %4 = icmp eq i32 %1, 1
  br i1 %4, label %.lr.ph.epil.preheader, label %.lr.ph.preheader.new

.lr.ph.preheader.new:                             ; preds = %.lr.ph.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483646
  br label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph, %.lr.ph.preheader.new
  %indvars.iv = phi i64 [ 0, %.lr.ph.preheader.new ], [ %indvars.iv.next.1, %.lr.ph ]
  %niter = phi i64 [ 0, %.lr.ph.preheader.new ], [ %niter.next.1, %.lr.ph ]
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv
  %6 = load i32, ptr %5, align 4
  %7 = sdiv i32 %6, 3
  store i32 %7, ptr %5, align 4
  %8 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv
  %9 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %10 = load i32, ptr %9, align 4
  %11 = sdiv i32 %10, 3
  store i32 %11, ptr %9, align 4
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %._crit_edge.loopexit.unr-lcssa, label %.lr.ph, !llvm.loop !21

._crit_edge.loopexit.unr-lcssa:                   ; preds = %.lr.ph
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %._crit_edge, label %.lr.ph.epil.preheader

.lr.ph.epil.preheader:                            ; preds = %._crit_edge.loopexit.unr-lcssa, %.lr.ph.preheader
  %indvars.iv.epil.init = phi i64 [ 0, %.lr.ph.preheader ], [ %indvars.iv.next.1, %._crit_edge.loopexit.unr-lcssa ]
  %lcmp.mod8 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod8)
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv.epil.init
  %13 = load i32, ptr %12, align 4
  %14 = sdiv i32 %13, 3
  store i32 %14, ptr %12, align 4
  br label %._crit_edge

._crit_edge:                                      ; preds = %.lr.ph.epil.preheader, %._crit_edge.loopexit.unr-lcssa, %2
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @vec_predicate(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %vector.ph, label %._crit_edge

vector.ph:                                        ; preds = %3
  %wide.trip.count = zext nneg i32 %2 to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 3
  %n.vec = and i64 %n.rnd.up, 4294967292
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <4 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <4 x i64> %broadcast.splatinsert, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %pred.store.continue18, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %pred.store.continue18 ]
  %vec.ind = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %vector.ph ], [ %vec.ind.next, %pred.store.continue18 ]
  %5 = icmp ule <4 x i64> %vec.ind, %broadcast.splat
  %6 = extractelement <4 x i1> %5, i64 0
  br i1 %6, label %pred.store.if, label %pred.store.continue

pred.store.if:                                    ; preds = %vector.body
  %7 = getelementptr inbounds nuw float, ptr %1, i64 %index
  %8 = load float, ptr %7, align 4
  %9 = fneg float %8
  %10 = fcmp ogt float %8, 0.000000e+00
  %11 = getelementptr inbounds nuw float, ptr %0, i64 %index
  %12 = select i1 %10, float %8, float %9
  store float %12, ptr %11, align 4
  br label %pred.store.continue

pred.store.continue:                              ; preds = %pred.store.if, %vector.body
  %13 = extractelement <4 x i1> %5, i64 1
  br i1 %13, label %pred.store.if13, label %pred.store.continue14

pred.store.if13:                                  ; preds = %pred.store.continue
  %14 = or disjoint i64 %index, 1
  %15 = getelementptr inbounds nuw float, ptr %1, i64 %14
  %16 = load float, ptr %15, align 4
  %17 = fneg float %16
  %18 = fcmp ogt float %16, 0.000000e+00
  %19 = getelementptr inbounds nuw float, ptr %0, i64 %14
  %20 = select i1 %18, float %16, float %17
  store float %20, ptr %19, align 4
  br label %pred.store.continue14

pred.store.continue14:                            ; preds = %pred.store.if13, %pred.store.continue
  %21 = extractelement <4 x i1> %5, i64 2
  br i1 %21, label %pred.store.if15, label %pred.store.continue16

pred.store.if15:                                  ; preds = %pred.store.continue14
  %22 = or disjoint i64 %index, 2
  %23 = getelementptr inbounds nuw float, ptr %1, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = fneg float %24
  %26 = fcmp ogt float %24, 0.000000e+00
  %27 = getelementptr inbounds nuw float, ptr %0, i64 %22
  %28 = select i1 %26, float %24, float %25
  store float %28, ptr %27, align 4
  br label %pred.store.continue16

pred.store.continue16:                            ; preds = %pred.store.if15, %pred.store.continue14
  %29 = extractelement <4 x i1> %5, i64 3
  br i1 %29, label %pred.store.if17, label %pred.store.continue18

pred.store.if17:                                  ; preds = %pred.store.continue16
  %30 = or disjoint i64 %index, 3
  %31 = getelementptr inbounds nuw float, ptr %1, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = fneg float %32
  %34 = fcmp ogt float %32, 0.000000e+00
  %35 = getelementptr inbounds nuw float, ptr %0, i64 %30
  %36 = select i1 %34, float %32, float %33
  store float %36, ptr %35, align 4
  br label %pred.store.continue18

pred.store.continue18:                            ; preds = %pred.store.if17, %pred.store.continue16
  %index.next = add nuw i64 %index, 4
  %vec.ind.next = add <4 x i64> %vec.ind, splat (i64 4)
  %37 = icmp eq i64 %index.next, %n.vec
  br i1 %37, label %._crit_edge, label %vector.body, !llvm.loop !24

._crit_edge:                                      ; preds = %pred.store.continue18, %3
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @vec_then_unroll(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %3
  %wide.trip.count = zext nneg i32 %2 to i64
  %min.iters.check = icmp ult i32 %2, 8
  br i1 %min.iters.check, label %.lr.ph.preheader9, label %vector.ph

vector.ph:                                        ; preds = %.lr.ph.preheader
  %n.vec = and i64 %wide.trip.count, 2147483640
  %5 = add nsw i64 %wide.trip.count, -8
  %6 = lshr i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %xtraiter = and i64 %7, 1
  %8 = icmp eq i64 %6, 0
  br i1 %8, label %vector.body.epil.preheader, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %7, 4611686018427387902
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %9 = getelementptr inbounds nuw i32, ptr %1, i64 %index
  %10 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %wide.load = load <4 x i32>, ptr %9, align 4
  %wide.load8 = load <4 x i32>, ptr %10, align 4
  %11 = mul nsw <4 x i32> %wide.load, splat (i32 9)
  %12 = mul nsw <4 x i32> %wide.load8, splat (i32 9)
  %13 = getelementptr inbounds nuw i32, ptr %0, i64 %index
  %14 = getelementptr inbounds nuw i8, ptr %13, i64 16
  store <4 x i32> %11, ptr %13, align 4
  store <4 x i32> %12, ptr %14, align 4
  %index.next = or disjoint i64 %index, 8
  %15 = getelementptr inbounds nuw i32, ptr %1, i64 %index.next
  %16 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %wide.load.1 = load <4 x i32>, ptr %15, align 4
  %wide.load8.1 = load <4 x i32>, ptr %16, align 4
  %17 = mul nsw <4 x i32> %wide.load.1, splat (i32 9)
  %18 = mul nsw <4 x i32> %wide.load8.1, splat (i32 9)
  %19 = getelementptr inbounds nuw i32, ptr %0, i64 %index.next
  %20 = getelementptr inbounds nuw i8, ptr %19, i64 16
  store <4 x i32> %17, ptr %19, align 4
  store <4 x i32> %18, ptr %20, align 4
  %index.next.1 = add nuw i64 %index, 16
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !25

middle.block.unr-lcssa:                           ; preds = %vector.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa, %vector.ph
  %index.epil.init = phi i64 [ 0, %vector.ph ], [ %index.next.1, %middle.block.unr-lcssa ]
  %lcmp.mod10 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod10)
  %21 = getelementptr inbounds nuw i32, ptr %1, i64 %index.epil.init
  %22 = getelementptr inbounds nuw i8, ptr %21, i64 16
  %wide.load.epil = load <4 x i32>, ptr %21, align 4
  %wide.load8.epil = load <4 x i32>, ptr %22, align 4
  %23 = mul nsw <4 x i32> %wide.load.epil, splat (i32 9)
  %24 = mul nsw <4 x i32> %wide.load8.epil, splat (i32 9)
  %25 = getelementptr inbounds nuw i32, ptr %0, i64 %index.epil.init
  %26 = getelementptr inbounds nuw i8, ptr %25, i64 16
  store <4 x i32> %23, ptr %25, align 4
  store <4 x i32> %24, ptr %26, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil.preheader
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %._crit_edge, label %.lr.ph.preheader9

.lr.ph.preheader9:                                ; preds = %.lr.ph.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %.lr.ph.preheader ], [ %n.vec, %middle.block ]
  %xtraiter11 = and i64 %wide.trip.count, 1
  %lcmp.mod12.not = icmp eq i64 %xtraiter11, 0
  br i1 %lcmp.mod12.not, label %.lr.ph.prol.loopexit, label %.lr.ph.prol

.lr.ph.prol:                                      ; preds = %.lr.ph.preheader9
  %27 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv.ph
  %28 = load i32, ptr %27, align 4
  %29 = mul nsw i32 %28, 9
  %30 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv.ph
  store i32 %29, ptr %30, align 4
  %indvars.iv.next.prol = or disjoint i64 %indvars.iv.ph, 1
  br label %.lr.ph.prol.loopexit

.lr.ph.prol.loopexit:                             ; preds = %.lr.ph.prol, %.lr.ph.preheader9
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %.lr.ph.preheader9 ], [ %indvars.iv.next.prol, %.lr.ph.prol ]
  %31 = add nsw i64 %wide.trip.count, -1
  %32 = icmp eq i64 %indvars.iv.ph, %31
  br i1 %32, label %._crit_edge, label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph.prol.loopexit, %.lr.ph
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %.lr.ph ], [ %indvars.iv.unr, %.lr.ph.prol.loopexit ]
  %33 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv
  %34 = load i32, ptr %33, align 4
  %35 = mul nsw i32 %34, 9
  %36 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv
  store i32 %35, ptr %36, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %37 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv.next
  %38 = load i32, ptr %37, align 4
  %39 = mul nsw i32 %38, 9
  %40 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv.next
  store i32 %39, ptr %40, align 4
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %._crit_edge, label %.lr.ph, !llvm.loop !28

._crit_edge:                                      ; preds = %.lr.ph.prol.loopexit, %.lr.ph, %middle.block, %3
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @vec_impossible(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %2
  %wide.trip.count = zext nneg i32 %1 to i64
  br label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph.preheader, %.lr.ph
  %indvars.iv = phi i64 [ 1, %.lr.ph.preheader ], [ %indvars.iv.next, %.lr.ph ]
  %4 = getelementptr i32, ptr %0, i64 %indvars.iv
  %5 = getelementptr i8, ptr %4, i64 -4
  %6 = load i32, ptr %5, align 4
  %7 = tail call i32 @opaque(i32 noundef %6) #8
  store i32 %7, ptr %4, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %._crit_edge, label %.lr.ph, !llvm.loop !29

._crit_edge:                                      ; preds = %.lr.ph, %2
  ret void
}

declare i32 @opaque(i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local float @vec_fp_reduction(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #4 {
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
  %vec.phi = phi <4 x float> [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.ph ], [ %6, %vector.body ]
  %vec.phi10 = phi <4 x float> [ splat (float -0.000000e+00), %vector.ph ], [ %7, %vector.body ]
  %4 = getelementptr inbounds nuw float, ptr %0, i64 %index
  %5 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %wide.load = load <4 x float>, ptr %4, align 4
  %wide.load11 = load <4 x float>, ptr %5, align 4
  %6 = fadd <4 x float> %vec.phi, %wide.load
  %7 = fadd <4 x float> %vec.phi10, %wide.load11
  %index.next = add nuw i64 %index, 8
  %8 = icmp eq i64 %index.next, %n.vec
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !33

middle.block:                                     ; preds = %vector.body
  %bin.rdx = fadd <4 x float> %7, %6
  %9 = tail call float @llvm.vector.reduce.fadd.v4f32(float -0.000000e+00, <4 x float> %bin.rdx)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %._crit_edge, label %.lr.ph.preheader12

.lr.ph.preheader12:                               ; preds = %.lr.ph.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %.lr.ph.preheader ], [ %n.vec, %middle.block ]
  %.067.ph = phi float [ 0.000000e+00, %.lr.ph.preheader ], [ %9, %middle.block ]
  br label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph.preheader12, %.lr.ph
  %indvars.iv = phi i64 [ %indvars.iv.next, %.lr.ph ], [ %indvars.iv.ph, %.lr.ph.preheader12 ]
  %.067 = phi float [ %12, %.lr.ph ], [ %.067.ph, %.lr.ph.preheader12 ]
  %10 = getelementptr inbounds nuw float, ptr %0, i64 %indvars.iv
  %11 = load float, ptr %10, align 4
  %12 = fadd float %.067, %11
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %._crit_edge, label %.lr.ph, !llvm.loop !34

._crit_edge:                                      ; preds = %.lr.ph, %middle.block, %2
  %.06.lcssa = phi float [ 0.000000e+00, %2 ], [ %9, %middle.block ], [ %12, %.lr.ph ]
  ret float %.06.lcssa
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
!9 = !{!"llvm.loop.unroll.runtime.disable"}
!10 = distinct !{!10, !7, !9, !8}
!11 = distinct !{!11, !7, !8, !9}
!12 = distinct !{!12, !7, !9, !8}
!13 = distinct !{!13, !7, !8, !9}
!14 = distinct !{!14, !7, !9, !8}
!15 = distinct !{!15, !7, !8, !9}
!16 = distinct !{!16, !7, !9, !8}
!17 = distinct !{!17, !7, !8, !9}
!18 = !{!"branch_weights", i32 4, i32 12}
!19 = distinct !{!19, !7, !8, !9}
!20 = distinct !{!20, !7, !9, !8}
!21 = distinct !{!21, !7, !22, !23}
!22 = !{!"llvm.loop.vectorize.width", i32 1}
!23 = !{!"llvm.loop.interleave.count", i32 1}
!24 = distinct !{!24, !7, !8, !9}
!25 = distinct !{!25, !7, !26, !27}
!26 = !{!"llvm.loop.isvectorized"}
!27 = !{!"llvm.loop.unroll.disable"}
!28 = distinct !{!28, !7, !26, !27}
!29 = distinct !{!29, !7, !30, !31, !32}
!30 = !{!"llvm.loop.vectorize.width", i32 8}
!31 = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
!32 = !{!"llvm.loop.vectorize.enable", i1 true}
!33 = distinct !{!33, !7, !8, !9}
!34 = distinct !{!34, !7, !9, !8}
