package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBitcodeWriteNoLLVM writes bitcode with fmt -o x.bc and -w with no
// LLVM tool on PATH, and reads it back natively.
func TestBitcodeWriteNoLLVM(t *testing.T) {
	t.Setenv("PATH", "")
	t.Setenv("IRMETA_BITCODE_WRITER", "") // the default: native
	dir := t.TempDir()
	ll := filepath.Join(dir, "a.ll")
	src := "@g = global i32 7, align 4\n\ndefine i32 @f(i32 %x) {\nentry:\n  %y = add nsw i32 %x, 1, !taffo.info !0\n  ret i32 %y\n}\n\n" +
		"!llvm.module.flags = !{!1}\n!0 = !{!\"x\", i32 3}\n!1 = !{i32 1, !\"wchar_size\", i32 4}\n"
	if err := os.WriteFile(ll, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	bc := filepath.Join(dir, "a.bc")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"fmt", "-o", bc, ll}, nil, &stdout, &stderr); code != 0 {
		t.Fatalf("fmt -o a.bc: exit %d: %s", code, stderr.String())
	}
	check := func(what string) {
		t.Helper()
		stdout.Reset()
		if code := run([]string{"fmt", bc}, nil, &stdout, &stderr); code != 0 {
			t.Fatalf("%s: fmt a.bc: exit %d: %s", what, code, stderr.String())
		}
		for _, want := range []string{"@g = global i32 7, align 4", "%y = add nsw i32 %x, 1, !taffo.info !1", "ret i32 %y",
			"!llvm.module.flags = !{!0}", `!0 = !{i32 1, !"wchar_size", i32 4}`, `!1 = !{!"x", i32 3}`} {
			if !strings.Contains(stdout.String(), want) {
				t.Errorf("%s: read-back text lacks %q:\n%s", what, want, stdout.String())
			}
		}
	}
	check("fmt -o")
	if code := run([]string{"fmt", "-w", bc}, nil, &stdout, &stderr); code != 0 {
		t.Fatalf("fmt -w a.bc: exit %d: %s", code, stderr.String())
	}
	check("fmt -w")
	// A module the writer does not cover is an error naming the
	// construct, and the file is left as it was.
	md := filepath.Join(dir, "m.ll")
	uses := "define void @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  br label %m\nb:\n  br label %m\nm:\n  ret void\n}\n" +
		"uselistorder_bb @f, %m, { 1, 0 }\n"
	if err := os.WriteFile(md, []byte(uses), 0o644); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(bc)
	stderr.Reset()
	if code := run([]string{"fmt", "-o", bc, md}, nil, &stdout, &stderr); code == 0 || !strings.Contains(stderr.String(), "unsupported: uselistorder") {
		t.Errorf("fmt -o of a module with an unwritten use-list order: exit %d, stderr %q", code, stderr.String())
	}
	if after, _ := os.ReadFile(bc); !bytes.Equal(before, after) {
		t.Error("a failed write changed the output file")
	}
}

// TestBitcodeWriteSummary writes a module with a ThinLTO summary, as
// irmeta prints a -flto=thin object, to bitcode with no LLVM tool on PATH,
// and reads the summary back.
func TestBitcodeWriteSummary(t *testing.T) {
	t.Setenv("PATH", "")
	dir := t.TempDir()
	ll := filepath.Join(dir, "s.ll")
	flags := "flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition)"
	fn := `^2 = gv: (name: "f", summaries: (function: (module: ^0, ` + flags + `, insts: 3, funcFlags: (readNone: 0, readOnly: 1, noRecurse: 1, ` +
		`returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), refs: (readonly ^1))))`
	src := "source_filename = \"a.c\"\n\n@g = dso_local global i32 1\n\ndefine dso_local i32 @f(i32 %x) {\n  %v = load i32, ptr @g\n" +
		"  %y = add i32 %x, %v\n  ret i32 %y\n}\n\n^0 = module: (path: \"a.o\", hash: (0, 0, 0, 0, 0))\n" +
		`^1 = gv: (name: "g", summaries: (variable: (module: ^0, ` + flags + `, varFlags: (readonly: 1, writeonly: 0, constant: 0))))` + "\n" +
		fn + "\n^3 = blockcount: 5\n"
	if err := os.WriteFile(ll, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	bc := filepath.Join(dir, "s.bc")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"fmt", "-o", bc, ll}, nil, &stdout, &stderr); code != 0 {
		t.Fatalf("fmt -o s.bc: exit %d: %s", code, stderr.String())
	}
	if code := run([]string{"fmt", bc}, nil, &stdout, &stderr); code != 0 {
		t.Fatalf("fmt s.bc: exit %d: %s", code, stderr.String())
	}
	// Read back, the summary is numbered as llvm-dis numbers it: modules,
	// then GUIDs in increasing order (g's is the smaller).
	for _, want := range []string{`^0 = module: (path: "` + bc + `", hash: (0, 0, 0, 0, 0))`, fn + " ; guid = 14740650423002898831",
		"^3 = blockcount: 5"} {
		if !strings.Contains(stdout.String(), want) {
			t.Errorf("read-back text lacks %q:\n%s", want, stdout.String())
		}
	}
}

// TestBitcodeWriteInputNameAndRelease: fmt -o x.bc names the module after
// its input, as llvm-as does (not after the output), and reads the text
// under --llvm, so IR only older releases accept is written when one is
// named.
func TestBitcodeWriteInputNameAndRelease(t *testing.T) {
	t.Setenv("IRMETA_BITCODE_WRITER", "")
	dir := t.TempDir()
	ll := filepath.Join(dir, "sel.ll")
	src := "@a = global i32 0\n@b = global i32 0\n@g = global i32* select (i1 true, i32* @a, i32* @b)\n"
	if err := os.WriteFile(ll, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	bc := filepath.Join(dir, "out.bc")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"--llvm", "14", "fmt", "-o", bc, ll}, nil, &stdout, &stderr); code != 0 {
		t.Fatalf("--llvm 14 fmt -o out.bc: exit %d: %s", code, stderr.String())
	}
	if code := run([]string{"--llvm", "14", "fmt", bc}, nil, &stdout, &stderr); code != 0 {
		t.Fatalf("fmt out.bc: exit %d: %s", code, stderr.String())
	}
	if want := "source_filename = \"" + ll + "\""; !strings.Contains(stdout.String(), want) {
		t.Errorf("read-back text lacks %q:\n%s", want, stdout.String())
	}
	stderr.Reset()
	if code := run([]string{"--llvm", "22", "fmt", "-o", bc, ll}, nil, &stdout, &stderr); code == 0 {
		t.Error("--llvm 22 fmt -o of a select constant expression succeeded")
	}
}

// TestBitcodeOlderProducer: bitcode an older release wrote is read under
// its producer's rules when the text holds what --llvm's parser refuses
// (an icmp constant expression, which LLVM 22's reader turns into an
// instruction), and -w keeps a bitcode file bitcode whatever its name (a
// ThinLTO object is "x.o"). No LLVM tool is run.
func TestBitcodeOlderProducer(t *testing.T) {
	t.Setenv("PATH", "")
	dir := t.TempDir()
	ll := filepath.Join(dir, "ic.ll")
	src := "define i1 @f() {\n  ret i1 icmp eq (i64 ptrtoint (void ()* @g to i64), i64 -1)\n}\n\ndeclare void @g()\n"
	if err := os.WriteFile(ll, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	obj := filepath.Join(dir, "ic.o")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"--llvm", "14", "fmt", "-o", filepath.Join(dir, "ic.bc"), ll}, nil, &stdout, &stderr); code != 0 {
		t.Fatalf("fmt --llvm 14 -o ic.bc: exit %d: %s", code, stderr.String())
	}
	bc, err := os.ReadFile(filepath.Join(dir, "ic.bc"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(obj, bc, 0o644); err != nil {
		t.Fatal(err)
	}
	// Under the default release the text's parser would refuse the
	// constant expression; the producer's reads it.
	stderr.Reset()
	if code := run([]string{"verify", obj}, nil, &stdout, &stderr); code != 0 {
		t.Errorf("verify of LLVM 14 bitcode under LLVM 22: exit %d: %s", code, stderr.String())
	}
	stderr.Reset()
	if code := run([]string{"flags", "set", "-w", obj, "Max", "myflag", "i32 3"}, nil, &stdout, &stderr); code != 0 {
		t.Fatalf("flags set -w ic.o: exit %d: %s", code, stderr.String())
	}
	after, err := os.ReadFile(obj)
	if err != nil {
		t.Fatal(err)
	}
	if len(after) < 4 || string(after[:2]) != "BC" {
		t.Fatalf("flags set -w turned the bitcode file ic.o into %.40q", after)
	}
	stdout.Reset()
	if code := run([]string{"fmt", obj}, nil, &stdout, &stderr); code != 0 {
		t.Fatalf("fmt ic.o: exit %d: %s", code, stderr.String())
	}
	for _, want := range []string{"icmp eq (i64 ptrtoint (void ()* @g to i64), i64 -1)", `!{i32 7, !"myflag", i32 3}`} {
		if !strings.Contains(stdout.String(), want) {
			t.Errorf("the edited object lacks %q:\n%s", want, stdout.String())
		}
	}
	// Text keeps the release --llvm names: the same module as text is
	// refused under LLVM 22.
	stderr.Reset()
	if code := run([]string{"verify", ll}, nil, &stdout, &stderr); code == 0 || !strings.Contains(stderr.String(), "icmp constexprs are no longer supported") {
		t.Errorf("verify of the text under LLVM 22: exit %d, stderr %q", code, stderr.String())
	}
}
