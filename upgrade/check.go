package upgrade

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
)

// Checker is the name "irmeta verify" tags upgrade warnings with.
const Checker = "upgrade"

// Check returns a warning for every change LLVM v's reader would make to m
// that loses or alters information (debug info dropped, a flag's behaviour
// changed), positioned at what changes. m is not modified.
func Check(m *ast.Module, v llvmver.Version) []check.Diagnostic {
	return CheckGraph(md.New(m), v)
}

// CheckGraph is Check on g, a graph of the module that other checks have
// walked already: the nodes they decoded are not decoded again. Like
// Module it edits g as LLVM v's reader would, so g serves nothing else
// afterwards.
func CheckGraph(g *md.Graph, v llvmver.Version) []check.Diagnostic {
	var out []check.Diagnostic
	for _, c := range Module(g, Options{LLVM: v}) {
		if !c.Lossy {
			continue
		}
		out = append(out, check.Diagnostic{Pos: c.Pos, Severity: check.Warning, Msg: c.Msg, Checker: Checker})
	}
	return out
}
