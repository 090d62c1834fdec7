package typecheck

import (
	"slices"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/intrinsics"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/token"
)

// An undeclaredName is one "@llvm." name the module uses without
// declaring it, with its uses in source order.
type undeclaredName struct {
	name string      // as parser.Name decodes it, with the '@'
	uses []token.Pos // where it is referenced, first first
}

// undeclaredNames groups m.UndeclaredIntrinsics by name, in the order of
// LLParser's map of forward references (by name).
func undeclaredNames(m *ast.Module) []undeclaredName {
	at := map[string]int{}
	var out []undeclaredName
	for _, s := range m.UndeclaredIntrinsics {
		name := parser.Name(m.Bytes(s))
		k, ok := at[name]
		if !ok {
			k = len(out)
			at[name] = k
			out = append(out, undeclaredName{name: name})
		}
		out[k].uses = append(out[k].uses, s.Start)
	}
	slices.SortFunc(out, func(a, b undeclaredName) int {
		return strings.Compare(parser.PlainName(a.name), parser.PlainName(b.name))
	})
	return out
}

// checkUndeclaredIntrinsics applies the step of LLParser's end of module
// that declares the intrinsics a module calls without declaring them
// (LLVM 18 on): each name in turn, its uses from the last made to the
// first (a value's use list), must be calls, of an intrinsic, with a
// function type its signature allows. Under LLVM 22 a call the loader can
// upgrade is upgraded instead (irmeta does not model every upgrade, so it
// reports no error for a name one might apply to). The errors are at the
// name's first use, as LLParser reports them, and the first one ends the
// step. undefined returns the names that LLVM 18-21 leave undefined (no
// intrinsic of theirs), for "use of undefined value" after the step.
func checkUndeclaredIntrinsics(m *ast.Module, v llvmver.Version) (errs parser.ErrorList, undefined parser.ErrorList) {
	v = v.Or()
	if !v.Has(llvmver.ImplicitIntrinsicDecls) || len(m.UndeclaredIntrinsics) == 0 {
		return nil, nil
	}
	rel := int(v)
	if _, ok := intrinsics.SignatureRelease(rel); !ok {
		return nil, nil // no signature table for this release: nothing to judge by
	}
	upgrades := v.Has(llvmver.UndeclaredIntrinsicUpgrades)
	d := parser.NewDecoder(m)
	fail := func(u undeclaredName, msg string) parser.ErrorList {
		return parser.ErrorList{parser.NewError(m.File, u.uses[0], msg)}
	}
	for _, u := range undeclaredNames(m) {
		plain := parser.PlainName(u.name)
		_, known := intrinsics.LookupIn(rel, plain)
		if !known && !upgrades {
			// LLVM 18-21 pass over a name that is no intrinsic: it stays
			// an undefined value.
			undefined = append(undefined, parser.NewError(m.File, u.uses[0], "use of undefined value '"+u.name+"'"))
			continue
		}
		for k := len(u.uses) - 1; k >= 0; k-- {
			kind, fn := d.UseAt(u.name, u.uses[k])
			switch kind {
			case parser.MetadataUse:
				continue // no use of the value: LLVM's metadata holds null
			case parser.OtherUse:
				return fail(u, "intrinsic can only be used as callee"), nil
			}
			if known && intrinsics.MatchSignatureIn(rel, plain, fn) == intrinsics.Fits {
				continue
			}
			if upgrades && intrinsics.MayUpgrade(plain, fn) {
				continue
			}
			if !known {
				return fail(u, "unknown intrinsic '"+plain+"'"), nil
			}
			return fail(u, "invalid intrinsic signature"), nil
		}
	}
	return nil, undefined
}

// withUndefinedIntrinsics merges the names LLVM 18-21 leave undefined
// (extra) into the parser's end-of-module errors (list, in LLParser's
// order): the undefined values are reported by name, so the intrinsics'
// go among them in that order.
func withUndefinedIntrinsics(list, extra parser.ErrorList) parser.ErrorList {
	if len(extra) == 0 {
		return list
	}
	const prefix = "use of undefined value '@"
	// The values come after the types and comdats, before the metadata.
	first := len(list)
	for k, e := range list {
		if strings.HasPrefix(e.Msg, prefix) || strings.HasPrefix(e.Msg, "use of undefined metadata") {
			first = k
			break
		}
	}
	end := first
	for end < len(list) && strings.HasPrefix(list[end].Msg, prefix) {
		end++
	}
	run := append(append(parser.ErrorList{}, list[first:end]...), extra...)
	slices.SortStableFunc(run, func(a, b *parser.Error) int {
		return parser.GlobalNameOrder(strings.TrimSuffix(a.Msg[len(prefix)-1:], "'"), strings.TrimSuffix(b.Msg[len(prefix)-1:], "'"))
	})
	out := append(parser.ErrorList{}, list[:first]...)
	out = append(out, run...)
	return append(out, list[end:]...)
}
