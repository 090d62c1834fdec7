package upgrade_test

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/upgrade"
)

var attachment = regexp.MustCompile(`,?[ \t]*![A-Za-z_.][\w.]*[ \t]+(?:!\d+|!\{.*\}|![A-Z]\w*\(.*\))`)

// unrelated returns the lines of m's text outside metadata, which no
// metadata upgrade may touch: every line but metadata definitions, named
// metadata, debug intrinsic calls, declarations and records (whole
// instructions, which may span lines), and lifetime markers (counted
// apart: the loader deletes some), with its attachments (", !dbg !12") cut
// out.
func unrelated(m *ast.Module) []string {
	src := append([]byte(nil), m.Src...)
	for i := range m.Insts {
		in := &m.Insts[i]
		if in.Op == ast.OpDbgRecord || in.Op == ast.OpCall && bytes.Contains(src[in.Start:in.End], []byte("@llvm.dbg.")) {
			for k := in.Start; k < in.End; k++ {
				if src[k] != '\n' {
					src[k] = ' '
				}
			}
		}
	}
	var out []string
	for _, l := range strings.Split(string(src), "\n") {
		if strings.HasPrefix(l, "!") || strings.Contains(l, "@llvm.dbg.") || strings.Contains(l, "@llvm.lifetime.") {
			continue
		}
		if orig := strings.TrimSpace(l); orig == "" && len(l) > 0 {
			continue // a masked debug instruction's line
		}
		out = append(out, attachment.ReplaceAllString(l, ""))
	}
	return out
}

// TestMinimalEdit upgrades every valid corpus file with metadata as LLVM
// 14 and 22 load it and checks that the edit is minimal: every line
// without metadata comes out byte-identical, in order, none added or
// removed; only the lifetime markers the upgrade says it deletes are gone;
// lines with metadata that no change concerns keep their text; and a
// module without changes comes out byte-identical. (Attachments are cut
// out of lines before comparing them: stripping debug info removes them.)
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
			m, err := parser.ParseFileOptions(rel, src, parser.Options{Version: v})
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
			mo, err := parser.ParseFileOptions(rel, out, parser.Options{Version: v})
			if err != nil {
				t.Errorf("%s (LLVM %d): the upgrade does not parse: %v", rel, v, err)
				continue
			}
			a, b := unrelated(m), unrelated(mo)
			if strings.Join(a, "\n") != strings.Join(b, "\n") {
				t.Errorf("%s (LLVM %d): lines without metadata changed (%d lines before, %d after)", rel, v, len(a), len(b))
				continue
			}
			// Lifetime markers: only those the upgrade says it deletes
			// are gone, the others are unchanged.
			deleted := 0
			for _, c := range changes {
				if strings.Contains(c.Msg, "deletes this lifetime marker") {
					deleted++
				}
			}
			la, lb := lifetimeLines(src), lifetimeLines(out)
			if len(la)-len(lb) != deleted || !subsequence(lb, la) {
				t.Errorf("%s (LLVM %d): %d lifetime markers before, %d after, %d deleted by the upgrade", rel, v, len(la), len(lb), deleted)
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

// lifetimeLines returns the lines of src that call a lifetime marker,
// without their attachments.
func lifetimeLines(src []byte) []string {
	var out []string
	for _, l := range strings.Split(string(src), "\n") {
		if strings.Contains(l, "@llvm.lifetime.") && !strings.HasPrefix(strings.TrimSpace(l), "declare") && !strings.HasPrefix(strings.TrimSpace(l), ";") {
			// Without attachments: LLVM 22 drops those of the markers
			// it keeps.
			out = append(out, attachment.ReplaceAllString(l, ""))
		}
	}
	return out
}

// subsequence reports whether a is b with some lines left out.
func subsequence(a, b []string) bool {
	k := 0
	for _, l := range b {
		if k < len(a) && a[k] == l {
			k++
		}
	}
	return k == len(a)
}
