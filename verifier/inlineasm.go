package verifier

import (
	"slices"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/inlineasm"
	"github.com/irmeta/irmeta/llvmver"
)

// inlineAsmCall is verifyInlineAsmCall for a call of inline asm (decoded
// as ins) under release ver: an indirect constraint's operand is a pointer
// with an elementtype attribute, and only such operands may carry one.
// Only the constraints that take an operand count (inputs, and outputs
// written through memory, "=*"). Label constraints ("!i", from LLVM 15 on)
// are one per indirect destination of a callbr, and only a callbr has
// them; before, every indirect destination is passed as a blockaddress
// argument, and no destination is named twice. It returns LLVM's message
// or "".
func inlineAsmCall(ins *ast.Instruction, ver llvmver.Version) string {
	// The parser's type rule has read the constraints already: they parse.
	cons, ok := inlineasm.Parse(inlineasm.ConstraintString(ins.Operands[0].Value.Text), ver.Has(llvmver.InlineAsmLabelConstraints))
	if !ok {
		return ""
	}
	var args []ast.Operand
	var dests []string
	for _, a := range ins.Operands[1:] {
		if a.Value.Kind != ast.LabelRef {
			args = append(args, a)
		} else {
			dests = append(dests, a.Value.Text)
		}
	}
	if ins.Op == ast.OpCallBr && !ver.Has(llvmver.InlineAsmLabelConstraints) && len(dests) > 0 {
		for k, d := range dests {
			if slices.Contains(dests[k+1:], d) {
				return "Duplicate callbr destination!"
			}
		}
		for _, d := range dests[1:] {
			if !blockAddressArg(args, d) {
				return "Indirect label missing from arglist."
			}
		}
	}
	argNo, labels := 0, 0
	for _, c := range cons {
		if c.Kind == inlineasm.Label {
			labels++
			continue
		}
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
	if !ver.Has(llvmver.InlineAsmLabelConstraints) {
		return ""
	}
	if ins.Op == ast.OpCallBr {
		if labels != len(dests)-1 { // the default destination has none
			return "Number of label constraints does not match number of callbr dests"
		}
	} else if labels > 0 {
		return "Label constraints can only be used with callbr"
	}
	return ""
}

// blockAddressArg reports whether one of args is the block address of
// label (as written, "%name"): before LLVM 15 a callbr passes each of its
// indirect destinations so.
func blockAddressArg(args []ast.Operand, label string) bool {
	for _, a := range args {
		t := strings.TrimSpace(a.Value.Text)
		if !strings.HasPrefix(t, "blockaddress") || !strings.HasSuffix(t, ")") {
			continue
		}
		if k := strings.LastIndexByte(t, ','); k >= 0 && strings.TrimSpace(t[k+1:len(t)-1]) == label {
			return true
		}
	}
	return false
}
