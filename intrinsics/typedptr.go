package intrinsics

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// The matching of the typed-pointer descriptors of the releases before
// LLVM 17 (dTypedPtr and the kinds after it), as their
// matchIntrinsicType does: a typed pointer's pointee is matched, an
// opaque pointer (which LLVM 14 reads with -opaque-pointers, LLVM 15 and
// 16 by default) passes over its pointee's descriptors.

// typedMismatch is mismatch for the typed-pointer kinds; d is taken off
// *ds already.
func (m *matcher) typedMismatch(d desc, t *ast.Type, ds *[]desc, isDeferred bool, deferCheck func() bool) bool {
	switch d.kind {
	case dTypedPtr:
		if t.Kind != ast.PointerType || t.AddrSpace != d.n {
			return true
		}
		if t.Elem != nil {
			// From LLVM 15 on, a pointer to {} (externref) takes any
			// pointee.
			if m.rel.Has(llvmver.IntrinsicExternrefAnyPointee) && len(*ds) > 0 && (*ds)[0].kind == dStruct && (*ds)[0].n == 0 {
				*ds = (*ds)[1:]
				return false
			}
			return m.mismatch(t.Elem, ds, isDeferred)
		}
		// An opaque pointer: the pointee's descriptors are passed over
		// as LLVM does, the pointers (from LLVM 15 on the vectors too)
		// and one more, whatever it is.
		for len(*ds) > 0 && ((*ds)[0].kind == dTypedPtr || m.rel.Has(llvmver.IntrinsicOpaquePointeeVectors) && (*ds)[0].kind == dVector) {
			*ds = (*ds)[1:]
		}
		if len(*ds) > 0 {
			*ds = (*ds)[1:]
		}
		return false
	case dPtrToArg:
		n := d.argNo()
		if n >= len(m.over) {
			return isDeferred || deferCheck()
		}
		return t.Kind != ast.PointerType || !pointeeIs(t, m.over[n])
	case dPtrToElt:
		n := d.argNo()
		if n >= len(m.over) {
			return isDeferred || deferCheck()
		}
		ref := m.over[n]
		return t.Kind != ast.PointerType || ref.Kind != ast.VectorType || !pointeeIs(t, ref.Elem)
	case dAnyPtrToElt:
		ref, decided, mismatched := m.overloadRef(int(d.n), t, isDeferred, deferCheck)
		if decided {
			return mismatched
		}
		return t.Kind != ast.PointerType || ref.Kind != ast.VectorType || !pointeeIs(t, ref.Elem)
	}
	return true
}

// pointeeIs reports whether pointer p is opaque or points to t (LLVM's
// isOpaqueOrPointeeTypeMatches).
func pointeeIs(p, t *ast.Type) bool {
	return p.Elem == nil || sameType(p.Elem, t)
}
