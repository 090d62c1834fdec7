package parser_test

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/typecheck"
)

var updateRejects = flag.Bool("update-rejects", false, "rewrite testdata/reject-exceptions.tsv from the current outcomes, keeping the reasons already written and marking new entries TODO")

// rejectTable is the checked-in list of rejected files where irmeta does
// not report an error on llvm-as 14's line.
var rejectTable = filepath.Join("testdata", "reject-exceptions.tsv")

// Outcomes of parsing, under --llvm 14, a file that llvm-as 14 rejects.
const (
	sameMessage = "same"       // irmeta's first error is llvm-as's: line, column and text
	sameLine    = "same-line"  // irmeta's first error is on llvm-as's line, with another column or text
	otherLine   = "other-line" // irmeta's first error is on another line
	accepted    = "accepted"   // irmeta reports no error
)

// Categories of the table: why irmeta's outcome differs from llvm-as 14's.
var rejectCategories = map[string]string{
	"verifier":       "llvm-as's error comes from the IR verifier (opt -passes=verify), not the parser",
	"opaque-flag":    "the file spells ptr, which LLVM 14 reads only with -opaque-pointers; irmeta reads it as LLVM 14 does with the flag",
	"semantic":       "a parser check after the grammar (types, values, data layout) that irmeta does not model yet",
	"syntax-gap":     "a syntax error that irmeta misses or reports elsewhere: a parser bug",
	"message":        "irmeta rejects at llvm-as's position with another text, or at another column of the line",
	"not-the-parser": "llvm-as's message is not a parse error (a warning, an abort in LLVM's support code)",
}

// A rejectRow is one line of the table.
type rejectRow struct {
	path, class, category, reason string
}

const rejectHeader = "# Files of llvm-test.tsv that llvm-as 14 rejects and whose first error irmeta, under --llvm 14,\n" +
	"# does not report with llvm-as's line, column and text (see TestCorpusRejects in reject_test.go).\n" +
	"# class: same-line (first error on llvm-as's line, other column or text), other-line, accepted.\n" +
	"# category: see rejectCategories in reject_test.go.\n" +
	"# path\tclass\tcategory\treason\n"

// TestCorpusRejects parses every file that llvm-as 14 rejects. Parsing
// must not panic, and every error irmeta reports must be positioned. Each
// file falls in one of three classes: irmeta reports an error on the line
// of llvm-as's first error (same-line), only on other lines (other-line),
// or none (accepted). The files of the last two classes are listed with
// the reason in testdata/reject-exceptions.tsv, which must match exactly:
// a change in what irmeta reports shows up as a failure. Run with
// -update-rejects to rewrite the table (reasons already written are kept,
// new entries are marked TODO and fail the test until written).
func TestCorpusRejects(t *testing.T) {
	root := corpus.Root(t)
	var rows []rejectRow
	counts := map[string]int{}
	for _, e := range corpus.LLVMTest(t) {
		if e.Verdict != corpus.Reject {
			continue
		}
		src, err := os.ReadFile(e.File(root))
		if err != nil {
			t.Fatal(err)
		}
		class, ok := rejectOutcome(t, e, src)
		if !ok {
			continue
		}
		counts[class]++
		if class != sameMessage {
			rows = append(rows, rejectRow{path: e.Path, class: class})
		}
	}

	old, err := readRejectTable(rejectTable)
	if err != nil && !(*updateRejects && errors.Is(err, os.ErrNotExist)) {
		t.Fatalf("%v (run with -update-rejects to create it)", err)
	}
	byPath := map[string]rejectRow{}
	for _, r := range old {
		byPath[r.path] = r
	}
	if *updateRejects {
		for i := range rows {
			if o, ok := byPath[rows[i].path]; ok {
				rows[i].category, rows[i].reason = o.category, o.reason
			} else {
				rows[i].category, rows[i].reason = "TODO", "TODO"
			}
		}
		if err := writeRejectTable(rejectTable, rows); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s: %d entries", rejectTable, len(rows))
		old = rows
		byPath = map[string]rejectRow{}
		for _, r := range rows {
			byPath[r.path] = r
		}
	}

	// The table must list exactly the files of the other two classes.
	got := map[string]string{}
	for _, r := range rows {
		got[r.path] = r.class
		o, listed := byPath[r.path]
		switch {
		case !listed:
			t.Errorf("%s: irmeta's outcome is %s, but the file is not in %s (run with -update-rejects, then write the reason)", r.path, r.class, rejectTable)
		case o.class != r.class:
			t.Errorf("%s: irmeta's outcome is %s, the table says %s (%s: %s)", r.path, r.class, o.class, o.category, o.reason)
		}
	}
	for _, o := range old {
		if _, ok := got[o.path]; !ok {
			t.Errorf("%s: listed as %s in %s, but irmeta now reports llvm-as's first message (or the file is no longer rejected); remove it with -update-rejects", o.path, o.class, rejectTable)
		}
		if _, ok := rejectCategories[o.category]; !ok {
			t.Errorf("%s: category %q is not one of those of rejectCategories", o.path, o.category)
		}
		if o.reason == "" || strings.Contains(o.reason, "TODO") {
			t.Errorf("%s: no reason written", o.path)
		}
		counts[o.class+" "+o.category]++
	}

	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, "\n  %-25s %4d", k, counts[k])
	}
	t.Logf("%d files rejected by llvm-as 14:%s", counts[sameMessage]+counts[sameLine]+counts[otherLine]+counts[accepted], b.String())
}

// rejectOutcome parses a rejected file as LLVM 14 and classifies irmeta's
// outcome by its first error. It reports a test error, and ok false, when
// the parser panics or returns an unpositioned error.
func rejectOutcome(t *testing.T, e corpus.Entry, src []byte) (class string, ok bool) {
	panicked, err := parseNoPanic(e.Path, src, 14)
	if panicked != nil {
		t.Errorf("%s: parser panicked: %v", e.Path, panicked)
		return "", false
	}
	if err == nil {
		return accepted, true
	}
	var list parser.ErrorList
	if !errors.As(err, &list) || len(list) == 0 {
		t.Errorf("%s: error is not a non-empty ErrorList: %v", e.Path, err)
		return "", false
	}
	for _, pe := range list {
		if pe.Pos.Line < 1 || pe.Pos.Column < 1 {
			t.Errorf("%s: unpositioned error %q", e.Path, pe)
			return "", false
		}
	}
	first := list[0]
	line, col := e.ErrorLine(), e.ErrorColumn()
	switch {
	case first.Pos.Line == line && first.Pos.Column == col && first.Msg == e.ErrorMsg():
		return sameMessage, true
	case line == 0 && first.Msg == e.ErrorMsg():
		// llvm-as 14 aborts without a position ("LLVM ERROR: ..." on an
		// invalid data layout); irmeta reports the text at the string.
		return sameMessage, true
	case first.Pos.Line == line:
		return sameLine, true
	}
	return otherLine, true
}

// parseNoPanic parses and type-checks src as LLVM v's llvm-as does,
// turning a panic into a value.
func parseNoPanic(name string, src []byte, v llvmver.Version) (panicked any, err error) {
	defer func() {
		if r := recover(); r != nil {
			panicked = r
		}
	}()
	_, err = typecheck.ParseFile(name, src, parser.Options{Version: v})
	return nil, err
}

// readRejectTable reads the table; lines starting with '#' are comments.
func readRejectTable(path string) ([]rejectRow, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var rows []rejectRow
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		p := strings.SplitN(line, "\t", 4)
		if len(p) != 4 {
			return nil, fmt.Errorf("%s:%d: want 4 tab-separated fields: path, class, category, reason", path, n)
		}
		rows = append(rows, rejectRow{p[0], p[1], p[2], p[3]})
	}
	return rows, sc.Err()
}

// writeRejectTable writes rows sorted by path.
func writeRejectTable(path string, rows []rejectRow) error {
	sort.Slice(rows, func(i, j int) bool { return rows[i].path < rows[j].path })
	var b strings.Builder
	b.WriteString(rejectHeader)
	for _, r := range rows {
		fmt.Fprintf(&b, "%s\t%s\t%s\t%s\n", r.path, r.class, r.category, r.reason)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}
