package ast

import (
	"strconv"
	"strings"
)

// ProgramAddrSpace returns the program address space of data layout dl
// (its "P<n>" part; 0 without one): the address space of functions that
// do not name one.
func ProgramAddrSpace(dl string) uint32 {
	for _, part := range strings.Split(dl, "-") {
		if strings.HasPrefix(part, "P") {
			n, _ := strconv.ParseUint(part[1:], 10, 32)
			return uint32(n)
		}
	}
	return 0
}
