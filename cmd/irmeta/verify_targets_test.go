package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/cli"
	"github.com/irmeta/irmeta/llvmver"
)

// clangTargets are the targets TestVerifyClangTargets compiles for: each
// writes its own attributes, address spaces, calling conventions and data
// layouts (AArch64's frame-pointer values, AVR's program address space).
var clangTargets = []string{
	"x86_64-linux-gnu", "aarch64-linux-gnu", "aarch64-linux-android", "arm64-apple-macos", "arm64_32-apple-watchos",
	"aarch64-pc-windows-msvc", "armv7a-linux-gnueabihf", "thumbv7em-none-eabi", "riscv64-linux-gnu",
	"riscv32-unknown-elf", "wasm32-unknown-unknown", "wasm64-unknown-unknown", "i686-linux-gnu",
	"i686-pc-windows-msvc", "x86_64-pc-windows-msvc", "x86_64-pc-windows-gnu", "x86_64-unknown-linux-gnux32",
	"x86_64-unknown-fuchsia", "powerpc64le-linux-gnu", "s390x-linux-gnu", "amdgcn-amd-amdhsa",
	"nvptx64-nvidia-cuda", "bpf", "mips64-linux-gnuabi64", "loongarch64-linux-gnu", "hexagon", "sparcv9",
	"avr", "msp430", "xcore", "lanai", "ve-linux",
}

// TestVerifyClangTargets compiles the C files of testdata/clangtargets
// with clang-22 for each of clangTargets, at -O0 -g and -O2 -g, and
// verifies each module under --llvm 22: where llvm-as-22 accepts it,
// irmeta finds no error; where it refuses it (clang writes calls LLVM's
// verifier refuses for some targets), irmeta's first error is llvm-as-22's
// first message. Under -short, every fifth target.
func TestVerifyClangTargets(t *testing.T) {
	sources, err := filepath.Glob("testdata/clangtargets/*.c")
	if err != nil || len(sources) != 2 {
		t.Fatalf("clangtargets sources: %v %v", sources, err)
	}
	dir := t.TempDir()
	start, step := 0, 1
	if testing.Short() {
		// Android's AArch64 and AVR among them.
		start, step = 2, 5
	}
	modules, refused := 0, 0
	for ti := start; ti < len(clangTargets); ti += step {
		target := clangTargets[ti]
		for _, src := range sources {
			for _, opt := range []string{"-O0", "-O2"} {
				out := filepath.Join(dir, target+"-"+strings.TrimSuffix(filepath.Base(src), ".c")+opt+".ll")
				if err := compileForTarget(src, target, opt, out); err != nil {
					t.Errorf("clang-22 %s %s for %s: %v", opt, src, target, err)
					continue
				}
				modules++
				text, err := os.ReadFile(out)
				if err != nil {
					t.Fatal(err)
				}
				var first *cli.Finding
				for _, f := range verifyInput(&cli.Input{Name: out, Src: text, Version: 22}, llvmver.Version(22)) {
					if f.IsError() {
						first = &f
						break
					}
				}
				cmd := exec.Command("llvm-as-22", "-o", os.DevNull, out)
				var stderr bytes.Buffer
				cmd.Stderr = &stderr
				status := 0
				if err := cmd.Run(); err != nil {
					var exit *exec.ExitError
					if !errors.As(err, &exit) {
						t.Fatalf("llvm-as-22: %v", err)
					}
					status = exit.ExitCode()
				}
				llvm := firstToolMessage(status, stderr.String(), out)
				switch {
				case !llvm.reject() && first != nil:
					t.Errorf("%s: llvm-as-22 accepts it, irmeta says %s", out, formatFinding(first))
				case llvm.reject() && first == nil:
					t.Errorf("%s: llvm-as-22 refuses it (%s), irmeta accepts it", out, formatLLVM(llvm))
				case llvm.reject() && !sameFirstMessage(llvm, first):
					t.Errorf("%s: llvm-as-22 says %s, irmeta %s", out, formatLLVM(llvm), formatFinding(first))
				case llvm.reject():
					refused++
				}
			}
		}
	}
	t.Logf("%d clang-22 modules for %d targets, %d refused by llvm-as-22 and irmeta alike", modules, (len(clangTargets)-start+step-1)/step, refused)
}

// compileForTarget writes clang-22's -S -emit-llvm -g output for src; a
// target without thread-local storage or variable-length arrays is asked
// again with them left out.
func compileForTarget(src, target, opt, out string) error {
	var last error
	for _, defs := range [][]string{nil, {"-DNO_TLS", "-DNO_VLA"}} {
		args := append([]string{"-target", target, opt, "-g", "-ffreestanding", "-w", "-S", "-emit-llvm", "-o", out}, defs...)
		msg, err := exec.Command("clang-22", append(args, src)...).CombinedOutput()
		if err == nil {
			return nil
		}
		last = errors.New(string(firstLines(msg, 3)))
	}
	return last
}
