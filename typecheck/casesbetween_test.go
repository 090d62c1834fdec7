package typecheck_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	stored "github.com/irmeta/irmeta/internal/oracle"
	"golang.org/x/tools/txtar"
)

// releaseAnswers stores llvm-as 15's, 16's and 19's answers on the cases
// (package internal/oracle): asking them took four minutes of every run.
const releaseAnswers = "testdata/releases.answers.gz"

// TestCasesBetween checks irmeta against llvm-as 15, 16 and 19 on the
// cases of testdata/cases.txtar (TestCases stores 14's and 22's answers):
// where such a release's parser rejects a case or accepts it, irmeta gives
// its verdict and first message under that release. A case the release's
// verifier rejects, or the release crashes on, is none of the parser's and
// is skipped. The answers are stored in releaseAnswers; a sample is asked
// again (-short asks ten times fewer).
func TestCasesBetween(t *testing.T) {
	ar, err := txtar.ParseFile(filepath.Join("testdata", "cases.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	answers := stored.Open(t, releaseAnswers)
	if testing.Short() {
		answers.ReaskFewer(10)
	}
	dir := t.TempDir()
	checked := 0
	for i := 0; i+1 < len(ar.Files); i += 2 {
		src := &ar.Files[i]
		file := filepath.Join(dir, src.Name)
		if err := os.WriteFile(file, src.Data, 0o644); err != nil {
			t.Fatal(err)
		}
		for _, v := range []int{15, 16, 19} {
			// "-o=" keeps /dev/null from being taken for an input (see
			// package internal/oracle): llvm-as runs in dir on the base name.
			a := answers.Run(t, stored.Command{Name: "llvm-as-" + strconv.Itoa(v), Args: []string{"-o=" + os.DevNull, file},
				Same: sameParserVerdict})
			want, ok := parserVerdict(a)
			if !ok {
				continue // the verifier's or a crash
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
	if checked < 2000 {
		t.Errorf("only %d verdicts checked", checked)
	}
}

// parserVerdict returns llvm-as's verdict in a as "ok" or "line:col:
// message", and false when llvm-as failed without a parser's message (its
// verifier's, or a crash).
func parserVerdict(a stored.Answer) (string, bool) {
	if a.OK() {
		return "ok", true
	}
	m := llvmASMsg.FindSubmatch(a.Combined())
	if m == nil {
		return "", false
	}
	return fmt.Sprintf("%s:%s: %s", m[1], m[2], m[3]), true
}

// sameParserVerdict tells whether two answers of llvm-as give one parser
// verdict: a crash's stack dump differs from run to run.
func sameParserVerdict(stored, got stored.Answer) bool {
	s, sok := parserVerdict(stored)
	g, gok := parserVerdict(got)
	return s == g && sok == gok && stored.OK() == got.OK()
}
