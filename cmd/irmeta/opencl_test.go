package main

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
)

// TestOpenCLOracle runs "irmeta verify" over every clang-14 OpenCL module
// of the oracle (all checkers: none may complain), and "irmeta opencl
// --json" over each, which must succeed and report kernels with arguments.
func TestOpenCLOracle(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(corpus.Root(t), "oracle", "opencl", "out", "*", "*.ll"))
	if err != nil || len(files) < 40 {
		t.Fatalf("oracle OpenCL modules not found (%d): %v", len(files), err)
	}
	var stdout, stderr bytes.Buffer
	if code := run(append([]string{"verify"}, files...), nil, &stdout, &stderr); code != 0 {
		t.Fatalf("verify: exit %d\n%s", code, stderr.String())
	}
	for _, f := range files {
		stdout.Reset()
		stderr.Reset()
		if code := run([]string{"opencl", "--json", f}, nil, &stdout, &stderr); code != 0 {
			t.Errorf("opencl %s: exit %d\n%s", f, code, stderr.String())
			continue
		}
		var r struct {
			Kernels []struct {
				Name string
				Args []struct {
					Type      string `json:"type"`
					AddrSpace *int32 `json:"addr_space"`
				}
			}
		}
		if err := json.Unmarshal(stdout.Bytes(), &r); err != nil {
			t.Fatalf("opencl --json %s: %v", f, err)
		}
		if len(r.Kernels) == 0 {
			t.Errorf("%s: no kernels", f)
		}
		for _, k := range r.Kernels {
			for i, a := range k.Args {
				if a.AddrSpace == nil && a.Type != "" {
					t.Errorf("%s: %s arg %d: type without address space", f, k.Name, i)
				}
			}
		}
	}
}
