// Package errprop propagates absolute errors through an LLVM IR module the
// way TAFFO's ErrorPropagator (the "taffoerr" pass) does, without LLVM.
//
// Errors are affine forms whose noise symbols are unique across the whole
// run, so errors with a common origin cancel where TAFFO's do. Ranges and
// initial errors come from taffo.info (and taffo.structinfo, funinfo,
// constinfo); the results are the taffo.abserror of each instruction, the
// taffo.wrongcmptol of comparisons that may go wrong, and the largest error
// of each taffo.target. Arithmetic is done in x87 extended precision, TAFFO's
// long double, so that the printed doubles agree with its output.
//
// Loops are unrolled on the analysis's own model of the function, calls are
// analysed recursively with the actual arguments' errors (bounded by
// taffo.maxrec or Options.Recursion), and loads find the stores that may
// have written them with a model of MemorySSA and basic alias analysis.
package errprop

import (
	"errors"
	"fmt"
	"io"
	"math"
	"sort"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/taffo"
)

// Options are the settings of TAFFO's pass, under the same names and with
// the same defaults (see DefaultOptions).
type Options struct {
	// DefaultUnroll is the unroll count of loops without taffo.unroll and
	// without a constant trip count (-dunroll, default 1).
	DefaultUnroll int
	// MaxUnroll caps every unroll count; 0 turns unrolling off
	// (-maxunroll, default 256).
	MaxUnroll int
	// NoUnroll turns unrolling off (-nounroll).
	NoUnroll bool
	// CmpThreshold is the relative error, in percent, below which a
	// comparison is not reported as possibly wrong (-cmpthresh, default 0,
	// clamped to 100).
	CmpThreshold int
	// Recursion is how many analyses of one function may be active at once
	// when it has no taffo.maxrec (-recur, default 1).
	Recursion int
	// StartOnly analyses only functions with taffo.start (-startonly).
	StartOnly bool
	// RelError writes relative errors instead of absolute ones (-relerror).
	RelError bool
	// ExactConst gives constants no error (-exactconst).
	ExactConst bool
	// SloppyAA makes loads also take the error of their pointer chain,
	// for when alias analysis finds no store (-sloppyaa).
	SloppyAA bool
	// Debug, when set, receives TAFFO's "Possible overflow detected" lines.
	Debug io.Writer
}

// DefaultOptions returns TAFFO's defaults.
func DefaultOptions() Options {
	return Options{DefaultUnroll: 1, MaxUnroll: 256, Recursion: 1}
}

// InstError is the result for one instruction.
type InstError struct {
	// Index is the instruction's index in ast.Module.Insts.
	Index int
	// AbsError is the error written as taffo.abserror (relative under
	// RelError), or NaN when the instruction has none.
	AbsError float64
	// CmpTolerance is the taffo.wrongcmptol of a comparison that may be
	// wrong, or NaN.
	CmpTolerance float64
}

// HasError reports whether the instruction gets taffo.abserror.
func (e InstError) HasError() bool { return !math.IsNaN(e.AbsError) }

// MayBeWrong reports whether the comparison gets taffo.wrongcmptol.
func (e InstError) MayBeWrong() bool { return !math.IsNaN(e.CmpTolerance) }

// TargetError is the largest error of the values marked taffo.target NAME.
type TargetError struct {
	Name  string  `json:"name"`
	Error float64 `json:"error"`
}

// Result is what an analysis found.
type Result struct {
	// Insts holds the instructions with an error or a comparison tolerance,
	// in module order.
	Insts []InstError
	// Targets holds the target errors sorted by name.
	Targets []TargetError
	// NoStart is set when StartOnly found no taffo.start function.
	NoStart bool
	// Truncated is set when callee analyses were cut short: beyond a
	// nesting depth of 4096 or two million instructions visited, a
	// call takes its callee's error as known so far (TAFFO would go on
	// re-analysing callees, exponentially in the call graph's depth).
	Truncated bool

	// work counts instructions visited (with unrolled copies and callee
	// analyses) and terms the noise terms stored: the cost of the run, which
	// tests bound instead of timing it.
	work, terms int
}

type analysis struct {
	mod     *module
	opt     Options
	sym     symbols
	rec     map[*function]int
	copies  map[*function]*fcopy
	out     map[int]InstError
	depth   int
	work    int
	terms   int
	tooDeep bool
}

// termBudget bounds the noise terms stored in one run. Error forms grow
// with every fresh term an unrolled loop adds, so a pathological input could
// otherwise take all memory; past the budget the analysis stops with
// ErrTooLarge.
const termBudget = 5_000_000

// ErrTooLarge is returned when an analysis exceeds its memory budget.
var ErrTooLarge = errors.New("error propagation too large (over 5 million noise terms); try -nounroll or a smaller -maxunroll")

type tooLarge struct{}

func (a *analysis) charge(n int) {
	a.terms += n
	if a.terms > termBudget {
		panic(tooLarge{})
	}
}

func nan() float64 { return math.NaN() }

func (a *analysis) record(e InstError) {
	if !e.HasError() && !e.MayBeWrong() {
		delete(a.out, e.Index)
		return
	}
	a.out[e.Index] = e
}

// Analyze runs the error propagation on module m, whose metadata graph is g.
func Analyze(m *ast.Module, g *md.Graph, opt Options) (res *Result, err error) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(tooLarge); !ok {
				panic(r)
			}
			res, err = nil, ErrTooLarge
		}
	}()
	if opt.CmpThreshold > 100 {
		opt.CmpThreshold = 100
	}
	if opt.CmpThreshold < 0 {
		opt.CmpThreshold = 0
	}
	if opt.NoUnroll {
		opt.MaxUnroll = 0
	}
	mod, err := buildModule(m, parser.NewDecoder(m))
	if err != nil {
		return nil, err
	}
	mr := newMDReader(g)
	for _, f := range mod.funcs {
		f.md = mr.funcMD(f.idx)
		for _, b := range f.blocks {
			for _, in := range b.insts {
				in.md = mr.instMD(in.orig)
			}
		}
	}
	a := &analysis{mod: mod, opt: opt, rec: map[*function]int{}, copies: map[*function]*fcopy{}, out: map[int]InstError{}}
	glob := newRMap(a)
	for _, gl := range mod.gorder {
		mr.globalMD(gl)
		if st := mod.named(gl.typ); st != nil && st.Kind == ast.StructType {
			if gl.sinfo != nil {
				glob.structTreeFromMD(gl, gl.typ, gl.sinfo)
			}
			continue
		}
		if gl.info == nil {
			continue
		}
		v := re{r: rangeOf(gl.info)}
		if !gl.info.hasRange {
			v.r.min, v.r.max = math.NaN(), math.NaN()
		}
		if gl.info.hasErr {
			v.err, v.hasErr = a.sym.noise(xv(gl.info.err)), true
		}
		glob.m[gl] = v
	}
	res = &Result{}
	started := false
	for _, f := range mod.funcs {
		if opt.StartOnly && !f.md.start {
			continue
		}
		started = true // declarations count, as in TAFFO's driver
		a.analyse(f, glob, nil, true)
	}
	res.NoStart = opt.StartOnly && !started
	res.Truncated = a.tooDeep
	res.work, res.terms = a.work, a.terms
	for _, e := range a.out {
		res.Insts = append(res.Insts, e)
	}
	sort.Slice(res.Insts, func(i, j int) bool { return res.Insts[i].Index < res.Insts[j].Index })
	for name, e := range glob.targets {
		res.Targets = append(res.Targets, TargetError{Name: name, Error: e.f64()})
	}
	sort.Slice(res.Targets, func(i, j int) bool { return res.Targets[i].Name < res.Targets[j].Name })
	return res, nil
}

// Annotate writes taffo.abserror and taffo.wrongcmptol on the instructions,
// each as !{double V} printed as LLVM prints it.
func (r *Result) Annotate(g *md.Graph) error {
	for _, e := range r.Insts {
		t := taffo.Inst(e.Index)
		if e.MayBeWrong() {
			if err := taffo.SetWrongCmpTol(g, t, e.CmpTolerance); err != nil {
				return err
			}
		}
		if e.HasError() {
			if err := taffo.SetAbsError(g, t, e.AbsError); err != nil {
				return err
			}
		}
	}
	return nil
}

// WriteReport prints TAFFO's report of the target errors.
func (r *Result) WriteReport(w io.Writer) error {
	if r.NoStart {
		if _, err := fmt.Fprintln(w, "[taffo-err] WARNING: no starting-point functions found. Try running taffo-err without -startonly."); err != nil {
			return err
		}
	}
	if _, err := fmt.Fprint(w, "\n*** Target Errors: ***\n"); err != nil {
		return err
	}
	for _, t := range r.Targets {
		if _, err := fmt.Fprintf(w, "Computed error for target %s: %e\n", t.Name, t.Error); err != nil {
			return err
		}
	}
	return nil
}
