package bitcode

import "strings"

// upgradeCtors does what LLVM's reader does (UpgradeGlobalVariable) to an
// llvm.global_ctors or llvm.global_dtors of the two-field layout before
// LLVM 3.6 ({ priority, function }): a new variable of the same name and
// linkage replaces it at the end of the module's variables, holding the
// elements with a third field, a null i8* (the associated data), and
// nothing else of the old one (not constant, no alignment, section or
// other properties). An initializer without elements (zeroinitializer)
// becomes an empty array.
func (d *decoder) upgradeCtors() {
	var kept, moved []*globalValue
	for _, g := range d.vars {
		if up := d.upgradedCtor(g); up != nil {
			moved = append(moved, up)
			continue
		}
		kept = append(kept, g)
	}
	if moved != nil {
		d.vars = append(kept, moved...)
	}
}

// upgradedCtor returns the variable upgradeCtors puts in g's place, or
// nil when g needs none.
func (d *decoder) upgradedCtor(g *globalValue) *globalValue {
	if g.v.name != "llvm.global_ctors" && g.v.name != "llvm.global_dtors" || g.init == 0 {
		return nil
	}
	at := g.valueType
	if at == nil || at.kind != tArray || at.elem.kind != tStruct || len(at.elem.elems) != 2 {
		return nil
	}
	i8p := d.ptrTo(&typ{kind: tInt, bits: 8}, 0)
	elem := &typ{kind: tStruct, elems: []*typ{at.elem.elems[0], at.elem.elems[1], i8p}, st: at.elem.st}
	var elems []*value
	if v := d.val(g.init - 1); v != nil && v.c != nil && v.c.code == 7 { // AGGREGATE
		for _, id := range v.c.ops {
			elems = append(elems, d.val(id))
		}
	}
	up := &globalValue{v: g.v, kind: vGlobalVar, linkage: g.linkage, comdat: -1, init: g.init,
		valueType:    &typ{kind: tArray, n: uint64(len(elems)), elem: elem, st: at.st},
		ctorUpgraded: true, ctorElems: elems, dsoLocal: isLocalLinkage(g.linkage)}
	g.v.gv = up
	return up
}

// ctorInitText prints the initializer of a variable upgradeCtors made.
func (d *decoder) ctorInitText(g *globalValue) string {
	elem := g.valueType.elem
	var parts []string
	allNull := true
	for _, v := range g.ctorElems {
		fields := [3]string{}
		null := true
		if v != nil && v.c != nil && v.c.code == 7 && len(v.c.ops) == 2 {
			for k, id := range v.c.ops {
				f := d.val(id)
				fields[k] = d.typedRef(id)
				if f == nil || f.c == nil || f.c.code != 2 { // not NULL
					null = false
				}
			}
		} else {
			for k := range 2 {
				fields[k] = elem.elems[k].String() + " " + d.elemOf(v, elem.elems[k])
			}
			null = v == nil || v.c == nil || v.c.code == 2
		}
		fields[2] = elem.elems[2].String() + " null"
		if null {
			parts = append(parts, elem.String()+" zeroinitializer")
			continue
		}
		allNull = false
		parts = append(parts, elem.String()+" { "+strings.Join(fields[:], ", ")+" }")
	}
	if allNull {
		return "zeroinitializer"
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// elemOf spells a field of aggregate constant v that is no AGGREGATE
// record: undef's fields are undef, poison's poison, anything else's
// null.
func (d *decoder) elemOf(v *value, t *typ) string {
	if v != nil && v.c != nil {
		switch v.c.code {
		case 3:
			return "undef"
		case 26:
			return "poison"
		}
	}
	return nullText(t)
}
