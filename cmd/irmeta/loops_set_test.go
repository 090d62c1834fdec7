package main

import (
	"bytes"
	"github.com/irmeta/irmeta/analysis"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/irmeta/irmeta/loops"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// TestLoopsSetOutputs checks what each successful loops_set_* script
// prints: irmeta verify finds nothing, LLVM 22's verifier accepts it, the
// edited loop's ID is its own distinct self-reference, and every loop that
// was annotated parallel still is (its parallel_loop_access lists follow
// the new ID, as the transformation-metadata rules require).
func TestLoopsSetOutputs(t *testing.T) {
	files, _ := filepath.Glob("testdata/loops_set_*.txtar")
	checked := 0
	for _, file := range files {
		ar, err := txtar.ParseFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var input, output []byte
		for _, f := range ar.Files {
			switch {
			case strings.HasSuffix(f.Name, ".ll") && !strings.HasPrefix(f.Name, "want/"):
				input = f.Data
			case f.Name == "stdout" || strings.HasPrefix(f.Name, "want/"):
				output = f.Data
			}
		}
		if len(output) == 0 {
			continue // a refused edit: its script checks the message
		}
		checked++
		name := filepath.Base(file)
		tmp := filepath.Join(t.TempDir(), "out.ll")
		if err := os.WriteFile(tmp, output, 0o644); err != nil {
			t.Fatal(err)
		}
		var stdout, stderr bytes.Buffer
		if code := run([]string{"verify", tmp}, nil, &stdout, &stderr); code != 0 || stderr.Len() > 0 {
			t.Errorf("%s: irmeta verify: exit %d\n%s", name, code, stderr.String())
		}
		if out, err := exec.Command("opt-22", "-passes=verify", "-disable-output", tmp).CombinedOutput(); err != nil {
			t.Errorf("%s: opt-22 -passes=verify: %v\n%s", name, err, out)
		}
		before, after := parallelLoops(t, input), parallelLoops(t, output)
		for header, par := range before {
			// A loop without memory accesses becomes parallel once it has
			// an ID at all (LLVM's isAnnotatedParallel); none may stop
			// being parallel.
			if par && !after[header] {
				t.Errorf("%s: loop %s was annotated parallel and is no more", name, header)
			}
		}
		for header, id := range loopIDs(t, output) {
			if id != nil && (!id.Distinct || id.Operand(0) != md.Metadata(id)) {
				t.Errorf("%s: loop %s: ID %s is not a distinct self-reference", name, header, id)
			}
		}
	}
	if checked < 5 {
		t.Errorf("only %d loops set outputs checked", checked)
	}
}

func findLoops(t *testing.T, src []byte) (*md.Graph, []*analysis.Loop) {
	t.Helper()
	m, err := parser.ParseFile("x.ll", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	g := md.New(m)
	ls, err := analysis.FindAllLoops(g)
	if err != nil {
		t.Fatal(err)
	}
	return g, ls
}

func parallelLoops(t *testing.T, src []byte) map[string]bool {
	g, ls := findLoops(t, src)
	out := map[string]bool{}
	for _, l := range ls {
		out[l.HeaderName()] = loops.IsAnnotatedParallel(g, l)
	}
	return out
}

func loopIDs(t *testing.T, src []byte) map[string]*md.Node {
	_, ls := findLoops(t, src)
	out := map[string]*md.Node{}
	for _, l := range ls {
		out[l.HeaderName()] = l.ID
	}
	return out
}
