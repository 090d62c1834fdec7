package bitcode

import "strings"

// The reader's debug-info upgrade (UpgradeDebugInfo): a module whose
// "Debug Info Version" flag is missing or not 3 (files before LLVM 3.6)
// loses its debug info (StripDebugInfo): the llvm.dbg.* and llvm.gcov
// named metadata, the !dbg of globals and functions, the calls of debug
// intrinsics, the instructions' locations and heapallocsite attachments.
// A module of version 3 whose debug info the verifier finds broken loses
// it as well (see strip_broken_debug.go).

// debugInfoOutdated reports whether the module's debug info version is
// not 3, as read from its module flags.
func (d *decoder) debugInfoOutdated() bool {
	if d.stripDecided {
		return d.stripDebug
	}
	d.stripDecided = true
	version := int64(0)
	for _, nm := range d.named {
		if nm.name != "llvm.module.flags" {
			continue
		}
		for _, op := range nm.ops {
			n := d.md.get(op)
			if n == nil || n.kind != mdNode || len(n.ops) != 3 || d.mdString(n.ops[1]) != "Debug Info Version" {
				continue
			}
			var v *value
			if vals := d.inlineVals[n]; vals != nil {
				v = vals[2]
			} else if e := d.md.get(n.ops[2]); e != nil && e.kind == mdValue {
				v = e.val
			}
			if v != nil && v.c != nil && v.c.code == 4 && len(v.c.ops) > 0 {
				version = decodeSigned(v.c.ops[0])
			}
		}
	}
	d.stripDebug = version != 3 || d.brokenDebug
	return d.stripDebug
}

// stripModuleDebugInfo drops the module's debug named metadata and the
// globals' and functions' !dbg, when the version is outdated.
func (d *decoder) stripModuleDebugInfo() {
	if !d.debugInfoOutdated() {
		return
	}
	var named []namedMD
	for _, nm := range d.named {
		if !strings.HasPrefix(nm.name, "llvm.dbg.") && nm.name != "llvm.gcov" {
			named = append(named, nm)
		}
	}
	d.named = named
	dbg, ok := d.namedKind("dbg")
	if !ok {
		return // no !dbg to drop
	}
	for _, list := range [][]*globalValue{d.vars, d.funcs} {
		for _, g := range list {
			var mds []attachment
			for _, a := range g.mds {
				if a.kind != dbg {
					mds = append(mds, a)
				}
			}
			g.mds = mds
		}
	}
}

// stripFunctionDebugInfo drops a function's debug intrinsic calls,
// locations and heapallocsite attachments, when the version is outdated.
func (d *decoder) stripFunctionDebugInfo(f *function) {
	if !d.debugInfoOutdated() {
		return
	}
	if dbg, ok := d.namedKind("dbg"); ok {
		var mds []attachment
		for _, a := range f.g.mds {
			if a.kind != dbg {
				mds = append(mds, a)
			}
		}
		f.g.mds = mds
	}
	for _, b := range f.blocks {
		insts := b.insts[:0]
		for _, in := range b.insts {
			if in.x != nil && in.x.dbgCall {
				continue
			}
			in.loc = 0
			if in.x != nil {
				in.x.records, in.x.recMD = nil, nil
				var keep []attachment
				for _, a := range in.x.attach {
					if d.mdKinds[a.kind] != "heapallocsite" {
						keep = append(keep, a)
					}
				}
				in.x.attach = keep
			}
			insts = append(insts, in)
		}
		b.insts = insts
	}
}

// isDebugIntrinsic reports whether name is one of LLVM's debug info
// intrinsics (DbgInfoIntrinsic).
func isDebugIntrinsic(name string) bool {
	switch name {
	case "llvm.dbg.declare", "llvm.dbg.value", "llvm.dbg.addr", "llvm.dbg.label":
		return true
	}
	return false
}
