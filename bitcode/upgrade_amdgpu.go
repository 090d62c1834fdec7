package bitcode

import "github.com/irmeta/irmeta/llvmver"

// The function attribute "amdgpu-unsafe-fp-atomics", which the releases
// with llvmver.AMDGPUUnsafeFPAtomicsUpgraded no longer have, becomes
// metadata when a module is read: the attribute leaves every function
// definition, and when it was "true" each floating-point atomicrmw of the
// function gets !amdgpu.no.fine.grained.host.memory,
// !amdgpu.no.remote.memory.access and !amdgpu.ignore.denormal.mode, each
// the empty tuple. Declarations keep the attribute, as LLVM upgrades only
// the functions it materializes.
const unsafeFPAtomicsAttr = "amdgpu-unsafe-fp-atomics"

var unsafeFPAtomicsKinds = [...]string{"amdgpu.no.fine.grained.host.memory", "amdgpu.no.remote.memory.access", "amdgpu.ignore.denormal.mode"}

// upgradeUnsafeFPAtomicsAttr takes the attribute off the function
// definitions, before any body is read, and marks those it was "true" on.
func (d *decoder) upgradeUnsafeFPAtomicsAttr() {
	if d.unsafeFPDone {
		return
	}
	d.unsafeFPDone = true
	if !readingRelease(d.producer).Has(llvmver.AMDGPUUnsafeFPAtomicsUpgraded) {
		return
	}
	for _, g := range d.funcs {
		if g.proto {
			continue
		}
		d.dropFnAttrs(g, func(a attr) bool {
			if a.info.cat == catString && a.key == unsafeFPAtomicsAttr {
				g.unsafeFPAtomics = a.str == "true"
				return true
			}
			return false
		})
	}
}

// unsafeFPAtomicsMD attaches the three nodes to in, a floating-point
// atomicrmw of a function the attribute was "true" on.
func (d *decoder) unsafeFPAtomicsMD(in *inst) {
	if d.unsafeFPKinds[0] == 0 {
		// The kinds the module does not name yet are registered after
		// its own, in this order (LLVMContext::getMDKindID).
		next := uint64(0)
		for k := range d.mdKinds {
			next = max(next, k+1)
		}
		for i, name := range unsafeFPAtomicsKinds {
			id, ok := uint64(0), false
			for k, n := range d.mdKinds {
				if n == name {
					id, ok = k, true
				}
			}
			if !ok {
				id = next
				next++
				d.mdKinds[id] = name
			}
			d.unsafeFPKinds[i] = id + 1
		}
		d.unsafeFPEmpty = d.uniqueTuple(nil)
	}
	x := in.mx()
	for _, k := range d.unsafeFPKinds {
		x.attach = append(x.attach, attachment{kind: k - 1, md: d.unsafeFPEmpty})
	}
}

// isFPAtomicRMW reports whether an atomicrmw operation code is a
// floating-point operation (AtomicRMWInst::isFloatingPointOperation).
func isFPAtomicRMW(op uint64) bool {
	switch op {
	case 11, 12, 13, 14, 19, 20, 21, 22: // fadd fsub fmax fmin fmaximum fminimum fmaximumnum fminimumnum
		return true
	}
	return false
}
