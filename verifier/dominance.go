package verifier

import (
	"github.com/irmeta/irmeta/analysis"
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/token"
)

// A localView is what the dominance rules of one function body read
// besides the module: its control flow graph, dominator tree and where its
// local names are defined. The verifier makes one for the function it
// visits; the goroutine that builds graphs ahead (prepareAhead) makes one to
// run the rule there.
type localView struct {
	m         *ast.Module
	cfg       *analysis.CFG
	dt        *analysis.DomTree
	defs      map[string]def
	typeNames map[string]bool // the module's named types
	sc        *scanner.Scanner
	ver       llvmver.Version // the release whose dominance rules apply
}

// local returns the view of the function the verifier visits.
func (v *verifier) local() *localView {
	fs := &v.fs
	return &localView{m: v.m, cfg: fs.cfg, dt: fs.dt, defs: fs.defs, typeNames: v.typeNames, sc: &fs.sc, ver: v.ver}
}

// operandDominance is the dominance rule for instruction i of block b of
// the function visited: its message, or "". Built ahead, the answers wait
// in the function's domErrs.
func (v *verifier) operandDominance(b int32, i int) string {
	if errs := v.fs.domErrs; errs != nil {
		return errs[int32(i)]
	}
	return v.local().operandDominance(b, i)
}

// operandDominance checks that the definition of every local value
// instruction i of block b uses dominates it, and returns LLVM's message
// when one does not ("" when all do). Values used as metadata (call
// arguments "metadata ..."), block labels and blockaddress operands are no
// dominance uses.
func (lv *localView) operandDominance(b int32, i int) string {
	m := lv.m
	in := &m.Insts[i]
	src := m.Src
	sc := lv.sc
	next := instTokens(sc, in)
	t := next()
	if in.HasResult {
		if t = next(); t.Kind == scanner.Equal {
			t = next()
		}
	}
	afterLabel := false
	reachable := lv.dt.Reachable(int(b))
	var prev scanner.Token
	for ; t.Kind != scanner.EOF; prev, t = t, next() {
		switch t.Kind {
		case scanner.Ident:
			w := src[t.Start:t.End]
			switch {
			case string(w) == "label":
				afterLabel = true
				continue
			case string(w) == "metadata":
				skipArg(next)
			case string(w) == "blockaddress" || string(w) == "dso_local_equivalent" || string(w) == "no_cfi":
				if string(w) == "blockaddress" {
					if t = next(); t.Kind == scanner.LParen {
						skipGroup(next, scanner.LParen, scanner.RParen)
					}
				}
			}
		case scanner.LocalVar, scanner.LocalID:
			if afterLabel {
				break
			}
			name := key(src, t)
			d, ok := lv.defs[name]
			if !ok {
				break // an argument, or a type name
			}
			if lv.typeNames[name] && typePosition(src, prev, sc, in.End) {
				break // "%T" here names a type, not the value %T
			}
			if int(d.inst) == i {
				if reachable {
					return "Only PHI nodes may reference their own value!"
				}
				break
			}
			if !lv.dominates(d, b, i, -1) {
				return "Instruction does not dominate all uses!"
			}
		case scanner.MetadataVar:
			if t.Start > in.Start && src[t.Start-1] != '(' && isAttachmentStart(src, t) {
				return "" // attachments follow
			}
		}
		afterLabel = false
	}
	return ""
}

// dominates is LLVM's DominatorTree::dominates(Def, Use) for a use by
// instruction i of block b; incoming is the incoming block of a phi use,
// -1 otherwise.
func (lv *localView) dominates(d def, b int32, i int, incoming int32) bool {
	dt, c := lv.dt, lv.cfg
	useBB := b
	if incoming >= 0 {
		useBB = incoming
	}
	if !dt.Reachable(int(useBB)) {
		return true
	}
	if !dt.Reachable(int(d.block)) {
		return false
	}
	switch op := lv.m.Insts[d.inst].Op; op {
	case ast.OpCallBr:
		if lv.ver.Has(llvmver.CallBrResultInIndirectDests) {
			break // available in every successor, as any value of its block
		}
		fallthrough
	case ast.OpInvoke:
		succs := c.Succs[d.block]
		if len(succs) == 0 {
			return true
		}
		if op == ast.OpInvoke && len(succs) == 2 && succs[0] == succs[1] {
			return true // the invoke itself is reported elsewhere
		}
		return lv.edgeDominates(int(d.block), succs[0], b, incoming)
	}
	if d.block != useBB {
		return dt.Dominates(int(d.block), int(useBB))
	}
	if incoming >= 0 {
		return true
	}
	return int(d.inst) < i
}

// edgeDominates reports whether the edge start->end dominates a use in
// block b (a phi use from incoming when incoming >= 0).
func (lv *localView) edgeDominates(start, end int, b int32, incoming int32) bool {
	dt, c := lv.dt, lv.cfg
	useBB := int(b)
	if incoming >= 0 {
		if int(b) == end && int(incoming) == start {
			return true
		}
		useBB = int(incoming)
	}
	if !dt.Dominates(end, useBB) {
		return false
	}
	edges := 0
	for _, s := range c.Succs[start] {
		if s == end {
			edges++
		}
	}
	if edges > 1 {
		return false
	}
	for _, p := range c.Preds[end] {
		if p != start && !dt.Dominates(end, p) {
			return false
		}
	}
	return true
}

// typePosition reports whether a name that is both a type and a value,
// just read, stands for the type: a type is followed by '*', a value,
// a constant or a keyword (other than the "to" of a cast), or follows an
// opcode whose first operand is a type.
func typePosition(src []byte, prev scanner.Token, sc *scanner.Scanner, end token.Pos) bool {
	if prev.Kind == scanner.Ident {
		switch string(src[prev.Start:prev.End]) {
		case "alloca", "load", "volatile", "atomic", "getelementptr", "inbounds", "nuw", "nusw", "inrange", "va_arg":
			return true
		}
	}
	save := sc.Offset()
	t := sc.Next()
	sc.Seek(save)
	if t.Start >= end {
		return false
	}
	switch t.Kind {
	case scanner.Comma, scanner.RParen, scanner.RBrack, scanner.RBrace, scanner.Greater, scanner.EOF:
		return false
	case scanner.Ident:
		return string(src[t.Start:t.End]) != "to"
	}
	return true
}
