// Package corpus gives tests access to the shared test corpus: the
// directory shared/corpus found by walking up from the test's working
// directory (../shared/corpus beside the module root), and its index of LLVM
// test files, llvm-test.tsv.
//
// The corpus is always present, in CI too, so every helper fails the test
// (never skips it) when the corpus or a part of it is missing.
package corpus

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// Root returns the absolute path of the corpus directory: the first
// directory called shared/corpus in the working directory (a package
// directory when run by go test) or one of its parents. It fails the test
// when there is none.
func Root(t testing.TB) string {
	t.Helper()
	root, err := find()
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// Dir returns the corpus directory as Root does, or an error where Root
// fails the test.
func Dir() (string, error) { return find() }

// find walks up from the working directory to the first one that holds
// shared/corpus.
func find() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	dir, err = filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	for d := dir; ; {
		p := filepath.Join(d, "shared", "corpus")
		if st, err := os.Stat(p); err == nil && st.IsDir() {
			return p, nil
		}
		parent := filepath.Dir(d)
		if parent == d {
			break
		}
		d = parent
	}
	return "", &notFound{dir}
}

type notFound struct{ dir string }

func (e *notFound) Error() string {
	return "corpus: no shared/corpus directory in " + e.dir + " or above it (the corpus is required)"
}

// Verdicts of llvm-as 14 in llvm-test.tsv.
const (
	OK       = "ok"        // llvm-as 14 accepts the file
	OKOpaque = "ok-opaque" // llvm-as 14 accepts it with -opaque-pointers
	Reject   = "reject"    // llvm-as 14 rejects it
)

// An Entry is one line of llvm-test.tsv: a file of LLVM's test suite and
// llvm-as 14's verdict on it.
type Entry struct {
	// Path is the file's path relative to Root/llvm-test, with '/' as
	// separator.
	Path string
	// Verdict is OK, OKOpaque or Reject.
	Verdict string
	// FirstError is llvm-as's first message for rejected files, in the
	// form "llvm-as: FILE:LINE:COL: error: MSG" (some messages, such as
	// "LLVM ERROR: ..." lines, have no position).
	FirstError string
}

// Valid reports whether llvm-as 14 accepts the file (with -opaque-pointers
// for OKOpaque).
func (e Entry) Valid() bool { return e.Verdict == OK || e.Verdict == OKOpaque }

var errorPos = regexp.MustCompile(`:(\d+):(\d+): (?:error|warning): `)

// ErrorLine returns the line of FirstError, or 0 when the message has no
// position.
func (e Entry) ErrorLine() int {
	m := errorPos.FindStringSubmatch(e.FirstError)
	if m == nil {
		return 0
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// ErrorColumn returns the column of FirstError, or 0 when the message has
// no position.
func (e Entry) ErrorColumn() int {
	m := errorPos.FindStringSubmatch(e.FirstError)
	if m == nil {
		return 0
	}
	n, _ := strconv.Atoi(m[2])
	return n
}

// ErrorMsg returns FirstError without its "llvm-as: FILE:LINE:COL: error: "
// prefix.
func (e Entry) ErrorMsg() string {
	if loc := errorPos.FindStringIndex(e.FirstError); loc != nil {
		return e.FirstError[loc[1]:]
	}
	return strings.TrimPrefix(e.FirstError, "llvm-as: ")
}

// File returns the absolute path of the entry's file below root (as
// returned by Root).
func (e Entry) File(root string) string {
	return filepath.Join(root, "llvm-test", filepath.FromSlash(e.Path))
}

// LLVMTest reads llvm-test.tsv: every file of the LLVM test copy with
// llvm-as 14's verdict, in the table's order.
func LLVMTest(t testing.TB) []Entry {
	t.Helper()
	f, err := os.Open(filepath.Join(Root(t), "llvm-test.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	entries, err := parseTSV(f)
	if err != nil {
		t.Fatalf("llvm-test.tsv: %v", err)
	}
	if len(entries) < 10000 {
		t.Fatalf("llvm-test.tsv has only %d entries", len(entries))
	}
	return entries
}

func parseTSV(f *os.File) ([]Entry, error) {
	var out []Entry
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	first := true
	for sc.Scan() {
		if first {
			first = false
			continue // header
		}
		line := strings.TrimRight(sc.Text(), "\r")
		if line == "" {
			continue
		}
		parts := strings.SplitN(line, "\t", 3)
		if len(parts) < 2 {
			return nil, &badLine{line}
		}
		e := Entry{Path: parts[0], Verdict: parts[1]}
		switch e.Verdict {
		case OK, OKOpaque, Reject:
		default:
			return nil, &badLine{line}
		}
		if len(parts) == 3 {
			e.FirstError = parts[2]
		}
		out = append(out, e)
	}
	return out, sc.Err()
}

type badLine struct{ line string }

func (e *badLine) Error() string { return "malformed line " + strconv.Quote(e.line) }

// Files returns the absolute paths of the .ll files below Root/dir, at any
// depth, sorted. It fails the test when there are none.
func Files(t testing.TB, dir string) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(filepath.Join(Root(t), filepath.FromSlash(dir)), func(p string, d os.DirEntry, err error) error {
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
		t.Fatalf("corpus: no .ll files below %s", dir)
	}
	return out
}

// Sample returns every nth element of s (the first, the (n+1)th, ...), or s
// itself when n <= 1. Tests use it under testing.Short.
func Sample[T any](s []T, n int) []T {
	if n <= 1 {
		return s
	}
	out := make([]T, 0, (len(s)+n-1)/n)
	for i := 0; i < len(s); i += n {
		out = append(out, s[i])
	}
	return out
}

// Seeds returns the contents of up to n files of the LLVM test copy that
// are at most maxSize bytes long, spread evenly over the table and chosen
// the same way on every run, for seeding fuzz tests. Both accepted and
// rejected files are included.
func Seeds(t testing.TB, n, maxSize int) [][]byte {
	t.Helper()
	root := Root(t)
	var small []Entry
	for _, e := range LLVMTest(t) {
		if st, err := os.Stat(e.File(root)); err == nil && st.Size() <= int64(maxSize) {
			small = append(small, e)
		}
	}
	if n <= 0 || len(small) == 0 {
		t.Fatalf("corpus: no seed files of at most %d bytes", maxSize)
	}
	var out [][]byte
	step := len(small) / n
	if step < 1 {
		step = 1
	}
	for i := 0; i < len(small) && len(out) < n; i += step {
		b, err := os.ReadFile(small[i].File(root))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, b)
	}
	return out
}

// A Part is one module of a test file.
type Part struct {
	Name string
	Src  []byte
}

// ValidParts returns the modules of every file of the LLVM test copy that
// llvm-as 14 accepts, each file split as Split splits it, in corpus order.
func ValidParts(t testing.TB) []Part {
	t.Helper()
	root := filepath.Join(Root(t), "llvm-test")
	var parts []Part
	for _, e := range LLVMTest(t) {
		if !e.Valid() {
			continue
		}
		src, err := os.ReadFile(filepath.Join(root, e.Path))
		if err != nil {
			t.Fatal(err)
		}
		parts = append(parts, Split(e.Path, src)...)
	}
	return parts
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
