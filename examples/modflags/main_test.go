package main

import (
	"io"
	"os"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/examples/internal/reftext"
)

// TestAgainstText runs the tool on every coreutils program and the clang
// 14/22 builds of zlib and SQLite and compares with reftext.
func TestAgainstText(t *testing.T) {
	flags := 0
	for _, path := range reftext.Files(t, testing.Short()) {
		got := capture(t, path)
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		want := reftext.Read(src).ModuleFlags()
		if got != want {
			t.Errorf("%s: got\n%s\nwant\n%s", path, got, want)
		}
		flags += strings.Count(want, "\n")
	}
	if flags == 0 {
		t.Fatal("no module flags on the whole corpus")
	}
	t.Logf("%d flags agree", flags)
}

// capture runs main on path and returns what it printed.
func capture(t *testing.T, path string) string {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, args := os.Stdout, os.Args
	os.Stdout, os.Args = w, []string{"modflags", path}
	done := make(chan string)
	go func() {
		b, _ := io.ReadAll(r)
		done <- string(b)
	}()
	main()
	w.Close()
	os.Stdout, os.Args = stdout, args
	return <-done
}
