package typecheck

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
)

// checkFastMath is LLParser's rule on the fast-math flags of a select,
// phi or call: the instruction must be an FPMathOperator, of a
// floating-point type or vector, an array of one (arrays in arrays too),
// or, from llvmver.FPMathStructs, a literal struct of one such type
// repeated. The error stands at ast.Instruction.OpPos.
func (c *checker) checkFastMath(ins *ast.Instruction) {
	flagged := false
	for _, f := range ins.Flags {
		if parser.FastMathFlag(f) {
			flagged = true
			break
		}
	}
	if !flagged || ins.Type == nil || c.fpMathType(ins.Type) {
		return
	}
	c.fail(ins.OpPos, "fast-math-flags specified for "+ins.Op.String()+" without floating-point scalar or vector return type")
}

// fpMathType reports whether FPMathOperator takes a select, phi or call of
// type t.
func (c *checker) fpMathType(t *ast.Type) bool {
	t = c.canonDeep(t)
	if t != nil && t.Kind == ast.StructType && c.ver.Has(llvmver.FPMathStructs) {
		if len(t.Fields) == 0 {
			return false
		}
		for _, f := range t.Fields[1:] {
			if !c.same(f, t.Fields[0]) {
				return false
			}
		}
		return isFPOrFPVector(c.canonDeep(t.Fields[0]))
	}
	for t != nil && t.Kind == ast.ArrayType {
		t = c.canonDeep(t.Elem)
	}
	return isFPOrFPVector(t)
}
