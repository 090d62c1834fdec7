; Malformed DTrans metadata for the checker; each ERROR/WARNING comment
; names the line of the diagnostic it expects.
%struct.S = type { i32 }

@__intel_dtrans_aostosoa_alloc = private global [38 x i8] c"{dtrans} AOS-to-SOA allocation {id:0}\00"
@__intel_dtrans_aostosoa_index = private constant [6 x i8] c"index\00"
@__intel_dtrans_aostosoa_index.2 = private constant i32 0
@__mine = private constant [23 x i8] c"{dtrans} AOS-to-SOA ix\00"
@g = global i32 0, !dtrans-type !0 ; ERROR "!dtrans-type on @g: it belongs on an instruction"

define void @f(i8* %p) !dtrans-soatoaos !1 {
  %a = call i8* @llvm.ptr.annotation.p0i8(i8* %p, i8* getelementptr inbounds ([38 x i8], [38 x i8]* @__intel_dtrans_aostosoa_alloc, i32 0, i32 0), i8* null, i32 0, i8* null) ; ERROR "is not a constant"
  %b = call i8* @llvm.ptr.annotation.p0i8(i8* %p, i8* getelementptr inbounds ([6 x i8], [6 x i8]* @__intel_dtrans_aostosoa_index, i32 0, i32 0), i8* null, i32 0, i8* null) ; WARNING "does not start with"
  %c = call i8* @llvm.ptr.annotation.p0i8(i8* %p, i8* bitcast (i32* @__intel_dtrans_aostosoa_index.2 to i8*), i8* null, i32 0, i8* null) ; ERROR "does not hold a string"
  %d = call i8* @llvm.ptr.annotation.p0i8(i8* %p, i8* getelementptr inbounds ([23 x i8], [23 x i8]* @__mine, i32 0, i32 0), i8* null, i32 0, i8* null) ; WARNING "not named as a DTrans annotation kind"
  %e = bitcast i8* %p to i32*, !dtrans-type !2
  %h = bitcast i8* %p to i32*, !dtrans-type !3
  %i = bitcast i8* %p to i32*, !dtrans-type !{i32 0} ; ERROR "expected a pointer-typed null"
  %j = bitcast i8* %p to i32*, !dtrans-type !8
  ret void
}

declare i8* @llvm.ptr.annotation.p0i8(i8*, i8*, i8*, i32, i8*)

!intel.dtrans.types = !{!4, !5, !6}

!0 = !{i32* null}
!1 = !{%struct.S zeroinitializer, i32 1, i32 2} ; ERROR "!dtrans-soatoaos of @f: expected 1 operand (T* null) or 2"
!2 = !{%struct.S zeroinitializer, i32 -1} ; ERROR "invalid pointer level -1"
!3 = !{%struct.S* undef} ; ERROR "expected a pointer-typed null"
!4 = !{!"S", %struct.S zeroinitializer, i32 2, !7} ; ERROR "S: 2 fields announced, 1 given"
!5 = !{!"X", i32 0} ; ERROR "unknown type description tag"
!6 = !{i32 0, i32 1} ; ERROR "not a structure description"
!7 = !{i32 0, i32 0}
!8 = !{%struct.S* null}
