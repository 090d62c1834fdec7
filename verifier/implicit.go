package verifier

import (
	"sort"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/intrinsics"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/token"
)

// implicitDecls is what the verifier needs of the intrinsics a module
// calls without declaring them (LLVM 18 on): LLVM's parser declares each
// under its canonical name with the call's function type, and the calls
// call that declaration.
type implicitDecls struct {
	// graph is the module read again with the declarations appended to
	// its text (nil when nothing is declared): the positions of the
	// module's own text do not move.
	graph *md.Graph
	// callee maps where a call names an undeclared intrinsic to the name
	// of the declaration it calls ("@llvm.abs" -> "@llvm.abs.i32"): one
	// name called with two types calls two declarations.
	callee map[token.Pos]string
}

// declareImplicit returns the graph the verifier reads for g's module
// under release v: g itself, or, when the module calls intrinsics it does
// not declare, the module with LLVM's declarations of them. The type
// checker has already rejected the calls LLVM's parser would; a call of
// a name irmeta finds no signature for (an upgrade of LLVM 22's) is left
// a call of an undeclared function.
func declareImplicit(g *md.Graph, v llvmver.Version) implicitDecls {
	m := g.Module
	if len(m.UndeclaredIntrinsics) == 0 || !v.Has(llvmver.ImplicitIntrinsicDecls) {
		return implicitDecls{graph: g}
	}
	rel := int(v)
	if _, ok := intrinsics.SignatureRelease(rel); !ok {
		// LLVM 18 has no table here: LLVM 19's names the declarations,
		// which is closer than taking the calls for indirect ones.
		rel = 19
	}
	upgrades := v.Has(llvmver.UndeclaredIntrinsicUpgrades)
	d := parser.NewDecoder(m)
	declared := map[string]bool{}
	for i := range m.Functions {
		declared[m.Functions[i].Name] = true
	}
	var decls []string
	callee := map[token.Pos]string{}
	for _, s := range m.UndeclaredIntrinsics {
		written := parser.Name(m.Bytes(s))
		kind, fn := d.UseAt(written, s.Start)
		if kind != parser.CalleeUse {
			continue
		}
		plain := parser.PlainName(written)
		base, known := intrinsics.LookupIn(rel, plain)
		name, fits := "", false
		if known {
			name, fits = intrinsics.MangledNameIn(rel, base, fn)
		}
		if !fits {
			// LLVM 22 declares the call's own type under its name and
			// upgrades that declaration as any old one (the type checker
			// has rejected the rest).
			if !upgrades || !intrinsics.MayUpgrade(plain, fn) {
				continue
			}
			name = plain
		}
		canonical := "@" + name
		callee[s.Start] = canonical
		if !declared[canonical] {
			declared[canonical] = true
			decls = append(decls, "declare "+declText(canonical, fn))
		}
	}
	if len(decls) == 0 {
		return implicitDecls{graph: g, callee: callee}
	}
	sort.Strings(decls)
	src := make([]byte, 0, len(m.Src)+64*len(decls))
	src = append(src, m.Src...)
	src = append(src, '\n')
	src = append(src, strings.Join(decls, "\n")...)
	src = append(src, '\n')
	nm, err := parser.ParseFileOptions(m.File.Name, src, parser.Options{Version: m.Version})
	if err != nil {
		return implicitDecls{graph: g} // not expected: the module read without them
	}
	return implicitDecls{graph: md.New(nm), callee: callee}
}

// declText writes the header of a declaration of name with type fn.
func declText(name string, fn *ast.Type) string {
	var b strings.Builder
	b.WriteString(fn.Elem.String() + " " + parser.NameText(name) + "(")
	for k, p := range fn.Fields {
		if k > 0 {
			b.WriteString(", ")
		}
		b.WriteString(p.String())
	}
	if fn.Variadic {
		if len(fn.Fields) > 0 {
			b.WriteString(", ")
		}
		b.WriteString("...")
	}
	b.WriteString(")")
	return b.String()
}
