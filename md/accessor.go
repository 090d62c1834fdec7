package md

import (
	"fmt"
	"reflect"
	"strconv"

	"github.com/irmeta/irmeta/ast"
)

// The typed accessors generalize the OpenCL backend's NamedMDValue,
// NamedMDList and two-element hetero tuple: declare an attribute once, then
// Get/Set/Has/Remove it on the module or on any function, global or
// instruction. Each attribute is stored as one node:
//
//	on a function, global or instruction:  !kind !N   with !N = !{elements}
//	on the module:                          !kind = !{!N} with !N = !{elements}
//
// A value attribute has one element, a list attribute any number of
// elements of one type, and a tuple attribute one element per field of a Go
// struct.

// Where an attribute lives is a Target: OnModule() for module-level
// attributes (stored as named metadata), Function(i), Global(i) or Inst(i)
// for attachments.

// A ShapeError reports stored metadata whose shape does not match the
// attribute's declaration.
type ShapeError struct {
	Attr string // "@f !vec_type_hint"
	Pos  string // file:line:col of the node
	Msg  string
}

// Error renders "pos: attribute: message".
func (e *ShapeError) Error() string {
	if e.Pos != "" {
		return e.Pos + ": " + e.Attr + ": " + e.Msg
	}
	return e.Attr + ": " + e.Msg
}

func shapeErr(g *Graph, t Target, name string, n *Node, format string, args ...any) error {
	e := &ShapeError{Attr: g.describeAttr(t, name), Msg: fmt.Sprintf(format, args...)}
	if n != nil {
		if p := n.Pos(); p.IsValid() {
			e.Pos = p.String()
		}
	}
	return e
}

// ErrNotSet is returned by Get when the attribute is absent.
var ErrNotSet = fmt.Errorf("attribute not set")

// A Codec converts between Go values of type T and one metadata operand.
type Codec[T any] interface {
	// Encode returns the operand for v.
	Encode(g *Graph, v T) (Metadata, error)
	// Decode reads an operand.
	Decode(m Metadata) (T, error)
	// Describe names the expected shape, for errors: "i32", "string".
	Describe() string
}

// ValueAttr is an attribute holding one value: !{i32 7}.
type ValueAttr[T any] struct {
	Name  string
	Codec Codec[T]
}

// NewValue declares a single-value attribute.
func NewValue[T any](name string, c Codec[T]) ValueAttr[T] { return ValueAttr[T]{name, c} }

// Has reports whether the attribute is present on t.
func (a ValueAttr[T]) Has(g *Graph, t Target) bool { return g.Attachment(t, a.Name) != nil }

// Get reads the attribute; it returns ErrNotSet when absent and a
// *ShapeError when the stored node does not hold exactly one a.Codec value.
func (a ValueAttr[T]) Get(g *Graph, t Target) (T, error) {
	var zero T
	n := g.Attachment(t, a.Name)
	if n == nil {
		return zero, ErrNotSet
	}
	ops := n.Operands()
	if n.Kind != Tuple || len(ops) != 1 {
		return zero, shapeErr(g, t, a.Name, n, "expected a node with one %s, found %s", a.Codec.Describe(), Format(n))
	}
	v, err := a.Codec.Decode(ops[0])
	if err != nil {
		return zero, shapeErr(g, t, a.Name, n, "%v", err)
	}
	return v, nil
}

// Set stores v, reusing an equal node when one exists.
func (a ValueAttr[T]) Set(g *Graph, t Target, v T) error {
	m, err := a.Codec.Encode(g, v)
	if err != nil {
		return err
	}
	g.SetAttachment(t, a.Name, g.NewTuple(m))
	return nil
}

// Remove deletes the attribute; it reports whether it was present.
func (a ValueAttr[T]) Remove(g *Graph, t Target) bool { return g.RemoveAttachment(t, a.Name) }

// ListAttr is an attribute holding a homogeneous list: !{i32 8, i32 16}.
type ListAttr[T any] struct {
	Name  string
	Codec Codec[T]
}

// NewList declares a list attribute.
func NewList[T any](name string, c Codec[T]) ListAttr[T] { return ListAttr[T]{name, c} }

// Has reports whether the attribute is present on t.
func (a ListAttr[T]) Has(g *Graph, t Target) bool { return g.Attachment(t, a.Name) != nil }

// Get reads the list.
func (a ListAttr[T]) Get(g *Graph, t Target) ([]T, error) {
	n := g.Attachment(t, a.Name)
	if n == nil {
		return nil, ErrNotSet
	}
	if n.Kind != Tuple {
		return nil, shapeErr(g, t, a.Name, n, "expected a tuple of %s, found %s", a.Codec.Describe(), Format(n))
	}
	ops := n.Operands()
	out := make([]T, len(ops))
	for i, op := range ops {
		v, err := a.Codec.Decode(op)
		if err != nil {
			return nil, shapeErr(g, t, a.Name, n, "element %d: %v", i, err)
		}
		out[i] = v
	}
	return out, nil
}

// Set stores the list.
func (a ListAttr[T]) Set(g *Graph, t Target, vs []T) error {
	ops := make([]Metadata, len(vs))
	for i, v := range vs {
		m, err := a.Codec.Encode(g, v)
		if err != nil {
			return fmt.Errorf("element %d: %w", i, err)
		}
		ops[i] = m
	}
	g.SetAttachment(t, a.Name, g.NewTuple(ops...))
	return nil
}

// Remove deletes the attribute.
func (a ListAttr[T]) Remove(g *Graph, t Target) bool { return g.RemoveAttachment(t, a.Name) }

// TupleAttr is an attribute holding a heterogeneous tuple mapped onto the
// exported fields of struct S, in order: !{float undef, i32 0} for
// struct{ Hint TypeValue; Signed bool }. Field types choose their codec:
// int32, int64, uint32, uint64, bool, string, float64, TypeValue, GlobalRef,
// *Node and Metadata. A tag `md:"i64"` (or i8, i16, i32, float, double)
// overrides the width of numbers; on a bool field, `md:"i32"` stores 0/1
// as i32 instead of i1 false/true (BoolIntCodec).
type TupleAttr[S any] struct {
	Name   string
	fields []tupleField
}

type tupleField struct {
	index int
	codec anyCodec
}

// anyCodec is a Codec over reflect values.
type anyCodec interface {
	encode(g *Graph, v reflect.Value) (Metadata, error)
	decode(m Metadata, dst reflect.Value) error
	describe() string
}

// NewTuple declares a tuple attribute over struct S. It panics when S has a
// field of an unsupported type (a programming error in the declaration).
func NewTupleAttr[S any](name string) TupleAttr[S] {
	t := reflect.TypeFor[S]()
	if t.Kind() != reflect.Struct {
		panic("md.NewTupleAttr: " + t.String() + " is not a struct")
	}
	a := TupleAttr[S]{Name: name}
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		c, err := codecFor(f.Type, f.Tag.Get("md"))
		if err != nil {
			panic("md.NewTupleAttr: field " + f.Name + ": " + err.Error())
		}
		a.fields = append(a.fields, tupleField{index: i, codec: c})
	}
	return a
}

// Has reports whether the attribute is present on t.
func (a TupleAttr[S]) Has(g *Graph, t Target) bool { return g.Attachment(t, a.Name) != nil }

// Get reads the tuple into an S.
func (a TupleAttr[S]) Get(g *Graph, t Target) (S, error) {
	var s S
	n := g.Attachment(t, a.Name)
	if n == nil {
		return s, ErrNotSet
	}
	ops := n.Operands()
	if n.Kind != Tuple || len(ops) != len(a.fields) {
		return s, shapeErr(g, t, a.Name, n, "expected a tuple of %d elements (%s), found %s", len(a.fields), a.describe(), Format(n))
	}
	rv := reflect.ValueOf(&s).Elem()
	for i, f := range a.fields {
		if err := f.codec.decode(ops[i], rv.Field(f.index)); err != nil {
			return s, shapeErr(g, t, a.Name, n, "element %d: %v", i, err)
		}
	}
	return s, nil
}

func (a TupleAttr[S]) describe() string {
	s := ""
	for i, f := range a.fields {
		if i > 0 {
			s += ", "
		}
		s += f.codec.describe()
	}
	return s
}

// Set stores s.
func (a TupleAttr[S]) Set(g *Graph, t Target, s S) error {
	rv := reflect.ValueOf(s)
	ops := make([]Metadata, len(a.fields))
	for i, f := range a.fields {
		m, err := f.codec.encode(g, rv.Field(f.index))
		if err != nil {
			return fmt.Errorf("element %d: %w", i, err)
		}
		ops[i] = m
	}
	g.SetAttachment(t, a.Name, g.NewTuple(ops...))
	return nil
}

// Remove deletes the attribute.
func (a TupleAttr[S]) Remove(g *Graph, t Target) bool { return g.RemoveAttachment(t, a.Name) }

// codecAdapter turns a typed Codec into an anyCodec.
type codecAdapter[T any] struct{ c Codec[T] }

func (a codecAdapter[T]) encode(g *Graph, v reflect.Value) (Metadata, error) {
	return a.c.Encode(g, v.Interface().(T))
}

func (a codecAdapter[T]) decode(m Metadata, dst reflect.Value) error {
	v, err := a.c.Decode(m)
	if err != nil {
		return err
	}
	dst.Set(reflect.ValueOf(v))
	return nil
}

func (a codecAdapter[T]) describe() string { return a.c.Describe() }

var (
	typeValueType = reflect.TypeFor[TypeValue]()
	globalRefType = reflect.TypeFor[GlobalRef]()
	nodePtrType   = reflect.TypeFor[*Node]()
	metadataType  = reflect.TypeFor[Metadata]()
)

func codecFor(t reflect.Type, tag string) (anyCodec, error) {
	switch t {
	case typeValueType:
		return codecAdapter[TypeValue]{TypeCodec}, nil
	case globalRefType:
		return codecAdapter[GlobalRef]{GlobalCodec}, nil
	case nodePtrType:
		return codecAdapter[*Node]{NodeCodec}, nil
	case metadataType:
		return codecAdapter[Metadata]{AnyCodec}, nil
	}
	bits := func(def uint32) uint32 {
		if len(tag) > 1 && tag[0] == 'i' {
			if n, err := strconv.Atoi(tag[1:]); err == nil {
				return uint32(n)
			}
		}
		return def
	}
	switch t.Kind() {
	case reflect.Int32:
		return codecAdapter[int32]{Int32Codec{Bits: bits(32)}}, nil
	case reflect.Int64:
		return codecAdapter[int64]{IntCodec{Bits: bits(64)}}, nil
	case reflect.Uint32:
		return codecAdapter[uint32]{Uint32Codec{Bits: bits(32)}}, nil
	case reflect.Uint64:
		return codecAdapter[uint64]{Uint64Codec{Bits: bits(64)}}, nil
	case reflect.Bool:
		if b := bits(1); b != 1 {
			return codecAdapter[bool]{BoolIntCodec{Bits: b}}, nil
		}
		return codecAdapter[bool]{BoolCodec}, nil
	case reflect.String:
		return codecAdapter[string]{StringCodec}, nil
	case reflect.Float64:
		fc := FloatCodec{Type: "double"}
		if tag == "float" || tag == "half" {
			fc.Type = tag
		}
		return codecAdapter[float64]{fc}, nil
	}
	return nil, fmt.Errorf("unsupported element type %s", t)
}

// describeMD names the shape of an operand for error messages.
func describeMD(m Metadata) string {
	switch v := m.(type) {
	case nil:
		return "null"
	case *Node:
		if v == nil {
			return "null"
		}
		return "node " + v.String()
	case *String:
		return "string " + v.String()
	case *Value:
		return v.String()
	case *Literal:
		return v.Text
	}
	return "?"
}

// intType returns the integer type of the given width.
func intType(bits uint32) *ast.Type {
	return &ast.Type{Kind: ast.IntType, Name: "i" + strconv.Itoa(int(bits)), Bits: bits}
}
