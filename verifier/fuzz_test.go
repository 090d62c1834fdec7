package verifier_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/internal/lane"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/verifier"
)

// FuzzVerifier runs the verifier under both releases' rules on every input
// that parses: it must not panic or hang, and it must find the same with
// the functions' graphs built ahead on another goroutine as without, and
// as when the verifier prepares them itself while that goroutine waits
// for the module's lane (held here).
func FuzzVerifier(f *testing.F) {
	for _, s := range corpus.Seeds(f, 300, 8000) {
		f.Add(s)
	}
	// Calls of intrinsics the module does not declare (LLVM 18 on).
	f.Add([]byte("define void @f(i1 %c) {\n  %t = call token @llvm.experimental.convergence.entry()\n  %x = call i32 @llvm.abs.i64(i32 1, i1 %c)\n  %y = call i64 @llvm.abs.i32(i64 2, i1 false)\n  ret void\n}\n"))
	f.Add([]byte("define void @f(ptr %p) {\n  call void @llvm.masked.store.v2i32.p0(<2 x i32> zeroinitializer, ptr %p, i32 0, <2 x i1> zeroinitializer)\n  ret void\n}\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := parser.ParseFile("fuzz.ll", src, 0)
		if err != nil {
			return
		}
		for _, v := range []int{14, 22} {
			inline := verifier.Check(md.New(m), verifier.Options{Version: llvmVersion(v)})
			restore := verifier.SetAheadMin(1)
			ahead := verifier.Check(md.New(m), verifier.Options{Version: llvmVersion(v)})
			m.Lane = lane.New(1)
			m.Lane.Acquire()
			stolen := verifier.Check(md.New(m), verifier.Options{Version: llvmVersion(v)})
			m.Lane.Release()
			m.Lane = nil
			restore()
			if diff := cmp.Diff(inline, ahead); diff != "" {
				t.Fatalf("LLVM %d: built ahead, the findings differ (-inline +ahead):\n%s", v, diff)
			}
			if diff := cmp.Diff(inline, stolen); diff != "" {
				t.Fatalf("LLVM %d: prepared by the verifier while ahead, the findings differ (-inline +verifier):\n%s", v, diff)
			}
		}
	})
}

func llvmVersion(n int) llvmver.Version { return llvmver.Version(n) }
