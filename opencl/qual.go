package opencl

import (
	"strconv"
	"strings"
)

// An AddrSpace is a kernel argument's address space in the SPIR numbering
// clang writes to kernel_arg_addr_space on every target.
type AddrSpace int32

// The SPIR address spaces. Images, pipes and samplers are reported as
// Global (images, pipes) and Private (samplers) by clang.
const (
	Private      AddrSpace = 0
	Global       AddrSpace = 1
	Constant     AddrSpace = 2
	Local        AddrSpace = 3
	Generic      AddrSpace = 4
	GlobalDevice AddrSpace = 5
	GlobalHost   AddrSpace = 6
	// NoAddrSpace marks an argument whose kernel has no
	// kernel_arg_addr_space.
	NoAddrSpace AddrSpace = -1
)

var addrSpaceNames = [...]string{"private", "global", "constant", "local", "generic", "global_device", "global_host"}

// String returns the OpenCL name ("global"), or "addrspace(N)" for a number
// outside the SPIR set, or "" for NoAddrSpace.
func (a AddrSpace) String() string {
	if a >= 0 && int(a) < len(addrSpaceNames) {
		return addrSpaceNames[a]
	}
	if a == NoAddrSpace {
		return ""
	}
	return "addrspace(" + strconv.Itoa(int(a)) + ")"
}

// Valid reports whether a is one of the SPIR address spaces.
func (a AddrSpace) Valid() bool { return a >= 0 && int(a) < len(addrSpaceNames) }

// The values of kernel_arg_access_qual.
const (
	AccessNone      = "none"
	AccessReadOnly  = "read_only"
	AccessWriteOnly = "write_only"
	AccessReadWrite = "read_write"
)

// ValidAccess reports whether s is a kernel_arg_access_qual value.
func ValidAccess(s string) bool {
	switch s {
	case AccessNone, AccessReadOnly, AccessWriteOnly, AccessReadWrite:
		return true
	}
	return false
}

// A TypeQual is a kernel_arg_type_qual value: a space-separated subset of
// "restrict const volatile" in that order, or "pipe", or "".
type TypeQual string

// The qualifier words.
const (
	QualRestrict = "restrict"
	QualConst    = "const"
	QualVolatile = "volatile"
	QualPipe     = "pipe"
)

// Has reports whether q contains the qualifier word.
func (q TypeQual) Has(word string) bool {
	for _, w := range strings.Fields(string(q)) {
		if w == word {
			return true
		}
	}
	return false
}

// Words returns the qualifiers.
func (q TypeQual) Words() []string { return strings.Fields(string(q)) }

// MakeTypeQual writes qualifiers in clang's order ("restrict const
// volatile"), or "pipe".
func MakeTypeQual(restrict, isConst, isVolatile, pipe bool) TypeQual {
	if pipe {
		return QualPipe
	}
	var w []string
	if restrict {
		w = append(w, QualRestrict)
	}
	if isConst {
		w = append(w, QualConst)
	}
	if isVolatile {
		w = append(w, QualVolatile)
	}
	return TypeQual(strings.Join(w, " "))
}

// Check returns "" when q is written as clang writes it, or what is wrong.
func (q TypeQual) Check() string {
	if q == "" || q == QualPipe {
		return ""
	}
	if string(q) != strings.Join(strings.Fields(string(q)), " ") {
		return "qualifiers are not separated by single spaces"
	}
	order := map[string]int{QualRestrict: 1, QualConst: 2, QualVolatile: 3}
	last := 0
	for _, w := range q.Words() {
		r, ok := order[w]
		switch {
		case w == QualPipe:
			return `"pipe" stands alone`
		case !ok:
			return "unknown qualifier " + strconv.Quote(w)
		case r == last:
			return "repeated qualifier " + strconv.Quote(w)
		case r < last:
			return "qualifiers out of order (restrict const volatile)"
		}
		last = r
	}
	return ""
}
