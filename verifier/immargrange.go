package verifier

import (
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// immargRange is visitCallBase's rule on an immarg argument a (parameter
// k) that is an integer constant with a range attribute: the call site's
// range, else the callee's — for an intrinsic whose declaration the loader
// gives its table's attributes (tableAttrs), the table's, else the
// declaration's (declared). It returns LLVM's message or "". The value and
// the bounds are printed sign-extended, as LLVM prints them.
func (v *verifier) immargRange(name string, table bool, k int, site, declared attrSet, a ast.Operand) string {
	if !v.ver.Has(llvmver.ImmArgRangeChecked) || !a.Type.IsInt() || a.Type.Bits == 0 || a.Type.Bits > 64 {
		return ""
	}
	x, ok := immediateInt(a)
	if !ok {
		return ""
	}
	lo, hi, ok := attrRange(site)
	if !ok {
		if table {
			lo, hi, ok = v.tableRange(name, k)
		} else {
			lo, hi, ok = attrRange(declared)
		}
	}
	if !ok {
		return ""
	}
	w := uint(a.Type.Bits)
	if inRange(uint64(x), uint64(lo), uint64(hi), w) {
		return ""
	}
	return "immarg value " + strconv.FormatInt(sext(uint64(x), w), 10) + " out of range [" +
		strconv.FormatInt(sext(uint64(lo), w), 10) + ", " + strconv.FormatInt(sext(uint64(hi), w), 10) + ")"
}

// immediateInt returns the bits of an integer immarg argument: a literal
// (intLiteral: its low bits for the type's width), true/false or
// zeroinitializer (constant expressions are not folded here).
func immediateInt(a ast.Operand) (int64, bool) {
	switch a.Value.Kind {
	case ast.BoolConst:
		if a.Value.Text == "true" {
			return -1, true // i1 1, all bits set once sign-extended
		}
		return 0, true
	case ast.ZeroConst:
		return 0, true
	}
	n, ok := intLiteral(a)
	if !ok || !n.IsUint64() {
		return 0, false
	}
	return int64(n.Uint64()), true
}

// parseImmediate reads a decimal integer of up to 64 bits, signed or not,
// as its bits.
func parseImmediate(t string) (int64, bool) {
	if n, err := strconv.ParseInt(t, 10, 64); err == nil {
		return n, true
	}
	if n, err := strconv.ParseUint(t, 10, 64); err == nil {
		return int64(n), true
	}
	return 0, false
}

// attrRange reads a "range(iN lo, hi)" attribute of s.
func attrRange(s attrSet) (lo, hi int64, ok bool) {
	a, found := s.get("range")
	if !found {
		return 0, 0, false
	}
	_, bounds, typed := strings.Cut(a.arg, " ")
	l, h, pair := strings.Cut(bounds, ",")
	if !typed || !pair {
		return 0, 0, false
	}
	lo, ok1 := parseImmediate(strings.TrimSpace(l))
	hi, ok2 := parseImmediate(strings.TrimSpace(h))
	return lo, hi, ok1 && ok2
}

// tableRange returns the Range the release's intrinsic table gives
// parameter k of intrinsic name.
func (v *verifier) tableRange(name string, k int) (lo, hi int64, ok bool) {
	for _, r := range v.immargEntryOf(name).ranges {
		if r.param == k {
			return r.lo, r.hi, true
		}
	}
	return 0, 0, false
}

// inRange is ConstantRange::contains for a w-bit value: [lo, hi) compared
// unsigned, wrapping when lo > hi; equal bounds are the full set.
func inRange(x, lo, hi uint64, w uint) bool {
	mask := ^uint64(0) >> (64 - w)
	x, lo, hi = x&mask, lo&mask, hi&mask
	switch {
	case lo == hi:
		return true
	case lo < hi:
		return lo <= x && x < hi
	}
	return x >= lo || x < hi
}

// sext sign-extends the low w bits of x (getSExtValue); w is 1 to 64.
func sext(x uint64, w uint) int64 {
	s := 64 - w
	return int64(x<<s) >> s
}
