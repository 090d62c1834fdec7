package md

import (
	"os"
	"path/filepath"
	"testing"
	"unsafe"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/parser"
)

// Handing out a node must not decode it: Kind and Name come from a peek
// at the definition's first token.
func TestNodeByIDDoesNotDecode(t *testing.T) {
	src := "!0 = !DILocation(line: 1, scope: !1)\n!1 = distinct !{!1}\n!2 = distinct\n  !DIFile(filename: \"a\", directory: \"b\")\n"
	m, err := parser.ParseFile("t.ll", []byte(src), 0)
	if err != nil {
		t.Fatal(err)
	}
	g := New(m)
	for id := int32(0); id < 3; id++ {
		if n := g.NodeByID(id); n.loaded {
			t.Errorf("NodeByID(%d) decoded the node", id)
		}
	}
}

// On every file of LLVM's test suite that LLVM accepts, the peeked Kind
// and Name of every node equal the decoded ones.
func TestPeekKindAgreesWithDecoder(t *testing.T) {
	root := corpus.Root(t)
	checked := 0
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
		if err != nil || len(m.MDDefs) == 0 {
			continue
		}
		g := New(m)
		for i := range m.MDDefs {
			n := g.defNode(i)
			kind, name := n.Kind, n.Name
			n.load()
			if n.Kind != kind || n.Name != name {
				t.Errorf("%s: !%d: peeked %d %q, decoded %d %q", e.Path, n.ID, kind, name, n.Kind, n.Name)
			}
			checked++
		}
	}
	if checked < 10000 {
		t.Errorf("only %d nodes checked", checked)
	}
	t.Logf("%d nodes", checked)
}

// TestNodeSize guards the size of a Node: a 50 MB module's graph holds one
// per metadata definition (~110k), so every 8 bytes cost ~1 MB of the
// verify command's peak memory. A Diff's per-node state lives in its
// canonizer, not on the node.
func TestNodeSize(t *testing.T) {
	if got := unsafe.Sizeof(Node{}); got > 112 {
		t.Errorf("md.Node is %d bytes, want at most 112", got)
	}
}
