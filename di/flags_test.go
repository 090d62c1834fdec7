package di_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/di"
)

// TestFlagSplitAsLLVM prints DISubprogram spFlags and DIFlags values (every
// virtuality with a few other bits, every access and inheritance value, the
// indirect-virtual-base pair, unknown bits) as llvm-as-22 | llvm-dis-22
// prints them: SPFlags.String and Flags.String must give LLVM's text.
func TestFlagSplitAsLLVM(t *testing.T) {
	spValues := []uint32{1, 2, 3, 3 | 8, 2 | 4 | 16, 1 << 10, 3 | 1<<10, 1<<11 | 1<<8}
	flagValues := []uint32{1, 2, 3, 1 << 16, 2 << 16, 3 << 16, 3 | 3<<16, 1<<2 | 1<<5, 1<<2 | 1<<5 | 1<<6, 1 << 17, 1 << 21, 1<<30 | 1<<29, 1 << 31}
	var b strings.Builder
	var refs []string
	k := 0
	for _, v := range spValues {
		fmt.Fprintf(&b, "!%d = distinct !DISubprogram(name: \"f%d\", spFlags: %d)\n", k, k, v)
		refs = append(refs, fmt.Sprintf("!%d", k))
		k++
	}
	for _, v := range flagValues {
		fmt.Fprintf(&b, "!%d = !DIBasicType(name: \"t%d\", flags: %d)\n", k, k, v)
		refs = append(refs, fmt.Sprintf("!%d", k))
		k++
	}
	src := "!named = !{" + strings.Join(refs, ", ") + "}\n" + b.String()
	path := filepath.Join(t.TempDir(), "flags.ll")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	out, ok := llvmDIS(t, path)
	if !ok {
		t.Fatal("llvm-as-22 | llvm-dis-22 failed")
	}
	// name: "fN" or "tN", and the flags LLVM prints (none printed: 0).
	node := regexp.MustCompile(`name: "([ft])(\d+)"(?:.*(?:spFlags|flags): ([^,)]+))?`)
	seen := 0
	for _, line := range strings.Split(string(out), "\n") {
		m := node.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		var n int
		fmt.Sscan(m[2], &n)
		want := m[3]
		if want == "" {
			want = "0"
		}
		var got string
		if m[1] == "f" {
			got = di.SPFlags(spValues[n]).String()
		} else {
			got = di.Flags(flagValues[n-len(spValues)]).String()
		}
		if got != want {
			t.Errorf("%s%s: got %q, LLVM 22 prints %q", m[1], m[2], got, want)
		}
		seen++
	}
	if seen != k {
		t.Errorf("found %d of the %d nodes in llvm-dis-22's text", seen, k)
	}
}
