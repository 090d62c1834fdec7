package dtrans

import (
	"fmt"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/md"
)

// A TypeHint is the type named by a !dtrans-type or !dtrans-soatoaos
// node: Base with Level levels of pointer, %struct.T** being
// {Base: %struct.T, Level: 2}.
type TypeHint struct {
	Base  *ast.Type
	Level int
	// Pair selects the encoding: the pair form !{Base zeroinitializer,
	// i32 Level} (needed with opaque pointers) rather than the typed
	// pointer form !{Base**...* null}.
	Pair bool
}

// HintFor returns the hint for type t (typed pointers are unwrapped into
// Base and Level) in the form the module needs: the pair form when it uses
// opaque pointers, the typed-pointer form otherwise.
func HintFor(g *md.Graph, t *ast.Type) TypeHint {
	h := TypeHint{Base: t, Pair: g.OpaquePointers()}
	for h.Base.Kind == ast.PointerType && h.Base.Elem != nil && h.Base.AddrSpace == 0 {
		h.Base = h.Base.Elem
		h.Level++
	}
	return h
}

// ParseHint reads a type written in LLVM syntax ("%struct.T**",
// "i8*", "%class.F") into a hint for module g: in opaque-pointer modules
// a pointer level may follow the type ("%struct.T 2"), as the pair form
// stores it.
func ParseHint(g *md.Graph, text string) (TypeHint, error) {
	text = strings.TrimSpace(text)
	level := -1
	if i := strings.LastIndexByte(text, ' '); i > 0 {
		var n int
		if _, err := fmt.Sscanf(text[i+1:], "%d", &n); err == nil && fmt.Sprint(n) == text[i+1:] {
			if n < 0 {
				return TypeHint{}, fmt.Errorf("%q: the pointer level must not be negative", text)
			}
			level, text = n, strings.TrimSpace(text[:i])
		}
	}
	op, err := g.ParseOperand(text + " undef")
	if err != nil {
		return TypeHint{}, fmt.Errorf("type %q: %v", text, err)
	}
	v, ok := op.(*md.Value)
	if !ok || v.Type == nil {
		return TypeHint{}, fmt.Errorf("%q is not a type", text)
	}
	if name := undefinedType(g, v.Type); name != "" {
		return TypeHint{}, fmt.Errorf("type %s is not defined in the module", name)
	}
	h := HintFor(g, v.Type)
	if level >= 0 {
		if h.Level > 0 {
			return TypeHint{}, fmt.Errorf("%q: give the pointer level either as stars or as a number", text)
		}
		h.Level, h.Pair = level, true
	}
	return h, nil
}

// WithLevel returns h with Level levels of pointer added.
func (h TypeHint) WithLevel(n int) TypeHint {
	h.Level += n
	return h
}

// undefinedType returns the first named type in t that the module does
// not define, or "".
func undefinedType(g *md.Graph, t *ast.Type) string {
	if t == nil {
		return ""
	}
	if t.Kind == ast.NamedType {
		for i := range g.Module.TypeDefs {
			if g.Module.TypeDefs[i].Name == t.Name {
				return ""
			}
		}
		return t.String()
	}
	if n := undefinedType(g, t.Elem); n != "" {
		return n
	}
	for _, f := range t.Fields {
		if n := undefinedType(g, f); n != "" {
			return n
		}
	}
	return ""
}

// Type returns the hinted type as a typed pointer type (Base with Level
// stars); with opaque pointers it is a notation, not a type of the module.
func (h TypeHint) Type() *ast.Type {
	t := h.Base
	for i := 0; i < h.Level; i++ {
		t = &ast.Type{Kind: ast.PointerType, Elem: t}
	}
	return t
}

// String renders the hint as the type it names: "%struct.T**".
func (h TypeHint) String() string {
	if h.Base == nil {
		return "<nil>"
	}
	return h.Base.String() + strings.Repeat("*", h.Level)
}

// Operands returns the node operands that encode the hint.
func (h TypeHint) Operands(g *md.Graph) ([]md.Metadata, error) {
	if h.Base == nil {
		return nil, fmt.Errorf("type hint without a type")
	}
	if h.Level < 0 {
		return nil, fmt.Errorf("type hint %s: negative pointer level %d", h, h.Level)
	}
	if h.Pair {
		return []md.Metadata{NullValue(h.Base), md.NewInt(32, int64(h.Level))}, nil
	}
	if g.OpaquePointers() && h.Level > 0 {
		return nil, fmt.Errorf("type hint %s: the typed-pointer form cannot be written in an opaque-pointer module; use the pair form", h)
	}
	t := h.Type()
	if t.Kind != ast.PointerType {
		return nil, fmt.Errorf("type hint %s: the typed-pointer form needs a pointer type", h)
	}
	return []md.Metadata{&md.Value{Type: t, Text: "null", Kind: ast.NullConst}}, nil
}

// NullValue returns the null constant of t as LLVM prints
// Constant::getNullValue: "i32 0", "double 0.000000e+00", "ptr null",
// "%T zeroinitializer".
func NullValue(t *ast.Type) *md.Value {
	v := &md.Value{Type: t, Text: "zeroinitializer", Kind: ast.ZeroConst}
	switch t.Kind {
	case ast.IntType:
		v.Text, v.Kind = "0", ast.IntConst
	case ast.PointerType:
		v.Text, v.Kind = "null", ast.NullConst
	case ast.TokenType:
		v.Text, v.Kind = "none", ast.NoneConst
	case ast.FloatType:
		v.Kind = ast.FloatConst
		switch t.Name {
		case "half":
			v.Text = "0xH0000"
		case "bfloat":
			v.Text = "0xR0000"
		case "x86_fp80":
			v.Text = "0xK00000000000000000000"
		case "fp128":
			v.Text = "0xL00000000000000000000000000000000"
		case "ppc_fp128":
			v.Text = "0xM00000000000000000000000000000000"
		default:
			v.Text = md.FormatDouble(0)
		}
	}
	return v
}

// DecodeHint reads a hint node. Both forms are accepted in any module.
func DecodeHint(n *md.Node) (TypeHint, error) {
	if n == nil || n.Kind != md.Tuple {
		return TypeHint{}, fmt.Errorf("expected a tuple !{T* null} or !{T zeroinitializer, i32 level}")
	}
	if err := n.Err(); err != nil {
		return TypeHint{}, err
	}
	switch n.NumOperands() {
	case 1:
		v, ok := n.Operand(0).(*md.Value)
		if !ok || v.Type == nil || v.Type.Kind != ast.PointerType || !isNull(v) {
			return TypeHint{}, fmt.Errorf("expected a pointer-typed null (T* null), found %s", describe(n.Operand(0)))
		}
		h := TypeHint{Base: v.Type}
		for h.Base.Kind == ast.PointerType && h.Base.Elem != nil && h.Base.AddrSpace == 0 {
			h.Base = h.Base.Elem
			h.Level++
		}
		return h, nil
	case 2:
		v, ok := n.Operand(0).(*md.Value)
		if !ok || v.Type == nil || !isNull(v) {
			return TypeHint{}, fmt.Errorf("expected a null value of the type (T zeroinitializer) as operand 0, found %s", describe(n.Operand(0)))
		}
		lv, ok := n.Operand(1).(*md.Value)
		if !ok || lv.Type == nil || lv.Type.Kind != ast.IntType {
			return TypeHint{}, fmt.Errorf("expected the pointer level as an integer (i32 N) as operand 1, found %s", describe(n.Operand(1)))
		}
		level, ok := lv.Int()
		if !ok || level < 0 || level > 1<<20 {
			return TypeHint{}, fmt.Errorf("invalid pointer level %s", lv.Text)
		}
		return TypeHint{Base: v.Type, Level: int(level), Pair: true}, nil
	}
	return TypeHint{}, fmt.Errorf("expected 1 operand (T* null) or 2 (T zeroinitializer, i32 level), found %d", n.NumOperands())
}

// isNull reports whether v is the null value of its type, in any of the
// spellings LLVM accepts.
func isNull(v *md.Value) bool {
	switch v.Kind {
	case ast.NullConst, ast.ZeroConst, ast.NoneConst:
		return true
	case ast.IntConst, ast.BoolConst:
		i, ok := v.Int()
		return ok && i == 0
	case ast.FloatConst:
		f, ok := v.Float()
		return ok && f == 0
	}
	return false
}

func describe(m md.Metadata) string {
	if m == nil {
		return "null"
	}
	return md.FormatOperand(m)
}

// SetTypeHint attaches !dtrans-type with hint h to instruction inst (an
// index into Module.Insts), replacing a hint already there. Equal nodes
// are shared, as LLVM uniques them.
func SetTypeHint(g *md.Graph, inst int, h TypeHint) error {
	ops, err := h.Operands(g)
	if err != nil {
		return err
	}
	g.SetAttachment(md.Inst(inst), TypeKind, g.NewTuple(ops...))
	return nil
}

// TypeHintOf returns the !dtrans-type hint of instruction inst. ok reports
// whether there is one; err whether it is malformed.
func TypeHintOf(g *md.Graph, inst int) (h TypeHint, ok bool, err error) {
	n := g.Attachment(md.Inst(inst), TypeKind)
	if n == nil {
		return TypeHint{}, false, nil
	}
	h, err = DecodeHint(n)
	return h, true, err
}

// MarkSOAToAOS attaches !dtrans-soatoaos with the converted type h to
// function fn (an index into Module.Functions).
func MarkSOAToAOS(g *md.Graph, fn int, h TypeHint) error {
	ops, err := h.Operands(g)
	if err != nil {
		return err
	}
	g.SetAttachment(md.Function(fn), SOAToAOSKind, g.NewTuple(ops...))
	return nil
}

// SOAToAOS returns the type of the !dtrans-soatoaos mark of function fn;
// ok reports whether the function is marked, err whether the mark is
// malformed.
func SOAToAOS(g *md.Graph, fn int) (h TypeHint, ok bool, err error) {
	n := g.Attachment(md.Function(fn), SOAToAOSKind)
	if n == nil {
		return TypeHint{}, false, nil
	}
	h, err = DecodeHint(n)
	return h, true, err
}
