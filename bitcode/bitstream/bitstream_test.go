package bitstream

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// asm builds a small bitcode file with llvm-as-22 (an oracle for tests).
func asm(t testing.TB, src string) []byte {
	t.Helper()
	dir := t.TempDir()
	ll := filepath.Join(dir, "a.ll")
	if err := os.WriteFile(ll, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("llvm-as-22", ll, "-o", "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	return out
}

const sample = "@g = global i32 5\ndefine i32 @f(i32 %a) {\n  %x = add i32 %a, 1\n  ret i32 %x\n}\n"

// walk reads every block and record, returning the number of records.
func walk(r *Reader) (int, error) {
	n := 0
	for {
		e, err := r.Next()
		if err != nil {
			return n, err
		}
		switch e.Kind {
		case EntryEOF:
			return n, nil
		case EntrySubBlock:
			if err := r.EnterBlock(e.ID); err != nil {
				return n, err
			}
		case EntryRecord:
			n++
		}
	}
}

func TestWalk(t *testing.T) {
	bc := asm(t, sample)
	r := NewReader(bc[4:]) // past the 'BC' 0xC0DE magic
	n, err := walk(r)
	if err != nil {
		t.Fatal(err)
	}
	if n < 20 {
		t.Errorf("only %d records", n)
	}
	// Every truncation gives an *Error, never a panic.
	for cut := 4; cut < len(bc); cut += 3 {
		r := NewReader(bc[4:cut])
		if _, err := walk(r); err != nil {
			var be *Error
			if !errors.As(err, &be) {
				t.Fatalf("cut %d: error %T %v", cut, err, err)
			}
		}
	}
}

func TestFixedVBR(t *testing.T) {
	r := NewReader([]byte{0xff, 0x01, 0, 0, 0, 0, 0, 0, 0, 0})
	if v, _ := r.ReadFixed(4); v != 0xf {
		t.Errorf("fixed = %x", v)
	}
	// 0xf: chunk 1111 (continue, 3 low bits 111) then 0001 (0, 1)... read as VBR4
	r = NewReader([]byte{0x1f})
	v, err := r.ReadVBR(4)
	if err != nil || v != 7|1<<3 {
		t.Errorf("vbr = %d, %v", v, err)
	}
	if _, err := r.ReadFixed(8); err == nil {
		t.Error("read past the end succeeded")
	}
}

func FuzzBitstream(f *testing.F) {
	f.Add(asm(f, sample)[4:])
	f.Add([]byte{0x35, 0x14, 0, 0, 5, 0, 0, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		r := NewReader(data)
		r.MaxOps = 1 << 16
		for i := 0; i < 100000; i++ {
			e, err := r.Next()
			if err != nil || e.Kind == EntryEOF {
				return
			}
			if e.Kind == EntrySubBlock {
				if i%2 == 0 {
					err = r.SkipBlock()
				} else {
					err = r.EnterBlock(e.ID)
				}
				if err != nil {
					return
				}
			}
		}
	})
}

// TestArrayOfLiterals: an array whose elements are literals (or zero-width
// fields, which are literals) is rejected as LLVM rejects it; its
// elements would take no bits, so a short record could claim any number.
func TestArrayOfLiterals(t *testing.T) {
	for _, el := range []Op{Literal(7), Fixed(0), VBR(0)} {
		w := NewWriter()
		w.EnterBlock(8, 3)
		w.DefineAbbrev(Literal(1), Array(), el)
		w.EmitFixed(4, 3) // a record with that abbreviation
		w.EmitVBR(1000, 6)
		w.ExitBlock()
		r := NewReader(w.Bytes())
		_, err := walk(r)
		if err == nil || !strings.Contains(err.Error(), "array of literals") {
			t.Errorf("array of %v: err = %v, want the array of literals rejected", el, err)
		}
	}
}
