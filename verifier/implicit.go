package verifier

import (
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
	// its text (the module's own graph when none is made): the positions
	// of the module's own text do not move.
	graph *md.Graph
	// callee maps where a call names an undeclared intrinsic to the name
	// of the declaration it calls ("@llvm.abs" -> "@llvm.abs.i32"): one
	// name called with two types calls two declarations.
	callee map[token.Pos]string
}

// declareImplicit returns the graph the verifier reads for g's module
// under release v: g itself, or, when the module calls intrinsics it does
// not declare, the module with LLVM's declarations of them appended to
// its text (intrinsics.ImplicitDecls, parser.AppendDeclarations). The
// type checker has already rejected the calls LLVM's parser would; a call
// of a name irmeta finds no signature for is left a call of an undeclared
// function.
func declareImplicit(g *md.Graph, v llvmver.Version) implicitDecls {
	m := g.Module
	imp := intrinsics.ImplicitDecls(m, v)
	if len(imp.Decls) == 0 {
		return implicitDecls{graph: g, callee: imp.Callee}
	}
	decls := make([]string, len(imp.Decls))
	for k, d := range imp.Decls {
		decls[k] = d.Text()
	}
	nm, err := parser.AppendDeclarations(m, decls)
	if err != nil {
		return implicitDecls{graph: g} // not expected: they are plain declarations
	}
	return implicitDecls{graph: md.New(nm), callee: imp.Callee}
}
