; A musttail call in a vararg function without arguments: llvm-dis 13 to 15
; print "(, ...)", 16 and later "(...)". A DIGenericSubrange whose bounds
; are signed constant expressions prints the numbers.
declare i16 @vararg_fn(...)

define i16 @f(...) {
  %r = musttail call i16 (...) @vararg_fn(...)
  ret i16 %r
}

define i16 @g(i32 %x, ...) {
  %r = musttail call i16 (i32, ...) @h(i32 %x, ...)
  ret i16 %r
}

declare i16 @h(i32, ...)

!named = !{!0, !1}
!0 = !DIGenericSubrange(lowerBound: -20, upperBound: 0, stride: !DIExpression(DW_OP_consts, 4, DW_OP_stack_value))
!1 = !DIGenericSubrange(count: !DIExpression(DW_OP_constu, 3), lowerBound: !DIExpression(DW_OP_consts, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), stride: 8)
