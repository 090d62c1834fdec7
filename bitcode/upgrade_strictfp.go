package bitcode

import "strings"

// Attribute codes the strictfp upgrade reads and writes.
const (
	attrNoBuiltin = 10
	attrStrictFP  = 54
)

// upgradeStrictFPCall does what LLVM's reader does (UpgradeFunctionAttributes)
// to a call with the strictfp attribute in a function without it: the
// call's strictfp becomes nobuiltin, unless it calls a constrained
// floating-point intrinsic. It returns the call's attribute list, a new
// one when it changes.
func (d *decoder) upgradeStrictFPCall(f *function, callee *value, list []*attrSet) []*attrSet {
	fa := setAt(list, fnIndex)
	if fa == nil || !hasAttr(fa, attrStrictFP) || hasAttr(setAt(d.attrList(f.g.paramattr), fnIndex), attrStrictFP) {
		return list
	}
	if callee.kind == vFunction && strings.HasPrefix(callee.name, "llvm.experimental.constrained.") {
		return list
	}
	var attrs []attr
	for _, a := range fa.attrs {
		if a.info.cat != catString && a.code == attrStrictFP {
			continue
		}
		attrs = append(attrs, a)
	}
	if !hasAttr(fa, attrNoBuiltin) {
		attrs = append(attrs, attr{code: attrNoBuiltin, info: attrKinds[attrNoBuiltin]})
	}
	sortAttrs(attrs)
	out := make([]*attrSet, 0, len(list))
	for _, s := range list {
		if s == fa {
			s = &attrSet{st: fa.st, index: fnIndex, attrs: attrs}
		}
		out = append(out, s)
	}
	return out
}

// hasAttr reports whether set s (nil: none) holds the enum attribute code.
func hasAttr(s *attrSet, code uint64) bool {
	if s == nil {
		return false
	}
	for _, a := range s.attrs {
		if a.info.cat != catString && a.code == code {
			return true
		}
	}
	return false
}
