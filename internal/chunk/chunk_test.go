package chunk

import "testing"

// TestCarve checks that carved lists do not overlap, are zero, cannot grow
// into each other, and that a large request gets a slice of its own.
func TestCarve(t *testing.T) {
	var c []int
	a := Carve(&c, 3, 16)
	b := Carve(&c, 4, 16)
	for i := range a {
		a[i] = 1
	}
	for _, x := range b {
		if x != 0 {
			t.Fatalf("second list not zero: %v", b)
		}
	}
	if cap(a) != 3 || cap(b) != 4 {
		t.Errorf("capacities %d and %d, want 3 and 4", cap(a), cap(b))
	}
	_ = append(a, 9)
	if b[0] != 0 {
		t.Errorf("appending to the first list wrote into the second: %v", b)
	}
	// 7 of 16 used: a request for 4 fits, one more chunk starts after.
	Carve(&c, 4, 16)
	Carve(&c, 4, 16)
	d := Carve(&c, 2, 16)
	if len(c) != 2 || &c[0] != &d[0] {
		t.Errorf("a full chunk was not replaced: len %d", len(c))
	}
	big := Carve(&c, 5, 16)
	if len(big) != 5 || len(c) != 2 {
		t.Errorf("a large request took %d items of the chunk", len(c)-2)
	}
}
