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
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/internal/parallel"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// The oracle sweep: for every swept valid file F of the LLVM test copy and
// the coreutils modules, and N in {14, 22}, Disassemble(llvm-as-N F) must be
// byte-identical to llvm-dis-N's text, except for the files listed with a
// reason in testdata/oracle/diff-llvmN.tsv, and those must be equal under
// md.Diff (what `irmeta diff` compares) unless the reason says otherwise.
//
// LLVM's answers are stored in testdata/oracle/llvmN.tsv: per file the
// hash of llvm-as-N's bitcode and of llvm-dis-N's text ("asfail" or
// "disfail" when the tool rejects the file). -regen-oracle asks LLVM again.
// The bitcode itself is not committed: it is built by llvm-as-N (run from
// the corpus directory with the corpus-relative name, so nothing depends on
// where the corpus lives) into a cache outside the repository,
// $XDG_CACHE_HOME/irmeta/bc/N, and checked against the stored hash. Every
// oracleRecheck-th swept file is also given to llvm-dis-N again.
var (
	regenOracle = flag.Bool("regen-oracle", false, "ask llvm-as-N and llvm-dis-N again for every swept file and store their hashes")
	updateDiffs = flag.Bool("update", false, "rewrite the table of known differences")
	// The default sweeps every 10th valid file (1,194 per version; the
	// tables hold LLVM's answers for them). Building the bitcode of all
	// 11,933 files takes one llvm-as run each (about an hour per version on
	// two cores): -oracle-stride 1 sweeps all of them.
	oracleStride = flag.Int("oracle-stride", 10, "sweep every Nth valid file")
)

const oracleRecheck = 50

// oracleID is the module id both sides print.
const oracleID = "F.bc"

type oracleFile struct {
	name string // corpus-relative path, also the name llvm-as-N is given
	opq  bool   // LLVM 14 needs -opaque-pointers
}

func oracleFiles(t *testing.T) []oracleFile {
	root := corpus.Root(t)
	var out []oracleFile
	for _, e := range corpus.LLVMTest(t) {
		if e.Valid() {
			out = append(out, oracleFile{name: "llvm-test/" + e.Path, opq: e.Verdict == corpus.OKOpaque})
		}
	}
	for _, p := range corpus.Files(t, "coreutils") {
		rel, _ := filepath.Rel(root, p)
		out = append(out, oracleFile{name: filepath.ToSlash(rel)})
	}
	return out
}

func cacheDir(t testing.TB, n int) string {
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

// bcFor returns the bitcode llvm-as-N makes of f, from the cache or by
// running it; ok is false when llvm-as-N rejects the file (remembered as an
// empty cache file).
func bcFor(t testing.TB, root, dir string, n int, f oracleFile) (bc []byte, ok bool) {
	args := []string{f.name, "-o", "-"}
	if n == 14 && f.opq {
		args = append([]string{"-opaque-pointers"}, args...)
	}
	return cachedBC(t, root, dir, fmt.Sprintf("llvm-as-%d", n), args, f.name)
}

// cachedBC returns the bitcode tool writes to stdout when run with args in
// the corpus directory on the corpus file name, from the cache dir or by
// running it; ok is false when the tool fails (remembered as an empty
// cache file).
func cachedBC(t testing.TB, root, dir, tool string, args []string, name string) (bc []byte, ok bool) {
	src, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(name)))
	if err != nil {
		t.Fatal(err)
	}
	// The key holds the whole command as it runs (the name as given to
	// the tool, relative to the corpus, and the flags): a cache filled by
	// an earlier way of running it must not answer for this one. llvm-as,
	// the first tool, is not named in its keys.
	keyArgs := args
	if !strings.HasPrefix(tool, "llvm-as") {
		keyArgs = append([]string{tool}, args...)
	}
	key := shortHash(append([]byte(strings.Join(keyArgs, "\x00")+"\x00run-from-corpus-root\x00"), src...))
	p := filepath.Join(dir, key+".bc")
	if b, err := os.ReadFile(p); err == nil {
		return b, len(b) > 0
	}
	cmd := exec.Command(tool, args...)
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		if _, ok := err.(*exec.ExitError); !ok {
			t.Fatalf("%s: %v", tool, err)
		}
		out = nil // remembered as rejected
	}
	tmp := fmt.Sprintf("%s.%d.tmp", p, os.Getpid())
	if err := os.WriteFile(tmp, out, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, p); err != nil {
		t.Fatal(err)
	}
	return out, len(out) > 0
}

// normalizeID puts oracleID on llvm-dis's "; ModuleID" line.
func normalizeID(text []byte) []byte {
	const prefix = "; ModuleID = '"
	if !bytes.HasPrefix(text, []byte(prefix)) {
		return text
	}
	nl := bytes.IndexByte(text, '\n')
	if nl < 0 {
		return text
	}
	return append([]byte(prefix+oracleID+"'"), text[nl:]...)
}

func disArgs(n int, opq bool) []string {
	if n == 14 && opq {
		return []string{"-opaque-pointers"}
	}
	return nil
}

// llvmDis runs llvm-dis-N on one module, given to it as a file named
// oracleID: llvm-dis prints the name it was given as the module id, as the
// path of a summary's module and, for a file without one, as the source
// file name.
func llvmDis(n int, bc []byte, opq bool) ([]byte, error) {
	dir, err := os.MkdirTemp("", "irmeta-dis")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	if err := os.WriteFile(filepath.Join(dir, oracleID), bc, 0o644); err != nil {
		return nil, err
	}
	cmd := exec.Command(fmt.Sprintf("llvm-dis-%d", n), append(disArgs(n, opq), oracleID, "-o", "-")...)
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return nil, err
	}
	return normalizeID(out), nil
}

// llvmDisBatch runs llvm-dis-N once for many modules (its start-up costs
// more than most of these files' work) and returns each text's hash, or
// "disfail". A batch llvm-dis gives up on is redone one file at a time.
func llvmDisBatch(t *testing.T, n int, opq bool, bcs [][]byte) []string {
	out := make([]string, len(bcs))
	tmp := t.TempDir()
	args := disArgs(n, opq)
	for i, bc := range bcs {
		name := strconv.Itoa(i) + ".bc"
		if err := os.WriteFile(filepath.Join(tmp, name), bc, 0o644); err != nil {
			t.Fatal(err)
		}
		args = append(args, name)
	}
	cmd := exec.Command(fmt.Sprintf("llvm-dis-%d", n), args...)
	cmd.Dir = tmp
	batchErr := cmd.Run()
	for i, bc := range bcs {
		text, err := os.ReadFile(filepath.Join(tmp, strconv.Itoa(i)+".ll"))
		// The modules of one llvm-dis run share an LLVMContext: a struct
		// name an earlier module took is renamed (%T.0) and custom
		// metadata kinds get other ids (attachment order), so such files
		// are asked alone; so are those with a summary, whose text names
		// the file.
		if batchErr != nil || err != nil || contextShared(text) {
			text, err = llvmDis(n, bc, opq)
			if err != nil {
				out[i] = "disfail"
				continue
			}
		}
		out[i] = shortHash(normalizeID(text))
	}
	return out
}

var customKind = regexp.MustCompile(`, !([A-Za-z_.][-A-Za-z0-9_.]*) !`)

// fixedKinds are the metadata kinds every LLVMContext registers first, in
// the same order (FixedMetadataKinds.def).
var fixedKinds = map[string]bool{"dbg": true, "tbaa": true, "prof": true, "fpmath": true, "range": true,
	"tbaa.struct": true, "invariant.load": true, "alias.scope": true, "noalias": true, "nontemporal": true,
	"llvm.mem.parallel_loop_access": true, "nonnull": true, "dereferenceable": true, "dereferenceable_or_null": true,
	"make.implicit": true, "unpredictable": true, "invariant.group": true, "align": true, "llvm.loop": true,
	"type": true, "section_prefix": true, "absolute_symbol": true, "associated": true, "callees": true,
	"irr_loop": true, "llvm.access.group": true, "callback": true, "llvm.preserve.access.index": true,
	"vcall_visibility": true, "noundef": true, "annotation": true, "nosanitize": true, "func_sanitize": true,
	"exclude": true, "memprof": true, "callsite": true, "kcfi_type": true, "pcsections": true, "DIAssignID": true,
	"coro.outside.frame": true, "mmra": true, "noalias.addrspace": true}

func contextShared(text []byte) bool {
	if bytes.Contains(text, []byte(" = type ")) || bytes.Contains(text, []byte("\n^")) {
		return true
	}
	for _, m := range customKind.FindAllSubmatch(text, -1) {
		if !fixedKinds[string(m[1])] {
			return true
		}
	}
	return false
}

func readTable(t *testing.T, p string) map[string][]string {
	m := map[string][]string{}
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
		parts := strings.Split(sc.Text(), "\t")
		if len(parts) >= 2 && !strings.HasPrefix(parts[0], "#") {
			m[parts[0]] = parts[1:]
		}
	}
	return m
}

func writeTable(t *testing.T, p string, m map[string][]string, header string) {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b bytes.Buffer
	b.WriteString(header)
	for _, k := range keys {
		b.WriteString(k + "\t" + strings.Join(m[k], "\t") + "\n")
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	dbgAttachment = regexp.MustCompile(`,? !dbg ![0-9]+`)
	mdNumber      = regexp.MustCompile(`![0-9]+`)
)

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
		return "reader error: " + trimNumbers(msg)
	}
	wl := strings.Split(string(want), "\n")
	gl := strings.Split(string(got), "\n")
	for i := 0; i < len(wl) && i < len(gl); i++ {
		if wl[i] == gl[i] {
			continue
		}
		w, g := wl[i], gl[i]
		switch {
		case strings.HasPrefix(w, "target datalayout"):
			return "datalayout upgraded on load (UpgradeDataLayoutString)"
		case strings.Contains(w, " = type ") || strings.Contains(g, " = type "):
			return "struct type order (TypeFinder)"
		case strings.HasPrefix(w, "attributes #"):
			return "attribute group"
		case strings.Contains(w, "; (") && strings.Contains(w, "gc.relocate"):
			return "gc.relocate comment (AsmWriter's printInfoComment)"
		case strings.HasPrefix(w, "; Unknown intrinsic") || strings.HasPrefix(g, "; Unknown intrinsic"):
			return "; Unknown intrinsic comment (needs the intrinsic table)"
		case strings.HasPrefix(w, "!"):
			return "metadata: " + firstWord(w)
		case w != g && dbgAttachment.ReplaceAllString(g, "") == w:
			return "debug info dropped by LLVM's loader"
		case mdNumber.ReplaceAllString(w, "!N") == mdNumber.ReplaceAllString(g, "!N"):
			return "metadata numbering"
		case strings.HasPrefix(w, "  ") || strings.HasPrefix(w, "define") || strings.HasPrefix(w, "declare"):
			return "function text: " + firstWord(strings.TrimSpace(w))
		case strings.HasPrefix(w, "@"):
			return "global"
		case strings.HasPrefix(w, "^") || strings.HasPrefix(g, "^"):
			return "summary"
		}
		return "other"
	}
	return "length"
}

func firstWord(s string) string {
	if i := strings.Index(s, " = "); i >= 0 && (strings.HasPrefix(s, "%") || strings.HasPrefix(s, "!")) {
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

// mdEqual reports whether two texts are the same module under md.Diff (what
// `irmeta diff` compares): both parse, and no metadata difference.
func mdEqual(n int, want, got []byte) bool {
	opt := parser.Options{Version: llvmver.Version(n)}
	a, err := parser.ParseFileOptions("llvm-dis", want, opt)
	if err != nil {
		return false
	}
	b, err := parser.ParseFileOptions("irmeta", got, opt)
	if err != nil {
		return false
	}
	return len(md.Diff(md.New(a), md.New(b))) == 0
}

func TestOracle14(t *testing.T) { oracleSweep(t, 14, moduleSweep) }
func TestOracle22(t *testing.T) { oracleSweep(t, 22, moduleSweep) }

// The releases Debian has besides the two oracles, as producers: every
// 40th valid file through llvm-as-N and llvm-dis-N (LLVM 13 takes the
// typed-pointer files only), so the reader meets the records and
// spellings of releases irmeta has no rules of its own for.
func TestOracle13(t *testing.T) { oracleSweep(t, 13, olderSweep) }
func TestOracle15(t *testing.T) { oracleSweep(t, 15, olderSweep) }
func TestOracle16(t *testing.T) { oracleSweep(t, 16, olderSweep) }

// An oracleSpec is one oracle sweep: the files it sweeps, how LLVM makes
// their bitcode, and the testdata directory of its tables.
type oracleSpec struct {
	files func(t *testing.T) []oracleFile
	bc    func(t testing.TB, root, dir string, n int, f oracleFile) ([]byte, bool)
	dir   string
}

// moduleSweep is the sweep of the LLVM test copy and coreutils through
// llvm-as.
var moduleSweep = oracleSpec{
	files: func(t *testing.T) []oracleFile { return corpus.Sample(oracleFiles(t), *oracleStride) },
	bc:    bcFor,
	dir:   "oracle",
}

// olderSweep is moduleSweep, every 40th file, for the other releases.
var olderSweep = oracleSpec{
	files: func(t *testing.T) []oracleFile { return corpus.Sample(oracleFiles(t), 40) },
	bc:    bcFor,
	dir:   "oracle",
}

type sweepResult struct {
	name, reason string
	same, skip   bool
}

func oracleSweep(t *testing.T, n int, spec oracleSpec) {
	root := corpus.Root(t)
	files := spec.files(t)
	if testing.Short() {
		files = corpus.Sample(files, 8)
	}
	dir := cacheDir(t, n)
	hashFile := filepath.Join("testdata", spec.dir, fmt.Sprintf("llvm%d.tsv", n))
	diffFile := filepath.Join("testdata", spec.dir, fmt.Sprintf("diff-llvm%d.tsv", n))
	stored := readTable(t, hashFile)
	known := readTable(t, diffFile)

	// 1. The bitcode of every swept file (llvm-as-N, cached), checked
	// against the stored hash.
	bcs := make([][]byte, len(files))
	parallel.For(len(files), 2, func(i int) {
		if bc, ok := spec.bc(t, root, dir, n, files[i]); ok {
			bcs[i] = bc
		}
	})
	answers := map[string][]string{} // name -> [bc hash, dis hash]
	var needDis [2][]int             // by opq
	for i, f := range files {
		bh := "asfail"
		if bcs[i] != nil {
			bh = shortHash(bcs[i])
		}
		old, have := stored[f.name]
		if have && len(old) == 2 && !*regenOracle {
			if old[0] != bh {
				t.Errorf("%s: llvm-as-%d's bitcode is not the stored one (%s, stored %s): rerun with -regen-oracle", f.name, n, bh, old[0])
			}
			answers[f.name] = old
			continue
		}
		answers[f.name] = []string{bh, "asfail"}
		if bcs[i] != nil {
			k := 0
			if f.opq {
				k = 1
			}
			needDis[k] = append(needDis[k], i)
		}
	}
	// 2. llvm-dis-N's answers for the files without a stored one, batched.
	for k, idx := range needDis {
		for start := 0; start < len(idx); start += 200 {
			chunk := idx[start:min(start+200, len(idx))]
			var in [][]byte
			for _, i := range chunk {
				in = append(in, bcs[i])
			}
			for j, h := range llvmDisBatch(t, n, k == 1, in) {
				answers[files[chunk[j]].name][1] = h
			}
		}
	}
	// 3. irmeta's text of every swept file against the answers; llvm-dis is
	// asked again for the files that differ (their reason and md.Diff) and
	// for every oracleRecheck-th file.
	results := make([]sweepResult, len(files))
	parallel.For(len(files), 2, func(i int) {
		f := files[i]
		r := sweepResult{name: f.name}
		want := answers[f.name][1]
		if bcs[i] == nil || want == "disfail" || want == "asfail" {
			r.skip = true
			results[i] = r
			return
		}
		got, err := Disassemble(bcs[i], oracleID)
		r.same = err == nil && shortHash(got) == want
		if i%oracleRecheck == 0 || !r.same {
			text, derr := llvmDis(n, bcs[i], f.opq)
			if derr != nil || shortHash(text) != want {
				t.Errorf("%s: llvm-dis-%d's text is not the stored one: rerun with -regen-oracle", f.name, n)
			}
			if !r.same {
				r.reason = diffReason(text, got, err)
				if err == nil && mdEqual(n, text, got) {
					r.reason += "; md-equal"
				} else {
					r.reason += "; md-differs"
				}
			}
		}
		results[i] = r
	})

	same, total, skipped, mdSame := 0, 0, 0, 0
	newKnown := map[string][]string{}
	reasons := map[string]int{}
	for _, r := range results {
		if r.skip {
			skipped++
			continue
		}
		total++
		if r.same {
			same++
			mdSame++
			if _, ok := known[r.name]; ok && !*updateDiffs {
				t.Errorf("%s: listed in %s but now byte-identical (run with -update)", r.name, diffFile)
			}
			continue
		}
		if strings.HasSuffix(r.reason, "; md-equal") {
			mdSame++
		}
		newKnown[r.name] = []string{r.reason}
		reasons[r.reason]++
		if !*updateDiffs {
			if k, ok := known[r.name]; !ok {
				t.Errorf("%s: differs from llvm-dis-%d (%s) and is not in %s", r.name, n, r.reason, diffFile)
			} else if k[0] != r.reason {
				t.Errorf("%s: differs for %q, table says %q", r.name, r.reason, k[0])
			}
		}
	}
	for name, v := range known {
		if _, ok := answers[name]; !ok {
			newKnown[name] = v // swept by a finer stride; kept
		}
	}
	t.Logf("LLVM %d: %d of %d files byte-identical (%.2f%%), %d equal under md.Diff (%.2f%%); %d not compared (LLVM %d's tools reject them)",
		n, same, total, pct(same, total), mdSame, pct(mdSame, total), skipped, n)
	var rs []string
	for k, v := range reasons {
		rs = append(rs, fmt.Sprintf("%6d  %s", v, k))
	}
	sort.Strings(rs)
	for _, r := range rs {
		t.Log(r)
	}
	if !testing.Short() {
		if *regenOracle || len(stored) != len(answers) || !sameTable(stored, answers) {
			// The table holds the answers of every file swept so far (a
			// smaller stride adds rows, never drops them).
			for k, v := range stored {
				if _, ok := answers[k]; !ok {
					answers[k] = v
				}
			}
			writeTable(t, hashFile, answers, "# file\tllvm-as hash\tllvm-dis hash\n")
		}
		if *updateDiffs {
			writeTable(t, diffFile, newKnown, "# file\treason of the first difference; md-equal when md.Diff finds none\n")
		}
	}
}

func sameTable(a, b map[string][]string) bool {
	for k, v := range b {
		if strings.Join(a[k], "\t") != strings.Join(v, "\t") {
			return false
		}
	}
	return true
}

func pct(a, b int) float64 { return 100 * float64(a) / float64(max(b, 1)) }
