; The cleaner's cases with typed pointers: the i8* overload with GEP
; operands, an i32* overload, the older 4-argument form, and unnamed
; results that renumber what follows.
%__SOADT_struct.dep = type { i32, i32 }

@__intel_dtrans_aostosoa_alloc = private constant [38 x i8] c"{dtrans} AOS-to-SOA allocation {id:0}\00"
@__intel_dtrans_aostosoa_index = private constant [41 x i8] c"{dtrans} AOS-to-SOA peeling index {id:0}\00"
@__intel_dtrans_aostosoa_filename = private constant [1 x i8] zeroinitializer
@.str = private constant [6 x i8] c"other\00"
@dep = internal global %__SOADT_struct.dep zeroinitializer

define void @a() {
entry:
  %mem = call i8* @malloc(i64 32)
  %0 = call i8* @llvm.ptr.annotation.p0i8(i8* %mem, i8* getelementptr inbounds ([38 x i8], [38 x i8]* @__intel_dtrans_aostosoa_alloc, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @__intel_dtrans_aostosoa_filename, i32 0, i32 0), i32 0, i8* null)
  %1 = call i8* @llvm.ptr.annotation.p0i8(i8* %mem, i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @__intel_dtrans_aostosoa_filename, i32 0, i32 0), i32 9, i8* null)
  %2 = bitcast i8* %0 to i32*, !dtrans-type !0
  %3 = call i32* @llvm.ptr.annotation.p0i32(i32* getelementptr inbounds (%__SOADT_struct.dep, %__SOADT_struct.dep* @dep, i64 0, i32 1), i8* getelementptr inbounds ([41 x i8], [41 x i8]* @__intel_dtrans_aostosoa_index, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @__intel_dtrans_aostosoa_filename, i32 0, i32 0), i32 0)
  %4 = load i32, i32* %3
  br i1 true, label %5, label %6

5:
  store i32 %4, i32* %2
  br label %6

6:
  %7 = phi i8* [ %0, %entry ], [ %1, %5 ]
  ret void
}

declare i8* @malloc(i64)
declare i8* @llvm.ptr.annotation.p0i8(i8*, i8*, i8*, i32, i8*)
declare i32* @llvm.ptr.annotation.p0i32(i32*, i8*, i8*, i32)

!0 = !{%__SOADT_struct.dep* null}
