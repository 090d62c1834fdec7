package verifier

import (
	"math"
	"math/big"
	"strconv"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
)

// An interval is a ConstantRange [lo, hi) of width bits, wrapping.
type interval struct {
	lo, hi *big.Int
	bits   uint
}

func (r interval) mod() *big.Int { return new(big.Int).Lsh(big.NewInt(1), r.bits) }

// empty and full follow ConstantRange: lo == hi is the full set at the
// maximum value and the empty set at the minimum (zero) value.
func (r interval) empty() bool { return r.lo.Cmp(r.hi) == 0 && r.lo.Sign() == 0 }
func (r interval) full() bool {
	return r.lo.Cmp(r.hi) == 0 && r.lo.Cmp(new(big.Int).Sub(r.mod(), big.NewInt(1))) == 0
}

// pieces returns the range as non-wrapping half-open unsigned intervals.
func (r interval) pieces() [][2]*big.Int {
	if r.empty() {
		return nil
	}
	if r.full() || r.lo.Cmp(r.hi) == 0 {
		return [][2]*big.Int{{big.NewInt(0), r.mod()}}
	}
	if r.lo.Cmp(r.hi) < 0 {
		return [][2]*big.Int{{r.lo, r.hi}}
	}
	return [][2]*big.Int{{r.lo, r.mod()}, {big.NewInt(0), r.hi}}
}

func (r interval) disjoint(o interval) bool {
	for _, a := range r.pieces() {
		for _, b := range o.pieces() {
			lo, hi := a[0], a[1]
			if b[0].Cmp(lo) > 0 {
				lo = b[0]
			}
			if b[1].Cmp(hi) < 0 {
				hi = b[1]
			}
			if lo.Cmp(hi) < 0 {
				return false
			}
		}
	}
	return true
}

func contiguous(a, b interval) bool { return a.hi.Cmp(b.lo) == 0 || a.lo.Cmp(b.hi) == 0 }

// unsignedValue reads an integer constant as an unsigned value of its width.
func unsignedValue(val *md.Value, bits uint32) (*big.Int, bool) {
	if val.Kind == ast.BoolConst {
		if val.Text == "true" {
			return big.NewInt(1), true
		}
		return big.NewInt(0), true
	}
	if bits <= 64 {
		// Most values (TBAA offsets, on every access tag) fit a machine
		// word: the Euclidean remainder by 2^bits is the low bits.
		if n, err := strconv.ParseInt(val.Text, 0, 64); err == nil {
			mask := ^uint64(0)
			if bits < 64 {
				mask = 1<<bits - 1
			}
			return new(big.Int).SetUint64(uint64(n) & mask), true
		}
	}
	x, ok := new(big.Int).SetString(val.Text, 0)
	if !ok {
		t := val.Text
		if len(t) > 2 && (t[0] == 'u' || t[0] == 's') && t[1] == '0' && (t[2] == 'x' || t[2] == 'X') {
			x, ok = new(big.Int).SetString(t[3:], 16)
		}
		if !ok {
			return nil, false
		}
	}
	mod := new(big.Int).Lsh(big.NewInt(1), uint(bits))
	x.Mod(x, mod)
	return x, true
}

// signed reads an unsigned value of width bits as signed.
func signed(x *big.Int, bits uint) *big.Int {
	half := new(big.Int).Lsh(big.NewInt(1), bits-1)
	if x.Cmp(half) >= 0 {
		return new(big.Int).Sub(x, new(big.Int).Lsh(big.NewInt(1), bits))
	}
	return x
}

// rangeRule is verifyRangeLikeMetadata for !range on an instruction of
// type ty (nil when unknown: the type rule is then skipped), or with
// addrspace for !noalias.addrspace, whose bounds are i32 address spaces.
func (v *verifier) rangeRule(n *md.Node, ty *ast.Type, addrspace bool) string {
	return v.rangeLike(n, ty, addrspace, false)
}

// rangeLike is verifyRangeLikeMetadata: rangeRule, and with allowFull for
// !absolute_symbol, which may be the full set.
func (v *verifier) rangeLike(n *md.Node, ty *ast.Type, addrspace, allowFull bool) string {
	ops := n.Operands()
	if len(ops)%2 != 0 {
		return "Unfinished range!"
	}
	if len(ops) < 2 {
		return "It should have at least one range!"
	}
	var first, last interval
	for k := 0; k < len(ops)/2; k++ {
		lo, lb, ok := constInt(ops[2*k])
		if !ok {
			return "The lower limit must be an integer!"
		}
		hi, hb, ok := constInt(ops[2*k+1])
		if !ok {
			return "The upper limit must be an integer!"
		}
		if lb != hb {
			return "Range pair types must match!"
		}
		if addrspace && hb != 32 {
			return "noalias.addrspace type must be i32!"
		}
		if ty != nil {
			scalar := ty
			if scalar.Kind == ast.VectorType && scalar.Elem != nil && v.ver.Has(llvmver.RangeOnVectors) {
				scalar = scalar.Elem
			}
			if scalar.Kind != ast.IntType || scalar.Bits != hb {
				return "Range types must match instruction type!"
			}
		}
		l, ok1 := unsignedValue(lo, lb)
		h, ok2 := unsignedValue(hi, hb)
		if !ok1 || !ok2 {
			return ""
		}
		cur := interval{l, h, uint(lb)}
		if v.ver.Has(llvmver.RangeEqualBounds) && l.Cmp(h) == 0 && !cur.full() && !cur.empty() {
			return "The upper and lower limits cannot be the same value"
		}
		if cur.empty() || cur.full() && !allowFull {
			return "Range must not be empty!"
		}
		if k > 0 {
			if !cur.disjoint(last) {
				return "Intervals are overlapping"
			}
			if signed(l, cur.bits).Cmp(signed(last.lo, cur.bits)) <= 0 {
				return "Intervals are not in order"
			}
			if contiguous(cur, last) {
				return "Intervals are contiguous"
			}
		} else {
			first = cur
		}
		last = cur
	}
	if len(ops)/2 > 2 {
		if !first.disjoint(last) {
			return "Intervals are overlapping"
		}
		if contiguous(first, last) {
			return "Intervals are contiguous"
		}
	}
	return ""
}

// floatValue reads a floating-point constant written in decimal or as a
// hexadecimal double.
func floatValue(val *md.Value) (float64, bool) {
	t := val.Text
	if len(t) > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X') {
		u, err := strconv.ParseUint(t[2:], 16, 64)
		if err != nil {
			return 0, false
		}
		return math.Float64frombits(u), true
	}
	f, err := strconv.ParseFloat(t, 64)
	return f, err == nil
}
