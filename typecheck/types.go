package typecheck

import (
	"strings"

	"github.com/irmeta/irmeta/ast"
)

// Well-known types.
var (
	i1Type    = &ast.Type{Kind: ast.IntType, Name: "i1", Bits: 1}
	i32Type   = &ast.Type{Kind: ast.IntType, Name: "i32", Bits: 32}
	labelType = &ast.Type{Kind: ast.LabelType, Name: "label"}
)

// resolve follows a named type to its body (nil for opaque or undefined
// types); other types are returned unchanged.
func (c *checker) resolve(t *ast.Type) *ast.Type {
	for hops := 0; t != nil && t.Kind == ast.NamedType; hops++ {
		if hops > 64 {
			return nil
		}
		t = c.named(t.Name)
	}
	return t
}

// named returns the decoded body of the type definition name.
func (c *checker) named(name string) *ast.Type {
	if t, ok := c.typeDefs[name]; ok {
		return t
	}
	var t *ast.Type
	if i, ok := c.typeDefIndex[name]; ok {
		td := &c.m.TypeDefs[i]
		if !strings.HasPrefix(c.m.Text(td.Body), "opaque") {
			t, _ = c.d.TypeAt(td.Body.Start)
		}
	}
	c.typeDefs[name] = t
	return t
}

// canon returns the type a named type stands for when its definition is
// not a struct: "%T = type <4 x float>" only names the vector type, while
// "%S = type { i32 }" and opaque types are structs known by their name.
func (c *checker) canon(t *ast.Type) *ast.Type {
	for hops := 0; t != nil && t.Kind == ast.NamedType && hops < 64; hops++ {
		body, ok := c.typeDefs[t.Name]
		if !ok {
			body = c.named(t.Name)
		}
		if body == nil || body.Kind == ast.StructType {
			return t
		}
		t = body
	}
	return t
}

// same reports whether a and b are the same LLVM type: structural, except
// that named structs are identified by name; pointers are compared by
// address space alone when the module's pointers are opaque.
func (c *checker) same(a, b *ast.Type) bool {
	if a == b {
		return true
	}
	a, b = c.canon(a), c.canon(b)
	if a == nil || b == nil || a.Kind != b.Kind {
		return false
	}
	switch a.Kind {
	case ast.IntType:
		return a.Bits == b.Bits
	case ast.FloatType, ast.OtherType:
		return a.Name == b.Name
	case ast.PointerType:
		if a.AddrSpace != b.AddrSpace {
			return false
		}
		if c.opaque || (a.Elem == nil && b.Elem == nil) {
			return true
		}
		if a.Elem == nil || b.Elem == nil {
			return false
		}
		return c.same(a.Elem, b.Elem)
	case ast.ArrayType, ast.VectorType:
		return a.Len == b.Len && a.Scalable == b.Scalable && c.same(a.Elem, b.Elem)
	case ast.StructType:
		if a.Packed != b.Packed || len(a.Fields) != len(b.Fields) {
			return false
		}
		for i := range a.Fields {
			if !c.same(a.Fields[i], b.Fields[i]) {
				return false
			}
		}
		return true
	case ast.FuncType:
		if a.Variadic != b.Variadic || len(a.Fields) != len(b.Fields) || !c.same(a.Elem, b.Elem) {
			return false
		}
		for i := range a.Fields {
			if !c.same(a.Fields[i], b.Fields[i]) {
				return false
			}
		}
		return true
	case ast.NamedType, ast.TargetExtType:
		return a.String() == b.String()
	}
	return true // void, label, metadata, token
}

// str renders t as LLVM prints it in its messages (getTypeString): every
// pointer as "ptr" when the module's pointers are opaque, and a named
// struct with its body, "%S = type { i32 }" or "%O = type opaque" (the
// details Type::print adds at the top level only).
func (c *checker) str(t *ast.Type) string {
	s := c.plain(t)
	if t != nil && t.Kind == ast.NamedType {
		body := "opaque"
		if b := c.named(t.Name); b != nil {
			body = c.plain(b)
		}
		s += " = type " + body
	}
	return s
}

// plain renders t as LLVM names it inside another type.
func (c *checker) plain(t *ast.Type) string {
	if c.opaque {
		t = t.Opaque()
	}
	return t.String()
}

// scalar returns the element type of a vector, or t itself.
func scalar(t *ast.Type) *ast.Type {
	if t != nil && t.Kind == ast.VectorType {
		return t.Elem
	}
	return t
}

func isIntOrIntVector(t *ast.Type) bool { s := scalar(t); return s != nil && s.Kind == ast.IntType }
func isFPOrFPVector(t *ast.Type) bool   { s := scalar(t); return s != nil && s.Kind == ast.FloatType }
func isPtrOrPtrVector(t *ast.Type) bool { s := scalar(t); return s != nil && s.Kind == ast.PointerType }
func isVector(t *ast.Type) bool         { return t != nil && t.Kind == ast.VectorType }

// isScalarInt reports whether t is an integer type (no vector).
func isScalarInt(t *ast.Type) bool { return t != nil && t.Kind == ast.IntType }

// isAggregate reports whether t (resolved) is a struct or array type.
func (c *checker) isAggregate(t *ast.Type) bool {
	if t != nil && t.Kind == ast.NamedType {
		return true // named types are structs
	}
	return t != nil && (t.Kind == ast.StructType || t.Kind == ast.ArrayType)
}

// isFirstClass reports whether values of t can be instruction results:
// everything but void and function types.
func isFirstClass(t *ast.Type) bool {
	return t != nil && t.Kind != ast.VoidType && t.Kind != ast.FuncType
}

// primitiveBits returns LLVM's primitive size in bits of t (0 for
// pointers, aggregates and other types without one).
func primitiveBits(t *ast.Type) uint64 {
	if t.Kind == ast.VectorType {
		if t.Elem == nil || t.Elem.Kind == ast.PointerType {
			return 0
		}
		return t.Len * t.Elem.ScalarBits()
	}
	return t.ScalarBits()
}

// canonDeep is canon applied to t and, for vectors, to their element.
func (c *checker) canonDeep(t *ast.Type) *ast.Type {
	t = c.canon(t)
	if t != nil && t.Kind == ast.VectorType {
		if e := c.canon(t.Elem); e != t.Elem {
			u := *t
			u.Elem = e
			return &u
		}
	}
	return t
}
