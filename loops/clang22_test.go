package loops_test

import (
	"bytes"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/loops"
)

var regenerate = flag.Bool("regenerate", false, "rebuild testdata/clang22 with clang-22 and opt-22 (build.sh)")

// clang22Modules returns the modules of testdata/clang22: the loop
// oracle's C sources built by clang 22 at -O0 (with and without -g) and
// their opt-22 -O2 outputs. -regenerate rebuilds them and LLVM 22's answers
// first.
func clang22Modules(t *testing.T) []string {
	t.Helper()
	dir := filepath.Join("testdata", "clang22")
	if *regenerate {
		out, err := exec.Command("bash", filepath.Join(dir, "build.sh")).CombinedOutput()
		if err != nil {
			t.Fatalf("build.sh: %v\n%s", err, out)
		}
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.ll"))
	if err != nil || len(files) != 20 {
		t.Fatalf("testdata/clang22: %d modules, want 20 (5 sources, -O0 with and without -g, and -O2): %v", len(files), err)
	}
	return files
}

// TestClang22 compares, on every clang-22 module, what irmeta reads with
// LLVM 22's answers stored beside it: the loops (headers, depth, blocks,
// nesting, order) of opt-22 -passes='print<loops>', and the warnings of
// opt-22 -passes=transform-warning (no file means none). The loops checker
// reports nothing on these valid modules.
func TestClang22(t *testing.T) {
	loopsSeen, warnings := 0, 0
	for _, path := range clang22Modules(t) {
		base := strings.TrimSuffix(path, ".ll")
		t.Run(filepath.Base(base), func(t *testing.T) {
			g := load(t, path)
			text, err := os.ReadFile(base + ".loops.txt")
			if err != nil {
				t.Fatal(err)
			}
			want := parseLoopLines(text)
			if diff := cmp.Diff(want, printOrder(t, g)); diff != "" {
				t.Errorf("loops differ (-opt-22 +irmeta):\n%s", diff)
			}
			loopsSeen += len(want)
			var wantWarn []string
			if b, err := os.ReadFile(base + ".warnings.txt"); err == nil {
				wantWarn = lines(b)
			}
			if diff := cmp.Diff(wantWarn, missedLines(t, g)); diff != "" {
				t.Errorf("warnings differ (-opt-22 +irmeta):\n%s", diff)
			}
			warnings += len(wantWarn)
			for _, d := range loops.Check(g) {
				t.Errorf("verify: %s: %s: %s", d.Pos, d.Severity, d.Msg)
			}
		})
	}
	t.Logf("%d loops and %d transform warnings agree with opt-22", loopsSeen, warnings)
	if loopsSeen < 50 || warnings < 20 {
		t.Errorf("too few loops (%d) or warnings (%d) compared", loopsSeen, warnings)
	}
}

// TestClang22Commands runs two commands of COMMANDS.tsv again, clang-22
// on one source and opt-22's transform-warning on its module, and requires
// the committed files byte for byte; every committed file has its command.
func TestClang22Commands(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("testdata", "clang22"))
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(dir, "COMMANDS.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	cmds := map[string]string{}
	for _, row := range strings.Split(strings.TrimSpace(string(data)), "\n")[1:] {
		out, cmd, ok := strings.Cut(row, "\t")
		if !ok {
			t.Fatalf("malformed row %q", row)
		}
		cmds[out] = cmd
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.*"))
	for _, f := range files {
		if name := filepath.Base(f); name != "COMMANDS.tsv" && name != "build.sh" && cmds[name] == "" {
			t.Errorf("%s has no command in COMMANDS.tsv", name)
		}
	}
	tmp := t.TempDir()
	// clang-22, from the oracle directory, as the row says.
	args := strings.Fields(strings.ReplaceAll(cmds["unroll.O0.ll"], "$OUT", tmp))
	if len(args) == 0 {
		t.Fatal("no command for unroll.O0.ll")
	}
	c := exec.Command(args[0], args[1:]...)
	c.Dir = filepath.Join(corpus.Root(t), "oracle")
	if out, err := c.CombinedOutput(); err != nil {
		t.Fatalf("%v: %v\n%s", args, err, out)
	}
	got, _ := os.ReadFile(filepath.Join(tmp, "unroll.O0.ll"))
	want, _ := os.ReadFile(filepath.Join(dir, "unroll.O0.ll"))
	if !bytes.Equal(got, want) {
		t.Errorf("clang-22 now writes another unroll.O0.ll: go test ./loops -run Clang22 -regenerate")
	}
	// opt-22's warnings on the committed module.
	c = exec.Command("opt-22", "-passes=transform-warning", "-disable-output", filepath.Join(dir, "unroll.O0.ll"))
	var stderr bytes.Buffer
	c.Stderr = &stderr
	if err := c.Run(); err != nil {
		t.Fatalf("opt-22: %v\n%s", err, stderr.Bytes())
	}
	saved, _ := os.ReadFile(filepath.Join(dir, "unroll.O0.warnings.txt"))
	if !bytes.Equal(stderr.Bytes(), saved) {
		t.Errorf("opt-22 now warns otherwise on unroll.O0.ll:\n%s", stderr.Bytes())
	}
}
