package parser_test

import (
	"os"
	"slices"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
)

// holdsConstant reports whether md holds, at any depth, a typed value
// other than a number or boolean of an integer or floating-point type the
// parser checks it against (written as a keyword: decoded as that type,
// not as a named one).
func holdsConstant(md *ast.MD) bool {
	if md == nil {
		return false
	}
	if md.Kind == ast.MDValue && md.Value != nil {
		t := md.Value.Type
		switch md.Value.Value.Kind {
		case ast.IntConst:
			if t == nil || t.Kind != ast.IntType {
				return true
			}
		case ast.FloatConst:
			if t == nil || t.Kind != ast.FloatType {
				return true
			}
		case ast.BoolConst:
			if t == nil || t.Kind != ast.IntType || t.Bits != 1 {
				return true
			}
		default:
			return true
		}
	}
	for _, o := range md.Operands {
		if holdsConstant(o) {
			return true
		}
	}
	for _, f := range md.Fields {
		if holdsConstant(f.Value) {
			return true
		}
	}
	return false
}

// Module.MDConstantDefs lists exactly the metadata definitions whose
// decoded node holds a constant the type checker checks, on every file of
// the LLVM test copy that parses (a sample under -short).
func TestMDConstantDefs(t *testing.T) {
	root := corpus.Root(t)
	entries := corpus.LLVMTest(t)
	if testing.Short() {
		entries = corpus.Sample(entries, 10)
	}
	files, listed := 0, 0
	for _, e := range entries {
		src, err := os.ReadFile(e.File(root))
		if err != nil {
			t.Fatal(err)
		}
		m, err := parser.ParseFileOptions(e.Path, src, parser.Options{Version: llvmver.Version(22)})
		if err != nil {
			continue
		}
		files++
		d := parser.NewDecoder(m)
		for i := range m.MDDefs {
			md, err := d.MD(i)
			if err != nil {
				t.Fatalf("%s: definition %d does not decode: %v", e.Path, i, err)
			}
			want := holdsConstant(md)
			if got := slices.Contains(m.MDConstantDefs, int32(i)); got != want {
				t.Errorf("%s: %s listed %v, holds a constant %v", e.Path, m.Text(m.MDDefs[i].Span), got, want)
			}
		}
		if !slices.IsSorted(m.MDConstantDefs) {
			t.Errorf("%s: MDConstantDefs out of order: %v", e.Path, m.MDConstantDefs)
		}
		listed += len(m.MDConstantDefs)
	}
	if files < len(entries)/2 || listed == 0 {
		t.Errorf("%d of %d files parsed, %d definitions listed", files, len(entries), listed)
	}
	t.Logf("%d files, %d definitions listed", files, listed)
}
