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
	return CheckGraph(md.New(m), Options{LLVM: v})
}

// CheckGraph is Check on a graph the caller already built, with options
// (verify builds one graph for its checks and passes it on, so that the
// metadata is decoded once). The upgrades are made on g: run the checks
// that read g first.
func CheckGraph(g *md.Graph, opt Options) []check.Diagnostic {
	var out []check.Diagnostic
	for _, c := range Module(g, opt) {
		if !c.Lossy {
			continue
		}
		out = append(out, check.Diagnostic{Pos: c.Pos, Severity: check.Warning, Msg: c.Msg, Checker: Checker})
	}
	return out
}
