package bitcode

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// samples exercise the reader's record kinds; each is assembled by
// llvm-as-N and must print as llvm-dis-N prints it.
var samples = map[string]string{
	"globals": `@g = global i32 5, align 4
@s = internal constant [6 x i8] c"hello\00"
@h = weak hidden global double 0x3FE6666666666666
@z = common global [4 x float] zeroinitializer, align 16
@e = external thread_local global i8
@a = alias i32, ptr @g
$c = comdat any
@w = linkonce_odr global i64 1, comdat($c)
`,
	// AsmWriter spells the AVR conventions with a space of their own.
	"callingconv": `declare avr_signalcc void @f()
declare avr_intrcc void @g()
define void @h() {
  call avr_intrcc void @g()
  call avr_signalcc void @f()
  ret void
}
`,
	"control": `define i32 @f(i32 %a, ptr %p) {
entry:
  %x = add nsw i32 %a, 1
  %0 = load volatile i32, ptr %p, align 4
  switch i32 %0, label %d [
    i32 1, label %t
    i32 2, label %t
  ]
t:
  %ph = phi i32 [ %x, %entry ], [ %x, %entry ]
  %c = icmp eq i32 %ph, 0
  br i1 %c, label %d, label %e
d:
  %s = select i1 true, i32 1, i32 2
  ret i32 %s
e:
  %r = call i32 @f(i32 %0, ptr %p)
  unreachable
}
`,
	"memory": `%S = type { i32, [2 x float], ptr }
define void @m(ptr %p, <4 x i32> %v) {
  %a = alloca %S, align 8
  %g = getelementptr inbounds %S, ptr %a, i64 0, i32 1, i64 1
  store float 1.5, ptr %g, align 4
  %x = atomicrmw add ptr %p, i32 1 seq_cst, align 4
  %y = cmpxchg ptr %p, i32 0, i32 1 acq_rel monotonic, align 4
  fence syncscope("singlethread") acquire
  %e = extractelement <4 x i32> %v, i32 2
  %sh = shufflevector <4 x i32> %v, <4 x i32> poison, <4 x i32> zeroinitializer
  %f = fneg fast float 1.0
  %z = zext i32 %e to i64
  ret void
}
`,
	"debug": `define i32 @f(i32 %x) !dbg !4 {
  call void @llvm.dbg.value(metadata i32 %x, metadata !9, metadata !DIExpression()), !dbg !10
  ret i32 %x, !dbg !10
}
declare void @llvm.dbg.value(metadata, metadata, metadata)
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "x", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/d")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !8)
!5 = !DISubroutineType(types: !6)
!6 = !{!7, !7}
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{!9}
!9 = !DILocalVariable(name: "x", arg: 1, scope: !4, file: !1, line: 1, type: !7)
!10 = !DILocation(line: 2, column: 3, scope: !4)
`,
	"attrs": `define void @a(ptr noalias nocapture sret(i32) %p, i32 signext %n) #0 {
  call void @b() #1
  ret void
}
declare void @b()
attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "target-cpu"="x86-64" }
attributes #1 = { nounwind }
`,
	// a blockaddress in a function's own constants, of a block of a
	// function read later (and one of a function read before)
	"later-block": `define void @h() {
  br label %done
done:
  ret void
}
define ptr @f(i1 %c) {
  %p = select i1 %c, ptr blockaddress(@g, %bb), ptr getelementptr (i8, ptr blockaddress(@g, %bb), i64 1)
  %q = select i1 %c, ptr %p, ptr blockaddress(@h, %done)
  ret ptr %q
}
define void @g() {
  br label %bb
bb:
  ret void
}
`,
}

func assemble(t *testing.T, n, src string) []byte {
	t.Helper()
	dir := t.TempDir()
	ll := filepath.Join(dir, "a.ll")
	if err := os.WriteFile(ll, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{ll, "-o", "-"}
	if n == "14" {
		args = append([]string{"-opaque-pointers"}, args...)
	}
	out, err := exec.Command("llvm-as-"+n, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("llvm-as-%s: %v\n%s", n, err, out)
	}
	return out
}

func TestSamples(t *testing.T) {
	for _, n := range []string{"14", "22"} {
		for name, src := range samples {
			t.Run(n+"/"+name, func(t *testing.T) {
				bc := assemble(t, n, src)
				args := []string{"-", "-o", "-"}
				if n == "14" {
					args = append([]string{"-opaque-pointers"}, args...)
				}
				cmd := exec.Command("llvm-dis-"+n, args...)
				cmd.Stdin = strings.NewReader(string(bc))
				want, err := cmd.Output()
				if err != nil {
					t.Fatal(err)
				}
				got, err := Disassemble(bc, "<stdin>")
				if err != nil {
					t.Fatal(err)
				}
				if string(got) != string(want) {
					t.Errorf("differs from llvm-dis-%s:\n--- want\n%s\n--- got\n%s", n, want, got)
				}
			})
		}
	}
}

// TestTruncated cuts a module at every 7th byte: each cut gives an *Error
// naming a byte offset inside the file, never a panic.
func TestTruncated(t *testing.T) {
	bc := assemble(t, "22", samples["debug"])
	for cut := 0; cut < len(bc); cut += 7 {
		_, err := Disassemble(bc[:cut], "x")
		var e *Error
		if !errors.As(err, &e) {
			t.Fatalf("cut at %d: error %v (%T), want *Error", cut, err, err)
		}
		if e.Offset < 0 || e.Offset > int64(len(bc)) {
			t.Fatalf("cut at %d: offset %d outside the file", cut, e.Offset)
		}
		if strings.Contains(e.Msg, "internal error") {
			t.Fatalf("cut at %d: %v", cut, err)
		}
	}
}

// TestFlippedBytes corrupts single bytes: errors, never panics.
func TestFlippedBytes(t *testing.T) {
	bc := assemble(t, "22", samples["memory"])
	for i := 4; i < len(bc); i += 3 {
		b := append([]byte(nil), bc...)
		b[i] ^= 0x5a
		_, err := Disassemble(b, "x")
		if err != nil && strings.Contains(err.Error(), "internal error") {
			t.Fatalf("byte %d: %v", i, err)
		}
	}
}

func TestNotBitcode(t *testing.T) {
	_, err := Disassemble([]byte("define void @f() {\n}\n"), "x")
	var e *Error
	if !errors.As(err, &e) || !strings.Contains(e.Msg, "magic") {
		t.Errorf("text input: %v", err)
	}
}

func FuzzDisassemble(f *testing.F) {
	for _, src := range samples {
		f.Add(assemble(&testing.T{}, "22", src))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		_, err := Disassemble(data, "x")
		if err != nil && strings.Contains(err.Error(), "internal error") {
			t.Fatal(err)
		}
	})
}
