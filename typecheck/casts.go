package typecheck

import "github.com/irmeta/irmeta/ast"

// castIsValid reports whether a cast op from src to dst is valid: the
// rules of LLVM's CastInst::castIsValid.
func (c *checker) castIsValid(op ast.Opcode, src, dst *ast.Type) bool {
	src, dst = c.canonDeep(src), c.canonDeep(dst)
	if !isFirstClass(src) || !isFirstClass(dst) || c.isAggregate(src) || c.isAggregate(dst) {
		return false
	}
	if src.Kind == ast.LabelType || dst.Kind == ast.LabelType || src.Kind == ast.MetadataType || dst.Kind == ast.MetadataType {
		return false
	}
	srcVec, dstVec := isVector(src), isVector(dst)
	sameCount := srcVec == dstVec && (!srcVec || src.Len == dst.Len && src.Scalable == dst.Scalable)
	ss, ds := scalar(src), scalar(dst)
	switch op {
	case ast.OpTrunc:
		return isIntOrIntVector(src) && isIntOrIntVector(dst) && sameCount && ss.Bits > ds.Bits
	case ast.OpZExt, ast.OpSExt:
		return isIntOrIntVector(src) && isIntOrIntVector(dst) && sameCount && ss.Bits < ds.Bits
	case ast.OpFPTrunc:
		return isFPOrFPVector(src) && isFPOrFPVector(dst) && sameCount && ss.ScalarBits() > ds.ScalarBits()
	case ast.OpFPExt:
		return isFPOrFPVector(src) && isFPOrFPVector(dst) && sameCount && ss.ScalarBits() < ds.ScalarBits()
	case ast.OpUIToFP, ast.OpSIToFP:
		return isIntOrIntVector(src) && isFPOrFPVector(dst) && sameCount
	case ast.OpFPToUI, ast.OpFPToSI:
		return isFPOrFPVector(src) && isIntOrIntVector(dst) && sameCount
	case ast.OpPtrToInt, ast.OpPtrToAddr:
		return isPtrOrPtrVector(src) && isIntOrIntVector(dst) && sameCount
	case ast.OpIntToPtr:
		return isIntOrIntVector(src) && isPtrOrPtrVector(dst) && sameCount
	case ast.OpBitCast:
		sp, dp := ss.Kind == ast.PointerType, ds.Kind == ast.PointerType
		if sp != dp {
			return false
		}
		if sp {
			// Pointers of one address space; a vector of them only to a
			// vector of as many, or with one element to a pointer.
			if ss.AddrSpace != ds.AddrSpace {
				return false
			}
			switch {
			case srcVec && dstVec:
				return src.Len == dst.Len && src.Scalable == dst.Scalable
			case srcVec:
				return src.Len == 1 && !src.Scalable
			case dstVec:
				return dst.Len == 1 && !dst.Scalable
			}
			return true
		}
		sb, db := primitiveBits(src), primitiveBits(dst)
		if (src.Kind == ast.VectorType && src.Scalable) != (dst.Kind == ast.VectorType && dst.Scalable) {
			return false // a scalable size is no fixed one (TypeSize compares both)
		}
		return sb != 0 && sb == db
	case ast.OpAddrSpaceCast:
		return isPtrOrPtrVector(src) && isPtrOrPtrVector(dst) && sameCount && ss.AddrSpace != ds.AddrSpace
	}
	return false
}
