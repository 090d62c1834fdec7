package bitcode

import (
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
)

// LLVM 14's parser folds the extractvalue and insertvalue constant
// expressions it reads (its bitcode has no record for them): the constant
// written is the element taken out, or the aggregate with the element put
// in. Later releases reject both expressions in text.

// foldAggregateExpr returns what LLParser makes of constant expression v
// ("extractvalue" or "insertvalue").
func (ct *constTable) foldAggregateExpr(v *ast.Value) ast.Operand {
	idx := aggregateIndices(v)
	switch {
	case v.Name == "extractvalue" && len(v.Elems) == 1:
		op := v.Elems[0]
		for _, i := range idx {
			op = ct.element(op, i)
		}
		return op
	case v.Name == "insertvalue" && len(v.Elems) == 2:
		return ct.inserted(v.Elems[0], v.Elems[1], idx)
	}
	unsupported("constant expression", "%s", v.Text)
	return ast.Operand{}
}

// aggregateIndices reads the indices written after the operands of an
// extractvalue or insertvalue expression: "(T agg, T v, 1, 0)".
func aggregateIndices(v *ast.Value) []int {
	if len(v.Elems) == 0 || int(v.End-v.Start) != len(v.Text) {
		unsupported("constant expression", "%s", v.Text)
	}
	last := v.Elems[len(v.Elems)-1].Value
	rest := strings.TrimSuffix(strings.TrimSpace(v.Text[last.End-v.Start:]), ")")
	var idx []int
	for _, f := range strings.Split(rest, ",")[1:] {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 0 {
			unsupported("constant expression", "%s", v.Text)
		}
		idx = append(idx, n)
	}
	if len(idx) == 0 {
		unsupported("constant expression", "%s", v.Text)
	}
	return idx
}

// elementTypes returns the types of aggregate type t's elements.
func (ct *constTable) elementTypes(t *ast.Type, text string) []*ast.Type {
	t = ct.e.types.resolve(t)
	if t != nil && t.Kind == ast.NamedType {
		t = ct.e.types.named[t.Name]
	}
	switch {
	case t == nil:
	case t.Kind == ast.StructType:
		return t.Fields
	case t.Kind == ast.ArrayType || t.Kind == ast.VectorType && !t.Scalable:
		ets := make([]*ast.Type, t.Len)
		for i := range ets {
			ets[i] = t.Elem
		}
		return ets
	}
	unsupported("constant expression", "%s", text)
	return nil
}

// elements returns the elements of aggregate constant op, each with its
// type.
func (ct *constTable) elements(op ast.Operand) []ast.Operand {
	ets := ct.elementTypes(op.Type, op.Value.Text)
	out := make([]ast.Operand, len(ets))
	v := &op.Value
	switch v.Kind {
	case ast.StructConst, ast.ArrayConst, ast.VectorConst:
		if len(v.Elems) != len(ets) {
			unsupported("constant expression", "%s", v.Text)
		}
		for i := range out {
			out[i] = v.Elems[i]
			if out[i].Type == nil {
				out[i].Type = ets[i]
			}
		}
	case ast.StringConst:
		b := stringBytes(v.Text)
		if len(b) != len(ets) {
			unsupported("constant expression", "%s", v.Text)
		}
		for i := range out {
			out[i] = ast.Operand{Type: ets[i], Value: ast.Value{Kind: ast.IntConst, Text: strconv.Itoa(int(b[i]))}}
		}
	case ast.ZeroConst, ast.NullConst, ast.UndefConst, ast.PoisonConst:
		kind, text := v.Kind, v.Text
		if kind == ast.NullConst {
			kind, text = ast.ZeroConst, "zeroinitializer"
		}
		for i := range out {
			out[i] = ast.Operand{Type: ets[i], Value: ast.Value{Kind: kind, Text: text}}
		}
	default:
		unsupported("constant expression", "extractvalue or insertvalue of %s", v.Text)
	}
	return out
}

// element returns element i of aggregate constant op.
func (ct *constTable) element(op ast.Operand, i int) ast.Operand {
	els := ct.elements(op)
	if i >= len(els) {
		unsupported("constant expression", "index %d of %s", i, op.Value.Text)
	}
	return els[i]
}

// inserted returns aggregate constant agg with val at the place idx
// names, as ConstantStruct::get and ConstantArray::get make it: all
// elements zero is zeroinitializer, all undef (or poison) is undef (or
// poison).
func (ct *constTable) inserted(agg, val ast.Operand, idx []int) ast.Operand {
	els := ct.elements(agg)
	i := idx[0]
	if i >= len(els) {
		unsupported("constant expression", "index %d of %s", i, agg.Value.Text)
	}
	if len(idx) > 1 {
		val = ct.inserted(els[i], val, idx[1:])
	}
	val.Type = els[i].Type
	els[i] = val
	allZero, allUndef, allPoison := true, true, true
	for _, e := range els {
		allZero = allZero && ct.zeroText(e)
		allUndef = allUndef && (e.Value.Kind == ast.UndefConst || e.Value.Kind == ast.PoisonConst)
		allPoison = allPoison && e.Value.Kind == ast.PoisonConst
	}
	switch {
	case allPoison:
		return ast.Operand{Type: agg.Type, Value: ast.Value{Kind: ast.PoisonConst, Text: "poison"}}
	case allUndef:
		return ast.Operand{Type: agg.Type, Value: ast.Value{Kind: ast.UndefConst, Text: "undef"}}
	case allZero:
		return ast.Operand{Type: agg.Type, Value: ast.Value{Kind: ast.ZeroConst, Text: "zeroinitializer"}}
	}
	kind, open, closing := ast.StructConst, "{ ", " }"
	switch t := ct.e.types.resolve(agg.Type); {
	case t.Kind == ast.ArrayType:
		kind, open, closing = ast.ArrayConst, "[", "]"
	case t.Kind == ast.VectorType:
		kind, open, closing = ast.VectorConst, "<", ">"
	case t.Packed:
		open, closing = "<{ ", " }>"
	}
	// The text is the constant table's key: one per distinct aggregate.
	parts := make([]string, len(els))
	for k, e := range els {
		parts[k] = e.Type.String() + " " + e.Value.Text
	}
	return ast.Operand{Type: agg.Type, Value: ast.Value{Kind: kind, Text: open + strings.Join(parts, ", ") + closing, Elems: els}}
}

// zeroText reports whether constant e is written as a null value: the
// elements LLVM folds an aggregate of into zeroinitializer.
func (ct *constTable) zeroText(e ast.Operand) bool {
	switch e.Value.Kind {
	case ast.ZeroConst, ast.NullConst:
		return true
	case ast.IntConst, ast.BoolConst:
		return e.Value.Text == "0" || e.Value.Text == "false"
	case ast.FloatConst:
		t := ct.e.types.resolve(e.Type)
		return t.Kind == ast.FloatType && t.Name != "x86_fp80" && t.Name != "fp128" && t.Name != "ppc_fp128" &&
			floatBits(t, e.Value.Text) == 0
	}
	return false
}
