package opencl_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/opencl"
	"github.com/irmeta/irmeta/parser"
)

var expectRE = regexp.MustCompile(`(ERROR|WARNING) ("(?:[^"\\]|\\.)*")`)

// TestCheckErrors runs the checks on testdata/check_errors*.ll: every
// diagnostic must be expected on its line (with its severity), and every
// expectation met. LLVM accepts the file: these are OpenCL errors, not IR
// errors.
func TestCheckErrors(t *testing.T) {
	// check_errors.ll is LLVM 14's IR, check_errors22.ll clang 22's forms.
	for path, as := range map[string]string{
		filepath.Join("testdata", "check_errors.ll"):   "llvm-as",
		filepath.Join("testdata", "check_errors22.ll"): "llvm-as-22",
	} {
		t.Run(filepath.Base(path), func(t *testing.T) { checkErrorsFile(t, path, as) })
	}
}

func checkErrorsFile(t *testing.T, path, as string) {
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	type expect struct {
		sev, text string
		met       bool
	}
	want := map[int][]*expect{}
	n := 0
	for i, line := range strings.Split(string(src), "\n") {
		for _, m := range expectRE.FindAllStringSubmatch(line, -1) {
			text, err := strconv.Unquote(m[2])
			if err != nil {
				t.Fatalf("line %d: %v", i+1, err)
			}
			want[i+1] = append(want[i+1], &expect{sev: strings.ToLower(m[1]), text: text})
			n++
		}
	}
	m, err := parser.ParseFile(path, src, 0)
	if err != nil {
		t.Fatal(err)
	}
	diags := opencl.Check(md.New(m))
	for _, d := range diags {
		found := false
		for _, e := range want[d.Pos.Line] {
			if !e.met && e.sev == d.Severity.String() && strings.Contains(d.Msg, e.text) {
				e.met, found = true, true
				break
			}
		}
		if !found {
			t.Errorf("unexpected %s: %s: %s", d.Pos, d.Severity, d.Msg)
		}
	}
	for line, es := range want {
		for _, e := range es {
			if !e.met {
				t.Errorf("%s:%d: missing %s %q", path, line, e.sev, e.text)
			}
		}
	}
	t.Logf("%d diagnostics, %d expected", len(diags), n)
	if !testing.Short() {
		cmd := exec.Command(as, "-o", os.DevNull, path)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("llvm-as rejects %s: %v\n%s", path, err, out)
		}
	}
}

// Modules that are not OpenCL are not checked, whatever their attachment
// names.
func TestCheckIgnoresOtherModules(t *testing.T) {
	src := "@g = global i32 0, !depth !0\ndefine void @f() !vec_type_hint !0 {\n  ret void\n}\n!0 = !{!\"x\"}\n"
	m, err := parser.ParseFile("x.ll", []byte(src), 0)
	if err != nil {
		t.Fatal(err)
	}
	if d := opencl.Check(md.New(m)); len(d) != 0 {
		t.Errorf("diagnostics on a non-OpenCL module: %v", d)
	}
}
