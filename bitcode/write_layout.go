package bitcode

import (
	"sort"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
)

// A layout holds the ABI and preferred alignments of a data layout
// string, for the alignment llvm-as gives a load or store (ABI) or an
// alloca (preferred) written without one.
type layout struct {
	ints, floats, vecs map[uint64]uint64 // bit width -> ABI alignment in bytes
	ptrs               map[uint64]uint64 // address space -> ABI alignment
	idx                map[uint64]uint64 // address space -> index width in bits
	aggr               uint64
	allocaAS           uint64  // "A<n>": the address space of allocas
	programAS          uint64  // "P<n>": the address space of functions
	pref               *layout // the preferred alignments
}

// parseLayout reads the specs LLVM's defaults start from and the string
// overrides.
func parseLayout(s string) *layout {
	l := &layout{
		ints:   map[uint64]uint64{1: 1, 8: 1, 16: 2, 32: 4, 64: 4},
		floats: map[uint64]uint64{16: 2, 32: 4, 64: 8, 128: 16},
		vecs:   map[uint64]uint64{64: 8, 128: 16},
		ptrs:   map[uint64]uint64{0: 8},
		idx:    map[uint64]uint64{0: 64},
		pref: &layout{
			ints:   map[uint64]uint64{1: 1, 8: 1, 16: 2, 32: 4, 64: 8},
			floats: map[uint64]uint64{16: 2, 32: 4, 64: 8, 128: 16},
			vecs:   map[uint64]uint64{64: 8, 128: 16},
			ptrs:   map[uint64]uint64{0: 8},
			aggr:   8,
		},
	}
	if s == "" {
		return l
	}
	// prefOf is a spec's preferred alignment: its third number, else its
	// ABI alignment.
	prefOf := func(parts []string, i int, abi uint64) uint64 {
		if i < len(parts) {
			if n, err := strconv.ParseUint(parts[i], 10, 64); err == nil {
				return n / 8
			}
		}
		return abi
	}
	for _, spec := range strings.Split(s, "-") {
		if spec == "" {
			continue
		}
		parts := strings.Split(spec, ":")
		num := func(i int) uint64 {
			if i >= len(parts) {
				unsupported("datalayout", "%s", spec)
			}
			n, err := strconv.ParseUint(parts[i], 10, 64)
			if err != nil {
				unsupported("datalayout", "%s", spec)
			}
			return n
		}
		head := parts[0]
		switch {
		case head[0] == 'A' && len(head) > 1:
			n, err := strconv.ParseUint(head[1:], 10, 32)
			if err != nil {
				unsupported("datalayout", "%s", spec)
			}
			l.allocaAS = n
		case head[0] == 'P' && len(head) > 1:
			n, err := strconv.ParseUint(head[1:], 10, 32)
			if err != nil {
				unsupported("datalayout", "%s", spec)
			}
			l.programAS = n
		case head == "a" || head == "a0": // "a0" is the old spelling with a size
			l.aggr = num(1) / 8
			l.pref.aggr = prefOf(parts, 2, l.aggr)
		case head[0] == 'p' && len(head) >= 1 && (len(head) == 1 || head[1] >= '0' && head[1] <= '9'):
			as := uint64(0)
			if len(head) > 1 {
				n, err := strconv.ParseUint(head[1:], 10, 64)
				if err != nil {
					unsupported("datalayout", "%s", spec)
				}
				as = n
			}
			l.ptrs[as] = num(2) / 8
			// the index width is the fifth number, else the size
			l.idx[as] = num(1)
			if len(parts) > 4 {
				l.idx[as] = num(4)
			}
			l.pref.ptrs[as] = prefOf(parts, 3, l.ptrs[as])
		case head[0] == 'i' || head[0] == 'f' || head[0] == 'v':
			n, err := strconv.ParseUint(head[1:], 10, 64)
			if err != nil {
				unsupported("datalayout", "%s", spec)
			}
			m := map[byte]map[uint64]uint64{'i': l.ints, 'f': l.floats, 'v': l.vecs}[head[0]]
			m[n] = num(1) / 8
			pm := map[byte]map[uint64]uint64{'i': l.pref.ints, 'f': l.pref.floats, 'v': l.pref.vecs}[head[0]]
			pm[n] = prefOf(parts, 2, m[n])
		}
	}
	return l
}

// abiAlign returns the ABI alignment of t in bytes, as LLVM 14's
// DataLayout computes it.
func (e *encoder) abiAlign(t *ast.Type) uint64 { return e.typeAlign(t, false) }

// prefAlign returns the preferred alignment of t, which llvm-as gives an
// alloca written without one (DataLayout::getPrefTypeAlign).
func (e *encoder) prefAlign(t *ast.Type) uint64 { return e.typeAlign(t, true) }

func (e *encoder) typeAlign(t *ast.Type, pref bool) uint64 {
	t = e.types.resolve(t)
	l := e.layout
	if pref {
		l = l.pref
	}
	switch t.Kind {
	case ast.IntType:
		if a, ok := l.ints[uint64(t.Bits)]; ok {
			return a
		}
		// The next larger integer's alignment, else the largest's.
		var ws []uint64
		for w := range l.ints {
			ws = append(ws, w)
		}
		sort.Slice(ws, func(i, j int) bool { return ws[i] < ws[j] })
		for _, w := range ws {
			if w >= uint64(t.Bits) {
				return l.ints[w]
			}
		}
		return l.ints[ws[len(ws)-1]]
	case ast.FloatType:
		if w := e.scalarBits(t); w != 0 {
			if a, ok := l.floats[w]; ok {
				return a
			}
			return roundedStoreSize(w) // no spec
		}
	case ast.PointerType:
		if a, ok := l.ptrs[uint64(t.AddrSpace)]; ok {
			return a
		}
		return l.ptrs[0]
	case ast.ArrayType:
		return e.typeAlign(t.Elem, pref)
	case ast.StructType:
		return e.structAlign(t.Fields, t.Packed, pref)
	case ast.NamedType:
		body := e.types.named[t.Name]
		if body == nil {
			unsupported("implicit alignment", "of opaque type %s", t.Name)
		}
		return e.structAlign(body.Fields, body.Packed, pref)
	case ast.VectorType:
		// Scalable vectors align as the fixed vector of their minimum
		// size.
		if t.Elem.Kind == ast.IntType || t.Elem.Kind == ast.FloatType || t.Elem.Kind == ast.PointerType {
			if bits := e.scalarBits(t.Elem) * t.Len; bits > 0 {
				return vectorAlign(l, bits)
			}
		}
	case ast.OtherType:
		// DataLayout aligns x86_mmx as a 64-bit vector.
		if t.Name == "x86_mmx" {
			return vectorAlign(l, 64)
		}
	}
	unsupported("implicit alignment", "of %s", t)
	return 0
}

// indexBits is the width of getelementptr indices into address space as
// (an address space the layout does not name has address space 0's).
func (e *encoder) indexBits(as uint64) uint64 {
	if n, ok := e.layout.idx[as]; ok {
		return n
	}
	return e.layout.idx[0]
}

func (e *encoder) scalarBits(t *ast.Type) uint64 {
	switch t.Kind {
	case ast.IntType, ast.FloatType:
		return t.ScalarBits()
	case ast.PointerType:
		// pointer size, taken as its ABI alignment
		return 8 * e.abiAlign(t)
	}
	return 0
}

// structAlign is the larger of the struct layout's alignment (its
// fields' ABI alignments, 1 when packed) and the aggregate alignment.
func (e *encoder) structAlign(fields []*ast.Type, packed, pref bool) uint64 {
	a := uint64(1)
	if !packed {
		for _, f := range fields {
			if fa := e.abiAlign(f); fa > a {
				a = fa
			}
		}
	}
	aggr := e.layout.aggr
	if pref {
		aggr = e.layout.pref.aggr
	}
	if aggr > a {
		a = aggr
	}
	return a
}

// vectorAlign is the alignment of a vector of bits bits: the layout's, or
// its natural alignment.
func vectorAlign(l *layout, bits uint64) uint64 {
	if a, ok := l.vecs[bits]; ok {
		return a
	}
	return roundedStoreSize(bits)
}

// roundedStoreSize is the alignment DataLayout gives a type of bits bits that
// no spec names: its store size rounded up to a power of two.
func roundedStoreSize(bits uint64) uint64 {
	size := (bits + 7) / 8
	p := uint64(1)
	for p < size {
		p <<= 1
	}
	return p
}
