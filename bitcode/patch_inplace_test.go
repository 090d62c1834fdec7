package bitcode

import (
	"testing"

	"github.com/irmeta/irmeta/bitcode/bitstream"
)

// patchInPlace rewrites operands of unabbreviated records of bc in
// place, where edit returns new operands (nil: the record stays): each
// new value must take as many VBR6 chunks as the old, so every recorded
// position (function bodies, the symbol table's offset, a metadata index)
// stays valid, which a copy by transcode would not keep. It returns the
// patched copy and how many records it rewrote.
func patchInPlace(t *testing.T, bc []byte, edit func(block, code uint64, ops []uint64) []uint64) ([]byte, int) {
	t.Helper()
	out := append([]byte(nil), bc...)
	body, err := stripWrapper(out)
	if err != nil {
		t.Fatal(err)
	}
	r := bitstream.NewReader(body)
	var blocks []uint64
	n := 0
	for {
		e, err := r.Next()
		if err != nil {
			t.Fatal(err)
		}
		switch e.Kind {
		case bitstream.EntryEOF:
			return out, n
		case bitstream.EntrySubBlock:
			if err := r.EnterBlock(e.ID); err != nil {
				t.Fatal(err)
			}
			blocks = append(blocks, e.ID)
		case bitstream.EntryEndBlock:
			blocks = blocks[:len(blocks)-1]
		case bitstream.EntryRecord:
			if e.Abbrev != 3 {
				continue
			}
			ops := edit(blocks[len(blocks)-1], e.ID, append([]uint64(nil), e.Ops...))
			if ops == nil {
				continue
			}
			if len(ops) != len(e.Ops) {
				t.Fatalf("record %d: %d operands for %d", e.ID, len(ops), len(e.Ops))
			}
			pos := firstOpBit(t, body, e)
			for i, v := range ops {
				if vbr6Chunks(v) != vbr6Chunks(e.Ops[i]) {
					t.Fatalf("record %d, operand %d: %d and %d differ in length", e.ID, i, v, e.Ops[i])
				}
				writeVBR6(t, body, pos, v)
				pos += 6 * uint64(vbr6Chunks(v))
			}
			n++
		}
	}
}

// firstOpBit finds the bit position of the first operand of the
// unabbreviated record e: after the abbreviation id (of the block's
// width, 2 to 6 bits, found as the one after which the code and the
// operand count read back), the code and the count.
func firstOpBit(t *testing.T, body []byte, e bitstream.Entry) uint64 {
	t.Helper()
	for w := uint(2); w <= 6; w++ {
		r := bitstream.NewReader(body)
		if r.Seek(e.BitPos) != nil {
			break
		}
		id, err1 := r.ReadFixed(w)
		code, err2 := r.ReadVBR(6)
		count, err3 := r.ReadVBR(6)
		if err1 == nil && err2 == nil && err3 == nil && id == 3 && code == e.ID && count == uint64(len(e.Ops)) {
			return r.BitPos()
		}
	}
	t.Fatalf("record %d at bit %d: no operands found", e.ID, e.BitPos)
	return 0
}

func vbr6Chunks(v uint64) int {
	n := 1
	for ; v >= 32; v >>= 5 {
		n++
	}
	return n
}

// writeVBR6 writes v as VBR6 at bit pos of body.
func writeVBR6(t *testing.T, body []byte, pos, v uint64) {
	t.Helper()
	for {
		c := v & 31
		v >>= 5
		if v != 0 {
			c |= 32
		}
		for i := uint64(0); i < 6; i++ {
			b := pos + i
			if b/8 >= uint64(len(body)) {
				t.Fatal("operand past the end")
			}
			if c>>i&1 != 0 {
				body[b/8] |= 1 << (b % 8)
			} else {
				body[b/8] &^= 1 << (b % 8)
			}
		}
		pos += 6
		if v == 0 {
			return
		}
	}
}
