package bitcode

import (
	"strings"

	"github.com/irmeta/irmeta/intrinsics"
)

// Intrinsics that gained trailing parameters or lost one, as LLVM's reader upgrades
// their old declarations (UpgradeIntrinsicFunction, UpgradeIntrinsicCall):
// a declaration of the new type, named as the intrinsic's types mangle,
// is added at the end of the functions and the old one goes; each call
// calls the new one with the missing operands' default, as a new call:
// without the old call's attributes, tail marker and attachments but
// !dbg (see upgrade_splice.go).
//   - llvm.objectsize.*: two or three parameters (before LLVM 5 and 8),
//     then i1 false for "null is unknown size" and "dynamic";
//   - llvm.var.annotation and llvm.ptr.annotation.*: four parameters
//     (before LLVM 13), then a null i8* (the annotation's arguments);
//   - llvm.ctlz.* and llvm.cttz.*: one parameter (before LLVM 3.1),
//     then i1 false for "zero is poison";
//   - llvm.masked.load.*, llvm.masked.store.*, llvm.masked.gather.* and
//     llvm.masked.scatter.* named without the pointer type's suffix
//     (before LLVM 4 and 7): only the name changes; the calls keep their
//     attachments (LLVM copies them);
//   - llvm.memcpy.*, llvm.memmove.* and llvm.memset.*: five parameters
//     (before LLVM 7), the fourth the alignment, which goes: the call
//     gives it to its pointers as align attributes (see upgrade_memalign.go);
//   - the Arm bfloat16 intrinsics on vectors of i8 (before LLVM 12): the
//     new parameter types, whose operands calls bitcast (see
//     upgrade_bf16.go).
//
// llvm.dbg.value lost one instead (see upgradeDbgValueCall).

// A widening is how an old declaration's upgrade changes its parameters
// and calls: drop (>= 0) is a parameter that goes, extra the parameter
// types appended, vals the values calls pass for them, cast the new types
// of parameters by position (nil: kept), to which calls bitcast their
// operands; mangle tells the new declaration's name is mangled from its
// type (else it keeps the old one's).
type widening struct {
	drop   int
	extra  []*typ
	vals   []*value
	cast   []*typ
	mangle bool
	name   string // the new declaration's name, when neither kept nor mangled here
}

// widening returns the upgrade of g; ok is false when g is no old
// declaration of these.
func (d *decoder) widening(g *globalValue) (w widening, ok bool) {
	w.drop = -1
	if g == nil || g.kind != vFunction || !g.proto || g.valueType == nil || g.valueType.kind != tFunc || g.valueType.vararg {
		return w, false
	}
	n := len(g.valueType.elems) - 1
	name := g.v.name
	switch {
	case strings.HasPrefix(name, "llvm.objectsize.") && (n == 2 || n == 3):
		i1 := d.boolType(nil)
		for ; n < 4; n++ {
			w.extra, w.vals = append(w.extra, i1), append(w.vals, d.intConst(i1, 0))
		}
		w.mangle = true
		return w, true
	case (strings.HasPrefix(name, "llvm.ctlz.") || strings.HasPrefix(name, "llvm.cttz.")) && n == 1:
		i1 := d.boolType(nil)
		w.extra, w.vals, w.mangle = []*typ{i1}, []*value{d.intConst(i1, 0)}, true
		return w, true
	case (name == "llvm.var.annotation" || strings.HasPrefix(name, "llvm.ptr.annotation.")) && n == 4:
		i8p := d.ptrTo(&typ{kind: tInt, bits: 8}, 0)
		w.extra, w.vals = []*typ{i8p}, []*value{{ty: i8p, kind: vConst, c: &constant{code: 2}}}
		return w, true
	case memAlignIntrinsic(name) && n == 5:
		w.drop, w.mangle = memAlignParam, true
		return w, true
	}
	if m, ok := maskedMemName(g.valueType, name); ok && m != name {
		w.name = m // only renamed
		return w, true
	}
	return d.bf16Widening(name, g.valueType)
}

// widenedDecl returns the declaration replacing g (made once; nil when g
// needs none or its name cannot be mangled).
func (d *decoder) widenedDecl(g *globalValue) *globalValue {
	if n, ok := d.replacedDecls[g]; ok {
		return n
	}
	if d.replacedDecls == nil {
		d.replacedDecls = map[*globalValue]*globalValue{}
	}
	w, ok := d.widening(g)
	if !ok {
		d.replacedDecls[g] = nil
		return nil
	}
	ft := g.valueType
	elems := ft.elems // the result, then the parameters
	if w.drop >= 0 {
		elems = without(elems, w.drop+1)
	}
	nt := &typ{kind: tFunc, elems: append(append([]*typ(nil), elems...), w.extra...), st: ft.st}
	for i, t := range w.cast {
		if t != nil && i+1 < len(nt.elems) {
			nt.elems[i+1] = t
		}
	}
	name := g.v.name
	if w.name != "" {
		name = w.name
	} else if w.mangle {
		base, _, _ := strings.Cut(strings.TrimPrefix(name, "llvm."), ".")
		if name, ok = intrinsics.MangledName("llvm."+base, astType(nt)); !ok {
			d.replacedDecls[g] = nil
			return nil
		}
	}
	n := &globalValue{kind: vFunction, comdat: -1, proto: true, valueType: nt}
	n.v = &value{ty: d.ptrTo(nt, g.addrspace), kind: vFunction, name: name, named: true, gv: n}
	d.replacedDecls[g] = n
	return n
}

// without returns a copy of s without s[i] (all of s when i < 0).
func without[T any](s []T, i int) []T {
	out := make([]T, 0, len(s))
	for k, x := range s {
		if k != i {
			out = append(out, x)
		}
	}
	return out
}

// upgradeWidenedCall rewrites a call of an old declaration (see above):
// the callee, its type and the operands change. It reports whether it
// did, and returns the new call's attributes (the old call's go, with its
// tail marker, which the caller drops).
func (d *decoder) upgradeWidenedCall(callee **value, fty **typ, args *[]*value) (bool, []*attrSet) {
	g := (*callee).gv
	if (*callee).kind != vFunction || g == nil {
		return false, nil
	}
	n := d.widenedDecl(g)
	if n == nil {
		return false, nil
	}
	w, _ := d.widening(g)
	var attrs []*attrSet
	if w.drop >= 0 && w.drop < len(*args) {
		attrs = d.memAlignAttrs(g.v.name, (*args)[w.drop])
	}
	a := append(without(*args, w.drop), w.vals...)
	for i, t := range w.cast {
		if t == nil || i >= len(a) {
			continue
		}
		v, ok := d.castValue(a[i], t)
		if !ok {
			d.splicing = pendingSplice{}
			return false, nil
		}
		a[i] = v
	}
	*args = a
	*callee, *fty = n.v, n.valueType
	// a new call, but for a rename (LLVM copies the old call's metadata)
	d.splicing.fresh = w.name == "" || w.cast != nil
	return true, attrs
}

// upgradeWidenedDecls puts the new declarations in the old ones' stead,
// at the end of the functions.
func (d *decoder) upgradeWidenedDecls() {
	var kept, added []*globalValue
	for _, g := range d.funcs {
		if oldDbgValue(g) {
			added = append(added, d.dbgValueDecl(g))
			continue
		}
		if n := d.widenedDecl(g); n != nil {
			added = append(added, n)
			continue
		}
		kept = append(kept, g)
	}
	if added != nil {
		d.funcs = append(kept, added...)
	}
}

// oldDbgValue reports whether g is a declaration of llvm.dbg.value of
// the four-parameter layout (before LLVM 6: an i64 offset second).
func oldDbgValue(g *globalValue) bool {
	return g != nil && g.kind == vFunction && g.proto && g.v.name == "llvm.dbg.value" &&
		g.valueType != nil && g.valueType.kind == tFunc && len(g.valueType.elems) == 5
}

// dbgValueDecl returns the three-parameter llvm.dbg.value replacing the
// old declaration g (made once).
func (d *decoder) dbgValueDecl(g *globalValue) *globalValue {
	if n := d.dbgValueDecls[g]; n != nil {
		return n
	}
	if d.dbgValueDecls == nil {
		d.dbgValueDecls = map[*globalValue]*globalValue{}
	}
	e := g.valueType.elems
	nt := &typ{kind: tFunc, elems: []*typ{e[0], e[1], e[3], e[4]}, st: g.valueType.st}
	n := &globalValue{kind: vFunction, comdat: -1, proto: true, valueType: nt}
	n.v = &value{ty: d.ptrTo(nt, g.addrspace), kind: vFunction, name: g.v.name, named: true, gv: n}
	d.dbgValueDecls[g] = n
	return n
}

// upgradeDbgValueCall rewrites a call of the old llvm.dbg.value as
// LLVM's reader does: with a zero offset, a call of the new declaration
// without it; with another, no call at all (drop is true: the caller
// keeps the instruction, for the attachments' numbering, but marks it
// dropped). It reports whether the call was the old one's.
func (d *decoder) upgradeDbgValueCall(callee **value, fty **typ, args *[]*value) (upgraded, drop bool) {
	g := (*callee).gv
	if (*callee).kind != vFunction || !oldDbgValue(g) || len(*args) != 4 {
		return false, false
	}
	n := d.dbgValueDecl(g)
	*callee, *fty = n.v, n.valueType
	off := (*args)[1]
	zero := off.c != nil && (off.c.code == 2 || off.c.code == 4 && len(off.c.ops) > 0 && off.c.ops[0] == 0)
	a := *args
	*args = []*value{a[0], a[2], a[3]}
	return true, !zero
}

// dropUpgradedAway removes the instructions an upgrade dropped, once the
// function's attachments, which count them, are read.
func (d *decoder) dropUpgradedAway(f *function) {
	for _, b := range f.blocks {
		insts := b.insts[:0]
		for _, in := range b.insts {
			if in.x == nil || !in.x.dropped {
				insts = append(insts, in)
			}
		}
		b.insts = insts
	}
}
