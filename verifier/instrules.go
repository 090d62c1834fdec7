package verifier

import (
	"bytes"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// This file holds instruction rules found missing by running LLVM's
// Verifier tests: the type and size of atomic accesses, the landing pad
// type of a function, the intrinsics that may be invoked or have their
// address taken, !fpmath's result type, callbr's unwinding and the
// alloca behind an inalloca argument.

// atomicRule is visitLoadInst's and visitStoreInst's rule on an atomic
// access's type, cmpxchg's (an integer or a pointer), and
// checkAtomicMemAccessSize for them: a byte-sized power-of-two size.
func (v *verifier) atomicRule(i int) string {
	in := &v.m.Insts[i]
	if in.Op != ast.OpCmpXchg && in.Op != ast.OpAtomicRMW && !bytes.Contains(v.m.Bytes(in.Span), []byte(" atomic ")) {
		return ""
	}
	ins, err := v.inst(i)
	if err != nil {
		return ""
	}
	var t *ast.Type
	switch in.Op {
	case ast.OpLoad:
		t = ins.Type
	case ast.OpStore, ast.OpCmpXchg, ast.OpAtomicRMW:
		k := 0
		if in.Op != ast.OpStore {
			k = 1
		}
		if len(ins.Operands) <= k {
			return ""
		}
		t = ins.Operands[k].Type
	}
	t = v.bodyOf(t)
	if t == nil {
		return ""
	}
	if in.Op == ast.OpLoad || in.Op == ast.OpStore {
		scalar := t.Kind == ast.IntType || t.Kind == ast.PointerType || t.Kind == ast.FloatType
		vector := t.Kind == ast.VectorType && v.ver.Has(llvmver.AtomicVectors)
		if !scalar && !vector {
			what := "load"
			if in.Op == ast.OpStore {
				what = "store"
			}
			if v.ver.Has(llvmver.AtomicVectors) {
				return "atomic " + what + " operand must have integer, pointer, floating point, or vector type!"
			}
			return "atomic " + what + " operand must have integer, pointer, or floating point type!"
		}
	}
	if in.Op == ast.OpCmpXchg && t.Kind != ast.IntType && t.Kind != ast.PointerType {
		return "cmpxchg operand must have integer or pointer type" // visitAtomicCmpXchgInst
	}
	bits := v.sizeInBits(t)
	if bits == 0 {
		return ""
	}
	if bits < 8 {
		return "atomic memory access' size must be byte-sized"
	}
	if bits&(bits-1) != 0 {
		return "atomic memory access' operand must have a power-of-two size"
	}
	return ""
}

// ptrToAddrRule is visitPtrToAddrInst's rule that the parser leaves: the
// result (element) is as wide as an address of the source's address
// space, the data layout's index width there.
func (v *verifier) ptrToAddrRule(i int) string {
	ins, err := v.inst(i)
	if err != nil || len(ins.Operands) == 0 {
		return ""
	}
	return v.ptrToAddrWidth(ins.Operands[0].Type, ins.Type)
}

// ptrToAddrConsts checks the width of every ptrtoaddr constant expression
// (visitConstantExpr; the parser lists them, ast.Module.PtrToAddrConsts).
func (v *verifier) ptrToAddrConsts() {
	for _, s := range v.m.PtrToAddrConsts {
		c, err := v.dec.ConstantAt(s.Start)
		if err != nil || c == nil || len(c.Elems) == 0 {
			continue
		}
		if msg := v.ptrToAddrWidth(c.Elems[0].Type, c.ExprType); msg != "" {
			v.errorAt(s.Start, "%s", msg)
		}
	}
}

// ptrToAddrWidth returns LLVM's message when a ptrtoaddr from type from
// to type to (both vectors or neither) is not as wide as an address of
// from's address space, or "".
func (v *verifier) ptrToAddrWidth(from, to *ast.Type) string {
	src, dst := v.bodyOf(from), v.bodyOf(to)
	if src != nil && dst != nil && src.Kind == ast.VectorType && dst.Kind == ast.VectorType {
		src, dst = v.bodyOf(src.Elem), v.bodyOf(dst.Elem)
	}
	if src == nil || dst == nil || src.Kind != ast.PointerType || dst.Kind != ast.IntType {
		return "" // the parser's cast rules
	}
	if uint64(dst.Bits) != ast.ReadLayout(v.m.DataLayout).IndexBits(uint64(src.AddrSpace)) {
		return "PtrToAddr result must be address width"
	}
	return ""
}

// sizeInBits is DataLayout::getTypeSizeInBits for the first-class types an
// atomic access may have (a scalable vector by its known minimum), or 0.
func (v *verifier) sizeInBits(t *ast.Type) uint64 {
	switch t.Kind {
	case ast.IntType:
		return uint64(t.Bits)
	case ast.PointerType:
		return ast.ReadLayout(v.m.DataLayout).PointerBits(uint64(t.AddrSpace))
	case ast.FloatType:
		return ast.FloatBits(t.Name)
	case ast.VectorType:
		if t.Elem != nil {
			return t.Len * v.sizeInBits(v.bodyOf(t.Elem))
		}
	}
	return 0
}

// landingPadType is the rule that the landingpad and resume instructions
// of a function agree on one type (visitLandingPadInst, visitResumeInst);
// the first met sets it.
func (v *verifier) landingPadType(i int) string {
	in := &v.m.Insts[i]
	ins, err := v.inst(i)
	if err != nil {
		return ""
	}
	var t *ast.Type
	if in.Op == ast.OpLandingPad {
		t = ins.Type
	} else if len(ins.Operands) > 0 {
		t = ins.Operands[0].Type
	}
	if t == nil {
		return ""
	}
	s := t.String()
	fs := &v.fs
	if fs.lpType == "" {
		fs.lpType = s
		return ""
	}
	if fs.lpType == s {
		return ""
	}
	if in.Op == ast.OpLandingPad {
		return "The landingpad instruction should have a consistent result type inside a function."
	}
	return "The resume instruction should have a consistent result type inside a function."
}

// invokableIntrinsics are the intrinsics an invoke or callbr may call
// (visitInstruction), by name without their overload suffixes.
var invokableIntrinsics = []string{
	"llvm.donothing", "llvm.seh.try.begin", "llvm.seh.try.end", "llvm.seh.scope.begin", "llvm.seh.scope.end",
	"llvm.coro.resume", "llvm.coro.destroy", "llvm.coro.await.suspend.void", "llvm.coro.await.suspend.bool",
	"llvm.coro.await.suspend.handle", "llvm.experimental.patchpoint", "llvm.fake.use",
	"llvm.experimental.gc.statepoint", "llvm.wasm.rethrow", "llvm.wasm.throw",
}

// invokable reports whether intrinsic name (without '@') may be invoked.
func invokable(name string) bool {
	for _, base := range invokableIntrinsics {
		if name == base || strings.HasPrefix(name, base+".") {
			return true
		}
	}
	return false
}

// intrinsicOperandRule is visitInstruction's rule on operands that are
// intrinsics: only a call's callee or a clang.arc.attachedcall bundle
// operand may name one ("Cannot take the address of an intrinsic!"), and
// only a few intrinsics may be invoked.
func (v *verifier) intrinsicOperandRule(i int) string {
	in := &v.m.Insts[i]
	text := v.m.Bytes(in.Span)
	if !bytes.Contains(text, []byte("@llvm.")) {
		return ""
	}
	for off := 0; ; {
		k := bytes.Index(text[off:], []byte("@llvm."))
		if k < 0 {
			break
		}
		at := off + k
		end := at + 1
		for end < len(text) && (isAttrWordByte(text[end]) || text[end] == '$') {
			end++
		}
		off = end
		fn, ok := v.funcs[string(text[at:end])]
		if !ok || inCommentOrString(text, at) {
			continue // not an intrinsic, or in inline asm's text
		}
		before := text[:at]
		if rest := bytes.TrimLeft(text[end:], " \t"); len(rest) > 0 && rest[0] == '(' {
			// The callee: calls may call any intrinsic, invoke only some
			// (callbr's are visitCallBrInst's, see callBrRule).
			if in.Op == ast.OpInvoke && !invokable(v.m.Functions[fn].Name[1:]) {
				if v.ver.Has(llvmver.InvokeIntrinsicWasmText) {
					return "Cannot invoke an intrinsic other than donothing, patchpoint, statepoint, coro_resume, coro_destroy, clang.arc.attachedcall or wasm.(re)throw"
				}
				return "Cannot invoke an intrinsic other than donothing, patchpoint, statepoint, coro_resume, coro_destroy or clang.arc.attachedcall"
			}
			continue
		}
		if bytes.Contains(before, []byte("clang.arc.attachedcall")) || bytes.Contains(before, []byte("!{")) ||
			bytes.HasSuffix(bytes.TrimRight(before, " \t"), []byte("metadata ptr")) || inAttachments(before) {
			continue
		}
		return "Cannot take the address of an intrinsic!"
	}
	return ""
}

// inAttachments reports whether an instruction's text up to some point
// has reached its metadata attachments (", !kind").
func inAttachments(before []byte) bool {
	return bytes.Contains(before, []byte(", !"))
}

// fpmathResult is visitInstruction's first !fpmath rule: the instruction
// has a floating-point (or vector of floating-point) result.
func (v *verifier) fpmathResult(i int) string {
	t := v.resultType(i)
	if t != nil && t.Kind == ast.VectorType {
		t = t.Elem
	}
	if t == nil || t.Kind != ast.FloatType {
		return "fpmath requires a floating point result!"
	}
	return ""
}

// callBrUnwind is visitCallBrInst's rule that its inline asm does not
// unwind.
func (v *verifier) callBrUnwind(i int) string {
	text := v.m.Bytes(v.m.Insts[i].Span)
	k := bytes.Index(text, []byte(" asm "))
	if k < 0 {
		return ""
	}
	flags := text[k+len(" asm "):]
	if q := bytes.IndexByte(flags, '"'); q >= 0 {
		flags = flags[:q]
	}
	for _, w := range bytes.Fields(flags) {
		if string(w) == "unwind" {
			return "Unwinding from Callbr is not allowed"
		}
	}
	return ""
}

// inallocaAlloca is visitCallBase's rule on an inalloca argument: an
// alloca it comes from (through inbounds GEPs and casts) is one marked
// inalloca.
func (v *verifier) inallocaAlloca(i int) string {
	if !bytes.Contains(v.m.Bytes(v.m.Insts[i].Span), []byte("inalloca(")) {
		return ""
	}
	ins, err := v.inst(i)
	if err != nil || len(ins.Operands) < 2 {
		return ""
	}
	var arg *ast.Operand
	for k := range ins.Operands[1:] {
		a := &ins.Operands[1+k]
		for _, at := range a.Attrs {
			if strings.HasPrefix(strings.TrimSpace(at), "inalloca") {
				arg = a
			}
		}
	}
	if arg == nil || arg.Value.Kind != ast.LocalRef {
		return ""
	}
	name := arg.Value.Name
	for depth := 0; depth < 16; depth++ {
		d, ok := v.fs.defs[name]
		if !ok {
			return ""
		}
		def := &v.m.Insts[d.inst]
		text := v.m.Bytes(def.Span)
		switch def.Op {
		case ast.OpAlloca:
			if !hasWord(text, "inalloca") {
				return "inalloca argument for call has mismatched alloca"
			}
			return ""
		case ast.OpBitCast, ast.OpAddrSpaceCast, ast.OpGetElementPtr:
			if def.Op == ast.OpGetElementPtr && !hasWord(text, "inbounds") {
				return ""
			}
			dins, err := v.dec.Inst(int(d.inst))
			if err != nil {
				return ""
			}
			ops := dins.Operands
			if def.Op == ast.OpGetElementPtr && len(ops) > 0 {
				ops = ops[1:] // the source element type's slot
			}
			if len(ops) == 0 || ops[0].Value.Kind != ast.LocalRef {
				return ""
			}
			name = ops[0].Value.Name
		default:
			return ""
		}
	}
	return ""
}

// gepUnsized is visitGetElementPtrInst's rule that the source element
// type is sized; the parser checks it when there are indices, so only a
// getelementptr without any reaches here. Only modules with opaque types
// are read.
func (v *verifier) gepUnsized(i int) string {
	if len(v.opaqueTypes()) == 0 {
		return ""
	}
	text := v.m.Bytes(v.m.Insts[i].Span)
	k := bytes.Index(text, []byte("getelementptr"))
	if k < 0 {
		return ""
	}
	rest := text[k+len("getelementptr"):]
	for {
		rest = bytes.TrimLeft(rest, " \t")
		w := rest
		if e := bytes.IndexAny(w, " \t,"); e >= 0 {
			w = w[:e]
		}
		switch string(w) {
		case "inbounds", "nuw", "nusw":
			rest = rest[len(w):]
			continue
		}
		if strings.HasPrefix(string(w), "inrange(") {
			rest = rest[len(w):]
			continue
		}
		break
	}
	end := bytes.IndexByte(rest, ',')
	if end < 0 {
		return ""
	}
	if v.unsizedTypeText(string(bytes.TrimSpace(rest[:end]))) {
		return "GEP into unsized type!"
	}
	return ""
}
