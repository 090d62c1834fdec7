; ModuleID = 'loops/src/unroll_and_jam.c'
source_filename = "loops/src/unroll_and_jam.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local void @uaj_count(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !10 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !20, !DIExpression(), !21)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !22, !DIExpression(), !23)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !24, !DIExpression(), !25)
    #dbg_declare(ptr %7, !26, !DIExpression(), !28)
  store i32 0, ptr %7, align 4, !dbg !28
  br label %9, !dbg !29

9:                                                ; preds = %36, %3
  %10 = load i32, ptr %7, align 4, !dbg !30
  %11 = load i32, ptr %6, align 4, !dbg !32
  %12 = icmp slt i32 %10, %11, !dbg !33
  br i1 %12, label %13, label %39, !dbg !34

13:                                               ; preds = %9
    #dbg_declare(ptr %8, !35, !DIExpression(), !37)
  store i32 0, ptr %8, align 4, !dbg !37
  br label %14, !dbg !38

14:                                               ; preds = %32, %13
  %15 = load i32, ptr %8, align 4, !dbg !39
  %16 = icmp slt i32 %15, 128, !dbg !41
  br i1 %16, label %17, label %35, !dbg !42

17:                                               ; preds = %14
  %18 = load ptr, ptr %5, align 8, !dbg !43
  %19 = load i32, ptr %7, align 4, !dbg !44
  %20 = mul nsw i32 %19, 128, !dbg !45
  %21 = load i32, ptr %8, align 4, !dbg !46
  %22 = add nsw i32 %20, %21, !dbg !47
  %23 = sext i32 %22 to i64, !dbg !43
  %24 = getelementptr inbounds i32, ptr %18, i64 %23, !dbg !43
  %25 = load i32, ptr %24, align 4, !dbg !43
  %26 = load ptr, ptr %4, align 8, !dbg !48
  %27 = load i32, ptr %7, align 4, !dbg !49
  %28 = sext i32 %27 to i64, !dbg !48
  %29 = getelementptr inbounds i32, ptr %26, i64 %28, !dbg !48
  %30 = load i32, ptr %29, align 4, !dbg !50
  %31 = add nsw i32 %30, %25, !dbg !50
  store i32 %31, ptr %29, align 4, !dbg !50
  br label %32, !dbg !48

32:                                               ; preds = %17
  %33 = load i32, ptr %8, align 4, !dbg !51
  %34 = add nsw i32 %33, 1, !dbg !51
  store i32 %34, ptr %8, align 4, !dbg !51
  br label %14, !dbg !52, !llvm.loop !53

35:                                               ; preds = %14
  br label %36, !dbg !54

36:                                               ; preds = %35
  %37 = load i32, ptr %7, align 4, !dbg !55
  %38 = add nsw i32 %37, 1, !dbg !55
  store i32 %38, ptr %7, align 4, !dbg !55
  br label %9, !dbg !56, !llvm.loop !57

39:                                               ; preds = %9
  ret void, !dbg !61
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @uaj_default(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3) #0 !dbg !62 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !71, !DIExpression(), !72)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !73, !DIExpression(), !74)
  store ptr %2, ptr %7, align 8
    #dbg_declare(ptr %7, !75, !DIExpression(), !76)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !77, !DIExpression(), !78)
    #dbg_declare(ptr %9, !79, !DIExpression(), !81)
  store i32 0, ptr %9, align 4, !dbg !81
  br label %11, !dbg !82

11:                                               ; preds = %45, %4
  %12 = load i32, ptr %9, align 4, !dbg !83
  %13 = load i32, ptr %8, align 4, !dbg !85
  %14 = icmp slt i32 %12, %13, !dbg !86
  br i1 %14, label %15, label %48, !dbg !87

15:                                               ; preds = %11
    #dbg_declare(ptr %10, !88, !DIExpression(), !90)
  store i32 0, ptr %10, align 4, !dbg !90
  br label %16, !dbg !91

16:                                               ; preds = %41, %15
  %17 = load i32, ptr %10, align 4, !dbg !92
  %18 = load i32, ptr %8, align 4, !dbg !94
  %19 = icmp slt i32 %17, %18, !dbg !95
  br i1 %19, label %20, label %44, !dbg !96

20:                                               ; preds = %16
  %21 = load ptr, ptr %6, align 8, !dbg !97
  %22 = load i32, ptr %9, align 4, !dbg !98
  %23 = load i32, ptr %8, align 4, !dbg !99
  %24 = mul nsw i32 %22, %23, !dbg !100
  %25 = load i32, ptr %10, align 4, !dbg !101
  %26 = add nsw i32 %24, %25, !dbg !102
  %27 = sext i32 %26 to i64, !dbg !97
  %28 = getelementptr inbounds float, ptr %21, i64 %27, !dbg !97
  %29 = load float, ptr %28, align 4, !dbg !97
  %30 = load ptr, ptr %7, align 8, !dbg !103
  %31 = load i32, ptr %10, align 4, !dbg !104
  %32 = sext i32 %31 to i64, !dbg !103
  %33 = getelementptr inbounds float, ptr %30, i64 %32, !dbg !103
  %34 = load float, ptr %33, align 4, !dbg !103
  %35 = load ptr, ptr %5, align 8, !dbg !105
  %36 = load i32, ptr %9, align 4, !dbg !106
  %37 = sext i32 %36 to i64, !dbg !105
  %38 = getelementptr inbounds float, ptr %35, i64 %37, !dbg !105
  %39 = load float, ptr %38, align 4, !dbg !107
  %40 = call float @llvm.fmuladd.f32(float %29, float %34, float %39), !dbg !107
  store float %40, ptr %38, align 4, !dbg !107
  br label %41, !dbg !105

41:                                               ; preds = %20
  %42 = load i32, ptr %10, align 4, !dbg !108
  %43 = add nsw i32 %42, 1, !dbg !108
  store i32 %43, ptr %10, align 4, !dbg !108
  br label %16, !dbg !109, !llvm.loop !110

44:                                               ; preds = %16
  br label %45, !dbg !111

45:                                               ; preds = %44
  %46 = load i32, ptr %9, align 4, !dbg !112
  %47 = add nsw i32 %46, 1, !dbg !112
  store i32 %47, ptr %9, align 4, !dbg !112
  br label %11, !dbg !113, !llvm.loop !114

48:                                               ; preds = %11
  ret void, !dbg !117
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: noinline nounwind uwtable
define dso_local void @nouaj(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !118 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !119, !DIExpression(), !120)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !121, !DIExpression(), !122)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !123, !DIExpression(), !124)
    #dbg_declare(ptr %7, !125, !DIExpression(), !127)
  store i32 0, ptr %7, align 4, !dbg !127
  br label %9, !dbg !128

9:                                                ; preds = %36, %3
  %10 = load i32, ptr %7, align 4, !dbg !129
  %11 = load i32, ptr %6, align 4, !dbg !131
  %12 = icmp slt i32 %10, %11, !dbg !132
  br i1 %12, label %13, label %39, !dbg !133

13:                                               ; preds = %9
    #dbg_declare(ptr %8, !134, !DIExpression(), !136)
  store i32 0, ptr %8, align 4, !dbg !136
  br label %14, !dbg !137

14:                                               ; preds = %32, %13
  %15 = load i32, ptr %8, align 4, !dbg !138
  %16 = icmp slt i32 %15, 128, !dbg !140
  br i1 %16, label %17, label %35, !dbg !141

17:                                               ; preds = %14
  %18 = load ptr, ptr %5, align 8, !dbg !142
  %19 = load i32, ptr %7, align 4, !dbg !143
  %20 = mul nsw i32 %19, 128, !dbg !144
  %21 = load i32, ptr %8, align 4, !dbg !145
  %22 = add nsw i32 %20, %21, !dbg !146
  %23 = sext i32 %22 to i64, !dbg !142
  %24 = getelementptr inbounds i32, ptr %18, i64 %23, !dbg !142
  %25 = load i32, ptr %24, align 4, !dbg !142
  %26 = load ptr, ptr %4, align 8, !dbg !147
  %27 = load i32, ptr %7, align 4, !dbg !148
  %28 = sext i32 %27 to i64, !dbg !147
  %29 = getelementptr inbounds i32, ptr %26, i64 %28, !dbg !147
  %30 = load i32, ptr %29, align 4, !dbg !149
  %31 = xor i32 %30, %25, !dbg !149
  store i32 %31, ptr %29, align 4, !dbg !149
  br label %32, !dbg !147

32:                                               ; preds = %17
  %33 = load i32, ptr %8, align 4, !dbg !150
  %34 = add nsw i32 %33, 1, !dbg !150
  store i32 %34, ptr %8, align 4, !dbg !150
  br label %14, !dbg !151, !llvm.loop !152

35:                                               ; preds = %14
  br label %36, !dbg !153

36:                                               ; preds = %35
  %37 = load i32, ptr %7, align 4, !dbg !154
  %38 = add nsw i32 %37, 1, !dbg !154
  store i32 %38, ptr %7, align 4, !dbg !154
  br label %9, !dbg !155, !llvm.loop !156

39:                                               ; preds = %9
  ret void, !dbg !159
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @uaj_with_inner_pragmas(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !160 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !161, !DIExpression(), !162)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !163, !DIExpression(), !164)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !165, !DIExpression(), !166)
    #dbg_declare(ptr %7, !167, !DIExpression(), !169)
  store i32 0, ptr %7, align 4, !dbg !169
  br label %9, !dbg !170

9:                                                ; preds = %37, %3
  %10 = load i32, ptr %7, align 4, !dbg !171
  %11 = load i32, ptr %6, align 4, !dbg !173
  %12 = icmp slt i32 %10, %11, !dbg !174
  br i1 %12, label %13, label %40, !dbg !175

13:                                               ; preds = %9
    #dbg_declare(ptr %8, !176, !DIExpression(), !179)
  store i32 0, ptr %8, align 4, !dbg !179
  br label %14, !dbg !180

14:                                               ; preds = %33, %13
  %15 = load i32, ptr %8, align 4, !dbg !181
  %16 = icmp slt i32 %15, 128, !dbg !183
  br i1 %16, label %17, label %36, !dbg !184

17:                                               ; preds = %14
  %18 = load ptr, ptr %5, align 8, !dbg !185
  %19 = load i32, ptr %7, align 4, !dbg !186
  %20 = mul nsw i32 %19, 128, !dbg !187
  %21 = load i32, ptr %8, align 4, !dbg !188
  %22 = add nsw i32 %20, %21, !dbg !189
  %23 = sext i32 %22 to i64, !dbg !185
  %24 = getelementptr inbounds i32, ptr %18, i64 %23, !dbg !185
  %25 = load i32, ptr %24, align 4, !dbg !185
  %26 = mul nsw i32 %25, 3, !dbg !190
  %27 = load ptr, ptr %4, align 8, !dbg !191
  %28 = load i32, ptr %7, align 4, !dbg !192
  %29 = sext i32 %28 to i64, !dbg !191
  %30 = getelementptr inbounds i32, ptr %27, i64 %29, !dbg !191
  %31 = load i32, ptr %30, align 4, !dbg !193
  %32 = add nsw i32 %31, %26, !dbg !193
  store i32 %32, ptr %30, align 4, !dbg !193
  br label %33, !dbg !191

33:                                               ; preds = %17
  %34 = load i32, ptr %8, align 4, !dbg !194
  %35 = add nsw i32 %34, 1, !dbg !194
  store i32 %35, ptr %8, align 4, !dbg !194
  br label %14, !dbg !195, !llvm.loop !196

36:                                               ; preds = %14
  br label %37, !dbg !202

37:                                               ; preds = %36
  %38 = load i32, ptr %7, align 4, !dbg !203
  %39 = add nsw i32 %38, 1, !dbg !203
  store i32 %39, ptr %7, align 4, !dbg !203
  br label %9, !dbg !204, !llvm.loop !205

40:                                               ; preds = %9
  ret void, !dbg !208
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @matmul_tiled(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3) #0 !dbg !209 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !218, !DIExpression(), !219)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !220, !DIExpression(), !221)
  store ptr %2, ptr %7, align 8
    #dbg_declare(ptr %7, !222, !DIExpression(), !223)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !224, !DIExpression(), !225)
    #dbg_declare(ptr %9, !226, !DIExpression(), !228)
  store i32 0, ptr %9, align 4, !dbg !228
  br label %12, !dbg !229

12:                                               ; preds = %63, %4
  %13 = load i32, ptr %9, align 4, !dbg !230
  %14 = load i32, ptr %8, align 4, !dbg !232
  %15 = icmp slt i32 %13, %14, !dbg !233
  br i1 %15, label %16, label %66, !dbg !234

16:                                               ; preds = %12
    #dbg_declare(ptr %10, !235, !DIExpression(), !237)
  store i32 0, ptr %10, align 4, !dbg !237
  br label %17, !dbg !238

17:                                               ; preds = %59, %16
  %18 = load i32, ptr %10, align 4, !dbg !239
  %19 = load i32, ptr %8, align 4, !dbg !241
  %20 = icmp slt i32 %18, %19, !dbg !242
  br i1 %20, label %21, label %62, !dbg !243

21:                                               ; preds = %17
    #dbg_declare(ptr %11, !244, !DIExpression(), !246)
  store i32 0, ptr %11, align 4, !dbg !246
  br label %22, !dbg !247

22:                                               ; preds = %55, %21
  %23 = load i32, ptr %11, align 4, !dbg !248
  %24 = load i32, ptr %8, align 4, !dbg !250
  %25 = icmp slt i32 %23, %24, !dbg !251
  br i1 %25, label %26, label %58, !dbg !252

26:                                               ; preds = %22
  %27 = load ptr, ptr %6, align 8, !dbg !253
  %28 = load i32, ptr %9, align 4, !dbg !254
  %29 = load i32, ptr %8, align 4, !dbg !255
  %30 = mul nsw i32 %28, %29, !dbg !256
  %31 = load i32, ptr %10, align 4, !dbg !257
  %32 = add nsw i32 %30, %31, !dbg !258
  %33 = sext i32 %32 to i64, !dbg !253
  %34 = getelementptr inbounds double, ptr %27, i64 %33, !dbg !253
  %35 = load double, ptr %34, align 8, !dbg !253
  %36 = load ptr, ptr %7, align 8, !dbg !259
  %37 = load i32, ptr %10, align 4, !dbg !260
  %38 = load i32, ptr %8, align 4, !dbg !261
  %39 = mul nsw i32 %37, %38, !dbg !262
  %40 = load i32, ptr %11, align 4, !dbg !263
  %41 = add nsw i32 %39, %40, !dbg !264
  %42 = sext i32 %41 to i64, !dbg !259
  %43 = getelementptr inbounds double, ptr %36, i64 %42, !dbg !259
  %44 = load double, ptr %43, align 8, !dbg !259
  %45 = load ptr, ptr %5, align 8, !dbg !265
  %46 = load i32, ptr %9, align 4, !dbg !266
  %47 = load i32, ptr %8, align 4, !dbg !267
  %48 = mul nsw i32 %46, %47, !dbg !268
  %49 = load i32, ptr %11, align 4, !dbg !269
  %50 = add nsw i32 %48, %49, !dbg !270
  %51 = sext i32 %50 to i64, !dbg !265
  %52 = getelementptr inbounds double, ptr %45, i64 %51, !dbg !265
  %53 = load double, ptr %52, align 8, !dbg !271
  %54 = call double @llvm.fmuladd.f64(double %35, double %44, double %53), !dbg !271
  store double %54, ptr %52, align 8, !dbg !271
  br label %55, !dbg !265

55:                                               ; preds = %26
  %56 = load i32, ptr %11, align 4, !dbg !272
  %57 = add nsw i32 %56, 1, !dbg !272
  store i32 %57, ptr %11, align 4, !dbg !272
  br label %22, !dbg !273, !llvm.loop !274

58:                                               ; preds = %22
  br label %59, !dbg !275

59:                                               ; preds = %58
  %60 = load i32, ptr %10, align 4, !dbg !277
  %61 = add nsw i32 %60, 1, !dbg !277
  store i32 %61, ptr %10, align 4, !dbg !277
  br label %17, !dbg !278, !llvm.loop !279

62:                                               ; preds = %17
  br label %63, !dbg !280

63:                                               ; preds = %62
  %64 = load i32, ptr %9, align 4, !dbg !281
  %65 = add nsw i32 %64, 1, !dbg !281
  store i32 %65, ptr %9, align 4, !dbg !281
  br label %12, !dbg !282, !llvm.loop !283

66:                                               ; preds = %12
  ret void, !dbg !287
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind uwtable
define dso_local void @uaj_then_unroll(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !288 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !289, !DIExpression(), !290)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !291, !DIExpression(), !292)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !293, !DIExpression(), !294)
    #dbg_declare(ptr %7, !295, !DIExpression(), !297)
  store i32 0, ptr %7, align 4, !dbg !297
  br label %9, !dbg !298

9:                                                ; preds = %36, %3
  %10 = load i32, ptr %7, align 4, !dbg !299
  %11 = load i32, ptr %6, align 4, !dbg !301
  %12 = icmp slt i32 %10, %11, !dbg !302
  br i1 %12, label %13, label %39, !dbg !303

13:                                               ; preds = %9
    #dbg_declare(ptr %8, !304, !DIExpression(), !306)
  store i32 0, ptr %8, align 4, !dbg !306
  br label %14, !dbg !307

14:                                               ; preds = %32, %13
  %15 = load i32, ptr %8, align 4, !dbg !308
  %16 = icmp slt i32 %15, 128, !dbg !310
  br i1 %16, label %17, label %35, !dbg !311

17:                                               ; preds = %14
  %18 = load ptr, ptr %5, align 8, !dbg !312
  %19 = load i32, ptr %7, align 4, !dbg !313
  %20 = mul nsw i32 %19, 128, !dbg !314
  %21 = load i32, ptr %8, align 4, !dbg !315
  %22 = add nsw i32 %20, %21, !dbg !316
  %23 = sext i32 %22 to i64, !dbg !312
  %24 = getelementptr inbounds i32, ptr %18, i64 %23, !dbg !312
  %25 = load i32, ptr %24, align 4, !dbg !312
  %26 = load ptr, ptr %4, align 8, !dbg !317
  %27 = load i32, ptr %7, align 4, !dbg !318
  %28 = sext i32 %27 to i64, !dbg !317
  %29 = getelementptr inbounds i32, ptr %26, i64 %28, !dbg !317
  %30 = load i32, ptr %29, align 4, !dbg !319
  %31 = add nsw i32 %30, %25, !dbg !319
  store i32 %31, ptr %29, align 4, !dbg !319
  br label %32, !dbg !317

32:                                               ; preds = %17
  %33 = load i32, ptr %8, align 4, !dbg !320
  %34 = add nsw i32 %33, 1, !dbg !320
  store i32 %34, ptr %8, align 4, !dbg !320
  br label %14, !dbg !321, !llvm.loop !322

35:                                               ; preds = %14
  br label %36, !dbg !323

36:                                               ; preds = %35
  %37 = load i32, ptr %7, align 4, !dbg !324
  %38 = add nsw i32 %37, 1, !dbg !324
  store i32 %38, ptr %7, align 4, !dbg !324
  br label %9, !dbg !325, !llvm.loop !326

39:                                               ; preds = %9
  ret void, !dbg !329
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!21 = !DILocation(line: 5, column: 30, scope: !10)
!22 = !DILocalVariable(name: "in", arg: 2, scope: !10, file: !1, line: 5, type: !16)
!23 = !DILocation(line: 5, column: 55, scope: !10)
!24 = !DILocalVariable(name: "n", arg: 3, scope: !10, file: !1, line: 5, type: !15)
!25 = !DILocation(line: 5, column: 63, scope: !10)
!26 = !DILocalVariable(name: "i", scope: !27, file: !1, line: 7, type: !15)
!27 = distinct !DILexicalBlock(scope: !10, file: !1, line: 7, column: 3)
!28 = !DILocation(line: 7, column: 12, scope: !27)
!29 = !DILocation(line: 7, column: 8, scope: !27)
!30 = !DILocation(line: 7, column: 19, scope: !31)
!31 = distinct !DILexicalBlock(scope: !27, file: !1, line: 7, column: 3)
!32 = !DILocation(line: 7, column: 23, scope: !31)
!33 = !DILocation(line: 7, column: 21, scope: !31)
!34 = !DILocation(line: 7, column: 3, scope: !27)
!35 = !DILocalVariable(name: "j", scope: !36, file: !1, line: 8, type: !15)
!36 = distinct !DILexicalBlock(scope: !31, file: !1, line: 8, column: 5)
!37 = !DILocation(line: 8, column: 14, scope: !36)
!38 = !DILocation(line: 8, column: 10, scope: !36)
!39 = !DILocation(line: 8, column: 21, scope: !40)
!40 = distinct !DILexicalBlock(scope: !36, file: !1, line: 8, column: 5)
!41 = !DILocation(line: 8, column: 23, scope: !40)
!42 = !DILocation(line: 8, column: 5, scope: !36)
!43 = !DILocation(line: 9, column: 17, scope: !40)
!44 = !DILocation(line: 9, column: 20, scope: !40)
!45 = !DILocation(line: 9, column: 22, scope: !40)
!46 = !DILocation(line: 9, column: 28, scope: !40)
!47 = !DILocation(line: 9, column: 26, scope: !40)
!48 = !DILocation(line: 9, column: 7, scope: !40)
!49 = !DILocation(line: 9, column: 11, scope: !40)
!50 = !DILocation(line: 9, column: 14, scope: !40)
!51 = !DILocation(line: 8, column: 28, scope: !40)
!52 = !DILocation(line: 8, column: 5, scope: !40)
!53 = distinct !{!53, !42, !54}
!54 = !DILocation(line: 9, column: 29, scope: !36)
!55 = !DILocation(line: 7, column: 26, scope: !31)
!56 = !DILocation(line: 7, column: 3, scope: !31)
!57 = distinct !{!57, !34, !58, !59, !60}
!58 = !DILocation(line: 9, column: 29, scope: !27)
!59 = !{!"llvm.loop.mustprogress"}
!60 = !{!"llvm.loop.unroll_and_jam.count", i32 4}
!61 = !DILocation(line: 10, column: 1, scope: !10)
!62 = distinct !DISubprogram(name: "uaj_default", scope: !1, file: !1, line: 12, type: !63, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!63 = !DISubroutineType(types: !64)
!64 = !{null, !65, !68, !68, !15}
!65 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !66)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!67 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!68 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !69)
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!70 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !67)
!71 = !DILocalVariable(name: "c", arg: 1, scope: !62, file: !1, line: 12, type: !65)
!72 = !DILocation(line: 12, column: 34, scope: !62)
!73 = !DILocalVariable(name: "a", arg: 2, scope: !62, file: !1, line: 12, type: !68)
!74 = !DILocation(line: 12, column: 59, scope: !62)
!75 = !DILocalVariable(name: "b", arg: 3, scope: !62, file: !1, line: 13, type: !68)
!76 = !DILocation(line: 13, column: 40, scope: !62)
!77 = !DILocalVariable(name: "n", arg: 4, scope: !62, file: !1, line: 13, type: !15)
!78 = !DILocation(line: 13, column: 47, scope: !62)
!79 = !DILocalVariable(name: "i", scope: !80, file: !1, line: 15, type: !15)
!80 = distinct !DILexicalBlock(scope: !62, file: !1, line: 15, column: 3)
!81 = !DILocation(line: 15, column: 12, scope: !80)
!82 = !DILocation(line: 15, column: 8, scope: !80)
!83 = !DILocation(line: 15, column: 19, scope: !84)
!84 = distinct !DILexicalBlock(scope: !80, file: !1, line: 15, column: 3)
!85 = !DILocation(line: 15, column: 23, scope: !84)
!86 = !DILocation(line: 15, column: 21, scope: !84)
!87 = !DILocation(line: 15, column: 3, scope: !80)
!88 = !DILocalVariable(name: "j", scope: !89, file: !1, line: 16, type: !15)
!89 = distinct !DILexicalBlock(scope: !84, file: !1, line: 16, column: 5)
!90 = !DILocation(line: 16, column: 14, scope: !89)
!91 = !DILocation(line: 16, column: 10, scope: !89)
!92 = !DILocation(line: 16, column: 21, scope: !93)
!93 = distinct !DILexicalBlock(scope: !89, file: !1, line: 16, column: 5)
!94 = !DILocation(line: 16, column: 25, scope: !93)
!95 = !DILocation(line: 16, column: 23, scope: !93)
!96 = !DILocation(line: 16, column: 5, scope: !89)
!97 = !DILocation(line: 17, column: 15, scope: !93)
!98 = !DILocation(line: 17, column: 17, scope: !93)
!99 = !DILocation(line: 17, column: 21, scope: !93)
!100 = !DILocation(line: 17, column: 19, scope: !93)
!101 = !DILocation(line: 17, column: 25, scope: !93)
!102 = !DILocation(line: 17, column: 23, scope: !93)
!103 = !DILocation(line: 17, column: 30, scope: !93)
!104 = !DILocation(line: 17, column: 32, scope: !93)
!105 = !DILocation(line: 17, column: 7, scope: !93)
!106 = !DILocation(line: 17, column: 9, scope: !93)
!107 = !DILocation(line: 17, column: 12, scope: !93)
!108 = !DILocation(line: 16, column: 28, scope: !93)
!109 = !DILocation(line: 16, column: 5, scope: !93)
!110 = distinct !{!110, !96, !111}
!111 = !DILocation(line: 17, column: 33, scope: !89)
!112 = !DILocation(line: 15, column: 26, scope: !84)
!113 = !DILocation(line: 15, column: 3, scope: !84)
!114 = distinct !{!114, !87, !115, !59, !116}
!115 = !DILocation(line: 17, column: 33, scope: !80)
!116 = !{!"llvm.loop.unroll_and_jam.enable"}
!117 = !DILocation(line: 18, column: 1, scope: !62)
!118 = distinct !DISubprogram(name: "nouaj", scope: !1, file: !1, line: 20, type: !11, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!119 = !DILocalVariable(name: "out", arg: 1, scope: !118, file: !1, line: 20, type: !13)
!120 = !DILocation(line: 20, column: 26, scope: !118)
!121 = !DILocalVariable(name: "in", arg: 2, scope: !118, file: !1, line: 20, type: !16)
!122 = !DILocation(line: 20, column: 51, scope: !118)
!123 = !DILocalVariable(name: "n", arg: 3, scope: !118, file: !1, line: 20, type: !15)
!124 = !DILocation(line: 20, column: 59, scope: !118)
!125 = !DILocalVariable(name: "i", scope: !126, file: !1, line: 22, type: !15)
!126 = distinct !DILexicalBlock(scope: !118, file: !1, line: 22, column: 3)
!127 = !DILocation(line: 22, column: 12, scope: !126)
!128 = !DILocation(line: 22, column: 8, scope: !126)
!129 = !DILocation(line: 22, column: 19, scope: !130)
!130 = distinct !DILexicalBlock(scope: !126, file: !1, line: 22, column: 3)
!131 = !DILocation(line: 22, column: 23, scope: !130)
!132 = !DILocation(line: 22, column: 21, scope: !130)
!133 = !DILocation(line: 22, column: 3, scope: !126)
!134 = !DILocalVariable(name: "j", scope: !135, file: !1, line: 23, type: !15)
!135 = distinct !DILexicalBlock(scope: !130, file: !1, line: 23, column: 5)
!136 = !DILocation(line: 23, column: 14, scope: !135)
!137 = !DILocation(line: 23, column: 10, scope: !135)
!138 = !DILocation(line: 23, column: 21, scope: !139)
!139 = distinct !DILexicalBlock(scope: !135, file: !1, line: 23, column: 5)
!140 = !DILocation(line: 23, column: 23, scope: !139)
!141 = !DILocation(line: 23, column: 5, scope: !135)
!142 = !DILocation(line: 24, column: 17, scope: !139)
!143 = !DILocation(line: 24, column: 20, scope: !139)
!144 = !DILocation(line: 24, column: 22, scope: !139)
!145 = !DILocation(line: 24, column: 28, scope: !139)
!146 = !DILocation(line: 24, column: 26, scope: !139)
!147 = !DILocation(line: 24, column: 7, scope: !139)
!148 = !DILocation(line: 24, column: 11, scope: !139)
!149 = !DILocation(line: 24, column: 14, scope: !139)
!150 = !DILocation(line: 23, column: 28, scope: !139)
!151 = !DILocation(line: 23, column: 5, scope: !139)
!152 = distinct !{!152, !141, !153}
!153 = !DILocation(line: 24, column: 29, scope: !135)
!154 = !DILocation(line: 22, column: 26, scope: !130)
!155 = !DILocation(line: 22, column: 3, scope: !130)
!156 = distinct !{!156, !133, !157, !59, !158}
!157 = !DILocation(line: 24, column: 29, scope: !126)
!158 = !{!"llvm.loop.unroll_and_jam.disable"}
!159 = !DILocation(line: 25, column: 1, scope: !118)
!160 = distinct !DISubprogram(name: "uaj_with_inner_pragmas", scope: !1, file: !1, line: 27, type: !11, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!161 = !DILocalVariable(name: "out", arg: 1, scope: !160, file: !1, line: 27, type: !13)
!162 = !DILocation(line: 27, column: 43, scope: !160)
!163 = !DILocalVariable(name: "in", arg: 2, scope: !160, file: !1, line: 27, type: !16)
!164 = !DILocation(line: 27, column: 68, scope: !160)
!165 = !DILocalVariable(name: "n", arg: 3, scope: !160, file: !1, line: 27, type: !15)
!166 = !DILocation(line: 27, column: 76, scope: !160)
!167 = !DILocalVariable(name: "i", scope: !168, file: !1, line: 29, type: !15)
!168 = distinct !DILexicalBlock(scope: !160, file: !1, line: 29, column: 3)
!169 = !DILocation(line: 29, column: 12, scope: !168)
!170 = !DILocation(line: 29, column: 8, scope: !168)
!171 = !DILocation(line: 29, column: 19, scope: !172)
!172 = distinct !DILexicalBlock(scope: !168, file: !1, line: 29, column: 3)
!173 = !DILocation(line: 29, column: 23, scope: !172)
!174 = !DILocation(line: 29, column: 21, scope: !172)
!175 = !DILocation(line: 29, column: 3, scope: !168)
!176 = !DILocalVariable(name: "j", scope: !177, file: !1, line: 31, type: !15)
!177 = distinct !DILexicalBlock(scope: !178, file: !1, line: 31, column: 5)
!178 = distinct !DILexicalBlock(scope: !172, file: !1, line: 29, column: 31)
!179 = !DILocation(line: 31, column: 14, scope: !177)
!180 = !DILocation(line: 31, column: 10, scope: !177)
!181 = !DILocation(line: 31, column: 21, scope: !182)
!182 = distinct !DILexicalBlock(scope: !177, file: !1, line: 31, column: 5)
!183 = !DILocation(line: 31, column: 23, scope: !182)
!184 = !DILocation(line: 31, column: 5, scope: !177)
!185 = !DILocation(line: 32, column: 17, scope: !182)
!186 = !DILocation(line: 32, column: 20, scope: !182)
!187 = !DILocation(line: 32, column: 22, scope: !182)
!188 = !DILocation(line: 32, column: 28, scope: !182)
!189 = !DILocation(line: 32, column: 26, scope: !182)
!190 = !DILocation(line: 32, column: 31, scope: !182)
!191 = !DILocation(line: 32, column: 7, scope: !182)
!192 = !DILocation(line: 32, column: 11, scope: !182)
!193 = !DILocation(line: 32, column: 14, scope: !182)
!194 = !DILocation(line: 31, column: 28, scope: !182)
!195 = !DILocation(line: 31, column: 5, scope: !182)
!196 = distinct !{!196, !184, !197, !198, !199, !200, !201}
!197 = !DILocation(line: 32, column: 33, scope: !177)
!198 = !{!"llvm.loop.unroll.disable"}
!199 = !{!"llvm.loop.vectorize.width", i32 4}
!200 = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
!201 = !{!"llvm.loop.vectorize.enable", i1 true}
!202 = !DILocation(line: 33, column: 3, scope: !178)
!203 = !DILocation(line: 29, column: 26, scope: !172)
!204 = !DILocation(line: 29, column: 3, scope: !172)
!205 = distinct !{!205, !175, !206, !59, !207}
!206 = !DILocation(line: 33, column: 3, scope: !168)
!207 = !{!"llvm.loop.unroll_and_jam.count", i32 2}
!208 = !DILocation(line: 34, column: 1, scope: !160)
!209 = distinct !DISubprogram(name: "matmul_tiled", scope: !1, file: !1, line: 36, type: !210, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!210 = !DISubroutineType(types: !211)
!211 = !{null, !212, !215, !215, !15}
!212 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !213)
!213 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !214, size: 64)
!214 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!215 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !216)
!216 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !217, size: 64)
!217 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !214)
!218 = !DILocalVariable(name: "C", arg: 1, scope: !209, file: !1, line: 36, type: !212)
!219 = !DILocation(line: 36, column: 36, scope: !209)
!220 = !DILocalVariable(name: "A", arg: 2, scope: !209, file: !1, line: 36, type: !215)
!221 = !DILocation(line: 36, column: 62, scope: !209)
!222 = !DILocalVariable(name: "B", arg: 3, scope: !209, file: !1, line: 37, type: !215)
!223 = !DILocation(line: 37, column: 42, scope: !209)
!224 = !DILocalVariable(name: "n", arg: 4, scope: !209, file: !1, line: 37, type: !15)
!225 = !DILocation(line: 37, column: 49, scope: !209)
!226 = !DILocalVariable(name: "i", scope: !227, file: !1, line: 39, type: !15)
!227 = distinct !DILexicalBlock(scope: !209, file: !1, line: 39, column: 3)
!228 = !DILocation(line: 39, column: 12, scope: !227)
!229 = !DILocation(line: 39, column: 8, scope: !227)
!230 = !DILocation(line: 39, column: 19, scope: !231)
!231 = distinct !DILexicalBlock(scope: !227, file: !1, line: 39, column: 3)
!232 = !DILocation(line: 39, column: 23, scope: !231)
!233 = !DILocation(line: 39, column: 21, scope: !231)
!234 = !DILocation(line: 39, column: 3, scope: !227)
!235 = !DILocalVariable(name: "k", scope: !236, file: !1, line: 41, type: !15)
!236 = distinct !DILexicalBlock(scope: !231, file: !1, line: 41, column: 5)
!237 = !DILocation(line: 41, column: 14, scope: !236)
!238 = !DILocation(line: 41, column: 10, scope: !236)
!239 = !DILocation(line: 41, column: 21, scope: !240)
!240 = distinct !DILexicalBlock(scope: !236, file: !1, line: 41, column: 5)
!241 = !DILocation(line: 41, column: 25, scope: !240)
!242 = !DILocation(line: 41, column: 23, scope: !240)
!243 = !DILocation(line: 41, column: 5, scope: !236)
!244 = !DILocalVariable(name: "j", scope: !245, file: !1, line: 43, type: !15)
!245 = distinct !DILexicalBlock(scope: !240, file: !1, line: 43, column: 7)
!246 = !DILocation(line: 43, column: 16, scope: !245)
!247 = !DILocation(line: 43, column: 12, scope: !245)
!248 = !DILocation(line: 43, column: 23, scope: !249)
!249 = distinct !DILexicalBlock(scope: !245, file: !1, line: 43, column: 7)
!250 = !DILocation(line: 43, column: 27, scope: !249)
!251 = !DILocation(line: 43, column: 25, scope: !249)
!252 = !DILocation(line: 43, column: 7, scope: !245)
!253 = !DILocation(line: 44, column: 25, scope: !249)
!254 = !DILocation(line: 44, column: 27, scope: !249)
!255 = !DILocation(line: 44, column: 31, scope: !249)
!256 = !DILocation(line: 44, column: 29, scope: !249)
!257 = !DILocation(line: 44, column: 35, scope: !249)
!258 = !DILocation(line: 44, column: 33, scope: !249)
!259 = !DILocation(line: 44, column: 40, scope: !249)
!260 = !DILocation(line: 44, column: 42, scope: !249)
!261 = !DILocation(line: 44, column: 46, scope: !249)
!262 = !DILocation(line: 44, column: 44, scope: !249)
!263 = !DILocation(line: 44, column: 50, scope: !249)
!264 = !DILocation(line: 44, column: 48, scope: !249)
!265 = !DILocation(line: 44, column: 9, scope: !249)
!266 = !DILocation(line: 44, column: 11, scope: !249)
!267 = !DILocation(line: 44, column: 15, scope: !249)
!268 = !DILocation(line: 44, column: 13, scope: !249)
!269 = !DILocation(line: 44, column: 19, scope: !249)
!270 = !DILocation(line: 44, column: 17, scope: !249)
!271 = !DILocation(line: 44, column: 22, scope: !249)
!272 = !DILocation(line: 43, column: 30, scope: !249)
!273 = !DILocation(line: 43, column: 7, scope: !249)
!274 = distinct !{!274, !252, !275, !59, !276, !201}
!275 = !DILocation(line: 44, column: 51, scope: !245)
!276 = !{!"llvm.loop.interleave.count", i32 2}
!277 = !DILocation(line: 41, column: 28, scope: !240)
!278 = !DILocation(line: 41, column: 5, scope: !240)
!279 = distinct !{!279, !243, !280}
!280 = !DILocation(line: 44, column: 51, scope: !236)
!281 = !DILocation(line: 39, column: 26, scope: !231)
!282 = !DILocation(line: 39, column: 3, scope: !231)
!283 = distinct !{!283, !234, !284, !59, !207, !285}
!284 = !DILocation(line: 44, column: 51, scope: !227)
!285 = !{!"llvm.loop.unroll_and_jam.followup_inner", !243, !280, !286}
!286 = !{!"llvm.loop.unroll.count", i32 2}
!287 = !DILocation(line: 45, column: 1, scope: !209)
!288 = distinct !DISubprogram(name: "uaj_then_unroll", scope: !1, file: !1, line: 49, type: !11, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!289 = !DILocalVariable(name: "out", arg: 1, scope: !288, file: !1, line: 49, type: !13)
!290 = !DILocation(line: 49, column: 36, scope: !288)
!291 = !DILocalVariable(name: "in", arg: 2, scope: !288, file: !1, line: 49, type: !16)
!292 = !DILocation(line: 49, column: 61, scope: !288)
!293 = !DILocalVariable(name: "n", arg: 3, scope: !288, file: !1, line: 49, type: !15)
!294 = !DILocation(line: 49, column: 69, scope: !288)
!295 = !DILocalVariable(name: "i", scope: !296, file: !1, line: 52, type: !15)
!296 = distinct !DILexicalBlock(scope: !288, file: !1, line: 52, column: 3)
!297 = !DILocation(line: 52, column: 12, scope: !296)
!298 = !DILocation(line: 52, column: 8, scope: !296)
!299 = !DILocation(line: 52, column: 19, scope: !300)
!300 = distinct !DILexicalBlock(scope: !296, file: !1, line: 52, column: 3)
!301 = !DILocation(line: 52, column: 23, scope: !300)
!302 = !DILocation(line: 52, column: 21, scope: !300)
!303 = !DILocation(line: 52, column: 3, scope: !296)
!304 = !DILocalVariable(name: "j", scope: !305, file: !1, line: 53, type: !15)
!305 = distinct !DILexicalBlock(scope: !300, file: !1, line: 53, column: 5)
!306 = !DILocation(line: 53, column: 14, scope: !305)
!307 = !DILocation(line: 53, column: 10, scope: !305)
!308 = !DILocation(line: 53, column: 21, scope: !309)
!309 = distinct !DILexicalBlock(scope: !305, file: !1, line: 53, column: 5)
!310 = !DILocation(line: 53, column: 23, scope: !309)
!311 = !DILocation(line: 53, column: 5, scope: !305)
!312 = !DILocation(line: 54, column: 17, scope: !309)
!313 = !DILocation(line: 54, column: 20, scope: !309)
!314 = !DILocation(line: 54, column: 22, scope: !309)
!315 = !DILocation(line: 54, column: 28, scope: !309)
!316 = !DILocation(line: 54, column: 26, scope: !309)
!317 = !DILocation(line: 54, column: 7, scope: !309)
!318 = !DILocation(line: 54, column: 11, scope: !309)
!319 = !DILocation(line: 54, column: 14, scope: !309)
!320 = !DILocation(line: 53, column: 28, scope: !309)
!321 = !DILocation(line: 53, column: 5, scope: !309)
!322 = distinct !{!322, !311, !323}
!323 = !DILocation(line: 54, column: 29, scope: !305)
!324 = !DILocation(line: 52, column: 26, scope: !300)
!325 = !DILocation(line: 52, column: 3, scope: !300)
!326 = distinct !{!326, !303, !327, !59, !207, !328}
!327 = !DILocation(line: 54, column: 29, scope: !296)
!328 = !{!"llvm.loop.unroll_and_jam.followup_outer", !303, !327, !59, !158, !286}
!329 = !DILocation(line: 55, column: 1, scope: !288)
