package prefault

import "testing"

// TestWrite checks that prefaulting leaves buffers of every size and
// alignment usable and unchanged.
func TestWrite(t *testing.T) {
	for _, n := range []int{0, 10, minSize - 1, minSize, 3*minSize + 17} {
		b := make([]byte, n+1)
		for i := range b {
			b[i] = byte(i)
		}
		for off, s := range [][]byte{b[:n], b[1:]} {
			Write(s)
			for i := range s {
				if s[i] != byte(i+off) {
					t.Fatalf("size %d, offset %d: byte %d changed", n, off, i)
				}
			}
		}
		if n > 0 {
			b[n/2] = 1 // still writable
		}
	}
}

// TestHeap checks that the heap stays usable after Heap readies it, for
// sizes below and above the one it acts from.
func TestHeap(t *testing.T) {
	for _, n := range []int{0, minSize - 1, 3*minSize + 17} {
		Heap(n)
		b := make([]byte, n+1)
		for i := range b {
			b[i] = byte(i)
		}
		for i := range b {
			if b[i] != byte(i) {
				t.Fatalf("size %d: byte %d is %d", n, i, b[i])
			}
		}
	}
}
