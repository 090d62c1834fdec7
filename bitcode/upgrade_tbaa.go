package bitcode

// upgradeTBAATag does what LLVM's loader does with every !tbaa attachment
// of an instruction, whatever the producer (UpgradeTBAANode): a tag that
// is not in struct-path form (its first operand a node, three operands or
// more) is replaced by the access tag of its scalar type. A scalar type
// !{name, parent} becomes !{T, T, i64 0}; one with a third operand, the
// constant flag, becomes !{S, S, i64 0, flag} where S is !{name, parent}.
// The new nodes are uniqued: a node the module has with those operands is
// taken instead, and a tag is upgraded once.
func (d *decoder) upgradeTBAATag(id int) int {
	n := d.md.get(id)
	if n == nil || n.kind != mdNode {
		return id
	}
	return memoID(&d.tbaaUpgrades, id, func() int {
		if len(n.ops) >= 3 && d.isNodeOperand(n, 0) {
			return id
		}
		zero := d.i64Zero()
		if len(n.ops) != 3 {
			return d.uniqueNode([]int{id, id, zero}, nil)
		}
		vals := d.inlineVals[n]
		s := d.uniqueNode([]int{n.ops[0], n.ops[1]}, operandVals(vals, 0, 1))
		return d.uniqueNode([]int{s, s, zero, n.ops[2]}, append([]*value{nil, nil, nil}, operandVals(vals, 2)...))
	})
}

// memoID returns (*m)[id], which f gives the first time.
func memoID(m *map[int]int, id int, f func() int) int {
	if up, ok := (*m)[id]; ok {
		return up
	}
	if *m == nil {
		*m = map[int]int{}
	}
	up := f()
	(*m)[id] = up
	return up
}

// isNodeOperand reports whether operand i of node n is a node, as
// opposed to a string, a value (maybe held beside n) or null.
func (d *decoder) isNodeOperand(n *mdEntry, i int) bool {
	if vals := d.inlineVals[n]; i < len(vals) && vals[i] != nil {
		return false
	}
	e := d.md.get(n.ops[i])
	return e != nil && (e.kind == mdNode || e.kind == mdDI)
}

// operandVals returns the values held beside a node (vals, maybe nil) for
// its operands idx, or nil when it holds none of them.
func operandVals(vals []*value, idx ...int) []*value {
	var out []*value
	for k, i := range idx {
		if i < len(vals) && vals[i] != nil {
			if out == nil {
				out = make([]*value, len(idx))
			}
			out[k] = vals[i]
		}
	}
	return out
}

// i64Zero returns the id of the metadata i64 0, the offset of the access
// tags upgradeTBAATag makes, added once (uniqueNode compares constants by
// value, so a node of the module holding its own i64 0 is still found).
func (d *decoder) i64Zero() int {
	if d.tbaaZero == 0 {
		i64 := &typ{kind: tInt, bits: 64}
		d.tbaaZero = d.addMD(&mdEntry{kind: mdValue, val: d.intConst(i64, 0)}) + 1
	}
	return d.tbaaZero - 1
}
