package bitcode

import (
	"path/filepath"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
)

// TestCLibWrite writes the zlib modules scripts/clib.sh builds (clang 14
// and 22, -O0 and -O2, -g) for the release of their clang: llvm-dis-N of
// the result must be llvm-dis-N of llvm-as-N's bitcode and opt-N must
// accept it. LLVM is asked on every run (the modules' debug info names the
// directory they were built in, so no answer is stored). SQLite's modules
// pass too, measured by hand (see the README), and are left out for time.
func TestCLibWrite(t *testing.T) {
	if testing.Short() {
		t.Skip("long: four 3 MB zlib modules through the writer, llvm-as, llvm-dis and opt")
	}
	for _, b := range corpus.CLibBuilds {
		if b.Lib != "zlib" {
			continue
		}
		t.Run(b.Name(), func(t *testing.T) {
			ll := corpus.CLib(t, b)
			dir, name := filepath.Dir(ll), filepath.Base(ll)
			bc, err := encodeFile(dir, name, b.Clang)
			if err != nil {
				t.Fatal(err)
			}
			got, ok := disHash(t, b.Clang, bc)
			if !ok {
				t.Fatalf("llvm-dis-%d rejects the written bitcode", b.Clang)
			}
			ref, ok := llvmAs(b.Clang, dir, name)
			if !ok {
				t.Fatalf("llvm-as-%d rejects %s", b.Clang, name)
			}
			if want, _ := disHash(t, b.Clang, ref); got != want {
				t.Errorf("llvm-dis-%d of the written bitcode differs from its text of llvm-as-%d's", b.Clang, b.Clang)
			}
			if !verifies(b.Clang, bc) {
				t.Errorf("opt-%d -passes=verify rejects the written bitcode", b.Clang)
			}
		})
	}
}
