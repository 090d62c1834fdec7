package md_test

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

var updateDiffTable = flag.Bool("update-llvm-diff", false, "rewrite testdata/llvm-diff-exceptions.tsv")

// upgradeRules name the ways LLVM changes metadata when it loads a module
// (auto-upgrade), recognised by llvm-as's warnings or by the first
// difference found. The first matching rule wins.
var upgradeRules = []struct {
	category string
	stderr   *regexp.Regexp
	first    *regexp.Regexp
}{
	{"upgrade: debug info dropped (no or old Debug Info Version)", regexp.MustCompile(`invalid version`), nil},
	{"upgrade: invalid debug info dropped by the verifier", regexp.MustCompile(`ignoring invalid debug info`), nil},
	{"upgrade: PIC/PIE Level flag behaviour raised to Max", nil, regexp.MustCompile(`P[IE][CE] Level`)},
	{"upgrade: Objective-C module flags rewritten", nil, regexp.MustCompile(`Objective-C|__image_info|objc_imageinfo`)},
	{"upgrade: scalar TBAA converted to struct-path TBAA", nil, regexp.MustCompile(`!tbaa: .*operands vs`)},
	{"upgrade: virtualIndex dropped from non-virtual DISubprogram", nil, regexp.MustCompile(`virtualIndex`)},
	{"upgrade: distinct DILocation made uniqued", nil, regexp.MustCompile(`distinct !DILocation.*distinct vs uniqued`)},
	{"upgrade: function-local metadata !{null} emptied", nil, regexp.MustCompile(`!\{null\} vs .*= !\{\}`)},
	{"upgrade: dbg intrinsics rewritten", nil, regexp.MustCompile(`upgrade-dbg`)},
}

// TestDiffAgainstLLVM compares, for every valid LLVM test file with
// metadata, irmeta's view of the file with LLVM's (llvm-as | llvm-dis):
// md.Diff must find no difference except where LLVM upgrades metadata on
// load. Files with differences are listed by reason in
// testdata/llvm-diff-exceptions.tsv; agreement must stay at 99% or more.
func TestDiffAgainstLLVM(t *testing.T) {
	if testing.Short() {
		t.Skip("runs llvm-as and llvm-dis per file; skipped with -short")
	}
	root := corpus.Root(t)
	type result struct {
		path, category, first string
		renumbered            int // 0 not compared, 1 same numbering, 2 different
	}
	var entries []corpus.Entry
	for _, e := range corpus.LLVMTest(t) {
		if e.Valid() {
			entries = append(entries, e)
		}
	}
	results := make([]result, len(entries))
	var wg sync.WaitGroup
	jobs := make(chan int)
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				e := entries[i]
				cat, first, renum := compareWithLLVM(filepath.Join(root, "llvm-test", e.Path), e.Verdict == "ok-opaque")
				results[i] = result{e.Path, cat, first, renum}
			}
		}()
	}
	for i := range entries {
		jobs <- i
	}
	close(jobs)
	wg.Wait()

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
	var b strings.Builder
	b.WriteString("# path\treason (files whose metadata differs after llvm-as | llvm-dis; see TestDiffAgainstLLVM)\n")
	for _, r := range results {
		counts[r.category]++
		switch r.category {
		case "same", "no metadata":
		default:
			fmt.Fprintf(&b, "%s\t%s\n", r.path, r.category)
			if r.category == "differs" {
				t.Logf("%s: %s", r.path, r.first)
			}
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
	t.Logf("agreement %.2f%% of %d files with metadata that LLVM loads without upgrading it", 100*agreement, compared)
	if agreement < 0.99 {
		t.Errorf("agreement %.2f%% is below 99%%", 100*agreement)
	}
	table := filepath.Join("testdata", "llvm-diff-exceptions.tsv")
	if *updateDiffTable {
		if err := os.WriteFile(table, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(table)
	if err != nil {
		t.Fatalf("%v (run with -update-llvm-diff to create it)", err)
	}
	if string(want) != b.String() {
		t.Errorf("the files that differ changed; rerun with -update-llvm-diff after checking them")
	}
}

// compareWithLLVM returns the category of one file and its first
// difference, and, for files LLVM reads without a warning or a change,
// whether Renumber numbers like llvm-dis (1) or not (2).
func compareWithLLVM(path string, opaque bool) (string, string, int) {
	src, err := os.ReadFile(path)
	if err != nil {
		return "error: " + err.Error(), "", 0
	}
	ma, err := parser.ParseFileOptions(path, src, parser.Options{Version: 14})
	if err != nil {
		return "error: irmeta: " + err.Error(), "", 0
	}
	if len(ma.MDDefs) == 0 && len(ma.NamedMD) == 0 && len(ma.InstAttachments) == 0 && !bytes.Contains(src, []byte("!{")) {
		return "no metadata", "", 0
	}
	flags := []string{}
	if opaque {
		flags = append(flags, "-opaque-pointers")
	}
	as := exec.Command("llvm-as", append(append([]string{}, flags...), "-o", "-", path)...)
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
	ga, gb := md.New(ma), md.New(mb)
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
	for _, r := range upgradeRules {
		if r.stderr != nil && r.stderr.MatchString(stderr.String()) || r.first != nil && r.first.MatchString(first) {
			return r.category, first, 0
		}
	}
	return "differs", first, 0
}
