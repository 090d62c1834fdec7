package main

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// TestDTransScriptOutputsLLVM hands every module that a dtrans script
// expects (on stdout or in a want/ file) to llvm-as and opt's verifier:
// what irmeta dtrans writes, LLVM must accept.
func TestDTransScriptOutputsLLVM(t *testing.T) {
	if testing.Short() {
		t.Skip("runs llvm-as and opt per script")
	}
	files, err := filepath.Glob("testdata/dtrans_*.txtar")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, file := range files {
		ar, err := txtar.ParseFile(file)
		if err != nil {
			t.Fatal(err)
		}
		exit0 := true
		for _, f := range ar.Files {
			if f.Name == "exit" && strings.TrimSpace(string(f.Data)) != "0" {
				exit0 = false
			}
		}
		for _, f := range ar.Files {
			if !exit0 || !(f.Name == "stdout" && bytes.HasPrefix(f.Data, []byte("; ")) || strings.HasPrefix(f.Name, "want/")) {
				continue
			}
			m, err := parser.ParseFile(f.Name, f.Data, 0)
			if err != nil {
				t.Errorf("%s %s: %v", file, f.Name, err)
				continue
			}
			var flags []string
			if md.New(m).OpaquePointers() {
				flags = []string{"-opaque-pointers"}
			}
			for _, tool := range [][]string{{"llvm-as", "-o", "/dev/null"}, {"opt", "-passes=verify", "-disable-output"}} {
				cmd := exec.Command(tool[0], append(flags, tool[1:]...)...)
				cmd.Stdin = bytes.NewReader(f.Data)
				if out, err := cmd.CombinedOutput(); err != nil {
					t.Errorf("%s %s: %s rejects it: %v\n%s", file, f.Name, tool[0], err, out)
				}
			}
			checked++
		}
	}
	if checked < 10 {
		t.Errorf("only %d modules checked", checked)
	}
	t.Logf("%d modules from dtrans scripts accepted by llvm-as and opt", checked)
}
