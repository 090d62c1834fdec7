package bitcode

import "github.com/irmeta/irmeta/internal/triple"

// Linkage codes of the releases before LLVM 3.5 that LLVM's reader still
// upgrades when a record is too short to hold what replaced them.
const (
	oldLinkageDLLImport = 5 // external, DLL storage dllimport
	oldLinkageDLLExport = 6 // external, DLL storage dllexport
)

// oldDLLStorage is the DLL storage class an old linkage code stands for
// (1 dllimport, 2 dllexport, 0 none): a record without the storage
// class field gets it.
func oldDLLStorage(linkage uint64) uint64 {
	switch linkage {
	case oldLinkageDLLImport:
		return 1
	case oldLinkageDLLExport:
		return 2
	}
	return 0
}

// hasImplicitComdat reports whether an old linkage code (weak, linkonce
// and their ODR forms before the codes that replaced them) puts a
// definition whose record has no comdat field in a comdat of its own
// name, which LLVM's reader creates when it names the value.
func hasImplicitComdat(linkage uint64) bool {
	switch linkage {
	case 1, 4, 10, 11:
		return true
	}
	return false
}

// nameImplicitComdat gives global value g, just named, the comdat of its
// name if its old linkage implies one (see hasImplicitComdat): the
// comdats so made come in the order the symbol table names them.
func (d *decoder) nameImplicitComdat(g *globalValue) {
	if g == nil || !g.implicitComdat || g.comdat >= 0 || !triple.Parse(d.triple).SupportsComdat() {
		return
	}
	d.comdats = append(d.comdats, comdat{name: g.v.name, kind: 1})
	g.comdat = len(d.comdats) - 1
}
