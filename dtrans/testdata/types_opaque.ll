; Front-end type descriptions for opaque pointers.
%struct.op = type { ptr, i32, ptr }
%struct.bar = type { ptr, i32, ptr }
%struct.foo = type opaque
%struct.wrap = type { %struct.bar, i32, { i32, ptr } }

@gp = internal global ptr null, !intel_dtrans_type !14
@tbl = internal global [20 x ptr] zeroinitializer, !intel_dtrans_type !5

define "intel_dtrans_func_index"="1" ptr @bitop(ptr "intel_dtrans_func_index"="2" %0, i32 %1, ptr "intel_dtrans_func_index"="3" %2) !intel.dtrans.func.type !20 {
  %a = alloca ptr, align 8, !intel_dtrans_type !15
  %f = load ptr, ptr %a, align 8
  %r = call i32 (...) %f(), !intel_dtrans_type !8
  ret ptr %0
}

!intel.dtrans.types = !{!9, !10, !11, !12}

!0 = !{double 0.000000e+00, i32 0}
!1 = !{i32 0, i32 0}
!2 = !{i64 0, i32 2}
!3 = !{!"void", i32 0}
!5 = !{!"A", i32 20, !2}
!8 = !{!"F", i1 true, i32 0, !1}
!9 = !{!"S", %struct.foo zeroinitializer, i32 -1}
!10 = !{!"S", %struct.bar zeroinitializer, i32 3, !16, !1, !2}
!11 = !{!"S", %struct.wrap zeroinitializer, i32 3, !17, !1, !13}
!12 = !{!"S", %struct.op zeroinitializer, i32 3, !19, !1, !18}
!13 = !{!"L", i32 2, !1, !2}
!14 = !{%struct.bar zeroinitializer, i32 1}
!15 = !{!8, i32 2}
!16 = !{!8, i32 2}
!17 = !{%struct.bar zeroinitializer, i32 0}
!18 = !{!"V", i32 4, !0}
!19 = !{%struct.op zeroinitializer, i32 1}
!20 = distinct !{!19, !19, !21}
!21 = !{i32 0, i32 1}
