package bitcode

import "math/bits"

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
	n := d.dl.l.alignOf(t, pref, 0)
	if n == 0 || n&(n-1) != 0 {
		return 0
	}
	return uint64(bits.TrailingZeros64(n)) + 1
}

// readerLayout is the module's parsed data layout; bad when the string
// does not parse.
type readerLayout struct {
	l   *layout
	bad bool
}

func parseLayoutSafe(s string) (rl *readerLayout) {
	defer func() {
		if recover() != nil {
			rl = &readerLayout{bad: true}
		}
	}()
	return &readerLayout{l: parseLayout(s)}
}

// floatWidths are the widths DataLayout looks float specs up by.
var floatWidths = map[typeKind]uint64{tHalf: 16, tBFloat: 16, tFloat: 32, tDouble: 64, tX86FP80: 80, tFP128: 128, tPPCFP128: 128}

// alignOf is DataLayout's alignment of t in bytes (0: unsized), the
// ABI's or the preferred one, as the encoder's typeAlign computes it for
// parsed types.
func (l *layout) alignOf(t *typ, pref bool, depth int) uint64 {
	if depth > 64 {
		return 0
	}
	ll := l
	if pref {
		ll = l.pref
	}
	switch t.kind {
	case tInt:
		if a, ok := ll.ints[t.bits]; ok {
			return a
		}
		// the next wider integer's alignment, else the widest's
		best, widest := uint64(0), uint64(0)
		for w := range ll.ints {
			if w >= t.bits && (best == 0 || w < best) {
				best = w
			}
			if w > widest {
				widest = w
			}
		}
		if best != 0 {
			return ll.ints[best]
		}
		return ll.ints[widest]
	case tHalf, tBFloat, tFloat, tDouble, tX86FP80, tFP128, tPPCFP128:
		w := floatWidths[t.kind]
		if a, ok := ll.floats[w]; ok {
			return a
		}
		return roundedStoreSize(w)
	case tPtr:
		if a, ok := ll.ptrs[t.bits]; ok {
			return a
		}
		return ll.ptrs[0]
	case tArray:
		return l.alignOf(t.elem, pref, depth+1)
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
				fa := l.alignOf(f, false, depth+1)
				if fa == 0 {
					return 0
				}
				a = max(a, fa)
			}
		}
		return max(a, ll.aggr)
	case tVector:
		var eb uint64
		switch e := t.elem; e.kind {
		case tInt:
			eb = e.bits
		case tPtr:
			eb = 8 * l.alignOf(e, false, depth+1)
		default:
			eb = floatWidths[e.kind]
		}
		if eb == 0 {
			return 0
		}
		return vectorAlign(ll, eb*t.n)
	case tX86MMX:
		return vectorAlign(ll, 64)
	}
	return 0
}
