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
}

// Since returns the first release in which c is in force.
func (c Change) Since() Version { return changes[c].since }

// String names the change.
func (c Change) String() string { return changes[c].name }
