package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
)

// TestOpenCLOracle runs "irmeta verify --llvm 14" over every clang-14
// OpenCL module of the oracle (all checkers: none may complain), and
// "irmeta opencl --json" over each, which must succeed and report kernels
// with arguments. (LLVM 22 reads none of those with debug info: they name
// calling convention DW_CC_LLVM_OpenCLKernel, which it renamed; TestOpenCL22
// checks that irmeta refuses them as it does.)
func TestOpenCLOracle(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(corpus.Root(t), "oracle", "opencl", "out", "*", "*.ll"))
	if err != nil || len(files) < 40 {
		t.Fatalf("oracle OpenCL modules not found (%d): %v", len(files), err)
	}
	var stdout, stderr bytes.Buffer
	if code := run(append([]string{"--llvm", "14", "verify"}, files...), nil, &stdout, &stderr); code != 0 {
		t.Fatalf("verify: exit %d\n%s", code, stderr.String())
	}
	for _, f := range files {
		stdout.Reset()
		stderr.Reset()
		if code := run([]string{"--llvm", "14", "opencl", "--json", f}, nil, &stdout, &stderr); code != 0 {
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

// TestOpenCL22 checks that under LLVM 22 irmeta refuses the clang-14 OpenCL
// modules llvm-as-22 refuses, and reads the others: the debug-info ones
// name DW_CC_LLVM_OpenCLKernel, which LLVM 22 calls DW_CC_LLVM_DeviceKernel.
func TestOpenCL22(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(corpus.Root(t), "oracle", "opencl", "out", "*", "*.ll"))
	if err != nil || len(files) < 40 {
		t.Fatalf("oracle OpenCL modules not found (%d): %v", len(files), err)
	}
	refused := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var stdout, stderr bytes.Buffer
		code := run([]string{"verify", f}, nil, &stdout, &stderr)
		renamed := bytes.Contains(src, []byte("cc: DW_CC_LLVM_OpenCLKernel"))
		if renamed {
			refused++
		}
		want := "error: [parser] invalid DWARF calling convention 'DW_CC_LLVM_OpenCLKernel'"
		switch {
		case renamed && (code != 1 || !strings.Contains(stderr.String(), want)):
			t.Errorf("%s: exit %d, want 1 and %q:\n%s", f, code, want, stderr.String())
		case !renamed && code != 0:
			t.Errorf("%s: exit %d\n%s", f, code, stderr.String())
		}
	}
	if refused == 0 || refused == len(files) {
		t.Errorf("%d of %d modules name the old calling convention; want some, not all", refused, len(files))
	}
}
