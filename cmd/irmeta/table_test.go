package main

import (
	"bytes"
	"fmt"
	"testing"
)

// TestTableTrimsTrailingBlanks checks the table writer: an empty last
// column leaves no padding, blanks inside lines and blank lines stay, and
// writes split anywhere give the same text.
func TestTableTrimsTrailingBlanks(t *testing.T) {
	var b bytes.Buffer
	w := newTable(&b)
	fmt.Fprintln(w, "a\tbb\tmeaning")
	fmt.Fprintln(w, "ccc\td\t")
	fmt.Fprintln(w, "e  f\t\t")
	fmt.Fprintln(w)
	fmt.Fprint(w, "g\th\t")
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	// The blank line ends a column block, as in text/tabwriter.
	want := "a     bb  meaning\nccc   d\ne  f\n\ng  h"
	if b.String() != want {
		t.Errorf("got %q, want %q", b.String(), want)
	}
	const in = "x  \ty \t\n\nz \t"
	for cut := 0; cut <= len(in); cut++ {
		var split bytes.Buffer
		tr := &trimRight{w: &split}
		tr.Write([]byte(in[:cut]))
		tr.Write([]byte(in[cut:]))
		if got := split.String(); got != "x  \ty\n\nz" {
			t.Errorf("split at %d: got %q", cut, got)
		}
	}
}
