package bitcode

import (
	"strings"
	"testing"
)

// oldIntrinsicsModule declares, before an old lifetime marker, intrinsics
// that LLVM's parser upgrades in module order, each replaced by a new
// declaration at the module's end: a name that is not canonical for its
// type (remangled), the memory intrinsics of before LLVM 7 with their
// alignment argument (moved into align attributes; 0 gives none), and
// llvm.coro.end without its results token. llvm-as's bitcode has the new
// declarations in that order; the reader would make them after the
// lifetime markers' if the writer left them to it.
const oldIntrinsicsModule = `define i64 @f(i8* %a, i8 addrspace(1)* %b, i64 %x) {
  %q = call i64 @llvm.aarch64.udiv.i64.i64(i64 -9223372036317904896, i64 %x)
  call void @llvm.memcpy.p0i8.p1i8.i32(i8* %a, i8 addrspace(1)* %b, i32 16, i32 1, i1 false)
  call void @llvm.memcpy.p0i8.p1i8.i32(i8* nonnull %a, i8 addrspace(1)* %b, i32 16, i32 0, i1 true)
  call void @llvm.memset.p0i8.i32(i8* %a, i8 0, i32 16, i32 8, i1 false)
  %s = alloca i32
  %c = bitcast i32* %s to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %c)
  ret i64 %q
}

declare i64 @llvm.aarch64.udiv.i64.i64(i64, i64)
declare void @llvm.memcpy.p0i8.p1i8.i32(i8* nocapture, i8 addrspace(1)* nocapture, i32, i32, i1)
declare i1 @llvm.coro.end(i8*, i1)
declare void @llvm.memset.p0i8.i32(i8* nocapture, i8, i32, i32, i1)
declare void @llvm.lifetime.start.p0i8(i64, i8* nocapture)
`

// TestWriteOldIntrinsics writes oldIntrinsicsModule for LLVM 19 (coro.end
// takes its token but keeps its i1) and 22 and compares llvm-dis's text
// with llvm-as's.
func TestWriteOldIntrinsics(t *testing.T) {
	dir := t.TempDir()
	for i, n := range []int{19, 22} {
		checkWritten(t, dir, i, n, oldIntrinsicsModule, false)
	}
}

// kindOrderModule attaches a custom kind before fixed ones: irmeta's
// writer numbers the kinds in the order the text names them, LLVM's
// reader gives the fixed kinds their own ids, and llvm-dis (and the
// native reader) print an instruction's attachments by those.
const kindOrderModule = `define i32 @f(i32* %p) {
  %x = load i32, i32* %p, !my.kind !0, !range !1, !noundef !2
  ret i32 %x, !other.kind !0
}

!0 = !{!"custom"}
!1 = !{i32 0, i32 10}
!2 = !{}
`

// TestWriteAttachmentKindOrder writes kindOrderModule for LLVM 14, and
// its opaque-pointer text for LLVM 22, and compares llvm-dis's text, and
// the native reader's, with llvm-dis's of llvm-as's bitcode.
func TestWriteAttachmentKindOrder(t *testing.T) {
	dir := t.TempDir()
	checkWritten(t, dir, 0, 14, kindOrderModule, true)
	checkWritten(t, dir, 1, 22, strings.ReplaceAll(kindOrderModule, "i32*", "ptr"), true)
}

// spliceModule calls llvm.experimental.vector.splice, which LLVM 22's
// parser upgrades call by call: a non-negative index calls
// llvm.vector.splice.left, a negative one llvm.vector.splice.right with
// the index negated, each new call unnamed, each new declaration made
// when its first call (in the old declaration's use-list order) is
// upgraded, and an uncalled old declaration dropped. A renamed
// experimental intrinsic declared before them keeps its place. LLVM's
// reader makes the new declarations in the order of a hash map, so the
// writer must make them itself.
const spliceModule = `define <4 x i32> @f(<4 x i32> %a, <2 x i32> %c) {
  %r = call <4 x i32> @llvm.experimental.vector.reverse.v4i32(<4 x i32> %a)
  %x = call <2 x i32> @llvm.experimental.vector.splice.v2i32(<2 x i32> %c, <2 x i32> %c, i32 -1)
  %y = call <4 x i32> @llvm.experimental.vector.splice.v4i32(<4 x i32> %r, <4 x i32> %a, i32 -2)
  %1 = call <4 x i32> @llvm.experimental.vector.splice.v4i32(<4 x i32> %y, <4 x i32> %a, i32 1)
  %z = add <4 x i32> %1, %y
  ret <4 x i32> %z
}

declare <8 x i16> @llvm.experimental.vector.splice.v8i16(<8 x i16>, <8 x i16>, i32)
declare <4 x i32> @llvm.experimental.vector.reverse.v4i32(<4 x i32>)
declare <4 x i32> @llvm.experimental.vector.splice.v4i32(<4 x i32>, <4 x i32>, i32)
declare <2 x i32> @llvm.experimental.vector.splice.v2i32(<2 x i32>, <2 x i32>, i32)

define <2 x i32> @g(<2 x i32> %c) {
  %s = call <2 x i32> @llvm.experimental.vector.splice.v2i32(<2 x i32> %c, <2 x i32> %c, i32 0)
  ret <2 x i32> %s
}
`

// TestWriteVectorSplice writes spliceModule for LLVM 22 and compares
// llvm-dis-22's text with llvm-as-22's.
func TestWriteVectorSplice(t *testing.T) {
	checkWritten(t, t.TempDir(), 0, 22, spliceModule, true)
}

// nvvmModule calls old NVVM intrinsics of every kind LLVM's upgrade
// knows: renamed with the old declaration (brev32 as llvm.bitreverse,
// max.i as llvm.smax in LLVM 22), remade call by call as calls of
// another intrinsic declared with the first call (clz.ll as llvm.ctlz
// and a trunc, h2f, fabs.f, rotate.b64 as llvm.fshl, which the module
// declares itself, barrier0, tanh.approx.f32), declared but never called
// (ex2.approx.f: nothing is declared for it), expanded into plain
// instructions (abs.i), and a typed-pointer name LLVM remangles between
// them. LLVM's parser makes the new declarations in module order of the
// old ones; LLVM 22's reader makes those of the remade calls after all
// the others, so the writer must make them itself.
const nvvmModule = `declare i32 @llvm.nvvm.brev32(i32)
declare i32 @llvm.nvvm.clz.ll(i64)
declare i32 @llvm.nvvm.abs.i(i32)
declare float @llvm.nvvm.h2f(i16)
declare void @llvm.memset.p0i8.i64(i8* nocapture, i8, i64, i1)
declare float @llvm.nvvm.ex2.approx.f(float)
declare i32 @llvm.nvvm.max.i(i32, i32)
declare float @llvm.nvvm.fabs.f(float)
declare i64 @llvm.nvvm.rotate.b64(i64, i32)
declare void @llvm.nvvm.barrier0()

define i32 @f(i32 %a, i64 %b, i16 %c, float %x, i8* %p) {
  %r1 = call i32 @llvm.nvvm.brev32(i32 %a)
  %r2 = call i32 @llvm.nvvm.clz.ll(i64 %b)
  %r3 = call i32 @llvm.nvvm.abs.i(i32 %r2)
  %r4 = call float @llvm.nvvm.h2f(i16 %c)
  call void @llvm.memset.p0i8.i64(i8* %p, i8 0, i64 8, i1 false)
  %r5 = call i32 @llvm.nvvm.max.i(i32 %r1, i32 %r3)
  %r6 = call float @llvm.nvvm.fabs.f(float %r4)
  call void @llvm.nvvm.barrier0()
  %r7 = call i64 @llvm.nvvm.rotate.b64(i64 %b, i32 %r5)
  %r8 = call float @llvm.nvvm.tanh.approx.f32(float %r6)
  %r9 = call i64 @llvm.fshl.i64(i64 %r7, i64 %b, i64 1)
  ret i32 %r5
}

declare float @llvm.nvvm.tanh.approx.f32(float)
declare i64 @llvm.fshl.i64(i64, i64, i64)
`

// nvvmModuleOld calls the NVVM intrinsics LLVM 14 and 19 upgrade into
// other intrinsics: one remade call by call (clz.ll) declared before ones
// renamed with their declaration (brev32, popc.i), then h2f. LLVM 14's
// reader upgrades the calls in the order of a hash map.
const nvvmModuleOld = `declare i32 @llvm.nvvm.clz.ll(i64)
declare i32 @llvm.nvvm.brev32(i32)
declare float @llvm.nvvm.h2f(i16)
declare i32 @llvm.nvvm.popc.i(i32)

define float @f(i32 %a, i64 %b, i16 %c) {
  %r1 = call i32 @llvm.nvvm.brev32(i32 %a)
  %r2 = call i32 @llvm.nvvm.clz.ll(i64 %b)
  %r3 = call i32 @llvm.nvvm.popc.i(i32 %r2)
  %r4 = call float @llvm.nvvm.h2f(i16 %c)
  ret float %r4
}
`

// TestWriteNVVMIntrinsics writes nvvmModule for LLVM 22 and nvvmModuleOld
// for LLVM 14, 19 and 22, and compares llvm-dis's text with llvm-as's.
// (The native reader does not upgrade NVVM intrinsics.)
func TestWriteNVVMIntrinsics(t *testing.T) {
	dir := t.TempDir()
	checkWritten(t, dir, 0, 22, nvvmModule, false)
	for i, n := range []int{14, 19, 22} {
		checkWritten(t, dir, i+1, n, nvvmModuleOld, false)
	}
}

// undeclaredModule calls intrinsics it does not declare, which LLVM 18 and
// later declare when the module ends (intrinsics.ImplicitDecls): in name
// order, under the canonical name of each call's type (llvm.smax, unsuffixed,
// becomes llvm.smax.i32; llvm.umax.i32 called with i64 calls llvm.umax.i64),
// with the intrinsics' attributes.
const undeclaredModule = `define i64 @f(i32 %x, i64 %y) convergent {
  %t = call token @llvm.experimental.convergence.entry()
  %r = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %s = call i32 @llvm.smax(i32 %r, i32 1)
  %u = call i64 @llvm.umax.i32(i64 %y, i64 2)
  %v = call float @llvm.fma.f32(float 1.0, float 2.0, float 3.0)
  ret i64 %u
}

declare void @g()
`

// TestWriteUndeclaredIntrinsics writes undeclaredModule for LLVM 19 and 22
// and compares llvm-dis's text, and the native reader's, with llvm-dis's
// of llvm-as's bitcode.
func TestWriteUndeclaredIntrinsics(t *testing.T) {
	dir := t.TempDir()
	for i, n := range []int{19, 22} {
		checkWritten(t, dir, i, n, undeclaredModule, true)
	}
}
