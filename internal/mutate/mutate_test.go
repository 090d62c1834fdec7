package mutate_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/internal/mutate"
)

// smallBases reads up to n small valid modules of the LLVM test corpus.
func smallBases(t *testing.T, n int) []mutate.Base {
	root := corpus.Root(t)
	tsv, err := os.ReadFile(filepath.Join(root, "llvm-test.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	var out []mutate.Base
	for _, line := range strings.Split(string(tsv), "\n") {
		f := strings.Split(line, "\t")
		if len(f) < 2 || f[1] != "ok" {
			continue
		}
		src, err := os.ReadFile(filepath.Join(root, "llvm-test", f[0]))
		if err != nil || len(src) < 150 || len(src) > 2500 {
			continue
		}
		out = append(out, mutate.Base{Name: f[0], Src: src})
		if len(out) == n {
			break
		}
	}
	if len(out) < n {
		t.Fatalf("only %d small valid modules", len(out))
	}
	return out
}

// Generate is deterministic, makes distinct mutants, each made again by
// Apply from its recipe, and every operator finds places to apply.
func TestGenerate(t *testing.T) {
	bases := smallBases(t, 1500)
	a := mutate.Generate(bases, 2000, 7)
	b := mutate.Generate(bases, 2000, 7)
	if len(a) != 2000 {
		t.Fatalf("%d mutants, want 2000", len(a))
	}
	src := map[string][]byte{}
	for _, x := range bases {
		src[x.Name] = x.Src
	}
	seen := map[string]bool{}
	perOp := map[string]int{}
	for i, m := range a {
		if b[i].Recipe != m.Recipe || b[i].Base != m.Base || string(b[i].Src) != string(m.Src) {
			t.Fatalf("mutant %d differs between two runs", i)
		}
		h := mutate.Hash(m.Src)
		if seen[h] {
			t.Errorf("mutant %d repeats an earlier one", i)
		}
		seen[h] = true
		again, ok := mutate.Apply(src[m.Base], m.Recipe)
		if !ok || string(again) != string(m.Src) {
			t.Errorf("mutant %d (%s) is not made again from its recipe", i, m.Recipe)
		}
		if string(m.Src) == string(src[m.Base]) {
			t.Errorf("mutant %d equals its base", i)
		}
		perOp[m.Recipe.Op]++
	}
	for _, op := range mutate.Ops() {
		if perOp[op] == 0 {
			t.Errorf("operator %s made no mutant", op)
		}
	}
	t.Logf("per operator: %v", perOp)
}

// Each operator changes what it says: examples on a small module.
func TestOperators(t *testing.T) {
	src := []byte(`@g = global [2 x i32] [i32 1, i32 2], align 4
define i32 @f(i32* %p, i1 %c) nounwind {
entry:
  %x = load i32, i32* %p, align 4
  %y = add i32 %x, 1
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %r = phi i32 [ %x, %entry ], [ %y, %a ]
  ret i32 %r
}
`)
	for _, tc := range []struct{ op, want string }{
		{"phi-pred", "phi i32 ["},
		{"align", "align "},
		{"tbaa", "!tbaa !"},
		{"range", "!range !"},
		{"ret-type", "ret "},
	} {
		for seed := uint64(0); seed < 5; seed++ {
			out, ok := mutate.Apply(src, mutate.Recipe{Op: tc.op, Seed: seed})
			if !ok {
				t.Errorf("%s/%d does not apply", tc.op, seed)
				continue
			}
			if string(out) == string(src) || !strings.Contains(string(out), tc.want) {
				t.Errorf("%s/%d:\n%s", tc.op, seed, out)
			}
		}
	}
	// use-before-def moves %y's use of %x above %x's definition
	out, ok := mutate.Apply(src, mutate.Recipe{Op: "use-before-def", Seed: 1})
	if !ok || strings.Index(string(out), "%y = add") > strings.Index(string(out), "%x = load") {
		t.Errorf("use-before-def:\n%s", out)
	}
}
