package bitcode

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestDwarfTagNames prints a GenericDINode of every DWARF tag number LLVM
// names (and some it does not) and compares the text with llvm-dis of
// LLVM 14 and 22: the tag spelled by name exactly where LLVM does.
func TestDwarfTagNames(t *testing.T) {
	var tags []int
	for i := 1; i <= 0x50; i++ {
		tags = append(tags, i)
	}
	for i := 0x4100; i <= 0x410b; i++ {
		tags = append(tags, i)
	}
	for _, r := range [][2]int{{0x4080, 0x4081}, {0x4200, 0x4230}, {0x5100, 0x5120}, {0x8000, 0x8010}, {0x8b00, 0x8b20}, {0xa000, 0xa010}, {0xb000, 0xb010}, {0xfffe, 0xffff}} {
		for i := r[0]; i <= r[1]; i++ {
			tags = append(tags, i)
		}
	}
	var src strings.Builder
	refs := make([]string, len(tags))
	for i := range tags {
		refs[i] = fmt.Sprintf("!%d", i)
	}
	src.WriteString("!named = !{" + strings.Join(refs, ", ") + "}\n")
	for i, tag := range tags {
		fmt.Fprintf(&src, "!%d = !GenericDINode(tag: %d)\n", i, tag)
	}
	dir := t.TempDir()
	ll := filepath.Join(dir, "tags.ll")
	if err := os.WriteFile(ll, []byte(src.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, v := range []string{"14", "22"} {
		bc := filepath.Join(dir, "tags"+v+".bc")
		if out, err := exec.Command("llvm-as-"+v, ll, "-o", bc).CombinedOutput(); err != nil {
			t.Fatalf("llvm-as-%s: %v\n%s", v, err, out)
		}
		want, err := exec.Command("llvm-dis-"+v, bc, "-o", "-").Output()
		if err != nil {
			t.Fatalf("llvm-dis-%s: %v", v, err)
		}
		data, err := os.ReadFile(bc)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Disassemble(data, bc)
		if err != nil {
			t.Fatal(err)
		}
		wl, gl := strings.Split(string(want), "\n"), strings.Split(string(got), "\n")
		if len(wl) != len(gl) {
			t.Fatalf("LLVM %s: %d lines, llvm-dis %d", v, len(gl), len(wl))
		}
		for i := range wl {
			if wl[i] != gl[i] && !strings.HasPrefix(wl[i], "; ModuleID") {
				t.Errorf("LLVM %s: got %q, llvm-dis prints %q", v, gl[i], wl[i])
			}
		}
	}
}
