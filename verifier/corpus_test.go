package verifier_test

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/verifier"
)

// verifyFile parses path and runs the verifier with the rules of LLVM v;
// ok is false when irmeta's parser rejects the file (the parser's own
// tests judge that).
func verifyFile(t testing.TB, path string, v llvmver.Version) (diags []check.Diagnostic, ok bool) {
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := parser.ParseFileOptions(path, src, parser.Options{Version: v})
	if err != nil {
		return nil, false
	}
	return verifier.Check(md.New(m), verifier.Options{Version: v}), true
}

func firstError(ds []check.Diagnostic) (check.Diagnostic, bool) {
	for _, d := range ds {
		if d.Severity == check.Error {
			return d, true
		}
	}
	return check.Diagnostic{}, false
}

// TestValidLLVMTestsPass runs the verifier on every file of the LLVM test
// copy that llvm-as 14 accepts: none may have an error under LLVM 14's
// rules, nor under LLVM 22's unless llvm-as-22 rejects the file too (the
// few files the LLVM 22 rules flag are in testdata/llvm22-verdicts.tsv with
// llvm-as-22's verdict; -regen asks it again).
func TestValidLLVMTestsPass(t *testing.T) {
	root := corpus.Root(t)
	entries := corpus.LLVMTest(t)
	if testing.Short() {
		entries = corpus.Sample(entries, 20)
	}
	stored := llvm22Verdicts(t)
	fresh := map[string]string{}
	checked := 0
	var bad []string
	for _, e := range entries {
		if !e.Valid() {
			continue
		}
		for _, ver := range []llvmver.Version{14, 22} {
			ds, ok := verifyFile(t, e.File(root), ver)
			if !ok {
				continue
			}
			checked++
			d, isErr := firstError(ds)
			if !isErr {
				continue
			}
			if ver == 22 {
				verdict, known := stored[e.Path]
				if *regen {
					verdict, known = llvmAs22(e.File(root)), true
					fresh[e.Path] = verdict
				}
				if known && verdict != "ok" && !strings.HasPrefix(verdict, "warning: ") {
					continue // LLVM 22 rejects it as well
				}
			}
			bad = append(bad, fmt.Sprintf("LLVM %d %s: %s: %s", ver, e.Path, d.Pos, d.Msg))
		}
	}
	if *regen {
		writeVerdicts22(t, fresh)
	}
	sort.Strings(bad)
	if len(bad) > 0 {
		t.Errorf("%d valid files rejected:\n%s", len(bad), strings.Join(bad, "\n"))
	}
	t.Logf("%d (file, version) pairs verified", checked)
	if checked < 1000 && !testing.Short() {
		t.Errorf("only %d files verified", checked)
	}
}
