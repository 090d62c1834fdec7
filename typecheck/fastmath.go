package typecheck

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/token"
)

// checkFastMath is LLParser's rule on the fast-math flags of a select,
// phi or call: the instruction must be an FPMathOperator, of a
// floating-point type or vector, an array of one (arrays in arrays too),
// or, from llvmver.FPMathStructs, a literal struct of one such type
// repeated. The error stands at the opcode (select, phi), or where the
// call's own parse starts: the word after "call", or "call" itself after
// tail, musttail or notail.
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
	what := map[ast.Opcode]string{ast.OpSelect: "select", ast.OpPhi: "phi", ast.OpCall: "call"}[ins.Op]
	c.fail(c.fastMathPos(ins, what), "fast-math-flags specified for "+what+" without floating-point scalar or vector return type")
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

// fastMathPos finds where checkFastMath's error stands in ins's text: the
// opcode word what, or for a call the token after it unless a tail
// marker comes first.
func (c *checker) fastMathPos(ins *ast.Instruction, what string) token.Pos {
	var sc scanner.Scanner
	sc.Init(c.m.Src[:ins.End])
	sc.Seek(int(ins.Start))
	tailed := false
	for tok := sc.Next(); tok.Kind != scanner.EOF; tok = sc.Next() {
		if tok.Kind != scanner.Ident {
			continue
		}
		switch word := string(c.m.Src[tok.Start:tok.End]); word {
		case "tail", "musttail", "notail":
			tailed = true
		case what:
			if what == "call" && !tailed {
				return sc.Next().Start
			}
			return tok.Start
		}
	}
	return ins.Start
}
