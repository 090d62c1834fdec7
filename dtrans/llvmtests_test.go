package dtrans_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/dtrans"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// TestForeignAnnotations reads LLVM's own tests of llvm.ptr.annotation
// (4- and 5-argument forms, i16*/i256* overloads, undef and argument
// operands, opaque remangling): every call is recognised, none is taken
// for DTrans's, and Strip and the checker leave them alone.
func TestForeignAnnotations(t *testing.T) {
	root := filepath.Join(corpus.Root(t), "llvm-test")
	files := []string{
		"Bitcode/upgrade-ptr-annotation.ll",
		"Assembler/opaque-ptr-intrinsic-remangling.ll",
		"Analysis/ScalarEvolution/annotation-intrinsics.ll",
		"Transforms/InstCombine/assume_inevitable.ll",
		"Analysis/CostModel/X86/free-intrinsics.ll",
		"Analysis/CostModel/free-intrinsics-no_info.ll",
		"Analysis/CostModel/free-intrinsics-datalayout.ll",
	}
	total := 0
	for _, f := range files {
		src, err := os.ReadFile(filepath.Join(root, f))
		if err != nil {
			t.Fatal(err)
		}
		m, err := parser.ParseFile(f, src, 0)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		g := parse(t, f, src)
		calls := 0
		for i := range m.Insts {
			in := &m.Insts[i]
			if in.Op == ast.OpCall && bytes.Contains(m.Src[in.Start:in.End], []byte("@llvm.ptr.annotation")) {
				calls++
			}
		}
		anns := dtrans.Annotations(g)
		if len(anns) != calls || calls == 0 {
			t.Errorf("%s: %d annotations recognised, %d calls", f, len(anns), calls)
		}
		for _, a := range anns {
			if a.DTrans || a.Args < 4 || a.Args > 5 {
				t.Errorf("%s: %+v", f, a)
			}
		}
		total += calls
		for _, d := range dtrans.Check(g) {
			if d.Severity == check.Error {
				t.Errorf("%s: check: %s: %s", f, d.Pos, d.Msg)
			}
		}
		st, err := dtrans.Strip(g, dtrans.StripOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if st.KeptForeign != calls || st.Total() != 0 || g.Modified() {
			t.Errorf("%s: strip changed a module without DTrans annotations: %+v", f, st)
		}
	}
	t.Logf("%d foreign annotation calls in %d files", total, len(files))
}

// TestSweepLLVMTests runs the reader, the checker and Strip over every
// module of LLVM's test suite that LLVM 14 accepts: no panic, and no
// change to a module without DTrans annotations. Modules that do carry
// DTrans names are counted.
func TestSweepLLVMTests(t *testing.T) {
	if testing.Short() {
		t.Skip("parses the 11,912 LLVM test files; skipped with -short")
	}
	modules, changed := 0, 0
	for _, part := range corpus.ValidParts(t) {
		m, err := parser.ParseFile(part.Name, part.Src, 0)
		if err != nil {
			continue // the parser's own sweeps cover these
		}
		modules++
		g := md.New(m)
		dtrans.List(g)
		dtrans.Check(g)
		st, err := dtrans.Strip(g, dtrans.StripOptions{})
		if err != nil {
			t.Errorf("%s: %v", part.Name, err)
			continue
		}
		if st.Total() > 0 {
			changed++
			t.Logf("%s: %+v", part.Name, st)
			continue
		}
		if g.Modified() {
			t.Errorf("%s: strip edited a module without DTrans annotations", part.Name)
		}
	}
	t.Logf("%d modules, %d with DTrans annotations", modules, changed)
}
