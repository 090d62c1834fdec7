package bitcode

// Attribute kinds (bitcode codes) that LLVM 13's AttributeFuncs::
// typeIncompatible lists: integer-only ones, and those only pointers take
// (nest, noalias, nocapture, nonnull, readnone, readonly, swifterror,
// align, dereferenceable(_or_null), preallocated, inalloca, byval, sret,
// byref, elementtype).
var (
	intOnlyAttrs = map[uint64]bool{24: true, 34: true}
	ptrOnlyAttrs = map[uint64]bool{8: true, 9: true, 11: true, 39: true, 20: true, 21: true, 47: true,
		1: true, 41: true, 42: true, 65: true, 38: true, 3: true, 29: true, 69: true, 77: true}
)

// attrNoUndef is noundef's code: a void result cannot take it.
const attrNoUndef = 68

// dropIncompatibleAttrs does what LLVM's reader does to every function
// (UpgradeFunctionAttributes): the attributes of its result and
// parameters that their types cannot take are removed (old files could
// hold them: align on an i8 parameter).
func (d *decoder) dropIncompatibleAttrs() {
	for _, g := range d.funcs {
		ft := g.valueType
		if g.paramattr == 0 || ft == nil || ft.kind != tFunc {
			continue
		}
		list := d.attrList(g.paramattr)
		var out []*attrSet
		changed := false
		for _, s := range list {
			if s.index == fnIndex || s.index >= uint64(len(ft.elems)) {
				out = append(out, s)
				continue
			}
			t := ft.elems[s.index]
			var keep []attr
			for _, a := range s.attrs {
				if a.info.cat != catString && incompatible(a.code, t) {
					continue
				}
				keep = append(keep, a)
			}
			if len(keep) == len(s.attrs) {
				out = append(out, s)
				continue
			}
			changed = true
			if len(keep) > 0 {
				out = append(out, &attrSet{st: s.st, index: s.index, attrs: keep})
			}
		}
		if changed {
			d.attrLists = append(d.attrLists, out)
			g.paramattr = uint64(len(d.attrLists))
		}
	}
}

// incompatible reports whether type t cannot take attribute code.
func incompatible(code uint64, t *typ) bool {
	switch {
	case t.kind != tInt && intOnlyAttrs[code]:
		return true
	case t.kind != tPtr && ptrOnlyAttrs[code]:
		return true
	}
	return t.kind == tVoid && code == attrNoUndef
}
