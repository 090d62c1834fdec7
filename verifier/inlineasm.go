package verifier

import (
	"strings"

	"github.com/irmeta/irmeta/ast"
)

// inlineAsmCall is verifyInlineAsmCall for call i of inline asm (decoded
// as ins): an indirect constraint's operand is a pointer with an
// elementtype attribute, and only such operands may carry one. Only the
// constraints that take an operand count (inputs, and outputs written
// through memory, "=*"). It returns LLVM's message or "".
func inlineAsmCall(ins *ast.Instruction) string {
	asm := ins.Operands[0].Value.Text
	// The constraint string is the asm's second string.
	k := strings.LastIndexByte(asm, '"')
	if k <= 0 {
		return ""
	}
	j := strings.LastIndexByte(asm[:k], '"')
	if j < 0 {
		return ""
	}
	var args []ast.Operand
	for _, a := range ins.Operands[1:] {
		if a.Value.Kind != ast.LabelRef {
			args = append(args, a)
		}
	}
	argNo := 0
	for _, c := range strings.Split(asm[j+1:k], ",") {
		indirect, hasArg := asmConstraint(c)
		if !hasArg {
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
		if indirect {
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

// asmConstraint reads the prefix of one constraint as InlineAsm's parser
// does: '~' a clobber, '!' a label, '=' an output, then '*' indirect. A
// constraint takes a call operand when it is an input or an indirect
// output.
func asmConstraint(c string) (indirect, hasArg bool) {
	output := false
	switch {
	case strings.HasPrefix(c, "~"), strings.HasPrefix(c, "!"):
		return false, false
	case strings.HasPrefix(c, "="):
		output = true
		c = c[1:]
	}
	indirect = strings.HasPrefix(c, "*")
	return indirect, !output || indirect
}
