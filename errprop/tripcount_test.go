package errprop

import (
	"bufio"
	"bytes"
	"flag"
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

var regenSCEV = flag.Bool("regen-scev", false, "ask opt again for every LoopUnroll test and rewrite testdata/scev.tsv")

// scevFile holds what opt 14 prints for each LoopUnroll test, kept to the
// lines the comparison reads (or "ERROR" when opt rejects the file), so the
// test asks opt for a sample only.
const scevFile = "testdata/scev.tsv"

// scevLines runs opt's ScalarEvolution printer on file and keeps the lines
// naming functions and backedge-taken counts; ok is false when opt fails.
func scevLines(file string) (lines []string, ok bool) {
	out, err := exec.Command("opt", "-passes=print<scalar-evolution>", "-disable-output", file).CombinedOutput()
	if err != nil {
		return nil, false
	}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if l := sc.Text(); scevFunc.MatchString(l) || scevCount.MatchString(l) {
			lines = append(lines, l)
		}
	}
	return lines, true
}

// storedSCEV reads testdata/scev.tsv: per test file (relative to the
// corpus), its lines, or nil with ok false for files opt rejects.
func storedSCEV(t *testing.T) map[string][]string {
	data, err := os.ReadFile(scevFile)
	if err != nil {
		t.Fatalf("%v (go test -run TestTripCountAgainstSCEV -regen-scev ./errprop makes it)", err)
	}
	out := map[string][]string{}
	for _, l := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		file, line, _ := strings.Cut(l, "\t")
		out[file] = append(out[file], line)
	}
	return out
}

func writeSCEV(t *testing.T, root string, files []string) {
	var b strings.Builder
	for _, file := range files {
		rel, _ := filepath.Rel(root, file)
		lines, ok := scevLines(file)
		if !ok {
			lines = []string{"ERROR"}
		}
		b.WriteString(rel + "\tFILE\n")
		for _, l := range lines {
			b.WriteString(rel + "\t" + l + "\n")
		}
	}
	os.MkdirAll(filepath.Dir(scevFile), 0o755)
	if err := os.WriteFile(scevFile, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestTripCountAgainstSCEV compares the trip counts used for unrolling with
// LLVM 14's ScalarEvolution (opt -passes='print<scalar-evolution>') on
// LLVM's LoopUnroll tests: every count found must be SCEV's backedge-taken
// count plus one. Loops SCEV counts and the simple matcher does not are
// only counted (they are unrolled by -dunroll instead). opt's answers are
// stored in testdata/scev.tsv (-regen-scev asks again for all); a sample of
// files is asked live and must still agree with them.
func TestTripCountAgainstSCEV(t *testing.T) {
	root := corpus.Root(t)
	files, _ := filepath.Glob(filepath.Join(root, "llvm-test", "Transforms", "LoopUnroll", "*.ll"))
	if len(files) == 0 {
		t.Fatal("no LoopUnroll tests")
	}
	if *regenSCEV {
		writeSCEV(t, root, files)
	}
	stored := storedSCEV(t)
	// A sample is asked live: the stored answers must still be opt's.
	step := max(1, len(files)/8)
	if testing.Short() {
		step = len(files)
	}
	for i := 0; i < len(files); i += step {
		rel, _ := filepath.Rel(root, files[i])
		lines, ok := scevLines(files[i])
		if !ok {
			lines = []string{"ERROR"}
		}
		want := stored[rel]
		if len(want) == 0 {
			t.Errorf("%s: not in %s (regenerate it with -regen-scev)", rel, scevFile)
			continue
		}
		if want = want[1:]; strings.Join(lines, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s: opt now prints\n%s\nbut %s has\n%s", rel, strings.Join(lines, "\n"), scevFile, strings.Join(want, "\n"))
		}
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
		rel, _ := filepath.Rel(root, file)
		lines, ok := stored[rel]
		if !ok {
			t.Errorf("%s: not in %s (regenerate it with -regen-scev)", rel, scevFile)
			continue
		}
		if len(lines) > 1 && lines[1] == "ERROR" {
			continue // files that need other options or targets
		}
		scev := map[string]int{}
		seen := map[string]bool{} // functions SCEV looked at (not optnone)
		fn := ""
		for _, l := range lines[1:] {
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
