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

// TestBitcodeCLIWithoutLLVM runs the reading commands on llvm-as-14 and
// llvm-as-22 bitcode with PATH emptied: each must succeed and say exactly
// what it says about the text llvm-dis of the same release prints (the
// text is written before PATH is emptied; file names are made the same).
func TestBitcodeCLIWithoutLLVM(t *testing.T) {
	src := filepath.Join(corpus.Root(t), "coreutils", "echo.ll")
	dir := t.TempDir()
	for _, n := range []string{"14", "22"} {
		bc := filepath.Join(dir, "m"+n+".bc")
		if out, err := exec.Command("llvm-as-"+n, src, "-o", bc).CombinedOutput(); err != nil {
			t.Fatalf("llvm-as-%s: %v\n%s", n, err, out)
		}
		if out, err := exec.Command("llvm-dis-"+n, bc, "-o", filepath.Join(dir, "m"+n+".ll")).CombinedOutput(); err != nil {
			t.Fatalf("llvm-dis-%s: %v\n%s", n, err, out)
		}
	}
	t.Setenv("PATH", "")
	commands := [][]string{
		{"dump"},
		{"dump", "--json"},
		{"report"},
		{"flags"},
		{"loops"},
		{"get", "@FILE", "module", "llvm.module.flags"},
		{"get", "@FILE", "@main"},
		{"verify"},
		{"diff", "@OTHER"},
	}
	for _, n := range []string{"14", "22"} {
		bc := filepath.Join(dir, "m"+n+".bc")
		ll := filepath.Join(dir, "m"+n+".ll")
		for _, c := range commands {
			args := func(file string) []string {
				a := []string{"--llvm", n, c[0]}
				placed := false
				for _, x := range c[1:] {
					switch x {
					case "@OTHER":
						x = ll // diff: the bitcode against llvm-dis's text
					case "@FILE":
						x, placed = file, true
					}
					a = append(a, x)
				}
				if !placed {
					a = append(a, file)
				}
				return a
			}
			var fromBC, fromLL, errBC, errLL bytes.Buffer
			codeBC := run(args(bc), strings.NewReader(""), &fromBC, &errBC)
			codeLL := run(args(ll), strings.NewReader(""), &fromLL, &errLL)
			name := "LLVM " + n + " " + strings.Join(c, " ")
			if codeBC != codeLL || codeBC != 0 {
				t.Errorf("%s: exit %d on bitcode, %d on text: %s", name, codeBC, codeLL, errBC.String())
				continue
			}
			got := strings.ReplaceAll(fromBC.String(), bc, "F")
			want := strings.ReplaceAll(fromLL.String(), ll, "F")
			if c[0] == "diff" {
				want = strings.ReplaceAll(want, bc, "F")
				got = strings.ReplaceAll(got, ll, "F")
			}
			if got != want {
				t.Errorf("%s: output on bitcode differs from output on llvm-dis's text:\n%.400s\nvs\n%.400s", name, got, want)
			}
			if fromBC.Len() == 0 && c[0] != "verify" && c[0] != "diff" {
				t.Errorf("%s printed nothing", name)
			}
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "m22.bc")); err != nil {
		t.Fatal(err)
	}
}

// TestBitcodeTextThatParses reads bitcode whose own llvm-dis prints text
// no parser reads back: llvm-dis 15 prints a musttail call without
// arguments in a vararg function as "@f(, ...)", which llvm-as 15 rejects.
// The native reader reproduces that text (bitcode.Disassemble), but every
// command, which parses what it reads, must get "@f(...)" and succeed.
func TestBitcodeTextThatParses(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "m.ll")
	const module = "define void @f(...) {\n  musttail call void (...) @f(...)\n  ret void\n}\n"
	if err := os.WriteFile(src, []byte(module), 0o644); err != nil {
		t.Fatal(err)
	}
	bc := filepath.Join(dir, "m.bc")
	if out, err := exec.Command("llvm-as-15", src, "-o", bc).CombinedOutput(); err != nil {
		t.Fatalf("llvm-as-15: %v\n%s", err, out)
	}
	dis, err := exec.Command("llvm-dis-15", bc, "-o", "-").Output()
	if err != nil {
		t.Fatalf("llvm-dis-15: %v", err)
	}
	if !bytes.Contains(dis, []byte("@f(, ...)")) {
		t.Fatalf("llvm-dis-15 no longer prints \"(, ...)\":\n%s", dis)
	}
	for _, c := range [][]string{{"fmt", bc}, {"verify", bc}, {"--llvm", "14", "verify", bc}} {
		var out, errOut bytes.Buffer
		if code := run(c, strings.NewReader(""), &out, &errOut); code != 0 {
			t.Errorf("irmeta %s: exit %d: %s", strings.Join(c, " "), code, errOut.String())
		}
		if c[0] == "fmt" && !strings.Contains(out.String(), "musttail call void (...) @f(...)") {
			t.Errorf("irmeta fmt: the call is not spelled \"@f(...)\":\n%s", out.String())
		}
	}
}
