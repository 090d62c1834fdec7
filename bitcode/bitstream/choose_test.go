package bitstream

import (
	"math/rand"
	"slices"
	"testing"
)

// TestRecordChoosesAbbreviations writes random records with Record, under
// BLOCKINFO and local abbreviations of every scalar kind, and reads them
// back: every record must read as written, the records that fit an
// abbreviation must have used one, and the others none.
func TestRecordChoosesAbbreviations(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	abbrevs := [][]Op{
		{Literal(3), Fixed(1), VBR(6), Fixed(4)},
		{Literal(3), Array(), VBR(6)},
		{Literal(5)},
		{Literal(6), Array(), Char6()},
		{Literal(6), Array(), Fixed(7)},
		{Literal(8), Literal(2), VBR(4)},
	}
	w := NewWriter()
	w.BlockInfo(map[uint64][][]Op{12: abbrevs[:3]}, []uint64{12})
	w.EnterBlock(12, 4)
	for _, a := range abbrevs[3:] {
		w.DefineAbbrev(a...)
	}
	type rec struct {
		code uint64
		ops  []uint64
	}
	var want []rec
	abbreviated := 0
	for i := 0; i < 2000; i++ {
		code := []uint64{3, 5, 6, 8, 9}[rng.Intn(5)]
		ops := make([]uint64, rng.Intn(5))
		for j := range ops {
			switch rng.Intn(3) {
			case 0:
				ops[j] = uint64(rng.Intn(3))
			case 1:
				const chars = "azAZ09._-~ \x80"
				ops[j] = uint64(chars[rng.Intn(len(chars))])
			default:
				ops[j] = rng.Uint64() >> uint(rng.Intn(64))
			}
		}
		for _, a := range abbrevs {
			if a[0].value == code && fits(a, ops) {
				abbreviated++
				break
			}
		}
		w.Record(code, ops)
		want = append(want, rec{code, ops})
	}
	w.ExitBlock()
	r := NewReader(w.Bytes())
	var got []rec
	usedAbbrev := 0
	for {
		e, err := r.Next()
		if err != nil {
			t.Fatal(err)
		}
		if e.Kind == EntryEOF {
			break
		}
		switch e.Kind {
		case EntrySubBlock:
			if err := r.EnterBlock(e.ID); err != nil {
				t.Fatal(err)
			}
		case EntryRecord:
			got = append(got, rec{e.ID, e.Ops})
			if e.Abbrev >= 4 {
				usedAbbrev++
			}
		}
	}
	if len(got) != len(want) {
		t.Fatalf("read %d records, wrote %d", len(got), len(want))
	}
	for i := range want {
		if got[i].code != want[i].code || !slices.Equal(got[i].ops, want[i].ops) {
			t.Fatalf("record %d: read %d %v, wrote %d %v", i, got[i].code, got[i].ops, want[i].code, want[i].ops)
		}
	}
	if usedAbbrev != abbreviated || abbreviated < 300 {
		t.Errorf("%d records read abbreviated, %d fit an abbreviation", usedAbbrev, abbreviated)
	}
}
