package verifier

import (
	"bytes"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/parser"
)

// isEHPad reports whether op is an exception-handling pad.
func isEHPad(op ast.Opcode) bool {
	switch op {
	case ast.OpLandingPad, ast.OpCatchPad, ast.OpCleanupPad, ast.OpCatchSwitch:
		return true
	}
	return false
}

// firstNonPHI returns the index of the first instruction of block b of
// the current function that is no phi or debug record, or -1.
func (v *verifier) firstNonPHI(b int) int {
	blk := &v.m.Functions[v.fs.fn].Blocks[b]
	for i := blk.FirstInst; i < blk.FirstInst+blk.NumInsts; i++ {
		if op := v.m.Insts[i].Op; op != ast.OpPhi && op != ast.OpDbgRecord {
			return int(i)
		}
	}
	return -1
}

// terminator returns the index of block b's last instruction, or -1.
func (v *verifier) terminator(b int) int {
	blk := &v.m.Functions[v.fs.fn].Blocks[b]
	if blk.NumInsts == 0 {
		return -1
	}
	return int(blk.FirstInst + blk.NumInsts - 1)
}

// blockOp is the opcode of block name's first non-phi instruction, or
// OpInvalid.
func (v *verifier) blockFirstOp(name string) ast.Opcode {
	b, ok := v.fs.blocks[name]
	if !ok {
		return ast.OpInvalid
	}
	if k := v.firstNonPHI(int(b)); k >= 0 {
		return v.m.Insts[k].Op
	}
	return ast.OpInvalid
}

// wordAfter returns the token after the first occurrence of the bare
// word w in instruction i's text ("within %cs", "from %cp").
func (v *verifier) wordAfter(i int, w string) string {
	text := v.m.Bytes(v.m.Insts[i].Span)
	key := []byte(" " + w + " ")
	k := bytes.Index(text, key)
	if k < 0 {
		return ""
	}
	rest := bytes.TrimLeft(text[k+len(key):], " \t")
	e := 0
	if len(rest) > 1 && rest[0] == '%' && rest[1] == '"' {
		if q := bytes.IndexByte(rest[2:], '"'); q >= 0 {
			e = q + 3
		}
	} else {
		for e < len(rest) && (isAttrWordByte(rest[e]) || rest[e] == '%' || rest[e] == '$') {
			e++
		}
	}
	return parser.Name(rest[:e])
}

// valueOp returns the opcode of the instruction that defines local
// value name in the current function, or OpInvalid.
func (v *verifier) valueOp(name string) ast.Opcode {
	d, ok := v.fs.defs[name]
	if !ok {
		return ast.OpInvalid
	}
	return v.m.Insts[d.inst].Op
}

// eh runs the exception-handling rules of instruction i in block b: the
// pads, resume, invoke's unwind destination, cleanupret and catchret.
// It returns LLVM's message or "".
func (v *verifier) eh(b int32, i int) string {
	m := v.m
	in := &m.Insts[i]
	personality := func() bool {
		h := v.fnHeader(v.fs.fn)
		return h == nil || h.personality
	}
	first := func() bool { return v.firstNonPHI(int(b)) == i }
	switch in.Op {
	case ast.OpLandingPad:
		text := m.Bytes(in.Span)
		if !hasWord(text, "cleanup") && !hasWord(text, "catch") && !hasWord(text, "filter") {
			return "LandingPadInst needs at least one clause or to be a cleanup."
		}
		if msg := v.ehPadPreds(b, i); msg != "" {
			return msg
		}
		if msg := v.landingPadType(i); msg != "" {
			return msg
		}
		if !personality() {
			return "LandingPadInst needs to be in a function with a personality."
		}
		if !first() {
			return "LandingPadInst not the first non-PHI instruction in the block."
		}
		if msg := v.landingPadClauses(i); msg != "" {
			return msg
		}
	case ast.OpResume:
		if !personality() {
			return "ResumeInst needs to be in a function with a personality."
		}
		if msg := v.landingPadType(i); msg != "" {
			return msg
		}
	case ast.OpInvoke:
		succ := v.dec.Successors(i, nil)
		if len(succ) == 2 && !isEHPad(v.blockFirstOp(succ[1])) {
			return "The unwind destination does not have an exception handling instruction!"
		}
	case ast.OpCatchPad:
		if !personality() {
			return "CatchPadInst needs to be in a function with a personality."
		}
		if v.valueOp(v.wordAfter(i, "within")) != ast.OpCatchSwitch {
			return "CatchPadInst needs to be directly nested in a CatchSwitchInst."
		}
		if !first() {
			return "CatchPadInst not the first non-PHI instruction in the block."
		}
		if b == 0 {
			return "EH pad cannot be in entry block."
		}
		if msg := v.padPreds(b, i); msg != "" {
			return msg
		}
		return v.funcletPadUnwinds(i)
	case ast.OpCleanupPad:
		if !personality() {
			return "CleanupPadInst needs to be in a function with a personality."
		}
		if !first() {
			return "CleanupPadInst not the first non-PHI instruction in the block."
		}
		if p := v.wordAfter(i, "within"); p != "none" {
			if op := v.valueOp(p); op != ast.OpCatchPad && op != ast.OpCleanupPad {
				return "CleanupPadInst has an invalid parent."
			}
		}
		if b == 0 {
			return "EH pad cannot be in entry block."
		}
		if msg := v.padPreds(b, i); msg != "" {
			return msg
		}
		return v.funcletPadUnwinds(i)
	case ast.OpCatchSwitch:
		if !personality() {
			return "CatchSwitchInst needs to be in a function with a personality."
		}
		if !first() {
			return "CatchSwitchInst not the first non-PHI instruction in the block."
		}
		if p := v.wordAfter(i, "within"); p != "none" {
			if op := v.valueOp(p); op != ast.OpCatchPad && op != ast.OpCleanupPad {
				return "CatchSwitchInst has an invalid parent."
			}
		}
		succ := v.dec.Successors(i, nil)
		handlers := succ
		if bytes.Contains(m.Bytes(in.Span), []byte("unwind label")) && len(succ) > 0 {
			handlers = succ[:len(succ)-1]
			if op := v.blockFirstOp(succ[len(succ)-1]); !isEHPad(op) || op == ast.OpLandingPad {
				return "CatchSwitchInst must unwind to an EH block which is not a landingpad."
			}
			v.catchSwitchSibling(i)
		}
		if len(handlers) == 0 {
			return "CatchSwitchInst cannot have empty handler list"
		}
		for _, h := range handlers {
			if v.blockFirstOp(h) != ast.OpCatchPad {
				return "CatchSwitchInst handlers must be catchpads"
			}
		}
		if b == 0 {
			return "EH pad cannot be in entry block."
		}
		return v.padPreds(b, i)
	case ast.OpCleanupRet:
		if v.valueOp(v.wordAfter(i, "from")) != ast.OpCleanupPad {
			return "CleanupReturnInst needs to be provided a CleanupPad"
		}
		if succ := v.dec.Successors(i, nil); len(succ) == 1 {
			if op := v.blockFirstOp(succ[0]); !isEHPad(op) || op == ast.OpLandingPad {
				return "CleanupReturnInst must unwind to an EH block which is not a landingpad."
			}
		}
	case ast.OpCatchRet:
		if v.valueOp(v.wordAfter(i, "from")) != ast.OpCatchPad {
			return "CatchReturnInst needs to be provided a CatchPad"
		}
	}
	return ""
}

// ehPadPreds is visitEHPadPredecessors for a landingpad in block b: not
// the entry block, and reached only by unwind edges of invokes.
func (v *verifier) ehPadPreds(b int32, i int) string {
	if b == 0 {
		return "EH pad cannot be in entry block."
	}
	name := v.fs.cfg.Names[b]
	for _, p := range v.fs.cfg.Preds[b] {
		t := v.terminator(p)
		if t < 0 || v.m.Insts[t].Op != ast.OpInvoke {
			return "Block containing LandingPadInst must be jumped to only by the unwind edge of an invoke."
		}
		succ := v.dec.Successors(t, nil)
		if len(succ) != 2 || succ[1] != name || succ[0] == name {
			return "Block containing LandingPadInst must be jumped to only by the unwind edge of an invoke."
		}
	}
	return ""
}

// landingPadClauses is visitLandingPadInst's rule on each clause: a catch
// of a pointer, a filter of an array that LLVM makes a ConstantArray or a
// ConstantAggregateZero of (see filterArray).
func (v *verifier) landingPadClauses(i int) string {
	ins, err := v.inst(i)
	if err != nil {
		return ""
	}
	kinds := ins.Flags
	if len(kinds) > 0 && kinds[0] == "cleanup" {
		kinds = kinds[1:]
	}
	for k := range ins.Operands {
		if k >= len(kinds) {
			break
		}
		op := &ins.Operands[k]
		t := v.bodyOf(op.Type)
		if t == nil {
			continue
		}
		switch kinds[k] {
		case "catch":
			if t.Kind != ast.PointerType {
				return "Catch operand does not have pointer type!"
			}
		case "filter":
			if !filterArray(t, &op.Value) {
				return "Filter operand is not an array of constants!"
			}
		}
	}
	return ""
}

// filterArray reports whether LLVM makes the constant val of type t a
// ConstantArray or a ConstantAggregateZero: zeroinitializer, a string of
// zero bytes (ConstantDataArray::get makes it a zero), or an array
// constant that ConstantArray::get keeps one (see foldAggregate) or folds
// into a zero.
func filterArray(t *ast.Type, val *ast.Value) bool {
	if t.Kind != ast.ArrayType {
		return false
	}
	switch val.Kind {
	case ast.ZeroConst:
		return true
	case ast.StringConst:
		return strings.Trim(val.Text, `c"\0`) == ""
	case ast.ArrayConst:
		return len(val.Elems) > 0 && allElems(val, isNullValue) || foldAggregate(val, t) == foldedArray
	}
	return false
}
