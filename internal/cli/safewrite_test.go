package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCopyInPlaceRestores: when rewriting a hard-linked file in place
// fails, the old contents are put back and no temporary file stays.
func TestCopyInPlaceRestores(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.ll")
	if err := os.WriteFile(a, []byte("old\n"), 0o640); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(a, filepath.Join(dir, "b.ll")); err != nil {
		t.Fatal(err)
	}
	tmp, err := os.CreateTemp(dir, "new-*")
	if err != nil {
		t.Fatal(err)
	}
	tmp.WriteString("new\n")
	tmp.Close() // a closed file cannot be read back: the overwrite fails
	err = copyInPlace(a, tmp)
	if err == nil || !strings.Contains(err.Error(), "old contents restored") {
		t.Fatalf("copyInPlace = %v, want a failure with the old contents restored", err)
	}
	if data, _ := os.ReadFile(a); string(data) != "old\n" {
		t.Errorf("a.ll = %q after a failed rewrite", data)
	}
	if info, err := os.Stat(a); err != nil || info.Mode().Perm() != 0o640 {
		t.Errorf("a.ll mode = %v, %v; want 0640", info.Mode().Perm(), err)
	}
	os.Remove(tmp.Name())
	if left, _ := filepath.Glob(filepath.Join(dir, ".*irmeta*")); len(left) > 0 {
		t.Errorf("left behind: %v", left)
	}
}

// TestWriteSafeHardLink: a hard-linked file is rewritten in place, so both
// names see the new contents, and the note says so.
func TestWriteSafeHardLink(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.ll"), filepath.Join(dir, "b.ll")
	os.WriteFile(a, []byte("old\n"), 0o644)
	if err := os.Link(a, b); err != nil {
		t.Fatal(err)
	}
	var note strings.Builder
	if err := writeSafe(a, &note, func(f *os.File) error { _, err := f.WriteString("new\n"); return err }); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{a, b} {
		if data, _ := os.ReadFile(p); string(data) != "new\n" {
			t.Errorf("%s = %q, want the new contents", filepath.Base(p), data)
		}
	}
	if !strings.Contains(note.String(), "2 hard links") {
		t.Errorf("note = %q", note.String())
	}
}
