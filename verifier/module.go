package verifier

import (
	"bytes"
	"sort"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/token"
)

// interposable reports whether a function header's linkage lets another
// definition replace it at link time (weak, linkonce, common,
// extern_weak): LLVM does not inline such functions.
func interposable(header []byte) bool {
	for _, w := range bytes.Fields(header) {
		switch string(w) {
		case "weak", "linkonce", "common", "extern_weak":
			return true
		}
		if bytes.HasPrefix(w, []byte("@")) {
			return false
		}
	}
	return false
}

// declaration checks a function without a body (visitFunction's
// declaration rules).
func (v *verifier) declaration(fn int) {
	if !v.checkDI {
		return
	}
	for _, a := range v.g.Attachments(md.Function(fn)) {
		if a.Kind == "dbg" && a.Node != nil && kindOf(a.Node) == "DISubprogram" && a.Node.Distinct {
			v.diAt(v.g.TargetPos(md.Function(fn)), "function declaration may only have a unique !dbg attachment")
			return
		}
	}
}

// functionDebugInfo is visitFunction's debug-info part: the function's
// !dbg attachment, and every debug location of its instructions leading
// back to its subprogram.
func (v *verifier) functionDebugInfo(fn int) {
	g := v.g
	pos := g.TargetPos(md.Function(fn))
	count := 0
	for _, a := range g.Attachments(md.Function(fn)) {
		if a.Kind != "dbg" {
			continue
		}
		count++
		if count > 1 {
			v.diAt(pos, "function must have a single !dbg attachment")
			return
		}
		if kindOf(a.Node) != "DISubprogram" {
			v.diAt(pos, "function !dbg attachment must be a subprogram")
			return
		}
		if !a.Node.Distinct {
			v.diAt(pos, "function definition may only have a distinct !dbg attachment")
			return
		}
		if v.spOwner == nil {
			v.spOwner = map[*md.Node]int{}
		}
		if owner, ok := v.spOwner[a.Node]; ok && owner != fn {
			v.diAt(pos, "DISubprogram attached to more than one function")
			return
		}
		v.spOwner[a.Node] = fn
	}
	sp := v.fnInfo[fn].sp
	if sp == nil {
		return
	}
	m := v.m
	f := &m.Functions[fn]
	seen := v.seenLoc
	if seen == nil {
		seen = map[*md.Node]bool{}
		v.seenLoc = seen
	}
	clear(seen)
	visit := func(i int, loc *md.Node) bool {
		if loc == nil || seen[loc] || kindOf(loc) != "DILocation" {
			return true
		}
		seen[loc] = true
		scope, next := v.locScope(loc)
		if scope == nil || !isLocalScope(scope) {
			v.diAt(v.instPos(i), "DILocation's scope must be a DILocalScope")
			return false
		}
		// getInlinedAtScope: the scope of the last location of the
		// inlinedAt chain.
		s := scope
		for k := 0; k < 1<<16 && next != nil && kindOf(next) == "DILocation"; k++ {
			s, next = v.locScope(next)
		}
		if s == nil || seen[s] {
			return true
		}
		seen[s] = true
		p := subprogramOf(s)
		if p != nil && p != s {
			if seen[p] {
				return true
			}
			seen[p] = true
		}
		if p != sp {
			v.diAt(v.instPos(i), "!dbg attachment points at wrong subprogram for function")
			return false
		}
		return true
	}
	for b := range f.Blocks {
		blk := &f.Blocks[b]
		for i := int(blk.FirstInst); i < int(blk.FirstInst+blk.NumInsts); i++ {
			if m.Insts[i].Op == ast.OpDbgRecord {
				continue
			}
			if !visit(i, v.dbgLoc(i)) {
				return
			}
			if l := v.attachment(i, v.kinds.loop); l != nil {
				for k, op := range l.Operands() {
					if k == 0 {
						continue
					}
					if !visit(i, asNode(op)) {
						return
					}
				}
			}
		}
	}
}

// module runs the module-level rules: named metadata, global variables'
// !dbg attachments, and the debug-info nodes.
func (v *verifier) module() {
	if !v.checkDI {
		return
	}
	g := v.g
	for _, name := range g.NamedNames() {
		l := g.Named(name)
		if strings.HasPrefix(name, "llvm.dbg.") && name != "llvm.dbg.cu" {
			v.diAt(v.namedPos(l), "unrecognized named metadata node in the llvm.dbg namespace")
			continue
		}
		if name == "llvm.dbg.cu" {
			for _, n := range l.Nodes {
				if kindOf(n) != "DICompileUnit" {
					v.diAt(v.namedPos(l), "invalid compile unit")
					break
				}
			}
		}
	}
	for gi := range v.m.Globals {
		for _, a := range g.Attachments(md.Global(gi)) {
			if a.Kind == "dbg" && kindOf(a.Node) != "DIGlobalVariableExpression" {
				v.diAt(g.TargetPos(md.Global(gi)), "!dbg attachment of global variable must be a DIGlobalVariableExpression")
			}
		}
	}
	v.debugInfoNodes()
}

func (v *verifier) namedPos(l *md.NamedList) (p token.Position) {
	if l == nil || l.Index < 0 || l.Index >= len(v.m.NamedMD) {
		return p
	}
	return v.m.Position(v.m.NamedMD[l.Index].Start)
}

// sortDiags orders diagnostics by position, keeping the order of those at
// one place.
func sortDiags(d []check.Diagnostic) {
	sort.SliceStable(d, func(i, j int) bool {
		a, b := d[i].Pos, d[j].Pos
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Column < b.Column
	})
}
