package verifier_test

import (
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/verifier"
)

// FuzzVerifier runs the verifier under both releases' rules on every input
// that parses: it must not panic or hang.
func FuzzVerifier(f *testing.F) {
	for _, s := range corpus.Seeds(f, 300, 8000) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := parser.ParseFile("fuzz.ll", src, 0)
		if err != nil {
			return
		}
		for _, v := range []int{14, 22} {
			_ = verifier.Check(md.New(m), verifier.Options{Version: llvmVersion(v)})
		}
	})
}

func llvmVersion(n int) llvmver.Version { return llvmver.Version(n) }
