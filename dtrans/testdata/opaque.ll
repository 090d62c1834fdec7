; An opaque-pointer module in the shape of DTrans's AOS-to-SOA tests.
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.test01 = type { i32, i32, i32, ptr, ptr, ptr }
%struct.test01dep = type { i16, ptr, ptr }
%struct.test01ab = type { i64 }

@g_dep = internal global %struct.test01dep zeroinitializer, align 8

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %mem = call noalias ptr @malloc(i64 480)
  %st = bitcast ptr %mem to ptr
  %f1 = getelementptr inbounds %struct.test01dep, ptr @g_dep, i64 0, i32 1
  %v = load ptr, ptr %f1, align 8, !tbaa !2
  %0 = call ptr @malloc(i64 8)
  %1 = bitcast ptr %0 to ptr
  br label %2

2:
  %p = phi ptr [ %1, %entry ]
  store i64 1, ptr %p, align 8
  call void @free(ptr %0)
  call void @free(ptr %mem)
  ret i32 0
}

define internal void @ctor(ptr %this) {
  ret void
}

declare noalias ptr @malloc(i64)
declare void @free(ptr)

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"omnipotent char"}
!2 = !{!3, !3, i64 0}
!3 = !{!"any pointer", !1, i64 0}
