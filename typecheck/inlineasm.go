package typecheck

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/inlineasm"
	"github.com/irmeta/irmeta/llvmver"
)

// checkInlineAsm applies InlineAsm::Verify of the parser's version to a
// call of inline asm (ins), as LLParser does when it resolves the callee:
// the constraint string must fit the function type the call gives the
// asm. LLVM 14 says only that it does not; later releases give the reason.
func (c *checker) checkInlineAsm(ins *ast.Instruction, args []*ast.Operand) {
	callee := &ins.Operands[0].Value
	if callee.Kind != ast.InlineAsm {
		return
	}
	ret, params, variadic := ins.Type, make([]*ast.Type, 0, len(args)), false
	if ft := ins.FnType; ft != nil {
		ret, params, variadic = ft.Elem, ft.Fields, ft.Variadic
	} else {
		for _, a := range args {
			params = append(params, a.Type)
		}
	}
	reason := c.asmVerify(inlineasm.ConstraintString(callee.Text), c.canon(ret), len(params), variadic)
	if reason == "" {
		return
	}
	if !c.ver.Has(llvmver.InlineAsmVerifyReasons) {
		reason = "invalid type for inline asm constraint string"
	}
	c.fail(callee.Start, reason)
}

// asmVerify checks constraint string cons against a function type with
// result ret, nparams parameters and variadic as InlineAsm::Verify does:
// outputs come first, then inputs (and labels), then clobbers; the outputs
// make the result (none: void, one: no struct, more: a struct of as many
// fields), the inputs the parameters. It returns the reason of LLVM 15 and
// later, or "".
func (c *checker) asmVerify(cons string, ret *ast.Type, nparams int, variadic bool) string {
	if variadic {
		return "inline asm cannot be variadic"
	}
	list, ok := inlineasm.Parse(cons, c.ver.Has(llvmver.InlineAsmLabelConstraints))
	if !ok {
		return "failed to parse constraints"
	}
	outputs, inputs, clobbers, indirect, labels := 0, 0, 0, 0, 0
	for _, k := range list {
		switch k.Kind {
		case inlineasm.Output:
			if inputs-indirect != 0 || clobbers != 0 || labels != 0 {
				return "output constraint occurs after input, clobber or label constraint"
			}
			if !k.Indirect {
				outputs++
				continue
			}
			indirect++
			fallthrough // an indirect output takes an operand, as an input
		case inlineasm.Input:
			if clobbers != 0 {
				return "input constraint occurs after clobber constraint"
			}
			inputs++
		case inlineasm.Clobber:
			clobbers++
		case inlineasm.Label:
			if clobbers != 0 {
				return "label constraint occurs after clobber constraint"
			}
			labels++
		}
	}
	isStruct := ret != nil && (ret.Kind == ast.StructType || ret.Kind == ast.NamedType)
	switch outputs {
	case 0:
		if ret == nil || ret.Kind != ast.VoidType {
			return "inline asm without outputs must return void"
		}
	case 1:
		if isStruct {
			return "inline asm with one output cannot return struct"
		}
	default:
		if !isStruct || c.numFields(ret) != outputs {
			return "number of output constraints does not match number of return struct elements"
		}
	}
	if nparams != inputs {
		return "number of input constraints does not match number of parameters"
	}
	return ""
}

// numFields returns the number of fields of a struct type (0 for opaque).
func (c *checker) numFields(t *ast.Type) int {
	if r := c.resolve(t); r != nil {
		return len(r.Fields)
	}
	return 0
}
