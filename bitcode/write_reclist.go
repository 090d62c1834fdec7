package bitcode

import "encoding/binary"

// A recList holds records compactly, each as the varints of its code, its
// number of operands and its operands. A function body's records are made
// before the type table, which they add to, is written, and kept until the
// body is (see encode): as []rec a module's took 32 bytes a record and 8
// an operand, besides an allocation for each record's operands, where the
// operands are mostly small numbers (relative value ids).
type recList struct{ buf []byte }

// add appends record r.
func (l *recList) add(r rec) {
	l.buf = binary.AppendUvarint(l.buf, r.code)
	l.buf = binary.AppendUvarint(l.buf, uint64(len(r.ops)))
	for _, v := range r.ops {
		l.buf = binary.AppendUvarint(l.buf, v)
	}
}

// each calls fn with the records in order. The operands are valid only
// during the call: every record is read into the same slice.
func (l *recList) each(fn func(r rec)) {
	var ops []uint64
	b := l.buf
	next := func() uint64 {
		v, n := binary.Uvarint(b)
		b = b[n:]
		return v
	}
	for len(b) > 0 {
		code, n := next(), int(next())
		ops = ops[:0]
		for i := 0; i < n; i++ {
			ops = append(ops, next())
		}
		if n == 0 {
			fn(rec{code, nil})
			continue
		}
		fn(rec{code, ops})
	}
}

// seal gives l's memory back to the scratch buffer it was built in
// (*scratch, reused for every body) and keeps a copy of exactly its size.
func (l *recList) seal(scratch *[]byte) {
	*scratch = l.buf[:0]
	l.buf = append([]byte(nil), l.buf...)
}
