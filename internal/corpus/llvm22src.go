package corpus

import (
	"fmt"
	"io/fs"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
)

// LLVM22SourceDirs are the directories of LLVM 22's llvm/test that
// LLVM22Source fetches: the assembler's, the verifier's, the debug
// information's and the bitcode reader's tests.
var LLVM22SourceDirs = []string{"Assembler", "Bitcode", "DebugInfo", "Verifier"}

var (
	llvm22SrcOnce sync.Once
	llvm22SrcDir  string
	llvm22SrcErr  error
)

// LLVM22Source returns the directory of LLVM 22's llvm/test, holding the
// .ll files of LLVM22SourceDirs, and the paths of those files relative to
// it ('/'-separated, sorted). The first call runs scripts/llvm22src.sh,
// which fetches Debian's source tarball of llvm-toolchain-22 once (about
// 200 MB, half a minute to unpack); later runs reuse its cache. It fails
// the test when the files cannot be had: the tests need LLVM's own files.
func LLVM22Source(t testing.TB) (dir string, files []string) {
	t.Helper()
	llvm22SrcOnce.Do(func() {
		s, err := script("llvm22src.sh")
		if err != nil {
			llvm22SrcErr = err
			return
		}
		out, err := exec.Command("bash", s).Output()
		if err != nil {
			msg := ""
			if ee, ok := err.(*exec.ExitError); ok {
				msg = string(ee.Stderr)
			}
			llvm22SrcErr = fmt.Errorf("scripts/llvm22src.sh: %v\n%s", err, msg)
			return
		}
		llvm22SrcDir = strings.TrimSpace(string(out))
	})
	if llvm22SrcErr != nil {
		t.Fatal(llvm22SrcErr)
	}
	for _, d := range LLVM22SourceDirs {
		err := filepath.WalkDir(filepath.Join(llvm22SrcDir, d), func(p string, e fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !e.IsDir() && strings.HasSuffix(p, ".ll") {
				rel, err := filepath.Rel(llvm22SrcDir, p)
				if err != nil {
					return err
				}
				files = append(files, filepath.ToSlash(rel))
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(files) < 1000 {
		t.Fatalf("%s: only %d .ll files in %v", llvm22SrcDir, len(files), LLVM22SourceDirs)
	}
	sort.Strings(files)
	return llvm22SrcDir, files
}
