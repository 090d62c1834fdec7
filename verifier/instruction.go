package verifier

import (
	"bytes"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/triple"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/targetext"
)

// instruction verifies instruction i of block b in LLVM's order: the
// instruction kind's own rules, then visitInstruction's (self-reference,
// dominance of every operand, then the metadata attachments). Like LLVM,
// it stops at the first problem of a visit.
func (v *verifier) instruction(b int32, i int) {
	m := v.m
	in := &m.Insts[i]
	switch in.Op {
	case ast.OpDbgRecord:
		if !v.checkDI {
			return
		}
		// A record belongs to the instruction after it; LLVM checks that
		// the instruction is no phi before its records (visitDbgRecords).
		blk := &m.Functions[v.fs.fn].Blocks[b]
		end := int(blk.FirstInst + blk.NumInsts)
		j := i
		for j < end && m.Insts[j].Op == ast.OpDbgRecord {
			j++
		}
		if j < end && m.Insts[j].Op == ast.OpPhi {
			if i == int(blk.FirstInst) || m.Insts[i-1].Op != ast.OpDbgRecord {
				v.diAt(v.instPos(j), "PHI Node must not have any attached DbgRecords")
			}
			return
		}
		v.dbgRecord(i)
		return
	case ast.OpAlloca:
		if msg := v.allocaTargetTypes(i); msg != "" {
			v.errorAt(in.Start, "%s", msg)
			return
		}
		if msg, at := v.swiftErrorAlloca(i); msg != "" {
			v.errorAt(m.Insts[at].Start, "%s", msg)
			return
		}
		if msg := v.amdgpuAlloca(i); msg != "" {
			v.errorAt(in.Start, "%s", msg)
			return
		}
	case ast.OpPhi:
		blk := &m.Functions[v.fs.fn].Blocks[b]
		afterPhi := i > int(blk.FirstInst) && m.Insts[i-1].Op == ast.OpPhi
		if !afterPhi && (i > int(blk.FirstInst) && !v.onlyRecordsBefore(int(blk.FirstInst), i) || v.fs.cfg.IsRepeated(int(b))) {
			// (A block whose label repeats goes on after the
			// terminator of the block it continues: its first phi is
			// not at the top either.)
			v.errorAt(in.Start, "PHI nodes not grouped at top of basic block!")
			return
		}
		if strings.Contains(m.Text(in.Span), "token") {
			if ins, err := v.inst(i); err == nil && ins.Type != nil && ins.Type.Kind == ast.TokenType {
				v.errorAt(in.Start, "PHI nodes cannot have token type!")
				return
			}
		}
	case ast.OpSwitch:
		if msg := v.switchCaseTypes(i); msg != "" {
			v.errorAt(in.Start, "%s", msg)
			return
		}
	case ast.OpGetElementPtr:
		if msg := v.gepUnsized(i); msg != "" {
			v.errorAt(in.Start, "%s", msg)
			return
		}
	case ast.OpPtrToAddr:
		if msg := v.ptrToAddrRule(i); msg != "" {
			v.errorAt(in.Start, "%s", msg)
			return
		}
	case ast.OpLoad, ast.OpStore, ast.OpCmpXchg, ast.OpAtomicRMW:
		if msg := v.atomicRule(i); msg != "" {
			v.errorAt(in.Start, "%s", msg)
			return
		}
	case ast.OpCall, ast.OpInvoke, ast.OpCallBr:
		if v.upgradeDeletes(i) {
			return // LLVM's reader deletes it
		}
		if v.fs.conv.on {
			v.convergenceNote(b, i)
		}
		if in.Op == ast.OpCallBr {
			// visitCallBrInst: no call-site rule (visitCallBase) runs.
			if msg := v.callBrRule(i); msg != "" {
				v.errorAt(in.Start, "%s", msg)
				return
			}
			if !v.inlineAsmRules(i, v.callee(i)) {
				return
			}
			break
		}
		if msg := v.callConvRule(i); msg != "" {
			v.errorAt(in.Start, "%s", msg)
			return
		}
		if msg := v.callTypeAlignRule(i); msg != "" {
			v.errorAt(in.Start, "%s", msg)
			return
		}
		if msg := v.speculatableRule(i); msg != "" {
			v.errorAt(in.Start, "%s", msg)
			return
		}
		if !v.call(b, i) {
			return
		}
		if msg := v.inallocaAlloca(i); msg != "" {
			v.errorAt(in.Start, "%s", msg)
			return
		}
		// The last rule of visitCallBase, which callbr does not reach.
		if v.fs.conv.on && in.Op != ast.OpCallBr {
			v.convergenceVisit(b, i)
		}
		if in.Op == ast.OpCall && !v.mustTail(i) {
			return
		}
	}
	switch in.Op {
	case ast.OpLandingPad, ast.OpResume, ast.OpInvoke, ast.OpCatchPad, ast.OpCleanupPad, ast.OpCatchSwitch,
		ast.OpCleanupRet, ast.OpCatchRet:
		if msg := v.eh(b, i); msg != "" {
			v.errorAt(in.Start, "%s", msg)
			return
		}
	}
	if msg := v.intrinsicOperandRule(i); msg != "" {
		v.errorAt(in.Start, "%s", msg)
		return
	}
	if in.Op == ast.OpPhi {
		if !v.phiDominance(b, i) {
			return
		}
	} else if msg := v.operandDominance(b, i); msg != "" && !v.remadeOnAlloca(i) {
		v.errorAt(in.Start, "%s", msg)
		return
	}
	if !v.replacedOnLoad(i) {
		v.attachments(i)
	}
}

// replacedOnLoad reports whether the loader replaces call i before the
// verifier sees it: an llvm.dbg.* call from the release that reads them as
// debug records, and the old four-operand llvm.dbg.value in every release
// (upgraded to a new call). What replaces it keeps only the !dbg location,
// so the call's other attachments (a !tbaa, an !annotation) are never
// verified (llvm-as 14 and 22 accept a !tbaa there that they would reject
// on a load).
func (v *verifier) replacedOnLoad(i int) bool {
	if v.m.Insts[i].Op != ast.OpCall || v.m.Insts[i].AttachCount == 0 {
		return false
	}
	if v.upgradeRemakes(i) {
		return true
	}
	f := v.callee(i)
	if f < 0 {
		return false
	}
	kind, isDbg := dbgIntrinsicKind(strings.TrimPrefix(v.m.Functions[f].Name, "@"))
	if !isDbg {
		return false
	}
	if v.ver.Has(llvmver.DbgIntrinsicsLoadedAsRecords) {
		return true
	}
	if kind != "value" {
		return false
	}
	v.argBuf = v.mdArgs(i, v.argBuf[:0], false)
	return oldDbgValue(kind, v.argBuf)
}

// onlyRecordsBefore reports whether the instructions from first up to i
// are phis and debug records (records attach to the next instruction).
func (v *verifier) onlyRecordsBefore(first, i int) bool {
	for k := first; k < i; k++ {
		if op := v.m.Insts[k].Op; op != ast.OpPhi && op != ast.OpDbgRecord {
			return false
		}
	}
	return true
}

// isAttachmentStart reports whether the metadata name t starts the
// instruction's attachment list (", !kind" after the operands).
func isAttachmentStart(src []byte, t scanner.Token) bool {
	w := src[t.Start:t.End]
	if len(w) > 3 && (bytes.HasPrefix(w, []byte("!DI")) || bytes.HasPrefix(w, []byte("!Gen"))) {
		return false
	}
	k := int(t.Start) - 1
	for k >= 0 && (src[k] == ' ' || src[k] == '\t') {
		k--
	}
	return k >= 0 && src[k] == ','
}

// skipArg skips the rest of a call argument: tokens up to the comma or the
// closing parenthesis at the argument's level (the closer is consumed, a
// harmless loss at the end of an argument list).
func skipArg(next func() scanner.Token) {
	depth := 0
	for t := next(); t.Kind != scanner.EOF; t = next() {
		switch t.Kind {
		case scanner.LParen, scanner.LBrack, scanner.LBrace, scanner.Less:
			depth++
		case scanner.RParen, scanner.RBrack, scanner.RBrace, scanner.Greater:
			if depth == 0 {
				return
			}
			depth--
		case scanner.Comma:
			if depth == 0 {
				return
			}
		}
	}
}

// phiDominance checks each incoming value against the end of its
// incoming block.
func (v *verifier) phiDominance(b int32, i int) bool {
	fs := &v.fs
	fs.phiIn = v.phiEntries(&v.m.Insts[i], fs.phiIn[:0])
	for _, e := range fs.phiIn {
		d, ok := fs.defs[e.value]
		if !ok || e.block < 0 {
			continue
		}
		if !v.local().dominates(d, b, i, e.block) {
			v.errorAt(v.m.Insts[i].Start, "Instruction does not dominate all uses!")
			return false
		}
	}
	return true
}

// switchCaseTypes is visitSwitchInst's rule on the cases: each value has
// the condition's type (LLParser reads a case at the type written before
// it).
func (v *verifier) switchCaseTypes(i int) string {
	ins, err := v.inst(i)
	if err != nil || len(ins.Operands) == 0 {
		return ""
	}
	cond := ins.Operands[0].Type
	for k := 2; k < len(ins.Operands); k += 2 {
		if t := ins.Operands[k].Type; cond != nil && t != nil && !v.sameType(t, cond) {
			return "Switch constants must all be same type as switch value!"
		}
	}
	return ""
}

// amdgpuAlloca is visitAllocaInst's last rule (LLVM 21): on an AMDGPU
// target an alloca is in the private address space, 5. The data layout's
// alloca address space is not read: LLParser gives an alloca written
// without addrspace(N) address space 0.
func (v *verifier) amdgpuAlloca(i int) string {
	if !v.ver.Has(llvmver.AMDGPUAllocaAddrSpace) || !triple.Parse(v.m.Triple).IsAMDGPU() {
		return ""
	}
	ins, err := v.inst(i)
	if err != nil || ins.Type == nil || ins.Type.AddrSpace == privateAddrSpace {
		return ""
	}
	return "alloca on amdgpu must be in addrspace(5)"
}

// privateAddrSpace is AMDGPU's address space of the stack.
const privateAddrSpace = 5

// allocaTargetTypes is visitAllocaInst's rule for target extension types
// (LLVM 22): the allocated type holds none that the stack may not.
func (v *verifier) allocaTargetTypes(i int) string {
	if !v.ver.Has(llvmver.TargetTypeTable22) || !v.mayHoldTargetType(v.m.Insts[i].Span) {
		return ""
	}
	ins, err := v.inst(i)
	if err != nil || len(ins.Operands) == 0 {
		return ""
	}
	if targetext.Contains(ins.Operands[0].Type, v.ver, v.bodyOf, func(i targetext.Info) bool { return !i.CanBeLocal }) {
		return "Alloca has illegal target extension type"
	}
	return ""
}
