package bitcode

import (
	"bytes"
	"errors"
)

// LLVM's reader verifies the module it read (UpgradeDebugInfo) and strips
// the debug info of one whose debug info the verifier rejects, as of a
// module with an outdated version (see strip_debug.go). Of the
// verifier's debug-info rules, the one modelled is that of a function
// definition's !dbg, which must be a distinct DISubprogram: old producers
// (and hand-made files) wrote uniqued ones.

// errBrokenDebug tells the decoder met a function whose !dbg makes LLVM
// strip the module's debug info after something was numbered or printed
// with it: the module is read again, stripped from the start.
var errBrokenDebug = errors.New("bitcode: broken debug info found late")

// checkFunctionDbg looks at the !dbg of the function definition f, just
// read: one LLVM's verifier rejects decides the stripping, at once when
// nothing of the module was numbered yet (the first function body), else
// with errBrokenDebug.
func (d *decoder) checkFunctionDbg(f *function) error {
	if d.stripDecided && d.stripDebug || !d.brokenFnDbg(f) {
		return nil
	}
	if !d.ps().prepared {
		d.brokenDebug = true
		d.stripDecided = false // decided again, now with brokenDebug
		return nil
	}
	if _, ok := d.out.(*bytes.Buffer); d.headWritten && !ok {
		// text already went out (DisassembleTo): it keeps the debug info
		return nil
	}
	return errBrokenDebug
}

// brokenFnDbg reports whether the function definition f has a !dbg that
// is no distinct DISubprogram.
func (d *decoder) brokenFnDbg(f *function) bool {
	for _, a := range f.g.mds {
		if d.mdKinds[a.kind] != "dbg" {
			continue
		}
		if e := d.md.get(a.md); e == nil || e.kind != mdDI || e.code != 21 || !e.distinct {
			return true
		}
	}
	return false
}
