// Package dwarf holds the DWARF and LLVM debug-info constants LLVM's IR
// names: tags, operations, languages, encodings, calling conventions and
// the rest, with the names LLVM prints for them (generated from LLVM 22's
// Dwarf.def and DebugInfoFlags.def by gen_tables.go). The metadata printer
// (package di), the bitcode reader and writer and the metadata graph read
// them here.
package dwarf

// A Name pairs a DWARF or LLVM constant with the name LLVM prints for it.
type Name struct {
	Value uint64
	Name  string
}

// ByValue returns the name of value v in table (the first listed for it),
// and whether there is one.
func ByValue(table []Name, v uint64) (string, bool) {
	if len(table) == 0 {
		return "", false
	}
	if m, ok := byValue[&table[0]]; ok {
		s, ok := m[v]
		return s, ok
	}
	for _, n := range table {
		if n.Value == v {
			return n.Name, true
		}
	}
	return "", false
}

// indexed are the tables looked up for every node and field: byValue and
// readings index them.
var indexed = [][]Name{Tags, Ops, Languages, LanguageNames, Encodings, CallingConvs, Virtualities, EnumKinds, Macinfos}

// byValue indexes the values of the indexed tables (see Map), by their
// first entry.
var byValue = func() map[*Name]map[uint64]string {
	m := map[*Name]map[uint64]string{}
	for _, table := range indexed {
		m[&table[0]] = Map(table)
	}
	return m
}()

// Map returns table as a map from value to name (the first listed name of
// each value).
func Map(table []Name) map[uint64]string {
	m := make(map[uint64]string, len(table))
	for _, n := range table {
		if _, ok := m[n.Value]; !ok {
			m[n.Value] = n.Name
		}
	}
	return m
}

// The enumerations of LLVM's debug-info metadata that are not DWARF's.
var (
	// EmissionKinds are DICompileUnit's emissionKind values.
	EmissionKinds = []Name{{0, "NoDebug"}, {1, "FullDebug"}, {2, "LineTablesOnly"}, {3, "DebugDirectivesOnly"}}
	// NameTableKinds are DICompileUnit's nameTableKind values.
	NameTableKinds = []Name{{0, "Default"}, {1, "GNU"}, {2, "None"}, {3, "Apple"}}
	// ChecksumKinds are DIFile's checksumkind values.
	ChecksumKinds = []Name{{1, "CSK_MD5"}, {2, "CSK_SHA1"}, {3, "CSK_SHA256"}}
	// FixedPointKinds are DIFixedPointType's kind values.
	FixedPointKinds = []Name{{0, "Binary"}, {1, "Decimal"}, {2, "Rational"}}
)
