; ModuleID = 'loops/src/vectorize.c'
source_filename = "loops/src/vectorize.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local void @vec_enable(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !23, !DIExpression(), !24)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !25, !DIExpression(), !26)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !27, !DIExpression(), !28)
    #dbg_declare(ptr %7, !29, !DIExpression(), !31)
  store i32 0, ptr %7, align 4, !dbg !31
  br label %8, !dbg !32

8:                                                ; preds = %28, %3
  %9 = load i32, ptr %7, align 4, !dbg !33
  %10 = load i32, ptr %6, align 4, !dbg !35
  %11 = icmp slt i32 %9, %10, !dbg !36
  br i1 %11, label %12, label %31, !dbg !37

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8, !dbg !38
  %14 = load i32, ptr %7, align 4, !dbg !39
  %15 = sext i32 %14 to i64, !dbg !38
  %16 = getelementptr inbounds float, ptr %13, i64 %15, !dbg !38
  %17 = load float, ptr %16, align 4, !dbg !38
  %18 = load ptr, ptr %5, align 8, !dbg !40
  %19 = load i32, ptr %7, align 4, !dbg !41
  %20 = sext i32 %19 to i64, !dbg !40
  %21 = getelementptr inbounds float, ptr %18, i64 %20, !dbg !40
  %22 = load float, ptr %21, align 4, !dbg !40
  %23 = call float @llvm.fmuladd.f32(float %17, float %22, float 1.000000e+00), !dbg !42
  %24 = load ptr, ptr %4, align 8, !dbg !43
  %25 = load i32, ptr %7, align 4, !dbg !44
  %26 = sext i32 %25 to i64, !dbg !43
  %27 = getelementptr inbounds float, ptr %24, i64 %26, !dbg !43
  store float %23, ptr %27, align 4, !dbg !45
  br label %28, !dbg !43

28:                                               ; preds = %12
  %29 = load i32, ptr %7, align 4, !dbg !46
  %30 = add nsw i32 %29, 1, !dbg !46
  store i32 %30, ptr %7, align 4, !dbg !46
  br label %8, !dbg !47, !llvm.loop !48

31:                                               ; preds = %8
  ret void, !dbg !52
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: noinline nounwind uwtable
define dso_local void @vec_width8(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !53 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !61, !DIExpression(), !62)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !63, !DIExpression(), !64)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !65, !DIExpression(), !66)
    #dbg_declare(ptr %7, !67, !DIExpression(), !69)
  store i32 0, ptr %7, align 4, !dbg !69
  br label %8, !dbg !70

8:                                                ; preds = %23, %3
  %9 = load i32, ptr %7, align 4, !dbg !71
  %10 = load i32, ptr %6, align 4, !dbg !73
  %11 = icmp slt i32 %9, %10, !dbg !74
  br i1 %11, label %12, label %26, !dbg !75

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8, !dbg !76
  %14 = load i32, ptr %7, align 4, !dbg !77
  %15 = sext i32 %14 to i64, !dbg !76
  %16 = getelementptr inbounds i32, ptr %13, i64 %15, !dbg !76
  %17 = load i32, ptr %16, align 4, !dbg !76
  %18 = add nsw i32 %17, 7, !dbg !78
  %19 = load ptr, ptr %4, align 8, !dbg !79
  %20 = load i32, ptr %7, align 4, !dbg !80
  %21 = sext i32 %20 to i64, !dbg !79
  %22 = getelementptr inbounds i32, ptr %19, i64 %21, !dbg !79
  store i32 %18, ptr %22, align 4, !dbg !81
  br label %23, !dbg !79

23:                                               ; preds = %12
  %24 = load i32, ptr %7, align 4, !dbg !82
  %25 = add nsw i32 %24, 1, !dbg !82
  store i32 %25, ptr %7, align 4, !dbg !82
  br label %8, !dbg !83, !llvm.loop !84

26:                                               ; preds = %8
  ret void, !dbg !88
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @vec_width_scalable(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !89 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !90, !DIExpression(), !91)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !92, !DIExpression(), !93)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !94, !DIExpression(), !95)
    #dbg_declare(ptr %7, !96, !DIExpression(), !98)
  store i32 0, ptr %7, align 4, !dbg !98
  br label %8, !dbg !99

8:                                                ; preds = %23, %3
  %9 = load i32, ptr %7, align 4, !dbg !100
  %10 = load i32, ptr %6, align 4, !dbg !102
  %11 = icmp slt i32 %9, %10, !dbg !103
  br i1 %11, label %12, label %26, !dbg !104

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8, !dbg !105
  %14 = load i32, ptr %7, align 4, !dbg !106
  %15 = sext i32 %14 to i64, !dbg !105
  %16 = getelementptr inbounds i32, ptr %13, i64 %15, !dbg !105
  %17 = load i32, ptr %16, align 4, !dbg !105
  %18 = sub nsw i32 %17, 3, !dbg !107
  %19 = load ptr, ptr %4, align 8, !dbg !108
  %20 = load i32, ptr %7, align 4, !dbg !109
  %21 = sext i32 %20 to i64, !dbg !108
  %22 = getelementptr inbounds i32, ptr %19, i64 %21, !dbg !108
  store i32 %18, ptr %22, align 4, !dbg !110
  br label %23, !dbg !108

23:                                               ; preds = %12
  %24 = load i32, ptr %7, align 4, !dbg !111
  %25 = add nsw i32 %24, 1, !dbg !111
  store i32 %25, ptr %7, align 4, !dbg !111
  br label %8, !dbg !112, !llvm.loop !113

26:                                               ; preds = %8
  ret void, !dbg !117
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @vec_interleave(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !118 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !127, !DIExpression(), !128)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !129, !DIExpression(), !130)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !131, !DIExpression(), !132)
    #dbg_declare(ptr %7, !133, !DIExpression(), !135)
  store i32 0, ptr %7, align 4, !dbg !135
  br label %8, !dbg !136

8:                                                ; preds = %24, %3
  %9 = load i32, ptr %7, align 4, !dbg !137
  %10 = load i32, ptr %6, align 4, !dbg !139
  %11 = icmp slt i32 %9, %10, !dbg !140
  br i1 %11, label %12, label %27, !dbg !141

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8, !dbg !142
  %14 = load i32, ptr %7, align 4, !dbg !143
  %15 = sext i32 %14 to i64, !dbg !142
  %16 = getelementptr inbounds double, ptr %13, i64 %15, !dbg !142
  %17 = load double, ptr %16, align 8, !dbg !142
  %18 = load ptr, ptr %4, align 8, !dbg !144
  %19 = load i32, ptr %7, align 4, !dbg !145
  %20 = sext i32 %19 to i64, !dbg !144
  %21 = getelementptr inbounds double, ptr %18, i64 %20, !dbg !144
  %22 = load double, ptr %21, align 8, !dbg !146
  %23 = fadd double %22, %17, !dbg !146
  store double %23, ptr %21, align 8, !dbg !146
  br label %24, !dbg !144

24:                                               ; preds = %12
  %25 = load i32, ptr %7, align 4, !dbg !147
  %26 = add nsw i32 %25, 1, !dbg !147
  store i32 %26, ptr %7, align 4, !dbg !147
  br label %8, !dbg !148, !llvm.loop !149

27:                                               ; preds = %8
  ret void, !dbg !153
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @interleave_only(ptr noalias noundef %0, i32 noundef %1) #0 !dbg !154 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !159, !DIExpression(), !160)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !161, !DIExpression(), !162)
    #dbg_declare(ptr %5, !163, !DIExpression(), !165)
  store i32 0, ptr %5, align 4, !dbg !165
  br label %6, !dbg !166

6:                                                ; preds = %23, %2
  %7 = load i32, ptr %5, align 4, !dbg !167
  %8 = load i32, ptr %4, align 4, !dbg !169
  %9 = icmp slt i32 %7, %8, !dbg !170
  br i1 %9, label %10, label %26, !dbg !171

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 8, !dbg !172
  %12 = load i32, ptr %5, align 4, !dbg !173
  %13 = sext i32 %12 to i64, !dbg !172
  %14 = getelementptr inbounds i16, ptr %11, i64 %13, !dbg !172
  %15 = load i16, ptr %14, align 2, !dbg !172
  %16 = sext i16 %15 to i32, !dbg !172
  %17 = mul nsw i32 %16, 5, !dbg !174
  %18 = trunc i32 %17 to i16, !dbg !175
  %19 = load ptr, ptr %3, align 8, !dbg !176
  %20 = load i32, ptr %5, align 4, !dbg !177
  %21 = sext i32 %20 to i64, !dbg !176
  %22 = getelementptr inbounds i16, ptr %19, i64 %21, !dbg !176
  store i16 %18, ptr %22, align 2, !dbg !178
  br label %23, !dbg !176

23:                                               ; preds = %10
  %24 = load i32, ptr %5, align 4, !dbg !179
  %25 = add nsw i32 %24, 1, !dbg !179
  store i32 %25, ptr %5, align 4, !dbg !179
  br label %6, !dbg !180, !llvm.loop !181

26:                                               ; preds = %6
  ret void, !dbg !184
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @vec_disable(ptr noundef %0, i32 noundef %1) #0 !dbg !185 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !188, !DIExpression(), !189)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !190, !DIExpression(), !191)
    #dbg_declare(ptr %5, !192, !DIExpression(), !194)
  store i32 0, ptr %5, align 4, !dbg !194
  br label %6, !dbg !195

6:                                                ; preds = %21, %2
  %7 = load i32, ptr %5, align 4, !dbg !196
  %8 = load i32, ptr %4, align 4, !dbg !198
  %9 = icmp slt i32 %7, %8, !dbg !199
  br i1 %9, label %10, label %24, !dbg !200

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 8, !dbg !201
  %12 = load i32, ptr %5, align 4, !dbg !202
  %13 = sext i32 %12 to i64, !dbg !201
  %14 = getelementptr inbounds i32, ptr %11, i64 %13, !dbg !201
  %15 = load i32, ptr %14, align 4, !dbg !201
  %16 = sdiv i32 %15, 3, !dbg !203
  %17 = load ptr, ptr %3, align 8, !dbg !204
  %18 = load i32, ptr %5, align 4, !dbg !205
  %19 = sext i32 %18 to i64, !dbg !204
  %20 = getelementptr inbounds i32, ptr %17, i64 %19, !dbg !204
  store i32 %16, ptr %20, align 4, !dbg !206
  br label %21, !dbg !204

21:                                               ; preds = %10
  %22 = load i32, ptr %5, align 4, !dbg !207
  %23 = add nsw i32 %22, 1, !dbg !207
  store i32 %23, ptr %5, align 4, !dbg !207
  br label %6, !dbg !208, !llvm.loop !209

24:                                               ; preds = %6
  ret void, !dbg !213
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @vec_predicate(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !214 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !215, !DIExpression(), !216)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !217, !DIExpression(), !218)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !219, !DIExpression(), !220)
    #dbg_declare(ptr %7, !221, !DIExpression(), !223)
  store i32 0, ptr %7, align 4, !dbg !223
  br label %8, !dbg !224

8:                                                ; preds = %38, %3
  %9 = load i32, ptr %7, align 4, !dbg !225
  %10 = load i32, ptr %6, align 4, !dbg !227
  %11 = icmp slt i32 %9, %10, !dbg !228
  br i1 %11, label %12, label %41, !dbg !229

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8, !dbg !230
  %14 = load i32, ptr %7, align 4, !dbg !231
  %15 = sext i32 %14 to i64, !dbg !230
  %16 = getelementptr inbounds float, ptr %13, i64 %15, !dbg !230
  %17 = load float, ptr %16, align 4, !dbg !230
  %18 = fcmp ogt float %17, 0.000000e+00, !dbg !232
  br i1 %18, label %19, label %25, !dbg !230

19:                                               ; preds = %12
  %20 = load ptr, ptr %5, align 8, !dbg !233
  %21 = load i32, ptr %7, align 4, !dbg !234
  %22 = sext i32 %21 to i64, !dbg !233
  %23 = getelementptr inbounds float, ptr %20, i64 %22, !dbg !233
  %24 = load float, ptr %23, align 4, !dbg !233
  br label %32, !dbg !230

25:                                               ; preds = %12
  %26 = load ptr, ptr %5, align 8, !dbg !235
  %27 = load i32, ptr %7, align 4, !dbg !236
  %28 = sext i32 %27 to i64, !dbg !235
  %29 = getelementptr inbounds float, ptr %26, i64 %28, !dbg !235
  %30 = load float, ptr %29, align 4, !dbg !235
  %31 = fneg float %30, !dbg !237
  br label %32, !dbg !230

32:                                               ; preds = %25, %19
  %33 = phi float [ %24, %19 ], [ %31, %25 ], !dbg !230
  %34 = load ptr, ptr %4, align 8, !dbg !238
  %35 = load i32, ptr %7, align 4, !dbg !239
  %36 = sext i32 %35 to i64, !dbg !238
  %37 = getelementptr inbounds float, ptr %34, i64 %36, !dbg !238
  store float %33, ptr %37, align 4, !dbg !240
  br label %38, !dbg !238

38:                                               ; preds = %32
  %39 = load i32, ptr %7, align 4, !dbg !241
  %40 = add nsw i32 %39, 1, !dbg !241
  store i32 %40, ptr %7, align 4, !dbg !241
  br label %8, !dbg !242, !llvm.loop !243

41:                                               ; preds = %8
  ret void, !dbg !246
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @vec_then_unroll(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !247 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !248, !DIExpression(), !249)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !250, !DIExpression(), !251)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !252, !DIExpression(), !253)
    #dbg_declare(ptr %7, !254, !DIExpression(), !256)
  store i32 0, ptr %7, align 4, !dbg !256
  br label %8, !dbg !257

8:                                                ; preds = %23, %3
  %9 = load i32, ptr %7, align 4, !dbg !258
  %10 = load i32, ptr %6, align 4, !dbg !260
  %11 = icmp slt i32 %9, %10, !dbg !261
  br i1 %11, label %12, label %26, !dbg !262

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8, !dbg !263
  %14 = load i32, ptr %7, align 4, !dbg !264
  %15 = sext i32 %14 to i64, !dbg !263
  %16 = getelementptr inbounds i32, ptr %13, i64 %15, !dbg !263
  %17 = load i32, ptr %16, align 4, !dbg !263
  %18 = mul nsw i32 %17, 9, !dbg !265
  %19 = load ptr, ptr %4, align 8, !dbg !266
  %20 = load i32, ptr %7, align 4, !dbg !267
  %21 = sext i32 %20 to i64, !dbg !266
  %22 = getelementptr inbounds i32, ptr %19, i64 %21, !dbg !266
  store i32 %18, ptr %22, align 4, !dbg !268
  br label %23, !dbg !266

23:                                               ; preds = %12
  %24 = load i32, ptr %7, align 4, !dbg !269
  %25 = add nsw i32 %24, 1, !dbg !269
  store i32 %25, ptr %7, align 4, !dbg !269
  br label %8, !dbg !270, !llvm.loop !271

26:                                               ; preds = %8
  ret void, !dbg !276
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @vec_impossible(ptr noundef %0, i32 noundef %1) #0 !dbg !277 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !278, !DIExpression(), !279)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !280, !DIExpression(), !281)
    #dbg_declare(ptr %5, !282, !DIExpression(), !284)
  store i32 1, ptr %5, align 4, !dbg !284
  br label %6, !dbg !285

6:                                                ; preds = %22, %2
  %7 = load i32, ptr %5, align 4, !dbg !286
  %8 = load i32, ptr %4, align 4, !dbg !288
  %9 = icmp slt i32 %7, %8, !dbg !289
  br i1 %9, label %10, label %25, !dbg !290

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 8, !dbg !291
  %12 = load i32, ptr %5, align 4, !dbg !292
  %13 = sub nsw i32 %12, 1, !dbg !293
  %14 = sext i32 %13 to i64, !dbg !291
  %15 = getelementptr inbounds i32, ptr %11, i64 %14, !dbg !291
  %16 = load i32, ptr %15, align 4, !dbg !291
  %17 = call i32 @opaque(i32 noundef %16), !dbg !294
  %18 = load ptr, ptr %3, align 8, !dbg !295
  %19 = load i32, ptr %5, align 4, !dbg !296
  %20 = sext i32 %19 to i64, !dbg !295
  %21 = getelementptr inbounds i32, ptr %18, i64 %20, !dbg !295
  store i32 %17, ptr %21, align 4, !dbg !297
  br label %22, !dbg !295

22:                                               ; preds = %10
  %23 = load i32, ptr %5, align 4, !dbg !298
  %24 = add nsw i32 %23, 1, !dbg !298
  store i32 %24, ptr %5, align 4, !dbg !298
  br label %6, !dbg !299, !llvm.loop !300

25:                                               ; preds = %6
  ret void, !dbg !302
}

declare i32 @opaque(i32 noundef) #2

; Function Attrs: noinline nounwind uwtable
define dso_local float @vec_fp_reduction(ptr noundef %0, i32 noundef %1) #0 !dbg !303 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !306, !DIExpression(), !307)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !308, !DIExpression(), !309)
    #dbg_declare(ptr %5, !310, !DIExpression(), !311)
  store float 0.000000e+00, ptr %5, align 4, !dbg !311
    #dbg_declare(ptr %6, !312, !DIExpression(), !314)
  store i32 0, ptr %6, align 4, !dbg !314
  br label %7, !dbg !315

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4, !dbg !316
  %9 = load i32, ptr %4, align 4, !dbg !318
  %10 = icmp slt i32 %8, %9, !dbg !319
  br i1 %10, label %11, label %22, !dbg !320

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !321
  %13 = load i32, ptr %6, align 4, !dbg !322
  %14 = sext i32 %13 to i64, !dbg !321
  %15 = getelementptr inbounds float, ptr %12, i64 %14, !dbg !321
  %16 = load float, ptr %15, align 4, !dbg !321
  %17 = load float, ptr %5, align 4, !dbg !323
  %18 = fadd float %17, %16, !dbg !323
  store float %18, ptr %5, align 4, !dbg !323
  br label %19, !dbg !324

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4, !dbg !325
  %21 = add nsw i32 %20, 1, !dbg !325
  store i32 %21, ptr %6, align 4, !dbg !325
  br label %7, !dbg !326, !llvm.loop !327

22:                                               ; preds = %7
  %23 = load float, ptr %5, align 4, !dbg !329
  ret float %23, !dbg !330
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!24 = !DILocation(line: 5, column: 33, scope: !12)
!25 = !DILocalVariable(name: "b", arg: 2, scope: !12, file: !1, line: 5, type: !18)
!26 = !DILocation(line: 5, column: 58, scope: !12)
!27 = !DILocalVariable(name: "n", arg: 3, scope: !12, file: !1, line: 5, type: !21)
!28 = !DILocation(line: 5, column: 65, scope: !12)
!29 = !DILocalVariable(name: "i", scope: !30, file: !1, line: 7, type: !21)
!30 = distinct !DILexicalBlock(scope: !12, file: !1, line: 7, column: 3)
!31 = !DILocation(line: 7, column: 12, scope: !30)
!32 = !DILocation(line: 7, column: 8, scope: !30)
!33 = !DILocation(line: 7, column: 19, scope: !34)
!34 = distinct !DILexicalBlock(scope: !30, file: !1, line: 7, column: 3)
!35 = !DILocation(line: 7, column: 23, scope: !34)
!36 = !DILocation(line: 7, column: 21, scope: !34)
!37 = !DILocation(line: 7, column: 3, scope: !30)
!38 = !DILocation(line: 8, column: 12, scope: !34)
!39 = !DILocation(line: 8, column: 14, scope: !34)
!40 = !DILocation(line: 8, column: 19, scope: !34)
!41 = !DILocation(line: 8, column: 21, scope: !34)
!42 = !DILocation(line: 8, column: 24, scope: !34)
!43 = !DILocation(line: 8, column: 5, scope: !34)
!44 = !DILocation(line: 8, column: 7, scope: !34)
!45 = !DILocation(line: 8, column: 10, scope: !34)
!46 = !DILocation(line: 7, column: 26, scope: !34)
!47 = !DILocation(line: 7, column: 3, scope: !34)
!48 = distinct !{!48, !37, !49, !50, !51}
!49 = !DILocation(line: 8, column: 26, scope: !30)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !{!"llvm.loop.vectorize.enable", i1 true}
!52 = !DILocation(line: 9, column: 1, scope: !12)
!53 = distinct !DISubprogram(name: "vec_width8", scope: !1, file: !1, line: 11, type: !54, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!54 = !DISubroutineType(types: !55)
!55 = !{null, !56, !58, !21}
!56 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !57)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !59)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!61 = !DILocalVariable(name: "a", arg: 1, scope: !53, file: !1, line: 11, type: !56)
!62 = !DILocation(line: 11, column: 31, scope: !53)
!63 = !DILocalVariable(name: "b", arg: 2, scope: !53, file: !1, line: 11, type: !58)
!64 = !DILocation(line: 11, column: 54, scope: !53)
!65 = !DILocalVariable(name: "n", arg: 3, scope: !53, file: !1, line: 11, type: !21)
!66 = !DILocation(line: 11, column: 61, scope: !53)
!67 = !DILocalVariable(name: "i", scope: !68, file: !1, line: 13, type: !21)
!68 = distinct !DILexicalBlock(scope: !53, file: !1, line: 13, column: 3)
!69 = !DILocation(line: 13, column: 12, scope: !68)
!70 = !DILocation(line: 13, column: 8, scope: !68)
!71 = !DILocation(line: 13, column: 19, scope: !72)
!72 = distinct !DILexicalBlock(scope: !68, file: !1, line: 13, column: 3)
!73 = !DILocation(line: 13, column: 23, scope: !72)
!74 = !DILocation(line: 13, column: 21, scope: !72)
!75 = !DILocation(line: 13, column: 3, scope: !68)
!76 = !DILocation(line: 14, column: 12, scope: !72)
!77 = !DILocation(line: 14, column: 14, scope: !72)
!78 = !DILocation(line: 14, column: 17, scope: !72)
!79 = !DILocation(line: 14, column: 5, scope: !72)
!80 = !DILocation(line: 14, column: 7, scope: !72)
!81 = !DILocation(line: 14, column: 10, scope: !72)
!82 = !DILocation(line: 13, column: 26, scope: !72)
!83 = !DILocation(line: 13, column: 3, scope: !72)
!84 = distinct !{!84, !75, !85, !50, !86, !87, !51}
!85 = !DILocation(line: 14, column: 19, scope: !68)
!86 = !{!"llvm.loop.vectorize.width", i32 8}
!87 = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
!88 = !DILocation(line: 15, column: 1, scope: !53)
!89 = distinct !DISubprogram(name: "vec_width_scalable", scope: !1, file: !1, line: 17, type: !54, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!90 = !DILocalVariable(name: "a", arg: 1, scope: !89, file: !1, line: 17, type: !56)
!91 = !DILocation(line: 17, column: 39, scope: !89)
!92 = !DILocalVariable(name: "b", arg: 2, scope: !89, file: !1, line: 17, type: !58)
!93 = !DILocation(line: 17, column: 62, scope: !89)
!94 = !DILocalVariable(name: "n", arg: 3, scope: !89, file: !1, line: 17, type: !21)
!95 = !DILocation(line: 17, column: 69, scope: !89)
!96 = !DILocalVariable(name: "i", scope: !97, file: !1, line: 19, type: !21)
!97 = distinct !DILexicalBlock(scope: !89, file: !1, line: 19, column: 3)
!98 = !DILocation(line: 19, column: 12, scope: !97)
!99 = !DILocation(line: 19, column: 8, scope: !97)
!100 = !DILocation(line: 19, column: 19, scope: !101)
!101 = distinct !DILexicalBlock(scope: !97, file: !1, line: 19, column: 3)
!102 = !DILocation(line: 19, column: 23, scope: !101)
!103 = !DILocation(line: 19, column: 21, scope: !101)
!104 = !DILocation(line: 19, column: 3, scope: !97)
!105 = !DILocation(line: 20, column: 12, scope: !101)
!106 = !DILocation(line: 20, column: 14, scope: !101)
!107 = !DILocation(line: 20, column: 17, scope: !101)
!108 = !DILocation(line: 20, column: 5, scope: !101)
!109 = !DILocation(line: 20, column: 7, scope: !101)
!110 = !DILocation(line: 20, column: 10, scope: !101)
!111 = !DILocation(line: 19, column: 26, scope: !101)
!112 = !DILocation(line: 19, column: 3, scope: !101)
!113 = distinct !{!113, !104, !114, !50, !115, !116, !51}
!114 = !DILocation(line: 20, column: 19, scope: !97)
!115 = !{!"llvm.loop.vectorize.width", i32 4}
!116 = !{!"llvm.loop.vectorize.scalable.enable", i1 true}
!117 = !DILocation(line: 21, column: 1, scope: !89)
!118 = distinct !DISubprogram(name: "vec_interleave", scope: !1, file: !1, line: 23, type: !119, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!119 = !DISubroutineType(types: !120)
!120 = !{null, !121, !124, !21}
!121 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !122)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!123 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!124 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !125)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !123)
!127 = !DILocalVariable(name: "a", arg: 1, scope: !118, file: !1, line: 23, type: !121)
!128 = !DILocation(line: 23, column: 38, scope: !118)
!129 = !DILocalVariable(name: "b", arg: 2, scope: !118, file: !1, line: 23, type: !124)
!130 = !DILocation(line: 23, column: 64, scope: !118)
!131 = !DILocalVariable(name: "n", arg: 3, scope: !118, file: !1, line: 23, type: !21)
!132 = !DILocation(line: 23, column: 71, scope: !118)
!133 = !DILocalVariable(name: "i", scope: !134, file: !1, line: 25, type: !21)
!134 = distinct !DILexicalBlock(scope: !118, file: !1, line: 25, column: 3)
!135 = !DILocation(line: 25, column: 12, scope: !134)
!136 = !DILocation(line: 25, column: 8, scope: !134)
!137 = !DILocation(line: 25, column: 19, scope: !138)
!138 = distinct !DILexicalBlock(scope: !134, file: !1, line: 25, column: 3)
!139 = !DILocation(line: 25, column: 23, scope: !138)
!140 = !DILocation(line: 25, column: 21, scope: !138)
!141 = !DILocation(line: 25, column: 3, scope: !134)
!142 = !DILocation(line: 26, column: 13, scope: !138)
!143 = !DILocation(line: 26, column: 15, scope: !138)
!144 = !DILocation(line: 26, column: 5, scope: !138)
!145 = !DILocation(line: 26, column: 7, scope: !138)
!146 = !DILocation(line: 26, column: 10, scope: !138)
!147 = !DILocation(line: 25, column: 26, scope: !138)
!148 = !DILocation(line: 25, column: 3, scope: !138)
!149 = distinct !{!149, !141, !150, !50, !151, !87, !152, !51}
!150 = !DILocation(line: 26, column: 16, scope: !134)
!151 = !{!"llvm.loop.vectorize.width", i32 2}
!152 = !{!"llvm.loop.interleave.count", i32 4}
!153 = !DILocation(line: 27, column: 1, scope: !118)
!154 = distinct !DISubprogram(name: "interleave_only", scope: !1, file: !1, line: 29, type: !155, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!155 = !DISubroutineType(types: !156)
!156 = !{null, !157, !21}
!157 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !158)
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!159 = !DILocalVariable(name: "a", arg: 1, scope: !154, file: !1, line: 29, type: !157)
!160 = !DILocation(line: 29, column: 38, scope: !154)
!161 = !DILocalVariable(name: "n", arg: 2, scope: !154, file: !1, line: 29, type: !21)
!162 = !DILocation(line: 29, column: 45, scope: !154)
!163 = !DILocalVariable(name: "i", scope: !164, file: !1, line: 31, type: !21)
!164 = distinct !DILexicalBlock(scope: !154, file: !1, line: 31, column: 3)
!165 = !DILocation(line: 31, column: 12, scope: !164)
!166 = !DILocation(line: 31, column: 8, scope: !164)
!167 = !DILocation(line: 31, column: 19, scope: !168)
!168 = distinct !DILexicalBlock(scope: !164, file: !1, line: 31, column: 3)
!169 = !DILocation(line: 31, column: 23, scope: !168)
!170 = !DILocation(line: 31, column: 21, scope: !168)
!171 = !DILocation(line: 31, column: 3, scope: !164)
!172 = !DILocation(line: 32, column: 20, scope: !168)
!173 = !DILocation(line: 32, column: 22, scope: !168)
!174 = !DILocation(line: 32, column: 25, scope: !168)
!175 = !DILocation(line: 32, column: 12, scope: !168)
!176 = !DILocation(line: 32, column: 5, scope: !168)
!177 = !DILocation(line: 32, column: 7, scope: !168)
!178 = !DILocation(line: 32, column: 10, scope: !168)
!179 = !DILocation(line: 31, column: 26, scope: !168)
!180 = !DILocation(line: 31, column: 3, scope: !168)
!181 = distinct !{!181, !171, !182, !50, !183, !51}
!182 = !DILocation(line: 32, column: 28, scope: !164)
!183 = !{!"llvm.loop.interleave.count", i32 2}
!184 = !DILocation(line: 33, column: 1, scope: !154)
!185 = distinct !DISubprogram(name: "vec_disable", scope: !1, file: !1, line: 35, type: !186, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!186 = !DISubroutineType(types: !187)
!187 = !{null, !57, !21}
!188 = !DILocalVariable(name: "a", arg: 1, scope: !185, file: !1, line: 35, type: !57)
!189 = !DILocation(line: 35, column: 23, scope: !185)
!190 = !DILocalVariable(name: "n", arg: 2, scope: !185, file: !1, line: 35, type: !21)
!191 = !DILocation(line: 35, column: 30, scope: !185)
!192 = !DILocalVariable(name: "i", scope: !193, file: !1, line: 37, type: !21)
!193 = distinct !DILexicalBlock(scope: !185, file: !1, line: 37, column: 3)
!194 = !DILocation(line: 37, column: 12, scope: !193)
!195 = !DILocation(line: 37, column: 8, scope: !193)
!196 = !DILocation(line: 37, column: 19, scope: !197)
!197 = distinct !DILexicalBlock(scope: !193, file: !1, line: 37, column: 3)
!198 = !DILocation(line: 37, column: 23, scope: !197)
!199 = !DILocation(line: 37, column: 21, scope: !197)
!200 = !DILocation(line: 37, column: 3, scope: !193)
!201 = !DILocation(line: 38, column: 12, scope: !197)
!202 = !DILocation(line: 38, column: 14, scope: !197)
!203 = !DILocation(line: 38, column: 17, scope: !197)
!204 = !DILocation(line: 38, column: 5, scope: !197)
!205 = !DILocation(line: 38, column: 7, scope: !197)
!206 = !DILocation(line: 38, column: 10, scope: !197)
!207 = !DILocation(line: 37, column: 26, scope: !197)
!208 = !DILocation(line: 37, column: 3, scope: !197)
!209 = distinct !{!209, !200, !210, !50, !211, !212}
!210 = !DILocation(line: 38, column: 19, scope: !193)
!211 = !{!"llvm.loop.vectorize.width", i32 1}
!212 = !{!"llvm.loop.interleave.count", i32 1}
!213 = !DILocation(line: 39, column: 1, scope: !185)
!214 = distinct !DISubprogram(name: "vec_predicate", scope: !1, file: !1, line: 41, type: !13, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!215 = !DILocalVariable(name: "a", arg: 1, scope: !214, file: !1, line: 41, type: !15)
!216 = !DILocation(line: 41, column: 36, scope: !214)
!217 = !DILocalVariable(name: "b", arg: 2, scope: !214, file: !1, line: 41, type: !18)
!218 = !DILocation(line: 41, column: 61, scope: !214)
!219 = !DILocalVariable(name: "n", arg: 3, scope: !214, file: !1, line: 41, type: !21)
!220 = !DILocation(line: 41, column: 68, scope: !214)
!221 = !DILocalVariable(name: "i", scope: !222, file: !1, line: 43, type: !21)
!222 = distinct !DILexicalBlock(scope: !214, file: !1, line: 43, column: 3)
!223 = !DILocation(line: 43, column: 12, scope: !222)
!224 = !DILocation(line: 43, column: 8, scope: !222)
!225 = !DILocation(line: 43, column: 19, scope: !226)
!226 = distinct !DILexicalBlock(scope: !222, file: !1, line: 43, column: 3)
!227 = !DILocation(line: 43, column: 23, scope: !226)
!228 = !DILocation(line: 43, column: 21, scope: !226)
!229 = !DILocation(line: 43, column: 3, scope: !222)
!230 = !DILocation(line: 44, column: 12, scope: !226)
!231 = !DILocation(line: 44, column: 14, scope: !226)
!232 = !DILocation(line: 44, column: 17, scope: !226)
!233 = !DILocation(line: 44, column: 26, scope: !226)
!234 = !DILocation(line: 44, column: 28, scope: !226)
!235 = !DILocation(line: 44, column: 34, scope: !226)
!236 = !DILocation(line: 44, column: 36, scope: !226)
!237 = !DILocation(line: 44, column: 33, scope: !226)
!238 = !DILocation(line: 44, column: 5, scope: !226)
!239 = !DILocation(line: 44, column: 7, scope: !226)
!240 = !DILocation(line: 44, column: 10, scope: !226)
!241 = !DILocation(line: 43, column: 26, scope: !226)
!242 = !DILocation(line: 43, column: 3, scope: !226)
!243 = distinct !{!243, !229, !244, !50, !245, !51}
!244 = !DILocation(line: 44, column: 37, scope: !222)
!245 = !{!"llvm.loop.vectorize.predicate.enable", i1 true}
!246 = !DILocation(line: 45, column: 1, scope: !214)
!247 = distinct !DISubprogram(name: "vec_then_unroll", scope: !1, file: !1, line: 49, type: !54, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!248 = !DILocalVariable(name: "a", arg: 1, scope: !247, file: !1, line: 49, type: !56)
!249 = !DILocation(line: 49, column: 36, scope: !247)
!250 = !DILocalVariable(name: "b", arg: 2, scope: !247, file: !1, line: 49, type: !58)
!251 = !DILocation(line: 49, column: 59, scope: !247)
!252 = !DILocalVariable(name: "n", arg: 3, scope: !247, file: !1, line: 49, type: !21)
!253 = !DILocation(line: 49, column: 66, scope: !247)
!254 = !DILocalVariable(name: "i", scope: !255, file: !1, line: 51, type: !21)
!255 = distinct !DILexicalBlock(scope: !247, file: !1, line: 51, column: 3)
!256 = !DILocation(line: 51, column: 12, scope: !255)
!257 = !DILocation(line: 51, column: 8, scope: !255)
!258 = !DILocation(line: 51, column: 19, scope: !259)
!259 = distinct !DILexicalBlock(scope: !255, file: !1, line: 51, column: 3)
!260 = !DILocation(line: 51, column: 23, scope: !259)
!261 = !DILocation(line: 51, column: 21, scope: !259)
!262 = !DILocation(line: 51, column: 3, scope: !255)
!263 = !DILocation(line: 52, column: 12, scope: !259)
!264 = !DILocation(line: 52, column: 14, scope: !259)
!265 = !DILocation(line: 52, column: 17, scope: !259)
!266 = !DILocation(line: 52, column: 5, scope: !259)
!267 = !DILocation(line: 52, column: 7, scope: !259)
!268 = !DILocation(line: 52, column: 10, scope: !259)
!269 = !DILocation(line: 51, column: 26, scope: !259)
!270 = !DILocation(line: 51, column: 3, scope: !259)
!271 = distinct !{!271, !262, !272, !50, !115, !87, !51, !273}
!272 = !DILocation(line: 52, column: 19, scope: !255)
!273 = !{!"llvm.loop.vectorize.followup_all", !262, !272, !50, !274, !275}
!274 = !{!"llvm.loop.isvectorized"}
!275 = !{!"llvm.loop.unroll.count", i32 2}
!276 = !DILocation(line: 53, column: 1, scope: !247)
!277 = distinct !DISubprogram(name: "vec_impossible", scope: !1, file: !1, line: 57, type: !186, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!278 = !DILocalVariable(name: "a", arg: 1, scope: !277, file: !1, line: 57, type: !57)
!279 = !DILocation(line: 57, column: 26, scope: !277)
!280 = !DILocalVariable(name: "n", arg: 2, scope: !277, file: !1, line: 57, type: !21)
!281 = !DILocation(line: 57, column: 33, scope: !277)
!282 = !DILocalVariable(name: "i", scope: !283, file: !1, line: 59, type: !21)
!283 = distinct !DILexicalBlock(scope: !277, file: !1, line: 59, column: 3)
!284 = !DILocation(line: 59, column: 12, scope: !283)
!285 = !DILocation(line: 59, column: 8, scope: !283)
!286 = !DILocation(line: 59, column: 19, scope: !287)
!287 = distinct !DILexicalBlock(scope: !283, file: !1, line: 59, column: 3)
!288 = !DILocation(line: 59, column: 23, scope: !287)
!289 = !DILocation(line: 59, column: 21, scope: !287)
!290 = !DILocation(line: 59, column: 3, scope: !283)
!291 = !DILocation(line: 60, column: 19, scope: !287)
!292 = !DILocation(line: 60, column: 21, scope: !287)
!293 = !DILocation(line: 60, column: 23, scope: !287)
!294 = !DILocation(line: 60, column: 12, scope: !287)
!295 = !DILocation(line: 60, column: 5, scope: !287)
!296 = !DILocation(line: 60, column: 7, scope: !287)
!297 = !DILocation(line: 60, column: 10, scope: !287)
!298 = !DILocation(line: 59, column: 26, scope: !287)
!299 = !DILocation(line: 59, column: 3, scope: !287)
!300 = distinct !{!300, !290, !301, !50, !86, !87, !51}
!301 = !DILocation(line: 60, column: 27, scope: !283)
!302 = !DILocation(line: 61, column: 1, scope: !277)
!303 = distinct !DISubprogram(name: "vec_fp_reduction", scope: !1, file: !1, line: 64, type: !304, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!304 = !DISubroutineType(types: !305)
!305 = !{!17, !19, !21}
!306 = !DILocalVariable(name: "a", arg: 1, scope: !303, file: !1, line: 64, type: !19)
!307 = !DILocation(line: 64, column: 37, scope: !303)
!308 = !DILocalVariable(name: "n", arg: 2, scope: !303, file: !1, line: 64, type: !21)
!309 = !DILocation(line: 64, column: 44, scope: !303)
!310 = !DILocalVariable(name: "s", scope: !303, file: !1, line: 65, type: !17)
!311 = !DILocation(line: 65, column: 9, scope: !303)
!312 = !DILocalVariable(name: "i", scope: !313, file: !1, line: 67, type: !21)
!313 = distinct !DILexicalBlock(scope: !303, file: !1, line: 67, column: 3)
!314 = !DILocation(line: 67, column: 12, scope: !313)
!315 = !DILocation(line: 67, column: 8, scope: !313)
!316 = !DILocation(line: 67, column: 19, scope: !317)
!317 = distinct !DILexicalBlock(scope: !313, file: !1, line: 67, column: 3)
!318 = !DILocation(line: 67, column: 23, scope: !317)
!319 = !DILocation(line: 67, column: 21, scope: !317)
!320 = !DILocation(line: 67, column: 3, scope: !313)
!321 = !DILocation(line: 68, column: 10, scope: !317)
!322 = !DILocation(line: 68, column: 12, scope: !317)
!323 = !DILocation(line: 68, column: 7, scope: !317)
!324 = !DILocation(line: 68, column: 5, scope: !317)
!325 = !DILocation(line: 67, column: 26, scope: !317)
!326 = !DILocation(line: 67, column: 3, scope: !317)
!327 = distinct !{!327, !320, !328, !50, !183, !51}
!328 = !DILocation(line: 68, column: 13, scope: !313)
!329 = !DILocation(line: 69, column: 10, scope: !303)
!330 = !DILocation(line: 69, column: 3, scope: !303)
