package bitstream

import (
	"bytes"
	"math/rand"
	"testing"
)

// TestWriterRoundTrip writes blocks with unabbreviated records, local and
// BLOCKINFO abbreviations of every operand kind, and reads them back with
// the Reader.
func TestWriterRoundTrip(t *testing.T) {
	type rec struct {
		code uint64
		ops  []uint64
		blob []byte
	}
	rng := rand.New(rand.NewSource(1))
	w := NewWriter()
	w.BlockInfo(map[uint64][][]Op{9: {{Literal(7), Fixed(3), VBR(6)}}}, []uint64{9})
	w.EnterBlock(8, 3)
	var want []rec
	for i := 0; i < 200; i++ {
		ops := make([]uint64, rng.Intn(5))
		for j := range ops {
			ops[j] = rng.Uint64() >> uint(rng.Intn(64))
		}
		w.EmitRecord(uint64(i%40), ops)
		want = append(want, rec{uint64(i % 40), ops, nil})
	}
	w.EnterBlock(9, 4)
	local := w.DefineAbbrev(Fixed(5), Array(), Char6())
	blob := w.DefineAbbrev(Literal(23), VBR(4), Blob())
	if local != 5 || blob != 6 {
		t.Fatalf("abbreviation ids %d, %d; want 5, 6 (after the BLOCKINFO one)", local, blob)
	}
	w.EmitAbbrevRecord(4, 7, []uint64{5, 1 << 40}, nil)
	want = append(want, rec{7, []uint64{5, 1 << 40}, nil})
	w.EmitAbbrevRecord(local, 17, []uint64{'a', 'Z', '.', '_', '9'}, nil)
	want = append(want, rec{17, []uint64{'a', 'Z', '.', '_', '9'}, nil})
	w.EmitAbbrevRecord(blob, 23, []uint64{300}, []byte("hello\x00blob"))
	want = append(want, rec{23, []uint64{300}, []byte("hello\x00blob")})
	w.ExitBlock()
	w.EmitRecord(1, []uint64{^uint64(0)})
	want = append(want, rec{1, []uint64{^uint64(0)}, nil})
	w.ExitBlock()
	data := w.Bytes()

	r := NewReader(data)
	var got []rec
	depth := 0
	for {
		e, err := r.Next()
		if err != nil {
			t.Fatal(err)
		}
		switch e.Kind {
		case EntryEOF:
			goto done
		case EntrySubBlock:
			if err := r.EnterBlock(e.ID); err != nil {
				t.Fatal(err)
			}
			depth++
		case EntryEndBlock:
			depth--
		case EntryRecord:
			got = append(got, rec{e.ID, e.Ops, e.Blob})
		}
	}
done:
	if depth != 0 {
		t.Fatalf("depth %d at end", depth)
	}
	if len(got) != len(want) {
		t.Fatalf("read %d records, wrote %d", len(got), len(want))
	}
	for i := range want {
		g, x := got[i], want[i]
		if g.code != x.code || len(g.ops) != len(x.ops) || !bytes.Equal(g.blob, x.blob) {
			t.Fatalf("record %d: got %d %v %q, want %d %v %q", i, g.code, g.ops, g.blob, x.code, x.ops, x.blob)
		}
		for j := range x.ops {
			if g.ops[j] != x.ops[j] {
				t.Fatalf("record %d op %d: got %d, want %d", i, j, g.ops[j], x.ops[j])
			}
		}
	}
}

// TestWriterGrow: room made up front, at the start or in the middle of a
// partly written word, changes no bit of the stream.
func TestWriterGrow(t *testing.T) {
	write := func(grow bool) []byte {
		w := NewWriter()
		if grow {
			w.Grow(1 << 16)
		}
		w.EnterBlock(8, 3)
		for i := 0; i < 1000; i++ {
			w.EmitRecord(uint64(i%7), []uint64{uint64(i), uint64(i) << 20})
			if grow && i == 500 {
				w.EmitFixed(1, 3)
				w.Grow(1 << 20)
				w.EmitFixed(1, 3)
			} else if i == 500 {
				w.EmitFixed(1, 3)
				w.EmitFixed(1, 3)
			}
		}
		w.ExitBlock()
		return w.Bytes()
	}
	if a, b := write(false), write(true); !bytes.Equal(a, b) {
		t.Error("Grow changed the stream")
	}
}
