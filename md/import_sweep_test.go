package md_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// TestImportSweep imports the named metadata of every valid file of
// LLVM's test suite into another parse of the same module (with one
// ImportAll, as llvm-link maps a module), sets the named lists to the
// copies, prints the result, and requires Diff to find the named metadata
// equal to the original's: cycles, distinct nodes and sharing survive the
// import.
func TestImportSweep(t *testing.T) {
	root := corpus.Root(t)
	files, withNamed := 0, 0
	for _, e := range corpus.LLVMTest(t) {
		if !e.Valid() {
			continue
		}
		path := filepath.Join(root, "llvm-test", e.Path)
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		m, err := parser.ParseFile(path, src, 0)
		if err != nil {
			continue
		}
		files++
		g := md.New(m)
		if len(g.NamedNames()) == 0 {
			continue
		}
		withNamed++
		// The destination is another parse of the same module, so that the
		// globals the metadata names exist; its named lists are replaced
		// by the copies.
		m1, err := parser.ParseFile(path, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		dst := md.New(m1)
		var roots []md.Metadata
		for _, name := range g.NamedNames() {
			for _, n := range g.Named(name).Nodes {
				roots = append(roots, n)
			}
		}
		copies := dst.ImportAll(roots...)
		for _, name := range g.NamedNames() {
			k := len(g.Named(name).Nodes)
			nodes := make([]*md.Node, k)
			for i := range nodes {
				nodes[i] = copies[0].(*md.Node)
				copies = copies[1:]
			}
			dst.SetNamed(name, nodes)
		}
		out, err := dst.Bytes()
		if err != nil {
			t.Fatalf("%s: %v", e.Path, err)
		}
		m2, err := parser.ParseFile("copy.ll", out, 0)
		if err != nil {
			t.Errorf("%s: the copy does not parse: %v\n%s", e.Path, err, out)
			continue
		}
		for _, d := range md.Diff(g, md.New(m2)) {
			if strings.HasPrefix(d.Where, "!") {
				t.Errorf("%s: %s", e.Path, d)
			}
		}
	}
	t.Logf("%d files, %d with named metadata imported", files, withNamed)
	if withNamed < 1000 {
		t.Errorf("only %d files with named metadata", withNamed)
	}
}
