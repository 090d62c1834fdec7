package gensynth

import (
	"bytes"
	"os"
	"os/exec"
	"testing"

	"github.com/irmeta/irmeta/parser"
)

func TestGenerate(t *testing.T) {
	for _, opaque := range []bool{false, true} {
		var a, b bytes.Buffer
		opt := Options{Size: 200_000, Seed: 7, Opaque: opaque}
		if err := Write(&a, opt); err != nil {
			t.Fatal(err)
		}
		if err := Write(&b, opt); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a.Bytes(), b.Bytes()) {
			t.Error("the same seed gave different modules")
		}
		if n := a.Len(); n < 160_000 || n > 240_000 {
			t.Errorf("size %d, want about 200000", n)
		}
		if _, err := parser.ParseFile("synth.ll", a.Bytes(), 0); err != nil {
			t.Fatalf("irmeta rejects the module: %v", err)
		}
		if testing.Short() {
			continue
		}
		args := []string{"-o", os.DevNull}
		if opaque {
			args = append(args, "-opaque-pointers")
		}
		cmd := exec.Command("llvm-as", args...)
		cmd.Stdin = bytes.NewReader(a.Bytes())
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("llvm-as rejects the module (opaque=%v): %v\n%s", opaque, err, out)
		}
	}
}
