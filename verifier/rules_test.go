package verifier_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/internal/oracle"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/typecheck"
	"github.com/irmeta/irmeta/upgrade"
)

const rulesFile = "testdata/rules.txtar"

// rulesKnownMisses are the cases whose LLVM verdict irmeta does not give
// yet, with the reason; the test requires that they still differ, so a
// fix shows up as a failure that asks to shorten this list.
var rulesKnownMisses = map[string]string{
	"c29.ll 14": "LLVM 14 reading ptr (-opaque-pointers) types a call of llvm.ptr.annotation by its declaration " +
		"(\"Call parameter type does not match function signature!\"); irmeta reports the intrinsic signature",
	"m15.ll 14": cuThroughAttachment, "m15.ll 22": cuThroughAttachment,
}

// cuThroughAttachment: irmeta's verifier reaches a compile unit through a
// global's !md attachment (a tuple holding a subprogram) and warns that it
// is not listed in llvm.dbg.cu; LLVM's does not (seen once the verdicts
// took debug-info warnings in).
const cuThroughAttachment = "irmeta warns \"DICompileUnit not listed in llvm.dbg.cu\" for a unit reached through a global's attachment; LLVM does not"

// oracleVerdict is what LLVM's llvm-as says of file: "ok", the verifier's
// first message, or "parser: " and its first line when the parser
// rejects it.
func oracleVerdict(t *testing.T, tool, dir, file string, args ...string) string {
	cmd := exec.Command(tool, append(args, "-o", os.DevNull, file)...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	return verdictIn(out, err == nil)
}

// storedVerdict is oracleVerdict asked through answers: llvm-as runs only
// for a file whose answer is not stored yet and for the re-asked sample.
func storedVerdict(t *testing.T, answers *oracle.Store, tool, dir, file string, args ...string) string {
	// "-o=" keeps /dev/null from being taken for an input: the store
	// then runs the tool in dir on the file's base name, as
	// oracleVerdict does, and the messages name no temporary directory.
	a := answers.Run(t, oracle.Command{Name: tool, Args: append(args, "-o="+os.DevNull, filepath.Join(dir, file)),
		Same: sameVerdict})
	return verdictIn(a.Combined(), a.OK())
}

// sameVerdict tells whether two answers of llvm-as give one verdict: a
// crash's stack dump holds addresses that differ from run to run.
func sameVerdict(stored, got oracle.Answer) bool {
	return verdictIn(stored.Combined(), stored.OK()) == verdictIn(got.Combined(), got.OK())
}

// verdictIn is the verdict of llvm-as's output: ok tells whether it
// succeeded.
func verdictIn(out []byte, ok bool) string {
	if ok {
		// Broken debug info is dropped with a warning, after the
		// verifier's message.
		if text := string(out); strings.Contains(text, "warning: ignoring invalid debug info") {
			first, _, _ := strings.Cut(strings.TrimSpace(text), "\n")
			return "debug info: " + first
		}
		return "ok"
	}
	if msg := verifierMessageIn(out); msg != "" {
		return msg
	}
	first, _, _ := strings.Cut(strings.TrimSpace(string(out)), "\n")
	if k := strings.Index(first, "error: "); k >= 0 {
		first = first[k+len("error: "):]
	}
	return "parser: " + first
}

// releaseAnswers holds llvm-as 15's, 16's and 19's answers on the cases
// the tests of releases between 14 and 22 ask about, and llvm-as 14's and
// 22's on TestRepeatedLabelMessages' modules (-oracle-update asks them
// again).
const releaseAnswers = "testdata/releases.answers.gz"

// TestRules checks the verifier's attribute, intrinsic, exception-handling
// and global-value rules on small modules against llvm-as 14 and
// llvm-as-22, whose verdicts testdata/rules.txtar stores (-update asks
// them again). Each case is NAME.ll and NAME.want ("14: verdict",
// "22: verdict"); the verdict is "ok", the verifier's first message,
// "debug info: " and the verifier's first message on debug info LLVM drops
// (llvm-as then only warns), or
// "parser: ..." for modules LLVM's parser rejects, which are not the
// verifier's to judge and are only kept as a record.
func TestRules(t *testing.T) {
	ar := readCases(t, rulesFile)
	dir := t.TempDir()
	checked := 0
	for i := 0; i+1 < len(ar.Files); i += 2 {
		src, want := &ar.Files[i], &ar.Files[i+1]
		if *update {
			if err := os.WriteFile(filepath.Join(dir, src.Name), src.Data, 0o644); err != nil {
				t.Fatal(err)
			}
			var args14 []string
			if strings.Contains(string(src.Data), "ptr") {
				args14 = []string{"-opaque-pointers"}
			}
			want.Data = []byte("14: " + oracleVerdict(t, "llvm-as", dir, src.Name, args14...) + "\n22: " +
				oracleVerdict(t, "llvm-as-22", dir, src.Name) + "\n")
		}
		for _, line := range strings.Split(strings.TrimSpace(string(want.Data)), "\n") {
			ver, msg, _ := strings.Cut(line, ": ")
			v := map[string]llvmver.Version{"14": 14, "22": 22}[ver]
			if v == 0 {
				t.Fatalf("%s: bad line %q", want.Name, line)
			}
			if strings.HasPrefix(msg, "parser: ") {
				continue
			}
			got := ruleVerdict(t, src.Name, src.Data, v)
			checked++
			if why, known := rulesKnownMisses[src.Name+" "+ver]; known {
				if got == msg {
					t.Errorf("%s under LLVM %d now gives LLVM's verdict (%s): remove it from rulesKnownMisses (%s)", src.Name, v, msg, why)
				}
				continue
			}
			if got != msg {
				t.Errorf("%s under LLVM %d:\n  got  %s\n  want %s", src.Name, v, got, msg)
			}
		}
	}
	if *update {
		writeCases(t, rulesFile, ar)
	}
	if checked < 100 {
		t.Errorf("only %d verdicts checked", checked)
	}
}

// readCases reads a txtar of cases: pairs of NAME.ll and NAME.want.
func readCases(t *testing.T, file string) *txtar.Archive {
	t.Helper()
	ar, err := txtar.ParseFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if len(ar.Files)%2 != 0 {
		t.Fatalf("%s: %d files, want pairs", file, len(ar.Files))
	}
	for i := 0; i+1 < len(ar.Files); i += 2 {
		src, want := ar.Files[i].Name, ar.Files[i+1].Name
		if !strings.HasSuffix(src, ".ll") || want != strings.TrimSuffix(src, ".ll")+".want" {
			t.Fatalf("%s: want pairs of NAME.ll and NAME.want, got %s and %s", file, src, want)
		}
	}
	return ar
}

// writeCases writes a txtar of cases back (under -update).
func writeCases(t *testing.T, file string, ar *txtar.Archive) {
	t.Helper()
	if err := os.WriteFile(file, txtar.Format(ar), 0o644); err != nil {
		t.Fatal(err)
	}
}

// ruleDiags is irmeta's reading of src under LLVM v, as verify reads the
// text: the assembler's errors, or when there are none the registered
// checks' findings.
func ruleDiags(name string, src []byte, v llvmver.Version) ([]check.Diagnostic, error) {
	m, err := typecheck.ParseFile(name, src, parser.Options{Version: v})
	if err = typecheck.WithRecords(m, v, err); err != nil {
		return nil, err
	}
	return check.RunVersion(md.New(m), v), nil
}

// ruleVerdict is irmeta's verdict on src under LLVM v: "ok" or the first
// error of the assembler (parser and type rules) or the registered checks.
func ruleVerdict(t *testing.T, name string, src []byte, v llvmver.Version) string {
	diags, err := ruleDiags(name, src, v)
	if err != nil {
		if list, ok := err.(parser.ErrorList); ok && len(list) > 0 {
			return "parser: " + list[0].Msg
		}
		return "parser: " + err.Error()
	}
	for _, d := range diags {
		if d.Severity == check.Error {
			return d.Msg
		}
	}
	// Without an error, the debug-info problem that makes LLVM drop the
	// debug info, if any.
	if msg, _, broken := upgrade.BrokenDebugInfoIn(diags); broken {
		return "debug info: " + msg
	}
	return "ok"
}
