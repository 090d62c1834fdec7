package bitcode

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/internal/parallel"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
)

// The summary writer sweep: every file of the summary sweep (the LLVM test
// copy's ThinLTO and summary files, made into bitcode with a summary by
// opt-N -module-summary or llvm-as-N) is read by irmeta, and the text,
// summary included, written again by irmeta; llvm-dis-N of that bitcode
// must be llvm-dis-N of llvm-as-N's bitcode of the same text.
// testdata/summary/write-llvmN.tsv stores, per file, the hash of the text,
// of irmeta's bitcode and the verdict; a run checks both hashes and asks
// LLVM again for the files whose bytes changed and for every
// summaryWriteRecheck-th one. -regenerate asks LLVM for all of them.
func TestSummaryWrite14(t *testing.T) { summaryWriteSweep(t, 14) }
func TestSummaryWrite22(t *testing.T) { summaryWriteSweep(t, 22) }

// TestSummaryWriteReleases writes the LLVM test copy's files that hold
// summary entries (a per-module summary with their module, a combined
// index without one) for the releases between the two oracles whose
// summary layout differs (16: index version 9, 19: version 10), and
// compares llvm-dis-N of irmeta's bitcode with llvm-dis-N of llvm-as-N's.
// LLVM is asked on every run (14 files).
func TestSummaryWriteReleases(t *testing.T) {
	root := corpus.Root(t)
	var files []string
	for _, e := range corpus.LLVMTest(t) {
		if e.Verdict != corpus.OK {
			continue
		}
		src, err := os.ReadFile(filepath.Join(root, "llvm-test", filepath.FromSlash(e.Path)))
		if err != nil {
			t.Fatal(err)
		}
		if summaryEntry.Match(src) {
			files = append(files, e.Path)
		}
	}
	if len(files) < 10 {
		t.Fatalf("only %d files with summary entries in the LLVM test copy", len(files))
	}
	for _, n := range []int{16, 19} {
		same := 0
		for _, f := range files {
			text, err := os.ReadFile(filepath.Join(root, "llvm-test", filepath.FromSlash(f)))
			if err != nil {
				t.Fatal(err)
			}
			want, err := llvmAsDis(n, text, false)
			if err != nil {
				t.Fatalf("%s: llvm-as-%d or llvm-dis-%d: %v", f, n, n, err)
			}
			ours, parsed, err := encodeText(n, text)
			if !parsed {
				t.Fatalf("%s: %v", f, err)
			}
			if err != nil {
				t.Errorf("%s: LLVM %d: %v", f, n, err)
				continue
			}
			got, err := llvmDis(n, ours, false)
			if err != nil {
				t.Errorf("%s: llvm-dis-%d of irmeta's bitcode: %v", f, n, err)
				continue
			}
			if !bytes.Equal(want, got) {
				t.Errorf("%s: LLVM %d: differs from llvm-as-%d's: %s", f, n, n, diffReason(want, got, nil))
				continue
			}
			same++
		}
		t.Logf("LLVM %d: %d of %d files written as llvm-as-%d writes them", n, same, len(files), n)
	}
}

const (
	summaryWriteRecheck = 20
	summaryWriteHeader  = "# file\ttext-sha256/8\tbitcode-sha256/8\tverdict\n"
)

func summaryWriteSweep(t *testing.T, n int) {
	root := corpus.Root(t)
	var files []oracleFile
	for _, f := range summaryFiles(t) {
		// LLVM 14's writer takes typed-pointer modules only.
		if n == 22 || !f.opq {
			files = append(files, f)
		}
	}
	if testing.Short() {
		files = corpus.Sample(files, 8)
	}
	tableFile := filepath.Join("testdata", "summary", fmt.Sprintf("write-llvm%d.tsv", n))
	stored := readTable(t, tableFile)
	dir := cacheDir(t, n)
	type result struct {
		row   []string
		asked bool
	}
	results := make([]result, len(files))
	parallel.For(len(files), 2, func(i int) {
		f := files[i]
		bc, ok := summaryBC(t, root, dir, n, f)
		if !ok {
			return // LLVM rejects the file
		}
		text, err := Disassemble(bc, oracleID)
		if err != nil {
			return // a reading gap, which the summary sweep reports
		}
		if !bytes.Contains(text, []byte("\n^0 = module: ")) {
			return
		}
		row := []string{shortHash(text), "-", ""}
		ours, parsed, err := encodeText(n, text)
		if err != nil {
			row[2], _, _ = strings.Cut(err.Error(), "\n")
			if !parsed {
				row[2] = "parse: " + row[2]
			}
			results[i] = result{row: row}
			return
		}
		row[1] = shortHash(ours)
		old := stored[f.name]
		if !*regenerate && len(old) == 3 && old[0] == row[0] && old[1] == row[1] && i%summaryWriteRecheck != 0 {
			row[2] = old[2] // LLVM's verdict on these bytes carries over
			results[i] = result{row: row}
			return
		}
		want, werr := llvmAsDis(n, text, f.opq)
		got, gerr := llvmDis(n, ours, f.opq)
		switch {
		case werr != nil:
			row[2] = "rejected-by-oracle"
		case gerr != nil:
			row[2] = "unreadable"
		case bytes.Equal(want, got):
			row[2] = "ok"
		default:
			row[2] = "diff: " + diffReason(want, got, nil)
		}
		results[i] = result{row: row, asked: true}
	})
	answers := map[string][]string{}
	ok, total, asked := 0, 0, 0
	for i, r := range results {
		if r.row == nil {
			continue
		}
		name := files[i].name
		answers[name] = r.row
		total++
		if r.asked {
			asked++
		}
		if r.row[2] == "ok" || r.row[2] == "rejected-by-oracle" {
			ok++
		} else {
			t.Errorf("%s: LLVM %d: %s", name, n, r.row[2])
		}
		if old := stored[name]; !*regenerate && r.asked && (len(old) != 3 || old[2] != r.row[2]) {
			t.Errorf("%s: LLVM %d's verdict %q is not the stored one (%v): rerun with -regenerate", name, n, r.row[2], old)
		}
	}
	t.Logf("LLVM %d: %d of %d summaries written as llvm-as-%d writes them (%d asked of LLVM)", n, ok, total, n, asked)
	if total < 10 {
		t.Fatalf("only %d files with a summary swept", total)
	}
	if *regenerate && !testing.Short() {
		writeTable(t, tableFile, answers, summaryWriteHeader)
	}
}

// encodeText parses text, named m.ll as llvmAsDis names it, under release
// n and writes it for n; parsed is false when the parse failed (err then
// is the parse's).
func encodeText(n int, text []byte) (bc []byte, parsed bool, err error) {
	m, err := parser.ParseFileOptions("m.ll", text, parser.Options{Version: llvmver.Version(n)})
	if err != nil {
		return nil, false, err
	}
	bc, err = EncodeOptions(m, WriteOptions{LLVM: llvmver.Version(n)})
	return bc, true, err
}

// llvmAsDis returns llvm-dis-N's text of llvm-as-N's bitcode of text, given
// to llvm-as as m.ll.
func llvmAsDis(n int, text []byte, opq bool) ([]byte, error) {
	dir, err := os.MkdirTemp("", "irmeta-as")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	if err := os.WriteFile(filepath.Join(dir, "m.ll"), text, 0o644); err != nil {
		return nil, err
	}
	args := []string{"m.ll", "-o", "-"}
	if n == 14 && opq {
		args = append([]string{"-opaque-pointers"}, args...)
	}
	cmd := exec.Command(fmt.Sprintf("llvm-as-%d", n), args...)
	cmd.Dir = dir
	bc, err := cmd.Output()
	if err != nil {
		return nil, err
	}
	return llvmDis(n, bc, opq)
}

// compareWriteWithLLVMAs checks the writer on the object at path: irmeta's
// text of it, summary included, written by irmeta, must print as llvm-as-N's
// bitcode of the same text prints.
func compareWriteWithLLVMAs(t *testing.T, n int, path string) {
	t.Helper()
	bc, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text, err := Disassemble(bc, oracleID)
	if err != nil {
		t.Fatal(err)
	}
	want, asErr := llvmAsDis(n, text, false)
	ours, parsed, err := encodeText(n, text)
	switch {
	case asErr != nil && !parsed:
		// llvm-dis prints a summary name as it is, quotes included,
		// and llvm-as cannot read that text back either.
		t.Logf("llvm-as-%d and irmeta both reject the text: %v", n, err)
		return
	case asErr != nil:
		// llvm-as-14 crashes writing the summary of a vtable with
		// virtual functions: LLVM has no answer to compare with.
		t.Logf("llvm-as-%d fails on the text (%v): not compared", n, asErr)
		return
	case !parsed:
		t.Fatalf("llvm-as-%d reads the text, irmeta does not: %v", n, err)
	case err != nil:
		t.Fatalf("writing the text again: %v", err)
	}
	got, err := llvmDis(n, ours, false)
	if err != nil {
		t.Fatalf("llvm-dis-%d of irmeta's bitcode: %v", n, err)
	}
	if !bytes.Equal(want, got) {
		t.Errorf("irmeta's bitcode of the text differs from llvm-as-%d's: %s", n, diffReason(want, got, nil))
	}
}
