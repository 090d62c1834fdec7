package lsp

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/parser"
)

// indexCorpus lists real modules the index is checked on: coreutils
// programs and the loop, OpenCL and TAFFO oracles.
func indexCorpus(t *testing.T) []string {
	root := corpus.Root(t)
	var files []string
	for _, pat := range []string{"coreutils/*.ll", "oracle/loops/ir/*.ll", "oracle/opencl/out/*/*.ll", "peers/taffo/*/test-lit/ErrorPropagator/*.ll"} {
		m, err := filepath.Glob(filepath.Join(root, pat))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) < 50 {
		t.Fatalf("only %d corpus files", len(files))
	}
	if testing.Short() {
		files = files[:20]
	}
	return files
}

// TestIndexDefinitionsMatchParser checks the token index against the
// parser's own index: every function, global, named type, metadata node
// and block label the parser records is a definition at the same place,
// and the index has no definition the parser lacks.
func TestIndexDefinitionsMatchParser(t *testing.T) {
	defs := 0
	for _, f := range indexCorpus(t) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m, err := parser.ParseFileOptions(f, src, parser.Options{Version: 14})
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		want := map[int]class{}
		for _, fn := range m.Functions {
			want[int(fn.NameSpan.Start)] = clGlobal
			for _, b := range fn.Blocks {
				if b.Label != "" {
					want[int(b.LabelSpan.Start)] = clLocal
				}
			}
		}
		for _, g := range m.Globals {
			want[int(g.NameSpan.Start)] = clGlobal
		}
		for _, td := range m.TypeDefs {
			want[int(td.NameSpan.Start)] = clType
		}
		for _, d := range m.MDDefs {
			want[int(d.Start)] = clMDID
		}
		for _, n := range m.NamedMD {
			want[int(n.Start)] = clMDName
		}
		for _, c := range m.Comdats {
			want[int(c.Start)] = clComdat
		}
		for _, a := range m.AttrGroups {
			// the span starts at "attributes"; the name is the #N after it
			want[int(a.Start)+bytes.IndexByte(src[a.Start:a.End], '#')] = clAttrGroup
		}
		ix := buildIndex(src)
		got := map[int]class{}
		ix.walk(func(o occ) bool {
			if o.def && !(o.class == clLocal && src[o.end-1] != ':') {
				got[o.start] = o.class
			}
			return true
		})
		for off, c := range want {
			if off < 0 {
				continue
			}
			if got[off] != c {
				t.Errorf("%s: offset %d (%q): parser has a definition of class %d, index %d", f, off, snippet(src, off), c, got[off])
			}
		}
		for off, c := range got {
			if c == clAttrGroup {
				if _, ok := want[off]; !ok {
					t.Errorf("%s: offset %d (%q): index has a definition the parser lacks", f, off, snippet(src, off))
				}
				continue
			}
			if want[off] != c {
				t.Errorf("%s: offset %d (%q): index has a definition of class %d the parser lacks", f, off, snippet(src, off), c)
			}
		}
		if len(ix.fns) != len(m.Functions) {
			t.Errorf("%s: index finds %d functions, parser %d", f, len(ix.fns), len(m.Functions))
		} else {
			for i, fn := range m.Functions {
				if ix.fns[i].name != fn.Name || (ix.fns[i].bodyStart >= 0) != !fn.Declare {
					t.Errorf("%s: function %d: index %q body %d, parser %q declare %v", f, i, ix.fns[i].name, ix.fns[i].bodyStart, fn.Name, fn.Declare)
				}
				if !fn.Declare && (ix.fns[i].bodyStart != int(fn.Body.Start) || ix.fns[i].bodyEnd != int(fn.Body.End)) {
					t.Errorf("%s: %s: body %d-%d, parser %d-%d", f, fn.Name, ix.fns[i].bodyStart, ix.fns[i].bodyEnd, fn.Body.Start, fn.Body.End)
				}
			}
		}
		defs += len(want)
	}
	t.Logf("%d definitions agree", defs)
}

func snippet(src []byte, off int) string {
	end := off + 30
	if end > len(src) {
		end = len(src)
	}
	return string(src[off:end])
}
