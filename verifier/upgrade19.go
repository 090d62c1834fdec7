package verifier

import "github.com/irmeta/irmeta/ast"

// declUpgrades19 are LLVM 19's loader upgrades (UpgradeIntrinsicFunction)
// that replace a declaration of a current intrinsic's name whose type
// does not fit LLVM 19's signature, before the verifier runs; LLVM 20 and
// 21, which irmeta reads with LLVM 19's signature table, are given the
// same. Each was asked of llvm-as-19 and llvm-dis-19, starting from
// LLVM 22's (declUpgrades22): LLVM 19 does not have the two that came
// later, the lifetime intrinsics' dropped size (LLVM 22) and the VNNI dot
// products' byte and word operands (LLVM 19's signatures still take i32
// vectors there, and llvm-as-19 rejects the later form). The comments of
// declUpgrades22 say what each replaces.
var declUpgrades19 = []declUpgrade22{
	{base: "llvm.objectsize", old: func(_ string, fn *ast.Type) bool { return len(fn.Fields) == 2 || len(fn.Fields) == 3 }},
	{base: "llvm.coro.end", old: paramCount(2), params: []string{"ptr", "i1"}},
	{base: "llvm.arm.mve.vctp64", old: resultLanes(4), params: []string{"i32"}},
	{base: "llvm.x86.sse41.ptestc", old: firstParamIs("<4 x float>")},
	{base: "llvm.x86.sse41.ptestz", old: firstParamIs("<4 x float>")},
	{base: "llvm.x86.sse41.ptestnzc", old: firstParamIs("<4 x float>")},
	{base: "llvm.x86.avx512bf16.cvtne2ps2bf16", prefix: true, old: resultNotOf("bfloat")},
	{base: "llvm.x86.avx512bf16.cvtneps2bf16", prefix: true, old: resultNotOf("bfloat")},
	{base: "llvm.x86.avx512bf16.mask.cvtneps2bf16", prefix: true, old: resultNotOf("bfloat")},
	{base: "llvm.x86.avx512bf16.dpbf16ps", prefix: true, old: onlyParamsWrong(19, 1)},
	{base: "llvm.x86.avx512.broadcastmb", prefix: true, old: minParams(1)},
	{base: "llvm.x86.avx512.broadcastmw", prefix: true, old: minParams(1)},
	{base: "llvm.nvvm.fma.rn", prefix: true, old: nvvmBF16Old},
	{base: "llvm.nvvm.fmax", prefix: true, old: nvvmBF16Old},
	{base: "llvm.nvvm.fmin", prefix: true, old: nvvmBF16Old},
	{base: "llvm.nvvm.neg", prefix: true, old: nvvmBF16Old},
	{base: "llvm.riscv.aes32dsi", old: paramCount(2)},
	{base: "llvm.riscv.aes32dsmi", old: paramCount(2)},
	{base: "llvm.riscv.aes32esi", old: paramCount(2)},
	{base: "llvm.riscv.aes32esmi", old: paramCount(2)},
	{base: "llvm.riscv.sm4ed", old: paramCount(2)},
	{base: "llvm.riscv.sm4ks", old: paramCount(2)},
}
