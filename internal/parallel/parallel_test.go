package parallel

import (
	"sync/atomic"
	"testing"
)

// TestFor checks that every index is visited exactly once, whatever the
// number of workers, and that For returns only after the last call.
func TestFor(t *testing.T) {
	for _, workers := range []int{0, 1, 2, 7} {
		for _, n := range []int{0, 1, 5, 100} {
			seen := make([]atomic.Int32, n)
			var calls atomic.Int32
			For(n, workers, func(i int) {
				seen[i].Add(1)
				calls.Add(1)
			})
			if got := int(calls.Load()); got != n {
				t.Errorf("For(%d, %d): %d calls, want %d", n, workers, got, n)
			}
			for i := range seen {
				if c := seen[i].Load(); c != 1 {
					t.Errorf("For(%d, %d): index %d visited %d times", n, workers, i, c)
				}
			}
		}
	}
}
