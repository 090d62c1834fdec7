package verifier

import (
	"bytes"
	"strings"

	"github.com/irmeta/irmeta/analysis"
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/token"
)

// LLVM's convergence verifier (GenericConvergenceVerifier, run by
// Verifier.cpp from LLVM 19 on, llvmver.ConvergenceControlChecked): the
// "convergencectrl" operand bundle of a call names the token of one of
// the convergence intrinsics (llvm.experimental.convergence.entry, anchor
// or loop), each intrinsic stands where it may, and a function uses
// controlled convergence (tokens) or uncontrolled (convergent calls
// without one), not both. Each call is visited as visitCallBase ends,
// once its other rules passed; when the function used tokens, the uses
// are checked once its body is visited: the regions the tokens open nest,
// and a use in a cycle that does not hold the token's definition is the
// cycle's heart (a loop intrinsic in its header).
//
// Every message needs a bundle or a convergence intrinsic in the same
// function: functions whose body does not say "convergence" are skipped.

// The convergence intrinsics, as getConvOp classifies calls.
const (
	convNone int8 = iota
	convEntry
	convAnchor
	convLoop
)

// The function's kind of convergence so far (ConvergenceKind).
const (
	noConvergence int8 = iota
	controlledConvergence
	uncontrolledConvergence
)

// convState is the convergence verifier's state for the function being
// verified.
type convState struct {
	// on: the function is checked.
	on bool
	// kind is the function's convergence so far; seenConvOp records a
	// convergent call in the current block (SeenFirstConvOp).
	kind       int8
	seenConvOp bool
	// ops holds, in instruction order, the calls of the convergence
	// intrinsics and the calls whose bundle names a token (Tokens).
	ops []convOp
	// hearts holds the loop intrinsic that is the heart of each cycle,
	// by cycle (verify's CycleHearts; -1 for none).
	hearts []int32
	// live and liveIn are verify's token lists: those live in the block
	// walked, and those live at the start of each block not walked yet
	// (has: a predecessor gave the list).
	live   []convOp
	liveIn [][]convOp
	has    []bool
	// first indexes ops by block: ops[first[b]:first[b+1]].
	first []int32
	// diags is the number of diagnostics before the function's; lastErr
	// is where the last error reported for it is (see regionError).
	diags   int
	lastErr token.Position
}

// A convOp is a call the region rules read: a convergence intrinsic (kind)
// and the token it uses (def, the defining instruction, -1 for none).
type convOp struct {
	inst, block int32
	kind        int8
	def         int32
	defBlock    int32
}

// convergenceIn reports whether the rules apply to function fn: the
// release checks them and the body names a bundle or an intrinsic of
// convergence control.
func (v *verifier) convergenceIn(fn int) bool {
	if !v.ver.Has(llvmver.ConvergenceControlChecked) {
		return false
	}
	if v.convergenceText == 0 {
		// A convergence intrinsic (declared, or from LLVM 18 on called
		// undeclared) or a "convergencectrl" bundle (whose token may come
		// from anything in a broken module): the parser saw them all.
		v.convergenceText = -1
		if v.m.ConvergenceBundles || v.m.MayCall("@llvm.experimental.convergence.") {
			v.convergenceText = 1
		}
	}
	return v.convergenceText > 0 && bytes.Contains(v.m.Bytes(v.m.Functions[fn].Body), []byte("convergence"))
}

// convIntrinsic classifies a callee (-1: none) as getConvOp does.
func (v *verifier) convIntrinsic(f int) int8 {
	if f < 0 {
		return convNone
	}
	switch v.m.Functions[f].Name {
	case "@llvm.experimental.convergence.entry":
		return convEntry
	case "@llvm.experimental.convergence.anchor":
		return convAnchor
	case "@llvm.experimental.convergence.loop":
		return convLoop
	}
	return convNone
}

// convergenceNote records call i of block b when it calls a convergence
// intrinsic: its token is live from there on, whether or not the call's
// rules let the visit reach it.
func (v *verifier) convergenceNote(b int32, i int) {
	if kind := v.convIntrinsic(v.callee(i)); kind != convNone {
		v.fs.conv.ops = append(v.fs.conv.ops, convOp{inst: int32(i), block: b, kind: kind, def: -1, defBlock: -1})
	}
}

// convergenceVisit is GenericConvergenceVerifier::visit for call or invoke
// i of block b, once visitCallBase's other rules passed: the bundle's
// token, where an intrinsic stands, and the function's kind of
// convergence. Like LLVM it reports one problem and stops there; the
// call's other rules go on.
func (v *verifier) convergenceVisit(b int32, i int) {
	cs := &v.fs.conv
	f := v.callee(i)
	kind := v.convIntrinsic(f)
	def, defBlock := v.convergenceToken(i)
	switch n := len(cs.ops); {
	case kind != convNone && n > 0 && cs.ops[n-1].inst == int32(i):
		// convergenceNote recorded it last.
		cs.ops[n-1].def, cs.ops[n-1].defBlock = def, defBlock
	case def >= 0:
		cs.ops = append(cs.ops, convOp{inst: int32(i), block: b, def: def, defBlock: defBlock})
	}
	at := v.m.Insts[i].Start
	switch kind {
	case convEntry:
		switch h := v.fnHeader(v.fs.fn); {
		case h == nil || !h.fnAttrs.has("convergent"):
			v.errorAt(at, "Entry intrinsic can occur only in a convergent function.")
			return
		case b != 0:
			v.errorAt(at, "Entry intrinsic can occur only in the entry block.")
			return
		case cs.seenConvOp:
			v.errorAt(at, "Entry intrinsic cannot be preceded by a convergent operation in the same basic block.")
			return
		}
		fallthrough
	case convAnchor:
		if def >= 0 {
			v.errorAt(at, "Entry or anchor intrinsic cannot have a convergencectrl token operand.")
			return
		}
	case convLoop:
		if def < 0 {
			v.errorAt(at, "Loop intrinsic must have a convergencectrl token operand.")
			return
		}
		if cs.seenConvOp {
			v.errorAt(at, "Loop intrinsic cannot be preceded by a convergent operation in the same basic block.")
			return
		}
	}
	convergent := v.convergentCall(i, f)
	if convergent {
		cs.seenConvOp = true
	}
	const mixed = "Cannot mix controlled and uncontrolled convergence in the same function."
	switch {
	case def >= 0 || kind != convNone:
		if !convergent && !v.ver.Has(llvmver.ConvergenceTokenOnAnyCall) {
			v.errorAt(at, "Convergence control token can only be used in a convergent call.")
			return
		}
		if cs.kind == uncontrolledConvergence {
			v.errorAt(at, mixed)
			return
		}
		cs.kind = controlledConvergence
	case convergent:
		if cs.kind == controlledConvergence {
			v.errorAt(at, mixed)
			return
		}
		cs.kind = uncontrolledConvergence
	}
}

// convergenceToken is findAndCheckConvergenceTokenUsed: the instruction
// (and its block) that defines the token of call i's convergencectrl
// bundle, or -1 when it has none or when the bundle is wrong (reported).
func (v *verifier) convergenceToken(i int) (def, block int32) {
	if !bytes.Contains(v.m.Bytes(v.m.Insts[i].Span), []byte(`"convergencectrl"`)) {
		return -1, -1
	}
	var ctrl []bundle
	for _, b := range v.bundles(i) {
		if b.tag == "convergencectrl" {
			ctrl = append(ctrl, b)
		}
	}
	at := v.m.Insts[i].Start
	switch {
	case len(ctrl) == 0:
		return -1, -1
	case len(ctrl) > 1:
		v.errorAt(at, "The 'convergencectrl' bundle can occur at most once on a call")
		return -1, -1
	case len(ctrl[0].ops) != 1 || opType(ctrl[0].ops[0]) != "token":
		v.errorAt(at, "The 'convergencectrl' bundle requires exactly one token use.")
		return -1, -1
	}
	val := localValue(strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(ctrl[0].ops[0]), "token")))
	if d, ok := v.fs.defs[val.Name]; ok && val.Kind == ast.LocalRef {
		if op := v.m.Insts[d.inst].Op; (op == ast.OpCall || op == ast.OpInvoke || op == ast.OpCallBr) &&
			v.convIntrinsic(v.findCallee(int(d.inst))) != convNone {
			return d.inst, d.block
		}
	}
	v.errorAt(at, "Convergence control tokens can only be produced by calls to the convergence control intrinsics.")
	return -1, -1
}

// convergentCall reports whether call i (callee f, or -1) is convergent:
// the call site says so (itself or through an attribute group), or its
// direct callee does (an intrinsic by its release's table).
func (v *verifier) convergentCall(i, f int) bool {
	text := v.m.Bytes(v.m.Insts[i].Span)
	if bytes.Contains(text, []byte("convergent")) || bytes.IndexByte(text, '#') >= 0 {
		if ins, err := v.inst(i); err == nil && v.callSiteFnAttrs(i, ins).has("convergent") {
			return true
		}
	}
	if f < 0 {
		return false
	}
	return v.calleeFnAttr(f, "convergent", "Convergent")
}

// convergenceRegions is GenericConvergenceVerifier::verify, run once the
// function is visited when it used tokens: in reverse post-order, each
// use of a token must be dominated by it and find it live (the regions
// nest), and a use in a cycle that does not hold the token's definition
// must be a loop intrinsic in the header of the outermost such cycle, the
// cycle's only one.
func (v *verifier) convergenceRegions() {
	fs := &v.fs
	cs := &fs.conv
	cfg, dt := fs.cfg, fs.dt
	n := len(cfg.Succs)
	cs.first = sized(cs.first, n+1)
	k := 0
	for b := range n + 1 {
		for k < len(cs.ops) && int(cs.ops[k].block) < b {
			k++
		}
		cs.first[b] = int32(k)
	}
	if cap(cs.liveIn) < n {
		cs.liveIn = make([][]convOp, n)
	}
	cs.liveIn = cs.liveIn[:n]
	cs.has = sized(cs.has, n)
	cs.lastErr = v.lastErrorSince(cs.diags)
	var cycles *analysis.Cycles
	live := cs.live[:0]
	for p := len(dt.Post) - 1; p >= 0; p-- {
		b := dt.Post[p]
		live = append(live[:0], cs.liveIn[b]...)
		cs.liveIn[b] = cs.liveIn[b][:0]
		for _, op := range cs.ops[cs.first[b]:cs.first[b+1]] {
			if op.def >= 0 {
				if cycles == nil {
					cycles = cfg.CyclesWith(analysis.CycleOptions{UnreachableEnter: !v.ver.Has(llvmver.CycleUnreachablePredsIgnored)})
					cs.hearts = sized(cs.hearts, len(cycles.Cycles))
					for c := range cs.hearts {
						cs.hearts[c] = -1
					}
				}
				live = v.convergenceUse(op, live, cycles)
			}
			if op.kind != convNone {
				live = append(live, op)
			}
		}
		for _, s := range cfg.Succs[b] {
			if !cs.has[s] {
				// The first predecessor: the tokens that dominate the
				// successor are live, up to the first that does not.
				cs.has[s] = true
				in := cs.liveIn[s][:0]
				for _, t := range live {
					if !dt.Dominates(int(t.block), s) {
						break
					}
					in = append(in, t)
				}
				cs.liveIn[s] = in
				continue
			}
			cs.liveIn[s] = keepLive(cs.liveIn[s], live)
		}
	}
	cs.live = live
}

// keepLive keeps the tokens of in that live holds, as LLVM's
// llvm::partition (libstdc++'s std::partition) leaves them: the kept ones
// first, their order changed by its swaps.
func keepLive(in, live []convOp) []convOp {
	holds := func(t convOp) bool {
		for _, l := range live {
			if l.inst == t.inst {
				return true
			}
		}
		return false
	}
	first, last := 0, len(in)
	for {
		for first != last && holds(in[first]) {
			first++
		}
		if first == last {
			return in[:first]
		}
		last--
		for first != last && !holds(in[last]) {
			last--
		}
		if first == last {
			return in[:first]
		}
		in[first], in[last] = in[last], in[first]
		first++
	}
}

// convergenceUse is verify's checkToken for the use op makes of its token
// with the tokens live before it; it returns the live tokens after it.
func (v *verifier) convergenceUse(op convOp, live []convOp, cycles *analysis.Cycles) []convOp {
	fs := &v.fs
	at := v.m.Insts[op.inst].Start
	fail := func(msg string) { v.regionError(at, msg) }
	if !fs.dt.Dominates(int(op.defBlock), int(op.block)) {
		fail("Convergence control token must dominate all its uses.")
		return live
	}
	k := len(live) - 1
	for k >= 0 && live[k].inst != op.def {
		k--
	}
	if k < 0 {
		fail("Convergence region is not well-nested.")
		return live
	}
	live = live[:k+1]
	b := int(op.block)
	c := cycles.Of[b]
	if c < 0 || op.defBlock == op.block || cycles.Contains(int(c), int(op.defBlock)) {
		return live
	}
	if op.kind != convLoop {
		fail("Convergence token used by an instruction other than llvm.experimental.convergence.loop in a cycle that does not contain the token's definition.")
		return live
	}
	for {
		p := cycles.Cycles[c].Parent
		if p < 0 || cycles.Contains(int(p), int(op.defBlock)) {
			break
		}
		c = p
	}
	if !cycles.Reducible(int(c)) || cycles.Cycles[c].Header != b {
		fail("Cycle heart must dominate all blocks in the cycle.")
		return live
	}
	if v.fs.conv.hearts[c] >= 0 {
		fail("Two static convergence token uses in a cycle that does not contain either token's definition.")
		return live
	}
	v.fs.conv.hearts[c] = op.inst
	return live
}

// regionError reports a problem verify found at pos when no message LLVM
// prints before it is placed after it: the verifier's messages are sorted
// by position, LLVM prints the region messages after the walk's, in
// reverse post-order; the messages kept are in LLVM's order, its first
// one first.
func (v *verifier) regionError(pos token.Pos, msg string) {
	cs := &v.fs.conv
	p := v.m.Position(pos)
	if e := cs.lastErr; e.IsValid() && (p.Line < e.Line || p.Line == e.Line && p.Column < e.Column) {
		return
	}
	cs.lastErr = p
	v.errorAt(pos, "%s", msg)
}

// lastErrorSince returns the position of the last error (by position)
// among the diagnostics from index k on, or the zero position.
func (v *verifier) lastErrorSince(k int) token.Position {
	var last token.Position
	for _, d := range v.diags[k:] {
		if d.Severity != check.Error {
			continue
		}
		if p := d.Pos; !last.IsValid() || p.Line > last.Line || p.Line == last.Line && p.Column > last.Column {
			last = p
		}
	}
	return last
}

// sized returns s with length n, zeroed, in its own memory when it has
// room.
func sized[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}
