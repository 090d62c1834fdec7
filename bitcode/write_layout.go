package bitcode

import (
	"github.com/irmeta/irmeta/ast"
)

// parseLayout reads the module's data layout (see ast.ParseLayout); a
// spec it cannot read is a construct the writer does not support.
func parseLayout(s string) *ast.Layout {
	l, err := ast.ParseLayout(s)
	if err != nil {
		unsupported("datalayout", "%s", s)
	}
	return l
}

// abiAlign returns the ABI alignment of t in bytes, as LLVM 14's
// DataLayout computes it.
func (e *encoder) abiAlign(t *ast.Type) uint64 { return e.typeAlign(t, false) }

// prefAlign returns the preferred alignment of t, which llvm-as gives an
// alloca written without one (DataLayout::getPrefTypeAlign).
func (e *encoder) prefAlign(t *ast.Type) uint64 { return e.typeAlign(t, true) }

func (e *encoder) typeAlign(t *ast.Type, pref bool) uint64 {
	a, ok := e.layout.TypeAlign(e.types.resolve(t), pref, e.namedBody)
	if !ok {
		if t != nil && t.Kind == ast.NamedType {
			unsupported("implicit alignment", "of opaque type %s", t.Name)
		}
		unsupported("implicit alignment", "of %s", t)
	}
	return a
}

// namedBody is the type named type t stands for in the module (nil when
// opaque), for ast.Layout.TypeAlign.
func (e *encoder) namedBody(t *ast.Type) *ast.Type {
	t = e.types.resolve(t)
	if t.Kind != ast.NamedType {
		return t
	}
	return e.types.named[t.Name]
}

// indexBits is the width of getelementptr indices into address space as
// (an address space the layout does not name has address space 0's).
func (e *encoder) indexBits(as uint64) uint64 { return e.layout.IndexBits(as) }

func (e *encoder) scalarBits(t *ast.Type) uint64 {
	switch t.Kind {
	case ast.IntType, ast.FloatType:
		return t.ScalarBits()
	case ast.PointerType:
		// pointer size, taken as its ABI alignment
		return 8 * e.abiAlign(t)
	}
	return 0
}
