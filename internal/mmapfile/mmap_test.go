package mmapfile

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

func TestReadAndAdvance(t *testing.T) {
	dir := t.TempDir()
	for _, size := range []int{10, 3 << 20} {
		want := bytes.Repeat([]byte("0123456789abcdef"), size/16+1)[:size]
		p := filepath.Join(dir, "f")
		if err := os.WriteFile(p, want, 0o644); err != nil {
			t.Fatal(err)
		}
		f, err := Read(p)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(f.Data, want) {
			t.Fatalf("size %d: contents differ", size)
		}
		// Limited to nothing, enough progress for a trim: the pages read
		// back unchanged.
		f.LimitResident(1)
		for i := 0; i < 3; i++ {
			f.Advance(size)
		}
		if !bytes.Equal(f.Data, want) {
			t.Fatalf("size %d: contents differ after Advance", size)
		}
	}
	if _, err := Read(filepath.Join(dir, "missing")); err == nil {
		t.Error("no error for a missing file")
	}
}
