package verifier

import (
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/intrinsics"
	"github.com/irmeta/irmeta/llvmver"
)

// A declUpgrade is one of the loader's upgrades (UpgradeIntrinsicFunction)
// that replaces the declaration of an intrinsic the release still has, of
// a type that does not fit its signature, before the verifier runs: the
// old form of the intrinsic. Each was asked of llvm-as-22 and llvm-dis-22
// (see TestIntrinsicSignaturesAgainstLLVM and the cases in rules.txtar),
// and of llvm-as-19 and llvm-dis-19 (TestIntrinsicSignaturesAgainstLLVM19):
// the loader looks at the name and at a part of the type only, so a
// declaration of the old shape is replaced whatever its other types are.
// LLVM 20 and 21, which irmeta reads with LLVM 19's signature table, are
// given LLVM 19's.
type declUpgrade struct {
	// since is the change that brought the upgrade (0: LLVM 19 has it);
	// from, when not 0, the first release whose loader has it, for the
	// releases before LLVM 19 that irmeta reads with a table (14 to 16;
	// 0: they have it too, each asked of llvm-as-14).
	since llvmver.Change
	from  int
	// until, when not 0, is the last release whose loader has this form
	// of the upgrade (an entry for the same intrinsic after it gives the
	// later releases' form).
	until int
	// base is the intrinsic's name (LLVM 22's, without type suffixes);
	// prefix: base also stands for the names it starts.
	base   string
	prefix bool
	// old reports whether a declaration of intrinsic name (LLVM 22's
	// name, without type suffixes) of type fn (pointers opaque, named
	// types resolved) is the old form the loader replaces.
	old func(name string, fn *ast.Type) bool
	// paramsWrong, when old is nil: the declaration has as many
	// parameters as the intrinsic (not overloaded) and would fit the
	// release's signature with these parameters made the signature's.
	paramsWrong []int
	// params are the new declaration's parameters that the loader passes
	// the calls' first arguments to, as types the calls' arguments are
	// compared with (nil: the calls are not compared; the call made
	// passes converted or other arguments).
	params []string
}

// declUpgrades are the loader's upgrades that replace a declaration of a
// current intrinsic's name whose type does not fit.
var declUpgrades = []declUpgrade{
	// The size argument went (LLVM 22): a two-parameter declaration is
	// replaced, whatever its types, and its calls are made again on the
	// pointer (or dropped when it is no alloca).
	{base: "llvm.lifetime.start", since: llvmver.LifetimeSizeDropped, old: paramCount(2)},
	{base: "llvm.lifetime.end", since: llvmver.LifetimeSizeDropped, old: paramCount(2)},
	// objectsize gained its third and fourth flags (LLVM 7 and 9): a
	// declaration of two or three parameters is replaced whatever follows
	// "llvm.objectsize." in its name, and its calls get false flags.
	{base: "llvm.objectsize", old: func(_ string, fn *ast.Type) bool { return len(fn.Fields) == 2 || len(fn.Fields) == 3 }},
	// coro.end gained a token and returns nothing (LLVM 18): a
	// two-parameter declaration becomes void (ptr, i1, token), its calls
	// pass their two arguments and token none.
	{base: "llvm.coro.end", from: 18, old: paramCount(2), params: []string{"ptr", "i1"}},
	// vctp64 returns <2 x i1> (LLVM 14): a result of four lanes is the old
	// form, whose calls pass their first argument and convert the result.
	{base: "llvm.arm.mve.vctp64", old: resultLanes(4), params: []string{"i32"}},
	// The SSE4.1 ptest intrinsics took <4 x float> (LLVM 3.2): the loader
	// bitcasts the arguments of the calls.
	{base: "llvm.x86.sse41.ptestc", old: firstParamIs("<4 x float>")},
	{base: "llvm.x86.sse41.ptestz", old: firstParamIs("<4 x float>")},
	{base: "llvm.x86.sse41.ptestnzc", old: firstParamIs("<4 x float>")},
	// The VNNI dot products took their byte and word operands as i32
	// vectors: with three parameters, a result and accumulator that fit
	// and other second or third parameters, the loader bitcasts the calls'
	// operands (llvm-as-22 accepts float, <16 x i32> and <8 x i64> there;
	// a wrong accumulator or another arity is reported).
	{base: "llvm.x86.avx512.vpdp", prefix: true, since: llvmver.VNNIByteOperands, paramsWrong: []int{1, 2}},
	{base: "llvm.x86.avx2.vpdp", prefix: true, since: llvmver.VNNIByteOperands, paramsWrong: []int{1, 2}},
	{base: "llvm.x86.avx10.vpdp", prefix: true, since: llvmver.VNNIByteOperands, paramsWrong: []int{1, 2}},
	// The AVX-512 BF16 intrinsics returned i16 vectors, and dpbf16ps took
	// i32 vectors: a result of another element type than bfloat (void
	// too), or a dpbf16ps whose second parameter is the only one that does
	// not fit, is the old form.
	{base: "llvm.x86.avx512bf16.cvtne2ps2bf16", prefix: true, from: 17, old: resultNotOf("bfloat")},
	{base: "llvm.x86.avx512bf16.cvtneps2bf16", prefix: true, from: 17, old: resultNotOf("bfloat")},
	{base: "llvm.x86.avx512bf16.mask.cvtneps2bf16", prefix: true, from: 17, old: resultNotOf("bfloat")},
	{base: "llvm.x86.avx512bf16.dpbf16ps", prefix: true, from: 17, paramsWrong: []int{1}},
	// broadcastmb/broadcastmw became IR (a zext and a splat): any
	// declaration with a parameter goes, its calls with it.
	// LLVM 14 and 15 replace one without parameters too (asked of llvm-as-14 and 15;
	// LLVM 19's makes invalid IR of its calls).
	{base: "llvm.x86.avx512.broadcastmb", prefix: true, until: 15, old: minParams(0)},
	{base: "llvm.x86.avx512.broadcastmw", prefix: true, until: 15, old: minParams(0)},
	{base: "llvm.x86.avx512.broadcastmb", prefix: true, old: minParams(1)},
	{base: "llvm.x86.avx512.broadcastmw", prefix: true, old: minParams(1)},
	// NVPTX's bf16 intrinsics returned i16 (and i32 for bf16x2): a result
	// of another element type than bfloat (void too) is the old form.
	{base: "llvm.nvvm.fma.rn", prefix: true, from: 17, old: nvvmBF16Old},
	{base: "llvm.nvvm.fmax", prefix: true, from: 17, old: nvvmBF16Old},
	{base: "llvm.nvvm.fmin", prefix: true, from: 17, old: nvvmBF16Old},
	{base: "llvm.nvvm.neg", prefix: true, from: 17, old: nvvmBF16Old},
	// The RISC-V AES and SM4 byte-select intrinsics took an i8 byte
	// select: a declaration of two parameters is replaced by the
	// three-parameter one (llvm-as-22 accepts it; other shapes of the old
	// form crash it).
	{base: "llvm.riscv.aes32dsi", from: 17, old: paramCount(2)},
	{base: "llvm.riscv.aes32dsmi", from: 17, old: paramCount(2)},
	{base: "llvm.riscv.aes32esi", from: 17, old: paramCount(2)},
	{base: "llvm.riscv.aes32esmi", from: 17, old: paramCount(2)},
	{base: "llvm.riscv.sm4ed", from: 17, old: paramCount(2)},
	{base: "llvm.riscv.sm4ks", from: 17, old: paramCount(2)},
}

func paramCount(n int) func(string, *ast.Type) bool {
	return func(_ string, fn *ast.Type) bool { return len(fn.Fields) == n }
}

func minParams(n int) func(string, *ast.Type) bool {
	return func(_ string, fn *ast.Type) bool { return len(fn.Fields) >= n }
}

func resultLanes(n uint64) func(string, *ast.Type) bool {
	return func(_ string, fn *ast.Type) bool {
		r := fn.Elem
		return r != nil && r.Kind == ast.VectorType && !r.Scalable && r.Len == n
	}
}

func firstParamIs(t string) func(string, *ast.Type) bool {
	return func(_ string, fn *ast.Type) bool { return len(fn.Fields) > 0 && fn.Fields[0].String() == t }
}

// scalarName is the name of t's scalar type ("bfloat" of <8 x bfloat>).
func scalarName(t *ast.Type) string {
	if t != nil && t.Kind == ast.VectorType {
		t = t.Elem
	}
	if t == nil {
		return ""
	}
	return t.Name
}

// resultNotOf: the result's scalar type is not the one named.
func resultNotOf(scalar string) func(string, *ast.Type) bool {
	return func(_ string, fn *ast.Type) bool { return scalarName(fn.Elem) != scalar }
}

// nvvmBF16Old: an NVPTX bf16 intrinsic (its name ends in .bf16 or
// .bf16x2) whose result is no bfloat.
func nvvmBF16Old(name string, fn *ast.Type) bool {
	return (strings.HasSuffix(name, ".bf16") || strings.HasSuffix(name, ".bf16x2")) && scalarName(fn.Elem) != "bfloat"
}

// onlyParamsWrong reports whether a declaration of intrinsic name of type
// fn has as many parameters as the intrinsic (not overloaded) and would
// fit release rel's signature with the parameters at idx made the
// signature's.
func onlyParamsWrong(rel int, name string, fn *ast.Type, idx []int) bool {
	want, _, ok := intrinsics.ExampleIn(rel, name)
	if !ok || len(want.Fields) != len(fn.Fields) {
		return false
	}
	fixed := *fn
	fixed.Fields = append([]*ast.Type(nil), fn.Fields...)
	for _, i := range idx {
		if i < len(fixed.Fields) {
			fixed.Fields[i] = want.Fields[i]
		}
	}
	return intrinsics.MatchSignatureIn(rel, name, &fixed) == intrinsics.Fits
}

// loaderReplaces reports whether release rel's loader replaces a
// declaration of intrinsic name (without '@') of type fn (pointers
// opaque, named types resolved) that does not fit its signature, and the
// verifier's message for the calls it makes again ("" when they are
// fine, or are not compared): those of declUpgrades the release has.
func loaderReplaces(rel int, name string, fn *ast.Type) (bool, string) {
	base, known := intrinsics.LookupIn(rel, name)
	if !known {
		return false, ""
	}
	for k := range declUpgrades {
		u := &declUpgrades[k]
		if base != u.base && !(u.prefix && strings.HasPrefix(base, u.base)) {
			continue
		}
		if u.since != 0 && !llvmver.Version(rel).Has(u.since) || rel < u.from || u.until != 0 && rel > u.until {
			continue
		}
		if u.old != nil && !u.old(base, fn) || u.paramsWrong != nil && !onlyParamsWrong(rel, base, fn, u.paramsWrong) {
			return false, ""
		}
		for i, p := range u.params {
			if i >= len(fn.Fields) || !typeIs(fn.Fields[i], p) {
				// The call made passes the old arguments to the new
				// parameters.
				return true, "Call parameter type does not match function signature!"
			}
		}
		return true, ""
	}
	return false, ""
}
