package bitstream

// char6Code is each byte's char6 code, -1 for bytes that have none.
var char6Code = func() (t [256]int8) {
	for i := range t {
		t[i] = -1
	}
	for i := 0; i < len(char6); i++ {
		t[char6[i]] = int8(i)
	}
	return t
}()

// Record writes a record with the first abbreviation in effect that
// writes its code (as a literal first operand) and can hold its operands,
// or unabbreviated when none can. An abbreviation is only an encoding: a
// record read back through it has the same operands, so the choice is
// free; callers list the abbreviations that save the most first.
func (w *Writer) Record(code uint64, ops []uint64) {
	if w.byCode == nil {
		w.indexAbbrevs()
	}
	for _, id := range w.byCode[code] {
		if fits(w.abbrevs[id-4], ops) {
			w.EmitAbbrevRecord(id, code, ops, nil)
			return
		}
	}
	w.EmitRecord(code, ops)
}

// indexAbbrevs lists the abbreviations in effect that Record may use by
// their code: those whose first operand is a literal and that take no
// blob. A block that defined none of its own has its id's BLOCKINFO
// abbreviations, and the index is kept for every block of that id.
func (w *Writer) indexAbbrevs() {
	w.byCode = map[uint64][]uint64{}
	for i, a := range w.abbrevs {
		if len(a) == 0 || a[0].kind != opLiteral || hasBlob(a) {
			continue
		}
		w.byCode[a[0].value] = append(w.byCode[a[0].value], uint64(i+4))
	}
	if len(w.stack) == 0 {
		return
	}
	if id := w.stack[len(w.stack)-1].blockID; len(w.abbrevs) == len(w.info[id]) {
		if w.infoByCode == nil {
			w.infoByCode = map[uint64]map[uint64][]uint64{}
		}
		w.infoByCode[id] = w.byCode
	}
}

func hasBlob(a []Op) bool {
	for _, op := range a {
		if op.kind == opBlob {
			return true
		}
	}
	return false
}

// fits reports whether abbreviation a (whose first operand is the code)
// can write operands ops.
func fits(a []Op, ops []uint64) bool {
	i := 0
	for k := 1; k < len(a); k++ {
		op := a[k]
		if op.kind == opArray {
			elem := a[k+1]
			for _, v := range ops[i:] {
				if !scalarFits(elem, v) {
					return false
				}
			}
			return true
		}
		if i >= len(ops) || !scalarFits(op, ops[i]) {
			return false
		}
		i++
	}
	return i == len(ops)
}

// scalarFits reports whether v can be written as operand op.
func scalarFits(op Op, v uint64) bool {
	switch op.kind {
	case opLiteral:
		return v == op.value
	case opFixed:
		return op.value >= 64 || v < 1<<op.value
	case opVBR:
		return true
	case opChar6:
		return v < 256 && char6Code[v] >= 0
	}
	return false
}
