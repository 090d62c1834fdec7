package bitcode

// Uniqued nodes made by the loader's upgrades. LLVM's MDNode::get returns
// the node of the context with the same operands when there is one, so an
// upgrade that makes a node may get one the module already has.

// uniqueTuple returns the id of the uniqued tuple !{ops}: an existing one
// of the module's metadata, or a new one.
func (d *decoder) uniqueTuple(ops []int) int { return d.uniqueNode(ops, nil) }

// uniqueNode is uniqueTuple for a node whose operand i is the value
// vals[i] when that is not nil (see inlineVals; ops[i] is then -1).
func (d *decoder) uniqueNode(ops []int, vals []*value) int {
	for id, e := range d.md.entries {
		if e != nil && e.kind == mdNode && !e.distinct && len(e.ops) == len(ops) && d.sameOperands(e, ops, vals) {
			return id
		}
	}
	n := &mdEntry{kind: mdNode, ops: ops}
	for _, v := range vals {
		if v != nil {
			if d.inlineVals == nil {
				d.inlineVals = map[*mdEntry][]*value{}
			}
			d.inlineVals[n] = vals
			break
		}
	}
	return d.addMD(n)
}

// sameOperands reports whether node e's operands are ops with the values
// vals: the same metadata, or the same constant.
func (d *decoder) sameOperands(e *mdEntry, ops []int, vals []*value) bool {
	evals := d.inlineVals[e]
	for i, op := range ops {
		a, b := d.operandValue(e.ops[i], evals, i), d.operandValue(op, vals, i)
		switch {
		case a == nil && b == nil:
			if e.ops[i] != op {
				return false
			}
		case a == nil || b == nil:
			return false
		case a != b && (a.kind != vConst || b.kind != vConst || d.typedOperand(a) != d.typedOperand(b)):
			return false
		}
	}
	return true
}

// operandValue returns the value operand i of a node is (held beside it
// in vals, or the metadata id op of a value), or nil.
func (d *decoder) operandValue(op int, vals []*value, i int) *value {
	if i < len(vals) && vals[i] != nil {
		return vals[i]
	}
	if e := d.md.get(op); e != nil && e.kind == mdValue {
		return e.val
	}
	return nil
}
