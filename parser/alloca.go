package parser

import "github.com/irmeta/irmeta/ast"

// IsAllocaBase reports whether val, a value of the function whose
// instructions d decodes, is an alloca once pointer casts are stripped
// (bitcast, addrspacecast, getelementptr with all-zero indices), as LLVM's
// lifetime-marker rules look through them. inst gives the index of the
// instruction defining a local name; a name it does not know (an argument)
// is no alloca.
func (d *Decoder) IsAllocaBase(val ast.Value, inst func(name string) (int, bool)) bool {
	_, ok := d.AllocaBase(val, inst)
	return ok
}

// AllocaBase is IsAllocaBase that also gives the alloca's instruction
// index, for the upgrades that remake a call on the stripped pointer.
func (d *Decoder) AllocaBase(val ast.Value, inst func(name string) (int, bool)) (int, bool) {
	for depth := 0; depth <= 64; depth++ {
		if val.Kind != ast.LocalRef {
			return 0, false
		}
		k, ok := inst(val.Name)
		if !ok {
			return 0, false
		}
		in, err := d.Inst(k)
		if err != nil {
			return 0, false
		}
		switch in.Op {
		case ast.OpAlloca:
			return k, true
		case ast.OpBitCast, ast.OpAddrSpaceCast:
			next, found := ast.Value{}, false
			for _, op := range in.Operands {
				if op.Value.Text != "" {
					next, found = op.Value, true
					break
				}
			}
			if !found {
				return 0, false
			}
			val = next
		case ast.OpGetElementPtr:
			ops := in.Operands
			if len(ops) > 0 && ops[0].Value.Text == "" {
				ops = ops[1:] // the source element type's place
			}
			if len(ops) == 0 {
				return 0, false
			}
			for _, idx := range ops[1:] {
				if idx.Value.Kind != ast.IntConst || idx.Value.Text != "0" {
					return 0, false
				}
			}
			val = ops[0].Value
		default:
			return 0, false
		}
	}
	return 0, false
}
