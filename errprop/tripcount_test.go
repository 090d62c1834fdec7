package errprop

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/parser"
)

var (
	scevFunc  = regexp.MustCompile(`^Determining loop execution counts for: (@\S+)`)
	scevCount = regexp.MustCompile(`^Loop (%\S+): backedge-taken count is (\d+)$`)
)

// TestTripCountAgainstSCEV compares the trip counts used for unrolling with
// LLVM 14's ScalarEvolution (opt -passes='print<scalar-evolution>') on
// LLVM's LoopUnroll tests: every count found must be SCEV's backedge-taken
// count plus one. Loops SCEV counts and the simple matcher does not are
// only counted (they are unrolled by -dunroll instead).
func TestTripCountAgainstSCEV(t *testing.T) {
	if testing.Short() {
		t.Skip("runs opt per file")
	}
	files, _ := filepath.Glob(filepath.Join(corpus.Root(t), "llvm-test", "Transforms", "LoopUnroll", "*.ll"))
	if len(files) == 0 {
		t.Fatal("no LoopUnroll tests")
	}
	agree, missed, loops := 0, 0, 0
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		m, err := parser.ParseFile(file, src, 0)
		if err != nil {
			continue
		}
		mod, err := buildModule(m, parser.NewDecoder(m))
		if err != nil {
			continue
		}
		cmd := exec.Command("opt", "-passes=print<scalar-evolution>", "-disable-output", file)
		out, err := cmd.CombinedOutput()
		if err != nil {
			continue // files that need other options or targets
		}
		scev := map[string]int{}
		seen := map[string]bool{} // functions SCEV looked at (not optnone)
		fn := ""
		sc := bufio.NewScanner(bytes.NewReader(out))
		for sc.Scan() {
			l := sc.Text()
			if s := scevFunc.FindStringSubmatch(l); s != nil {
				fn = "@" + strings.Trim(strings.TrimPrefix(s[1], "@"), `"`)
				seen[fn] = true
			} else if s := scevCount.FindStringSubmatch(l); s != nil {
				n, _ := strconv.Atoi(s[2])
				scev[fn+" "+s[1]] = n + 1
			}
		}
		for _, f := range mod.funcs {
			if f.decl || !seen[f.name] {
				continue
			}
			g := buildCFG(f)
			for _, l := range g.loops {
				loops++
				key := f.name + " " + l.header.name
				want, known := scev[key]
				got := tripCount(l)
				switch {
				case got > 0 && (!known || got != want):
					t.Errorf("%s: %s: trip count %d, SCEV says %d (known %v)", filepath.Base(file), key, got, want, known)
				case got > 0:
					agree++
				case known && want <= 1<<16:
					missed++
				}
			}
		}
	}
	t.Logf("%d loops: %d trip counts agree with SCEV, %d constant counts SCEV finds are not matched", loops, agree, missed)
	if agree == 0 {
		t.Error("no trip count found")
	}
}
