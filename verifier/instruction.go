package verifier

import (
	"bytes"
	"strings"

	"github.com/irmeta/irmeta/token"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/scanner"
)

// instruction verifies instruction i of block b in LLVM's order: the
// instruction kind's own rules, then visitInstruction's (self-reference,
// dominance of every operand, then the metadata attachments). Like LLVM,
// it stops at the first problem of a visit.
func (v *verifier) instruction(b int32, i int) {
	m := v.m
	in := &m.Insts[i]
	switch in.Op {
	case ast.OpDbgRecord:
		if v.checkDI {
			v.dbgRecord(i)
		}
		return
	case ast.OpPhi:
		blk := &m.Functions[v.fs.fn].Blocks[b]
		if i > int(blk.FirstInst) && m.Insts[i-1].Op != ast.OpPhi && !v.onlyRecordsBefore(int(blk.FirstInst), i) {
			v.errorAt(in.Start, "PHI nodes not grouped at top of basic block!")
			return
		}
	case ast.OpCall, ast.OpInvoke, ast.OpCallBr:
		if v.upgradeDeletes(i) {
			return // LLVM's reader deletes it
		}
		if !v.call(b, i) {
			return
		}
		if in.Op == ast.OpCall && !v.mustTail(i) {
			return
		}
	}
	switch in.Op {
	case ast.OpLandingPad, ast.OpResume, ast.OpInvoke, ast.OpCatchPad, ast.OpCleanupPad, ast.OpCatchSwitch,
		ast.OpCleanupRet, ast.OpCatchRet:
		if msg := v.eh(b, i); msg != "" {
			v.errorAt(in.Start, "%s", msg)
			return
		}
	}
	if in.Op == ast.OpPhi {
		if !v.phiDominance(b, i) {
			return
		}
	} else if !v.operandDominance(b, i) {
		return
	}
	if !v.replacedOnLoad(i) {
		v.attachments(i)
	}
}

// replacedOnLoad reports whether the loader replaces call i before the
// verifier sees it: an llvm.dbg.* call from the release that reads them as
// debug records, and the old four-operand llvm.dbg.value in every release
// (upgraded to a new call). What replaces it keeps only the !dbg location,
// so the call's other attachments (a !tbaa, an !annotation) are never
// verified (llvm-as 14 and 22 accept a !tbaa there that they would reject
// on a load).
func (v *verifier) replacedOnLoad(i int) bool {
	if v.m.Insts[i].Op != ast.OpCall || v.m.Insts[i].AttachCount == 0 {
		return false
	}
	if v.upgradeRemakes(i) {
		return true
	}
	f := v.callee(i)
	if f < 0 {
		return false
	}
	kind, isDbg := dbgIntrinsicKind(strings.TrimPrefix(v.m.Functions[f].Name, "@"))
	if !isDbg {
		return false
	}
	if v.ver.Has(llvmver.DebugRecords) {
		return true
	}
	if kind != "value" {
		return false
	}
	v.argBuf = v.mdArgs(i, v.argBuf[:0])
	return oldDbgValue(kind, v.argBuf)
}

// onlyRecordsBefore reports whether the instructions from first up to i
// are phis and debug records (records attach to the next instruction).
func (v *verifier) onlyRecordsBefore(first, i int) bool {
	for k := first; k < i; k++ {
		if op := v.m.Insts[k].Op; op != ast.OpPhi && op != ast.OpDbgRecord {
			return false
		}
	}
	return true
}

// operandDominance checks that the definition of every local value the
// instruction uses dominates it. Values used as metadata (call arguments
// "metadata ..."), block labels and blockaddress operands are no
// dominance uses.
func (v *verifier) operandDominance(b int32, i int) bool {
	m := v.m
	in := &m.Insts[i]
	src := m.Src
	sc := &v.fs.sc
	sc.Seek(int(in.Start))
	next := func() scanner.Token {
		t := sc.Next()
		if t.Start >= in.End {
			t.Kind = scanner.EOF
		}
		return t
	}
	t := next()
	if in.HasResult {
		if t = next(); t.Kind == scanner.Equal {
			t = next()
		}
	}
	afterLabel := false
	reachable := v.fs.dt.Reachable(int(b))
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
			d, ok := v.fs.defs[name]
			if !ok {
				break // an argument, or a type name
			}
			if v.typeNames[name] && v.typePosition(src, prev, sc, in.End) {
				break // "%T" here names a type, not the value %T
			}
			if int(d.inst) == i {
				if reachable {
					v.errorAt(in.Start, "Only PHI nodes may reference their own value!")
					return false
				}
				break
			}
			if !v.dominates(d, b, i, -1) {
				v.errorAt(in.Start, "Instruction does not dominate all uses!")
				return false
			}
		case scanner.MetadataVar:
			if t.Start > in.Start && src[t.Start-1] != '(' && isAttachmentStart(src, t) {
				return true // attachments follow
			}
		}
		afterLabel = false
	}
	return true
}

// isAttachmentStart reports whether the metadata name t starts the
// instruction's attachment list (", !kind" after the operands).
func isAttachmentStart(src []byte, t scanner.Token) bool {
	w := src[t.Start:t.End]
	if len(w) > 3 && (bytes.HasPrefix(w, []byte("!DI")) || bytes.HasPrefix(w, []byte("!Gen"))) {
		return false
	}
	k := int(t.Start) - 1
	for k >= 0 && (src[k] == ' ' || src[k] == '\t') {
		k--
	}
	return k >= 0 && src[k] == ','
}

// skipArg skips the rest of a call argument: tokens up to the comma or the
// closing parenthesis at the argument's level (the closer is consumed, a
// harmless loss at the end of an argument list).
func skipArg(next func() scanner.Token) {
	depth := 0
	for t := next(); t.Kind != scanner.EOF; t = next() {
		switch t.Kind {
		case scanner.LParen, scanner.LBrack, scanner.LBrace, scanner.Less:
			depth++
		case scanner.RParen, scanner.RBrack, scanner.RBrace, scanner.Greater:
			if depth == 0 {
				return
			}
			depth--
		case scanner.Comma:
			if depth == 0 {
				return
			}
		}
	}
}

// phiDominance checks each incoming value against the end of its
// incoming block.
func (v *verifier) phiDominance(b int32, i int) bool {
	fs := &v.fs
	fs.phiIn = v.phiEntries(&v.m.Insts[i], fs.phiIn[:0])
	for _, e := range fs.phiIn {
		d, ok := fs.defs[e.value]
		if !ok || e.block < 0 {
			continue
		}
		if !v.dominates(d, b, i, e.block) {
			v.errorAt(v.m.Insts[i].Start, "Instruction does not dominate all uses!")
			return false
		}
	}
	return true
}

// dominates is LLVM's DominatorTree::dominates(Def, Use) for a use by
// instruction i of block b; incoming is the incoming block of a phi use,
// -1 otherwise.
func (v *verifier) dominates(d def, b int32, i int, incoming int32) bool {
	dt := v.fs.dt
	c := v.fs.cfg
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
	switch op := v.m.Insts[d.inst].Op; op {
	case ast.OpInvoke, ast.OpCallBr:
		succs := c.Succs[d.block]
		if len(succs) == 0 {
			return true
		}
		if op == ast.OpInvoke && len(succs) == 2 && succs[0] == succs[1] {
			return true // the invoke itself is reported elsewhere
		}
		return v.edgeDominates(int(d.block), succs[0], b, incoming)
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
func (v *verifier) edgeDominates(start, end int, b int32, incoming int32) bool {
	dt := v.fs.dt
	c := v.fs.cfg
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
func (v *verifier) typePosition(src []byte, prev scanner.Token, sc *scanner.Scanner, end token.Pos) bool {
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
