package verifier

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/inlineasm"
	"github.com/irmeta/irmeta/llvmver"
)

// inlineAsmCall is verifyInlineAsmCall for a call of inline asm (decoded
// as ins) under release ver: an indirect constraint's operand is a pointer
// with an elementtype attribute, and only such operands may carry one.
// Only the constraints that take an operand count (inputs, and outputs
// written through memory, "=*"). It returns LLVM's message or "".
func inlineAsmCall(ins *ast.Instruction, ver llvmver.Version) string {
	// The parser's type rule has read the constraints already: they parse.
	cons, ok := inlineasm.Parse(inlineasm.ConstraintString(ins.Operands[0].Value.Text), ver.Has(llvmver.InlineAsmLabelConstraints))
	if !ok {
		return ""
	}
	var args []ast.Operand
	for _, a := range ins.Operands[1:] {
		if a.Value.Kind != ast.LabelRef {
			args = append(args, a)
		}
	}
	argNo := 0
	for _, c := range cons {
		if !c.HasArg() {
			continue
		}
		if argNo >= len(args) {
			return ""
		}
		a := args[argNo]
		argNo++
		elem := false
		for _, t := range a.Attrs {
			if parseAttr(t).name == "elementtype" {
				elem = true
			}
		}
		if c.Indirect {
			if a.Type == nil || a.Type.Kind != ast.PointerType {
				return "Operand for indirect constraint must have pointer type"
			}
			if !elem {
				return "Operand for indirect constraint must have elementtype attribute"
			}
		} else if elem {
			return "Elementtype attribute can only be applied for indirect constraints"
		}
	}
	return ""
}
