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
	// distinct nodes.
	ModFlagAppendDistinct
	// DebugRecords: debug intrinsics are printed as #dbg_ records (LLVM 19).
	DebugRecords
	// ConstExprBinopsRemoved: and/or/lshr/ashr/… constant expressions are
	// gone (LLVM 15-19, completed by 22).
	ConstExprBinopsRemoved
	// ConstExprCmpRemoved: icmp/fcmp constant expressions are gone (LLVM 19).
	ConstExprCmpRemoved
	// ConstExprCastsRemoved: zext/sext/fptrunc/… constant expressions are
	// gone (LLVM 18-19).
	ConstExprCastsRemoved
	// ModFlagPICLevelMin: LLVM writes "PIC Level" with behavior Min, so
	// that linking PIC with non-PIC code gives non-PIC (Max before; LLVM
	// 14 writes 7, LLVM 22 8).
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
	// AsmSplatConstants: AsmWriter prints vector constants whose elements
	// are all equal as "splat (T v)" (checked against LLVM 14 and 22 only).
	AsmSplatConstants
	// AsmBackslashEscape: AsmWriter writes a backslash in quoted strings as
	// two backslashes, no longer as \5C (checked against LLVM 14 and 22 only).
	AsmBackslashEscape
	// AsmDollarQuoted: AsmWriter quotes names that contain '$' (checked
	// against LLVM 14 and 22 only).
	AsmDollarQuoted
	// DISizeAsMetadata: DI type sizes and offsets may be metadata; bitcode
	// marks records that store them so (checked against LLVM 14 and 22 only).
	DISizeAsMetadata

	numChanges
)

type changeRow struct {
	since Version
	name  string
}

// changes is the version table: one row per Change.
var changes = [numChanges]changeRow{
	OpaquePointersDefault:   {15, "opaque pointers by default"},
	TypedPointersGone:       {17, "typed pointers removed"},
	ModFlagMinMissingIsZero: {15, "Min flag missing on one side counts as 0"},
	ModFlagMinBehavior:      {15, "module flag behaviour Min"},
	ModFlagAppendDistinct:   {19, "Append/AppendUnique results are distinct"},
	DebugRecords:            {19, "debug records instead of debug intrinsics"},
	ConstExprBinopsRemoved:  {19, "binary-operator constant expressions removed"},
	ConstExprCmpRemoved:     {19, "compare constant expressions removed"},
	ConstExprCastsRemoved:   {19, "extension/truncation constant expressions removed"},
	// The module-flag behaviors clang writes: 14 and 22 are confirmed by
	// the clang-14 oracle and modflags/testdata/clang22; the release in
	// between is LLVM's history (PIC Level Min came with Min itself; the
	// cf-protection change, D130065, after the LLVM 15 branch; AArch64's,
	// llvm-project#86212, after the LLVM 19 branch).
	ModFlagPICLevelMin:         {15, `"PIC Level" written with behavior Min`},
	ModFlagCFProtectionMin:     {16, `"cf-protection-*" written with behavior Min`},
	ModFlagBranchProtectionMin: {20, `AArch64 branch-protection flags written with behavior Min`},
	ModFlagSmallDataLimitMin:   {22, `"SmallDataLimit" written with behavior Min`},
	// llvm-as-22 renames llvm.ptr.annotation.p0 to .p0.p0; LLVM 14 has
	// the one-suffix form only.
	PtrAnnotationStringOverload: {17, "llvm.ptr.annotation overloaded on the string's pointer type"},
	AsmSplatConstants:           {19, "vector splat constants print as splat (...)"},
	AsmBackslashEscape:          {19, "backslash doubled in quoted strings"},
	AsmDollarQuoted:             {19, "names containing $ are quoted"},
	DISizeAsMetadata:            {21, "DI type sizes may be metadata"},
}

// Since returns the first release in which c is in force.
func (c Change) Since() Version { return changes[c].since }

// String names the change.
func (c Change) String() string { return changes[c].name }
