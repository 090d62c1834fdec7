package verifier_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
)

// TestRealCodeVerifiesClean runs the verifier on the coreutils programs and
// on the clang 14 and clang 22 builds of zlib and SQLite (scripts/clib.sh)
// under LLVM 14's and LLVM 22's rules: real compilers' output has neither
// errors nor dropped debug info. (clang 22's output is not LLVM 14 IR, so
// it is checked under LLVM 22's rules only.)
func TestRealCodeVerifiesClean(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(corpus.Root(t), "coreutils", "*.ll"))
	if len(files) < 20 {
		t.Fatalf("coreutils missing: %d", len(files))
	}
	type job struct {
		path string
		vers []llvmver.Version
	}
	var jobs []job
	for _, f := range files {
		jobs = append(jobs, job{f, []llvmver.Version{14, 22}})
	}
	for _, b := range corpus.CLibBuilds {
		if testing.Short() && (b.Lib == "sqlite" || b.Opt == 0) {
			continue
		}
		vers := []llvmver.Version{22}
		if b.Clang == 14 {
			vers = []llvmver.Version{14, 22}
		}
		jobs = append(jobs, job{corpus.CLib(t, b), vers})
	}
	if testing.Short() {
		jobs = jobs[:3]
	}
	for _, j := range jobs {
		for _, v := range j.vers {
			ds, ok := verifyFile(t, j.path, v)
			if !ok && v == 22 && len(j.vers) == 2 && exec.Command("llvm-as-22", "-o", os.DevNull, j.path).Run() != nil {
				// LLVM 14 output with constant expressions LLVM 22
				// removed: llvm-as-22 rejects it too.
				continue
			}
			if !ok {
				t.Errorf("%s: irmeta's parser rejects it under LLVM %d", j.path, v)
				continue
			}
			for _, d := range ds {
				t.Errorf("LLVM %d %s: %s: %s %s", v, filepath.Base(j.path), d.Pos, d.Severity, d.Msg)
			}
		}
	}
}
