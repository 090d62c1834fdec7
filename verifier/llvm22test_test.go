package verifier_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
)

// llvm22TestUnjudged are the files of llvm22-test on which llvm-as-22 gives
// no verdict to compare with.
var llvm22TestUnjudged = map[string]string{
	"Verifier__DILocalScope-cycle.ll": "llvm-as-22 does not finish (a DILocalScope cycle); irmeta accepts it",
}

// llvm22TestFloor is the number of llvm22-test files on which irmeta
// --llvm 22 gives llvm-as-22's verdict and first message, as measured
// (95 of 96; 85 before the data layout, opaque-struct, allocsize and
// dialect rules); it may only grow.
const llvm22TestFloor = 95

// TestLLVM22TestCorpus compares irmeta --llvm 22 with llvm-as-22's
// verdicts on ../shared/corpus/llvm22-test (VERDICTS.tsv there: "ok", or
// the first line llvm-as-22 printed): the parser's errors by line, column
// and text, the verifier's by text (its message is stored in
// testdata/llvm22-verifier-rejects.tsv). Every file must agree except
// those of llvm22TestUnjudged.
func TestLLVM22TestCorpus(t *testing.T) {
	root := corpus.Root(t)
	dir := filepath.Join(root, "llvm22-test")
	b, err := os.ReadFile(filepath.Join(dir, "VERDICTS.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	verifierMsg := map[string]string{}
	for _, r := range loadRejects(t, rejects22, nil, "") {
		verifierMsg[strings.TrimPrefix(r.path, "llvm22-test/")] = r.msg
	}
	same, n := 0, 0
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n")[1:] {
		f := strings.SplitN(line, "\t", 3)
		if len(f) != 3 {
			t.Fatalf("VERDICTS.tsv: malformed line %q", line)
		}
		file, verdict, first := f[0], f[1], f[2]
		n++
		if _, ok := llvm22TestUnjudged[file]; ok {
			continue
		}
		src, err := os.ReadFile(filepath.Join(dir, file))
		if err != nil {
			t.Fatal(err)
		}
		want := "accepted"
		switch {
		case verdict == "ok":
		case strings.Contains(first, "does not verify as correct"):
			want = "verifier: " + verifierMsg[file]
		default:
			e := corpus.Entry{FirstError: first}
			want = fmt.Sprintf("%d:%d: %s", e.ErrorLine(), e.ErrorColumn(), e.ErrorMsg())
		}
		if got := firstMessageAt(file, src, 22); got != want {
			t.Errorf("%s: irmeta --llvm 22 says %q, llvm-as-22 %q", file, got, want)
			continue
		}
		same++
	}
	t.Logf("%d of %d llvm22-test files: irmeta --llvm 22 gives llvm-as-22's verdict and first message", same, n)
	if n != 96 {
		t.Errorf("VERDICTS.tsv lists %d files, want 96", n)
	}
	if same < llvm22TestFloor {
		t.Errorf("%d files agree, below the floor %d", same, llvm22TestFloor)
	}
}
