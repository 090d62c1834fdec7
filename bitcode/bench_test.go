package bitcode

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
)

// BenchmarkDisassembleSQLite reads the SQLite modules scripts/clib.sh
// builds (clang 14 and 22, -O0 and -O2, -g; 5-10 MB of bitcode, 38-52 MB
// of text), assembled once by llvm-as-N, streaming the text to io.Discard
// as irmeta fmt x.bc and bcdis do. Profile with
//
//	go test ./bitcode -run '^$' -bench SQLite/clang14-O0 -cpuprofile cpu.out -memprofile mem.out
func BenchmarkDisassembleSQLite(b *testing.B) {
	for _, build := range corpus.CLibBuilds {
		if build.Lib != "sqlite" {
			continue
		}
		b.Run(fmt.Sprintf("clang%d-O%d", build.Clang, build.Opt), func(b *testing.B) {
			ll := corpus.CLib(b, build)
			bcPath := filepath.Join(b.TempDir(), "m.bc")
			as := exec.Command(fmt.Sprintf("llvm-as-%d", build.Clang), filepath.Base(ll), "-o", bcPath)
			as.Dir = filepath.Dir(ll)
			if out, err := as.CombinedOutput(); err != nil {
				b.Fatalf("llvm-as-%d: %v\n%s", build.Clang, err, out)
			}
			bc, err := os.ReadFile(bcPath)
			if err != nil {
				b.Fatal(err)
			}
			b.SetBytes(int64(len(bc)))
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if err := DisassembleTo(io.Discard, bc, "m.bc"); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
