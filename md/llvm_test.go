package md_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/internal/parallel"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/upgrade"
)

var updateLLVMView = flag.Bool("update-llvm", false, "TestDiffAgainstLLVM: ask llvm-as | llvm-dis about every file again and rewrite "+llvmViewTable)

// llvmViewTable holds TestDiffAgainstLLVM's stored answers: per file the
// verdict, Renumber's agreement and the fingerprint of irmeta's view
// when LLVM was asked.
const llvmViewTable = "testdata/llvm14-view.tsv"

// TestDiffAgainstLLVM compares, for every valid LLVM test file with
// metadata that LLVM 14 loads without upgrading it, irmeta's view of the
// file with LLVM 14's (llvm-as | llvm-dis): md.Diff must find no
// difference (there is no exception list).
// Which files LLVM upgrades is package upgrade's model: a file
// upgrade.Module changes is left to upgrade's TestUpgradeAgainstLLVM, which
// compares the upgraded module with LLVM's. The test also checks that
// Renumber numbers nodes as llvm-dis does.
//
// Asking LLVM costs two processes a file, so the answers are stored
// (llvmViewTable) with a fingerprint of irmeta's view of the file (its
// metadata as Renumber prints it). A file whose fingerprint has changed
// since, and 1 file in 25 at random, is asked again; a changed answer for
// an unchanged view fails the test. -update-llvm asks about every file.
func TestDiffAgainstLLVM(t *testing.T) {
	if testing.Short() {
		t.Skip("runs llvm-as and llvm-dis per file; skipped with -short")
	}
	root := corpus.Root(t)
	type result struct {
		path, category, first string
		renumbered            int // 0 not compared, 1 same numbering, 2 different
		fingerprint           string
		asked                 bool
	}
	var entries []corpus.Entry
	for _, e := range corpus.LLVMTest(t) {
		if e.Valid() {
			entries = append(entries, e)
		}
	}
	stored := map[string]viewRow{}
	if !*updateLLVMView {
		stored = readViewTable(t)
	}
	results := make([]result, len(entries))
	var mu sync.Mutex
	parallel.For(len(entries), 4, func(i int) {
		e := entries[i]
		path := filepath.Join(root, "llvm-test", e.Path)
		r := result{path: e.Path}
		v := irmetaView(path)
		if v.category != "" {
			r.category = v.category
			results[i] = r
			return
		}
		r.fingerprint = v.fingerprint
		row, have := stored[e.Path]
		fresh := have && row.fingerprint == v.fingerprint
		if !fresh || *updateLLVMView || rand.IntN(25) == 0 {
			r.category, r.first, r.renumbered = askLLVM(v, e.Verdict == "ok-opaque")
			r.asked = true
			mu.Lock()
			switch {
			case *updateLLVMView:
			case !have:
				t.Logf("%s: no stored answer; LLVM asked (-update-llvm stores it)", e.Path)
			case !fresh:
				t.Logf("%s: irmeta's view changed since the answer was stored; LLVM asked again (-update-llvm stores it)", e.Path)
			case row.category != r.category || row.renumbered != r.renumbered:
				t.Errorf("%s: LLVM now answers %s (numbering %d), stored %s (numbering %d): check, then -update-llvm", e.Path, r.category, r.renumbered, row.category, row.renumbered)
			}
			mu.Unlock()
		} else {
			r.category, r.first, r.renumbered = row.category, row.first, row.renumbered
		}
		results[i] = r
	})
	asked := 0
	for _, r := range results {
		if r.asked {
			asked++
		}
	}
	t.Logf("LLVM asked about %d files; the others' answers are stored", asked)
	if *updateLLVMView {
		var b bytes.Buffer
		b.WriteString("# path\tverdict (md.Diff of irmeta's view and llvm-as | llvm-dis)\tRenumber as llvm-dis (0 not compared, 1 same, 2 different)\tirmeta fingerprint\tfirst difference\n")
		for _, r := range results {
			if r.fingerprint == "" {
				continue
			}
			fmt.Fprintf(&b, "%s\t%s\t%d\t%s\t%s\n", r.path, oneLine(r.category), r.renumbered, r.fingerprint, oneLine(r.first))
		}
		if err := os.WriteFile(llvmViewTable, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}

	counts := map[string]int{}
	renumSame, renumCompared := 0, 0
	var renumDiffer []string
	for _, r := range results {
		if r.renumbered > 0 {
			renumCompared++
			if r.renumbered == 1 {
				renumSame++
			} else {
				renumDiffer = append(renumDiffer, r.path)
			}
		}
	}
	renumAgreement := float64(renumSame) / float64(renumCompared)
	t.Logf("Renumber equals llvm-dis's numbering for %d of %d files (%.2f%%); differing: %v", renumSame, renumCompared, 100*renumAgreement, renumDiffer)
	if renumAgreement < 0.99 {
		t.Errorf("Renumber agreement %.2f%% is below 99%%", 100*renumAgreement)
	}
	var differing []string
	for _, r := range results {
		counts[r.category]++
		if r.category == "differs" {
			differing = append(differing, r.path)
			t.Logf("%s: %s", r.path, r.first)
		}
	}
	cats := make([]string, 0, len(counts))
	for c := range counts {
		cats = append(cats, c)
	}
	sort.Strings(cats)
	for _, c := range cats {
		t.Logf("%5d %s", counts[c], c)
	}
	compared := counts["same"] + counts["differs"]
	agreement := float64(counts["same"]) / float64(compared)
	t.Logf("agreement %.2f%% of %d files with metadata that LLVM 14 loads without upgrading it; differing: %v", 100*agreement, compared, differing)
	// The target is 99.9%; no file may differ. (The five files LLVM 14
	// changed that were not modelled — embedded source, conflicting
	// argument variables, distinct !dbg locations — are upgraded now, so
	// they are upgrade's TestUpgradeAgainstLLVM's.)
	known := map[string]bool{}
	for _, f := range differing {
		if !known[f] {
			t.Errorf("%s: irmeta reads its metadata differently from llvm-as | llvm-dis", f)
		}
	}
	if compared < 2400 {
		t.Errorf("only %d files compared", compared)
	}
}

// view is irmeta's reading of one corpus file, as far as it goes without
// LLVM.
type view struct {
	path, category string // category: why LLVM is not asked, or ""
	src            []byte
	graph          *md.Graph
	fingerprint    string
}

// irmetaView reads path as irmeta does. Files without metadata, files
// irmeta cannot read and files LLVM 14 upgrades on load get a category
// and are not compared.
func irmetaView(path string) view {
	v := view{path: path}
	src, err := os.ReadFile(path)
	if err != nil {
		v.category = "error: " + err.Error()
		return v
	}
	v.src = src
	ma, err := parser.ParseFileOptions(path, src, parser.Options{Version: 14})
	if err != nil {
		v.category = "error: irmeta: " + err.Error()
		return v
	}
	if len(ma.MDDefs) == 0 && len(ma.NamedMD) == 0 && len(ma.InstAttachments) == 0 && !bytes.Contains(src, []byte("!{")) {
		v.category = "no metadata"
		return v
	}
	// Files LLVM 14 upgrades on load are upgrade's test's.
	if mu, err := parser.ParseFileOptions(path, src, parser.Options{Version: 14}); err == nil {
		if len(upgrade.Module(md.New(mu), upgrade.Options{LLVM: 14})) > 0 {
			v.category = "upgraded on load (see upgrade.TestUpgradeAgainstLLVM)"
			return v
		}
	}
	v.graph = md.New(ma)
	text, err := v.graph.Renumber()
	if err != nil {
		text = []byte("Renumber: " + err.Error())
	}
	h := sha256.Sum256(text)
	v.fingerprint = hex.EncodeToString(h[:8])
	return v
}

// askLLVM compares v with llvm-as | llvm-dis of its file and returns the
// category ("same", "differs" or an error), the first difference and, for
// files LLVM reads without a warning or a change, whether Renumber numbers
// like llvm-dis (1) or not (2).
func askLLVM(v view, opaque bool) (string, string, int) {
	path, src, ga := v.path, v.src, v.graph
	flags := []string{}
	if opaque {
		flags = append(flags, "-opaque-pointers")
	}
	// LLVM runs from the corpus directory on the corpus-relative name, so
	// that its messages do not depend on where the corpus is.
	root, err := corpus.Dir()
	if err != nil {
		return "error: " + err.Error(), "", 0
	}
	rel, err := filepath.Rel(root, path)
	if err != nil {
		return "error: " + err.Error(), "", 0
	}
	as := exec.Command("llvm-as", append(append([]string{}, flags...), "-o", "-", filepath.ToSlash(rel))...)
	as.Dir = root
	var stderr bytes.Buffer
	as.Stderr = &stderr
	bc, err := as.Output()
	if err != nil {
		return "error: llvm-as: " + stderr.String(), "", 0
	}
	dis := exec.Command("llvm-dis", append(append([]string{}, flags...), "-o", "-")...)
	dis.Stdin = bytes.NewReader(bc)
	text, err := dis.Output()
	if err != nil {
		return "error: llvm-dis: " + err.Error(), "", 0
	}
	mb, err := parser.ParseFileOptions(path+" (llvm-dis)", text, parser.Options{Version: 14})
	if err != nil {
		return "error: irmeta on llvm-dis output: " + err.Error(), "", 0
	}
	gb := md.New(mb)
	diffs := md.Diff(ga, gb)
	if len(diffs) == 0 {
		renum := 0
		if !opaque && stderr.Len() == 0 && bytes.Contains(src, []byte("\n!")) {
			renum = 2
			if ok, err := renumberMatches(ga, gb); err == nil && ok {
				renum = 1
			}
		}
		return "same", "", renum
	}
	first := diffs[0].String()
	return "differs", first, 0
}

// viewRow is one stored answer of TestDiffAgainstLLVM.
type viewRow struct {
	category, first string
	renumbered      int
	fingerprint     string
}

func readViewTable(t *testing.T) map[string]viewRow {
	data, err := os.ReadFile(llvmViewTable)
	if err != nil {
		t.Fatalf("%v (make it with -update-llvm)", err)
	}
	rows := map[string]viewRow{}
	for _, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 5 {
			t.Fatalf("%s: malformed line %q", llvmViewTable, line)
		}
		n, err := strconv.Atoi(f[2])
		if err != nil {
			t.Fatalf("%s: malformed line %q", llvmViewTable, line)
		}
		rows[f[0]] = viewRow{category: f[1], renumbered: n, fingerprint: f[3], first: f[4]}
	}
	return rows
}

// oneLine keeps a table cell on one line.
func oneLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return strings.ReplaceAll(s, "\t", " ")
}
