package parser

import "github.com/irmeta/irmeta/internal/dwarf"

// Names of the enumerations of specialized metadata fields that are LLVM's
// own, as the union of LLVM 14 through current LLVM (the names newer than
// LLVM 14 are marked). The DWARF names (DW_TAG_, DW_OP_, DW_LANG_, ...)
// are read from package internal/dwarf, with the releases that read each.

func nameSet(names ...string) map[string]bool {
	m := make(map[string]bool, len(names))
	for _, n := range names {
		m[n] = true
	}
	return m
}

// emissionKinds, nameTableKinds and fixedPointKinds are the bare words of
// DICompileUnit's emissionKind and nameTableKind and DIFixedPointType's kind,
// checksumKinds DIFile's checksumkind (internal/dwarf's tables).
var (
	emissionKinds   = wordSet(dwarf.EmissionKinds)
	nameTableKinds  = wordSet(dwarf.NameTableKinds)
	fixedPointKinds = wordSet(dwarf.FixedPointKinds)
	checksumKinds   = wordSet(dwarf.ChecksumKinds)
)

// wordSet returns the names of table as a set.
func wordSet(table []dwarf.Name) map[string]bool {
	m := make(map[string]bool, len(table))
	for _, n := range table {
		m[n.Name] = true
	}
	return m
}

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
