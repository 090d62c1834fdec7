package bitcode

// DWARF operations the upgrade of old DIExpression records rewrites.
const (
	dwOpDeref      = 0x06
	dwOpConstu     = 0x10
	dwOpMinus      = 0x1c
	dwOpPlus       = 0x22
	dwOpPlusUconst = 0x23
	dwOpBitPiece   = 0x9d
	dwOpStackValue = 0x9f
	dwOpLLVMFrag   = 0x1000
)

// upgradeExpr rewrites the elements of a DIExpression record of version
// v (the record's first operand >> 1) as LLVM's loader does: version 0's
// trailing DW_OP_bit_piece is DW_OP_LLVM_fragment; before version 2 a
// leading DW_OP_deref moves to the end (before a fragment); before
// version 3 DW_OP_plus N is DW_OP_plus_uconst N and DW_OP_minus N is
// DW_OP_constu N, DW_OP_minus (the operations taking the operand counts
// of that time).
func upgradeExpr(v uint64, elems []uint64) []uint64 {
	if v >= 3 {
		return elems
	}
	e := append([]uint64(nil), elems...)
	n := len(e)
	if v == 0 && n >= 3 && e[n-3] == dwOpBitPiece {
		e[n-3] = dwOpLLVMFrag
	}
	if v <= 1 && n > 0 && e[0] == dwOpDeref {
		end := n
		if n >= 3 && e[n-3] == dwOpLLVMFrag {
			end = n - 3
		}
		copy(e, e[1:end])
		e[end-1] = dwOpDeref
	}
	var out []uint64
	for rest := e; len(rest) > 0; {
		size := 1
		switch rest[0] {
		case dwOpConstu, dwOpMinus, dwOpPlus:
			size = 2
		case dwOpLLVMFrag:
			size = 3
		}
		size = min(size, len(rest))
		args := rest[1:size]
		switch rest[0] {
		case dwOpPlus:
			out = append(append(out, dwOpPlusUconst), args...)
		case dwOpMinus:
			out = append(append(append(out, dwOpConstu), args...), dwOpMinus)
		default:
			out = append(append(out, rest[0]), args...)
		}
		rest = rest[size:]
	}
	return out
}
