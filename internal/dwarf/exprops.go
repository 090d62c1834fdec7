package dwarf

// exprOperands maps each DWARF operation LLVM's DIExpression knows the size
// of (DIExpression::ExprOperand::getSize) to its number of operands; the
// literal, register and base-register ranges are added by init.
var exprOperands = map[uint64]int{
	0x03:   1, // DW_OP_addr
	0x06:   0, // DW_OP_deref
	0x08:   1, // DW_OP_const1u
	0x09:   1, // DW_OP_const1s
	0x0a:   1, // DW_OP_const2u
	0x0b:   1, // DW_OP_const2s
	0x0c:   1, // DW_OP_const4u
	0x0d:   1, // DW_OP_const4s
	0x0e:   1, // DW_OP_const8u
	0x0f:   1, // DW_OP_const8s
	0x10:   1, // DW_OP_constu
	0x11:   1, // DW_OP_consts
	0x12:   0, // DW_OP_dup
	0x13:   0, // DW_OP_drop
	0x14:   0, // DW_OP_over
	0x15:   1, // DW_OP_pick
	0x16:   0, // DW_OP_swap
	0x17:   0, // DW_OP_rot
	0x18:   0, // DW_OP_xderef
	0x19:   0, // DW_OP_abs
	0x1a:   0, // DW_OP_and
	0x1b:   0, // DW_OP_div
	0x1c:   0, // DW_OP_minus
	0x1d:   0, // DW_OP_mod
	0x1e:   0, // DW_OP_mul
	0x1f:   0, // DW_OP_neg
	0x20:   0, // DW_OP_not
	0x21:   0, // DW_OP_or
	0x22:   0, // DW_OP_plus
	0x23:   1, // DW_OP_plus_uconst
	0x24:   0, // DW_OP_shl
	0x25:   0, // DW_OP_shr
	0x26:   0, // DW_OP_shra
	0x27:   0, // DW_OP_xor
	0x28:   1, // DW_OP_bra
	0x29:   0, // DW_OP_eq
	0x2a:   0, // DW_OP_ge
	0x2b:   0, // DW_OP_gt
	0x2c:   0, // DW_OP_le
	0x2d:   0, // DW_OP_lt
	0x2e:   0, // DW_OP_ne
	0x2f:   1, // DW_OP_skip
	0x90:   1, // DW_OP_regx
	0x91:   1, // DW_OP_fbreg
	0x92:   2, // DW_OP_bregx
	0x93:   1, // DW_OP_piece
	0x94:   1, // DW_OP_deref_size
	0x95:   1, // DW_OP_xderef_size
	0x96:   0, // DW_OP_nop
	0x97:   0, // DW_OP_push_object_address
	0x9c:   0, // DW_OP_call_frame_cfa
	0x9d:   2, // DW_OP_bit_piece
	0x9f:   0, // DW_OP_stack_value
	0xa3:   1, // DW_OP_entry_value
	0xa8:   1, // DW_OP_convert
	0xe0:   0, // DW_OP_GNU_push_tls_address
	0xf3:   1, // DW_OP_GNU_entry_value
	0x9b:   0, // DW_OP_form_tls_address
	0x1000: 2, // DW_OP_LLVM_fragment
	0x1001: 2, // DW_OP_LLVM_convert
	0x1002: 1, // DW_OP_LLVM_tag_offset
	0x1003: 1, // DW_OP_LLVM_entry_value
	0x1004: 0, // DW_OP_LLVM_implicit_pointer
	0x1005: 1, // DW_OP_LLVM_arg
	0x1006: 2, // DW_OP_LLVM_extract_bits_sext
	0x1007: 2, // DW_OP_LLVM_extract_bits_zext
}

func init() {
	for i := uint64(0); i < 32; i++ {
		exprOperands[0x30+i] = 0 // DW_OP_lit<i>
		exprOperands[0x50+i] = 0 // DW_OP_reg<i>
		exprOperands[0x70+i] = 1 // DW_OP_breg<i>
	}
}

// ExprOperands returns the number of operands DIExpression operation op
// takes, and whether LLVM knows it.
func ExprOperands(op uint64) (int, bool) {
	n, ok := exprOperands[op]
	return n, ok
}

// OpName returns the name LLVM prints for DWARF operation op, and whether
// it has one.
func OpName(op uint64) (string, bool) { return ByValue(Ops, op) }
