; ModuleID = 't.c'
source_filename = "t.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = hidden global i32 0, align 4
@llvm.used = appending global [1 x ptr] [ptr @__cfi_check_fail], section "llvm.metadata"

; Function Attrs: noinline nounwind optnone uwtable
define hidden i32 @work(ptr noundef %0, i64 noundef %1) #0 !type !10 !type !11 !type !12 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca [64 x i8], align 16
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i32 0, ptr %6, align 4
  store i64 0, ptr %7, align 8
  br label %8

8:                                                ; preds = %31, %2
  %9 = load i64, ptr %7, align 8
  %10 = load i64, ptr %4, align 8
  %11 = icmp ult i64 %9, %10
  br i1 %11, label %12, label %15

12:                                               ; preds = %8
  %13 = load i64, ptr %7, align 8
  %14 = icmp ult i64 %13, 64
  br label %15

15:                                               ; preds = %12, %8
  %16 = phi i1 [ false, %8 ], [ %14, %12 ]
  br i1 %16, label %17, label %34

17:                                               ; preds = %15
  %18 = load ptr, ptr %3, align 8
  %19 = load i64, ptr %7, align 8
  %20 = getelementptr inbounds nuw i8, ptr %18, i64 %19
  %21 = load i8, ptr %20, align 1
  %22 = load i64, ptr %7, align 8
  %23 = getelementptr inbounds nuw [64 x i8], ptr %5, i64 0, i64 %22
  store i8 %21, ptr %23, align 1
  %24 = load i32, ptr %6, align 4
  %25 = mul nsw i32 %24, 31
  %26 = load i64, ptr %7, align 8
  %27 = getelementptr inbounds nuw [64 x i8], ptr %5, i64 0, i64 %26
  %28 = load i8, ptr %27, align 1
  %29 = sext i8 %28 to i32
  %30 = add nsw i32 %25, %29
  store i32 %30, ptr %6, align 4
  br label %31

31:                                               ; preds = %17
  %32 = load i64, ptr %7, align 8
  %33 = add i64 %32, 1
  store i64 %33, ptr %7, align 8
  br label %8, !llvm.loop !13

34:                                               ; preds = %15
  %35 = load i32, ptr %6, align 4
  %36 = load i32, ptr @counter, align 4
  %37 = add nsw i32 %35, %36
  ret i32 %37
}

; Function Attrs: noinline nounwind uwtable
define weak_odr hidden void @__cfi_check_fail(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !nosanitize !15
  store ptr %1, ptr %4, align 8, !nosanitize !15
  %5 = load ptr, ptr %3, align 8, !nosanitize !15
  %6 = load ptr, ptr %4, align 8, !nosanitize !15
  %7 = icmp ne ptr %5, null, !nosanitize !15
  br i1 %7, label %9, label %8, !prof !16, !nosanitize !15

8:                                                ; preds = %2
  call void @llvm.ubsantrap(i8 2) #5, !nosanitize !15
  unreachable, !nosanitize !15

9:                                                ; preds = %2
  %10 = getelementptr { i8, { ptr, i32, i32 }, ptr }, ptr %5, i32 0, i32 0, !nosanitize !15
  %11 = load i8, ptr %10, align 4, !nosanitize !15
  %12 = call i1 @llvm.type.test(ptr %6, metadata !"all-vtables"), !nosanitize !15
  %13 = zext i1 %12 to i64, !nosanitize !15
  %14 = icmp ne i8 %11, 0, !nosanitize !15
  br i1 %14, label %16, label %15, !prof !16, !nosanitize !15

15:                                               ; preds = %9
  call void @llvm.ubsantrap(i8 2) #5, !nosanitize !15
  unreachable, !nosanitize !15

16:                                               ; preds = %9
  %17 = icmp ne i8 %11, 1, !nosanitize !15
  br i1 %17, label %19, label %18, !prof !16, !nosanitize !15

18:                                               ; preds = %16
  call void @llvm.ubsantrap(i8 2) #5, !nosanitize !15
  unreachable, !nosanitize !15

19:                                               ; preds = %16
  %20 = icmp ne i8 %11, 2, !nosanitize !15
  br i1 %20, label %22, label %21, !prof !16, !nosanitize !15

21:                                               ; preds = %19
  call void @llvm.ubsantrap(i8 2) #5, !nosanitize !15
  unreachable, !nosanitize !15

22:                                               ; preds = %19
  %23 = icmp ne i8 %11, 3, !nosanitize !15
  br i1 %23, label %25, label %24, !prof !16, !nosanitize !15

24:                                               ; preds = %22
  call void @llvm.ubsantrap(i8 2) #5, !nosanitize !15
  unreachable, !nosanitize !15

25:                                               ; preds = %22
  %26 = icmp ne i8 %11, 4, !nosanitize !15
  br i1 %26, label %28, label %27, !prof !16, !nosanitize !15

27:                                               ; preds = %25
  call void @llvm.ubsantrap(i8 2) #5, !nosanitize !15
  unreachable, !nosanitize !15

28:                                               ; preds = %25
  ret void, !nosanitize !15
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.ubsantrap(i8 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.type.test(ptr, metadata) #3

; Function Attrs: noinline nounwind uwtable
define weak void @__cfi_check(i64 noundef %0, ptr noundef %1, ptr noundef %2) #4 align 4096 {
  call void @__cfi_check_fail(ptr %2, ptr %1)
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { noinline nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nomerge noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"Cross-DSO CFI", i32 1}
!2 = !{i32 4, !"CFI Canonical Jump Tables", i32 1}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 7, !"PIE Level", i32 2}
!5 = !{i32 7, !"uwtable", i32 2}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{i32 1, !"ThinLTO", i32 0}
!8 = !{i32 1, !"EnableSplitLTOUnit", i32 1}
!9 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!10 = !{i64 0, !"_ZTSFiPKcmE"}
!11 = !{i64 0, !"_ZTSFiPKvmE.generalized"}
!12 = !{i64 0, i64 -1088247214583304931}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{}
!16 = !{!"branch_weights", i32 1048575, i32 1}

^0 = module: (path: "[Regular LTO]", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "__cfi_check_fail", summaries: (function: (module: ^0, flags: (linkage: weak_odr, visibility: hidden, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 35, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 1, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), typeIdInfo: (typeTests: (6440158409713707939))))) ; guid = 3751450213607891692
^2 = gv: (name: "__cfi_check", summaries: (function: (module: ^0, flags: (linkage: weak, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 0, canAutoHide: 0, importType: definition), insts: 2, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 1, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), calls: ((callee: ^1, relbf: 256))))) ; guid = 6679345584174613038
^3 = gv: (name: "work", summaries: (function: (module: ^0, flags: (linkage: external, visibility: hidden, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 43, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 1, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), refs: (^4)))) ; guid = 9204417991963109735
^4 = gv: (name: "counter", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: hidden, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 1, writeonly: 1, constant: 0)))) ; guid = 12299425351804087176
^5 = gv: (name: "llvm.used", summaries: (variable: (module: ^0, flags: (linkage: appending, visibility: default, notEligibleToImport: 1, live: 1, dsoLocal: 0, canAutoHide: 0, importType: definition), varFlags: (readonly: 0, writeonly: 0, constant: 0), refs: (^1)))) ; guid = 15665353970260777610
^6 = flags: 8
^7 = blockcount: 0
