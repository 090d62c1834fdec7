package verify

import (
	"fmt"
	"os"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
)

// TestSpeculationChangesNothing checks that starting the checks beside the
// type rules (SourceMode's default) gives the verdict of checking in
// sequence, on every other module of the LLVM test corpus (a tenth under
// -short) under LLVM 14 and 22 — those that fail the type rules (whose
// speculative checks are stopped) among them — and that the module is left
// without the speculation's abandon flag and lane.
func TestSpeculationChangesNothing(t *testing.T) {
	root := corpus.Root(t)
	step := 2
	if testing.Short() {
		step = 10
	}
	typeErrors, checked := 0, 0
	for _, e := range corpus.Sample(corpus.LLVMTest(t), step) {
		src, err := os.ReadFile(e.File(root))
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range []llvmver.Version{14, 22} {
			opts := parser.Options{Mode: parser.AllErrors, Version: v}
			spec := SourceMode(e.Path, src, opts, 0)
			seq := SourceMode(e.Path, src, opts, Sequential)
			if spec.Module != nil && spec.Module.Abandon != nil {
				t.Errorf("%s (LLVM %d): the module keeps the speculation's abandon flag", e.Path, v)
			}
			if spec.Module != nil && spec.Module.Lane != nil {
				t.Errorf("%s (LLVM %d): the module keeps the speculation's lane", e.Path, v)
			}
			if got, want := verdict(spec), verdict(seq); got != want {
				t.Errorf("%s (LLVM %d):\nspeculative: %s\nsequential:  %s", e.Path, v, got, want)
			}
			checked++
			if seq.Err != nil && seq.Module != nil && parsesAlone(e.Path, src, opts) {
				typeErrors++
			}
		}
	}
	// Both ways out of a speculation must have been taken.
	if typeErrors == 0 || checked == typeErrors {
		t.Errorf("%d verdicts compared, %d of modules that parse and fail the type rules; want some of each", checked, typeErrors)
	}
	t.Logf("%d verdicts compared, %d of modules that parse and fail the type rules", checked, typeErrors)
}

// verdict prints a Result's error and findings.
func verdict(r Result) string {
	s := fmt.Sprint(r.Err)
	for _, d := range r.Diags {
		s += fmt.Sprintf("\n%s %s [%s] %s", d.Pos, d.Severity, d.Checker, d.Msg)
	}
	return s
}

// parsesAlone reports whether the parser alone accepts src (the type
// rules then decide).
func parsesAlone(name string, src []byte, opts parser.Options) bool {
	_, err := parser.ParseFileOptions(name, src, opts)
	return err == nil
}
