package bitcode

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/parser"
)

var (
	regenerate  = flag.Bool("regenerate", false, "ask LLVM again for the writer sweep's stored answers (testdata/write_sweep.tsv)")
	reaskOracle = flag.Bool("reask-oracle", false, "with -regenerate: run llvm-as on every file again instead of keeping its stored text hash, and judge unchanged bitcode again")
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

// encodeFile writes dir/name as bitcode, naming the module name as llvmAs does.
func encodeFile(t testing.TB, dir, name string) ([]byte, error) {
	src, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	// The corpus is LLVM 14's: what LLVM 22 no longer reads is read as 14.
	m, err := parser.ParseFileAnyRelease(name, src, 0)
	if err != nil {
		return nil, err
	}
	return Encode(m)
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
	}
	for i, c := range cases {
		name := fmt.Sprintf("m%d.ll", i)
		if err := os.WriteFile(filepath.Join(dir, name), []byte(c.src), 0o644); err != nil {
			t.Fatal(err)
		}
		bc, err := encodeFile(t, dir, name)
		if err != nil {
			t.Fatalf("case %d: %v", i, err)
		}
		got, ok := disHash(t, c.n, bc)
		if !ok {
			t.Fatalf("case %d: llvm-dis-%d rejects the bitcode", i, c.n)
		}
		ref, ok := llvmAs(c.n, dir, name)
		if !ok {
			t.Fatalf("case %d: llvm-as-%d rejects the test input", i, c.n)
		}
		want, _ := disHash(t, c.n, ref)
		if got != want {
			t.Errorf("case %d: llvm-dis-%d of the written bitcode differs from llvm-as's", i, c.n)
		}
		// The native reader reads the written bitcode as llvm-dis does,
		// except that it does not give intrinsic declarations their
		// attributes (LLVM's reader does, from its intrinsic table; the
		// writer, like llvm-as's input, leaves them out).
		text, err := Disassemble(bc, "x")
		intrinsics := strings.Contains(c.src, "declare void @llvm.")
		switch {
		case err != nil:
			t.Errorf("case %d: native reader: %v", i, err)
		case !intrinsics:
			if j := bytes.IndexByte(text, '\n'); j >= 0 {
				text = text[j+1:]
			}
			s := sha256.Sum256(text)
			if h := hex.EncodeToString(s[:8]); h != want {
				t.Errorf("case %d: the native reader's text of the written bitcode differs from llvm-dis-%d's:\n%s", i, c.n, text)
			}
		}
		if !verifies(c.n, bc) {
			t.Errorf("case %d: opt-%d -passes=verify rejects the bitcode", i, c.n)
		}
	}
}

// TestWriteUnsupported: a construct the writer does not encode is a named
// error, not bitcode.
func TestWriteUnsupported(t *testing.T) {
	for src, want := range map[string]string{
		"@g = external global target(\"spirv.Event\")\n":                   "target extension type",
		"^0 = module: (path: \"a.o\", hash: (0, 0, 0, 0, 0))\n":            "module summary",
		"!0 = !DIBasicType(name: \"i\", size: !1)\n!1 = !{}\n!n = !{!0}\n": "metadata",
	} {
		m, err := parser.ParseFile("x.ll", []byte(src), 0)
		if err != nil {
			t.Fatal(err)
		}
		_, err = Encode(m)
		var u *UnsupportedError
		if !errors.As(err, &u) || u.Construct != want {
			t.Errorf("%q: got %v, want unsupported %s", src, err, want)
		}
	}
}

// sweepEntry is one stored answer: file, LLVM version, status (ok,
// diff, diff-as-llvm14, verify, rejected-by-oracle, or "unsupported:
// construct"), hash of the written bitcode and hash of the oracle's
// llvm-dis text.
type sweepEntry struct {
	file, status, bcHash, disHash string
	n                             int
	typed                         bool // a typed-pointer file (else llvm-as-14 needs -opaque-pointers)
}

// llvm14Read22 hashes llvm-dis-22's text of llvm-as-14's bitcode of
// dir/name, assembled with -opaque-pointers unless typed ("-" when a tool
// rejects it).
func llvm14Read22(t testing.TB, dir, name string, typed bool) string {
	args := []string{name, "-o", "-"}
	if !typed {
		args = append(args, "-opaque-pointers")
	}
	cmd := exec.Command("llvm-as-14", args...)
	cmd.Dir = dir
	bc, err := cmd.Output()
	if err != nil {
		return "-"
	}
	h, ok := disHash(t, 22, bc)
	if !ok {
		return "-"
	}
	return h
}

const sweepFile = "testdata/write_sweep.tsv"

// sweepKey names a stored answer: a typed-pointer file has one for each
// release it is sampled under.
func sweepKey(file string, n int) string { return fmt.Sprintf("%s\t%d", file, n) }

// sweepFiles is the sample of the corpus the sweep covers: every 10th
// typed-pointer file under LLVM 14, every 20th of them under LLVM 22 too
// (the same bitcode, which LLVM 22 reads with opaque pointers), and every
// 2nd opaque-pointer file under LLVM 22.
func sweepFiles(t *testing.T) []sweepEntry {
	var out []sweepEntry
	nt, no := 0, 0
	for _, e := range corpus.LLVMTest(t) {
		switch e.Verdict {
		case corpus.OK:
			if nt++; nt%10 == 0 {
				out = append(out, sweepEntry{file: e.Path, n: 14, typed: true})
				if nt%20 == 0 {
					out = append(out, sweepEntry{file: e.Path, n: 22, typed: true})
				}
			}
		case corpus.OKOpaque:
			if no++; no%2 == 0 {
				out = append(out, sweepEntry{file: e.Path, n: 22})
			}
		}
	}
	return out
}

// TestWriteSweep writes bitcode for the corpus sample and checks each
// outcome against the stored answers: the reason of every unsupported
// file, and for written files the bitcode's hash (the verdict LLVM gave
// on those bytes carries over); llvm-dis is asked again for a sample.
func TestWriteSweep(t *testing.T) {
	if testing.Short() {
		t.Skip("long sweep")
	}
	root := corpus.Root(t)
	files := sweepFiles(t)
	stored := map[string]sweepEntry{}
	// The stored table is read when regenerating too: llvm-as's text of
	// a file does not depend on the writer, so its hash is kept, and only
	// bitcode that changed goes to llvm-dis and opt again (-reask-oracle
	// asks llvm-as again and judges all bitcode again).
	if f, err := os.Open(sweepFile); err == nil {
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			p := strings.Split(sc.Text(), "\t")
			if len(p) != 5 || p[0] == "file" {
				continue
			}
			var n int
			fmt.Sscan(p[1], &n)
			stored[sweepKey(p[0], n)] = sweepEntry{file: p[0], n: n, status: p[2], bcHash: p[3], disHash: p[4]}
		}
		f.Close()
	} else if !*regenerate {
		t.Fatal(err)
	}
	counts := map[string]int{}
	var out []sweepEntry
	// A typed-pointer file sampled under both releases is written once.
	var lastFile string
	var bc []byte
	var err error
	for k, se := range files {
		dir := filepath.Join(root, "llvm-test")
		if se.file != lastFile {
			bc, err = encodeFile(t, dir, se.file)
			lastFile = se.file
		}
		var u *UnsupportedError
		switch {
		case errors.As(err, &u):
			se.status = "unsupported: " + u.Construct
		case err != nil:
			se.status = "error"
		default:
			s := sha256.Sum256(bc)
			se.bcHash = hex.EncodeToString(s[:8])
		}
		if *regenerate {
			old, known := stored[sweepKey(se.file, se.n)]
			switch {
			case known && !*reaskOracle && old.disHash != "" && old.disHash != "?" && old.n == se.n:
				se.disHash = old.disHash
			case se.status != "":
				// unsupported: LLVM's text is not needed ("?": not asked)
				se.disHash = "?"
			default:
				if ref, ok := llvmAs(se.n, dir, se.file); !ok {
					se.disHash = "-"
				} else {
					se.disHash, _ = disHash(t, se.n, ref)
				}
			}
			if se.disHash == "-" && se.status == "" {
				se.status = "rejected-by-oracle"
			}
			if se.status == "" && known && !*reaskOracle && old.bcHash == se.bcHash && old.disHash == se.disHash {
				// the same bytes as before: LLVM's verdict carries over
				se.status = old.status
			}
			if se.status == "" {
				got, ok := disHash(t, se.n, bc)
				switch {
				case ok && got != se.disHash && se.n == 22 && got == llvm14Read22(t, dir, se.file, se.typed):
					// LLVM 22 reads llvm-as-14's own bitcode of the
					// file so too: its reader upgrades LLVM 14's
					// bitcode otherwise than its parser the text.
					se.status = "diff-as-llvm14"
				case !ok || got != se.disHash:
					se.status = "diff"
				case !verifies(se.n, bc):
					se.status = "verify"
				default:
					se.status = "ok"
				}
			}
			if se.bcHash == "" {
				se.bcHash = "-"
			}
		} else {
			want, ok := stored[sweepKey(se.file, se.n)]
			if !ok {
				t.Errorf("%s: no stored answer for LLVM %d (run with -regenerate)", se.file, se.n)
				continue
			}
			if se.bcHash == "" {
				se.bcHash = "-"
			}
			if se.status == "" {
				se.status = want.status
			}
			if se.status != want.status || se.bcHash != want.bcHash {
				t.Errorf("%s (LLVM %d): %s (bitcode %s), stored %s (bitcode %s); run with -regenerate after checking", se.file, se.n, se.status, se.bcHash, want.status, want.bcHash)
			}
			if se.status == "ok" && k%25 == 0 {
				got, ok := disHash(t, se.n, bc)
				if !ok || got != want.disHash {
					t.Errorf("%s: llvm-dis-%d of the written bitcode no longer matches llvm-as's", se.file, se.n)
				}
			}
			se.disHash = want.disHash
		}
		counts[fmt.Sprintf("%d %s", se.n, se.status)]++
		out = append(out, se)
	}
	var keys []string
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%6d  LLVM %s", counts[k], k)
	}
	if *regenerate {
		var b strings.Builder
		b.WriteString("file\tllvm\tstatus\tbitcode-sha256/8\tllvm-dis-sha256/8\n")
		for _, se := range out {
			fmt.Fprintf(&b, "%s\t%d\t%s\t%s\t%s\n", se.file, se.n, se.status, se.bcHash, se.disHash)
		}
		if err := os.WriteFile(sweepFile, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
