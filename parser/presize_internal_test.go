package parser

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/internal/gensynth"
)

// TestPresizeEstimate checks that the sampled estimates of presize hold the
// whole parse without growth and stay near a count over the whole source, on a dense
// synthetic module and on the largest coreutils programs.
func TestPresizeEstimate(t *testing.T) {
	var buf bytes.Buffer
	if err := gensynth.Write(&buf, gensynth.Options{Size: 8 << 20, Seed: 3}); err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{"synth": buf.Bytes()}
	for _, name := range []string{"vdir.ll", "ginstall.ll", "pr.ll", "tail.ll"} {
		src, err := os.ReadFile(filepath.Join(corpus.Root(t), "coreutils", name))
		if err != nil {
			t.Fatal(err)
		}
		files[name] = src
	}
	for name, src := range files {
		p := &parser{m: &ast.Module{Src: src}}
		p.presize(src)
		caps := [...]int{cap(p.m.Insts), cap(p.m.MDDefs), cap(p.m.InstAttachments)}
		m, err := ParseFile(name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		var full lineCounts
		full.add(src, 0, len(src))
		lens := [...]int{len(m.Insts), len(m.MDDefs), len(m.InstAttachments)}
		counts := [...]int{full.indented, full.defs, full.attach}
		for i, what := range []string{"Insts", "MDDefs", "InstAttachments"} {
			if caps[i] < lens[i] || caps[i] > counts[i]+counts[i]/4+64 {
				t.Errorf("%s: %s: estimate %d for %d (full count %d)", name, what, caps[i], lens[i], counts[i])
			}
		}
	}
}
