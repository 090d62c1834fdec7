package bitcode

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
)

// The oracle sweep: for every valid file F of the LLVM test copy and the
// coreutils modules, and N in {14, 22}, Disassemble(llvm-as-N F) must be
// byte-identical to llvm-dis-N's text, except for the files listed with a
// reason in testdata/oracle/diff-llvmN.tsv. llvm-dis's answers are stored
// as hashes in testdata/oracle/llvmN.tsv (-regen-oracle asks LLVM again);
// the .bc files are built once into a cache outside the repository.
var (
	regenOracle = flag.Bool("regen-oracle", false, "run llvm-dis-N on every file and store the hashes of its text")
	updateDiffs = flag.Bool("update", false, "rewrite the table of known differences")
	// The stored tables cover every oracleStride-th file (the full set of
	// 12k files takes hours of llvm-as/llvm-dis on a shared machine);
	// -oracle-stride 1 sweeps all of them.
	oracleStride = flag.Int("oracle-stride", 40, "sweep every Nth file")
)

// oracleID is the module id both sides print (llvm-dis prints the path it
// was given, which is the cache's).
const oracleID = "F.bc"

type oracleFile struct {
	name string // corpus-relative path
	path string // absolute path of the .ll
	opq  bool   // LLVM 14 needs -opaque-pointers
}

func oracleFiles(t *testing.T) []oracleFile {
	root := corpus.Root(t)
	var out []oracleFile
	for _, e := range corpus.LLVMTest(t) {
		if e.Valid() {
			out = append(out, oracleFile{name: "llvm-test/" + e.Path, path: e.File(root), opq: e.Verdict == corpus.OKOpaque})
		}
	}
	for _, p := range corpus.Files(t, "coreutils") {
		rel, _ := filepath.Rel(root, p)
		out = append(out, oracleFile{name: filepath.ToSlash(rel), path: p})
	}
	return out
}

func cacheDir(t *testing.T, n int) string {
	base, err := os.UserCacheDir()
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(base, "irmeta", "bc", fmt.Sprint(n))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

func shortHash(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:8])
}

// bcFor returns the cached bitcode of f assembled by llvm-as-N, building it
// when missing; ok is false when llvm-as-N rejects the file.
func bcFor(t *testing.T, dir string, n int, f oracleFile) (bc []byte, ok bool) {
	src, err := os.ReadFile(f.path)
	if err != nil {
		t.Fatal(err)
	}
	key := shortHash(append([]byte(f.name+"\x00"), src...))
	p := filepath.Join(dir, key+".bc")
	if b, err := os.ReadFile(p); err == nil {
		return b, len(b) > 0
	}
	args := []string{f.path, "-o", "-"}
	if n == 14 && f.opq {
		args = append([]string{"-opaque-pointers"}, args...)
	}
	out, err := exec.Command(fmt.Sprintf("llvm-as-%d", n), args...).Output()
	if err != nil {
		out = nil // remembered as rejected
	}
	tmp := p + ".tmp"
	if err := os.WriteFile(tmp, out, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, p); err != nil {
		t.Fatal(err)
	}
	return out, len(out) > 0
}

// llvmDis runs llvm-dis-N and normalizes the module id line.
func llvmDis(n int, bc []byte, opq bool) ([]byte, error) {
	args := []string{"-", "-o", "-"}
	if n == 14 && opq {
		args = append([]string{"-opaque-pointers"}, args...)
	}
	cmd := exec.Command(fmt.Sprintf("llvm-dis-%d", n), args...)
	cmd.Stdin = bytes.NewReader(bc)
	out, err := cmd.Output()
	if err != nil {
		return nil, err
	}
	return bytes.Replace(out, []byte("; ModuleID = '<stdin>'"), []byte("; ModuleID = '"+oracleID+"'"), 1), nil
}

func readTable(t *testing.T, p string) map[string]string {
	m := map[string]string{}
	f, err := os.Open(p)
	if err != nil {
		if os.IsNotExist(err) {
			return m
		}
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), "\t")
		if ok {
			m[k] = v
		}
	}
	return m
}

func writeTable(t *testing.T, p string, m map[string]string, header string) {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b bytes.Buffer
	b.WriteString(header)
	for _, k := range keys {
		b.WriteString(k + "\t" + m[k] + "\n")
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// diffReason names why two texts differ, from their first differing line.
func diffReason(want, got []byte, err error) string {
	if err != nil {
		msg := err.Error()
		if i := strings.Index(msg, ": "); i >= 0 {
			msg = msg[i+2:]
		}
		if j := strings.Index(msg, " (producer"); j >= 0 {
			msg = msg[:j]
		}
		for _, cut := range []string{"offset ", "record "} {
			_ = cut
		}
		return "reader error: " + trimNumbers(msg)
	}
	wl := strings.Split(string(want), "\n")
	gl := strings.Split(string(got), "\n")
	for i := 0; i < len(wl) && i < len(gl); i++ {
		if wl[i] == gl[i] {
			continue
		}
		w := wl[i]
		switch {
		case strings.HasPrefix(w, "target datalayout"):
			return "datalayout upgraded on load (UpgradeDataLayoutString)"
		case strings.Contains(w, " = type ") || strings.Contains(gl[i], " = type "):
			return "struct type order (TypeFinder)"
		case strings.HasPrefix(w, "attributes #"):
			return "attribute group"
		case strings.HasPrefix(w, "!"):
			return "metadata: " + firstWord(w)
		case strings.HasPrefix(w, "  ") || strings.HasPrefix(w, "define") || strings.HasPrefix(w, "declare"):
			return "function text: " + firstWord(strings.TrimSpace(w))
		case strings.HasPrefix(w, "@"):
			return "global"
		}
		return "other"
	}
	return "length"
}

func firstWord(s string) string {
	if i := strings.Index(s, " = "); i >= 0 && strings.HasPrefix(s, "%") || strings.HasPrefix(s, "!") {
		s = s[i+3:]
	}
	s = strings.TrimPrefix(s, "distinct ")
	if i := strings.IndexAny(s, " ("); i >= 0 {
		s = s[:i]
	}
	return trimNumbers(s)
}

func trimNumbers(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			if b.Len() == 0 || b.String()[b.Len()-1] != 'N' {
				b.WriteByte('N')
			}
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func TestOracle14(t *testing.T) { oracleSweep(t, 14) }
func TestOracle22(t *testing.T) { oracleSweep(t, 22) }

func oracleSweep(t *testing.T, n int) {
	files := corpus.Sample(oracleFiles(t), *oracleStride)
	if testing.Short() {
		files = corpus.Sample(files, 8)
	}
	dir := cacheDir(t, n)
	hashFile := filepath.Join("testdata", "oracle", fmt.Sprintf("llvm%d.tsv", n))
	diffFile := filepath.Join("testdata", "oracle", fmt.Sprintf("diff-llvm%d.tsv", n))
	hashes := readTable(t, hashFile)
	known := readTable(t, diffFile)
	type result struct {
		name, reason string
		same, asfail bool
	}
	results := make([]result, len(files))
	var mu sync.Mutex
	work := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				f := files[i]
				r := result{name: f.name}
				bc, ok := bcFor(t, dir, n, f)
				if !ok {
					r.asfail = true
					mu.Lock()
					hashes[f.name] = "asfail"
					mu.Unlock()
					results[i] = r
					continue
				}
				mu.Lock()
				want, have := hashes[f.name]
				mu.Unlock()
				if want == "disfail" && !*regenOracle {
					r.asfail = true
					results[i] = r
					continue
				}
				var wantText []byte
				if *regenOracle || !have || want == "asfail" {
					out, err := llvmDis(n, bc, f.opq)
					if err != nil {
						// llvm-dis itself rejects the file (an upgrade or
						// verifier error): there is no text to match
						r.asfail = true
						mu.Lock()
						hashes[f.name] = "disfail"
						mu.Unlock()
						results[i] = r
						continue
					}
					wantText = out
					want = shortHash(out)
					mu.Lock()
					hashes[f.name] = want
					mu.Unlock()
				}
				got, err := Disassemble(bc, oracleID)
				r.same = err == nil && shortHash(got) == want
				if !r.same {
					if wantText == nil {
						wantText, _ = llvmDis(n, bc, f.opq)
					}
					r.reason = diffReason(wantText, got, err)
				}
				results[i] = r
			}
		}()
	}
	for i := range files {
		work <- i
	}
	close(work)
	wg.Wait()
	// A few files are checked against LLVM on every run.
	for _, i := range []int{0, len(files) / 3, 2 * len(files) / 3} {
		f := files[i]
		if bc, ok := bcFor(t, dir, n, f); ok && hashes[f.name] != "disfail" {
			out, err := llvmDis(n, bc, f.opq)
			if err != nil || shortHash(out) != hashes[f.name] {
				t.Errorf("%s: stored llvm-dis-%d hash is stale (rerun with -regen-oracle)", f.name, n)
			}
		}
	}
	same, total, asfail := 0, 0, 0
	newKnown := map[string]string{}
	reasons := map[string]int{}
	for _, r := range results {
		if r.name == "" {
			continue
		}
		if r.asfail {
			asfail++
			continue
		}
		total++
		if r.same {
			same++
			if _, ok := known[r.name]; ok && !*updateDiffs {
				t.Errorf("%s: listed in %s but now byte-identical (run with -update)", r.name, diffFile)
			}
			continue
		}
		newKnown[r.name] = r.reason
		reasons[r.reason]++
		if !*updateDiffs {
			if k, ok := known[r.name]; !ok {
				t.Errorf("%s: differs from llvm-dis-%d (%s) and is not in %s", r.name, n, r.reason, diffFile)
			} else if k != r.reason {
				t.Errorf("%s: differs for %q, table says %q", r.name, r.reason, k)
			}
		}
	}
	t.Logf("LLVM %d: %d of %d files byte-identical (%.2f%%), %d rejected by llvm-as-%d", n, same, total, 100*float64(same)/float64(max(total, 1)), asfail, n)
	var rs []string
	for k, v := range reasons {
		rs = append(rs, fmt.Sprintf("%6d  %s", v, k))
	}
	sort.Strings(rs)
	for _, r := range rs {
		t.Log(r)
	}
	if !testing.Short() {
		if *regenOracle || len(readTable(t, hashFile)) != len(hashes) {
			writeTable(t, hashFile, hashes, "")
		}
		if *updateDiffs {
			writeTable(t, diffFile, newKnown, "")
		}
	}
}
