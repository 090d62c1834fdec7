package corpus

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// A CLibBuild names one module that scripts/clib.sh builds from a real C
// library: Lib is "zlib" or "sqlite", Clang 14 or 22, Opt 0 or 2 (all are
// built with -g).
type CLibBuild struct {
	Lib   string
	Clang int
	Opt   int
}

// CLibBuilds lists every module scripts/clib.sh makes.
var CLibBuilds = func() []CLibBuild {
	var out []CLibBuild
	for _, lib := range []string{"zlib", "sqlite"} {
		for _, v := range []int{14, 22} {
			for _, o := range []int{0, 2} {
				out = append(out, CLibBuild{lib, v, o})
			}
		}
	}
	return out
}()

// Name is the build's file name: "sqlite-clang22-O2-g.ll".
func (b CLibBuild) Name() string { return fmt.Sprintf("%s-clang%d-O%d-g.ll", b.Lib, b.Clang, b.Opt) }

var (
	clibOnce sync.Once
	clibDir  string
	clibErr  error
)

// CLib returns the path of the module b, building every module of
// scripts/clib.sh on first use (Debian's zlib and SQLite sources compiled
// by clang 14 and 22, several minutes once; later runs reuse the cache).
// It fails the test when the build fails: the tests need real C code.
func CLib(t testing.TB, b CLibBuild) string {
	t.Helper()
	dir, err := clibOut()
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, b.Name())
	if _, err := os.Stat(p); err != nil {
		t.Fatalf("scripts/clib.sh made no %s: %v", b.Name(), err)
	}
	return p
}

// CLibSource returns the directory of lib's sources ("zlib" or "sqlite";
// SQLite's amalgamation is in bld/sqlite3.c), building them first if needed.
func CLibSource(t testing.TB, lib string) string {
	t.Helper()
	dir, err := clibOut()
	if err != nil {
		t.Fatal(err)
	}
	return filepath.Join(filepath.Dir(dir), "src", lib)
}

func clibOut() (string, error) {
	clibOnce.Do(func() {
		script, err := moduleScript()
		if err != nil {
			clibErr = err
			return
		}
		out, err := exec.Command("bash", script).Output()
		if err != nil {
			msg := ""
			if ee, ok := err.(*exec.ExitError); ok {
				msg = string(ee.Stderr)
			}
			clibErr = fmt.Errorf("scripts/clib.sh: %v\n%s", err, msg)
			return
		}
		lines := strings.Fields(string(out))
		if len(lines) == 0 {
			clibErr = fmt.Errorf("scripts/clib.sh printed no products")
			return
		}
		clibDir = filepath.Dir(lines[0])
	})
	return clibDir, clibErr
}

// moduleScript finds scripts/clib.sh in the module that holds the working
// directory (the directory with go.mod, walking up).
func moduleScript() (string, error) { return script("clib.sh") }

// script finds scripts/name in the module that holds the working directory.
func script(name string) (string, error) {
	d, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return filepath.Join(d, "scripts", name), nil
		}
		p := filepath.Dir(d)
		if p == d {
			return "", fmt.Errorf("corpus: no go.mod above the working directory")
		}
		d = p
	}
}
