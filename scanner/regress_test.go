package scanner

import (
	"strings"
	"testing"
	"time"
)

// TestLabelRunLinear guards against quadratic scanning, found by
// FuzzScanner stalling: a word, number or '-', '.' or '$' followed by a
// long run of label characters [-a-zA-Z$._0-9] without a ':' makes the
// scanner look ahead to the end of the run for the colon of a label, and
// then return only a short token (ident: "a", number: "1", illegal "-" or
// "."), so each of the many tokens of the run scans the rest of it again.
// 256 KB take tens of seconds that way (a 64 KB line 2.5 s, in ParseFile
// too), and a few milliseconds when each byte is looked at a bounded
// number of times.
func TestLabelRunLinear(t *testing.T) {
	for _, pat := range []string{"a.", "a-", "-a", ".a", "1-", "i8.", "u0x1F.", "0x1.", "$a-"} {
		src := []byte(strings.Repeat(pat, (256<<10)/len(pat)))
		done := make(chan int, 1)
		go func() {
			var s Scanner
			s.Init(src)
			n := 0
			for s.Next().Kind != EOF {
				n++
			}
			done <- n
		}()
		select {
		case <-done:
		case <-time.After(3 * time.Second):
			t.Fatalf("scanning %d bytes of %q takes over 3 s: the scanner is quadratic in the length of a run of label characters", len(src), pat)
		}
	}
}
