package bitcode

import (
	"strings"

	"github.com/irmeta/irmeta/intrinsics"
)

// The Arm bfloat16 intrinsics took vectors of i8 before LLVM 12 and take
// vectors of bfloat since (UpgradeIntrinsicFunction, UpgradeIntrinsicCall):
// llvm.arm.neon.bfdot and llvm.aarch64.neon.bfdot, overloaded, are then
// named for <4 x bfloat> and <8 x bfloat> instead of <8 x i8> and
// <16 x i8>; bfmmla, bfmlalb and bfmlalt, no longer overloaded, lose
// their suffix and take <8 x bfloat>. The new declaration goes at the end
// of the functions, and each call becomes a new call of it whose two
// vector operands are bitcast to the bfloat vector first.

// bf16Old are the old names' tails, after "llvm.arm.neon." or
// "llvm.aarch64.neon.", and whether the new name is mangled.
var bf16Old = map[string]bool{
	"bfdot.v2f32.v8i8":    true,
	"bfdot.v4f32.v16i8":   true,
	"bfmmla.v4f32.v16i8":  false,
	"bfmlalb.v4f32.v16i8": false,
	"bfmlalt.v4f32.v16i8": false,
}

// bf16Widening returns the upgrade of an old declaration of a bfloat16
// intrinsic, name of function type ft; ok is false for any other.
func (d *decoder) bf16Widening(name string, ft *typ) (w widening, ok bool) {
	w.drop = -1
	prefix := "llvm.arm.neon."
	if !strings.HasPrefix(name, prefix) {
		prefix = "llvm.aarch64.neon."
	}
	tail, found := strings.CutPrefix(name, prefix)
	mangle, known := bf16Old[tail]
	if !found || !known || len(ft.elems) != 4 {
		return w, false
	}
	res := ft.elems[0]
	if res.kind != tVector || res.scalable || res.elem == nil || res.elem.kind != tFloat {
		return w, false
	}
	bits := res.n * 32
	if bits != 64 && bits != 128 {
		return w, false
	}
	for _, p := range ft.elems[2:] {
		if p.kind != tVector || p.scalable || p.elem == nil || p.elem.kind != tInt || p.n*p.elem.bits != bits {
			return w, false
		}
	}
	bf := d.vectorOf(d.scalarOf(tBFloat), bits/16, false)
	w.cast = []*typ{nil, bf, bf}
	base, _, _ := strings.Cut(tail, ".")
	w.name = prefix + base
	if mangle {
		nt := &typ{kind: tFunc, elems: []*typ{res, ft.elems[1], bf, bf}}
		if w.name, ok = intrinsics.MangledName(w.name, astType(nt)); !ok {
			return w, false
		}
	}
	return w, true
}

// scalarOf returns the type table's type of kind k (a floating-point
// kind, or void), or a new one when the table has none.
func (d *decoder) scalarOf(k typeKind) *typ {
	for _, t := range d.types {
		if t != nil && t.kind == k {
			return t
		}
	}
	return &typ{kind: k}
}
