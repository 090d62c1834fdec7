; ModuleID = '/work/wt-clang22/loops/testdata/clang22/unroll_and_jam.O0.ll'
source_filename = "loops/src/unroll_and_jam.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @uaj_count(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %.preheader.preheader, label %._crit_edge

.preheader.preheader:                             ; preds = %3
  %wide.trip.count = zext nneg i32 %2 to i64
  br label %.preheader

.preheader:                                       ; preds = %.preheader.preheader, %middle.block
  %indvars.iv13 = phi i64 [ 0, %.preheader.preheader ], [ %indvars.iv.next14, %middle.block ]
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv13
  %.idx = shl nsw i64 %indvars.iv13, 9
  %invariant.gep = getelementptr inbounds nuw i8, ptr %1, i64 %.idx
  %.promoted = load i32, ptr %5, align 4
  %6 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %.promoted, i64 0
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %.preheader
  %index = phi i64 [ 0, %.preheader ], [ %index.next, %vector.body ]
  %vec.phi = phi <4 x i32> [ %6, %.preheader ], [ %9, %vector.body ]
  %vec.phi17 = phi <4 x i32> [ zeroinitializer, %.preheader ], [ %10, %vector.body ]
  %7 = getelementptr inbounds nuw i32, ptr %invariant.gep, i64 %index
  %8 = getelementptr inbounds nuw i8, ptr %7, i64 16
  %wide.load = load <4 x i32>, ptr %7, align 4
  %wide.load18 = load <4 x i32>, ptr %8, align 4
  %9 = add <4 x i32> %vec.phi, %wide.load
  %10 = add <4 x i32> %vec.phi17, %wide.load18
  %index.next = add nuw i64 %index, 8
  %11 = icmp eq i64 %index.next, 128
  br i1 %11, label %middle.block, label %vector.body, !llvm.loop !6

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <4 x i32> %10, %9
  %12 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %bin.rdx)
  store i32 %12, ptr %5, align 4
  %indvars.iv.next14 = add nuw nsw i64 %indvars.iv13, 1
  %exitcond16.not = icmp eq i64 %indvars.iv.next14, %wide.trip.count
  br i1 %exitcond16.not, label %._crit_edge, label %.preheader, !llvm.loop !9

._crit_edge:                                      ; preds = %middle.block, %3
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @uaj_default(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %.preheader.lr.ph, label %._crit_edge17

.preheader.lr.ph:                                 ; preds = %4
  %6 = zext nneg i32 %3 to i64
  br label %.lr.ph

.lr.ph:                                           ; preds = %15, %.preheader.lr.ph
  %indvars.iv19 = phi i64 [ 0, %.preheader.lr.ph ], [ %indvars.iv.next20, %15 ]
  %7 = mul nuw nsw i64 %indvars.iv19, %6
  %8 = getelementptr inbounds nuw float, ptr %0, i64 %indvars.iv19
  %.promoted = load float, ptr %8, align 4
  %invariant.gep = getelementptr inbounds nuw float, ptr %1, i64 %7
  br label %9

9:                                                ; preds = %.lr.ph, %9
  %indvars.iv = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next, %9 ]
  %10 = phi float [ %.promoted, %.lr.ph ], [ %14, %9 ]
  %gep = getelementptr inbounds nuw float, ptr %invariant.gep, i64 %indvars.iv
  %11 = load float, ptr %gep, align 4
  %12 = getelementptr inbounds nuw float, ptr %2, i64 %indvars.iv
  %13 = load float, ptr %12, align 4
  %14 = tail call float @llvm.fmuladd.f32(float %11, float %13, float %10)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %6
  br i1 %exitcond.not, label %15, label %9, !llvm.loop !12

15:                                               ; preds = %9
  store float %14, ptr %8, align 4
  %indvars.iv.next20 = add nuw nsw i64 %indvars.iv19, 1
  %exitcond23.not = icmp eq i64 %indvars.iv.next20, %6
  br i1 %exitcond23.not, label %._crit_edge17, label %.lr.ph, !llvm.loop !13

._crit_edge17:                                    ; preds = %15, %4
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @nouaj(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %.preheader.preheader, label %._crit_edge

.preheader.preheader:                             ; preds = %3
  %wide.trip.count = zext nneg i32 %2 to i64
  br label %.preheader

.preheader:                                       ; preds = %.preheader.preheader, %.preheader
  %indvars.iv13 = phi i64 [ 0, %.preheader.preheader ], [ %indvars.iv.next14, %.preheader ]
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv13
  %.promoted = load i32, ptr %5, align 4
  %6 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %.promoted, i64 0
  %.idx = shl nsw i64 %indvars.iv13, 9
  %invariant.gep = getelementptr inbounds nuw i8, ptr %1, i64 %.idx
  %7 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 16
  %wide.load = load <4 x i32>, ptr %invariant.gep, align 4
  %wide.load18 = load <4 x i32>, ptr %7, align 4
  %8 = xor <4 x i32> %6, %wide.load
  %9 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 32
  %10 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 48
  %wide.load.1 = load <4 x i32>, ptr %9, align 4
  %wide.load18.1 = load <4 x i32>, ptr %10, align 4
  %11 = xor <4 x i32> %8, %wide.load.1
  %12 = xor <4 x i32> %wide.load18, %wide.load18.1
  %13 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 64
  %14 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 80
  %wide.load.2 = load <4 x i32>, ptr %13, align 4
  %wide.load18.2 = load <4 x i32>, ptr %14, align 4
  %15 = xor <4 x i32> %11, %wide.load.2
  %16 = xor <4 x i32> %12, %wide.load18.2
  %17 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 96
  %18 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 112
  %wide.load.3 = load <4 x i32>, ptr %17, align 4
  %wide.load18.3 = load <4 x i32>, ptr %18, align 4
  %19 = xor <4 x i32> %15, %wide.load.3
  %20 = xor <4 x i32> %16, %wide.load18.3
  %21 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 128
  %22 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 144
  %wide.load.4 = load <4 x i32>, ptr %21, align 4
  %wide.load18.4 = load <4 x i32>, ptr %22, align 4
  %23 = xor <4 x i32> %19, %wide.load.4
  %24 = xor <4 x i32> %20, %wide.load18.4
  %25 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 160
  %26 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 176
  %wide.load.5 = load <4 x i32>, ptr %25, align 4
  %wide.load18.5 = load <4 x i32>, ptr %26, align 4
  %27 = xor <4 x i32> %23, %wide.load.5
  %28 = xor <4 x i32> %24, %wide.load18.5
  %29 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 192
  %30 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 208
  %wide.load.6 = load <4 x i32>, ptr %29, align 4
  %wide.load18.6 = load <4 x i32>, ptr %30, align 4
  %31 = xor <4 x i32> %27, %wide.load.6
  %32 = xor <4 x i32> %28, %wide.load18.6
  %33 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 224
  %34 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 240
  %wide.load.7 = load <4 x i32>, ptr %33, align 4
  %wide.load18.7 = load <4 x i32>, ptr %34, align 4
  %35 = xor <4 x i32> %31, %wide.load.7
  %36 = xor <4 x i32> %32, %wide.load18.7
  %37 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 256
  %38 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 272
  %wide.load.8 = load <4 x i32>, ptr %37, align 4
  %wide.load18.8 = load <4 x i32>, ptr %38, align 4
  %39 = xor <4 x i32> %35, %wide.load.8
  %40 = xor <4 x i32> %36, %wide.load18.8
  %41 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 288
  %42 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 304
  %wide.load.9 = load <4 x i32>, ptr %41, align 4
  %wide.load18.9 = load <4 x i32>, ptr %42, align 4
  %43 = xor <4 x i32> %39, %wide.load.9
  %44 = xor <4 x i32> %40, %wide.load18.9
  %45 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 320
  %46 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 336
  %wide.load.10 = load <4 x i32>, ptr %45, align 4
  %wide.load18.10 = load <4 x i32>, ptr %46, align 4
  %47 = xor <4 x i32> %43, %wide.load.10
  %48 = xor <4 x i32> %44, %wide.load18.10
  %49 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 352
  %50 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 368
  %wide.load.11 = load <4 x i32>, ptr %49, align 4
  %wide.load18.11 = load <4 x i32>, ptr %50, align 4
  %51 = xor <4 x i32> %47, %wide.load.11
  %52 = xor <4 x i32> %48, %wide.load18.11
  %53 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 384
  %54 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 400
  %wide.load.12 = load <4 x i32>, ptr %53, align 4
  %wide.load18.12 = load <4 x i32>, ptr %54, align 4
  %55 = xor <4 x i32> %51, %wide.load.12
  %56 = xor <4 x i32> %52, %wide.load18.12
  %57 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 416
  %58 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 432
  %wide.load.13 = load <4 x i32>, ptr %57, align 4
  %wide.load18.13 = load <4 x i32>, ptr %58, align 4
  %59 = xor <4 x i32> %55, %wide.load.13
  %60 = xor <4 x i32> %56, %wide.load18.13
  %61 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 448
  %62 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 464
  %wide.load.14 = load <4 x i32>, ptr %61, align 4
  %wide.load18.14 = load <4 x i32>, ptr %62, align 4
  %63 = xor <4 x i32> %59, %wide.load.14
  %64 = xor <4 x i32> %60, %wide.load18.14
  %65 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 480
  %66 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 496
  %wide.load.15 = load <4 x i32>, ptr %65, align 4
  %wide.load18.15 = load <4 x i32>, ptr %66, align 4
  %67 = xor <4 x i32> %63, %wide.load.15
  %68 = xor <4 x i32> %64, %wide.load18.15
  %bin.rdx = xor <4 x i32> %68, %67
  %69 = tail call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %bin.rdx)
  store i32 %69, ptr %5, align 4
  %indvars.iv.next14 = add nuw nsw i64 %indvars.iv13, 1
  %exitcond16.not = icmp eq i64 %indvars.iv.next14, %wide.trip.count
  br i1 %exitcond16.not, label %._crit_edge, label %.preheader, !llvm.loop !15

._crit_edge:                                      ; preds = %.preheader, %3
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @uaj_with_inner_pragmas(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %.preheader.preheader, label %._crit_edge

.preheader.preheader:                             ; preds = %3
  %wide.trip.count = zext nneg i32 %2 to i64
  br label %.preheader

.preheader:                                       ; preds = %.preheader.preheader, %middle.block
  %indvars.iv13 = phi i64 [ 0, %.preheader.preheader ], [ %indvars.iv.next14, %middle.block ]
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv13
  %.idx = shl nsw i64 %indvars.iv13, 9
  %invariant.gep = getelementptr inbounds nuw i8, ptr %1, i64 %.idx
  %.promoted = load i32, ptr %5, align 4
  %6 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %.promoted, i64 0
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %.preheader
  %index = phi i64 [ 0, %.preheader ], [ %index.next, %vector.body ]
  %vec.phi = phi <4 x i32> [ %6, %.preheader ], [ %9, %vector.body ]
  %7 = getelementptr inbounds nuw i32, ptr %invariant.gep, i64 %index
  %wide.load = load <4 x i32>, ptr %7, align 4
  %8 = mul nsw <4 x i32> %wide.load, splat (i32 3)
  %9 = add <4 x i32> %vec.phi, %8
  %index.next = add nuw i64 %index, 4
  %10 = icmp eq i64 %index.next, 128
  br i1 %10, label %middle.block, label %vector.body, !llvm.loop !17

middle.block:                                     ; preds = %vector.body
  %11 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %9)
  store i32 %11, ptr %5, align 4
  %indvars.iv.next14 = add nuw nsw i64 %indvars.iv13, 1
  %exitcond16.not = icmp eq i64 %indvars.iv.next14, %wide.trip.count
  br i1 %exitcond16.not, label %._crit_edge, label %.preheader, !llvm.loop !19

._crit_edge:                                      ; preds = %middle.block, %3
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @matmul_tiled(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %.preheader23.lr.ph, label %._crit_edge28

.preheader23.lr.ph:                               ; preds = %4
  %6 = zext nneg i32 %3 to i64
  %min.iters.check = icmp ult i32 %3, 4
  %n.vec = and i64 %6, 2147483644
  %cmp.n = icmp eq i64 %n.vec, %6
  br label %.preheader.lr.ph

.preheader.lr.ph:                                 ; preds = %._crit_edge26, %.preheader23.lr.ph
  %indvars.iv35 = phi i64 [ 0, %.preheader23.lr.ph ], [ %indvars.iv.next36, %._crit_edge26 ]
  %7 = mul nuw nsw i64 %indvars.iv35, %6
  %invariant.gep43 = getelementptr inbounds nuw double, ptr %1, i64 %7
  %invariant.gep41 = getelementptr inbounds nuw double, ptr %0, i64 %7
  br label %.preheader

.preheader:                                       ; preds = %.preheader.lr.ph, %._crit_edge
  %indvars.iv30 = phi i64 [ 0, %.preheader.lr.ph ], [ %indvars.iv.next31, %._crit_edge ]
  %gep44 = getelementptr inbounds nuw double, ptr %invariant.gep43, i64 %indvars.iv30
  %8 = load double, ptr %gep44, align 8
  %9 = mul nuw nsw i64 %indvars.iv30, %6
  %invariant.gep = getelementptr inbounds nuw double, ptr %2, i64 %9
  br i1 %min.iters.check, label %scalar.ph.preheader, label %vector.ph

vector.ph:                                        ; preds = %.preheader
  %broadcast.splatinsert = insertelement <2 x double> poison, double %8, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %10 = getelementptr inbounds nuw double, ptr %invariant.gep, i64 %index
  %11 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %wide.load = load <2 x double>, ptr %10, align 8
  %wide.load45 = load <2 x double>, ptr %11, align 8
  %12 = getelementptr inbounds nuw double, ptr %invariant.gep41, i64 %index
  %13 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %wide.load46 = load <2 x double>, ptr %12, align 8
  %wide.load47 = load <2 x double>, ptr %13, align 8
  %14 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat, <2 x double> %wide.load, <2 x double> %wide.load46)
  %15 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat, <2 x double> %wide.load45, <2 x double> %wide.load47)
  store <2 x double> %14, ptr %12, align 8
  store <2 x double> %15, ptr %13, align 8
  %index.next = add nuw i64 %index, 4
  %16 = icmp eq i64 %index.next, %n.vec
  br i1 %16, label %middle.block, label %vector.body, !llvm.loop !21

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %._crit_edge, label %scalar.ph.preheader

scalar.ph.preheader:                              ; preds = %.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %.preheader ], [ %n.vec, %middle.block ]
  br label %scalar.ph

scalar.ph:                                        ; preds = %scalar.ph.preheader, %scalar.ph
  %indvars.iv = phi i64 [ %indvars.iv.next, %scalar.ph ], [ %indvars.iv.ph, %scalar.ph.preheader ]
  %gep = getelementptr inbounds nuw double, ptr %invariant.gep, i64 %indvars.iv
  %17 = load double, ptr %gep, align 8
  %gep42 = getelementptr inbounds nuw double, ptr %invariant.gep41, i64 %indvars.iv
  %18 = load double, ptr %gep42, align 8
  %19 = tail call double @llvm.fmuladd.f64(double %8, double %17, double %18)
  store double %19, ptr %gep42, align 8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %6
  br i1 %exitcond.not, label %._crit_edge, label %scalar.ph, !llvm.loop !22

._crit_edge:                                      ; preds = %scalar.ph, %middle.block
  %indvars.iv.next31 = add nuw nsw i64 %indvars.iv30, 1
  %exitcond34.not = icmp eq i64 %indvars.iv.next31, %6
  br i1 %exitcond34.not, label %._crit_edge26, label %.preheader, !llvm.loop !23

._crit_edge26:                                    ; preds = %._crit_edge
  %indvars.iv.next36 = add nuw nsw i64 %indvars.iv35, 1
  %exitcond39.not = icmp eq i64 %indvars.iv.next36, %6
  br i1 %exitcond39.not, label %._crit_edge28, label %.preheader.lr.ph, !llvm.loop !24

._crit_edge28:                                    ; preds = %._crit_edge26, %4
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @uaj_then_unroll(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %.preheader.preheader, label %._crit_edge

.preheader.preheader:                             ; preds = %3
  %wide.trip.count = zext nneg i32 %2 to i64
  br label %.preheader

.preheader:                                       ; preds = %.preheader.preheader, %middle.block
  %indvars.iv13 = phi i64 [ 0, %.preheader.preheader ], [ %indvars.iv.next14, %middle.block ]
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv13
  %.idx = shl nsw i64 %indvars.iv13, 9
  %invariant.gep = getelementptr inbounds nuw i8, ptr %1, i64 %.idx
  %.promoted = load i32, ptr %5, align 4
  %6 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %.promoted, i64 0
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %.preheader
  %index = phi i64 [ 0, %.preheader ], [ %index.next, %vector.body ]
  %vec.phi = phi <4 x i32> [ %6, %.preheader ], [ %9, %vector.body ]
  %vec.phi17 = phi <4 x i32> [ zeroinitializer, %.preheader ], [ %10, %vector.body ]
  %7 = getelementptr inbounds nuw i32, ptr %invariant.gep, i64 %index
  %8 = getelementptr inbounds nuw i8, ptr %7, i64 16
  %wide.load = load <4 x i32>, ptr %7, align 4
  %wide.load18 = load <4 x i32>, ptr %8, align 4
  %9 = add <4 x i32> %vec.phi, %wide.load
  %10 = add <4 x i32> %vec.phi17, %wide.load18
  %index.next = add nuw i64 %index, 8
  %11 = icmp eq i64 %index.next, 128
  br i1 %11, label %middle.block, label %vector.body, !llvm.loop !27

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <4 x i32> %10, %9
  %12 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %bin.rdx)
  store i32 %12, ptr %5, align 4
  %indvars.iv.next14 = add nuw nsw i64 %indvars.iv13, 1
  %exitcond16.not = icmp eq i64 %indvars.iv.next14, %wide.trip.count
  br i1 %exitcond16.not, label %._crit_edge, label %.preheader, !llvm.loop !28

._crit_edge:                                      ; preds = %middle.block, %3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #3

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = distinct !{!6, !7, !8}
!7 = !{!"llvm.loop.isvectorized", i32 1}
!8 = !{!"llvm.loop.unroll.runtime.disable"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll_and_jam.count", i32 4}
!12 = distinct !{!12}
!13 = distinct !{!13, !10, !14}
!14 = !{!"llvm.loop.unroll_and_jam.enable"}
!15 = distinct !{!15, !10, !16}
!16 = !{!"llvm.loop.unroll_and_jam.disable"}
!17 = distinct !{!17, !18, !7, !8}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !10, !20}
!20 = !{!"llvm.loop.unroll_and_jam.count", i32 2}
!21 = distinct !{!21, !10, !7, !8}
!22 = distinct !{!22, !10, !8, !7}
!23 = distinct !{!23}
!24 = distinct !{!24, !10, !20, !25}
!25 = !{!"llvm.loop.unroll_and_jam.followup_inner", !26}
!26 = !{!"llvm.loop.unroll.count", i32 2}
!27 = distinct !{!27, !7, !8}
!28 = distinct !{!28, !10, !20, !29}
!29 = !{!"llvm.loop.unroll_and_jam.followup_outer", !10, !16, !26}
