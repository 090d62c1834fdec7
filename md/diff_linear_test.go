package md

import (
	"fmt"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/parser"
)

// sharedModule writes a module whose metadata shares heavily: chains of
// n nodes in which each node refers to the one before twice (2^n paths
// from the root), as tuples, as specialized nodes and as distinct tuples,
// and a DILocation chain through inlinedAt. Node ids are numbered from
// the top (up) or from the bottom.
func sharedModule(n int, up bool, leaf string) string {
	id := func(i int) int {
		if up {
			return i
		}
		return 4*n + 10 - i
	}
	var b strings.Builder
	fmt.Fprintf(&b, "!root = !{!%d, !%d, !%d, !%d}\n", id(n), id(2*n), id(3*n), id(4*n))
	fmt.Fprintf(&b, "!%d = !{!\"%s\"}\n", id(0), leaf)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "!%d = !{!%d, !%d}\n", id(i), id(i-1), id(i-1))
	}
	for i := n + 1; i <= 2*n; i++ {
		fmt.Fprintf(&b, "!%d = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !%d, scope: !%d)\n", id(i), id(i-1), id(i-1))
	}
	for i := 2*n + 1; i <= 3*n; i++ {
		fmt.Fprintf(&b, "!%d = distinct !{!%d, !%d}\n", id(i), id(i-1), id(i-1))
	}
	fmt.Fprintf(&b, "!%d = distinct !DISubprogram(name: \"f\")\n", id(4*n+1))
	for i := 3*n + 1; i <= 4*n; i++ {
		fmt.Fprintf(&b, "!%d = !DILocation(line: %d, scope: !%d, inlinedAt: !%d)\n", id(i), i, id(4*n+1), id(i-1))
	}
	return b.String()
}

// TestDiffLinearOnSharedGraphs checks that Diff does work in proportion to
// the number of nodes, however many paths lead to them: each node's
// skeleton and content are computed once. Walking paths instead would
// never finish here (2^2000 of them).
func TestDiffLinearOnSharedGraphs(t *testing.T) {
	const n = 2000
	parse := func(src string) *Graph {
		m, err := parser.ParseFile("shared.ll", []byte(src), 0)
		if err != nil {
			t.Fatal(err)
		}
		return New(m)
	}
	a, b := parse(sharedModule(n, true, "leaf")), parse(sharedModule(n, false, "leaf"))
	if d := Diff(a, b); len(d) != 0 {
		t.Fatalf("renumbered copy differs: %v", d[0])
	}
	c := newCanonizer(a)
	for i := range c.roots {
		c.idOf(c.roots[i].ref)
	}
	for _, r := range c.distinct {
		c.content(r)
	}
	nodes := len(a.Module.MDDefs)
	if c.contents > nodes+len(c.distinct) {
		t.Errorf("%d content hashes for %d nodes (%d distinct)", c.contents, nodes, len(c.distinct))
	}
	// Each reached node lists its children once: a count and the children.
	edges := 0
	for i := 0; i < nodes; i++ {
		if c.st[i]&stSkel != 0 {
			edges += 1 + int(c.kids[c.kidOff[i]])
		}
	}
	if edges != len(c.kids) {
		t.Errorf("kids list holds %d entries, the reached nodes need %d", len(c.kids), edges)
	}
	if len(c.distinct) != n+1 {
		t.Errorf("%d distinct nodes, want %d", len(c.distinct), n+1)
	}

	// A change at the bottom shows at both roots of uniqued chains that
	// reach it, and in the one distinct tuple whose children are uniqued;
	// the other distinct tuples refer to distinct nodes, which are
	// identified by position.
	d := Diff(a, parse(sharedModule(n, false, "other leaf")))
	var where []string
	for _, x := range d {
		where = append(where, x.Where)
	}
	if got, want := strings.Join(where, "; "), fmt.Sprintf("!root[0]; !root[1]; distinct node #%d", n-1); got != want {
		t.Errorf("differences at %s, want %s", got, want)
	}
	// The explanation follows the chain down a bounded number of steps.
	if len(d) > 0 && (!strings.HasPrefix(d[0].Detail, "operand 0: !1999 vs !6011 -> operand 0: !1998 vs !6012") || strings.Count(d[0].Detail, "->") > 7) {
		t.Errorf("first difference %v", d[0])
	}
}

// TestDiffDeepChain diffs a chain of 300,000 uniqued nodes with the stack
// limited to 16 MB: identities are computed without recursion, so the
// depth of the graph does not matter (a recursive walk needs several
// times that much stack here and would stop the test binary).
func TestDiffDeepChain(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a 300,000-node module")
	}
	const n = 300_000
	write := func(leaf string) []byte {
		var b strings.Builder
		b.WriteString("!root = !{!0}\n")
		for i := 0; i < n; i++ {
			fmt.Fprintf(&b, "!%d = !DILocation(line: %d, scope: !%d, inlinedAt: !%d)\n", i, i+1, n+1, i+1)
		}
		fmt.Fprintf(&b, "!%d = !{!\"%s\"}\n", n, leaf)
		fmt.Fprintf(&b, "!%d = distinct !DISubprogram(name: \"f\")\n", n+1)
		return []byte(b.String())
	}
	graph := func(src []byte) *Graph {
		m, err := parser.ParseFile("deep.ll", src, 0)
		if err != nil {
			t.Fatal(err)
		}
		return New(m)
	}
	defer debug.SetMaxStack(debug.SetMaxStack(16 << 20))
	a, b, c := graph(write("x")), graph(write("x")), graph(write("y"))
	if d := Diff(a, b); len(d) != 0 {
		t.Errorf("equal chains differ: %v", d[0])
	}
	if d := Diff(a, c); len(d) != 1 || d[0].Where != "!root[0]" {
		t.Errorf("changed chain: %v", d)
	}
}
