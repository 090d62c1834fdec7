package ast

import "testing"

// TestMDDefIndex looks ids up in dense and sparse numberings, with a
// duplicate (the first definition wins) and ids that are not defined.
func TestMDDefIndex(t *testing.T) {
	for _, ids := range [][]int32{
		{0, 1, 2, 5, 3, 1},
		{7, 1 << 30, 3, 7},
		{},
	} {
		m := &Module{}
		for _, id := range ids {
			m.MDDefs = append(m.MDDefs, MDDef{ID: id})
		}
		want := map[int32]int{}
		for i, id := range ids {
			if _, dup := want[id]; !dup {
				want[id] = i
			}
		}
		for _, id := range []int32{0, 1, 2, 3, 4, 5, 6, 7, 8, 1 << 30, 1<<31 - 1, -1} {
			w, ok := want[id]
			if !ok {
				w = -1
			}
			if got := m.MDDefIndex(id); got != w {
				t.Errorf("ids %v: MDDefIndex(%d) = %d, want %d", ids, id, got, w)
			}
		}
	}
}
