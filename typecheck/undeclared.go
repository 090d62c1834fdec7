package typecheck

import (
	"slices"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/intrinsics"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
)

// checkUndeclaredIntrinsics applies the step of LLParser's end of module
// that declares the intrinsics a module calls without declaring them
// (LLVM 18 on; intrinsics.ImplicitDecls goes through it): errs is the
// error it stops at, undefined the names LLVM 18-21 leave undefined (no
// intrinsic of theirs), for "use of undefined value" after the step.
// Under LLVM 22 a call the loader can upgrade is upgraded instead; irmeta
// does not model every upgrade, so it reports no error for a name one
// might apply to. A release without a signature table of its own here
// (LLVM 18) is not judged.
func checkUndeclaredIntrinsics(m *ast.Module, v llvmver.Version) (errs parser.ErrorList, undefined parser.ErrorList) {
	v = v.Or()
	if _, ok := intrinsics.SignatureRelease(int(v)); !ok {
		return nil, nil
	}
	imp := intrinsics.ImplicitDecls(m, v)
	if e := imp.Err; e != nil {
		return parser.ErrorList{parser.NewError(m.File, e.Pos, e.Msg)}, nil
	}
	for _, e := range imp.Undefined {
		undefined = append(undefined, parser.NewError(m.File, e.Pos, e.Msg))
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
