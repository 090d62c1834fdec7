package typecheck

import (
	"bytes"
	"slices"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/targetext"
	"github.com/irmeta/irmeta/token"
)

// checkValue checks that value v may have type t, as LLParser's
// convertValIDToValue does, and fails with its message otherwise.
func (c *checker) checkValue(t *ast.Type, v *ast.Value) {
	if t == nil {
		return
	}
	t = c.canonDeep(t)
	if t.Kind == ast.FuncType && v.Kind != ast.BlockAddress {
		// convertValIDToValue's first rule (a blockaddress checks its
		// type as it is read, before).
		c.fail(v.Start, "functions are not values, refer to them as pointers")
	}
	for i := range v.Elems {
		v.Elems[i].Type = c.canonDeep(v.Elems[i].Type)
	}
	switch v.Kind {
	case ast.LocalRef:
		c.checkLocal(t, v)
	case ast.GlobalRef:
		if t.Kind != ast.PointerType {
			// LLParser's getGlobalVal, before it looks the name up.
			c.fail(v.Start, "global variable reference must have pointer type")
		}
		if gt, ok := c.globals[v.Name]; ok {
			// A use of a variable whose forward reference has another
			// type is compared with that (forwardGlobal), even one of the
			// definition's type.
			differs := !c.same(gt, t)
			if (differs || c.forwardType(v.Name, v.Start)) && !c.forwardGlobal(v, gt, t) && differs {
				c.fail(v.Start, c.definedWithType(v.Name, gt, t))
			}
		}
	case ast.IntConst:
		if t.Kind != ast.IntType {
			c.fail(v.Start, "integer constant must have integer type")
		}
	case ast.FloatConst:
		if t.Kind != ast.FloatType {
			c.fail(v.Start, "floating point constant invalid for type")
		}
		if msg := parser.FloatLiteralError(t.Name, v.Text); msg != "" {
			c.fail(v.Start, msg)
		}
	case ast.BoolConst:
		c.mismatch(v, i1Type, t)
	case ast.NullConst:
		if t.Kind != ast.PointerType {
			c.fail(v.Start, "null must be a pointer type")
		}
	case ast.NoneConst:
		if t.Kind != ast.TokenType {
			c.fail(v.Start, "invalid type for none constant")
		}
	case ast.UndefConst, ast.PoisonConst:
		if !c.firstClassAt(t, v.Start) || t.Kind == ast.LabelType {
			c.fail(v.Start, "invalid type for "+map[bool]string{true: "undef", false: "poison"}[v.Kind == ast.UndefConst]+" constant")
		}
	case ast.ZeroConst:
		if !c.firstClassAt(t, v.Start) || t.Kind == ast.LabelType || t.Kind == ast.TargetExtType && !targetext.Of(t, c.ver).HasZeroInit {
			c.fail(v.Start, "invalid type for null constant")
		}
	case ast.StringConst:
		n := len(parser.Unquote([]byte(v.Text[1:])))
		c.mismatch(v, &ast.Type{Kind: ast.ArrayType, Len: uint64(n), Elem: &ast.Type{Kind: ast.IntType, Name: "i8", Bits: 8}}, t)
	case ast.ArrayConst, ast.VectorConst:
		c.checkSequence(t, v)
	case ast.StructConst:
		c.checkStruct(t, v)
	case ast.ConstExpr:
		c.mismatch(v, c.constExprType(v), t)
	case ast.OtherConst:
		switch v.Name {
		case "ptrauth":
			c.checkPtrAuth(t, v)
		case "splat":
			c.checkSplat(t, v)
		}
	case ast.BlockAddress:
		c.blockAddressTarget(v)
		if t.Kind == ast.FuncType && c.definedBefore(v) {
			// Made at once, the constant meets convertValIDToValue's
			// first rule.
			c.fail(v.Start, "functions are not values, refer to them as pointers")
		}
		if t.Kind != ast.PointerType && !c.definedBefore(v) {
			// A forward reference: LLParser's placeholder wants a
			// pointer. Otherwise the constant is made at once, of its
			// own type.
			c.fail(v.Start, "type of blockaddress must be a pointer and not '"+c.str(t)+"'")
		}
		c.mismatch(v, c.blockAddressType(v, t), t)
	case ast.DSOLocalEquivalent, ast.NoCFI:
		if v.Kind == ast.DSOLocalEquivalent {
			c.dsoLocalTarget(v)
		}
		if v.Kind == ast.NoCFI {
			// LLParser reads the global as a global at type t: one of
			// another type, or a type that is no pointer, is an error
			// there.
			if len(v.Elems) == 1 {
				c.checkValue(t, &v.Elems[0].Value)
			} else if t.Kind != ast.PointerType {
				c.fail(v.Start, "global variable reference must have pointer type")
			}
		}
		if t.Kind != ast.PointerType {
			c.fail(v.Start, "constant expression type mismatch: got type 'ptr' but expected '"+c.str(t)+"'")
		}
	}
}

// blockAddressType returns the type of blockaddress v, an i8 pointer: in
// its function's address space when the function is defined before it,
// else in that of the type expected, t (LLParser makes a placeholder
// there).
func (c *checker) blockAddressType(v *ast.Value, t *ast.Type) *ast.Type {
	if len(v.Elems) == 0 {
		return nil
	}
	as := t.AddrSpace
	if c.definedBefore(v) {
		as = c.globals[v.Elems[0].Value.Name].AddrSpace
	}
	if c.opaque {
		return &ast.Type{Kind: ast.PointerType, AddrSpace: as}
	}
	return c.ptrTo(&ast.Type{Kind: ast.IntType, Name: "i8", Bits: 8}, as)
}

// definedBefore reports whether the function a blockaddress names is
// defined before it (or is the one it is in): LLParser then makes the
// constant at once, and a forward reference otherwise.
func (c *checker) definedBefore(v *ast.Value) bool {
	if len(v.Elems) == 0 {
		return false
	}
	name := v.Elems[0].Value.Name
	c.buildFnStart()
	start, ok := c.fnStart[name]
	return ok && start < v.Start && c.globals[name] != nil
}

// checkSplat checks "splat (T v)" at type t: a vector of T.
func (c *checker) checkSplat(t *ast.Type, v *ast.Value) {
	if !isVector(t) {
		c.fail(v.Start, "vector constant must have vector type")
	}
	if len(v.Elems) == 1 {
		e := &v.Elems[0]
		c.checkValue(e.Type, &e.Value)
		c.mismatch(v, e.Type, t.Elem)
	}
}

// mismatch fails with LLParser's message for a constant of type got where
// want is expected.
func (c *checker) mismatch(v *ast.Value, got, want *ast.Type) {
	if got != nil && !c.same(got, want) {
		c.fail(v.Start, "constant expression type mismatch: got type '"+c.str(got)+"' but expected '"+c.str(want)+"'")
	}
}

// checkSequence checks an array or vector constant: its elements have the
// first one's type, and the constant has type t.
func (c *checker) checkSequence(t *ast.Type, v *ast.Value) {
	what := "array"
	if v.Kind == ast.VectorConst {
		what = "vector"
	}
	if len(v.Elems) == 0 {
		if v.Kind == ast.ArrayConst && !(t.Kind == ast.ArrayType && t.Len == 0) {
			c.fail(v.Start, "invalid empty array initializer")
		}
		return
	}
	first := v.Elems[0].Type
	for i := range v.Elems {
		e := &v.Elems[i]
		c.checkValue(e.Type, &e.Value)
		if i > 0 && !c.same(e.Type, first) {
			c.fail(v.Elems[0].TypePos, what+" element #"+strconv.Itoa(i)+" is not of type '"+c.str(first))
		}
	}
	kind := ast.ArrayType
	if v.Kind == ast.VectorConst {
		kind = ast.VectorType
	}
	c.mismatch(v, &ast.Type{Kind: kind, Len: uint64(len(v.Elems)), Elem: first}, t)
}

// checkStruct checks a struct constant against struct type t.
func (c *checker) checkStruct(t *ast.Type, v *ast.Value) {
	for i := range v.Elems {
		e := &v.Elems[i]
		c.checkValue(e.Type, &e.Value)
	}
	st := c.resolve(t)
	if st == nil && t.Kind == ast.NamedType {
		st = &ast.Type{Kind: ast.StructType} // opaque: a struct of no elements
	}
	if st == nil || st.Kind != ast.StructType {
		c.fail(v.Start, "constant expression type mismatch")
	}
	if len(st.Fields) != len(v.Elems) {
		c.fail(v.Start, "initializer with struct type has wrong # elements")
	}
	if st.Packed != (len(v.Text) > 0 && v.Text[0] == '<') {
		c.fail(v.Start, "packed'ness of initializer and type don't match")
	}
	for i := range v.Elems {
		if !c.same(v.Elems[i].Type, st.Fields[i]) {
			c.fail(v.Start, "element "+strconv.Itoa(i)+" of struct initializer doesn't match struct element type")
		}
	}
}

// constExprType checks a constant expression's operands and returns its
// type (nil when irmeta does not model the form).
func (c *checker) constExprType(v *ast.Value) *ast.Type {
	for i := range v.Elems {
		e := &v.Elems[i]
		c.checkValue(e.Type, &e.Value)
	}
	op := ast.OpcodeByName(v.Name)
	switch {
	case op.IsCast():
		if len(v.Elems) != 1 || v.ExprType == nil {
			return nil
		}
		src := v.Elems[0].Type
		if !c.castIsValid(op, src, v.ExprType) {
			c.fail(v.Start, "invalid cast opcode for cast from '"+c.str(src)+"' to '"+c.str(v.ExprType)+"'")
		}
		return v.ExprType
	case op.IsBinary():
		if len(v.Elems) != 2 {
			return nil
		}
		a, b := v.Elems[0].Type, v.Elems[1].Type
		if !c.same(a, b) {
			c.fail(v.Start, "operands of constexpr must have same type")
		}
		return a
	case op == ast.OpICmp || op == ast.OpFCmp:
		if len(v.Elems) != 2 {
			return nil
		}
		if t := v.Elems[0].Type; isVector(t) {
			return &ast.Type{Kind: ast.VectorType, Len: t.Len, Scalable: t.Scalable, Elem: i1Type}
		}
		return i1Type
	case op == ast.OpGetElementPtr:
		if len(v.Elems) == 0 {
			return nil
		}
		base := v.Elems[0].Type
		if !isPtrOrPtrVector(base) {
			c.fail(v.Start, "base of getelementptr must be a pointer")
		}
		if msg := c.pointeeMismatch(v.ExprType, base); msg != "" {
			// At the explicit type, the first thing after '('.
			pos := v.Start
			if k := bytes.IndexByte(c.m.Src[v.Start:], '('); k >= 0 {
				pos = c.afterWord(v.Start+token.Pos(k), "(")
			}
			c.fail(pos, msg)
		}
		var width int64
		gepWidth(&width, base)
		for _, idx := range v.Elems[1:] {
			if !gepWidth(&width, idx.Type) {
				c.fail(v.Start, "getelementptr vector index has a wrong number of elements")
			}
		}
		if v.ExprType != nil && len(v.Elems) > 1 && !c.sized(v.ExprType, v.Start) {
			c.fail(v.Start, "base element of getelementptr must be sized")
		}
		if c.ver.Has(llvmver.ConstGEPScalableInvalid) && c.scalable(v.ExprType, 0) {
			c.fail(v.Start, "invalid base element for constant getelementptr")
		}
		if v.ExprType != nil && len(v.Elems) > 2 && !c.gepIndexValid(v.ExprType, v.Elems[2:]) {
			c.fail(v.Start, "invalid getelementptr indices")
		}
		if !c.opaque {
			// Typed pointers: a pointer to the indexed type, in the
			// base's address space (vectors of pointers not modelled).
			if v.ExprType == nil || isVector(base) || slices.ContainsFunc(v.Elems[1:], func(o ast.Operand) bool { return isVector(o.Type) }) {
				return nil
			}
			var rest []ast.Operand // the indices after the first
			if len(v.Elems) > 2 {
				rest = v.Elems[2:]
			}
			indexed, ok := c.gepIndexed(v.ExprType, rest)
			if !ok || indexed == nil {
				return nil
			}
			return c.ptrTo(indexed, base.AddrSpace)
		}
		if isVector(base) {
			return base
		}
		for _, idx := range v.Elems[1:] {
			if isVector(idx.Type) {
				return &ast.Type{Kind: ast.VectorType, Len: idx.Type.Len, Scalable: idx.Type.Scalable, Elem: c.ptrTo(nil, base.AddrSpace)}
			}
		}
		return base
	case op == ast.OpExtractElement:
		// LLParser's rules on the vector constant expressions, with
		// their messages (not the instructions').
		if len(v.Elems) != 2 {
			c.fail(v.Start, "expected two operands to extractelement")
		}
		if !extractElementValid(v.Elems[0].Type, v.Elems[1].Type) {
			c.fail(v.Start, "invalid extractelement operands")
		}
		return v.Elems[0].Type.Elem
	case op == ast.OpInsertElement:
		if len(v.Elems) != 3 {
			c.fail(v.Start, "expected three operands to insertelement")
		}
		if !c.insertElementValid(v.Elems[0].Type, v.Elems[1].Type, v.Elems[2].Type) {
			c.fail(v.Start, "invalid insertelement operands")
		}
		return v.Elems[0].Type
	case op == ast.OpShuffleVector:
		if len(v.Elems) != 3 {
			c.fail(v.Start, "expected three operands to shufflevector")
		}
		if !c.shuffleValid(v.Elems[0].Type, v.Elems[1].Type, &v.Elems[2]) {
			c.fail(v.Start, "invalid operands to shufflevector")
		}
		mask := v.Elems[2].Type
		return &ast.Type{Kind: ast.VectorType, Len: mask.Len, Scalable: mask.Scalable, Elem: v.Elems[0].Type.Elem}
	case op == ast.OpSelect:
		if len(v.Elems) == 3 {
			return v.Elems[1].Type
		}
	}
	return nil
}

// forwardGlobal reports LLParser's error when v, a reference of type t to
// a global of type gt defined later (or in its own initializer), is the
// global's first use: the forward reference took type t and the
// definition disagrees with it. For
// a function LLParser finds it at the definition, after what comes
// between (resolveForwardRefs), and the check goes on: it returns true
// then. A later use of a variable before its definition is read is
// compared with the forward reference's type, the first use's, when
// that was a global's initializer (fwdGlobals); otherwise with the
// definition's, which is the same unless the first use is that error.
func (c *checker) forwardGlobal(v *ast.Value, gt, t *ast.Type) bool {
	c.buildFnStart()
	if start, isFn := c.fnStart[v.Name]; isFn {
		if start <= v.Start || c.firstUse(v.Name) != v.Start {
			return false
		}
		msg := "invalid forward reference to function '" + strings.TrimPrefix(v.Name, "@") +
			"' with wrong type: expected '" + c.str(gt) + "' but was '" + c.str(t) + "'"
		c.fwdRefs = append(c.fwdRefs, forwardRef{parser.NewError(c.m.File, v.Start, msg), start})
		return true
	}
	for i := range c.m.Globals {
		g := &c.m.Globals[i]
		// The variable is made once its initializer is read: a use in it
		// is a forward reference too.
		if g.Name != v.Name || g.Kind != ast.GlobalVar || g.End <= v.Start {
			continue
		}
		if c.firstUseBesides(v.Name, g.NameSpan.Start) != v.Start {
			return c.laterForwardUse(v, g, t)
		}
		text := c.m.Src[g.NameSpan.End:g.End]
		for _, w := range []string{" global ", " constant "} {
			if k := bytes.Index(text, []byte(w)); k >= 0 {
				pos := g.NameSpan.End + token.Pos(k+len(w))
				if c.fn == nil {
					if c.fwdGlobals == nil {
						c.fwdGlobals = make(map[string]fwdGlobal)
					}
					c.fwdGlobals[v.Name] = fwdGlobal{t, pos}
				}
				c.fail(pos, msgGlobalRedefinedType)
			}
		}
		return false
	}
	return false
}

// msgGlobalRedefinedType is LLParser's error at the definition of a
// global variable whose forward reference has another type.
const msgGlobalRedefinedType = "forward reference and definition of global have different types"

// A fwdGlobal is the type of a global variable's forward reference that
// disagrees with its definition, and where that error is reported.
type fwdGlobal struct {
	typ *ast.Type
	at  token.Pos
}

// forwardType reports whether fwdGlobals holds a forward reference type
// of global variable name, used at at. For CheckFunction it checks, the
// first time it is asked about a variable defined after at, the global
// whose initializer holds name's first use, as Check would have before
// the function (the errors are dropped: that global's, not the
// function's).
func (c *checker) forwardType(name string, at token.Pos) bool {
	if _, ok := c.fwdGlobals[name]; ok || c.fwdAsked == nil || c.fwdAsked[name] {
		return ok
	}
	t, ok := c.target(name)
	if !ok || t.g < 0 || c.m.Globals[t.g].Kind != ast.GlobalVar || c.m.Globals[t.g].End <= at {
		return false
	}
	c.fwdAsked[name] = true
	g := &c.m.Globals[t.g]
	first := c.firstUseBesides(name, g.NameSpan.Start)
	if first < 0 || first >= g.End {
		return false // no use before the definition is read
	}
	for j := range c.m.Globals {
		h := &c.m.Globals[j]
		if h.Kind == ast.GlobalVar && h.Start <= first && first < h.End {
			gc := c.clone()
			gc.fwdAsked = nil
			gc.run(func() { gc.checkGlobal(j) })
			c.fwdGlobals = gc.fwdGlobals
			break
		}
	}
	_, ok = c.fwdGlobals[name]
	return ok
}

// laterForwardUse checks v, a use of type t of global variable g that is
// not its first and comes before g's definition is read, against the
// forward reference's type when fwdGlobals holds it (it returns false
// otherwise, for the caller to compare v with the definition's type). A
// use in g's own initializer is read before the definition is checked:
// its error comes first, and LLParser stops there.
func (c *checker) laterForwardUse(v *ast.Value, g *ast.Global, t *ast.Type) bool {
	fg, ok := c.fwdGlobals[v.Name]
	if !ok {
		return false
	}
	if c.same(fg.typ, t) {
		return true
	}
	if c.fn == nil && v.Start > g.NameSpan.End {
		c.errors = slices.DeleteFunc(c.errors, func(e *parser.Error) bool {
			return e.Pos.Offset == int(fg.at) && e.Msg == msgGlobalRedefinedType
		})
	}
	c.fail(v.Start, c.definedWithType(v.Name, fg.typ, t))
	return true
}

// A forwardRef is the error of a reference to a function defined later,
// and where the definition starts (where LLParser finds it).
type forwardRef struct {
	err *parser.Error
	def token.Pos
}

// resolveForwardRefs returns the errors of refs that LLParser reports: not
// those whose definition it never reaches (at or past end, where it
// stops), nor those with an error between the reference and the
// definition in found, which it reports first and stops at.
func resolveForwardRefs(refs []forwardRef, found parser.ErrorList, end token.Pos) parser.ErrorList {
	var out parser.ErrorList
	for _, r := range refs {
		if r.def < end && !errorBetween(found, token.Pos(r.err.Pos.Offset), r.def) {
			out = append(out, r.err)
		}
	}
	return out
}
