package bitcode

import (
	"strconv"
)

var dwTags = map[uint64]string{0x01: "DW_TAG_array_type", 0x02: "DW_TAG_class_type", 0x04: "DW_TAG_enumeration_type",
	0x05: "DW_TAG_formal_parameter", 0x08: "DW_TAG_imported_declaration", 0x0a: "DW_TAG_label", 0x0b: "DW_TAG_lexical_block",
	0x0d: "DW_TAG_member", 0x0f: "DW_TAG_pointer_type", 0x10: "DW_TAG_reference_type", 0x11: "DW_TAG_compile_unit",
	0x12: "DW_TAG_string_type", 0x13: "DW_TAG_structure_type", 0x15: "DW_TAG_subroutine_type", 0x16: "DW_TAG_typedef",
	0x17: "DW_TAG_union_type", 0x18: "DW_TAG_unspecified_parameters", 0x19: "DW_TAG_variant", 0x1c: "DW_TAG_inheritance",
	0x1d: "DW_TAG_inlined_subroutine", 0x1e: "DW_TAG_module", 0x1f: "DW_TAG_ptr_to_member_type", 0x21: "DW_TAG_subrange_type",
	0x24: "DW_TAG_base_type", 0x26: "DW_TAG_const_type", 0x28: "DW_TAG_enumerator", 0x2e: "DW_TAG_subprogram",
	0x2f: "DW_TAG_template_type_parameter", 0x30: "DW_TAG_template_value_parameter", 0x33: "DW_TAG_variant_part",
	0x34: "DW_TAG_variable", 0x35: "DW_TAG_volatile_type", 0x37: "DW_TAG_restrict_type", 0x39: "DW_TAG_namespace",
	0x3a: "DW_TAG_imported_module", 0x3b: "DW_TAG_unspecified_type", 0x42: "DW_TAG_rvalue_reference_type",
	0x43: "DW_TAG_template_alias", 0x44: "DW_TAG_coarray_type", 0x45: "DW_TAG_generic_subrange", 0x46: "DW_TAG_dynamic_type",
	0x47: "DW_TAG_atomic_type", 0x48: "DW_TAG_call_site", 0x49: "DW_TAG_call_site_parameter", 0x4a: "DW_TAG_skeleton_unit",
	0x4b: "DW_TAG_immutable_type", 0x4101: "DW_TAG_format_label", 0x4102: "DW_TAG_function_template",
	0x4103: "DW_TAG_class_template", 0x4104: "DW_TAG_GNU_BINCL", 0x4105: "DW_TAG_GNU_EINCL",
	0x4106: "DW_TAG_GNU_template_template_param", 0x4107: "DW_TAG_GNU_template_parameter_pack",
	0x4108: "DW_TAG_GNU_formal_parameter_pack", 0x4109: "DW_TAG_GNU_call_site", 0x410a: "DW_TAG_GNU_call_site_parameter",
	0x4201: "DW_TAG_SUN_function_template", 0x4202: "DW_TAG_SUN_class_template", 0x4203: "DW_TAG_SUN_struct_template",
	0x03: "DW_TAG_entry_point",
	0x1a: "DW_TAG_common_block", 0x1b: "DW_TAG_common_inclusion", 0x23: "DW_TAG_access_declaration",
	0x25: "DW_TAG_catch_block", 0x27: "DW_TAG_constant", 0x29: "DW_TAG_file_type", 0x2a: "DW_TAG_friend",
	0x2b: "DW_TAG_namelist", 0x2c: "DW_TAG_namelist_item", 0x2d: "DW_TAG_packed_type", 0x31: "DW_TAG_thrown_type",
	0x32: "DW_TAG_try_block", 0x36: "DW_TAG_dwarf_procedure", 0x38: "DW_TAG_interface_type",
	0x3f: "DW_TAG_condition", 0x40: "DW_TAG_shared_type", 0x4200: "DW_TAG_APPLE_property",
	0x3c: "DW_TAG_partial_unit", 0x41: "DW_TAG_type_unit", 0x3d: "DW_TAG_imported_unit",
	0x20: "DW_TAG_set_type", 0x22: "DW_TAG_with_stmt",
	// vendor tags LLVM names
	0x4081: "DW_TAG_MIPS_loop", 0x4204: "DW_TAG_SUN_union_template", 0x4205: "DW_TAG_SUN_indirect_inheritance", 0x4206: "DW_TAG_SUN_codeflags", 0x4207: "DW_TAG_SUN_memop_info", 0x4208: "DW_TAG_SUN_omp_child_func", 0x4209: "DW_TAG_SUN_rtti_descriptor", 0x420a: "DW_TAG_SUN_dtor_info", 0x420b: "DW_TAG_SUN_dtor", 0x420c: "DW_TAG_SUN_f90_interface", 0x420d: "DW_TAG_SUN_fortran_vax_structure", 0x5101: "DW_TAG_ALTIUM_circ_type", 0x5102: "DW_TAG_ALTIUM_mwa_circ_type", 0x5103: "DW_TAG_ALTIUM_rev_carry_type", 0x5111: "DW_TAG_ALTIUM_rom", 0x8004: "DW_TAG_GHS_namespace", 0x8005: "DW_TAG_GHS_using_namespace", 0x8006: "DW_TAG_GHS_using_declaration", 0x8007: "DW_TAG_GHS_template_templ_param", 0xa000: "DW_TAG_PGI_kanji_type", 0xb000: "DW_TAG_BORLAND_property", 0xb001: "DW_TAG_BORLAND_Delphi_string", 0xb002: "DW_TAG_BORLAND_Delphi_dynamic_array", 0xb003: "DW_TAG_BORLAND_Delphi_set", 0xb004: "DW_TAG_BORLAND_Delphi_variant"}

var dwATE = map[uint64]string{1: "DW_ATE_address", 2: "DW_ATE_boolean", 3: "DW_ATE_complex_float", 4: "DW_ATE_float",
	5: "DW_ATE_signed", 6: "DW_ATE_signed_char", 7: "DW_ATE_unsigned", 8: "DW_ATE_unsigned_char", 9: "DW_ATE_imaginary_float",
	0xa: "DW_ATE_packed_decimal", 0xb: "DW_ATE_numeric_string", 0xc: "DW_ATE_edited", 0xd: "DW_ATE_signed_fixed",
	0xe: "DW_ATE_unsigned_fixed", 0xf: "DW_ATE_decimal_float", 0x10: "DW_ATE_UTF", 0x11: "DW_ATE_UCS", 0x12: "DW_ATE_ASCII"}

var dwLang = map[uint64]string{1: "DW_LANG_C89", 2: "DW_LANG_C", 3: "DW_LANG_Ada83", 4: "DW_LANG_C_plus_plus", 5: "DW_LANG_Cobol74",
	6: "DW_LANG_Cobol85", 7: "DW_LANG_Fortran77", 8: "DW_LANG_Fortran90", 9: "DW_LANG_Pascal83", 0xa: "DW_LANG_Modula2",
	0xb: "DW_LANG_Java", 0xc: "DW_LANG_C99", 0xd: "DW_LANG_Ada95", 0xe: "DW_LANG_Fortran95", 0xf: "DW_LANG_PLI", 0x10: "DW_LANG_ObjC",
	0x11: "DW_LANG_ObjC_plus_plus", 0x12: "DW_LANG_UPC", 0x13: "DW_LANG_D", 0x14: "DW_LANG_Python", 0x15: "DW_LANG_OpenCL",
	0x16: "DW_LANG_Go", 0x17: "DW_LANG_Modula3", 0x18: "DW_LANG_Haskell", 0x19: "DW_LANG_C_plus_plus_03",
	0x1a: "DW_LANG_C_plus_plus_11", 0x1b: "DW_LANG_OCaml", 0x1c: "DW_LANG_Rust", 0x1d: "DW_LANG_C11", 0x1e: "DW_LANG_Swift",
	0x1f: "DW_LANG_Julia", 0x20: "DW_LANG_Dylan", 0x21: "DW_LANG_C_plus_plus_14", 0x22: "DW_LANG_Fortran03",
	0x23: "DW_LANG_Fortran08", 0x24: "DW_LANG_RenderScript", 0x25: "DW_LANG_BLISS", 0x26: "DW_LANG_Kotlin", 0x27: "DW_LANG_Zig",
	0x28: "DW_LANG_Crystal", 0x29: "DW_LANG_C_plus_plus_17", 0x2a: "DW_LANG_C_plus_plus_20", 0x2b: "DW_LANG_C17",
	0x2c: "DW_LANG_Fortran18", 0x2d: "DW_LANG_Ada2005", 0x2e: "DW_LANG_Ada2012", 0x2f: "DW_LANG_HIP", 0x30: "DW_LANG_Assembly",
	0x31: "DW_LANG_C_sharp", 0x32: "DW_LANG_Mojo", 0x8001: "DW_LANG_Mips_Assembler", 0x8e57: "DW_LANG_GOOGLE_RenderScript",
	0xb000: "DW_LANG_BORLAND_Delphi"}

var dwCC = map[uint64]string{1: "DW_CC_normal", 2: "DW_CC_program", 3: "DW_CC_nocall", 4: "DW_CC_pass_by_reference",
	5: "DW_CC_pass_by_value", 0x40: "DW_CC_GNU_renesas_sh", 0x41: "DW_CC_GNU_borland_fastcall_i386",
	0xb0: "DW_CC_BORLAND_safecall", 0xb1: "DW_CC_BORLAND_stdcall", 0xb2: "DW_CC_BORLAND_pascal", 0xb3: "DW_CC_BORLAND_msfastcall",
	0xb4: "DW_CC_BORLAND_msreturn", 0xb5: "DW_CC_BORLAND_thiscall", 0xb6: "DW_CC_BORLAND_fastcall", 0xc0: "DW_CC_LLVM_vectorcall",
	0xc1: "DW_CC_LLVM_Win64", 0xc2: "DW_CC_LLVM_X86_64SysV", 0xc3: "DW_CC_LLVM_AAPCS", 0xc4: "DW_CC_LLVM_AAPCS_VFP",
	0xc5: "DW_CC_LLVM_IntelOclBicc", 0xc6: "DW_CC_LLVM_SpirFunction", 0xc7: "DW_CC_LLVM_OpenCLKernel", 0xc8: "DW_CC_LLVM_Swift",
	0xc9: "DW_CC_LLVM_PreserveMost", 0xca: "DW_CC_LLVM_PreserveAll", 0xcb: "DW_CC_LLVM_X86RegCall", 0xff: "DW_CC_hi_user"}

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
