package bitcode

import (
	"strings"

	"github.com/irmeta/irmeta/intrinsics"
)

// remangleIntrinsics does what LLVM's reader does to a declaration of an
// intrinsic that was renamed (see renamedIntrinsic) and to one of an
// overloaded intrinsic whose name lacks the suffixes its type gives it
// (Intrinsic::remangleIntrinsicFunction, as llvm.frameaddress of files
// from before LLVM 9 became llvm.frameaddress.p0i8): a declaration of the
// right name replaces it, at the end of the module's functions, and its
// calls call that one. Whether the intrinsic is overloaded is the reading
// release's table's say; the suffixes follow LLVM 22's signature, which
// overloads more types of some intrinsics than older releases did, so
// only a name without any suffix (an intrinsic overloaded since) is
// remangled. A declaration whose right name another global has is left
// alone.
func (d *decoder) remangleIntrinsics() {
	rel := int(readingRelease(d.producer))
	var kept, moved []*globalValue
	for _, g := range d.funcs {
		if g.fn == nil && g.proto && strings.HasPrefix(g.v.name, "llvm.") {
			if name, ok := d.remangled(rel, g); ok {
				g.v.name = name
				moved = append(moved, g)
				continue
			}
		}
		kept = append(kept, g)
	}
	if moved != nil {
		d.funcs = append(kept, moved...)
	}
}

// remangled returns the name remangleIntrinsics gives g, if it renames it.
func (d *decoder) remangled(rel int, g *globalValue) (string, bool) {
	if name, ok := d.renamedIntrinsic(g); ok {
		return name, true
	}
	base, overloaded, ok := intrinsics.ReleaseLookup(rel, g.v.name)
	if !ok || !overloaded || base != g.v.name {
		return "", false
	}
	name, ok := intrinsics.MangledName(base, astType(g.valueType))
	if !ok || name == g.v.name || d.globalNamed(name) {
		return "", false
	}
	return name, true
}

// globalNamed reports whether a global value is named name.
func (d *decoder) globalNamed(name string) bool {
	for _, list := range [][]*globalValue{d.vars, d.funcs, d.aliases, d.ifuncs} {
		for _, g := range list {
			if g.v.name == name {
				return true
			}
		}
	}
	return false
}

// renamedIntrinsic returns the name of the intrinsic LLVM's reader
// (UpgradeIntrinsicFunction) replaces g's declaration with when only the
// name changes: llvm.aarch64.neon.addp of a floating-point vector is
// llvm.aarch64.neon.faddp (LLVM 9 split the two). The calls keep their
// operands.
func (d *decoder) renamedIntrinsic(g *globalValue) (string, bool) {
	ft := g.valueType
	if !strings.HasPrefix(g.v.name, "llvm.aarch64.neon.addp.") || ft == nil || ft.kind != tFunc || len(ft.elems) != 3 {
		return "", false
	}
	if r := ft.elems[0]; r.kind != tVector || !r.elem.isFP() {
		return "", false
	}
	name, ok := intrinsics.MangledName("llvm.aarch64.neon.faddp", astType(ft))
	if !ok || d.globalNamed(name) {
		return "", false
	}
	return name, true
}
