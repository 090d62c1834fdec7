package dtrans

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// DKind classifies a type description of the DTrans front-end metadata.
type DKind uint8

// Kinds of type descriptions.
const (
	DScalar   DKind = iota // !{T zeroinitializer, i32 level}: first-class types and references to named structs
	DVoid                  // !{!"void", i32 level}
	DArray                 // !{!"A", i32 n, !elem}
	DVector                // !{!"V", i32 n, !elem}
	DFunction              // !{!"F", i1 vararg, i32 nparams, !ret, !param...}
	DStruct                // !{!"S", %T zeroinitializer, i32 nfields, !field...}; nfields -1: opaque
	DLiteral               // !{!"L", i32 nfields, !field...}
	DPointer               // !{!desc, i32 level}: a pointer to a complex type
)

// A DType is one decoded type description. Descriptions refer to named
// structures by name (a DScalar with a NamedType), never to their bodies,
// so a DType is a finite tree.
type DType struct {
	Kind DKind
	// Type is the type of DScalar and the named type of DStruct.
	Type *ast.Type
	// Level is the pointer level of DScalar, DVoid and DPointer.
	Level int
	// Len is the element count of DArray and DVector.
	Len int64
	// Elem is the element of DArray and DVector, and the pointee of
	// DPointer.
	Elem *DType
	// VarArg, Ret and Params describe a DFunction.
	VarArg bool
	Ret    *DType
	Params []*DType
	// Fields are the fields of DStruct and DLiteral; Opaque marks a
	// DStruct without a body (i32 -1).
	Fields []*DType
	Opaque bool
	// Node is the node the description was read from.
	Node *md.Node
}

// String renders the described type in LLVM's typed-pointer syntax:
// "%struct.op*", "i32 (...)**", "[20 x i64**]". A DStruct renders as its
// name; Body gives its fields.
func (t *DType) String() string {
	if t == nil {
		return "<nil>"
	}
	stars := func(n int) string { return strings.Repeat("*", n) }
	switch t.Kind {
	case DScalar:
		return t.Type.String() + stars(t.Level)
	case DVoid:
		return "void" + stars(t.Level)
	case DArray:
		return "[" + strconv.FormatInt(t.Len, 10) + " x " + t.Elem.String() + "]"
	case DVector:
		return "<" + strconv.FormatInt(t.Len, 10) + " x " + t.Elem.String() + ">"
	case DFunction:
		var b strings.Builder
		b.WriteString(t.Ret.String() + " (")
		for i, p := range t.Params {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(p.String())
		}
		if t.VarArg {
			if len(t.Params) > 0 {
				b.WriteString(", ")
			}
			b.WriteString("...")
		}
		b.WriteString(")")
		return b.String()
	case DStruct:
		return t.Type.String()
	case DLiteral:
		return t.Body()
	case DPointer:
		return t.Elem.String() + stars(t.Level)
	}
	return "?"
}

// Body renders the fields of a DStruct or DLiteral: "{ i32, i64** }", or
// "opaque".
func (t *DType) Body() string {
	if t.Opaque {
		return "opaque"
	}
	if len(t.Fields) == 0 {
		return "{}"
	}
	parts := make([]string, len(t.Fields))
	for i, f := range t.Fields {
		parts[i] = f.String()
	}
	return "{ " + strings.Join(parts, ", ") + " }"
}

// maxDepth bounds nesting, so a cyclic description is an error rather than
// a hang.
const maxDepth = 64

// DecodeType reads a type description node.
func DecodeType(n *md.Node) (*DType, error) {
	return decodeType(n, 0)
}

func decodeType(n *md.Node, depth int) (*DType, error) {
	if depth > maxDepth {
		return nil, fmt.Errorf("type description nested more than %d deep (cyclic?)", maxDepth)
	}
	if n == nil || n.Kind != md.Tuple {
		return nil, fmt.Errorf("expected a type description tuple, found %s", describeNode(n))
	}
	if err := n.Err(); err != nil {
		return nil, err
	}
	ops := n.Operands()
	t := &DType{Node: n}
	errf := func(format string, args ...any) (*DType, error) {
		return nil, fmt.Errorf("%s: %s", describeNode(n), fmt.Sprintf(format, args...))
	}
	sub := func(i int) (*DType, error) {
		c, ok := ops[i].(*md.Node)
		if !ok {
			return nil, fmt.Errorf("%s: operand %d: expected a type description node, found %s", describeNode(n), i, describe(ops[i]))
		}
		return decodeType(c, depth+1)
	}
	if len(ops) == 0 {
		return errf("empty type description")
	}
	tag, isTag := ops[0].(*md.String)
	if !isTag {
		// !{T zeroinitializer, i32 level} or !{!desc, i32 level}.
		if len(ops) != 2 {
			return errf("expected 2 operands (type, pointer level), found %d", len(ops))
		}
		level, ok := intOp(ops[1])
		if !ok || level < 0 {
			return errf("expected the pointer level as i32 >= 0, found %s", describe(ops[1]))
		}
		t.Level = int(level)
		switch v := ops[0].(type) {
		case *md.Value:
			if v.Type == nil || !isNull(v) {
				return errf("expected a null value of the type (T zeroinitializer), found %s", describe(v))
			}
			t.Kind, t.Type = DScalar, v.Type
			return t, nil
		case *md.Node:
			elem, err := sub(0)
			if err != nil {
				return nil, err
			}
			t.Kind, t.Elem = DPointer, elem
			return t, nil
		}
		return errf("expected a type or a type description, found %s", describe(ops[0]))
	}
	count := func(i int, min int64) (int64, error) {
		if i >= len(ops) {
			return 0, fmt.Errorf("%s: missing operand %d", describeNode(n), i)
		}
		c, ok := intOp(ops[i])
		if !ok || c < min {
			return 0, fmt.Errorf("%s: operand %d: expected an i32 >= %d, found %s", describeNode(n), i, min, describe(ops[i]))
		}
		return c, nil
	}
	switch tag.Value {
	case "void":
		if len(ops) != 2 {
			return errf("void: expected 2 operands, found %d", len(ops))
		}
		l, err := count(1, 0)
		if err != nil {
			return nil, err
		}
		t.Kind, t.Level = DVoid, int(l)
	case "A", "V":
		t.Kind = DArray
		if tag.Value == "V" {
			t.Kind = DVector
		}
		if len(ops) != 3 {
			return errf("%s: expected 3 operands, found %d", tag.Value, len(ops))
		}
		l, err := count(1, 0)
		if err != nil {
			return nil, err
		}
		t.Len = l
		if t.Elem, err = sub(2); err != nil {
			return nil, err
		}
	case "F":
		t.Kind = DFunction
		if len(ops) < 4 {
			return errf("F: expected at least 4 operands, found %d", len(ops))
		}
		va, ok := ops[1].(*md.Value)
		if !ok || va.Type == nil || va.Type.Kind != ast.IntType || va.Type.Bits != 1 {
			return errf("F: operand 1: expected i1 (vararg), found %s", describe(ops[1]))
		}
		vi, _ := va.Int()
		t.VarArg = vi != 0
		np, err := count(2, 0)
		if err != nil {
			return nil, err
		}
		if int64(len(ops)-4) != np {
			return errf("F: %d parameters announced, %d given", np, len(ops)-4)
		}
		if t.Ret, err = sub(3); err != nil {
			return nil, err
		}
		for i := 4; i < len(ops); i++ {
			p, err := sub(i)
			if err != nil {
				return nil, err
			}
			t.Params = append(t.Params, p)
		}
	case "S":
		t.Kind = DStruct
		if len(ops) < 3 {
			return errf("S: expected at least 3 operands, found %d", len(ops))
		}
		v, ok := ops[1].(*md.Value)
		if !ok || v.Type == nil || v.Type.Kind != ast.NamedType || !isNull(v) {
			return errf("S: operand 1: expected a named struct type (%%T zeroinitializer), found %s", describe(ops[1]))
		}
		t.Type = v.Type
		nf, err := count(2, -1)
		if err != nil {
			return nil, err
		}
		if nf == -1 {
			t.Opaque = true
			if len(ops) != 3 {
				return errf("S: opaque struct (-1 fields) with %d field operands", len(ops)-3)
			}
			break
		}
		if int64(len(ops)-3) != nf {
			return errf("S: %d fields announced, %d given", nf, len(ops)-3)
		}
		for i := 3; i < len(ops); i++ {
			f, err := sub(i)
			if err != nil {
				return nil, err
			}
			t.Fields = append(t.Fields, f)
		}
	case "L":
		t.Kind = DLiteral
		nf, err := count(1, 0)
		if err != nil {
			return nil, err
		}
		if int64(len(ops)-2) != nf {
			return errf("L: %d fields announced, %d given", nf, len(ops)-2)
		}
		for i := 2; i < len(ops); i++ {
			f, err := sub(i)
			if err != nil {
				return nil, err
			}
			t.Fields = append(t.Fields, f)
		}
	default:
		return errf("unknown type description tag %q (void, A, V, F, S, L)", tag.Value)
	}
	return t, nil
}

func intOp(m md.Metadata) (int64, bool) {
	v, ok := m.(*md.Value)
	if !ok || v.Type == nil || v.Type.Kind != ast.IntType {
		return 0, false
	}
	return v.Int()
}

func describeNode(n *md.Node) string {
	if n == nil {
		return "null"
	}
	if n.ID >= 0 {
		return "!" + strconv.Itoa(int(n.ID))
	}
	return md.Format(n)
}

// A TypeError is a malformed type description: the node and why.
type TypeError struct {
	Node *md.Node
	Err  error
}

// Unwrap returns the reason.
func (e *TypeError) Unwrap() error { return e.Err }

// Error renders "file:line:col: message" when the node has a position.
func (e *TypeError) Error() string {
	if e.Node != nil && e.Node.Pos().IsValid() {
		return e.Node.Pos().String() + ": " + e.Err.Error()
	}
	return e.Err.Error()
}

// Types returns the structure descriptions listed in !intel.dtrans.types,
// in order, and an error for each entry that is malformed or not an "S"
// description.
func Types(g *md.Graph) ([]*DType, []error) {
	l := g.Named(TypesList)
	if l == nil {
		return nil, nil
	}
	var out []*DType
	var errs []error
	for _, n := range l.Nodes {
		t, err := DecodeType(n)
		if err == nil && t.Kind != DStruct {
			err = fmt.Errorf("%s lists %s, which is not a structure description (\"S\")", TypesList, describeNode(n))
		}
		if err != nil {
			errs = append(errs, &TypeError{Node: n, Err: err})
			continue
		}
		out = append(out, t)
	}
	return out, errs
}

// TypeOf returns the intel_dtrans_type description attached to t (a
// global, alloca or indirect call); ok reports whether there is one.
func TypeOf(g *md.Graph, t md.Target) (d *DType, ok bool, err error) {
	n := g.Attachment(t, TypeAttachment)
	if n == nil {
		return nil, false, nil
	}
	d, err = DecodeType(n)
	if err != nil {
		return nil, true, &TypeError{Node: n, Err: err}
	}
	return d, true, nil
}

// A FuncTypes is the decoded intel.dtrans.func.type of a function: the
// description of its result and of each parameter that has one (nil where
// the attribute is absent).
type FuncTypes struct {
	Ret    *DType
	Params []*DType
	// List is the attached list in order; Index k of the attribute
	// selects List[k-1].
	List []*DType
}

// FuncTypesOf decodes the intel.dtrans.func.type list of function fn and
// pairs its entries with the parameters through their
// "intel_dtrans_func_index" attributes; the entry no parameter claims is
// the result's (the result's attribute sits before the return type).
func FuncTypesOf(g *md.Graph, fn int) (ft *FuncTypes, ok bool, err error) {
	n := g.Attachment(md.Function(fn), FuncTypeAttachment)
	if n == nil {
		return nil, false, nil
	}
	wrap := func(e error) error { return &TypeError{Node: n, Err: e} }
	if n.Kind != md.Tuple {
		return nil, true, wrap(fmt.Errorf("%s must be a tuple of type descriptions", FuncTypeAttachment))
	}
	ft = &FuncTypes{}
	for i, op := range n.Operands() {
		c, isNode := op.(*md.Node)
		if !isNode {
			return nil, true, wrap(fmt.Errorf("%s operand %d: expected a type description, found %s", FuncTypeAttachment, i, describe(op)))
		}
		d, err := DecodeType(c)
		if err != nil {
			return nil, true, wrap(err)
		}
		ft.List = append(ft.List, d)
	}
	h, err := parser.NewDecoder(g.Module).FuncHeader(fn)
	if err != nil {
		return nil, true, err
	}
	claimed := make([]bool, len(ft.List))
	ft.Params = make([]*DType, len(h.Params))
	for i, p := range h.Params {
		k, found, err := funcIndex(p.Attrs)
		if err != nil {
			return nil, true, wrap(fmt.Errorf("parameter %d: %v", i+1, err))
		}
		if !found {
			continue
		}
		if k < 1 || k > len(ft.List) {
			return nil, true, wrap(fmt.Errorf("parameter %d: %s=%d is outside the list of %d", i+1, FuncIndexAttr, k, len(ft.List)))
		}
		ft.Params[i] = ft.List[k-1]
		claimed[k-1] = true
	}
	for k, c := range claimed {
		if !c {
			if ft.Ret != nil {
				return nil, true, wrap(fmt.Errorf("entries %d and more are claimed by no parameter", k+1))
			}
			ft.Ret = ft.List[k]
		}
	}
	return ft, true, nil
}

// funcIndex finds "intel_dtrans_func_index"="k" among attributes.
func funcIndex(attrs []string) (int, bool, error) {
	prefix := `"` + FuncIndexAttr + `"=`
	for _, a := range attrs {
		if v, ok := strings.CutPrefix(a, prefix); ok {
			k, err := strconv.Atoi(strings.Trim(v, `"`))
			if err != nil {
				return 0, true, fmt.Errorf("%s value %s is not a number", FuncIndexAttr, v)
			}
			return k, true, nil
		}
	}
	return 0, false, nil
}
