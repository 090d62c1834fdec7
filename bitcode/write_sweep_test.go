package bitcode

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/internal/parallel"
)

// The writer sweep: for every valid file F of the LLVM test copy, typed-
// pointer files under LLVM 14 and 22 and opaque-pointer files under 22,
// llvm-dis-N of the written bitcode must be llvm-dis-N <(llvm-as-N F), and
// opt-N -passes=verify must accept it. testdata/write_sweep.tsv stores the
// outcome of every (F, N): the status, the written bitcode's hash and
// llvm-as-N's text hash (from the oracle tables, testdata/oracle/llvmN.tsv,
// so no llvm-as run is needed). The default run writes every
// -write-stride-th pair and checks status and bitcode hash exactly (LLVM's
// verdict on those bytes carries over), and gives every sweepRecheck-th
// written ok pair to llvm-dis again. -regenerate judges the swept pairs
// anew (with -write-stride 1: all of them, about ten minutes of CPU).
var (
	regenerate  = flag.Bool("regenerate", false, "ask LLVM again for the writer tests' stored answers (testdata/write_sweep.tsv, testdata/write_llvm22.tsv)")
	reaskOracle = flag.Bool("reask-oracle", false, "with -regenerate: judge unchanged bitcode again")
	writeStride = flag.Int("write-stride", 10, "TestWriteSweep: write every Nth (file, release) pair; 1 sweeps them all")
)

const (
	sweepFile    = "testdata/write_sweep.tsv"
	sweepRecheck = 25
	sweepHeader  = "# file\tllvm\tstatus\tbitcode-sha256/8\tllvm-dis-sha256/8\n"
)

// sweepEntry is one stored answer: file (corpus-relative, "llvm-test/..."),
// release, status (ok; verify; rejected-by-oracle; "diff: reason", the
// reason of the first differing line; sweepNondeterministic;
// "unsupported: construct"; "error";
// rejected-by-opt: opt-N rejects llvm-as-N's own bitcode too),
// hash of the written bitcode and of llvm-as-N's llvm-dis text.
type sweepEntry struct {
	file, status, bcHash, disHash string
	n                             int
}

func sweepKey(file string, n int) string { return fmt.Sprintf("%s\t%d", file, n) }

// sweepPairs lists every (file, release) pair in corpus order.
func sweepPairs(t *testing.T) []sweepEntry {
	var out []sweepEntry
	for _, e := range corpus.LLVMTest(t) {
		name := "llvm-test/" + e.Path
		switch e.Verdict {
		case corpus.OK:
			out = append(out, sweepEntry{file: name, n: 14}, sweepEntry{file: name, n: 22})
		case corpus.OKOpaque:
			out = append(out, sweepEntry{file: name, n: 22})
		}
	}
	return out
}

// readSweep reads the stored answers (a file has a row per release, so
// readTable, keyed by file, does not fit).
func readSweep(t *testing.T) map[string]sweepEntry {
	stored := map[string]sweepEntry{}
	f, err := os.Open(sweepFile)
	if err != nil {
		if os.IsNotExist(err) {
			return stored
		}
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		p := strings.Split(sc.Text(), "\t")
		if len(p) != 5 || strings.HasPrefix(p[0], "#") {
			continue
		}
		var n int
		fmt.Sscan(p[1], &n)
		stored[sweepKey(p[0], n)] = sweepEntry{file: p[0], n: n, status: p[2], bcHash: p[3], disHash: p[4]}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return stored
}

// TestWriteSweep writes the swept pairs and checks each outcome against
// the stored answers.
func TestWriteSweep(t *testing.T) {
	if testing.Short() {
		t.Skip("long sweep")
	}
	root := corpus.Root(t)
	stored := readSweep(t)
	if len(stored) == 0 && !*regenerate {
		t.Fatalf("%s: no stored answers (run with -regenerate)", sweepFile)
	}
	pairs := sweepPairs(t)
	var swept []sweepEntry
	for k, se := range pairs {
		if k%*writeStride == 0 {
			swept = append(swept, se)
		}
	}
	bcs := make([][]byte, len(swept))
	readErrs := make([]error, len(swept))
	parallel.For(len(swept), 2, func(i int) {
		se := &swept[i]
		bc, err := encodeFile(root, se.file, se.n)
		var u *UnsupportedError
		var pe *fs.PathError
		switch {
		case errors.As(err, &pe):
			readErrs[i] = err // reported below, off the worker goroutine
		case errors.As(err, &u):
			se.status = "unsupported: " + u.Construct
		case err != nil:
			se.status = "error"
		default:
			bcs[i] = bc
		}
		se.bcHash = "-"
		if bc != nil {
			se.bcHash = shortHash(bc)
		}
	})
	for _, err := range readErrs {
		if err != nil {
			t.Fatal(err)
		}
	}
	if *regenerate {
		judgeSweep(t, root, swept, bcs, stored)
		for _, se := range swept {
			stored[sweepKey(se.file, se.n)] = se
		}
		tab := map[string][]string{}
		for _, se := range stored {
			// one table row per pair: the key holds the release too
			tab[se.file+"\t"+fmt.Sprint(se.n)] = []string{se.status, se.bcHash, se.disHash}
		}
		writeTable(t, sweepFile, tab, sweepHeader)
	} else {
		var recheck [][]byte
		var recheckWant []sweepEntry
		for i, se := range swept {
			want, ok := stored[sweepKey(se.file, se.n)]
			if !ok {
				t.Errorf("%s: no stored answer for LLVM %d (run with -regenerate)", se.file, se.n)
				continue
			}
			if se.status == "" {
				se.status = want.status
				swept[i].status = se.status // for logSweep
			}
			if se.status != want.status || se.bcHash != want.bcHash {
				t.Errorf("%s (LLVM %d): %s (bitcode %s), stored %s (bitcode %s); run with -regenerate after checking",
					se.file, se.n, se.status, se.bcHash, want.status, want.bcHash)
			}
			if se.status == sweepNondeterministic && !disVaries(se.n, bcs[i]) {
				t.Errorf("%s: llvm-dis-%d gives the written bitcode the same text every run", se.file, se.n)
			}
			if se.status == "ok" && i%sweepRecheck == 0 {
				recheck = append(recheck, bcs[i])
				recheckWant = append(recheckWant, want)
			}
		}
		recheckDis(t, recheck, recheckWant)
	}
	logSweep(t, swept, *regenerate)
	if *regenerate {
		logSweep(t, valuesOf(stored), true)
	}
}

func valuesOf(m map[string]sweepEntry) []sweepEntry {
	out := make([]sweepEntry, 0, len(m))
	for _, se := range m {
		out = append(out, se)
	}
	return out
}

// recheckDis gives bitcode whose stored status is ok to llvm-dis again.
func recheckDis(t *testing.T, bcs [][]byte, want []sweepEntry) {
	for _, n := range []int{14, 22} {
		var these [][]byte
		var ws []sweepEntry
		for i := range bcs {
			if want[i].n == n {
				these = append(these, bcs[i])
				ws = append(ws, want[i])
			}
		}
		for i, h := range llvmDisBatch(t, n, false, these) {
			if h != ws[i].disHash {
				t.Errorf("%s: llvm-dis-%d of the written bitcode no longer matches llvm-as's", ws[i].file, n)
			}
		}
	}
}

// judgeSweep gives every swept pair LLVM's verdict: llvm-as-N's text hash
// from the oracle table, the written bitcode's text through llvm-dis-N,
// and opt-N -passes=verify. Bitcode whose hash and reference are as
// stored keeps a stored ok unless -reask-oracle.
func judgeSweep(t *testing.T, root string, swept []sweepEntry, bcs [][]byte, stored map[string]sweepEntry) {
	refs := map[int]map[string][]string{}
	for _, n := range []int{14, 22} {
		refs[n] = readTable(t, fmt.Sprintf("testdata/oracle/llvm%d.tsv", n))
	}
	var todo []int
	for i := range swept {
		se := &swept[i]
		se.disHash = "?"
		if r, ok := refs[se.n][se.file]; ok && len(r) == 2 {
			se.disHash = r[1]
		}
		if se.status != "" {
			continue // not written
		}
		switch se.disHash {
		case "?":
			t.Fatalf("%s: no LLVM %d answer in testdata/oracle (run TestOracle%d with -regen-oracle -oracle-stride 1)", se.file, se.n, se.n)
		case "asfail", "disfail":
			se.status = "rejected-by-oracle"
			continue
		}
		old, known := stored[sweepKey(se.file, se.n)]
		// only an ok verdict carries over: the few others are judged
		// again, as their reasons' rules may have changed
		if known && !*reaskOracle && old.status == "ok" && old.bcHash == se.bcHash && old.disHash == se.disHash {
			se.status = old.status
			continue
		}
		todo = append(todo, i)
	}
	// llvm-dis, in batches per release
	got := make([]string, len(swept))
	for _, n := range []int{14, 22} {
		var idx []int
		for _, i := range todo {
			if swept[i].n == n {
				idx = append(idx, i)
			}
		}
		for lo := 0; lo < len(idx); lo += 200 {
			hi := min(lo+200, len(idx))
			batch := make([][]byte, hi-lo)
			for k := range batch {
				batch[k] = bcs[idx[lo+k]]
			}
			for k, h := range llvmDisBatch(t, n, false, batch) {
				got[idx[lo+k]] = h
			}
		}
	}
	parallel.For(len(todo), 2, func(k int) {
		i := todo[k]
		se := &swept[i]
		switch {
		case got[i] != se.disHash && disVaries(se.n, bcs[i]):
			se.status = sweepNondeterministic
		case got[i] != se.disHash:
			se.status = "diff: " + sweepDiffReason(t, root, se, bcs[i])
		case !verifies(se.n, bcs[i]):
			se.status = "verify"
			ref, ok := bcFor(t, root, cacheDir(t, se.n), se.n, oracleFile{name: se.file})
			if ok && !verifies(se.n, ref) {
				// opt rejects llvm-as-N's own bitcode of the file too
				se.status = "rejected-by-opt"
			}
		default:
			se.status = "ok"
		}
	})
}

// sweepNondeterministic is the status of written bitcode whose llvm-dis
// text changes from run to run: LLVM's reader upgrades the calls of some
// old intrinsics in the order of a map keyed by pointers (its
// UpgradedIntrinsics), so the names of the instructions it makes (%cast,
// %cast1, ...) and the new declarations' order vary; llvm-as's bitcode
// holds the upgraded calls already.
const sweepNondeterministic = "nondeterministic: llvm-dis text varies between runs"

// disVaries reports whether llvm-dis-n gives bc two texts in up to
// disRuns runs.
func disVaries(n int, bc []byte) bool {
	const disRuns = 20
	first, err := llvmDis(n, bc, false)
	if err != nil {
		return false
	}
	for range disRuns - 1 {
		if again, err := llvmDis(n, bc, false); err == nil && !bytes.Equal(again, first) {
			return true
		}
	}
	return false
}

// sweepDiffReason names the first line where llvm-dis-N's text of the
// written bitcode differs from its text of llvm-as-N's (built into the
// oracle sweep's cache).
func sweepDiffReason(t *testing.T, root string, se *sweepEntry, bc []byte) string {
	got, err := llvmDis(se.n, bc, false)
	if err != nil {
		return "llvm-dis rejects the bitcode"
	}
	ref, ok := bcFor(t, root, cacheDir(t, se.n), se.n, oracleFile{name: se.file})
	if !ok {
		return "llvm-as rejects the file"
	}
	want, err := llvmDis(se.n, ref, false)
	if err != nil {
		return "llvm-dis rejects llvm-as's bitcode"
	}
	return diffReason(want, got, nil)
}

// logSweep prints the share of ok pairs per release and kind of file,
// and the other statuses by reason.
func logSweep(t *testing.T, entries []sweepEntry, all bool) {
	typed := map[string]bool{}
	for _, e := range corpus.LLVMTest(t) {
		if e.Verdict == corpus.OK {
			typed["llvm-test/"+e.Path] = true
		}
	}
	total, ok := map[string]int{}, map[string]int{}
	reasons := map[string]int{}
	for _, se := range entries {
		kind := "opaque"
		if typed[se.file] {
			kind = "typed"
		}
		k := fmt.Sprintf("LLVM %d %s", se.n, kind)
		total[k]++
		if se.status == "ok" {
			ok[k]++
		} else {
			reasons[k+": "+se.status]++
		}
	}
	what := "swept"
	if all {
		what = "stored"
	}
	var keys []string
	for k := range total {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%s, %s: %d of %d ok (%.2f%%)", what, k, ok[k], total[k], pct(ok[k], total[k]))
	}
	keys = keys[:0]
	for k := range reasons {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%6d  %s", reasons[k], k)
	}
}
