package typecheck_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"golang.org/x/tools/txtar"
)

// TestCasesBetween asks llvm-as 15, 16 and 19 about the cases of
// testdata/cases.txtar (TestCases stores 14's and 22's answers): where
// such a release's parser rejects a case or accepts it, irmeta gives its
// verdict and first message under that release. A case the release's
// verifier rejects, or the release crashes on, is none of the parser's and
// is skipped. -short asks about one case in ten.
func TestCasesBetween(t *testing.T) {
	ar, err := txtar.ParseFile(filepath.Join("testdata", "cases.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	every := 1
	if testing.Short() {
		every = 10
	}
	dir := t.TempDir()
	checked := 0
	for i := 0; i+1 < len(ar.Files); i += 2 {
		if i/2%every != 0 {
			continue
		}
		src := &ar.Files[i]
		file := filepath.Join(dir, src.Name)
		if err := os.WriteFile(file, src.Data, 0o644); err != nil {
			t.Fatal(err)
		}
		for _, v := range []int{15, 16, 19} {
			out, err := exec.Command("llvm-as-"+strconv.Itoa(v), "-o", os.DevNull, file).CombinedOutput()
			want := "ok"
			if err != nil {
				m := llvmASMsg.FindSubmatch(out)
				if m == nil {
					continue // the verifier's or a crash
				}
				want = fmt.Sprintf("%s:%s: %s", m[1], m[2], m[3])
			}
			checked++
			got := firstMessage(t, src.Name, src.Data, llvmverOf(v))
			if got == "" {
				got = "ok"
			}
			if got != want {
				t.Errorf("%s under --llvm %d:\n  got  %s\n  want %s (llvm-as-%d)", src.Name, v, got, want, v)
			}
		}
	}
	if checked < 2000/every {
		t.Errorf("only %d verdicts checked", checked)
	}
}
