package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/irmeta/irmeta/internal/cli"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/internal/mutate"
	"github.com/irmeta/irmeta/internal/parallel"
	"github.com/irmeta/irmeta/llvmver"
)

var regenerate = flag.Bool("regenerate", false, "TestDifferential: make the mutants again and ask LLVM 14 and 22 for their verdicts (needs clang++-14/22 and the LLVM dev headers)")

// The differential test's files: LLVM's stored answers and the table of
// every mutant on which irmeta and LLVM disagree.
const (
	diffAnswers = "testdata/differential/answers.tsv.gz"
	diffTable   = "testdata/differential/disagreements.tsv"
	// diffSeed is the generator's seed.
	diffSeed = 19
	// diffMinStored is the fewest mutants the stored answers may hold (the
	// brief asks for at least 20,000; 24,000 are stored).
	diffMinStored = 20000
)

var diffMutants = flag.Int("mutants", 24000, "TestDifferential -regenerate: how many mutants to make")

var rejudgeSummaries = flag.Bool("rejudge-summaries", false, "TestDifferential: judge again, with the real LLVM tools, the stored mutants that hold module summary entries (the batch judge parsed them with a summary index, as llvm-as does; opt parses without one and rejects entries it cannot skip)")

var rejudgeWarned = flag.Bool("rejudge-warned", false, "TestDifferential: judge again, with the real LLVM tools, the stored answers whose first line is a warning on a failing run (answers stored before the first error was taken past LLVM's warnings)")

var diffShow = flag.String("show", "", "TestDifferential: comma-separated mutant ids whose text, LLVM answers and irmeta findings are written to the log (the mutant's text also to $TMPDIR/mutant-ID.ll)")

// diffVersions are the LLVM releases the mutants are judged by.
var diffVersions = []llvmver.Version{14, 22}

// toolAnswer is what one LLVM tool said about a mutant: its exit status
// and first message (line and column when it gives a position).
type toolAnswer struct {
	Status    int
	Line, Col int
	Msg       string
}

func (a toolAnswer) reject() bool { return a.Status != 0 }

// crashed reports whether the LLVM tool died instead of answering: its
// first words are LLVM's crash banner, or it died by a signal without a
// word (an abort after a diagnostic, as "Broken module found, compilation
// aborted!" after the verifier's message, is an answer). A crash is a
// failure of the tool, so it counts as a rejection in the verdicts; it
// has no message, so the first-message figure leaves it out and the
// table lists the mutants under their own kind, "llvm-crash".
func (a toolAnswer) crashed() bool {
	return a.Status >= 128 && a.Msg == "" || strings.HasPrefix(a.Msg, "PLEASE submit a bug report") || strings.HasPrefix(a.Msg, "Stack dump")
}

// diffAnswer is a row of the stored answers.
type diffAnswer struct {
	ID     int
	Base   string
	Recipe mutate.Recipe
	Hash   string
	// As and Opt are llvm-as's and `opt -passes=verify`'s answers, per
	// version (index of diffVersions).
	As, Opt [2]toolAnswer
}

// TestDifferential makes the mutants of valid corpus modules again from
// their recipes, verifies each with irmeta under --llvm 14 and 22, and
// compares with LLVM's stored verdicts (opt -passes=verify: irmeta's
// verify mirrors opt, which drops invalid debug info with a warning where
// llvm-as rejects it) and first messages. Every disagreement must be in
// testdata/differential/disagreements.tsv (-update rewrites it); a sample
// is judged by the real LLVM tools again to catch drift. Under -short,
// every 20th mutant.
func TestDifferential(t *testing.T) {
	root := corpus.Root(t)
	if *regenerate {
		regenerateAnswers(t, root)
	}
	answers := readAnswers(t)
	if *rejudgeWarned {
		rejudgeAnswers(t, root, answers, "warned", warnedAnswer)
	}
	if *rejudgeSummaries {
		rejudgeAnswers(t, root, answers, "summary", hasSummaryEntry)
	}
	if len(answers) < diffMinStored {
		t.Fatalf("%d mutants stored, want at least %d", len(answers), diffMinStored)
	}
	step := 1
	if testing.Short() {
		step = 20
	}
	var todo []diffAnswer
	for i := 0; i < len(answers); i += step {
		todo = append(todo, answers[i])
	}
	if *diffShow != "" {
		showMutants(t, root, answers, *diffShow)
		return
	}
	bases := map[string][]byte{}
	for _, a := range todo {
		if bases[a.Base] == nil {
			src, err := os.ReadFile(filepath.Join(root, "llvm-test", a.Base))
			if err != nil {
				t.Fatal(err)
			}
			bases[a.Base] = src
		}
	}

	// irmeta's verdicts, in parallel.
	type result struct{ first [2]*cli.Finding }
	results := make([]result, len(todo))
	var mu sync.Mutex
	var failures []string
	parallel.For(len(todo), runtime.GOMAXPROCS(0), func(i int) {
		a := todo[i]
		src, ok := mutate.Apply(bases[a.Base], a.Recipe)
		if !ok || mutate.Hash(src) != a.Hash {
			mu.Lock()
			failures = append(failures, fmt.Sprintf("mutant %d (%s %s): the generator makes another text than the one LLVM judged", a.ID, a.Base, a.Recipe))
			mu.Unlock()
			return
		}
		for vi, v := range diffVersions {
			for _, f := range verifyInput(&cli.Input{Name: "mutant.ll", Src: src, Version: v}, v) {
				if f.IsError() {
					results[i].first[vi] = &f
					break
				}
			}
		}
	})
	for _, f := range failures {
		t.Error(f)
	}

	// Figures and disagreements.
	var rows []disagreement
	for vi, v := range diffVersions {
		var n, agree, rejected, sameMsg, crashes, crashAgree int
		for i, a := range todo {
			llvm := a.Opt[vi]
			got := results[i].first[vi]
			n++
			switch {
			case llvm.reject() && got == nil:
				rows = append(rows, disagreement{v, a.ID, "missed", reasonOf(llvm.Msg), a.Recipe.Op, formatLLVM(llvm), ""})
			case !llvm.reject() && got != nil:
				rows = append(rows, disagreement{v, a.ID, "false-reject", reasonOf(got.Msg), a.Recipe.Op, formatLLVM(llvm), formatFinding(got)})
			default:
				agree++
				if llvm.crashed() {
					crashAgree++
				}
			}
			switch {
			case llvm.crashed():
				// No message to compare: listed apart, by irmeta's reason.
				crashes++
				if got != nil {
					rows = append(rows, disagreement{v, a.ID, "llvm-crash", reasonOf(got.Msg), a.Recipe.Op, formatLLVM(llvm), formatFinding(got)})
				}
			case llvm.reject():
				rejected++
				if got != nil && sameFirstMessage(llvm, got) {
					sameMsg++
				} else if got != nil {
					rows = append(rows, disagreement{v, a.ID, "message", reasonOf(llvm.Msg), a.Recipe.Op, formatLLVM(llvm), formatFinding(got)})
				}
			}
		}
		t.Logf("LLVM %d: %d mutants, verdicts agree on %d (%.2f%%; LLVM crashed on %d, counted as rejections; "+
			"leaving the crashes out: %d of %d, %.2f%%); "+
			"of %d rejected with a message, first message identical on %d (%.2f%%); "+
			"counting the crashes as message mismatches: %d of %d (%.2f%%)",
			v, n, agree, 100*float64(agree)/float64(n), crashes,
			agree-crashAgree, n-crashes, 100*float64(agree-crashAgree)/float64(max(n-crashes, 1)),
			rejected, sameMsg, 100*float64(sameMsg)/float64(max(rejected, 1)),
			sameMsg, rejected+crashes, 100*float64(sameMsg)/float64(max(rejected+crashes, 1)))
	}
	checkDisagreements(t, rows, todo, step)
	driftSample(t, todo, bases)
}

// sameFirstMessage reports whether irmeta's first error is LLVM's: the
// same text, at the same line when LLVM gives one (the verifier's
// messages have no position).
func sameFirstMessage(llvm toolAnswer, got *cli.Finding) bool {
	if llvm.Msg != got.Msg {
		return false
	}
	return llvm.Line == 0 || llvm.Line == got.Pos.Line
}

func formatLLVM(a toolAnswer) string {
	if a.Line > 0 {
		return fmt.Sprintf("%d:%d: %s", a.Line, a.Col, a.Msg)
	}
	return a.Msg
}

func formatFinding(f *cli.Finding) string {
	return fmt.Sprintf("%d:%d: [%s] %s", f.Pos.Line, f.Pos.Column, f.Checker, f.Msg)
}

var (
	reasonQuoted = regexp.MustCompile(`'[^']*'|"[^"]*"`)
	reasonNames  = regexp.MustCompile(`[%@!][-\w.$]+`)
	reasonNums   = regexp.MustCompile(`\b\d+\b`)
)

// reasonOf groups messages that differ only in names, numbers and quoted
// text.
func reasonOf(msg string) string {
	s := reasonQuoted.ReplaceAllString(msg, "'_'")
	s = reasonNames.ReplaceAllStringFunc(s, func(n string) string { return n[:1] + "_" })
	s = reasonNums.ReplaceAllString(s, "N")
	if len(s) > 90 {
		s = s[:90]
	}
	if s == "" {
		s = "(no message)"
	}
	return s
}

// disagreement is one mutant on which irmeta and LLVM disagree under one
// version: LLVM rejects and irmeta accepts ("missed"), the other way
// round ("false-reject"), or both reject with another first message
// ("message"); "llvm-crash" lists the mutants LLVM crashed on and irmeta
// rejected (the verdicts agree, there is no LLVM message to compare).
type disagreement struct {
	V            llvmver.Version
	ID           int
	Kind, Reason string
	Op           string
	LLVM, Irmeta string
}

// checkDisagreements compares the disagreements with the table, which
// groups mutant ids by version, kind and reason. Under -short only the
// mutants checked are compared.
func checkDisagreements(t *testing.T, rows []disagreement, todo []diffAnswer, step int) {
	type key struct{ v, kind, reason string }
	group := func(rs []disagreement) map[key][]int {
		g := map[key][]int{}
		for _, r := range rs {
			k := key{strconv.Itoa(int(r.V)), r.Kind, r.Reason}
			g[k] = append(g[k], r.ID)
		}
		for _, ids := range g {
			sort.Ints(ids)
		}
		return g
	}
	got := group(rows)
	if *update && step == 1 {
		keys := make([]key, 0, len(got))
		for k := range got {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(i, j int) bool {
			a, b := keys[i], keys[j]
			if len(got[a]) != len(got[b]) {
				return len(got[a]) > len(got[b])
			}
			if a.v != b.v {
				return a.v < b.v
			}
			if a.kind != b.kind {
				return a.kind < b.kind
			}
			return a.reason < b.reason
		})
		var b strings.Builder
		b.WriteString("# Mutants on which irmeta's verify and LLVM (opt -passes=verify) disagree, by LLVM version, kind and reason.\n")
		b.WriteString("# Written by: go test ./cmd/irmeta -run TestDifferential -update\n")
		b.WriteString("# llvm\tkind\tcount\treason\tmutant ids\n")
		for _, k := range keys {
			ids := got[k]
			s := make([]string, len(ids))
			for i, id := range ids {
				s[i] = strconv.Itoa(id)
			}
			fmt.Fprintf(&b, "%s\t%s\t%d\t%s\t%s\n", k.v, k.kind, len(ids), k.reason, strings.Join(s, ","))
		}
		if err := os.WriteFile(diffTable, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	data, err := os.ReadFile(diffTable)
	if err != nil {
		t.Fatalf("%v (write it with -update)", err)
	}
	checked := map[int]bool{}
	for _, a := range todo {
		checked[a.ID] = true
	}
	want := map[key][]int{}
	for _, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 5 {
			t.Fatalf("%s: bad row %q", diffTable, line)
		}
		k := key{f[0], f[1], f[3]}
		for _, s := range strings.Split(f[4], ",") {
			id, err := strconv.Atoi(s)
			if err != nil {
				t.Fatalf("%s: bad id %q", diffTable, s)
			}
			if checked[id] {
				want[k] = append(want[k], id)
			}
		}
	}
	byID := map[string]disagreement{}
	for _, r := range rows {
		byID[fmt.Sprintf("%d/%d/%s", r.V, r.ID, r.Kind)] = r
	}
	var news, fixed int
	for k, ids := range got {
		wantIDs := map[int]bool{}
		for _, id := range want[k] {
			wantIDs[id] = true
		}
		for _, id := range ids {
			if !wantIDs[id] {
				news++
				if news <= 20 {
					r := byID[fmt.Sprintf("%s/%d/%s", k.v, id, k.kind)]
					t.Errorf("new disagreement: LLVM %s mutant %d (%s): %s: LLVM %q, irmeta %q", k.v, id, r.Op, k.kind, r.LLVM, r.Irmeta)
				}
			}
		}
	}
	for k, ids := range want {
		gotIDs := map[int]bool{}
		for _, id := range got[k] {
			gotIDs[id] = true
		}
		for _, id := range ids {
			if !gotIDs[id] {
				fixed++
				if fixed <= 20 {
					t.Errorf("disagreement gone (fixed?): LLVM %s mutant %d: %s %q", k.v, id, k.kind, k.reason)
				}
			}
		}
	}
	if news+fixed > 0 {
		t.Errorf("%d new and %d vanished disagreements; if intended: go test ./cmd/irmeta -run TestDifferential -update", news, fixed)
	}
}

// driftSample judges a random sample of mutants with the real LLVM tools
// and compares with the stored answers (20, or 4 under -short).
func driftSample(t *testing.T, todo []diffAnswer, bases map[string][]byte) {
	n := 20
	if testing.Short() {
		n = 4
	}
	seed := uint64(time.Now().UnixNano())
	t.Logf("drift sample: %d mutants, seed %d", n, seed)
	r := rand.New(rand.NewPCG(seed, 0))
	sample := make([]diffAnswer, n)
	for i := range sample {
		sample[i] = todo[r.IntN(len(todo))]
	}
	driftSampleOf(t, sample, bases, n)
}

var (
	toolPrefix = regexp.MustCompile(`^(llvm-as|opt)(-\d+)?: `)
	posPrefix  = regexp.MustCompile(`^(\d+):(\d+): (?:error|warning): (.*)$`)
)

// firstToolMessage reduces a tool's stderr to its first message: the
// parser's "file:line:col: error: msg" gives a position, the verifier's
// messages are the first line of text.
func firstToolMessage(status int, stderr, path string) toolAnswer {
	a := toolAnswer{Status: status}
	var warning string
	for _, l := range strings.Split(stderr, "\n") {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasSuffix(l, "assembly parsed, but does not verify as correct!") {
			continue
		}
		l = toolPrefix.ReplaceAllString(l, "")
		// A failing tool's first message is its first error: LLVM's reader
		// warns that it drops debug info ("warning: ignoring debug info
		// with an invalid version") before the verifier's error, which is
		// the reason of the rejection. A run that only warns keeps it.
		if status != 0 && strings.HasPrefix(l, "warning: ") {
			if warning == "" {
				warning = l
			}
			continue
		}
		if strings.HasPrefix(l, path+":") {
			l = l[len(path)+1:]
			if m := posPrefix.FindStringSubmatch(l); m != nil {
				a.Line, _ = strconv.Atoi(m[1])
				a.Col, _ = strconv.Atoi(m[2])
				a.Msg = m[3]
				return a
			}
		}
		a.Msg = strings.ReplaceAll(l, path, "<file>")
		a.Msg = strings.ReplaceAll(a.Msg, "\t", " ")
		return a
	}
	if warning != "" {
		a.Msg = strings.ReplaceAll(strings.ReplaceAll(warning, path, "<file>"), "\t", " ")
	}
	return a
}

// warnedAnswer picks the stored answers whose first line is a warning on
// a failing run (stored before the first error was taken past LLVM's
// reader warnings).
func warnedAnswer(a *diffAnswer, _ []byte) bool {
	for vi := range diffVersions {
		for _, x := range [2]toolAnswer{a.As[vi], a.Opt[vi]} {
			if x.reject() && strings.HasPrefix(x.Msg, "warning: ") {
				return true
			}
		}
	}
	return false
}

// hasSummaryEntry picks the mutants with a module summary entry (a line
// starting "^N ="): opt reads them without a summary index, llvm-as and
// the batch judge with one.
func hasSummaryEntry(_ *diffAnswer, src []byte) bool {
	return bytes.HasPrefix(src, []byte("^")) || bytes.Contains(src, []byte("\n^"))
}

// rejudgeAnswers asks the real tools again about the stored mutants pick
// selects and rewrites the stored answers.
func rejudgeAnswers(t *testing.T, root string, answers []diffAnswer, what string, pick func(*diffAnswer, []byte) bool) {
	dir := t.TempDir()
	bases := map[string][]byte{}
	n := 0
	for i := range answers {
		a := &answers[i]
		if bases[a.Base] == nil {
			src, err := os.ReadFile(filepath.Join(root, "llvm-test", a.Base))
			if err != nil {
				t.Fatal(err)
			}
			bases[a.Base] = src
		}
		src, ok := mutate.Apply(bases[a.Base], a.Recipe)
		if !ok || mutate.Hash(src) != a.Hash {
			t.Fatalf("mutant %d: the generator makes another text than the one LLVM judged", a.ID)
		}
		if !pick(a, src) {
			continue
		}
		name := "m" + strconv.Itoa(a.ID) + ".ll"
		if err := os.WriteFile(filepath.Join(dir, name), src, 0o644); err != nil {
			t.Fatal(err)
		}
		for vi := range diffVersions {
			a.As[vi] = runTool(t, realTools[vi][0], filepath.Join(dir, name))
			a.Opt[vi] = runTool(t, realTools[vi][1], filepath.Join(dir, name))
		}
		n++
	}
	t.Logf("judged %d %s mutants again", n, what)
	writeAnswers(t, answers)
}

// readAnswers reads the stored answers.
func readAnswers(t *testing.T) []diffAnswer {
	f, err := os.Open(diffAnswers)
	if err != nil {
		t.Fatalf("%v (make it with -regenerate)", err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var out []diffAnswer
	sc := bufio.NewScanner(zr)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 5+4*4 {
			t.Fatalf("%s: bad row %q", diffAnswers, line)
		}
		var a diffAnswer
		a.ID, _ = strconv.Atoi(f[0])
		a.Base = f[1]
		a.Recipe.Op = f[2]
		a.Recipe.Seed, _ = strconv.ParseUint(f[3], 10, 64)
		a.Hash = f[4]
		for vi := range 2 {
			for ti := range 2 {
				g := f[5+(vi*2+ti)*4:]
				var ta toolAnswer
				ta.Status, _ = strconv.Atoi(g[0])
				ta.Line, _ = strconv.Atoi(g[1])
				ta.Col, _ = strconv.Atoi(g[2])
				ta.Msg = g[3]
				if ti == 0 {
					a.As[vi] = ta
				} else {
					a.Opt[vi] = ta
				}
			}
		}
		out = append(out, a)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// writeAnswers stores the answers.
func writeAnswers(t *testing.T, answers []diffAnswer) {
	var b bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
	fmt.Fprintln(zw, "# id\tbase (under llvm-test)\top\tseed\tsha256/16\tthen per LLVM 14 llvm-as, 14 opt, 22 llvm-as, 22 opt: status line col first-message")
	for _, a := range answers {
		fmt.Fprintf(zw, "%d\t%s\t%s\t%d\t%s", a.ID, a.Base, a.Recipe.Op, a.Recipe.Seed, a.Hash)
		for vi := range 2 {
			for _, ta := range []toolAnswer{a.As[vi], a.Opt[vi]} {
				fmt.Fprintf(zw, "\t%d\t%d\t%d\t%s", ta.Status, ta.Line, ta.Col, ta.Msg)
			}
		}
		fmt.Fprintln(zw)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(diffAnswers), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(diffAnswers, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// showMutants writes the named mutants, LLVM's answers and irmeta's
// findings to the log: the way to look at one disagreement.
func showMutants(t *testing.T, root string, answers []diffAnswer, ids string) {
	byID := map[string]diffAnswer{}
	for _, a := range answers {
		byID[strconv.Itoa(a.ID)] = a
	}
	for _, id := range strings.Split(ids, ",") {
		a, ok := byID[strings.TrimSpace(id)]
		if !ok {
			t.Errorf("no mutant %s", id)
			continue
		}
		base, err := os.ReadFile(filepath.Join(root, "llvm-test", a.Base))
		if err != nil {
			t.Fatal(err)
		}
		src, ok := mutate.Apply(base, a.Recipe)
		if !ok {
			t.Errorf("mutant %s: recipe %s does not apply", id, a.Recipe)
			continue
		}
		out := filepath.Join(os.TempDir(), "mutant-"+id+".ll")
		if err := os.WriteFile(out, src, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("mutant %s: %s %s -> %s", id, a.Base, a.Recipe, out)
		for vi, v := range diffVersions {
			t.Logf("  LLVM %d llvm-as: %d %s", v, a.As[vi].Status, formatLLVM(a.As[vi]))
			t.Logf("  LLVM %d opt:     %d %s", v, a.Opt[vi].Status, formatLLVM(a.Opt[vi]))
			for _, f := range verifyInput(&cli.Input{Name: "mutant.ll", Src: src, Version: v}, v) {
				t.Logf("  irmeta %d: %s", v, formatFinding(&f))
			}
		}
	}
}
