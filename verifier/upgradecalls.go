package verifier

import (
	"math/big"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// A callUpgrade is one of the LLVM loader's intrinsic upgrades that
// replaces the declaration and makes some of its calls again from their
// arguments. Such a call's own function type never reaches the verifier:
// its chosen arguments are passed to the new declaration's parameters,
// which the verifier then compares with the arguments' types.
type callUpgrade struct {
	bases []string       // intrinsic names without their type suffixes
	since llvmver.Change // 0: every release
	// oldArity is the declaration's parameter count that is replaced
	// (besides a typed-pointer name, which is renamed); dropped is the
	// old parameter the new declaration no longer has (-1: none).
	oldArity, dropped int
	// callArity is the argument count of the calls made again (-1: all);
	// args lists the old arguments the new call passes, in order (nil:
	// the first ones, as many as there are parameters).
	callArity int
	args      []int
	// align is the old argument that becomes an alignment attribute
	// (-1: none); the loader stops on one that is no power of two, and
	// on 0 unless zeroAlignOK.
	align       int
	zeroAlignOK bool
	// suffixed: the loader upgrades only names with a type suffix.
	suffixed bool
	// oldParam is the table pattern of the dropped parameter when the
	// signature table holds the new form ("": it holds the old one).
	oldParam string
	// i1Params is the new declaration's parameter count when the loader
	// appends i1 flags to the old one (0: none appended); the table's
	// first oldArity parameters are then the old form.
	i1Params int
	// keepsMetadata: the call made again keeps the old call's
	// attachments (measured: LLVM 22's masked intrinsics do; the others
	// keep only !dbg).
	keepsMetadata bool
}

// callUpgrades are the loader's call-rebuilding upgrades of the
// intrinsics irmeta models. Calls of these intrinsics with another arity
// keep their own function type (and meet "Intrinsic called with
// incompatible signature").
var callUpgrades = []callUpgrade{
	// The alignment argument became an attribute (LLVM 7).
	{bases: []string{"llvm.memcpy", "llvm.memmove", "llvm.memset"}, oldArity: 5, dropped: 3, callArity: 5, args: []int{0, 1, 2, 4}, align: -1, oldParam: "i32", suffixed: true},
	// Two and three-argument forms gained their trailing flags.
	{bases: []string{"llvm.objectsize"}, oldArity: 2, dropped: -1, callArity: -1, align: -1, i1Params: 4, suffixed: true},
	{bases: []string{"llvm.objectsize"}, oldArity: 3, dropped: -1, callArity: -1, align: -1, i1Params: 4, suffixed: true},
	// ctlz and cttz gained their is_zero_poison flag.
	{bases: []string{"llvm.ctlz", "llvm.cttz"}, oldArity: 1, dropped: -1, callArity: -1, align: -1, i1Params: 2, suffixed: true},
	// Two AMDGPU wmma intrinsics gained a clamp flag (LLVM 22).
	{bases: []string{"llvm.amdgcn.wmma.i32.16x16x64.iu8"}, since: llvmver.AMDGPUWMMAClamp, oldArity: 7, dropped: -1, callArity: -1, align: -1, i1Params: 8, suffixed: true},
	{bases: []string{"llvm.amdgcn.swmmac.i32.16x16x128.iu8"}, since: llvmver.AMDGPUWMMAClamp, oldArity: 8, dropped: -1, callArity: -1, align: -1, i1Params: 9, suffixed: true},
	// The alignment argument became an attribute (LLVM 22); gather and
	// scatter read an alignment of 0 as the element's.
	{bases: []string{"llvm.masked.load"}, since: llvmver.MaskedAlignAttribute, oldArity: 4, dropped: 1, callArity: 4, args: []int{0, 2, 3}, align: 1, keepsMetadata: true},
	{bases: []string{"llvm.masked.gather"}, since: llvmver.MaskedAlignAttribute, oldArity: 4, dropped: 1, callArity: 4, args: []int{0, 2, 3}, align: 1, zeroAlignOK: true, keepsMetadata: true},
	{bases: []string{"llvm.masked.store"}, since: llvmver.MaskedAlignAttribute, oldArity: 4, dropped: 2, callArity: 4, args: []int{0, 1, 3}, align: 2, keepsMetadata: true},
	{bases: []string{"llvm.masked.scatter"}, since: llvmver.MaskedAlignAttribute, oldArity: 4, dropped: 2, callArity: 4, args: []int{0, 1, 3}, align: 2, zeroAlignOK: true, keepsMetadata: true},
}

// intrinsicBase returns an intrinsic's name without its type suffixes
// (llvm.memcpy.p0i8.p0i8.i32 -> llvm.memcpy).
func intrinsicBase(name string) string {
	for {
		k := strings.LastIndexByte(name, '.')
		if k < 0 || !mangledType.MatchString(name[k+1:]) {
			return name
		}
		name = name[:k]
	}
}

// A callUpgradeKey is what findCallUpgrade's answer depends on.
type callUpgradeKey struct {
	name   string
	params int
}

// findCallUpgrade returns the upgrade that replaces the declaration of
// intrinsic name (without '@') with params parameters, or nil.
func (v *verifier) findCallUpgrade(name string, params int) *callUpgrade {
	k := callUpgradeKey{name, params}
	if u, ok := v.callUpgradeOf[k]; ok {
		return u
	}
	if v.callUpgradeOf == nil {
		v.callUpgradeOf = map[callUpgradeKey]*callUpgrade{}
	}
	u := v.lookupCallUpgrade(name, params)
	v.callUpgradeOf[k] = u
	return u
}

// lookupCallUpgrade is findCallUpgrade without its memory.
func (v *verifier) lookupCallUpgrade(name string, params int) *callUpgrade {
	base := intrinsicBase(name)
	renamed := v.remangled(name)
	var other *callUpgrade
	for k := range callUpgrades {
		u := &callUpgrades[k]
		if u.since != 0 && !v.ver.Has(u.since) || u.suffixed && base == name {
			continue
		}
		for _, b := range u.bases {
			switch {
			case b != base:
			case params == u.oldArity:
				return u
			case renamed && other == nil:
				// A typed-pointer name is renamed whatever its arity; an
				// upgrade of its own arity comes first (objectsize has two).
				other = u
			}
		}
	}
	return other
}

// declReplaced reports whether the loader replaces the declaration of
// intrinsic name: the new one comes last in the module, after its calls.
func (v *verifier) declReplaced(name string, h *header) bool {
	return v.remangled(name) || v.findCallUpgrade(name, len(h.params)) != nil
}

// rebuiltCall checks a call of intrinsic name that the loader makes
// again: it reports whether it does, and the verifier's (or the
// loader's) message for the call made.
func (v *verifier) rebuiltCall(name string, h *header, args []ast.Operand) (bool, string) {
	u := v.findCallUpgrade(name, len(h.params))
	if u == nil || (u.callArity >= 0 && len(args) != u.callArity) {
		return false, ""
	}
	params := h.params
	if len(params) == u.oldArity && u.dropped >= 0 {
		params = append(append([]*ast.Type(nil), params[:u.dropped]...), params[u.dropped+1:]...)
	}
	if len(params) < u.i1Params {
		params = append([]*ast.Type(nil), params...)
		for len(params) < u.i1Params {
			params = append(params, &ast.Type{Kind: ast.IntType, Bits: 1})
		}
	}
	if u.align >= 0 {
		// The loader reads the alignment as an integer constant, and
		// stops on anything else.
		if args[u.align].Value.Kind != ast.IntConst {
			return true, "LLVM ERROR: Invalid alignment argument"
		}
		if n, ok := intLiteral(args[u.align]); ok {
			switch {
			case n.Sign() == 0 && u.zeroAlignOK:
			case n.Sign() == 0:
				return true, "LLVM ERROR: Invalid zero alignment argument"
			case !isPowerOfTwo(n):
				return true, "LLVM ERROR: Invalid alignment argument"
			}
		}
	}
	pass := u.args
	if pass == nil {
		for k := 0; k < len(args) && k < len(params); k++ {
			pass = append(pass, k)
		}
	}
	for k, a := range pass {
		if k >= len(params) || a >= len(args) {
			break
		}
		if args[a].Type != nil && params[k] != nil && !v.sameType(args[a].Type, params[k]) {
			return true, "Call parameter type does not match function signature!"
		}
	}
	// The call made is verified as any other: its immarg parameters are
	// the new declaration's.
	set, _ := v.immargParams(name)
	for k, a := range pass {
		if k < 64 && set&(1<<k) != 0 && a < len(args) && !isImmediate(args[a]) {
			return true, "immarg operand has non-immediate parameter"
		}
	}
	return true, ""
}

// releaseSig returns the table's signature sig of intrinsic name as the
// module's release declares it: where a release dropped a parameter
// (callUpgrades with a release), a declaration without the old arity has
// the new signature; one with it is replaced by the loader.
func (v *verifier) releaseSig(name string, sig intrinsicSig, params int) intrinsicSig {
	base := intrinsicBase(name)
	for k := range callUpgrades {
		u := &callUpgrades[k]
		if u.since == 0 || !v.ver.Has(u.since) || u.dropped < 0 || params == u.oldArity || u.dropped >= len(sig.params) {
			continue
		}
		for _, b := range u.bases {
			if b == base {
				sig.params = append(append([]string(nil), sig.params[:u.dropped]...), sig.params[u.dropped+1:]...)
				return sig
			}
		}
	}
	return sig
}

// intLiteral returns the value of integer constant a as LLParser keeps
// it: the literal's low bits for its type's width (i32 4294967296 is 0).
func intLiteral(a ast.Operand) (*big.Int, bool) {
	if a.Value.Kind != ast.IntConst {
		return nil, false
	}
	var bits uint32
	if t := a.Type; t != nil && t.Kind == ast.IntType {
		bits = t.Bits
	}
	return a.Value.IntLiteral(bits)
}

// isPowerOfTwo reports whether n is a positive power of two.
func isPowerOfTwo(n *big.Int) bool {
	return n.Sign() > 0 && new(big.Int).And(n, new(big.Int).Sub(n, big.NewInt(1))).Sign() == 0
}
