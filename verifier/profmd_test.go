package verifier_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/oracle"
	"github.com/irmeta/irmeta/llvmver"
)

// memprofBetween are MemInfoBlocks whose verdict changed between LLVM 15,
// 19 and 22 (llvmver.MemProfTotalSize, MemProfContextSizes): the strings
// after the stack, then a last integer, then context size nodes.
var memprofBetween = []string{
	`!1 = !{!2, !"cold", i64 5}`,
	`!1 = !{!2, i64 5, !"cold"}`,
	`!1 = !{!2, !"cold", !3}`,
	`!1 = !{!2, !"cold", !3, !4}`,
	`!1 = !{!2, !"cold", !"notcold"}`,
}

// TestMemProfReleases asks llvm-as 15, 19 and 22 about each of
// memprofBetween (through releaseAnswers), and checks that irmeta's
// verifier gives each release's verdict under it.
func TestMemProfReleases(t *testing.T) {
	dir := t.TempDir()
	answers := oracle.Open(t, releaseAnswers)
	rejected := 0
	for k, mib := range memprofBetween {
		src := "declare ptr @g()\ndefine void @f() {\n  %x = call ptr @g(), !memprof !0\n  ret void\n}\n!0 = !{!1}\n" +
			mib + "\n!2 = !{i64 1}\n!3 = !{i64 1, i64 2}\n!4 = !{i64 3, i64 4}\n"
		name := "mp" + strconv.Itoa(k) + ".ll"
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, v := range []llvmver.Version{15, 19, 22} {
			want := storedVerdict(t, answers, "llvm-as-"+strconv.Itoa(int(v)), dir, name)
			if got := ruleVerdict(t, name, []byte(src), v); got != want {
				t.Errorf("%s under LLVM %d:\n  got  %s\n  want %s", mib, v, got, want)
			}
			if !strings.HasPrefix(want, "ok") {
				rejected++
			}
		}
	}
	if rejected < 5 {
		t.Errorf("only %d of the verdicts reject: the cases no longer reach the release differences", rejected)
	}
}
