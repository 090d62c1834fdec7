package bitcode

// strongestFailure is the failure ordering LLVM's reader gives a cmpxchg
// whose record has none (before LLVM 3.5): the strongest the success
// ordering allows, release dropping to monotonic and acq_rel to acquire
// (orderings as the records encode them).
func strongestFailure(succ uint64) uint64 {
	switch succ {
	case 4: // release
		return 2 // monotonic
	case 5: // acq_rel
		return 3 // acquire
	}
	return succ
}

// oldCmpXchg adds a cmpxchg of the records before LLVM 3.5, whose result
// was the loaded value, as LLVM's reader reads it: the cmpxchg (with
// today's { value, i1 } result, holding no value id) and an extractvalue
// of its first field, which takes the record's value id (and name).
func (d *decoder) oldCmpXchg(f *function, res, val *typ, text func() string) {
	in := d.addInst(f, nil, text)
	in.res = &value{ty: res, kind: vInst, slot: -1}
	cmp := in.res
	d.addInst(f, val, func() string {
		return "extractvalue " + res.String() + " " + d.operand(cmp) + ", 0"
	})
}
