package intrinsics

import (
	"regexp"
	"strings"

	"github.com/irmeta/irmeta/ast"
)

// upgradeFamilies are the intrinsic names (after "llvm.") under which
// LLVM's loader looks for old names and signatures to upgrade
// (UpgradeIntrinsicFunction) and whose lists irmeta does not hold: the
// targets' families, and the generic intrinsics that changed name or
// parameters.
var upgradeFamilies = []string{
	"aarch64.", "arm.", "nvvm.", "riscv.", "wasm.", "x86.",
	"ctlz.", "cttz.", "experimental.", "flt.rounds", "invariant.group.barrier",
	"lifetime.", "masked.", "memcpy.", "memmove.", "memset.", "objectsize.",
	"ptr.annotation.", "stackprotectorcheck", "var.annotation", "vector.", "vp.",
}

// upgradeNames are families whose upgraded names are few and long
// settled: only these (and names that continue them after a '.') are
// upgraded.
var upgradeNames = map[string][]string{
	// The atomics the loader turns into atomicrmw (amdgpuReplaced), and
	// the others it renames or makes again.
	"amdgcn.": append(replacedAMDGPUNames(), "alignbit", "ldexp",
		// gained a clamp operand in LLVM 22
		"wmma.i32.16x16x64.iu8", "swmmac.i32.16x16x128.iu8"),
	"coro.": {"end"},
	"dbg.":  {"addr", "value", "assign", "declare", "label"},
}

// replacedAMDGPUNames returns the names of amdgpuReplaced after
// "llvm.amdgcn.".
func replacedAMDGPUNames() []string {
	var names []string
	for _, r := range amdgpuReplaced {
		names = append(names, strings.TrimSuffix(strings.TrimPrefix(r.prefix, "llvm.amdgcn."), "."))
	}
	return names
}

// reduceSuffixed matches the old reductions the loader renames (after
// "experimental.vector.reduce."): an operation and a type ("add.v4i32"),
// or v2's ordered floating-point ones ("v2.fadd.f32.v4f32").
var reduceSuffixed = regexp.MustCompile(`^([a-z]+\.[a-z][0-9]+|v2\.[a-z]+\.[fi][0-9]+)`)

// MayUpgrade reports whether LLVM's loader may upgrade an intrinsic named
// name (with "llvm.", without '@') declared or called with type fn: an
// old name or signature it rewrites. It errs on the side of yes: irmeta
// models few of the upgrades, and a name the loader would upgrade must not
// be taken for an unknown intrinsic. LLVM 22's parser upgrades calls of
// undeclared intrinsics (llvmver.UndeclaredIntrinsicUpgrades) and rejects
// the others that do not fit; a caller asks this before rejecting one.
func MayUpgrade(name string, fn *ast.Type) bool {
	rest, ok := strings.CutPrefix(name, "llvm.")
	if !ok {
		return false
	}
	if r, ok := strings.CutPrefix(rest, "experimental.vector.reduce."); ok {
		// The loader renames the reductions with a type suffix only.
		return reduceSuffixed.MatchString(r)
	}
	for _, p := range upgradeFamilies {
		if strings.HasPrefix(rest, p) {
			return true
		}
	}
	for family, names := range upgradeNames {
		after, ok := strings.CutPrefix(rest, family)
		if !ok {
			continue
		}
		for _, n := range names {
			if after == n || strings.HasPrefix(after, n+".") {
				return true
			}
		}
	}
	// A named or packed struct result becomes a literal struct.
	if fn != nil && fn.Elem != nil {
		if r := fn.Elem; r.Kind == ast.NamedType || r.Kind == ast.StructType && r.Packed {
			return true
		}
	}
	return false
}
