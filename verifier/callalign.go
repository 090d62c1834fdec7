package verifier

import (
	"bytes"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// callTypeAlignRule is visitCallBase's rule that a call neither returns
// nor passes a value whose ABI alignment is above what LLVM can represent
// (llvmver.CallTypeAlignChecked: 2^14 bytes, 2^32 from
// llvmver.CallTypeAlignMaxRaised; intrinsics' calls exempt from
// llvmver.CallTypeAlignIntrinsicsExempt). Only a vector's natural
// alignment (its size) or a data layout spec can be that large: a call
// whose text names no vector type, neither written out nor a named type
// holding one, under a layout without such a spec, is passed over
// undecoded.
func (v *verifier) callTypeAlignRule(i int) string {
	if !v.ver.Has(llvmver.CallTypeAlignChecked) {
		return ""
	}
	limit := uint64(1) << 14
	if v.ver.Has(llvmver.CallTypeAlignMaxRaised) {
		limit = 1 << 32
	}
	l := v.dataLayout()
	if l == nil || v.layoutMax <= limit && !v.mayNameVector(v.m.Bytes(v.m.Insts[i].Span)) {
		return ""
	}
	if f := v.callee(i); f >= 0 && strings.HasPrefix(v.m.Functions[f].Name, "@llvm.") && v.ver.Has(llvmver.CallTypeAlignIntrinsicsExempt) {
		return ""
	}
	ins, err := v.inst(i)
	if err != nil || len(ins.Operands) == 0 {
		return ""
	}
	sig := callFuncType(ins, callArguments(ins, nil), nil)
	tooLarge := func(t *ast.Type) bool {
		a, sized := l.TypeAlign(t, false, func(n *ast.Type) *ast.Type { return v.namedStruct(n.Name) })
		return sized && a > limit
	}
	if tooLarge(sig.ret) {
		return "Incorrect alignment of return type to called function!"
	}
	for _, t := range sig.params {
		if tooLarge(t) {
			return "Incorrect alignment of argument passed to called function!"
		}
	}
	return ""
}

// mayNameVector reports whether text may name a vector type: it holds
// '<', or the name of a named type whose body does (directly or through
// other named types).
func (v *verifier) mayNameVector(text []byte) bool {
	if bytes.IndexByte(text, '<') >= 0 {
		return true
	}
	if v.vectorTypes == nil {
		v.vectorTypes = vectorTypeNames(v.m)
	}
	for _, name := range v.vectorTypes {
		if bytes.Contains(text, name) {
			return true
		}
	}
	return false
}

// vectorTypeNames returns the names of m's named types whose body holds a
// vector type, directly or through another named type (as written,
// "%name", in the module's text); an empty, non-nil list when there are
// none.
func vectorTypeNames(m *ast.Module) [][]byte {
	out := [][]byte{}
	in := make([]bool, len(m.TypeDefs))
	for changed := true; changed; {
		changed = false
		for k := range m.TypeDefs {
			if in[k] {
				continue
			}
			body := m.Bytes(m.TypeDefs[k].Body)
			holds := bytes.IndexByte(body, '<') >= 0
			for _, name := range out {
				holds = holds || bytes.Contains(body, name)
			}
			if holds {
				in[k], changed = true, true
				out = append(out, m.Bytes(m.TypeDefs[k].NameSpan))
			}
		}
	}
	return out
}

// dataLayout returns the module's data layout, read once with its
// largest spec alignment (layoutMax); nil when it does not read.
func (v *verifier) dataLayout() *ast.Layout {
	if !v.layoutRead {
		v.layoutRead = true
		v.layout, _ = ast.ParseLayout(v.m.DataLayout)
		if v.layout != nil {
			v.layoutMax = v.layout.MaxSpecAlign()
		}
	}
	return v.layout
}
