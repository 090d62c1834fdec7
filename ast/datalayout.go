package ast

import (
	"strconv"
	"strings"
	"sync/atomic"
)

// ReadLayout returns data layout dl as ParseLayout reads it, LLVM's
// default layout when it does not read (the parser reports that). The
// layout read last is kept: the passes ask for the same module's layout
// again and again, from several goroutines. The result must not be
// changed.
func ReadLayout(dl string) *Layout {
	if e := lastLayout.Load(); e != nil && e.text == dl {
		return e.layout
	}
	l, err := ParseLayout(dl)
	if err != nil {
		l, _ = ParseLayout("")
	}
	lastLayout.Store(&layoutEntry{dl, l})
	return l
}

// layoutEntry is a data layout string and what it reads as.
type layoutEntry struct {
	text   string
	layout *Layout
}

// lastLayout is the layout ReadLayout read last.
var lastLayout atomic.Pointer[layoutEntry]

// ProgramAddrSpace returns the program address space of data layout dl
// (its "P<n>" part; 0 without one): the address space of functions that
// do not name one.
func ProgramAddrSpace(dl string) uint32 { return uint32(ReadLayout(dl).ProgramAddrSpace()) }

// GlobalsAddrSpace returns the default address space of globals under
// data layout dl (its "G<n>" part; 0 without one).
func GlobalsAddrSpace(dl string) uint32 { return uint32(ReadLayout(dl).GlobalsAddrSpace()) }

// AllocaAddrSpace returns the address space of allocas under data layout
// dl (its "A<n>" part; 0 without one).
func AllocaAddrSpace(dl string) uint32 { return uint32(ReadLayout(dl).AllocaAddrSpace()) }

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
	case "A":
		return AllocaAddrSpace(dl), true
	case "G":
		return GlobalsAddrSpace(dl), true
	case "P":
		return ProgramAddrSpace(dl), true
	}
	return 0, false
}
