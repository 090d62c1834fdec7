package ast

// Instruction opcodes, in LLVM's order of families.
const (
	OpInvalid Opcode = iota
	// Terminators.
	OpRet
	OpBr
	OpSwitch
	OpIndirectBr
	OpInvoke
	OpResume
	OpUnreachable
	OpCleanupRet
	OpCatchRet
	OpCatchSwitch
	OpCallBr
	// Unary and binary operators.
	OpFNeg
	OpAdd
	OpFAdd
	OpSub
	OpFSub
	OpMul
	OpFMul
	OpUDiv
	OpSDiv
	OpFDiv
	OpURem
	OpSRem
	OpFRem
	OpShl
	OpLShr
	OpAShr
	OpAnd
	OpOr
	OpXor
	// Vector and aggregate operations.
	OpExtractElement
	OpInsertElement
	OpShuffleVector
	OpExtractValue
	OpInsertValue
	// Memory.
	OpAlloca
	OpLoad
	OpStore
	OpFence
	OpCmpXchg
	OpAtomicRMW
	OpGetElementPtr
	// Casts.
	OpTrunc
	OpZExt
	OpSExt
	OpFPTrunc
	OpFPExt
	OpFPToUI
	OpFPToSI
	OpUIToFP
	OpSIToFP
	OpPtrToInt
	OpPtrToAddr
	OpIntToPtr
	OpBitCast
	OpAddrSpaceCast
	// Other.
	OpICmp
	OpFCmp
	OpPhi
	OpSelect
	OpFreeze
	OpCall
	OpVAArg
	OpLandingPad
	OpCatchPad
	OpCleanupPad
	// OpDbgRecord is a debug record (#dbg_value, #dbg_declare, #dbg_assign,
	// #dbg_label, ...), kept among the instructions it sits between.
	OpDbgRecord
	numOpcodes
)

var opcodeNames = [numOpcodes]string{
	OpInvalid: "<invalid>",
	OpRet:     "ret", OpBr: "br", OpSwitch: "switch", OpIndirectBr: "indirectbr", OpInvoke: "invoke",
	OpResume: "resume", OpUnreachable: "unreachable", OpCleanupRet: "cleanupret", OpCatchRet: "catchret",
	OpCatchSwitch: "catchswitch", OpCallBr: "callbr",
	OpFNeg: "fneg", OpAdd: "add", OpFAdd: "fadd", OpSub: "sub", OpFSub: "fsub", OpMul: "mul", OpFMul: "fmul",
	OpUDiv: "udiv", OpSDiv: "sdiv", OpFDiv: "fdiv", OpURem: "urem", OpSRem: "srem", OpFRem: "frem",
	OpShl: "shl", OpLShr: "lshr", OpAShr: "ashr", OpAnd: "and", OpOr: "or", OpXor: "xor",
	OpExtractElement: "extractelement", OpInsertElement: "insertelement", OpShuffleVector: "shufflevector",
	OpExtractValue: "extractvalue", OpInsertValue: "insertvalue",
	OpAlloca: "alloca", OpLoad: "load", OpStore: "store", OpFence: "fence", OpCmpXchg: "cmpxchg",
	OpAtomicRMW: "atomicrmw", OpGetElementPtr: "getelementptr",
	OpTrunc: "trunc", OpZExt: "zext", OpSExt: "sext", OpFPTrunc: "fptrunc", OpFPExt: "fpext",
	OpFPToUI: "fptoui", OpFPToSI: "fptosi", OpUIToFP: "uitofp", OpSIToFP: "sitofp",
	OpPtrToInt: "ptrtoint", OpPtrToAddr: "ptrtoaddr", OpIntToPtr: "inttoptr", OpBitCast: "bitcast",
	OpAddrSpaceCast: "addrspacecast",
	OpICmp:          "icmp", OpFCmp: "fcmp", OpPhi: "phi", OpSelect: "select", OpFreeze: "freeze", OpCall: "call",
	OpVAArg: "va_arg", OpLandingPad: "landingpad", OpCatchPad: "catchpad", OpCleanupPad: "cleanuppad",
	OpDbgRecord: "#dbg",
}

// String returns the opcode's keyword as written in IR.
func (op Opcode) String() string {
	if op < numOpcodes {
		return opcodeNames[op]
	}
	return "<invalid>"
}

// OpcodeByName returns the opcode for keyword s, or OpInvalid.
func OpcodeByName(s string) Opcode {
	if len(s) < 2 {
		return OpInvalid
	}
	for h := opcodeHash(s); ; h = (h + 1) % opcodeSlots {
		op := opcodeTable[h]
		if op == OpInvalid || opcodeNames[op] == s {
			return op
		}
	}
}

// opcodeSlots is the size of opcodeTable.
const opcodeSlots = 256

// opcodeHash mixes a keyword's length and first and last two bytes; the
// factors put every keyword in a slot of its own (TestOpcodeByName). The
// parser asks for every instruction twice (parse and decode): a map's
// string hashing showed in profiles.
func opcodeHash(s string) uint {
	n := len(s)
	return (uint(n)*37 + uint(s[0])*7 + uint(s[1])*31 + uint(s[n-1]) + uint(s[n-2])*5) % opcodeSlots
}

// opcodeTable maps opcodeHash to the opcode, by linear probing; empty
// slots hold OpInvalid.
var opcodeTable = func() (t [opcodeSlots]Opcode) {
	for op := OpRet; op < OpDbgRecord; op++ {
		h := opcodeHash(opcodeNames[op])
		for t[h] != OpInvalid {
			h = (h + 1) % opcodeSlots
		}
		t[h] = op
	}
	return t
}()

// IsTerminator reports whether op ends a basic block.
func (op Opcode) IsTerminator() bool { return op >= OpRet && op <= OpCallBr }

// IsBinary reports whether op is a binary arithmetic or logic operator.
func (op Opcode) IsBinary() bool { return op >= OpAdd && op <= OpXor }

// IsCast reports whether op is a conversion.
func (op Opcode) IsCast() bool { return op >= OpTrunc && op <= OpAddrSpaceCast }
