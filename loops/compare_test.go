package loops_test

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/loops"
)

// passOf names the opt pass that applies each transformation.
var passOf = map[loops.Transform]string{
	loops.Unroll: "loop-unroll", loops.Vectorize: "loop-vectorize",
	loops.Distribute: "loop-distribute", loops.UnrollAndJam: "loop-unroll-and-jam",
}

var debugLocRE = regexp.MustCompile(`DebugLoc:\s+\{ File: '([^']*)', Line: (\d+), Column: (\d+) \}`)

// passedRemarks reads the "--- !Passed" remarks of a YAML remarks file as
// "pass@file:line:col".
func passedRemarks(t *testing.T, path string) map[string]bool {
	out := map[string]bool{}
	f, err := os.Open(path)
	if err != nil {
		return out // no remarks file: no remarks
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	passed, pass := false, ""
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "--- "):
			passed, pass = line == "--- !Passed", ""
		case strings.HasPrefix(line, "Pass:"):
			pass = strings.TrimSpace(strings.TrimPrefix(line, "Pass:"))
		case passed && strings.HasPrefix(line, "DebugLoc:"):
			if m := debugLocRE.FindStringSubmatch(line); m != nil {
				out[pass+"@"+m[1]+":"+m[2]+":"+m[3]] = true
			}
		}
	}
	return out
}

// compareExceptions lists (output file, loop place, transformation) where
// Compare's verdict differs from opt's remarks, with the reason.
var compareExceptions = map[string]string{
	"distribute.O0.g.canon-all.ll loops/src/distribute.c:8:3 distribute": "distributed, then the coincident partition " +
		"vectorized: LLVM leaves the original ID on partitions, so the three loops carry the IDs that vectorizing the " +
		"undistributed loop (plus one untouched copy) would give; the IDs do not show the distribution",
}

// TestCompareAgainstRemarks checks Compare's verdicts on the oracle's
// modules with debug info against the remarks opt 14 wrote: a requested
// transformation is applied exactly when its pass reported success at the
// loop's location, and a loop is gone only where loop-unroll or
// loop-delete reported success.
func TestCompareAgainstRemarks(t *testing.T) {
	root := filepath.Join(corpus.Root(t), "oracle", "loops")
	outputs, _ := filepath.Glob(filepath.Join(root, "opt", "*.O0.g.*.ll"))
	if len(outputs) < 40 {
		t.Fatalf("oracle outputs missing: %d", len(outputs))
	}
	agree, total := 0, 0
	for _, out := range outputs {
		name := filepath.Base(out)
		input := name[:strings.Index(name, ".O0.g.")] + ".O0.g.ll"
		remarks := passedRemarks(t, strings.TrimSuffix(out, ".ll")+".remarks.yaml")
		after := load(t, out)
		ms, err := loops.Compare(load(t, filepath.Join(root, "ir", input)), after)
		if err != nil {
			t.Fatal(err)
		}
		// transform-warning's warnings (checked against opt elsewhere)
		// must fall exactly on the requests Compare calls not applied or
		// partly applied.
		missed, err := loops.MissedTransforms(after)
		if err != nil {
			t.Fatal(err)
		}
		warned := map[string]bool{}
		for _, w := range missed {
			warned[w.Loc.String()+" "+w.Transform.String()] = true
		}
		for _, m := range ms {
			for _, o := range m.Outcomes {
				if o.Transform == loops.LICMVersioning {
					continue
				}
				still := o.Verdict == loops.NotApplied || o.Verdict == loops.Partial
				if w := warned[m.Key+" "+o.Transform.String()]; w != still {
					t.Errorf("%s %s %s: verdict %q, transform-warning warns: %v", name, m.Key, o.Transform, o.Verdict, w)
				}
			}
		}
		for _, m := range ms {
			for _, o := range m.Outcomes {
				if o.Transform == loops.LICMVersioning {
					continue
				}
				total++
				key := name + " " + m.Key + " " + o.Transform.String()
				// A loop is gone when unrolled fully or deleted; otherwise
				// applied means its pass reported success there.
				want := remarks[passOf[o.Transform]+"@"+m.Key]
				got := o.Verdict == loops.Applied || o.Verdict == loops.Partial
				if o.Verdict == loops.Gone {
					want = remarks["loop-unroll@"+m.Key] || remarks["loop-delete@"+m.Key]
					got = true
				}
				why, isException := compareExceptions[key]
				switch {
				case got == want && isException:
					t.Errorf("%s: now agrees; remove from compareExceptions (%s)", key, why)
				case got != want && !isException:
					t.Errorf("%s: verdict %q, opt reported success: %v", key, o.Verdict, want)
				case got == want:
					agree++
				}
			}
		}
	}
	t.Logf("%d of %d requested transformations: verdict agrees with opt's remarks", agree, total)
	if total < 50 {
		t.Errorf("only %d requested transformations compared", total)
	}
}

// TestCompareWithoutDebugInfo compares each oracle pipeline on the module
// without debug info and on the same module with it: debug info does not
// change what opt does, so the verdicts (found by ID lineage without
// locations, by location with them) must be the same, loop by loop, except
// where Compare says the lineage is ambiguous.
func TestCompareWithoutDebugInfo(t *testing.T) {
	root := filepath.Join(corpus.Root(t), "oracle", "loops")
	outputs, _ := filepath.Glob(filepath.Join(root, "opt", "*.O0.g.*.ll"))
	same, total, nAmbiguous := 0, 0, 0
	for _, outG := range outputs {
		name := filepath.Base(outG)
		stem := name[:strings.Index(name, ".O0.g.")]
		out := filepath.Join(root, "opt", strings.Replace(name, ".O0.g.", ".O0.", 1))
		withG, err := loops.Compare(load(t, filepath.Join(root, "ir", stem+".O0.g.ll")), load(t, outG))
		if err != nil {
			t.Fatal(err)
		}
		without, err := loops.Compare(load(t, filepath.Join(root, "ir", stem+".O0.ll")), load(t, out))
		if err != nil {
			t.Fatal(err)
		}
		ambiguous := map[int]bool{}
		for i, m := range without {
			ambiguous[i] = m.Ambiguous
			if m.Ambiguous {
				nAmbiguous += len(m.Outcomes)
			}
		}
		render := func(ms []loops.Match) []string {
			var r []string
			for i, m := range ms {
				for _, o := range m.Outcomes {
					v := string(o.Verdict)
					if ambiguous[i] {
						v = "(ambiguous)"
					}
					r = append(r, fmt.Sprintf("%s %s %s", m.Before.HeaderName(), o.Transform, v))
				}
			}
			return r
		}
		a, b := render(withG), render(without)
		total += len(a)
		if diff := cmp.Diff(a, b); diff != "" {
			t.Errorf("%s: verdicts differ (-with debug info +without):\n%s", name, diff)
		} else {
			same += len(a)
		}
	}
	t.Logf("%d of %d verdicts the same without debug info, %d of them marked ambiguous", same, total, nAmbiguous)
	if nAmbiguous > total/4 {
		t.Errorf("too many ambiguous verdicts: %d of %d", nAmbiguous, total)
	}
}
