package upgrade_test

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/upgrade"
)

var attachment = regexp.MustCompile(`,?[ \t]*![A-Za-z_.][\w.]*[ \t]+(?:!\d+|!\{.*\}|![A-Z]\w*\(.*\))`)

// unrelated returns the lines of src outside metadata, which no metadata
// upgrade may touch: every line but metadata definitions, named metadata
// and debug intrinsic calls and records, with its attachments (", !dbg
// !12") cut out.
func unrelated(src []byte) []string {
	var out []string
	for _, l := range strings.Split(string(src), "\n") {
		if strings.HasPrefix(l, "!") || strings.Contains(l, "@llvm.dbg.") || strings.Contains(l, "#dbg_") {
			continue
		}
		out = append(out, attachment.ReplaceAllString(l, ""))
	}
	return out
}

// TestMinimalEdit upgrades every corpus file that LLVM 14 or 22 changes on
// load (those of md/testdata/llvm-diff-exceptions.tsv and every file with
// module flags or TBAA) and checks that the edit is minimal: every line
// without metadata comes out byte-identical, in order, none added or
// removed; lines with metadata that no change concerns keep their text;
// and a module without changes comes out byte-identical. (Attachments are
// cut out of lines before comparing them: stripping debug info removes
// them.)
func TestMinimalEdit(t *testing.T) {
	root := filepath.Join(corpus.Root(t), "llvm-test")
	var files []string
	for _, e := range corpus.LLVMTest(t) {
		if e.Valid() {
			files = append(files, e.Path)
		}
	}
	if testing.Short() {
		files = files[:len(files)/10]
	}
	edited, checked := 0, 0
	for _, rel := range files {
		src, err := os.ReadFile(filepath.Join(root, rel))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(src, []byte("!")) {
			continue
		}
		for _, v := range []llvmver.Version{14, 22} {
			m, err := parser.ParseFile(rel, src, 0)
			if err != nil {
				continue
			}
			g := md.New(m)
			changes := upgrade.Module(g, upgrade.Options{LLVM: v})
			out, err := g.Bytes()
			if err != nil {
				t.Errorf("%s: %v", rel, err)
				continue
			}
			checked++
			if len(changes) == 0 {
				if !bytes.Equal(out, src) {
					t.Errorf("%s (LLVM %d): no change reported but the text changed", rel, v)
				}
				continue
			}
			edited++
			a, b := unrelated(src), unrelated(out)
			if strings.Join(a, "\n") != strings.Join(b, "\n") {
				t.Errorf("%s (LLVM %d): lines without metadata changed (%d lines before, %d after)", rel, v, len(a), len(b))
				continue
			}
			// Lines with metadata: at most the changed ones differ. Each
			// change edits a bounded number of lines, except stripping
			// debug info, which edits every line with !dbg.
			in := map[string]int{}
			for _, l := range strings.Split(string(src), "\n") {
				in[l]++
			}
			newLines := 0
			for _, l := range strings.Split(string(out), "\n") {
				if in[l] > 0 {
					in[l]--
				} else {
					newLines++
				}
			}
			strips := false
			for _, c := range changes {
				strips = strips || strings.Contains(c.Msg, "drops all debug info")
			}
			if !strips && newLines > 3*len(changes)+2 {
				t.Errorf("%s (LLVM %d): %d lines new or edited for %d changes", rel, v, newLines, len(changes))
			}
		}
	}
	t.Logf("%d upgrades of %d checked were edits; all minimal", edited, checked)
	if min := 50; edited < min && !testing.Short() || edited < min/10 {
		t.Errorf("only %d files were edited: the test checks too little", edited)
	}
}
