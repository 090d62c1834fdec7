package errprop

import "github.com/irmeta/irmeta/ast"

// Loop unrolling is done on the analysis model, never by LLVM: the function
// is cloned, and each top-level loop gets N copies of its body chained one
// after the other, as LLVM's UnrollLoop (Force, no runtime remainder) leaves
// it. The errors of the first copy are the ones written on the original
// instructions; exit phis see every copy that may leave the loop.

// clone copies f's blocks and instructions. vmap maps each instruction of f
// to its copy.
func cloneFunction(f *function) (*function, map[*inst]value) {
	c := &function{name: f.name, idx: f.idx, params: f.params, md: f.md, cloneOf: f}
	vmap := map[*inst]value{}
	bmap := map[*block]*block{}
	for _, b := range f.blocks {
		nb := &block{name: b.name, index: len(c.blocks)}
		bmap[b] = nb
		c.blocks = append(c.blocks, nb)
		for _, in := range b.insts {
			ni := *in
			ni.parent = nb
			nb.insts = append(nb.insts, &ni)
			vmap[in] = value{kind: vInst, inst: &ni, typ: in.typ}
		}
	}
	for _, b := range c.blocks {
		for _, in := range b.insts {
			remapInst(in, vmap, bmap)
		}
	}
	relink(c)
	return c, vmap
}

func remapValue(v value, vmap map[*inst]value) value {
	switch v.kind {
	case vInst:
		if r, ok := vmap[v.inst]; ok {
			if v.typ != nil {
				r.typ = v.typ
			}
			return r
		}
	case vCE:
		ce := *v.ce
		ce.ops = make([]value, len(v.ce.ops))
		for i, o := range v.ce.ops {
			ce.ops[i] = remapValue(o, vmap)
		}
		v.ce = &ce
	}
	return v
}

func remapInst(in *inst, vmap map[*inst]value, bmap map[*block]*block) {
	ops := make([]value, len(in.ops))
	for i, o := range in.ops {
		ops[i] = remapValue(o, vmap)
	}
	in.ops = ops
	in.callee = remapValue(in.callee, vmap)
	bs := make([]*block, len(in.blocks))
	for i, b := range in.blocks {
		if nb, ok := bmap[b]; ok {
			bs[i] = nb
		} else {
			bs[i] = b
		}
	}
	in.blocks = bs
}

// relink recomputes predecessor and successor lists from the terminators.
func relink(f *function) {
	for i, b := range f.blocks {
		b.preds, b.succs, b.index = nil, nil, i
	}
	for _, b := range f.blocks {
		if t := b.term(); t != nil {
			for _, s := range t.blocks {
				addEdge(b, s)
			}
		}
	}
}

// unrollCounts holds the options that decide how far loops are unrolled.
type unrollCounts struct {
	def, max int
}

// unrollFunction clones f and unrolls its top-level loops. It returns the
// clone and the map from f's instructions to their values in the clone.
func unrollFunction(f *function, opt unrollCounts) (*function, map[*inst]value) {
	c, vmap := cloneFunction(f)
	g := buildCFG(c)
	list := f.md.unrollList
	// Preorder numbering of all loops, for the function-level list.
	pre := map[*loop]int{}
	var walk func(l *loop)
	walk = func(l *loop) {
		pre[l] = len(pre)
		for _, s := range l.subs {
			walk(s)
		}
	}
	for _, l := range g.topLoops() {
		walk(l)
	}
	for _, l := range g.topLoops() {
		tc := tripCount(l)
		n := -1
		if t := l.header.term(); t != nil && t.md != nil && t.md.hasUnroll {
			n = t.md.unroll
		} else if i := pre[l]; i < len(list) && list[i] >= 0 {
			n = list[i]
		}
		switch {
		case n >= 0 && tc > 0 && n > tc:
			n = tc
		case n < 0 && tc > 0:
			n = tc
		case n < 0:
			n = opt.def
		}
		if n > opt.max {
			n = opt.max
		}
		if n < 2 && !(n == 1 && tc == 1) {
			continue
		}
		unrollLoop(c, l, n, tc, vmap)
		relink(c)
	}
	return c, vmap
}

// unrollLoop makes n copies of loop l's body. tc is the constant trip count
// or 0. vmap (original instruction to clone value) is updated where header
// phis disappear.
func unrollLoop(f *function, l *loop, n, tc int, vmap map[*inst]value) {
	h := l.header
	var pre *block
	for _, p := range h.preds {
		if !l.blocks[p] {
			if pre != nil {
				return // no unique preheader: UnrollLoop gives up
			}
			pre = p
		}
	}
	latches := l.latches()
	if pre == nil || len(latches) != 1 {
		return
	}
	latch := latches[0]
	if t := latch.term(); t == nil || (len(t.blocks) > 1 && !l.exiting(latch)) {
		return
	}
	full := tc > 0 && n == tc
	// With a known trip count only the copy in which the last iteration
	// falls keeps its exit (opt -loop-unroll -unroll-count=3 on a loop of
	// 10 iterations keeps the exit of the first copy only); otherwise every
	// copy may leave the loop.
	exitIn := func(k int) bool {
		if tc > 0 {
			return k == (tc-1)%n+1
		}
		return true
	}
	// Loop blocks in function order.
	var body []*block
	for _, b := range f.blocks {
		if l.blocks[b] {
			body = append(body, b)
		}
	}
	var headerPhis []*inst
	for _, in := range h.insts {
		if in.op == ast.OpPhi {
			headerPhis = append(headerPhis, in)
		}
	}
	incoming := func(phi *inst, from *block) value {
		for i, b := range phi.blocks {
			if b == from && i < len(phi.ops) {
				return phi.ops[i]
			}
		}
		return value{}
	}
	// copies[k] maps an instruction of copy 1 to its value in copy k+1.
	copies := make([]map[*inst]value, n)
	blocks := make([]map[*block]*block, n)
	copies[0] = map[*inst]value{}
	blocks[0] = map[*block]*block{}
	for _, b := range body {
		blocks[0][b] = b
		for _, in := range b.insts {
			copies[0][in] = value{kind: vInst, inst: in, typ: in.typ}
		}
	}
	var added []*block
	for k := 1; k < n; k++ {
		cm, bm := map[*inst]value{}, map[*block]*block{}
		copies[k], blocks[k] = cm, bm
		for _, b := range body {
			nb := &block{name: b.name}
			bm[b] = nb
			added = append(added, nb)
			for _, in := range b.insts {
				if b == h && in.op == ast.OpPhi {
					cm[in] = remapValue(incoming(in, latch), copies[k-1])
					continue
				}
				ni := *in
				ni.parent = nb
				nb.insts = append(nb.insts, &ni)
				cm[in] = value{kind: vInst, inst: &ni, typ: in.typ}
			}
		}
		for _, b := range body {
			for _, in := range bm[b].insts {
				remapInst(in, cm, bm)
			}
		}
	}
	// Rewire the terminators of every copy.
	for k := 0; k < n; k++ {
		for _, b := range body {
			t := blocks[k][b].term()
			if t == nil {
				continue
			}
			var keep []*block
			for _, s := range t.blocks {
				orig := s // copies were remapped with their own block map
				if k > 0 {
					for ob, cb := range blocks[k] {
						if cb == s {
							orig = ob
						}
					}
				}
				switch {
				case orig == h && b == latch:
					if k+1 < n {
						keep = append(keep, blocks[k+1][h])
					} else if !full {
						keep = append(keep, h)
					}
				case !l.blocks[orig]:
					if exitIn(k + 1) {
						keep = append(keep, orig)
					}
				default:
					keep = append(keep, blocks[k][orig])
				}
			}
			t.blocks = keep
		}
	}
	// Header phis of the first copy: gone when fully unrolled, else fed by
	// the last copy's latch.
	last := copies[n-1]
	for _, phi := range headerPhis {
		if full {
			rep := incoming(phi, pre)
			replaceUses(f, phi, rep)
			for o, v := range vmap {
				if v.kind == vInst && v.inst == phi {
					vmap[o] = rep
				}
			}
			continue
		}
		for i, b := range phi.blocks {
			if b == latch {
				phi.ops[i] = remapValue(phi.ops[i], last)
				phi.blocks[i] = blocks[n-1][latch]
			}
		}
	}
	if full {
		var rest []*inst
		for _, in := range h.insts {
			if in.op != ast.OpPhi {
				rest = append(rest, in)
			}
		}
		h.insts = rest
	}
	// Exit phis: one incoming value per copy that still leaves the loop.
	for _, b := range f.blocks {
		if l.blocks[b] {
			continue
		}
		for _, in := range b.insts {
			if in.op != ast.OpPhi {
				continue
			}
			var ops []value
			var bs []*block
			for i, from := range in.blocks {
				if i >= len(in.ops) {
					break
				}
				if !l.blocks[from] {
					ops, bs = append(ops, in.ops[i]), append(bs, from)
					continue
				}
				for k := 0; k < n; k++ {
					cb := blocks[k][from]
					if leaves(cb, b) {
						ops = append(ops, remapValue(in.ops[i], copies[k]))
						bs = append(bs, cb)
					}
				}
			}
			in.ops, in.blocks = ops, bs
		}
	}
	// Insert the copies after the loop's last block.
	lastIdx := 0
	for i, b := range f.blocks {
		if l.blocks[b] {
			lastIdx = i
		}
	}
	nb := append([]*block{}, f.blocks[:lastIdx+1]...)
	nb = append(nb, added...)
	f.blocks = append(nb, f.blocks[lastIdx+1:]...)
	inLoop := map[*block]bool{}
	for _, b := range body {
		inLoop[b] = true
	}
	for _, b := range added {
		inLoop[b] = true
	}
	relink(f)
	simplifyUnrolled(f, inLoop, vmap)
}

func leaves(from, to *block) bool {
	if t := from.term(); t != nil {
		for _, s := range t.blocks {
			if s == to {
				return true
			}
		}
	}
	return false
}

// replaceUses replaces every use of old in f by v.
func replaceUses(f *function, old *inst, v value) {
	for _, b := range f.blocks {
		for _, in := range b.insts {
			for i, o := range in.ops {
				if o.kind == vInst && o.inst == old {
					t := o.typ
					in.ops[i] = v
					if t != nil {
						in.ops[i].typ = t
					}
				}
			}
		}
	}
}

// tripCount is the constant number of header executions, as SCEV finds it
// for the simple induction variables of counted loops, or 0.
func tripCount(l *loop) int {
	var exiting []*block
	for b := range l.blocks {
		if l.exiting(b) {
			exiting = append(exiting, b)
		}
	}
	if len(exiting) != 1 {
		return 0
	}
	eb := exiting[0]
	t := eb.term()
	if t == nil || t.op != ast.OpBr || len(t.ops) != 1 || len(t.blocks) != 2 || t.ops[0].kind != vInst {
		return 0
	}
	cmp := t.ops[0].inst
	if cmp.op != ast.OpICmp || len(cmp.ops) != 2 {
		return 0
	}
	stayOnTrue := l.blocks[t.blocks[0]]
	// Find the induction phi and the step.
	a, b := cmp.ops[0], cmp.ops[1]
	pred := cmp.pred
	if a.kind == vInt {
		a, b = b, a
		pred = swapPred(pred)
	}
	if b.kind != vInt || a.kind != vInst {
		return 0
	}
	var phi *inst
	offset := int64(0) // compared value = iv + offset
	step := int64(0)
	x := a.inst
	if x.op == ast.OpAdd || x.op == ast.OpSub {
		if x.ops[0].kind == vInst && x.ops[0].inst.op == ast.OpPhi && x.ops[1].kind == vInt {
			offset = x.ops[1].ival
			if x.op == ast.OpSub {
				offset = -offset
			}
			x = x.ops[0].inst
		}
	}
	if x.op != ast.OpPhi || x.parent != l.header || len(x.ops) != 2 {
		return 0
	}
	phi = x
	var init int64
	haveInit, haveStep := false, false
	for i, from := range phi.blocks {
		v := phi.ops[i]
		if !l.blocks[from] {
			if v.kind != vInt {
				return 0
			}
			init, haveInit = v.ival, true
			continue
		}
		if v.kind != vInst {
			return 0
		}
		u := v.inst
		if (u.op == ast.OpAdd || u.op == ast.OpSub) && u.ops[0].kind == vInst && u.ops[0].inst == phi && u.ops[1].kind == vInt {
			step = u.ops[1].ival
			if u.op == ast.OpSub {
				step = -step
			}
			haveStep = true
		}
	}
	if !haveInit || !haveStep || step == 0 {
		return 0
	}
	bits := uint(64)
	if phi.typ != nil && phi.typ.Kind == ast.IntType && phi.typ.Bits < 64 {
		bits = uint(phi.typ.Bits)
	}
	iv := init
	for k := 1; k <= 1<<16; k++ {
		if evalPred(pred, wrap(iv+offset, bits), wrap(b.ival, bits), bits) != stayOnTrue {
			return k
		}
		iv += step
	}
	return 0
}

func wrap(v int64, bits uint) int64 {
	if bits >= 64 {
		return v
	}
	v &= (1 << bits) - 1
	return v
}

func signed(v int64, bits uint) int64 {
	if bits >= 64 {
		return v
	}
	if v&(1<<(bits-1)) != 0 {
		return v - (1 << bits)
	}
	return v
}

func evalPred(p string, a, b int64, bits uint) bool {
	ua, ub := uint64(a), uint64(b)
	sa, sb := signed(a, bits), signed(b, bits)
	switch p {
	case "eq":
		return a == b
	case "ne":
		return a != b
	case "slt":
		return sa < sb
	case "sle":
		return sa <= sb
	case "sgt":
		return sa > sb
	case "sge":
		return sa >= sb
	case "ult":
		return ua < ub
	case "ule":
		return ua <= ub
	case "ugt":
		return ua > ub
	case "uge":
		return ua >= ub
	}
	return false
}

func swapPred(p string) string {
	switch p {
	case "slt":
		return "sgt"
	case "sgt":
		return "slt"
	case "sle":
		return "sge"
	case "sge":
		return "sle"
	case "ult":
		return "ugt"
	case "ugt":
		return "ult"
	case "ule":
		return "uge"
	case "uge":
		return "ule"
	}
	return p
}
