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
	"sort"
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
func upgraded(path string, src []byte, v llvmver.Version) (*md.Graph, error) {
	m, err := parser.ParseFile(path, src, 0)
	if err != nil {
		return nil, err
	}
	g := md.New(m)
	upgrade.Module(g, upgrade.Options{LLVM: v})
	out, err := g.Bytes()
	if err != nil {
		return nil, err
	}
	m2, err := parser.ParseFile(path, out, 0)
	if err != nil {
		return nil, fmt.Errorf("irmeta's upgrade does not parse: %v", err)
	}
	return md.New(m2), nil
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
func llvmView(path string, v llvmver.Version, opaque bool) (g *md.Graph, warnings string, rejected string) {
	var flags []string
	if opaque && v == 14 {
		flags = append(flags, "-opaque-pointers")
	}
	as := exec.Command(fmt.Sprintf("llvm-as-%d", v), append(append([]string{}, flags...), "-o", "-", path)...)
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
	m, err := parser.ParseFile(path, text, 0)
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
}

// TestUpgradeAgainstLLVM compares "irmeta upgrade --llvm N" with
// llvm-as-N | llvm-dis-N under md.Diff for every valid file of the
// llvm-test corpus that has metadata, N = 14 and 22. LLVM's answers are
// stored in testdata/llvm-N.tsv (-update-llvm asks again): the verdict of
// md.Diff and fingerprints of both views. A run recomputes irmeta's view of
// every file: a file whose fingerprint changed since the table was made
// fails the test (rerun with -update-llvm after checking it), and a sample
// of files is compared with LLVM again. Agreement must be 99.9% or more.
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
	for _, v := range []llvmver.Version{14, 22} {
		t.Run(fmt.Sprint("llvm", int(v)), func(t *testing.T) {
			table := filepath.Join("testdata", fmt.Sprintf("llvm-%d.tsv", v))
			rows := make([]*sweepRow, len(entries))
			var wg sync.WaitGroup
			jobs := make(chan int)
			workers := 2
			if *updateSweep {
				workers = 4
			}
			for w := 0; w < workers; w++ {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for i := range jobs {
						rows[i] = sweepFile(filepath.Join(root, "llvm-test", entries[i].Path), entries[i].Path, v, entries[i].Verdict == corpus.OKOpaque, *updateSweep)
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
				for _, r := range rows {
					if r != nil {
						fmt.Fprintf(&b, "%s\t%s\t%s\t%s\n", r.path, r.verdict, r.llvm, r.irmeta)
					}
				}
				if err := os.WriteFile(table, []byte(b.String()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			stored := readSweep(t, table)
			counts := map[string]int{}
			changed := 0
			var sample []string
			for i, r := range rows {
				if r == nil {
					continue
				}
				s, ok := stored[r.path]
				if !ok {
					t.Errorf("%s has metadata but no row in %s; rerun with -update-llvm", r.path, table)
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
				if verdict != "same" && counts[verdict] <= 20 {
					t.Logf("%s: %s", r.path, s.verdict)
				}
				if i%97 == 0 && len(sample) < 25 {
					sample = append(sample, entries[i].Path)
				}
			}
			// Ask LLVM again for a sample: the stored verdicts must hold.
			for _, p := range sample {
				opaque := false
				for _, e := range entries {
					if e.Path == p {
						opaque = e.Verdict == corpus.OKOpaque
					}
				}
				r := sweepFile(filepath.Join(root, "llvm-test", p), p, v, opaque, true)
				if r.verdict != stored[p].verdict {
					t.Errorf("%s: LLVM %d now gives %q, stored %q", p, v, r.verdict, stored[p].verdict)
				}
			}
			compared := counts["same"] + counts["differs"]
			agreement := float64(counts["same"]) / float64(compared)
			t.Logf("LLVM %d: irmeta upgrade = llvm-as | llvm-dis on %d of %d valid files with metadata (%.2f%%); %d rejected by LLVM %d",
				v, counts["same"], compared, 100*agreement, counts["rejected"], v)
			if agreement < 0.999 {
				t.Errorf("agreement %.2f%% is below 99.9%%", 100*agreement)
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
	mine, err := upgraded(path, src, v)
	if err != nil {
		r.irmeta = "error"
		r.verdict = "differs: irmeta: " + err.Error()
	} else {
		r.irmeta = fingerprint(mine)
	}
	if !ask {
		return r
	}
	theirs, _, rejected := llvmView(path, v, opaque)
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
		out[f[0]] = sweepRow{f[0], f[1], f[2], f[3]}
	}
	return out
}

var _ = sort.Strings
