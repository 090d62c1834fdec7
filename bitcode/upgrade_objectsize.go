package bitcode

import (
	"strings"

	"github.com/irmeta/irmeta/intrinsics"
)

// The llvm.objectsize upgrade of LLVM's reader: a declaration with two or
// three parameters (before LLVM 8: no "dynamic", before 5: no
// "null is unknown size") is replaced by one of four, named as the
// intrinsic's types mangle, at the end of the functions; its calls call
// the new one with false for the missing operands, without the old call's
// attributes and tail marker (UpgradeIntrinsicFunction and
// UpgradeIntrinsicCall make a new call).

// objectsizeOld reports whether g is such a declaration.
func objectsizeOld(g *globalValue) bool {
	if g == nil || g.kind != vFunction || !g.proto || !strings.HasPrefix(g.v.name, "llvm.objectsize.") {
		return false
	}
	ft := g.valueType
	return ft != nil && ft.kind == tFunc && !ft.vararg && (len(ft.elems) == 3 || len(ft.elems) == 4)
}

// objectsizeNew returns the four-parameter declaration replacing g (made
// once; nil when its name cannot be mangled).
func (d *decoder) objectsizeNew(g *globalValue) *globalValue {
	if n, ok := d.replacedDecls[g]; ok {
		return n
	}
	if d.replacedDecls == nil {
		d.replacedDecls = map[*globalValue]*globalValue{}
	}
	ft := g.valueType
	i1 := d.boolType(nil)
	elems := append([]*typ(nil), ft.elems...)
	for len(elems) < 5 {
		elems = append(elems, i1)
	}
	nt := &typ{kind: tFunc, elems: elems, st: ft.st}
	name, ok := intrinsics.MangledName("llvm.objectsize", astType(nt))
	if !ok {
		d.replacedDecls[g] = nil
		return nil
	}
	n := &globalValue{kind: vFunction, comdat: -1, proto: true, valueType: nt}
	n.v = &value{ty: d.ptrTo(nt, g.addrspace), kind: vFunction, name: name, named: true, gv: n}
	d.replacedDecls[g] = n
	return n
}

// upgradeObjectsizeCall rewrites a call of an old llvm.objectsize
// declaration (see above): the callee, its type and the operands change,
// and the attributes and tail marker go. It reports whether it did.
func (d *decoder) upgradeObjectsizeCall(callee **value, fty **typ, args *[]*value) bool {
	g := (*callee).gv
	if !objectsizeOld(g) || (*callee).kind != vFunction {
		return false
	}
	n := d.objectsizeNew(g)
	if n == nil {
		return false
	}
	for len(*args) < 4 {
		*args = append(*args, d.intConst(d.boolType(nil), 0))
	}
	*callee, *fty = n.v, n.valueType
	return true
}

// upgradeObjectsizeDecls puts the new declarations in the old ones'
// stead, at the end of the functions.
func (d *decoder) upgradeObjectsizeDecls() {
	var kept, added []*globalValue
	for _, g := range d.funcs {
		if objectsizeOld(g) {
			if n := d.objectsizeNew(g); n != nil {
				added = append(added, n)
				continue
			}
		}
		kept = append(kept, g)
	}
	if added != nil {
		d.funcs = append(kept, added...)
	}
}
