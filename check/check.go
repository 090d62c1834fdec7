// Package check holds the module checks that "irmeta verify" runs after a
// module parses: each schema package (module flags, loops, OpenCL, TAFFO,
// DTrans) registers its checker here.
package check

import (
	"sort"
	"sync"

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

var (
	mu       sync.Mutex
	checkers = map[string]Checker{}
)

// Register adds a checker under name; verify runs all checkers in name
// order. Registering a name twice panics.
func Register(name string, c Checker) {
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

// Run runs every registered checker on g and returns their diagnostics
// sorted by position.
func Run(g *md.Graph) []Diagnostic {
	var out []Diagnostic
	for _, name := range Names() {
		mu.Lock()
		c := checkers[name]
		mu.Unlock()
		for _, d := range c(g) {
			d.Checker = name
			out = append(out, d)
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i].Pos, out[j].Pos
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Column < b.Column
	})
	return out
}
