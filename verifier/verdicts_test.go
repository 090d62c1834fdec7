package verifier_test

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
)

var update = flag.Bool("update", false, "rewrite testdata/verifier-misses.txt")

var regen = flag.Bool("regen", false, "regenerate testdata/llvm22-verdicts.tsv from llvm-as-22 (minutes)")

const verdicts22 = "testdata/llvm22-verdicts.tsv"

// llvm22Verdicts returns llvm-as-22's verdict on every file of the LLVM
// test copy that llvm-as 14 accepts: "ok", or its first message. The
// table is stored in testdata; -regen asks llvm-as-22 again.
func llvm22Verdicts(t *testing.T) map[string]string {
	if *regen {
		root := corpus.Root(t)
		var b strings.Builder
		for _, e := range corpus.LLVMTest(t) {
			if !e.Valid() {
				continue
			}
			fmt.Fprintf(&b, "%s\t%s\n", e.Path, llvmAs22(e.File(root)))
		}
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(verdicts22, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	f, err := os.Open(verdicts22)
	if err != nil {
		t.Fatalf("%v (run with -regen)", err)
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		path, verdict, _ := strings.Cut(sc.Text(), "\t")
		out[path] = verdict
	}
	if len(out) < 10000 {
		t.Fatalf("%s has %d entries", verdicts22, len(out))
	}
	return out
}

// llvmAs22 runs llvm-as-22 on path: "ok" or the first line of its
// message, without the file name.
func llvmAs22(path string) string {
	out, err := exec.Command("llvm-as-22", "-o", os.DevNull, path).CombinedOutput()
	if err == nil && len(out) == 0 {
		return "ok"
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	first := lines[0]
	if strings.Contains(first, "does not verify") && len(lines) > 1 {
		first = "verifier: " + lines[1]
	}
	if err == nil {
		first = "warning: " + first
	}
	first = strings.ReplaceAll(first, path, filepath.Base(path))
	return strings.ReplaceAll(first, "\t", " ")
}
