package bitcode

import (
	"math"
	"reflect"
	"testing"
)

// TestRecListRoundTrip: records read back from a recList as they were
// added, operand-less ones with nil operands, large operands (wrapped
// relative ids, 64-bit constants) whole.
func TestRecListRoundTrip(t *testing.T) {
	in := []rec{
		{2, []uint64{1, 2, 15}},
		{fncDebugLocAgain, nil},
		{34, []uint64{math.MaxUint32, 0, math.MaxUint64, 1 << 40}},
		{1 << 20, []uint64{127, 128, 16383, 16384}},
	}
	var l recList
	for _, r := range in {
		l.add(r)
	}
	var scratch []byte
	l.seal(&scratch)
	var out []rec
	l.each(func(r rec) { out = append(out, rec{r.code, append([]uint64(nil), r.ops...)}) })
	if !reflect.DeepEqual(out, in) {
		t.Errorf("read back %v, want %v", out, in)
	}
	if cap(scratch) == 0 {
		t.Error("seal gave no memory back to the scratch buffer")
	}
}

// TestLocRoundTrip: a location's fields and handles (null, strings, module
// nodes, function-local entries) read back as they were kept.
func TestLocRoundTrip(t *testing.T) {
	locs := []wDbgLoc{
		{line: 12, col: 3, scope: 7, inlinedAt: mdNullHandle},
		{line: math.MaxUint32, col: math.MaxUint16, group: math.MaxUint64, rank: 255, scope: strHandle(0), inlinedAt: localBase + 5, implicit: true},
		{scope: 0, inlinedAt: strHandle(1 << 30)},
	}
	var b []byte
	for i := range locs {
		b = appendLoc(b, int32(i*1000), &locs[i])
	}
	for i := range locs {
		idx, l, rest := readLoc(b)
		if idx != int32(i*1000) || l != locs[i] {
			t.Errorf("location %d read back as %d %+v, want %+v", i, idx, l, locs[i])
		}
		b = rest
	}
	if len(b) != 0 {
		t.Errorf("%d bytes left", len(b))
	}
}
