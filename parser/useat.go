package parser

import (
	"sort"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/token"
)

// A UseKind tells what a reference to a global value is to LLVM's parser.
type UseKind uint8

// The kinds of references UseAt tells apart.
const (
	// OtherUse is an operand or a constant's part: a use of the value.
	OtherUse UseKind = iota
	// CalleeUse is the callee of a call, invoke or callbr.
	CalleeUse
	// MetadataUse is inside metadata (a metadata definition, a metadata
	// argument, a debug record), which holds no use of the value.
	MetadataUse
)

// UseAt tells what the reference to global name at pos (as
// ast.Module.UndeclaredIntrinsics lists them) is and, for a callee, the
// function type of its call: the type written after the opcode, or the
// one the result and arguments make.
func (d *Decoder) UseAt(name string, pos token.Pos) (UseKind, *ast.Type) {
	m := d.m
	insts := m.Insts
	i := sort.Search(len(insts), func(k int) bool { return insts[k].End > pos })
	if i == len(insts) || insts[i].Start > pos {
		defs := m.MDDefs
		k := sort.Search(len(defs), func(k int) bool { return defs[k].End > pos })
		if k < len(defs) && defs[k].Start <= pos {
			return MetadataUse, nil
		}
		return OtherUse, nil // a global's initializer
	}
	switch insts[i].Op {
	case ast.OpDbgRecord:
		return MetadataUse, nil
	case ast.OpCall, ast.OpInvoke, ast.OpCallBr:
	default:
		return OtherUse, nil
	}
	ins, err := d.Inst(i)
	if err != nil || len(ins.Operands) == 0 {
		return OtherUse, nil
	}
	if c := &ins.Operands[0].Value; c.Kind != ast.GlobalRef || c.Name != name || c.Start != pos {
		for _, a := range ins.Operands[1:] {
			if a.Type != nil && a.Type.Kind == ast.MetadataType && a.Value.Start <= pos && pos < a.Value.End {
				return MetadataUse, nil
			}
		}
		return OtherUse, nil
	}
	return CalleeUse, ins.CallType()
}
