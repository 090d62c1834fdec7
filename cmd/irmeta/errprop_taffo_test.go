package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
)

// fileCheck is LLVM 14's FileCheck, the oracle of TAFFO's lit tests.
const fileCheck = "/usr/lib/llvm-14/bin/FileCheck"

// kindOrderOnly lists the TAFFO tests whose CHECK lines can only pass when
// taffo.info was registered as a metadata kind before taffo.abserror.
// opt prints from memory, where the kinds of the input come first; a module
// written as text and read by llvm-as registers kinds in the order they
// first appear, and in LoopAdd.ll a phi with only taffo.abserror comes
// before any taffo.info, so llvm-dis prints "!taffo.abserror !7,
// !taffo.info !8" where TAFFO's opt prints "!taffo.info !7,
// !taffo.abserror !9". The values are the same; the test checks that by
// registering the input's kinds first (an extra global, see withKinds).
var kindOrderOnly = map[string]bool{"LoopAdd.ll": true}

var runOpts = regexp.MustCompile(`--passes="[^"]*"(.*?)-S %s`)

// TestErrpropTAFFOFileCheck runs each TAFFO ErrorPropagator test as its RUN
// line does, with irmeta errprop in place of opt: the output goes through
// llvm-as | llvm-dis into FileCheck with the test as check file (and, with
// 2>&1, the standard error first, as opt's debug output comes first).
func TestErrpropTAFFOFileCheck(t *testing.T) {
	if testing.Short() {
		t.Skip("runs llvm-as, llvm-dis and FileCheck per file")
	}
	files, err := filepath.Glob(filepath.Join(corpus.Root(t), "peers", "taffo", "*", "test-lit", "ErrorPropagator", "*.ll"))
	if err != nil || len(files) != 16 {
		t.Fatalf("want the 16 TAFFO tests, found %d", len(files))
	}
	passed := 0
	for _, file := range files {
		name := filepath.Base(file)
		t.Run(strings.TrimSuffix(name, ".ll"), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			var runLine string
			for _, l := range strings.Split(string(src), "\n") {
				if strings.HasPrefix(l, "; RUN:") {
					runLine = l
					break
				}
			}
			m := runOpts.FindStringSubmatch(runLine)
			if m == nil {
				t.Fatalf("cannot read RUN line %q", runLine)
			}
			args := append([]string{"errprop"}, strings.Fields(m[1])...)
			args = append(args, file)
			var stdout, stderr bytes.Buffer
			if code := run(args, nil, &stdout, &stderr); code != 0 {
				t.Fatalf("irmeta %s: exit %d\n%s", strings.Join(args, " "), code, stderr.String())
			}
			mergeStderr := strings.Contains(runLine, "2>&1")
			check := func(module []byte) (string, bool) {
				dis, err := roundTrip(module)
				if err != nil {
					t.Fatal(err)
				}
				input := dis
				if mergeStderr {
					input = append(append([]byte{}, stderr.Bytes()...), dis...)
				}
				cmd := exec.Command(fileCheck, file)
				cmd.Stdin = bytes.NewReader(input)
				out, err := cmd.CombinedOutput()
				return string(out), err == nil
			}
			out, ok := check(stdout.Bytes())
			switch {
			case ok && kindOrderOnly[name]:
				t.Errorf("%s passes now: remove it from kindOrderOnly", name)
			case ok:
				passed++
			case kindOrderOnly[name]:
				out2, ok2 := check(withKinds(stdout.Bytes()))
				if !ok2 {
					t.Errorf("FileCheck fails even with the input's kinds registered first:\n%s", out2)
				}
			default:
				t.Errorf("FileCheck:\n%s", out)
			}
		})
	}
	t.Logf("%d of 16 TAFFO tests pass FileCheck through llvm-as | llvm-dis; %d need kind pre-registration", passed, len(kindOrderOnly))
}

// withKinds puts in front of a module a declaration that mentions
// taffo.info before anything else, attached to node !0 (which the module
// numbers first anyway), so llvm-as registers the kinds as opt had them.
func withKinds(module []byte) []byte {
	decl := "@irmeta.kinds = external global i8, !taffo.info !0\n"
	lines := strings.SplitAfter(string(module), "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, "define ") || strings.HasPrefix(l, "declare ") || strings.HasPrefix(l, "@") {
			return []byte(strings.Join(lines[:i], "") + decl + strings.Join(lines[i:], ""))
		}
	}
	return append([]byte(decl), module...)
}

// roundTrip is llvm-as | llvm-dis.
func roundTrip(module []byte) ([]byte, error) {
	as := exec.Command("llvm-as", "-o", "-")
	as.Stdin = bytes.NewReader(module)
	var bc, errb bytes.Buffer
	as.Stdout, as.Stderr = &bc, &errb
	if err := as.Run(); err != nil {
		return nil, fmt.Errorf("llvm-as: %v\n%s", err, errb.Bytes())
	}
	dis := exec.Command("llvm-dis", "-o", "-")
	dis.Stdin = &bc
	return dis.Output()
}
