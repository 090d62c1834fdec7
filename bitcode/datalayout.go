package bitcode

import (
	"regexp"
	"strings"

	"github.com/irmeta/irmeta/llvmver"
)

// The data layout upgrades BitcodeReader applies (UpgradeDataLayoutString)
// for x86 and AArch64. They belong with the other load-time upgrades; the
// reader applies them here until the upgrade package offers them.

var (
	dlAddrSpaceRE = regexp.MustCompile(`^([Ee]-m:[a-z](-p:32:32)?)(-.*)$`)
	dlI128RE      = regexp.MustCompile(`^(e(-[mpi][^-]*)*)((-[^mpi][^-]*)*)$`)
	// before LLVM 18 only layouts continuing with an i64 or f64 entry got
	// the address spaces (and the match need not start at the beginning)
	dlAddrSpaceOldRE = regexp.MustCompile(`(e-m:[a-z](-p:32:32)?)(-[if]64:.*$)`)
)

const dlAddrSpaces = "-p270:32:32-p271:32:32-p272:64:64"

func tripleArch(triple string) string {
	arch, _, _ := strings.Cut(triple, "-")
	return arch
}

func isX86(arch string) bool {
	switch arch {
	case "x86_64", "amd64", "x86_64h", "i386", "i486", "i586", "i686", "i786", "i886", "i986", "x86":
		return true
	}
	return false
}

func isAArch64(arch string) bool {
	return arch == "aarch64" || arch == "arm64" || arch == "aarch64_be" || arch == "arm64e" || arch == "aarch64_32" || arch == "arm64_32"
}

func upgradeDataLayout(dl, triple string, v llvmver.Version) string {
	if dl == "" {
		return dl
	}
	arch := tripleArch(triple)
	addSpaces := func(s string) string {
		if strings.Contains(s, dlAddrSpaces) {
			return s
		}
		if !v.Has(llvmver.DataLayoutI128) {
			if m := dlAddrSpaceOldRE.FindStringSubmatch(s); m != nil {
				return m[1] + dlAddrSpaces + m[3]
			}
			return s
		}
		if m := dlAddrSpaceRE.FindStringSubmatch(s); m != nil {
			return m[1] + dlAddrSpaces + m[3]
		}
		return s
	}
	switch {
	case isX86(arch):
		res := dl
		if v.Has(llvmver.DataLayoutX86AddrSpaces) {
			res = addSpaces(res)
		}
		if v.Has(llvmver.DataLayoutI128) {
			if !strings.Contains(dl, "i128:128") {
				if m := dlI128RE.FindStringSubmatch(res); m != nil {
					res = m[1] + "-i128:128" + m[3]
				}
			}
		}
		if strings.Contains(triple, "windows-msvc") && !strings.HasPrefix(arch, "x86_64") && arch != "amd64" {
			if i := strings.Index(res, "-f80:32-"); i >= 0 {
				res = res[:i] + "-f80:128-" + res[i+len("-f80:32-"):]
			}
		}
		return res
	case (arch == "wasm32" || arch == "wasm64") && v.Has(llvmver.DataLayoutI128):
		if !strings.Contains(dl, "i128:128") {
			if m := dlI128RE.FindStringSubmatch(dl); m != nil {
				return m[1] + "-i128:128" + m[3]
			}
		}
		return dl
	case isAArch64(arch) && v.Has(llvmver.DataLayoutAArch64):
		res := dl
		if !strings.Contains(res, "-Fn32") {
			res += "-Fn32"
		}
		return addSpaces(res)
	}
	return dl
}
