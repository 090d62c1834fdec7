package scanner

import (
	"strings"
	"testing"
)

// TestLabelRunLinear guards against quadratic scanning, found by
// FuzzScanner stalling: a word, number or '-', '.' or '$' followed by a
// long run of label characters [-a-zA-Z$._0-9] without a ':' makes the
// scanner look ahead to the end of the run for the colon of a label, and
// then return only a short token (ident: "a", number: "1", illegal "-" or
// "."). When each of the many tokens of the run scanned the rest of it
// again, 256 KB took tens of seconds. The test counts the bytes the label
// lookaheads examine (no timing): at most longRun+1 per byte of input, as
// runs shorter than longRun may be scanned again from each of their bytes.
func TestLabelRunLinear(t *testing.T) {
	for _, pat := range []string{"a.", "a-", "-a", ".a", "1-", "i8.", "u0x1F.", "0x1.", "$a-", "%a.", "!a-"} {
		src := []byte(strings.Repeat(pat, (256<<10)/len(pat)))
		var s Scanner
		s.Init(src)
		n := 0
		for s.Next().Kind != EOF {
			n++
		}
		if n == 0 {
			t.Fatalf("%q: no tokens", pat)
		}
		if s.lookahead > (longRun+1)*len(src) {
			t.Errorf("scanning %d bytes of %q: label lookaheads examined %d bytes; the scanner is quadratic in the length of a run of label characters", len(src), pat, s.lookahead)
		}
	}
}

// TestLabelRunCacheExact checks that remembering runs changes no token:
// inputs mixing label characters, colons and spaces scan to the same
// tokens as with the memory cleared before every token.
func TestLabelRunCacheExact(t *testing.T) {
	srcs := []string{
		"a.b.c d.e: -x.y -x: 1.2.3 7: $c- $d: %a.b: .x. .x: 0x1.a: u0x1F.b:",
		"a.a.a.a:a.a.a a-a-a:",
	}
	// Deterministic pseudo-random strings over a small alphabet.
	const alpha = "a.-1:$ \"x"
	seed := uint32(1)
	for i := 0; i < 2000; i++ {
		var b strings.Builder
		for j := 0; j < 1+i%40; j++ {
			seed = seed*1664525 + 1013904223
			b.WriteByte(alpha[seed>>24%uint32(len(alpha))])
		}
		srcs = append(srcs, b.String())
	}
	for _, src := range srcs {
		var cached, fresh Scanner
		cached.Init([]byte(src))
		fresh.Init([]byte(src))
		for {
			fresh.runFrom, fresh.runEnd1 = 0, 0
			a, b := cached.Next(), fresh.Next()
			if a != b {
				t.Fatalf("%q: token %v with the run memory, %v without", src, a, b)
			}
			if a.Kind == EOF {
				break
			}
		}
	}
}
