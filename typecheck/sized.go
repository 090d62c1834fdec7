package typecheck

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/token"
)

// sized reports whether t has a size, as Type::isSized of LLVM c.ver
// says: not void, labels, metadata, tokens, functions or opaque structs;
// an array when its element is sized; a struct when its fields are,
// except that a struct holding a scalable vector is unsized (from LLVM 19
// on, sized when all its fields are one scalable vector type). A named
// struct met again inside itself is unsized, and so is one defined after
// at, where LLParser asks: it is still an opaque forward reference there.
func (c *checker) sized(t *ast.Type, at token.Pos, inside map[string]bool) bool {
	switch t.Kind {
	case ast.IntType, ast.FloatType, ast.PointerType, ast.VectorType, ast.OtherType, ast.TargetExtType:
		return true
	case ast.ArrayType:
		return c.sized(t.Elem, at, inside)
	case ast.NamedType:
		if inside[t.Name] || c.opaqueAt(t, at) {
			return false
		}
		body := c.resolve(t)
		if inside == nil {
			inside = map[string]bool{}
		}
		inside[t.Name] = true
		ok := c.sized(body, at, inside)
		delete(inside, t.Name)
		return ok
	case ast.StructType:
		for _, f := range t.Fields {
			if c.scalable(f, 0) {
				return c.ver.Has(llvmver.StructOfScalableVectors) && c.oneScalableVector(t)
			}
		}
		for _, f := range t.Fields {
			if !c.sized(f, at, inside) {
				return false
			}
		}
		return true
	}
	return false
}

// scalable reports whether t is or holds a scalable vector (depth bounds
// the walk through recursive named types).
func (c *checker) scalable(t *ast.Type, depth int) bool {
	if t == nil || depth > 64 {
		return false
	}
	switch t.Kind {
	case ast.VectorType:
		return t.Scalable
	case ast.ArrayType:
		return c.scalable(t.Elem, depth+1)
	case ast.NamedType:
		return c.scalable(c.resolve(t), depth+1)
	case ast.StructType:
		for _, f := range t.Fields {
			if c.scalable(f, depth+1) {
				return true
			}
		}
	}
	return false
}

// oneScalableVector reports whether every field of struct s is the same
// scalable vector type.
func (c *checker) oneScalableVector(s *ast.Type) bool {
	for _, f := range s.Fields {
		if f.Kind != ast.VectorType || !f.Scalable || !c.same(f, s.Fields[0]) {
			return false
		}
	}
	return true
}

// firstClassAt reports whether t is a first-class type at position at:
// from llvmver.OpaqueStructNotFirstClass on, a struct without a body there
// is not.
func (c *checker) firstClassAt(t *ast.Type, at token.Pos) bool {
	return isFirstClass(t) && !(c.ver.Has(llvmver.OpaqueStructNotFirstClass) && c.opaqueAt(t, at))
}

// opaqueAt reports whether t is a struct without a body at position at:
// declared opaque, or defined after at (LLParser has only a forward
// reference there).
func (c *checker) opaqueAt(t *ast.Type, at token.Pos) bool {
	if t == nil || t.Kind != ast.NamedType {
		return false
	}
	if i, ok := c.typeDefIndex[t.Name]; ok && c.m.TypeDefs[i].Start > at {
		return true
	}
	return c.resolve(t) == nil
}
