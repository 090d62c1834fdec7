package main

import (
	"os"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/examples/internal/reftext"
)

// TestAgainstText checks the tool on every coreutils program and the
// clang 14/22 builds of zlib and SQLite against reftext, which reads the
// same answers from the text with regular expressions.
func TestAgainstText(t *testing.T) {
	lines := 0
	for _, path := range reftext.Files(t, testing.Short()) {
		var got strings.Builder
		if err := run(&got, path); err != nil {
			t.Fatal(err)
		}
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		want := reftext.Read(src).LoopAttrs()
		if got.String() != want {
			t.Errorf("%s: output differs from the text's answer:\n%s", path, firstDiff(got.String(), want))
		}
		lines += strings.Count(want, "\n")
	}
	if lines == 0 {
		t.Fatal("no output on the whole corpus")
	}
	t.Logf("%d lines agree", lines)
}

func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(al) && i < len(bl); i++ {
		if al[i] != bl[i] {
			return "line " + strings.Repeat("", 0) + al[i] + "\n  want " + bl[i]
		}
	}
	return "lengths differ"
}
