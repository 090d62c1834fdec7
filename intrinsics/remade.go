package intrinsics

import (
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// NVVMWhen is when LLVM's upgrade of an old NVVM intrinsic declares the
// intrinsic that replaces it.
type NVVMWhen int

const (
	// NVVMNoDecl: the calls become other instructions (or the
	// replacement has the old name and another type, which a writer
	// cannot declare beside the old one): nothing to declare here.
	NVVMNoDecl NVVMWhen = iota
	// NVVMAtDecl: the replacement is declared when the old declaration
	// is upgraded, called or not, and the calls call it.
	NVVMAtDecl
	// NVVMAtCall: the replacement is declared when the first call is
	// upgraded: never for a declaration nothing calls.
	NVVMAtCall
)

// AnyRelease stands, in an NVVMUpgrade, for "every release irmeta models".
const AnyRelease llvmver.Change = -1

// An NVVMUpgrade is one row of LLVM's NVVM intrinsic upgrades
// (AutoUpgrade's upgradeIntrinsicFunction1 and upgradeNVVMIntrinsicCall).
type NVVMUpgrade struct {
	// Name follows "llvm.nvvm."; '*' matches any run of characters.
	Name string
	// Since is the change that brings the rule (AnyRelease: all).
	Since llvmver.Change
	// Args, when not 0, is the number of parameters the rule needs.
	Args int
	// When says when the replacement is declared.
	When NVVMWhen
	// Decl is the replacement's declaration after "declare": $R and $P
	// stand for the old declaration's result and first parameter types,
	// $r and $p for their mangled suffixes.
	Decl string
	// IntResult: the rule applies only when the declaration's result is
	// an integer or a vector of integers (the old form of a bf16
	// intrinsic, before bfloat).
	IntResult bool
	// SharedCluster: the rule applies only when the declaration's
	// shared::cluster pointer (its result for mapa, else its first
	// parameter) is in addrspace(3).
	SharedCluster bool
}

// nvvmUpgrades are LLVM's NVVM upgrades, measured with llvm-as 13 to 16, 19
// and 22 (see llvmver.NVVMMinMaxIntrinsics). The first row that fits a
// declaration applies: a release's own rows come before the older ones.
var nvvmUpgrades = []NVVMUpgrade{
	{Name: "brev32", Since: AnyRelease, Args: 1, When: NVVMAtDecl, Decl: "$R @llvm.bitreverse.$r($R)"},
	{Name: "brev64", Since: AnyRelease, Args: 1, When: NVVMAtDecl, Decl: "$R @llvm.bitreverse.$r($R)"},
	{Name: "clz.i", Since: AnyRelease, Args: 1, When: NVVMAtDecl, Decl: "$R @llvm.ctlz.$r($R, i1)"},
	{Name: "popc.i", Since: AnyRelease, Args: 1, When: NVVMAtDecl, Decl: "$R @llvm.ctpop.$r($R)"},
	{Name: "clz.ll", Since: AnyRelease, Args: 0, When: NVVMAtCall, Decl: "$P @llvm.ctlz.$p($P, i1)"},
	{Name: "popc.ll", Since: AnyRelease, Args: 0, When: NVVMAtCall, Decl: "$P @llvm.ctpop.$p($P)"},
	{Name: "h2f", Since: AnyRelease, Args: 0, When: NVVMAtCall, Decl: "float @llvm.convert.from.fp16.f32(i16)"},

	{Name: "max.s", Since: llvmver.NVVMMinMaxIntrinsics, Args: 2, When: NVVMAtDecl, Decl: "$R @llvm.smax.$r($R, $R)"},
	{Name: "max.i", Since: llvmver.NVVMMinMaxIntrinsics, Args: 2, When: NVVMAtDecl, Decl: "$R @llvm.smax.$r($R, $R)"},
	{Name: "max.ll", Since: llvmver.NVVMMinMaxIntrinsics, Args: 2, When: NVVMAtDecl, Decl: "$R @llvm.smax.$r($R, $R)"},
	{Name: "min.s", Since: llvmver.NVVMMinMaxIntrinsics, Args: 2, When: NVVMAtDecl, Decl: "$R @llvm.smin.$r($R, $R)"},
	{Name: "min.i", Since: llvmver.NVVMMinMaxIntrinsics, Args: 2, When: NVVMAtDecl, Decl: "$R @llvm.smin.$r($R, $R)"},
	{Name: "min.ll", Since: llvmver.NVVMMinMaxIntrinsics, Args: 2, When: NVVMAtDecl, Decl: "$R @llvm.smin.$r($R, $R)"},
	{Name: "max.us", Since: llvmver.NVVMMinMaxIntrinsics, Args: 2, When: NVVMAtDecl, Decl: "$R @llvm.umax.$r($R, $R)"},
	{Name: "max.ui", Since: llvmver.NVVMMinMaxIntrinsics, Args: 2, When: NVVMAtDecl, Decl: "$R @llvm.umax.$r($R, $R)"},
	{Name: "max.ull", Since: llvmver.NVVMMinMaxIntrinsics, Args: 2, When: NVVMAtDecl, Decl: "$R @llvm.umax.$r($R, $R)"},
	{Name: "min.us", Since: llvmver.NVVMMinMaxIntrinsics, Args: 2, When: NVVMAtDecl, Decl: "$R @llvm.umin.$r($R, $R)"},
	{Name: "min.ui", Since: llvmver.NVVMMinMaxIntrinsics, Args: 2, When: NVVMAtDecl, Decl: "$R @llvm.umin.$r($R, $R)"},
	{Name: "min.ull", Since: llvmver.NVVMMinMaxIntrinsics, Args: 2, When: NVVMAtDecl, Decl: "$R @llvm.umin.$r($R, $R)"},

	{Name: "abs.bf16", Since: llvmver.NVVMCallsRemade, Args: 0, When: NVVMAtCall, Decl: "bfloat @llvm.nvvm.fabs.bf16(bfloat)"},
	{Name: "abs.bf16x2", Since: llvmver.NVVMCallsRemade, Args: 0, When: NVVMAtCall, Decl: "<2 x bfloat> @llvm.nvvm.fabs.v2bf16(<2 x bfloat>)"},
	{Name: "fabs.f", Since: llvmver.NVVMCallsRemade, Args: 0, When: NVVMAtCall, Decl: "$R @llvm.nvvm.fabs.$r($R)"},
	{Name: "fabs.d", Since: llvmver.NVVMCallsRemade, Args: 0, When: NVVMAtCall, Decl: "$R @llvm.nvvm.fabs.$r($R)"},
	{Name: "fabs.ftz.f", Since: llvmver.NVVMCallsRemade, Args: 0, When: NVVMAtCall, Decl: "$R @llvm.nvvm.fabs.ftz.$r($R)"},
	{Name: "ex2.approx.f", Since: llvmver.NVVMCallsRemade, Args: 0, When: NVVMAtCall, Decl: "$R @llvm.nvvm.ex2.approx.$r($R)"},
	{Name: "ex2.approx.d", Since: llvmver.NVVMCallsRemade, Args: 0, When: NVVMAtCall, Decl: "$R @llvm.nvvm.ex2.approx.$r($R)"},
	{Name: "ex2.approx.f16x2", Since: llvmver.NVVMCallsRemade, Args: 0, When: NVVMAtCall, Decl: "$R @llvm.nvvm.ex2.approx.$r($R)"},
	{Name: "ex2.approx.ftz.f", Since: llvmver.NVVMCallsRemade, Args: 0, When: NVVMAtCall, Decl: "$R @llvm.nvvm.ex2.approx.ftz.$r($R)"},
	{Name: "rotate.b32", Since: llvmver.NVVMCallsRemade, Args: 0, When: NVVMAtCall, Decl: "i32 @llvm.fshl.i32(i32, i32, i32)"},
	{Name: "rotate.b64", Since: llvmver.NVVMCallsRemade, Args: 0, When: NVVMAtCall, Decl: "i64 @llvm.fshl.i64(i64, i64, i64)"},
	{Name: "rotate.right.b64", Since: llvmver.NVVMCallsRemade, Args: 0, When: NVVMAtCall, Decl: "i64 @llvm.fshr.i64(i64, i64, i64)"},
	{Name: "swap.lo.hi.b64", Since: llvmver.NVVMCallsRemade, Args: 0, When: NVVMAtCall, Decl: "i64 @llvm.fshl.i64(i64, i64, i64)"},
	{Name: "tanh.approx.f32", Since: llvmver.NVVMCallsRemade, Args: 0, When: NVVMAtCall, Decl: "$R @llvm.tanh.$r($R)"},
	{Name: "barrier0", Since: llvmver.NVVMCallsRemade, Args: 0, When: NVVMAtCall, Decl: "void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)"},
	{Name: "barrier.n", Since: llvmver.NVVMCallsRemade, Args: 0, When: NVVMAtCall, Decl: "void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)"},
	{Name: "bar.sync", Since: llvmver.NVVMCallsRemade, Args: 0, When: NVVMAtCall, Decl: "void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)"},
	{Name: "barrier", Since: llvmver.NVVMCallsRemade, Args: 0, When: NVVMAtCall, Decl: "void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32)"},
	{Name: "barrier.sync", Since: llvmver.NVVMCallsRemade, Args: 0, When: NVVMAtCall, Decl: "void @llvm.nvvm.barrier.cta.sync.all(i32)"},
	{Name: "barrier.sync.cnt", Since: llvmver.NVVMCallsRemade, Args: 0, When: NVVMAtCall, Decl: "void @llvm.nvvm.barrier.cta.sync.count(i32, i32)"},
	{Name: "barrier0.popc", Since: llvmver.NVVMCallsRemade, Args: 0, When: NVVMAtCall, Decl: "i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32, i1)"},
	{Name: "barrier0.and", Since: llvmver.NVVMCallsRemade, Args: 0, When: NVVMAtCall, Decl: "i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32, i1)"},
	{Name: "barrier0.or", Since: llvmver.NVVMCallsRemade, Args: 0, When: NVVMAtCall, Decl: "i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32, i1)"},
	{Name: "bitcast.*", Since: llvmver.NVVMCallsRemade, Args: 0, When: NVVMNoDecl, Decl: ""},
	{Name: "ptr.*", Since: llvmver.NVVMCallsRemade, Args: 0, When: NVVMNoDecl, Decl: ""},
	{Name: "ldg.global.*", Since: llvmver.NVVMCallsRemade, Args: 0, When: NVVMNoDecl, Decl: ""},
	{Name: "atomic.load.inc.32.p*", Since: llvmver.NVVMCallsRemade, Args: 0, When: NVVMNoDecl, Decl: ""},
	{Name: "atomic.load.dec.32.p*", Since: llvmver.NVVMCallsRemade, Args: 0, When: NVVMNoDecl, Decl: ""},

	// Upgrades that declare nothing a writer can: icmp and select (max,
	// min before NVVMMinMaxIntrinsics), sub, icmp and select (abs),
	// atomicrmw, and the bf16 intrinsics that keep their name with
	// bfloat types (the old declaration is renamed out of the way).
	{Name: "abs.i", Since: AnyRelease, Args: 0, When: NVVMNoDecl, Decl: ""},
	{Name: "abs.ll", Since: AnyRelease, Args: 0, When: NVVMNoDecl, Decl: ""},
	{Name: "max.*", Since: AnyRelease, Args: 0, When: NVVMNoDecl, Decl: ""},
	{Name: "min.*", Since: AnyRelease, Args: 0, When: NVVMNoDecl, Decl: ""},
	{Name: "atomic.load.add.f32.p*", Since: AnyRelease, Args: 0, When: NVVMNoDecl, Decl: ""},
	{Name: "atomic.load.add.f64.p*", Since: AnyRelease, Args: 0, When: NVVMNoDecl, Decl: ""},
	{Name: "abs.bf16*", Since: llvmver.NVVMBF16Bfloat, When: NVVMNoDecl, IntResult: true},
	{Name: "fma.rn.*bf16*", Since: llvmver.NVVMBF16Bfloat, When: NVVMNoDecl, IntResult: true},
	{Name: "fmax.*bf16*", Since: llvmver.NVVMBF16Bfloat, When: NVVMNoDecl, IntResult: true},
	{Name: "fmin.*bf16*", Since: llvmver.NVVMBF16Bfloat, When: NVVMNoDecl, IntResult: true},
	{Name: "neg.bf16*", Since: llvmver.NVVMBF16Bfloat, When: NVVMNoDecl, IntResult: true},

	// The replacements keep the name, with the pointer in addrspace(7).
	{Name: "mapa.shared.cluster", Since: llvmver.NVVMSharedClusterAddrSpace, When: NVVMNoDecl, SharedCluster: true},
	{Name: "cp.async.bulk.global.to.shared.cluster", Since: llvmver.NVVMSharedClusterAddrSpace, When: NVVMNoDecl, SharedCluster: true},
	{Name: "cp.async.bulk.shared.cta.to.cluster", Since: llvmver.NVVMSharedClusterAddrSpace, When: NVVMNoDecl, SharedCluster: true},
	{Name: "cp.async.bulk.tensor.g2s.tile.*d", Since: llvmver.NVVMSharedClusterAddrSpace, When: NVVMNoDecl, SharedCluster: true},
	{Name: "cp.async.bulk.tensor.g2s.im2col.*d", Since: llvmver.NVVMSharedClusterAddrSpace, When: NVVMNoDecl, SharedCluster: true},
}

// NVVMUpgradeOf returns the rule of release v for the old NVVM intrinsic
// declaration name (with '@') of function type fn, if LLVM's loader
// upgrades it: it then replaces the declaration and makes its calls again
// from their arguments (or turns them into instructions), whatever their
// function type.
func NVVMUpgradeOf(name string, fn *ast.Type, v llvmver.Version) (NVVMUpgrade, bool) {
	rest, ok := strings.CutPrefix(name, "@llvm.nvvm.")
	if !ok || fn == nil || fn.Kind != ast.FuncType {
		return NVVMUpgrade{}, false
	}
	for _, r := range nvvmUpgrades {
		if (r.Since == AnyRelease || v.Has(r.Since)) && (r.Args == 0 || r.Args == len(fn.Fields)) && nvvmNameMatches(r.Name, rest) &&
			(!r.SharedCluster || sharedClusterAS3(rest, fn)) && (!r.IntResult || intResult(fn)) {
			return r, true
		}
	}
	return NVVMUpgrade{}, false
}

// sharedClusterAS3 reports whether shared::cluster intrinsic name (after
// "llvm.nvvm.") of type fn has its cluster pointer in addrspace(3).
func sharedClusterAS3(name string, fn *ast.Type) bool {
	p := fn.Elem
	if name != "mapa.shared.cluster" {
		if len(fn.Fields) == 0 {
			return false
		}
		p = fn.Fields[0]
	}
	return p != nil && p.Kind == ast.PointerType && p.AddrSpace == 3
}

// nvvmNameMatches reports whether pattern (a name, '*' matching any run
// of characters) matches name.
func nvvmNameMatches(pattern, name string) bool {
	parts := strings.Split(pattern, "*")
	if !strings.HasPrefix(name, parts[0]) {
		return false
	}
	name = name[len(parts[0]):]
	for i, p := range parts[1:] {
		if i == len(parts)-2 {
			return strings.HasSuffix(name, p)
		}
		k := strings.Index(name, p)
		if k < 0 {
			return false
		}
		name = name[k+len(p):]
	}
	return name == ""
}

// intResult reports whether function type fn returns an integer or a
// vector of integers.
func intResult(fn *ast.Type) bool {
	t := fn.Elem
	if t != nil && t.Kind == ast.VectorType {
		t = t.Elem
	}
	return t != nil && t.Kind == ast.IntType
}

// amdgpuReplaced are the AMDGPU intrinsics whose calls LLVM's loader
// turns into atomicrmw instructions, and the release that does.
var amdgpuReplaced = []struct {
	prefix string // with "llvm.", up to the type suffixes
	since  llvmver.Change
}{
	{"llvm.amdgcn.atomic.inc.", llvmver.AMDGPUAtomicIncDecReplaced},
	{"llvm.amdgcn.atomic.dec.", llvmver.AMDGPUAtomicIncDecReplaced},
	{"llvm.amdgcn.ds.fadd.", llvmver.AMDGPUDSAtomicsReplaced},
	{"llvm.amdgcn.ds.fmin.", llvmver.AMDGPUDSAtomicsReplaced},
	{"llvm.amdgcn.ds.fmax.", llvmver.AMDGPUDSAtomicsReplaced},
	{"llvm.amdgcn.global.atomic.fadd.", llvmver.AMDGPUGlobalFlatAtomicsReplaced},
	{"llvm.amdgcn.global.atomic.fmin.", llvmver.AMDGPUGlobalFlatAtomicsReplaced},
	{"llvm.amdgcn.global.atomic.fmax.", llvmver.AMDGPUGlobalFlatAtomicsReplaced},
	{"llvm.amdgcn.flat.atomic.fadd.", llvmver.AMDGPUGlobalFlatAtomicsReplaced},
	{"llvm.amdgcn.flat.atomic.fmin.", llvmver.AMDGPUGlobalFlatAtomicsReplaced},
	{"llvm.amdgcn.flat.atomic.fmax.", llvmver.AMDGPUGlobalFlatAtomicsReplaced},
	{"llvm.amdgcn.atomic.csub.", llvmver.AMDGPUGlobalFlatAtomicsReplaced},
	{"llvm.amdgcn.atomic.cond.sub.", llvmver.AMDGPUGlobalFlatAtomicsReplaced},
}

// LoaderRemakesCalls reports whether LLVM release v's loader replaces the
// calls of intrinsic declaration name (with '@') of function type fn by
// instructions or by calls it makes from their arguments (the NVVM
// upgrades, AMDGPU's atomics): no call of the declaration reaches the
// verifier.
func LoaderRemakesCalls(name string, fn *ast.Type, v llvmver.Version) bool {
	if _, ok := NVVMUpgradeOf(name, fn, v); ok {
		return true
	}
	for _, r := range amdgpuReplaced {
		// The old names go on with a type suffix ("fmax.f32"), not with
		// another word ("fmax.num.f32" is another intrinsic).
		if rest, ok := strings.CutPrefix(name[1:], r.prefix); ok && rest != "" && strings.IndexByte("fvpib", rest[0]) >= 0 && v.Has(r.since) {
			return true
		}
	}
	return false
}
