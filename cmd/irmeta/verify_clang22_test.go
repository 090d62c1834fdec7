package main

import (
	"bytes"
	"path/filepath"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
)

// TestVerifySilentOnClang22 runs "irmeta verify" with every registered
// checker over valid clang-22 output: the OpenCL modules of
// opencl/testdata/clang22 (spir, spir64, spirv32/64, amdgcn, nvptx64,
// x86_64; CL 1.2, 2.0, 3.0), the loop modules of loops/testdata/clang22
// (-O0, -O0 -g and opt-22 -O2), and, without -short, zlib and SQLite built
// by clang 22 at -O0 and -O2 (scripts/clib.sh). Not one diagnostic, warnings
// included.
func TestVerifySilentOnClang22(t *testing.T) {
	var files []string
	for _, pattern := range []string{"../../opencl/testdata/clang22/*/*.ll", "../../loops/testdata/clang22/*.ll"} {
		fs, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, fs...)
	}
	if len(files) != 70 { // 50 OpenCL, 20 loop modules
		t.Fatalf("only %d clang-22 modules", len(files))
	}
	if !testing.Short() {
		for _, b := range corpus.CLibBuilds {
			if b.Clang == 22 {
				files = append(files, corpus.CLib(t, b))
			}
		}
	}
	for _, f := range files {
		var stdout, stderr bytes.Buffer
		if code := run([]string{"verify", f}, nil, &stdout, &stderr); code != 0 || stdout.Len() != 0 || stderr.Len() != 0 {
			t.Errorf("verify %s: exit %d\n%s%s", f, code, stdout.Bytes(), firstLines(stderr.Bytes(), 6))
		}
	}
	t.Logf("verify is silent on %d clang-22 modules", len(files))
}
