package bitcode

import (
	"math/bits"

	"github.com/irmeta/irmeta/ast"
)

// implicitAlign returns the alignment (log2 + 1, the records' encoding)
// LLVM's reader gives a load or store (pref false: the type's ABI
// alignment) or an alloca (pref true: its preferred alignment) whose
// record holds none, as writers before LLVM 11 could leave it: the
// module's data layout decides. 0 when the layout or the type gives none
// (unsized types), and the instruction stays without.
func (d *decoder) implicitAlign(t *typ, pref bool) (a uint64) {
	if d.dl == nil {
		d.dl = parseLayoutSafe(d.upgradedDataLayout())
	}
	if d.dl.bad {
		return 0
	}
	defer func() {
		if recover() != nil {
			a = 0
		}
	}()
	n := alignOf(d.dl.l, t, pref, 0)
	if n == 0 || n&(n-1) != 0 {
		return 0
	}
	return uint64(bits.TrailingZeros64(n)) + 1
}

// readerLayout is the module's parsed data layout; bad when the string
// does not parse.
type readerLayout struct {
	l   *ast.Layout
	bad bool
}

func parseLayoutSafe(s string) *readerLayout {
	l, err := ast.ParseLayout(s)
	if err != nil {
		return &readerLayout{bad: true}
	}
	return &readerLayout{l: l}
}

// floatWidths are the widths DataLayout looks float specs up by.
var floatWidths = map[typeKind]uint64{tHalf: 16, tBFloat: 16, tFloat: 32, tDouble: 64, tX86FP80: 80, tFP128: 128, tPPCFP128: 128}

// alignOf is DataLayout's alignment of t in bytes (0: unsized), the ABI's
// or the preferred one, as ast.Layout.TypeAlign computes it for parsed
// types.
func alignOf(l *ast.Layout, t *typ, pref bool, depth int) uint64 {
	if depth > 64 {
		return 0
	}
	switch t.kind {
	case tInt:
		return l.IntAlign(t.bits, pref)
	case tHalf, tBFloat, tFloat, tDouble, tX86FP80, tFP128, tPPCFP128:
		return l.FloatAlign(floatWidths[t.kind], pref)
	case tPtr:
		return l.PointerAlign(t.bits, pref)
	case tArray:
		return alignOf(l, t.elem, pref, depth+1)
	case tStruct:
		if t.opaque {
			return 0
		}
		if t.packed && !pref {
			return 1
		}
		a := uint64(1)
		if !t.packed {
			for _, f := range t.elems {
				fa := alignOf(l, f, false, depth+1)
				if fa == 0 {
					return 0
				}
				a = max(a, fa)
			}
		}
		return max(a, l.AggregateAlign(pref))
	case tVector:
		var eb uint64
		switch e := t.elem; e.kind {
		case tInt:
			eb = e.bits
		case tPtr:
			eb = 8 * alignOf(l, e, false, depth+1)
		default:
			eb = floatWidths[e.kind]
		}
		if eb == 0 {
			return 0
		}
		return l.VectorAlign(eb*t.n, pref)
	case tX86MMX:
		return l.VectorAlign(64, pref)
	}
	return 0
}
