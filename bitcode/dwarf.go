package bitcode

import (
	"strconv"
)

type dwOp struct {
	name string
	args int
}

var dwOps = func() map[uint64]dwOp {
	m := map[uint64]dwOp{0x03: {"DW_OP_addr", 1}, 0x06: {"DW_OP_deref", 0}, 0x08: {"DW_OP_const1u", 1}, 0x09: {"DW_OP_const1s", 1},
		0x0a: {"DW_OP_const2u", 1}, 0x0b: {"DW_OP_const2s", 1}, 0x0c: {"DW_OP_const4u", 1}, 0x0d: {"DW_OP_const4s", 1},
		0x0e: {"DW_OP_const8u", 1}, 0x0f: {"DW_OP_const8s", 1}, 0x10: {"DW_OP_constu", 1}, 0x11: {"DW_OP_consts", 1},
		0x12: {"DW_OP_dup", 0}, 0x13: {"DW_OP_drop", 0}, 0x14: {"DW_OP_over", 0}, 0x15: {"DW_OP_pick", 1}, 0x16: {"DW_OP_swap", 0},
		0x17: {"DW_OP_rot", 0}, 0x18: {"DW_OP_xderef", 0}, 0x19: {"DW_OP_abs", 0}, 0x1a: {"DW_OP_and", 0}, 0x1b: {"DW_OP_div", 0},
		0x1c: {"DW_OP_minus", 0}, 0x1d: {"DW_OP_mod", 0}, 0x1e: {"DW_OP_mul", 0}, 0x1f: {"DW_OP_neg", 0}, 0x20: {"DW_OP_not", 0},
		0x21: {"DW_OP_or", 0}, 0x22: {"DW_OP_plus", 0}, 0x23: {"DW_OP_plus_uconst", 1}, 0x24: {"DW_OP_shl", 0}, 0x25: {"DW_OP_shr", 0},
		0x26: {"DW_OP_shra", 0}, 0x27: {"DW_OP_xor", 0}, 0x28: {"DW_OP_bra", 1}, 0x29: {"DW_OP_eq", 0}, 0x2a: {"DW_OP_ge", 0},
		0x2b: {"DW_OP_gt", 0}, 0x2c: {"DW_OP_le", 0}, 0x2d: {"DW_OP_lt", 0}, 0x2e: {"DW_OP_ne", 0}, 0x2f: {"DW_OP_skip", 1},
		0x90: {"DW_OP_regx", 1}, 0x91: {"DW_OP_fbreg", 1}, 0x92: {"DW_OP_bregx", 2}, 0x93: {"DW_OP_piece", 1},
		0x94: {"DW_OP_deref_size", 1}, 0x95: {"DW_OP_xderef_size", 1}, 0x96: {"DW_OP_nop", 0},
		0x97: {"DW_OP_push_object_address", 0}, 0x9c: {"DW_OP_call_frame_cfa", 0}, 0x9d: {"DW_OP_bit_piece", 2},
		0x9f: {"DW_OP_stack_value", 0}, 0xa3: {"DW_OP_entry_value", 1}, 0xa8: {"DW_OP_convert", 1}, 0xe0: {"DW_OP_GNU_push_tls_address", 0},
		0xf3: {"DW_OP_GNU_entry_value", 1}, 0x9b: {"DW_OP_form_tls_address", 0},
		0x1000: {"DW_OP_LLVM_fragment", 2}, 0x1001: {"DW_OP_LLVM_convert", 2}, 0x1002: {"DW_OP_LLVM_tag_offset", 1},
		0x1003: {"DW_OP_LLVM_entry_value", 1}, 0x1004: {"DW_OP_LLVM_implicit_pointer", 0}, 0x1005: {"DW_OP_LLVM_arg", 1},
		0x1006: {"DW_OP_LLVM_extract_bits_sext", 2}, 0x1007: {"DW_OP_LLVM_extract_bits_zext", 2}}
	for i := uint64(0); i < 32; i++ {
		m[0x30+i] = dwOp{"DW_OP_lit" + strconv.FormatUint(i, 10), 0}
		m[0x50+i] = dwOp{"DW_OP_reg" + strconv.FormatUint(i, 10), 0}
		m[0x70+i] = dwOp{"DW_OP_breg" + strconv.FormatUint(i, 10), 1}
	}
	return m
}()

// appendExpr appends a DIExpression's text; an expression with an unknown
// operation prints all its elements as numbers.
func appendExpr(b []byte, el []uint64) []byte {
	b = append(b, "!DIExpression("...)
	start := len(b)
	sep := func() {
		if len(b) > start {
			b = append(b, ", "...)
		}
	}
	for i := 0; i < len(el); {
		op, ok := dwOps[el[i]]
		if !ok || i+1+op.args > len(el) {
			b = b[:start]
			for _, x := range el {
				sep()
				b = strconv.AppendUint(b, x, 10)
			}
			break
		}
		sep()
		b = append(b, op.name...)
		for k := 0; k < op.args; k++ {
			a := el[i+1+k]
			sep()
			if el[i] == 0x1001 && k == 1 {
				b = append(b, map[uint64]string{5: "DW_ATE_signed", 7: "DW_ATE_unsigned"}[a]...)
				continue
			}
			b = strconv.AppendUint(b, a, 10)
		}
		i += 1 + op.args
	}
	return append(b, ')')
}
