; Vector constants whose elements are equal: llvm-dis 14 and 19 list the
; elements, 22 prints splat (T v), but only for integer and floating-point
; elements (an equal constant expression is listed).
@g = global ptr null
define <4 x i32> @f(<4 x i32> %x) {
  %a = add <4 x i32> %x, <i32 1, i32 1, i32 1, i32 1>
  %b = add <4 x i32> %a, shufflevector (<4 x i32> insertelement (<4 x i32> undef, i32 ptrtoint (ptr @g to i32), i32 0), <4 x i32> undef, <4 x i32> zeroinitializer)
  %c = fadd <2 x float> zeroinitializer, <float 1.0, float 1.0>
  ret <4 x i32> %b
}
