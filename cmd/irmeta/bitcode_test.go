package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
)

// TestBitcodeWithoutLLVM reads bitcode of LLVM 14 and 22 with no LLVM tool
// on PATH: fmt prints what llvm-dis of the producing release prints, and
// the other commands accept the .bc as they accept text.
func TestBitcodeWithoutLLVM(t *testing.T) {
	src := filepath.Join(corpus.Root(t), "coreutils", "echo.ll")
	dir := t.TempDir()
	type made struct{ bc, want string }
	var files []made
	for _, n := range []string{"14", "22"} {
		bc := filepath.Join(dir, "echo"+n+".bc")
		if out, err := exec.Command("llvm-as-"+n, src, "-o", bc).CombinedOutput(); err != nil {
			t.Fatalf("llvm-as-%s: %v\n%s", n, err, out)
		}
		want, err := exec.Command("llvm-dis-"+n, bc, "-o", "-").Output()
		if err != nil {
			t.Fatalf("llvm-dis-%s: %v", n, err)
		}
		files = append(files, made{bc, string(want)})
	}
	t.Setenv("PATH", "")
	if _, err := exec.LookPath("llvm-dis"); err == nil {
		t.Fatal("llvm-dis still on PATH")
	}
	for _, f := range files {
		var stdout, stderr bytes.Buffer
		if code := run([]string{"fmt", f.bc}, strings.NewReader(""), &stdout, &stderr); code != 0 {
			t.Fatalf("fmt %s: exit %d: %s", f.bc, code, stderr.String())
		}
		if stdout.String() != f.want {
			t.Errorf("fmt %s differs from llvm-dis (%d vs %d bytes)", filepath.Base(f.bc), stdout.Len(), len(f.want))
		}
		stdout.Reset()
		stderr.Reset()
		if code := run([]string{"verify", f.bc}, strings.NewReader(""), &stdout, &stderr); code != 0 {
			t.Errorf("verify %s: exit %d: %s%s", f.bc, code, stdout.String(), stderr.String())
		}
		// bitcode on standard input is recognised by its content
		data, err := os.ReadFile(f.bc)
		if err != nil {
			t.Fatal(err)
		}
		stdout.Reset()
		stderr.Reset()
		if code := run([]string{"fmt", "-"}, bytes.NewReader(data), &stdout, &stderr); code != 0 {
			t.Fatalf("fmt - : exit %d: %s", code, stderr.String())
		}
		if want := strings.Replace(f.want, "; ModuleID = '"+f.bc+"'", "; ModuleID = '<stdin>'", 1); stdout.String() != want {
			t.Errorf("fmt - of %s differs from llvm-dis", filepath.Base(f.bc))
		}
	}
	// a damaged file gives a positioned error, not a crash
	data, _ := os.ReadFile(files[1].bc)
	bad := filepath.Join(dir, "bad.bc")
	os.WriteFile(bad, data[:len(data)/2], 0o644)
	var stdout, stderr bytes.Buffer
	if code := run([]string{"fmt", bad}, strings.NewReader(""), &stdout, &stderr); code != 1 || !strings.Contains(stderr.String(), "offset ") {
		t.Errorf("truncated bitcode: exit %d, stderr %q", code, stderr.String())
	}
}
