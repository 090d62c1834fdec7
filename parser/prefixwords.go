package parser

import (
	"strings"

	"github.com/irmeta/irmeta/llvmver"
)

// headerWords are the words LLParser reads before a function's or a
// call's return type besides attributes: linkage, preemption, visibility,
// DLL storage, fast-math flags and the named calling conventions.
var headerWords = map[string]bool{
	"private": true, "internal": true, "available_externally": true, "linkonce": true,
	"weak": true, "common": true, "appending": true, "extern_weak": true,
	"linkonce_odr": true, "weak_odr": true, "external": true,
	"dso_local": true, "dso_preemptable": true,
	"default": true, "hidden": true, "protected": true,
	"dllimport": true, "dllexport": true,
	"fast": true, "nnan": true, "ninf": true, "nsz": true, "arcp": true,
	"contract": true, "afn": true, "reassoc": true,
	"ccc": true, "ghccc": true, "ptx_kernel": true, "ptx_device": true,
	"spir_kernel": true, "spir_func": true, "aarch64_vector_pcs": true,
	"aarch64_sve_vector_pcs": true, "win64cc": true,
}

// isHeaderWord reports whether w may stand before a return type: an
// attribute of the parser's LLVM, a word of headerWords, or a calling
// convention (named ...cc, or of a target family whose conventions LLVM
// adds release by release).
func (p *parser) isHeaderWord(w []byte) bool {
	if _, ok := p.attrOf(w); ok {
		return true
	}
	s := string(w)
	if s == "webkit_jscc" && p.ver.Has(llvmver.WebKitJSCCGone) {
		return false
	}
	if headerWords[s] || strings.HasSuffix(s, "cc") || strings.HasPrefix(s, "cc") {
		return true
	}
	for _, family := range []string{"amdgpu_", "aarch64_", "x86_", "arm_", "avr_", "msp430_", "riscv_", "m68k_", "hhvm", "preserve_", "cxx_fast_", "intel_ocl"} {
		if strings.HasPrefix(s, family) {
			return true
		}
	}
	return false
}
