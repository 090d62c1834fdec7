package taffo_test

import (
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/taffo"
)

// peerFiles lists the TAFFO test inputs of the corpus.
func peerFiles(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(corpus.Root(t), "peers", "taffo", "*", "*", "*", "*.ll"))
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(files)
	if len(files) < 16 {
		t.Fatalf("only %d TAFFO peer files found", len(files))
	}
	return files
}

// peerFile returns the path of one TAFFO ErrorPropagator test input.
func peerFile(t *testing.T, base string) string {
	t.Helper()
	for _, f := range peerFiles(t) {
		if filepath.Base(f) == base {
			return f
		}
	}
	t.Fatalf("peer file %s not found", base)
	return ""
}

func load(t *testing.T, path string) *md.Graph {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return parse(t, path, string(src))
}

func parse(t *testing.T, name, src string) *md.Graph {
	t.Helper()
	m, err := parser.ParseFile(name, []byte(src), 0)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return md.New(m)
}

// target finds "@g", "@f" or "@f:%x" in g.
func target(t *testing.T, g *md.Graph, sel string) md.Target {
	t.Helper()
	m := g.Module
	fname, inst, hasInst := strings.Cut(sel, ":")
	if !hasInst {
		for i := range m.Functions {
			if m.Functions[i].Name == sel {
				return taffo.Func(i)
			}
		}
		for i := range m.Globals {
			if m.Globals[i].Name == sel {
				return taffo.Global(i)
			}
		}
		t.Fatalf("no %s", sel)
	}
	line, _ := strconv.Atoi(inst)
	for i := range m.Insts {
		if md.InstResult(m, i) == inst || m.Position(m.Insts[i].Start).Line == line {
			if f := g.FunctionOf(i); f >= 0 && m.Functions[f].Name == fname {
				return taffo.Inst(i)
			}
		}
	}
	t.Fatalf("no %s", sel)
	return md.Target{}
}
