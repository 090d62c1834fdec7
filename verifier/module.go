package verifier

import (
	"bytes"
	"sort"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/token"
)

// interposable reports whether a function's linkage lets another
// definition replace it at link time (weak, linkonce, common,
// extern_weak): LLVM does not inline such functions.
func interposable(f *ast.Function) bool {
	switch f.Linkage {
	case "weak", "linkonce", "common", "extern_weak":
		return true
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

// isDbgIntrinsicCall reports whether call i calls an llvm.dbg.*
// intrinsic (its text names one first: most calls are read no further).
func (v *verifier) isDbgIntrinsicCall(i int) bool {
	if !v.declaresDbgIntrinsics() {
		return false // modules of debug records declare none
	}
	in := &v.m.Insts[i]
	if !bytes.Contains(v.m.Src[in.Start:in.End], []byte("@llvm.dbg.")) {
		return false
	}
	f := v.callee(i)
	if f < 0 {
		return false
	}
	_, ok := dbgIntrinsicKind(strings.TrimPrefix(v.m.Functions[f].Name, "@"))
	return ok
}

// declaresDbgIntrinsics reports whether the module declares an llvm.dbg.*
// function (found once).
func (v *verifier) declaresDbgIntrinsics() bool {
	if v.dbgDecls == 0 {
		v.dbgDecls = -1
		for f := range v.m.Functions {
			if strings.HasPrefix(v.m.Functions[f].Name, "@llvm.dbg.") {
				v.dbgDecls = 1
				break
			}
		}
	}
	return v.dbgDecls > 0
}

// functionDebugInfo is visitFunction's debug-info part: the function's
// !dbg attachment, and every debug location of its instructions leading
// back to its subprogram.
func (v *verifier) functionDebugInfo(fn int) {
	g := v.g
	// The position is computed only for a message: the first Position
	// call builds the file's line table.
	pos := func() token.Position { return g.TargetPos(md.Function(fn)) }
	count := 0
	for _, a := range g.Attachments(md.Function(fn)) {
		if a.Kind != "dbg" {
			continue
		}
		count++
		if count > 1 {
			v.diAt(pos(), "function must have a single !dbg attachment")
			return
		}
		if kindOf(a.Node) != "DISubprogram" {
			v.diAt(pos(), "function !dbg attachment must be a subprogram")
			return
		}
		if !a.Node.Distinct {
			v.diAt(pos(), "function definition may only have a distinct !dbg attachment")
			return
		}
		if v.spOwner == nil {
			v.spOwner = map[*md.Node]int{}
		}
		if owner, ok := v.spOwner[a.Node]; ok && owner != fn {
			v.diAt(pos(), "DISubprogram attached to more than one function")
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
	v.gen++
	if v.gen == 0 { // wrapped: old marks would read as this function's
		clear(v.seenGen)
		v.gen = 1
	}
	if v.seenLoc == nil {
		v.seenLoc = map[*md.Node]bool{}
	}
	clear(v.seenLoc)
	// firstSeen marks a node (by id when numbered) as seen in this
	// function and reports whether it was new.
	firstSeen := func(id int32, n *md.Node) bool {
		if id < 0 && n != nil {
			id = n.ID
		}
		if id >= 0 {
			k := v.slot(id)
			if k < 0 {
				return true
			}
			if v.seenGen[k] == v.gen {
				return false
			}
			v.seenGen[k] = v.gen
			return true
		}
		if v.seenLoc[n] {
			return false
		}
		v.seenLoc[n] = true
		return true
	}
	// check finishes VisitDebugLoc from the location's scope and the
	// scope its inlinedAt chain ends in.
	check := func(i int, scope, last *md.Node) bool {
		if scope == nil || !isLocalScope(scope) {
			v.diAt(v.instPos(i), "DILocation's scope must be a DILocalScope")
			return false
		}
		if last == nil || !firstSeen(-1, last) {
			return true
		}
		p := subprogramOf(last)
		if p != nil && p != last && !firstSeen(-1, p) {
			return true
		}
		if p != sp {
			v.diAt(v.instPos(i), "!dbg attachment points at wrong subprogram for function")
			return false
		}
		return true
	}
	// keyInstructions checks a location with an atomGroup (from LLVM 21).
	keyInstructions := func(i int, scopeID int32, scope *md.Node) bool {
		if v.keyInstructionsOK(scopeID, scope) {
			return true
		}
		v.diAt(v.instPos(i), "DbgLoc uses atomGroup but DISubprogram doesn't have Key Instructions enabled")
		return false
	}
	// visitNode is VisitDebugLoc on a location node.
	visitNode := func(i int, loc *md.Node) bool {
		if loc == nil || kindOf(loc) != "DILocation" || !firstSeen(-1, loc) {
			return true
		}
		scope, next := v.locScope(loc)
		last := scope
		for k := 0; k < 1<<16 && next != nil && kindOf(next) == "DILocation"; k++ {
			last, next = v.locScope(next)
		}
		if !check(i, scope, last) {
			return false
		}
		return !hasAtomGroup(loc) || keyInstructions(i, -1, scope)
	}
	// visitID is the same on a numbered location, read from its text.
	visitID := func(i int, id int32) bool {
		scopeID, at, ok := v.location(id)
		if !ok {
			return visitNode(i, v.nodeID(id))
		}
		if !firstSeen(id, nil) {
			return true
		}
		if v.atomOf(id) && !keyInstructions(i, scopeID, v.nodeID(scopeID)) {
			return false
		}
		last := scopeID
		for k := 0; k < 1<<16 && at >= 0; k++ {
			s, a, ok := v.location(at)
			if !ok {
				if kindOf(v.nodeID(at)) == "DILocation" {
					lastNode, _ := v.locScope(v.nodeID(at))
					return check(i, v.nodeID(scopeID), lastNode)
				}
				break
			}
			last, at = s, a
		}
		return check(i, v.nodeID(scopeID), v.nodeID(last))
	}
	k := &v.kinds
	for b := range f.Blocks {
		blk := &f.Blocks[b]
		for i := int(blk.FirstInst); i < int(blk.FirstInst+blk.NumInsts); i++ {
			in := &m.Insts[i]
			if in.Op == ast.OpDbgRecord || in.Op == ast.OpCall && v.ver.Has(llvmver.DbgIntrinsicsLoadedAsRecords) && v.isDbgIntrinsicCall(i) {
				// A record's location is its own rule's; from LLVM 22
				// on a debug intrinsic's call is a record once loaded.
				continue
			}
			for a := in.AttachFirst; a < in.AttachFirst+int32(in.AttachCount); a++ {
				at := &m.InstAttachments[a]
				switch at.Kind {
				case k.dbg:
					ok := true
					if at.Node >= 0 {
						ok = visitID(i, at.Node)
					} else {
						ok = visitNode(i, v.attached(i, a))
					}
					if !ok {
						return
					}
				case k.loop:
					l := v.attached(i, a)
					if l == nil {
						continue
					}
					for x, op := range l.Operands() {
						if x > 0 && !visitNode(i, asNode(op)) {
							return
						}
					}
				}
			}
		}
	}
}

// module runs the module-level rules: named metadata, global variables'
// !dbg attachments, and the debug-info nodes.
func (v *verifier) module() {
	g := v.g
	v.markHard()
	v.stringLists("llvm.ident")
	v.stringLists("llvm.commandline")
	if v.ver.Has(llvmver.ErrnoTBAAChecked) {
		v.errnoTBAA()
	}
	if !v.checkDI {
		v.debugInfoNodes()
		return
	}
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
		if v.m.Globals[gi].Kind != ast.GlobalVar {
			continue // visitGlobalVariable's rules; an ifunc's !dbg is its own
		}
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

// markHard marks the nodes reachable from named metadata that is not debug
// info and from the attachments StripDebugInfo keeps (all but !dbg,
// !heapallocsite, !DIAssignID and the locations in !llvm.loop, whose node
// it remakes; the loop's own node is left out) of instructions and
// functions: stripping debug info leaves them, so LLVM's final
// verification rejects their problems. (What a global's attachments reach
// is not checked so: llvm-as 14 and 22 accept an unlisted unit there.)
func (v *verifier) markHard() {
	var walk func(n *md.Node, depth int)
	walk = func(n *md.Node, depth int) {
		if n == nil || n.Missing() || depth > 1<<12 {
			return
		}
		if n.ID >= 0 {
			k := v.slot(n.ID)
			if k < 0 || v.has(k, markHard) {
				return
			}
			v.mark(k, markHard)
		}
		for _, op := range n.Operands() {
			walk(asNode(op), depth+1)
		}
		for _, f := range n.Fields() {
			walk(asNode(f.Value), depth+1)
		}
	}
	for _, name := range v.g.NamedNames() {
		if strings.HasPrefix(name, "llvm.dbg.") || name == "llvm.module.flags" || name == "llvm.ident" {
			continue
		}
		for _, n := range v.g.Named(name).Nodes {
			walk(n, 0)
		}
	}
	m := v.m
	k := &v.kinds
	kept := func(kind int32) bool {
		return kind != k.dbg && kind != k.loop && kind != k.assignID && m.AttachKinds[kind] != "heapallocsite"
	}
	for i := range m.Insts {
		in := &m.Insts[i]
		for a := in.AttachFirst; a < in.AttachFirst+int32(in.AttachCount); a++ {
			if at := &m.InstAttachments[a]; kept(at.Kind) {
				if at.Node < 0 || v.slot(at.Node) >= 0 && !v.isHard(at.Node) {
					walk(v.attached(i, a), 0)
				}
			}
		}
	}
	var buf []md.Attachment
	for fn := range m.Functions {
		buf = v.g.AppendAttachments(buf[:0], md.Function(fn))
		for _, a := range buf {
			if a.Kind != "dbg" {
				walk(a.Node, 0)
			}
		}
	}
}

// isHard reports whether numbered node id outlives the stripping of debug
// info (see markHard).
func (v *verifier) isHard(id int32) bool {
	k := v.slot(id)
	return k >= 0 && v.has(k, markHard)
}

// stringLists is visitModuleIdents and visitModuleCommandLines: each
// operand of the named metadata (llvm.ident, llvm.commandline) is a node
// holding one string. LLVM stops at the first bad entry.
// errnoTBAA checks !llvm.errno.tbaa: one access tag or more, each one an
// instruction's !tbaa could be (llvmver.ErrnoTBAAChecked).
func (v *verifier) errnoTBAA() {
	l := v.g.Named("llvm.errno.tbaa")
	if l == nil {
		return
	}
	if len(l.Nodes) == 0 {
		v.report(v.namedPos(l), check.Error, "llvm.errno.tbaa must have at least one operand")
		return
	}
	for _, n := range l.Nodes {
		if n == nil || n.Missing() {
			continue
		}
		// A load may carry any valid tag: the instruction's own rule
		// does not apply.
		if msg := v.tbaa.visit(ast.OpLoad, n); msg != "" {
			v.report(v.namedNodePos(l, n), check.Error, "%s", msg)
			return
		}
	}
}

// namedNodePos is where a message about node n of named list l goes: at
// n's definition when it has one, else at the list. (A position builds
// the file's line table: it is computed only for a message.)
func (v *verifier) namedNodePos(l *md.NamedList, n *md.Node) token.Position {
	if n != nil && n.ID >= 0 && !n.Missing() {
		return n.Pos()
	}
	return v.namedPos(l)
}

func (v *verifier) stringLists(name string) {
	l := v.g.Named(name)
	if l == nil {
		return
	}
	for _, n := range l.Nodes {
		if n == nil || n.NumOperands() != 1 {
			v.report(v.namedNodePos(l, n), check.Error, "incorrect number of operands in %s metadata", name)
			return
		}
		if _, ok := n.Operand(0).(*md.String); !ok {
			v.report(v.namedNodePos(l, n), check.Error, "invalid value for %s metadata entry operand(the operand should be a string)", name)
			return
		}
	}
}

// gveCrash is what irmeta reports of a DIGlobalVariableExpression whose
// var LLVM crashes on (see gveVarOK): a crash counts as a rejection.
const gveCrash = "DIGlobalVariableExpression's var is not a DIGlobalVariable (LLVM crashes on this module)"

// gveExprCrash is what irmeta reports of a DIGlobalVariableExpression
// whose expr LLVM crashes on (see gveExprOK).
const gveExprCrash = "DIGlobalVariableExpression's expr is not a DIExpression (LLVM crashes on this module)"

// gveExprOK reports whether the expr field of DIGlobalVariableExpression
// n is one LLVM does not crash on, reading it as a DIExpression: absent,
// null or a DIExpression. Measured with llvm-as 14 and 22: a tuple, a
// string, a value or a DIGlobalVariable crash both; another specialized
// node (a DIBasicType) crashes 14 and passes 22 (with newer).
func gveExprOK(n *md.Node, newer bool) bool {
	switch x := n.Field("expr").(type) {
	case nil:
		return true
	case *md.Node:
		if x == nil || x.Missing() || kindOf(x) == "DIExpression" {
			return true
		}
		return newer && x.Kind != md.Tuple && kindOf(x) != "DIGlobalVariable"
	}
	return false
}

// gveVarOK reports whether the var field of DIGlobalVariableExpression n is
// one LLVM does not crash on: absent, null, a DIGlobalVariable or
// another specialized node. With strOK (LLVM 22), a string is
// left to the debug-info rules: LLVM 22's verifier often reports it as
// "invalid tag" and drops the debug info instead of crashing (it still
// crashed on one of three such mutants; not modelled).
func gveVarOK(n *md.Node, strOK bool) bool {
	vr := n.Field("var")
	if vr == nil {
		return true
	}
	if _, ok := vr.(*md.String); ok {
		return strOK
	}
	x, ok := vr.(*md.Node)
	if !ok {
		return true // a value or literal: not measured
	}
	if x == nil || x.Missing() {
		return true
	}
	// Measured on the differential mutants: a tuple or a DIExpression
	// crashes LLVM 14 and 22; other node kinds (a DIGlobalVariableExpression
	// referring to itself) are reported as invalid debug info instead.
	return x.Kind != md.Tuple && kindOf(x) != "DIExpression"
}
