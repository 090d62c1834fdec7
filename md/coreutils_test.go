package md_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// TestCoreutilsEditsSurviveLLVM sets an attachment on every instruction and
// function of each coreutils program, prints the module, and checks that
// llvm-as accepts it and llvm-dis shows every attachment.
func TestCoreutilsEditsSurviveLLVM(t *testing.T) {
	if testing.Short() {
		t.Skip("calls llvm-as and llvm-dis per file; skipped with -short")
	}
	files := corpus.Files(t, "coreutils")
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			m, err := parser.ParseFileOptions(path, src, parser.Options{Version: 14})
			if err != nil {
				t.Fatal(err)
			}
			g := md.New(m)
			note := g.NewTuple(md.NewString("irmeta edit test"), md.NewInt(32, 1))
			want := 0
			for i := range m.Insts {
				g.SetAttachment(md.Inst(i), "irmeta.test", note)
				want++
			}
			for i := range m.Functions {
				g.SetAttachment(md.Function(i), "irmeta.test", note)
				want++
			}
			out, err := g.Bytes()
			if err != nil {
				t.Fatal(err)
			}
			as := exec.Command("llvm-as", "-o", "-")
			as.Stdin = bytes.NewReader(out)
			bc, err := as.Output()
			if err != nil {
				t.Fatalf("llvm-as rejects the edited module: %v", err)
			}
			dis := exec.Command("llvm-dis", "-o", "-")
			dis.Stdin = bytes.NewReader(bc)
			text, err := dis.Output()
			if err != nil {
				t.Fatalf("llvm-dis: %v", err)
			}
			got := bytes.Count(text, []byte("!irmeta.test !"))
			if got != want {
				t.Errorf("llvm-dis shows %d attachments, want %d", got, want)
			}
		})
	}
}
