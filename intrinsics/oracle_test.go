package intrinsics

import (
	"flag"
	"fmt"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/oracle"
)

var stride = flag.Int("intrinsics-stride", 16, "check every Nth intrinsic of the table against llvm-dis-22")

// handNames are names of "llvm." functions that LLVM's own tests declare
// (and that are not intrinsics), or that probe the lookup's edges.
var handNames = []string{
	"llvm.convergent", "llvm.noduplicate", "llvm.regular", "llvm.dbg.func.start",
	"llvm.objc.begin_catch", "llvm.objc.end_catch", "llvm.objc.exception_rethrow",
	"llvm.x86", "llvm.x86.foo", "llvm.foo", "llvm.absx", "llvm.abs.i32.i64",
	"llvm.memcpy.p0.p0.i64", "llvm.x86.sse2.pause", "llvm.x86.sse2.pause.i32",
}

// sample returns the names to ask LLVM about: every stride-th intrinsic,
// the same name with a type-like suffix (an intrinsic only if overloaded)
// and with its last component lengthened (no intrinsic, mostly), and
// handNames.
func sample(n int) []string {
	var all []string
	for _, t := range names22.all() {
		all = append(all, t.names...)
	}
	var out []string
	for i := 0; i < len(all); i += n {
		out = append(out, all[i], all[i]+".i32", all[i]+"_zz")
	}
	return append(out, handNames...)
}

// TestAgainstLLVM declares the sampled names in batches (llvm-as-22
// -disable-verify, as most do not fit a void() signature) and compares
// which of them llvm-dis-22 prints "; Unknown intrinsic" for with Known.
// Declarations the reader upgrades away are not compared, nor names whose
// upgrade crashes llvm-as-22 on a void() declaration (a batch that fails is
// asked again in halves, down to the name at fault).
func TestAgainstLLVM(t *testing.T) {
	answers := oracle.Open(t, "testdata/llvm22.answers.gz")
	names := sample(*stride)
	llvmUnknown := map[string]bool{}
	present := map[string]bool{}
	crashed := 0
	var ask func(part []string)
	ask = func(part []string) {
		var src strings.Builder
		for _, n := range part {
			fmt.Fprintf(&src, "declare void @%s()\n", n)
		}
		pipe := `set -o pipefail; llvm-as-22 -disable-verify - -o - 2>/dev/null | llvm-dis-22 - -o - | grep -E '^(; Unknown intrinsic|declare)' | sed 's/(.*//'`
		a := answers.Run(t, oracle.Command{Name: "bash", Args: []string{"-c", pipe}, Stdin: []byte(src.String())})
		if !a.OK() {
			if len(part) == 1 {
				crashed++
				return
			}
			ask(part[:len(part)/2])
			ask(part[len(part)/2:])
			return
		}
		comment := false
		for _, line := range strings.Split(string(a.Stdout), "\n") {
			if line == "; Unknown intrinsic" {
				comment = true
				continue
			}
			if i := strings.Index(line, "@"); i >= 0 {
				name := strings.Trim(line[i+1:], `"`)
				present[name] = true
				llvmUnknown[name] = comment
			}
			comment = false
		}
	}
	const batch = 600
	for lo := 0; lo < len(names); lo += batch {
		ask(names[lo:min(lo+batch, len(names))])
	}
	compared, unknown := 0, 0
	for _, n := range names {
		if !present[n] {
			continue
		}
		compared++
		if llvmUnknown[n] {
			unknown++
		}
		if Known(n) == llvmUnknown[n] {
			t.Errorf("%s: Known says %v, llvm-dis-22 prints the unknown-intrinsic comment: %v", n, Known(n), llvmUnknown[n])
		}
	}
	t.Logf("%d names compared (%d unknown to LLVM); %d crash llvm-as-22, %d more upgraded away by the reader",
		compared, unknown, crashed, len(names)-compared-crashed)
	if compared < len(names)*9/10 || unknown < compared/4 {
		t.Errorf("too few names compared (%d of %d) or unknown (%d)", compared, len(names), unknown)
	}
}
