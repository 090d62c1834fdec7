package ast

import (
	"strconv"
	"strings"
)

// TypeKind classifies a Type.
type TypeKind uint8

// Kinds of types.
const (
	VoidType TypeKind = iota
	IntType
	FloatType   // half, bfloat, float, double, x86_fp80, fp128, ppc_fp128
	PointerType // typed (Elem != nil) or opaque ptr
	ArrayType
	VectorType
	StructType // literal struct { ... } or <{ ... }>
	NamedType  // %T, a reference to a type definition
	FuncType
	LabelType
	MetadataType
	TokenType
	OpaqueType // "opaque" in a type definition
	TargetExtType
	OtherType // x86_mmx, x86_amx
)

// A Type is a decoded LLVM type. Types are plain trees; compare them with
// String.
type Type struct {
	Kind TypeKind
	// Name holds the keyword for primitive types ("i32", "double",
	// "x86_mmx"), the decoded name with '%' for NamedType, and the target
	// type name for TargetExtType.
	Name      string
	Bits      uint32 // IntType width
	AddrSpace uint32 // PointerType address space
	Len       uint64 // ArrayType/VectorType element count
	Scalable  bool   // vscale vector
	Packed    bool   // <{ ... }> struct
	Variadic  bool   // FuncType with "..."
	Elem      *Type  // pointee (typed pointers), array/vector element, function result
	Fields    []*Type
	IntParams []uint64 // TargetExtType integer parameters
}

// String renders the type in LLVM syntax.
func (t *Type) String() string {
	var b strings.Builder
	t.write(&b)
	return b.String()
}

func (t *Type) write(b *strings.Builder) {
	if t == nil {
		b.WriteString("<nil>")
		return
	}
	switch t.Kind {
	case PointerType:
		if t.Elem == nil {
			b.WriteString("ptr")
			if t.AddrSpace != 0 {
				b.WriteString(" addrspace(" + strconv.FormatUint(uint64(t.AddrSpace), 10) + ")")
			}
			return
		}
		t.Elem.write(b)
		if t.AddrSpace != 0 {
			b.WriteString(" addrspace(" + strconv.FormatUint(uint64(t.AddrSpace), 10) + ")")
		}
		b.WriteByte('*')
	case ArrayType:
		b.WriteString("[" + strconv.FormatUint(t.Len, 10) + " x ")
		t.Elem.write(b)
		b.WriteByte(']')
	case VectorType:
		b.WriteByte('<')
		if t.Scalable {
			b.WriteString("vscale x ")
		}
		b.WriteString(strconv.FormatUint(t.Len, 10) + " x ")
		t.Elem.write(b)
		b.WriteByte('>')
	case StructType:
		if t.Packed {
			b.WriteByte('<')
		}
		if len(t.Fields) == 0 {
			b.WriteString("{}")
		} else {
			b.WriteString("{ ")
			for i, f := range t.Fields {
				if i > 0 {
					b.WriteString(", ")
				}
				f.write(b)
			}
			b.WriteString(" }")
		}
		if t.Packed {
			b.WriteByte('>')
		}
	case FuncType:
		t.Elem.write(b)
		b.WriteString(" (")
		for i, f := range t.Fields {
			if i > 0 {
				b.WriteString(", ")
			}
			f.write(b)
		}
		if t.Variadic {
			if len(t.Fields) > 0 {
				b.WriteString(", ")
			}
			b.WriteString("...")
		}
		b.WriteByte(')')
	case TargetExtType:
		b.WriteString("target(\"" + t.Name + "\"")
		for _, f := range t.Fields {
			b.WriteString(", ")
			f.write(b)
		}
		for _, n := range t.IntParams {
			b.WriteString(", " + strconv.FormatUint(n, 10))
		}
		b.WriteByte(')')
	case NamedType:
		writeTypeName(b, t.Name)
	default:
		b.WriteString(t.Name)
	}
}

// IsPointer reports whether t is a pointer type.
func (t *Type) IsPointer() bool { return t != nil && t.Kind == PointerType }

// IsInt reports whether t is an integer type.
func (t *Type) IsInt() bool { return t != nil && t.Kind == IntType }

// IsFloat reports whether t is a floating-point type.
func (t *Type) IsFloat() bool { return t != nil && t.Kind == FloatType }

// Opaque returns t with every typed pointer opaque ("i8*" as "ptr"), as
// a release without typed pointers reads it; t itself when it has none.
func (t *Type) Opaque() *Type {
	if t == nil {
		return nil
	}
	switch t.Kind {
	case PointerType:
		if t.Elem == nil {
			return t
		}
		return &Type{Kind: PointerType, AddrSpace: t.AddrSpace}
	case ArrayType, VectorType, StructType, FuncType, TargetExtType:
		elem := t.Elem.Opaque()
		var fields []*Type
		for i, f := range t.Fields {
			if o := f.Opaque(); o != f && fields == nil {
				fields = append(make([]*Type, 0, len(t.Fields)), t.Fields[:i]...)
				fields = append(fields, o)
			} else if fields != nil {
				fields = append(fields, o)
			}
		}
		if elem == t.Elem && fields == nil {
			return t
		}
		c := *t
		c.Elem = elem
		if fields != nil {
			c.Fields = fields
		}
		return &c
	}
	return t
}

// scalarBitWidths are the widths of the floating-point and other
// non-integer scalar types.
var scalarBitWidths = map[string]uint64{
	"half": 16, "bfloat": 16, "float": 32, "double": 64, "x86_fp80": 80, "fp128": 128, "ppc_fp128": 128,
	"x86_mmx": 64, "x86_amx": 8192,
}

// ScalarBits returns the width in bits of an integer, floating-point,
// x86_mmx or x86_amx type, and 0 for every other type.
func (t *Type) ScalarBits() uint64 {
	if t == nil {
		return 0
	}
	switch t.Kind {
	case IntType:
		return uint64(t.Bits)
	case FloatType, OtherType:
		return scalarBitWidths[t.Name]
	}
	return 0
}

// FloatBits returns the width in bits of the floating-point type named
// name ("half" 16, "x86_fp80" 80), or 0 for another name.
func FloatBits(name string) uint64 {
	switch name {
	case "half", "bfloat":
		return 16
	case "float":
		return 32
	case "double":
		return 64
	case "x86_fp80":
		return 80
	case "fp128", "ppc_fp128":
		return 128
	}
	return 0
}
