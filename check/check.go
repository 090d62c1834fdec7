// Package check holds the module checks that "irmeta verify" runs after a
// module parses: each schema package (module flags, loops, OpenCL, TAFFO,
// DTrans) registers its checker here.
package check

import (
	"sort"
	"sync"

	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/token"
)

// Severity grades a diagnostic.
type Severity uint8

// Severities.
const (
	Error Severity = iota
	Warning
)

// String returns "error" or "warning".
func (s Severity) String() string {
	if s == Warning {
		return "warning"
	}
	return "error"
}

// A Diagnostic is one finding of a checker.
type Diagnostic struct {
	Pos      token.Position
	Severity Severity
	Msg      string
	// Checker names the checker that reported it.
	Checker string
}

// A Checker inspects a module's metadata graph.
type Checker func(g *md.Graph) []Diagnostic

// A VersionedChecker inspects a module with the rules of one LLVM release.
type VersionedChecker func(g *md.Graph, v llvmver.Version) []Diagnostic

var (
	mu       sync.Mutex
	checkers = map[string]VersionedChecker{}
)

// Register adds a checker under name; verify runs all checkers in name
// order. Registering a name twice panics.
func Register(name string, c Checker) {
	RegisterVersioned(name, func(g *md.Graph, _ llvmver.Version) []Diagnostic { return c(g) })
}

// RegisterVersioned adds a checker whose rules depend on the LLVM release.
func RegisterVersioned(name string, c VersionedChecker) {
	mu.Lock()
	defer mu.Unlock()
	if _, dup := checkers[name]; dup {
		panic("check: duplicate checker " + name)
	}
	checkers[name] = c
}

// Names returns the registered checker names, sorted.
func Names() []string {
	mu.Lock()
	defer mu.Unlock()
	names := make([]string, 0, len(checkers))
	for n := range checkers {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Run runs every registered checker on g with the rules of the default
// LLVM release and returns their diagnostics sorted by position.
func Run(g *md.Graph) []Diagnostic { return RunVersion(g, 0) }

// RunVersion runs every registered checker on g with the rules of LLVM v
// (zero: llvmver.Default) and returns their diagnostics sorted by position.
func RunVersion(g *md.Graph, v llvmver.Version) []Diagnostic {
	return RunVersionOf(g, v, func(string) bool { return true })
}

// RunVersionOf is RunVersion for the registered checkers whose names keep
// accepts (it is asked of each name in turn, just before that checker
// would run). Checkers that share no graph can so run side by side, on a
// graph each; Merge puts their findings in the order RunVersion gives.
func RunVersionOf(g *md.Graph, v llvmver.Version, keep func(name string) bool) []Diagnostic {
	var out []Diagnostic
	for _, name := range Names() {
		if !keep(name) {
			continue
		}
		mu.Lock()
		c := checkers[name]
		mu.Unlock()
		for _, d := range c(g, v) {
			d.Checker = name
			out = append(out, d)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return before(out[i].Pos, out[j].Pos) })
	return out
}

// before orders diagnostics by line, then column.
func before(a, b token.Position) bool {
	if a.Line != b.Line {
		return a.Line < b.Line
	}
	return a.Column < b.Column
}

// Merge returns the findings of a and b, each what RunVersionOf returned
// for checkers the other did not run, in the order one RunVersion of all
// those checkers gives: by position, then by checker name, each checker's
// own findings in their order.
func Merge(a, b []Diagnostic) []Diagnostic {
	out := make([]Diagnostic, 0, len(a)+len(b))
	for len(a) > 0 && len(b) > 0 {
		x, y := &a[0], &b[0]
		if before(y.Pos, x.Pos) || (!before(x.Pos, y.Pos) && y.Checker < x.Checker) {
			out, b = append(out, *y), b[1:]
		} else {
			out, a = append(out, *x), a[1:]
		}
	}
	out = append(out, a...)
	return append(out, b...)
}
