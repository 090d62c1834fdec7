package llvmver

// A Change is one rule of LLVM that differs between releases. Its row in
// the table below gives the first release with the new behaviour; code that
// depends on the rule asks Version.Has(change).
type Change int

// The changes irmeta models. Add a row when a rule is found to differ; do
// not compare version numbers elsewhere.
const (
	// OpaquePointersDefault: `ptr` is the default pointer type (LLVM 15);
	// LLVM 14 needs -opaque-pointers for it.
	OpaquePointersDefault Change = iota
	// TypedPointersGone: typed pointer syntax (`i32*`) is read as `ptr`
	// (LLVM 17).
	TypedPointersGone
	// ModFlagMinMissingIsZero: a Min module flag missing from one module
	// counts as 0 when linking, and Min values must be non-negative
	// (LLVM 15).
	ModFlagMinMissingIsZero
	// ModFlagMinBehavior: behaviour 8 (Min) exists (LLVM 15).
	ModFlagMinBehavior
	// ModFlagAppendDistinct: Append and AppendUnique link results are
	// distinct nodes (the flag and its value), extended in place.
	ModFlagAppendDistinct
	// ModFlagErrorValuesMessage: the linker's message for an Error flag
	// with two values prints both values ("IDs have conflicting values:
	// 'i32 8' from b.ll, and 'i32 7' from llvm-link").
	ModFlagErrorValuesMessage
	// ModFlagAArch64Min: the loader upgrades "branch-target-enforcement"
	// and the "sign-return-address*" flags from Error to Min (measured:
	// llvm-as 15, 16, 19 and 22 check them as Min flags, 14 does not).
	ModFlagAArch64Min
	// ModFlagARMBranchProtectionUpgraded: on ARM and AArch64 targets the
	// loader copies the branch-protection module flags with value 1 into
	// function attributes and sets them to 2 (absent in 19, present in 22).
	ModFlagARMBranchProtectionUpgraded
	// ModFlagAMDHSAName: the loader renames the module flag
	// "amdgpu_code_object_version" to "amdhsa_code_object_version".
	ModFlagAMDHSAName
	// NamedMDLinkUnique: the linker adds an operand to a named metadata
	// list only if the list does not hold it yet (no duplicated
	// !llvm.ident entries).
	NamedMDLinkUnique
	// DebugRecords: debug intrinsics are printed as #dbg_ records (LLVM 19).
	DebugRecords
	// EntryValueSwiftAsync: an entry value may describe a swiftasync
	// argument, and the rule's message says so (measured: llvm-as 16
	// "Entry values are only allowed in MIR", 19 "... unless they target
	// a swiftasync Argument"; 17 and 18 not measured).
	EntryValueSwiftAsync
	// DbgAssign: the llvm.dbg.assign intrinsic and its !DIAssignID
	// (measured: llvm-as 14 and 15 take a call of it as of any function,
	// and refuse !DIAssignID; 16 checks it).
	DbgAssign
	// DbgIntrinsicsLoadedAsRecords: the loader turns calls of debug
	// intrinsics into records before the verifier runs, which then judges
	// them by the records' rules and texts (measured: llvm-as 19 judges
	// the calls, "mismatched subprogram between llvm.dbg.value variable
	// and !dbg attachment"; 22 the records; 20 and 21 not measured).
	DbgIntrinsicsLoadedAsRecords
	// The constant expressions LLVM removed, group by group (the parser
	// then says "<op> constexprs are no longer supported"). Rejected by
	// llvm-as 19 and 22 and accepted by llvm-as 14 (mul: rejected by 22
	// only); the release within that range is the one whose branch
	// followed the removing commit.
	//
	// ConstExprAggregateRemoved: extractvalue, insertvalue (LLVM 15).
	ConstExprAggregateRemoved
	// ConstExprDivRemRemoved: udiv, sdiv, urem, srem (LLVM 15).
	ConstExprDivRemRemoved
	// ConstExprFPBinopsRemoved: fadd, fsub, fmul, fdiv, frem (LLVM 15).
	ConstExprFPBinopsRemoved
	// ConstExprFNegRemoved: fneg (LLVM 16).
	ConstExprFNegRemoved
	// ConstExprSelectRemoved: select (LLVM 17).
	ConstExprSelectRemoved
	// ConstExprAndOrRemoved: and, or (LLVM 18).
	ConstExprAndOrRemoved
	// ConstExprShiftRightRemoved: lshr, ashr (LLVM 18).
	ConstExprShiftRightRemoved
	// ConstExprExtRemoved: zext, sext (LLVM 18).
	ConstExprExtRemoved
	// ConstExprFPCastsRemoved: fptrunc, fpext, fptoui, fptosi, uitofp,
	// sitofp (LLVM 18).
	ConstExprFPCastsRemoved
	// ConstExprCmpRemoved: icmp, fcmp (LLVM 19).
	ConstExprCmpRemoved
	// ConstExprShlRemoved: shl (LLVM 19).
	ConstExprShlRemoved
	// ConstExprMulRemoved: mul (LLVM 21).
	ConstExprMulRemoved
	// MemoryAttribute: memory(...) replaces readnone/readonly/writeonly/
	// argmemonly/inaccessiblememonly on functions; the parser still reads
	// the old words there and upgrades them (LLVM 16).
	MemoryAttribute
	// CapturesAttribute: captures(...) replaces nocapture, which the
	// parser reads on parameters and return values as captures(none)
	// (LLVM 21).
	CapturesAttribute
	// NumberingGaps: numbered values, arguments and blocks may skip
	// numbers, as long as they increase ("expected to be numbered '%N' or
	// greater"). llvm-as 19 and 22 allow it, 14 does not; the release is
	// the one after the change's commit (January 2024).
	NumberingGaps
	// ImplicitIntrinsicDecls: a called intrinsic needs no declaration;
	// the parser declares it from the call's type (llvm-project#78251).
	ImplicitIntrinsicDecls
	// X86MMXGone: the x86_mmx type is removed; the parser no longer
	// knows the word (LLVM 20).
	X86MMXGone
	// AtomicRMWFMaxMin: atomicrmw fmax and fmin (LLVM 15).
	AtomicRMWFMaxMin
	// AtomicRMWWrap: atomicrmw uinc_wrap and udec_wrap (LLVM 16).
	AtomicRMWWrap
	// AtomicRMWNewer: atomicrmw usub_cond, usub_sat, fmaximum, fminimum
	// (LLVM 20; llvm-as 19 rejects them, 22 accepts).
	AtomicRMWNewer
	// GlobalSanitizerAttrs: no_sanitize_address, no_sanitize_hwaddress,
	// sanitize_address_dyninit, sanitize_memtag on global variables
	// (LLVM 15).
	GlobalSanitizerAttrs
	// UWTableKind: uwtable(sync) and uwtable(async), and uwtable sorts with
	// the integer attributes (LLVM 15).
	UWTableKind

	// ModFlagPICLevelMin: LLVM writes "PIC Level" with behavior Min, so
	// that linking PIC with non-PIC code gives non-PIC (Max before; LLVM
	// 14 writes 7, LLVM 22 8), and its loader upgrades "PIC Level" with
	// behaviour Error or Max to Min (LLVM 14 upgrades Error to Max;
	// measured: llvm-as 14 and 15 no, 16, 19 and 22 yes).
	ModFlagPICLevelMin
	// ModFlagCFProtectionMin: clang writes "cf-protection-branch" and
	// "cf-protection-return" with behavior Min (Override before; LLVM 14
	// writes 4, LLVM 22 8).
	ModFlagCFProtectionMin
	// ModFlagBranchProtectionMin: clang writes AArch64's
	// "branch-target-enforcement" and "sign-return-address*" with behavior
	// Min and value 2 (Error with 0 or 1 before; LLVM 14 writes 1, LLVM 22
	// 8).
	ModFlagBranchProtectionMin
	// ModFlagSmallDataLimitMin: clang writes RISC-V's "SmallDataLimit"
	// with behavior Min (Error in LLVM 14; found at 22, the release in
	// between unconfirmed).
	ModFlagSmallDataLimitMin
	// PtrAnnotationStringOverload: llvm.ptr.annotation is overloaded on
	// the annotation string's pointer type too, so its name has two
	// suffixes (llvm.ptr.annotation.p0.p0; LLVM 17, which upgrades the
	// one-suffix name).
	PtrAnnotationStringOverload
	// PointerOverloadsAdded: llvm.annotation and llvm.var.annotation are
	// overloaded on their pointer parameters (llvm.annotation.i32.p0,
	// llvm.var.annotation.p0.p0), and llvm.stacksave and
	// llvm.stackrestore on their address space (llvm.stacksave.p0); the
	// parser upgrades the names without the suffixes.
	PointerOverloadsAdded
	// VarArgPointerOverloads: llvm.va_start, llvm.va_end and llvm.va_copy
	// are overloaded on their pointer's address space (llvm.va_start.p0).
	VarArgPointerOverloads
	// ExperimentalVectorRenamed: llvm.experimental.vector.reverse,
	// .splice, .interleave2 and .deinterleave2 are read as
	// llvm.vector.reverse and so on.
	ExperimentalVectorRenamed
	// StepvectorRenamed: llvm.experimental.stepvector is read as
	// llvm.stepvector.
	StepvectorRenamed
	// CoroEndResultToken: llvm.coro.end takes a third parameter, the
	// token of its results (the upgrade of two-argument calls passes
	// "token none").
	CoroEndResultToken
	// CoroEndVoid: llvm.coro.end returns nothing (it returned i1).
	CoroEndVoid
	// AsmSplatConstants: AsmWriter prints vector constants whose elements
	// are one integer or floating-point constant as "splat (T v)"
	// (llvm-dis 14 and 19 print the elements, 22 the splat; 20 and 21 not
	// measured).
	AsmSplatConstants
	// AsmMustTailEllipsis: a musttail call in a vararg function without
	// arguments prints "(...)"; before, "(, ...)" (llvm-dis 13 to 15 and
	// 16 measured).
	AsmMustTailEllipsis
	// ObjCPropertySetterFirst: an OBJC_PROPERTY record holds the setter's
	// name before the getter's (llvm-dis 13 to 19 read the getter first;
	// 22 the setter; 20 and 21 not measured).
	ObjCPropertySetterFirst
	// AMDGPUUnsafeFPAtomicsUpgraded: reading a module turns the function
	// attribute "amdgpu-unsafe-fp-atomics" into metadata on the
	// function's floating-point atomicrmw instructions (absent in
	// llvm-dis-19, present in 22; 20 and 21 not measured).
	AMDGPUUnsafeFPAtomicsUpgraded
	// AsmBackslashEscape: AsmWriter writes a backslash in quoted strings as
	// two backslashes rather than \5C (so already in LLVM 13; the release
	// that changed it is older than irmeta models).
	AsmBackslashEscape
	// AsmDollarQuoted: AsmWriter quotes names that contain '$' (llvm-dis
	// 13, 14 and 22 print @"a$b"; the release that started is older than
	// irmeta models).
	AsmDollarQuoted
	// AsmUnknownIntrinsicComment: AsmWriter prints "; Unknown intrinsic"
	// before a function named "llvm.*" that is no intrinsic it knows
	// (llvm-dis 14 does not, 22 does; LLVM 21, llvm-project#146726, July
	// 2025).
	AsmUnknownIntrinsicComment
	// DISizeAsMetadata: DI type sizes and offsets may be metadata; bitcode
	// marks records that store them so, and llvm-as writes every record so:
	// an omitted size is null, "size: 0" the constant 0, two nodes
	// (checked against LLVM 14 and 22 only).
	DISizeAsMetadata
	// DataLayoutX86AddrSpaces: reading a module adds the x86 address
	// spaces p270-p272 to its data layout (LLVM 10; pinned at
	// OldestProducer, whose llvm-dis does).
	DataLayoutX86AddrSpaces
	// DataLayoutX86MSVCF80: reading a module of a 32-bit x86 Windows MSVC
	// target turns f80:32 into f80:128 (absent in llvm-dis-13, present
	// in 14).
	DataLayoutX86MSVCF80
	// DataLayoutI128: reading a module adds i128:128 to x86 and wasm data
	// layouts, and the x86 address spaces to any "e-m:x" layout, not only to
	// those continuing with an i64 or f64 entry (checked against LLVM 14 and
	// 22 only).
	DataLayoutI128
	// DataLayoutAArch64: reading a module adds the p270-p272 address spaces
	// and -Fn32 to AArch64 data layouts (checked against LLVM 14 and 22 only).
	DataLayoutAArch64
	// DataLayoutAMDGPUGlobals: reading an AMDGPU (r600, amdgcn) module
	// gives globals address space 1 (-G1) unless its layout names one
	// (measured in LLVM 14; older than irmeta models).
	DataLayoutAMDGPUGlobals
	// DataLayoutAMDGPUBufferSpaces: reading an amdgcn module adds the
	// buffer pointer address spaces p7, p8 and p9 and makes 7, 8 and 9
	// non-integral (-ni:7:8:9) where its layout lacks them (LLVM 18, with
	// address space 9 in llvm-project#74471).
	DataLayoutAMDGPUBufferSpaces
	// DataLayoutAMDGPUP8Index: the amdgcn buffer resource pointer gets a
	// 48-bit index (-p8:128:128:128:48) on load (found at 22; the release
	// in between unconfirmed).
	DataLayoutAMDGPUP8Index
	// DataLayoutAMDGPUMangling: reading an AMDGPU module adds ELF mangling
	// (m:e) to its layout (LLVM 22, llvm-project#163644, October 2025).
	DataLayoutAMDGPUMangling
	// DataLayoutRISCV64N32: reading a riscv64 module makes i32 native
	// (-n64- becomes -n32:64-; LLVM 16, commit 974e2e690b40 of November
	// 2022).
	DataLayoutRISCV64N32
	// DataLayoutLoongArch64N32: the same for loongarch64 (LLVM 19,
	// llvm-project#93814, June 2024).
	DataLayoutLoongArch64N32
	// DataLayoutSPIRGlobals: reading a SPIR or physical SPIR-V module gives
	// globals address space 1 (-G1) unless its layout names one (LLVM 19,
	// llvm-project#88455, April 2024).
	DataLayoutSPIRGlobals
	// DataLayoutI128Wider: reading a SPARC, MIPS64 (but the o32 "m:m"
	// layouts) or PowerPC64 module inserts i128:128 after i64:64 (LLVM 20:
	// llvm-project#106951, #112084 and #118004, reviewed September to
	// December 2024, between the 19 and 20 branches).
	DataLayoutI128Wider
	// DataLayoutAIXDouble: reading a PowerPC AIX module gives double a
	// 32-bit ABI alignment (-f64:32:64 before -S128 or at the end; LLVM 22,
	// llvm-project#144673).
	DataLayoutAIXDouble

	// ProfExpectedWeights: !prof branch_weights may carry the string
	// "expected" after the name, which the verifier does not count as a
	// weight (LLVM 19).
	ProfExpectedWeights
	// ProfNamesChecked: a !prof attachment on an instruction is either
	// branch_weights or a well-formed "VP" value profile (at least five
	// operands, a kind 0..2, an even count after the name; indirect-call
	// and memop kinds on calls only); any other name is rejected. Measured
	// absent in LLVM 14 and present in LLVM 22.
	ProfNamesChecked
	// ProfUnknownMarker: !prof may be {!"unknown", !"origin"} on the
	// instructions that take branch_weights, and an empty !prof says "at
	// least 1 operand" (LLVM 22, measured).
	ProfUnknownMarker
	// IntrinsicNamedStructUpgraded: a call of an intrinsic declared to
	// return a named struct is remade by the reader with the literal
	// struct and the call's arguments (dropping the call's attachments;
	// arguments that do not fit the declaration's parameters are then
	// the verifier's call rules); measured absent in LLVM 14 (where the
	// named struct is accepted as it is) and present in 15, 16, 19, 22.
	IntrinsicNamedStructUpgraded
	// AnnotationTuples: !annotation operands may be tuples of strings, and
	// the verifier's texts say so ("operands must be a string or a tuple of
	// strings"; LLVM 14: "operands must be strings").
	AnnotationTuples
	// RangeEqualBounds: a !range pair with equal bounds other than the
	// minimum or maximum value is rejected ("The upper and lower limits
	// cannot be the same value"); LLVM 14 accepts it.
	RangeEqualBounds
	// AccessGroupChecked: the verifier checks !llvm.access.group lists
	// ("Access scope list contains invalid access scope"); LLVM 14 does
	// not. Seen at 14 and 22 only: 15 is the first release it may be in.
	AccessGroupChecked
	// NonnullEmpty: !nonnull must have no operands ("nonnull metadata must
	// be empty"); LLVM 14 does not check.
	NonnullEmpty
	// SubrangeBoundsOptional: a DISubrange or DIGenericSubrange may have
	// neither count nor upperBound; LLVM 14 requires one ("Subrange must
	// contain count or upperBound").
	SubrangeBoundsOptional
	// FramePointerReserved: "frame-pointer"="reserved" is a valid value.
	FramePointerReserved
	// FramePointerNonLeafNoReserve: "frame-pointer"="non-leaf-no-reserve"
	// (clang 22's -momit-leaf-frame-pointer on AArch64) is a valid value
	// (measured: not in llvm-as 19, in 22).
	FramePointerNonLeafNoReserve
	// VScaleRangePowerOfTwo: vscale_range bounds must be powers of two
	// (measured: not in llvm-as 16, in 19; 17 and 18 not measured).
	VScaleRangePowerOfTwo
	// UnsafeFPMathFree: "unsafe-fp-math" is no boolean string attribute
	// any more (its value is not checked).
	UnsafeFPMathFree
	// ApproxFuncFPMathBool: "approx-func-fp-math" is a boolean string
	// attribute (measured: not in llvm-as 14, in 15, 16 and 19; not in 22,
	// as "unsafe-fp-math", UnsafeFPMathFree).
	ApproxFuncFPMathBool
	// ImmargWithRange: an immarg parameter may also carry range(...); the
	// message names that exception.
	ImmargWithRange
	// UsedInitializerSpelled: the llvm.used message says "initializer"
	// (LLVM 14: "initalizer").
	UsedInitializerSpelled
	// IntrinsicGlobalUses: llvm.used, llvm.compiler.used, global_ctors
	// and global_dtors must not be used ("invalid uses of intrinsic
	// global variable").
	IntrinsicGlobalUses
	// CtorsMessagePtr: the global_ctors three-field message says "ptr
	// null" (LLVM 14: "i8* null"; measured: llvm-as 15 "i8*", 16 "ptr").
	CtorsMessagePtr
	// IFuncLinkageAndResolver: an ifunc's linkage is checked and its
	// resolver must be a definition.
	IFuncLinkageAndResolver
	// IFuncResolverCastsOnly: an ifunc's resolver is a function once
	// pointer casts and aliases are looked through; before, through any
	// constant expression down to its base object (llvm-as 14 and 15
	// accept "getelementptr (i8, ptr @r, i32 4)", 16 does not).
	IFuncResolverCastsOnly
	// CallTypeAlignChecked: a call may not pass or return a value whose
	// ABI alignment is above what LLVM represents ("Incorrect alignment
	// of argument passed to called function!"; absent in llvm-as 14,
	// 2^14 bytes in 15 and 16).
	CallTypeAlignChecked
	// CallTypeAlignIntrinsicsExempt: calls of intrinsics are not held to
	// it (llvm-as 15 holds them, 16 does not).
	CallTypeAlignIntrinsicsExempt
	// CallTypeAlignMaxRaised: that bound is Value::MaximumAlignment,
	// 2^32 bytes (llvm-as 19 and 22; 17 and 18 not measured).
	CallTypeAlignMaxRaised
	// ImplicitRefChecked: a global object's !implicit.ref attachments are
	// checked (absent in llvm-as 19, present in 22; 20 and 21 not
	// measured).
	ImplicitRefChecked
	// CallAlignIsAttribute: a call site's "align N" among its function
	// attributes is read as an attribute, which the verifier refuses
	// ("Attribute 'align 8' does not apply to functions!"); before,
	// LLParser refused it ("call instructions may not have an
	// alignment"; llvm-as 14 and 15 do, 16 does not).
	CallAlignIsAttribute
	// ModularFormatChecked: the "modular-format" attribute's fields are
	// checked (absent in llvm-as 19, present in 22; 20 and 21 not
	// measured).
	ModularFormatChecked
	// CallArgTypeChecked: LLParser refuses a call argument of label or
	// function type ("invalid type for function argument"; llvm-as 14 to
	// 19 take a label argument, and say "functions are not values" of a
	// function-typed one at its value).
	CallArgTypeChecked
	// NakedArgsUnused: a naked function's arguments may have no uses
	// ("cannot use argument of naked function"; llvm-as 14, 16 and 19
	// accept them, 22 does not).
	NakedArgsUnused
	// IntrinsicMismatchedCallIsUse: a call of an intrinsic with another
	// function type takes its address ("Invalid user of intrinsic
	// instruction!" at the declaration).
	IntrinsicMismatchedCallIsUse
	// MaskedAlignAttribute: llvm.masked.load/store/gather/scatter lost
	// their alignment argument for an align attribute; the loader makes
	// calls of the old form again.
	MaskedAlignAttribute
	// AssumeBundlesTrueCondition: an llvm.assume with operand bundles must
	// have the condition i1 true.
	AssumeBundlesTrueCondition
	// AssumeDereferenceableRule: a "dereferenceable" assume bundle has its
	// own rule (pointer and integer, not necessarily constant).
	AssumeDereferenceableRule
	// AssumeSeparateStorage: "separate_storage" is an llvm.assume bundle
	// of two pointers (before, a tag that names no attribute).
	AssumeSeparateStorage
	// NVVMAnnotationsUpgraded: the loader turns the function annotations
	// of !nvvm.annotations ("kernel", "maxntid*", "reqntid*", "minctasm",
	// "maxnreg", "maxclusterrank", "cluster_dim_*", "align",
	// "grid_constant") into the ptx_kernel calling convention and function
	// attributes and drops them from the list.
	NVVMAnnotationsUpgraded
	// LifetimeAllocaOnly: the loader deletes llvm.lifetime.start/end calls
	// whose pointer is not an alloca (after pointer casts and zero-index
	// GEPs): undef, poison, null, arguments, globals.
	LifetimeAllocaOnly
	// DbgDeclarePointerOrInt: the verifier requires the location of a
	// dbg_declare to be a pointer or an integer ("location of #dbg_declare
	// must be a pointer or int"), which drops the debug info of a module
	// declaring a float.
	DbgDeclarePointerOrInt
	// ArrayBaseTypeRequired: the verifier requires a DW_TAG_array_type
	// DICompositeType to have a baseType ("array types must have a base
	// type"); LLVM 14 does not check.
	ArrayBaseTypeRequired
	// LocalImportsInRetainedNodes: the loader moves the DIImportedEntity
	// nodes of a compile unit's imports whose scope is local into the
	// retainedNodes of their subprogram.
	LocalImportsInRetainedNodes
	// RetainedNodesOwnScope: the verifier requires a subprogram's retained
	// nodes to be in that subprogram ("invalid retained nodes, retained
	// node does not belong to subprogram").
	RetainedNodesOwnScope
	// LoopStripNestedLocations: when the debug info is stripped, a loop
	// property node that reaches a DILocation loses only the locations
	// (rebuilt without them); before, the whole property was dropped.
	LoopStripNestedLocations
	// DIExpressionCompareOps: DIExpression::isValid accepts DW_OP_eq, ne,
	// gt, ge, lt and le ("invalid expression" in LLVM 14).
	DIExpressionCompareOps
	// DIExpressionAbsRotNeg: DIExpression::isValid accepts DW_OP_abs, rot
	// and neg.
	DIExpressionAbsRotNeg
	// DIExpressionEntryValueAfterArg0: DIExpression::isValid accepts
	// DW_OP_LLVM_entry_value right after a leading DW_OP_LLVM_arg 0, not
	// only first (measured: invalid in llvm-as 14 and 15, valid in 16).
	DIExpressionEntryValueAfterArg0
	// EntryValueSingleLocation: the verifier's entry-value rule asks
	// DIExpression::isEntryValue of the expression's single location (a
	// leading DW_OP_LLVM_arg 0 skipped; none with other DW_OP_LLVM_args)
	// rather than its first operator (measured: llvm-as 16 reads the first
	// operator, 19 the location; 17 and 18 not measured).
	EntryValueSingleLocation
	// DIExpressionExtractBits: DW_OP_LLVM_extract_bits_sext and _zext
	// exist (LLVM 14's parser does not know them).
	DIExpressionExtractBits
	// EmbeddedSourceMixed: a compile unit's files may mix embedded source
	// and none; before, the verifier said "inconsistent use of embedded
	// source".
	EmbeddedSourceMixed
	// CompositeElementsNoNull: the verifier rejects a null entry in a
	// DICompositeType's elements ("DISubprogram contains null entry in
	// `elements` field", sic).
	CompositeElementsNoNull
	// GUIDSemicolon: the global identifier of a local-linkage value (the
	// text its GUID hashes) joins the source file name and the name with
	// ';' (':' before).
	GUIDSemicolon
	// SummaryImportType: module summary flags carry an import type, which
	// llvm-dis prints as "importType: definition|declaration".
	SummaryImportType
	// SummaryTailCall: summary call edges carry a tail-call flag, which
	// llvm-dis prints as "tail: 1".
	SummaryTailCall
	// SummaryTypeIDSlotsApart: llvm-dis numbers the summary's type ids
	// apart from its GUIDs; before, a typeidCompatibleVTable's slot was
	// also recorded as the slot of the GUID of its name, so a global of
	// that name (a C++ type name, _ZTS...) is referred to by the type id's
	// number.
	SummaryTypeIDSlotsApart
	// SummaryModulesByPath: llvm-dis numbers an index's modules in the
	// order of their paths; before, in the order of their module ids.
	SummaryModulesByPath
	// SummaryEdgeHotness: llvm-as writes summary index version 10 (9
	// before): every call edge carries its hotness (the _PROFILE records;
	// before, only in a function with an entry count, or in a combined
	// index where some edge has one), the block count is written only
	// when set, and a per-module summary keeps the unified LTO flag.
	SummaryEdgeHotness
	// SummaryGUIDWords: llvm-as writes summary index version 12, whose
	// FS_VALUE_GUID gives a GUID as two 32-bit words (one 64-bit value
	// before).
	SummaryGUIDWords
	// SummaryMemProf: function summaries hold memory-profile fields,
	// "allocs: (...)" and "callsites: (...)".
	SummaryMemProf
	// SummaryHotAllocType: "hot" is an allocation type of those fields.
	SummaryHotAllocType
	// SummaryEmptyStackIds: their stack id lists may be empty,
	// "stackIds: ()".
	SummaryEmptyStackIds
	// SummaryNullAliasee: an alias summary's aliasee may be "null".
	SummaryNullAliasee
	// VectorSpliceLeftRight: llvm.experimental.vector.splice is read as
	// llvm.vector.splice.left or .right (a negative index becomes right's
	// offset), each with its own index range ("[0, VL-1]", "[0, VL]"), and
	// vscale_range scales only scalable vectors; before, one range
	// "[-VL, VL-1]" scaled by vscale_range for every vector.
	VectorSpliceLeftRight
	// StatepointCalleeElementType: a gc.statepoint's callee type is its
	// elementtype attribute, which is required; before, the pointee of the
	// callee's typed pointer.
	StatepointCalleeElementType
	// GCRelocateUndefToken: a gc.relocate may take an undef token (what
	// InstCombine leaves in unreachable code).
	GCRelocateUndefToken
	// AttachedCallClaim: a clang.arc.attachedcall bundle may name
	// objc_claimAutoreleasedReturnValue.
	AttachedCallClaim
	// InlineAsmVerifyReasons: the parser says why an inline asm's
	// constraint string does not fit its call ("inline asm without outputs
	// must return void"); LLVM 14 says only "invalid type for inline asm
	// constraint string".
	InlineAsmVerifyReasons
	// InlineAsmLabelConstraints: '!' starts a label constraint of callbr
	// ("!i"); LLVM 14 reads it as a constraint letter of an input.
	InlineAsmLabelConstraints
	// CallBrResultInIndirectDests: a callbr's result is available in its
	// indirect destinations too, not only in its default one ("Instruction
	// does not dominate all uses!" before).
	CallBrResultInIndirectDests
	// CallBrLandingPad: the verifier knows llvm.callbr.landingpad: its
	// operand is a callbr's result and it opens one of that callbr's
	// indirect destinations.
	CallBrLandingPad
	// CallBrIntrinsics: callbr may call selected intrinsics
	// (llvm.amdgcn.kill), with their own rules; before, only inline asm
	// ("Callbr is currently only used for asm-goto!").
	CallBrIntrinsics
	// ThreadPointerGlobalsAddrSpace: llvm.thread.pointer returns a pointer
	// in the data layout's globals address space ("G<n>").
	ThreadPointerGlobalsAddrSpace
	// DynamicAreaOffsetWidth: llvm.get.dynamic.area.offset returns an
	// integer as wide as a pointer of the alloca address space ("A<n>").
	DynamicAreaOffsetWidth
	// ArrayOfScalableVectors: an array may hold scalable vectors; LLVM 14
	// says "invalid array element type".
	ArrayOfScalableVectors
	// StructOfScalableVectors: a struct whose fields are all the same
	// scalable vector type is sized (it may be loaded, stored and
	// allocated); LLVM 14 counts every struct holding a scalable vector
	// unsized.
	StructOfScalableVectors
	// OpaqueStructNotFirstClass: a struct without a body (opaque, or not
	// defined yet) is no first-class type: a load of one says "load
	// operand must be a pointer to a first class type".
	OpaqueStructNotFirstClass
	// FPMathStructs: fast-math flags on a select, phi or call of a
	// literal struct of one floating-point type repeated ({float,
	// float}); before, "fast-math-flags specified for select without
	// floating-point scalar or vector return type".
	FPMathStructs
	// MetadataBundleOperands: an operand bundle may take metadata
	// ("x"(metadata !0)); before, as anywhere but a call's arguments,
	// "expected value token".
	MetadataBundleOperands
	// AssociatedChecked: a global object's !associated attachment is one
	// value of pointer type, not the object itself.
	AssociatedChecked
	// KCFITypeChecked: a function's !kcfi_type attachment is one 32-bit
	// integer constant.
	KCFITypeChecked
	// PtrauthBundleChecked: a call's "ptrauth" operand bundle is verified
	// (one per call, an i32 constant key and an i64 discriminator, indirect
	// calls only).
	PtrauthBundleChecked
	// KCFIBundleChecked: a call's "kcfi" operand bundle is verified (one
	// per call, one i32 constant).
	KCFIBundleChecked
	// MMRAChecked: an instruction's !mmra attachment is a tag (two
	// strings) or a tuple of tags, on an instruction that accesses memory.
	MMRAChecked
	// MemProfChecked: !memprof and !callsite attachments are on calls and
	// hold call stacks of integers; a MemInfoBlock's other operands are
	// strings.
	MemProfChecked
	// MemProfTotalSize: a MemInfoBlock's last operand may be an integer
	// (the total profiled size) instead of a string.
	MemProfTotalSize
	// MemProfContextSizes: a MemInfoBlock is the call stack, one string,
	// then context size nodes of two integers each.
	MemProfContextSizes
	// NoaliasAddrspaceChecked: !noalias.addrspace is a range list of i32
	// address spaces on a memory operation.
	NoaliasAddrspaceChecked
	// NofreeChecked: !nofree is an empty node on an inttoptr of pointer
	// type.
	NofreeChecked
	// CalleeTypeChecked: !callee_type is on a call, a list of generalized
	// type metadata (offset 0, a ".generalized" type name).
	CalleeTypeChecked
	// LifetimeSizeDropped: llvm.lifetime.start/end take the pointer alone;
	// the parser remakes the calls of the old two-operand declarations on
	// the stripped alloca and declares the new intrinsics at the end of
	// the module (see upgrade.Lifetimes).
	LifetimeSizeDropped
	// VNNIByteOperands: the x86 VNNI dot products (vpdpbusd and kin) take
	// byte and word vectors, and the loader replaces a declaration with
	// i32 vectors there.
	VNNIByteOperands
	// NVVMMinMaxIntrinsics: llvm.nvvm.max/min.{s,i,ll,us,ui,ull} are
	// upgraded, when the old declaration is, into llvm.smax, smin, umax and
	// umin of their type; before, each call became an icmp and a select
	// (and 13-16 left the i16 ones alone).
	NVVMMinMaxIntrinsics
	// NVVMCallsRemade: the calls of more old NVVM intrinsics are remade as
	// calls of other intrinsics, each declared when the first call is
	// upgraded: fabs.{f,ftz.f,d} and abs.bf16(x2) as llvm.nvvm.fabs,
	// ex2.approx as its overloaded form, rotate and swap.lo.hi as
	// llvm.fshl/fshr, tanh.approx.f32 as llvm.tanh, the barriers as
	// llvm.nvvm.barrier.cta.*; bitcast, ptr.*.to.*, ldg.global and
	// atomic.load.{inc,dec} become plain instructions.
	NVVMCallsRemade
	// NVVMSharedClusterAddrSpace: the shared::cluster intrinsics (mapa,
	// cp.async.bulk to the cluster, cp.async.bulk.tensor.g2s) take their
	// pointer in addrspace(7); a declaration of the old form, in
	// addrspace(3), is upgraded and its calls remade with a cast.
	NVVMSharedClusterAddrSpace
	// NVVMBF16Bfloat: the NVVM bf16 intrinsics (abs, fma.rn, fmax, fmin,
	// neg) take bfloat; a declaration of the old form, with i16 (or
	// i32 for the x2 ones), is upgraded.
	NVVMBF16Bfloat
	// GCResultUndefToken: gc.result may take an undef or poison token.
	GCResultUndefToken
	// EHPadNoThrowIntrinsicInvokes: an invoke of an intrinsic that does
	// not throw (and cannot become a call of a function, as the ObjC
	// runtime's can) is no unwind edge the EH pad rules look at.
	EHPadNoThrowIntrinsicInvokes
	// DIExtraDataChecked: a DIDerivedType's extraData is checked: a
	// template alias's is a tuple, a member's, base class's or static
	// member's a constant, string, ObjC property or tuple of one constant.
	DIExtraDataChecked
	// DITemplateAlias: a DIDerivedType may be a DW_TAG_template_alias.
	DITemplateAlias
	// RangeOnVectors: a !range on an instruction of vector type bounds
	// its elements (measured: "Range types must match instruction type!"
	// in llvm-as 14 and 16, valid in 19; 17 and 18 not measured).
	RangeOnVectors
	// RetainedImportedEntities: a subprogram's retained nodes may be
	// imported entities, and the rule's message names them (measured:
	// llvm-as 14, 15 and 16 refuse them, "expected DILocalVariable or
	// DILabel"; 19 takes them; 17 and 18 not measured).
	RetainedImportedEntities
	// DerivedStaticMemberVariable: a static member may be a DIDerivedType
	// of tag DW_TAG_variable (measured: "invalid tag" in llvm-as 14, 15
	// and 16, valid in 19; 17 and 18 not measured).
	DerivedStaticMemberVariable
	// CompositeVariantTag: a DICompositeType may be a DW_TAG_variant
	// (measured: "invalid tag" in llvm-as 16 and 19, valid in 22; LLVM
	// 21's, from pull request 139300 of May 2025).
	CompositeVariantTag
	// AMDGPUAtomicIncDecReplaced: the loader turns calls of
	// llvm.amdgcn.atomic.inc/dec into atomicrmw uinc_wrap/udec_wrap.
	AMDGPUAtomicIncDecReplaced
	// AMDGPUDSAtomicsReplaced: the loader turns calls of
	// llvm.amdgcn.ds.fadd/fmin/fmax into atomicrmw.
	AMDGPUDSAtomicsReplaced
	// AMDGPUGlobalFlatAtomicsReplaced: the loader turns calls of
	// llvm.amdgcn.global/flat.atomic.fadd/fmin/fmax, atomic.csub and
	// atomic.cond.sub into atomicrmw.
	AMDGPUGlobalFlatAtomicsReplaced
	// AMDGPUWMMAClamp: amdgcn.wmma.i32.16x16x64.iu8 and
	// swmmac.i32.16x16x128.iu8 take a clamp operand; calls of the old
	// form are remade with it.
	AMDGPUWMMAClamp
	// SummaryUndefinedGlobal: a summary's gv entry that names a global
	// the module does not define (before it) is "Reference to undefined
	// global" (before, llvm-as crashed on it).
	SummaryUndefinedGlobal
	// AllocaAddrSpaceRecord: an alloca record holds its address space
	// when it is not the data layout's alloca address space.
	AllocaAddrSpaceRecord
	// EmptyArrayPoison: the empty array constant "[]" is read as poison
	// (undef before).
	EmptyArrayPoison
	// DIDerivedTypePtrAuthField: DIDerivedType records end with a
	// pointer-authentication field.
	DIDerivedTypePtrAuthField
	// GEPNoWrapFlags: getelementptr takes nusw and nuw besides inbounds,
	// and bitcode holds the three as flag bits (CE_GEP, constant code 32).
	GEPNoWrapFlags
	// GEPInRangeRange: a getelementptr constant's inrange is a range of
	// offsets, "inrange(a, b)" after the flags (CE_GEP_WITH_INRANGE, code
	// 31), not a marked index.
	GEPInRangeRange
	// TargetExtTypes: target extension types, target("name", T..., n...)
	// (TYPE_CODE_TARGET_TYPE).
	TargetExtTypes
	// TargetTypeTable19: the release's table of target extension types
	// (package targetext) knows aarch64.svcount and gives spirv.Image no
	// zero initializer; before, only the spirv types had a layout.
	TargetTypeTable19
	// TargetTypeTable22: the table knows the dx, riscv.vector.tuple and
	// amdgcn.named.barrier types and the spirv types with other layouts,
	// has the CanBeLocal and CanBeVectorElement properties, checks some
	// types' parameters when it reads them, and finds target types
	// inside the aggregates of globals.
	TargetTypeTable22
	// CompileUnitLanguageName: DICompileUnit takes sourceLanguageName
	// (and sourceLanguageVersion) in place of language; without either,
	// the message names both, at the node.
	CompileUnitLanguageName
	// AttrKindsAfter14: attribute kinds past LLVM 14's last (78,
	// disable_sanitizer_instrumentation) exist: nosanitize_bounds,
	// allockind, memory, nofpclass, range, captures, ... The releases
	// between 15 and 22 are not told apart: a later kind written for one
	// of them is not refused.
	AttrKindsAfter14
	// MemoryEncodingV1: memory(...) values carry version 1 in their top
	// byte and 2 bits for each of argmem, inaccessiblemem, errnomem,
	// other, target_mem0 and target_mem1 (version 0: argmem,
	// inaccessiblemem, other).
	MemoryEncodingV1
	// DIRecordsOf21: the DI record layouts LLVM 21 writes for what only
	// it and later releases spell: DISubrangeType and DIFixedPointType
	// records, DISubprogram's keyInstructions, DILabel's column,
	// isArtificial and coroSuspendIdx, DIBasicType's dataSize, and
	// DICompositeType's num_extra_inhabitants, specification, enumKind and
	// bitStride operands.
	DIRecordsOf21
	// DIPtrAuthInAlign: llvm-as stores a DIDerivedType's ptrauth fields,
	// packed, where its alignment goes (llvm-dis then prints them as
	// "align: N"); the record's ptrauth operand stays 0.
	DIPtrAuthInAlign
	// ICmpSameSign: icmp takes the samesign flag (bit 0 of the compare
	// record's flags operand).
	ICmpSameSign
	// PtrAuthConstants: ptrauth (ptr P, i32 key, ...) constants
	// (CST_CODE_PTRAUTH, constant code 33).
	PtrAuthConstants
	// PtrAuthDeactivation: ptrauth constants have a fifth operand, a
	// deactivation symbol (CST_CODE_PTRAUTH2, code 34).
	PtrAuthDeactivation
	// DISourceLanguageName: a DICompileUnit may name its language by a
	// DWARF 6 name and version (COMPILE_UNIT's language operand with bit
	// 63 set, the version appended).
	DISourceLanguageName
	// DWCCDeviceKernel: DWARF calling convention 0xc7 is named
	// DW_CC_LLVM_DeviceKernel (DW_CC_LLVM_OpenCLKernel before): llvm-dis
	// prints it, llvm-as reads it and no longer the old name.
	DWCCDeviceKernel
	// DataLayoutErrorAtString: the parser reports an invalid data layout
	// string at the string; llvm-as 14 aborts ("LLVM ERROR: ...").
	DataLayoutErrorAtString
	// DataLayoutI8Natural: "i8:<abi>" must be 8 bits ("Invalid ABI
	// alignment, i8 must be naturally aligned").
	DataLayoutI8Natural
	// DataLayoutIndexWidth: a pointer's index width may not exceed its
	// size ("Index width cannot be larger than pointer width").
	DataLayoutIndexWidth
	// DataLayout24BitSpelled: "must be a 24-bit integer" in the pointer
	// address space and bit width messages ("24bit" before).
	DataLayout24BitSpelled
	// DataLayoutReworked: DataLayout's reworked parser, with its texts
	// ("ABI alignment must be a power of two times the byte width") and
	// rules (the number of fields of each specification, S0 and the
	// empty specification rejected).
	DataLayoutReworked
	// DIFlagMessageFixed: an unknown DIFlag is "invalid debug info flag
	// 'X'" (LLVM 14: "invalid debug info flag flag 'X'").
	DIFlagMessageFixed
	// WebKitJSCCGone: the webkit_jscc calling convention is removed; the
	// parser no longer knows the word ("expected type").
	WebKitJSCCGone
	// InRangeGEPRange: a constant getelementptr says inrange(lo, hi)
	// after the keyword; before, "inrange" marked one index (llvm-as 14
	// says "expected '(' in constantexpr" on the new form, 22 "expected
	// ')' in constantexpr" on the old).
	InRangeGEPRange
	// ConstGEPScalableInvalid: a constant getelementptr may not index a
	// type that is or holds a scalable vector ("invalid base element for
	// constant getelementptr").
	ConstGEPScalableInvalid
	// RecursiveStructsRejected: an identified struct may not hold itself
	// by value ("identified structure type 'T' is recursive").
	RecursiveStructsRejected
	// NNegFlag: zext takes the nneg flag (bit 0 of the cast record's flags
	// operand).
	NNegFlag
	// UIToFPNNeg: uitofp takes the nneg flag too.
	UIToFPNNeg
	// DisjointFlag: or takes the disjoint flag (bit 0 of the binary
	// operator record's flags operand).
	DisjointFlag
	// TruncNoWrap: trunc takes nuw and nsw (bits 0 and 1 of the cast
	// record's flags operand).
	TruncNoWrap
	// IntrinsicAttrsNeedSignature: the reader gives an intrinsic
	// declaration its table's attributes only when its type fits the
	// intrinsic's signature (before, every declaration named so got them).
	IntrinsicAttrsNeedSignature
	// ExclusiveAccessElementType: the arm and aarch64 exclusive loads and
	// stores (ldrex, ldaex, ldxr, ldaxr; strex, stlex, stxr, stlxr) take
	// the pointee as an elementtype attribute on their pointer.
	ExclusiveAccessElementType
	// VAStartInVariadic: llvm.va_start may only be called in a variadic
	// function.
	VAStartInVariadic
	// PtrmaskIndexWidth: llvm.ptrmask's mask is as wide as its pointer's
	// index type, and the intrinsic takes vectors of pointers.
	PtrmaskIndexWidth
	// MatrixOperandShapes: llvm.matrix.multiply's operands have the
	// numbers of elements its shape arguments give.
	MatrixOperandShapes
	// IsFPClassMaskChecked: llvm.is.fpclass's test mask may hold only the
	// ten class bits.
	IsFPClassMaskChecked
	// PrefetchArgumentMessages: llvm.prefetch's rw, locality and cache
	// type arguments are checked one by one, each with its own message
	// (before, rw and locality shared "invalid arguments to llvm.prefetch"
	// and the cache type was not checked).
	PrefetchArgumentMessages
	// PrefetchLocalityText: the locality message says "0-3" (it said
	// "0-4" for the same check).
	PrefetchLocalityText
	// LrintVectors: llvm.lrint and llvm.llrint take vectors whose lengths
	// agree ("llvm.lrint, llvm.llrint: ..."); llvm.lround and
	// llvm.llround still take none.
	LrintVectors
	// RoundToIntNamed: llvm.lround and llvm.llround take vectors too, and
	// the four rules' messages start with the intrinsic's name.
	RoundToIntNamed
	// ThreadlocalAddressChecked: llvm.threadlocal.address takes a
	// thread-local global value.
	ThreadlocalAddressChecked
	// CallsForbiddenByCC: calls of the GPU entry-point conventions
	// (amdgpu_kernel, spir_kernel, the amdgpu shader stages) are invalid,
	// and calls of amdgpu_cs_chain say "calling convention does not permit
	// calls" instead of naming @llvm.amdgpu.cs.chain.
	CallsForbiddenByCC
	// HugeByValChecked: a byval, byref, inalloca or preallocated type of
	// 2^32 bytes or more is rejected ("huge 'byval' arguments are
	// unsupported").
	HugeByValChecked
	// SMEStreamingExclusive: "aarch64_pstate_sm_enabled" and
	// "aarch64_pstate_sm_compatible" may not go together.
	SMEStreamingExclusive
	// SMEStatesExclusive: at most one of the ZA (and of the ZT0) state
	// attributes "aarch64_new_za", "aarch64_in_za", ... on a function.
	SMEStatesExclusive
	// SMEStateAgnostic: "aarch64_za_state_agnostic" counts among both
	// groups, and the messages name it.
	SMEStateAgnostic
	// AllocVariantZeroed: "alloc-variant-zeroed" names a function of the
	// module with the same alloc-family, allockind zeroed and type.
	AllocVariantZeroed
	// BranchProtectionAttrsChecked: the values of "sign-return-address",
	// "sign-return-address-key", "branch-target-enforcement",
	// "branch-protection-pauth-lr" and "guarded-control-stack" are
	// checked.
	BranchProtectionAttrsChecked
	// VFABIVariantChecked: a "vector-function-abi-variant" value must
	// demangle as a Vector Function ABI name for the function's type;
	// VFABIRISCVVector: the demangler takes RISC-V's vector ISA ("r").
	VFABIVariantChecked
	VFABIRISCVVector
	// DenormalFPMathChecked: the values of "denormal-fp-math" and
	// "denormal-fp-math-f32" are checked.
	DenormalFPMathChecked
	// EVEX512Checked: on x86, 512-bit vector arguments need evex512 when
	// the target features turn it off with AVX512 on; EVEX512Gone: the
	// rule is gone again.
	EVEX512Checked
	EVEX512Gone
	// RangeWidthIncompatible: a range attribute of another bit width than
	// its integer type is an attribute "applied to incompatible type!"
	// (before: "Range bit width must match type bit width!").
	RangeWidthIncompatible
	// CallingConvs16, 19, 22: the calling-convention keywords each release
	// added (aarch64_sme_preservemost_from_x0 and _x2; amdgpu_cs_chain,
	// amdgpu_cs_chain_preserve, riscv_vector_cc, m68k_rtdcc, graalcc,
	// preserve_nonecc, aarch64_sme_preservemost_from_x1;
	// amdgpu_gfx_whole_wave, riscv_vls_cc) and their verifier rules.
	CallingConvs16
	CallingConvs19
	CallingConvs22
	// AvailableExternallyAlias: an alias may have available_externally
	// linkage (the parser says "invalid linkage type for alias" before),
	// and must then point to an available_externally global value.
	AvailableExternallyAlias
	// LocalDLLStorageRejected: the parser rejects a private or internal
	// symbol with dllimport or dllexport.
	LocalDLLStorageRejected
	// AbsoluteSymbolChecked: a global object's !absolute_symbol is a
	// range of its address's integer type (the full set allowed).
	AbsoluteSymbolChecked
	// DLLVisibilityChecked: dllexport symbols are not hidden and dllimport
	// ones have default visibility.
	DLLVisibilityChecked
	// IFuncResolverReturnsPointer: an ifunc's resolver returns a pointer.
	IFuncResolverReturnsPointer
	// PAuthABIFlagsPaired: the module flags
	// "aarch64-elf-pauthabi-platform" and "aarch64-elf-pauthabi-version"
	// come both or neither.
	PAuthABIFlagsPaired
	// AtomicVectors: atomic loads and stores of vectors are valid, and the
	// message on other types says "or vector type".
	AtomicVectors
	// InvokeIntrinsicWasmText: the message on invoking an intrinsic names
	// wasm.(re)throw.
	InvokeIntrinsicWasmText
	// AtomicRMWPointerXchg: atomicrmw xchg takes pointers (the message
	// names them); AtomicRMWStoreSize: the operand's size is its store
	// size (an i1 passes the parser and meets the verifier's rule).
	AtomicRMWPointerXchg
	AtomicRMWStoreSize
	// AtomicRMWFPVectors: the floating-point atomicrmw operations take
	// vectors (not scalable ones: "atomicrmw operand may not be
	// scalable").
	AtomicRMWFPVectors
	// SwiftErrorAllocaChecked: a swifterror alloca allocates one pointer.
	SwiftErrorAllocaChecked
	// PtrToAddr: the ptrtoaddr instruction and constant expression
	// (measured: "expected instruction opcode" and "expected value token"
	// in llvm-as 19, valid in 22).
	PtrToAddr
	// PtrauthSplatConstants: the constants ptrauth (...) and splat (...)
	// exist.
	PtrauthSplatConstants
	// ScalableGlobalsMessage: "Globals cannot contain scalable types"
	// (before: "... scalable vectors").
	ScalableGlobalsMessage
	// GlobalInitializerSized: an initialized global's type is sized.
	GlobalInitializerSized
	// ScalableStructsDeep: a struct holding a scalable array or target
	// type is a scalable type (before, only scalable vectors and structs
	// holding them counted).
	ScalableStructsDeep
	// ConvergenceControlChecked: the convergencectrl operand bundle and
	// the llvm.experimental.convergence.entry/anchor/loop intrinsics are
	// verified (LLVM's GenericConvergenceVerifier: the bundle's one token
	// of a convergence intrinsic, where each intrinsic may stand, no mix
	// of controlled and uncontrolled convergent calls in a function,
	// well-nested regions, cycle hearts).
	ConvergenceControlChecked
	// ConvergenceTokenOnAnyCall: a convergencectrl bundle may sit on a
	// call that is not convergent (before: "Convergence control token can
	// only be used in a convergent call.").
	ConvergenceTokenOnAnyCall
	// CycleUnreachablePredsIgnored: a predecessor the entry does not
	// reach does not make its block an entry of a cycle (CycleInfo, read
	// by the convergence verifier's cycle rules); before, such a cycle was
	// irreducible.
	CycleUnreachablePredsIgnored
	// IntrinsicFuncletToken: a call of an intrinsic that may become a
	// function call (the llvm.objc.* runtime calls) in a block of a
	// catchpad's or cleanuppad's funclet, under a scoped EH personality,
	// needs a "funclet" bundle.
	IntrinsicFuncletToken
	// AMDGPUCSChainChecked: llvm.amdgcn.cs.chain is called from
	// amdgpu_cs, amdgpu_cs_chain or amdgpu_cs_chain_preserve functions
	// only, with inreg SGPR and no inreg VGPR arguments; and
	// llvm.amdgcn.set.inactive.chain.arg from the chain conventions, with
	// a VGPR argument of the function for the inactive lanes.
	AMDGPUCSChainChecked
	// AMDGPUCSChainShaderCallers: llvm.amdgcn.cs.chain may also be called
	// from the amdgpu_es, amdgpu_gs, amdgpu_hs, amdgpu_ls and amdgpu_vs
	// shader stages, and the caller rule's message names no convention;
	// the call must be followed by unreachable (or
	// llvm.amdgcn.unreachable).
	AMDGPUCSChainShaderCallers
	// AMDGPUIntrinsicOperands: the operand rules of llvm.amdgcn.
	// init.exec.from.input (an inreg argument of the function),
	// call.whole.wave (a direct amdgpu_gfx_whole_wave callee whose
	// parameters the call matches), s.prefetch.data (global or constant
	// memory), mfma.scale and wmma f8f6f4 (format values and the operand
	// vectors they need) and cooperative.atomic (generic or global
	// pointer, a metadata string last).
	AMDGPUIntrinsicOperands
	// NVVMSetMaxNRegChecked: llvm.nvvm.setmaxnreg's register count is a
	// multiple of 8 within [24, 256].
	NVVMSetMaxNRegChecked
	// NVVMSetMaxNRegRangeAttr: the register count's range is the
	// parameter's range attribute, checked with the immarg rule; the
	// intrinsic's own rule keeps the multiple of 8.
	NVVMSetMaxNRegRangeAttr
	// AArch64RangePrefetchChecked: llvm.aarch64.range.prefetch's write
	// and stream arguments are 0 or 1.
	AArch64RangePrefetchChecked
	// ImmArgRangeChecked: an integer immarg argument with a range
	// attribute (the call site's, else the callee's, for an intrinsic its
	// table's) lies in the range ("immarg value N out of range [a, b)").
	ImmArgRangeChecked
	// IntrinsicExternrefAnyPointee: matching an intrinsic's typed-pointer
	// signature (the tables before LLVM 17), a pointer to {} (wasm's
	// externref) takes a typed pointer to any pointee.
	IntrinsicExternrefAnyPointee
	// IntrinsicOpaquePointeeVectors: matching an opaque pointer against a
	// typed-pointer signature passes over the pointee's vector
	// descriptors too, not only its pointers.
	IntrinsicOpaquePointeeVectors
	// IntrinsicSignatureOpaque: an intrinsic declaration is matched
	// against the signature with its pointers opaque, also when the
	// module spells typed pointers.
	IntrinsicSignatureOpaque
	// TypedPointersReadOpaque: typed pointer syntax is read as `ptr`
	// whatever the module spells, with no typed mode to fall back to
	// (llvm-as-16 accepts `load i32, i8* %p` and prints `ptr`; 15 reads
	// the module typed and rejects it). The syntax itself goes in 17
	// (TypedPointersGone).
	TypedPointersReadOpaque
	// UndeclaredIntrinsicUpgrades: a call of an undeclared intrinsic that
	// the loader knows how to upgrade (an old name or signature) is
	// upgraded instead of rejected, and an undeclared "@llvm." name that
	// is no intrinsic is "unknown intrinsic 'NAME'" instead of an
	// undefined value (llvm-project#163402, October 2025).
	UndeclaredIntrinsicUpgrades
	// AMDGPUAllocaAddrSpace: on an AMDGPU triple (amdgcn, r600) an alloca
	// must be in address space 5 ("alloca on amdgpu must be in
	// addrspace(5)"); the data layout's alloca address space does not
	// apply to one written without addrspace(N).
	AMDGPUAllocaAddrSpace
	// GlobalCodeModel: a global variable may name its code model
	// (", code_model \"small\"").
	GlobalCodeModel
	// IFuncMetadata: an ifunc takes metadata attachments (", !kind !N");
	// the verifier refuses !dbg and !prof on one.
	IFuncMetadata
	// EmptyPhi: a phi may have no incoming values ("phi i32", its list
	// optional).
	EmptyPhi

	// DIFlagNameIsSimplified: the DIFlagNameIsSimplified debug info flag.
	DIFlagNameIsSimplified
	// FastMathFPCasts: fptrunc and fpext take fast-math flags.
	FastMathFPCasts
	// NoFPClassStructs: nofpclass applies to a literal struct whose fields
	// are all one floating-point type or vector of one.
	NoFPClassStructs
	// LexerErrorsKept: the lexer's errors on an unterminated comment,
	// string or quoted name, on a NUL in a name and on an integer type
	// width out of range (i0, i8388609) are reported; before, the
	// parser's error on the bad token replaced them.
	LexerErrorsKept
	// AddrSpace24Bit: an address space must fit in 24 bits.
	AddrSpace24Bit
	// RangeZeroEmpty: a range attribute may be (0, 0); other equal
	// bounds are "the range represent the empty set but limits aren't 0!"
	// (before: no equal bounds, "the range should not represent the full
	// or empty set!").
	RangeZeroEmpty
	// DbgDeclareValue: the #dbg_declare_value debug record.
	DbgDeclareValue
	// HexFloat16Checked: a half or bfloat hex literal (0xH, 0xR) must fit
	// 16 bits, a lexer error.
	HexFloat16Checked
	// CapturesMetadata: the verifier's rules on !captures attachments.
	CapturesMetadata
	// TargetFeaturesChecked: the verifier's rules on a function's
	// "target-features": no empty feature, each +name or -name.
	TargetFeaturesChecked
	// RelocNone: the llvm.reloc.none intrinsic, whose argument is a
	// metadata string.
	RelocNone
	// ErrnoTBAAChecked: the verifier's rules on !llvm.errno.tbaa.
	ErrnoTBAAChecked
	// MemoryErrnoLocation: memory(errnomem: ...), and LLParser's message
	// for a word that is no location lists it.
	MemoryErrnoLocation
	// MemoryTargetLocations: memory(target_mem0: ...), memory(target_mem1:
	// ...).
	MemoryTargetLocations
	// DIArgListOperandOnly: a !DIArgList is no node, only an operand (of
	// a tuple, of a call's metadata argument, of a debug record): as a
	// metadata definition or an attachment it is "expected metadata
	// type".
	DIArgListOperandOnly
	// DWARFLanguages16: DW_LANG_ names of DWARF 5's later languages
	// (Ada2005, Ada2012, C17, C_plus_plus_17, C_plus_plus_20, Crystal,
	// Fortran18, Kotlin, Zig).
	DWARFLanguages16
	// DWARFLanguages19: DW_LANG_ names of the languages DWARF registered
	// after 5 (Assembly, C_sharp, GLSL, HIP, HLSL, Hylo, Mojo, Move, Ruby,
	// SYCL, ...).
	DWARFLanguages19
	// DWARFLanguages22: DW_LANG_Metal.
	DWARFLanguages22
	// DWARFCallingConvs19: DW_CC_LLVM_M68kRTD, PreserveNone,
	// RISCVVectorCall and SwiftTail.
	DWARFCallingConvs19
	// DWCCRISCVVLSCall: DW_CC_LLVM_RISCVVLSCall.
	DWCCRISCVVLSCall
	// DWARFTags16: DW_TAG_LLVM_ptrauth_type.
	DWARFTags16
	// DWARFOps19: DW_OP_LLVM_extract_bits_sext, _zext and DW_OP_LLVM_user.
	DWARFOps19
	// DWARFOps22: DW_OP_GNU_implicit_pointer.
	DWARFOps22
	// LandingPadClauseTypes: the parser refuses a landingpad filter
	// clause that is no array and a catch clause that is one ("'filter'
	// clause has an invalid type"); before, the verifier judged filters.
	LandingPadClauseTypes
	// AtomicRMWScalableChecked: an atomicrmw value of scalable vector
	// type is refused first, whatever the operation ("atomicrmw operand
	// may not be scalable").
	AtomicRMWScalableChecked
	// SymbolicAddrSpaces: addrspace("A"), ("G") and ("P") name the data
	// layout's alloca, globals and program address spaces; anything but
	// an integer or string is "expected integer or string constant".
	SymbolicAddrSpaces
	// ConstantDataNoUseList: plain constants (ConstantData: numbers, null,
	// undef, zeroinitializer, strings, arrays of numbers) have no use
	// list; a uselistorder directive on one is passed over.
	ConstantDataNoUseList
	numChanges
)

type changeRow struct {
	since Version
	name  string
}

// changes is the version table: one row per Change. Measured with
// llvm-as/llvm-link 14, 19 and 22 (cmd: see modflags/testdata/matrix): the
// module-flag rows are absent in 14 and present in 19, except
// ModFlagErrorValuesMessage and NamedMDLinkUnique, absent in 19 and present
// in 22 (20 and 21 were not measured, so 22 is an upper bound). Releases
// between the measured ones come from LLVM's history: Min and its linking
// rules arrived in 15 (with PIC Level's Min), the amdhsa rename in 17, the
// AArch64 Error-to-Min upgrade by 19.
var changes = [numChanges]changeRow{
	OpaquePointersDefault:              {15, "opaque pointers by default"},
	TypedPointersGone:                  {17, "typed pointers removed"},
	ModFlagMinMissingIsZero:            {15, "Min flag missing on one side counts as 0"},
	ModFlagMinBehavior:                 {15, "module flag behaviour Min"},
	ModFlagAppendDistinct:              {19, "Append/AppendUnique results are distinct"},
	DebugRecords:                       {19, "debug records instead of debug intrinsics"},
	EntryValueSwiftAsync:               {19, "entry values of swiftasync arguments"},
	DbgAssign:                          {16, "llvm.dbg.assign and DIAssignID"},
	DbgIntrinsicsLoadedAsRecords:       {22, "debug intrinsic calls become records on load"},
	ConstExprAggregateRemoved:          {15, "extractvalue/insertvalue constant expressions removed"},
	ConstExprDivRemRemoved:             {15, "udiv/sdiv/urem/srem constant expressions removed"},
	ConstExprFPBinopsRemoved:           {15, "fadd/fsub/fmul/fdiv/frem constant expressions removed"},
	ConstExprFNegRemoved:               {16, "fneg constant expression removed"},
	ConstExprSelectRemoved:             {17, "select constant expression removed"},
	ConstExprAndOrRemoved:              {18, "and/or constant expressions removed"},
	ConstExprShiftRightRemoved:         {18, "lshr/ashr constant expressions removed"},
	ConstExprExtRemoved:                {18, "zext/sext constant expressions removed"},
	ConstExprFPCastsRemoved:            {18, "floating-point cast constant expressions removed"},
	ConstExprCmpRemoved:                {19, "icmp/fcmp constant expressions removed"},
	ConstExprShlRemoved:                {19, "shl constant expression removed"},
	ConstExprMulRemoved:                {21, "mul constant expression removed"},
	NumberingGaps:                      {18, "numbered values may skip numbers"},
	ImplicitIntrinsicDecls:             {18, "called intrinsics are declared implicitly"},
	X86MMXGone:                         {20, "x86_mmx type removed"},
	AtomicRMWFMaxMin:                   {15, "atomicrmw fmax/fmin"},
	AtomicRMWWrap:                      {16, "atomicrmw uinc_wrap/udec_wrap"},
	AtomicRMWNewer:                     {20, "atomicrmw usub_cond/usub_sat/fmaximum/fminimum"},
	GlobalSanitizerAttrs:               {15, "sanitizer properties of global variables"},
	UWTableKind:                        {15, "uwtable(sync|async)"},
	CapturesAttribute:                  {21, "captures(...) attribute; nocapture upgraded"},
	MemoryAttribute:                    {16, "memory(...) attribute; old memory words upgraded on functions"},
	ModFlagErrorValuesMessage:          {22, "Error flag conflicts name both values"},
	ModFlagAArch64Min:                  {15, "AArch64 branch-protection flags upgraded from Error to Min on load"},
	ModFlagAMDHSAName:                  {17, "amdgpu_code_object_version renamed amdhsa_code_object_version"},
	ModFlagARMBranchProtectionUpgraded: {22, "ARM branch-protection flags 1 become 2 on load"},
	NamedMDLinkUnique:                  {22, "linked named metadata holds each node once"},
	// The module-flag behaviors clang writes: 14 and 22 are confirmed by
	// the clang-14 oracle and modflags/testdata/clang22; the release in
	// between is LLVM's history (PIC Level Min came with Min itself; the
	// cf-protection change, D130065, after the LLVM 15 branch; AArch64's,
	// llvm-project#86212, after the LLVM 19 branch).
	ModFlagPICLevelMin:         {16, `"PIC Level" written with behavior Min; the loader upgrades Error and Max to Min`},
	ModFlagCFProtectionMin:     {16, `"cf-protection-*" written with behavior Min`},
	ModFlagBranchProtectionMin: {20, `AArch64 branch-protection flags written with behavior Min`},
	ModFlagSmallDataLimitMin:   {22, `"SmallDataLimit" written with behavior Min`},
	// Absent in llvm-as-19, present in llvm-as-22 (20 and 21 not
	// measured): the NVVM upgrade landed for LLVM 20; the others are
	// pinned at 22, the first release measured with them.
	NVVMAnnotationsUpgraded: {20, "nvvm.annotations on functions become attributes on load"},
	LifetimeAllocaOnly:      {22, "lifetime intrinsics on non-allocas deleted on load"},
	DbgDeclarePointerOrInt:  {22, "dbg_declare location must be a pointer or int"},
	RetainedNodesOwnScope:   {22, "retained nodes must belong to their subprogram"},
	// Absent in llvm-as-14, present in llvm-as-19 (15 to 18 not
	// measured): pinned at 19.
	ArrayBaseTypeRequired:       {19, "array types must have a base type"},
	LocalImportsInRetainedNodes: {19, "local imported entities moved from the compile unit to their subprogram"},
	// llvm-as-22 renames llvm.ptr.annotation.p0 to .p0.p0; LLVM 14 has
	// the one-suffix form only.
	PtrAnnotationStringOverload: {17, "llvm.ptr.annotation overloaded on the string's pointer type"},
	// llvm-as-22 renames them; LLVM 14 has the names without suffixes.
	// Pinned at 18, the later of the two changes (15 to 21 not measured).
	PointerOverloadsAdded: {18, "llvm.annotation, llvm.var.annotation, llvm.stacksave and llvm.stackrestore overloaded on their pointers"},
	// llvm-as-22 renames them; pinned at 19, where they changed (15 to
	// 21 not measured).
	VarArgPointerOverloads: {19, "llvm.va_start, llvm.va_end and llvm.va_copy overloaded on their pointer's address space"},
	// llvm-as-16 keeps the names, llvm-as-19 renames the vector ones and
	// llvm-as-22 stepvector too (17, 18, 20 and 21 not measured).
	ExperimentalVectorRenamed: {19, "llvm.experimental.vector.reverse, splice, interleave2 and deinterleave2 renamed llvm.vector.*"},
	StepvectorRenamed:         {22, "llvm.experimental.stepvector renamed llvm.stepvector"},
	// llvm-as-16 keeps the two-argument llvm.coro.end, llvm-as-19 adds
	// the token (17 and 18 not measured).
	CoroEndResultToken: {19, "llvm.coro.end takes a results token"},
	// llvm-as-19 keeps its i1 result, llvm-as-22 makes it void (20 and 21
	// not measured).
	CoroEndVoid:                  {22, "llvm.coro.end returns void"},
	ProfExpectedWeights:          {19, "!prof branch_weights may say \"expected\""},
	ProfNamesChecked:             {22, "!prof names other than branch_weights and VP rejected; VP checked"},
	ProfUnknownMarker:            {22, "!prof \"unknown\" marker"},
	IntrinsicNamedStructUpgraded: {15, "intrinsic calls returning a named struct remade on load"},
	AnnotationTuples:             {17, "!annotation operands may be tuples of strings"},
	RangeEqualBounds:             {19, "!range pairs with equal bounds rejected"},
	AccessGroupChecked:           {15, "!llvm.access.group verified"},
	NonnullEmpty:                 {15, "!nonnull must be empty"},
	SubrangeBoundsOptional:       {15, "subranges without count or upperBound"},
	// Verifier rules added by the vrules work, each measured with llvm-as 14
	// (absent) and llvm-as-22 (present); the release in between is LLVM's
	// history where known (frame-pointer "reserved" came with LLVM 19), else
	// 22 as the bound measured.
	FramePointerReserved:          {19, `"frame-pointer"="reserved" valid`},
	FramePointerNonLeafNoReserve:  {22, `"frame-pointer"="non-leaf-no-reserve" valid`},
	VScaleRangePowerOfTwo:         {19, "vscale_range bounds must be powers of two"},
	UnsafeFPMathFree:              {22, `"unsafe-fp-math" no longer a boolean attribute`},
	ApproxFuncFPMathBool:          {15, `"approx-func-fp-math" a boolean attribute (until UnsafeFPMathFree)`},
	ImmargWithRange:               {22, "immarg may be combined with range"},
	UsedInitializerSpelled:        {22, `"wrong initializer for intrinsic global variable" spelled right`},
	IntrinsicGlobalUses:           {19, "intrinsic global variables may not be used"},
	CtorsMessagePtr:               {16, `global_ctors message says "ptr null" (typed pointers gone)`},
	IFuncLinkageAndResolver:       {15, "ifunc linkage checked; resolver must be a definition"},
	IFuncResolverCastsOnly:        {16, "an ifunc's resolver is looked through pointer casts and aliases only"},
	CallTypeAlignChecked:          {15, "calls may not pass or return values aligned to more than 2^14 bytes"},
	CallTypeAlignIntrinsicsExempt: {16, "intrinsic calls exempt from the call alignment bound"},
	CallTypeAlignMaxRaised:        {19, "the call alignment bound is 2^32 bytes"},
	ImplicitRefChecked:            {22, "!implicit.ref attachments checked"},
	CallAlignIsAttribute:          {16, "a call site's align N is an attribute the verifier refuses"},
	ModularFormatChecked:          {22, `"modular-format" attribute checked`},
	CallArgTypeChecked:            {22, "call arguments of label or function type refused by the parser"},
	NakedArgsUnused:               {22, "naked functions may not use their arguments"},
	IntrinsicMismatchedCallIsUse:  {15, "a mismatched call of an intrinsic is an invalid use"},
	MaskedAlignAttribute:          {22, "masked load/store/gather/scatter take the alignment as an attribute"},
	AssumeBundlesTrueCondition:    {22, "assume with operand bundles needs i1 true"},
	AssumeDereferenceableRule:     {22, "dereferenceable assume bundles: pointer and integer"},
	AssumeSeparateStorage:         {16, "separate_storage assume bundles"},
	AsmSplatConstants:             {20, "vector splat constants print as splat (...)"},
	AsmMustTailEllipsis:           {16, `a musttail call without arguments prints "(...)", not "(, ...)"`},
	ObjCPropertySetterFirst:       {22, "DIObjCProperty records hold the setter before the getter"},
	AMDGPUUnsafeFPAtomicsUpgraded: {22, "amdgpu-unsafe-fp-atomics becomes atomicrmw metadata on load"},
	AsmBackslashEscape:            {OldestProducer, "backslash doubled in quoted strings"},
	AsmDollarQuoted:               {OldestProducer, "names containing $ are quoted"},
	AsmUnknownIntrinsicComment:    {21, "unknown intrinsics get a comment"},
	DISizeAsMetadata:              {21, "DI type sizes may be metadata"},
	DataLayoutX86AddrSpaces:       {13, "x86 data layouts get p270-p272 on load"},
	DataLayoutX86MSVCF80:          {14, "32-bit x86 MSVC data layouts get f80:128 on load"},
	DataLayoutI128:                {18, "x86 data layouts get i128:128 on load"},
	DataLayoutAArch64:             {20, "AArch64 data layouts get p270-p272 and -Fn32 on load"},
	DataLayoutAMDGPUGlobals:       {14, "AMDGPU data layouts get -G1 on load"},
	DataLayoutAMDGPUBufferSpaces:  {18, "amdgcn data layouts get p7-p9 and -ni:7:8:9 on load"},
	DataLayoutAMDGPUP8Index:       {22, "amdgcn p8 gets a 48-bit index on load"},
	DataLayoutAMDGPUMangling:      {22, "AMDGPU data layouts get m:e on load"},
	DataLayoutRISCV64N32:          {16, "riscv64 data layouts get n32:64 on load"},
	DataLayoutLoongArch64N32:      {19, "loongarch64 data layouts get n32:64 on load"},
	DataLayoutSPIRGlobals:         {19, "SPIR and SPIR-V data layouts get -G1 on load"},
	DataLayoutI128Wider:           {20, "SPARC, MIPS64 and PowerPC64 data layouts get i128:128 on load"},
	DataLayoutAIXDouble:           {22, "AIX data layouts get f64:32:64 on load"},
	// Measured: llvm-as-14 drops the property, llvm-as-19 and 22 keep it
	// without its location (Verifier/llvm.loop-cu-strip-indirect.ll).
	LoopStripNestedLocations: {19, "stripped loop properties keep all but their DILocations"},
	// Measured with llvm-as-14 (invalid expression), llvm-as-19 (the
	// comparisons valid, abs, rot and neg not) and llvm-as-22 (all valid).
	DIExpressionCompareOps:          {19, "DIExpression comparison operators valid"},
	DIExpressionAbsRotNeg:           {22, "DIExpression abs, rot and neg operators valid"},
	DIExpressionEntryValueAfterArg0: {16, "DW_OP_LLVM_entry_value may follow DW_OP_LLVM_arg 0"},
	EntryValueSingleLocation:        {19, "entry values judged on the single location"},
	// Measured: llvm-as-14 rejects them as an invalid DWARF op, llvm-as-19
	// and 22 accept them.
	DIExpressionExtractBits: {19, "DW_OP_LLVM_extract_bits_sext/zext"},
	// Measured: llvm-as-14 drops the debug info of
	// Assembler/debug-info-source-invalid.ll, llvm-as-19 and 22 keep it.
	EmbeddedSourceMixed: {19, "compile units may mix embedded source and none"},
	// Measured: llvm-as-14 and 19 accept DebugInfo/X86/set.ll, llvm-as-22
	// drops its debug info.
	CompositeElementsNoNull: {22, "composite type elements may not hold null"},
	// Measured with clang/llvm-dis 14 (a.c:s) and 22 (a.c;s); the rest is
	// LLVM's history: the delimiter change (llvm-project#74008, December
	// 2023, reverted and relanded) and the import type flag (spring 2024)
	// came with 19, the tail-call flag of call edges (2023) with 17.
	GUIDSemicolon:     {19, "local GUIDs hash \"file;name\" (\"file:name\" before)"},
	SummaryImportType: {19, "summary flags print importType"},
	SummaryTailCall:   {17, "summary call edges print tail: 1"},
	// Measured: llvm-dis-14 gives _ZTS1A the slot of typeidCompatibleVTable
	// "_ZTS1A", llvm-dis-22 its own; pinned at 22, the release measured.
	SummaryTypeIDSlotsApart: {22, "summary type id slots kept apart from GUID slots"},
	// Measured: llvm-dis-14 prints main.bc (id 0) before "[Regular LTO]"
	// (id 1), llvm-dis-22 "[Regular LTO]" first; llvm-dis-16 prints the
	// modules of devirt-single-impl2-index.ll by id, llvm-dis-19 by path
	// (and llvm-as-19 numbers them so).
	SummaryModulesByPath: {19, "summary modules numbered by path"},
	// Measured with llvm-bcanalyzer of llvm-as 14, 15, 16, 19 and 22's
	// bitcode of LTO/X86/dllimport.ll and
	// Transforms/WholeProgramDevirt/Inputs/devirt-single-impl2-index.ll:
	// 14-16 write version 9, 19 version 10, 22 version 12.
	SummaryEdgeHotness: {19, "summary call edges always written with their hotness"},
	SummaryGUIDWords:   {22, "summary value GUIDs written as two 32-bit words"},
	// Measured with llvm-as 14, 15, 16, 19 and 22 on summary entries
	// (parser/testdata/summary.txtar): allocs and callsites from 16, the
	// hot allocation type from 19, empty stack id lists and a null aliasee
	// from 22 (none in 19), pinned at the first release measured.
	SummaryMemProf:       {16, "function summaries hold allocs and callsites"},
	SummaryHotAllocType:  {19, `"hot" allocation type in summaries`},
	SummaryEmptyStackIds: {22, "empty summary stack id lists"},
	SummaryNullAliasee:   {22, "null aliasee in alias summaries"},
	// Verifier rules added by the vmiss work, measured with llvm-as 14 and
	// llvm-as-22 (verifier/testdata/rules.txtar); pinned at 22, the release
	// measured.
	VectorSpliceLeftRight:       {22, "vector.splice split into splice.left and splice.right"},
	StatepointCalleeElementType: {15, "gc.statepoint callee needs an elementtype attribute"},
	GCRelocateUndefToken:        {15, "gc.relocate may take an undef token"},
	AttachedCallClaim:           {22, "clang.arc.attachedcall may name objc_claimAutoreleasedReturnValue"},
	// Measured with llvm-as 13 to 16, 19 and 22: 13 and 14 give no reason
	// and reject "!i", 15 on give the reasons and accept it.
	InlineAsmVerifyReasons:    {15, "inline asm constraint errors give the reason"},
	InlineAsmLabelConstraints: {15, "inline asm label constraints (!i)"},
	// Measured: llvm-as 14 to 16 reject a use in an indirect destination,
	// 19 and 22 accept it (17 and 18 not measured): pinned at 19.
	CallBrResultInIndirectDests: {19, "a callbr's result is available in its indirect destinations"},
	// Measured: llvm-as 15 and 16 accept any call of it, 19 and 22 check
	// it (17 and 18 not measured): pinned at 19.
	CallBrLandingPad: {19, "llvm.callbr.landingpad's rules"},
	// Measured: llvm-as 19 says "Callbr is currently only used for
	// asm-goto!" of any other callee, 22 takes llvm.amdgcn.kill; pinned at
	// 22 from LLVM's history (20 and 21 not on Debian).
	CallBrIntrinsics: {22, "callbr of selected intrinsics"},
	// Measured: llvm-as 14, 15, 16 and 19 accept any, 22 checks them (20
	// and 21 not measured): pinned at 22.
	ThreadPointerGlobalsAddrSpace: {22, "llvm.thread.pointer returns a pointer of the globals address space"},
	DynamicAreaOffsetWidth:        {22, "llvm.get.dynamic.area.offset returns an integer of the alloca pointer width"},
	// Measured: llvm-as 14 to 16 reject them, 19 and 22 accept them (17
	// and 18 not measured): pinned at 19.
	ArrayOfScalableVectors:  {19, "arrays of scalable vectors"},
	StructOfScalableVectors: {19, "structs of one scalable vector type are sized"},
	// Measured: absent in llvm-as 16 and 19, present in 22; pinned at 22.
	OpaqueStructNotFirstClass: {22, "opaque structs are not first-class types"},
	// Measured: llvm-as 14, 15, 16 and 19 reject it, 22 takes it (20 and
	// 21 not on Debian): pinned at 22.
	MetadataBundleOperands: {22, "metadata operands in operand bundles"},
	// Measured: llvm-as 14, 15, 16 and 19 refuse them, 22 takes them;
	// pinned at 20 from LLVM's history (llvm.sincos returns such a
	// struct; 20 and 21 not on Debian).
	FPMathStructs: {20, "fast-math flags on literal structs of one floating-point type"},
	// Measured: absent in llvm-as 16, present in 19 (17 and 18 not
	// measured): pinned at 19.
	AssociatedChecked: {19, "!associated verified"},
	// Measured: absent in llvm-as 15, present in 16.
	KCFITypeChecked: {16, "!kcfi_type verified"},
	// Measured with llvm-as 14, 15, 16, 19 and 22.
	PtrauthBundleChecked: {15, "ptrauth operand bundles verified"},
	KCFIBundleChecked:    {16, "kcfi operand bundles verified"},
	// Measured: absent in llvm-as 16, present in 19; pinned at 19.
	MMRAChecked: {19, "!mmra verified"},
	// Measured: absent in llvm-as 14, present in 15.
	MemProfChecked: {15, "!memprof and !callsite verified"},
	// Measured: absent in 15 and 16, present in 19; pinned at 19.
	MemProfTotalSize: {19, "!memprof MemInfoBlock may end in an integer"},
	// Measured: absent in 19, present in 22; pinned at 22.
	MemProfContextSizes: {22, "!memprof MemInfoBlock holds context size nodes"},
	// Measured: absent in 19, present in 22; LLVM's history: added in 20.
	NoaliasAddrspaceChecked: {20, "!noalias.addrspace verified"},
	// Measured: absent in 19, present in 22; pinned at 22.
	NofreeChecked:     {22, "!nofree verified"},
	CalleeTypeChecked: {22, "!callee_type verified"},
	// Measured: llvm-as-19 keeps llvm.lifetime.start.p0(i64 4, ptr %x),
	// llvm-as-22 writes llvm.lifetime.start.p0(ptr %x); pinned at 22.
	LifetimeSizeDropped: {22, "lifetime intrinsics take the pointer alone (old calls remade)"},
	// Measured: llvm-as-19's signatures take i32 vectors and it rejects
	// the byte form; llvm-as-22 replaces the i32 form. Pinned at 22 (20 and
	// 21 are not on Debian).
	VNNIByteOperands: {22, "x86 VNNI dot products of byte and word vectors"},
	// Measured with llvm-as 13 to 16, 19 and 22 (every NVVM intrinsic
	// AutoUpgrade names, called once): 19 still expands max/min into
	// icmp and select and keeps fabs, ex2.approx, rotate, tanh.approx and
	// the barriers; 22 does not. Pinned at 22.
	NVVMMinMaxIntrinsics: {22, "nvvm.max/min become smax/smin/umax/umin"},
	NVVMCallsRemade:      {22, "more nvvm calls remade as other intrinsics' calls"},
	// Measured: llvm-as-19 reads the addrspace(3) forms as they are, 22
	// upgrades them (Assembler/auto_upgrade_nvvm_intrinsics.ll); LLVM 21
	// brought the address space, as its history says (not measured).
	NVVMSharedClusterAddrSpace: {21, "nvvm shared::cluster pointers in addrspace(7)"},
	// Measured: llvm-as 15 and 16 check an i16 fmax.bf16 against the
	// table, 19 and 22 upgrade it; LLVM 17 brought bfloat there, as its
	// history says (not measured).
	NVVMBF16Bfloat: {17, "nvvm bf16 intrinsics take bfloat"},
	// Measured: opt 15 rejects gc.result(token poison) in unreachable
	// code (Verifier/gc_result_token.ll), 16 accepts it.
	GCResultUndefToken: {16, "gc.result of an undef token"},
	// Measured: llvm-as 15 and 16 reject Verifier/pr69428.ll, 19 accepts
	// it; the fix came with LLVM 18, as its history says (not measured).
	EHPadNoThrowIntrinsicInvokes: {18, "invokes of intrinsics that do not throw are no EH pad edges"},
	// Measured: opt-19 accepts every extraData, opt-22 refuses a member's
	// empty tuple and a template alias's string; pinned at 22 (20 and 21
	// not measured).
	DIExtraDataChecked: {22, "DIDerivedType extraData checked"},
	// Measured: opt 15 and 16 say "invalid tag" for a DIDerivedType
	// DW_TAG_template_alias, 19 reads it; LLVM 19 brought it, as its
	// history says.
	DITemplateAlias:             {19, "DIDerivedType template aliases"},
	RangeOnVectors:              {19, "!range on vectors bounds their elements"},
	RetainedImportedEntities:    {19, "retained nodes may be imported entities"},
	DerivedStaticMemberVariable: {19, "static members as DW_TAG_variable derived types"},
	CompositeVariantTag:         {21, "DICompositeType variants (DW_TAG_variant)"},
	// Measured: opt 15 and 16 check an amdgcn.atomic.dec call's immarg
	// operands, 19 and 22 replace the call; LLVM 17 brought the upgrade,
	// as its history says (not measured).
	AMDGPUAtomicIncDecReplaced: {17, "amdgcn.atomic.inc/dec calls become atomicrmw"},
	// Measured: opt 15 and 16 check amdgcn.ds.fadd/fmin/fmax calls' immarg
	// operands, 19 and 22 replace the calls (LLVM 19, as its history
	// says).
	AMDGPUDSAtomicsReplaced: {19, "amdgcn.ds.fadd/fmin/fmax calls become atomicrmw"},
	// Measured: llvm-as-19 keeps global.atomic.fadd, flat.atomic.fmin
	// and atomic.cond.sub calls, 22 makes them atomicrmw; pinned at 22
	// (20 and 21 not measured).
	AMDGPUGlobalFlatAtomicsReplaced: {22, "amdgcn global/flat atomics, csub and cond.sub calls become atomicrmw"},
	// Measured: llvm-as-22 reads Bitcode/amdgpu-wmma-clamp-upgrade.ll (19
	// has no such intrinsics); pinned at 22.
	AMDGPUWMMAClamp: {22, "amdgcn wmma iu8 clamp operand"},
	// Measured: llvm-as 14, 15 and 16 crash on Assembler/summary-parsing-
	// error.ll, 19 and 22 refuse it; pinned at 19.
	SummaryUndefinedGlobal: {19, "summary references to undefined globals refused"},
	// Measured: llvm-as-13 and 14 write "alloca i32, addrspace(5)" under
	// the default data layout without the address space (llvm-dis prints
	// none), llvm-as-15, 16, 19 and 22 keep it.
	AllocaAddrSpaceRecord: {15, "alloca records keep an address space other than the data layout's"},
	// Measured: llvm-as 14, 15, 16 and 19 give "[0 x i32] []" as undef,
	// llvm-as-22 as poison; pinned at 22.
	EmptyArrayPoison: {22, `the empty array constant "[]" is poison`},
	// Measured with llvm-bcanalyzer-22: llvm-as 14, 15 and 16 write 14
	// operands, llvm-as-19 and 22 a fifteenth (0 without ptrauth).
	DIDerivedTypePtrAuthField: {19, "DIDerivedType records hold ptrAuthData"},
	// From LLVM's history: nusw and nuw arrived in LLVM 19 (with the
	// range form of inrange), target extension types in 16; llvm-as-14
	// rejects all three.
	GEPNoWrapFlags:  {19, "getelementptr nusw and nuw"},
	GEPInRangeRange: {19, "getelementptr constants' inrange(a, b)"},
	TargetExtTypes:  {16, "target extension types"},
	// Measured with llvm-as 16, 19 and 22 (allocas, globals, zero
	// initializers, vectors and parameters of each known type): pinned at
	// the releases measured, 17, 18, 20 and 21 not being on Debian.
	TargetTypeTable19: {19, "aarch64.svcount and spirv.Image in the target type table"},
	TargetTypeTable22: {22, "LLVM 22's target type table, CanBeLocal and parameter checks"},
	// Measured: llvm-as 19 says "invalid field 'sourceLanguageName'" and
	// "missing required field 'language'"; 22 takes the field. Pinned at
	// 22 (20 and 21 are not on Debian; LLVM's history puts the field in
	// 22).
	CompileUnitLanguageName: {22, "DICompileUnit's sourceLanguageName"},
	// Measured: llvm-as-14 knows disable_sanitizer_instrumentation (78)
	// and rejects nosanitize_bounds (79), allockind, memory, ....
	AttrKindsAfter14: {15, "attribute kinds after 78"},
	// Measured with llvm-bcanalyzer-22: memory(read) is 1<<56 | 0x555.
	// LLVM 21 is not measured; 22 is an upper bound.
	MemoryEncodingV1: {22, "memory(...) version 1 encoding with errnomem and target memory"},
	// Measured with llvm-bcanalyzer-22 (records 48 and 49, SUBPROGRAM's
	// 21st operand, LABEL's 6th and 7th, COMPOSITE_TYPE's 23rd to 26th);
	// llvm-as-14 has none of them. 21 is where LLVM's history puts the
	// last of them (enumKind, DISubrangeType, keyInstructions): a release
	// before is refused rather than guessed.
	DIRecordsOf21: {21, "LLVM 21's DI records and fields"},
	// Measured with llvm-as-22 and llvm-bcanalyzer-22 only; before 22
	// ptrauth fields are refused.
	DIPtrAuthInAlign: {22, "DIDerivedType ptrauth fields stored as its alignment"},
	// From LLVM's history (LLVM 20); llvm-as-14 rejects it, and
	// llvm-bcanalyzer-22 shows the flag.
	ICmpSameSign: {20, "icmp samesign"},
	// From LLVM's history (19); measured with llvm-bcanalyzer-22: 22
	// writes code 34 with five operands (21 not measured).
	PtrAuthConstants:    {19, "ptrauth constants"},
	PtrAuthDeactivation: {22, "ptrauth constants' deactivation symbol"},
	// Measured with llvm-bcanalyzer-22; pinned at 22.
	DISourceLanguageName: {22, "DICompileUnit sourceLanguageName and sourceLanguageVersion"},
	// Measured: llvm-dis 14, 15, 16 and 19 print OpenCLKernel, 22
	// DeviceKernel; pinned at 22.
	DWCCDeviceKernel: {22, "DW_CC_LLVM_DeviceKernel names calling convention 0xc7"},
	// Measured with llvm-as 14, 15, 16, 19 and 22; the rework was
	// reviewed between the 19 and 20 branches.
	DataLayoutErrorAtString: {15, "invalid data layouts reported at the string"},
	DataLayoutI8Natural:     {16, "i8 must be naturally aligned in data layouts"},
	// Absent in 16, present in 19: pinned at 19.
	DataLayoutIndexWidth:   {19, "pointer index widths checked against their size"},
	DataLayout24BitSpelled: {19, `data layout messages say "24-bit"`},
	DataLayoutReworked:     {20, "data layout strings parsed by the reworked rules and texts"},
	// Measured: llvm-as 14 says "flag flag", 15 does not.
	DIFlagMessageFixed: {15, "unknown DIFlag message without the doubled word"},
	// Measured: llvm-as 16 reads it, 19 does not; pinned at 19.
	WebKitJSCCGone: {19, "webkit_jscc calling convention removed"},
	// Measured: llvm-as 16 reads the index form, 19 the range.
	InRangeGEPRange: {19, "inrange(lo, hi) on constant getelementptr replaces inrange indices"},
	// Measured: llvm-as 19 accepts it, 22 does not; pinned at 22.
	ConstGEPScalableInvalid: {22, "constant getelementptr of scalable types rejected"},
	// Measured: llvm-as 19 accepts it, 22 does not; pinned at 22.
	RecursiveStructsRejected: {22, "recursive identified structs rejected"},
	// Measured: llvm-as 14, 15 and 16 reject each of these flags, 19 and
	// 22 accept them (llvm-bcanalyzer-22 shows the bits); 17 and 18 are not
	// installed, and LLVM's history puts nneg and disjoint in 18, uitofp
	// nneg and trunc nuw/nsw in 19.
	NNegFlag:     {18, "zext nneg"},
	UIToFPNNeg:   {19, "uitofp nneg"},
	DisjointFlag: {18, "or disjoint"},
	TruncNoWrap:  {19, "trunc nuw and nsw"},
	// Measured: llvm-dis 19 gives @llvm.trap(i32) trap's attributes, 22
	// keeps its own. 20 and 21 are not installed; files they wrote are
	// compared with llvm-dis-22, so the rule starts at 20.
	IntrinsicAttrsNeedSignature: {20, "intrinsic attributes reset only for declarations that fit the signature"},
	// Measured with llvm-as 14 (-opaque-pointers: no rule) and 15.
	ExclusiveAccessElementType: {15, "exclusive loads and stores need elementtype"},
	// Measured: llvm-as 16 accepts the call, 19 rejects it; 17 and 18
	// are not installed, so the rule starts after the last release seen
	// without it.
	VAStartInVariadic: {17, "va_start only in variadic functions"},
	// Measured: llvm-as 16 accepts an i32 mask of a 64-bit pointer, 19
	// rejects it (17 and 18 not installed).
	PtrmaskIndexWidth: {17, "ptrmask's mask has the pointer's index width"},
	// Measured: llvm-as 16 accepts a multiply whose operands do not
	// have the shape, 19 rejects it (17 and 18 not installed).
	MatrixOperandShapes: {17, "matrix.multiply's operands match its shape"},
	// The intrinsic-call rules of the vr-intrinsics work, each measured
	// with llvm-as 14, 15, 16, 19 and 22 (17, 18, 20 and 21 are not
	// installed): a row starts at the first measured release that has the
	// rule. Measured: llvm-as 15 accepts mask 1024, 16 rejects it.
	IsFPClassMaskChecked: {16, "is.fpclass test mask bits checked"},
	// Measured: llvm-as 15 says "invalid arguments to llvm.prefetch" and
	// accepts cache type 2, 16 gives the three messages.
	PrefetchArgumentMessages: {16, "llvm.prefetch arguments checked one by one"},
	// Measured: llvm-as 16 says "0-4", 19 "0-3".
	PrefetchLocalityText: {19, "llvm.prefetch locality message says 0-3"},
	// Measured: llvm-as 16 says "Intrinsic does not support vectors" for
	// a vector llvm.lrint, 19 accepts it.
	LrintVectors: {19, "llvm.lrint and llvm.llrint take vectors"},
	// Measured: llvm-as 19 rejects a vector llvm.lround, 22 accepts it.
	RoundToIntNamed: {22, "llvm.lround and llvm.llround take vectors; messages name the intrinsic"},
	// Measured: llvm-as 16 accepts a global that is not thread-local, 19
	// rejects it.
	ThreadlocalAddressChecked: {19, "llvm.threadlocal.address takes a thread-local global"},
	// Measured: llvm-as 19 accepts a call of an amdgpu_kernel function
	// and names the intrinsic for amdgpu_cs_chain, 22 rejects both with
	// one message; pinned at 22.
	CallsForbiddenByCC: {22, "calls of GPU entry-point calling conventions rejected"},
	// The verifyFunctionAttrs rules of the verifier22 work, each measured
	// with llvm-as 14, 15, 16, 19 and 22 and pinned at the first measured
	// release that has it (cases h17 on). Measured: 16 accepts a 2^32-byte
	// byval, 19 rejects it.
	HugeByValChecked: {19, "huge byval/byref/inalloca/preallocated types rejected"},
	// Measured: 15 accepts both words, 16 rejects them.
	SMEStreamingExclusive: {16, "aarch64_pstate_sm_enabled and _compatible exclusive"},
	// Measured: 16 accepts two ZA states, 19 rejects them.
	SMEStatesExclusive: {19, "one ZA and one ZT0 state attribute"},
	// Measured: 19 accepts agnostic with in_za and names five words, 22
	// rejects it and names six.
	SMEStateAgnostic: {22, "aarch64_za_state_agnostic among the ZA/ZT0 states"},
	// Measured: 19 accepts an empty "alloc-variant-zeroed", 22 rejects it.
	AllocVariantZeroed: {22, "alloc-variant-zeroed checked"},
	// Measured: 16 accepts "sign-return-address"="x", 19 rejects it.
	BranchProtectionAttrsChecked: {19, "branch-protection attribute values checked"},
	// Measured: 16 accepts "vector-function-abi-variant"="_ZGV_LLVM_M4v_foo(vector_foo)",
	// 19 rejects it (17 and 18 not measured).
	VFABIVariantChecked: {19, "vector-function-abi-variant names checked"},
	// Measured: 19 rejects "_ZGVrNxv_foo(vf)" on i64 (i64), 22 accepts it
	// (20 and 21 not measured).
	VFABIRISCVVector: {22, "VFABI names take the RISC-V vector ISA"},
	// Measured: 19 accepts "denormal-fp-math"="xyz", 22 rejects it.
	DenormalFPMathChecked: {22, "denormal-fp-math values checked"},
	// Measured: 16 accepts a <16 x i32> argument with -evex512, 19
	// rejects it, 22 accepts it again.
	EVEX512Checked: {19, "512-bit vector arguments need evex512"},
	EVEX512Gone:    {22, "evex512 rule removed"},
	// Measured: 19 says "Range bit width must match type bit width!", 22
	// "Attribute 'range(i8 0, 1)' applied to incompatible type!".
	RangeWidthIncompatible: {22, "range attribute of another width is of incompatible type"},
	// Measured: each keyword is "expected type" in the last release
	// measured without it (15, 16, 19) and read in the next.
	CallingConvs16: {16, "calling conventions aarch64_sme_preservemost_from_x0/x2"},
	CallingConvs19: {19, "calling conventions amdgpu_cs_chain, riscv_vector_cc, m68k_rtdcc, graalcc, preserve_nonecc, ..."},
	CallingConvs22: {22, "calling conventions amdgpu_gfx_whole_wave, riscv_vls_cc"},
	// Measured: llvm-as 15 rejects the linkage, 16 reads it.
	AvailableExternallyAlias: {16, "available_externally aliases"},
	// Measured: llvm-as 15 accepts an internal dllexport global, alias
	// and function, 16 rejects them.
	LocalDLLStorageRejected: {16, "local symbols without DLL storage"},
	// Measured: llvm-as 16 accepts !absolute_symbol !{}, 19 rejects it.
	AbsoluteSymbolChecked: {19, "!absolute_symbol checked as a range"},
	// Measured: 15 accepts a hidden dllexport declaration, 16 rejects it
	// (and, for dllimport, gives the visibility rule before the
	// dso_local one that hidden implies).
	DLLVisibilityChecked: {16, "dllexport/dllimport visibility"},
	// Measured: 15 accepts an ifunc whose resolver returns i32, 16
	// rejects it.
	IFuncResolverReturnsPointer: {16, "ifunc resolver returns a pointer"},
	// Measured: llvm-as 16 accepts the platform flag alone, 19 rejects it.
	PAuthABIFlagsPaired: {19, "PAuth ABI platform and version flags paired"},
	// Measured: llvm-as 19 rejects an atomic load of <2 x i32>, 22 reads
	// it.
	AtomicVectors: {22, "atomic vector loads and stores"},
	// Measured: llvm-as 19's message ends "or clang.arc.attachedcall", 22's
	// "clang.arc.attachedcall or wasm.(re)throw".
	InvokeIntrinsicWasmText: {22, "invoke of an intrinsic: message names wasm.(re)throw"},
	// Measured: llvm-as 14 rejects xchg of ptr and of i1 in the parser,
	// 15 reads both (and its verifier rejects the i1).
	AtomicRMWPointerXchg: {15, "atomicrmw xchg of pointers"},
	AtomicRMWStoreSize:   {15, "atomicrmw operand size is its store size"},
	// Measured: llvm-as 16 rejects fadd of <2 x float>, 19 reads it.
	AtomicRMWFPVectors: {19, "atomicrmw floating-point vectors"},
	// Measured: llvm-as 14 accepts "alloca swifterror i128", 15 rejects it.
	SwiftErrorAllocaChecked: {15, "swifterror allocas of one pointer"},
	// Measured: llvm-as 16 says "expected value token" at both, 19 reads
	// them.
	PtrauthSplatConstants: {19, "ptrauth and splat constants"},
	PtrToAddr:             {22, "the ptrtoaddr instruction and constant expression"},
	// Measured: llvm-as 16 says "vectors", 19 "types".
	ScalableGlobalsMessage: {19, "scalable globals message says types"},
	// Measured: llvm-as 19 accepts a global { i32, <vscale x 4 x i32> }
	// zeroinitializer as scalable, 22 says it is unsized.
	GlobalInitializerSized: {22, "initialized globals of sized types"},
	// Measured: llvm-as 19 accepts a global { [2 x <vscale x 1 x double>] }
	// and { target("aarch64.svcount") }; 22 finds them scalable (and
	// unsized).
	ScalableStructsDeep: {22, "structs with scalable arrays or target types are scalable"},
	// Measured: llvm-as 14, 15 and 16 accept every use of the bundle and
	// the intrinsics (unknown to them), 19 and 22 check them (17 and 18
	// not measured): pinned at 19.
	ConvergenceControlChecked: {19, "convergence control verified"},
	// Measured: llvm-as-19 rejects a convergencectrl bundle on a call that
	// is not convergent, 22 accepts it; LLVM's history: relaxed in 21
	// (llvm-project#135794, April 2025).
	ConvergenceTokenOnAnyCall: {21, "convergencectrl bundles on calls that are not convergent"},
	// Measured: opt-16 and 19 print an unreachable predecessor's block as
	// an entry of a cycle, opt-22 does not (analysis/cycles_test.go);
	// LLVM's history: llvm-project#101316 (July 2024, after the 19
	// branch).
	CycleUnreachablePredsIgnored: {20, "cycle entries ignore unreachable predecessors"},
	// Measured with llvm-as 14, 15, 16, 19 and 22 (cases g35 on of
	// verifier/testdata/rules.txtar): absent in 16 and present in 19
	// (17 and 18 not measured), pinned at 19.
	IntrinsicFuncletToken: {19, "intrinsic calls in a funclet need a funclet bundle"},
	AMDGPUCSChainChecked:  {19, "llvm.amdgcn.cs.chain and set.inactive.chain.arg callers and arguments checked"},
	NVVMSetMaxNRegChecked: {19, "llvm.nvvm.setmaxnreg register count checked"},
	// Absent in 19, present in 22 (20 and 21 not measured): pinned at 22.
	AMDGPUCSChainShaderCallers:  {22, "llvm.amdgcn.cs.chain from shader stages, followed by unreachable"},
	AMDGPUIntrinsicOperands:     {22, "amdgcn operand rules (init.exec.from.input to cooperative.atomic)"},
	NVVMSetMaxNRegRangeAttr:     {22, "llvm.nvvm.setmaxnreg's range left to its range attribute"},
	AArch64RangePrefetchChecked: {22, "llvm.aarch64.range.prefetch arguments checked"},
	// Measured with llvm-as 19 and 22 (cases ir1 on of
	// verifier/testdata/rules.txtar): 19 accepts a call-site range an
	// immarg argument is out of; pinned at 22.
	ImmArgRangeChecked: {22, "immarg arguments checked against their range attribute"},
	// Measured with llvm-as 14 and 15 (the typed-pointer sweeps of
	// verifier/intrinsicsigs14_test.go and intrinsics/typedptr_test.go).
	IntrinsicExternrefAnyPointee:  {15, "an intrinsic's pointer to {} takes any pointee"},
	IntrinsicOpaquePointeeVectors: {15, "an opaque pointer passes over a typed signature's pointee vectors"},
	// Asked of llvm-as-16 (15 matches the pointees of typed pointers).
	IntrinsicSignatureOpaque:    {16, "intrinsic declarations matched with their pointers opaque"},
	TypedPointersReadOpaque:     {16, "typed pointer syntax read as ptr"},
	UndeclaredIntrinsicUpgrades: {22, "calls of undeclared intrinsics are upgraded; unknown ones are errors"},
	// llvm-project#135820 (April 2025, so in 21); measured (cases b112 on
	// of verifier/testdata/rules.txtar): llvm-as 19 accepts, 22 rejects.
	AMDGPUAllocaAddrSpace: {21, "allocas on AMDGPU must be in addrspace(5)"},
	// llvm-project#72077 (November 2023, so in 18); measured: llvm-as 16
	// refuses the property, 19 reads it.
	GlobalCodeModel: {18, "global variables' code_model property"},
	// llvm-project#158732 (September 2025, so in 22); measured: llvm-as
	// 19 refuses an ifunc's attachment, 22 reads it.
	IFuncMetadata: {22, "metadata attachments on ifuncs"},
	// Measured: llvm-as 15 wants the '[', 16 reads a phi without one.
	EmptyPhi: {16, "phis without incoming values"},
	// Measured (LLVM 22's Assembler/debug-info.ll): llvm-as 19 refuses
	// the flag, 22 reads it; pinned at 22.
	DIFlagNameIsSimplified: {22, "the DIFlagNameIsSimplified debug info flag"},
	// llvm-project#115894 (December 2024, so in 20); measured: llvm-as 19
	// refuses "fpext nnan", 22 reads it.
	FastMathFPCasts: {20, "fast-math flags on fptrunc and fpext"},
	// Measured (LLVM 22's Bitcode/compatibility.ll and variants): llvm-as
	// 19 refuses nofpclass on { float, float }, 22 takes it there and on
	// { <2 x float>, <2 x float> } and <{ float }>, not on { float,
	// double }, a named struct or a struct of arrays; pinned at 22.
	NoFPClassStructs: {22, "nofpclass on literal structs of one floating-point type"},
	// Measured with llvm-as 19 and 22 on each error of package scanner
	// (LLVM 22's Assembler/invalid-name.ll, invalid-c-style-comment0.ll)
	// and with llvm-as 14, 15, 16, 19 and 22 on i0; pinned at 22.
	LexerErrorsKept: {22, "the lexer's errors on unterminated text and NUL names are reported"},
	// Measured (LLVM 22's Assembler/invalid-addrspace.ll): llvm-as 15
	// accepts addrspace(16777216), 16 refuses it.
	AddrSpace24Bit: {16, "address spaces of 24 bits at most"},
	// Measured: llvm-as 19 refuses range(i8 0, 0), 22 reads it; pinned
	// at 22.
	RangeZeroEmpty: {22, "range(iN 0, 0) attributes"},
	// Measured: llvm-as 19 says "expected debug record type here", 22
	// reads the record; pinned at 22.
	DbgDeclareValue: {22, "#dbg_declare_value records"},
	// Measured (LLVM 22's Assembler/hex-float-overflow.ll): llvm-as 19
	// reads 0xH5F2F00, 22 refuses it at any type; pinned at 22.
	HexFloat16Checked: {22, "half and bfloat hex literals of 16 bits at most"},
	// Measured (LLVM 22's Verifier/captures-metadata.ll): llvm-as 19
	// accepts !captures on a load, 22 does not; pinned at 22.
	CapturesMetadata: {22, "!captures attachments checked"},
	// Measured (LLVM 22's Verifier/invalid-target-feature.ll): llvm-as 19
	// accepts "target-features"="foobar", 22 does not; pinned at 22.
	TargetFeaturesChecked: {22, "target-features entries checked"},
	// In LLVM 22's table of intrinsics, not 19's.
	RelocNone: {22, "the llvm.reloc.none intrinsic"},
	// Measured (LLVM 22's Verifier/errno-tbaa-metadata-*.ll): llvm-as 19
	// accepts an empty !llvm.errno.tbaa, 22 does not; pinned at 22.
	ErrnoTBAAChecked: {22, "!llvm.errno.tbaa checked"},
	// Measured: llvm-as 14, 15 and 16 accept !0 = !DIArgList(i32 1) and
	// an attachment !foo !DIArgList(i32 1), 19 and 22 do not; pinned at
	// 19 (17 and 18 not measured).
	DIArgListOperandOnly: {19, "!DIArgList only as an operand"},
	// Measured: llvm-as 16 and 19 refuse memory(errnomem: read) and
	// memory(target_mem0: read) and list argmem and inaccessiblemem in
	// their message, 22 reads both and lists errnomem too; pinned at 22
	// (20 and 21 not measured).
	MemoryErrnoLocation:   {22, "memory(errnomem: ...)"},
	MemoryTargetLocations: {22, "memory(target_mem0/1: ...)"},
	// The DWARF name rows: every DW_TAG_, DW_ATE_, DW_VIRTUALITY_,
	// DW_MACINFO_, DW_APPLE_ENUM_KIND_, DW_OP_, DW_LANG_, DW_LNAME_ and
	// DW_CC_ name of LLVM 22's
	// Dwarf.def asked of llvm-as 14, 15, 16, 19 and 22 (the dwarf package's
	// TestReleasesReadNames asks again); the 19 and 22 rows are pinned at
	// the first measured release that reads them.
	DWARFLanguages16:    {16, "DW_LANG_ names of DWARF 5's later languages"},
	DWARFLanguages19:    {19, "DW_LANG_ names registered after DWARF 5"},
	DWARFLanguages22:    {22, "DW_LANG_Metal"},
	DWARFCallingConvs19: {19, "DW_CC_LLVM_ M68kRTD, PreserveNone, RISCVVectorCall, SwiftTail"},
	DWCCRISCVVLSCall:    {22, "DW_CC_LLVM_RISCVVLSCall"},
	DWARFTags16:         {16, "DW_TAG_LLVM_ptrauth_type"},
	DWARFOps19:          {19, "DW_OP_LLVM_extract_bits_sext, _zext, DW_OP_LLVM_user"},
	DWARFOps22:          {22, "DW_OP_GNU_implicit_pointer"},
	// Measured: llvm-as 14, 15, 16 and 19 read "filter i32 0" (the
	// verifier refuses it) and "catch [1 x ptr] zeroinitializer", 22
	// refuses both; pinned at 22.
	LandingPadClauseTypes: {22, "landingpad clause types checked by the parser"},
	// Measured: llvm-as 14, 15 and 16 judge a scalable value by the
	// operation's type rule, 19 and 22 refuse it first; pinned at 19.
	AtomicRMWScalableChecked: {19, "atomicrmw of scalable vectors refused first"},
	// Measured: llvm-as 14 and 15 say "expected integer" at
	// addrspace("G"), 16, 19 and 22 read it.
	SymbolicAddrSpaces: {16, "symbolic address spaces"},
	// Measured: llvm-as 15, 16 and 19 count the uses of "i32 7" for a
	// uselistorder directive ("wrong number of indexes, expected 2"), 22
	// passes over it; LLVM 21 took the use lists away, as its release
	// notes say (20 and 21 not measured).
	ConstantDataNoUseList: {21, "plain constants have no use list"},
}

// Since returns the first release in which c is in force.
func (c Change) Since() Version { return changes[c].since }

// String names the change.
func (c Change) String() string { return changes[c].name }
