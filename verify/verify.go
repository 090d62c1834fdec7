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
	"sync/atomic"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/internal/lane"
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
	// Err is the assembler's verdict: nil, or the parse and type errors
	// (a parser.ErrorList, first error first).
	Err error
	// Diags are the checks' findings; the checks run only when Err is nil.
	Diags []check.Diagnostic
}

// Graph returns a fresh metadata graph of Module (nil when Module is). The
// checks' own graphs are dropped when they finish; a caller that wants
// one asks for it, and one that prints the verdict does not pay for it.
func (r Result) Graph() *md.Graph {
	if r.Module == nil {
		return nil
	}
	return md.New(r.Module)
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
// and, when it reads, checks it with Module. It is SourceMode with the
// checks overlapping the type rules.
func Source(name string, src []byte, opts parser.Options) Result {
	return SourceMode(name, src, opts, 0)
}

// SourceMode is Source with the work shared as mode says. Unless mode has
// Sequential, the checks of Module start as soon as the module parses,
// beside the type rules, on the chance that it passes them (the checks'
// findings are dropped when it does not). LLVM's verifier, the longest
// chain of work, then keeps a core, and the type rules, the other checks
// and the preparation of the verifier's functions take the others in
// turns (the module's lane, see package lane): on two cores, sharing them
// evenly among the four left the verifier a third of the time while the
// others ran, and the run 5-10% longer. A module the caller may abandon
// (opts.Abandon) is checked in sequence: the speculative checks are
// stopped through that flag.
func SourceMode(name string, src []byte, opts parser.Options, mode Mode) Result {
	v := opts.Version.Or()
	m, err := parser.ParseFileOptions(name, src, opts)
	if err != nil || m == nil || mode&Sequential != 0 || opts.Abandon != nil || m.Abandon != nil {
		err = typecheck.WithRecords(m, v, typecheck.Parsed(m, err, opts.Version))
		r := Result{Module: m, Err: err}
		if err == nil {
			r.Diags = ModuleMode(m, v, mode)
		}
		return r
	}
	// The work beside the verifier takes the other cores in turns (see
	// package lane): the verifier, the longest part, keeps one.
	m.Lane = lane.New(runtime.GOMAXPROCS(0) - 1)
	spec := startChecks(m, v, mode)
	func() {
		defer func() {
			if r := recover(); r != nil {
				spec.wait(true) // not left reading the module
				m.Lane = nil
				panic(r)
			}
		}()
		err = typecheck.WithRecords(m, v, typecheck.Parsed(m, nil, opts.Version))
	}()
	diags, panicked := spec.wait(err != nil)
	m.Lane = nil
	r := Result{Module: m, Err: err}
	if err == nil {
		if panicked != nil {
			panic(panicked) // on the caller's goroutine, where it can be recovered
		}
		r.Diags = diags
	}
	return r
}

// speculation is ModuleMode running on a module whose type rules are
// still being checked (see SourceMode).
type speculation struct {
	m    *ast.Module
	stop atomic.Bool
	done chan struct{}
	// diags and panicked are ModuleMode's, once done is closed.
	diags    []check.Diagnostic
	panicked any
}

// startChecks starts ModuleMode on m, stoppable through m.Abandon (which
// is nil and belongs to the speculation until wait returns).
func startChecks(m *ast.Module, v llvmver.Version, mode Mode) *speculation {
	s := &speculation{m: m, done: make(chan struct{})}
	m.Abandon = &s.stop
	go func() {
		defer close(s.done)
		defer func() { s.panicked = recover() }()
		s.diags = ModuleMode(m, v, mode)
	}()
	return s
}

// wait returns the checks' findings, or what they panicked with; with
// abandon, it stops them first (the module failed the type rules: what
// they find or how they fail on it is not asked). Either way the checks
// have ended and m.Abandon is nil again when it returns.
func (s *speculation) wait(abandon bool) ([]check.Diagnostic, any) {
	if abandon {
		s.stop.Store(true)
	}
	<-s.done
	s.m.Abandon = nil
	if abandon {
		return nil, nil
	}
	return s.diags, s.panicked
}

// A Mode chooses how SourceMode and ModuleMode share their work between
// cores and memory.
type Mode uint

const (
	// LowMemory runs the upgrades after LLVM's verifier, on its graph,
	// instead of beside it on the other checks' graph: the upgrades load
	// the whole graph, so the default holds two whole graphs at once (on
	// a 50 MB clang -O2 -g module, about 25 MB more at the peak) to end
	// 45-60 ms sooner. A long-lived process that holds the module, as the
	// language server does, asks for it.
	LowMemory Mode = 1 << iota

	// Sequential makes SourceMode check the types before it starts the
	// other checks, instead of beside them: the type rules' decoders and
	// the verifier's graph are then not in memory at once (on a 50 MB
	// clang -O2 -g module, 10-15 MB less at the peak, about 5% more
	// time). --low-memory asks for it.
	Sequential
)

// Module checks a module that was read without errors, under release v,
// as Graph does, with the work shared between two cores: LLVM's verifier,
// the longest part, runs on a graph of its own beside the other checks and
// the upgrades on another. Both graphs are dropped when they finish. The
// findings come in the order Graph gives.
func Module(m *ast.Module, v llvmver.Version) []check.Diagnostic {
	return ModuleMode(m, v, 0)
}

// ModuleMode is Module with the work shared as mode says.
func ModuleMode(m *ast.Module, v llvmver.Version, mode Mode) []check.Diagnostic {
	m.MDDefIndex(0) // built now: both sides read the lookup table
	verdict := make(chan verifierResult, 1)
	go func() {
		var r verifierResult
		defer func() {
			r.panicked = recover()
			verdict <- r
		}()
		r.graph = md.New(m)
		r.checks = check.RunVersionOf(r.graph, v, isVerifier)
	}()
	received := false
	defer func() {
		if !received {
			// The other checks panicked (an abandoned module: see
			// ast.Module.Abandon): the verifier still reads the module,
			// and its caller may write the text once this returns.
			<-verdict
		}
	}()
	// The other checks end long before the verifier: the upgrades run
	// meanwhile, on their graph, as if the verifier kept the debug info.
	// When it does not (rare), or they panicked, or mode asks for less
	// memory, they run on the verifier's graph with its verdict. On the
	// module's lane, urgent work goes first between two checkers.
	var others, ups []check.Diagnostic
	guessed := mode&LowMemory == 0
	func() {
		ln := m.Lane
		ln.Acquire()
		defer ln.Release()
		og := md.New(m)
		others = check.RunVersionOf(og, v, func(name string) bool {
			ln.Yield()
			return !isVerifier(name)
		})
		if guessed {
			ln.Yield()
			var panicked bool
			ups, panicked = guessedUpgrades(og, v)
			guessed = !panicked
		}
	}()
	r := <-verdict
	received = true
	if r.panicked != nil {
		panic(r.panicked) // on the caller's goroutine, where it can be recovered
	}
	if _, _, broken := upgrade.BrokenDebugInfoIn(r.checks); broken || !guessed {
		func() {
			m.Lane.Acquire() // (the verifier is done: only for the lane's rule)
			defer m.Lane.Release()
			ups = upgrades(r.graph, r.checks, v)
		}()
	}
	return append(check.Merge(others, r.checks), ups...)
}

// guessedUpgrades returns the upgrades of g's module when the verifier
// keeps its debug info, and whether they panicked (they are then run
// again where the panic reaches the caller).
func guessedUpgrades(g *md.Graph, v llvmver.Version) (ups []check.Diagnostic, panicked bool) {
	defer func() {
		if recover() != nil {
			ups, panicked = nil, true
		}
	}()
	return upgrades(g, nil, v), false
}

// isVerifier reports whether name is LLVM's IR verifier's checker.
func isVerifier(name string) bool { return name == verifier.Name }

// verifierResult is what the verifier found on its graph, or what it
// panicked with.
type verifierResult struct {
	graph    *md.Graph
	checks   []check.Diagnostic
	panicked any
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
		return upgrade.BrokenDebugInfoIn(checks)
	}
	return upgrade.CheckGraph(ug, opt)
}
