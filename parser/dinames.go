package parser

// Names of the enumerations that specialized metadata fields and
// DIExpression operands take, as the union of LLVM 14 through current LLVM
// (the names newer than LLVM 14 are marked). Each list was checked against
// llvm-as 14 (TestDINamesLLVM14 asks it again). DW_LANG_*, DW_LNAME_* and
// DW_CC_* names are not listed: newer LLVM keeps adding languages and
// calling conventions, so any name with the prefix is accepted.

func nameSet(names ...string) map[string]bool {
	m := make(map[string]bool, len(names))
	for _, n := range names {
		m[n] = true
	}
	return m
}

// dwarfTags are the DW_TAG_* names (dwarf::getTag).
var dwarfTags = nameSet(
	"DW_TAG_null", "DW_TAG_array_type", "DW_TAG_class_type", "DW_TAG_entry_point", "DW_TAG_enumeration_type",
	"DW_TAG_formal_parameter", "DW_TAG_imported_declaration", "DW_TAG_label", "DW_TAG_lexical_block", "DW_TAG_member",
	"DW_TAG_pointer_type", "DW_TAG_reference_type", "DW_TAG_compile_unit", "DW_TAG_string_type", "DW_TAG_structure_type",
	"DW_TAG_subroutine_type", "DW_TAG_typedef", "DW_TAG_union_type", "DW_TAG_unspecified_parameters", "DW_TAG_variant",
	"DW_TAG_common_block", "DW_TAG_common_inclusion", "DW_TAG_inheritance", "DW_TAG_inlined_subroutine", "DW_TAG_module",
	"DW_TAG_ptr_to_member_type", "DW_TAG_set_type", "DW_TAG_subrange_type", "DW_TAG_with_stmt", "DW_TAG_access_declaration",
	"DW_TAG_base_type", "DW_TAG_catch_block", "DW_TAG_const_type", "DW_TAG_constant", "DW_TAG_enumerator",
	"DW_TAG_file_type", "DW_TAG_friend", "DW_TAG_namelist", "DW_TAG_namelist_item", "DW_TAG_packed_type",
	"DW_TAG_subprogram", "DW_TAG_template_type_parameter", "DW_TAG_template_value_parameter", "DW_TAG_thrown_type", "DW_TAG_try_block",
	"DW_TAG_variant_part", "DW_TAG_variable", "DW_TAG_volatile_type", "DW_TAG_dwarf_procedure", "DW_TAG_restrict_type",
	"DW_TAG_interface_type", "DW_TAG_namespace", "DW_TAG_imported_module", "DW_TAG_unspecified_type", "DW_TAG_partial_unit",
	"DW_TAG_imported_unit", "DW_TAG_condition", "DW_TAG_shared_type", "DW_TAG_type_unit", "DW_TAG_rvalue_reference_type",
	"DW_TAG_template_alias", "DW_TAG_coarray_type", "DW_TAG_generic_subrange", "DW_TAG_dynamic_type", "DW_TAG_atomic_type",
	"DW_TAG_call_site", "DW_TAG_call_site_parameter", "DW_TAG_skeleton_unit", "DW_TAG_immutable_type", "DW_TAG_MIPS_loop",
	"DW_TAG_format_label", "DW_TAG_function_template", "DW_TAG_class_template", "DW_TAG_GNU_BINCL", "DW_TAG_GNU_EINCL",
	"DW_TAG_GNU_template_template_param", "DW_TAG_GNU_template_parameter_pack", "DW_TAG_GNU_formal_parameter_pack", "DW_TAG_GNU_call_site", "DW_TAG_GNU_call_site_parameter",
	"DW_TAG_APPLE_property", "DW_TAG_APPLE_ptrauth_type", "DW_TAG_LLVM_ptrauth_type", "DW_TAG_LLVM_annotation", "DW_TAG_SUN_function_template",
	"DW_TAG_SUN_class_template", "DW_TAG_SUN_struct_template", "DW_TAG_SUN_union_template", "DW_TAG_SUN_indirect_inheritance", "DW_TAG_SUN_codeflags",
	"DW_TAG_SUN_memop_info", "DW_TAG_SUN_omp_child_func", "DW_TAG_SUN_rtti_descriptor", "DW_TAG_SUN_dtor_info", "DW_TAG_SUN_dtor",
	"DW_TAG_SUN_f90_interface", "DW_TAG_SUN_fortran_vax_structure", "DW_TAG_SUN_hi", "DW_TAG_ALTIUM_circ_type", "DW_TAG_ALTIUM_mwa_circ_type",
	"DW_TAG_ALTIUM_rev_carry_type", "DW_TAG_ALTIUM_rom", "DW_TAG_GHS_namespace", "DW_TAG_GHS_using_namespace", "DW_TAG_GHS_using_declaration",
	"DW_TAG_GHS_template_templ_param", "DW_TAG_UPC_shared_type", "DW_TAG_UPC_strict_type", "DW_TAG_UPC_relaxed", "DW_TAG_PGI_kanji_type",
	"DW_TAG_PGI_interface_block", "DW_TAG_BORLAND_property", "DW_TAG_BORLAND_Delphi_string", "DW_TAG_BORLAND_Delphi_dynamic_array", "DW_TAG_BORLAND_Delphi_set",
	"DW_TAG_BORLAND_Delphi_variant",
)

// dwarfOps are the DW_OP_* names of DIExpression (dwarf::getOperationEncoding).
var dwarfOps = nameSet(
	"DW_OP_addr", "DW_OP_deref", "DW_OP_const1u", "DW_OP_const1s", "DW_OP_const2u", "DW_OP_const2s",
	"DW_OP_const4u", "DW_OP_const4s", "DW_OP_const8u", "DW_OP_const8s", "DW_OP_constu", "DW_OP_consts",
	"DW_OP_dup", "DW_OP_drop", "DW_OP_over", "DW_OP_pick", "DW_OP_swap", "DW_OP_rot",
	"DW_OP_xderef", "DW_OP_abs", "DW_OP_and", "DW_OP_div", "DW_OP_minus", "DW_OP_mod",
	"DW_OP_mul", "DW_OP_neg", "DW_OP_not", "DW_OP_or", "DW_OP_plus", "DW_OP_plus_uconst",
	"DW_OP_shl", "DW_OP_shr", "DW_OP_shra", "DW_OP_xor", "DW_OP_bra", "DW_OP_eq",
	"DW_OP_ge", "DW_OP_gt", "DW_OP_le", "DW_OP_lt", "DW_OP_ne", "DW_OP_skip",
	"DW_OP_lit0", "DW_OP_lit1", "DW_OP_lit2", "DW_OP_lit3", "DW_OP_lit4", "DW_OP_lit5",
	"DW_OP_lit6", "DW_OP_lit7", "DW_OP_lit8", "DW_OP_lit9", "DW_OP_lit10", "DW_OP_lit11",
	"DW_OP_lit12", "DW_OP_lit13", "DW_OP_lit14", "DW_OP_lit15", "DW_OP_lit16", "DW_OP_lit17",
	"DW_OP_lit18", "DW_OP_lit19", "DW_OP_lit20", "DW_OP_lit21", "DW_OP_lit22", "DW_OP_lit23",
	"DW_OP_lit24", "DW_OP_lit25", "DW_OP_lit26", "DW_OP_lit27", "DW_OP_lit28", "DW_OP_lit29",
	"DW_OP_lit30", "DW_OP_lit31", "DW_OP_reg0", "DW_OP_reg1", "DW_OP_reg2", "DW_OP_reg3",
	"DW_OP_reg4", "DW_OP_reg5", "DW_OP_reg6", "DW_OP_reg7", "DW_OP_reg8", "DW_OP_reg9",
	"DW_OP_reg10", "DW_OP_reg11", "DW_OP_reg12", "DW_OP_reg13", "DW_OP_reg14", "DW_OP_reg15",
	"DW_OP_reg16", "DW_OP_reg17", "DW_OP_reg18", "DW_OP_reg19", "DW_OP_reg20", "DW_OP_reg21",
	"DW_OP_reg22", "DW_OP_reg23", "DW_OP_reg24", "DW_OP_reg25", "DW_OP_reg26", "DW_OP_reg27",
	"DW_OP_reg28", "DW_OP_reg29", "DW_OP_reg30", "DW_OP_reg31", "DW_OP_breg0", "DW_OP_breg1",
	"DW_OP_breg2", "DW_OP_breg3", "DW_OP_breg4", "DW_OP_breg5", "DW_OP_breg6", "DW_OP_breg7",
	"DW_OP_breg8", "DW_OP_breg9", "DW_OP_breg10", "DW_OP_breg11", "DW_OP_breg12", "DW_OP_breg13",
	"DW_OP_breg14", "DW_OP_breg15", "DW_OP_breg16", "DW_OP_breg17", "DW_OP_breg18", "DW_OP_breg19",
	"DW_OP_breg20", "DW_OP_breg21", "DW_OP_breg22", "DW_OP_breg23", "DW_OP_breg24", "DW_OP_breg25",
	"DW_OP_breg26", "DW_OP_breg27", "DW_OP_breg28", "DW_OP_breg29", "DW_OP_breg30", "DW_OP_breg31",
	"DW_OP_regx", "DW_OP_fbreg", "DW_OP_bregx", "DW_OP_piece", "DW_OP_deref_size", "DW_OP_xderef_size",
	"DW_OP_nop", "DW_OP_push_object_address", "DW_OP_call2", "DW_OP_call4", "DW_OP_call_ref", "DW_OP_form_tls_address",
	"DW_OP_call_frame_cfa", "DW_OP_bit_piece", "DW_OP_implicit_value", "DW_OP_stack_value", "DW_OP_implicit_pointer", "DW_OP_addrx",
	"DW_OP_constx", "DW_OP_entry_value", "DW_OP_const_type", "DW_OP_regval_type", "DW_OP_deref_type", "DW_OP_xderef_type",
	"DW_OP_convert", "DW_OP_reinterpret", "DW_OP_GNU_push_tls_address", "DW_OP_HP_is_value", "DW_OP_HP_fltconst4", "DW_OP_HP_fltconst8",
	"DW_OP_HP_mod_range", "DW_OP_HP_unmod_range", "DW_OP_HP_tls", "DW_OP_INTEL_bit_piece", "DW_OP_WASM_location", "DW_OP_WASM_location_int",
	"DW_OP_APPLE_uninit", "DW_OP_GNU_entry_value", "DW_OP_PGI_omp_thread_num", "DW_OP_GNU_addr_index", "DW_OP_GNU_const_index", "DW_OP_LLVM_fragment",
	"DW_OP_LLVM_convert", "DW_OP_LLVM_tag_offset", "DW_OP_LLVM_entry_value", "DW_OP_LLVM_implicit_pointer", "DW_OP_LLVM_arg", "DW_OP_LLVM_extract_bits_sext",
	"DW_OP_LLVM_extract_bits_zext",
)

// dwarfEncodings are the DW_ATE_* names (dwarf::getAttributeEncoding).
var dwarfEncodings = nameSet(
	"DW_ATE_address", "DW_ATE_boolean", "DW_ATE_complex_float", "DW_ATE_float", "DW_ATE_signed",
	"DW_ATE_signed_char", "DW_ATE_unsigned", "DW_ATE_unsigned_char", "DW_ATE_imaginary_float", "DW_ATE_packed_decimal",
	"DW_ATE_numeric_string", "DW_ATE_edited", "DW_ATE_signed_fixed", "DW_ATE_unsigned_fixed", "DW_ATE_decimal_float",
	"DW_ATE_UTF", "DW_ATE_UCS", "DW_ATE_ASCII", "DW_ATE_HP_complex_float", "DW_ATE_HP_float128",
	"DW_ATE_HP_complex_float128", "DW_ATE_HP_floathpintel", "DW_ATE_HP_imaginary_float90", "DW_ATE_HP_imaginary_float128",
)

// dwarfVirtualities are the DW_VIRTUALITY_* names.
var dwarfVirtualities = nameSet("DW_VIRTUALITY_none", "DW_VIRTUALITY_virtual", "DW_VIRTUALITY_pure_virtual")

// dwarfMacinfos are the DW_MACINFO_* names.
var dwarfMacinfos = nameSet("DW_MACINFO_define", "DW_MACINFO_undef", "DW_MACINFO_start_file", "DW_MACINFO_end_file", "DW_MACINFO_vendor_ext")

// dwarfEnumKinds are the DW_APPLE_ENUM_KIND_* names (newer than LLVM 14).
var dwarfEnumKinds = nameSet("DW_APPLE_ENUM_KIND_Closed", "DW_APPLE_ENUM_KIND_Open")

// emissionKinds, nameTableKinds and fixedPointKinds are the bare words of
// DICompileUnit's emissionKind and nameTableKind and DIFixedPointType's kind.
var (
	emissionKinds   = nameSet("NoDebug", "FullDebug", "LineTablesOnly", "DebugDirectivesOnly")
	nameTableKinds  = nameSet("Default", "GNU", "None", "Apple") // Apple: newer
	fixedPointKinds = nameSet("Binary", "Decimal", "Rational")   // newer
	checksumKinds   = nameSet("CSK_MD5", "CSK_SHA1", "CSK_SHA256")
)

// diFlags are the DIFlag* names (DINode::getFlag; DIFlagZero is rejected).
var diFlags = nameSet(
	"DIFlagPrivate", "DIFlagProtected", "DIFlagPublic", "DIFlagFwdDecl", "DIFlagAppleBlock",
	"DIFlagReservedBit4", "DIFlagVirtual", "DIFlagArtificial", "DIFlagExplicit", "DIFlagPrototyped",
	"DIFlagObjcClassComplete", "DIFlagObjectPointer", "DIFlagVector", "DIFlagStaticMember", "DIFlagLValueReference",
	"DIFlagRValueReference", "DIFlagExportSymbols", "DIFlagSingleInheritance", "DIFlagMultipleInheritance", "DIFlagVirtualInheritance",
	"DIFlagIntroducedVirtual", "DIFlagBitField", "DIFlagNoReturn", "DIFlagTypePassByValue", "DIFlagTypePassByReference",
	"DIFlagEnumClass", "DIFlagThunk", "DIFlagNonTrivial", "DIFlagBigEndian", "DIFlagLittleEndian",
	"DIFlagAllCallsDescribed", "DIFlagIndirectVirtualBase",
)

// spFlagDefinition is DISPFlagDefinition's bit.
const spFlagDefinition = 8

// spFlags are the DISPFlag* names and their values (DISubprogram::getFlag).
var spFlags = map[string]uint32{
	"DISPFlagVirtual":        1,
	"DISPFlagPureVirtual":    2,
	"DISPFlagLocalToUnit":    4,
	"DISPFlagDefinition":     8,
	"DISPFlagOptimized":      16,
	"DISPFlagPure":           32,
	"DISPFlagElemental":      64,
	"DISPFlagRecursive":      128,
	"DISPFlagMainSubprogram": 256,
	"DISPFlagDeleted":        512,
	"DISPFlagObjCDirect":     2048,
}
