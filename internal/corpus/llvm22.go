package corpus

import (
	"os"
	"path/filepath"
	"testing"
)

// LLVM22Test reads llvm22-test/VERDICTS.tsv: every file of the LLVM 22-era
// test copy with llvm-as-22's verdict (OK or Reject), in the table's
// order. Entry.Path is the file's name in llvm22-test.
func LLVM22Test(t testing.TB) []Entry {
	t.Helper()
	f, err := os.Open(filepath.Join(Root(t), "llvm22-test", "VERDICTS.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	entries, err := parseTSV(f)
	if err != nil {
		t.Fatalf("llvm22-test/VERDICTS.tsv: %v", err)
	}
	if len(entries) < 50 {
		t.Fatalf("llvm22-test/VERDICTS.tsv has only %d entries", len(entries))
	}
	return entries
}
