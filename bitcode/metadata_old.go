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
	d.add(&mdEntry{kind: mdNode})
	return nil
}
