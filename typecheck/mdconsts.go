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

// debugArgsAgree reports, without decoding it, that the typed values in
// the text of a debug record or call of llvm.dbg.* (the instruction at
// index at of its function) pass the type rules: each is written "T V"
// with T one word (an integer, floating-point or pointer type, or a named
// type, maybe with stars) and V a local value defined before it with type
// T, a global of type T, or a literal that T takes: a number (which the
// parse judged against an integer or floating-point T), true or false of
// i1, null of a pointer, undef, poison or zeroinitializer. Anything else
// (constant expressions, aggregates, strings, none) sends the instruction
// to the decoder and checkFunctionMD, as false does.
func (c *checker) debugArgsAgree(text []byte, at int) bool {
	first := bytes.IndexFunc(text, notBlank)
	if first < 0 {
		return true
	}
	if !c.opaque && text[first] != '#' && !c.metadataOnlyCall(text) {
		return false // a call under typed pointers: its type is checked against its callee's
	}
	open := bytes.IndexByte(text, '(')
	if open < 0 {
		return false
	}
	depth := 0
	for i := open; i < len(text); i++ {
		switch text[i] {
		case '(':
			depth++
		case ')':
			if depth--; depth == 0 {
				return c.debugArgListAgrees(text[open+1:i], at, false)
			}
		case '"', '{', '[', '<':
			return false
		}
	}
	return false
}

// debugArgListAgrees is debugArgsAgree for the comma-separated arguments
// in args, those of a !DIArgList when inList.
func (c *checker) debugArgListAgrees(args []byte, at int, inList bool) bool {
	for len(args) > 0 {
		arg := args
		depth := 0
	split:
		for i, b := range args {
			switch b {
			case '(':
				depth++
			case ')':
				depth--
			case ',':
				if depth == 0 {
					arg, args = args[:i], args[i+1:]
					break split
				}
			}
		}
		if len(arg) == len(args) {
			args = nil
		}
		arg = bytes.TrimPrefix(bytes.Trim(arg, " "), []byte("metadata "))
		switch {
		case !inList && bytes.HasPrefix(arg, []byte("!DIArgList(")) && arg[len(arg)-1] == ')':
			if !c.debugArgListAgrees(arg[len("!DIArgList("):len(arg)-1], at, true) {
				return false
			}
		case !inList && len(arg) > 0 && arg[0] == '!':
			if bytes.IndexByte(arg, '%') >= 0 {
				return false
			}
		case !c.typedArgAgrees(arg, at):
			return false
		}
	}
	return true
}

// typedArgAgrees is debugArgsAgree for one typed value, "T V".
func (c *checker) typedArgAgrees(arg []byte, at int) bool {
	sp := bytes.IndexByte(arg, ' ')
	if sp <= 0 || sp+1 >= len(arg) || bytes.IndexByte(arg[sp+1:], ' ') >= 0 {
		return false
	}
	typ, val := arg[:sp], arg[sp+1:]
	if val[0] == '%' {
		if len(val) < 2 || !nameChars(val[1:]) {
			return false
		}
		def, ok := c.fn.defs[string(val)]
		return ok && def.at < at && def.t != nil && typeIsWord(def.t, typ)
	}
	if val[0] == '@' {
		if len(val) < 2 || !nameChars(val[1:]) {
			return false
		}
		gt := c.globals[string(val)]
		return gt != nil && typeIsWord(gt, typ)
	}
	base := bytes.TrimRight(typ, "*")
	pointer := string(typ) == "ptr" || len(base) < len(typ) && len(base) > 0 && (builtinScalar(base) || base[0] == '%')
	switch string(val) {
	case "undef", "poison", "zeroinitializer":
		return pointer || builtinScalar(typ)
	case "null":
		return pointer
	case "true", "false":
		return string(typ) == "i1"
	}
	// A number: the parse judged it against an integer or floating-point
	// type.
	if pointer || !builtinScalar(typ) || val[0] != '-' && (val[0] < '0' || val[0] > '9') {
		return false
	}
	for _, b := range val {
		if !(b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '.' || b == '-' || b == '+') {
			return false
		}
	}
	return true
}

// nameChars reports whether w is a name written without quotes.
func nameChars(w []byte) bool {
	for _, b := range w {
		if !scanner.IsNameChar(b) {
			return false
		}
	}
	return true
}

// builtinScalar reports whether w names an integer, floating-point or
// (opaque) pointer type.
func builtinScalar(w []byte) bool {
	if string(w) == "ptr" || ast.FloatBits(string(w)) != 0 {
		return true
	}
	if len(w) < 2 || w[0] != 'i' {
		return false
	}
	for _, b := range w[1:] {
		if b < '0' || b > '9' {
			return false
		}
	}
	return true
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
