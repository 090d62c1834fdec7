package errprop

import (
	"fmt"

	"github.com/irmeta/irmeta/ast"
)

// fcopy is the form in which a function is analysed: its clone with loops
// unrolled (when it has loops and unrolling is on), or the function itself.
type fcopy struct {
	f      *function
	cloned bool
	vmap   map[*inst]value // original instruction to analysed value
	cfg    *cfg
	mem    *memModel
	sched  []*block
}

func (a *analysis) copyOf(f *function) *fcopy {
	if c := a.copies[f]; c != nil {
		return c
	}
	c := &fcopy{f: f}
	if a.opt.MaxUnroll > 0 && !a.opt.NoUnroll && len(buildCFG(f).loops) > 0 {
		c.f, c.vmap = unrollFunction(f, unrollCounts{def: a.opt.DefaultUnroll, max: a.opt.MaxUnroll})
		c.cloned = true
	}
	c.cfg = buildCFG(c.f)
	c.mem = newMemModel(a.mod, c.f, c.cfg)
	c.sched = c.cfg.schedule()
	a.copies[f] = c
	return c
}

// analysedValue maps an instruction of the original function to the value
// that stands for it in the analysed copy.
func (c *fcopy) analysedValue(in *inst) (value, bool) {
	if !c.cloned {
		return value{kind: vInst, inst: in}, true
	}
	v, ok := c.vmap[in]
	return v, ok
}

// funcProp is the analysis of one function activation.
type funcProp struct {
	a    *analysis
	fc   *fcopy
	rm   *rmap
	mem  *memModel
	fkey any
	cmps map[*inst]cmpInfo
}

func (a *analysis) maxRecursion(f *function) int {
	if f.md.maxrec > 0 {
		return f.md.maxrec
	}
	return a.opt.Recursion
}

func (a *analysis) recursionReached(f *function) bool {
	return a.rec[f] >= a.maxRecursion(f)
}

// analyse is computeErrorsWithCopy: f is analysed with a copy of glob and
// the actual arguments args (nil for a starting point); what it finds about
// f, globals, pointer arguments and targets flows back into glob.
func (a *analysis) analyse(f *function, glob *rmap, args []value, genMD bool) {
	if f.decl || len(f.blocks) == 0 {
		return
	}
	a.depth++
	defer func() { a.depth-- }()
	if a.depth > maxDepth || (!genMD && a.work > workBudget) {
		// TAFFO analyses each call again, which grows exponentially with
		// the depth of the call graph; past the budget, calls take the
		// callee's error as it stands, as when the recursion limit is hit.
		a.tooDeep = true
		return
	}
	old := a.rec[f]
	a.rec[f] = old + 1
	defer func() { a.rec[f] = old }()

	fc := a.copyOf(f)
	a.work += len(glob.m)
	fp := &funcProp{a: a, fc: fc, rm: glob.clone(), mem: fc.mem, cmps: map[*inst]cmpInfo{}}
	fp.fkey = any(fc.f)
	delete(fp.rm.m, fp.fkey)

	if args != nil {
		for i, p := range fc.f.params {
			if i >= len(args) {
				break
			}
			if p.typ != nil && p.typ.Kind == ast.PointerType && a.mod.elementStruct(p.typ.Elem) != nil && a.mod.named(p.typ.Elem).Kind == ast.StructType {
				fp.rm.bindings[p] = args[i]
			}
		}
	}
	fp.retrieveArgs()
	if args != nil {
		for i, p := range fc.f.params {
			if i >= len(args) {
				break
			}
			if e, ok := fp.rm.getErr(args[i].key()); ok {
				fp.rm.setErr(p, e)
			}
		}
	}
	for _, b := range fc.sched {
		a.work += len(b.insts)
		for _, in := range b.insts {
			fp.instruction(in)
		}
	}
	if genMD {
		fp.record(f)
	}
	// Errors of pointer parameters go back to the actual arguments.
	if args != nil {
		for i, p := range fc.f.params {
			if i >= len(args) || !args[i].valid() || p.typ == nil || !p.typ.IsPointer() {
				continue
			}
			e, ok := fp.rm.getErr(p)
			if !ok {
				o := fp.mem.origin(value{kind: vArg, arg: p, typ: p.typ}, 0)
				if e, ok = fp.rm.getErr(o.key()); !ok {
					continue
				}
			}
			glob.setErr(args[i].key(), e)
		}
		glob.updateStructs(fp.rm, args)
	}
	for _, gv := range a.mod.gorder {
		if e, ok := fp.rm.getErr(gv); ok {
			glob.setErr(gv, e)
		}
	}
	for name, e := range fp.rm.targets {
		glob.updateTargetNamed(name, e)
	}
	if e, ok := fp.rm.getErr(fp.fkey); ok {
		glob.setErr(f, e)
	}
}

// maxDepth bounds nested analyses when -recur is set very high, and
// workBudget the instructions visited by callee analyses in one run.
const (
	maxDepth   = 4096
	workBudget = 2_000_000
)

func (fp *funcProp) retrieveArgs() {
	f := fp.fc.f
	for i, ai := range f.md.args {
		if i >= len(f.params) {
			break
		}
		p := f.params[i]
		switch {
		case ai.info != nil:
			if !ai.info.hasRange {
				continue
			}
			v := re{r: rangeOf(ai.info)}
			if ai.info.hasErr {
				v.err, v.hasErr = fp.a.sym.noise(xv(ai.info.err)), true
			}
			fp.rm.setRE(p, v)
		case ai.sinfo != nil:
			fp.rm.structTreeFromMD(p, p.typ, ai.sinfo)
		}
	}
}

func (fp *funcProp) instruction(in *inst) {
	hasInit := false
	var initErr xf
	if in.md != nil {
		switch {
		case in.md.sinfo != nil:
			fp.rm.structTreeFromMD(in, in.typ, in.md.sinfo)
		case in.md.info != nil && in.md.info.hasRange:
			v := re{r: rangeOf(in.md.info)}
			if in.md.info.hasErr {
				v.err, v.hasErr = fp.a.sym.noise(xv(in.md.info.err)), true
				hasInit, initErr = true, xv(xv(in.md.info.err).f64())
			}
			fp.rm.m[in] = v
		}
	}
	if !fp.dispatch(in) && hasInit {
		fp.rm.setErr(in, fp.a.sym.noise(initErr))
	}
	if fp.a.opt.Debug != nil {
		if r, ok := fp.rm.getRange(in); ok && r.typ() != nil {
			lo, hi := r.typ().bounds()
			if r.min < lo || r.max > hi {
				fmt.Fprintf(fp.a.opt.Debug, "[taffo-err] Possible overflow detected for instruction (  %s).\n", fp.a.mod.ast.Text(fp.a.mod.ast.Insts[in.orig].Span))
			}
		}
	}
}

func (fp *funcProp) dispatch(in *inst) bool {
	switch in.op {
	case ast.OpAdd, ast.OpFAdd, ast.OpSub, ast.OpFSub, ast.OpMul, ast.OpFMul, ast.OpUDiv, ast.OpSDiv, ast.OpFDiv,
		ast.OpURem, ast.OpSRem, ast.OpFRem, ast.OpShl, ast.OpLShr, ast.OpAShr, ast.OpAnd, ast.OpOr, ast.OpXor:
		return fp.binaryOp(in)
	case ast.OpStore:
		return fp.store(in)
	case ast.OpLoad:
		return fp.load(in)
	case ast.OpFPExt, ast.OpSExt, ast.OpZExt, ast.OpFPTrunc, ast.OpTrunc, ast.OpFNeg, ast.OpUIToFP, ast.OpSIToFP:
		return fp.passThrough(in)
	case ast.OpSelect:
		return fp.selectInst(in)
	case ast.OpPhi:
		return fp.phi(in)
	case ast.OpICmp, ast.OpFCmp:
		return fp.cmp(in)
	case ast.OpRet:
		return fp.ret(in)
	case ast.OpCall, ast.OpInvoke:
		fp.prepareCall(in)
		return fp.call(in)
	case ast.OpFPToUI, ast.OpFPToSI:
		return fp.fpToInt(in)
	}
	return false
}

// record keeps the errors of f's instructions for the output, as
// attachErrorMetadata does: through the clone's value map.
func (fp *funcProp) record(f *function) {
	for _, b := range f.blocks {
		for _, in := range b.insts {
			v, ok := fp.fc.analysedValue(in)
			if !ok {
				continue
			}
			out := InstError{Index: in.orig, AbsError: nan(), CmpTolerance: nan()}
			if r, ok := fp.rm.get(v.key()); ok {
				out.AbsError = fp.rm.outputError(r)
			}
			if v.kind == vInst {
				if c, ok := fp.cmps[v.inst]; ok && c.wrong {
					out.CmpTolerance = c.tol
				}
			}
			fp.a.record(out)
		}
	}
}
