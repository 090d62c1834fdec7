package loops_test

import (
	"bufio"
	"github.com/irmeta/irmeta/analysis"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/internal/oracle"
	"github.com/irmeta/irmeta/loops"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// closure returns every loop ID (canonically) that the transformations ts,
// applied in order with every outcome, can make from the IDs of the loops
// of function fn. New IDs are written into g.
func closure(t *testing.T, g *md.Graph, fn string, ts []loops.Transform) map[string]bool {
	t.Helper()
	all, err := analysis.FindAllLoops(g)
	if err != nil {
		t.Fatal(err)
	}
	var ids []*md.Node
	seen := map[string]bool{}
	add := func(n *md.Node) {
		c := loops.Signature(n)
		if !seen[c] {
			seen[c] = true
			ids = append(ids, n)
		}
	}
	withoutID := false
	for _, l := range all {
		if g.Module.Functions[l.CFG.Func].Name == fn {
			if l.ID != nil {
				add(l.ID)
			} else {
				withoutID = true
			}
		}
	}
	for _, tr := range ts {
		cur := append([]*md.Node(nil), ids...)
		if withoutID {
			// Loops without an ID are transformed too.
			cur = append(cur, nil)
		}
		for _, id := range cur {
			var ps []loops.Produced
			for _, b1 := range []bool{false, true} {
				for _, b2 := range []bool{false, true} {
					switch tr {
					case loops.Unroll:
						ps = append(ps, loops.AfterUnroll(id, loops.UnrollOutcome{Remainder: true, Explicit: loops.ExplicitUnroll(id)})...)
					case loops.Vectorize:
						ps = append(ps, loops.AfterVectorize(id, loops.VectorizeOutcome{DisableRuntimeUnroll: b1})...)
					case loops.Distribute:
						ps = append(ps, loops.AfterDistribute(id, loops.DistributeOutcome{Versioned: true})...)
					case loops.UnrollAndJam:
						for _, inner := range append(cur, nil) {
							ps = append(ps, loops.AfterUnrollAndJam(id, inner, loops.UnrollAndJamOutcome{Remainder: true, Explicit: b1})...)
						}
					}
					_ = b2
				}
			}
			for _, p := range ps {
				if n := loops.Write(g, p.ID); n != nil {
					if got, want := loops.Signature(n), p.ID.Signature(); got != want {
						t.Errorf("written ID %s, predicted %s", got, want)
					}
					add(n)
				}
			}
		}
	}
	return seen
}

// pipelineTransforms lists the loop transformations of the oracle's
// pipelines, in pipeline order (full unrolling first at -O2/-O3).
var pipelineTransforms = map[string][]loops.Transform{
	"loop-unroll":         {loops.Unroll},
	"loop-vectorize":      {loops.Vectorize},
	"loop-distribute":     {loops.Distribute},
	"loop-unroll-and-jam": {loops.UnrollAndJam},
	"transform-warning":   nil,
	"canon-unroll":        {loops.Unroll},
	"canon-all":           {loops.Distribute, loops.Vectorize, loops.UnrollAndJam, loops.Unroll},
	"O2":                  {loops.Unroll, loops.Distribute, loops.Vectorize, loops.Unroll},
	"O3":                  {loops.Unroll, loops.Distribute, loops.Vectorize, loops.Unroll},
	"O3-uaj":              {loops.Unroll, loops.Distribute, loops.Vectorize, loops.UnrollAndJam, loops.Unroll},
}

// checkOutput requires every loop ID in out to be one the transformations
// ts can make from the input's loop IDs of the same function. It returns
// how many output loops carry an ID the input did not have.
func checkOutput(t *testing.T, in, out *md.Graph, ts []loops.Transform) (checked, transformed int) {
	t.Helper()
	outLoops, err := analysis.FindAllLoops(out)
	if err != nil {
		t.Fatal(err)
	}
	inputIDs := map[string]map[string]bool{}
	predicted := map[string]map[string]bool{}
	for _, l := range outLoops {
		if l.ID == nil {
			continue
		}
		fn := out.Module.Functions[l.CFG.Func].Name
		if predicted[fn] == nil {
			inputIDs[fn] = closure(t, in, fn, nil)
			predicted[fn] = closure(t, in, fn, ts)
		}
		c := loops.Signature(l.ID)
		checked++
		if !inputIDs[fn][c] {
			transformed++
		}
		if !predicted[fn][c] {
			var ps []string
			for p := range predicted[fn] {
				ps = append(ps, p)
			}
			sort.Strings(ps)
			t.Errorf("%s loop at %s: ID %s not predicted; predicted:\n  %s", fn, l.HeaderName(), c, strings.Join(ps, "\n  "))
		}
	}
	return checked, transformed
}

// TestFollowupsAgainstOracle checks the followup IDs of every opt 14
// output in the loop oracle against the IDs predicted from its input.
func TestFollowupsAgainstOracle(t *testing.T) {
	root := filepath.Join(corpus.Root(t), "oracle", "loops")
	f, err := os.Open(filepath.Join(root, "opt", "RESULTS.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Scan() // header
	files, totalChecked, totalTransformed := 0, 0, 0
	for sc.Scan() {
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) < 2 {
			continue
		}
		input, pipeline := cols[0], cols[1]
		ts, ok := pipelineTransforms[pipeline]
		if !ok {
			t.Errorf("unknown pipeline %q", pipeline)
			continue
		}
		output := strings.TrimSuffix(input, ".ll") + "." + pipeline + ".ll"
		t.Run(output, func(t *testing.T) {
			in := load(t, filepath.Join(root, "ir", input))
			out := load(t, filepath.Join(root, "opt", output))
			c, tr := checkOutput(t, in, out, ts)
			files++
			totalChecked += c
			totalTransformed += tr
		})
	}
	t.Logf("%d outputs: %d loop IDs checked, %d of them made by transformations", files, totalChecked, totalTransformed)
	if files < 100 || totalTransformed < 20 {
		t.Errorf("too little checked: %d files, %d transformed IDs", files, totalTransformed)
	}
}

// TestFollowupPeers runs the RUN lines of LLVM's four followup.ll tests
// with opt 14 and checks the loop IDs of each output.
func TestFollowupPeers(t *testing.T) {
	if testing.Short() {
		t.Skip("runs opt")
	}
	answers := oracle.Open(t, "testdata/opt.answers.gz")
	root := filepath.Join(corpus.Root(t), "peers", "llvm14", "llvm", "test", "Transforms")
	cases := map[string]loops.Transform{
		"LoopUnroll": loops.Unroll, "LoopVectorize": loops.Vectorize,
		"LoopDistribute": loops.Distribute, "LoopUnrollAndJam": loops.UnrollAndJam,
	}
	for dir, tr := range cases {
		path := filepath.Join(root, dir, "followup.ll")
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		runs := 0
		for _, line := range strings.Split(string(src), "\n") {
			run, ok := strings.CutPrefix(line, "; RUN: ")
			if !ok {
				continue
			}
			cmdline, _, _ := strings.Cut(run, "|")
			args := strings.Fields(cmdline)
			if len(args) == 0 || args[0] != "opt" {
				continue
			}
			var optArgs []string
			for _, a := range args[1:] {
				if a != "<" && a != "%s" {
					optArgs = append(optArgs, a)
				}
			}
			optArgs = append(optArgs, path)
			runs++
			t.Run(dir+"/"+strings.Join(optArgs[:len(optArgs)-1], " "), func(t *testing.T) {
				a := answers.Run(t, oracle.Command{Name: "opt", Args: optArgs})
				if !a.OK() {
					t.Fatalf("opt %v: exit %d\n%s", optArgs, a.Code, a.Stderr)
				}
				m, err := parser.ParseFile("opt-output", a.Stdout, 0)
				if err != nil {
					t.Fatal(err)
				}
				_, transformed := checkOutput(t, load(t, path), md.New(m), []loops.Transform{tr})
				if transformed == 0 {
					t.Errorf("no transformed loop ID in the output")
				}
			})
		}
		if runs == 0 {
			t.Errorf("%s: no RUN lines", path)
		}
	}
}

// TestWriteAcrossModules writes the loop IDs of one module into another:
// each written ID is distinct, refers to itself first, and has the
// signature of the original.
func TestWriteAcrossModules(t *testing.T) {
	root := filepath.Join(corpus.Root(t), "oracle", "loops", "ir")
	src := load(t, filepath.Join(root, "followups.ll"))
	dst := load(t, filepath.Join(root, "unroll.O0.ll"))
	ls, err := analysis.FindAllLoops(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range ls {
		n := loops.Write(dst, loops.Keep(l.ID))
		if n == nil || n.Graph() != dst || !n.Distinct || n.Operand(0) != md.Metadata(n) {
			t.Fatalf("%s: written ID %v is not a distinct self-referential node of the destination", l.HeaderName(), n)
		}
		if got, want := loops.Signature(n), loops.Signature(l.ID); got != want {
			t.Errorf("%s: written %s, original %s", l.HeaderName(), got, want)
		}
	}
	if _, err := dst.Commit(); err != nil {
		t.Errorf("module with written IDs does not parse back: %v", err)
	}
}

// TestSetLoopIDSurvivesLLVM marks every loop of the oracle inputs as LLVM's
// unroller marks an unrolled loop (Write + SetLoopID), prints the module,
// and requires opt 14 to load it and to warn exactly as irmeta does: the
// unroll requests are gone, the other requests stay.
func TestSetLoopIDSurvivesLLVM(t *testing.T) {
	if testing.Short() {
		t.Skip("runs opt")
	}
	answers := oracle.Open(t, "testdata/opt.answers.gz")
	inputs, _ := filepath.Glob(filepath.Join(corpus.Root(t), "oracle", "loops", "ir", "*.ll"))
	for _, in := range inputs {
		t.Run(filepath.Base(in), func(t *testing.T) {
			g := load(t, in)
			ls, err := analysis.FindAllLoops(g)
			if err != nil {
				t.Fatal(err)
			}
			for _, l := range ls {
				if l.ID == nil {
					continue
				}
				id := loops.AlreadyUnrolled(loops.Keep(l.ID))
				loops.SetLoopID(g, l, loops.Write(g, id))
			}
			out, err := g.Commit()
			if err != nil {
				t.Fatal(err)
			}
			text, err := out.Bytes()
			if err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(t.TempDir(), "edited.ll")
			if err := os.WriteFile(path, text, 0o644); err != nil {
				t.Fatal(err)
			}
			a := answers.Run(t, oracle.Command{Name: "opt", Args: []string{"-passes=transform-warning", "-disable-output", path}})
			if !a.OK() {
				t.Fatalf("opt: exit %d\n%s", a.Code, a.Stderr)
			}
			want := lines(a.Combined())
			got := missedLines(t, load(t, path))
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("warnings differ (-opt +irmeta):\n%s", diff)
			}
			for _, w := range got {
				if strings.Contains(w, "not unrolled") {
					t.Errorf("unroll request left after marking loops unrolled: %s", w)
				}
			}
		})
	}
}
