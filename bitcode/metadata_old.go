package bitcode

import "github.com/irmeta/irmeta/bitcode/bitstream"

// Metadata records of the releases before LLVM 3.6, when metadata nodes
// were values: an OLD_NODE lists (type, value) pairs, a metadata
// operand's value being its metadata id (no offset) and a void one null;
// an OLD_FN_NODE is a function-local node of one value. LLVM's loader
// still reads both: the first becomes a uniqued node whose value operands
// are constants as metadata, the second the value itself as metadata, or,
// when it holds anything but one non-metadata value, an empty node.
const (
	mdOldNode   = 8
	mdOldFnNode = 9
)

// readOldNode reads an OLD_NODE record into a node. Value operands are
// kept beside the node (see inlineVals): the node's operand there is -1.
func (d *decoder) readOldNode(e *bitstream.Entry) error {
	ops := e.Ops
	if len(ops)%2 == 1 {
		return d.recErr(e, "invalid OLD_NODE")
	}
	n := &mdEntry{kind: mdNode}
	var vals []*value
	for i := 0; i < len(ops); i += 2 {
		t, err := d.typeAt(ops[i])
		if err != nil {
			return err
		}
		switch t.kind {
		case tMetadata:
			n.ops = append(n.ops, d.mdID(int(ops[i+1])))
			continue
		case tVoid:
			n.ops = append(n.ops, -1)
			continue
		}
		v := d.placeholder(ops[i+1], t)
		if v == nil {
			return d.recErr(e, "invalid value reference from old metadata")
		}
		if vals == nil {
			vals = make([]*value, len(ops)/2)
		}
		vals[i/2] = v
		n.ops = append(n.ops, -1)
	}
	if len(n.ops) == 0 {
		d.addEmptyNode()
		return nil
	}
	n.distinct = selfReferring(n, d.md.len())
	if vals != nil {
		if d.inlineVals == nil {
			d.inlineVals = map[*mdEntry][]*value{}
		}
		d.inlineVals[n] = vals
	}
	d.add(n)
	return nil
}

// readOldFnNode reads an OLD_FN_NODE record: [type, value] becomes the
// value as metadata, anything else an empty node.
func (d *decoder) readOldFnNode(e *bitstream.Entry) error {
	ops := e.Ops
	if len(ops)%2 == 1 {
		return d.recErr(e, "invalid OLD_FN_NODE")
	}
	if len(ops) == 2 {
		t, err := d.typeAt(ops[0])
		if err != nil {
			return err
		}
		if t.kind != tMetadata && t.kind != tVoid {
			v := d.placeholder(ops[1], t)
			if v == nil {
				return d.recErr(e, "invalid value reference from old fn metadata")
			}
			d.add(&mdEntry{kind: mdValue, val: v})
			return nil
		}
	}
	d.addEmptyNode()
	return nil
}

// addEmptyNode adds the uniqued empty node !{} under the next id: the one
// node an earlier record made, as LLVM's nodes are uniqued.
func (d *decoder) addEmptyNode() {
	if d.emptyNode == nil {
		d.emptyNode = &mdEntry{kind: mdNode}
	}
	d.add(d.emptyNode)
}

// isLocalValueMD reports whether metadata id is a function-local value
// (an argument or an instruction as metadata).
func (d *decoder) isLocalValueMD(id int) bool {
	e := d.md.get(id)
	return e != nil && e.kind == mdValue && e.val != nil && (e.val.kind == vArg || e.val.kind == vInst)
}

// attachOldSubprograms does what LLVM's loader does with a subprogram of
// the oldest layout, which names its function: the function, if it has a
// body, gets the subprogram as its !dbg attachment (a declaration gets
// nothing).
func (d *decoder) attachOldSubprograms() {
	if len(d.spFuncs) == 0 {
		return
	}
	dbg := d.dbgKind()
	for _, p := range d.spFuncs {
		e := d.md.get(p[1])
		if e == nil || e.kind != mdValue || e.val == nil || e.val.gv == nil {
			continue
		}
		g := e.val.gv
		if g.kind != vFunction || g.proto {
			continue
		}
		var mds []attachment
		for _, a := range g.mds {
			if a.kind != dbg {
				mds = append(mds, a)
			}
		}
		g.mds = append([]attachment{{kind: dbg, md: p[0]}}, mds...)
	}
}

// upgradeCUSubprograms does what LLVM's loader does with the list of
// subprograms a compile unit of LLVM 3.x holds: each subprogram in it
// gets the unit as its unit. A list read after its unit is not seen (the
// loader looks only at nodes already read).
func (d *decoder) upgradeCUSubprograms() {
	for _, p := range d.cuSPLists {
		list := d.md.get(p[1])
		if list == nil || list.kind != mdNode {
			continue
		}
		for _, op := range list.ops {
			r := d.oldSPs[op]
			if r == nil {
				continue
			}
			r.ops[spUnitOp] = uint64(p[0]) + 1
			if sp := d.md.get(op); sp != nil {
				sp.ops[spUnitNodeOp] = p[0]
			}
		}
	}
}

// unrotateSign reads a signed value as the DI records of the layouts
// before LLVM 12 rotate it (DIEnumerator values, DISubrange lower
// bounds): a negative v is stored as ^(v << 1), so that the smallest
// int64 fits.
func unrotateSign(u uint64) int64 {
	if u&1 != 0 {
		return ^int64(u >> 1)
	}
	return int64(u >> 1)
}

// selfReferring reports whether node n, read as metadata id, is among its
// own operands: LLVM's loader makes such a uniqued node distinct (writers
// before LLVM 3.6 wrote loop nodes so).
func selfReferring(n *mdEntry, id int) bool {
	for _, op := range n.ops {
		if op == id {
			return true
		}
	}
	return false
}
