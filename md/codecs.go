package md

import (
	"fmt"
	"strconv"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/scanner"
)

// Int32Codec stores int32 values as integers of Bits width (default i32),
// read with sign extension as the OpenCL Metadata API does.
type Int32Codec struct{ Bits uint32 }

// Encode implements Codec.
func (c Int32Codec) Encode(_ *Graph, v int32) (Metadata, error) {
	return NewInt(width(c.Bits, 32), int64(v)), nil
}

// Decode implements Codec.
func (c Int32Codec) Decode(m Metadata) (int32, error) {
	i, err := decodeInt(m)
	if err != nil {
		return 0, err
	}
	if i < -1<<31 || i > 1<<32-1 {
		return 0, fmt.Errorf("%d does not fit in 32 bits", i)
	}
	return int32(i), nil
}

// Describe implements Codec.
func (c Int32Codec) Describe() string { return "i" + strconv.Itoa(int(width(c.Bits, 32))) }

// IntCodec stores int64 values as integers of Bits width (default i64).
type IntCodec struct{ Bits uint32 }

// Encode implements Codec.
func (c IntCodec) Encode(_ *Graph, v int64) (Metadata, error) {
	return NewInt(width(c.Bits, 64), v), nil
}

// Decode implements Codec.
func (c IntCodec) Decode(m Metadata) (int64, error) { return decodeInt(m) }

// Describe implements Codec.
func (c IntCodec) Describe() string { return "i" + strconv.Itoa(int(width(c.Bits, 64))) }

// Uint32Codec stores uint32 values as integers of Bits width (default i32).
type Uint32Codec struct{ Bits uint32 }

// Encode implements Codec.
func (c Uint32Codec) Encode(_ *Graph, v uint32) (Metadata, error) {
	return NewInt(width(c.Bits, 32), int64(v)), nil
}

// Decode implements Codec.
func (c Uint32Codec) Decode(m Metadata) (uint32, error) {
	i, err := decodeInt(m)
	if err != nil {
		return 0, err
	}
	if i < 0 || i > 1<<32-1 {
		return 0, fmt.Errorf("%d is not an unsigned 32-bit value", i)
	}
	return uint32(i), nil
}

// Describe implements Codec.
func (c Uint32Codec) Describe() string { return "i" + strconv.Itoa(int(width(c.Bits, 32))) }

// Uint64Codec stores uint64 values as integers of Bits width (default i64).
type Uint64Codec struct{ Bits uint32 }

// Encode implements Codec.
func (c Uint64Codec) Encode(_ *Graph, v uint64) (Metadata, error) {
	return &Value{Type: intType(width(c.Bits, 64)), Text: strconv.FormatUint(v, 10), Kind: ast.IntConst}, nil
}

// Decode implements Codec.
func (c Uint64Codec) Decode(m Metadata) (uint64, error) {
	v, ok := m.(*Value)
	if ok && v.Kind == ast.IntConst {
		if u, err := strconv.ParseUint(v.Text, 10, 64); err == nil {
			return u, nil
		}
	}
	i, err := decodeInt(m)
	if err != nil {
		return 0, err
	}
	if i < 0 {
		return 0, fmt.Errorf("%d is negative", i)
	}
	return uint64(i), nil
}

// Describe implements Codec.
func (c Uint64Codec) Describe() string { return "i" + strconv.Itoa(int(width(c.Bits, 64))) }

func width(b, def uint32) uint32 {
	if b == 0 {
		return def
	}
	return b
}

func decodeInt(m Metadata) (int64, error) {
	v, ok := m.(*Value)
	if !ok || v.Type == nil || v.Type.Kind != ast.IntType {
		return 0, fmt.Errorf("expected an integer, found %s", describeMD(m))
	}
	i, ok := v.Int()
	if !ok {
		return 0, fmt.Errorf("expected an integer constant, found %s", describeMD(m))
	}
	return i, nil
}

type boolCodec struct{}

// BoolCodec stores bools as i1 true/false (and reads any integer: non-zero
// is true).
var BoolCodec Codec[bool] = boolCodec{}

// Encode implements Codec.
func (boolCodec) Encode(_ *Graph, v bool) (Metadata, error) { return NewBool(v), nil }

// Decode implements Codec.
func (boolCodec) Decode(m Metadata) (bool, error) {
	i, err := decodeInt(m)
	return i != 0, err
}

// Describe implements Codec.
func (boolCodec) Describe() string { return "i1" }

type stringCodec struct{}

// StringCodec stores strings as MDStrings.
var StringCodec Codec[string] = stringCodec{}

// Encode implements Codec.
func (stringCodec) Encode(_ *Graph, v string) (Metadata, error) { return NewString(v), nil }

// Decode implements Codec.
func (stringCodec) Decode(m Metadata) (string, error) {
	s, ok := m.(*String)
	if !ok {
		return "", fmt.Errorf("expected a string, found %s", describeMD(m))
	}
	return s.Value, nil
}

// Describe implements Codec.
func (stringCodec) Describe() string { return "string" }

// FloatCodec stores float64 values as constants of Type ("double" by
// default, or "float", "half").
type FloatCodec struct{ Type string }

// Encode implements Codec.
func (c FloatCodec) Encode(_ *Graph, v float64) (Metadata, error) {
	name := c.Type
	if name == "" {
		name = "double"
	}
	text := FormatDouble(v)
	if name != "double" {
		// float and half constants are written as the double that holds
		// their value; rounding first keeps the text exact.
		text = FormatDouble(float64(float32(v)))
	}
	return &Value{Type: &ast.Type{Kind: ast.FloatType, Name: name}, Text: text, Kind: ast.FloatConst}, nil
}

// Decode implements Codec.
func (c FloatCodec) Decode(m Metadata) (float64, error) {
	v, ok := m.(*Value)
	if ok {
		if f, ok := v.Float(); ok && v.Type != nil && (v.Type.Kind == ast.FloatType || v.Type.Kind == ast.IntType) {
			return f, nil
		}
	}
	return 0, fmt.Errorf("expected a floating-point constant, found %s", describeMD(m))
}

// Describe implements Codec.
func (c FloatCodec) Describe() string {
	if c.Type == "" {
		return "double"
	}
	return c.Type
}

// A TypeValue carries a type through metadata, as "T undef" (or, with Zero,
// "T zeroinitializer" / "T null" for pointers), the way the OpenCL
// Metadata API and DTrans encode types.
type TypeValue struct {
	Type *ast.Type
	Zero bool
}

type typeCodec struct{}

// TypeCodec stores TypeValues.
var TypeCodec Codec[TypeValue] = typeCodec{}

// Encode implements Codec.
func (typeCodec) Encode(_ *Graph, v TypeValue) (Metadata, error) {
	if v.Type == nil {
		return nil, fmt.Errorf("TypeValue without a type")
	}
	if !v.Zero {
		return &Value{Type: v.Type, Text: "undef", Kind: ast.UndefConst}, nil
	}
	if v.Type.Kind == ast.PointerType {
		return &Value{Type: v.Type, Text: "null", Kind: ast.NullConst}, nil
	}
	return &Value{Type: v.Type, Text: "zeroinitializer", Kind: ast.ZeroConst}, nil
}

// Decode implements Codec.
func (typeCodec) Decode(m Metadata) (TypeValue, error) {
	v, ok := m.(*Value)
	if ok && v.Type != nil {
		switch v.Kind {
		case ast.UndefConst, ast.PoisonConst:
			return TypeValue{Type: v.Type}, nil
		case ast.ZeroConst, ast.NullConst:
			return TypeValue{Type: v.Type, Zero: true}, nil
		}
	}
	return TypeValue{}, fmt.Errorf("expected a type as 'T undef' or 'T zeroinitializer', found %s", describeMD(m))
}

// Describe implements Codec.
func (typeCodec) Describe() string { return "T undef" }

// A GlobalRef names a function or global variable ("@f").
type GlobalRef struct {
	Name string
}

type globalCodec struct{}

// GlobalCodec stores references to functions and globals: "ptr @f" in
// opaque-pointer modules, "void (i32)* @f" in typed-pointer modules.
var GlobalCodec Codec[GlobalRef] = globalCodec{}

// Encode implements Codec.
func (globalCodec) Encode(g *Graph, v GlobalRef) (Metadata, error) {
	t, err := g.RefType(v.Name)
	if err != nil {
		return nil, err
	}
	return &Value{Type: t, Text: v.Name, Kind: ast.GlobalRef}, nil
}

// Decode implements Codec.
func (globalCodec) Decode(m Metadata) (GlobalRef, error) {
	if v, ok := m.(*Value); ok {
		if name, ok := v.Global(); ok {
			return GlobalRef{Name: name}, nil
		}
	}
	return GlobalRef{}, fmt.Errorf("expected a function or global reference, found %s", describeMD(m))
}

// Describe implements Codec.
func (globalCodec) Describe() string { return "@global" }

type nodeCodec struct{}

// NodeCodec stores nested nodes.
var NodeCodec Codec[*Node] = nodeCodec{}

// Encode implements Codec.
func (nodeCodec) Encode(_ *Graph, v *Node) (Metadata, error) { return v, nil }

// Decode implements Codec.
func (nodeCodec) Decode(m Metadata) (*Node, error) {
	if n, ok := m.(*Node); ok && n != nil {
		return n, nil
	}
	return nil, fmt.Errorf("expected a node, found %s", describeMD(m))
}

// Describe implements Codec.
func (nodeCodec) Describe() string { return "node" }

type anyMDCodec struct{}

// AnyCodec passes metadata through unchanged.
var AnyCodec Codec[Metadata] = anyMDCodec{}

// Encode implements Codec.
func (anyMDCodec) Encode(_ *Graph, v Metadata) (Metadata, error) { return v, nil }

// Decode implements Codec.
func (anyMDCodec) Decode(m Metadata) (Metadata, error) { return m, nil }

// Describe implements Codec.
func (anyMDCodec) Describe() string { return "metadata" }

// OpaquePointers reports whether the module writes pointers as "ptr".
func (g *Graph) OpaquePointers() bool {
	if g.opaque == 0 {
		g.opaque = 2
		var sc scanner.Scanner
		sc.Init(g.Module.Src)
		for t := sc.Next(); t.Kind != scanner.EOF; t = sc.Next() {
			if t.Kind == scanner.Ident && t.End-t.Start == 3 && string(g.Module.Src[t.Start:t.End]) == "ptr" {
				g.opaque = 1
				break
			}
		}
	}
	return g.opaque == 1
}

// RefType returns the type of a reference to the named function or global
// ("@f"): ptr, or a typed pointer to its value type.
func (g *Graph) RefType(name string) (*ast.Type, error) {
	m := g.Module
	if g.OpaquePointers() {
		return &ast.Type{Kind: ast.PointerType}, nil
	}
	for i := range m.Functions {
		if m.Functions[i].Name == name {
			h, err := g.decoder().FuncHeader(i)
			if err != nil {
				return nil, err
			}
			return &ast.Type{Kind: ast.PointerType, Elem: h.Type}, nil
		}
	}
	for i := range m.Globals {
		if m.Globals[i].Name == name {
			t, err := g.decoder().GlobalValueType(i)
			if err != nil {
				return nil, err
			}
			return &ast.Type{Kind: ast.PointerType, Elem: t}, nil
		}
	}
	return nil, fmt.Errorf("no function or global named %s", name)
}
