package typecheck

import (
	"bytes"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/scanner"
)

// checkMDDef checks the typed values inside metadata definition i
// (!{ptr @g}, !{i64 ptrtoint (...)}, a DITemplateValueParameter's value):
// LLParser builds them as it builds any constant, with the same type
// rules. Only the definitions the parser listed are decoded
// (ast.Module.MDConstantDefs): most metadata holds integers and strings
// alone, and decoding all of it would be the cost of a second parse of a
// debug-info-heavy module.
func (c *checker) checkMDDef(i int) {
	md, err := c.d.MD(i)
	if err != nil {
		return
	}
	c.checkMD(md, 0)
}

// checkMD checks the typed values of md and its inline operands and
// fields.
func (c *checker) checkMD(md *ast.MD, depth int) {
	if md == nil || depth > 64 {
		return
	}
	if md.Kind == ast.MDValue && md.Value != nil {
		c.checkValue(c.canonDeep(md.Value.Type), &md.Value.Value)
	}
	for _, o := range md.Operands {
		c.checkMD(o, depth+1)
	}
	for _, f := range md.Fields {
		c.checkMD(f.Value, depth+1)
	}
}

// checkFunctionMD checks the typed values of a metadata argument of a
// call or debug record ("metadata i64 %v", "!DIArgList(i32 %a, i64 %b)"):
// LLParser reads each as a value of its type, so a local used at another
// type than its definition's, or a constant of the wrong type, is an
// error there, and a local not defined yet is a forward reference.
func (c *checker) checkFunctionMD(md *ast.MD) {
	if md == nil {
		return
	}
	switch md.Kind {
	case ast.MDValue:
		if md.Value != nil {
			c.checkValue(c.canonDeep(md.Value.Type), &md.Value.Value)
		}
	case ast.MDArgList:
		for _, o := range md.Operands {
			c.checkFunctionMD(o)
		}
	}
}

// debugArgsAgree reports, without decoding it, that the text of a debug
// record or call of llvm.dbg.*, the instruction at index at of its
// function, holds no typed local value, or one only, its first argument
// written "T %name" with T one word or a named type, either maybe with
// stars, defined before it with type T; false sends the instruction to
// the decoder and checkFunctionMD.
func (c *checker) debugArgsAgree(text []byte, at int) bool {
	first := bytes.IndexFunc(text, notBlank)
	if first < 0 {
		return true
	}
	if !c.opaque && text[first] != '#' && !c.metadataOnlyCall(text) {
		return false // a call under typed pointers: its type is checked against its callee's
	}
	p := bytes.IndexByte(text, '%')
	if p < 0 {
		return true
	}
	// The first argument: after "(metadata " in a call, "(" in a record.
	k := bytes.IndexByte(text, '(')
	if k < 0 {
		return false
	}
	k++
	if bytes.HasPrefix(text[k:], []byte("metadata ")) {
		k += len("metadata ")
	}
	tEnd := k
	if tEnd < len(text) && text[tEnd] == '%' {
		tEnd++ // a named type
		for tEnd < len(text) && scanner.IsNameChar(text[tEnd]) {
			tEnd++
		}
	} else {
		for tEnd < len(text) && isTypeWordByte(text[tEnd]) {
			tEnd++
		}
	}
	for tEnd < len(text) && text[tEnd] == '*' {
		tEnd++
	}
	if tEnd == k || tEnd+2 >= len(text) || text[tEnd] != ' ' || text[tEnd+1] != '%' {
		return false
	}
	v := tEnd + 1
	e := v + 1
	for e < len(text) && scanner.IsNameChar(text[e]) {
		e++
	}
	if e == v+1 || e == len(text) || text[e] != ',' && text[e] != ')' || bytes.IndexByte(text[e:], '%') >= 0 {
		return false
	}
	def, ok := c.fn.defs[string(text[v:e])]
	return ok && def.at < at && def.t != nil && typeIsWord(def.t, text[k:tEnd])
}

// typeIsWord reports whether t is the type written w, a one-word type: an
// integer or floating-point type, ptr or a named type (%T), or such a type
// followed by stars.
func typeIsWord(t *ast.Type, w []byte) bool {
	switch {
	case len(w) > 1 && w[len(w)-1] == '*':
		return t.Kind == ast.PointerType && t.AddrSpace == 0 && t.Elem != nil && typeIsWord(t.Elem, w[:len(w)-1])
	case string(w) == "ptr":
		return t.Kind == ast.PointerType && t.AddrSpace == 0 && t.Elem == nil
	}
	return (t.Kind == ast.IntType || t.Kind == ast.FloatType || t.Kind == ast.NamedType) && t.Name == string(w)
}

// isTypeWordByte reports whether b may be part of a one-word type (i32,
// ptr, double, x86_fp80, i8**).
func isTypeWordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b == '_' || b == '*'
}

// notBlank reports whether r is not a space or tab.
func notBlank(r rune) bool { return r != ' ' && r != '\t' }

// metadataOnlyCall reports whether the text of a call of llvm.dbg.* passes
// only metadata arguments to a callee declared, before or after, as a
// void function of as many metadata parameters: the call then agrees with
// its callee's type, which checkCallee would otherwise compare.
func (c *checker) metadataOnlyCall(text []byte) bool {
	at := bytes.IndexByte(text, '@')
	open := bytes.IndexByte(text, '(')
	if at < 0 || open < at {
		return false
	}
	gt := c.globals[string(text[at:open])]
	if gt == nil || gt.Kind != ast.PointerType || gt.Elem == nil || gt.Elem.Kind != ast.FuncType ||
		gt.Elem.Variadic || gt.Elem.Elem == nil || gt.Elem.Elem.Kind != ast.VoidType {
		return false
	}
	params := gt.Elem.Fields
	n, depth := 0, 0
	argStart := open + 1
	for i := open + 1; i < len(text); i++ {
		switch text[i] {
		case '"':
			return false // strings are rare here: leave them to the decoder
		case '(':
			depth++
		case ')', ',':
			if text[i] == ')' && depth > 0 {
				depth--
				continue
			}
			if depth > 0 {
				continue
			}
			arg := bytes.TrimLeft(text[argStart:i], " ")
			if !bytes.HasPrefix(arg, []byte("metadata ")) || n >= len(params) || params[n].Kind != ast.MetadataType {
				return false
			}
			n++
			argStart = i + 1
			if text[i] == ')' {
				return n == len(params)
			}
		}
	}
	return false
}
