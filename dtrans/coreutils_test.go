package dtrans_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/dtrans"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/md"
)

// annotateEverything gives every pointer-producing instruction of g a
// type hint and an annotation (kinds and extensions alternating) and every
// defined function an SOA-to-AOS mark. It returns the committed module and
// the number of annotation calls.
func annotateEverything(t testing.TB, g *md.Graph) (*md.Graph, int) {
	t.Helper()
	m := g.Module
	a := dtrans.NewAnnotator(g)
	calls := 0
	for f := range m.Functions {
		fn := &m.Functions[f]
		if fn.Declare {
			continue
		}
		if err := dtrans.MarkSOAToAOS(g, f, dtrans.HintFor(g, &ast.Type{Kind: ast.IntType, Name: "i8", Bits: 8}).WithLevel(1)); err != nil {
			t.Fatal(err)
		}
		for _, b := range fn.Blocks {
			for i := int(b.FirstInst); i < int(b.FirstInst+b.NumInsts); i++ {
				if !m.Insts[i].HasResult || m.Insts[i].Op == ast.OpInvoke {
					continue
				}
				rt, err := a.ResultType(i)
				if err != nil || rt.Kind != ast.PointerType || rt.AddrSpace != 0 {
					continue
				}
				if err := dtrans.SetTypeHint(g, i, dtrans.HintFor(g, rt)); err != nil {
					t.Fatal(err)
				}
				kind := dtrans.Kinds()[calls%2]
				ext := []string{"", "", "1", "7"}[calls%4]
				if _, err := a.AnnotateResult(i, kind, calls%4/2, ext); err != nil {
					t.Fatalf("%s: %v", m.Position(m.Insts[i].Start), err)
				}
				calls++
			}
		}
	}
	return commit(t, g), calls
}

// roundTrip annotates everything, checks the result (LLVM accepts it, the
// checker is silent, the annotations read back), strips, and checks that
// the stripped module is the original, byte for byte.
func roundTrip(t *testing.T, name string, src []byte) {
	orig := parse(t, name, src)
	g, calls := annotateEverything(t, parse(t, name, src))
	if calls == 0 {
		t.Fatalf("no pointer to annotate")
	}
	anns := dtrans.Annotations(g)
	if len(anns) != calls {
		t.Errorf("%d annotations read back, %d inserted", len(anns), calls)
	}
	for _, a := range anns {
		if !a.DTrans || !a.IsString {
			t.Fatalf("annotation %+v not recognised", a)
		}
	}
	for _, d := range dtrans.Check(g) {
		t.Errorf("check: %s: %s", d.Pos, d.Msg)
	}
	if !testing.Short() {
		llvmAccepts(t, g)
	}
	st, err := dtrans.Strip(g, dtrans.StripOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if st.Calls != calls || st.Hints != calls {
		t.Errorf("strip removed %d calls and %d hints, want %d", st.Calls, st.Hints, calls)
	}
	s := commit(t, g)
	noDiff(t, orig, s)
	if !bytes.Equal(s.Module.Src, orig.Module.Src) {
		t.Errorf("stripped module differs from the original")
	}
	t.Logf("%d pointers annotated and stripped", calls)
}

// TestCoreutilsRoundTrip annotates every pointer of every coreutils
// program (typed pointers, as clang 14 writes them) and strips them again.
func TestCoreutilsRoundTrip(t *testing.T) {
	for _, path := range corpus.Files(t, "coreutils") {
		t.Run(filepath.Base(path), func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			roundTrip(t, path, src)
		})
	}
}

// TestCoreutilsOpaqueRoundTrip does the same on coreutils programs that
// LLVM 14 has turned into opaque-pointer IR (llvm-as -opaque-pointers
// reads typed IR as opaque).
func TestCoreutilsOpaqueRoundTrip(t *testing.T) {
	if testing.Short() {
		t.Skip("converts modules with llvm-as and llvm-dis")
	}
	for _, name := range []string{"echo.ll", "make-prime-list.ll", "tee.ll"} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			path := filepath.Join(corpus.Root(t), "coreutils", name)
			as := exec.Command("llvm-as", "-opaque-pointers", "-o", "-", path)
			bc, err := as.Output()
			if err != nil {
				t.Fatal(err)
			}
			dis := exec.Command("llvm-dis", "-opaque-pointers", "-o", "-")
			dis.Stdin = bytes.NewReader(bc)
			src, err := dis.Output()
			if err != nil {
				t.Fatal(err)
			}
			g := parse(t, name, src)
			if !g.OpaquePointers() {
				t.Fatalf("the converted module does not use opaque pointers")
			}
			roundTrip(t, name, src)
		})
	}
}
