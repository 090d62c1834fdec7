package verifier

import (
	"bytes"
	"sort"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// Further rules of visitIntrinsicCall, one intrinsic (or family) each:
// va_start, init.trampoline, fptrunc.round, the VP comparisons and casts,
// the GC intrinsics and the exception pointer.

// knownCallee reports whether call ins calls an intrinsic the release's
// table knows: the rule of an intrinsic a release lacks is not that
// release's.
func (v *verifier) knownCallee(ins *ast.Instruction) bool {
	if len(ins.Operands) == 0 || ins.Operands[0].Value.Kind != ast.GlobalRef || len(ins.Operands[0].Value.Name) < 2 {
		return false
	}
	_, known := v.immargParams(ins.Operands[0].Value.Name[1:])
	return known
}

// icmpPredicates are the predicates llvm.vp.icmp reads from its metadata
// argument (llvm.vp.fcmp reads constrainedFP's fcmpPredicates).
var icmpPredicates = map[string]bool{
	"eq": true, "ne": true, "ugt": true, "uge": true, "ult": true, "ule": true,
	"sgt": true, "sge": true, "slt": true, "sle": true,
}

// vaStart: llvm.va_start is called in a variadic function
// (llvmver.VAStartInVariadic).
func (v *verifier) vaStart(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if !v.ver.Has(llvmver.VAStartInVariadic) {
		return ""
	}
	if h := v.fnHeader(v.fs.fn); h != nil && !h.variadic {
		return "va_start called in a non-varargs function"
	}
	return ""
}

// lifetimeOnAlloca: llvm.lifetime.start/end of the form that takes the
// pointer alone (llvmver.LifetimeSizeDropped) marks an alloca, the
// operand itself, or poison. (The reader remakes or deletes the calls of
// the older form, see oldLifetime.)
func (v *verifier) lifetimeOnAlloca(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if len(args) != 1 || !v.ver.Has(llvmver.LifetimeSizeDropped) {
		return ""
	}
	if f := v.callee(i); f < 0 || v.fnHeader(f) == nil || len(v.fnHeader(f).params) != 1 {
		// A call of one argument to a declaration of the older form:
		// what the loader makes of it is not modelled.
		return ""
	}
	switch a := args[0].Value; a.Kind {
	case ast.PoisonConst:
		return ""
	case ast.LocalRef:
		if def, ok := v.fs.defs[a.Name]; ok && v.m.Insts[def.inst].Op == ast.OpAlloca {
			return ""
		}
	}
	return "llvm.lifetime.start/end can only be used on alloca or poison"
}

// initTrampoline: llvm.init.trampoline's second argument is a function
// (through pointer casts).
func (v *verifier) initTrampoline(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if len(args) < 2 {
		return ""
	}
	if a := stripPointerCasts(&args[1].Value); a.Kind == ast.GlobalRef {
		if _, fn := v.funcs[a.Name]; fn {
			return ""
		}
	}
	return "llvm.init_trampoline parameter #2 must resolve to a function."
}

// fptruncRound: llvm.fptrunc.round's rounding mode is a string naming a
// mode other than the dynamic one (a release without the intrinsic has
// no rule).
func (v *verifier) fptruncRound(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if len(args) < 2 || len(ins.Operands) == 0 {
		return ""
	}
	if !v.knownCallee(ins) {
		return ""
	}
	a := args[1].Value
	if a.Kind != ast.MetadataValue || a.MD == nil {
		return "missing rounding mode argument"
	}
	if a.MD.Kind != ast.MDString {
		return "invalid value for llvm.fptrunc.round metadata operand (the operand should be a string)"
	}
	if !roundingModes[a.MD.Str] || a.MD.Str == "round.dynamic" {
		return "unsupported rounding mode argument"
	}
	return ""
}

// vpCompare: llvm.vp.icmp and llvm.vp.fcmp name a predicate of their kind
// (a release without the intrinsics has no rule).
func (v *verifier) vpCompare(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if len(args) < 3 || len(ins.Operands) == 0 {
		return ""
	}
	if !v.knownCallee(ins) {
		return ""
	}
	if base == "llvm.vp.fcmp" {
		if !mdStringIn(args[2], fcmpPredicates) {
			return "invalid predicate for VP FP comparison intrinsic"
		}
		return ""
	}
	if !mdStringIn(args[2], icmpPredicates) {
		return "invalid predicate for VP integer comparison intrinsic"
	}
	return ""
}

// gcIntrinsic: llvm.gcroot's first argument is an alloca (through
// pointer casts), its second a constant, null only for an alloca of a
// pointer; gcroot, gcread and gcwrite are called in a function that names
// a GC.
func (v *verifier) gcIntrinsic(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if base == "llvm.gcroot" && len(args) >= 2 {
		meta := args[1].Value
		k, ok := v.dec.AllocaBase(args[0].Value, func(name string) (int, bool) {
			d, ok := v.fs.defs[name]
			return int(d.inst), ok
		})
		if !ok {
			return "llvm.gcroot parameter #1 must be an alloca."
		}
		if !isConstant(meta.Kind) {
			return "llvm.gcroot parameter #2 must be a constant."
		}
		if a, err := v.inst(k); err == nil && len(a.Operands) > 0 {
			if t := v.bodyOf(a.Operands[0].Type); t != nil && t.Kind != ast.PointerType && meta.Kind == ast.NullConst {
				return "llvm.gcroot parameter #1 must either be a pointer alloca, or argument #2 must be a non-null constant."
			}
		}
	}
	if !bytes.Contains(v.m.Bytes(v.m.Functions[v.fs.fn].Header), []byte(` gc "`)) {
		return "Enclosing function does not use GC."
	}
	return ""
}

// gcResult: llvm.experimental.gc.result is called in a function that
// names a GC, on the token of a gc.statepoint call, or (from LLVM 16) on
// an undef or poison token.
func (v *verifier) gcResult(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if !bytes.Contains(v.m.Bytes(v.m.Functions[v.fs.fn].Header), []byte(` gc "`)) {
		return "Enclosing function does not use GC."
	}
	if len(args) > 0 && v.ver.Has(llvmver.GCResultUndefToken) && (args[0].Value.Kind == ast.UndefConst || args[0].Value.Kind == ast.PoisonConst) {
		return "" // no statepoint to be tied to (code left unreachable)
	}
	if len(args) > 0 && !v.isCallOf(args[0].Value, "llvm.experimental.gc.statepoint") {
		return "gc.result operand #1 must be from a statepoint"
	}
	return ""
}

// exceptionPointer: llvm.eh.exceptionpointer's and llvm.eh.exceptioncode's
// argument is a catchpad (LLVM gives both the first one's message).
func (v *verifier) exceptionPointer(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if len(args) == 0 {
		return ""
	}
	if a := args[0].Value; a.Kind != ast.LocalRef || v.valueOp(a.Name) != ast.OpCatchPad {
		return "eh.exceptionpointer argument must be a catchpad"
	}
	return ""
}

// vpCast: a VP cast (trunc, zext, sext, fptrunc, fpext, fptoui, fptosi,
// uitofp, sitofp, ptrtoint, inttoptr) keeps its operand's number of
// elements, and its element types are the cast's (vpCastTypes). A release
// without the intrinsic has no rule; a fixed operand of a scalable result,
// or the reverse, is the signature's to report.
func (v *verifier) vpCast(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if len(args) == 0 || len(ins.Operands) == 0 {
		return ""
	}
	if !v.knownCallee(ins) {
		return ""
	}
	if msg := callSignature(ins.Operands[0].Value.Name[1:], ins); msg != "" {
		return msg // no release upgrades the VP casts
	}
	from, to := v.bodyOf(args[0].Type), v.bodyOf(ins.Type)
	if from == nil || to == nil || from.Kind != ast.VectorType || to.Kind != ast.VectorType || from.Scalable != to.Scalable {
		return ""
	}
	if from.Len != to.Len {
		return "VP cast intrinsic first argument and result vector lengths must be equal"
	}
	return vpCastTypes(strings.TrimPrefix(base, "llvm.vp."), v.bodyOf(from.Elem), v.bodyOf(to.Elem), v.ver.Has(llvmver.LrintVectors))
}

// vpCastTypes is the VP casts' rule on element types: the kinds each cast
// takes and gives, and for trunc, zext, sext, fptrunc and fpext the way
// the size changes; lrint: the release's message names vp.lrint and
// vp.llrint with fptoui and fptosi. It returns LLVM's message or "".
func vpCastTypes(op string, from, to *ast.Type, lrint bool) string {
	if from == nil || to == nil {
		return ""
	}
	isInt := func(t *ast.Type) bool { return t.Kind == ast.IntType }
	isFP := func(t *ast.Type) bool { return t.Kind == ast.FloatType }
	isPtr := func(t *ast.Type) bool { return t.Kind == ast.PointerType }
	narrows, widens := to.ScalarBits() < from.ScalarBits(), to.ScalarBits() > from.ScalarBits()
	switch op {
	case "trunc":
		if !isInt(from) || !isInt(to) {
			return "llvm.vp.trunc intrinsic first argument and result element type must be integer"
		}
		if !narrows {
			return "llvm.vp.trunc intrinsic the bit size of first argument must be larger than the bit size of the return type"
		}
	case "zext", "sext":
		if !isInt(from) || !isInt(to) {
			return "llvm.vp.zext or llvm.vp.sext intrinsic first argument and result element type must be integer"
		}
		if !widens {
			return "llvm.vp.zext or llvm.vp.sext intrinsic the bit size of first argument must be smaller than the bit size of the return type"
		}
	case "fptrunc":
		if !isFP(from) || !isFP(to) {
			return "llvm.vp.fptrunc intrinsic first argument and result element type must be floating-point"
		}
		if !narrows {
			return "llvm.vp.fptrunc intrinsic the bit size of first argument must be larger than the bit size of the return type"
		}
	case "fpext":
		if !isFP(from) || !isFP(to) {
			return "llvm.vp.fpext intrinsic first argument and result element type must be floating-point"
		}
		if !widens {
			return "llvm.vp.fpext intrinsic the bit size of first argument must be smaller than the bit size of the return type"
		}
	case "fptoui", "fptosi":
		if !isFP(from) || !isInt(to) {
			if !lrint {
				// Before vp.lrint and vp.llrint came (asked of
				// llvm-as-15, TestIntrinsicSignaturesAgainstLLVM15).
				return "llvm.vp.fptoui or llvm.vp.fptosi intrinsic first argument element type must be floating-point and result element type must be integer"
			}
			// (LLVM's text lacks a space after "llrint".)
			return "llvm.vp.fptoui, llvm.vp.fptosi, llvm.vp.lrint or llvm.vp.llrintintrinsic first argument element type must be floating-point and result element type must be integer"
		}
	case "uitofp", "sitofp":
		if !isInt(from) || !isFP(to) {
			return "llvm.vp.uitofp or llvm.vp.sitofp intrinsic first argument element type must be integer and result element type must be floating-point"
		}
	case "ptrtoint":
		if !isPtr(from) || !isInt(to) {
			return "llvm.vp.ptrtoint intrinsic first argument element type must be pointer and result element type must be integer"
		}
	case "inttoptr":
		if !isInt(from) || !isPtr(to) {
			return "llvm.vp.inttoptr intrinsic first argument element type must be integer and result element type must be pointer"
		}
	}
	return ""
}

// coroID: llvm.coro.id's info argument (its fourth) is null or, through
// pointer casts, a constant global variable with a definitive initializer
// (not a declaration, not interposable (weak, linkonce, common), not
// externally initialized) that LLVM makes a ConstantStruct or a
// ConstantArray (see foldAggregate): not all zeros, not an array of plain
// numbers.
func (v *verifier) coroID(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	// llvm.coro.id takes no type suffix: llvm.coro.id.async and the
	// others are intrinsics of their own.
	if len(args) < 4 || ins.Operands[0].Value.Name != "@llvm.coro.id" {
		return ""
	}
	info := stripPointerCasts(&args[3].Value)
	if info.Kind == ast.NullConst {
		return ""
	}
	const msg = "info argument of llvm.coro.id must refer to an initialized constant"
	if info.Kind != ast.GlobalRef {
		return msg
	}
	gi, ok := v.globalIndex(info.Name)
	if !ok {
		return msg // a function, or an alias
	}
	g := &v.m.Globals[gi]
	if g.Kind != ast.GlobalVar || !g.Constant {
		return msg
	}
	switch v.globalWordsOf(gi).linkage {
	case "external", "extern_weak", "weak", "linkonce", "common":
		return msg
	}
	if hasWord(v.m.Src[g.NameSpan.End:g.End], "externally_initialized") {
		return msg
	}
	if init, err := v.dec.GlobalInit(gi); err == nil && init != nil && foldAggregate(&init.Value, v.bodyOf(init.Type)) == foldedOther {
		return "info argument of llvm.coro.id must refer to either a struct or an array"
	}
	return ""
}

// localRecover: llvm.localrecover's first argument is, through pointer
// casts, a function defined in the module; its index is kept for
// frameRecoverIndices.
func (v *verifier) localRecover(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if len(args) == 0 {
		return ""
	}
	if fn := stripPointerCasts(&args[0].Value); fn.Kind == ast.GlobalRef {
		if k, ok := v.funcs[fn.Name]; ok && !v.m.Functions[k].Declare {
			if idx, ok := constArg(args, 2); ok {
				f := v.frameOf(k)
				f.recovered = max(f.recovered, uint64(uint32(idx))+1)
			}
			return ""
		}
	}
	return "llvm.localrecover first argument must be function defined in this module"
}

// localEscape: llvm.localescape is called once, in the entry block, on
// static allocas (or null placeholders); how many objects it escapes is
// kept for frameRecoverIndices.
func (v *verifier) localEscape(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if f := &v.m.Functions[v.fs.fn]; len(f.Blocks) > 0 {
		b := f.Blocks[0]
		if int32(i) < b.FirstInst || int32(i) >= b.FirstInst+b.NumInsts {
			return "llvm.localescape used outside of entry block"
		}
	}
	if v.fs.sawLocalEscape {
		return "multiple calls to llvm.localescape in one function"
	}
	for _, a := range args {
		if a.Value.Kind == ast.NullConst {
			continue
		}
		if !v.staticAlloca(a.Value) {
			return "llvm.localescape only accepts static allocas"
		}
	}
	v.frameOf(v.fs.fn).escaped = uint64(len(args))
	v.fs.sawLocalEscape = true
	return ""
}

// staticAlloca reports whether val is, through pointer casts, an alloca
// of the entry block with a constant number of elements.
func (v *verifier) staticAlloca(val ast.Value) bool {
	k, ok := v.dec.AllocaBase(val, func(name string) (int, bool) {
		d, ok := v.fs.defs[name]
		return int(d.inst), ok
	})
	if !ok {
		return false
	}
	if f := &v.m.Functions[v.fs.fn]; len(f.Blocks) == 0 || int32(k) < f.Blocks[0].FirstInst || int32(k) >= f.Blocks[0].FirstInst+f.Blocks[0].NumInsts {
		return false
	}
	a, err := v.inst(k)
	if err != nil {
		return false
	}
	for _, op := range a.Operands[1:] {
		if op.Value.Text != "" && op.Value.Kind != ast.IntConst {
			return false // a count that is no constant
		}
	}
	return true
}

// A frameEscape is what LLVM's FrameEscapeInfo keeps of one function.
type frameEscape struct{ escaped, recovered uint64 }

// frameOf returns function fn's frameEscape, made on first use.
func (v *verifier) frameOf(fn int) *frameEscape {
	if v.frames == nil {
		v.frames = map[int]*frameEscape{}
	}
	f := v.frames[fn]
	if f == nil {
		f = &frameEscape{}
		v.frames[fn] = f
	}
	return f
}

// frameRecoverIndices is verifyFrameRecoverIndices: no llvm.localrecover
// asks a function for more objects than its llvm.localescape escapes.
// LLVM reports it once the functions are verified, at the function.
func (v *verifier) frameRecoverIndices() {
	fns := make([]int, 0, len(v.frames))
	for fn := range v.frames {
		fns = append(fns, fn)
	}
	sort.Ints(fns)
	for _, fn := range fns {
		if f := v.frames[fn]; f.recovered > f.escaped {
			v.errorAt(v.m.Functions[fn].Header.Start, "all indices passed to llvm.localrecover must be less than the number of arguments passed to llvm.localescape in the parent function")
			return
		}
	}
}
