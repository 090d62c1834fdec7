; ModuleID = 't.c'
source_filename = "t.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-windows-msvc19.33.0"

@counter = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @work(ptr noundef %0, i64 noundef %1) #0 !dbg !15 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [64 x i8], align 16
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store i64 %1, ptr %3, align 8
    #dbg_declare(ptr %3, !25, !DIExpression(), !26)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !27, !DIExpression(), !26)
    #dbg_declare(ptr %5, !28, !DIExpression(), !32)
    #dbg_declare(ptr %6, !33, !DIExpression(), !34)
  store i32 0, ptr %6, align 4, !dbg !34
    #dbg_declare(ptr %7, !35, !DIExpression(), !37)
  store i64 0, ptr %7, align 8, !dbg !37
  br label %8, !dbg !37

8:                                                ; preds = %31, %2
  %9 = load i64, ptr %7, align 8, !dbg !37
  %10 = load i64, ptr %3, align 8, !dbg !37
  %11 = icmp ult i64 %9, %10, !dbg !37
  br i1 %11, label %12, label %15, !dbg !37

12:                                               ; preds = %8
  %13 = load i64, ptr %7, align 8, !dbg !37
  %14 = icmp ult i64 %13, 64, !dbg !37
  br label %15, !dbg !37

15:                                               ; preds = %12, %8
  %16 = phi i1 [ false, %8 ], [ %14, %12 ], !dbg !37
  br i1 %16, label %17, label %34, !dbg !37

17:                                               ; preds = %15
  %18 = load ptr, ptr %4, align 8, !dbg !38
  %19 = load i64, ptr %7, align 8, !dbg !38
  %20 = getelementptr inbounds nuw i8, ptr %18, i64 %19, !dbg !38
  %21 = load i8, ptr %20, align 1, !dbg !38
  %22 = load i64, ptr %7, align 8, !dbg !38
  %23 = getelementptr inbounds nuw [64 x i8], ptr %5, i64 0, i64 %22, !dbg !38
  store i8 %21, ptr %23, align 1, !dbg !38
  %24 = load i32, ptr %6, align 4, !dbg !41
  %25 = mul nsw i32 %24, 31, !dbg !41
  %26 = load i64, ptr %7, align 8, !dbg !41
  %27 = getelementptr inbounds nuw [64 x i8], ptr %5, i64 0, i64 %26, !dbg !41
  %28 = load i8, ptr %27, align 1, !dbg !41
  %29 = sext i8 %28 to i32, !dbg !41
  %30 = add nsw i32 %25, %29, !dbg !41
  store i32 %30, ptr %6, align 4, !dbg !41
  br label %31, !dbg !42

31:                                               ; preds = %17
  %32 = load i64, ptr %7, align 8, !dbg !43
  %33 = add i64 %32, 1, !dbg !43
  store i64 %33, ptr %7, align 8, !dbg !43
  br label %8, !dbg !43, !llvm.loop !44

34:                                               ; preds = %15
  %35 = load i32, ptr %6, align 4, !dbg !47
  %36 = load i32, ptr @counter, align 4, !dbg !47
  %37 = add nsw i32 %35, %36, !dbg !47
  ret i32 %37, !dbg !47
}

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 3, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "t.c", directory: "/tmp/irmeta-modflags-clang22", checksumkind: CSK_MD5, checksum: "d9d5d0bc015c0c8d84d0002a1e91f922")
!4 = !{!0}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{i32 2, !"CodeView", i32 1}
!7 = !{i32 2, !"cfguard", i32 2}
!8 = !{i32 2, !"ehcontguard", i32 1}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 2}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 2}
!13 = !{i32 1, !"MaxTLSAlign", i32 65536}
!14 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!15 = distinct !DISubprogram(name: "work", scope: !3, file: !3, line: 4, type: !16, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!16 = !DISubroutineType(types: !17)
!17 = !{!5, !18, !21}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!20 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !22, line: 18, baseType: !23)
!22 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!23 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!24 = !{}
!25 = !DILocalVariable(name: "n", arg: 2, scope: !15, file: !3, line: 4, type: !21)
!26 = !DILocation(line: 4, scope: !15)
!27 = !DILocalVariable(name: "s", arg: 1, scope: !15, file: !3, line: 4, type: !18)
!28 = !DILocalVariable(name: "buf", scope: !15, file: !3, line: 5, type: !29)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 512, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 64)
!32 = !DILocation(line: 5, scope: !15)
!33 = !DILocalVariable(name: "h", scope: !15, file: !3, line: 6, type: !5)
!34 = !DILocation(line: 6, scope: !15)
!35 = !DILocalVariable(name: "i", scope: !36, file: !3, line: 7, type: !21)
!36 = distinct !DILexicalBlock(scope: !15, file: !3, line: 7)
!37 = !DILocation(line: 7, scope: !36)
!38 = !DILocation(line: 8, scope: !39)
!39 = distinct !DILexicalBlock(scope: !40, file: !3, line: 7)
!40 = distinct !DILexicalBlock(scope: !36, file: !3, line: 7)
!41 = !DILocation(line: 9, scope: !39)
!42 = !DILocation(line: 10, scope: !39)
!43 = !DILocation(line: 7, scope: !40)
!44 = distinct !{!44, !37, !45, !46}
!45 = !DILocation(line: 10, scope: !36)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !DILocation(line: 11, scope: !15)
