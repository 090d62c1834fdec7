; "amdgpu-unsafe-fp-atomics" leaves function definitions on load in LLVM 22
; (not 19); where it was "true", floating-point atomicrmw instructions get
; three amdgpu.* attachments, each the empty tuple. The declaration keeps
; it, "false" is only removed, xchg is not a floating-point operation.
define float @f(ptr %p, float %v) #0 {
  %a = atomicrmw fadd ptr %p, float %v seq_cst, align 4, !noalias !0
  %b = atomicrmw xchg ptr %p, float %v seq_cst, align 4
  %c = atomicrmw fmax ptr %p, float %a monotonic, align 4
  %d = atomicrmw add ptr %p, i32 1 monotonic, align 4
  ret float %c
}

define float @g(ptr %p, float %v) #1 {
  %a = atomicrmw fsub ptr %p, float %v seq_cst, align 4
  ret float %a
}

declare void @h() #0

attributes #0 = { "amdgpu-unsafe-fp-atomics"="true" "denormal-fp-math-f32"="preserve-sign,preserve-sign" }
attributes #1 = { "amdgpu-unsafe-fp-atomics"="false" }

!0 = !{!1}
!1 = distinct !{!1, !2}
!2 = distinct !{!2}
