package loops

import (
	"fmt"
	"sort"
	"strings"

	"github.com/irmeta/irmeta/analysis"
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/token"
)

func init() {
	check.Register("loops", Check)
}

// Check reports malformed loop metadata. Errors are attribute values that
// LLVM 14 reads with undefined behaviour (a value that is not an integer
// constant, more than one value). Warnings are metadata LLVM silently
// ignores or misreads: loop IDs that are not tuples or whose first operand
// is not the node itself, IDs that are not distinct, unknown attributes,
// followups holding something other than attributes (clang 14's nested
// loop IDs among them), duplicate attributes, and llvm.loop attachments
// LoopInfo never reads (not on a latch, or latches that disagree).
func Check(g *md.Graph) []check.Diagnostic {
	c := &checker{g: g, seen: map[*md.Node]bool{}}
	m := g.Module
	kind := int32(-1)
	for k, name := range m.AttachKinds {
		if name == "llvm.loop" {
			kind = int32(k)
		}
	}
	if kind < 0 {
		return nil
	}
	// Only functions with an llvm.loop attachment can have latches that
	// disagree; the others need no CFG (a module with few annotated loops
	// then costs little more than its parse).
	var fns []int
	for i := range m.Insts {
		in := &m.Insts[i]
		for a := in.AttachFirst; a < in.AttachFirst+int32(in.AttachCount); a++ {
			if m.InstAttachments[a].Kind != kind {
				continue
			}
			if fn := g.FunctionOf(i); len(fns) == 0 || fns[len(fns)-1] != fn {
				fns = append(fns, fn)
			}
			t := md.Inst(i)
			n := g.Attachment(t, "llvm.loop")
			if !in.Op.IsTerminator() {
				c.warnAt(g.TargetPos(t), "llvm.loop on %s, not on a terminator: LoopInfo reads loop IDs from latch terminators only", in.Op)
			}
			if n != nil && !c.seen[n] {
				c.seen[n] = true
				c.loopID(n)
			}
		}
	}
	// One function at a time, each CFG built in the memory of the one
	// before; loops are looked for only where two latches can disagree.
	d := parser.NewDecoder(m)
	var cb analysis.CFGBuilder
	var cfg *analysis.CFG
	for _, fn := range fns {
		m.Lane.Yield()
		var err error
		if cfg, err = cb.Build(m, d, fn, cfg); err != nil {
			break
		}
		if mayDisagree(m, cfg, kind) {
			c.latches(cfg.Loops(g))
		}
	}
	// llvm.loop on a terminator that is no latch is not reported: LLVM's
	// unroller leaves a loop's ID on the exits of the iterations it
	// unrolled (fully unrolled loops keep it on every former exit), so valid
	// clang -O2 output is full of such leftovers, and LLVM ignores them.
	sort.SliceStable(c.diags, func(i, j int) bool { return c.diags[i].Pos.Offset < c.diags[j].Pos.Offset })
	return c.diags
}

// mayDisagree reports whether a loop of cfg can have two latches with
// different llvm.loop attachments (kind). One of them has one, on its
// terminator, and the loop's header is a successor of that block. A
// reachable header other than the entry has, besides its latches, a
// predecessor outside the loop (on a path from the entry that avoids it),
// so two latches make three predecessors; the entry block, which has none
// in valid IR, takes two.
func mayDisagree(m *ast.Module, cfg *analysis.CFG, kind int32) bool {
	for b, t := range cfg.Term {
		if t < 0 || m.InstAttachmentOf(t, kind) < 0 {
			continue
		}
		for _, s := range cfg.Succs[b] {
			if n := len(cfg.Preds[s]); n >= 3 || s == 0 && n >= 2 {
				return true
			}
		}
	}
	return false
}

// latches warns about loops whose latches carry different loop IDs: LLVM
// then ignores them all.
func (c *checker) latches(ls []*analysis.Loop) {
	g := c.g
	for _, l := range ls {
		var first *md.Node
		differ := false
		for i, id := range l.LatchIDs {
			if i == 0 {
				first = id
			} else if id != first {
				differ = true
			}
		}
		if differ {
			for i, id := range l.LatchIDs {
				what := "no llvm.loop"
				if id != nil {
					what = "llvm.loop " + id.String()
				}
				c.warnAt(g.TargetPos(md.Inst(l.CFG.Term[l.Latches[i]])),
					"latch %s of the loop at %s has %s, another latch has a different one: LLVM ignores the loop's IDs", l.CFG.Names[l.Latches[i]], l.HeaderName(), what)
			}
		}
	}
}

type checker struct {
	g     *md.Graph
	seen  map[*md.Node]bool
	diags []check.Diagnostic
}

func (c *checker) add(pos token.Position, sev check.Severity, format string, args ...any) {
	if !pos.IsValid() {
		pos = token.Position{Filename: c.g.Module.File.Name}
	}
	c.diags = append(c.diags, check.Diagnostic{Pos: pos, Severity: sev, Msg: fmt.Sprintf(format, args...), Checker: "loops"})
}

func (c *checker) warnAt(pos token.Position, format string, args ...any) {
	c.add(pos, check.Warning, format, args...)
}

// pos locates a node: its definition, or the nearest enclosing one.
func pos(n *md.Node, outer *md.Node) token.Position {
	if n != nil {
		if p := n.Pos(); p.IsValid() {
			return p
		}
	}
	if outer != nil {
		return outer.Pos()
	}
	return token.Position{}
}

func (c *checker) loopID(n *md.Node) {
	if !isTuple(n) {
		c.add(n.Pos(), check.Warning, "loop ID %s is not a tuple: LLVM ignores it", n)
		return
	}
	if n.NumOperands() == 0 {
		c.add(n.Pos(), check.Warning, "loop ID %s is empty: its first operand must be the node itself (LLVM ignores it)", n)
		return
	}
	if self, ok := n.Operand(0).(*md.Node); !ok || self != n {
		c.add(n.Pos(), check.Warning, "loop ID %s: first operand %s is not the node itself (LLVM ignores this loop ID)", n, md.FormatOperand(n.Operand(0)))
		return
	}
	if !n.Distinct {
		c.add(n.Pos(), check.Warning, "loop ID %s is not distinct: loop IDs are distinct nodes", n)
	}
	names := map[string]bool{}
	for i, op := range n.Operands() {
		if i == 0 {
			continue
		}
		sub, isNode := op.(*md.Node)
		if isNode && isSpecialized(sub, "DILocation") {
			continue
		}
		name, attr, ok := attrName(op)
		if !ok {
			if isNode && isTuple(sub) && sub.NumOperands() > 0 && sub.Operand(0) == md.Metadata(sub) {
				c.add(n.Pos(), check.Warning, "loop ID %s: operand %d is loop ID %s, nested (what a followup written as clang 14 writes them becomes): LLVM never reads the attributes inside it", n, i, sub)
				continue
			}
			c.add(pos(sub, n), check.Warning, "loop ID %s: operand %d (%s) is neither a loop attribute nor a DILocation: LLVM skips it", n, i, short(op))
			continue
		}
		if _, known := knownByName[name]; known && names[name] {
			c.add(n.Pos(), check.Warning, "loop ID %s: duplicate attribute %q: LLVM reads only the first", n, name)
		}
		names[name] = true
		c.attribute(attr, name, n)
	}
}

func short(m md.Metadata) string {
	if n, ok := m.(*md.Node); ok && n.ID < 0 {
		return md.Format(n)
	}
	return md.FormatOperand(m)
}

// attribute checks one attribute's shape against LLVM's readers.
func (c *checker) attribute(a *md.Node, name string, id *md.Node) {
	// Positions build the line table, which reads the whole file: only
	// when there is something to report.
	at := func() token.Position { return pos(a, id) }
	k, known := knownByName[name]
	if !known {
		if strings.HasPrefix(name, "llvm.loop.") {
			c.add(at(), check.Warning, "unknown loop attribute %q", name)
		}
		return
	}
	nops := a.NumOperands()
	switch k.Shape {
	case FlagShape, BoolShape:
		if nops > 2 {
			c.add(at(), check.Error, "attribute %q has %d operands: LLVM reads a name and at most one value (more is undefined behaviour)", name, nops)
		} else if nops == 2 {
			if _, _, ok := intConst(a.Operand(1)); !ok {
				c.add(at(), check.Error, "attribute %q: value %s is not an integer constant: LLVM 14 reads it through an unchecked cast (undefined behaviour; opt 14 crashes on some)", name, md.FormatOperand(a.Operand(1)))
			}
		}
	case IntShape:
		switch {
		case nops == 1:
			c.add(at(), check.Warning, "attribute %q has no value: LLVM ignores it", name)
		case nops > 2:
			c.add(at(), check.Error, "attribute %q has %d operands: LLVM reads a name and one value (more is undefined behaviour)", name, nops)
		default:
			if _, _, ok := intConst(a.Operand(1)); !ok {
				c.add(at(), check.Error, "attribute %q: value %s is not an integer constant: LLVM 14 reads it through an unchecked cast (undefined behaviour; opt 14 crashes on some)", name, md.FormatOperand(a.Operand(1)))
			}
		}
	case FollowupShape:
		for i, op := range a.Operands() {
			if i == 0 {
				continue
			}
			if _, _, ok := attrName(op); ok {
				continue
			}
			// clang 22 (not 14) opens the followups of a nested pragma
			// with the loop's start and end DILocations: LLVM copies them
			// into the new loop ID, where they are its source range.
			if sub, ok := op.(*md.Node); ok && isSpecialized(sub, "DILocation") {
				continue
			}
			if sub, ok := op.(*md.Node); ok && isTuple(sub) && sub.NumOperands() > 0 && sub.Operand(0) == md.Metadata(sub) {
				c.add(at(), check.Warning, "followup %q holds loop ID %s (clang 14 writes nested pragmas so): LLVM 14 adds it to the new loop ID as one operand and never reads the attributes inside it", name, sub)
				continue
			}
			c.add(at(), check.Warning, "followup %q: operand %d (%s) is not a loop attribute", name, i, short(op))
		}
	case NodesShape:
		for i, op := range a.Operands() {
			if _, ok := op.(*md.Node); i > 0 && !ok {
				c.add(at(), check.Warning, "attribute %q: operand %d (%s) is not an access group node", name, i, short(op))
			}
		}
	}
}
