; A typed-pointer module in the shape of DTrans's AOS-to-SOA tests.
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.test01 = type { i32, i32, i32, %struct.test01*, %struct.test01dep*, i8* }
%struct.test01dep = type { i16, %struct.test01*, %struct.test01* }
%struct.test01ab = type { i64 }

@g_dep = internal global %struct.test01dep zeroinitializer, align 8

define i32 @main(i32 %argc, i8** %argv) {
entry:
  %mem = call noalias i8* @malloc(i64 480)
  %st = bitcast i8* %mem to %struct.test01*
  %f1 = getelementptr inbounds %struct.test01dep, %struct.test01dep* @g_dep, i64 0, i32 1
  %v = load %struct.test01*, %struct.test01** %f1, align 8, !tbaa !2
  %0 = call i8* @malloc(i64 8)
  %1 = bitcast i8* %0 to i64*
  br label %2

2:
  %p = phi i64* [ %1, %entry ]
  store i64 1, i64* %p, align 8
  call void @free(i8* %0)
  call void @free(i8* %mem)
  ret i32 0
}

define internal void @ctor(%struct.test01* %this) {
  ret void
}

declare noalias i8* @malloc(i64)
declare void @free(i8*)

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"omnipotent char"}
!2 = !{!3, !3, i64 0}
!3 = !{!"any pointer", !1, i64 0}
