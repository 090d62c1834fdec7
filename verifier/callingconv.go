package verifier

import (
	"bytes"
	"strconv"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// ccNumbers gives the number of each calling convention LLVM names
// (CallingConv.h); "cc N" with one of these numbers is that convention.
var ccNumbers = map[string]int{
	"ccc": 0, "fastcc": 8, "coldcc": 9, "ghccc": 10, "webkit_jscc": 12, "anyregcc": 13, "preserve_mostcc": 14,
	"preserve_allcc": 15, "swiftcc": 16, "cxx_fast_tlscc": 17, "tailcc": 18, "cfguard_checkcc": 19,
	"swifttailcc": 20, "preserve_nonecc": 21, "x86_stdcallcc": 64, "x86_fastcallcc": 65, "arm_apcscc": 66,
	"arm_aapcscc": 67, "arm_aapcs_vfpcc": 68, "msp430_intrcc": 69, "x86_thiscallcc": 70, "ptx_kernel": 71,
	"ptx_device": 72, "spir_func": 75, "spir_kernel": 76, "intel_ocl_bicc": 77, "x86_64_sysvcc": 78,
	"win64cc": 79, "x86_vectorcallcc": 80, "hhvmcc": 81, "hhvm_ccc": 82, "x86_intrcc": 83, "avr_intrcc": 84,
	"avr_signalcc": 85, "amdgpu_vs": 87, "amdgpu_gs": 88, "amdgpu_ps": 89, "amdgpu_cs": 90,
	"amdgpu_kernel": 91, "x86_regcallcc": 92, "amdgpu_hs": 93, "amdgpu_ls": 95, "amdgpu_es": 96,
	"aarch64_vector_pcs": 97, "aarch64_sve_vector_pcs": 98, "amdgpu_gfx": 100, "m68k_intrcc": 101,
	"aarch64_sme_preservemost_from_x0": 102, "aarch64_sme_preservemost_from_x2": 103,
	"amdgpu_cs_chain": 104, "amdgpu_cs_chain_preserve": 105, "m68k_rtdcc": 106, "graalcc": 107,
	"riscv_vector_cc": 110, "aarch64_sme_preservemost_from_x1": 111, "riscv_vls_cc": 112,
	"amdgpu_gfx_whole_wave": 124,
}

// ccByNumber is ccNumbers the other way round.
var ccByNumber = func() map[int]string {
	out := make(map[int]string, len(ccNumbers))
	for name, n := range ccNumbers {
		out[n] = name
	}
	return out
}()

// isCallingConv reports whether w names a calling convention.
func isCallingConv(w string) bool {
	_, ok := ccNumbers[w]
	return ok
}

// ccDigits reports whether w is "cc" with its number written on ("cc91").
func ccDigits(w string) bool {
	if len(w) < 3 || w[:2] != "cc" {
		return false
	}
	for _, c := range w[2:] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// numberedCC returns the convention "cc N" stands for: its name when LLVM
// names it, "ccN" otherwise, "" for the C convention.
func numberedCC(digits string) string {
	n, err := strconv.Atoi(digits)
	if err != nil {
		return ""
	}
	if name, ok := ccByNumber[n]; ok {
		if name == "ccc" {
			return ""
		}
		return name
	}
	return "cc" + digits
}

// callConv returns the calling convention written on call, invoke or
// callbr i ("" for the C convention), read from the words between the
// opcode and the result type.
func (v *verifier) callConv(i int) string {
	in := &v.m.Insts[i]
	text := v.m.Bytes(in.Span)
	if eq := bytes.IndexByte(text, '='); eq >= 0 && in.HasResult {
		text = text[eq+1:]
	}
	words := bytes.Fields(text)
	seenOp := false
	for k, w := range words {
		s := string(w)
		switch {
		case s == "call" || s == "invoke" || s == "callbr":
			seenOp = true
		case !seenOp:
		case s == "cc":
			if k+1 < len(words) {
				return numberedCC(string(words[k+1]))
			}
			return ""
		case s == "ccc":
			return ""
		case isCallingConv(s):
			return s
		case ccDigits(s):
			return numberedCC(s[2:])
		case isFastMathWord(s):
		default:
			return ""
		}
	}
	return ""
}

// isFastMathWord reports whether w is a fast-math flag, which a call may
// carry before its calling convention.
func isFastMathWord(w string) bool {
	switch w {
	case "fast", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc":
		return true
	}
	return false
}

// callableCC reports whether calls of calling convention cc are allowed:
// LLVM 22 forbids calling the entry-point conventions of GPU shaders and
// kernels (visitCallBase's "calling convention does not permit calls");
// releases before keep the rule to amdgpu_cs_chain and
// amdgpu_cs_chain_preserve, with another message.
func (v *verifier) callableCC(cc string) string {
	switch cc {
	case "amdgpu_cs_chain", "amdgpu_cs_chain_preserve":
		if !v.ver.Has(llvmver.CallsForbiddenByCC) {
			return "Direct calls to amdgpu_cs_chain/amdgpu_cs_chain_preserve functions not allowed. " +
				"Please use the @llvm.amdgpu.cs.chain intrinsic instead."
		}
		return "calling convention does not permit calls"
	case "amdgpu_cs", "amdgpu_es", "amdgpu_gs", "amdgpu_hs", "amdgpu_kernel", "amdgpu_ls", "amdgpu_ps", "amdgpu_vs",
		"spir_kernel", "amdgpu_gfx_whole_wave":
		if v.ver.Has(llvmver.CallsForbiddenByCC) {
			return "calling convention does not permit calls"
		}
	}
	return ""
}

// callConvRule is visitCallBase's rule on the call's calling convention;
// it returns LLVM's message or "". Only calls whose text names a
// convention that may be forbidden are read.
func (v *verifier) callConvRule(i int) string {
	text := v.m.Bytes(v.m.Insts[i].Span)
	if !bytes.Contains(text, []byte("amdgpu_")) && !bytes.Contains(text, []byte("spir_kernel")) &&
		!bytes.Contains(text, []byte(" cc")) {
		return ""
	}
	return v.callableCC(v.callConv(i))
}

// stackByref reports whether a byref parameter of type t points into the
// stack's address space (the data layout's alloca address space), which
// the GPU entry conventions disallow.
func (v *verifier) stackByref(t *ast.Type) bool {
	if t == nil || t.Kind != ast.PointerType {
		return false
	}
	return t.AddrSpace == ast.AllocaAddrSpace(v.m.DataLayout)
}
