package typecheck

import (
	"bytes"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/targetext"
	"github.com/irmeta/irmeta/token"
)

// sized reports whether t has a size, as Type::isSized of LLVM c.ver
// says: not void, labels, metadata, tokens, functions, opaque structs or
// target extension types without a sized layout in c.ver's table;
// an array when its element is sized; a struct when its fields are,
// except that a struct holding a scalable vector is unsized (from LLVM 19
// on, sized when all its fields are one scalable vector type). A named
// struct met again inside itself is unsized, and so is one defined after
// at, where LLParser asks: it is still an opaque forward reference there.
func (c *checker) sized(t *ast.Type, at token.Pos) bool {
	w := sizeWalk{c: c, at: at, budget: sizedBudget}
	return w.sized(t, nil)
}

// sizedBudget bounds the types one sized call visits: a struct nesting
// others many times over would otherwise take exponential time (LLVM
// caches the answer on each struct; the checker's workers share none). A
// type too big to walk is taken as sized.
const sizedBudget = 1 << 14

// A sizeWalk is one sized question: the types it may still visit.
type sizeWalk struct {
	c      *checker
	at     token.Pos
	budget int
}

// A namedLink is a named struct being walked, linked to the one it is
// inside of: the chain lives in the walk's stack frames, so that the
// common questions allocate nothing.
type namedLink struct {
	name string
	next *namedLink
}

// holds reports whether the chain from l names name.
func (l *namedLink) holds(name string) bool {
	for ; l != nil; l = l.next {
		if l.name == name {
			return true
		}
	}
	return false
}

func (w *sizeWalk) sized(t *ast.Type, inside *namedLink) bool {
	if w.budget--; w.budget < 0 {
		return true
	}
	c := w.c
	switch t.Kind {
	case ast.IntType, ast.FloatType, ast.PointerType, ast.VectorType, ast.OtherType:
		return true
	case ast.TargetExtType:
		return targetext.Of(t, c.ver).Sized
	case ast.ArrayType:
		return w.sized(t.Elem, inside)
	case ast.NamedType:
		if inside.holds(t.Name) || c.opaqueAt(t, w.at) {
			return false
		}
		link := namedLink{name: t.Name, next: inside}
		return w.sized(c.resolve(t), &link)
	case ast.StructType:
		for _, f := range t.Fields {
			if c.scalable(f, 0) {
				return c.ver.Has(llvmver.StructOfScalableVectors) && c.oneScalableVector(t)
			}
		}
		for _, f := range t.Fields {
			if !w.sized(f, inside) {
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
// declared opaque, or defined after at or at (LLParser has only a forward
// reference there, and gives a struct its body when its definition ends).
func (c *checker) opaqueAt(t *ast.Type, at token.Pos) bool {
	if t == nil || t.Kind != ast.NamedType {
		return false
	}
	if i, ok := c.typeDefIndex[t.Name]; ok && c.m.TypeDefs[i].End > at {
		return true
	}
	return c.resolve(t) == nil
}

// badFuncTypeArg returns the first argument of the function types the
// decoder has just read that is a struct without a body where it stands:
// from llvmver.OpaqueStructNotFirstClass on, LLParser's "invalid type for
// function argument".
func (c *checker) badFuncTypeArg() (token.Pos, bool) {
	if !c.ver.Has(llvmver.OpaqueStructNotFirstClass) {
		return 0, false
	}
	for _, u := range c.d.FuncTypeNamedArgs() {
		if c.opaqueAt(&ast.Type{Kind: ast.NamedType, Name: u.Name}, u.Pos) {
			return u.Pos, true
		}
	}
	return 0, false
}

// checkTypeDefArgs checks the function types in each type definition's
// body (see badFuncTypeArg), each definition on its own.
func (c *checker) checkTypeDefArgs() {
	if !c.ver.Has(llvmver.OpaqueStructNotFirstClass) {
		return
	}
	for i := range c.m.TypeDefs {
		// The decoder notes a function type's named arguments while it
		// decodes (FuncTypeNamedArgs), so a body is decoded again here,
		// but only one that has a parenthesis, as a function type does.
		if bytes.IndexByte(c.m.Bytes(c.m.TypeDefs[i].Body), '(') < 0 {
			continue
		}
		c.run(func() {
			if _, err := c.d.TypeAt(c.m.TypeDefs[i].Body.Start); err == nil {
				if pos, bad := c.badFuncTypeArg(); bad {
					c.fail(pos, "invalid type for function argument")
				}
			}
		})
	}
}
