package parser_test

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
)

var updateDataLayout = flag.Bool("update-datalayout", false, "ask llvm-as 14, 19 and 22 again for every string of testdata/datalayout.tsv and rewrite it")

const dataLayoutTable = "testdata/datalayout.tsv"

// dataLayoutTools are the releases of the table's columns, each with its
// llvm-as.
var dataLayoutTools = []struct {
	v    llvmver.Version
	tool string
}{{14, "llvm-as"}, {19, "llvm-as-19"}, {22, "llvm-as-22"}}

// askDataLayout returns what tool says of a module that is only
// `target datalayout = "dl"`: "ok", "L:C: message", or the abort's
// "LLVM ERROR: message".
func askDataLayout(t *testing.T, dir, tool, dl string) string {
	t.Helper()
	path := filepath.Join(dir, "dl.ll")
	if err := os.WriteFile(path, []byte("target datalayout = \""+dl+"\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(tool, path, "-o", os.DevNull).CombinedOutput()
	if err == nil {
		return "ok"
	}
	if m := llvmErr.FindSubmatch(out); m != nil {
		return fmt.Sprintf("%s:%s: %s", m[1], m[2], m[3])
	}
	line, _, _ := bytes.Cut(out, []byte("\n"))
	if bytes.HasPrefix(line, []byte("LLVM ERROR: ")) {
		return string(line)
	}
	t.Fatalf("%s on %q: %v: %s", tool, dl, err, out)
	return ""
}

// irmetaDataLayout returns irmeta's outcome in the same form.
func irmetaDataLayout(dl string, v llvmver.Version) string {
	_, err := parser.ParseFileOptions("dl.ll", []byte("target datalayout = \""+dl+"\"\n"), parser.Options{Version: v})
	if err == nil {
		return "ok"
	}
	e := err.(parser.ErrorList)[0]
	if strings.HasPrefix(e.Msg, "LLVM ERROR: ") {
		return e.Msg
	}
	return fmt.Sprintf("%d:%d: %s", e.Pos.Line, e.Pos.Column, e.Msg)
}

// TestDataLayoutStrings checks the data layout rules of each release in
// the table against what its llvm-as says of the string (stored in
// testdata/datalayout.tsv: well-formed and broken strings of every
// specifier; -update-datalayout asks again), and asks llvm-as 14 and 22
// again for a sample of the rows.
func TestDataLayoutStrings(t *testing.T) {
	b, err := os.ReadFile(dataLayoutTable)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	var rows [][]string
	for _, line := range strings.Split(strings.TrimSuffix(string(b), "\n"), "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if *updateDataLayout {
			f = f[:1]
			for _, c := range dataLayoutTools {
				f = append(f, askDataLayout(t, dir, c.tool, f[0]))
			}
		}
		if len(f) != 1+len(dataLayoutTools) {
			t.Fatalf("%s: %q: want %d tab-separated fields", dataLayoutTable, line, 1+len(dataLayoutTools))
		}
		rows = append(rows, f)
	}
	if *updateDataLayout {
		var out strings.Builder
		out.WriteString("# data layout string, then what llvm-as 14, 19 and 22 say of it (TestDataLayoutStrings)\n")
		for _, f := range rows {
			out.WriteString(strings.Join(f, "\t") + "\n")
		}
		if err := os.WriteFile(dataLayoutTable, []byte(out.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	rejected := 0
	for i, f := range rows {
		for k, c := range dataLayoutTools {
			if got := irmetaDataLayout(f[0], c.v); got != f[1+k] {
				t.Errorf("%q under %v: irmeta says %q, %s %q", f[0], c.v, got, c.tool, f[1+k])
			}
			if f[1+k] != "ok" {
				rejected++
			}
		}
		if i%25 == 3 {
			for k, c := range dataLayoutTools {
				if c.v != 14 && c.v != 22 {
					continue // the oracles every test run has
				}
				if got := askDataLayout(t, dir, c.tool, f[0]); got != f[1+k] {
					t.Errorf("%q: %s now says %q, the table %q (run with -update-datalayout)", f[0], c.tool, got, f[1+k])
				}
			}
		}
	}
	t.Logf("%d strings, %d verdicts of which %d rejections", len(rows), len(rows)*len(dataLayoutTools), rejected)
	if rejected < len(rows) {
		t.Errorf("only %d rejections: the table should mostly hold broken strings", rejected)
	}
}
