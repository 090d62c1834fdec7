package md

import (
	"fmt"
	"strconv"
	"sync"

	"github.com/irmeta/irmeta/token"
)

// A Difference is one way in which the metadata of two modules differ.
type Difference struct {
	// Where names the place in both modules: "!llvm.module.flags[1]",
	// "@f !dbg", "@f:%x !tbaa", "@f:12 op 1" (a metadata argument), or
	// "distinct node #4" (the fourth distinct node reached from the roots).
	Where string
	// A and B render the metadata on each side ("" when absent).
	A, B string
	// PosA and PosB locate the node or entity on each side.
	PosA, PosB token.Position
	// Detail points at the first differing operand or field, when known:
	// "field line: 3 vs 4".
	Detail string
}

// String renders the difference on one line, with both positions.
func (d Difference) String() string {
	s := fmt.Sprintf("%s vs %s: %s: %s vs %s", posString(d.PosA), posString(d.PosB), d.Where, orAbsent(d.A), orAbsent(d.B))
	if d.Detail != "" {
		s += ": " + d.Detail
	}
	return s
}

func posString(p token.Position) string {
	if !p.IsValid() {
		return p.Filename
	}
	return p.String()
}

func orAbsent(s string) string {
	if s == "" {
		return "(absent)"
	}
	return s
}

// Diff compares the metadata reachable from the roots of a and b (named
// metadata, attachments, metadata arguments of instructions) independently
// of node numbering: uniqued nodes are compared by content, distinct nodes
// by their position in the graph. Unreferenced nodes are ignored, as LLVM
// drops them. The result is empty when the metadata is the same.
func Diff(a, b *Graph) []Difference {
	// The two sides are independent until compared: canonicalize them on
	// two cores.
	var ca, cb *canonizer
	var wg sync.WaitGroup
	prepare := func(g *Graph, out **canonizer) {
		defer wg.Done()
		c := newCanonizer(g)
		for i := range c.roots {
			c.idOf(c.roots[i].ref)
		}
		c.dcontent = make([]uint64, len(c.distinct))
		for i, r := range c.distinct {
			c.dcontent[i] = c.content(r)
		}
		*out = c
	}
	if a == b {
		// One graph keeps one canonical state: compare it with itself.
		wg.Add(1)
		prepare(a, &ca)
		cb = ca
	} else {
		wg.Add(2)
		go prepare(b, &cb)
		prepare(a, &ca)
		wg.Wait()
	}
	var out []Difference
	// Roots come in a module-independent order, so they usually line up
	// one to one; the maps are only built when they do not.
	aligned := len(ca.roots) == len(cb.roots)
	for i := 0; aligned && i < len(ca.roots); i++ {
		aligned = ca.sameKey(&ca.roots[i], cb, &cb.roots[i])
	}
	var bRoots map[rootKey]*root
	var aKeys map[rootKey]bool
	if !aligned {
		bRoots = make(map[rootKey]*root, len(cb.roots))
		for i := range cb.roots {
			r := &cb.roots[i]
			bRoots[cb.key(r)] = r
		}
		aKeys = make(map[rootKey]bool, len(ca.roots))
	}
	for i := range ca.roots {
		ra := &ca.roots[i]
		var rb *root
		if aligned {
			rb = &cb.roots[i]
		} else {
			aKeys[ca.key(ra)] = true
			rb = bRoots[ca.key(ra)]
		}
		if rb == nil {
			out = append(out, Difference{Where: ca.where(ra), A: render(ca.rootNode(ra)), PosA: ca.rootPos(ra), PosB: token.Position{Filename: b.Module.File.Name}})
			continue
		}
		if ca.idOf(ra.ref) != cb.idOf(rb.ref) {
			na, nb := ca.rootNode(ra), cb.rootNode(rb)
			d := Difference{Where: ca.where(ra), A: render(na), B: render(nb), PosA: nodeOrRootPos(ca, ra, na), PosB: nodeOrRootPos(cb, rb, nb)}
			d.Detail = explain(ca, cb, na, nb, 0)
			out = append(out, d)
		}
	}
	for i := range cb.roots {
		rb := &cb.roots[i]
		if !aligned && !aKeys[cb.key(rb)] {
			out = append(out, Difference{Where: cb.where(rb), B: render(cb.rootNode(rb)), PosA: token.Position{Filename: a.Module.File.Name}, PosB: cb.rootPos(rb)})
		}
	}
	n := len(ca.distinct)
	if len(cb.distinct) < n {
		n = len(cb.distinct)
	}
	for i := 0; i < n; i++ {
		if ca.dcontent[i] != cb.dcontent[i] {
			da, db := ca.node(ca.distinct[i]), cb.node(cb.distinct[i])
			out = append(out, Difference{Where: "distinct node #" + strconv.Itoa(i), A: render(da), B: render(db), PosA: da.Pos(), PosB: db.Pos(), Detail: explainContent(ca, cb, da, db, 0)})
		}
	}
	if len(ca.distinct) != len(cb.distinct) {
		out = append(out, Difference{Where: "distinct nodes", A: strconv.Itoa(len(ca.distinct)) + " distinct nodes", B: strconv.Itoa(len(cb.distinct)) + " distinct nodes", PosA: token.Position{Filename: a.Module.File.Name}, PosB: token.Position{Filename: b.Module.File.Name}})
	}
	return out
}

func (c *canonizer) where(r *root) string {
	if r.flags&rootNamed != 0 {
		return "!" + c.kinds[r.kind] + "[" + strconv.Itoa(int(r.index)) + "]"
	}
	name := c.g.TargetName(r.target())
	if r.flags&rootArg != 0 {
		return name + " op " + strconv.Itoa(int(r.index))
	}
	if r.index > 0 {
		return name + " !" + c.kinds[r.kind] + "#" + strconv.Itoa(int(r.index))
	}
	return name + " !" + c.kinds[r.kind]
}

func (c *canonizer) rootPos(r *root) token.Position {
	if r.flags&rootNamed == 0 {
		return c.g.TargetPos(r.target())
	}
	if l := c.g.Named(c.kinds[r.kind]); l != nil && l.Index >= 0 {
		return c.g.Module.Position(c.g.Module.NamedMD[l.Index].Start)
	}
	return token.Position{Filename: c.g.Module.File.Name}
}

// rootNode returns the node of root r for reporting. Inline arguments of
// the same text share one ref; the node is decoded again from r's own
// instruction so that its position is its own.
func (c *canonizer) rootNode(r *root) *Node {
	if r.flags&rootArg != 0 && r.ref >= ref(c.ndefs) {
		if nodes := c.g.instMetadata(int(r.tIdx)); int(r.index) < len(nodes) {
			return nodes[r.index]
		}
	}
	return c.node(r.ref)
}

func nodeOrRootPos(c *canonizer, r *root, n *Node) token.Position {
	if n == nil {
		return c.rootPos(r)
	}
	if p := n.Pos(); p.IsValid() {
		return p
	}
	return c.rootPos(r)
}

func render(n *Node) string {
	if n == nil {
		return "null"
	}
	if n.missing {
		return "!" + strconv.Itoa(int(n.ID)) + " (undefined)"
	}
	if n.ID >= 0 {
		return FormatDef(n)
	}
	return Format(n)
}

// explain finds the first operand or field where a and b differ.
func explain(ca, cb *canonizer, a, b *Node, depth int) string {
	if a == nil || b == nil {
		return ""
	}
	if distinctLike(a) != distinctLike(b) {
		return "distinct vs uniqued"
	}
	if distinctLike(a) {
		pa, pb := ca.position(ca.refOf(a)), cb.position(cb.refOf(b))
		if pa >= 0 && pb >= 0 && pa != pb {
			return fmt.Sprintf("distinct node #%d vs #%d", pa, pb)
		}
		return ""
	}
	return explainContent(ca, cb, a, b, depth)
}

func explainContent(ca, cb *canonizer, a, b *Node, depth int) string {
	if a.Kind != b.Kind || a.Name != b.Name {
		return fmt.Sprintf("kind %s vs %s", kindName(a), kindName(b))
	}
	oa, ob := a.Operands(), b.Operands()
	if len(oa) != len(ob) {
		return fmt.Sprintf("%d operands vs %d", len(oa), len(ob))
	}
	for i := range oa {
		if d := explainOperand(ca, cb, oa[i], ob[i], depth); d != "" {
			return "operand " + strconv.Itoa(i) + ": " + d
		}
	}
	fa, fb := ca.fields(a), cb.fields(b)
	ia, ib := 0, 0
	for ia < len(fa) || ib < len(fb) {
		switch {
		case ib >= len(fb) || ia < len(fa) && fa[ia].Name < fb[ib].Name:
			return "field " + fa[ia].Name + ": " + FormatOperand(fa[ia].Value) + " vs (absent)"
		case ia >= len(fa) || fb[ib].Name < fa[ia].Name:
			return "field " + fb[ib].Name + ": (absent) vs " + FormatOperand(fb[ib].Value)
		}
		if d := explainOperand(ca, cb, fa[ia].Value, fb[ib].Value, depth); d != "" {
			return "field " + fa[ia].Name + ": " + d
		}
		ia++
		ib++
	}
	return ""
}

func explainOperand(ca, cb *canonizer, a, b Metadata, depth int) string {
	if ca.operandSum(a) == cb.operandSum(b) {
		return ""
	}
	na, okA := a.(*Node)
	nb, okB := b.(*Node)
	if okA && okB && na != nil && nb != nil && depth < 6 {
		if d := explain(ca, cb, na, nb, depth+1); d != "" {
			return FormatOperand(na) + " vs " + FormatOperand(nb) + " -> " + d
		}
	}
	return FormatOperand(a) + " vs " + FormatOperand(b)
}

func kindName(n *Node) string {
	switch n.Kind {
	case Tuple:
		return "tuple"
	case ArgList:
		return "DIArgList"
	}
	return n.Name
}
