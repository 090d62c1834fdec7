package bitcode

import (
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/parser"
)

// Atomic orderings and read-modify-write operations as the bitcode
// numbers them (LLVMBitCodes.h).
var (
	orderingCodes = map[string]uint64{"unordered": 1, "monotonic": 2, "acquire": 3, "release": 4, "acq_rel": 5,
		"seq_cst": 6}
	rmwCodes = map[string]uint64{"xchg": 0, "add": 1, "sub": 2, "and": 3, "nand": 4, "or": 5, "xor": 6, "max": 7,
		"min": 8, "umax": 9, "umin": 10, "fadd": 11, "fsub": 12, "fmax": 13, "fmin": 14, "uinc_wrap": 15,
		"udec_wrap": 16, "usub_cond": 17, "usub_sat": 18, "fmaximum": 19, "fminimum": 20}
)

// atomicFlags reads an atomic instruction's flags: volatile, weak, the
// sync scope (system: 1, "singlethread": 0; other named scopes are not
// written) and its orderings in order.
type atomicFlags struct {
	volatile, weak, atomic bool
	scope                  uint64
	orderings              []uint64
	rmw                    string
}

func (e *encoder) readAtomic(ins *ast.Instruction) atomicFlags {
	a := atomicFlags{scope: 1}
	for _, f := range ins.Flags {
		switch {
		case f == "volatile":
			a.volatile = true
		case f == "weak":
			a.weak = true
		case f == "atomic":
			a.atomic = true
		case strings.HasPrefix(f, "syncscope"):
			a.scope = e.syncScope(f)
		default:
			if o, ok := orderingCodes[f]; ok {
				a.orderings = append(a.orderings, o)
			} else if _, ok := rmwCodes[f]; ok && ins.Op == ast.OpAtomicRMW && a.rmw == "" {
				a.rmw = f
			} else {
				unsupported("instruction flag", "%s on %s", f, ins.Op)
			}
		}
	}
	return a
}

// storeSize is the store size of t in bytes, the alignment llvm-as gives
// cmpxchg and atomicrmw written without one.
func (e *encoder) storeSize(t *ast.Type) uint64 {
	switch t.Kind {
	case ast.IntType:
		return (uint64(t.Bits) + 7) / 8
	case ast.FloatType:
		if b := e.scalarBits(t); b != 0 {
			return b / 8
		}
	case ast.PointerType:
		return e.abiAlign(t) // pointer size equals its alignment in the layouts LLVM tests use
	}
	unsupported("implicit alignment", "of %s", t)
	return 0
}

// atomic encodes load/store atomic, cmpxchg, atomicrmw and fence.
func (fs *fnState) atomic(ins *ast.Instruction) rec {
	e := fs.e
	ops := ins.Operands
	a := e.readAtomic(ins)
	var r []uint64
	switch ins.Op {
	case ast.OpLoad:
		if len(a.orderings) != 1 || ins.Align == 0 {
			unsupported("atomic load", "")
		}
		r = fs.relTyped(r, &ops[0])
		return rec{41, append(r, e.types.ref(ins.Type), encodeAlign(ins.Align), b2u(a.volatile), a.orderings[0], a.scope)}
	case ast.OpStore:
		if len(a.orderings) != 1 || ins.Align == 0 {
			unsupported("atomic store", "")
		}
		r = fs.relTyped(r, &ops[1])
		r = fs.relTyped(r, &ops[0])
		return rec{45, append(r, encodeAlign(ins.Align), b2u(a.volatile), a.orderings[0], a.scope)}
	case ast.OpCmpXchg:
		if len(a.orderings) != 2 || len(ops) != 3 {
			unsupported("cmpxchg", "")
		}
		al := ins.Align
		if al == 0 {
			al = e.storeSize(ops[1].Type)
		}
		r = fs.relTyped(r, &ops[0])
		r = fs.relTyped(r, &ops[1])
		r = append(r, fs.rel(ops[2].Type, &ops[2].Value))
		return rec{46, append(r, b2u(a.volatile), a.orderings[0], a.scope, a.orderings[1], b2u(a.weak), encodeAlign(al))}
	case ast.OpAtomicRMW:
		if len(a.orderings) != 1 || len(ops) != 2 || a.rmw == "" {
			unsupported("atomicrmw", "")
		}
		al := ins.Align
		if al == 0 {
			al = e.storeSize(ops[1].Type)
		}
		r = fs.relTyped(r, &ops[0])
		r = fs.relTyped(r, &ops[1])
		return rec{59, append(r, rmwCodes[a.rmw], b2u(a.volatile), a.orderings[0], a.scope, encodeAlign(al))}
	case ast.OpFence:
		if len(a.orderings) != 1 {
			unsupported("fence", "")
		}
		return rec{36, []uint64{a.orderings[0], a.scope}}
	}
	unsupported("instruction", "%s", ins.Op)
	return rec{}
}

func isAtomic(ins *ast.Instruction) bool {
	switch ins.Op {
	case ast.OpCmpXchg, ast.OpAtomicRMW, ast.OpFence:
		return true
	case ast.OpLoad, ast.OpStore:
		for _, f := range ins.Flags {
			if f == "atomic" {
				return true
			}
		}
	}
	return false
}

// syncScope numbers the scope of a syncscope("name") flag as LLVM's
// context does: singlethread 0, the system scope ("") 1, other names from
// 2 in order of first use, which the SYNC_SCOPE_NAMES block lists.
func (e *encoder) syncScope(flag string) uint64 {
	open, end := strings.IndexByte(flag, '('), strings.LastIndexByte(flag, ')')
	if open < 0 || end < open {
		unsupported("sync scope", "%s", flag)
	}
	name := parser.Unquote([]byte(strings.TrimSpace(flag[open+1 : end])))
	switch name {
	case "singlethread":
		return 0
	case "":
		return 1
	}
	for i, s := range e.syncScopes {
		if s == name {
			return uint64(i + 2)
		}
	}
	e.syncScopes = append(e.syncScopes, name)
	return uint64(len(e.syncScopes) + 1)
}
