package bitcode

import (
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/intrinsics"
)

// attrCodeOf maps an Attribute::AttrKind name ("NoUnwind") to its
// bitcode code, for the intrinsic tables, which name kinds so.
var attrCodeOf = func() map[string]uint64 {
	m := make(map[string]uint64, len(attrKinds))
	for code, info := range attrKinds {
		m[info.def] = code
	}
	return m
}()

// resetIntrinsicAttrs does what LLVM's reader does to intrinsic
// declarations: UpgradeIntrinsicFunction replaces whatever attributes the
// file gave one with those of the reading release's intrinsic table
// (Intrinsic::getAttributes), so attributes of an older release's table
// are dropped and those the reading release added appear. A name the
// release does not know as an intrinsic keeps its attributes, and so, from
// llvmver.IntrinsicAttrsNeedSignature, does a declaration whose type does
// not fit the intrinsic's signature.
func (d *decoder) resetIntrinsicAttrs() {
	v := readingRelease(d.producer)
	for _, g := range d.funcs {
		if g.fn != nil || !strings.HasPrefix(g.v.name, "llvm.") {
			continue
		}
		table, ok := intrinsics.LoaderAttributes(v, g.v.name, astType(g.valueType))
		if !ok {
			continue
		}
		var list []*attrSet
		for _, p := range table {
			s := &attrSet{st: d.st, index: fnIndex}
			if p.Index >= 0 {
				s.index = uint64(p.Index)
			}
			for _, ta := range p.Attrs {
				if a, ok := d.tableAttr(ta, positionType(g.valueType, p.Index)); ok {
					s.attrs = append(s.attrs, a)
				}
			}
			if len(s.attrs) == 0 {
				continue
			}
			sortAttrs(s.attrs)
			list = append(list, s)
		}
		if len(list) == 0 {
			g.paramattr = 0
			continue
		}
		d.attrLists = append(d.attrLists, list)
		g.paramattr = uint64(len(d.attrLists))
	}
}

// positionType is the type of attribute position index (0 the result,
// k parameter k-1) of function type ft, or nil.
func positionType(ft *typ, index int) *typ {
	if ft == nil || ft.kind != tFunc || index < 0 || index >= len(ft.elems) {
		return nil
	}
	return ft.elems[index]
}

// tableAttr builds the attribute ta of an intrinsic table at a position
// of type pt (a range takes its scalar width; without one, the range is
// left out, as LLVM could not build it either).
func (d *decoder) tableAttr(ta intrinsics.Attr, pt *typ) (attr, bool) {
	code, ok := attrCodeOf[ta.Kind]
	if !ok {
		return attr{}, false
	}
	a := attr{code: code, info: attrKinds[code]}
	if code == 33 && !d.st.uwtableKind {
		a.info.cat = catEnum
	}
	switch a.info.cat {
	case catInt:
		a.val, a.hasVal = ta.Value, true
	case catRange:
		for pt != nil && pt.kind == tVector {
			pt = pt.elem
		}
		if pt == nil || pt.kind != tInt || pt.bits == 0 || pt.bits > 64 {
			return attr{}, false
		}
		a.bits = pt.bits
		a.rng = [][2]string{{truncSigned(ta.Lo, pt.bits), truncSigned(ta.Hi, pt.bits)}}
	}
	return a, true
}

// truncSigned prints v truncated to bits bits, read as signed.
func truncSigned(v int64, bits uint64) string {
	if bits < 64 {
		shift := 64 - bits
		v = v << shift >> shift
	}
	return strconv.FormatInt(v, 10)
}
