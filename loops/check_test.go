package loops_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/loops"
)

// TestCheckSilentOnOracle: LLVM made or accepted every oracle module and
// LLVM's own loop tests, so the checker reports no error on any of them.
func TestCheckSilentOnOracle(t *testing.T) {
	warned := 0
	for _, path := range oracleFiles(t) {
		if strings.HasPrefix(path, "testdata") {
			continue
		}
		for _, d := range loops.Check(load(t, path)) {
			if d.Severity == check.Error {
				t.Errorf("%s: %s", d.Pos, d.Msg)
			} else {
				warned++
			}
		}
	}
	t.Logf("%d warnings", warned)
}

// TestCheckCases checks the diagnostics for testdata/check/cases.ll: each
// is reported on a line whose "want:" comment holds part of its message,
// and each "want:" is met.
func TestCheckCases(t *testing.T) {
	path := filepath.Join("testdata", "check", "cases.ll")
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	want := map[int]string{}
	for i, line := range strings.Split(string(src), "\n") {
		if _, w, ok := strings.Cut(line, "; want: "); ok {
			want[i+1] = w
		}
	}
	met := map[int]bool{}
	for _, d := range loops.Check(load(t, path)) {
		w, ok := want[d.Pos.Line]
		if !ok || !strings.Contains(d.Msg, w) {
			t.Errorf("unexpected %s: %s: %s", d.Pos, d.Severity, d.Msg)
			continue
		}
		met[d.Pos.Line] = true
	}
	for line, w := range want {
		if !met[line] {
			t.Errorf("%s:%d: no diagnostic containing %q", path, line, w)
		}
	}
}

// TestCheckCrashClaims backs the "unchecked cast" errors: Check reports
// each of these values as an error, and opt 14's transform-warning pass
// crashes on the ones marked so (the others read garbage silently).
func TestCheckCrashClaims(t *testing.T) {
	attrs := []struct {
		attr    string
		crashes bool
	}{
		{`!{!"llvm.loop.vectorize.enable", !"yes"}`, false},
		{`!{!"llvm.loop.interleave.count", !"1"}`, false},
		{`!{!"llvm.loop.unroll.count", !"4"}`, false},
		{`!{!"llvm.loop.distribute.enable", i32 undef}`, true},
	}
	for i, c := range attrs {
		a := c.attr
		text := "define void @f(i1 %c) {\nentry:\n  br label %h\nh:\n  br i1 %c, label %h, label %exit, !llvm.loop !0\nexit:\n  ret void\n}\n" +
			"!0 = distinct !{!0, !1}\n!1 = " + a + "\n"
		path := filepath.Join(t.TempDir(), "crash.ll")
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		errs := 0
		for _, d := range loops.Check(load(t, path)) {
			if d.Severity == check.Error && strings.Contains(d.Msg, "unchecked cast") {
				errs++
			}
		}
		if errs != 1 {
			t.Errorf("case %d %s: %d errors, want 1", i, a, errs)
		}
		if testing.Short() || !c.crashes {
			continue
		}
		out, err := exec.Command("opt", "-passes=transform-warning", "-disable-output", path).CombinedOutput()
		if err == nil || !strings.Contains(string(out), "Stack dump") {
			t.Errorf("case %d %s: opt did not crash (%v):\n%s", i, a, err, out)
		}
	}
}
