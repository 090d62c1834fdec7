package upgrade_test

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/upgrade"
)

var updateSweep = flag.Bool("update-llvm", false, "ask llvm-as-N | llvm-dis-N (N = 14, 22) again for every valid file of the llvm-test corpus with metadata and rewrite testdata/llvm-N.tsv")

// upgraded returns irmeta's view of path as LLVM v loads it: the file
// upgraded, printed and parsed again.
func upgraded(path string, src []byte, v llvmver.Version) (*md.Graph, bool, error) {
	m, err := parser.ParseFile(path, src, 0)
	if err != nil {
		return nil, false, err
	}
	g := md.New(m)
	changes := upgrade.Module(g, upgrade.Options{LLVM: v})
	out, err := g.Bytes()
	if err != nil {
		return nil, true, err
	}
	m2, err := parser.ParseFile(path, out, 0)
	if err != nil {
		return nil, true, fmt.Errorf("irmeta's upgrade does not parse: %v", err)
	}
	return md.New(m2), len(changes) > 0, nil
}

// fingerprint hashes the metadata of g as Renumber numbers it: the node
// definitions, named metadata and attachments, so that a change of irmeta's
// upgrade shows without LLVM.
func fingerprint(g *md.Graph) string {
	text, err := g.Renumber()
	if err != nil {
		return "error"
	}
	h := sha256.New()
	sc := bufio.NewScanner(bytes.NewReader(text))
	sc.Buffer(nil, 1<<26)
	for sc.Scan() {
		l := sc.Text()
		if strings.HasPrefix(l, "!") {
			h.Write([]byte(l))
			h.Write([]byte{'\n'})
		} else if i := strings.Index(l, ", !"); i >= 0 {
			h.Write([]byte(l[i:]))
			h.Write([]byte{'\n'})
		}
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// llvmView runs llvm-as-N | llvm-dis-N on path and returns the output
// parsed, with llvm-as's warnings; rejected is set when LLVM N does not
// accept the file.
func llvmView(path, rel string, v llvmver.Version, opaque bool) (g *md.Graph, warnings string, rejected string) {
	var flags []string
	if opaque && v == 14 {
		flags = append(flags, "-opaque-pointers")
	}
	// LLVM is given the corpus-relative name (run from the corpus root) so
	// that its messages, and the stored answers, do not depend on where the
	// corpus is checked out.
	as := exec.Command(fmt.Sprintf("llvm-as-%d", v), append(append([]string{}, flags...), "-o", "-", rel)...)
	as.Dir = strings.TrimSuffix(filepath.ToSlash(path), rel)
	var stderr bytes.Buffer
	as.Stderr = &stderr
	bc, err := as.Output()
	if err != nil {
		first, _, _ := strings.Cut(strings.TrimSpace(stderr.String()), "\n")
		return nil, "", "llvm-as: " + first
	}
	dis := exec.Command(fmt.Sprintf("llvm-dis-%d", v), append(append([]string{}, flags...), "-o", "-")...)
	dis.Stdin = bytes.NewReader(bc)
	text, err := dis.Output()
	if err != nil {
		return nil, "", "llvm-dis: " + err.Error()
	}
	m, err := parser.ParseFile(rel, text, 0)
	if err != nil {
		return nil, "", "irmeta cannot read llvm-dis's output: " + err.Error()
	}
	return md.New(m), strings.TrimSpace(stderr.String()), ""
}

// sweepRow is one file's stored answer.
type sweepRow struct {
	path    string
	verdict string // same, differs: <first difference>, rejected: <why>
	llvm    string // fingerprint of LLVM's view
	irmeta  string // fingerprint of irmeta's upgrade when the row was made
	edited  bool   // irmeta's upgrade changed the file
}

// exceptions reads md/testdata/llvm-diff-exceptions.tsv: the files whose
// metadata md's TestDiffAgainstLLVM found to differ after llvm-as 14 |
// llvm-dis 14 without upgrading them. Every other valid file with metadata
// is the same for LLVM 14 as irmeta reads it.
func exceptions(t *testing.T) map[string]bool {
	data, err := os.ReadFile(filepath.Join("..", "md", "testdata", "llvm-diff-exceptions.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	for _, l := range strings.Split(string(data), "\n") {
		if l != "" && !strings.HasPrefix(l, "#") {
			p, _, _ := strings.Cut(l, "\t")
			out[p] = true
		}
	}
	return out
}

// TestUpgradeAgainstLLVM compares "irmeta upgrade --llvm N" with
// llvm-as-N | llvm-dis-N under md.Diff on the valid files of the
// llvm-test corpus with metadata, N = 14 and 22.
//
// LLVM is asked about the files it may change: those irmeta's upgrade
// edits and those md's TestDiffAgainstLLVM lists as differing; for LLVM 22
// also every 8th file with metadata (LLVM 22's view of the others is not
// measured). For LLVM 14 the other files are the same by md's test (no
// upgrade applies and LLVM 14 reads their metadata as irmeta does). The
// answers are stored in testdata/llvm-N.tsv (-update-llvm asks again):
// md.Diff's verdict and fingerprints of both views. A run recomputes
// irmeta's upgrade of every file: a file that becomes edited or whose
// fingerprint changed since the table was made fails the test (check it,
// rerun with -update-llvm), and a sample is compared with LLVM again.
func TestUpgradeAgainstLLVM(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 12k corpus files per LLVM release; skipped with -short")
	}
	root := corpus.Root(t)
	var entries []corpus.Entry
	for _, e := range corpus.LLVMTest(t) {
		if e.Valid() {
			entries = append(entries, e)
		}
	}
	known := exceptions(t)
	for _, v := range []llvmver.Version{14, 22} {
		t.Run(fmt.Sprint("llvm", int(v)), func(t *testing.T) {
			table := filepath.Join("testdata", fmt.Sprintf("llvm-%d.tsv", v))
			var stored map[string]sweepRow
			if !*updateSweep {
				stored = readSweep(t, table)
			}
			rows := make([]*sweepRow, len(entries))
			asked := make([]bool, len(entries))
			var wg sync.WaitGroup
			jobs := make(chan int)
			for w := 0; w < 4; w++ {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for i := range jobs {
						e := entries[i]
						path := filepath.Join(root, "llvm-test", e.Path)
						r := sweepFile(path, e.Path, v, e.Verdict == corpus.OKOpaque, false)
						if r == nil {
							continue
						}
						ask := r.edited || known[e.Path] || v == 22 && i%8 == 0
						if ask && *updateSweep {
							r = sweepFile(path, e.Path, v, e.Verdict == corpus.OKOpaque, true)
						}
						rows[i], asked[i] = r, ask
					}
				}()
			}
			for i := range entries {
				jobs <- i
			}
			close(jobs)
			wg.Wait()
			if *updateSweep {
				var b strings.Builder
				b.WriteString("# path\tverdict (md.Diff of irmeta upgrade and llvm-as | llvm-dis)\tLLVM fingerprint\tirmeta fingerprint\n")
				for i, r := range rows {
					if r != nil && asked[i] {
						fmt.Fprintf(&b, "%s\t%s\t%s\t%s\n", r.path, r.verdict, r.llvm, r.irmeta)
					}
				}
				if err := os.WriteFile(table, []byte(b.String()), 0o644); err != nil {
					t.Fatal(err)
				}
				stored = readSweep(t, table)
			}
			counts := map[string]int{}
			changed := 0
			var sample []int
			for i, r := range rows {
				if r == nil {
					continue
				}
				s, ok := stored[r.path]
				if !asked[i] {
					if ok {
						t.Errorf("%s: stored in %s but no longer edited by the upgrade; rerun with -update-llvm", r.path, table)
					}
					if v == 14 {
						counts["same"]++
						counts["inherited"]++
					} else {
						counts["not measured"]++
					}
					continue
				}
				if !ok {
					t.Errorf("%s: LLVM %d should be asked about it but %s has no row; rerun with -update-llvm", r.path, v, table)
					continue
				}
				if strings.HasPrefix(s.verdict, "rejected") {
					counts["rejected"]++
					continue
				}
				if r.irmeta != s.irmeta {
					changed++
					if changed <= 5 {
						t.Errorf("%s: irmeta's upgrade changed since %s was made (fingerprint %s, was %s); check and rerun with -update-llvm", r.path, table, r.irmeta, s.irmeta)
					}
				}
				verdict, _, _ := strings.Cut(s.verdict, ":")
				counts[verdict]++
				if verdict != "same" {
					t.Logf("%s: %s", r.path, s.verdict)
				}
				if i%41 == 0 && len(sample) < 12 {
					sample = append(sample, i)
				}
			}
			// Ask LLVM again for a sample: the stored verdicts must hold.
			if !*updateSweep {
				for _, i := range sample {
					e := entries[i]
					r := sweepFile(filepath.Join(root, "llvm-test", e.Path), e.Path, v, e.Verdict == corpus.OKOpaque, true)
					if r.verdict != stored[e.Path].verdict {
						t.Errorf("%s: LLVM %d now gives %q, stored %q", e.Path, v, r.verdict, stored[e.Path].verdict)
					}
				}
			}
			compared := counts["same"] + counts["differs"]
			agreement := float64(counts["same"]) / float64(compared)
			t.Logf("LLVM %d: irmeta upgrade = llvm-as | llvm-dis on %d of %d valid files with metadata (%.2f%%; %d asked, %d the same by md's test); %d rejected by LLVM %d; %d not measured",
				v, counts["same"], compared, 100*agreement, compared-counts["inherited"], counts["inherited"], counts["rejected"], v, counts["not measured"])
			// The target is 99.9% (issue 18); it is not met yet (debug
			// intrinsics <-> records, loop renames and the full invalid-
			// debug-info rules are missing). The floor is what was measured,
			// so that the agreement can only grow.
			if floor := measuredFloor[v]; agreement < floor {
				t.Errorf("agreement %.2f%% is below the measured %.2f%% (target 99.9%%)", 100*agreement, 100*floor)
			}
		})
	}
}

// sweepFile returns the row of one file, nil when it has no metadata.
// Without ask it fills in only irmeta's fingerprint.
func sweepFile(path, rel string, v llvmver.Version, opaque, ask bool) *sweepRow {
	src, err := os.ReadFile(path)
	if err != nil {
		return &sweepRow{path: rel, verdict: "rejected: " + err.Error()}
	}
	if !bytes.Contains(src, []byte("!")) {
		return nil
	}
	m, err := parser.ParseFile(path, src, 0)
	if err != nil || len(m.MDDefs) == 0 && len(m.NamedMD) == 0 && len(m.InstAttachments) == 0 && !bytes.Contains(src, []byte("!{")) {
		return nil
	}
	r := &sweepRow{path: rel}
	mine, edited, err := upgraded(rel, src, v)
	r.edited = edited
	if err != nil {
		r.irmeta = "error"
		r.verdict = "differs: irmeta: " + err.Error()
	} else {
		r.irmeta = fingerprint(mine)
	}
	if !ask {
		return r
	}
	theirs, _, rejected := llvmView(path, rel, v, opaque)
	if rejected != "" {
		r.verdict = "rejected: " + strings.ReplaceAll(rejected, "\t", " ")
		return r
	}
	r.llvm = fingerprint(theirs)
	if mine == nil {
		return r
	}
	if d := md.Diff(mine, theirs); len(d) > 0 {
		r.verdict = "differs: " + strings.ReplaceAll(strings.ReplaceAll(d[0].String(), "\t", " "), "\n", " ")
		if len(r.verdict) > 300 {
			r.verdict = r.verdict[:300]
		}
	} else {
		r.verdict = "same"
	}
	return r
}

func readSweep(t *testing.T, table string) map[string]sweepRow {
	data, err := os.ReadFile(table)
	if err != nil {
		t.Fatalf("%v (run with -update-llvm)", err)
	}
	out := map[string]sweepRow{}
	for _, l := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		if strings.HasPrefix(l, "#") {
			continue
		}
		f := strings.Split(l, "\t")
		if len(f) != 4 {
			t.Fatalf("%s: bad line %q", table, l)
		}
		out[f[0]] = sweepRow{path: f[0], verdict: f[1], llvm: f[2], irmeta: f[3]}
	}
	return out
}

// measuredFloor is the agreement measured when the upgrade landed, per
// release (target: 0.999).
var measuredFloor = map[llvmver.Version]float64{14: 0.9829, 22: 0.6122}
