// Package corpusdecls gives tests the intrinsic declarations of the LLVM
// test copy (../shared/corpus/llvm-test), each alone, so that they can be
// put to LLVM one by one: the intrinsic tables' and the verifier's sweeps
// share them.
package corpusdecls

import (
	"sort"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
)

// Intrinsics returns every distinct intrinsic declaration of the valid
// LLVM test files, as "declare RESULT @NAME(PARAMS)" with opaque
// pointers, and its function type.
func Intrinsics(t testing.TB) (decls []string, types map[string]*ast.Type) {
	types = map[string]*ast.Type{}
	v := llvmver.Version(22)
	for _, part := range corpus.ValidParts(t) {
		if !strings.Contains(string(part.Src), "@llvm.") {
			continue
		}
		m, err := parser.ParseFileOptions(part.Name, part.Src, parser.Options{Version: v})
		if err != nil {
			continue
		}
		dec := parser.NewDecoder(m)
		for i := range m.Functions {
			f := &m.Functions[i]
			if !f.Declare || !strings.HasPrefix(f.Name, "@llvm.") || strings.HasPrefix(f.Name, "@\"") {
				continue
			}
			h, err := dec.FuncHeader(i)
			if err != nil || h.Type == nil || !printable(h.Type) {
				continue
			}
			fn := h.Type.Opaque()
			d := "declare " + fn.Elem.String() + " " + f.Name + "(" + paramList(fn) + ")"
			if _, seen := types[d]; !seen {
				types[d] = fn
				decls = append(decls, d)
			}
		}
	}
	sort.Strings(decls)
	return decls, types
}

// printable reports whether a declaration of type fn reads alone: named
// types would need their definitions.
func printable(fn *ast.Type) bool {
	ok := true
	var walk func(t *ast.Type)
	walk = func(t *ast.Type) {
		if t == nil {
			return
		}
		if t.Kind == ast.NamedType || t.Kind == ast.OpaqueType {
			ok = false
		}
		if t.Kind != ast.PointerType {
			walk(t.Elem)
		}
		for _, f := range t.Fields {
			walk(f)
		}
	}
	walk(fn)
	return ok
}

func paramList(fn *ast.Type) string {
	var ps []string
	for _, p := range fn.Fields {
		ps = append(ps, p.String())
	}
	if fn.Variadic {
		ps = append(ps, "...")
	}
	return strings.Join(ps, ", ")
}
