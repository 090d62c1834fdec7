package ast

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// A Layout is a module's data layout string as LLVM's DataLayout reads it
// for the alignment of types: the integer, floating-point, vector and
// pointer specs (ABI and preferred alignments), the aggregate alignment,
// the sizes and index widths of pointers and the alloca, program and
// globals address spaces. Types no spec names get LLVM's defaults (see
// ParseLayout). It is the one reader of a layout's values; whether a
// layout is valid, and LLVM's message when not, is the parser's
// (parser.DataLayoutError).
type Layout struct {
	abi, pref layoutAligns
	size      map[uint64]uint64 // address space -> pointer size in bits
	idx       map[uint64]uint64 // address space -> index width in bits
	allocaAS  uint64            // "A<n>"
	programAS uint64            // "P<n>"
	globalsAS uint64            // "G<n>"
}

// layoutAligns holds one kind of alignment (ABI or preferred), in bytes,
// by bit width (address space for pointers).
type layoutAligns struct {
	ints, floats, vecs, ptrs map[uint64]uint64
	aggr                     uint64
}

// ParseLayout reads data layout string s; "" is LLVM's default layout
// (i64 aligned to 4 bytes for the ABI and 8 preferred, 64-bit pointers,
// 64- and 128-bit vectors at their size). Specs that do not bear on
// alignment (endianness, mangling, native widths, stack alignment, ...)
// are passed over; a malformed alignment spec is an error.
func ParseLayout(s string) (*Layout, error) {
	l := &Layout{
		abi: layoutAligns{
			ints:   map[uint64]uint64{1: 1, 8: 1, 16: 2, 32: 4, 64: 4},
			floats: map[uint64]uint64{16: 2, 32: 4, 64: 8, 128: 16},
			vecs:   map[uint64]uint64{64: 8, 128: 16},
			ptrs:   map[uint64]uint64{0: 8},
		},
		pref: layoutAligns{
			ints:   map[uint64]uint64{1: 1, 8: 1, 16: 2, 32: 4, 64: 8},
			floats: map[uint64]uint64{16: 2, 32: 4, 64: 8, 128: 16},
			vecs:   map[uint64]uint64{64: 8, 128: 16},
			ptrs:   map[uint64]uint64{0: 8},
			aggr:   8,
		},
		size: map[uint64]uint64{0: 64},
		idx:  map[uint64]uint64{0: 64},
	}
	for _, spec := range strings.Split(s, "-") {
		if spec == "" {
			continue
		}
		if err := l.readSpec(spec); err != nil {
			return nil, err
		}
	}
	return l, nil
}

// readSpec reads one spec of a layout string into l.
func (l *Layout) readSpec(spec string) error {
	parts := strings.Split(spec, ":")
	bad := fmt.Errorf("data layout: malformed spec %q", spec)
	num := func(s string) (uint64, error) {
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			return 0, bad
		}
		return n, nil
	}
	// pref reads parts[i], the preferred alignment in bits, or takes abi.
	pref := func(i int, abi uint64) (uint64, error) {
		if i >= len(parts) {
			return abi, nil
		}
		n, err := num(parts[i])
		return n / 8, err
	}
	head := parts[0]
	switch {
	case head == "":
		return bad
	case head[0] == 'A' && len(head) > 1:
		n, err := num(head[1:])
		l.allocaAS = n
		return err
	case head[0] == 'P' && len(head) > 1:
		n, err := num(head[1:])
		l.programAS = n
		return err
	case head[0] == 'G' && len(head) > 1:
		n, err := num(head[1:])
		l.globalsAS = n
		return err
	case head == "a" || head == "a0": // "a0" is the old spelling with a size
		if len(parts) < 2 {
			return bad
		}
		n, err := num(parts[1])
		if err != nil {
			return err
		}
		l.abi.aggr = n / 8
		l.pref.aggr, err = pref(2, l.abi.aggr)
		return err
	case head[0] == 'p':
		as, ok := pointerSpecSpace(head[1:])
		if !ok {
			return bad
		}
		if len(parts) < 3 {
			return bad
		}
		size, err1 := num(parts[1])
		abi, err2 := num(parts[2])
		if err1 != nil || err2 != nil {
			return bad
		}
		l.abi.ptrs[as], l.size[as], l.idx[as] = abi/8, size, size
		if len(parts) > 4 {
			if l.idx[as], err1 = num(parts[4]); err1 != nil {
				return err1
			}
		}
		var err error
		l.pref.ptrs[as], err = pref(3, l.abi.ptrs[as])
		return err
	case head[0] == 'i' || head[0] == 'f' || head[0] == 'v':
		bits, err := num(head[1:])
		if err != nil || len(parts) < 2 {
			return bad
		}
		abi, err := num(parts[1])
		if err != nil {
			return err
		}
		a, p := l.abi.ints, l.pref.ints
		switch head[0] {
		case 'f':
			a, p = l.abi.floats, l.pref.floats
		case 'v':
			a, p = l.abi.vecs, l.pref.vecs
		}
		a[bits] = abi / 8
		p[bits], err = pref(2, a[bits])
		return err
	}
	return nil
}

// pointerSpecSpace reads the address space of a pointer spec's head after
// its "p": flags ("e", "u": LLVM 22), the number (0 when absent) and a
// name in parentheses, each optional.
func pointerSpecSpace(head string) (uint64, bool) {
	head = strings.TrimLeft(head, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
	if i := strings.IndexByte(head, '('); i >= 0 {
		if !strings.HasSuffix(head, ")") {
			return 0, false
		}
		head = head[:i]
	}
	if head == "" {
		return 0, true
	}
	n, err := strconv.ParseUint(head, 10, 64)
	return n, err == nil
}

// aligns returns l's ABI or preferred alignments.
func (l *Layout) aligns(pref bool) *layoutAligns {
	if pref {
		return &l.pref
	}
	return &l.abi
}

// IntAlign returns the alignment of an integer of bits bits: its spec's,
// else the next wider integer's, else the widest's.
func (l *Layout) IntAlign(bits uint64, pref bool) uint64 {
	ints := l.aligns(pref).ints
	if a, ok := ints[bits]; ok {
		return a
	}
	widths := make([]uint64, 0, len(ints))
	for w := range ints {
		widths = append(widths, w)
	}
	slices.Sort(widths)
	for _, w := range widths {
		if w >= bits {
			return ints[w]
		}
	}
	return ints[widths[len(widths)-1]]
}

// FloatAlign returns the alignment of a floating-point type of bits bits
// (x86_fp80 is 80): its spec's, else its store size rounded up to a power
// of two.
func (l *Layout) FloatAlign(bits uint64, pref bool) uint64 {
	if a, ok := l.aligns(pref).floats[bits]; ok {
		return a
	}
	return roundedStoreSize(bits)
}

// PointerAlign returns the alignment of a pointer in address space as
// (address space 0's when no spec names it).
func (l *Layout) PointerAlign(as uint64, pref bool) uint64 {
	ptrs := l.aligns(pref).ptrs
	if a, ok := ptrs[as]; ok {
		return a
	}
	return ptrs[0]
}

// VectorAlign returns the alignment of a vector of bits bits: its spec's,
// else its natural alignment (its store size rounded up to a power of
// two).
func (l *Layout) VectorAlign(bits uint64, pref bool) uint64 {
	if a, ok := l.aligns(pref).vecs[bits]; ok {
		return a
	}
	return roundedStoreSize(bits)
}

// MaxSpecAlign returns the largest ABI alignment any spec of l gives, in
// bytes: no type but a vector, whose natural alignment is its size, is
// aligned more.
func (l *Layout) MaxSpecAlign() uint64 {
	a := l.abi.aggr
	for _, m := range []map[uint64]uint64{l.abi.ints, l.abi.floats, l.abi.vecs, l.abi.ptrs} {
		for _, v := range m {
			a = max(a, v)
		}
	}
	return a
}

// AggregateAlign returns the aggregate alignment ("a:"), 0 when unset.
func (l *Layout) AggregateAlign(pref bool) uint64 { return l.aligns(pref).aggr }

// IndexBits returns the width of getelementptr indices into address
// space as (address space 0's when no spec names it).
func (l *Layout) IndexBits(as uint64) uint64 {
	if n, ok := l.idx[as]; ok {
		return n
	}
	return l.idx[0]
}

// PointerBits returns the size in bits of pointers into address space as
// (address space 0's when no spec names it).
func (l *Layout) PointerBits(as uint64) uint64 {
	if n, ok := l.size[as]; ok {
		return n
	}
	return l.size[0]
}

// GlobalsAddrSpace returns the default address space of globals ("G<n>").
func (l *Layout) GlobalsAddrSpace() uint64 { return l.globalsAS }

// AllocaAddrSpace returns the address space of allocas ("A<n>").
func (l *Layout) AllocaAddrSpace() uint64 { return l.allocaAS }

// ProgramAddrSpace returns the address space of functions ("P<n>").
func (l *Layout) ProgramAddrSpace() uint64 { return l.programAS }

// TypeAlign returns DataLayout's alignment of t in bytes, the ABI's or
// (pref) the preferred one, and false when t has none (unsized, opaque, or
// a type the layout does not align). body gives the type a named type
// stands for (its struct, nil when opaque).
func (l *Layout) TypeAlign(t *Type, pref bool, body func(*Type) *Type) (uint64, bool) {
	return l.typeAlign(t, pref, body, 0)
}

func (l *Layout) typeAlign(t *Type, pref bool, body func(*Type) *Type, depth int) (uint64, bool) {
	if t == nil || depth > 64 {
		return 0, false
	}
	switch t.Kind {
	case IntType:
		return l.IntAlign(uint64(t.Bits), pref), true
	case FloatType:
		if w := t.ScalarBits(); w != 0 {
			return l.FloatAlign(w, pref), true
		}
	case PointerType:
		return l.PointerAlign(uint64(t.AddrSpace), pref), true
	case ArrayType:
		return l.typeAlign(t.Elem, pref, body, depth+1)
	case StructType:
		return l.structAlign(t.Fields, t.Packed, pref, body, depth)
	case NamedType:
		b := body(t)
		if b == nil {
			return 0, false
		}
		return l.typeAlign(b, pref, body, depth+1)
	case VectorType:
		// A scalable vector aligns as the fixed vector of its minimum
		// size.
		var eb uint64
		switch e := t.Elem; {
		case e == nil:
		case e.Kind == IntType || e.Kind == FloatType:
			eb = e.ScalarBits()
		case e.Kind == PointerType:
			// a pointer's size, taken as its ABI alignment
			eb = 8 * l.PointerAlign(uint64(e.AddrSpace), false)
		}
		if eb > 0 {
			return l.VectorAlign(eb*t.Len, pref), true
		}
	case OtherType:
		if t.Name == "x86_mmx" { // a 64-bit vector to DataLayout
			return l.VectorAlign(64, pref), true
		}
	}
	return 0, false
}

// structAlign is DataLayout's alignment of a struct: 1 for a packed one's
// ABI alignment; else the larger of its fields' ABI alignments (none when
// packed) and the aggregate alignment.
func (l *Layout) structAlign(fields []*Type, packed, pref bool, body func(*Type) *Type, depth int) (uint64, bool) {
	if packed && !pref {
		return 1, true
	}
	a := uint64(1)
	if !packed {
		for _, f := range fields {
			fa, ok := l.typeAlign(f, false, body, depth+1)
			if !ok {
				return 0, false
			}
			a = max(a, fa)
		}
	}
	return max(a, l.aligns(pref).aggr), true
}

// roundedStoreSize is the alignment DataLayout gives a type of bits bits
// that no spec names: its store size rounded up to a power of two.
func roundedStoreSize(bits uint64) uint64 {
	size := (bits + 7) / 8
	p := uint64(1)
	for p < size {
		p <<= 1
	}
	return p
}
