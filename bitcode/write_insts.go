package bitcode

import (
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

var binopCodes = map[ast.Opcode]uint64{
	ast.OpAdd: 0, ast.OpFAdd: 0, ast.OpSub: 1, ast.OpFSub: 1, ast.OpMul: 2, ast.OpFMul: 2,
	ast.OpUDiv: 3, ast.OpSDiv: 4, ast.OpFDiv: 4, ast.OpURem: 5, ast.OpSRem: 6, ast.OpFRem: 6,
	ast.OpShl: 7, ast.OpLShr: 8, ast.OpAShr: 9, ast.OpAnd: 10, ast.OpOr: 11, ast.OpXor: 12,
}

var castCodes = map[ast.Opcode]uint64{
	ast.OpTrunc: 0, ast.OpZExt: 1, ast.OpSExt: 2, ast.OpFPToUI: 3, ast.OpFPToSI: 4, ast.OpUIToFP: 5,
	ast.OpSIToFP: 6, ast.OpFPTrunc: 7, ast.OpFPExt: 8, ast.OpPtrToInt: 9, ast.OpIntToPtr: 10,
	ast.OpBitCast: 11, ast.OpAddrSpaceCast: 12,
}

var cmpPreds = map[string]uint64{
	"false": 0, "oeq": 1, "ogt": 2, "oge": 3, "olt": 4, "ole": 5, "one": 6, "ord": 7, "uno": 8,
	"ueq": 9, "true": 15, "une": 14,
}

var icmpCodes = map[string]uint64{
	"eq": 32, "ne": 33, "ugt": 34, "uge": 35, "ult": 36, "ule": 37, "sgt": 38, "sge": 39, "slt": 40, "sle": 41,
}

var fcmpUnordered = map[string]uint64{"ugt": 10, "uge": 11, "ult": 12, "ule": 13}

var fmfBits = map[string]uint64{
	"nnan": 1 << 1, "ninf": 1 << 2, "nsz": 1 << 3, "arcp": 1 << 4, "contract": 1 << 5, "afn": 1 << 6, "reassoc": 1 << 7,
	"fast": 0xFE,
}

// fmf returns the fast-math flags among flags and the flags left.
func fmf(flags []string) (uint64, []string) {
	var v uint64
	var rest []string
	for _, f := range flags {
		if b, ok := fmfBits[f]; ok {
			v |= b
		} else {
			rest = append(rest, f)
		}
	}
	return v, rest
}

func noFlags(ins *ast.Instruction, flags []string) {
	if len(flags) > 0 {
		unsupported("instruction flag", "%s on %s", strings.Join(flags, " "), ins.Op)
	}
}

// align encodes an instruction's alignment; without one, llvm-as gives
// the ABI alignment of t (the loaded, stored or allocated type).
func (fs *fnState) align(ins *ast.Instruction, t *ast.Type) uint64 {
	if ins.Align == 0 {
		return encodeAlign(fs.e.abiAlign(t))
	}
	return encodeAlign(ins.Align)
}

// inst encodes one instruction.
func (fs *fnState) inst(ins *ast.Instruction, text string, k int) rec {
	e := fs.e
	ops := ins.Operands
	var r []uint64
	switch {
	case ins.Op.IsBinary():
		code := binopCodes[ins.Op]
		r = fs.relTyped(r, &ops[0])
		r = append(r, fs.rel(ops[1].Type, &ops[1].Value), code)
		var flags uint64
		fm, rest := fmf(ins.Flags)
		for _, f := range rest {
			switch f {
			case "disjoint":
				e.needFlag(llvmver.DisjointFlag, ins.Op)
				flags |= 1
			case "nuw", "exact":
				flags |= 1
			case "nsw":
				flags |= 2
			default:
				unsupported("instruction flag", "%s", f)
			}
		}
		flags |= fm
		if flags != 0 {
			r = append(r, flags)
		}
		return rec{2, r}
	case ins.Op.IsCast():
		code, ok := castCodes[ins.Op]
		if !ok {
			unsupported("instruction", "%s", ins.Op)
		}
		r = fs.relTyped(r, &ops[0])
		r = append(r, e.types.ref(ins.Type), code)
		var flags uint64
		for _, f := range ins.Flags {
			switch f {
			case "nneg":
				if ins.Op == ast.OpUIToFP {
					e.needFlag(llvmver.UIToFPNNeg, ins.Op)
				} else {
					e.needFlag(llvmver.NNegFlag, ins.Op)
				}
				flags |= 1
			case "nuw":
				e.needFlag(llvmver.TruncNoWrap, ins.Op)
				flags |= 1
			case "nsw":
				e.needFlag(llvmver.TruncNoWrap, ins.Op)
				flags |= 2
			default:
				unsupported("instruction flag", "%s", f)
			}
		}
		if flags != 0 {
			r = append(r, flags)
		}
		return rec{3, r}
	}
	if isAtomic(ins) {
		return fs.atomic(ins)
	}
	switch ins.Op {
	case ast.OpFNeg:
		r = fs.relTyped(r, &ops[0])
		r = append(r, 0)
		fm, rest := fmf(ins.Flags)
		noFlags(ins, rest)
		if fm != 0 {
			r = append(r, fm)
		}
		return rec{56, r}
	case ast.OpRet:
		if len(ops) == 0 {
			return rec{10, nil}
		}
		return rec{10, fs.relTyped(r, &ops[0])}
	case ast.OpBr:
		if len(ops) == 1 {
			return rec{11, []uint64{fs.bb(ops[0].Value.Name)}}
		}
		return rec{11, []uint64{fs.bb(ops[1].Value.Name), fs.bb(ops[2].Value.Name), fs.rel(ops[0].Type, &ops[0].Value)}}
	case ast.OpSwitch:
		r = []uint64{e.types.ref(ops[0].Type), fs.rel(ops[0].Type, &ops[0].Value), fs.bb(ops[1].Value.Name)}
		for c := 2; c+1 < len(ops); c += 2 {
			r = append(r, uint64(fs.valueID(ops[c].Type, &ops[c].Value)), fs.bb(ops[c+1].Value.Name))
		}
		return rec{12, r}
	case ast.OpUnreachable:
		return rec{15, nil}
	case ast.OpCleanupRet:
		r = []uint64{fs.rel(ops[0].Type, &ops[0].Value)}
		if len(ops) > 1 {
			r = append(r, fs.bb(ops[1].Value.Name))
		}
		return rec{48, r}
	case ast.OpCatchRet:
		return rec{49, []uint64{fs.rel(ops[0].Type, &ops[0].Value), fs.bb(ops[1].Value.Name)}}
	case ast.OpCatchSwitch:
		r = []uint64{fs.rel(ops[0].Type, &ops[0].Value)}
		// handlers, then the unwind label when it is not "to caller"
		handlers := ops[1:]
		unwind := strings.Contains(text[strings.LastIndex(text, "]"):], "label")
		if unwind {
			handlers = ops[1 : len(ops)-1]
		}
		r = append(r, uint64(len(handlers)))
		for _, h := range handlers {
			r = append(r, fs.bb(h.Value.Name))
		}
		if unwind {
			r = append(r, fs.bb(ops[len(ops)-1].Value.Name))
		}
		return rec{52, r}
	case ast.OpCatchPad, ast.OpCleanupPad:
		r = []uint64{fs.rel(ops[0].Type, &ops[0].Value), uint64(len(ops) - 1)}
		for k := 1; k < len(ops); k++ {
			r = fs.relTyped(r, &ops[k])
		}
		code := uint64(50)
		if ins.Op == ast.OpCleanupPad {
			code = 51
		}
		return rec{code, r}
	case ast.OpIndirectBr:
		r = []uint64{e.types.ref(ops[0].Type), fs.rel(ops[0].Type, &ops[0].Value)}
		for _, op := range ops[1:] {
			r = append(r, fs.bb(op.Value.Name))
		}
		return rec{31, r}
	case ast.OpPhi:
		fm, rest := fmf(ins.Flags)
		noFlags(ins, rest)
		r = []uint64{e.types.ref(ins.Type)}
		for c := 0; c+1 < len(ops); c += 2 {
			id := fs.valueID(ops[c].Type, &ops[c].Value)
			r = append(r, signedVBR(int64(fs.instID-id)), fs.bb(ops[c+1].Value.Name))
		}
		if fm != 0 {
			r = append(r, fm)
		}
		return rec{16, r}
	case ast.OpSelect:
		fm, rest := fmf(ins.Flags)
		noFlags(ins, rest)
		r = fs.relTyped(r, &ops[1])
		r = append(r, fs.rel(ops[2].Type, &ops[2].Value))
		r = fs.relTyped(r, &ops[0])
		if fm != 0 {
			r = append(r, fm)
		}
		return rec{29, r}
	case ast.OpICmp, ast.OpFCmp:
		fm, rest := fmf(ins.Flags)
		if ins.Op == ast.OpICmp && len(rest) == 2 && rest[0] == "samesign" {
			// the flags operand after the predicate: bit 0 (the fast-math
			// flags' place in fcmp)
			e.needFlag(llvmver.ICmpSameSign, ins.Op)
			fm, rest = 1, rest[1:]
		}
		if len(rest) != 1 {
			unsupported("instruction flag", "%s on %s", strings.Join(rest, " "), ins.Op)
		}
		var pred uint64
		var ok bool
		if ins.Op == ast.OpICmp {
			pred, ok = icmpCodes[rest[0]]
		} else if pred, ok = cmpPreds[rest[0]]; !ok {
			pred, ok = fcmpUnordered[rest[0]]
		}
		if !ok {
			unsupported("instruction flag", "%s", rest[0])
		}
		r = fs.relTyped(r, &ops[0])
		r = append(r, fs.rel(ops[1].Type, &ops[1].Value), pred)
		if fm != 0 {
			r = append(r, fm)
		}
		return rec{28, r}
	case ast.OpAlloca:
		var inalloca, swifterr uint64
		for _, f := range ins.Flags {
			switch f {
			case "inalloca":
				inalloca = 1
			case "swifterror":
				swifterr = 1
			default:
				unsupported("instruction flag", "%s", f)
			}
		}
		allocaAS := e.layout.AllocaAddrSpace()
		size := &ast.Operand{Type: intType(32), Value: ast.Value{Kind: ast.IntConst, Text: "1"}}
		if len(ops) > 1 {
			size = &ops[1]
		}
		a := encodeAlign(ins.Align)
		if ins.Align == 0 {
			a = encodeAlign(e.prefAlign(ops[0].Type))
		}
		rec := a&31 | inalloca<<5 | 1<<6 | swifterr<<7 | (a>>5)<<8
		e.types.id(&ast.Type{Kind: ast.PointerType, Elem: e.pointee(ops[0].Type)})
		r := rec19(e.types.ref(ops[0].Type), e.types.ref(size.Type), uint64(fs.valueID(size.Type, &size.Value)), rec)
		if as := uint64(ins.Type.AddrSpace); as != allocaAS && e.v.Has(llvmver.AllocaAddrSpaceRecord) {
			// the address space, when not the data layout's for allocas
			// (older releases drop it)
			r.ops = append(r.ops, as)
		}
		e.types.id(&ast.Type{Kind: ast.PointerType, AddrSpace: ins.Type.AddrSpace, Elem: e.pointee(ops[0].Type)})
		return r
	case ast.OpLoad:
		vol := uint64(0)
		for _, f := range ins.Flags {
			if f != "volatile" {
				unsupported("atomic load", "%s", f)
			}
			vol = 1
		}
		r = fs.relTyped(r, &ops[0])
		return rec{20, append(r, e.types.ref(ins.Type), fs.align(ins, ins.Type), vol)}
	case ast.OpStore:
		vol := uint64(0)
		for _, f := range ins.Flags {
			if f != "volatile" {
				unsupported("atomic store", "%s", f)
			}
			vol = 1
		}
		r = fs.relTyped(r, &ops[1])
		r = fs.relTyped(r, &ops[0])
		return rec{44, append(r, fs.align(ins, ops[0].Type), vol)}
	case ast.OpGetElementPtr:
		var g gepHead
		for _, f := range ins.Flags {
			switch f {
			case "inbounds":
				g.nw |= gepInbounds
			case "nusw":
				g.nw |= gepNUSW
			case "nuw":
				g.nw |= gepNUW
			default:
				unsupported("instruction flag", "%s", f)
			}
		}
		if strings.Contains(text, "inrange") {
			unsupported("instruction flag", "inrange")
		}
		// LLVM 14 reads the flags operand as inbounds or not: only
		// inbounds keeps its old value
		flags := g.nw
		if flags&^gepInbounds != 0 {
			flags = e.gepFlagBits(g, text)
		}
		r = []uint64{flags, e.types.ref(ops[0].Type)}
		for c := 1; c < len(ops); c++ {
			r = fs.relTyped(r, &ops[c])
		}
		return rec{43, r}
	case ast.OpExtractValue, ast.OpInsertValue:
		r = fs.relTyped(r, &ops[0])
		code := uint64(26)
		if ins.Op == ast.OpInsertValue {
			r = fs.relTyped(r, &ops[1])
			code = 27
		}
		return rec{code, append(r, ins.Indices...)}
	case ast.OpExtractElement:
		r = fs.relTyped(r, &ops[0])
		return rec{6, fs.relTyped(r, &ops[1])}
	case ast.OpInsertElement:
		r = fs.relTyped(r, &ops[0])
		r = append(r, fs.rel(ops[1].Type, &ops[1].Value))
		return rec{7, fs.relTyped(r, &ops[2])}
	case ast.OpShuffleVector:
		r = fs.relTyped(r, &ops[0])
		r = append(r, fs.rel(ops[1].Type, &ops[1].Value))
		return rec{8, append(r, fs.rel(ops[2].Type, &ops[2].Value))}
	case ast.OpFreeze:
		return rec{58, fs.relTyped(r, &ops[0])}
	case ast.OpVAArg:
		return rec{23, []uint64{e.types.ref(ops[0].Type), fs.rel(ops[0].Type, &ops[0].Value), e.types.ref(ins.Type)}}
	case ast.OpCall, ast.OpInvoke, ast.OpCallBr:
		return fs.call(ins, text, k)
	case ast.OpResume:
		return rec{39, fs.relTyped(r, &ops[0])}
	case ast.OpLandingPad:
		r = []uint64{e.types.ref(ins.Type), 0, 0}
		n := 0
		for _, f := range ins.Flags {
			switch f {
			case "cleanup":
				r[1] = 1
			case "catch", "filter":
				if n >= len(ops) {
					unsupported("landingpad", "clause")
				}
				r = append(r, map[string]uint64{"catch": 0, "filter": 1}[f])
				r = fs.relTyped(r, &ops[n])
				n++
			default:
				unsupported("instruction flag", "%s on landingpad", f)
			}
		}
		r[2] = uint64(n)
		return rec{47, r}
	case ast.OpDbgRecord:
		unsupported("metadata", "debug record #%s", ins.Record)
	}
	unsupported("instruction", "%s", ins.Op)
	return rec{}
}

func rec19(ty, opty, op, align uint64) rec { return rec{19, []uint64{ty, opty, op, align}} }

// needFlag refuses an instruction flag the release written has no
// encoding for: its llvm-as rejects the text, so no bitcode of that
// release holds it.
func (e *encoder) needFlag(c llvmver.Change, op ast.Opcode) {
	if !e.v.Has(c) {
		unsupported("instruction flag", "%s before %s (on %s)", c, c.Since(), op)
	}
}
