package upgrade

import (
	"strings"

	"github.com/irmeta/irmeta/intrinsics"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
)

// nvvmWhen is when LLVM's upgrade of an old NVVM intrinsic declares the
// intrinsic that replaces it.
type nvvmWhen int

const (
	// nvvmNoDecl: the calls become other instructions (or the
	// replacement has the old name and another type, which a writer
	// cannot declare beside the old one): nothing to declare here.
	nvvmNoDecl nvvmWhen = iota
	// nvvmAtDecl: the replacement is declared when the old declaration
	// is upgraded, called or not, and the calls call it.
	nvvmAtDecl
	// nvvmAtCall: the replacement is declared when the first call is
	// upgraded: never for a declaration nothing calls.
	nvvmAtCall
)

// anyRelease stands, in an nvvmRule, for "every release irmeta models".
const anyRelease llvmver.Change = -1

// An nvvmRule is one row of LLVM's NVVM intrinsic upgrades
// (AutoUpgrade's upgradeIntrinsicFunction1 and upgradeNVVMIntrinsicCall).
type nvvmRule struct {
	// name follows "llvm.nvvm."; a trailing '*' makes it a prefix.
	name string
	// since is the change that brings the rule (anyRelease: all).
	since llvmver.Change
	// args, when not 0, is the number of parameters the rule needs.
	args int
	when nvvmWhen
	// decl is the replacement's declaration after "declare": $R and $P
	// stand for the old declaration's result and first parameter types,
	// $r and $p for their mangled suffixes.
	decl string
}

// nvvmRules are LLVM's NVVM upgrades, measured with llvm-as 13 to 16, 19
// and 22 (see llvmver.NVVMMinMaxIntrinsics). The first row that fits a
// declaration applies: a release's own rows come before the older ones.
var nvvmRules = []nvvmRule{
	{"brev32", anyRelease, 1, nvvmAtDecl, "$R @llvm.bitreverse.$r($R)"},
	{"brev64", anyRelease, 1, nvvmAtDecl, "$R @llvm.bitreverse.$r($R)"},
	{"clz.i", anyRelease, 1, nvvmAtDecl, "$R @llvm.ctlz.$r($R, i1)"},
	{"popc.i", anyRelease, 1, nvvmAtDecl, "$R @llvm.ctpop.$r($R)"},
	{"clz.ll", anyRelease, 0, nvvmAtCall, "$P @llvm.ctlz.$p($P, i1)"},
	{"popc.ll", anyRelease, 0, nvvmAtCall, "$P @llvm.ctpop.$p($P)"},
	{"h2f", anyRelease, 0, nvvmAtCall, "float @llvm.convert.from.fp16.f32(i16)"},

	{"max.s", llvmver.NVVMMinMaxIntrinsics, 2, nvvmAtDecl, "$R @llvm.smax.$r($R, $R)"},
	{"max.i", llvmver.NVVMMinMaxIntrinsics, 2, nvvmAtDecl, "$R @llvm.smax.$r($R, $R)"},
	{"max.ll", llvmver.NVVMMinMaxIntrinsics, 2, nvvmAtDecl, "$R @llvm.smax.$r($R, $R)"},
	{"min.s", llvmver.NVVMMinMaxIntrinsics, 2, nvvmAtDecl, "$R @llvm.smin.$r($R, $R)"},
	{"min.i", llvmver.NVVMMinMaxIntrinsics, 2, nvvmAtDecl, "$R @llvm.smin.$r($R, $R)"},
	{"min.ll", llvmver.NVVMMinMaxIntrinsics, 2, nvvmAtDecl, "$R @llvm.smin.$r($R, $R)"},
	{"max.us", llvmver.NVVMMinMaxIntrinsics, 2, nvvmAtDecl, "$R @llvm.umax.$r($R, $R)"},
	{"max.ui", llvmver.NVVMMinMaxIntrinsics, 2, nvvmAtDecl, "$R @llvm.umax.$r($R, $R)"},
	{"max.ull", llvmver.NVVMMinMaxIntrinsics, 2, nvvmAtDecl, "$R @llvm.umax.$r($R, $R)"},
	{"min.us", llvmver.NVVMMinMaxIntrinsics, 2, nvvmAtDecl, "$R @llvm.umin.$r($R, $R)"},
	{"min.ui", llvmver.NVVMMinMaxIntrinsics, 2, nvvmAtDecl, "$R @llvm.umin.$r($R, $R)"},
	{"min.ull", llvmver.NVVMMinMaxIntrinsics, 2, nvvmAtDecl, "$R @llvm.umin.$r($R, $R)"},

	{"abs.bf16", llvmver.NVVMCallsRemade, 0, nvvmAtCall, "bfloat @llvm.nvvm.fabs.bf16(bfloat)"},
	{"abs.bf16x2", llvmver.NVVMCallsRemade, 0, nvvmAtCall, "<2 x bfloat> @llvm.nvvm.fabs.v2bf16(<2 x bfloat>)"},
	{"fabs.f", llvmver.NVVMCallsRemade, 0, nvvmAtCall, "$R @llvm.nvvm.fabs.$r($R)"},
	{"fabs.d", llvmver.NVVMCallsRemade, 0, nvvmAtCall, "$R @llvm.nvvm.fabs.$r($R)"},
	{"fabs.ftz.f", llvmver.NVVMCallsRemade, 0, nvvmAtCall, "$R @llvm.nvvm.fabs.ftz.$r($R)"},
	{"ex2.approx.f", llvmver.NVVMCallsRemade, 0, nvvmAtCall, "$R @llvm.nvvm.ex2.approx.$r($R)"},
	{"ex2.approx.d", llvmver.NVVMCallsRemade, 0, nvvmAtCall, "$R @llvm.nvvm.ex2.approx.$r($R)"},
	{"ex2.approx.f16x2", llvmver.NVVMCallsRemade, 0, nvvmAtCall, "$R @llvm.nvvm.ex2.approx.$r($R)"},
	{"ex2.approx.ftz.f", llvmver.NVVMCallsRemade, 0, nvvmAtCall, "$R @llvm.nvvm.ex2.approx.ftz.$r($R)"},
	{"rotate.b32", llvmver.NVVMCallsRemade, 0, nvvmAtCall, "i32 @llvm.fshl.i32(i32, i32, i32)"},
	{"rotate.b64", llvmver.NVVMCallsRemade, 0, nvvmAtCall, "i64 @llvm.fshl.i64(i64, i64, i64)"},
	{"rotate.right.b64", llvmver.NVVMCallsRemade, 0, nvvmAtCall, "i64 @llvm.fshr.i64(i64, i64, i64)"},
	{"swap.lo.hi.b64", llvmver.NVVMCallsRemade, 0, nvvmAtCall, "i64 @llvm.fshl.i64(i64, i64, i64)"},
	{"tanh.approx.f32", llvmver.NVVMCallsRemade, 0, nvvmAtCall, "$R @llvm.tanh.$r($R)"},
	{"barrier0", llvmver.NVVMCallsRemade, 0, nvvmAtCall, "void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)"},
	{"barrier.n", llvmver.NVVMCallsRemade, 0, nvvmAtCall, "void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)"},
	{"bar.sync", llvmver.NVVMCallsRemade, 0, nvvmAtCall, "void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)"},
	{"barrier", llvmver.NVVMCallsRemade, 0, nvvmAtCall, "void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32)"},
	{"barrier.sync", llvmver.NVVMCallsRemade, 0, nvvmAtCall, "void @llvm.nvvm.barrier.cta.sync.all(i32)"},
	{"barrier.sync.cnt", llvmver.NVVMCallsRemade, 0, nvvmAtCall, "void @llvm.nvvm.barrier.cta.sync.count(i32, i32)"},
	{"barrier0.popc", llvmver.NVVMCallsRemade, 0, nvvmAtCall, "i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32, i1)"},
	{"barrier0.and", llvmver.NVVMCallsRemade, 0, nvvmAtCall, "i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32, i1)"},
	{"barrier0.or", llvmver.NVVMCallsRemade, 0, nvvmAtCall, "i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32, i1)"},
	{"bitcast.*", llvmver.NVVMCallsRemade, 0, nvvmNoDecl, ""},
	{"ptr.*", llvmver.NVVMCallsRemade, 0, nvvmNoDecl, ""},
	{"ldg.global.*", llvmver.NVVMCallsRemade, 0, nvvmNoDecl, ""},
	{"atomic.load.inc.32.p*", llvmver.NVVMCallsRemade, 0, nvvmNoDecl, ""},
	{"atomic.load.dec.32.p*", llvmver.NVVMCallsRemade, 0, nvvmNoDecl, ""},

	// Upgrades that declare nothing a writer can: icmp and select (max,
	// min before NVVMMinMaxIntrinsics), sub, icmp and select (abs),
	// atomicrmw, and the bf16 intrinsics that keep their name with
	// bfloat types (the old declaration is renamed out of the way).
	{"abs.i", anyRelease, 0, nvvmNoDecl, ""},
	{"abs.ll", anyRelease, 0, nvvmNoDecl, ""},
	{"max.*", anyRelease, 0, nvvmNoDecl, ""},
	{"min.*", anyRelease, 0, nvvmNoDecl, ""},
	{"atomic.load.add.f32.p*", anyRelease, 0, nvvmNoDecl, ""},
	{"atomic.load.add.f64.p*", anyRelease, 0, nvvmNoDecl, ""},
	{"abs.bf16*", anyRelease, 0, nvvmNoDecl, ""},
	{"fma.rn.*bf16*", anyRelease, 0, nvvmNoDecl, ""},
	{"fmax.*bf16*", anyRelease, 0, nvvmNoDecl, ""},
	{"fmin.*bf16*", anyRelease, 0, nvvmNoDecl, ""},
	{"neg.bf16*", anyRelease, 0, nvvmNoDecl, ""},
}

// nvvmRuleFor returns the rule of release v for old NVVM intrinsic
// declaration name (with '@') of header h, if LLVM upgrades it.
func nvvmRuleFor(name string, h *parser.FuncHeader, v llvmver.Version) (nvvmRule, bool) {
	rest, ok := strings.CutPrefix(name, "@llvm.nvvm.")
	if !ok || h == nil {
		return nvvmRule{}, false
	}
	for _, r := range nvvmRules {
		if (r.since == anyRelease || v.Has(r.since)) && (r.args == 0 || r.args == len(h.Params)) && nvvmNameMatches(r.name, rest) {
			return r, true
		}
	}
	return nvvmRule{}, false
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

// declaration is the text of the declaration rule r makes for the old
// declaration of header h ("" when it makes none, or when a type it names
// cannot be mangled).
func (r nvvmRule) declaration(h *parser.FuncHeader) string {
	if r.decl == "" {
		return ""
	}
	var subst []string
	if strings.Contains(r.decl, "$R") {
		s, ok := intrinsics.MangleType(h.Result)
		if !ok {
			return ""
		}
		subst = append(subst, "$R", h.Result.String(), "$r", s)
	}
	if strings.Contains(r.decl, "$P") {
		if len(h.Params) == 0 {
			return ""
		}
		s, ok := intrinsics.MangleType(h.Params[0].Type)
		if !ok {
			return ""
		}
		subst = append(subst, "$P", h.Params[0].Type.String(), "$p", s)
	}
	return "declare " + strings.NewReplacer(subst...).Replace(r.decl)
}

// nvvmDecls returns the declarations the upgrade of rule r makes for the
// old declaration of header h, in LLVM's parser's order, leaving out
// those declared already (and adding the rest to declared); called says
// whether anything calls the old declaration.
func nvvmDecls(r nvvmRule, h *parser.FuncHeader, called bool, declared map[string]bool) []string {
	if r.when == nvvmNoDecl || r.when == nvvmAtCall && !called {
		return nil
	}
	d := r.declaration(h)
	if d == "" {
		return nil
	}
	name := d[strings.IndexByte(d, '@'):strings.IndexByte(d, '(')]
	if declared[name] {
		return nil
	}
	declared[name] = true
	return []string{d}
}

// An nvvmUpgrade is an old NVVM declaration's upgrade, as IntrinsicDecls
// finds it.
type nvvmUpgrade struct {
	rule   nvvmRule
	header *parser.FuncHeader
	called bool
}

// nvvmUpgraded reports whether release v upgrades old NVVM declaration
// name of header h, and records its upgrade in nvvm.
func nvvmUpgraded(name string, h *parser.FuncHeader, v llvmver.Version, nvvm map[string]nvvmUpgrade) bool {
	r, ok := nvvmRuleFor(name, h, v)
	if ok {
		nvvm[name] = nvvmUpgrade{rule: r, header: h}
	}
	return ok
}

// nvvmDeclares reports whether an upgrade of nvvm may declare anything.
func nvvmDeclares(nvvm map[string]nvvmUpgrade) bool {
	for _, u := range nvvm {
		if u.rule.when != nvvmNoDecl {
			return true
		}
	}
	return false
}
