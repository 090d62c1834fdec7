// Package corpus locates the shared test corpus (../shared/corpus beside
// the module) for tests, and reads its index of LLVM test files.
package corpus

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// Root returns the corpus directory. It fails the test when the corpus
// cannot be found: it is always present, in CI too.
func Root(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for d := dir; ; d = filepath.Dir(d) {
		p := filepath.Join(d, "shared", "corpus")
		if st, err := os.Stat(p); err == nil && st.IsDir() {
			return p
		}
		p = filepath.Join(d, "..", "shared", "corpus")
		if st, err := os.Stat(p); err == nil && st.IsDir() {
			return filepath.Clean(p)
		}
		if filepath.Dir(d) == d {
			break
		}
	}
	t.Fatalf("shared/corpus not found above %s", dir)
	return ""
}

// An Entry is one line of llvm-test.tsv: a file of the LLVM test suite and
// LLVM 14's verdict on it.
type Entry struct {
	Path    string // relative to Root/llvm-test
	Verdict string // "ok", "ok-opaque" or "reject"
	// FirstError is llvm-as's first message for rejected files.
	FirstError string
}

// Valid reports whether LLVM 14 accepts the file (with -opaque-pointers
// for "ok-opaque").
func (e Entry) Valid() bool { return e.Verdict == "ok" || e.Verdict == "ok-opaque" }

// LLVMTest reads llvm-test.tsv.
func LLVMTest(t testing.TB) []Entry {
	t.Helper()
	f, err := os.Open(filepath.Join(Root(t), "llvm-test.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []Entry
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	first := true
	for sc.Scan() {
		if first {
			first = false
			continue // header
		}
		parts := strings.SplitN(sc.Text(), "\t", 3)
		if len(parts) < 2 {
			continue
		}
		e := Entry{Path: parts[0], Verdict: parts[1]}
		if len(parts) == 3 {
			e.FirstError = parts[2]
		}
		out = append(out, e)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(out) < 10000 {
		t.Fatalf("llvm-test.tsv has only %d entries", len(out))
	}
	return out
}

// Files lists the .ll files below Root/dir, sorted.
func Files(t testing.TB, dir string) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(filepath.Join(Root(t), dir), func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(p, ".ll") {
			out = append(out, p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(out)
	if len(out) == 0 {
		t.Fatalf("no .ll files below %s", dir)
	}
	return out
}

// A Part is one module of a file.
type Part struct {
	Name string
	Src  []byte
}

// Split returns the modules of a test file: the whole file, or, for files
// that LLVM's tests cut with split-file ("RUN: split-file %s %t" and
// ";--- name" markers), each part. Parts keep their text unchanged.
func Split(name string, src []byte) []Part {
	if !bytes.Contains(src, []byte("split-file")) || !bytes.Contains(src, []byte("\n;--- ")) {
		return []Part{{Name: name, Src: src}}
	}
	var parts []Part
	lines := bytes.SplitAfter(src, []byte("\n"))
	cur := Part{Name: name + " (prefix)"}
	for _, l := range lines {
		if bytes.HasPrefix(l, []byte(";--- ")) {
			parts = append(parts, cur)
			cur = Part{Name: name + ":" + strings.TrimSpace(string(l[5:]))}
			continue
		}
		cur.Src = append(cur.Src, l...)
	}
	return append(parts, cur)
}
