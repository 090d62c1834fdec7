package check_test

import (
	"strings"
	"sync"
	"testing"

	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/token"
)

// activeTest names the test whose checkers report ("run", "merge"): the
// registry is global, so each test's checkers are registered once and
// stay silent in the other test.
var activeTest string

var registerOnce sync.Once

// registerTestCheckers registers the checkers of this file's tests, once
// however many times the tests run.
func registerTestCheckers() {
	registerOnce.Do(func() {
		when := func(test string, ds ...check.Diagnostic) func(*md.Graph) []check.Diagnostic {
			return func(*md.Graph) []check.Diagnostic {
				if activeTest != test {
					return nil
				}
				return ds
			}
		}
		check.Register("test.zeta", when("run", check.Diagnostic{Pos: at(2, 1), Msg: "z at 2:1", Checker: "spoofed"}, check.Diagnostic{Pos: at(1, 5), Msg: "z at 1:5"}))
		check.Register("test.alpha", when("run", check.Diagnostic{Pos: at(2, 1), Msg: "a at 2:1", Severity: check.Warning}))
		check.Register("merge.b", when("merge", check.Diagnostic{Pos: at(3, 1), Msg: "b1"}, check.Diagnostic{Pos: at(1, 1), Msg: "b2"}, check.Diagnostic{Pos: at(3, 1), Msg: "b3"}))
		check.Register("merge.a", when("merge", check.Diagnostic{Pos: at(3, 1), Msg: "a1"}, check.Diagnostic{Pos: at(2, 7), Msg: "a2"}, check.Diagnostic{Pos: at(1, 1), Msg: "a3"}))
		check.Register("merge.c", when("merge", check.Diagnostic{Pos: at(3, 1), Msg: "c1"}, check.Diagnostic{Pos: at(1, 2), Msg: "c2"}))
	})
}

func at(line, col int) token.Position {
	return token.Position{Filename: "a.ll", Line: line, Column: col}
}

// TestRunNamesCheckers checks that Run tags every diagnostic with the name
// its checker was registered under (whatever the checker put there), and
// orders them by position, then by checker name.
func TestRunNamesCheckers(t *testing.T) {
	registerTestCheckers()
	activeTest = "run"
	defer func() { activeTest = "" }()
	m, err := parser.ParseFile("a.ll", []byte("@g = global i32 0\n"), 0)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range check.Run(md.New(m)) {
		if d.Checker == "modflags" || d.Checker == "" {
			t.Errorf("unexpected diagnostic %+v", d)
		}
		got = append(got, d.Checker+": "+d.Severity.String()+": "+d.Msg)
	}
	want := []string{"test.zeta: error: z at 1:5", "test.alpha: warning: a at 2:1", "test.zeta: error: z at 2:1"}
	if len(got) != len(want) {
		t.Fatalf("got %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("diagnostic %d = %q, want %q", i, got[i], want[i])
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("registering a name twice did not panic")
		}
	}()
	check.Register("test.alpha", func(*md.Graph) []check.Diagnostic { return nil })
}

// TestMergeKeepsRunOrder checks that the findings of two disjoint sets of
// checkers, each run by RunVersionOf and then merged, come in the order
// one RunVersion of all of them gives.
func TestMergeKeepsRunOrder(t *testing.T) {
	registerTestCheckers()
	activeTest = "merge"
	defer func() { activeTest = "" }()
	m, err := parser.ParseFile("a.ll", []byte("@g = global i32 0\n"), 0)
	if err != nil {
		t.Fatal(err)
	}
	ours := func(name string) bool { return strings.HasPrefix(name, "merge.") }
	texts := func(ds []check.Diagnostic) []string {
		var out []string
		for _, d := range ds {
			out = append(out, d.Checker+" "+d.Msg)
		}
		return out
	}
	g := md.New(m)
	want := texts(check.RunVersionOf(g, 0, ours))
	if len(want) != 8 || want[0] != "merge.a a3" || want[7] != "merge.c c1" {
		t.Fatalf("RunVersionOf gave %q", want)
	}
	for _, split := range []string{"merge.a", "merge.b", "merge.c"} {
		one := check.RunVersionOf(g, 0, func(n string) bool { return n == split })
		rest := check.RunVersionOf(g, 0, func(n string) bool { return ours(n) && n != split })
		for _, got := range [][]string{texts(check.Merge(one, rest)), texts(check.Merge(rest, one))} {
			if strings.Join(got, ", ") != strings.Join(want, ", ") {
				t.Errorf("split off %s: merged %q, want %q", split, got, want)
			}
		}
	}
}
