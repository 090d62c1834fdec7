package upgrade

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/intrinsics"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// DeclareIntrinsics returns m as LLVM v's parser leaves it when the
// module ends: with a declaration of each intrinsic m calls without
// declaring it, and the calls naming those declarations (see
// implicitDecls), read again from the edited text; m itself when there is
// nothing to declare. Writers that must emit what llvm-as emits call it.
func DeclareIntrinsics(m *ast.Module, v llvmver.Version) (*ast.Module, error) {
	if len(m.UndeclaredIntrinsics) == 0 {
		return m, nil
	}
	g := md.New(m)
	if len(implicitDecls(g, v)) == 0 {
		return m, nil
	}
	text, err := g.Bytes()
	if err != nil {
		return m, err
	}
	return parser.ParseFileOptions(m.File.Name, text, parser.Options{Version: m.Version})
}

// implicitDecls declares the intrinsics the module calls without a
// declaration, as LLVM's parser does when the module ends (LLVM 18 on, see
// intrinsics.ImplicitDecls): each declaration after the last function, in
// the order LLVM adds them, and a call naming the intrinsic otherwise than
// its declaration (llvm.abs for llvm.abs.i32) renamed. A module whose
// calls LLVM's parser rejects is left as it is.
func implicitDecls(g *md.Graph, v llvmver.Version) []Change {
	m := g.Module
	imp := intrinsics.ImplicitDecls(m, v)
	if imp.Err != nil || len(imp.Undefined) > 0 || len(imp.Decls) == 0 {
		return nil
	}
	var out []Change
	first := map[string]ast.Span{} // each declaration's first call
	for _, s := range m.UndeclaredIntrinsics {
		name, ok := imp.Callee[s.Start]
		if !ok {
			continue
		}
		if _, seen := first[name]; !seen {
			first[name] = s
		}
		if parser.Name(m.Bytes(s)) != name {
			g.ReplaceText(s, parser.NameText(name))
			out = append(out, Change{Pos: m.Position(s.Start),
				Msg: v.String() + " calls " + name + " here, the declaration it adds for " + parser.Name(m.Bytes(s))})
		}
	}
	for _, d := range imp.Decls {
		g.AddTopLevel(ast.FunctionEntity, d.Text())
		msg := v.String() + " declares " + d.Name + ", which the module calls without declaring it"
		if s, ok := first[d.Name]; ok {
			out = append(out, Change{Pos: m.Position(s.Start), Msg: msg})
		} else {
			out = append(out, Change{Msg: msg})
		}
	}
	return out
}
