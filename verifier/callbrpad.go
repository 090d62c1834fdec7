package verifier

import (
	"sort"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// callbrLandingPad is visitIntrinsicCall's rule for llvm.callbr.landingpad
// (call i): its operand is the result of a callbr, and the call opens an
// indirect destination of that callbr, reached from it alone. LLVM's
// messages, misspelling included.
func (v *verifier) callbrLandingPad(i int, _ string, _ *ast.Instruction, args []ast.Operand) string {
	if !v.ver.Has(llvmver.CallBrLandingPad) || len(args) == 0 {
		return ""
	}
	if args[0].Value.Kind != ast.LocalRef || v.valueOp(args[0].Value.Name) != ast.OpCallBr {
		return "intrinstic requires callbr operand"
	}
	cbr := int(v.fs.defs[args[0].Value.Name].inst)
	b := v.blockOfInst(i)
	if b < 0 {
		return ""
	}
	pred := -1
	for _, p := range v.fs.cfg.Preds[b] {
		if pred >= 0 && p != pred {
			pred = -2
			break
		}
		pred = p
	}
	if pred < 0 {
		return "Intrinsic in block must have 1 unique predecessor"
	}
	if t := v.terminator(pred); t < 0 || v.m.Insts[t].Op != ast.OpCallBr {
		return "Intrinsic must have corresponding callbr in predecessor"
	}
	succs := v.dec.Successors(cbr, nil)
	indirect := false
	for _, s := range succs[min(1, len(succs)):] {
		indirect = indirect || s == v.fs.cfg.Names[b]
	}
	if !indirect {
		return "Intrinsic's corresponding callbr must have intrinsic's parent basic block in indirect destination list"
	}
	if first := v.m.Functions[v.fs.fn].Blocks[b].FirstInst; v.firstInstruction(int(first), i) != i {
		return "No other instructions may proceed intrinsic"
	}
	return ""
}

// blockOfInst returns the index of the block of the current function that
// holds instruction i, or -1.
func (v *verifier) blockOfInst(i int) int {
	blocks := v.m.Functions[v.fs.fn].Blocks
	b := sort.Search(len(blocks), func(k int) bool { return int(blocks[k].FirstInst+blocks[k].NumInsts) > i })
	if b == len(blocks) || int(blocks[b].FirstInst) > i {
		return -1
	}
	return b
}

// firstInstruction returns the first instruction from first up to last
// that is an instruction in LLVM's terms: debug records are not.
func (v *verifier) firstInstruction(first, last int) int {
	for k := first; k < last; k++ {
		if v.m.Insts[k].Op != ast.OpDbgRecord {
			return k
		}
	}
	return last
}
