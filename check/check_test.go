package check_test

import (
	"testing"

	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/token"
)

func at(line, col int) token.Position {
	return token.Position{Filename: "a.ll", Line: line, Column: col}
}

// TestRunNamesCheckers checks that Run tags every diagnostic with the name
// its checker was registered under (whatever the checker put there), and
// orders them by position, then by checker name.
func TestRunNamesCheckers(t *testing.T) {
	check.Register("test.zeta", func(*md.Graph) []check.Diagnostic {
		return []check.Diagnostic{{Pos: at(2, 1), Msg: "z at 2:1", Checker: "spoofed"}, {Pos: at(1, 5), Msg: "z at 1:5"}}
	})
	check.Register("test.alpha", func(*md.Graph) []check.Diagnostic {
		return []check.Diagnostic{{Pos: at(2, 1), Msg: "a at 2:1", Severity: check.Warning}}
	})
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
