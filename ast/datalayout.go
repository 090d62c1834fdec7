package ast

import (
	"strconv"
	"strings"
)

// ProgramAddrSpace returns the program address space of data layout dl
// (its "P<n>" part; 0 without one): the address space of functions that
// do not name one.
func ProgramAddrSpace(dl string) uint32 { return layoutAddrSpace(dl, 'P') }

// GlobalsAddrSpace returns the default address space of globals under
// data layout dl (its "G<n>" part; 0 without one).
func GlobalsAddrSpace(dl string) uint32 { return layoutAddrSpace(dl, 'G') }

// AllocaAddrSpace returns the address space of allocas under data layout
// dl (its "A<n>" part; 0 without one).
func AllocaAddrSpace(dl string) uint32 { return layoutAddrSpace(dl, 'A') }

// layoutAddrSpace returns the address space that data layout dl gives in
// its part that starts with letter, or 0.
func layoutAddrSpace(dl string, letter byte) uint32 {
	for _, part := range strings.Split(dl, "-") {
		if part != "" && part[0] == letter {
			n, _ := strconv.ParseUint(part[1:], 10, 32)
			return uint32(n)
		}
	}
	return 0
}
