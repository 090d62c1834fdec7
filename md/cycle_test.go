package md_test

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/md"
)

// Uniqued nodes in cycles (`!0 = !{!0}`, `!1 = !{!2}` with `!2 = !{!1}`)
// are common in LLVM's tests. LLVM 14 makes a uniqued node that refers to
// itself distinct, keeps longer cycles uniqued, and never merges a cycle
// with an equal one: llvm-as/llvm-dis and llvm-link are the oracles here.

func readCycles(t *testing.T) (string, []byte) {
	t.Helper()
	path := filepath.Join("testdata", "cycles.ll")
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return path, src
}

// llvmTool runs an LLVM tool and returns its standard output.
func llvmTool(t *testing.T, name string, args ...string) []byte {
	t.Helper()
	cmd := exec.Command(name, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s %v: %v\n%s", name, args, err, stderr.String())
	}
	return out
}

// mdLines keeps the metadata lines of printed IR (named lists and
// definitions), the part both printers agree on.
func mdLines(b []byte) string {
	var out []string
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "!") {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

func TestCyclesReadOnlyPaths(t *testing.T) {
	_, src := readCycles(t)
	g := parse(t, string(src))
	self := g.NodeByID(0)
	if got, want := md.FormatDef(self), "!0 = !{!0}"; got != want {
		t.Errorf("FormatDef(!0) = %q, want %q (the source as written)", got, want)
	}
	if got, want := md.Format(g.NodeByID(10)), "!{!8, !11}"; got != want {
		t.Errorf("Format(!10) = %q, want %q", got, want)
	}
	var dot bytes.Buffer
	if err := md.WriteDot(&dot, "", []md.DotRoot{{Node: g.NodeByID(8)}, {Node: self}}, 100); err != nil {
		t.Fatal(err)
	}
	// Every node of the cycles reached from !8 and !0 is drawn once.
	for _, id := range []string{"!0", "!8", "!9", "!10", "!11", "!6"} {
		if c := len(regexp.MustCompile(`\[label="`+id+` = `).FindAllString(dot.String(), -1)); c != 1 {
			t.Errorf("WriteDot draws %s %d times, want once:\n%s", id, c, dot.String())
		}
	}
	if d := md.Diff(g, parse(t, string(src))); len(d) != 0 {
		t.Errorf("Diff of a module with itself: %v", d)
	}
}

func TestCyclesRenumberMatchesLLVM(t *testing.T) {
	path, src := readCycles(t)
	g := parse(t, string(src))
	got, err := g.Renumber()
	if err != nil {
		t.Fatal(err)
	}
	want := llvmTool(t, "llvm-dis", "-o", "-", writeTemp(t, "c.bc", llvmTool(t, "llvm-as", "-o", "-", path)))
	if mdLines(got) != mdLines(want) {
		t.Errorf("Renumber:\n%s\nllvm-as | llvm-dis:\n%s", mdLines(got), mdLines(want))
	}
}

func writeTemp(t *testing.T, name string, b []byte) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// dstModule holds a node equal to one of cycles.ll (!{!"y"}: shared after
// an import) and a cycle equal to one of cycles.ll (not merged).
const dstModule = `!named = !{!0, !1}
!0 = !{!"y"}
!1 = !{!2}
!2 = !{!1}
`

func TestImportUniquedCyclesMatchesLLVMLink(t *testing.T) {
	path, src := readCycles(t)
	a, b := parse(t, dstModule), parse(t, string(src))
	// One import of all of b's named operands, as llvm-link maps a module.
	roots := make([]md.Metadata, 0, 5)
	for _, n := range b.Named("named").Nodes {
		roots = append(roots, n)
	}
	copies := a.ImportAll(roots...)
	for _, c := range copies {
		a.AddNamedOperand("named", c.(*md.Node))
	}
	imp := func(i int) *md.Node { return copies[i].(*md.Node) }

	self := imp(0)
	if !self.Distinct || self.Operand(0) != md.Metadata(self) {
		t.Errorf("imported !{!0} = %s, want a distinct node referring to itself", md.FormatDef(self))
	}
	if c := imp(1); c == a.NodeByID(1) || c.Distinct || c.Operand(0).(*md.Node).Operand(0) != md.Metadata(c) {
		t.Errorf("imported two-node cycle %s: want a new uniqued cycle, not merged with !1", md.FormatDef(c))
	}
	if y := imp(3).Operand(1); y != md.Metadata(a.NodeByID(0)) {
		t.Errorf("imported !{!\"y\"} is %v, want the existing !0", y)
	}
	if imp(3).Operand(0) != md.Metadata(self) {
		t.Errorf("!{!0, !6} imported as %s: the self-referencing node is copied twice", md.FormatDef(imp(3)))
	}

	out := printed(t, a)
	dstPath := writeTemp(t, "dst.ll", []byte(dstModule))
	linked := llvmTool(t, "llvm-link", "-S", "-o", "-", dstPath, path)
	if d := md.Diff(parse(t, out), parse(t, string(linked))); len(d) != 0 {
		t.Errorf("import differs from llvm-link:\n%v\n--- ours ---\n%s\n--- llvm-link ---\n%s", d, out, linked)
	}
	// The same nodes, definition for definition: llvm-as reads both into
	// modules that llvm-dis prints alike.
	ours := llvmTool(t, "llvm-dis", "-o", "-", writeTemp(t, "ours.bc", llvmTool(t, "llvm-as", "-o", "-", writeTemp(t, "ours.ll", []byte(out)))))
	if mdLines(ours) != mdLines(linked) {
		t.Errorf("printed, through llvm-as | llvm-dis:\n%s\nllvm-link:\n%s", mdLines(ours), mdLines(linked))
	}
}

func TestImportEachCycleNodeDirectly(t *testing.T) {
	_, src := readCycles(t)
	b := parse(t, string(src))
	for _, n := range b.Nodes() {
		a := parse(t, dstModule)
		c := a.Import(n).(*md.Node)
		if c.ID < 0 {
			t.Fatalf("Import(%s) left the copy unnumbered", md.FormatDef(n))
		}
		a.AddNamedOperand("extra", c)
		printed(t, a) // llvm-as accepts it
	}
}

func TestInternCycleMadeBySetOperand(t *testing.T) {
	g := parse(t, dstModule)
	x := g.NewTuple(md.NewString("x"))
	y := g.NewTuple(x, md.NewString("y"))
	must(t, g.SetOperand(x, 0, y)) // x and y now form a uniqued cycle
	z := g.NewTuple(y)             // interning must terminate
	if z.Operand(0) != md.Metadata(y) {
		t.Fatalf("NewTuple(y) = %s", md.FormatDef(z))
	}
	g.AddNamedOperand("extra", z)
	out := printed(t, g)
	if !strings.Contains(out, md.FormatDef(x)) || !strings.Contains(out, md.FormatDef(y)) {
		t.Errorf("cycle not printed:\n%s", out)
	}
}

func TestNewTupleNeverReturnsSelfReferencingNode(t *testing.T) {
	_, src := readCycles(t)
	g := parse(t, string(src))
	// !0 = !{!0} is distinct to LLVM, so MDNode::get(!0) makes a new node;
	// !1 = !{!2} is uniqued although on a cycle, so MDNode::get(!2) is !1.
	if n := g.NewTuple(g.NodeByID(0)); n == g.NodeByID(0) {
		t.Errorf("NewTuple(!0) = !0, want a new node")
	}
	if n := g.NewTuple(md.NewString("loop"), g.NodeByID(11)); n == g.NodeByID(11) {
		t.Errorf("NewTuple(!\"loop\", !11) = !11, want a new node")
	}
	if n := g.NewTuple(g.NodeByID(2)); n != g.NodeByID(1) {
		t.Errorf("NewTuple(!2) = %s, want !1", md.FormatDef(n))
	}
}

// Equal uniqued cycles stay apart in LLVM; nodes with the same operands
// merge, on a cycle or not.
func TestRenumberMergesLikeLLVM(t *testing.T) {
	for _, src := range []string{
		// Two equal two-node cycles.
		"!named = !{!0, !2}\n!0 = !{!1}\n!1 = !{!0}\n!2 = !{!3}\n!3 = !{!2}\n",
		// A node outside the cycle with the operands of a member.
		"!named = !{!1, !5, !6}\n!1 = !{!2}\n!2 = !{!1}\n!5 = !{!2}\n!6 = !{!1}\n",
		// Two members of one cycle with the same operands.
		"!named = !{!1, !2, !3}\n!1 = !{!2, !3}\n!2 = !{!1}\n!3 = !{!1}\n",
		// Users of two equal cycles, and of a cycle through a distinct node.
		"!named = !{!4, !5, !7, !9}\n!0 = !{!1, !\"a\"}\n!1 = !{!0}\n!2 = !{!3, !\"a\"}\n!3 = !{!2}\n!4 = !{!0}\n!5 = !{!2}\n!6 = distinct !{!8}\n!7 = !{!6}\n!8 = !{!6}\n!9 = !{!8}\n",
		// Debug info: a composite type and its member refer to each other.
		"!named = !{!3, !4}\n!0 = !DIFile(filename: \"a.c\", directory: \"/\")\n!1 = !DICompositeType(tag: DW_TAG_structure_type, name: \"s\", file: !0, elements: !2)\n!2 = !{!5}\n!5 = !DIDerivedType(tag: DW_TAG_member, name: \"x\", scope: !1, baseType: null)\n!3 = !{!1}\n!6 = !DICompositeType(tag: DW_TAG_structure_type, name: \"s\", file: !0, elements: !7)\n!7 = !{!8}\n!8 = !DIDerivedType(tag: DW_TAG_member, name: \"x\", scope: !6, baseType: null)\n!4 = !{!6}\n",
	} {
		path := writeTemp(t, "m.ll", []byte(src))
		want := llvmTool(t, "llvm-dis", "-o", "-", writeTemp(t, "m.bc", llvmTool(t, "llvm-as", "-o", "-", path)))
		got, err := parse(t, src).Renumber()
		if err != nil {
			t.Fatal(err)
		}
		if mdLines(got) != mdLines(want) {
			t.Errorf("Renumber:\n%s\nllvm-as | llvm-dis:\n%s", mdLines(got), mdLines(want))
		}
	}
}

// A cycle through a distinct node is no uniqued cycle: the uniqued nodes
// on it merge by contents as usual (LLVM numbers distinct nodes before
// their operands are resolved).
func TestImportCycleThroughDistinctNode(t *testing.T) {
	const src = "!named = !{!0}\n!0 = distinct !{!1, !2}\n!1 = !{!0, !\"a\"}\n!2 = !{!3}\n!3 = !{!0, !\"a\"}\n"
	b := parse(t, src)
	a := parse(t, "")
	c := a.Import(b.NodeByID(0)).(*md.Node)
	one := c.Operand(0)
	three := c.Operand(1).(*md.Node).Operand(0)
	if one != three {
		t.Errorf("!1 and !3 imported as %s and %s, want one node", one, three)
	}
	a.AddNamedOperand("named", c)
	out := printed(t, a)
	linked := llvmTool(t, "llvm-link", "-S", "-o", "-", writeTemp(t, "a.ll", nil), writeTemp(t, "b.ll", []byte(src)))
	ours := llvmTool(t, "llvm-dis", "-o", "-", writeTemp(t, "ours.bc", llvmTool(t, "llvm-as", "-o", "-", writeTemp(t, "ours.ll", []byte(out)))))
	if mdLines(ours) != mdLines(linked) {
		t.Errorf("printed, through llvm-as | llvm-dis:\n%s\nllvm-link:\n%s", mdLines(ours), mdLines(linked))
	}
}

// A GenericDINode's operand list is part of the node ("operands: {...}",
// without '!'); the nodes in it are imported, and a node in its own list
// refers to itself, so LLVM makes it distinct.
func TestImportGenericDINodeKeepsOperandListInline(t *testing.T) {
	b := parse(t, "!named = !{!0}\n!0 = !GenericDINode(tag: 3, operands: {!1, null, !0})\n!1 = !{!\"a\"}\n")
	a := parse(t, "")
	c := a.Import(b.NodeByID(0)).(*md.Node)
	a.AddNamedOperand("named", c)
	out := printed(t, a) // llvm-as accepts it
	want := fmt.Sprintf("%s = distinct !GenericDINode(tag: 3, operands: {%s, null, %s})", c, c.Field("operands").(*md.Node).Operand(0), c)
	if !strings.Contains(out, want) {
		t.Errorf("want %s in:\n%s", want, out)
	}
}

func TestFormatGenericDINodeOperandList(t *testing.T) {
	const def = `!GenericDINode(tag: 3, header: "h", operands: {!0, null})`
	g := parse(t, "!0 = !{}\n!1 = "+def+"\n!2 = !GenericDINode(tag: 3, operands: {})\n")
	if got := md.Format(g.NodeByID(1)); got != def {
		t.Errorf("Format(!1) = %s, want %s", got, def)
	}
	if got, want := md.Format(g.NodeByID(2)), "!GenericDINode(tag: 3, operands: {})"; got != want {
		t.Errorf("Format(!2) = %s, want %s", got, want)
	}
}
