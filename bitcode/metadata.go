package bitcode

import (
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/bitcode/bitstream"
)

type mdKind uint8

const (
	mdString mdKind = iota
	mdNode
	mdValue
	mdDI
	mdExpr    // DIExpression: printed inline, never numbered
	mdArgList // DIArgList: printed inline
	mdNull
)

// An mdEntry is one metadata id: a string, a node, a value or a DI node.
type mdEntry struct {
	kind     mdKind
	distinct bool
	code     uint8  // a DI node's record code (METADATA_*)
	slot     int32  // number + 1 once numbered (0: not numbered)
	ops      []int  // operands in LLVM's operand order (-1: null); numbering walks them
	str      string // a string's text; a DIExpression's value when it is a signed constant (signedConstant)
	val      *value
	print    func(b []byte) []byte // appends a DI node or expression
	loc      *dbgLoc               // a DILocation's fields (printed from them)
}

type mdTable struct {
	entries []*mdEntry
	// order holds the numbered nodes in slot order, in chunks of
	// orderChunk: a metadata id (>= 0), or -r for the location record
	// locRef(r) (locations met only in DEBUG_LOC records have no id).
	order    [][]int32
	numbered int
}

// orderChunk is the length of the chunks of mdTable.order: a -g module
// numbers some 300,000 nodes, and one slice of them would be copied at
// every growth.
const orderChunk = 1 << 14

// number gives the node ref (see order) the next number, stored in *slot.
func (t *mdTable) number(slot *int32, ref int32) {
	t.numbered++
	*slot = int32(t.numbered)
	if n := len(t.order); n == 0 || len(t.order[n-1]) == orderChunk {
		t.order = append(t.order, make([]int32, 0, orderChunk))
	}
	last := &t.order[len(t.order)-1]
	*last = append(*last, ref)
}

func newMDTable() *mdTable { return &mdTable{} }

// slotOf returns a node's number.
func (t *mdTable) slotOf(e *mdEntry) (int, bool) { return int(e.slot) - 1, e.slot > 0 }

func (t *mdTable) len() int { return len(t.entries) }

func (t *mdTable) get(id int) *mdEntry {
	if id < 0 || id >= len(t.entries) {
		return nil
	}
	return t.entries[id]
}

// slot numbers a node and, depth first, the nodes it refers to
// (SlotTracker::CreateMetadataSlot).
func (d *decoder) slot(id int) {
	e := d.md.get(id)
	if e == nil || (e.kind != mdNode && e.kind != mdDI) {
		return
	}
	if e.slot > 0 {
		return
	}
	d.md.number(&e.slot, int32(id))
	for _, op := range e.ops {
		d.slot(op)
	}
}

// mdRef spells a metadata operand inside a node or debug record.
func (d *decoder) mdRef(id int) string {
	if id < 0 {
		return "null"
	}
	e := d.md.get(id)
	if e == nil {
		return "<badref>"
	}
	switch e.kind {
	case mdString:
		return `!"` + d.st.escaped(e.str) + `"`
	case mdValue:
		if e.val == nil {
			return "<badref>"
		}
		return d.typedOperand(e.val)
	case mdExpr, mdArgList:
		return string(e.print(nil))
	case mdNull:
		return "null"
	}
	if s, ok := d.md.slotOf(e); ok {
		return "!" + strconv.Itoa(s)
	}
	return "<badref>"
}

// appendMDRef appends mdRef(id) to b.
func (d *decoder) appendMDRef(b []byte, id int) []byte {
	if id < 0 {
		return append(b, "null"...)
	}
	if e := d.md.get(id); e != nil {
		if (e.kind == mdNode || e.kind == mdDI) && e.slot > 0 {
			b = append(b, '!')
			return strconv.AppendInt(b, int64(e.slot-1), 10)
		}
		if e.kind == mdExpr || e.kind == mdArgList {
			return e.print(b)
		}
	}
	return append(b, d.mdRef(id)...)
}

// mdInline is mdRef for the location operand of debug records.
func (d *decoder) mdInline(id int) string { return d.mdRef(id) }

// mdOperand spells a metadata call argument (after "metadata ").
func (d *decoder) mdOperand(id int) string { return d.mdRef(id) }

// mdID maps a metadata id of the block being read to the table: the ids of
// function-level metadata restart after the module's for every function,
// but their nodes live on (numbered and printed at the end), so each
// function's are appended after the previous ones.
func (d *decoder) mdID(x int) int { return mapID(x, d.mdShift, d.mdModule) }

// mapID is mdID with the shift and module metadata count given.
func mapID(x, shift, module int) int {
	if x < 0 || shift == 0 || module < 0 || x < module {
		return x
	}
	return x + shift
}

func (d *decoder) mdString(id int) string {
	e := d.md.get(id)
	if e == nil || e.kind != mdString {
		return ""
	}
	return e.str
}

func (d *decoder) readMDKinds() error {
	return d.eachRecord(func(e *bitstream.Entry) error {
		if e.ID == 6 && len(e.Ops) > 0 {
			d.mdKinds[e.Ops[0]] = bitstream.String(e.Ops[1:])
		}
		return nil
	})
}

func (d *decoder) add(e *mdEntry) { d.md.entries = append(d.md.entries, e) }

func (d *decoder) readMetadata(f *function) error {
	var pendingName string
	// Only DI records keep their operands (diRecord copies them).
	err := d.eachSharedRecord(func(e *bitstream.Entry) error {
		ops := e.Ops
		switch e.ID {
		case 35: // STRINGS [count, offset] blob
			if len(ops) < 2 {
				return d.recErr(e, "short METADATA_STRINGS")
			}
			if err := d.readStrings(ops[0], ops[1], e.Blob); err != nil {
				return d.recErr(e, "%v", err)
			}
		case 1: // STRING_OLD
			str := bitstream.String(ops)
			// LLVM's loader upgrades !llvm.loop only in files with such
			// strings (see upgradeLoopAttachment)
			d.sawOldLoopTags = d.sawOldLoopTags || strings.HasPrefix(str, oldLoopPrefix)
			d.add(&mdEntry{kind: mdString, str: str})
		case 4: // NAME
			pendingName = bitstream.String(ops)
		case 10: // NAMED_NODE
			n := namedMD{name: pendingName}
			for _, x := range ops {
				n.ops = append(n.ops, int(x))
			}
			d.named = append(d.named, n)
		case 6: // KIND
			if len(ops) > 0 {
				d.mdKinds[ops[0]] = bitstream.String(ops[1:])
			}
		case 2: // VALUE [ty, val]
			if len(ops) < 2 {
				return d.recErr(e, "short METADATA_VALUE")
			}
			t, err := d.typeAt(ops[0])
			if err != nil {
				return err
			}
			var v *value
			if ops[1] < uint64(len(d.vals)) && d.vals[ops[1]] != nil {
				v = d.vals[ops[1]]
			} else {
				v = d.placeholder(ops[1], t)
			}
			d.add(&mdEntry{kind: mdValue, val: v})
		case 3, 5: // NODE, DISTINCT_NODE
			n := &mdEntry{kind: mdNode, distinct: e.ID == 5}
			for _, x := range ops {
				n.ops = append(n.ops, d.mdID(int(x)-1))
			}
			if e.ID == 3 && len(ops) == 0 && d.emptyNode == nil {
				d.emptyNode = n // what old records' !{} are (see addEmptyNode)
			}
			n.distinct = n.distinct || selfReferring(n, d.md.len())
			d.add(n)
		case 36: // GLOBAL_DECL_ATTACHMENT [valueid, (kind, md)*]
			if len(ops) < 1 || len(ops)%2 != 1 {
				return d.recErr(e, "invalid GLOBAL_DECL_ATTACHMENT")
			}
			v := d.val(ops[0])
			if v == nil || v.gv == nil {
				return d.recErr(e, "attachment to a non-global")
			}
			for i := 1; i+1 < len(ops); i += 2 {
				v.gv.mds = append(v.gv.mds, attachment{kind: ops[i], md: int(ops[i+1])})
			}
		case mdOldNode:
			return d.readOldNode(e)
		case mdOldFnNode:
			return d.readOldFnNode(e)
		case 38, 39: // INDEX_OFFSET, INDEX
		case 46: // ARG_LIST
			n := &mdEntry{kind: mdArgList}
			ids := make([]int, len(ops))
			for i, x := range ops {
				ids[i] = d.mdID(int(x))
			}
			n.print = func(b []byte) []byte {
				b = append(b, "!DIArgList("...)
				for i, x := range ids {
					if i > 0 {
						b = append(b, ", "...)
					}
					b = d.appendMDRef(b, x)
				}
				return append(b, ')')
			}
			d.add(n)
		default:
			n, err := d.diRecord(e)
			if err != nil {
				return err
			}
			n.code = uint8(e.ID)
			if op := d.pendingOldGV; op != nil {
				d.pendingOldGV = nil
				n = d.noteOldGlobalVar(d.md.len(), n, *op)
			}
			d.add(n)
			if n.loc != nil && !n.distinct {
				d.locPut(locRef(-d.md.len()))
			}
		}
		return nil
	})
	if err == nil {
		d.settleTypeRefs(f == nil)
	}
	return err
}

// readStrings splits METADATA_STRINGS: count lengths (VBR6 in a bitstream
// at the start of the blob), then the characters at offset.
func (d *decoder) readStrings(count, offset uint64, blob []byte) error {
	if offset > uint64(len(blob)) {
		return errShort
	}
	r := bitstream.NewReader(blob[:offset])
	chars := blob[offset:]
	pos := uint64(0)
	for i := uint64(0); i < count; i++ {
		n, err := r.ReadVBR(6)
		if err != nil {
			return err
		}
		if pos+n > uint64(len(chars)) {
			return errShort
		}
		d.add(&mdEntry{kind: mdString, str: string(chars[pos : pos+n])})
		pos += n
	}
	return nil
}

func (d *decoder) readAttachments(f *function) error {
	return d.eachRecord(func(e *bitstream.Entry) error {
		if e.ID != 11 {
			return nil
		}
		ops := e.Ops
		var list []attachment
		start := 0
		if len(ops)%2 == 1 {
			start = 1
		}
		for i := start; i+1 < len(ops); i += 2 {
			md := d.mdID(int(ops[i+1]))
			if start == 1 && d.isLocalValueMD(md) {
				// a function-local value (LLVM 3.5 and before): LLVM's
				// loader drops it and the rest of the record
				break
			}
			if start == 1 && d.sawOldLoopTags && d.mdKinds[ops[i]] == "llvm.loop" {
				md = d.upgradeLoopAttachment(md)
			}
			if start == 1 && d.mdKinds[ops[i]] == "tbaa" {
				md = d.upgradeTBAATag(md)
			}
			list = append(list, attachment{kind: ops[i], md: md})
		}
		if start == 0 {
			f.g.mds = append(f.g.mds, list...)
			return nil
		}
		in := f.instAt(int(ops[0]))
		if in == nil {
			return d.recErr(e, "attachment to instruction %d of %d", ops[0], f.count())
		}
		x := in.mx()
		x.attach = append(x.attach, list...)
		return nil
	})
}

func (f *function) count() int {
	n := 0
	for _, b := range f.blocks {
		n += len(b.insts)
	}
	return n
}

func (f *function) instAt(i int) *inst {
	for _, b := range f.blocks {
		if i < len(b.insts) {
			return b.insts[i]
		}
		i -= len(b.insts)
	}
	return nil
}

// appendNode appends a numbered node's definition (after "!N = ").
func (d *decoder) appendNode(b []byte, e *mdEntry) []byte {
	if e.distinct {
		b = append(b, "distinct "...)
	}
	if e.loc != nil {
		return d.appendLoc(b, e.loc)
	}
	if e.kind == mdDI {
		return e.print(b)
	}
	b = append(b, "!{"...)
	var vals []*value
	if d.inlineVals != nil {
		vals = d.inlineVals[e]
	}
	for i, op := range e.ops {
		if i > 0 {
			b = append(b, ", "...)
		}
		if vals != nil && vals[i] != nil {
			b = append(b, d.typedOperand(vals[i])...)
			continue
		}
		b = d.appendMDRef(b, op)
	}
	return append(b, '}')
}

// metadataName spells a metadata identifier (kinds, named metadata).
func metadataName(s string) string { return string(appendMetadataName(nil, s)) }

// appendMetadataName appends metadataName(s) to b.
func appendMetadataName(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		ok := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '-' || c == '$' || c == '.' || c == '_' || (i > 0 && c >= '0' && c <= '9')
		if ok {
			b = append(b, c)
		} else {
			b = append(b, '\\', hexUpper[c>>4], hexUpper[c&15])
		}
	}
	return b
}
