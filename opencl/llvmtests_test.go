package opencl_test

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/opencl"
	"github.com/irmeta/irmeta/parser"
)

var kernelMarker = regexp.MustCompile(`spir_kernel|amdgpu_kernel|ptx_kernel|nvvm\.annotations|kernel_arg_|!opencl\.|vec_type_hint|reqd_work_group_size`)

// TestLLVMTestKernels runs the OpenCL checks over every valid file of LLVM's
// test suite that has kernels or OpenCL metadata: LLVM's own tests are
// written by LLVM's developers, so every diagnostic is either a real
// inconsistency in the test (listed here, with the reason) or a bug.
func TestLLVMTestKernels(t *testing.T) {
	root := filepath.Join(corpus.Root(t), "llvm-test")
	files, kernels, diags := 0, 0, 0
	for _, e := range corpus.LLVMTest(t) {
		if !e.Valid() {
			continue
		}
		src, err := os.ReadFile(filepath.Join(root, e.Path))
		if err != nil {
			t.Fatal(err)
		}
		// A quick filter before the expression: most files have neither.
		if !bytes.Contains(src, []byte("kernel")) && !bytes.Contains(src, []byte("opencl")) && !bytes.Contains(src, []byte("work_group")) || !kernelMarker.Match(src) {
			continue
		}
		for _, part := range corpus.Split(e.Path, src) {
			m, err := parser.ParseFileOptions(part.Name, part.Src, parser.Options{Version: 14}) // LLVM 14 corpus
			if err != nil {
				t.Errorf("%s: %v", part.Name, err)
				continue
			}
			g := md.New(m)
			ks, err := opencl.Kernels(g)
			if err != nil {
				t.Errorf("%s: %v", part.Name, err)
			}
			files++
			kernels += len(ks)
			for _, k := range ks {
				if _, err := opencl.Args(g, k); err != nil {
					t.Errorf("%s: %s: %v", part.Name, k.Name, err)
				}
			}
			for _, d := range opencl.Check(g) {
				diags++
				t.Errorf("%s: %s: %s", d.Pos, d.Severity, d.Msg)
			}
		}
	}
	if files < 100 {
		t.Errorf("only %d files with kernels", files)
	}
	t.Logf("%d modules, %d kernels, %d diagnostics", files, kernels, diags)
}
