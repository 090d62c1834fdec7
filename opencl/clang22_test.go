package opencl_test

import (
	"bytes"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
)

var regenerate = flag.Bool("regenerate", false, "rebuild testdata/clang22 with clang-22 (build.sh)")

// TestClang22Builds checks testdata/clang22 against its commands: every row
// of COMMANDS.tsv has its module (or clang's error text, when clang
// rejects the source), every module has its row, and one command run again
// with clang-22 gives the committed module byte for byte. -regenerate
// rebuilds the whole directory first.
func TestClang22Builds(t *testing.T) {
	dir := filepath.Join("testdata", "clang22")
	if *regenerate {
		out, err := exec.Command("bash", filepath.Join(dir, "build.sh")).CombinedOutput()
		if err != nil {
			t.Fatalf("build.sh: %v\n%s", err, out)
		}
	}
	data, err := os.ReadFile(filepath.Join(dir, "COMMANDS.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	rows := strings.Split(strings.TrimSpace(string(data)), "\n")[1:]
	listed := map[string]bool{}
	variants := map[string]bool{}
	var sample []string
	for _, row := range rows {
		f := strings.Split(row, "\t")
		if len(f) != 4 {
			t.Fatalf("malformed row %q", row)
		}
		variants[f[0]] = true
		base := filepath.Join(dir, f[0], strings.TrimSuffix(f[1], ".cl"))
		switch f[2] {
		case "ok":
			listed[base+".ll"] = true
			if _, err := os.Stat(base + ".ll"); err != nil {
				t.Errorf("%s: %v", row, err)
			}
			if f[0] == "spir-cl1.2" && f[1] == "legacy_cl12.cl" {
				sample = f
			}
		case "FAILED":
			if msg, err := os.ReadFile(base + ".stderr.txt"); err != nil || !bytes.Contains(msg, []byte("error:")) {
				t.Errorf("%s: no error text (%v)", row, err)
			}
		default:
			t.Errorf("status %q in %q", f[2], row)
		}
	}
	for _, v := range []string{"spir-cl1.2", "spir64-cl2.0", "spir64-cl3.0", "x86_64-cl2.0", "amdgcn-gfx900-cl2.0", "spirv64-cl2.0", "spirv32-cl3.0-arginfo", "nvptx64-cl1.2"} {
		if !variants[v] {
			t.Errorf("no variant %s", v)
		}
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*", "*.ll"))
	for _, f := range files {
		if !listed[f] {
			t.Errorf("%s has no command in COMMANDS.tsv", f)
		}
	}
	if sample == nil {
		t.Fatal("no spir-cl1.2 legacy_cl12 row to rebuild")
	}
	// The command as written, from the row: (cd SRC && clang ... -o OUT).
	cmd := strings.TrimSuffix(strings.TrimPrefix(sample[3], "("), ")")
	cd, rest, _ := strings.Cut(cmd, " && ")
	srcDir := filepath.Join(corpus.Root(t), "oracle", "opencl", "src", strings.TrimPrefix(cd, "cd $SRC"))
	args := strings.Fields(rest)
	out := filepath.Join(t.TempDir(), "out.ll")
	args[len(args)-1] = out
	c := exec.Command(args[0], args[1:]...)
	c.Dir = srcDir
	if msg, err := c.CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", rest, err, msg)
	}
	got, _ := os.ReadFile(out)
	want, _ := os.ReadFile(filepath.Join(dir, sample[0], "legacy_cl12.ll"))
	if !bytes.Equal(got, want) {
		t.Errorf("clang-22 now writes another module for %s: run go test ./opencl -run Clang22Builds -regenerate", rest)
	}
}
