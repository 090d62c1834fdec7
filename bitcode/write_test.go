package bitcode

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
)

// disHash runs llvm-dis-N on bc and hashes its text without the ModuleID
// line; ok is false when llvm-dis rejects the input.
func disHash(t testing.TB, n int, bc []byte) (string, bool) {
	cmd := exec.Command(fmt.Sprintf("llvm-dis-%d", n), "-o", "-")
	cmd.Stdin = bytes.NewReader(bc)
	out, err := cmd.Output()
	if err != nil {
		return "", false
	}
	if i := bytes.IndexByte(out, '\n'); i >= 0 {
		out = out[i+1:]
	}
	s := sha256.Sum256(out)
	return hex.EncodeToString(s[:8]), true
}

// llvmAs assembles dir/name with llvm-as-N, run from dir: the bitcode
// names the module by name alone, so stored hashes do not depend on where
// the corpus is checked out.
func llvmAs(n int, dir, name string) ([]byte, bool) {
	cmd := exec.Command(fmt.Sprintf("llvm-as-%d", n), name, "-o", "-")
	cmd.Dir = dir
	out, err := cmd.Output()
	return out, err == nil
}

func verifies(n int, bc []byte) bool {
	cmd := exec.Command(fmt.Sprintf("opt-%d", n), "-passes=verify", "-disable-output")
	cmd.Stdin = bytes.NewReader(bc)
	return cmd.Run() == nil
}

// encodeFile writes dir/name as bitcode for LLVM n, naming the module
// name as llvmAs does.
func encodeFile(dir, name string, n int) ([]byte, error) {
	// no t.Fatal here: the sweeps call this from worker goroutines
	src, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		return nil, err
	}
	// The corpus is LLVM 14's: what LLVM 22 no longer reads is read as 14.
	m, err := parser.ParseFileAnyRelease(name, src, 0)
	if err != nil {
		return nil, err
	}
	return EncodeOptions(m, WriteOptions{LLVM: llvmver.Version(n)})
}

// TestWriteSmall writes typed- and opaque-pointer modules and compares
// llvm-dis of the result with llvm-dis of llvm-as's bitcode.
func TestWriteSmall(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		n   int
		src string
	}{
		{14, `%T = type { i32, %T* }
@g = global i32 5
@s = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@t = internal global %T { i32 1, %T* null }, section "d", align 8
declare i32 @printf(i8* nocapture, ...) nounwind
define i32 @f(i32 %a, float %x) #0 {
entry:
  %m = alloca i64, align 8
  %y = fadd fast float %x, 1.0
  %z = fcmp olt float %y, %x
  %x1 = add nsw i32 %a, 1
  %c = icmp sgt i32 %x1, 3
  br i1 %c, label %t, label %e
t:
  %p = getelementptr inbounds [4 x i8], [4 x i8]* @s, i64 0, i64 0
  %r = tail call i32 (i8*, ...) @printf(i8* %p, i32 %x1)
  switch i32 %r, label %e [ i32 1, label %e
                            i32 7, label %t ]
e:
  %v = phi i32 [ %x1, %entry ], [ %r, %t ], [ %r, %t ]
  %w = load volatile i32, i32* @g, align 4
  store i32 %v, i32* @g, align 4
  %q = select i1 %z, i32 %v, i32 %w
  %b = bitcast %T* @t to i8*
  ret i32 %q
}
attributes #0 = { noinline nounwind "frame-pointer"="all" }
`},
		{22, `@g = global ptr null
define void @f(ptr %p, <4 x i32> %v) {
  %a = extractelement <4 x i32> %v, i32 1
  %s = shufflevector <4 x i32> %v, <4 x i32> poison, <4 x i32> zeroinitializer
  %i = insertvalue { i32, ptr } undef, ptr %p, 1
  %e = extractvalue { i32, ptr } %i, 0
  %n = zext nneg i32 %e to i64
  %f = freeze i64 %n
  store ptr %p, ptr @g, align 8
  ret void
}
`},
		// metadata: debug info with a dbg.value intrinsic, !dbg locations,
		// TBAA, loop metadata, global and function attachments, named
		// metadata, module flags
		{14, `@g = global i32 0, align 4, !dbg !20
define i32 @f(i32* %p, i32 %n) !dbg !7 {
entry:
  call void @llvm.dbg.value(metadata i32 %n, metadata !12, metadata !DIExpression()), !dbg !13
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %v = load i32, i32* %p, align 4, !tbaa !14
  %j = add nsw i32 %i, %v, !dbg !13
  %c = icmp slt i32 %j, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !18
exit:
  ret i32 %j, !dbg !13
}
declare void @llvm.dbg.value(metadata, metadata, metadata)
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!llvm.ident = !{!5}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, globals: !22)
!1 = !DIFile(filename: "a.c", directory: "/tmp")
!2 = !{}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 4}
!5 = !{!"clang version 14"}
!7 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !8, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!8 = !DISubroutineType(types: !9)
!9 = !{!10, !10}
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{!12}
!12 = !DILocalVariable(name: "n", arg: 1, scope: !7, file: !1, line: 1, type: !10)
!13 = !DILocation(line: 2, column: 3, scope: !7)
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !16, i64 0}
!16 = !{!"omnipotent char", !17, i64 0}
!17 = !{!"Simple C/C++ TBAA"}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "g", scope: !0, file: !1, line: 1, type: !10, isLocal: false, isDefinition: true)
!22 = !{!20}
`},
		// debug records (LLVM 19+) with a DIArgList and a label
		{22, `define i32 @f(i32 %a, i32 %b) !dbg !7 {
entry:
  %s = add i32 %a, %b, !dbg !13
    #dbg_value(!DIArgList(i32 %a, i32 %b), !12, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !13)
    #dbg_label(!14, !13)
  ret i32 %s, !dbg !13
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "b.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "00112233445566778899aabbccddeeff")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!7 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !8, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!8 = !DISubroutineType(types: !9)
!9 = !{!10, !10, !10}
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DILocalVariable(name: "s", scope: !7, file: !1, line: 2, type: !10)
!13 = !DILocation(line: 2, column: 3, scope: !7)
!14 = !DILabel(scope: !7, name: "l", file: !1, line: 3)
`},
		// named sync scopes (the SYNC_SCOPE_NAMES block) beside the
		// two every context has
		{22, `define void @f(ptr %p) {
  fence syncscope("agent") seq_cst
  %o = atomicrmw add ptr %p, i32 1 syncscope("workgroup") monotonic, align 4
  fence syncscope("singlethread") acquire
  store atomic i32 0, ptr %p syncscope("agent") release, align 4
  ret void
}
`},
		// old IR: a named vector type, a quoted struct name, unassigned
		// results, "a0:" aggregate alignment, empty module asm lines, an
		// ifunc, an empty struct constant, an inrange index, a bfloat,
		// an Objective-C category list section, cc1023 and
		// dso_local_equivalent
		{14, `target datalayout = "e-a0:0:8-i64:32:64"
%v = type <2 x i16>
%"q" = type { i32, i64 }
module asm ".globl a"
module asm ""
module asm ".globl b"
@e = global {} {}
@i = ifunc void (), void ()* ()* @res
@vt = global [3 x i8*] zeroinitializer
@p = global i8** getelementptr inbounds ([3 x i8*], [3 x i8*]* @vt, inrange i64 0, i64 1)
@b = global bfloat 5.0
@s = global i32 0, section "__DATA, __objc_catlist, regular, no_dead_strip"
declare cc1023 void @callee()
declare void @plain()
define void ()* @res() {
  ret void ()* null
}
define %"q"* @g(%v %a, %v %b, i32 %n) {
entry:
  %x = alloca %"q"
  lshr %v %a, %b
  icmp sgt i32 %n, 0
  call cc1023 void @callee()
  call void dso_local_equivalent @plain()
  ret %"q"* %x
}
`},
		// LLVM 22 remakes old lifetime markers (the size gone, calls on
		// the stripped alloca, the rest deleted) and renames typed-pointer
		// intrinsics, declaring the new ones at the end in module order
		{22, `define void @f(i8* %q, i8* %d) {
  %x = alloca i32
  %y = alloca i32, addrspace(5)
  %p = bitcast i32* %x to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %p) #0
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %q)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d, i8* %q, i64 4, i1 false)
  %c = addrspacecast i32 addrspace(5)* %y to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %c)
  ret void
}
declare void @llvm.lifetime.start.p0i8(i64, i8* nocapture)
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* nocapture, i8* nocapture, i64, i1)
declare void @g()
declare void @llvm.lifetime.end.p0i8(i64, i8* nocapture)
attributes #0 = { nounwind }
`},
		// an alloca outside the alloca address space (llvm-as-14 drops
		// it, 15 on keep it), the empty array constant (undef, poison in
		// 22), signed hex integers, the program address space P1
		{14, `target datalayout = "e-P1"
@d = internal constant [0 x i32] []
@h = global i64 s0x0012312
define void @f() {
  %a = alloca i32, addrspace(5)
  ret void
}
`},
		{22, `target datalayout = "e-P1"
@d = internal constant [0 x i32] []
@h = global i64 s0x0012312
define void @f() {
  %a = alloca i32, addrspace(5)
  ret void
}
`},
		// LLVM 19's getelementptr flags and inrange(a, b), in
		// instructions and constants, with a 32-bit index width
		{22, `target datalayout = "e-p:32:32-p1:64:64:64:32"
@g = global [4 x i32] zeroinitializer
@h = addrspace(1) global [4 x i32] zeroinitializer
@p = global ptr getelementptr nuw (i8, ptr @g, i32 1)
@q = global ptr getelementptr inbounds nuw (i8, ptr @g, i32 2)
@s = global ptr getelementptr inrange(-4, 8) ([4 x i32], ptr @g, i32 0, i32 1)
@t = global ptr addrspace(1) getelementptr nusw inrange(0, 8) ([4 x i32], ptr addrspace(1) @h, i32 0, i32 1)
@u = global <2 x ptr> getelementptr nusw (i8, <2 x ptr> <ptr @g, ptr @g>, <2 x i32> <i32 1, i32 2>)
define ptr @f(ptr %a, i32 %i) {
  %x = getelementptr nuw i8, ptr %a, i32 %i
  %y = getelementptr nusw i8, ptr %x, i32 %i
  %z = getelementptr inbounds nuw i8, ptr %y, i32 %i
  ret ptr %z
}
`},
		// the attributes LLVM 15-22 spell with values: memory (LLVM
		// 22's encoding), captures, nofpclass, allockind, range (narrow
		// and wide), initializes, dead_on_return
		{22, `declare range(i32 0, 2) i32 @a(ptr captures(none) %p, ptr captures(address, read_provenance) %q, ptr captures(ret: address) %r, ptr captures(address, ret: address, provenance) %r2, float nofpclass(nan inf) %s)
declare range(i128 -5, 100000000000000000000000) i128 @b(ptr initializes((0, 4), (8, 12)) %p, ptr dead_on_unwind writable %q, ptr dead_on_return %r)
declare ptr @c(i64) allockind("alloc,zeroed,aligned") memory(inaccessiblemem: readwrite)
declare void @d() memory(readwrite, argmem: none)
declare void @e() #0
declare void @e2() memory(argmem: read, inaccessiblemem: write, errnomem: read)
define void @f(ptr captures(address_is_null, ret: provenance) %p) {
  call void @d() memory(none)
  ret void
}
attributes #0 = { nounwind memory(target_mem0: read) }
`},
		// fixed-length splats (LLVM 19's syntax), as their vectors;
		// icmp samesign (LLVM 20)
		{22, `@a = global <4 x i8> splat (i8 -64)
@b = global <2 x float> splat (float 1.0)
@c = global <3 x i32> splat (i32 0)
@d = global <2 x ptr> splat (ptr @a)
define <4 x i1> @f(<4 x i8> %x) {
  %y = add <4 x i8> %x, splat (i8 1)
  %z = icmp samesign ult <4 x i8> %y, splat (i8 -64)
  ret <4 x i1> %z
}
`},
		// a block's use-list order (its "; preds =" order) as a USELIST
		// record; a value's directive is left out
		{22, `@g = global i32 0
define void @f(i1 %c) {
entry:
  %x = load i32, ptr @g
  br i1 %c, label %a, label %b
a:
  store i32 %x, ptr @g
  br label %b
b:
  ret void
  uselistorder label %b, { 1, 0 }
}
uselistorder ptr @g, { 1, 0 }
`},
		// ptrauth constants (LLVM 22's five operands), defaults filled in
		{22, `target datalayout = "e-p1:64:64"
@g = addrspace(1) global i32 0
@p = global ptr addrspace(1) ptrauth (ptr addrspace(1) @g, i32 0)
@q = global ptr ptrauth (ptr @p, i32 2, i64 1234, ptr @p)
@r = global ptr ptrauth (ptr @p, i32 1, i64 5)
`},
		// scalable splats: shufflevector of an insertelement, as
		// llvm-as-22 writes them; a zero one is zeroinitializer
		{22, `define <vscale x 2 x double> @f(<vscale x 2 x double> %x, <vscale x 2 x ptr> %p) {
  %y = fadd <vscale x 2 x double> %x, splat (double 1.5)
  %c = icmp eq <vscale x 2 x ptr> %p, splat (ptr null)
  %s = select <vscale x 2 x i1> %c, <vscale x 2 x double> %y, <vscale x 2 x double> splat (double 2.0)
  %z = fmul <vscale x 2 x double> %s, splat (double 0.0)
  ret <vscale x 2 x double> %z
}
`},
		// target extension types: parameters, a struct field, constants
		{22, `%S = type { target("spirv.Image", void, 0, 0), i32 }
@s = global %S zeroinitializer
@z = global target("spirv.Foo", i8, 5) zeroinitializer
declare void @use(target("spirv.DeviceEvent"))
define void @f(target("aarch64.svcount") %x, target("spirv.Image", i32, 1, 2, 3) %y) {
  call void @use(target("spirv.DeviceEvent") zeroinitializer)
  call void @use(target("spirv.DeviceEvent") poison)
  ret void
}
`},
		// hex floats with fewer digits than their type has (LLParser
		// fills the rest with zeros)
		{14, `@d = global double 0x0
@q = global fp128 0xL01
@k = global x86_fp80 0xK1
@m = global ppc_fp128 0xM0000000000000002
@h = global half 0x0
`},
		// global variable attributes: pairs, groups, and "align N"
		// without a comma (an attribute, not the alignment)
		{14, `@g1 = global i32 7 "key" = "value" "key2" = "value2"
@g2 = global i32 2, align 4 "key3" = "value3" #0
@g3 = external global i32 align 4
@g4 = global i32 2, section "s" #0
attributes #0 = { "string" = "value" nobuiltin norecurse }
`},
		{22, `@g1 = global i32 7 "key" = "value"
@g3 = external global i32 align 8
`},
		// a call that names its callee's address space; a declaration
		// whose type has a quoted name with spaces; a call through a
		// named function type; an alias whose cast changes the address
		// space
		{14, `%"struct.J<K, int>" = type { i32 }
%FunTy = type i32()
@v = global i32 0
@a = alias i32, addrspacecast (i32* @v to i32 addrspace(2)*)
declare i32 @n(i16*) addrspace(40)
declare %"struct.J<K, int>"* @j()
define i32 @f() {
  %x = call addrspace(40) i32 @n(i16* null)
  %p = call %"struct.J<K, int>"* @j()
  %y = call %FunTy @g()
  ret i32 %x
}
define i32 @g() {
  ret i32 0
}
`},
		// alignments LLParser gives accesses written without one
		{14, `define void @f(x86_mmx* %p, <vscale x 1 x fp128>* %q) {
  %x = load x86_mmx, x86_mmx* %p
  %y = load <vscale x 1 x fp128>, <vscale x 1 x fp128>* %q
  store <vscale x 1 x fp128> %y, <vscale x 1 x fp128>* %q
  ret void
}
`},
		// uselistorder_bb of a block with one predecessor: left out, as
		// its order shows nowhere
		// (the writer puts @f's blockaddress in @f's constants: the
		// reader spells it once @g's blocks are read)
		{14, `@ba = constant i8* blockaddress(@g, %bb)
define i8* @f() {
  ret i8* blockaddress(@g, %bb)
}
define void @g() {
  br label %bb
bb:
  unreachable
}
uselistorder_bb @g, %bb, { 1, 0 }
`},
		// extractvalue and insertvalue constant expressions, which LLVM
		// 14's parser folds
		{14, `@a = global i32 extractvalue ({i32, [2 x i8]} {i32 3, [2 x i8] c"ab"}, 0)
@b = global i8 extractvalue ({i32, [2 x i8]} {i32 3, [2 x i8] c"ab"}, 1, 1)
@c = global {i32, i32} insertvalue ({i32, i32} poison, i32 3, 1)
@d = global {i32, i32} insertvalue ({i32, i32} zeroinitializer, i32 0, 1)
@e = global [2 x i32] insertvalue ([2 x i32] undef, i32 undef, 0)
@f = global {i32, {i8, i8}} insertvalue ({i32, {i8, i8}} zeroinitializer, i8 7, 1, 0)
@g = global i8 extractvalue ([2 x i8] zeroinitializer, 1)
define i32 @h() {
  ret i32 extractvalue ({i32} {i32 3}, 0)
}
define {i32} @i() {
  ret {i32} insertvalue ({i32} poison, i32 3, 0)
}
`},
		// intrinsics LLVM 17 to 19 overloaded on their pointers (and
		// objectsize's two arguments since LLVM 9 and 11), renamed
		// by the writer where an old lifetime marker would otherwise
		// make the reader declare them in another order
		{22, `@g = global i32 0
declare i8* @llvm.stacksave()
declare void @llvm.stackrestore(i8*)
declare i32 @llvm.annotation.i32(i32, i8*, i8*, i32)
declare void @llvm.var.annotation(i8*, i8*, i8*, i32, i8*)
declare void @llvm.va_start(i8*)
declare i64 @llvm.objectsize.i64.p0i8(i8*, i1)
declare i32 @llvm.objectsize.i32.p0i8(i8*, i1, i1)
declare void @llvm.lifetime.start.p0i8(i64, i8*)
define void @f(i8* %s, ...) {
  %a = alloca i32
  %p = bitcast i32* %a to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %p)
  %sp = call i8* @llvm.stacksave()
  call void @llvm.stackrestore(i8* %sp)
  %x = call i32 @llvm.annotation.i32(i32 1, i8* %s, i8* %s, i32 2)
  call void @llvm.var.annotation(i8* %p, i8* %s, i8* %s, i32 3, i8* null)
  call void @llvm.va_start(i8* %p)
  %n = call i64 @llvm.objectsize.i64.p0i8(i8* %p, i1 false)
  %m = call i32 @llvm.objectsize.i32.p0i8(i8* bitcast (i32* @g to i8*), i1 true, i1 true)
  ret void
}
`},
		// callbr with its default and indirect labels
		{14, `define void @f(i32 %x) {
entry:
  callbr void asm "", "r,X"(i32 %x, i8* blockaddress(@f, %b)) to label %a [label %b]
a:
  ret void
b:
  ret void
}
`},
		// the AVR conventions, which the reader prints with a space of
		// their own, are written by their plain names
		{22, `declare avr_signalcc void @f()
declare avr_intrcc void @g()
define void @h() {
  call avr_intrcc void @g()
  call avr_signalcc void @f()
  ret void
}
`},
	}
	for i, c := range cases {
		checkWritten(t, dir, i, c.n, c.src, true)
	}
}

// checkWritten writes src as bitcode for LLVM n and compares llvm-dis-n of
// it with llvm-dis-n of llvm-as-n's bitcode, and (withReader) the native
// reader's text with both; opt-n must accept the bitcode.
func checkWritten(t *testing.T, dir string, i, n int, src string, withReader bool) {
	t.Helper()
	name := fmt.Sprintf("m%d.ll", i)
	if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	bc, err := encodeFile(dir, name, n)
	if err != nil {
		t.Fatalf("case %d: %v", i, err)
	}
	got, ok := disHash(t, n, bc)
	if !ok {
		t.Fatalf("case %d: llvm-dis-%d rejects the bitcode", i, n)
	}
	ref, ok := llvmAs(n, dir, name)
	if !ok {
		t.Fatalf("case %d: llvm-as-%d rejects the test input", i, n)
	}
	want, _ := disHash(t, n, ref)
	if got != want {
		t.Errorf("case %d: llvm-dis-%d of the written bitcode differs from llvm-as's", i, n)
	}
	if !verifies(n, bc) {
		t.Errorf("case %d: opt-%d -passes=verify rejects the bitcode", i, n)
	}
	if !withReader {
		return
	}
	// The native reader reads the written bitcode as llvm-dis does,
	// except that it does not give intrinsic declarations their
	// attributes (LLVM's reader does, from its intrinsic table; the
	// writer, like llvm-as's input, leaves them out).
	text, err := Disassemble(bc, "x")
	intrinsics := strings.Contains(src, "declare void @llvm.")
	switch {
	case err != nil:
		t.Errorf("case %d: native reader: %v", i, err)
	case !intrinsics:
		if j := bytes.IndexByte(text, '\n'); j >= 0 {
			text = text[j+1:]
		}
		s := sha256.Sum256(text)
		if h := hex.EncodeToString(s[:8]); h != want {
			t.Errorf("case %d: the native reader's text of the written bitcode differs from llvm-dis-%d's:\n%s", i, n, text)
		}
	}
}

// TestWriteUnsupported: a construct the writer does not encode is a named
// error, not bitcode.
func TestWriteUnsupported(t *testing.T) {
	for _, c := range []struct {
		n         int
		src, want string
	}{
		// LLVM 14 has no record for these
		{14, "@g = external global target(\"spirv.Event\")\n", "target extension type"},
		{14, "@g = global [2 x i8] zeroinitializer\n@p = global ptr getelementptr nuw (i8, ptr @g, i64 1)\n",
			"getelementptr flag"},
		{14, "define ptr @f(ptr %p) {\n  %q = getelementptr nusw i8, ptr %p, i64 1\n  ret ptr %q\n}\n",
			"getelementptr flag"},
		{14, "@g = global [2 x i8] zeroinitializer\n@p = global ptr getelementptr inrange(0, 2) (i8, ptr @g, i64 1)\n",
			"constant expression"},
		{14, "declare void @f() memory(none)\n", "attribute"},
		{14, "define i1 @f(i32 %a) {\n  %c = icmp samesign ult i32 %a, 3\n  ret i1 %c\n}\n", "instruction flag"},
		{14, strings.Replace(di21Module, "REPLACE", `!DILabel(scope: !10, name: "L", file: !1, line: 2)`, 1), "metadata"},
		{19, strings.Replace(di21Module, "REPLACE", `!DILabel(scope: !10, name: "L", file: !1, line: 2)`, 1), "metadata"},
		// a block with two predecessor edges: its blockaddress user's place
		// among them would show in "; preds ="
		{22, "define void @f(i1 %c) {\n  br i1 %c, label %b, label %b\nb:\n  ret void\n}\n@p = global ptr blockaddress(@f, %b)\nuselistorder_bb @f, %b, { 2, 1, 0 }\n", "uselistorder"},
		{14, "@g = global i32 0\n@p = global ptr ptrauth (ptr @g, i32 0)\n", "constant"},
		// memprof's call sites: a summary field the writer does not read
		{22, "^0 = module: (path: \"a.o\", hash: (0, 0, 0, 0, 0))\n^1 = gv: (guid: 1, summaries: (function: (module: ^0, " +
			"flags: (linkage: external), insts: 1, callsites: ((callee: ^1, clones: (0), stackIds: (1))))))\n", "module summary"},
		{22, "!0 = !DIBasicType(name: \"i\", size: !1)\n!1 = !{}\n!n = !{!0}\n", "metadata"},
	} {
		m, err := parser.ParseFileAnyRelease("x.ll", []byte(c.src), 0)
		if err != nil {
			t.Fatal(err)
		}
		_, err = EncodeOptions(m, WriteOptions{LLVM: llvmver.Version(c.n)})
		var u *UnsupportedError
		if !errors.As(err, &u) || u.Construct != c.want {
			t.Errorf("%q (LLVM %d): got %v, want unsupported %s", c.src, c.n, err, c.want)
		}
	}
}
