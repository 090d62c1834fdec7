package errprop

import (
	"strings"

	"github.com/irmeta/irmeta/ast"
)

// A model of the MemorySSA queries TAFFO makes: each block starts with a
// memory phi when it has several predecessors, stores and calls define
// memory, and the clobber walker steps over definitions that cannot alias the
// loaded location, through phis whose paths all agree. Aliasing follows
// BasicAA's main rules: distinct identified objects, non-escaping allocas
// against anything else, and constant offsets into the same object.

type accKind uint8

const (
	accLOE accKind = iota // live on entry
	accDef                // a store or call
	accPhi                // a memory phi at the start of a block
)

type access struct {
	kind accKind
	inst *inst
	blk  *block
}

type memModel struct {
	mod     *module
	f       *function
	g       *cfg
	escapes map[any]bool // allocas and noalias arguments whose address escapes

	// Caches: the definition before each instruction (absent: the block's
	// entry state), each block's last definition and entry state, and the
	// decomposed form of pointers.
	prev    map[*inst]*inst
	last    map[*block]*inst
	entries map[*block]access
	decomp  map[*inst]decomposed
}

type decomposed struct {
	base  value
	off   int64
	known bool
}

func newMemModel(mod *module, f *function, g *cfg) *memModel {
	mm := &memModel{mod: mod, f: f, g: g, escapes: map[any]bool{},
		prev: map[*inst]*inst{}, last: map[*block]*inst{}, entries: map[*block]access{}, decomp: map[*inst]decomposed{}}
	for _, b := range f.blocks {
		var cur *inst
		for _, in := range b.insts {
			if cur != nil {
				mm.prev[in] = cur
			}
			if isMemDef(in) {
				cur = in
			}
		}
		if cur != nil {
			mm.last[b] = cur
		}
	}
	for _, b := range f.blocks {
		for _, in := range b.insts {
			switch in.op {
			case ast.OpStore:
				if len(in.ops) > 0 {
					mm.escape(in.ops[0])
				}
			case ast.OpCall, ast.OpInvoke, ast.OpRet, ast.OpPtrToInt:
				for _, o := range in.ops {
					mm.escape(o)
				}
			}
		}
	}
	return mm
}

func (mm *memModel) escape(v value) {
	if v.typ == nil || !v.typ.IsPointer() {
		if v.kind != vInst {
			return
		}
	}
	if base, _, _ := mm.decompose(v); (base.kind == vInst && base.inst.op == ast.OpAlloca) || base.kind == vArg {
		mm.escapes[base.key()] = true
	}
}

func isMemDef(in *inst) bool {
	switch in.op {
	case ast.OpStore, ast.OpFence, ast.OpAtomicRMW, ast.OpCmpXchg:
		return true
	case ast.OpCall, ast.OpInvoke:
		if in.callee.kind == vFunc && strings.HasPrefix(in.callee.fn.name, "@llvm.dbg.") {
			return false
		}
		return true
	}
	return false
}

func (mm *memModel) livePreds(b *block) []*block {
	var r []*block
	for _, p := range b.preds {
		if mm.g.reachable(p) {
			r = append(r, p)
		}
	}
	return r
}

func (mm *memModel) entryState(b *block) access {
	if a, ok := mm.entries[b]; ok {
		return a
	}
	var a access
	// Follow single-predecessor chains without recursion.
	chain := []*block{}
	x := b
	for {
		if c, ok := mm.entries[x]; ok {
			a = c
			break
		}
		if x == mm.f.entry() {
			a = access{kind: accLOE}
			break
		}
		ps := mm.livePreds(x)
		if len(ps) == 0 {
			a = access{kind: accLOE}
			break
		}
		if len(ps) > 1 {
			a = access{kind: accPhi, blk: x}
			break
		}
		chain = append(chain, x)
		p := ps[0]
		if d := mm.last[p]; d != nil {
			a = access{kind: accDef, inst: d}
			break
		}
		if len(chain) > len(mm.f.blocks) {
			a = access{kind: accLOE} // a cycle of single predecessors
			break
		}
		x = p
	}
	mm.entries[x] = a
	for _, c := range chain {
		mm.entries[c] = a
	}
	return a
}

func (mm *memModel) endState(b *block) access {
	if d := mm.last[b]; d != nil {
		return access{kind: accDef, inst: d}
	}
	return mm.entryState(b)
}

// before is the memory state just before in.
func (mm *memModel) before(in *inst) access {
	if d := mm.prev[in]; d != nil {
		return access{kind: accDef, inst: d}
	}
	return mm.entryState(in.parent)
}

// walkLimit is MemorySSA's memssa-check-limit: the walker examines at most
// this many definitions for one query, then takes the one it stands on as
// the clobber.
const walkLimit = 100

// clobber is the walker's getClobberingMemoryAccess for a load of ptr
// starting from the state a.
func (mm *memModel) clobber(ptr value, size int64, a access) access {
	budget := walkLimit
	return mm.clobberWith(ptr, size, a, &budget, 0)
}

func (mm *memModel) clobberWith(ptr value, size int64, a access, budget *int, depth int) access {
	for steps := 0; steps < 100000; steps++ {
		switch a.kind {
		case accLOE:
			return a
		case accDef:
			*budget--
			if *budget <= 0 || mm.mayClobber(a.inst, ptr, size) {
				return a
			}
			a = mm.before(a.inst)
		case accPhi:
			b := a.blk
			idom := mm.g.idom[b]
			if idom == nil || idom == b || depth > 64 {
				return a
			}
			target := mm.endState(idom)
			var found []access
			reached := false
			visited := map[*block]bool{b: true}
			var path func(x access)
			path = func(x access) {
				for {
					if x == target {
						reached = true
						return
					}
					switch x.kind {
					case accLOE:
						found = addAccess(found, x)
						return
					case accDef:
						*budget--
						if *budget <= 0 || mm.mayClobber(x.inst, ptr, size) {
							found = addAccess(found, x)
							return
						}
						x = mm.before(x.inst)
					case accPhi:
						if visited[x.blk] {
							return
						}
						visited[x.blk] = true
						for _, p := range mm.livePreds(x.blk) {
							path(mm.endState(p))
						}
						return
					}
				}
			}
			for _, p := range mm.livePreds(b) {
				path(mm.endState(p))
			}
			if len(found) == 0 {
				a = target
				continue
			}
			if reached {
				found = addAccess(found, mm.clobberWith(ptr, size, target, budget, depth+1))
			}
			if len(found) == 1 {
				return found[0]
			}
			return a
		}
	}
	return a
}

func addAccess(l []access, a access) []access {
	for _, x := range l {
		if x == a {
			return l
		}
	}
	return append(l, a)
}

func (mm *memModel) mayClobber(def *inst, ptr value, size int64) bool {
	switch def.op {
	case ast.OpStore:
		if len(def.ops) < 2 {
			return true
		}
		return mm.mayAlias(def.ops[1], mm.mod.size(def.ops[0].typ), ptr, size)
	case ast.OpCall, ast.OpInvoke:
		base, _, _ := mm.decompose(ptr)
		if mm.nonEscapingLocal(base) {
			return false
		}
		return true
	}
	return true
}

// decompose strips constant offsets and casts off a pointer.
func (mm *memModel) decompose(v value) (base value, off int64, known bool) {
	if v.kind == vInst {
		if d, ok := mm.decomp[v.inst]; ok {
			return d.base, d.off, d.known
		}
		base, off, known = mm.decomposeUncached(v)
		mm.decomp[v.inst] = decomposed{base, off, known}
		return base, off, known
	}
	return mm.decomposeUncached(v)
}

func (mm *memModel) decomposeUncached(v value) (base value, off int64, known bool) {
	known = true
	for i := 0; i < 64; i++ {
		switch {
		case v.kind == vInst && v.inst.op == ast.OpGetElementPtr && len(v.inst.ops) > 0:
			o, ok := mm.mod.gepOffset(v.inst.srcElem, v.inst.ops[1:])
			off += o
			known = known && ok
			v = v.inst.ops[0]
		case v.kind == vInst && (v.inst.op == ast.OpBitCast || v.inst.op == ast.OpAddrSpaceCast) && len(v.inst.ops) > 0:
			v = v.inst.ops[0]
		case v.kind == vCE && v.ce.op == "getelementptr" && len(v.ce.ops) > 0:
			o, ok := mm.mod.gepOffset(v.ce.srcElem, v.ce.ops[1:])
			off += o
			known = known && ok
			v = v.ce.ops[0]
		case v.kind == vCE && (v.ce.op == "bitcast" || v.ce.op == "addrspacecast") && len(v.ce.ops) > 0:
			v = v.ce.ops[0]
		default:
			return v, off, known
		}
	}
	return v, off, false
}

func (mm *memModel) identified(v value) bool {
	switch v.kind {
	case vGlobal:
		return true
	case vArg:
		return v.arg.noalias
	case vInst:
		return v.inst.op == ast.OpAlloca
	}
	return false
}

// nonEscapingLocal is an alloca or a noalias argument whose address the
// function never lets out: nothing else can point into it.
func (mm *memModel) nonEscapingLocal(v value) bool {
	switch {
	case v.kind == vInst && v.inst.op == ast.OpAlloca:
		return !mm.escapes[v.inst]
	case v.kind == vArg && v.arg.noalias:
		return !mm.escapes[v.arg]
	}
	return false
}

func sameBase(a, b value) bool {
	ka, kb := a.key(), b.key()
	return ka != nil && ka == kb
}

func (mm *memModel) mayAlias(p value, ps int64, q value, qs int64) bool {
	bp, op, kp := mm.decompose(p)
	bq, oq, kq := mm.decompose(q)
	if sameBase(bp, bq) {
		if kp && kq && ps > 0 && qs > 0 && (op+ps <= oq || oq+qs <= op) {
			return false
		}
		return true
	}
	if bp.key() == nil || bq.key() == nil {
		return !(mm.nonEscapingLocal(bp) || mm.nonEscapingLocal(bq))
	}
	if mm.identified(bp) && mm.identified(bq) {
		return false
	}
	if mm.nonEscapingLocal(bp) || mm.nonEscapingLocal(bq) {
		return false
	}
	// An identified local object against an argument.
	if (bp.kind == vArg && isLocalIdentified(bq)) || (bq.kind == vArg && isLocalIdentified(bp)) {
		return false
	}
	return true
}

func isLocalIdentified(v value) bool {
	return (v.kind == vInst && v.inst.op == ast.OpAlloca) || (v.kind == vArg && v.arg.noalias)
}

// definingValues is TAFFO's getDefiningValues for a load: the stores (or
// origin pointers) that may have written the loaded value.
func (mm *memModel) definingValues(ld *inst) []value {
	if len(ld.ops) == 0 {
		return nil
	}
	ptr := ld.ops[0]
	start := mm.clobber(ptr, mm.mod.size(ld.typ), mm.before(ld))
	var res []value
	visited := map[access]bool{}
	var expand func(a access)
	expand = func(a access) {
		if visited[a] {
			return
		}
		visited[a] = true
		switch a.kind {
		case accLOE:
			res = append(res, mm.origin(ptr, 0))
		case accDef:
			if a.inst.op == ast.OpCall || a.inst.op == ast.OpInvoke {
				res = append(res, mm.origin(ptr, 0))
			} else {
				res = append(res, value{kind: vInst, inst: a.inst})
			}
		case accPhi:
			for _, p := range mm.livePreds(a.blk) {
				expand(mm.endState(p))
			}
		}
	}
	expand(start)
	return res
}

// origin is getOriginPointer: the argument, alloca or global a pointer
// comes from, or an invalid value.
func (mm *memModel) origin(p value, depth int) value {
	if depth > 64 {
		return value{}
	}
	switch p.kind {
	case vArg, vGlobal:
		return p
	case vInst:
		in := p.inst
		switch in.op {
		case ast.OpAlloca:
			return p
		case ast.OpGetElementPtr, ast.OpBitCast:
			if len(in.ops) > 0 {
				return mm.origin(in.ops[0], depth+1)
			}
		case ast.OpLoad:
			if len(in.ops) == 0 {
				return value{}
			}
			c := mm.clobber(in.ops[0], mm.mod.size(in.typ), mm.before(in))
			if c.kind == accDef && c.inst.op == ast.OpStore && len(c.inst.ops) > 0 {
				return mm.origin(c.inst.ops[0], depth+1)
			}
			return mm.origin(in.ops[0], depth+1)
		}
	}
	return value{}
}
