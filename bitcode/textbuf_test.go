package bitcode

import (
	"bytes"
	"fmt"
	"testing"
)

// Texts stored past the first chunk are spilled and read back unchanged,
// and the store keeps one chunk in memory however many it has filled.
func TestTextStoreSpills(t *testing.T) {
	var s textStore
	defer s.release()
	var refs []textRef
	var want [][]byte
	total := 0
	for i := 0; total < 3*textChunk+textChunk/2; i++ {
		b := s.tail()
		n := 1 + i*7919%100000
		if i%50 == 0 {
			n = textChunk + 123 // longer than a chunk: an array of its own
		}
		for len(b) < n {
			b = fmt.Appendf(b, "%d;", i)
		}
		want = append(want, append([]byte(nil), b...))
		refs = append(refs, s.commit(b))
		total += len(b)
		inMemory := 0
		for _, c := range s.chunks {
			if c != nil {
				inMemory++
			}
		}
		if inMemory > 2 {
			t.Fatalf("after %d texts, %d chunks in memory", i+1, inMemory)
		}
	}
	if s.spill == nil {
		t.Fatal("nothing was spilled")
	}
	var out bytes.Buffer
	for i, r := range refs {
		out.Reset()
		s.writeTo(&out, r)
		if !bytes.Equal(out.Bytes(), want[i]) {
			t.Fatalf("text %d: read back %d bytes, stored %d", i, out.Len(), len(want[i]))
		}
	}
	s.reset()
	if s.spillEnd != 0 || len(s.chunks) > 1 {
		t.Errorf("reset kept %d chunks and %d spilled bytes", len(s.chunks), s.spillEnd)
	}
	r := s.commit(append(s.tail(), "again"...))
	out.Reset()
	s.writeTo(&out, r)
	if out.String() != "again" {
		t.Errorf("after reset: %q", out.String())
	}
}
