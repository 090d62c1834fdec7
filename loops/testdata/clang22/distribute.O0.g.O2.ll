; ModuleID = '/work/wt-clang22/loops/testdata/clang22/distribute.O0.g.ll'
source_filename = "loops/src/distribute.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @distribute_enable(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5) local_unnamed_addr #0 !dbg !10 {
    #dbg_value(ptr %0, !20, !DIExpression(), !21)
    #dbg_value(ptr %1, !22, !DIExpression(), !21)
    #dbg_value(ptr %2, !23, !DIExpression(), !21)
    #dbg_value(ptr %3, !24, !DIExpression(), !21)
    #dbg_value(ptr %4, !25, !DIExpression(), !21)
    #dbg_value(i32 %5, !26, !DIExpression(), !21)
    #dbg_value(i32 0, !27, !DIExpression(), !29)
  %7 = icmp sgt i32 %5, 1, !dbg !30
  br i1 %7, label %.lr.ph.preheader, label %._crit_edge, !dbg !32

.lr.ph.preheader:                                 ; preds = %6
  %8 = add nsw i32 %5, -1
  %wide.trip.count = zext nneg i32 %8 to i64, !dbg !30
  %.pre = load i32, ptr %0, align 4, !dbg !33
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !32
  %9 = icmp eq i32 %8, 1, !dbg !32
  br i1 %9, label %.lr.ph.epil.preheader, label %.lr.ph.preheader.new, !dbg !32

.lr.ph.preheader.new:                             ; preds = %.lr.ph.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483646, !dbg !32
  br label %.lr.ph, !dbg !32

.lr.ph:                                           ; preds = %.lr.ph, %.lr.ph.preheader.new
  %10 = phi i32 [ %.pre, %.lr.ph.preheader.new ], [ %23, %.lr.ph ], !dbg !33
  %indvars.iv = phi i64 [ 0, %.lr.ph.preheader.new ], [ %indvars.iv.next.1, %.lr.ph ]
  %niter = phi i64 [ 0, %.lr.ph.preheader.new ], [ %niter.next.1, %.lr.ph ]
    #dbg_value(i64 %indvars.iv, !27, !DIExpression(), !29)
  %11 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv, !dbg !35
  %12 = load i32, ptr %11, align 4, !dbg !35
  %13 = add nsw i32 %12, %10, !dbg !36
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1, !dbg !37
  %14 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv.next, !dbg !38
  store i32 %13, ptr %14, align 4, !dbg !39
  %15 = getelementptr inbounds nuw i32, ptr %2, i64 %indvars.iv, !dbg !40
  %16 = load i32, ptr %15, align 4, !dbg !40
  %17 = getelementptr inbounds nuw i32, ptr %4, i64 %indvars.iv, !dbg !41
  %18 = load i32, ptr %17, align 4, !dbg !41
  %19 = mul nsw i32 %18, %16, !dbg !42
  %20 = getelementptr inbounds nuw i32, ptr %3, i64 %indvars.iv, !dbg !43
  store i32 %19, ptr %20, align 4, !dbg !44
    #dbg_value(i64 %indvars.iv.next, !27, !DIExpression(), !29)
  %21 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv.next, !dbg !35
  %22 = load i32, ptr %21, align 4, !dbg !35
  %23 = add nsw i32 %22, %13, !dbg !36
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !37
  %24 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv.next.1, !dbg !38
  store i32 %23, ptr %24, align 4, !dbg !39
  %25 = getelementptr inbounds nuw i32, ptr %2, i64 %indvars.iv.next, !dbg !40
  %26 = load i32, ptr %25, align 4, !dbg !40
  %27 = getelementptr inbounds nuw i32, ptr %4, i64 %indvars.iv.next, !dbg !41
  %28 = load i32, ptr %27, align 4, !dbg !41
  %29 = mul nsw i32 %28, %26, !dbg !42
  %30 = getelementptr inbounds nuw i32, ptr %3, i64 %indvars.iv.next, !dbg !43
  store i32 %29, ptr %30, align 4, !dbg !44
    #dbg_value(i64 %indvars.iv.next.1, !27, !DIExpression(), !29)
  %niter.next.1 = add i64 %niter, 2, !dbg !32
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !32
  br i1 %niter.ncmp.1, label %._crit_edge.loopexit.unr-lcssa, label %.lr.ph, !dbg !32, !llvm.loop !45

._crit_edge.loopexit.unr-lcssa:                   ; preds = %.lr.ph
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !32
  br i1 %lcmp.mod.not, label %._crit_edge, label %.lr.ph.epil.preheader, !dbg !32

.lr.ph.epil.preheader:                            ; preds = %._crit_edge.loopexit.unr-lcssa, %.lr.ph.preheader
  %.epil.init = phi i32 [ %.pre, %.lr.ph.preheader ], [ %23, %._crit_edge.loopexit.unr-lcssa ]
  %indvars.iv.epil.init = phi i64 [ 0, %.lr.ph.preheader ], [ %indvars.iv.next.1, %._crit_edge.loopexit.unr-lcssa ]
  %lcmp.mod16 = icmp ne i64 %xtraiter, 0, !dbg !32
  tail call void @llvm.assume(i1 %lcmp.mod16), !dbg !32
    #dbg_value(i64 %indvars.iv.epil.init, !27, !DIExpression(), !29)
  %31 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv.epil.init, !dbg !35
  %32 = load i32, ptr %31, align 4, !dbg !35
  %33 = add nsw i32 %32, %.epil.init, !dbg !36
  %34 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv.epil.init, !dbg !38
  %35 = getelementptr inbounds nuw i8, ptr %34, i64 4, !dbg !38
  store i32 %33, ptr %35, align 4, !dbg !39
  %36 = getelementptr inbounds nuw i32, ptr %2, i64 %indvars.iv.epil.init, !dbg !40
  %37 = load i32, ptr %36, align 4, !dbg !40
  %38 = getelementptr inbounds nuw i32, ptr %4, i64 %indvars.iv.epil.init, !dbg !41
  %39 = load i32, ptr %38, align 4, !dbg !41
  %40 = mul nsw i32 %39, %37, !dbg !42
  %41 = getelementptr inbounds nuw i32, ptr %3, i64 %indvars.iv.epil.init, !dbg !43
  store i32 %40, ptr %41, align 4, !dbg !44
    #dbg_value(i64 %indvars.iv.epil.init, !27, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !29)
  br label %._crit_edge, !dbg !49

._crit_edge:                                      ; preds = %.lr.ph.epil.preheader, %._crit_edge.loopexit.unr-lcssa, %6
  ret void, !dbg !49
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @distribute_and_vectorize(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5) local_unnamed_addr #0 !dbg !50 {
    #dbg_value(ptr %0, !51, !DIExpression(), !52)
    #dbg_value(ptr %1, !53, !DIExpression(), !52)
    #dbg_value(ptr %2, !54, !DIExpression(), !52)
    #dbg_value(ptr %3, !55, !DIExpression(), !52)
    #dbg_value(ptr %4, !56, !DIExpression(), !52)
    #dbg_value(i32 %5, !57, !DIExpression(), !52)
    #dbg_value(i32 0, !58, !DIExpression(), !60)
  %7 = icmp sgt i32 %5, 1, !dbg !61
  br i1 %7, label %.lr.ph.preheader, label %._crit_edge, !dbg !63

.lr.ph.preheader:                                 ; preds = %6
  %8 = add nsw i32 %5, -1
  %wide.trip.count = zext nneg i32 %8 to i64, !dbg !61
  %.pre = load i32, ptr %0, align 4, !dbg !64
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !63
  %9 = icmp eq i32 %8, 1, !dbg !63
  br i1 %9, label %.lr.ph.epil.preheader, label %.lr.ph.preheader.new, !dbg !63

.lr.ph.preheader.new:                             ; preds = %.lr.ph.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483646, !dbg !63
  br label %.lr.ph, !dbg !63

.lr.ph:                                           ; preds = %.lr.ph, %.lr.ph.preheader.new
  %10 = phi i32 [ %.pre, %.lr.ph.preheader.new ], [ %23, %.lr.ph ], !dbg !64
  %indvars.iv = phi i64 [ 0, %.lr.ph.preheader.new ], [ %indvars.iv.next.1, %.lr.ph ]
  %niter = phi i64 [ 0, %.lr.ph.preheader.new ], [ %niter.next.1, %.lr.ph ]
    #dbg_value(i64 %indvars.iv, !58, !DIExpression(), !60)
  %11 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv, !dbg !66
  %12 = load i32, ptr %11, align 4, !dbg !66
  %13 = add nsw i32 %12, %10, !dbg !67
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1, !dbg !68
  %14 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv.next, !dbg !69
  store i32 %13, ptr %14, align 4, !dbg !70
  %15 = getelementptr inbounds nuw i32, ptr %2, i64 %indvars.iv, !dbg !71
  %16 = load i32, ptr %15, align 4, !dbg !71
  %17 = getelementptr inbounds nuw i32, ptr %4, i64 %indvars.iv, !dbg !72
  %18 = load i32, ptr %17, align 4, !dbg !72
  %19 = mul nsw i32 %18, %16, !dbg !73
  %20 = getelementptr inbounds nuw i32, ptr %3, i64 %indvars.iv, !dbg !74
  store i32 %19, ptr %20, align 4, !dbg !75
    #dbg_value(i64 %indvars.iv.next, !58, !DIExpression(), !60)
  %21 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv.next, !dbg !66
  %22 = load i32, ptr %21, align 4, !dbg !66
  %23 = add nsw i32 %22, %13, !dbg !67
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !68
  %24 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv.next.1, !dbg !69
  store i32 %23, ptr %24, align 4, !dbg !70
  %25 = getelementptr inbounds nuw i32, ptr %2, i64 %indvars.iv.next, !dbg !71
  %26 = load i32, ptr %25, align 4, !dbg !71
  %27 = getelementptr inbounds nuw i32, ptr %4, i64 %indvars.iv.next, !dbg !72
  %28 = load i32, ptr %27, align 4, !dbg !72
  %29 = mul nsw i32 %28, %26, !dbg !73
  %30 = getelementptr inbounds nuw i32, ptr %3, i64 %indvars.iv.next, !dbg !74
  store i32 %29, ptr %30, align 4, !dbg !75
    #dbg_value(i64 %indvars.iv.next.1, !58, !DIExpression(), !60)
  %niter.next.1 = add i64 %niter, 2, !dbg !63
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !63
  br i1 %niter.ncmp.1, label %._crit_edge.loopexit.unr-lcssa, label %.lr.ph, !dbg !63, !llvm.loop !76

._crit_edge.loopexit.unr-lcssa:                   ; preds = %.lr.ph
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !63
  br i1 %lcmp.mod.not, label %._crit_edge, label %.lr.ph.epil.preheader, !dbg !63

.lr.ph.epil.preheader:                            ; preds = %._crit_edge.loopexit.unr-lcssa, %.lr.ph.preheader
  %.epil.init = phi i32 [ %.pre, %.lr.ph.preheader ], [ %23, %._crit_edge.loopexit.unr-lcssa ]
  %indvars.iv.epil.init = phi i64 [ 0, %.lr.ph.preheader ], [ %indvars.iv.next.1, %._crit_edge.loopexit.unr-lcssa ]
  %lcmp.mod16 = icmp ne i64 %xtraiter, 0, !dbg !63
  tail call void @llvm.assume(i1 %lcmp.mod16), !dbg !63
    #dbg_value(i64 %indvars.iv.epil.init, !58, !DIExpression(), !60)
  %31 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv.epil.init, !dbg !66
  %32 = load i32, ptr %31, align 4, !dbg !66
  %33 = add nsw i32 %32, %.epil.init, !dbg !67
  %34 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv.epil.init, !dbg !69
  %35 = getelementptr inbounds nuw i8, ptr %34, i64 4, !dbg !69
  store i32 %33, ptr %35, align 4, !dbg !70
  %36 = getelementptr inbounds nuw i32, ptr %2, i64 %indvars.iv.epil.init, !dbg !71
  %37 = load i32, ptr %36, align 4, !dbg !71
  %38 = getelementptr inbounds nuw i32, ptr %4, i64 %indvars.iv.epil.init, !dbg !72
  %39 = load i32, ptr %38, align 4, !dbg !72
  %40 = mul nsw i32 %39, %37, !dbg !73
  %41 = getelementptr inbounds nuw i32, ptr %3, i64 %indvars.iv.epil.init, !dbg !74
  store i32 %40, ptr %41, align 4, !dbg !75
    #dbg_value(i64 %indvars.iv.epil.init, !58, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !60)
  br label %._crit_edge, !dbg !80

._crit_edge:                                      ; preds = %.lr.ph.epil.preheader, %._crit_edge.loopexit.unr-lcssa, %6
  ret void, !dbg !80
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @distribute_disable(ptr noundef captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !81 {
    #dbg_value(ptr %0, !84, !DIExpression(), !85)
    #dbg_value(ptr %1, !86, !DIExpression(), !85)
    #dbg_value(i32 %2, !87, !DIExpression(), !85)
    #dbg_value(i32 0, !88, !DIExpression(), !90)
  %4 = icmp sgt i32 %2, 0, !dbg !91
  br i1 %4, label %.lr.ph.preheader, label %._crit_edge, !dbg !93

.lr.ph.preheader:                                 ; preds = %3
  %wide.trip.count = zext nneg i32 %2 to i64, !dbg !91
  %min.iters.check = icmp ult i32 %2, 8, !dbg !93
  br i1 %min.iters.check, label %.lr.ph.preheader16, label %vector.memcheck, !dbg !93

vector.memcheck:                                  ; preds = %.lr.ph.preheader
  %5 = shl nuw nsw i64 %wide.trip.count, 2, !dbg !93
  %scevgep = getelementptr i8, ptr %0, i64 %5, !dbg !93
  %scevgep12 = getelementptr i8, ptr %1, i64 %5, !dbg !93
  %bound0 = icmp ult ptr %0, %scevgep12, !dbg !93
  %bound1 = icmp ult ptr %1, %scevgep, !dbg !93
  %found.conflict = and i1 %bound0, %bound1, !dbg !93
  br i1 %found.conflict, label %.lr.ph.preheader16, label %vector.ph, !dbg !94

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %wide.trip.count, 2147483640
  br label %vector.body, !dbg !94

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !94
  %6 = getelementptr inbounds nuw i32, ptr %0, i64 %index, !dbg !95
  %7 = getelementptr inbounds nuw i8, ptr %6, i64 16, !dbg !95
  %wide.load = load <4 x i32>, ptr %6, align 4, !dbg !95, !alias.scope !97, !noalias !100
  %wide.load13 = load <4 x i32>, ptr %7, align 4, !dbg !95, !alias.scope !97, !noalias !100
  %8 = add nsw <4 x i32> %wide.load, splat (i32 1), !dbg !102
  %9 = add nsw <4 x i32> %wide.load13, splat (i32 1), !dbg !102
  store <4 x i32> %8, ptr %6, align 4, !dbg !103, !alias.scope !97, !noalias !100
  store <4 x i32> %9, ptr %7, align 4, !dbg !103, !alias.scope !97, !noalias !100
  %10 = getelementptr inbounds nuw i32, ptr %1, i64 %index, !dbg !104
  %11 = getelementptr inbounds nuw i8, ptr %10, i64 16, !dbg !104
  %wide.load14 = load <4 x i32>, ptr %10, align 4, !dbg !104, !alias.scope !100
  %wide.load15 = load <4 x i32>, ptr %11, align 4, !dbg !104, !alias.scope !100
  %12 = shl nsw <4 x i32> %wide.load14, splat (i32 1), !dbg !105
  %13 = shl nsw <4 x i32> %wide.load15, splat (i32 1), !dbg !105
  store <4 x i32> %12, ptr %10, align 4, !dbg !106, !alias.scope !100
  store <4 x i32> %13, ptr %11, align 4, !dbg !106, !alias.scope !100
  %index.next = add nuw i64 %index, 8, !dbg !94
  %14 = icmp eq i64 %index.next, %n.vec, !dbg !93
  br i1 %14, label %middle.block, label %vector.body, !dbg !93, !llvm.loop !107

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !93
  br i1 %cmp.n, label %._crit_edge, label %.lr.ph.preheader16, !dbg !93

.lr.ph.preheader16:                               ; preds = %vector.memcheck, %.lr.ph.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %.lr.ph.preheader ], [ %n.vec, %middle.block ]
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !93
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !93
  br i1 %lcmp.mod.not, label %.lr.ph.prol.loopexit, label %.lr.ph.prol, !dbg !93

.lr.ph.prol:                                      ; preds = %.lr.ph.preheader16
    #dbg_value(i64 poison, !88, !DIExpression(), !90)
  %15 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv.ph, !dbg !95
  %16 = load i32, ptr %15, align 4, !dbg !95
  %17 = add nsw i32 %16, 1, !dbg !102
  store i32 %17, ptr %15, align 4, !dbg !103
  %18 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv.ph, !dbg !104
  %19 = load i32, ptr %18, align 4, !dbg !104
  %20 = shl nsw i32 %19, 1, !dbg !105
  store i32 %20, ptr %18, align 4, !dbg !106
  %indvars.iv.next.prol = or disjoint i64 %indvars.iv.ph, 1, !dbg !94
    #dbg_value(i64 %indvars.iv.next.prol, !88, !DIExpression(), !90)
  br label %.lr.ph.prol.loopexit, !dbg !93

.lr.ph.prol.loopexit:                             ; preds = %.lr.ph.prol, %.lr.ph.preheader16
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %.lr.ph.preheader16 ], [ %indvars.iv.next.prol, %.lr.ph.prol ]
  %21 = add nsw i64 %wide.trip.count, -1, !dbg !93
  %22 = icmp eq i64 %indvars.iv.ph, %21, !dbg !93
  br i1 %22, label %._crit_edge, label %.lr.ph, !dbg !93

.lr.ph:                                           ; preds = %.lr.ph.prol.loopexit, %.lr.ph
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %.lr.ph ], [ %indvars.iv.unr, %.lr.ph.prol.loopexit ]
    #dbg_value(i64 %indvars.iv, !88, !DIExpression(), !90)
  %23 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv, !dbg !95
  %24 = load i32, ptr %23, align 4, !dbg !95
  %25 = add nsw i32 %24, 1, !dbg !102
  store i32 %25, ptr %23, align 4, !dbg !103
  %26 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv, !dbg !104
  %27 = load i32, ptr %26, align 4, !dbg !104
  %28 = shl nsw i32 %27, 1, !dbg !105
  store i32 %28, ptr %26, align 4, !dbg !106
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !94
    #dbg_value(i64 %indvars.iv.next, !88, !DIExpression(), !90)
  %29 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv.next, !dbg !95
  %30 = load i32, ptr %29, align 4, !dbg !95
  %31 = add nsw i32 %30, 1, !dbg !102
  store i32 %31, ptr %29, align 4, !dbg !103
  %32 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv.next, !dbg !104
  %33 = load i32, ptr %32, align 4, !dbg !104
  %34 = shl nsw i32 %33, 1, !dbg !105
  store i32 %34, ptr %32, align 4, !dbg !106
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !94
    #dbg_value(i64 %indvars.iv.next.1, !88, !DIExpression(), !90)
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count, !dbg !91
  br i1 %exitcond.not.1, label %._crit_edge, label %.lr.ph, !dbg !93, !llvm.loop !111

._crit_edge:                                      ; preds = %.lr.ph.prol.loopexit, %.lr.ph, %middle.block, %3
  ret void, !dbg !113
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @distribute_impossible(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #1 !dbg !114 {
    #dbg_value(ptr %0, !117, !DIExpression(), !118)
    #dbg_value(i32 %1, !119, !DIExpression(), !118)
    #dbg_value(i32 0, !120, !DIExpression(), !122)
  %3 = icmp sgt i32 %1, 0, !dbg !123
  br i1 %3, label %.lr.ph.preheader, label %._crit_edge, !dbg !125

.lr.ph.preheader:                                 ; preds = %2
  %wide.trip.count = zext nneg i32 %1 to i64, !dbg !123
  br label %.lr.ph, !dbg !125

.lr.ph:                                           ; preds = %.lr.ph.preheader, %.lr.ph
  %indvars.iv = phi i64 [ 0, %.lr.ph.preheader ], [ %indvars.iv.next, %.lr.ph ]
    #dbg_value(i64 %indvars.iv, !120, !DIExpression(), !122)
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv, !dbg !126
  %5 = load i32, ptr %4, align 4, !dbg !126
  tail call void @use(i32 noundef %5) #4, !dbg !127
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !128
    #dbg_value(i64 %indvars.iv.next, !120, !DIExpression(), !122)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !123
  br i1 %exitcond.not, label %._crit_edge, label %.lr.ph, !dbg !125, !llvm.loop !129

._crit_edge:                                      ; preds = %.lr.ph, %2
  ret void, !dbg !131
}

declare void @use(i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "loops/src/distribute.c", directory: "/work/shared/corpus/oracle", checksumkind: CSK_MD5, checksum: "a3b65f6da10d90cf89ce8ae8ce214308")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!10 = distinct !DISubprogram(name: "distribute_enable", scope: !1, file: !1, line: 5, type: !11, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !13, !16, !13, !16, !15}
!13 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !14)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !17)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!19 = !{}
!20 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 5, type: !13)
!21 = !DILocation(line: 0, scope: !10)
!22 = !DILocalVariable(name: "b", arg: 2, scope: !10, file: !1, line: 5, type: !13)
!23 = !DILocalVariable(name: "c", arg: 3, scope: !10, file: !1, line: 5, type: !16)
!24 = !DILocalVariable(name: "d", arg: 4, scope: !10, file: !1, line: 6, type: !13)
!25 = !DILocalVariable(name: "e", arg: 5, scope: !10, file: !1, line: 6, type: !16)
!26 = !DILocalVariable(name: "n", arg: 6, scope: !10, file: !1, line: 6, type: !15)
!27 = !DILocalVariable(name: "i", scope: !28, file: !1, line: 8, type: !15)
!28 = distinct !DILexicalBlock(scope: !10, file: !1, line: 8, column: 3)
!29 = !DILocation(line: 0, scope: !28)
!30 = !DILocation(line: 8, column: 21, scope: !31)
!31 = distinct !DILexicalBlock(scope: !28, file: !1, line: 8, column: 3)
!32 = !DILocation(line: 8, column: 3, scope: !28)
!33 = !DILocation(line: 9, column: 16, scope: !34)
!34 = distinct !DILexicalBlock(scope: !31, file: !1, line: 8, column: 35)
!35 = !DILocation(line: 9, column: 23, scope: !34)
!36 = !DILocation(line: 9, column: 21, scope: !34)
!37 = !DILocation(line: 9, column: 9, scope: !34)
!38 = !DILocation(line: 9, column: 5, scope: !34)
!39 = !DILocation(line: 9, column: 14, scope: !34)
!40 = !DILocation(line: 10, column: 12, scope: !34)
!41 = !DILocation(line: 10, column: 19, scope: !34)
!42 = !DILocation(line: 10, column: 17, scope: !34)
!43 = !DILocation(line: 10, column: 5, scope: !34)
!44 = !DILocation(line: 10, column: 10, scope: !34)
!45 = distinct !{!45, !32, !46, !47, !48}
!46 = !DILocation(line: 11, column: 3, scope: !28)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !{!"llvm.loop.distribute.enable", i1 true}
!49 = !DILocation(line: 12, column: 1, scope: !10)
!50 = distinct !DISubprogram(name: "distribute_and_vectorize", scope: !1, file: !1, line: 14, type: !11, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!51 = !DILocalVariable(name: "a", arg: 1, scope: !50, file: !1, line: 14, type: !13)
!52 = !DILocation(line: 0, scope: !50)
!53 = !DILocalVariable(name: "b", arg: 2, scope: !50, file: !1, line: 14, type: !13)
!54 = !DILocalVariable(name: "c", arg: 3, scope: !50, file: !1, line: 15, type: !16)
!55 = !DILocalVariable(name: "d", arg: 4, scope: !50, file: !1, line: 15, type: !13)
!56 = !DILocalVariable(name: "e", arg: 5, scope: !50, file: !1, line: 16, type: !16)
!57 = !DILocalVariable(name: "n", arg: 6, scope: !50, file: !1, line: 16, type: !15)
!58 = !DILocalVariable(name: "i", scope: !59, file: !1, line: 18, type: !15)
!59 = distinct !DILexicalBlock(scope: !50, file: !1, line: 18, column: 3)
!60 = !DILocation(line: 0, scope: !59)
!61 = !DILocation(line: 18, column: 21, scope: !62)
!62 = distinct !DILexicalBlock(scope: !59, file: !1, line: 18, column: 3)
!63 = !DILocation(line: 18, column: 3, scope: !59)
!64 = !DILocation(line: 19, column: 16, scope: !65)
!65 = distinct !DILexicalBlock(scope: !62, file: !1, line: 18, column: 35)
!66 = !DILocation(line: 19, column: 23, scope: !65)
!67 = !DILocation(line: 19, column: 21, scope: !65)
!68 = !DILocation(line: 19, column: 9, scope: !65)
!69 = !DILocation(line: 19, column: 5, scope: !65)
!70 = !DILocation(line: 19, column: 14, scope: !65)
!71 = !DILocation(line: 20, column: 12, scope: !65)
!72 = !DILocation(line: 20, column: 19, scope: !65)
!73 = !DILocation(line: 20, column: 17, scope: !65)
!74 = !DILocation(line: 20, column: 5, scope: !65)
!75 = !DILocation(line: 20, column: 10, scope: !65)
!76 = distinct !{!76, !63, !77, !47, !48, !78}
!77 = !DILocation(line: 21, column: 3, scope: !59)
!78 = !{!"llvm.loop.distribute.followup_all", !63, !77, !47, !79}
!79 = !{!"llvm.loop.vectorize.enable", i1 true}
!80 = !DILocation(line: 22, column: 1, scope: !50)
!81 = distinct !DISubprogram(name: "distribute_disable", scope: !1, file: !1, line: 24, type: !82, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!82 = !DISubroutineType(types: !83)
!83 = !{null, !14, !14, !15}
!84 = !DILocalVariable(name: "a", arg: 1, scope: !81, file: !1, line: 24, type: !14)
!85 = !DILocation(line: 0, scope: !81)
!86 = !DILocalVariable(name: "b", arg: 2, scope: !81, file: !1, line: 24, type: !14)
!87 = !DILocalVariable(name: "n", arg: 3, scope: !81, file: !1, line: 24, type: !15)
!88 = !DILocalVariable(name: "i", scope: !89, file: !1, line: 26, type: !15)
!89 = distinct !DILexicalBlock(scope: !81, file: !1, line: 26, column: 3)
!90 = !DILocation(line: 0, scope: !89)
!91 = !DILocation(line: 26, column: 21, scope: !92)
!92 = distinct !DILexicalBlock(scope: !89, file: !1, line: 26, column: 3)
!93 = !DILocation(line: 26, column: 3, scope: !89)
!94 = !DILocation(line: 26, column: 26, scope: !92)
!95 = !DILocation(line: 27, column: 12, scope: !96)
!96 = distinct !DILexicalBlock(scope: !92, file: !1, line: 26, column: 31)
!97 = !{!98}
!98 = distinct !{!98, !99}
!99 = distinct !{!99, !"LVerDomain"}
!100 = !{!101}
!101 = distinct !{!101, !99}
!102 = !DILocation(line: 27, column: 17, scope: !96)
!103 = !DILocation(line: 27, column: 10, scope: !96)
!104 = !DILocation(line: 28, column: 12, scope: !96)
!105 = !DILocation(line: 28, column: 17, scope: !96)
!106 = !DILocation(line: 28, column: 10, scope: !96)
!107 = distinct !{!107, !47, !108, !109, !110}
!108 = !{!"llvm.loop.distribute.enable", i1 false}
!109 = !{!"llvm.loop.isvectorized", i32 1}
!110 = !{!"llvm.loop.unroll.runtime.disable"}
!111 = distinct !{!111, !93, !112, !47, !108, !109}
!112 = !DILocation(line: 29, column: 3, scope: !89)
!113 = !DILocation(line: 30, column: 1, scope: !81)
!114 = distinct !DISubprogram(name: "distribute_impossible", scope: !1, file: !1, line: 33, type: !115, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!115 = !DISubroutineType(types: !116)
!116 = !{null, !14, !15}
!117 = !DILocalVariable(name: "a", arg: 1, scope: !114, file: !1, line: 33, type: !14)
!118 = !DILocation(line: 0, scope: !114)
!119 = !DILocalVariable(name: "n", arg: 2, scope: !114, file: !1, line: 33, type: !15)
!120 = !DILocalVariable(name: "i", scope: !121, file: !1, line: 35, type: !15)
!121 = distinct !DILexicalBlock(scope: !114, file: !1, line: 35, column: 3)
!122 = !DILocation(line: 0, scope: !121)
!123 = !DILocation(line: 35, column: 21, scope: !124)
!124 = distinct !DILexicalBlock(scope: !121, file: !1, line: 35, column: 3)
!125 = !DILocation(line: 35, column: 3, scope: !121)
!126 = !DILocation(line: 36, column: 9, scope: !124)
!127 = !DILocation(line: 36, column: 5, scope: !124)
!128 = !DILocation(line: 35, column: 26, scope: !124)
!129 = distinct !{!129, !125, !130, !47, !48}
!130 = !DILocation(line: 36, column: 13, scope: !121)
!131 = !DILocation(line: 37, column: 1, scope: !114)
