package md

import (
	"strconv"

	"github.com/irmeta/irmeta/ast"
)

// DWARF constants by number, so that "tag: 13" compares equal to
// "tag: DW_TAG_member" (LLVM prints the names). Values from the DWARF 5
// standard and the vendor extensions LLVM knows.
var (
	dwTags = map[uint64]string{
		0x01: "DW_TAG_array_type", 0x02: "DW_TAG_class_type", 0x03: "DW_TAG_entry_point",
		0x04: "DW_TAG_enumeration_type", 0x05: "DW_TAG_formal_parameter", 0x08: "DW_TAG_imported_declaration",
		0x0a: "DW_TAG_label", 0x0b: "DW_TAG_lexical_block", 0x0d: "DW_TAG_member", 0x0f: "DW_TAG_pointer_type",
		0x10: "DW_TAG_reference_type", 0x11: "DW_TAG_compile_unit", 0x12: "DW_TAG_string_type",
		0x13: "DW_TAG_structure_type", 0x15: "DW_TAG_subroutine_type", 0x16: "DW_TAG_typedef",
		0x17: "DW_TAG_union_type", 0x18: "DW_TAG_unspecified_parameters", 0x19: "DW_TAG_variant",
		0x1a: "DW_TAG_common_block", 0x1b: "DW_TAG_common_inclusion", 0x1c: "DW_TAG_inheritance",
		0x1d: "DW_TAG_inlined_subroutine", 0x1e: "DW_TAG_module", 0x1f: "DW_TAG_ptr_to_member_type",
		0x20: "DW_TAG_set_type", 0x21: "DW_TAG_subrange_type", 0x22: "DW_TAG_with_stmt",
		0x23: "DW_TAG_access_declaration", 0x24: "DW_TAG_base_type", 0x25: "DW_TAG_catch_block",
		0x26: "DW_TAG_const_type", 0x27: "DW_TAG_constant", 0x28: "DW_TAG_enumerator", 0x29: "DW_TAG_file_type",
		0x2a: "DW_TAG_friend", 0x2b: "DW_TAG_namelist", 0x2c: "DW_TAG_namelist_item", 0x2d: "DW_TAG_packed_type",
		0x2e: "DW_TAG_subprogram", 0x2f: "DW_TAG_template_type_parameter", 0x30: "DW_TAG_template_value_parameter",
		0x31: "DW_TAG_thrown_type", 0x32: "DW_TAG_try_block", 0x33: "DW_TAG_variant_part", 0x34: "DW_TAG_variable",
		0x35: "DW_TAG_volatile_type", 0x36: "DW_TAG_dwarf_procedure", 0x37: "DW_TAG_restrict_type",
		0x38: "DW_TAG_interface_type", 0x39: "DW_TAG_namespace", 0x3a: "DW_TAG_imported_module",
		0x3b: "DW_TAG_unspecified_type", 0x3c: "DW_TAG_partial_unit", 0x3d: "DW_TAG_imported_unit",
		0x3f: "DW_TAG_condition", 0x40: "DW_TAG_shared_type", 0x41: "DW_TAG_type_unit",
		0x42: "DW_TAG_rvalue_reference_type", 0x43: "DW_TAG_template_alias", 0x44: "DW_TAG_coarray_type",
		0x45: "DW_TAG_generic_subrange", 0x46: "DW_TAG_dynamic_type", 0x47: "DW_TAG_atomic_type",
		0x48: "DW_TAG_call_site", 0x49: "DW_TAG_call_site_parameter", 0x4a: "DW_TAG_skeleton_unit",
		0x4b: "DW_TAG_immutable_type", 0x4081: "DW_TAG_MIPS_loop", 0x4101: "DW_TAG_format_label",
		0x4102: "DW_TAG_function_template", 0x4103: "DW_TAG_class_template",
		0x4106: "DW_TAG_GNU_template_template_param", 0x4107: "DW_TAG_GNU_template_parameter_pack",
		0x4108: "DW_TAG_GNU_formal_parameter_pack", 0x4109: "DW_TAG_GNU_call_site",
		0x410a: "DW_TAG_GNU_call_site_parameter", 0x4200: "DW_TAG_APPLE_property",
	}
	dwEncodings = map[uint64]string{
		0x01: "DW_ATE_address", 0x02: "DW_ATE_boolean", 0x03: "DW_ATE_complex_float", 0x04: "DW_ATE_float",
		0x05: "DW_ATE_signed", 0x06: "DW_ATE_signed_char", 0x07: "DW_ATE_unsigned", 0x08: "DW_ATE_unsigned_char",
		0x09: "DW_ATE_imaginary_float", 0x0a: "DW_ATE_packed_decimal", 0x0b: "DW_ATE_numeric_string",
		0x0c: "DW_ATE_edited", 0x0d: "DW_ATE_signed_fixed", 0x0e: "DW_ATE_unsigned_fixed",
		0x0f: "DW_ATE_decimal_float", 0x10: "DW_ATE_UTF", 0x11: "DW_ATE_UCS", 0x12: "DW_ATE_ASCII",
	}
	dwLanguages = map[uint64]string{
		0x01: "DW_LANG_C89", 0x02: "DW_LANG_C", 0x03: "DW_LANG_Ada83", 0x04: "DW_LANG_C_plus_plus",
		0x05: "DW_LANG_Cobol74", 0x06: "DW_LANG_Cobol85", 0x07: "DW_LANG_Fortran77", 0x08: "DW_LANG_Fortran90",
		0x09: "DW_LANG_Pascal83", 0x0a: "DW_LANG_Modula2", 0x0b: "DW_LANG_Java", 0x0c: "DW_LANG_C99",
		0x0d: "DW_LANG_Ada95", 0x0e: "DW_LANG_Fortran95", 0x0f: "DW_LANG_PLI", 0x10: "DW_LANG_ObjC",
		0x11: "DW_LANG_ObjC_plus_plus", 0x12: "DW_LANG_UPC", 0x13: "DW_LANG_D", 0x14: "DW_LANG_Python",
		0x15: "DW_LANG_OpenCL", 0x16: "DW_LANG_Go", 0x17: "DW_LANG_Modula3", 0x18: "DW_LANG_Haskell",
		0x19: "DW_LANG_C_plus_plus_03", 0x1a: "DW_LANG_C_plus_plus_11", 0x1b: "DW_LANG_OCaml",
		0x1c: "DW_LANG_Rust", 0x1d: "DW_LANG_C11", 0x1e: "DW_LANG_Swift", 0x1f: "DW_LANG_Julia",
		0x20: "DW_LANG_Dylan", 0x21: "DW_LANG_C_plus_plus_14", 0x22: "DW_LANG_Fortran03",
		0x23: "DW_LANG_Fortran08", 0x24: "DW_LANG_RenderScript", 0x25: "DW_LANG_BLISS",
		0x8001: "DW_LANG_Mips_Assembler", 0x8e57: "DW_LANG_GOOGLE_RenderScript", 0xb000: "DW_LANG_BORLAND_Delphi",
	}
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
