package errprop

import "github.com/irmeta/irmeta/ast"

// After unrolling, LLVM folds constants, simplifies instructions and deletes
// dead ones in the loop's blocks (simplifyLoopAfterUnroll). The copied
// induction variables fold away and their instructions lose their errors,
// so the same is done here.

func simplifyUnrolled(f *function, blocks map[*block]bool, vmap map[*inst]value) {
	for round := 0; round < 64; round++ {
		changed := false
		repl := map[*inst]value{}
		resolve := func(v value) value {
			for i := 0; i < 64 && v.kind == vInst; i++ {
				r, ok := repl[v.inst]
				if !ok {
					break
				}
				if v.typ != nil {
					r.typ = v.typ
				}
				v = r
			}
			return v
		}
		for _, b := range f.blocks {
			if !blocks[b] {
				continue
			}
			for _, in := range b.insts {
				// Operands first, so chains fold in one round.
				for i, o := range in.ops {
					in.ops[i] = resolve(o)
				}
				if v, ok := simplifyInst(in); ok {
					repl[in] = v
					changed = true
				}
			}
		}
		if len(repl) > 0 {
			for _, b := range f.blocks {
				for _, in := range b.insts {
					for i, o := range in.ops {
						in.ops[i] = resolve(o)
					}
				}
			}
			for o, x := range vmap {
				if x.kind == vInst {
					if _, ok := repl[x.inst]; ok {
						vmap[o] = resolve(x)
					}
				}
			}
		}
		// Delete instructions nothing uses any more, and then those only
		// they used.
		uses := map[*inst]int{}
		for _, b := range f.blocks {
			for _, in := range b.insts {
				forOperands(in, func(x *inst) { uses[x]++ })
			}
		}
		dead := map[*inst]bool{}
		var work []*inst
		for _, b := range f.blocks {
			if blocks[b] {
				for _, in := range b.insts {
					if uses[in] == 0 && removable(in) {
						work = append(work, in)
					}
				}
			}
		}
		for len(work) > 0 {
			in := work[len(work)-1]
			work = work[:len(work)-1]
			if dead[in] {
				continue
			}
			dead[in] = true
			forOperands(in, func(x *inst) {
				uses[x]--
				if uses[x] == 0 && blocks[x.parent] && removable(x) && !dead[x] {
					work = append(work, x)
				}
			})
		}
		if len(dead) > 0 {
			changed = true
			for _, b := range f.blocks {
				if !blocks[b] {
					continue
				}
				keep := b.insts[:0:0]
				for _, in := range b.insts {
					if !dead[in] {
						keep = append(keep, in)
					}
				}
				b.insts = keep
			}
			for o, x := range vmap {
				if x.kind == vInst && dead[x.inst] {
					delete(vmap, o)
				}
			}
		}
		if !changed {
			return
		}
	}
}

// forOperands calls fn for each instruction in's operands refer to.
func forOperands(in *inst, fn func(*inst)) {
	var visit func(v value)
	visit = func(v value) {
		switch v.kind {
		case vInst:
			fn(v.inst)
		case vCE:
			for _, o := range v.ce.ops {
				visit(o)
			}
		}
	}
	for _, o := range in.ops {
		visit(o)
	}
	visit(in.callee)
}

// removable reports whether an unused instruction can go: no side effects.
func removable(in *inst) bool {
	if in.op.IsTerminator() {
		return false
	}
	switch in.op {
	case ast.OpStore, ast.OpCall, ast.OpInvoke, ast.OpFence, ast.OpAtomicRMW, ast.OpCmpXchg, ast.OpVAArg, ast.OpLandingPad, ast.OpDbgRecord, ast.OpCatchPad, ast.OpCleanupPad:
		return false
	}
	return true
}

func intBits(t *ast.Type) uint {
	if t != nil && t.Kind == ast.IntType && t.Bits > 0 && t.Bits <= 64 {
		return uint(t.Bits)
	}
	return 64
}

func intConst(n int64, t *ast.Type) value {
	bits := intBits(t)
	return value{kind: vInt, ival: signed(wrap(n, bits), bits), typ: t}
}

func isConstInt(v value, n int64) bool {
	return v.kind == vInt && signed(wrap(v.ival, intBits(v.typ)), intBits(v.typ)) == n
}

// simplifyInst returns the value in replaces in, when it folds.
func simplifyInst(in *inst) (value, bool) {
	ops := in.ops
	switch in.op {
	case ast.OpAdd, ast.OpSub, ast.OpMul, ast.OpShl, ast.OpLShr, ast.OpAShr, ast.OpAnd, ast.OpOr, ast.OpXor:
		if len(ops) != 2 || in.typ == nil || in.typ.Kind != ast.IntType {
			return value{}, false
		}
		a, b := ops[0], ops[1]
		bits := intBits(in.typ)
		if a.kind == vInt && b.kind == vInt {
			x, y := wrap(a.ival, bits), wrap(b.ival, bits)
			var r int64
			switch in.op {
			case ast.OpAdd:
				r = x + y
			case ast.OpSub:
				r = x - y
			case ast.OpMul:
				r = x * y
			case ast.OpShl:
				if uint64(y) >= uint64(bits) {
					return value{}, false
				}
				r = x << uint(y)
			case ast.OpLShr:
				if uint64(y) >= uint64(bits) {
					return value{}, false
				}
				r = int64(uint64(x) >> uint(y))
			case ast.OpAShr:
				if uint64(y) >= uint64(bits) {
					return value{}, false
				}
				r = signed(x, bits) >> uint(y)
			case ast.OpAnd:
				r = x & y
			case ast.OpOr:
				r = x | y
			case ast.OpXor:
				r = x ^ y
			}
			return intConst(r, in.typ), true
		}
		switch in.op {
		case ast.OpAdd, ast.OpOr, ast.OpXor:
			if isConstInt(b, 0) {
				return a, true
			}
			if isConstInt(a, 0) {
				return b, true
			}
		case ast.OpSub, ast.OpShl, ast.OpLShr, ast.OpAShr:
			if isConstInt(b, 0) {
				return a, true
			}
		case ast.OpMul:
			if isConstInt(b, 1) {
				return a, true
			}
			if isConstInt(a, 1) {
				return b, true
			}
			if isConstInt(a, 0) || isConstInt(b, 0) {
				return intConst(0, in.typ), true
			}
		case ast.OpAnd:
			if isConstInt(a, 0) || isConstInt(b, 0) {
				return intConst(0, in.typ), true
			}
			if isConstInt(b, -1) {
				return a, true
			}
		}
	case ast.OpICmp:
		if len(ops) == 2 && ops[0].kind == vInt && ops[1].kind == vInt {
			bits := intBits(ops[0].typ)
			r := evalPred(in.pred, wrap(ops[0].ival, bits), wrap(ops[1].ival, bits), bits)
			n := int64(0)
			if r {
				n = 1
			}
			return value{kind: vInt, ival: n, typ: in.typ}, true
		}
	case ast.OpSExt, ast.OpZExt, ast.OpTrunc:
		if len(ops) == 1 && ops[0].kind == vInt {
			bits := intBits(ops[0].typ)
			x := wrap(ops[0].ival, bits)
			if in.op == ast.OpSExt {
				x = signed(x, bits)
			}
			return intConst(x, in.typ), true
		}
	case ast.OpPhi:
		if len(ops) == 0 {
			return value{}, false
		}
		first := ops[0]
		for _, o := range ops[1:] {
			if !sameValue(o, first) {
				return value{}, false
			}
		}
		if first.kind == vInst && first.inst == in {
			return value{}, false
		}
		return first, true
	case ast.OpSelect:
		if len(ops) == 3 && ops[0].kind == vInt {
			if ops[0].ival&1 != 0 {
				return ops[1], true
			}
			return ops[2], true
		}
	}
	return value{}, false
}

func sameValue(a, b value) bool {
	if a.kind != b.kind {
		return false
	}
	if k := a.key(); k != nil {
		return k == b.key()
	}
	return a.kind == vInt && a.ival == b.ival
}
