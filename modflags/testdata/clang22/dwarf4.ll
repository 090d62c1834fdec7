; ModuleID = 't.c'
source_filename = "t.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @work(ptr noundef %0, i64 noundef %1) #0 !dbg !14 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca [64 x i8], align 16
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !24, !DIExpression(), !25)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !26, !DIExpression(), !27)
    #dbg_declare(ptr %5, !28, !DIExpression(), !32)
    #dbg_declare(ptr %6, !33, !DIExpression(), !34)
  store i32 0, ptr %6, align 4, !dbg !34
    #dbg_declare(ptr %7, !35, !DIExpression(), !37)
  store i64 0, ptr %7, align 8, !dbg !37
  br label %8, !dbg !38

8:                                                ; preds = %31, %2
  %9 = load i64, ptr %7, align 8, !dbg !39
  %10 = load i64, ptr %4, align 8, !dbg !41
  %11 = icmp ult i64 %9, %10, !dbg !42
  br i1 %11, label %12, label %15, !dbg !43

12:                                               ; preds = %8
  %13 = load i64, ptr %7, align 8, !dbg !44
  %14 = icmp ult i64 %13, 64, !dbg !45
  br label %15

15:                                               ; preds = %12, %8
  %16 = phi i1 [ false, %8 ], [ %14, %12 ], !dbg !46
  br i1 %16, label %17, label %34, !dbg !47

17:                                               ; preds = %15
  %18 = load ptr, ptr %3, align 8, !dbg !48
  %19 = load i64, ptr %7, align 8, !dbg !50
  %20 = getelementptr inbounds nuw i8, ptr %18, i64 %19, !dbg !48
  %21 = load i8, ptr %20, align 1, !dbg !48
  %22 = load i64, ptr %7, align 8, !dbg !51
  %23 = getelementptr inbounds nuw [64 x i8], ptr %5, i64 0, i64 %22, !dbg !52
  store i8 %21, ptr %23, align 1, !dbg !53
  %24 = load i32, ptr %6, align 4, !dbg !54
  %25 = mul nsw i32 %24, 31, !dbg !55
  %26 = load i64, ptr %7, align 8, !dbg !56
  %27 = getelementptr inbounds nuw [64 x i8], ptr %5, i64 0, i64 %26, !dbg !57
  %28 = load i8, ptr %27, align 1, !dbg !57
  %29 = sext i8 %28 to i32, !dbg !57
  %30 = add nsw i32 %25, %29, !dbg !58
  store i32 %30, ptr %6, align 4, !dbg !59
  br label %31, !dbg !60

31:                                               ; preds = %17
  %32 = load i64, ptr %7, align 8, !dbg !61
  %33 = add i64 %32, 1, !dbg !61
  store i64 %33, ptr %7, align 8, !dbg !61
  br label %8, !dbg !62, !llvm.loop !63

34:                                               ; preds = %15
  %35 = load i32, ptr %6, align 4, !dbg !66
  %36 = load i32, ptr @counter, align 4, !dbg !67
  %37 = add nsw i32 %35, %36, !dbg !68
  ret i32 %37, !dbg !69
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 3, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "t.c", directory: "/tmp/irmeta-modflags-clang22")
!4 = !{!0}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{i32 7, !"Dwarf Version", i32 4}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 8, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 2}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!14 = distinct !DISubprogram(name: "work", scope: !3, file: !3, line: 4, type: !15, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!15 = !DISubroutineType(types: !16)
!16 = !{!5, !17, !20}
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !21, line: 18, baseType: !22)
!21 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__stddef_size_t.h", directory: "")
!22 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!23 = !{}
!24 = !DILocalVariable(name: "s", arg: 1, scope: !14, file: !3, line: 4, type: !17)
!25 = !DILocation(line: 4, column: 22, scope: !14)
!26 = !DILocalVariable(name: "n", arg: 2, scope: !14, file: !3, line: 4, type: !20)
!27 = !DILocation(line: 4, column: 32, scope: !14)
!28 = !DILocalVariable(name: "buf", scope: !14, file: !3, line: 5, type: !29)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 512, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 64)
!32 = !DILocation(line: 5, column: 8, scope: !14)
!33 = !DILocalVariable(name: "h", scope: !14, file: !3, line: 6, type: !5)
!34 = !DILocation(line: 6, column: 7, scope: !14)
!35 = !DILocalVariable(name: "i", scope: !36, file: !3, line: 7, type: !20)
!36 = distinct !DILexicalBlock(scope: !14, file: !3, line: 7, column: 3)
!37 = !DILocation(line: 7, column: 15, scope: !36)
!38 = !DILocation(line: 7, column: 8, scope: !36)
!39 = !DILocation(line: 7, column: 22, scope: !40)
!40 = distinct !DILexicalBlock(scope: !36, file: !3, line: 7, column: 3)
!41 = !DILocation(line: 7, column: 26, scope: !40)
!42 = !DILocation(line: 7, column: 24, scope: !40)
!43 = !DILocation(line: 7, column: 28, scope: !40)
!44 = !DILocation(line: 7, column: 31, scope: !40)
!45 = !DILocation(line: 7, column: 33, scope: !40)
!46 = !DILocation(line: 0, scope: !40)
!47 = !DILocation(line: 7, column: 3, scope: !36)
!48 = !DILocation(line: 8, column: 14, scope: !49)
!49 = distinct !DILexicalBlock(scope: !40, file: !3, line: 7, column: 52)
!50 = !DILocation(line: 8, column: 16, scope: !49)
!51 = !DILocation(line: 8, column: 9, scope: !49)
!52 = !DILocation(line: 8, column: 5, scope: !49)
!53 = !DILocation(line: 8, column: 12, scope: !49)
!54 = !DILocation(line: 9, column: 9, scope: !49)
!55 = !DILocation(line: 9, column: 11, scope: !49)
!56 = !DILocation(line: 9, column: 22, scope: !49)
!57 = !DILocation(line: 9, column: 18, scope: !49)
!58 = !DILocation(line: 9, column: 16, scope: !49)
!59 = !DILocation(line: 9, column: 7, scope: !49)
!60 = !DILocation(line: 10, column: 3, scope: !49)
!61 = !DILocation(line: 7, column: 47, scope: !40)
!62 = !DILocation(line: 7, column: 3, scope: !40)
!63 = distinct !{!63, !47, !64, !65}
!64 = !DILocation(line: 10, column: 3, scope: !36)
!65 = !{!"llvm.loop.mustprogress"}
!66 = !DILocation(line: 11, column: 10, scope: !14)
!67 = !DILocation(line: 11, column: 14, scope: !14)
!68 = !DILocation(line: 11, column: 12, scope: !14)
!69 = !DILocation(line: 11, column: 3, scope: !14)
