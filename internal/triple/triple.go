// Package triple reads target triples as LLVM's Triple class does, for the
// rules that depend on the target (data layout upgrades, comdats, the
// verifier's target-specific rules).
package triple

import "strings"

// A Triple holds the parts of a target triple the rules ask about, read
// as LLVM's Triple constructor reads them: by position
// (arch-vendor-os-environment), each matched against LLVM's spellings, so
// that "x86" or "riscv64gc" name no known architecture, as in LLVM.
type Triple struct {
	Arch, OS, Env string
}

// Parse splits s into its parts.
func Parse(s string) Triple {
	parts := strings.SplitN(s, "-", 4)
	var t Triple
	t.Arch = parts[0]
	if len(parts) > 2 {
		t.OS = parts[2]
	}
	if len(parts) > 3 {
		t.Env = parts[3]
	}
	return t
}

// Is reports whether the architecture is one of names.
func (t Triple) Is(names ...string) bool {
	for _, n := range names {
		if t.Arch == n {
			return true
		}
	}
	return false
}

// IsX86 reports a 32-bit x86 architecture.
func (t Triple) IsX86() bool {
	return t.Is("i386", "i486", "i586", "i686", "i786", "i886", "i986")
}

// IsX86_64 reports a 64-bit x86 architecture.
func (t Triple) IsX86_64() bool { return t.Is("x86_64", "amd64", "x86_64h") }

// IsAArch64 reports an AArch64 architecture.
func (t Triple) IsAArch64() bool {
	return t.Is("aarch64", "arm64", "aarch64_be", "arm64e", "arm64ec", "aarch64_32", "arm64_32")
}

// IsAMDGPU reports an AMDGPU architecture (Triple::isAMDGPU).
func (t Triple) IsAMDGPU() bool { return t.Is("amdgcn", "r600") }

// IsPPC64 reports a 64-bit PowerPC architecture.
func (t Triple) IsPPC64() bool { return t.Is("powerpc64", "ppu", "ppc64", "powerpc64le", "ppc64le") }

// IsPPC reports a PowerPC architecture.
func (t Triple) IsPPC() bool {
	return t.IsPPC64() || t.Is("powerpc", "ppc", "ppc32", "powerpcle", "ppcle", "ppc32le", "powerpcspe")
}

// IsSPARC reports a SPARC architecture.
func (t Triple) IsSPARC() bool { return t.Is("sparc", "sparcel", "sparcv9", "sparc64") }

// IsMIPS64 reports a 64-bit MIPS architecture.
func (t Triple) IsMIPS64() bool {
	return t.Is("mips64", "mips64eb", "mipsn32", "mipsisa64r6", "mips64r6", "mipsn32r6",
		"mips64el", "mipsn32el", "mipsisa64r6el", "mips64r6el", "mipsn32r6el")
}

// IsWasm reports a WebAssembly architecture.
func (t Triple) IsWasm() bool { return t.Is("wasm32", "wasm64") }

// IsRISCV64 reports a 64-bit RISC-V architecture.
func (t Triple) IsRISCV64() bool { return t.Is("riscv64", "riscv64be") }

// IsPhysicalSPIR reports SPIR and the SPIR-V targets with physical
// addressing; logical SPIR-V ("spirv", "spirv1.5") keeps its layout.
func (t Triple) IsPhysicalSPIR() bool {
	return t.Is("spir", "spir64") || strings.HasPrefix(t.Arch, "spirv32") || strings.HasPrefix(t.Arch, "spirv64")
}

// IsAIX reports the AIX operating system.
func (t Triple) IsAIX() bool { return strings.HasPrefix(t.OS, "aix") }

// IsWindowsMSVC reports a Windows OS whose environment is MSVC or none LLVM
// knows (Triple::isWindowsMSVCEnvironment): "i686-pc-win32" and
// "i686-pc-windows" are MSVC, "i686-pc-windows-gnu" is not.
func (t Triple) IsWindowsMSVC() bool {
	if !strings.HasPrefix(t.OS, "windows") && !strings.HasPrefix(t.OS, "win32") {
		return false
	}
	for _, other := range []string{"gnu", "itanium", "cygnus", "android", "musl", "coreclr", "simulator", "macabi", "eabi", "code16"} {
		if strings.HasPrefix(t.Env, other) {
			return false
		}
	}
	return true
}

// SupportsComdat reports whether the object format of t has comdats
// (Triple::supportsCOMDAT: not MachO, not XCOFF).
func (t Triple) SupportsComdat() bool {
	for _, p := range []string{"darwin", "macos", "ios", "tvos", "watchos", "bridgeos", "driverkit", "xros", "visionos", "aix"} {
		if strings.HasPrefix(t.OS, p) {
			return false
		}
	}
	return !strings.HasSuffix(t.Env, "macho") && !strings.HasSuffix(t.Env, "xcoff")
}
