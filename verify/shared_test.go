package verify

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/upgrade"
	"github.com/irmeta/irmeta/verifier"
)

// TestGraphSkipsNoFinding checks that Source's shortcut changes no
// finding: on every corpus module with debug info (a tenth under -short)
// and the zlib builds of scripts/clib.sh, under LLVM 14 and 22, Source
// (whose upgrade check reads the verifier's findings instead of running
// the verifier again) gives exactly the findings of the direct way: the
// checks, then upgrade.Check with its default, VerifierBrokenDebugInfo.
// ModuleMode with LowMemory (the upgrades after the verifier, on its
// graph) must give them too.
func TestGraphSkipsNoFinding(t *testing.T) {
	root := corpus.Root(t)
	entries := corpus.LLVMTest(t)
	if testing.Short() {
		entries = corpus.Sample(entries, 10)
	}
	var files []string
	for _, e := range entries {
		files = append(files, e.File(root))
	}
	for _, lib := range []corpus.CLibBuild{{Lib: "zlib", Clang: 14, Opt: 2}, {Lib: "zlib", Clang: 22, Opt: 0}} {
		files = append(files, corpus.CLib(t, lib))
	}
	compared, skipped, broken := 0, 0, 0
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(src, []byte(`"Debug Info Version"`)) {
			continue
		}
		name := filepath.Base(path)
		for _, v := range []llvmver.Version{14, 22} {
			r := Source(name, src, parser.Options{Mode: parser.AllErrors, Version: v})
			if r.Err != nil {
				continue
			}
			diags := check.RunVersion(md.New(r.Module), v)
			direct := append(diags, upgrade.Check(r.Module, v)...)
			silent := true
			for _, d := range diags {
				if d.Checker == verifier.Name {
					silent = false
				}
			}
			if silent {
				skipped++
			}
			for _, d := range direct {
				if d.Checker == upgrade.Checker && bytes.Contains([]byte(d.Msg), []byte("its verifier finds it invalid")) {
					broken++
				}
			}
			compared++
			for _, way := range []struct {
				name string
				got  []check.Diagnostic
			}{{"Source", r.Diags}, {"LowMemory", ModuleMode(r.Module, v, LowMemory)}} {
				got := way.got
				if len(got) != len(direct) {
					t.Errorf("%s (LLVM %d, %s): %d findings, the direct way %d", path, v, way.name, len(got), len(direct))
					continue
				}
				for i, d := range direct {
					g := got[i]
					want := fmt.Sprintf("%s %s [%s] %s", d.Pos, d.Severity, d.Checker, d.Msg)
					if have := fmt.Sprintf("%s %s [%s] %s", g.Pos, g.Severity, g.Checker, g.Msg); have != want {
						t.Errorf("%s (LLVM %d, %s) finding %d:\n got  %s\n want %s", path, v, way.name, i, have, want)
					}
				}
			}
		}
	}
	// Both ways through the upgrade's check must have been taken.
	if skipped == 0 || broken == 0 {
		t.Errorf("%d modules compared: %d with a silent verifier, %d with debug info LLVM drops; want some of each", compared, skipped, broken)
	}
	t.Logf("%d modules compared: %d with a silent verifier, %d with debug info LLVM drops", compared, skipped, broken)
}
