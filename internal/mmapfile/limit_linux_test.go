package mmapfile

import (
	"os"
	"path/filepath"
	"testing"
)

// TestLimitResident checks that a limited file leaves resident memory
// once a pass has read more of it than the limit allows, and that an
// unlimited one stays.
func TestLimitResident(t *testing.T) {
	const size = 32 << 20
	p := filepath.Join(t.TempDir(), "big")
	data := make([]byte, size)
	for i := range data {
		data[i] = byte(i*7 + i>>12)
	}
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, limited := range []bool{false, true} {
		f, err := Read(p)
		if err != nil {
			t.Fatal(err)
		}
		if !f.mapped {
			t.Fatal("a 32 MB file was read, not mapped")
		}
		if limited {
			f.LimitResident(1) // anything over minTrim of the file goes
		}
		_, before := f.resident()
		sum := 0
		for i := 0; i < size; i += 4096 {
			sum += int(f.Data[i])
		}
		_, read := f.resident()
		f.Advance(size)
		_, after := f.resident()
		t.Logf("limited %v: file pages %d MB, after reading %d MB, after Advance %d MB (sum %d)", limited, before>>20, read>>20, after>>20, sum)
		if read-before < size/2 {
			t.Fatalf("reading the file made only %d MB resident", (read-before)>>20)
		}
		switch {
		case limited && after-before > size/4:
			t.Errorf("limited: %d MB of the file still resident after Advance", (after-before)>>20)
		case !limited && read-after > size/4:
			t.Errorf("not limited: Advance gave back %d MB", (read-after)>>20)
		}
		if f.Data[size-1] != data[size-1] || f.Data[12345] != data[12345] {
			t.Error("contents differ after the pages were given back")
		}
	}
}
