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

// AddrSpaceIn returns N of the first "addrspace(N)" in text, and whether
// text has one that reads; a symbolic N ("A", "G" or "P", LLVM 16 on) is
// the alloca, globals or program address space of data layout dl.
func AddrSpaceIn(text, dl string) (uint32, bool) {
	i := strings.Index(text, "addrspace(")
	if i < 0 {
		return 0, false
	}
	text = text[i+len("addrspace("):]
	j := strings.IndexByte(text, ')')
	if j < 0 {
		return 0, false
	}
	arg := strings.TrimSpace(text[:j])
	if len(arg) >= 2 && arg[0] == '"' && arg[len(arg)-1] == '"' {
		return SymbolicAddrSpace(arg[1:len(arg)-1], dl)
	}
	n, err := strconv.ParseUint(arg, 10, 32)
	return uint32(n), err == nil
}

// SymbolicAddrSpace returns the address space that name ("A", "G" or "P",
// LLVM 16 on) stands for under data layout dl: its alloca, globals or
// program address space; false for another name.
func SymbolicAddrSpace(name, dl string) (uint32, bool) {
	switch name {
	case "A", "G", "P":
		return layoutAddrSpace(dl, name[0]), true
	}
	return 0, false
}
