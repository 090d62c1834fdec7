package bitcode

import "github.com/irmeta/irmeta/bitcode/bitstream"

// typeRef returns type id, creating a placeholder identified struct for a
// forward reference (only structs may be referenced before they are defined).
func (d *decoder) typeRef(id uint64) (*typ, error) {
	if id >= uint64(len(d.types)) {
		return nil, d.errf("invalid type id %d", id)
	}
	if d.types[id] == nil {
		d.types[id] = &typ{kind: tStruct, ident: true, opaque: true, num: -1}
	}
	return d.types[id], nil
}

func (d *decoder) readTypes() error {
	var pendingName string
	next := 0
	define := func(t *typ) error {
		if next >= len(d.types) {
			return d.errf("more types than NUMENTRY announced")
		}
		t.st = d.st
		if old := d.types[next]; old != nil {
			// A forward reference made a placeholder identified struct:
			// as in LLVM's reader, only an identified struct may fill it.
			// Any other type there could contain itself ("[1 x T]" with T
			// its own id), and printing or sizing it would never end.
			if t.kind != tStruct || !t.ident {
				return d.errf("invalid type table: only named structs can be forward referenced (type %d)", next)
			}
			*old = *t
		} else {
			d.types[next] = t
		}
		next++
		return nil
	}
	err := d.eachRecord(func(e *bitstream.Entry) error {
		ops := e.Ops
		need := func(n int) error {
			if len(ops) < n {
				return d.recErr(e, "short type record")
			}
			return nil
		}
		var t *typ
		switch e.ID {
		case 1: // NUMENTRY
			if err := need(1); err != nil {
				return err
			}
			if ops[0] > 1<<24 {
				return d.recErr(e, "type table of %d entries", ops[0])
			}
			d.types = make([]*typ, ops[0])
			return nil
		case 2:
			t = &typ{kind: tVoid}
		case 3:
			t = &typ{kind: tFloat}
		case 4:
			t = &typ{kind: tDouble}
		case 5:
			t = &typ{kind: tLabel}
		case 10:
			t = &typ{kind: tHalf}
		case 23:
			t = &typ{kind: tBFloat}
		case 13:
			t = &typ{kind: tX86FP80}
		case 14:
			t = &typ{kind: tFP128}
		case 15:
			t = &typ{kind: tPPCFP128}
		case 16:
			t = &typ{kind: tMetadata}
		case 17:
			t = &typ{kind: tX86MMX}
		case 24:
			t = &typ{kind: tX86AMX}
		case 22:
			t = &typ{kind: tToken}
		case 7, 27:
			if err := need(1); err != nil {
				return err
			}
			if ops[0] < 1 || ops[0] > 1<<23 {
				return d.recErr(e, "invalid integer width %d", ops[0])
			}
			t = &typ{kind: tInt, bits: ops[0]}
			if e.ID == 27 {
				t.kind = tByte
			}
		case 8:
			if err := need(1); err != nil {
				return err
			}
			el, err := d.typeRef(ops[0])
			if err != nil {
				return err
			}
			t = &typ{kind: tPtr, elem: el, bits: opt(ops, 1)}
		case 25:
			t = &typ{kind: tPtr, bits: opt(ops, 0)}
			d.opaque = true
		case 9, 21:
			// FUNCTION_OLD: [vararg, attrid, retty, params]; FUNCTION: [vararg, retty, params]
			skip := 1
			if e.ID == 9 {
				skip = 2
			}
			if err := need(skip + 1); err != nil {
				return err
			}
			t = &typ{kind: tFunc, vararg: ops[0] != 0}
			for _, id := range ops[skip:] {
				x, err := d.typeRef(id)
				if err != nil {
					return err
				}
				t.elems = append(t.elems, x)
			}
		case 11, 12:
			if err := need(2); err != nil {
				return err
			}
			el, err := d.typeRef(ops[1])
			if err != nil {
				return err
			}
			t = &typ{kind: tArray, n: ops[0], elem: el}
			if e.ID == 12 {
				t.kind = tVector
				t.scalable = opt(ops, 2) != 0
			}
		case 18, 20:
			if err := need(1); err != nil {
				return err
			}
			t = &typ{kind: tStruct, packed: ops[0] != 0, num: -1}
			for _, id := range ops[1:] {
				x, err := d.typeRef(id)
				if err != nil {
					return err
				}
				t.elems = append(t.elems, x)
			}
			if e.ID == 20 {
				t.ident, t.name = true, pendingName
				pendingName = ""
			}
		case 19:
			pendingName = bitstream.String(ops)
			return nil
		case 6:
			t = &typ{kind: tStruct, ident: true, opaque: true, name: pendingName, num: -1}
			pendingName = ""
		case 26:
			if err := need(1); err != nil {
				return err
			}
			nt := ops[0]
			if uint64(len(ops)) < 1+nt {
				return d.recErr(e, "short target type record")
			}
			t = &typ{kind: tTarget, name: pendingName}
			pendingName = ""
			for _, id := range ops[1 : 1+nt] {
				x, err := d.typeRef(id)
				if err != nil {
					return err
				}
				t.elems = append(t.elems, x)
			}
			t.ints = append(t.ints, ops[1+nt:]...)
		default:
			return d.unsupported(e, "type")
		}
		if err := define(t); err != nil {
			return err
		}
		return nil
	})
	if err != nil {
		return err
	}
	if next != len(d.types) {
		return d.errf("type table has %d of %d entries", next, len(d.types))
	}
	// provisional numbers for unnamed structs (writeTypes renumbers them in
	// the order the printer meets them)
	n := 0
	for _, t := range d.types {
		if t.kind == tStruct && t.ident && t.name == "" {
			t.num = n
			n++
		}
	}
	return nil
}
