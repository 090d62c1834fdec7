package parser_test

import (
	"bytes"
	"errors"
	"fmt"
	"os/exec"
	"regexp"
	"testing"

	"github.com/irmeta/irmeta/parser"
)

// TestSummaryUndefinedGlobal checks that a summary entry naming a global
// the module does not define before it is refused as llvm-as-22 refuses it
// (asked on every run), at its first summary or its first field, and that
// LLVM 14, on which llvm-as crashes, reads it.
func TestSummaryUndefinedGlobal(t *testing.T) {
	const variable = `summaries: (variable: (module: ^1, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 0, canAutoHide: 0), varFlags: (readonly: 0, writeonly: 0, constant: 0))))` + "\n" +
		`^1 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))`
	msg := regexp.MustCompile(`<stdin>:(\d+:\d+): error: (.*)`)
	for _, src := range []string{
		`^0 = gv: (name: "does_not_exist")`,
		"@x = global i32 0\n^0 = gv: (name: \"x\")",
		"^0 = gv: (name: \"x\")\n@x = global i32 0",
		`^0 = gv: (name: "y", ` + variable,
		"@y = global i32 0\n^0 = gv: (name: \"y\", " + variable,
		`^0 = gv: (guid: 1234)`,
	} {
		cmd := exec.Command("llvm-as-22", "-", "-o", "/dev/null")
		cmd.Stdin = bytes.NewReader([]byte(src + "\n"))
		out, err := cmd.CombinedOutput()
		want := "ok"
		if err != nil {
			m := msg.FindSubmatch(out)
			if m == nil {
				t.Fatalf("llvm-as-22: %v\n%s", err, out)
			}
			want = string(m[1]) + ": " + string(m[2])
		}
		got := "ok"
		if _, err := parser.ParseFileOptions("s.ll", []byte(src+"\n"), parser.Options{Version: 22}); err != nil {
			var list parser.ErrorList
			if !errors.As(err, &list) || len(list) == 0 {
				t.Fatalf("%q: %v", src, err)
			}
			got = fmt.Sprintf("%d:%d: %s", list[0].Pos.Line, list[0].Pos.Column, list[0].Msg)
		}
		if got != want {
			t.Errorf("%q under --llvm 22: irmeta %q, llvm-as-22 %q", src, got, want)
		}
		if _, err := parser.ParseFileOptions("s.ll", []byte(src+"\n"), parser.Options{Version: 14}); err != nil {
			t.Errorf("%q under --llvm 14: %v (llvm-as 14 crashes; irmeta reads it)", src, err)
		}
	}
}
