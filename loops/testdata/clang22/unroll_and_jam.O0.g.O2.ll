; ModuleID = '/work/wt-clang22/loops/testdata/clang22/unroll_and_jam.O0.g.ll'
source_filename = "loops/src/unroll_and_jam.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @uaj_count(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !10 {
    #dbg_value(ptr %0, !20, !DIExpression(), !21)
    #dbg_value(ptr %1, !22, !DIExpression(), !21)
    #dbg_value(i32 %2, !23, !DIExpression(), !21)
    #dbg_value(i32 0, !24, !DIExpression(), !26)
  %4 = icmp sgt i32 %2, 0, !dbg !27
  br i1 %4, label %.preheader.preheader, label %._crit_edge, !dbg !29

.preheader.preheader:                             ; preds = %3
  %wide.trip.count = zext nneg i32 %2 to i64, !dbg !27
  br label %.preheader, !dbg !29

.preheader:                                       ; preds = %.preheader.preheader, %middle.block
  %indvars.iv13 = phi i64 [ 0, %.preheader.preheader ], [ %indvars.iv.next14, %middle.block ]
    #dbg_value(i64 %indvars.iv13, !24, !DIExpression(), !26)
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv13
    #dbg_value(i32 0, !30, !DIExpression(), !32)
  %.idx = shl nsw i64 %indvars.iv13, 9
  %invariant.gep = getelementptr inbounds nuw i8, ptr %1, i64 %.idx, !dbg !33
  %.promoted = load i32, ptr %5, align 4
  %6 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %.promoted, i64 0
  br label %vector.body, !dbg !33

vector.body:                                      ; preds = %vector.body, %.preheader
  %index = phi i64 [ 0, %.preheader ], [ %index.next, %vector.body ], !dbg !34
  %vec.phi = phi <4 x i32> [ %6, %.preheader ], [ %9, %vector.body ]
  %vec.phi17 = phi <4 x i32> [ zeroinitializer, %.preheader ], [ %10, %vector.body ]
  %7 = getelementptr inbounds nuw i32, ptr %invariant.gep, i64 %index, !dbg !36
  %8 = getelementptr inbounds nuw i8, ptr %7, i64 16, !dbg !36
  %wide.load = load <4 x i32>, ptr %7, align 4, !dbg !36
  %wide.load18 = load <4 x i32>, ptr %8, align 4, !dbg !36
  %9 = add <4 x i32> %vec.phi, %wide.load, !dbg !37
  %10 = add <4 x i32> %vec.phi17, %wide.load18, !dbg !37
  %index.next = add nuw i64 %index, 8, !dbg !34
  %11 = icmp eq i64 %index.next, 128, !dbg !33
  br i1 %11, label %middle.block, label %vector.body, !dbg !33, !llvm.loop !38

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <4 x i32> %10, %9, !dbg !33
  %12 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %bin.rdx), !dbg !33
  store i32 %12, ptr %5, align 4, !dbg !37
  %indvars.iv.next14 = add nuw nsw i64 %indvars.iv13, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next14, !24, !DIExpression(), !26)
  %exitcond16.not = icmp eq i64 %indvars.iv.next14, %wide.trip.count, !dbg !27
  br i1 %exitcond16.not, label %._crit_edge, label %.preheader, !dbg !29, !llvm.loop !42

._crit_edge:                                      ; preds = %middle.block, %3
  ret void, !dbg !46
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @uaj_default(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !dbg !47 {
    #dbg_value(ptr %0, !56, !DIExpression(), !57)
    #dbg_value(ptr %1, !58, !DIExpression(), !57)
    #dbg_value(ptr %2, !59, !DIExpression(), !57)
    #dbg_value(i32 %3, !60, !DIExpression(), !57)
    #dbg_value(i32 0, !61, !DIExpression(), !63)
  %5 = icmp sgt i32 %3, 0, !dbg !64
  br i1 %5, label %.preheader.lr.ph, label %._crit_edge17, !dbg !66

.preheader.lr.ph:                                 ; preds = %4
  %6 = zext nneg i32 %3 to i64, !dbg !66
  br label %.lr.ph, !dbg !66

.lr.ph:                                           ; preds = %15, %.preheader.lr.ph
  %indvars.iv19 = phi i64 [ 0, %.preheader.lr.ph ], [ %indvars.iv.next20, %15 ]
    #dbg_value(i64 %indvars.iv19, !61, !DIExpression(), !63)
    #dbg_value(i32 0, !67, !DIExpression(), !69)
  %7 = mul nuw nsw i64 %indvars.iv19, %6
  %8 = getelementptr inbounds nuw float, ptr %0, i64 %indvars.iv19
  %.promoted = load float, ptr %8, align 4
  %invariant.gep = getelementptr inbounds nuw float, ptr %1, i64 %7, !dbg !70
  br label %9, !dbg !70

9:                                                ; preds = %.lr.ph, %9
  %indvars.iv = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next, %9 ], !dbg !71
  %10 = phi float [ %.promoted, %.lr.ph ], [ %14, %9 ], !dbg !71
    #dbg_value(i64 %indvars.iv, !67, !DIExpression(), !69)
  %gep = getelementptr inbounds nuw float, ptr %invariant.gep, i64 %indvars.iv, !dbg !73
  %11 = load float, ptr %gep, align 4, !dbg !73
  %12 = getelementptr inbounds nuw float, ptr %2, i64 %indvars.iv, !dbg !74
  %13 = load float, ptr %12, align 4, !dbg !74
  %14 = tail call float @llvm.fmuladd.f32(float %11, float %13, float %10), !dbg !75
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !76
    #dbg_value(i64 %indvars.iv.next, !67, !DIExpression(), !69)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %6, !dbg !77
  br i1 %exitcond.not, label %15, label %9, !dbg !70, !llvm.loop !78

15:                                               ; preds = %9
  store float %14, ptr %8, align 4, !dbg !75
  %indvars.iv.next20 = add nuw nsw i64 %indvars.iv19, 1, !dbg !80
    #dbg_value(i64 %indvars.iv.next20, !61, !DIExpression(), !63)
  %exitcond23.not = icmp eq i64 %indvars.iv.next20, %6, !dbg !64
  br i1 %exitcond23.not, label %._crit_edge17, label %.lr.ph, !dbg !66, !llvm.loop !81

._crit_edge17:                                    ; preds = %15, %4
  ret void, !dbg !84
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @nouaj(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !85 {
    #dbg_value(ptr %0, !86, !DIExpression(), !87)
    #dbg_value(ptr %1, !88, !DIExpression(), !87)
    #dbg_value(i32 %2, !89, !DIExpression(), !87)
    #dbg_value(i32 0, !90, !DIExpression(), !92)
  %4 = icmp sgt i32 %2, 0, !dbg !93
  br i1 %4, label %.preheader.preheader, label %._crit_edge, !dbg !95

.preheader.preheader:                             ; preds = %3
  %wide.trip.count = zext nneg i32 %2 to i64, !dbg !93
  br label %.preheader, !dbg !95

.preheader:                                       ; preds = %.preheader.preheader, %.preheader
  %indvars.iv13 = phi i64 [ 0, %.preheader.preheader ], [ %indvars.iv.next14, %.preheader ]
    #dbg_value(i64 %indvars.iv13, !90, !DIExpression(), !92)
    #dbg_value(i32 0, !96, !DIExpression(), !98)
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv13
  %.promoted = load i32, ptr %5, align 4
  %6 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %.promoted, i64 0
  %.idx = shl nsw i64 %indvars.iv13, 9
  %invariant.gep = getelementptr inbounds nuw i8, ptr %1, i64 %.idx, !dbg !99
  %7 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 16, !dbg !100
  %wide.load = load <4 x i32>, ptr %invariant.gep, align 4, !dbg !100
  %wide.load18 = load <4 x i32>, ptr %7, align 4, !dbg !100
  %8 = xor <4 x i32> %6, %wide.load, !dbg !102
  %9 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 32, !dbg !100
  %10 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 48, !dbg !100
  %wide.load.1 = load <4 x i32>, ptr %9, align 4, !dbg !100
  %wide.load18.1 = load <4 x i32>, ptr %10, align 4, !dbg !100
  %11 = xor <4 x i32> %8, %wide.load.1, !dbg !102
  %12 = xor <4 x i32> %wide.load18, %wide.load18.1, !dbg !102
  %13 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 64, !dbg !100
  %14 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 80, !dbg !100
  %wide.load.2 = load <4 x i32>, ptr %13, align 4, !dbg !100
  %wide.load18.2 = load <4 x i32>, ptr %14, align 4, !dbg !100
  %15 = xor <4 x i32> %11, %wide.load.2, !dbg !102
  %16 = xor <4 x i32> %12, %wide.load18.2, !dbg !102
  %17 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 96, !dbg !100
  %18 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 112, !dbg !100
  %wide.load.3 = load <4 x i32>, ptr %17, align 4, !dbg !100
  %wide.load18.3 = load <4 x i32>, ptr %18, align 4, !dbg !100
  %19 = xor <4 x i32> %15, %wide.load.3, !dbg !102
  %20 = xor <4 x i32> %16, %wide.load18.3, !dbg !102
  %21 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 128, !dbg !100
  %22 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 144, !dbg !100
  %wide.load.4 = load <4 x i32>, ptr %21, align 4, !dbg !100
  %wide.load18.4 = load <4 x i32>, ptr %22, align 4, !dbg !100
  %23 = xor <4 x i32> %19, %wide.load.4, !dbg !102
  %24 = xor <4 x i32> %20, %wide.load18.4, !dbg !102
  %25 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 160, !dbg !100
  %26 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 176, !dbg !100
  %wide.load.5 = load <4 x i32>, ptr %25, align 4, !dbg !100
  %wide.load18.5 = load <4 x i32>, ptr %26, align 4, !dbg !100
  %27 = xor <4 x i32> %23, %wide.load.5, !dbg !102
  %28 = xor <4 x i32> %24, %wide.load18.5, !dbg !102
  %29 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 192, !dbg !100
  %30 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 208, !dbg !100
  %wide.load.6 = load <4 x i32>, ptr %29, align 4, !dbg !100
  %wide.load18.6 = load <4 x i32>, ptr %30, align 4, !dbg !100
  %31 = xor <4 x i32> %27, %wide.load.6, !dbg !102
  %32 = xor <4 x i32> %28, %wide.load18.6, !dbg !102
  %33 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 224, !dbg !100
  %34 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 240, !dbg !100
  %wide.load.7 = load <4 x i32>, ptr %33, align 4, !dbg !100
  %wide.load18.7 = load <4 x i32>, ptr %34, align 4, !dbg !100
  %35 = xor <4 x i32> %31, %wide.load.7, !dbg !102
  %36 = xor <4 x i32> %32, %wide.load18.7, !dbg !102
  %37 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 256, !dbg !100
  %38 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 272, !dbg !100
  %wide.load.8 = load <4 x i32>, ptr %37, align 4, !dbg !100
  %wide.load18.8 = load <4 x i32>, ptr %38, align 4, !dbg !100
  %39 = xor <4 x i32> %35, %wide.load.8, !dbg !102
  %40 = xor <4 x i32> %36, %wide.load18.8, !dbg !102
  %41 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 288, !dbg !100
  %42 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 304, !dbg !100
  %wide.load.9 = load <4 x i32>, ptr %41, align 4, !dbg !100
  %wide.load18.9 = load <4 x i32>, ptr %42, align 4, !dbg !100
  %43 = xor <4 x i32> %39, %wide.load.9, !dbg !102
  %44 = xor <4 x i32> %40, %wide.load18.9, !dbg !102
  %45 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 320, !dbg !100
  %46 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 336, !dbg !100
  %wide.load.10 = load <4 x i32>, ptr %45, align 4, !dbg !100
  %wide.load18.10 = load <4 x i32>, ptr %46, align 4, !dbg !100
  %47 = xor <4 x i32> %43, %wide.load.10, !dbg !102
  %48 = xor <4 x i32> %44, %wide.load18.10, !dbg !102
  %49 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 352, !dbg !100
  %50 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 368, !dbg !100
  %wide.load.11 = load <4 x i32>, ptr %49, align 4, !dbg !100
  %wide.load18.11 = load <4 x i32>, ptr %50, align 4, !dbg !100
  %51 = xor <4 x i32> %47, %wide.load.11, !dbg !102
  %52 = xor <4 x i32> %48, %wide.load18.11, !dbg !102
  %53 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 384, !dbg !100
  %54 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 400, !dbg !100
  %wide.load.12 = load <4 x i32>, ptr %53, align 4, !dbg !100
  %wide.load18.12 = load <4 x i32>, ptr %54, align 4, !dbg !100
  %55 = xor <4 x i32> %51, %wide.load.12, !dbg !102
  %56 = xor <4 x i32> %52, %wide.load18.12, !dbg !102
  %57 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 416, !dbg !100
  %58 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 432, !dbg !100
  %wide.load.13 = load <4 x i32>, ptr %57, align 4, !dbg !100
  %wide.load18.13 = load <4 x i32>, ptr %58, align 4, !dbg !100
  %59 = xor <4 x i32> %55, %wide.load.13, !dbg !102
  %60 = xor <4 x i32> %56, %wide.load18.13, !dbg !102
  %61 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 448, !dbg !100
  %62 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 464, !dbg !100
  %wide.load.14 = load <4 x i32>, ptr %61, align 4, !dbg !100
  %wide.load18.14 = load <4 x i32>, ptr %62, align 4, !dbg !100
  %63 = xor <4 x i32> %59, %wide.load.14, !dbg !102
  %64 = xor <4 x i32> %60, %wide.load18.14, !dbg !102
  %65 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 480, !dbg !100
  %66 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 496, !dbg !100
  %wide.load.15 = load <4 x i32>, ptr %65, align 4, !dbg !100
  %wide.load18.15 = load <4 x i32>, ptr %66, align 4, !dbg !100
  %67 = xor <4 x i32> %63, %wide.load.15, !dbg !102
  %68 = xor <4 x i32> %64, %wide.load18.15, !dbg !102
  %bin.rdx = xor <4 x i32> %68, %67, !dbg !99
  %69 = tail call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %bin.rdx), !dbg !99
  store i32 %69, ptr %5, align 4, !dbg !102
  %indvars.iv.next14 = add nuw nsw i64 %indvars.iv13, 1, !dbg !103
    #dbg_value(i64 %indvars.iv.next14, !90, !DIExpression(), !92)
  %exitcond16.not = icmp eq i64 %indvars.iv.next14, %wide.trip.count, !dbg !93
  br i1 %exitcond16.not, label %._crit_edge, label %.preheader, !dbg !95, !llvm.loop !104

._crit_edge:                                      ; preds = %.preheader, %3
  ret void, !dbg !107
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @uaj_with_inner_pragmas(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !108 {
    #dbg_value(ptr %0, !109, !DIExpression(), !110)
    #dbg_value(ptr %1, !111, !DIExpression(), !110)
    #dbg_value(i32 %2, !112, !DIExpression(), !110)
    #dbg_value(i32 0, !113, !DIExpression(), !115)
  %4 = icmp sgt i32 %2, 0, !dbg !116
  br i1 %4, label %.preheader.preheader, label %._crit_edge, !dbg !118

.preheader.preheader:                             ; preds = %3
  %wide.trip.count = zext nneg i32 %2 to i64, !dbg !116
  br label %.preheader, !dbg !118

.preheader:                                       ; preds = %.preheader.preheader, %middle.block
  %indvars.iv13 = phi i64 [ 0, %.preheader.preheader ], [ %indvars.iv.next14, %middle.block ]
    #dbg_value(i64 %indvars.iv13, !113, !DIExpression(), !115)
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv13
    #dbg_value(i32 0, !119, !DIExpression(), !122)
  %.idx = shl nsw i64 %indvars.iv13, 9
  %invariant.gep = getelementptr inbounds nuw i8, ptr %1, i64 %.idx, !dbg !123
  %.promoted = load i32, ptr %5, align 4
  %6 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %.promoted, i64 0
  br label %vector.body, !dbg !123

vector.body:                                      ; preds = %vector.body, %.preheader
  %index = phi i64 [ 0, %.preheader ], [ %index.next, %vector.body ], !dbg !124
  %vec.phi = phi <4 x i32> [ %6, %.preheader ], [ %9, %vector.body ]
  %7 = getelementptr inbounds nuw i32, ptr %invariant.gep, i64 %index, !dbg !126
  %wide.load = load <4 x i32>, ptr %7, align 4, !dbg !126
  %8 = mul nsw <4 x i32> %wide.load, splat (i32 3), !dbg !127
  %9 = add <4 x i32> %vec.phi, %8, !dbg !128
  %index.next = add nuw i64 %index, 4, !dbg !124
  %10 = icmp eq i64 %index.next, 128, !dbg !123
  br i1 %10, label %middle.block, label %vector.body, !dbg !123, !llvm.loop !129

middle.block:                                     ; preds = %vector.body
  %11 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %9), !dbg !123
  store i32 %11, ptr %5, align 4, !dbg !128
  %indvars.iv.next14 = add nuw nsw i64 %indvars.iv13, 1, !dbg !131
    #dbg_value(i64 %indvars.iv.next14, !113, !DIExpression(), !115)
  %exitcond16.not = icmp eq i64 %indvars.iv.next14, %wide.trip.count, !dbg !116
  br i1 %exitcond16.not, label %._crit_edge, label %.preheader, !dbg !118, !llvm.loop !132

._crit_edge:                                      ; preds = %middle.block, %3
  ret void, !dbg !135
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @matmul_tiled(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !dbg !136 {
    #dbg_value(ptr %0, !145, !DIExpression(), !146)
    #dbg_value(ptr %1, !147, !DIExpression(), !146)
    #dbg_value(ptr %2, !148, !DIExpression(), !146)
    #dbg_value(i32 %3, !149, !DIExpression(), !146)
    #dbg_value(i32 0, !150, !DIExpression(), !152)
  %5 = icmp sgt i32 %3, 0, !dbg !153
  br i1 %5, label %.preheader23.lr.ph, label %._crit_edge28, !dbg !155

.preheader23.lr.ph:                               ; preds = %4
  %6 = zext nneg i32 %3 to i64, !dbg !155
  %min.iters.check = icmp ult i32 %3, 4
  %n.vec = and i64 %6, 2147483644
  %cmp.n = icmp eq i64 %n.vec, %6
  br label %.preheader.lr.ph, !dbg !155

.preheader.lr.ph:                                 ; preds = %._crit_edge26, %.preheader23.lr.ph
  %indvars.iv35 = phi i64 [ 0, %.preheader23.lr.ph ], [ %indvars.iv.next36, %._crit_edge26 ]
    #dbg_value(i64 %indvars.iv35, !150, !DIExpression(), !152)
    #dbg_value(i32 0, !156, !DIExpression(), !158)
  %7 = mul nuw nsw i64 %indvars.iv35, %6
  %invariant.gep43 = getelementptr inbounds nuw double, ptr %1, i64 %7, !dbg !159
  %invariant.gep41 = getelementptr inbounds nuw double, ptr %0, i64 %7
  br label %.preheader, !dbg !159

.preheader:                                       ; preds = %.preheader.lr.ph, %._crit_edge
  %indvars.iv30 = phi i64 [ 0, %.preheader.lr.ph ], [ %indvars.iv.next31, %._crit_edge ]
    #dbg_value(i64 %indvars.iv30, !156, !DIExpression(), !158)
    #dbg_value(i32 0, !160, !DIExpression(), !163)
  %gep44 = getelementptr inbounds nuw double, ptr %invariant.gep43, i64 %indvars.iv30
  %8 = load double, ptr %gep44, align 8
  %9 = mul nuw nsw i64 %indvars.iv30, %6
  %invariant.gep = getelementptr inbounds nuw double, ptr %2, i64 %9, !dbg !164
  br i1 %min.iters.check, label %scalar.ph.preheader, label %vector.ph, !dbg !164

vector.ph:                                        ; preds = %.preheader
  %broadcast.splatinsert = insertelement <2 x double> poison, double %8, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body, !dbg !164

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !165
  %10 = getelementptr inbounds nuw double, ptr %invariant.gep, i64 %index, !dbg !167
  %11 = getelementptr inbounds nuw i8, ptr %10, i64 16, !dbg !167
  %wide.load = load <2 x double>, ptr %10, align 8, !dbg !167
  %wide.load45 = load <2 x double>, ptr %11, align 8, !dbg !167
  %12 = getelementptr inbounds nuw double, ptr %invariant.gep41, i64 %index, !dbg !168
  %13 = getelementptr inbounds nuw i8, ptr %12, i64 16, !dbg !169
  %wide.load46 = load <2 x double>, ptr %12, align 8, !dbg !169
  %wide.load47 = load <2 x double>, ptr %13, align 8, !dbg !169
  %14 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat, <2 x double> %wide.load, <2 x double> %wide.load46), !dbg !169
  %15 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat, <2 x double> %wide.load45, <2 x double> %wide.load47), !dbg !169
  store <2 x double> %14, ptr %12, align 8, !dbg !169
  store <2 x double> %15, ptr %13, align 8, !dbg !169
  %index.next = add nuw i64 %index, 4, !dbg !165
  %16 = icmp eq i64 %index.next, %n.vec, !dbg !164
  br i1 %16, label %middle.block, label %vector.body, !dbg !164, !llvm.loop !170

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %._crit_edge, label %scalar.ph.preheader, !dbg !164

scalar.ph.preheader:                              ; preds = %.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %.preheader ], [ %n.vec, %middle.block ]
  br label %scalar.ph, !dbg !164

scalar.ph:                                        ; preds = %scalar.ph.preheader, %scalar.ph
  %indvars.iv = phi i64 [ %indvars.iv.next, %scalar.ph ], [ %indvars.iv.ph, %scalar.ph.preheader ]
    #dbg_value(i64 %indvars.iv, !160, !DIExpression(), !163)
  %gep = getelementptr inbounds nuw double, ptr %invariant.gep, i64 %indvars.iv, !dbg !167
  %17 = load double, ptr %gep, align 8, !dbg !167
  %gep42 = getelementptr inbounds nuw double, ptr %invariant.gep41, i64 %indvars.iv, !dbg !168
  %18 = load double, ptr %gep42, align 8, !dbg !169
  %19 = tail call double @llvm.fmuladd.f64(double %8, double %17, double %18), !dbg !169
  store double %19, ptr %gep42, align 8, !dbg !169
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !165
    #dbg_value(i64 %indvars.iv.next, !160, !DIExpression(), !163)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %6, !dbg !171
  br i1 %exitcond.not, label %._crit_edge, label %scalar.ph, !dbg !164, !llvm.loop !172

._crit_edge:                                      ; preds = %scalar.ph, %middle.block
  %indvars.iv.next31 = add nuw nsw i64 %indvars.iv30, 1, !dbg !173
    #dbg_value(i64 %indvars.iv.next31, !156, !DIExpression(), !158)
  %exitcond34.not = icmp eq i64 %indvars.iv.next31, %6, !dbg !174
  br i1 %exitcond34.not, label %._crit_edge26, label %.preheader, !dbg !159, !llvm.loop !175

._crit_edge26:                                    ; preds = %._crit_edge
  %indvars.iv.next36 = add nuw nsw i64 %indvars.iv35, 1, !dbg !177
    #dbg_value(i64 %indvars.iv.next36, !150, !DIExpression(), !152)
  %exitcond39.not = icmp eq i64 %indvars.iv.next36, %6, !dbg !153
  br i1 %exitcond39.not, label %._crit_edge28, label %.preheader.lr.ph, !dbg !155, !llvm.loop !178

._crit_edge28:                                    ; preds = %._crit_edge26, %4
  ret void, !dbg !182
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @uaj_then_unroll(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !183 {
    #dbg_value(ptr %0, !184, !DIExpression(), !185)
    #dbg_value(ptr %1, !186, !DIExpression(), !185)
    #dbg_value(i32 %2, !187, !DIExpression(), !185)
    #dbg_value(i32 0, !188, !DIExpression(), !190)
  %4 = icmp sgt i32 %2, 0, !dbg !191
  br i1 %4, label %.preheader.preheader, label %._crit_edge, !dbg !193

.preheader.preheader:                             ; preds = %3
  %wide.trip.count = zext nneg i32 %2 to i64, !dbg !191
  br label %.preheader, !dbg !193

.preheader:                                       ; preds = %.preheader.preheader, %middle.block
  %indvars.iv13 = phi i64 [ 0, %.preheader.preheader ], [ %indvars.iv.next14, %middle.block ]
    #dbg_value(i64 %indvars.iv13, !188, !DIExpression(), !190)
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv13
    #dbg_value(i32 0, !194, !DIExpression(), !196)
  %.idx = shl nsw i64 %indvars.iv13, 9
  %invariant.gep = getelementptr inbounds nuw i8, ptr %1, i64 %.idx, !dbg !197
  %.promoted = load i32, ptr %5, align 4
  %6 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %.promoted, i64 0
  br label %vector.body, !dbg !197

vector.body:                                      ; preds = %vector.body, %.preheader
  %index = phi i64 [ 0, %.preheader ], [ %index.next, %vector.body ], !dbg !198
  %vec.phi = phi <4 x i32> [ %6, %.preheader ], [ %9, %vector.body ]
  %vec.phi17 = phi <4 x i32> [ zeroinitializer, %.preheader ], [ %10, %vector.body ]
  %7 = getelementptr inbounds nuw i32, ptr %invariant.gep, i64 %index, !dbg !200
  %8 = getelementptr inbounds nuw i8, ptr %7, i64 16, !dbg !200
  %wide.load = load <4 x i32>, ptr %7, align 4, !dbg !200
  %wide.load18 = load <4 x i32>, ptr %8, align 4, !dbg !200
  %9 = add <4 x i32> %vec.phi, %wide.load, !dbg !201
  %10 = add <4 x i32> %vec.phi17, %wide.load18, !dbg !201
  %index.next = add nuw i64 %index, 8, !dbg !198
  %11 = icmp eq i64 %index.next, 128, !dbg !197
  br i1 %11, label %middle.block, label %vector.body, !dbg !197, !llvm.loop !202

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <4 x i32> %10, %9, !dbg !197
  %12 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %bin.rdx), !dbg !197
  store i32 %12, ptr %5, align 4, !dbg !201
  %indvars.iv.next14 = add nuw nsw i64 %indvars.iv13, 1, !dbg !203
    #dbg_value(i64 %indvars.iv.next14, !188, !DIExpression(), !190)
  %exitcond16.not = icmp eq i64 %indvars.iv.next14, %wide.trip.count, !dbg !191
  br i1 %exitcond16.not, label %._crit_edge, label %.preheader, !dbg !193, !llvm.loop !204

._crit_edge:                                      ; preds = %middle.block, %3
  ret void, !dbg !207
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

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "loops/src/unroll_and_jam.c", directory: "/work/shared/corpus/oracle", checksumkind: CSK_MD5, checksum: "a70854f284fb85c09c7eb3be6b706288")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!10 = distinct !DISubprogram(name: "uaj_count", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !16, !15}
!13 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !14)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !17)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!19 = !{}
!20 = !DILocalVariable(name: "out", arg: 1, scope: !10, file: !1, line: 5, type: !13)
!21 = !DILocation(line: 0, scope: !10)
!22 = !DILocalVariable(name: "in", arg: 2, scope: !10, file: !1, line: 5, type: !16)
!23 = !DILocalVariable(name: "n", arg: 3, scope: !10, file: !1, line: 5, type: !15)
!24 = !DILocalVariable(name: "i", scope: !25, file: !1, line: 7, type: !15)
!25 = distinct !DILexicalBlock(scope: !10, file: !1, line: 7, column: 3)
!26 = !DILocation(line: 0, scope: !25)
!27 = !DILocation(line: 7, column: 21, scope: !28)
!28 = distinct !DILexicalBlock(scope: !25, file: !1, line: 7, column: 3)
!29 = !DILocation(line: 7, column: 3, scope: !25)
!30 = !DILocalVariable(name: "j", scope: !31, file: !1, line: 8, type: !15)
!31 = distinct !DILexicalBlock(scope: !28, file: !1, line: 8, column: 5)
!32 = !DILocation(line: 0, scope: !31)
!33 = !DILocation(line: 8, column: 5, scope: !31)
!34 = !DILocation(line: 8, column: 28, scope: !35)
!35 = distinct !DILexicalBlock(scope: !31, file: !1, line: 8, column: 5)
!36 = !DILocation(line: 9, column: 17, scope: !35)
!37 = !DILocation(line: 9, column: 14, scope: !35)
!38 = distinct !{!38, !39, !40}
!39 = !{!"llvm.loop.isvectorized", i32 1}
!40 = !{!"llvm.loop.unroll.runtime.disable"}
!41 = !DILocation(line: 7, column: 26, scope: !28)
!42 = distinct !{!42, !29, !43, !44, !45}
!43 = !DILocation(line: 9, column: 29, scope: !25)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !{!"llvm.loop.unroll_and_jam.count", i32 4}
!46 = !DILocation(line: 10, column: 1, scope: !10)
!47 = distinct !DISubprogram(name: "uaj_default", scope: !1, file: !1, line: 12, type: !48, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!48 = !DISubroutineType(types: !49)
!49 = !{null, !50, !53, !53, !15}
!50 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !51)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!53 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !54)
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!55 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !52)
!56 = !DILocalVariable(name: "c", arg: 1, scope: !47, file: !1, line: 12, type: !50)
!57 = !DILocation(line: 0, scope: !47)
!58 = !DILocalVariable(name: "a", arg: 2, scope: !47, file: !1, line: 12, type: !53)
!59 = !DILocalVariable(name: "b", arg: 3, scope: !47, file: !1, line: 13, type: !53)
!60 = !DILocalVariable(name: "n", arg: 4, scope: !47, file: !1, line: 13, type: !15)
!61 = !DILocalVariable(name: "i", scope: !62, file: !1, line: 15, type: !15)
!62 = distinct !DILexicalBlock(scope: !47, file: !1, line: 15, column: 3)
!63 = !DILocation(line: 0, scope: !62)
!64 = !DILocation(line: 15, column: 21, scope: !65)
!65 = distinct !DILexicalBlock(scope: !62, file: !1, line: 15, column: 3)
!66 = !DILocation(line: 15, column: 3, scope: !62)
!67 = !DILocalVariable(name: "j", scope: !68, file: !1, line: 16, type: !15)
!68 = distinct !DILexicalBlock(scope: !65, file: !1, line: 16, column: 5)
!69 = !DILocation(line: 0, scope: !68)
!70 = !DILocation(line: 16, column: 5, scope: !68)
!71 = !DILocation(line: 17, column: 23, scope: !72)
!72 = distinct !DILexicalBlock(scope: !68, file: !1, line: 16, column: 5)
!73 = !DILocation(line: 17, column: 15, scope: !72)
!74 = !DILocation(line: 17, column: 30, scope: !72)
!75 = !DILocation(line: 17, column: 12, scope: !72)
!76 = !DILocation(line: 16, column: 28, scope: !72)
!77 = !DILocation(line: 16, column: 23, scope: !72)
!78 = distinct !{!78, !70, !79}
!79 = !DILocation(line: 17, column: 33, scope: !68)
!80 = !DILocation(line: 15, column: 26, scope: !65)
!81 = distinct !{!81, !66, !82, !44, !83}
!82 = !DILocation(line: 17, column: 33, scope: !62)
!83 = !{!"llvm.loop.unroll_and_jam.enable"}
!84 = !DILocation(line: 18, column: 1, scope: !47)
!85 = distinct !DISubprogram(name: "nouaj", scope: !1, file: !1, line: 20, type: !11, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!86 = !DILocalVariable(name: "out", arg: 1, scope: !85, file: !1, line: 20, type: !13)
!87 = !DILocation(line: 0, scope: !85)
!88 = !DILocalVariable(name: "in", arg: 2, scope: !85, file: !1, line: 20, type: !16)
!89 = !DILocalVariable(name: "n", arg: 3, scope: !85, file: !1, line: 20, type: !15)
!90 = !DILocalVariable(name: "i", scope: !91, file: !1, line: 22, type: !15)
!91 = distinct !DILexicalBlock(scope: !85, file: !1, line: 22, column: 3)
!92 = !DILocation(line: 0, scope: !91)
!93 = !DILocation(line: 22, column: 21, scope: !94)
!94 = distinct !DILexicalBlock(scope: !91, file: !1, line: 22, column: 3)
!95 = !DILocation(line: 22, column: 3, scope: !91)
!96 = !DILocalVariable(name: "j", scope: !97, file: !1, line: 23, type: !15)
!97 = distinct !DILexicalBlock(scope: !94, file: !1, line: 23, column: 5)
!98 = !DILocation(line: 0, scope: !97)
!99 = !DILocation(line: 23, column: 5, scope: !97)
!100 = !DILocation(line: 24, column: 17, scope: !101)
!101 = distinct !DILexicalBlock(scope: !97, file: !1, line: 23, column: 5)
!102 = !DILocation(line: 24, column: 14, scope: !101)
!103 = !DILocation(line: 22, column: 26, scope: !94)
!104 = distinct !{!104, !95, !105, !44, !106}
!105 = !DILocation(line: 24, column: 29, scope: !91)
!106 = !{!"llvm.loop.unroll_and_jam.disable"}
!107 = !DILocation(line: 25, column: 1, scope: !85)
!108 = distinct !DISubprogram(name: "uaj_with_inner_pragmas", scope: !1, file: !1, line: 27, type: !11, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!109 = !DILocalVariable(name: "out", arg: 1, scope: !108, file: !1, line: 27, type: !13)
!110 = !DILocation(line: 0, scope: !108)
!111 = !DILocalVariable(name: "in", arg: 2, scope: !108, file: !1, line: 27, type: !16)
!112 = !DILocalVariable(name: "n", arg: 3, scope: !108, file: !1, line: 27, type: !15)
!113 = !DILocalVariable(name: "i", scope: !114, file: !1, line: 29, type: !15)
!114 = distinct !DILexicalBlock(scope: !108, file: !1, line: 29, column: 3)
!115 = !DILocation(line: 0, scope: !114)
!116 = !DILocation(line: 29, column: 21, scope: !117)
!117 = distinct !DILexicalBlock(scope: !114, file: !1, line: 29, column: 3)
!118 = !DILocation(line: 29, column: 3, scope: !114)
!119 = !DILocalVariable(name: "j", scope: !120, file: !1, line: 31, type: !15)
!120 = distinct !DILexicalBlock(scope: !121, file: !1, line: 31, column: 5)
!121 = distinct !DILexicalBlock(scope: !117, file: !1, line: 29, column: 31)
!122 = !DILocation(line: 0, scope: !120)
!123 = !DILocation(line: 31, column: 5, scope: !120)
!124 = !DILocation(line: 31, column: 28, scope: !125)
!125 = distinct !DILexicalBlock(scope: !120, file: !1, line: 31, column: 5)
!126 = !DILocation(line: 32, column: 17, scope: !125)
!127 = !DILocation(line: 32, column: 31, scope: !125)
!128 = !DILocation(line: 32, column: 14, scope: !125)
!129 = distinct !{!129, !130, !39, !40}
!130 = !{!"llvm.loop.unroll.disable"}
!131 = !DILocation(line: 29, column: 26, scope: !117)
!132 = distinct !{!132, !118, !133, !44, !134}
!133 = !DILocation(line: 33, column: 3, scope: !114)
!134 = !{!"llvm.loop.unroll_and_jam.count", i32 2}
!135 = !DILocation(line: 34, column: 1, scope: !108)
!136 = distinct !DISubprogram(name: "matmul_tiled", scope: !1, file: !1, line: 36, type: !137, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!137 = !DISubroutineType(types: !138)
!138 = !{null, !139, !142, !142, !15}
!139 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !140)
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!141 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!142 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !143)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !141)
!145 = !DILocalVariable(name: "C", arg: 1, scope: !136, file: !1, line: 36, type: !139)
!146 = !DILocation(line: 0, scope: !136)
!147 = !DILocalVariable(name: "A", arg: 2, scope: !136, file: !1, line: 36, type: !142)
!148 = !DILocalVariable(name: "B", arg: 3, scope: !136, file: !1, line: 37, type: !142)
!149 = !DILocalVariable(name: "n", arg: 4, scope: !136, file: !1, line: 37, type: !15)
!150 = !DILocalVariable(name: "i", scope: !151, file: !1, line: 39, type: !15)
!151 = distinct !DILexicalBlock(scope: !136, file: !1, line: 39, column: 3)
!152 = !DILocation(line: 0, scope: !151)
!153 = !DILocation(line: 39, column: 21, scope: !154)
!154 = distinct !DILexicalBlock(scope: !151, file: !1, line: 39, column: 3)
!155 = !DILocation(line: 39, column: 3, scope: !151)
!156 = !DILocalVariable(name: "k", scope: !157, file: !1, line: 41, type: !15)
!157 = distinct !DILexicalBlock(scope: !154, file: !1, line: 41, column: 5)
!158 = !DILocation(line: 0, scope: !157)
!159 = !DILocation(line: 41, column: 5, scope: !157)
!160 = !DILocalVariable(name: "j", scope: !161, file: !1, line: 43, type: !15)
!161 = distinct !DILexicalBlock(scope: !162, file: !1, line: 43, column: 7)
!162 = distinct !DILexicalBlock(scope: !157, file: !1, line: 41, column: 5)
!163 = !DILocation(line: 0, scope: !161)
!164 = !DILocation(line: 43, column: 7, scope: !161)
!165 = !DILocation(line: 43, column: 30, scope: !166)
!166 = distinct !DILexicalBlock(scope: !161, file: !1, line: 43, column: 7)
!167 = !DILocation(line: 44, column: 40, scope: !166)
!168 = !DILocation(line: 44, column: 9, scope: !166)
!169 = !DILocation(line: 44, column: 22, scope: !166)
!170 = distinct !{!170, !44, !39, !40}
!171 = !DILocation(line: 43, column: 25, scope: !166)
!172 = distinct !{!172, !44, !40, !39}
!173 = !DILocation(line: 41, column: 28, scope: !162)
!174 = !DILocation(line: 41, column: 23, scope: !162)
!175 = distinct !{!175, !159, !176}
!176 = !DILocation(line: 44, column: 51, scope: !157)
!177 = !DILocation(line: 39, column: 26, scope: !154)
!178 = distinct !{!178, !155, !179, !44, !134, !180}
!179 = !DILocation(line: 44, column: 51, scope: !151)
!180 = !{!"llvm.loop.unroll_and_jam.followup_inner", !159, !176, !181}
!181 = !{!"llvm.loop.unroll.count", i32 2}
!182 = !DILocation(line: 45, column: 1, scope: !136)
!183 = distinct !DISubprogram(name: "uaj_then_unroll", scope: !1, file: !1, line: 49, type: !11, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!184 = !DILocalVariable(name: "out", arg: 1, scope: !183, file: !1, line: 49, type: !13)
!185 = !DILocation(line: 0, scope: !183)
!186 = !DILocalVariable(name: "in", arg: 2, scope: !183, file: !1, line: 49, type: !16)
!187 = !DILocalVariable(name: "n", arg: 3, scope: !183, file: !1, line: 49, type: !15)
!188 = !DILocalVariable(name: "i", scope: !189, file: !1, line: 52, type: !15)
!189 = distinct !DILexicalBlock(scope: !183, file: !1, line: 52, column: 3)
!190 = !DILocation(line: 0, scope: !189)
!191 = !DILocation(line: 52, column: 21, scope: !192)
!192 = distinct !DILexicalBlock(scope: !189, file: !1, line: 52, column: 3)
!193 = !DILocation(line: 52, column: 3, scope: !189)
!194 = !DILocalVariable(name: "j", scope: !195, file: !1, line: 53, type: !15)
!195 = distinct !DILexicalBlock(scope: !192, file: !1, line: 53, column: 5)
!196 = !DILocation(line: 0, scope: !195)
!197 = !DILocation(line: 53, column: 5, scope: !195)
!198 = !DILocation(line: 53, column: 28, scope: !199)
!199 = distinct !DILexicalBlock(scope: !195, file: !1, line: 53, column: 5)
!200 = !DILocation(line: 54, column: 17, scope: !199)
!201 = !DILocation(line: 54, column: 14, scope: !199)
!202 = distinct !{!202, !39, !40}
!203 = !DILocation(line: 52, column: 26, scope: !192)
!204 = distinct !{!204, !193, !205, !44, !134, !206}
!205 = !DILocation(line: 54, column: 29, scope: !189)
!206 = !{!"llvm.loop.unroll_and_jam.followup_outer", !193, !205, !44, !106, !181}
!207 = !DILocation(line: 55, column: 1, scope: !183)
