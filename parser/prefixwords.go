package parser

import (
	"strings"

	"github.com/irmeta/irmeta/llvmver"
)

// headerWords are the words LLParser reads before a function's or a
// call's return type besides attributes and calling conventions: linkage,
// preemption, visibility, DLL storage and fast-math flags.
var headerWords = map[string]bool{
	"private": true, "internal": true, "available_externally": true, "linkonce": true,
	"weak": true, "common": true, "appending": true, "extern_weak": true,
	"linkonce_odr": true, "weak_odr": true, "external": true,
	"dso_local": true, "dso_preemptable": true,
	"default": true, "hidden": true, "protected": true,
	"dllimport": true, "dllexport": true,
	"fast": true, "nnan": true, "ninf": true, "nsz": true, "arcp": true,
	"contract": true, "afn": true, "reassoc": true,
}

// callingConvs are LLLexer's calling-convention keywords, each with the
// change that brought it (ccEvery: in every release read). Measured with
// llvm-as 14, 15, 16, 19 and 22: a word missing from a release is an
// "expected type" there.
var callingConvs = map[string]llvmver.Change{
	"ccc": ccEvery, "fastcc": ccEvery, "coldcc": ccEvery, "cfguard_checkcc": ccEvery,
	"x86_stdcallcc": ccEvery, "x86_fastcallcc": ccEvery, "x86_thiscallcc": ccEvery, "x86_vectorcallcc": ccEvery,
	"arm_apcscc": ccEvery, "arm_aapcscc": ccEvery, "arm_aapcs_vfpcc": ccEvery, "aarch64_vector_pcs": ccEvery,
	"aarch64_sve_vector_pcs": ccEvery, "msp430_intrcc": ccEvery, "avr_intrcc": ccEvery, "avr_signalcc": ccEvery,
	"ptx_kernel": ccEvery, "ptx_device": ccEvery, "spir_kernel": ccEvery, "spir_func": ccEvery,
	"intel_ocl_bicc": ccEvery, "x86_64_sysvcc": ccEvery, "win64cc": ccEvery, "x86_regcallcc": ccEvery,
	"swiftcc": ccEvery, "swifttailcc": ccEvery, "x86_intrcc": ccEvery, "hhvmcc": ccEvery, "hhvm_ccc": ccEvery,
	"cxx_fast_tlscc": ccEvery, "amdgpu_vs": ccEvery, "amdgpu_ls": ccEvery, "amdgpu_hs": ccEvery,
	"amdgpu_es": ccEvery, "amdgpu_gs": ccEvery, "amdgpu_ps": ccEvery, "amdgpu_cs": ccEvery,
	"amdgpu_kernel": ccEvery, "amdgpu_gfx": ccEvery, "tailcc": ccEvery, "preserve_mostcc": ccEvery,
	"preserve_allcc": ccEvery, "ghccc": ccEvery, "anyregcc": ccEvery, "webkit_jscc": ccEvery,
	"aarch64_sme_preservemost_from_x0": llvmver.CallingConvs16,
	"aarch64_sme_preservemost_from_x2": llvmver.CallingConvs16,
	"aarch64_sme_preservemost_from_x1": llvmver.CallingConvs19,
	"amdgpu_cs_chain":                  llvmver.CallingConvs19,
	"amdgpu_cs_chain_preserve":         llvmver.CallingConvs19,
	"riscv_vector_cc":                  llvmver.CallingConvs19,
	"m68k_rtdcc":                       llvmver.CallingConvs19,
	"graalcc":                          llvmver.CallingConvs19,
	"preserve_nonecc":                  llvmver.CallingConvs19,
	"amdgpu_gfx_whole_wave":            llvmver.CallingConvs22,
	"riscv_vls_cc":                     llvmver.CallingConvs22,
}

// ccEvery marks the conventions of every release read (no change).
const ccEvery llvmver.Change = -1

// isCallingConv reports whether w is a calling-convention keyword of the
// parser's LLVM.
func (p *parser) isCallingConv(w string) bool {
	c, ok := callingConvs[w]
	if !ok {
		return false
	}
	if w == "webkit_jscc" {
		return !p.ver.Has(llvmver.WebKitJSCCGone)
	}
	return c == ccEvery || p.ver.Has(c)
}

// isHeaderWord reports whether w may stand before a return type: an
// attribute of the parser's LLVM, a word of headerWords, a calling
// convention of the release, or "cc" with its number written on
// ("cc91"; see ccWordNumber).
func (p *parser) isHeaderWord(w []byte) bool {
	if _, ok := p.attrOf(w); ok {
		return true
	}
	s := string(w)
	return headerWords[s] || p.isCallingConv(s) || strings.HasPrefix(s, "cc")
}

// ccWordNumber checks a header word that starts with "cc" but is no
// keyword: LLLexer reads "cc" and then the number ("cc91" is "cc 91"), so
// anything but digits after it is an "expected integer" there. It returns
// the digits, "" for any other word.
func (p *parser) ccWordNumber() (digits string) {
	w := p.lit()
	if len(w) < 2 || string(w[:2]) != "cc" || p.isCallingConv(string(w)) {
		return ""
	}
	for _, c := range w[2:] {
		if c < '0' || c > '9' {
			p.failAt(p.tok.Start+2, "expected integer")
		}
	}
	return string(w[2:])
}
