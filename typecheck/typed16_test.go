package typecheck_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"
)

// TestTypedPointersUnder16 checks that --llvm 16 reads a module of typed
// pointers as llvm-as-16 does, every pointer as ptr
// (llvmver.TypedPointersReadOpaque), against its answers stored in
// testdata/typed16.txtar (-update asks llvm-as-16 again).
func TestTypedPointersUnder16(t *testing.T) {
	path := filepath.Join("testdata", "typed16.txtar")
	ar, err := txtar.ParseFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ok := 0
	for i := 0; i+1 < len(ar.Files); i += 2 {
		src, want := &ar.Files[i], &ar.Files[i+1]
		if !strings.HasSuffix(src.Name, ".ll") || want.Name != strings.TrimSuffix(src.Name, ".ll")+".want" {
			t.Fatalf("%s, %s: want an .ll and its .want", src.Name, want.Name)
		}
		if *update {
			file := filepath.Join(t.TempDir(), src.Name)
			if err := os.WriteFile(file, src.Data, 0o644); err != nil {
				t.Fatal(err)
			}
			want.Data = []byte(oracle(t, "llvm-as-16", "-o", os.DevNull, file) + "\n")
		}
		msg := strings.TrimSpace(string(want.Data))
		got := firstMessage(t, src.Name, src.Data, llvmverOf(16))
		if got == "" {
			got = "ok"
		}
		if got != msg {
			t.Errorf("%s under --llvm 16:\n  got  %s\n  want %s (llvm-as-16)", src.Name, got, msg)
		}
		if msg == "ok" {
			ok++
		}
	}
	if ok == 0 || ok == len(ar.Files)/2 {
		t.Errorf("%d of %d cases valid for llvm-as-16: the table should hold both kinds", ok, len(ar.Files)/2)
	}
	if *update {
		if err := os.WriteFile(path, txtar.Format(ar), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
