package modflags_test

import (
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/modflags"
)

var regenerate = flag.Bool("regenerate", false, "rebuild testdata/clang22 with clang-22 (build.sh)")

// TestWellKnownAsClangWrites reads every module flag clang 14 (the shared
// oracle) and clang 22 (testdata/clang22: the oracle's 50 commands run
// with clang-22) write: each one is well known, with the behavior that
// release writes (BehaviorIn), a value of the table's shape and a meaning;
// and RESULTS.tsv records exactly the flags the module holds.
func TestWellKnownAsClangWrites(t *testing.T) {
	dir := filepath.Join("testdata", "clang22")
	if *regenerate {
		if out, err := exec.Command("bash", filepath.Join(dir, "build.sh")).CombinedOutput(); err != nil {
			t.Fatalf("build.sh: %v\n%s", err, out)
		}
	}
	seen := map[llvmver.Version]map[string]bool{14: {}, 22: {}}
	for _, set := range []struct {
		ver     llvmver.Version
		results string
	}{
		{14, filepath.Join(corpus.Root(t), "oracle", "modflags", "clang", "out", "RESULTS.tsv")},
		{22, filepath.Join(dir, "RESULTS.tsv")},
	} {
		data, err := os.ReadFile(set.results)
		if err != nil {
			t.Fatal(err)
		}
		rows := strings.Split(strings.TrimSpace(string(data)), "\n")[1:]
		modules := 0
		for _, row := range rows {
			f := strings.Split(row, "\t")
			if len(f) != 5 {
				t.Fatalf("%s: malformed row %q", set.results, row)
			}
			path := filepath.Join(filepath.Dir(set.results), f[0]+".ll")
			if f[2] != "ok" {
				if _, err := os.Stat(path); err == nil {
					t.Errorf("%s: failed, yet %s exists", f[0], path)
				}
				continue
			}
			modules++
			g := loadGraph(t, path)
			var recorded []string
			for _, fl := range modflags.Read(g) {
				seen[set.ver][fl.ID] = true
				recorded = append(recorded, fl.ID+"="+strconv.Itoa(int(fl.Behavior))+":"+md.FormatOperand(fl.Value))
				k, ok := modflags.Lookup(fl.ID)
				switch {
				case !ok:
					t.Errorf("clang %d %s: flag %q is not well known", set.ver, f[0], fl.ID)
					continue
				case k.BehaviorIn(set.ver) != fl.Behavior:
					t.Errorf("clang %d %s: %q written with %s, the table says %s", set.ver, f[0], fl.ID, fl.Behavior, k.BehaviorIn(set.ver))
				case k.Doc == "":
					t.Errorf("%q has no meaning", fl.ID)
				}
				if msg := shapeProblem(k, fl.Value); msg != "" {
					t.Errorf("clang %d %s: %q: %s", set.ver, f[0], fl.ID, msg)
				}
			}
			if got := strings.Join(recorded, "; "); set.ver == 22 && got != f[3] {
				t.Errorf("%s: RESULTS.tsv says %q, the module holds %q", f[0], f[3], got)
			}
		}
		if modules < 45 {
			t.Errorf("clang %d: only %d modules", set.ver, modules)
		}
	}
	t.Logf("%d flags of clang 14 and %d of clang 22 known, with their behaviors", len(seen[14]), len(seen[22]))
}

// shapeProblem compares a value with the table's shape.
func shapeProblem(k modflags.Known, v md.Metadata) string {
	switch k.Kind {
	case modflags.IntValue:
		val, ok := v.(*md.Value)
		if !ok || val.Type == nil || val.Type.Kind != ast.IntType || val.Type.Bits != k.Bits {
			return "value " + md.FormatOperand(v) + " is not an i" + strconv.Itoa(int(k.Bits))
		}
	case modflags.StringValue:
		if _, ok := v.(*md.String); !ok {
			return "value " + md.FormatOperand(v) + " is not a string"
		}
	case modflags.NodeValue:
		if _, ok := v.(*md.Node); !ok {
			return "value " + md.FormatOperand(v) + " is not a node"
		}
	}
	return ""
}
