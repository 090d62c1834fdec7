package loops_test

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/internal/oracle"
	"github.com/irmeta/irmeta/loops"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// missedExceptions lists oracle files where irmeta's warnings differ from
// opt's, with the reason; the sweep asserts they still differ.
var missedExceptions = map[string]string{}

// load parses a module for tests.
func load(t *testing.T, path string) *md.Graph {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// LLVM 14's corpora hold what LLVM 22 no longer reads: read it as 14.
	m, err := parser.ParseFileAnyRelease(path, src, 0)
	if err != nil {
		t.Fatal(err)
	}
	return md.New(m)
}

func missedLines(t *testing.T, g *md.Graph) []string {
	t.Helper()
	ms, err := loops.MissedTransforms(g)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, m := range ms {
		out = append(out, m.String())
	}
	return out
}

// oracleFiles lists every .ll of the loop oracle: clang's -O0 inputs and
// opt 14's outputs.
func oracleFiles(t *testing.T) []string {
	root := filepath.Join(corpus.Root(t), "oracle", "loops")
	var files []string
	for _, dir := range []string{"ir", "opt"} {
		fs, err := filepath.Glob(filepath.Join(root, dir, "*.ll"))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, fs...)
	}
	// LLVM's own transform-warning, followup and disable_nonforced tests.
	peers, err := filepath.Glob(filepath.Join(corpus.Root(t), "peers", "llvm14", "llvm", "test", "Transforms", "*", "*.ll"))
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, peers...)
	// Hand-written shapes and attribute combinations.
	mine, err := filepath.Glob(filepath.Join("testdata", "missed", "*.ll"))
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, mine...)
	sort.Strings(files)
	if len(files) < 100 {
		t.Fatalf("loop oracle incomplete: %d files", len(files))
	}
	return files
}

func lines(b []byte) []string {
	var out []string
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if l := sc.Text(); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// TestMissedSavedWarnings compares the warnings for clang's -O0 modules
// with what opt -passes=transform-warning printed when the oracle was
// made (opt/NAME.transform-warning.warnings.txt; no file means none).
func TestMissedSavedWarnings(t *testing.T) {
	root := filepath.Join(corpus.Root(t), "oracle", "loops")
	inputs, _ := filepath.Glob(filepath.Join(root, "ir", "*.ll"))
	if len(inputs) < 10 {
		t.Fatalf("oracle inputs missing: %d", len(inputs))
	}
	total := 0
	for _, in := range inputs {
		base := strings.TrimSuffix(filepath.Base(in), ".ll")
		t.Run(base, func(t *testing.T) {
			var want []string
			if b, err := os.ReadFile(filepath.Join(root, "opt", base+".transform-warning.warnings.txt")); err == nil {
				want = lines(b)
			}
			got := missedLines(t, load(t, in))
			total += len(got)
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("warnings differ (-opt +irmeta):\n%s", diff)
			}
		})
	}
	if total == 0 {
		t.Error("no warnings at all: the oracle inputs request forced transformations")
	}
}

// TestMissedAgainstOpt runs opt 14's transform-warning pass on every
// oracle module, inputs and pipeline outputs, and requires the same
// warnings in the same order with the same locations.
func TestMissedAgainstOpt(t *testing.T) {
	if testing.Short() {
		t.Skip("runs opt once per file")
	}
	answers := oracle.Open(t, "testdata/opt.answers.gz")
	agree, warned := 0, 0
	files := oracleFiles(t)
	for _, path := range files {
		name := filepath.Base(filepath.Dir(path)) + "/" + filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			a := answers.Run(t, oracle.Command{Name: "opt", Args: []string{"-passes=transform-warning", "-disable-output", path}})
			if !a.OK() {
				t.Fatalf("opt: exit %d\n%s", a.Code, a.Stderr)
			}
			want := lines(a.Stderr)
			got := missedLines(t, load(t, path))
			diff := cmp.Diff(want, got)
			why, isException := missedExceptions[name]
			switch {
			case isException && diff == "":
				t.Errorf("now agrees with opt; remove it from missedExceptions (%s)", why)
			case isException:
				t.Logf("known difference (%s)", why)
			case diff != "":
				t.Errorf("warnings differ (-opt +irmeta):\n%s", diff)
			default:
				agree++
				if len(want) > 0 {
					warned++
				}
			}
		})
	}
	t.Logf("%d of %d oracle modules agree with opt -passes=transform-warning (%d with warnings)", agree, len(files), warned)
}
