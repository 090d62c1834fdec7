package verifier

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/intrinsics"
)

// vectorPart is visitIntrinsicCall's rule for llvm.vector.insert and
// llvm.vector.extract (llvm.experimental.vector.* before LLVM 16): the
// part and the whole vector have one element type, the index is a
// multiple of the part's (minimum) length, and, unless a fixed part of a
// scalable vector is meant, the part lies inside the vector.
func (v *verifier) vectorPart(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if !v.knownCallee(ins) {
		return "" // llvm.vector.* before LLVM 15: no intrinsic, no rule
	}
	insert := base == "llvm.vector.insert" || base == "llvm.experimental.vector.insert"
	var whole, part *ast.Type
	idxArg := 1
	if insert {
		if len(args) < 3 {
			return ""
		}
		whole, part, idxArg = v.bodyOf(args[0].Type), v.bodyOf(args[1].Type), 2
	} else {
		if len(args) < 2 {
			return ""
		}
		whole, part = v.bodyOf(args[0].Type), v.bodyOf(ins.Type)
	}
	idx, ok := constArg(args, idxArg)
	if !ok || whole == nil || part == nil || whole.Kind != ast.VectorType || part.Kind != ast.VectorType {
		return ""
	}
	n := uint64(uint32(idx)) // LLVM reads the index as an unsigned
	// The messages name the intrinsic as the release does: the
	// experimental one before llvm.vector.insert (LLVM 15).
	name := "vector_"
	if _, known := intrinsics.Attributes(int(v.ver), "llvm.vector.insert.x"); !known {
		name = "experimental_vector_"
	}
	if !v.sameType(whole.Elem, part.Elem) {
		if insert {
			return name + "insert parameters must have the same element type."
		}
		return name + "extract result must have the same element type as the input vector."
	}
	if part.Len == 0 || n%part.Len != 0 {
		if insert {
			return name + "insert index must be a constant multiple of the subvector's known minimum vector length."
		}
		return name + "extract index must be a constant multiple of the result type's known minimum vector length."
	}
	if whole.Scalable == part.Scalable && (n >= whole.Len || n+part.Len > whole.Len) {
		if insert {
			return "subvector operand of " + name + "insert would overrun the vector being inserted into."
		}
		return name + "extract would overrun."
	}
	return ""
}
