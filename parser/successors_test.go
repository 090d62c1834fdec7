package parser_test

import (
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/parser"
)

// TestSuccessorsMatchInst: for every terminator of the coreutils programs
// and of every valid LLVM test file, Successors gives exactly the label
// operands that the full decode (Inst) finds, in the same order.
func TestSuccessorsMatchInst(t *testing.T) {
	root := corpus.Root(t)
	files := corpus.Files(t, "coreutils")
	for _, e := range corpus.LLVMTest(t) {
		if e.Valid() {
			files = append(files, e.File(root))
		}
	}
	terms := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m, err := parser.ParseFile(f, src, 0)
		if err != nil {
			continue // split-file bundles; the corpus tests cover them
		}
		d := parser.NewDecoder(m)
		var got []string
		for i := range m.Insts {
			if !m.Insts[i].Op.IsTerminator() {
				continue
			}
			in, err := d.Inst(i)
			if err != nil {
				t.Fatalf("%s: %v", m.Position(m.Insts[i].Start), err)
			}
			var want []string
			for _, op := range in.Operands {
				if op.Value.Kind == ast.LabelRef || op.Type != nil && op.Type.Kind == ast.LabelType {
					want = append(want, op.Value.Name)
				}
			}
			got = d.Successors(i, got[:0])
			if diff := cmp.Diff(want, got, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("%s: Successors differ from Inst's labels (-Inst +Successors):\n%s", m.Position(m.Insts[i].Start), diff)
			}
			terms++
		}
	}
	if terms < 100000 {
		t.Fatalf("only %d terminators checked", terms)
	}
	t.Logf("%d terminators of %d files", terms, len(files))
}
