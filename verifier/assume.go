package verifier

import (
	"bytes"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
)

// A bundle is one operand bundle of a call: its tag and its operands'
// source texts ("ptr %p").
type bundle struct {
	tag string
	ops []string
}

// bundles reads the operand bundles of call i from its text.
func (v *verifier) bundles(i int) []bundle {
	text := v.m.Bytes(v.m.Insts[i].Span)
	// The bundle list is the last top-level [...] before any attachment.
	if k := bytes.Index(text, []byte(", !")); k >= 0 {
		text = text[:k]
	}
	// An invoke's or callbr's destinations follow its bundles.
	if k := bytes.LastIndex(text, []byte(" to label ")); k >= 0 {
		text = text[:k]
	}
	start, end := bundleList(text)
	if start < 0 {
		return nil
	}
	body := text[start+1 : end]
	var out []bundle
	for len(body) > 0 {
		q := bytes.IndexByte(body, '"')
		if q < 0 {
			break
		}
		r := bytes.IndexByte(body[q+1:], '"')
		if r < 0 {
			break
		}
		b := bundle{tag: string(body[q+1 : q+1+r])}
		rest := body[q+2+r:]
		open := bytes.IndexByte(rest, '(')
		if open < 0 {
			break
		}
		depth, k := 0, open
		opStart := open + 1
		for ; k < len(rest); k++ {
			switch rest[k] {
			case '(', '[', '{', '<':
				depth++
			case ')', ']', '}', '>':
				depth--
			case ',':
				if depth == 1 {
					b.ops = append(b.ops, string(bytes.TrimSpace(rest[opStart:k])))
					opStart = k + 1
				}
			}
			if depth == 0 {
				break
			}
		}
		if k >= len(rest) {
			break
		}
		if op := bytes.TrimSpace(rest[opStart:k]); len(op) > 0 {
			b.ops = append(b.ops, string(op))
		}
		out = append(out, b)
		body = rest[k+1:]
	}
	return out
}

// bundleList returns the positions of the '[' and ']' around the operand
// bundles of a call's text (cut before its attachments), or -1: the last
// bracket pair outside parentheses that ends the text. Such a pair
// elsewhere is a type (a result `[2 x i32]`); strings are skipped.
func bundleList(text []byte) (start, end int) {
	end = len(bytes.TrimRight(text, " \t\r\n")) - 1
	if end < 0 || text[end] != ']' {
		return -1, -1
	}
	parens, brackets, cand := 0, 0, -1
	for k := 0; k <= end; k++ {
		switch text[k] {
		case '"':
			if q := bytes.IndexByte(text[k+1:], '"'); q >= 0 {
				k += q + 1
			}
		case '(':
			parens++
		case ')':
			parens--
		case '[':
			if parens == 0 && brackets == 0 {
				cand = k
			}
			brackets++
		case ']':
			brackets--
			if k == end && parens == 0 && brackets == 0 && cand >= 0 {
				return cand, end
			}
		}
	}
	return -1, -1
}

// Attribute classes for assume bundles: attributes with an integer
// argument, and those that apply to parameters (one argument); other
// attributes apply to functions (no argument).
var (
	assumeIntAttrs   = map[string]bool{"dereferenceable": true, "dereferenceable_or_null": true, "alignstack": true}
	assumeParamAttrs = map[string]bool{
		"nonnull": true, "noalias": true, "nocapture": true, "noundef": true, "readonly": true, "readnone": true,
		"writeonly": true, "returned": true, "nest": true, "byval": true, "sret": true, "inreg": true, "zeroext": true,
		"signext": true, "swiftself": true, "swifterror": true, "immarg": true, "nofree": true, "noalias.scope": true,
		"byref": true, "inalloca": true, "preallocated": true, "elementtype": true, "writable": true,
	}
	assumeFnAttrs = map[string]bool{
		"cold": true, "hot": true, "noreturn": true, "nounwind": true, "willreturn": true, "noinline": true,
		"alwaysinline": true, "mustprogress": true, "norecurse": true, "nosync": true, "convergent": true,
	}
)

// opType returns the type part of an operand's text ("{i8, i16}*" of
// "{i8, i16}* %A").
func opType(op string) string {
	op = strings.TrimSpace(op)
	if k := strings.LastIndexAny(op, " \t"); k >= 0 {
		return strings.TrimSpace(op[:k])
	}
	return op
}

func opIsPointer(op string) bool {
	t := opType(op)
	return t == "ptr" || strings.HasPrefix(t, "ptr ") || strings.HasSuffix(t, "*")
}

func opIsInt(op string) bool {
	w := opType(op)
	return len(w) > 1 && w[0] == 'i' && strings.Trim(w[1:], "0123456789") == ""
}

func opValue(op string) string {
	f := strings.Fields(op)
	if len(f) == 0 {
		return ""
	}
	return f[len(f)-1]
}

// assume checks a call of llvm.assume and its operand bundles
// (visitIntrinsicCall); it returns LLVM's message or "".
func (v *verifier) assume(i int) string {
	bs := v.bundles(i)
	if len(bs) == 0 {
		return ""
	}
	if v.ver.Has(llvmver.AssumeBundlesTrueCondition) {
		if ins, err := v.inst(i); err == nil && len(ins.Operands) > 1 {
			if c := ins.Operands[1].Value; c.Kind != ast.BoolConst || c.Text != "true" {
				return "assume with operand bundles must have i1 true condition"
			}
		}
	}
	for _, b := range bs {
		n := len(b.ops)
		if b.tag == "separate_storage" && v.ver.Has(llvmver.AssumeSeparateStorage) {
			if n != 2 {
				return "separate_storage assumptions should have 2 arguments"
			}
			if !opIsPointer(b.ops[0]) || !opIsPointer(b.ops[1]) {
				return "arguments to separate_storage assumptions should be pointers"
			}
			return ""
		}
		if b.tag != "ignore" && !parser.IsAttribute(v.ver, b.tag) {
			return "tags must be valid attribute names"
		}
		if b.tag == "align" {
			if n < 2 || n > 3 {
				return "alignment assumptions should have 2 or 3 arguments"
			}
			if !opIsPointer(b.ops[0]) {
				return "first argument should be a pointer"
			}
			if !opIsInt(b.ops[1]) {
				return "second argument should be an integer"
			}
			if n == 3 && !opIsInt(b.ops[2]) {
				return "third argument should be an integer if present"
			}
			return ""
		}
		if b.tag == "dereferenceable" && v.ver.Has(llvmver.AssumeDereferenceableRule) {
			if n != 2 {
				return "dereferenceable assumptions should have 2 arguments"
			}
			if !opIsPointer(b.ops[0]) {
				return "first argument should be a pointer"
			}
			if !opIsInt(b.ops[1]) {
				return "second argument should be an integer"
			}
			continue
		}
		if n > 2 {
			return "too many arguments"
		}
		if b.tag == "ignore" {
			break
		}
		switch {
		case assumeIntAttrs[b.tag]:
			if n != 2 {
				return "this attribute should have 2 arguments"
			}
			val := opValue(b.ops[1])
			if strings.Trim(strings.TrimPrefix(val, "-"), "0123456789") != "" || val == "" {
				return "the second argument should be a constant integral value"
			}
		case assumeParamAttrs[b.tag]:
			if n != 1 {
				return "this attribute should have one argument"
			}
		case assumeFnAttrs[b.tag]:
			if n != 0 {
				return "this attribute has no argument"
			}
		}
	}
	return ""
}
