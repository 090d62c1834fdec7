// Package oracle gives tests LLVM's answers without running LLVM for every
// file on every run.
//
// A sweep that compares irmeta with an LLVM tool on hundreds of files asks
// through a Store: the first time (and whenever go test is given
// -oracle-update) the tool runs and its answer (exit code, standard output
// and standard error) is stored, gzipped, in the package's testdata; on
// every other run the stored answer is read, and a random sample of the
// commands (-oracle-reask, 1 in 25 by default) is run again and must give
// the stored answer, so a changed LLVM shows.
//
// An answer is found by the tool's name, its arguments and the contents of
// every input: standard input and each argument that names a file. Inputs
// in the shared corpus are named relative to the corpus and the tool runs
// from the corpus directory, so answers and the messages in them do not
// depend on where the corpus is checked out (CI runs elsewhere).
package oracle

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
)

var (
	update = flag.Bool("oracle-update", false, "run LLVM again for every command a test asks through package oracle and rewrite the stored answers (testdata/*.answers.gz)")
	reask  = flag.Int("oracle-reask", 25, "run LLVM again for 1 in N stored answers and require the same answer (0: never)")
)

// Command is one run of a tool.
type Command struct {
	Name  string   // the tool, found on PATH: "opt", "llvm-as-22"
	Args  []string // its arguments; files are named as the test names them
	Stdin []byte   // standard input, nil for none
	// Same, when set, decides whether a re-asked answer is the stored
	// one (nil: the same exit status and output, byte for byte). A
	// command that runs a tool on many inputs sets it when a tool's
	// verdict on some input is not reproducible (a crash that comes and
	// goes) and the test does not read that verdict. It is no part of
	// the command's key.
	Same func(stored, got Answer) bool
}

// Answer is what a tool did.
type Answer struct {
	Code   int // exit status; -1 when a signal ended it
	Stdout []byte
	Stderr []byte
}

// OK reports whether the tool exited with status 0.
func (a Answer) OK() bool { return a.Code == 0 }

// Combined returns standard output followed by standard error.
func (a Answer) Combined() []byte {
	return append(append([]byte(nil), a.Stdout...), a.Stderr...)
}

// Store holds the answers of one file of stored answers.
type Store struct {
	path string

	mu      sync.Mutex
	answers map[string]Answer
	changed bool
	fewer   int // see ReaskFewer
}

// ReaskFewer makes the store run again k times fewer of its stored
// answers than -oracle-reask says (1 in k·N): for a store of many commands
// that each take long, whose sample would otherwise dominate a test's
// run.
func (s *Store) ReaskFewer(k int) {
	s.mu.Lock()
	s.fewer = k
	s.mu.Unlock()
}

var (
	storesMu sync.Mutex
	stores   = map[string]*Store{}
)

// Open returns the store kept in file (relative to the test's package
// directory, conventionally testdata/NAME.answers.gz), reading it on first
// use. With -oracle-update the file is written again when t ends: t is the
// top-level test, whose subtests may ask through the store.
func Open(t testing.TB, file string) *Store {
	t.Helper()
	abs, err := filepath.Abs(file)
	if err != nil {
		t.Fatal(err)
	}
	storesMu.Lock()
	s := stores[abs]
	if s == nil {
		s = &Store{path: abs}
		if s.answers, err = load(abs); err != nil {
			storesMu.Unlock()
			t.Fatalf("oracle: %v", err)
		}
		stores[abs] = s
	}
	storesMu.Unlock()
	if *update {
		t.Cleanup(func() { s.save(t) })
	}
	return s
}

// Run returns the tool's answer for c: the stored one, or, with
// -oracle-update or for the re-asked sample, the tool's own. A command with
// no stored answer fails the test, naming the flag that stores it.
func (s *Store) Run(t testing.TB, c Command) Answer {
	t.Helper()
	dir, args := relocate(c.Args)
	k, err := key(c, dir, args)
	if err != nil {
		t.Fatalf("oracle: %v", err)
	}
	s.mu.Lock()
	stored, ok := s.answers[k]
	fewer := max(s.fewer, 1)
	s.mu.Unlock()
	switch {
	case *update:
		a, err := run(c, dir, args)
		if err != nil {
			t.Fatalf("oracle: %v", err)
		}
		s.mu.Lock()
		if !ok || !equal(a, stored) {
			s.answers[k] = a
			s.changed = true
		}
		s.mu.Unlock()
		return a
	case !ok:
		t.Fatalf("oracle: no stored answer for %s %s in %s; run the test with -oracle-update", c.Name, strings.Join(args, " "), s.path)
	case *reask > 0 && rand.IntN(*reask*fewer) == 0:
		a, err := run(c, dir, args)
		if err != nil {
			t.Fatalf("oracle: %v", err)
		}
		same := equal
		if c.Same != nil {
			same = c.Same
		}
		if !same(stored, a) {
			t.Errorf("oracle: %s %s answers differently from its stored answer in %s (exit %d, stored %d; %s); run the test with -oracle-update if the new answer is right",
				c.Name, strings.Join(args, " "), s.path, a.Code, stored.Code, firstDifference(a, stored))
		}
	}
	return stored
}

// relocate makes the tool's messages and the key independent of where the
// inputs are: corpus files among args are named relative to the corpus
// directory, which becomes the tool's working directory; failing that, files
// of one other directory (a test's temporary directory) are named by their
// base name and the tool runs there.
func relocate(args []string) (dir string, out []string) {
	out = append([]string(nil), args...)
	if root, err := corpus.Dir(); err == nil {
		for i, a := range args {
			if !filepath.IsAbs(a) {
				continue
			}
			if rel, err := filepath.Rel(root, a); err == nil && !strings.HasPrefix(rel, "..") {
				out[i] = filepath.ToSlash(rel)
				dir = root
			}
		}
	}
	if dir != "" {
		return dir, out
	}
	for i, a := range args {
		if !filepath.IsAbs(a) {
			continue
		}
		if d := filepath.Dir(a); dir == "" || d == dir {
			dir = d
			out[i] = filepath.Base(a)
		}
	}
	return dir, out
}

// key identifies a command by its tool, its arguments and the contents of
// its inputs.
func key(c Command, dir string, args []string) (string, error) {
	h := sha256.New()
	h.Write(c.Stdin)
	for _, a := range args {
		p := a
		if dir != "" && !filepath.IsAbs(p) {
			p = filepath.Join(dir, p)
		}
		if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() {
			data, err := os.ReadFile(p)
			if err != nil {
				return "", err
			}
			fmt.Fprintf(h, "\x00%d\x00", len(data))
			h.Write(data)
		}
	}
	var b strings.Builder
	b.WriteString(c.Name)
	for _, a := range args {
		if filepath.IsAbs(a) {
			a = "<abs>/" + filepath.Base(a) // a temporary file: its contents are in the hash
		}
		b.WriteString(" ")
		b.WriteString(strconv.Quote(a))
	}
	b.WriteString(" #")
	b.WriteString(hex.EncodeToString(h.Sum(nil))[:20])
	return b.String(), nil
}

// run runs the tool.
func run(c Command, dir string, args []string) (Answer, error) {
	cmd := exec.Command(c.Name, args...)
	cmd.Dir = dir
	if c.Stdin != nil {
		cmd.Stdin = bytes.NewReader(c.Stdin)
	}
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	a := Answer{Stdout: out.Bytes(), Stderr: errOut.Bytes()}
	if err != nil {
		ee, ok := err.(*exec.ExitError)
		if !ok {
			return a, fmt.Errorf("%s: %v", c.Name, err)
		}
		a.Code = ee.ExitCode()
	}
	return a, nil
}

func equal(a, b Answer) bool {
	return a.Code == b.Code && bytes.Equal(a.Stdout, b.Stdout) && bytes.Equal(a.Stderr, b.Stderr)
}

// firstDifference describes where two answers' outputs first differ: the
// stream and line, and the two lines, so that a sample answered
// differently by a tool that runs many inputs in one command names the
// input at fault.
func firstDifference(got, stored Answer) string {
	for _, s := range []struct {
		name      string
		got, want []byte
	}{{"standard output", got.Stdout, stored.Stdout}, {"standard error", got.Stderr, stored.Stderr}} {
		if bytes.Equal(s.got, s.want) {
			continue
		}
		g, w := bytes.Split(s.got, []byte("\n")), bytes.Split(s.want, []byte("\n"))
		for i := 0; ; i++ {
			if i >= len(g) || i >= len(w) || !bytes.Equal(g[i], w[i]) {
				return fmt.Sprintf("%s line %d: %q, stored %q", s.name, i+1, lineAt(g, i), lineAt(w, i))
			}
		}
	}
	return "same output"
}

func lineAt(lines [][]byte, i int) string {
	if i >= len(lines) {
		return "(end)"
	}
	return string(lines[i])
}

// The file is a gzip stream of records, sorted by key:
//
//	key \n code len(stdout) len(stderr) \n stdout stderr
//
// written without a time in the gzip header, so the same answers make the
// same bytes.

func load(path string) (map[string]Answer, error) {
	answers := map[string]Answer{}
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return answers, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	r := bufio.NewReader(zr)
	for {
		key, err := r.ReadString('\n')
		if err == io.EOF && key == "" {
			return answers, nil
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %v", path, err)
		}
		head, err := r.ReadString('\n')
		if err != nil {
			return nil, fmt.Errorf("%s: truncated after %q", path, key)
		}
		var a Answer
		var nOut, nErr int
		if _, err := fmt.Sscanf(head, "%d %d %d\n", &a.Code, &nOut, &nErr); err != nil || nOut < 0 || nErr < 0 {
			return nil, fmt.Errorf("%s: bad record header %q", path, head)
		}
		a.Stdout = make([]byte, nOut)
		a.Stderr = make([]byte, nErr)
		if _, err := io.ReadFull(r, a.Stdout); err != nil {
			return nil, fmt.Errorf("%s: %v", path, err)
		}
		if _, err := io.ReadFull(r, a.Stderr); err != nil {
			return nil, fmt.Errorf("%s: %v", path, err)
		}
		answers[strings.TrimSuffix(key, "\n")] = a
	}
}

func (s *Store) save(t testing.TB) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.changed {
		return
	}
	keys := make([]string, 0, len(s.answers))
	for k := range s.answers {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	for _, k := range keys {
		a := s.answers[k]
		fmt.Fprintf(zw, "%s\n%d %d %d\n", k, a.Code, len(a.Stdout), len(a.Stderr))
		zw.Write(a.Stdout)
		zw.Write(a.Stderr)
	}
	if err := zw.Close(); err != nil {
		t.Errorf("oracle: %v", err)
		return
	}
	if err := os.MkdirAll(filepath.Dir(s.path), 0o755); err != nil {
		t.Errorf("oracle: %v", err)
		return
	}
	tmp := s.path + ".tmp"
	if err := os.WriteFile(tmp, buf.Bytes(), 0o644); err != nil {
		t.Errorf("oracle: %v", err)
		return
	}
	if err := os.Rename(tmp, s.path); err != nil {
		t.Errorf("oracle: %v", err)
		return
	}
	s.changed = false
	t.Logf("oracle: wrote %d answers to %s", len(keys), s.path)
}

// Updating reports whether -oracle-update is given: every command is run
// again, so a test may ask its commands ahead, several at a time.
func Updating() bool { return *update }
