package bitcode

import "strings"

// triple holds the parts of a target triple the data layout upgrade asks
// about, read as LLVM's Triple constructor reads them: by position
// (arch-vendor-os-environment), each matched against LLVM's spellings, so
// that "x86" or "riscv64gc" name no known architecture, as in LLVM.
type triple struct {
	arch, os, env string
}

func parseTriple(s string) triple {
	parts := strings.SplitN(s, "-", 4)
	var t triple
	t.arch = parts[0]
	if len(parts) > 2 {
		t.os = parts[2]
	}
	if len(parts) > 3 {
		t.env = parts[3]
	}
	return t
}

func (t triple) is(names ...string) bool {
	for _, n := range names {
		if t.arch == n {
			return true
		}
	}
	return false
}

func (t triple) isX86() bool {
	return t.is("i386", "i486", "i586", "i686", "i786", "i886", "i986")
}

func (t triple) isX86_64() bool { return t.is("x86_64", "amd64", "x86_64h") }

func (t triple) isAArch64() bool {
	return t.is("aarch64", "arm64", "aarch64_be", "arm64e", "arm64ec", "aarch64_32", "arm64_32")
}

func (t triple) isAMDGPU() bool { return t.is("amdgcn", "r600") }

func (t triple) isPPC64() bool { return t.is("powerpc64", "ppu", "ppc64", "powerpc64le", "ppc64le") }

func (t triple) isPPC() bool {
	return t.isPPC64() || t.is("powerpc", "ppc", "ppc32", "powerpcle", "ppcle", "ppc32le", "powerpcspe")
}

func (t triple) isSPARC() bool { return t.is("sparc", "sparcel", "sparcv9", "sparc64") }

func (t triple) isMIPS64() bool {
	return t.is("mips64", "mips64eb", "mipsn32", "mipsisa64r6", "mips64r6", "mipsn32r6",
		"mips64el", "mipsn32el", "mipsisa64r6el", "mips64r6el", "mipsn32r6el")
}

func (t triple) isWasm() bool { return t.is("wasm32", "wasm64") }

func (t triple) isRISCV64() bool { return t.is("riscv64", "riscv64be") }

// isPhysicalSPIR reports SPIR and the SPIR-V targets with physical
// addressing; logical SPIR-V ("spirv", "spirv1.5") keeps its layout.
func (t triple) isPhysicalSPIR() bool {
	return t.is("spir", "spir64") || strings.HasPrefix(t.arch, "spirv32") || strings.HasPrefix(t.arch, "spirv64")
}

func (t triple) isAIX() bool { return strings.HasPrefix(t.os, "aix") }

// isWindowsMSVC reports a Windows OS whose environment is MSVC or none LLVM
// knows (Triple::isWindowsMSVCEnvironment): "i686-pc-win32" and
// "i686-pc-windows" are MSVC, "i686-pc-windows-gnu" is not.
func (t triple) isWindowsMSVC() bool {
	if !strings.HasPrefix(t.os, "windows") && !strings.HasPrefix(t.os, "win32") {
		return false
	}
	for _, other := range []string{"gnu", "itanium", "cygnus", "android", "musl", "coreclr", "simulator", "macabi", "eabi", "code16"} {
		if strings.HasPrefix(t.env, other) {
			return false
		}
	}
	return true
}
