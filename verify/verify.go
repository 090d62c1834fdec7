// Package verify gives LLVM's verdict on a module without LLVM: the
// assembler's (syntax, names, references and type rules, as llvm-as of the
// chosen release reads the text), then, when the module reads, every
// registered check — LLVM's IR verifier (package verifier), the schema
// checks of the packages that register one, and the load-time upgrades
// the release would apply (package upgrade).
//
// It is the one implementation behind `irmeta verify`, the checks every
// writer runs on what it writes, and the language server's diagnostics.
package verify

import (
	"runtime"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/token"
	"github.com/irmeta/irmeta/typecheck"
	"github.com/irmeta/irmeta/upgrade"
	"github.com/irmeta/irmeta/verifier" // registers LLVM's IR verifier
)

// A Result is the verdict on one module.
type Result struct {
	// Module is the module as far as it was read (nil when nothing was).
	Module *ast.Module
	// Graph is Module's metadata graph (nil when Module is).
	Graph *md.Graph
	// Err is the assembler's verdict: nil, or the parse and type errors
	// (a parser.ErrorList, first error first).
	Err error
	// Diags are the checks' findings; the checks run only when Err is nil.
	Diags []check.Diagnostic
}

// OK reports whether the module is valid: it reads, and no check reports
// an error (warnings, as LLVM's, do not make it invalid).
func (r Result) OK() bool {
	if r.Err != nil {
		return false
	}
	for _, d := range r.Diags {
		if d.Severity == check.Error {
			return false
		}
	}
	return true
}

// Source reads the module called name from src under opts (opts.Version
// selects the LLVM release whose rules apply; zero means llvmver.Default)
// and, when it reads, checks it as Module does. The Result's Graph is a
// fresh graph of the module: the checks' own are dropped when they finish.
//
// When the text parses, the work is shared between two cores: LLVM's
// verifier, the longest part, runs (then the upgrades, on its graph)
// beside the type rules, which are followed by the other checks on a
// graph of their own. All of them only read the module. The checks'
// findings are dropped when the types are wrong: LLVM's verifier never
// sees such a module.
func Source(name string, src []byte, opts parser.Options) Result {
	v := opts.Version.Or()
	m, err := parser.ParseFileOptions(name, src, opts)
	if err != nil {
		r := Result{Module: m, Err: typecheck.Parsed(m, err, v)}
		if m != nil {
			r.Graph = md.New(m)
		}
		return r
	}
	m.MDDefIndex(0) // built now: both sides read the lookup table
	verdict := make(chan speculative, 1)
	go func() {
		var s speculative
		defer func() {
			s.panicked = recover()
			verdict <- s
		}()
		g := md.New(m)
		s.checks = check.RunVersionOf(g, v, isVerifier)
		s.upgrades = upgrades(g, s.checks, v)
	}()
	// The verifier takes one core; the type rules have the others.
	r := Result{Module: m, Err: typecheck.ParsedOn(m, nil, v, max(1, runtime.GOMAXPROCS(0)-1))}
	var others []check.Diagnostic
	if r.Err == nil {
		others = check.RunVersionOf(md.New(m), v, func(name string) bool { return !isVerifier(name) })
	}
	s := <-verdict
	if r.Err == nil {
		if s.panicked != nil {
			panic(s.panicked)
		}
		r.Diags = append(check.Merge(others, s.checks), s.upgrades...)
	}
	r.Graph = md.New(m)
	return r
}

// isVerifier reports whether name is LLVM's IR verifier's checker.
func isVerifier(name string) bool { return name == verifier.Name }

// speculative is what the verifier and the upgrades found on a module
// whose types were not yet known to be right; panicked holds what they
// panicked with.
type speculative struct {
	checks, upgrades []check.Diagnostic
	panicked         any
}

// Module checks a module that was read without errors, under release v,
// as Graph does, on a graph of its own: the upgrades then reuse the nodes
// the checks decoded instead of decoding them again (on a 50 MB -O2 -g
// module that halves the upgrades' time and the peak memory), and the
// graph is dropped when they finish.
func Module(m *ast.Module, v llvmver.Version) []check.Diagnostic {
	g := md.New(m)
	return checkThenUpgrade(g, g, v)
}

// Graph runs every registered check on g under release v, then reports
// the load-time upgrades release v would make to the module. g is not
// edited: the upgrades are made on a graph of their own.
func Graph(g *md.Graph, v llvmver.Version) []check.Diagnostic {
	return checkThenUpgrade(g, md.New(g.Module), v)
}

// checkThenUpgrade runs the checks on g, then the upgrades on ug (which
// they edit as LLVM's reader would; ug may be g when g serves nothing
// after).
func checkThenUpgrade(g, ug *md.Graph, v llvmver.Version) []check.Diagnostic {
	diags := check.RunVersion(g, v)
	return append(diags, upgrades(ug, diags, v)...)
}

// upgrades reports the load-time upgrades release v would make on ug,
// given the checks' findings on the same module.
func upgrades(ug *md.Graph, checks []check.Diagnostic, v llvmver.Version) []check.Diagnostic {
	opt := upgrade.Options{LLVM: v}
	// Whether the loader drops the debug info is the verifier's verdict on
	// it (upgrade.VerifierBrokenDebugInfo); the verifier has just run on
	// this module, so its findings are read instead of running it again.
	opt.BrokenDebugInfo = func(*md.Graph, llvmver.Version) (string, token.Position, bool) {
		for _, d := range checks {
			if d.Checker == verifier.Name && d.Severity == check.Warning && !strings.HasPrefix(d.Msg, "ignoring invalid debug info") {
				return d.Msg, d.Pos, true
			}
		}
		return "", token.Position{}, false
	}
	return upgrade.CheckGraph(ug, opt)
}
