package verifier

import (
	"bytes"
	"sort"
	"strings"

	"github.com/irmeta/irmeta/ast"
)

// callWords returns the words of call i before its result type:
// "tail"/"musttail", fast-math flags, the calling convention.
func (v *verifier) callWords(i int) (musttail bool, cc string) {
	text := v.m.Bytes(v.m.Insts[i].Span)
	if eq := bytes.IndexByte(text, '='); eq >= 0 && v.m.Insts[i].HasResult {
		text = text[eq+1:]
	}
	words := bytes.Fields(text)
	seenCall := false
	for _, w := range words {
		s := string(w)
		switch {
		case s == "musttail":
			musttail = true
		case s == "call":
			seenCall = true
		case !seenCall:
		case s == "cc":
		case strings.HasSuffix(s, "cc") && !strings.ContainsAny(s, "%@(\"") && s != "ccc",
			strings.HasPrefix(s, "cc") && len(s) > 2 && s[2] >= '0' && s[2] <= '9':
			cc = s
		default:
			if seenCall && s != "fast" && s != "nnan" && s != "ninf" && s != "nsz" && s != "arcp" && s != "contract" && s != "afn" && s != "reassoc" {
				return
			}
		}
	}
	return
}

// abiAttrs are the parameter attributes that affect the calling ABI
// (getParameterABIAttributes).
var abiAttrs = []string{"sret", "byval", "inalloca", "inreg", "alignstack", "swiftself", "swiftasync", "swifterror", "preallocated", "byref"}

func abiKey(s attrSet) string {
	var parts []string
	for _, w := range abiAttrs {
		if a, ok := s.get(w); ok {
			parts = append(parts, a.name+"("+a.arg+")")
		}
	}
	if a, ok := s.get("align"); ok && (s.has("byval") || s.has("byref")) {
		parts = append(parts, "align "+a.arg)
	}
	sort.Strings(parts)
	return strings.Join(parts, " ")
}

// congruent is isTypeCongruent: equal, or pointers in one address space.
func congruent(a, b *ast.Type) bool {
	if a == nil || b == nil {
		return true
	}
	if a.String() == b.String() {
		return true
	}
	return a.Kind == ast.PointerType && b.Kind == ast.PointerType && a.AddrSpace == b.AddrSpace
}

// mustTail is verifyMustTailCall for call i; false when it failed.
func (v *verifier) mustTail(i int) bool {
	if !bytes.Contains(v.m.Bytes(v.m.Insts[i].Span), []byte("musttail")) {
		return true
	}
	musttail, cc := v.callWords(i)
	if !musttail {
		return true
	}
	fail := func(msg string) bool {
		v.errorAt(v.m.Insts[i].Start, "%s", msg)
		return false
	}
	ins, err := v.inst(i)
	if err != nil || len(ins.Operands) == 0 {
		return true
	}
	if ins.Operands[0].Value.Kind == ast.InlineAsm {
		return fail("cannot use musttail call with inline asm")
	}
	caller := v.fnHeader(v.fs.fn)
	if caller == nil {
		return true
	}
	args := callArguments(ins, nil)
	callee := callFuncType(ins, args, nil)
	for _, a := range args {
		var s attrSet
		for _, t := range a.Attrs {
			s = append(s, parseAttr(t))
		}
		callee.pattrs = append(callee.pattrs, s)
	}
	if caller.variadic != callee.variadic {
		return fail("cannot guarantee tail call due to mismatched varargs")
	}
	if !congruent(caller.ret, callee.ret) {
		return fail("cannot guarantee tail call due to mismatched return types")
	}
	if normCC(caller.cc) != normCC(cc) {
		return fail("cannot guarantee tail call due to mismatched calling conv")
	}
	// The call must precede a ret, optionally through a bitcast of it.
	blkEnd := v.blockEnd(i)
	next := i + 1
	for next < blkEnd && v.m.Insts[next].Op == ast.OpDbgRecord {
		next++
	}
	retVal := ins.Result
	if next < blkEnd && v.m.Insts[next].Op == ast.OpBitCast {
		bc, err := v.dec.Inst(next)
		if err == nil && len(bc.Operands) > 0 {
			if op := bc.Operands[0].Value; op.Kind != ast.LocalRef || op.Name != retVal {
				return fail("bitcast following musttail call must use the call")
			}
			retVal = bc.Result
		}
		next++
	}
	if next >= blkEnd || v.m.Insts[next].Op != ast.OpRet {
		return fail("musttail call must precede a ret with an optional bitcast")
	}
	if ret, err := v.dec.Inst(next); err == nil && len(ret.Operands) > 0 {
		op := ret.Operands[0].Value
		if op.Kind != ast.UndefConst && op.Kind != ast.PoisonConst && (op.Kind != ast.LocalRef || op.Name != retVal) {
			return fail("musttail call result must be returned")
		}
	}
	if cc == "tailcc" || cc == "swifttailcc" {
		for _, side := range []struct {
			sets []attrSet
			ctx  string
		}{{caller.pattrs, cc + " musttail caller"}, {callee.pattrs, cc + " musttail callee"}} {
			for _, s := range side.sets {
				for _, w := range []string{"inalloca", "inreg", "swifterror", "preallocated", "byref"} {
					if s.has(w) {
						return fail(w + " attribute not allowed in " + side.ctx)
					}
				}
			}
		}
		if caller.variadic {
			return fail("cannot guarantee " + cc + " tail call for varargs function")
		}
		return true
	}
	if ins.Operands[0].Value.Kind != ast.GlobalRef || !strings.HasPrefix(ins.Operands[0].Value.Name, "@llvm.") {
		if len(caller.params) != len(callee.params) {
			return fail("cannot guarantee tail call due to mismatched parameter counts")
		}
		for k := range caller.params {
			if !congruent(caller.params[k], callee.params[k]) {
				return fail("cannot guarantee tail call due to mismatched parameter types")
			}
		}
	}
	for k := range caller.pattrs {
		var cs attrSet
		if k < len(callee.pattrs) {
			cs = callee.pattrs[k]
		}
		if abiKey(caller.pattrs[k]) != abiKey(cs) {
			return fail("cannot guarantee tail call due to mismatched ABI impacting function attributes")
		}
	}
	return true
}

func normCC(cc string) string {
	if cc == "ccc" {
		return ""
	}
	return cc
}
