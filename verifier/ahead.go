package verifier

import (
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/irmeta/irmeta/analysis"
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/scanner"
)

// aheadMin is the number of defined functions from which they are
// prepared ahead: below it a goroutine costs more than it saves.
// (A variable: the tests check that both ways give the same findings.)
var aheadMin = 64

// aheadDepth bounds how many prepared functions wait for the verifier, and
// aheadInsts how many instructions they have between them (a function
// larger than that waits alone): what they hold is part of the language
// server's peak of memory while its checks run.
const (
	aheadDepth = 8
	aheadInsts = 4096
)

// recycleMax bounds the tables the verifier gives back to be used again
// for another function (see prepareAhead): a table keeps the room of the
// largest function it held, and a few tables of a function with tens of
// thousands of values would outweigh what reusing them saves.
const recycleMax = 4096

// A preparedFunc is what is prepared ahead for function fn: its control flow
// graph and dominator tree, its tables of local names (see localTables),
// the dominance rule's verdicts, its debug records' arguments and what its
// !dbg locations say; or why there is none (err, or what preparing them
// panicked with).
type preparedFunc struct {
	fn       int
	cfg      *analysis.CFG
	dt       *analysis.DomTree
	defs     map[string]def
	blocks   map[string]int32
	domErrs  map[int32]string  // see funcState.domErrs
	recArgs  map[int32][]mdArg // see funcState.recArgs
	recSlab  []mdArg           // the memory of recArgs' slices
	insts    int               // the function's instructions, taken from the budget
	err      error
	panicked any
}

// prepareAhead prepares the defined functions of g's module (see
// preparedFunc), in order, on a goroutine of its own, when the machine has
// a core to spare and the module enough functions: the verifier then finds
// each function prepared when it gets there, or, when the goroutine is
// behind, prepares it itself (see aheadBudget.claim). On the module's lane
// (ast.Module.Lane) the goroutine holds the lane while it prepares,
// before the other work there. The verifier gives the tables
// of the functions it is done with back on recycle, and they are filled
// again for another: a -g module's functions would otherwise make about a
// fifth of the verifier's garbage. The returned stop ends the goroutine
// and waits for it; a nil channel means the verifier prepares them in
// line.
func prepareAhead(g *md.Graph, typeNames map[string]bool, ver llvmver.Version) (graphs <-chan preparedFunc, recycle chan<- preparedFunc, bound *aheadBudget, stop func()) {
	m := g.Module
	defined := 0
	for i := range m.Functions {
		if hasBody(&m.Functions[i]) {
			defined++
		}
	}
	if runtime.GOMAXPROCS(0) < 2 || defined < aheadMin {
		return nil, nil, nil, func() {}
	}
	// The graph's id index is only read once the graph is made: safe to
	// read from here too.
	dbgKind := lookupKinds(m).dbg
	out := make(chan preparedFunc, aheadDepth)
	used := make(chan preparedFunc, aheadDepth+2)
	done := make(chan struct{})
	bound = &aheadBudget{}
	bound.cond.L = &bound.mu
	ln := m.Lane
	go func() {
		defer close(out)
		d := parser.NewDecoder(m)
		var sc scanner.Scanner
		var cb analysis.CFGBuilder
		// The lane is held from function to function, and given back
		// only to wait: for the budget, or for the verifier to take what
		// is prepared.
		held := false
		release := func() {
			if held {
				ln.Release()
				held = false
			}
		}
		defer release()
		for {
			fn := bound.unclaimed(m)
			if fn < 0 {
				return
			}
			first, end := m.Functions[fn].Insts()
			n := int(end - first)
			if !bound.tryTake(n) {
				release()
				bound.waiting.Store(true)
				ok := bound.take(n)
				bound.waiting.Store(false)
				if !ok {
					return
				}
			}
			if !held {
				if !ln.AcquireUrgent(done) {
					return
				}
				held = true
			}
			if !bound.claim(fn) {
				bound.give(n) // the verifier prepared it meanwhile
				continue
			}
			d.Recycle()
			var reuse preparedFunc
			select {
			case reuse = <-used:
			default:
			}
			b := prepareFunc(g, d, &cb, &sc, typeNames, ver, dbgKind, fn, reuse)
			b.insts = n
			select {
			case out <- b:
			default:
				release()
				bound.waiting.Store(true)
				select {
				case out <- b:
				case <-done:
					return
				}
				bound.waiting.Store(false)
			}
			if b.panicked != nil {
				return
			}
		}
	}()
	// stop waits for the goroutine to end: it reads the module's text,
	// which the caller may write once the verifier has returned (see
	// ast.Module.Abandon).
	return out, used, bound, func() {
		close(done)
		bound.close()
		for range out {
		}
	}
}

// An aheadBudget counts the instructions of the functions prepared ahead
// and not yet verified (see aheadInsts), and which functions are claimed:
// the goroutine preparing ahead and the verifier both claim them, in
// order, so that each is prepared once and they come to the verifier in
// order.
type aheadBudget struct {
	// next is the function from which none is claimed.
	next atomic.Int64
	// waiting is set while the goroutine preparing ahead waits for the
	// verifier: for room in the budget or in the channel (see
	// verifier.preparedAhead).
	waiting atomic.Bool
	mu      sync.Mutex
	cond    sync.Cond
	held    int
	closed  bool
}

// take waits until n more instructions fit in the budget (or none are
// held) and takes them; false once the budget is closed.
func (b *aheadBudget) take(n int) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	for b.full(n) {
		b.cond.Wait()
	}
	b.held += n
	return !b.closed
}

// unclaimed returns the first defined function of m that nobody claimed,
// or -1 when there is none.
func (b *aheadBudget) unclaimed(m *ast.Module) int {
	for fn := int(b.next.Load()); fn < len(m.Functions); fn++ {
		if hasBody(&m.Functions[fn]) {
			return fn
		}
	}
	return -1
}

// claim claims function fn, and with it those before it, unless fn or one
// after it was claimed already.
func (b *aheadBudget) claim(fn int) bool {
	for {
		k := b.next.Load()
		if k > int64(fn) {
			return false
		}
		if b.next.CompareAndSwap(k, int64(fn)+1) {
			return true
		}
	}
}

// tryTake takes n instructions when they fit without waiting.
func (b *aheadBudget) tryTake(n int) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.full(n) {
		return false
	}
	b.held += n
	return true
}

// full reports, with b.mu held, whether n more instructions would wait:
// they do not fit beside those held (a function larger than the budget
// waits alone), and the budget is open.
func (b *aheadBudget) full(n int) bool {
	return b.held > 0 && b.held+n > aheadInsts && !b.closed
}

// give returns n instructions to the budget.
func (b *aheadBudget) give(n int) {
	b.mu.Lock()
	b.held -= n
	b.mu.Unlock()
	b.cond.Signal()
}

// close wakes a take that waits, for good.
func (b *aheadBudget) close() {
	b.mu.Lock()
	b.closed = true
	b.mu.Unlock()
	b.cond.Broadcast()
}

// prepareFunc prepares function fn (see preparedFunc), in the tables of
// reuse where it has them; a panic is returned, to be raised again on the
// verifier's goroutine.
func prepareFunc(g *md.Graph, d *parser.Decoder, cb *analysis.CFGBuilder, sc *scanner.Scanner, typeNames map[string]bool, ver llvmver.Version, dbgKind int32, fn int, reuse preparedFunc) (b preparedFunc) {
	m := g.Module
	b.fn = fn
	defer func() { b.panicked = recover() }()
	b.cfg, b.err = cb.Build(m, d, fn, reuse.cfg)
	if b.err == nil {
		b.dt = b.cfg.DomTree()
		b.defs, b.blocks = reuse.defs, reuse.blocks
		if b.defs == nil || b.blocks == nil {
			b.defs = make(map[string]def, len(m.Functions[fn].Blocks))
			b.blocks = make(map[string]int32, len(b.cfg.Names))
		}
		localTables(m, fn, b.cfg, sc, b.defs, b.blocks)
		b.domErrs = dominanceErrors(&localView{m: m, cfg: b.cfg, dt: b.dt, defs: b.defs, typeNames: typeNames, sc: sc, ver: ver}, fn)
		b.recArgs, b.recSlab = recordArgs(m, sc, fn, reuse.recArgs, reuse.recSlab)
	}
	return b
}

// reusable reports whether the verifier should give b's tables back to be
// filled again (see prepareAhead).
func (b *preparedFunc) reusable() bool {
	return b.defs != nil && len(b.defs) <= recycleMax && len(b.blocks) <= recycleMax && len(b.recArgs) <= recycleMax
}

// noDomErrs is the domErrs of a function without dominance errors.
var noDomErrs = map[int32]string{}

// dominanceErrors runs the dominance rule on every instruction of function
// fn that the verifier asks it of (all but phis, whose rule is another,
// and debug records).
func dominanceErrors(lv *localView, fn int) map[int32]string {
	errs := noDomErrs
	f := &lv.m.Functions[fn]
	for b := range f.Blocks {
		blk := &f.Blocks[b]
		for i := blk.FirstInst; i < blk.FirstInst+blk.NumInsts; i++ {
			if op := lv.m.Insts[i].Op; op == ast.OpPhi || op == ast.OpDbgRecord {
				continue
			}
			if msg := lv.operandDominance(int32(b), int(i)); msg != "" {
				if len(errs) == 0 {
					errs = map[int32]string{}
				}
				errs[int32(i)] = msg
			}
		}
	}
	return errs
}

// hasBody reports whether f is defined here (the verifier visits its
// body) rather than declared.
func hasBody(f *ast.Function) bool { return !f.Declare && len(f.Blocks) > 0 }

// recordArgs reads the arguments of every debug record and debug
// intrinsic call of function fn, in one slab; out and slab are reused when
// not nil.
func recordArgs(m *ast.Module, sc *scanner.Scanner, fn int, out map[int32][]mdArg, slab []mdArg) (map[int32][]mdArg, []mdArg) {
	f := &m.Functions[fn]
	first, end := f.Insts()
	n := 0
	for i := first; i < end; i++ {
		if hasDebugArgs(m, int(i)) {
			n++
		}
	}
	if out == nil {
		out = make(map[int32][]mdArg, n)
	}
	clear(out)
	if cap(slab) < 4*n {
		slab = make([]mdArg, 0, 4*n)
	}
	slab = slab[:0]
	for i := first; i < end; i++ {
		if hasDebugArgs(m, int(i)) {
			k := len(slab)
			slab = scanMDArgs(m, sc, int(i), slab)
			out[int32(i)] = slab[k:len(slab):len(slab)]
		}
	}
	return out, slab
}

// hasDebugArgs reports whether instruction i of m is a debug record or a
// call that names a debug intrinsic (mdArgs reads the arguments of both).
func hasDebugArgs(m *ast.Module, i int) bool {
	switch m.Insts[i].Op {
	case ast.OpDbgRecord:
		return true
	case ast.OpCall:
		return ast.DebugIntrinsicCalled(m.Bytes(m.Insts[i].Span)) != ast.NotDebugIntrinsic
	}
	return false
}
