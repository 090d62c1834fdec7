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

// diFlags are the DIFlag* names (DINode::getFlag; DIFlagZero is rejected),
// but DIFlagNameIsSimplified, which LLVM 22 added (the flag reader asks
// the release).
var diFlags = func() map[string]bool {
	m := wordSet(dwarf.DIFlags)
	delete(m, "DIFlagNameIsSimplified")
	return m
}()

// spFlagDefinition is DISPFlagDefinition's bit.
const spFlagDefinition = 8

// spFlags are the DISPFlag* names and their values (DISubprogram::getFlag).
var spFlags = func() map[string]uint32 {
	m := make(map[string]uint32, len(dwarf.SPFlags))
	for _, n := range dwarf.SPFlags {
		m[n.Name] = uint32(n.Value)
	}
	return m
}()
