package md

import (
	"strconv"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/dwarf"
)

// DWARF constants by number, so that "tag: 13" compares equal to
// "tag: DW_TAG_member" (LLVM prints the names).
var (
	dwTags       = dwarf.Map(dwarf.Tags)
	dwEncodings  = dwarf.Map(dwarf.Encodings)
	dwLanguages  = dwarf.Map(dwarf.Languages)
	dwEnumFields = map[string]map[uint64]string{"tag": dwTags, "encoding": dwEncodings, "language": dwLanguages, "sourceLanguage": dwLanguages, "runtimeLang": dwLanguages}
)

// dwarfName returns the DWARF constant name for a numeric field value.
func dwarfName(field, text string) (string, bool) {
	table := dwEnumFields[field]
	if table == nil {
		return "", false
	}
	v, err := strconv.ParseUint(text, 0, 64)
	if err != nil {
		return "", false
	}
	name, ok := table[v]
	return name, ok
}

// dwOps are the DWARF expression operators by number, with their operand
// counts, so that an operator written as a number ("DW_OP_minus, 42")
// compares equal to its name (LLVM prints "DW_OP_minus, DW_OP_ge").
var dwOps = func() map[uint64]dwOp {
	m := map[uint64]dwOp{
		0x03: {"DW_OP_addr", 1}, 0x06: {"DW_OP_deref", 0}, 0x10: {"DW_OP_constu", 1}, 0x11: {"DW_OP_consts", 1},
		0x12: {"DW_OP_dup", 0}, 0x13: {"DW_OP_drop", 0}, 0x14: {"DW_OP_over", 0}, 0x15: {"DW_OP_pick", 1},
		0x16: {"DW_OP_swap", 0}, 0x17: {"DW_OP_rot", 0}, 0x18: {"DW_OP_xderef", 0}, 0x19: {"DW_OP_abs", 0},
		0x1a: {"DW_OP_and", 0}, 0x1b: {"DW_OP_div", 0}, 0x1c: {"DW_OP_minus", 0}, 0x1d: {"DW_OP_mod", 0},
		0x1e: {"DW_OP_mul", 0}, 0x1f: {"DW_OP_neg", 0}, 0x20: {"DW_OP_not", 0}, 0x21: {"DW_OP_or", 0},
		0x22: {"DW_OP_plus", 0}, 0x23: {"DW_OP_plus_uconst", 1}, 0x24: {"DW_OP_shl", 0}, 0x25: {"DW_OP_shr", 0},
		0x26: {"DW_OP_shra", 0}, 0x27: {"DW_OP_xor", 0}, 0x28: {"DW_OP_bra", 1}, 0x29: {"DW_OP_eq", 0},
		0x2a: {"DW_OP_ge", 0}, 0x2b: {"DW_OP_gt", 0}, 0x2c: {"DW_OP_le", 0}, 0x2d: {"DW_OP_lt", 0},
		0x2e: {"DW_OP_ne", 0}, 0x2f: {"DW_OP_skip", 1}, 0x90: {"DW_OP_regx", 1}, 0x91: {"DW_OP_fbreg", 1},
		0x92: {"DW_OP_bregx", 2}, 0x93: {"DW_OP_piece", 1}, 0x94: {"DW_OP_deref_size", 1},
		0x95: {"DW_OP_xderef_size", 1}, 0x96: {"DW_OP_nop", 0}, 0x97: {"DW_OP_push_object_address", 0},
		0x9f:   {"DW_OP_stack_value", 0},
		0x1000: {"DW_OP_LLVM_fragment", 2}, 0x1001: {"DW_OP_LLVM_convert", 2}, 0x1002: {"DW_OP_LLVM_tag_offset", 1},
		0x1003: {"DW_OP_LLVM_entry_value", 1}, 0x1004: {"DW_OP_LLVM_implicit_pointer", 0}, 0x1005: {"DW_OP_LLVM_arg", 1},
		0x1006: {"DW_OP_LLVM_extract_bits_sext", 2}, 0x1007: {"DW_OP_LLVM_extract_bits_zext", 2},
	}
	for i := uint64(0); i < 32; i++ {
		m[0x30+i] = dwOp{"DW_OP_lit" + strconv.FormatUint(i, 10), 0}
		m[0x50+i] = dwOp{"DW_OP_reg" + strconv.FormatUint(i, 10), 0}
		m[0x70+i] = dwOp{"DW_OP_breg" + strconv.FormatUint(i, 10), 1}
	}
	return m
}()

type dwOp struct {
	name string
	args int
}

// dwOpArgs maps an operator's name to its operand count.
var dwOpArgs = func() map[string]int {
	m := make(map[string]int, len(dwOps))
	for _, op := range dwOps {
		m[op.name] = op.args
	}
	return m
}()

// canonExprOps returns a DIExpression's operands with every operator
// written as a number replaced by its name (ops itself when there is
// none); operator arguments stay numbers. An operator it does not know
// ends the walk.
func canonExprOps(ops []Metadata) []Metadata {
	var out []Metadata
	for k := 0; k < len(ops); {
		l, ok := ops[k].(*Literal)
		if !ok {
			break
		}
		name := l.Text
		if l.Kind == ast.MDInt {
			v, err := strconv.ParseUint(l.Text, 0, 64)
			op, known := dwOps[v]
			if err != nil || !known {
				break
			}
			if out == nil {
				out = append([]Metadata(nil), ops...)
			}
			out[k] = &Literal{Kind: ast.MDIdent, Text: op.name}
			name = op.name
		}
		n, known := dwOpArgs[name]
		if !known {
			break
		}
		k += 1 + n
	}
	if out == nil {
		return ops
	}
	return out
}
