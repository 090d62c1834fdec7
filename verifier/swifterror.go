package verifier

import (
	"bytes"
	"slices"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// swiftErrorParams is visitFunction's check of the uses of function fn's
// swifterror parameters (verifySwiftErrorValue); it reports the first
// problem and returns false.
func (v *verifier) swiftErrorParams(fn int) bool {
	f := &v.m.Functions[fn]
	if !bytes.Contains(v.m.Bytes(f.Header), []byte("swifterror")) {
		return true
	}
	h, err := v.dec.FuncHeader(fn)
	if err != nil {
		return true
	}
	names := h.ParamNames()
	for k, p := range h.Params {
		name := names[k]
		for _, a := range p.Attrs {
			if a != "swifterror" {
				continue
			}
			if msg, at := v.swiftErrorUses(fn, name); msg != "" {
				v.errorAt(v.m.Insts[at].Start, "%s", msg)
				return false
			}
		}
	}
	return true
}

// swiftErrorAlloca is visitAllocaInst's check of the uses of a swifterror
// alloca (instruction i); it returns LLVM's message and the instruction
// that breaks the rule.
func (v *verifier) swiftErrorAlloca(i int) (string, int) {
	text := v.m.Bytes(v.m.Insts[i].Span)
	if !v.m.Insts[i].HasResult || !bytes.Contains(text, []byte("swifterror")) {
		return "", i
	}
	ins, err := v.inst(i)
	if err != nil || !slices.Contains(ins.Flags, "swifterror") {
		return "", i
	}
	if len(ins.Operands) > 0 && v.ver.Has(llvmver.SwiftErrorAllocaChecked) {
		if t := v.bodyOf(ins.Operands[0].Type); t == nil || t.Kind != ast.PointerType {
			return "swifterror alloca must have pointer type", i
		}
	}
	if len(ins.Operands) > 1 && v.ver.Has(llvmver.SwiftErrorAllocaChecked) {
		if n := ins.Operands[1].Value; n.Kind != ast.IntConst || n.Text != "1" {
			return "swifterror alloca must not be array allocation", i
		}
	}
	sc := &v.fs.sc
	sc.Seek(int(v.m.Insts[i].Start))
	return v.swiftErrorUses(v.fs.fn, strings.Clone(key(v.m.Src, sc.Next())))
}

// swiftErrorUses is verifySwiftErrorValue for the local value name of
// function fn: it is only loaded, stored to (as the store's pointer) or
// passed to calls and invokes as a swifterror argument. LLVM walks the
// value's users from the last one made, so the instructions are read
// from the end.
func (v *verifier) swiftErrorUses(fn int, name string) (string, int) {
	f := &v.m.Functions[fn]
	first, end := f.Blocks[0].FirstInst, f.Blocks[len(f.Blocks)-1].FirstInst+f.Blocks[len(f.Blocks)-1].NumInsts
	for k := int(end) - 1; k >= int(first); k-- {
		in := &v.m.Insts[k]
		if in.Op == ast.OpDbgRecord || !bytes.Contains(v.m.Bytes(in.Span), []byte(name)) {
			continue
		}
		ins, err := v.inst(k)
		if err != nil {
			continue
		}
		uses := false
		for _, o := range ins.Operands {
			uses = uses || o.Value.Kind == ast.LocalRef && o.Value.Name == name
		}
		if !uses {
			continue
		}
		switch in.Op {
		case ast.OpLoad:
		case ast.OpStore:
			if len(ins.Operands) > 0 && ins.Operands[0].Value.Kind == ast.LocalRef && ins.Operands[0].Value.Name == name {
				return "swifterror value should be the second operand when used by stores", k
			}
		case ast.OpCall, ast.OpInvoke:
			if msg := v.swiftErrorCallArgs(k, ins, name); msg != "" {
				return msg, k
			}
		default:
			return "swifterror value can only be loaded and stored from, or as a swifterror argument!", k
		}
	}
	return "", 0
}

// swiftErrorCallArgs is verifySwiftErrorCall: where call i (decoded as
// ins) passes the swifterror value name, the parameter is swifterror at
// the call or in the callee's declaration.
func (v *verifier) swiftErrorCallArgs(i int, ins *ast.Instruction, name string) string {
	var h *header
	if f := v.callee(i); f >= 0 {
		h = v.fnHeader(f)
	}
	k := 0
	for _, a := range ins.Operands[1:] {
		if a.Value.Kind == ast.LabelRef {
			continue
		}
		if a.Value.Kind == ast.LocalRef && a.Value.Name == name && !slices.Contains(a.Attrs, "swifterror") &&
			(h == nil || k >= len(h.pattrs) || !h.pattrs[k].has("swifterror")) {
			return "swifterror value when used in a callsite should be marked with swifterror attribute"
		}
		k++
	}
	return ""
}

// swiftErrorArg is visitCallBase's rule for argument a passed as
// swifterror: it is a swifterror alloca or a swifterror parameter.
func (v *verifier) swiftErrorArg(a ast.Operand) string {
	if a.Value.Kind != ast.LocalRef {
		return "swifterror argument should come from an alloca or parameter"
	}
	d, ok := v.fs.defs[a.Value.Name]
	if !ok {
		if v.swiftErrorParam(a.Value.Name) {
			return ""
		}
		return "swifterror argument for call has mismatched parameter"
	}
	if v.m.Insts[d.inst].Op != ast.OpAlloca {
		return "swifterror argument should come from an alloca or parameter"
	}
	if ins, err := v.inst(int(d.inst)); err == nil && !slices.Contains(ins.Flags, "swifterror") {
		return "swifterror argument for call has mismatched alloca"
	}
	return ""
}

// swiftErrorParam reports whether name is a swifterror parameter of the
// function visited.
func (v *verifier) swiftErrorParam(name string) bool {
	h, err := v.dec.FuncHeader(v.fs.fn)
	if err != nil {
		return true
	}
	for k, pname := range h.ParamNames() {
		p := h.Params[k]
		if pname == name {
			return slices.Contains(p.Attrs, "swifterror")
		}
	}
	return true // not a parameter: the parser reports what it is
}
