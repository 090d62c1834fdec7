package bitcode

import (
	"regexp"
	"strings"

	"github.com/irmeta/irmeta/internal/triple"
	"github.com/irmeta/irmeta/llvmver"
)

// The data layout upgrades LLVM's bitcode reader applies
// (UpgradeDataLayoutString), target by target. Only the bitcode reader
// makes them: llvm-as and opt leave the layout of a text module as written
// (measured with llvm-as-22 and opt-22 -S on PowerPC64 and x86 layouts), so
// the text loader (package upgrade) has nothing of this to report.

var (
	dlAddrSpaceRE = regexp.MustCompile(`^([Ee]-m:[a-z](-p:32:32)?)(-.*)$`)
	dlI128RE      = regexp.MustCompile(`^(e(-[mpi][^-]*)*)((-[^mpi][^-]*)*)$`)
	// before LLVM 18 only layouts continuing with an i64 or f64 entry got
	// the address spaces (and the match need not start at the beginning)
	dlAddrSpaceOldRE = regexp.MustCompile(`(e-m:[a-z](-p:32:32)?)(-[if]64:.*$)`)
)

const dlAddrSpaces = "-p270:32:32-p271:32:32-p272:64:64"

// upgradeDataLayout returns the layout LLVM v's bitcode reader gives a
// module whose layout is dl and whose triple is tripleText. The rules test what
// the module's layout says (dl), and edit the result as it grows.
func upgradeDataLayout(dl, tripleText string, v llvmver.Version) string {
	t := triple.Parse(tripleText)
	switch {
	case t.IsPhysicalSPIR():
		if v.Has(llvmver.DataLayoutSPIRGlobals) && !namesPart(dl, "G") {
			return appendPart(dl, "G1")
		}
	case t.IsRISCV64() && v.Has(llvmver.DataLayoutRISCV64N32),
		t.Is("loongarch64") && v.Has(llvmver.DataLayoutLoongArch64N32):
		return strings.Replace(dl, "-n64-", "-n32:64-", 1)
	case t.IsAMDGPU():
		return upgradeAMDGPULayout(dl, t, v)
	case t.IsAArch64():
		if !v.Has(llvmver.DataLayoutAArch64) {
			return dl
		}
		res := dl
		if dl != "" && !strings.Contains(dl, "-Fn32") {
			res += "-Fn32"
		}
		return addX86AddrSpaces(dl, res, v)
	case t.IsX86() || t.IsX86_64():
		return upgradeX86Layout(dl, t, v)
	case t.IsWasm():
		if v.Has(llvmver.DataLayoutI128) {
			return insertI128(dl)
		}
	case t.IsPPC() || t.IsSPARC() || t.IsMIPS64():
		res := dl
		if t.IsPPC() && t.IsAIX() && dl != "" && !strings.Contains(dl, "f64:32:64") && v.Has(llvmver.DataLayoutAIXDouble) {
			i := strings.Index(res, "-S128")
			if i < 0 {
				i = len(res)
			}
			res = res[:i] + "-f64:32:64" + res[i:]
		}
		// MIPS64 layouts of the o32 ABI (m:m) keep i128 as it was.
		i128 := t.IsSPARC() || t.IsPPC64() || t.IsMIPS64() && !strings.Contains(dl, "m:m")
		if i128 && v.Has(llvmver.DataLayoutI128Wider) {
			res = insertI128(res)
		}
		return res
	}
	return dl
}

// namesPart reports whether layout dl has a part starting with prefix.
// Like LLVM it looks for "-prefix" anywhere, so "-ni" also finds "-nix".
func namesPart(dl, prefix string) bool {
	return strings.HasPrefix(dl, prefix) || strings.Contains(dl, "-"+prefix)
}

func appendPart(dl, part string) string {
	if dl == "" {
		return part
	}
	return dl + "-" + part
}

// insertI128 puts i128:128 after the first i64:64 of a layout that has
// none.
func insertI128(s string) string {
	if strings.Contains(s, "-i128:128") {
		return s
	}
	if i := strings.Index(s, "-i64:64"); i >= 0 {
		i += len("-i64:64")
		return s[:i] + "-i128:128" + s[i:]
	}
	return s
}

// addX86AddrSpaces adds the x86 pointer address spaces to res unless dl
// has them.
func addX86AddrSpaces(dl, res string, v llvmver.Version) string {
	if strings.Contains(dl, dlAddrSpaces) {
		return res
	}
	re := dlAddrSpaceRE
	if !v.Has(llvmver.DataLayoutI128) {
		re = dlAddrSpaceOldRE
	}
	// LLVM rebuilds the layout from the groups, so what precedes an
	// unanchored match is dropped.
	if m := re.FindStringSubmatch(res); m != nil {
		return m[1] + dlAddrSpaces + m[3]
	}
	return res
}

func upgradeX86Layout(dl string, t triple.Triple, v llvmver.Version) string {
	res := dl
	if v.Has(llvmver.DataLayoutX86AddrSpaces) {
		res = addX86AddrSpaces(dl, res, v)
	}
	if v.Has(llvmver.DataLayoutI128) && !strings.Contains(dl, "-i128:128") {
		if m := dlI128RE.FindStringSubmatch(res); m != nil {
			res = m[1] + "-i128:128" + m[3]
		}
	}
	if v.Has(llvmver.DataLayoutX86MSVCF80) && t.IsWindowsMSVC() && t.IsX86() {
		if i := strings.Index(res, "-f80:32-"); i >= 0 {
			res = res[:i] + "-f80:128-" + res[i+len("-f80:32-"):]
		}
	}
	return res
}

// upgradeAMDGPULayout adds what older AMDGPU layouts lack, each part only
// when the module's own layout does not name it.
func upgradeAMDGPULayout(dl string, t triple.Triple, v llvmver.Version) string {
	res := dl
	if v.Has(llvmver.DataLayoutAMDGPUGlobals) && !namesPart(dl, "G") {
		res = appendPart(res, "G1")
	}
	if t.Is("amdgcn") && v.Has(llvmver.DataLayoutAMDGPUBufferSpaces) {
		// Non-integral spaces first, so that ":8:9" extends a trailing ni:7.
		if !namesPart(dl, "ni") {
			res += "-ni:7:8:9"
		}
		if strings.HasSuffix(dl, "ni:7") {
			res += ":8:9"
		}
		if strings.HasSuffix(dl, "ni:7:8") {
			res += ":9"
		}
		if !namesPart(dl, "p7") {
			res += "-p7:160:256:256:32"
		}
		p8 := "-p8:128:128"
		if v.Has(llvmver.DataLayoutAMDGPUP8Index) {
			p8 = "-p8:128:128:128:48"
		}
		if !namesPart(dl, "p8") {
			res += p8
		}
		if v.Has(llvmver.DataLayoutAMDGPUP8Index) && strings.Contains(dl, "-p8:128:128-") {
			res = strings.Replace(res, "-p8:128:128-", p8+"-", 1)
		}
		if !namesPart(dl, "p9") {
			res += "-p9:192:256:256:32"
		}
	}
	if v.Has(llvmver.DataLayoutAMDGPUMangling) && !strings.Contains(dl, "m:e") {
		if res == "" {
			return "m:e"
		}
		res = "m:e-" + res
	}
	return res
}
