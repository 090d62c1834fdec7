package bitcode

import "strings"

// The loop tags before LLVM 3.6 (llvm.vectorizer.*) and what LLVM's
// loader renames them to.
const (
	oldLoopPrefix = "llvm.vectorizer."
	newLoopPrefix = "llvm.loop.vectorize."
	oldLoopUnroll = "llvm.vectorizer.unroll"
	newLoopUnroll = "llvm.loop.interleave.count"
)

// upgradeLoopAttachment does what LLVM's loader does to an !llvm.loop
// attachment (upgradeInstructionLoopAttachment): a loop node with an
// operand tagged llvm.vectorizer.* is replaced by a new node whose such
// operands are new nodes with the tag renamed (the other operands, the
// loop node itself first, stay). The loader does this only in files
// with a STRING_OLD record (before LLVM 3.9) holding such a tag. The
// nodes are added after the table's, once for each node replaced.
func (d *decoder) upgradeLoopAttachment(id int) int {
	n := d.md.get(id)
	if n == nil || n.kind != mdNode {
		return id
	}
	return memoID(&d.loopUpgrades, id, func() int {
		old := false
		for _, op := range n.ops {
			old = old || d.oldLoopTag(op) != ""
		}
		if !old {
			return id
		}
		ops := make([]int, len(n.ops))
		for i, op := range n.ops {
			ops[i] = d.upgradeLoopArgument(op)
		}
		return d.addMD(d.copyNode(n, ops))
	})
}

// upgradeLoopArgument returns the node with the tag renamed that replaces
// a loop node's operand tagged llvm.vectorizer.*, or id.
func (d *decoder) upgradeLoopArgument(id int) int {
	tag := d.oldLoopTag(id)
	if tag == "" {
		return id
	}
	return memoID(&d.loopUpgrades, id, func() int {
		renamed := newLoopPrefix + strings.TrimPrefix(tag, oldLoopPrefix)
		if tag == oldLoopUnroll {
			renamed = newLoopUnroll
		}
		n := d.md.get(id)
		ops := append([]int{d.addMD(&mdEntry{kind: mdString, str: renamed})}, n.ops[1:]...)
		return d.addMD(d.copyNode(n, ops))
	})
}

// copyNode is a uniqued node with n's value operands (see inlineVals)
// and the operands ops.
func (d *decoder) copyNode(n *mdEntry, ops []int) *mdEntry {
	c := &mdEntry{kind: mdNode, ops: ops}
	if vals := d.inlineVals[n]; vals != nil {
		d.inlineVals[c] = vals
	}
	return c
}

// oldLoopTag returns the tag of a node whose first operand is a string
// starting llvm.vectorizer., or "".
func (d *decoder) oldLoopTag(id int) string {
	n := d.md.get(id)
	if n == nil || n.kind != mdNode || len(n.ops) == 0 {
		return ""
	}
	if s := d.md.get(n.ops[0]); s != nil && s.kind == mdString && strings.HasPrefix(s.str, oldLoopPrefix) {
		return s.str
	}
	return ""
}
