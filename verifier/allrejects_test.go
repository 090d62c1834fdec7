package verifier_test

import (
	"errors"
	"os"
	"testing"

	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/typecheck"
)

// llvm14RejectsFloor is the number of llvm-test files llvm-as 14 rejects
// on which irmeta verify --llvm 14 gives llvm-as's first message, as
// measured (TestLLVM14Rejects: 287 of 362; 265 before the rules for the
// last 15 verifier misses, 228 before the attribute, intrinsic,
// exception-handling and global rules); it may only grow.
const llvm14RejectsFloor = 287

// TestLLVM14Rejects measures, over every file of llvm-test that llvm-as 14
// rejects, whether irmeta's first error under --llvm 14 is llvm-as's: the
// same line, column and text for the parser's errors, the same text for
// the verifier's (which have no position; the verifier's first messages
// are stored in testdata/llvm14-verifier-rejects.tsv). The count may not
// fall below llvm14RejectsFloor.
func TestLLVM14Rejects(t *testing.T) {
	if testing.Short() {
		t.Skip("parses 362 files")
	}
	root := corpus.Root(t)
	verifierMsg := map[string]string{}
	for _, r := range loadRejects(t, rejects14, nil, "") {
		verifierMsg[r.path] = r.msg
	}
	total, same, sameParser, sameVerifier, nVerifier := 0, 0, 0, 0, 0
	for _, e := range corpus.LLVMTest(t) {
		if e.Verdict != corpus.Reject {
			continue
		}
		total++
		src, err := os.ReadFile(e.File(root))
		if err != nil {
			t.Fatal(err)
		}
		rel := "llvm-test/" + e.Path
		want, isVerifier := verifierMsg[rel]
		if isVerifier {
			nVerifier++
		}
		m, err := typecheck.ParseFile(e.Path, src, parser.Options{Version: 14})
		if err != nil {
			var list parser.ErrorList
			if !isVerifier && errors.As(err, &list) && len(list) > 0 && list[0].Pos.Line == e.ErrorLine() &&
				list[0].Pos.Column == e.ErrorColumn() && list[0].Msg == e.ErrorMsg() {
				same++
				sameParser++
			}
			continue
		}
		if !isVerifier {
			continue
		}
		for _, d := range check.RunVersion(md.New(m), llvmver.Version(14)) {
			if d.Severity == check.Error {
				if d.Msg == want {
					same++
					sameVerifier++
				}
				break
			}
		}
	}
	t.Logf("llvm-as 14 rejects %d files; irmeta --llvm 14 gives llvm-as's first message on %d: %d of %d parser errors (line, column, text), %d of %d verifier errors (text)",
		total, same, sameParser, total-nVerifier, sameVerifier, nVerifier)
	if total != 362 {
		t.Errorf("llvm-test.tsv lists %d rejects, want 362", total)
	}
	if same < llvm14RejectsFloor {
		t.Errorf("%d files with llvm-as's first message, below the floor %d", same, llvm14RejectsFloor)
	}
}
