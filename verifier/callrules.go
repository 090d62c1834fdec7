package verifier

import (
	"bytes"
	"strconv"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/intrinsics"
)

// speculatableRule is visitCallBase's rule that a call site may say
// speculatable (itself or through an attribute group) only when its
// direct callee is a function that says so too (an intrinsic by its
// release's table). Only calls that name the word or such a group are
// read.
func (v *verifier) speculatableRule(i int) string {
	text := v.m.Bytes(v.m.Insts[i].Span)
	if !bytes.Contains(text, []byte("speculatable")) && !v.namesSpeculatableGroup(text) {
		return ""
	}
	ins, err := v.inst(i)
	if err != nil || !v.callSiteFnAttrs(i, ins).has("speculatable") {
		return ""
	}
	const msg = "speculatable attribute may not apply to call sites"
	f := v.callee(i)
	if f < 0 && len(ins.Operands) > 0 {
		f = v.castFunction(ins.Operands[0].Value)
	}
	if f < 0 {
		return msg
	}
	if !v.calleeFnAttr(f, "speculatable", "Speculatable") {
		return msg
	}
	return ""
}

// namesSpeculatableGroup reports whether text names an attribute group
// ("#N") that holds speculatable.
func (v *verifier) namesSpeculatableGroup(text []byte) bool {
	if bytes.IndexByte(text, '#') < 0 {
		return false
	}
	if v.specGroups == nil {
		v.specGroups = map[int32]bool{}
		for k := range v.m.AttrGroups {
			g := &v.m.AttrGroups[k]
			if bytes.Contains(v.m.Bytes(g.Span), []byte("speculatable")) {
				v.specGroups[g.ID] = true
			}
		}
	}
	if len(v.specGroups) == 0 {
		return false
	}
	for k := 0; k < len(text); k++ {
		if text[k] != '#' {
			continue
		}
		j := k + 1
		for j < len(text) && text[j] >= '0' && text[j] <= '9' {
			j++
		}
		if n, err := strconv.Atoi(string(text[k+1 : j])); err == nil && v.specGroups[int32(n)] {
			return true
		}
	}
	return false
}

// castFunction returns the function a callee written as pointer casts of
// one names (stripPointerCasts), or -1.
func (v *verifier) castFunction(val ast.Value) int {
	for depth := 0; depth < 8; depth++ {
		switch {
		case val.Kind == ast.GlobalRef:
			if f, ok := v.funcs[val.Name]; ok {
				return f
			}
			return -1
		case val.Kind == ast.ConstExpr && (val.Name == "bitcast" || val.Name == "addrspacecast") && len(val.Elems) > 0:
			val = val.Elems[0].Value
		default:
			return -1
		}
	}
	return -1
}

// calleeFnAttr reports whether function f has function attribute attr:
// an intrinsic whose attributes the reader takes from its table
// (tableAttrs) by the table's kind, another function by its header.
func (v *verifier) calleeFnAttr(f int, attr, tableKind string) bool {
	if v.tableAttrs(f) {
		attrs, _ := intrinsics.Attributes(int(v.ver), v.tableName(v.m.Functions[f].Name[1:]))
		for _, p := range attrs {
			if p.Index != -1 {
				continue
			}
			for _, a := range p.Attrs {
				if a.Kind == tableKind {
					return true
				}
			}
		}
		return false
	}
	h := v.fnHeader(f)
	return h != nil && h.fnAttrs.has(attr)
}
