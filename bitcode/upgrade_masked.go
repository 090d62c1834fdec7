package bitcode

import (
	"strings"

	"github.com/irmeta/irmeta/intrinsics"
)

// maskedMemName returns the name LLVM's reader (UpgradeIntrinsicFunction)
// gives a declaration named name of type ft of llvm.masked.load, store,
// gather or scatter: the intrinsic mangled with the types it has been
// overloaded on since LLVM 4 and 7 (the data's and the pointer's; the
// older names lack the pointer's suffix). ok is false for other names.
// (LLVM 22's signatures, which MangledName follows, lack the alignment
// parameter these declarations have.)
func maskedMemName(ft *typ, name string) (string, bool) {
	if ft == nil || ft.kind != tFunc || len(ft.elems) < 3 {
		return "", false
	}
	for _, base := range []string{"llvm.masked.load", "llvm.masked.gather", "llvm.masked.store", "llvm.masked.scatter"} {
		if !strings.HasPrefix(name, base+".") {
			continue
		}
		tys := ft.elems[:2] // the result and the pointer
		if base == "llvm.masked.store" || base == "llvm.masked.scatter" {
			tys = ft.elems[1:3] // the data and the pointer
		}
		for _, t := range tys {
			s, ok := intrinsics.MangleType(astType(t))
			if !ok {
				return "", false
			}
			base += "." + s
		}
		return base, true
	}
	return "", false
}
