package dwarf

import "github.com/irmeta/irmeta/llvmver"

// The tables hold LLVM 22's names. Older releases read fewer: since maps
// each name newer than LLVM 14 to the change that brought it, and renamed
// the names a release replaced (measured with llvm-as 14, 15, 16, 19 and
// 22 on every name: TestReleasesReadNames).

// since maps the names LLVM 14 does not read to the change that brought
// them.
var since = map[string]llvmver.Change{
	"DW_TAG_LLVM_ptrauth_type":     llvmver.DWARFTags16,
	"DW_OP_LLVM_extract_bits_sext": llvmver.DWARFOps19,
	"DW_OP_LLVM_extract_bits_zext": llvmver.DWARFOps19,
	"DW_OP_LLVM_user":              llvmver.DWARFOps19,
	"DW_OP_GNU_implicit_pointer":   llvmver.DWARFOps22,
	"DW_LANG_Ada2005":              llvmver.DWARFLanguages16,
	"DW_LANG_Ada2012":              llvmver.DWARFLanguages16,
	"DW_LANG_C17":                  llvmver.DWARFLanguages16,
	"DW_LANG_C_plus_plus_17":       llvmver.DWARFLanguages16,
	"DW_LANG_C_plus_plus_20":       llvmver.DWARFLanguages16,
	"DW_LANG_Crystal":              llvmver.DWARFLanguages16,
	"DW_LANG_Fortran18":            llvmver.DWARFLanguages16,
	"DW_LANG_Kotlin":               llvmver.DWARFLanguages16,
	"DW_LANG_Zig":                  llvmver.DWARFLanguages16,
	"DW_LANG_Assembly":             llvmver.DWARFLanguages19,
	"DW_LANG_CPP_for_OpenCL":       llvmver.DWARFLanguages19,
	"DW_LANG_C_sharp":              llvmver.DWARFLanguages19,
	"DW_LANG_GLSL":                 llvmver.DWARFLanguages19,
	"DW_LANG_GLSL_ES":              llvmver.DWARFLanguages19,
	"DW_LANG_HIP":                  llvmver.DWARFLanguages19,
	"DW_LANG_HLSL":                 llvmver.DWARFLanguages19,
	"DW_LANG_Hylo":                 llvmver.DWARFLanguages19,
	"DW_LANG_Mojo":                 llvmver.DWARFLanguages19,
	"DW_LANG_Move":                 llvmver.DWARFLanguages19,
	"DW_LANG_OpenCL_CPP":           llvmver.DWARFLanguages19,
	"DW_LANG_Ruby":                 llvmver.DWARFLanguages19,
	"DW_LANG_SYCL":                 llvmver.DWARFLanguages19,
	"DW_LANG_Metal":                llvmver.DWARFLanguages22,
	"DW_CC_LLVM_M68kRTD":           llvmver.DWARFCallingConvs19,
	"DW_CC_LLVM_PreserveNone":      llvmver.DWARFCallingConvs19,
	"DW_CC_LLVM_RISCVVectorCall":   llvmver.DWARFCallingConvs19,
	"DW_CC_LLVM_SwiftTail":         llvmver.DWARFCallingConvs19,
	"DW_CC_LLVM_DeviceKernel":      llvmver.DWCCDeviceKernel,
	"DW_CC_LLVM_RISCVVLSCall":      llvmver.DWCCRISCVVLSCall,
}

// renamed maps a name to the one it replaced and the change that renamed
// it: before the change, releases read and print the old name only.
var renamed = map[string]struct {
	old    string
	change llvmver.Change
}{
	"DW_CC_LLVM_DeviceKernel": {"DW_CC_LLVM_OpenCLKernel", llvmver.DWCCDeviceKernel},
}

// A reading is what the parser makes of one name: its table (by its first
// entry), its value, and the change that brought it (the names every
// release reads: -1) or, for a replaced name, that retired it.
type reading struct {
	table   *Name
	value   uint64
	since   llvmver.Change
	retired bool
}

// readings indexes every name of the indexed tables (a name's prefix tells
// its table: the names are unique across them), with the old names they
// replaced.
var readings = func() map[string]reading {
	m := map[string]reading{}
	for _, table := range indexed {
		for _, n := range table {
			r := reading{table: &table[0], value: n.Value, since: -1}
			if c, ok := since[n.Name]; ok {
				r.since = c
			}
			if rn, ok := renamed[n.Name]; ok {
				r.since = rn.change
				m[rn.old] = reading{table: &table[0], value: n.Value, since: rn.change, retired: true}
			}
			if _, dup := m[n.Name]; !dup {
				m[n.Name] = r
			}
		}
	}
	return m
}()

// ValueOf returns the value release v's parser reads name as, of table's
// names (or the old names they replaced), and whether v reads it.
func ValueOf(table []Name, name string, v llvmver.Version) (uint64, bool) {
	r, ok := readings[name]
	if !ok || len(table) == 0 || r.table != &table[0] {
		return 0, false
	}
	switch {
	case r.retired:
		return r.value, !v.Has(r.since)
	case r.since >= 0:
		return r.value, v.Has(r.since)
	}
	return r.value, true
}

// Printed returns the name release v's llvm-dis prints for value x of
// table, and whether it has one (it prints a number otherwise).
func Printed(table []Name, x uint64, v llvmver.Version) (string, bool) {
	name, ok := ByValue(table, x)
	if !ok {
		return "", false
	}
	if r, ok := renamed[name]; ok && !v.Has(r.change) {
		return r.old, true
	}
	if c, ok := since[name]; ok && !v.Has(c) {
		return "", false
	}
	return name, true
}

// Values maps every name of table, and every name one of them replaced,
// to its value: what some release reads.
func Values(table []Name) map[string]uint64 {
	m := make(map[string]uint64, len(table))
	for _, n := range table {
		m[n.Name] = n.Value
		if r, ok := renamed[n.Name]; ok {
			m[r.old] = n.Value
		}
	}
	return m
}
