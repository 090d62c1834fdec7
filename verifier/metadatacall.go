package verifier

import (
	"bytes"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/scanner"
)

// plainCalls enables plainMetadataCall (a variable: the tests check that
// the findings are the same without it).
var plainCalls = true

// plainMetadataCall reports whether callSite's rules pass call i of
// intrinsic callee (named name, declared h) without decoding it: a call
// written "call void @name(metadata ..., ...)", optionally tail or notail,
// whose arguments are all metadata without attributes, followed by nothing
// but attribute groups and attachments, of a declaration whose parameters
// are as many metadata and that no loader upgrade, immarg operand or
// attribute rule concerns. That is every llvm.dbg.* call of a module older
// than debug records, the most common call there; decoding them was a
// fifth of the verifier's time.
func (v *verifier) plainMetadataCall(i, callee int, name string, h *header) bool {
	if !v.plainCallee(callee, name, h) {
		return false
	}
	n, ok := metadataArgs(v.m, &v.fs.sc, i)
	return ok && n == len(h.params)
}

// plainCallee reports whether declaration callee (named name, header h)
// is one plainMetadataCall reads calls of: all its parameters metadata,
// a void result, and no loader upgrade, immarg operand or attribute rule
// concerned. The answer is kept per declaration.
func (v *verifier) plainCallee(callee int, name string, h *header) bool {
	if v.plainCallees == nil {
		v.plainCallees = make([]int8, len(v.m.Functions))
	}
	if c := v.plainCallees[callee]; c != 0 {
		return c > 0
	}
	ok := v.plainDeclaration(callee, name, h)
	v.plainCallees[callee] = -1
	if ok {
		v.plainCallees[callee] = 1
	}
	return ok
}

// plainDeclaration is plainCallee without the memory of its answers.
func (v *verifier) plainDeclaration(callee int, name string, h *header) bool {
	if h == nil || h.variadic || h.ret == nil || h.ret.Kind != ast.VoidType || len(h.retAttrs) > 0 {
		return false
	}
	for k, p := range h.params {
		if p == nil || p.Kind != ast.MetadataType || k >= 64 {
			return false
		}
	}
	if v.findCallUpgrade(name, len(h.params)) != nil {
		return false
	}
	if v.tableAttrs(callee) {
		if set, _ := v.immargParams(name); set != 0 {
			return false
		}
	} else {
		for _, s := range h.pattrs {
			if s.has("immarg") {
				return false
			}
		}
	}
	// The attribute rules on the call's own signature: no attributes,
	// the declaration's metadata parameters.
	sig := signature{ret: h.ret, params: h.params, pattrs: make([]attrSet, len(h.params))}
	return v.functionAttrs(&sig, true, false, true) == ""
}

// metadataArgs reads call i of m when its text is "[tail|notail] call void
// @callee(metadata A, ...)" and nothing but attribute groups and
// attachments follow, and does not name preallocated, each
// argument "metadata" followed by a metadata operand or a typed value (no
// parameter attributes, which come right after the type): it returns the
// number of arguments.
func metadataArgs(m *ast.Module, sc *scanner.Scanner, i int) (n int, ok bool) {
	in := &m.Insts[i]
	// An attribute group's preallocated is the one callSite reads, when
	// the call's text names it.
	if in.HasResult || bytes.Contains(m.Bytes(in.Span), []byte("preallocated")) {
		return 0, false
	}
	src := m.Src
	next := instTokens(sc, in)
	word := func(t scanner.Token) string {
		if t.Kind != scanner.Ident {
			return ""
		}
		return string(src[t.Start:t.End])
	}
	t := next()
	if w := word(t); w == "tail" || w == "notail" {
		t = next()
	}
	if word(t) != "call" || word(next()) != "void" || next().Kind != scanner.GlobalVar || next().Kind != scanner.LParen {
		return 0, false
	}
	t = next()
	if t.Kind != scanner.RParen {
		for {
			if word(t) != "metadata" {
				return 0, false
			}
			if t = next(); !metadataOperandStart(src, t) {
				return 0, false
			}
			n++
			// The rest of the argument, up to its comma or the list's ')'.
			depth := 0
			switch t.Kind {
			case scanner.LBrace, scanner.LBrack, scanner.Less:
				depth = 1
			}
			for t = next(); ; t = next() {
				switch t.Kind {
				case scanner.EOF, scanner.Illegal:
					return 0, false
				case scanner.LParen, scanner.LBrack, scanner.LBrace, scanner.Less:
					depth++
					continue
				case scanner.RBrack, scanner.RBrace, scanner.Greater:
					depth--
					continue
				case scanner.RParen:
					if depth > 0 {
						depth--
						continue
					}
				case scanner.Comma:
					if depth > 0 {
						continue
					}
				default:
					continue
				}
				break
			}
			if t.Kind == scanner.RParen {
				break
			}
			t = next()
		}
	}
	// Only attribute groups (which callSite's rules do not read) and
	// attachments may follow: "#1, !kind ...".
	for t = next(); t.Kind == scanner.AttrGrpID; t = next() {
	}
	if t.Kind != scanner.EOF && (t.Kind != scanner.Comma || next().Kind != scanner.MetadataVar) {
		return 0, false
	}
	return n, true
}

// metadataOperandStart reports whether t, the token after an argument's
// "metadata", starts its operand rather than a parameter attribute: a
// metadata node, string or name, or a type (of a value as metadata).
func metadataOperandStart(src []byte, t scanner.Token) bool {
	switch t.Kind {
	case scanner.MetadataID, scanner.MetadataStr, scanner.MetadataVar, scanner.Exclaim,
		scanner.LocalVar, scanner.LocalID, scanner.LBrace, scanner.LBrack, scanner.Less:
		return true
	case scanner.Ident:
		w := src[t.Start:t.End]
		if len(w) > 1 && w[0] == 'i' {
			for _, c := range w[1:] {
				if c < '0' || c > '9' {
					return false
				}
			}
			return true
		}
		switch string(w) {
		case "ptr", "half", "bfloat", "float", "double", "fp128", "x86_fp80", "ppc_fp128":
			return true
		}
	}
	return false
}
