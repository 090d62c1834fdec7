package verifier_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/typecheck"
)

const undeclaredFile = "testdata/undeclared.txtar"

// TestUndeclaredIntrinsics checks modules that call intrinsics without
// declaring them, which LLVM 18 and later declare themselves, against
// llvm-as-19's and llvm-as-22's verdicts stored in testdata/undeclared.txtar
// (-update asks them again): the parser's end-of-module step (unknown
// names, signatures, uses other than calls, LLVM 22's upgrades) at its
// line and column, and the verifier's rules on the calls, which call the
// declaration LLVM makes. Each case is NAME.ll and NAME.want ("19: verdict",
// "22: verdict"): "ok", "parser: LINE:COL: message", or the verifier's
// first message.
func TestUndeclaredIntrinsics(t *testing.T) {
	ar := readCases(t, undeclaredFile)
	dir := t.TempDir()
	kinds := map[string]int{}
	for i := 0; i+1 < len(ar.Files); i += 2 {
		src, want := &ar.Files[i], &ar.Files[i+1]
		if *update {
			if err := os.WriteFile(filepath.Join(dir, src.Name), src.Data, 0o644); err != nil {
				t.Fatal(err)
			}
			want.Data = []byte("19: " + positionedVerdict(t, "llvm-as-19", dir, src.Name) + "\n22: " +
				positionedVerdict(t, "llvm-as-22", dir, src.Name) + "\n")
		}
		for _, line := range strings.Split(strings.TrimSpace(string(want.Data)), "\n") {
			ver, msg, _ := strings.Cut(line, ": ")
			v := map[string]llvmver.Version{"19": 19, "22": 22}[ver]
			if v == 0 {
				t.Fatalf("%s: bad line %q", want.Name, line)
			}
			kind, _, _ := strings.Cut(msg, ":")
			kinds[kind]++
			if got := positionedIrmetaVerdict(src.Name, src.Data, v); got != msg {
				t.Errorf("%s under LLVM %d:\n  got  %s\n  want %s", src.Name, v, got, msg)
			}
		}
	}
	if *update {
		writeCases(t, undeclaredFile, ar)
	}
	// The table must hold valid modules, parser errors and verifier
	// errors, or it no longer tests what it says.
	if kinds["ok"] < 5 || kinds["parser"] < 10 || len(ar.Files)/2*2-kinds["ok"]-kinds["parser"] < 4 {
		t.Errorf("verdicts by kind %v: the table should hold each kind", kinds)
	}
}

// positionedVerdict is llvm-as's verdict on file: "ok", "parser:
// LINE:COL: message" when its parser rejects it, or the verifier's first
// message.
func positionedVerdict(t *testing.T, tool, dir, file string) string {
	cmd := exec.Command(tool, "-o", os.DevNull, file)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err == nil {
		return "ok"
	}
	if msg := verifierMessage(tool, filepath.Join(dir, file)); msg != "" {
		return msg
	}
	first, _, _ := strings.Cut(strings.TrimSpace(string(out)), "\n")
	prefix := tool + ": " + file + ":"
	if !strings.HasPrefix(first, prefix) {
		t.Fatalf("%s %s: unexpected output %q", tool, file, out)
	}
	return "parser: " + strings.Replace(strings.TrimPrefix(first, prefix), " error: ", " ", 1)
}

// positionedIrmetaVerdict is irmeta's verdict on src under LLVM v, as
// positionedVerdict spells LLVM's.
func positionedIrmetaVerdict(name string, src []byte, v llvmver.Version) string {
	m, err := typecheck.ParseFile(name, src, parser.Options{Version: v})
	if err != nil {
		if list, ok := err.(parser.ErrorList); ok && len(list) > 0 {
			return fmt.Sprintf("parser: %d:%d: %s", list[0].Pos.Line, list[0].Pos.Column, list[0].Msg)
		}
		return "parser: " + err.Error()
	}
	for _, d := range check.RunVersion(md.New(m), v) {
		if d.Severity == check.Error {
			return d.Msg
		}
	}
	return "ok"
}
