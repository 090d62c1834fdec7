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
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/internal/parallel"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/upgrade"
)

var llvmCache = flag.String("llvm-cache", "", "with -update-llvm: read LLVM's outputs from (and store new ones in) this directory, as N/<corpus path>.{rc,out,err}, instead of running LLVM for every file again")

var updateSweep = flag.Bool("update-llvm", false, "ask llvm-as-N | llvm-dis-N (N = 14, 22) again for every valid file of the llvm-test corpus with metadata and rewrite testdata/llvm-N.tsv")

// upgraded returns irmeta's view of path as LLVM v loads it: the file
// upgraded, printed and parsed again.
func upgraded(path string, src []byte, v llvmver.Version) (*md.Graph, bool, error) {
	m, err := parser.ParseFileOptions(path, src, parser.Options{Version: v})
	if err != nil {
		return nil, false, err
	}
	g := md.New(m)
	changes := upgrade.Module(g, upgrade.Options{LLVM: v})
	out, err := g.Bytes()
	if err != nil {
		return nil, true, err
	}
	m2, err := parser.ParseFileOptions(path, out, parser.Options{Version: v})
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
	text, stderr, rejected := runLLVM(path, rel, v, opaque)
	if rejected != "" {
		return nil, "", rejected
	}
	m, err := parser.ParseFileOptions(rel, text, parser.Options{Version: v})
	if err != nil {
		return nil, "", "irmeta cannot read llvm-dis's output: " + err.Error()
	}
	return md.New(m), strings.TrimSpace(stderr), ""
}

// runLLVM returns llvm-dis-N's output for llvm-as-N's bitcode of path,
// llvm-as's standard error, or why LLVM rejected the file; with
// -llvm-cache, from the cache when it holds the file.
func runLLVM(path, rel string, v llvmver.Version, opaque bool) (text []byte, stderr, rejected string) {
	cache := ""
	if *llvmCache != "" {
		cache = filepath.Join(*llvmCache, fmt.Sprint(int(v)), rel)
		if rc, err := os.ReadFile(cache + ".rc"); err == nil {
			errText, _ := os.ReadFile(cache + ".err")
			switch code := strings.TrimSpace(string(rc)); {
			case code == "0":
				out, err := os.ReadFile(cache + ".out")
				if err == nil {
					return out, string(errText), ""
				}
			case code == "as":
				first, _, _ := strings.Cut(strings.TrimSpace(string(errText)), "\n")
				return nil, "", "llvm-as: " + first
			case strings.HasPrefix(code, "dis"):
				return nil, "", "llvm-dis: exit status " + strings.TrimPrefix(code, "dis")
			}
		}
	}
	var flags []string
	if opaque && v == 14 {
		flags = append(flags, "-opaque-pointers")
	}
	// LLVM is given the corpus-relative name (run from the corpus root) so
	// that its messages, and the stored answers, do not depend on where the
	// corpus is checked out.
	as := exec.Command(fmt.Sprintf("llvm-as-%d", v), append(append([]string{}, flags...), "-o", "-", rel)...)
	as.Dir = strings.TrimSuffix(filepath.ToSlash(path), rel)
	var errBuf bytes.Buffer
	as.Stderr = &errBuf
	bc, err := as.Output()
	store := func(rc string, out []byte) {
		if cache == "" {
			return
		}
		_ = os.MkdirAll(filepath.Dir(cache), 0o755)
		_ = os.WriteFile(cache+".out", out, 0o644)
		_ = os.WriteFile(cache+".err", errBuf.Bytes(), 0o644)
		_ = os.WriteFile(cache+".rc", []byte(rc+"\n"), 0o644)
	}
	if err != nil {
		store("as", nil)
		first, _, _ := strings.Cut(strings.TrimSpace(errBuf.String()), "\n")
		return nil, "", "llvm-as: " + first
	}
	dis := exec.Command(fmt.Sprintf("llvm-dis-%d", v), append(append([]string{}, flags...), "-o", "-")...)
	dis.Stdin = bytes.NewReader(bc)
	out, err := dis.Output()
	if err != nil {
		if ee, ok := err.(*exec.ExitError); ok {
			store(fmt.Sprint("dis", ee.ExitCode()), nil)
		}
		return nil, "", "llvm-dis: " + err.Error()
	}
	store("0", out)
	return out, errBuf.String(), ""
}

// sweepRow is one file's stored answer.
type sweepRow struct {
	path    string
	verdict string // same, differs: <first difference>, rejected: <why>
	llvm    string // fingerprint of LLVM's view
	irmeta  string // fingerprint of irmeta's upgrade when the row was made
	edited  bool   // irmeta's upgrade changed the file
}

// TestUpgradeAgainstLLVM compares "irmeta upgrade --llvm N" with
// llvm-as-N | llvm-dis-N under md.Diff on the valid files of the
// llvm-test corpus with metadata, N = 14 and 22, with no exception list.
//
// LLVM 22 is asked about every valid file with metadata; LLVM 14 about
// every file irmeta's upgrade edits, the others being md's
// TestDiffAgainstLLVM's, which requires LLVM 14 to load them unchanged
// (99.9% or more, no exception list). The answers are stored in
// testdata/llvm-N.tsv (-update-llvm asks again; -llvm-cache keeps LLVM's
// outputs between runs): md.Diff's verdict and fingerprints of both
// views. A run recomputes irmeta's upgrade of every file: a file that
// becomes edited or whose fingerprint changed since the table was made
// fails the test (check it, rerun with -update-llvm), and a sample is
// compared with LLVM again.
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
			var stored map[string]sweepRow
			if !*updateSweep {
				stored = readSweep(t, table)
			}
			rows := make([]*sweepRow, len(entries))
			asked := make([]bool, len(entries))
			parallel.For(len(entries), 4, func(i int) {
				e := entries[i]
				path := filepath.Join(root, "llvm-test", e.Path)
				r := sweepFile(path, e.Path, v, e.Verdict == corpus.OKOpaque, false)
				if r == nil {
					return
				}
				ask := v != 14 || r.edited
				if ask && *updateSweep {
					r = sweepFile(path, e.Path, v, e.Verdict == corpus.OKOpaque, true)
				}
				rows[i], asked[i] = r, ask
			})
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
			t.Logf("LLVM %d: irmeta upgrade = llvm-as | llvm-dis on %d of %d valid files with metadata (%.2f%%; %d asked, %d not upgraded and the same by md's TestDiffAgainstLLVM); %d rejected by LLVM %d; %d not asked",
				v, counts["same"], compared, 100*agreement, compared-counts["inherited"], counts["inherited"], counts["rejected"], v, counts["not measured"])
			// The target is 99.9% (issue 18); both releases meet it.
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
	// Whether the file has metadata is read as LLVM 14 reads it (the
	// corpus is LLVM 14's); a file LLVM v's rules reject stays in, with
	// irmeta's error as its verdict unless LLVM v rejects it too.
	m, err := parser.ParseFileOptions(rel, src, parser.Options{Version: 14})
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
var measuredFloor = map[llvmver.Version]float64{14: 0.999, 22: 0.999}
