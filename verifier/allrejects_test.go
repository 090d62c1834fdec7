package verifier_test

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/typecheck"
)

var updateMisses14 = flag.Bool("update-misses14", false, "rewrite "+misses14+" from the current outcomes, asking llvm-as 14 -opaque-pointers again for the opaque-flag rows")

// misses14 lists the rejected files on which irmeta does not give llvm-as
// 14's first message, each with its reason.
const misses14 = "testdata/llvm14-reject-misses.tsv"

// llvm14RejectsFloor is the number of llvm-test files llvm-as 14 rejects
// on which irmeta verify --llvm 14 gives llvm-as's first message, as
// measured (TestLLVM14Rejects: 344 of 362; 341 before the data layout
// rules; 287 before the inline asm,
// type-size, element, attribute and ordering rules of the parser; 265
// before the rules for the last 15 verifier misses); it may only grow.
const llvm14RejectsFloor = 344

// missReasons are the reasons a rejected file may be listed in misses14:
// none is a rule of LLVM's parser or verifier that irmeta lacks.
var missReasons = map[string]string{
	"opaque-flag":    "llvm-as 14's message is the lexer's warning about ptr without -opaque-pointers; irmeta reads ptr as llvm-as 14 -opaque-pointers does (the note gives that run's first message)",
	"not-the-parser": "llvm-as 14 aborts in LLVM's support code (LLVM ERROR), neither the parser nor the verifier",
}

// A miss is one row of misses14: irmeta's first message on the file
// ("line:col: text", "verifier: text" or "accepted") and why it is not
// llvm-as's.
type miss struct{ path, reason, irmeta, note string }

// TestLLVM14Rejects checks, over every file of llvm-test that llvm-as 14
// rejects, that irmeta's first error under --llvm 14 is llvm-as's: the
// same line, column and text for the parser's errors, the same text for
// the verifier's (which have no position; the verifier's first messages
// are stored in testdata/llvm14-verifier-rejects.tsv). Every other file
// must be listed in misses14 with irmeta's message and one of missReasons,
// and every listed file must still be one: the count cannot drop silently.
// -update-misses14 rewrites the table (new rows get reason TODO).
func TestLLVM14Rejects(t *testing.T) {
	if testing.Short() {
		t.Skip("parses 362 files")
	}
	root := corpus.Root(t)
	verifierMsg := map[string]string{}
	for _, r := range loadRejects(t, rejects14, nil, "") {
		verifierMsg[r.path] = r.msg
	}
	listed := readMisses(t)
	var misses []miss
	total, sameParser, sameVerifier, nVerifier := 0, 0, 0, 0
	for _, e := range corpus.LLVMTest(t) {
		if e.Verdict != corpus.Reject {
			continue
		}
		total++
		src, err := os.ReadFile(e.File(root))
		if err != nil {
			t.Fatal(err)
		}
		want, isVerifier := verifierMsg["llvm-test/"+e.Path]
		if isVerifier {
			nVerifier++
			want = "verifier: " + want
		} else {
			want = fmt.Sprintf("%d:%d: %s", e.ErrorLine(), e.ErrorColumn(), e.ErrorMsg())
		}
		got := firstMessageAt(e.Path, src, 14)
		switch {
		case got != want:
			misses = append(misses, miss{path: e.Path, irmeta: got, note: want})
		case isVerifier:
			sameVerifier++
		default:
			sameParser++
		}
	}
	same := sameParser + sameVerifier
	t.Logf("llvm-as 14 rejects %d files; irmeta --llvm 14 gives llvm-as's first message on %d: %d of %d parser errors (line, column, text), %d of %d verifier errors (text)",
		total, same, sameParser, total-nVerifier, sameVerifier, nVerifier)
	if *updateMisses14 {
		writeMisses(t, root, misses, listed)
		listed = readMisses(t)
	}
	seen := map[string]bool{}
	counts := map[string]int{}
	for _, m := range misses {
		seen[m.path] = true
		l, ok := listed[m.path]
		switch {
		case !ok:
			t.Errorf("%s: irmeta says %q, not llvm-as 14's first message, and the file is not in %s", m.path, m.irmeta, misses14)
		case l.irmeta != m.irmeta:
			t.Errorf("%s: irmeta says %q, %s says %q", m.path, m.irmeta, misses14, l.irmeta)
		}
		if !ok {
			continue
		}
		if _, known := missReasons[l.reason]; !known {
			t.Errorf("%s: reason %q is not one of missReasons", m.path, l.reason)
		}
		// Each reason is checked against llvm-as's message (m.note).
		if l.reason == "opaque-flag" && !strings.HasSuffix(m.note, ": ptr type is only supported in -opaque-pointers mode") ||
			l.reason == "not-the-parser" && !strings.Contains(m.note, "LLVM ERROR: ") {
			t.Errorf("%s: llvm-as 14 says %q, which is not what reason %s covers", m.path, m.note, l.reason)
		}
		counts[l.reason]++
	}
	for path := range listed {
		if !seen[path] {
			t.Errorf("%s: listed in %s, but irmeta now gives llvm-as 14's first message (or the file is no longer rejected): remove it", path, misses14)
		}
	}
	t.Logf("%d misses listed: %v", len(misses), counts)
	if total != 362 {
		t.Errorf("llvm-test.tsv lists %d rejects, want 362", total)
	}
	if same < llvm14RejectsFloor {
		t.Errorf("%d files with llvm-as's first message, below the floor %d", same, llvm14RejectsFloor)
	}
}

// firstMessageAt returns irmeta's first message on src under --llvm v:
// the parser's ("line:col: text"), else the verifier's first error
// ("verifier: text"), else "accepted".
func firstMessageAt(name string, src []byte, v llvmver.Version) string {
	m, err := typecheck.ParseFile(name, src, parser.Options{Version: v})
	err = typecheck.WithRecords(m, v, err) // as package verify
	if err != nil {
		var list parser.ErrorList
		if errors.As(err, &list) && len(list) > 0 {
			if strings.HasPrefix(list[0].Msg, "LLVM ERROR: ") {
				// llvm-as 14 aborts without a position (an invalid
				// data layout); corpus.Entry gives its position as 0:0.
				return "0:0: " + list[0].Msg
			}
			return fmt.Sprintf("%d:%d: %s", list[0].Pos.Line, list[0].Pos.Column, list[0].Msg)
		}
		return err.Error()
	}
	for _, d := range check.RunVersion(md.New(m), v) {
		if d.Severity == check.Error {
			return "verifier: " + d.Msg
		}
	}
	return "accepted"
}

// readMisses reads misses14 (path, reason, irmeta's message, note).
func readMisses(t *testing.T) map[string]miss {
	b, err := os.ReadFile(misses14)
	if err != nil {
		t.Fatalf("%v (run with -update-misses14)", err)
	}
	out := map[string]miss{}
	for n, line := range strings.Split(string(b), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 4 {
			t.Fatalf("%s:%d: want 4 tab-separated fields", misses14, n+1)
		}
		out[f[0]] = miss{path: f[0], reason: f[1], irmeta: f[2], note: f[3]}
	}
	return out
}

// writeMisses rewrites misses14 for the current misses, keeping the
// reasons written and asking llvm-as 14 -opaque-pointers for the note of
// the opaque-flag rows.
func writeMisses(t *testing.T, root string, misses []miss, old map[string]miss) {
	sort.Slice(misses, func(i, j int) bool { return misses[i].path < misses[j].path })
	var b strings.Builder
	b.WriteString("# Files of llvm-test that llvm-as 14 rejects where irmeta --llvm 14 does not give its first\n" +
		"# message (TestLLVM14Rejects). reason: see missReasons in allrejects_test.go.\n" +
		"# path\treason\tirmeta's first message\tnote\n")
	for _, m := range misses {
		m.reason, m.note = "TODO", "TODO"
		if o, ok := old[m.path]; ok {
			m.reason, m.note = o.reason, o.note
		}
		if m.reason == "opaque-flag" {
			m.note = "llvm-as 14 -opaque-pointers: " + opaqueFlagMessage(t, root+"/llvm-test/"+m.path)
		}
		fmt.Fprintf(&b, "%s\t%s\t%s\t%s\n", m.path, m.reason, m.irmeta, m.note)
	}
	if err := os.WriteFile(misses14, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var llvmAsError = regexp.MustCompile(`(?m)^llvm-as: [^:]*:(\d+):(\d+): error: (.*)$`)

// opaqueFlagMessage returns llvm-as 14's first message on path with
// -opaque-pointers, in firstMessageAt's form ("crash" when it aborts).
func opaqueFlagMessage(t *testing.T, path string) string {
	out, err := exec.Command("llvm-as", "-opaque-pointers", "-o", os.DevNull, path).CombinedOutput()
	if err == nil {
		return "accepted"
	}
	if m := llvmAsError.FindSubmatch(out); m != nil {
		return fmt.Sprintf("%s:%s: %s", m[1], m[2], m[3])
	}
	if msg := verifierMessage("llvm-as", path, "-opaque-pointers"); msg != "" {
		return "verifier: " + msg
	}
	if strings.Contains(string(out), "Stack dump") {
		return "crash"
	}
	t.Fatalf("llvm-as -opaque-pointers %s: %s", path, out)
	return ""
}
