package typecheck

import (
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
)

// Kinds of inline asm constraints.
const (
	asmInput = iota
	asmOutput
	asmClobber
	asmLabel
)

// An asmConstraint is what InlineAsm's constraint parser keeps of one
// constraint for the type check: its kind, whether it is indirect, and
// which later constraint is tied to it by number: one for a constraint
// without alternatives ('|'), one per alternative otherwise.
type asmConstraint struct {
	kind     int
	indirect bool
	matched  int   // -1 when no input matches it
	altMatch []int // per alternative, when there are several
}

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
	reason := c.asmVerify(asmConstraintString(callee.Text), c.canon(ret), len(params), variadic)
	if reason == "" {
		return
	}
	if !c.ver.Has(llvmver.InlineAsmVerifyReasons) {
		reason = "invalid type for inline asm constraint string"
	}
	c.fail(callee.Start, reason)
}

// asmConstraintString returns the second string of an inline asm's text
// (asm [keywords] "asm", "constraints"), decoded.
func asmConstraintString(text string) string {
	k := strings.LastIndexByte(text, '"')
	if k <= 0 {
		return ""
	}
	j := strings.LastIndexByte(text[:k], '"')
	if j < 0 {
		return ""
	}
	return parser.Unquote([]byte(text[j : k+1]))
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
	list, ok := c.parseAsmConstraints(cons)
	if !ok {
		return "failed to parse constraints"
	}
	outputs, inputs, clobbers, indirect, labels := 0, 0, 0, 0, 0
	for _, k := range list {
		switch k.kind {
		case asmOutput:
			if inputs-indirect != 0 || clobbers != 0 || labels != 0 {
				return "output constraint occurs after input, clobber or label constraint"
			}
			if !k.indirect {
				outputs++
				continue
			}
			indirect++
			fallthrough // an indirect output takes an operand, as an input
		case asmInput:
			if clobbers != 0 {
				return "input constraint occurs after clobber constraint"
			}
			inputs++
		case asmClobber:
			clobbers++
		case asmLabel:
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

// parseAsmConstraints splits a constraint string at its commas and parses
// each constraint; ok is false when one fails to parse, as for an empty
// constraint or a trailing comma. The empty string has no constraints.
func (c *checker) parseAsmConstraints(s string) (list []asmConstraint, ok bool) {
	if s == "" {
		return nil, true
	}
	for {
		one, rest, more := strings.Cut(s, ",")
		if one == "" || !c.parseAsmConstraint(one, &list) {
			return nil, false
		}
		if !more {
			return list, true
		}
		if rest == "" {
			return nil, false
		}
		s = rest
	}
}

// parseAsmConstraint parses one non-empty constraint s as
// InlineAsm::ConstraintInfo::Parse does and appends it to list, which
// holds the constraints before it (a number ties an input to one of those
// outputs). '!' starts a label from LLVM 15 on; LLVM 14 reads it as a
// constraint letter of an input.
func (c *checker) parseAsmConstraint(s string, list *[]asmConstraint) bool {
	alts := strings.Count(s, "|") + 1
	k := asmConstraint{kind: asmInput, matched: -1}
	if alts > 1 {
		k.altMatch = make([]int, alts)
		for i := range k.altMatch {
			k.altMatch[i] = -1
		}
	}
	i := 0
	switch {
	case s[0] == '~':
		k.kind = asmClobber
		i++
		if i < len(s) && s[i] != '{' {
			return false
		}
	case s[0] == '=':
		k.kind = asmOutput
		i++
	case s[0] == '!' && c.ver.Has(llvmver.InlineAsmLabelConstraints):
		k.kind = asmLabel
		i++
	}
	if i < len(s) && s[i] == '*' {
		k.indirect = true
		i++
	}
	if i == len(s) {
		return false // a prefix alone
	}
	early, commutative := false, false
modifiers:
	for {
		switch s[i] {
		case '&':
			if k.kind != asmOutput || early {
				return false
			}
			early = true
		case '%':
			if k.kind == asmClobber || commutative {
				return false
			}
			commutative = true
		case '#', '*':
			return false
		default:
			break modifiers
		}
		if i++; i == len(s) {
			return false
		}
	}
	alt, self := 0, len(*list)
	for i < len(s) {
		switch ch := s[i]; {
		case ch == '{':
			end := strings.IndexByte(s[i+1:], '}')
			if end < 0 {
				return false
			}
			i += end + 2
		case ch >= '0' && ch <= '9':
			j := i
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			n, num := 0, s[i:j]
			// atoi: a number too long for an int is no constraint anyway.
			if len(num) > 9 {
				return false
			}
			for _, d := range num {
				n = n*10 + int(d-'0')
			}
			i = j
			if n >= len(*list) || (*list)[n].kind != asmOutput || k.kind != asmInput {
				return false
			}
			out := &(*list)[n]
			if alts > 1 {
				if alt >= len(out.altMatch) || out.altMatch[alt] != -1 {
					return false
				}
				out.altMatch[alt] = self
			} else {
				if out.matched != -1 && out.matched != self {
					return false
				}
				out.matched = self
			}
		case ch == '|':
			alt++
			i++
		case ch == '^':
			i += 3 // a two-letter constraint
		case ch == '@':
			// "@<n>" and n letters.
			if i+1 >= len(s) || s[i+1] < '1' || s[i+1] > '9' {
				return false
			}
			i += 2 + int(s[i+1]-'0')
		default:
			i++
		}
	}
	*list = append(*list, k)
	return true
}
