package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
)

// TestLowMemorySameVerdict checks that --low-memory, which gives a mapped
// file's pages back as the passes read it (the test process is always over
// its limit, so it does all the time), changes nothing in what verify
// says: the largest coreutils programs, one with a type error and one
// with a broken module flag written into it, and without -short the clang
// 14 and 22 builds of zlib and SQLite.
func TestLowMemorySameVerdict(t *testing.T) {
	root := corpus.Root(t)
	var files []string
	for _, name := range []string{"vdir.ll", "ginstall.ll", "pr.ll"} {
		files = append(files, filepath.Join(root, "coreutils", name))
	}
	src, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, bad := range []struct{ name, from, to string }{
		{"type.ll", ", align 8\n", ", align 3\n"},
		{"flag.ll", `!{i32 7, !"PIC Level", i32 2}`, `!{i32 9, !"PIC Level", i32 2}`},
	} {
		i := bytes.LastIndex(src, []byte(bad.from))
		if i < 0 {
			t.Fatalf("%s: no %q in %s", bad.name, bad.from, files[0])
		}
		text := append(append(append([]byte(nil), src[:i]...), bad.to...), src[i+len(bad.from):]...)
		p := filepath.Join(dir, bad.name)
		if err := os.WriteFile(p, text, 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, p)
	}
	if !testing.Short() {
		for _, b := range corpus.CLibBuilds {
			files = append(files, corpus.CLib(t, b))
		}
	}
	failed := 0
	for _, f := range files {
		llvm := "22"
		if strings.Contains(f, "clang14") {
			llvm = "14"
		}
		var out, lowOut, errs, lowErrs bytes.Buffer
		code := run([]string{"--llvm", llvm, "verify", "--json", f}, nil, &out, &errs)
		lowCode := run([]string{"--llvm", llvm, "--low-memory", "verify", "--json", f}, nil, &lowOut, &lowErrs)
		if code != lowCode || out.String() != lowOut.String() || errs.String() != lowErrs.String() {
			t.Errorf("%s: exit %d, with --low-memory %d\n%s\n---\n%s", f, code, lowCode, firstLines(out.Bytes(), 5), firstLines(lowOut.Bytes(), 5))
		}
		if code != 0 {
			failed++
		}
	}
	if failed != 2 {
		t.Errorf("%d of %d modules rejected, want the 2 broken ones", failed, len(files))
	}
}
