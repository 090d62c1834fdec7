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

// TestNextLook checks the spacing of the looks at resident memory: the
// least step near the bound or when the memory cannot be read, half the
// room left in between, and no more than maxEvery far from it.
func TestNextLook(t *testing.T) {
	const limit = 75 << 20 // 1.5 times a 50 MB file: trims start at 60 MB, the text's share is 7.5 MB
	for _, c := range []struct {
		limit, total, text int
		want               int64
	}{
		{limit, -1, -1, checkEvery},                                       // statm unreadable
		{limit, limit, 0, checkEvery},                                     // over the bound
		{limit, limit - limit/5 - 1<<20, 0, 1 << 19},                      // 1 MB short of where trims start
		{limit, limit - limit/5 - 3<<20, 6 << 20, (limit/10 - 6<<20) / 2}, // the text's share is the nearer edge
		{limit, 10 << 20, 0, limit / 10 / 2},                              // far from the bound
		{1 << 30, 10 << 20, 0, maxEvery},                                  // far from both
	} {
		if got := nextLook(c.limit, c.total, c.text); got != c.want {
			t.Errorf("nextLook(%d MB, %d MB, %d MB) = %d, want %d", c.limit>>20, c.total>>20, c.text>>20, got, c.want)
		}
	}
}
