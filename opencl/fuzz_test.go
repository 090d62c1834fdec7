package opencl_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/opencl"
	"github.com/irmeta/irmeta/parser"
)

// FuzzCheck feeds modules that parse to every reader and to the checks:
// none may panic, whatever the metadata's shape.
func FuzzCheck(f *testing.F) {
	for _, p := range []string{"testdata/check_errors.ll", "testdata/clang14/spir-cl1.2-arginfo/extra.ll"} {
		if src, err := os.ReadFile(p); err == nil {
			f.Add(src)
		}
	}
	files, _ := filepath.Glob("testdata/clang14/*/extra.ll")
	for _, p := range files {
		if src, err := os.ReadFile(p); err == nil {
			f.Add(src)
		}
	}
	f.Add([]byte(spir12Module))
	f.Add([]byte(discoveryModule))
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := parser.ParseFile("fuzz.ll", src, 0)
		if err != nil {
			return
		}
		g := md.New(m)
		ks, _ := opencl.Kernels(g)
		for _, k := range ks {
			opencl.Args(g, k)
		}
		for i := range m.Functions {
			opencl.Stats(g, i)
		}
		var s opencl.Summer
		s.Add(g)
		opencl.Check(g)
		for _, a := range opencl.Attrs() {
			if a.Group.OnModule() {
				a.Read(g, md.OnModule())
			}
		}
	})
}
