package verifier

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// An intrinsicRule checks call i of the intrinsic base (its name without
// type suffixes), decoded as ins with arguments args.
type intrinsicRule func(v *verifier, i int, base string, ins *ast.Instruction, args []ast.Operand) string

// intrinsicRuleFor maps an intrinsic's name without its type suffixes to
// the rule visitIntrinsicCall runs for its calls.
var intrinsicRuleFor = map[string]intrinsicRule{
	"llvm.get.active.lane.mask":                   (*verifier).activeLaneMask,
	"llvm.experimental.vector.splice":             (*verifier).vectorSplice,
	"llvm.vector.splice":                          (*verifier).vectorSplice,
	"llvm.vector.splice.left":                     (*verifier).vectorSplice,
	"llvm.vector.splice.right":                    (*verifier).vectorSplice,
	"llvm.matrix.multiply":                        (*verifier).matrixShape,
	"llvm.matrix.transpose":                       (*verifier).matrixShape,
	"llvm.matrix.column.major.load":               (*verifier).matrixShape,
	"llvm.matrix.column.major.store":              (*verifier).matrixShape,
	"llvm.call.preallocated.arg":                  (*verifier).preallocatedArg,
	"llvm.call.preallocated.setup":                (*verifier).preallocatedSetup,
	"llvm.call.preallocated.teardown":             (*verifier).preallocatedTeardown,
	"llvm.preserve.array.access.index":            (*verifier).elementTypeFirst,
	"llvm.preserve.struct.access.index":           (*verifier).elementTypeFirst,
	"llvm.experimental.noalias.scope.decl":        (*verifier).noaliasScopeDecl,
	"llvm.experimental.gc.statepoint":             (*verifier).statepoint,
	"llvm.experimental.gc.relocate":               (*verifier).gcRelocate,
	"llvm.va_start":                               (*verifier).vaStart,
	"llvm.vector.insert":                          (*verifier).vectorPart,
	"llvm.vector.extract":                         (*verifier).vectorPart,
	"llvm.experimental.vector.insert":             (*verifier).vectorPart,
	"llvm.experimental.vector.extract":            (*verifier).vectorPart,
	"llvm.ptrmask":                                (*verifier).ptrmask,
	"llvm.stackprotector":                         (*verifier).stackProtector,
	"llvm.init.trampoline":                        (*verifier).initTrampoline,
	"llvm.fptrunc.round":                          (*verifier).fptruncRound,
	"llvm.vp.trunc":                               (*verifier).vpCast,
	"llvm.vp.zext":                                (*verifier).vpCast,
	"llvm.vp.sext":                                (*verifier).vpCast,
	"llvm.vp.fptrunc":                             (*verifier).vpCast,
	"llvm.vp.fpext":                               (*verifier).vpCast,
	"llvm.vp.fptoui":                              (*verifier).vpCast,
	"llvm.vp.fptosi":                              (*verifier).vpCast,
	"llvm.vp.uitofp":                              (*verifier).vpCast,
	"llvm.vp.sitofp":                              (*verifier).vpCast,
	"llvm.vp.ptrtoint":                            (*verifier).vpCast,
	"llvm.vp.inttoptr":                            (*verifier).vpCast,
	"llvm.coro.id":                                (*verifier).coroID,
	"llvm.localrecover":                           (*verifier).localRecover,
	"llvm.localescape":                            (*verifier).localEscape,
	"llvm.vp.icmp":                                (*verifier).vpCompare,
	"llvm.vp.fcmp":                                (*verifier).vpCompare,
	"llvm.eh.exceptionpointer":                    (*verifier).exceptionPointer,
	"llvm.eh.exceptioncode":                       (*verifier).exceptionPointer,
	"llvm.experimental.gc.result":                 (*verifier).gcResult,
	"llvm.memcpy.element.unordered.atomic":        (*verifier).atomicMemory,
	"llvm.memmove.element.unordered.atomic":       (*verifier).atomicMemory,
	"llvm.memset.element.unordered.atomic":        (*verifier).atomicMemory,
	"llvm.masked.load":                            (*verifier).maskedAlign,
	"llvm.masked.store":                           (*verifier).maskedAlign,
	"llvm.masked.gather":                          (*verifier).maskedAlign,
	"llvm.masked.scatter":                         (*verifier).maskedAlign,
	"llvm.gcroot":                                 (*verifier).gcIntrinsic,
	"llvm.gcread":                                 (*verifier).gcIntrinsic,
	"llvm.gcwrite":                                (*verifier).gcIntrinsic,
	"llvm.aarch64.ldxr":                           (*verifier).exclusiveAccess,
	"llvm.aarch64.ldaxr":                          (*verifier).exclusiveAccess,
	"llvm.arm.ldrex":                              (*verifier).exclusiveAccess,
	"llvm.arm.ldaex":                              (*verifier).exclusiveAccess,
	"llvm.aarch64.stxr":                           (*verifier).exclusiveAccess,
	"llvm.aarch64.stlxr":                          (*verifier).exclusiveAccess,
	"llvm.arm.strex":                              (*verifier).exclusiveAccess,
	"llvm.arm.stlex":                              (*verifier).exclusiveAccess,
	"llvm.ucmp":                                   (*verifier).threeWayCompare,
	"llvm.scmp":                                   (*verifier).threeWayCompare,
	"llvm.is.fpclass":                             (*verifier).isFPClass,
	"llvm.reloc.none":                             (*verifier).relocNone,
	"llvm.vp.is.fpclass":                          (*verifier).isFPClass,
	"llvm.prefetch":                               (*verifier).prefetch,
	"llvm.aarch64.prefetch":                       (*verifier).aarch64Prefetch,
	"llvm.experimental.get.vector.length":         (*verifier).getVectorLength,
	"llvm.invariant.start":                        (*verifier).invariantStart,
	"llvm.smul.fix":                               (*verifier).fixedPoint,
	"llvm.smul.fix.sat":                           (*verifier).fixedPoint,
	"llvm.umul.fix":                               (*verifier).fixedPoint,
	"llvm.umul.fix.sat":                           (*verifier).fixedPoint,
	"llvm.sdiv.fix":                               (*verifier).fixedPoint,
	"llvm.sdiv.fix.sat":                           (*verifier).fixedPoint,
	"llvm.udiv.fix":                               (*verifier).fixedPoint,
	"llvm.udiv.fix.sat":                           (*verifier).fixedPoint,
	"llvm.lrint":                                  (*verifier).roundToInt,
	"llvm.llrint":                                 (*verifier).roundToInt,
	"llvm.lround":                                 (*verifier).roundToInt,
	"llvm.llround":                                (*verifier).roundToInt,
	"llvm.stepvector":                             (*verifier).stepVector,
	"llvm.experimental.stepvector":                (*verifier).stepVector,
	"llvm.experimental.vector.match":              (*verifier).vectorMatch,
	"llvm.experimental.vector.partial.reduce.add": (*verifier).partialReduce,
	"llvm.vector.partial.reduce.add":              (*verifier).partialReduce,
	"llvm.experimental.patchpoint":                (*verifier).patchpoint,
	"llvm.experimental.guard":                     (*verifier).guard,
	"llvm.experimental.deoptimize":                (*verifier).deoptimize,
	"llvm.threadlocal.address":                    (*verifier).threadlocalAddress,
	"llvm.callbr.landingpad":                      (*verifier).callbrLandingPad,
	"llvm.thread.pointer":                         (*verifier).threadPointer,
	"llvm.get.dynamic.area.offset":                (*verifier).dynamicAreaOffset,
	"llvm.experimental.memset.pattern":            (*verifier).memsetPattern,
	"llvm.lifetime.start":                         (*verifier).lifetimeOnAlloca,
	"llvm.lifetime.end":                           (*verifier).lifetimeOnAlloca,
}

// intrinsicRules runs visitIntrinsicCall's rules after the signature for
// call i of the intrinsic name (without '@'): no constant x86_amx
// argument, then the intrinsic's own rule (the constrained floating-point
// intrinsics share one, see constrainedFP). It returns LLVM's message or "".
func (v *verifier) intrinsicRules(i int, name string) string {
	amx := bytes.Contains(v.m.Bytes(v.m.Insts[i].Span), []byte("x86_amx"))
	base, rule := v.ruleFor(name)
	op, constrained := constrainedOpOf(name)
	if !amx && rule == nil && !constrained {
		return ""
	}
	ins, err := v.inst(i)
	if err != nil || len(ins.Operands) == 0 {
		return ""
	}
	args := callArguments(ins, nil)
	if amx {
		for _, a := range args {
			if isX86AMX(a.Type) && isConstant(a.Value.Kind) {
				return "const x86_amx is not allowed in argument!"
			}
		}
	}
	if constrained {
		return v.constrainedFP(name, op, ins, args)
	}
	if rule == nil {
		return ""
	}
	return rule(v, i, base, ins, args)
}

// A namedRule is ruleOf's answer for one intrinsic name.
type namedRule struct {
	base string
	rule intrinsicRule
}

// ruleFor is ruleOf, kept by name: a module calls each intrinsic many
// times.
func (v *verifier) ruleFor(name string) (string, intrinsicRule) {
	r, ok := v.rules[name]
	if !ok {
		r.base, r.rule = ruleOf(name)
		if v.rules == nil {
			v.rules = map[string]namedRule{}
		}
		v.rules[name] = r
	}
	return r.base, r.rule
}

// ruleOf returns the longest name of intrinsicRuleFor that is name or
// name's prefix before a type suffix, and its rule. Suffixes are not
// stripped one by one: a struct's (.p0s_struct.ss) holds a '.' itself.
func ruleOf(name string) (string, intrinsicRule) {
	best := ""
	for k := range intrinsicRuleFor {
		if len(k) > len(best) && (name == k || strings.HasPrefix(name, k+".")) {
			best = k
		}
	}
	return best, intrinsicRuleFor[best]
}

func isX86AMX(t *ast.Type) bool { return t != nil && t.Kind == ast.OtherType && t.Name == "x86_amx" }

// isConstant reports whether a value of kind k is a Constant in LLVM's
// terms (not an instruction, argument or metadata).
func isConstant(k ast.ValueKind) bool {
	switch k {
	case ast.LocalRef, ast.MetadataValue, ast.InlineAsm, ast.LabelRef:
		return false
	}
	return true
}

// constArg returns the integer constant argument k, if it is one.
func constArg(args []ast.Operand, k int) (int64, bool) {
	if k >= len(args) || args[k].Value.Kind != ast.IntConst {
		return 0, false
	}
	n, err := strconv.ParseInt(args[k].Value.Text, 0, 64)
	return n, err == nil
}

// activeLaneMask: llvm.get.active.lane.mask returns a vector of i1.
func (v *verifier) activeLaneMask(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	t := v.bodyOf(ins.Type)
	if t == nil || t.Kind != ast.VectorType {
		return "get_active_lane_mask: must return a vector"
	}
	if !typeIs(t.Elem, "i1") {
		return "get_active_lane_mask: element type is not i1"
	}
	return ""
}

// vectorSplice checks the splice index against the known minimum number
// of elements, which the caller's vscale_range scales. LLVM 22 splits the
// intrinsic into splice.left and splice.right (the loader rewrites a
// negative index as splice.right) with a range of its own each, and
// scales only scalable vectors.
func (v *verifier) vectorSplice(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	split := v.ver.Has(llvmver.VectorSpliceLeftRight)
	old := base == "llvm.experimental.vector.splice" || base == "llvm.vector.splice"
	if split && old && len(args) > 2 && args[2].Value.Kind != ast.IntConst {
		// The loader picks splice.left or splice.right by the index's
		// sign, and stops when it is no integer constant.
		return "LLVM ERROR: Invalid llvm.vector.splice offset argument"
	}
	t := v.bodyOf(ins.Type)
	idx, ok := constArg(args, 2)
	if t == nil || t.Kind != ast.VectorType || !ok {
		return ""
	}
	minElems := int64(t.Len)
	if !split || t.Scalable {
		if h := v.fnHeader(v.fs.fn); h != nil {
			if a, ok := h.fnAttrs.get("vscale_range"); ok {
				lo, _, _ := strings.Cut(a.arg, ",")
				if n, err := strconv.ParseInt(strings.TrimSpace(lo), 10, 64); err == nil {
					minElems *= n
				}
			}
		}
	}
	const tail = " where VL is the known minimum number of elements in the vector. For scalable vectors the " +
		"minimum number of elements is determined from vscale_range."
	if !split {
		if (idx < 0 && -idx <= minElems) || (idx >= 0 && idx < minElems) {
			return ""
		}
		return "The splice index exceeds the range [-VL, VL-1]" + tail
	}
	// The index is unsigned in splice.left and splice.right.
	right := base == "llvm.vector.splice.right"
	if base != "llvm.vector.splice.left" && !right && idx < 0 {
		right, idx = true, -idx
	}
	if right {
		if uint64(idx) <= uint64(minElems) {
			return ""
		}
		return "The splice index exceeds the range [0, VL]" + tail
	}
	if uint64(idx) < uint64(minElems) {
		return ""
	}
	return "The splice index exceeds the range [0, VL-1]" + tail
}

// matrixShape checks the matrix intrinsics: element types, the result's
// size against rows times columns, and the stride of loads and stores.
func (v *verifier) matrixShape(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	elem := func(t *ast.Type) *ast.Type {
		if t = v.bodyOf(t); t != nil && (t.Kind == ast.VectorType || t.Kind == ast.PointerType) {
			return t.Elem // nil for ptr
		}
		return nil
	}
	var rows, cols, stride int = -1, -1, -1
	var result, op0, op1 *ast.Type
	switch base {
	case "llvm.matrix.multiply":
		rows, cols = 2, 4
		result = ins.Type
		if len(args) > 1 {
			op0, op1 = elem(args[0].Type), elem(args[1].Type)
		}
		if msg := v.matrixOperandShapes(args); msg != "" {
			return msg
		}
	case "llvm.matrix.transpose":
		rows, cols = 1, 2
		result = ins.Type
		if len(args) > 0 {
			op0 = elem(args[0].Type)
		}
	case "llvm.matrix.column.major.load":
		stride, rows, cols = 1, 3, 4
		result = ins.Type
		if len(args) > 0 && !v.opaqueMode() {
			op0 = elem(args[0].Type)
		}
	case "llvm.matrix.column.major.store":
		stride, rows, cols = 2, 4, 5
		if len(args) > 1 {
			result = args[0].Type
			op0 = elem(args[0].Type)
			if !v.opaqueMode() {
				op1 = elem(args[1].Type)
			}
		}
	}
	result = v.bodyOf(result)
	if result == nil || result.Kind != ast.VectorType || result.Elem == nil {
		return ""
	}
	if k := result.Elem.Kind; k != ast.IntType && k != ast.FloatType {
		return "Result type must be an integer or floating-point type!"
	}
	if op0 != nil && !v.sameType(op0, result.Elem) {
		return "Vector element type mismatch of the result and first operand vector!"
	}
	if op1 != nil && !v.sameType(op1, result.Elem) {
		return "Vector element type mismatch of the result and second operand vector!"
	}
	r, ok1 := constArg(args, rows)
	c, ok2 := constArg(args, cols)
	if !ok1 || !ok2 {
		return "" // immarg operands: another rule's
	}
	if uint64(result.Len) != uint64(r)*uint64(c) {
		return "Result of a matrix operation does not fit in the returned vector!"
	}
	if stride >= 0 {
		if s, ok := constArg(args, stride); ok && uint64(s) < uint64(r) {
			return "Stride must be greater or equal than the number of rows!"
		}
	}
	return ""
}

// matrixOperandShapes: llvm.matrix.multiply's operands have rows x inner
// and inner x columns elements (llvmver.MatrixOperandShapes).
func (v *verifier) matrixOperandShapes(args []ast.Operand) string {
	if !v.ver.Has(llvmver.MatrixOperandShapes) || len(args) < 5 {
		return ""
	}
	r, ok1 := constArg(args, 2)
	n, ok2 := constArg(args, 3)
	c, ok3 := constArg(args, 4)
	a, b := v.bodyOf(args[0].Type), v.bodyOf(args[1].Type)
	if !ok1 || !ok2 || !ok3 || a == nil || b == nil || a.Kind != ast.VectorType || b.Kind != ast.VectorType {
		return ""
	}
	if a.Len != uint64(uint32(r))*uint64(uint32(n)) {
		return "First argument of a matrix operation does not match specified shape!"
	}
	if b.Len != uint64(uint32(n))*uint64(uint32(c)) {
		return "Second argument of a matrix operation does not match specified shape!"
	}
	return ""
}

// preallocatedArg: llvm.call.preallocated.arg takes the token of an
// llvm.call.preallocated.setup call and carries the preallocated
// call-site attribute.
func (v *verifier) preallocatedArg(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if len(args) == 0 {
		return ""
	}
	if !v.isCallOf(args[0].Value, "llvm.call.preallocated.setup") {
		return "llvm.call.preallocated.arg token argument must be a llvm.call.preallocated.setup"
	}
	if !bytes.Contains(v.callFnAttrText(i, ins), []byte("preallocated(")) {
		return "llvm.call.preallocated.arg must be called with a \"preallocated\" call site attribute"
	}
	return ""
}

// preallocatedTeardown: llvm.call.preallocated.teardown takes the token
// of an llvm.call.preallocated.setup call.
func (v *verifier) preallocatedTeardown(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if len(args) > 0 && !v.isCallOf(args[0].Value, "llvm.call.preallocated.setup") {
		return "llvm.call.preallocated.teardown token argument must be a llvm.call.preallocated.setup"
	}
	return ""
}

// callFnAttrText returns the text of call i (decoded as ins) after its
// argument list, up to its operand bundles, invoke destinations or
// attachments: the call-site function attributes.
func (v *verifier) callFnAttrText(i int, ins *ast.Instruction) []byte {
	in := &v.m.Insts[i]
	start := in.Start
	for k := len(ins.Operands) - 1; k >= 0; k-- {
		if ins.Operands[k].Value.Kind != ast.LabelRef {
			start = ins.Operands[k].Value.End
			break
		}
	}
	text := v.m.Src[start:in.End]
	if k := bytes.IndexByte(text, ')'); k >= 0 {
		text = text[k+1:]
	}
	if k := bytes.IndexAny(text, "[!"); k >= 0 {
		text = text[:k]
	}
	if k := bytes.Index(text, []byte(" to ")); k >= 0 {
		text = text[:k]
	}
	return text
}

// isCallOf reports whether val is the result of a call, in the current
// function, of the intrinsic base (its name without type suffixes).
func (v *verifier) isCallOf(val ast.Value, base string) bool {
	if val.Kind != ast.LocalRef {
		return false
	}
	d, ok := v.fs.defs[val.Name]
	if !ok {
		return false
	}
	op := v.m.Insts[d.inst].Op
	if op != ast.OpCall && op != ast.OpInvoke {
		return false
	}
	f := v.findCallee(int(d.inst))
	if f < 0 {
		return false
	}
	// Matched as ruleOf does: a struct's type suffix holds a '.'.
	name := v.m.Functions[f].Name[1:]
	return name == base || strings.HasPrefix(name, base+".")
}

// elementTypeFirst: the intrinsics that address memory through their
// first argument need its elementtype attribute.
func (v *verifier) elementTypeFirst(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if len(args) == 0 {
		return ""
	}
	for _, a := range args[0].Attrs {
		if parseAttr(a).name == "elementtype" {
			return ""
		}
	}
	return "Intrinsic requires elementtype attribute on first argument."
}

// noaliasScopeDecl is verifyNoAliasScopeDecl's rule for one declaration:
// its argument is a list of exactly one valid scope. LLVM checks the
// declarations after the function's other rules and stops at the first
// problem, so the first is kept for the end of the function's visit
// (see function) and the call's visit goes on.
func (v *verifier) noaliasScopeDecl(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if sd := &v.fs.scopeDecl; sd.msg == "" {
		sd.pos, sd.msg = v.m.Insts[i].Start, v.scopeDeclList(args)
	}
	return ""
}

// relocNone: llvm.reloc.none's argument is a metadata string (from
// llvmver.RelocNone, the release that has the intrinsic).
func (v *verifier) relocNone(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if !v.ver.Has(llvmver.RelocNone) || len(args) == 0 || args[0].Value.Kind != ast.MetadataValue {
		return ""
	}
	if a := args[0].Value.MD; a == nil || a.Kind != ast.MDString {
		return "llvm.reloc.none argument must be a metadata string"
	}
	return ""
}

// scopeDeclList returns the problem of a scope declaration's argument, or "".
func (v *verifier) scopeDeclList(args []ast.Operand) string {
	if len(args) == 0 || args[0].Value.Kind != ast.MetadataValue {
		return ""
	}
	a := args[0].Value.MD
	if a != nil && a.Kind == ast.MDTuple && len(a.Operands) != 1 {
		return "!id.scope.list must point to a list with a single scope"
	}
	if a == nil || a.Kind == ast.MDTuple {
		return "" // one scope written in place: not modelled
	}
	n := v.nodeID(a.ID)
	if a.Kind != ast.MDRef || n == nil {
		return "!id.scope.list must point to an MDNode"
	}
	if n.NumOperands() != 1 {
		return "!id.scope.list must point to a list with a single scope"
	}
	return aliasScopeList(n)
}
