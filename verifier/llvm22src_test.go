package verifier_test

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/irmeta/irmeta/internal/corpus"
)

var (
	regenSrc22  = flag.Bool("regen-llvm22src", false, "ask llvm-as-22 again for "+verdictsSrc22+" (a minute)")
	updateSrc22 = flag.Bool("update-llvm22src", false, "rewrite "+missesSrc22+" with today's disagreements")
)

const (
	// verdictsSrc22 holds llvm-as-22's verdict on every .ll file of LLVM
	// 22's own tests that corpus.LLVM22Source fetches: "ok", or the first
	// line it printed (llvmAs22's form).
	verdictsSrc22 = "testdata/llvm22src-verdicts.tsv"
	// missesSrc22 lists the files on which irmeta --llvm 22 disagrees
	// with llvm-as-22: path, reason, irmeta's first message, llvm-as-22's.
	missesSrc22 = "testdata/llvm22src-misses.tsv"
	// srcSampleEvery: llvm-as-22 is asked again for every srcSampleEvery-th
	// file, to catch stored verdicts that no longer hold.
	srcSampleEvery = 40
)

// llvm22SrcFloor is the number of files on which irmeta --llvm 22 gives
// llvm-as-22's verdict and first message, as measured (2,197 when the
// corpus came, 2,251 after the fixes it showed); it may only grow.
const llvm22SrcFloor = 2301

// TestLLVM22SourceCorpus compares irmeta --llvm 22 with llvm-as-22 on
// LLVM 22's own tests (llvm/test/Assembler, Bitcode, DebugInfo and
// Verifier of Debian's llvm-toolchain-22 source: corpus.LLVM22Source).
// llvm-as-22's verdicts are stored (verdictsSrc22; -regen-llvm22src asks
// it again) and re-asked for a sample. The parser's errors are compared by
// line, column and text, the verifier's by text, a warning as acceptance.
// Every disagreement is listed in missesSrc22 with its reason, and the
// test checks the list exactly (-update-llvm22src rewrites it).
func TestLLVM22SourceCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("fetches LLVM 22's sources once and reads 2,300 files; skipped with -short")
	}
	dir, files := corpus.LLVM22Source(t)
	verdicts := readTSVMap(t, verdictsSrc22, 2, *regenSrc22)
	if *regenSrc22 {
		verdicts = askLLVMAs22(t, dir, files)
		writeTSV(t, verdictsSrc22, "# path\tllvm-as-22's verdict: ok, or its first line (see llvmAs22)", verdicts, files)
	} else {
		for i, f := range files {
			if i%srcSampleEvery != 0 {
				continue
			}
			if got := llvmAs22(filepath.Join(dir, f)); got != verdicts[f][0] {
				t.Errorf("%s: llvm-as-22 now says %q, %s stores %q (run with -regen-llvm22src)", f, got, verdictsSrc22, verdicts[f][0])
			}
		}
	}
	misses := readTSVMap(t, missesSrc22, 4, *updateSrc22)
	found := map[string][]string{}
	same, judged := 0, 0
	reasons := map[string]int{}
	for _, f := range files {
		v, ok := verdicts[f]
		if !ok {
			t.Errorf("%s: no stored verdict (run with -regen-llvm22src)", f)
			continue
		}
		want, judgedFile := wantFromLLVMAs22(v[0])
		if !judgedFile {
			continue
		}
		judged++
		src, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		got := firstMessageAt(filepath.Base(f), src, 22)
		if got == want {
			same++
			if m, ok := misses[f]; ok && !*updateSrc22 {
				t.Errorf("%s: listed in %s (%s) but irmeta now agrees: remove it (or -update-llvm22src)", f, missesSrc22, m[0])
			}
			continue
		}
		reason := missReason(got, want)
		reasons[reason]++
		found[f] = []string{reason, got, want}
		if *updateSrc22 {
			continue
		}
		m, ok := misses[f]
		switch {
		case !ok:
			t.Errorf("%s: irmeta --llvm 22 says %q, llvm-as-22 %q", f, got, want)
		case m[1] != got:
			t.Errorf("%s: irmeta --llvm 22 now says %q, %s lists %q", f, got, missesSrc22, m[1])
		}
	}
	for f := range misses {
		if _, ok := verdicts[f]; !ok && !*updateSrc22 {
			t.Errorf("%s: listed in %s, but not a file of the corpus", f, missesSrc22)
		}
	}
	if *updateSrc22 {
		writeTSV(t, missesSrc22, "# path\treason\tirmeta --llvm 22's first message\tllvm-as-22's", found, files)
	}
	var rs []string
	for r, n := range reasons {
		rs = append(rs, fmt.Sprintf("%s %d", r, n))
	}
	sort.Strings(rs)
	t.Logf("%d of %d judged files of LLVM 22's tests (%d in all): irmeta --llvm 22 gives llvm-as-22's verdict and first message; the others: %s",
		same, judged, len(files), strings.Join(rs, ", "))
	if same < llvm22SrcFloor {
		t.Errorf("%d files agree, below the floor %d", same, llvm22SrcFloor)
	}
}

// wantFromLLVMAs22 turns a stored verdict of llvm-as-22 into
// firstMessageAt's form; judged is false when llvm-as-22 gave none (it
// did not finish).
func wantFromLLVMAs22(v string) (want string, judged bool) {
	switch {
	case v == "ok", strings.HasPrefix(v, "warning: "):
		return "accepted", true
	case v == "timeout":
		return "", false
	case strings.HasPrefix(v, "verifier: "):
		return v, true
	case strings.HasPrefix(v, "LLVM ERROR: "):
		// The loader's aborts (an upgrade it cannot make), which
		// irmeta's verifier reports; LLVM gives them no position.
		return "verifier: " + v, true
	}
	e := corpus.Entry{FirstError: v}
	return fmt.Sprintf("%d:%d: %s", e.ErrorLine(), e.ErrorColumn(), e.ErrorMsg()), true
}

// missReason classifies a disagreement.
func missReason(got, want string) string {
	verdict := func(s string) string {
		switch {
		case s == "accepted":
			return "accepts"
		case strings.HasPrefix(s, "verifier: "):
			return "verifier"
		}
		return "parser"
	}
	g, w := verdict(got), verdict(want)
	switch {
	case g == "accepts":
		return "irmeta accepts, LLVM's " + w + " rejects"
	case w == "accepts":
		return "irmeta's " + g + " rejects a valid file"
	case g != w:
		return "irmeta's " + g + " rejects, LLVM's " + w
	}
	return "another " + g + " message"
}

// askLLVMAs22 runs llvm-as-22 on every file, two at a time.
func askLLVMAs22(t *testing.T, dir string, files []string) map[string][]string {
	out := make([]string, len(files))
	var wg sync.WaitGroup
	next := make(chan int)
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				out[i] = llvmAs22Timed(filepath.Join(dir, files[i]))
			}
		}()
	}
	for i := range files {
		next <- i
	}
	close(next)
	wg.Wait()
	m := map[string][]string{}
	for i, f := range files {
		m[f] = []string{out[i]}
	}
	return m
}

// llvmAs22Timed is llvmAs22, or "timeout" when llvm-as-22 does not finish
// within a minute (some of LLVM's tests have made it loop): only the
// regeneration of the stored verdicts uses it, so that one such file does
// not stop it; the test itself sets no time limit (its sample asks
// llvmAs22).
func llvmAs22Timed(path string) string {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	out, err := exec.CommandContext(ctx, "llvm-as-22", "-o", os.DevNull, path).CombinedOutput()
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return "timeout"
	}
	return formatLLVMAs22(path, string(out), err)
}

// readTSVMap reads a tab-separated table of path and n more fields,
// skipping '#' lines; a missing file is an empty table when missingOK.
func readTSVMap(t *testing.T, name string, n int, missingOK bool) map[string][]string {
	out := map[string][]string{}
	b, err := os.ReadFile(name)
	if err != nil {
		if missingOK {
			return out
		}
		t.Fatal(err)
	}
	for k, line := range strings.Split(string(b), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != n {
			t.Fatalf("%s:%d: want %d tab-separated fields, have %d", name, k+1, n, len(f))
		}
		out[f[0]] = f[1:]
	}
	return out
}

// writeTSV writes rows in the order of files, after a header line.
func writeTSV(t *testing.T, name, header string, rows map[string][]string, files []string) {
	var b strings.Builder
	b.WriteString(header + "\n")
	for _, f := range files {
		if r, ok := rows[f]; ok {
			b.WriteString(f + "\t" + strings.Join(r, "\t") + "\n")
		}
	}
	if err := os.WriteFile(name, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
