package ast

import (
	"bytes"
	"math/rand"
	"testing"

	"github.com/irmeta/irmeta/token"
)

// countingPager records what it is told.
type countingPager struct {
	calls, bytes int
}

func (p *countingPager) Advance(n int) {
	p.calls++
	p.bytes += n
}

// TestIndexIn checks that IndexIn finds what bytes.Index finds, across its
// windows' edges, and tells the pager about the text it read.
func TestIndexIn(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	src := make([]byte, 3*indexWindow+777)
	for i := range src {
		src[i] = "abc\n"[rng.Intn(4)]
	}
	seps := [][]byte{[]byte("needle"), []byte("n"), []byte("abcabcabcabcx")}
	// Needles on both sides of every window edge, and none at all.
	for _, at := range []int{-1, 5, indexWindow - 3, indexWindow - 1, indexWindow, 2*indexWindow - 6, len(src) - 6} {
		for _, sep := range seps {
			text := append([]byte(nil), src...)
			if at >= 0 && at+len(sep) <= len(text) {
				copy(text[at:], sep)
			}
			p := &countingPager{}
			m := &Module{Src: text, Pager: p}
			for _, from := range []int{0, 1, indexWindow / 2} {
				want := bytes.Index(text[from:], sep)
				if got := m.IndexIn(text[from:], sep); got != want {
					t.Errorf("needle %q at %d, from %d: IndexIn %d, bytes.Index %d", sep, at, from, got, want)
				}
			}
			if p.calls == 0 || p.bytes == 0 {
				t.Errorf("needle %q at %d: the pager heard nothing", sep, at)
			}
			if plain := (&Module{Src: text}).IndexIn(text, sep); plain != bytes.Index(text, sep) {
				t.Errorf("without a pager: %d", plain)
			}
		}
	}
}

// TestTextCursor checks that a cursor counts reads far apart as
// FaultAround each and reads side by side as their distance, telling the
// pager in steps of cursorStep.
func TestTextCursor(t *testing.T) {
	p := &countingPager{}
	m := &Module{Pager: p}
	var c TextCursor
	// 16 reads of 100 bytes, 1 MB apart: each but the first (where the
	// cursor starts) counts FaultAround + 100.
	for i := 0; i < 16; i++ {
		c.Read(m, Span{Start: token.Pos(i << 20), End: token.Pos(i<<20 + 100)})
	}
	if want := 100 + 15*(FaultAround+100); p.bytes+c.pending != want {
		t.Errorf("far reads: counted %d, want %d", p.bytes+c.pending, want)
	}
	if p.calls == 0 || p.calls*cursorStep > p.bytes+cursorStep {
		t.Errorf("far reads: %d calls for %d bytes", p.calls, p.bytes)
	}
	// Reads side by side count what they cover.
	p2 := &countingPager{}
	m2 := &Module{Pager: p2}
	var c2 TextCursor
	c2.last = 1000
	reads := 0
	for at := 1000; at < 1000+4*cursorStep; at += 100 {
		c2.Read(m2, Span{Start: token.Pos(at), End: token.Pos(at + 100)})
		reads++
	}
	if got := p2.bytes + c2.pending; got != 100*reads {
		t.Errorf("side by side: counted %d, want %d", got, 100*reads)
	}
	if p2.calls != 4 && p2.calls != 3 {
		t.Errorf("side by side: %d calls of the pager, want about 4", p2.calls)
	}
	// No pager: nothing counted, no panic.
	var c3 TextCursor
	c3.Read(&Module{}, Span{Start: 5, End: 10})
}
