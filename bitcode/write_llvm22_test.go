package bitcode

import (
	"errors"
	"io/fs"
	"path/filepath"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/internal/parallel"
)

// The LLVM 22 writer test: every file of llvm22-test that llvm-as-22
// accepts is written for LLVM 22, and llvm-dis-22 of the result must be
// llvm-dis-22 <(llvm-as-22 F) with opt-22 -passes=verify accepting it.
// testdata/write_llvm22.tsv stores per file the status, the written
// bitcode's hash and llvm-as-22's text hash; the default run writes every
// file and checks status and bitcode hash exactly, and gives every
// llvm22Recheck-th ok file to llvm-dis-22 again. -regenerate asks LLVM
// about every file.
const (
	llvm22File    = "testdata/write_llvm22.tsv"
	llvm22Recheck = 4
	llvm22Header  = "# file\tstatus\tbitcode-sha256/8\tllvm-dis-sha256/8\n"
)

// TestWriteLLVM22 writes the llvm22-test files for LLVM 22 and checks each
// outcome against the stored answers.
func TestWriteLLVM22(t *testing.T) {
	root := corpus.Root(t)
	dir := filepath.Join(root, "llvm22-test")
	var files []string
	for _, e := range corpus.LLVM22Test(t) {
		if e.Verdict == corpus.OK {
			files = append(files, e.Path)
		}
	}
	type outcome struct{ status, bcHash string }
	got := make([]outcome, len(files))
	bcs := make([][]byte, len(files))
	readErrs := make([]error, len(files))
	parallel.For(len(files), 2, func(i int) {
		bc, err := encodeFile(dir, files[i], 22)
		var u *UnsupportedError
		var pe *fs.PathError
		switch {
		case errors.As(err, &pe):
			readErrs[i] = err // reported below, off the worker goroutine
		case errors.As(err, &u):
			got[i] = outcome{"unsupported: " + u.Construct, "-"}
		case err != nil:
			got[i] = outcome{"error", "-"}
		default:
			bcs[i] = bc
			got[i] = outcome{"", shortHash(bc)}
		}
	})
	for _, err := range readErrs {
		if err != nil {
			t.Fatal(err)
		}
	}
	stored := readTable(t, llvm22File)
	if *regenerate {
		tab := map[string][]string{}
		okCount := 0
		for i, f := range files {
			st := got[i].status
			ref, ok := llvmAs(22, dir, f)
			want, dis := "-", false
			if ok {
				want, dis = disHash(t, 22, ref)
			}
			switch {
			case st != "":
			case !ok || !dis:
				st = "rejected-by-oracle"
			default:
				h, ok := disHash(t, 22, bcs[i])
				switch {
				case !ok:
					st = "diff: llvm-dis rejects the bitcode"
				case h != want:
					st = "diff"
				case !verifies(22, bcs[i]):
					st = "verify"
				default:
					st = "ok"
				}
			}
			if st == "ok" {
				okCount++
			} else {
				t.Logf("%s: %s", f, st)
			}
			tab[f] = []string{st, got[i].bcHash, want}
		}
		writeTable(t, llvm22File, tab, llvm22Header)
		t.Logf("%d of %d files ok", okCount, len(files))
		return
	}
	oks := 0
	for i, f := range files {
		want, ok := stored[f]
		if !ok || len(want) != 3 {
			t.Errorf("%s: no stored answer (run with -regenerate)", f)
			continue
		}
		st := got[i].status
		if st == "" {
			st = want[0]
		}
		if st != want[0] || got[i].bcHash != want[1] {
			t.Errorf("%s: %s (bitcode %s), stored %s (bitcode %s); run with -regenerate after checking",
				f, st, got[i].bcHash, want[0], want[1])
			continue
		}
		if st != "ok" {
			continue
		}
		// LLVM is asked again about a sample of the ok files
		if oks%llvm22Recheck == 0 {
			if h, ok := disHash(t, 22, bcs[i]); !ok || h != want[2] {
				t.Errorf("%s: llvm-dis-22 of the written bitcode no longer matches llvm-as-22's", f)
			}
		}
		oks++
	}
	if len(stored) != len(files) {
		t.Errorf("%s holds %d rows for %d files (run with -regenerate)", llvm22File, len(stored), len(files))
	}
	t.Logf("%d of %d files ok", oks, len(files))
}
