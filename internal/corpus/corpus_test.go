package corpus

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRootAndTable(t *testing.T) {
	root := Root(t)
	if !filepath.IsAbs(root) || filepath.Base(root) != "corpus" || filepath.Base(filepath.Dir(root)) != "shared" {
		t.Fatalf("Root = %s, want an absolute path ending in shared/corpus", root)
	}
	entries := LLVMTest(t)
	counts := map[string]int{}
	for _, e := range entries {
		counts[e.Verdict]++
		if e.Verdict == Reject && e.FirstError == "" {
			t.Errorf("%s: rejected without a message", e.Path)
		}
		if e.Valid() && e.FirstError != "" {
			t.Errorf("%s: accepted with a message %q", e.Path, e.FirstError)
		}
	}
	if counts[OK] == 0 || counts[OKOpaque] == 0 || counts[Reject] == 0 {
		t.Errorf("verdict counts %v, want all three", counts)
	}
	for _, e := range entries[:5] {
		if _, err := os.Stat(e.File(root)); err != nil {
			t.Error(err)
		}
	}
	files := Files(t, "coreutils")
	for _, f := range files {
		if !strings.HasSuffix(f, ".ll") || !strings.HasPrefix(f, root) {
			t.Errorf("Files returned %s", f)
		}
	}
}

func TestEntryError(t *testing.T) {
	e := Entry{FirstError: "llvm-as: /x/llvm-test/A/b.ll:12:7: error: expected type"}
	if e.ErrorLine() != 12 || e.ErrorMsg() != "expected type" {
		t.Errorf("line %d msg %q", e.ErrorLine(), e.ErrorMsg())
	}
	e = Entry{FirstError: "LLVM ERROR: Invalid address space"}
	if e.ErrorLine() != 0 || e.ErrorMsg() != "LLVM ERROR: Invalid address space" {
		t.Errorf("line %d msg %q", e.ErrorLine(), e.ErrorMsg())
	}
}

func TestSample(t *testing.T) {
	s := []int{0, 1, 2, 3, 4, 5, 6}
	if got := Sample(s, 3); len(got) != 3 || got[0] != 0 || got[1] != 3 || got[2] != 6 {
		t.Errorf("Sample(s, 3) = %v", got)
	}
	if got := Sample(s, 1); len(got) != len(s) {
		t.Errorf("Sample(s, 1) = %v", got)
	}
}

func TestSeeds(t *testing.T) {
	seeds := Seeds(t, 20, 2048)
	if len(seeds) != 20 {
		t.Fatalf("%d seeds, want 20", len(seeds))
	}
	for _, s := range seeds {
		if len(s) > 2048 {
			t.Errorf("seed of %d bytes", len(s))
		}
	}
}

func TestSplit(t *testing.T) {
	src := "; RUN: split-file %s %t\n@x = global i32 0\n;--- a.ll\n@a = global i32 1\n;--- b.ll\n@b = global i32 2\n"
	parts := Split("f.ll", []byte(src))
	if len(parts) != 3 {
		t.Fatalf("%d parts", len(parts))
	}
	var joined string
	for _, p := range parts {
		joined += string(p.Src)
	}
	if parts[1].Name != "f.ll:a.ll" || parts[2].Name != "f.ll:b.ll" || string(parts[2].Src) != "@b = global i32 2\n" {
		t.Errorf("parts %q", parts)
	}
	if len(joined) != len(src)-len(";--- a.ll\n;--- b.ll\n") {
		t.Errorf("parts lost text: %q", joined)
	}
	if p := Split("g.ll", []byte("@x = global i32 0\n")); len(p) != 1 || p[0].Name != "g.ll" {
		t.Errorf("unsplit file gave %q", p)
	}
}
