package verifier

import (
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// The funclet rules of LLVM's verifier (visitEHPadPredecessors for
// catchpads, cleanuppads and catchswitches, visitFuncletPadInst's unwind
// destinations, verifySiblingFuncletUnwinds) read a function's pads as a
// tree: each pad names its parent pad ("within %p", or none), and the
// instructions that use a pad's token (cleanupret, catchret, nested
// pads, invokes and calls with a "funclet" bundle) say where control goes
// when an exception leaves it. A pad is named here by its instruction's
// index in Module.Insts.

const (
	padNone    = -1 // ConstantTokenNone: no parent pad, or the caller
	padInvalid = -2 // a value that is no pad
)

// funclets is a function's pad tree, built when a rule first asks.
type funclets struct {
	fn int
	// parent maps each catchswitch, catchpad and cleanuppad to its parent
	// pad.
	parent map[int]int
	// users lists, for each pad, the instructions that use its token, in
	// LLVM's use-list order (the last written first).
	users map[int][]int
	// siblings holds, in the order they were met, the pads whose unwind
	// edge goes to a sibling pad, with the terminator that takes it (see
	// verifySiblingFuncletUnwinds).
	siblings []siblingUnwind
}

type siblingUnwind struct{ pad, term int }

// funclets returns the pad tree of the function visited.
func (v *verifier) funclets() *funclets {
	if f := v.fs.eh; f != nil && f.fn == v.fs.fn {
		return f
	}
	m := v.m
	fn := &m.Functions[v.fs.fn]
	f := &funclets{fn: v.fs.fn, parent: map[int]int{}, users: map[int][]int{}}
	first, end := fn.Blocks[0].FirstInst, fn.Blocks[len(fn.Blocks)-1].FirstInst+fn.Blocks[len(fn.Blocks)-1].NumInsts
	for i := int(end) - 1; i >= int(first); i-- {
		if used := v.padUsedBy(i); used >= 0 {
			f.users[used] = append(f.users[used], i)
		}
		switch m.Insts[i].Op {
		case ast.OpCatchSwitch, ast.OpCatchPad, ast.OpCleanupPad:
			f.parent[i] = v.padOf(v.wordAfter(i, "within"))
		}
	}
	v.fs.eh = f
	return f
}

// padOf returns the pad that the local value name is (padNone for
// "none", padInvalid for a value that is no pad).
func (v *verifier) padOf(name string) int {
	if name == "none" {
		return padNone
	}
	d, ok := v.fs.defs[name]
	if !ok {
		return padInvalid
	}
	switch v.m.Insts[d.inst].Op {
	case ast.OpCatchSwitch, ast.OpCatchPad, ast.OpCleanupPad:
		return int(d.inst)
	}
	return padInvalid
}

// padUsedBy returns the pad whose token instruction i uses as a funclet
// rule reads it, or -1.
func (v *verifier) padUsedBy(i int) int {
	switch v.m.Insts[i].Op {
	case ast.OpCleanupRet, ast.OpCatchRet:
		return max(v.padOf(v.wordAfter(i, "from")), -1)
	case ast.OpCatchSwitch, ast.OpCatchPad, ast.OpCleanupPad:
		return max(v.padOf(v.wordAfter(i, "within")), -1)
	case ast.OpInvoke, ast.OpCall:
		if p := v.funcletBundlePad(i); p >= 0 {
			return p
		}
	}
	return -1
}

// funcletBundlePad returns the pad named by call or invoke i's funclet
// bundle: padNone without one.
func (v *verifier) funcletBundlePad(i int) int {
	if !v.hasBundle(i, "funclet") {
		return padNone
	}
	for _, b := range v.bundles(i) {
		if b.tag == "funclet" && len(b.ops) > 0 {
			return v.padOf(localValue(opValue(b.ops[0])).Name)
		}
	}
	return padNone
}

// parentPad is getParentPad: the parent of pad p (padInvalid for a value
// that is no pad).
func (f *funclets) parentPad(p int) int {
	if q, ok := f.parent[p]; ok {
		return q
	}
	return padInvalid
}

// unwindDest returns the block that terminator i unwinds to, or -1 when
// it unwinds to the caller (or is no unwinding terminator).
func (v *verifier) unwindDest(i int) int {
	succ := v.dec.Successors(i, nil)
	var name string
	switch v.m.Insts[i].Op {
	case ast.OpInvoke:
		if len(succ) == 2 {
			name = succ[1]
		}
	case ast.OpCleanupRet:
		if len(succ) == 1 {
			name = succ[0]
		}
	case ast.OpCatchSwitch:
		if v.catchSwitchUnwinds(i) && len(succ) > 0 {
			name = succ[len(succ)-1]
		}
	}
	if b, ok := v.fs.blocks[name]; ok && name != "" {
		return int(b)
	}
	return -1
}

// catchSwitchUnwinds reports whether catchswitch i unwinds to a block
// (not "unwind to caller").
func (v *verifier) catchSwitchUnwinds(i int) bool {
	return v.wordAfter(i, "unwind") == "label"
}

// unwindPad returns the first non-phi instruction of block b when it is an
// EH pad (its index), or padInvalid.
func (v *verifier) unwindPad(b int) int {
	k := v.firstNonPHI(b)
	if k < 0 || !isEHPad(v.m.Insts[k].Op) {
		return padInvalid
	}
	return k
}

// padPreds is visitEHPadPredecessors for catchpad, cleanuppad or
// catchswitch i in block b (the entry-block rule is checked before).
func (v *verifier) padPreds(b int32, i int) string {
	f := v.funclets()
	cfg := v.fs.cfg
	if v.m.Insts[i].Op == ast.OpCatchPad {
		cs := f.parentPad(i)
		if cs < 0 || v.m.Insts[cs].Op != ast.OpCatchSwitch {
			return ""
		}
		csBlock := v.blockOfInst(cs)
		for _, p := range cfg.Preds[b] {
			if p != csBlock {
				return "Block containg CatchPadInst must be jumped to only by its catchswitch."
			}
		}
		if v.unwindDest(cs) == int(b) {
			return "Catchswitch cannot unwind to one of its catchpads"
		}
		return ""
	}
	toParent := f.parentPad(i)
	for _, p := range cfg.Preds[b] {
		t := v.terminator(p)
		if t < 0 {
			continue
		}
		var from int
		switch v.m.Insts[t].Op {
		case ast.OpInvoke:
			succ := v.dec.Successors(t, nil)
			if len(succ) != 2 || v.fs.blocks[succ[1]] != b || v.fs.blocks[succ[0]] == b {
				return "EH pad must be jumped to via an unwind edge"
			}
			if v.ver.Has(llvmver.EHPadNoThrowIntrinsicInvokes) && v.noThrowIntrinsic(v.findCallee(t)) {
				continue
			}
			from = v.funcletBundlePad(t)
		case ast.OpCleanupRet:
			from = v.padOf(v.wordAfter(t, "from"))
			if from == toParent {
				return "A cleanupret must exit its cleanup"
			}
		case ast.OpCatchSwitch:
			from = t
		default:
			return "EH pad must be jumped to via an unwind edge"
		}
		seen := map[int]bool{}
		for ; ; from = f.parentPad(from) {
			if from == i {
				return "EH pad cannot handle exceptions raised within it"
			}
			if from == toParent {
				break
			}
			if from == padNone {
				return "A single unwind edge may only enter one EH pad"
			}
			if seen[from] {
				return "EH pad jumps through a cycle of pads"
			}
			seen[from] = true
			if from == padInvalid {
				return "Parent pad must be catchpad/cleanuppad/catchswitch"
			}
		}
	}
	return ""
}

// catchSwitchSibling records, as visitCatchSwitchInst does, a
// catchswitch that unwinds to a pad of its own parent.
func (v *verifier) catchSwitchSibling(i int) {
	f := v.funclets()
	if d := v.unwindDest(i); d >= 0 {
		if pad := v.unwindPad(d); pad >= 0 && f.parentPad(pad) == f.parentPad(i) {
			f.siblings = append(f.siblings, siblingUnwind{i, i})
		}
	}
}

// funcletPadUnwinds is visitFuncletPadInst's rule for catchpad or
// cleanuppad fpi: every unwind edge that leaves it goes to one place, and
// a catchpad's goes where its catchswitch unwinds.
func (v *verifier) funcletPadUnwinds(fpi int) string {
	f := v.funclets()
	firstUser, firstUnwind := -1, 0
	worklist := []int{fpi}
	seen := map[int]bool{}
	for len(worklist) > 0 {
		cur := worklist[len(worklist)-1]
		worklist = worklist[:len(worklist)-1]
		if seen[cur] {
			return "FuncletPadInst must not be nested within itself"
		}
		seen[cur] = true
		unresolved := padInvalid
		for _, u := range f.users[cur] {
			var dest int
			switch v.m.Insts[u].Op {
			case ast.OpCleanupRet, ast.OpInvoke:
				dest = v.unwindDest(u)
			case ast.OpCatchSwitch:
				if !v.catchSwitchUnwinds(u) {
					continue
				}
				dest = v.unwindDest(u)
			case ast.OpCleanupPad:
				worklist = append(worklist, u)
				continue
			default:
				continue // calls, catchret, catchpads
			}
			var unwindPad int
			exits := false
			if dest >= 0 {
				unwindPad = v.unwindPad(dest)
				if unwindPad < 0 {
					continue
				}
				unwindParent := f.parentPad(unwindPad)
				if unwindParent == cur {
					continue
				}
				for exited := cur; ; {
					if exited == fpi {
						exits, unresolved = true, fpi
						break
					}
					exitedParent := f.parentPad(exited)
					if exitedParent == unwindParent {
						unresolved = exitedParent
						break
					}
					exited = exitedParent
					if exited < 0 {
						break
					}
				}
			} else {
				unwindPad, exits, unresolved = padNone, true, fpi
			}
			if exits {
				if firstUser >= 0 {
					if unwindPad != firstUnwind {
						return "Unwind edges out of a funclet pad must have the same unwind dest"
					}
				} else {
					firstUser, firstUnwind = u, unwindPad
					if v.m.Insts[fpi].Op == ast.OpCleanupPad && unwindPad >= 0 && f.parentPad(unwindPad) == f.parentPad(fpi) {
						f.siblings = append(f.siblings, siblingUnwind{fpi, u})
					}
				}
			}
			if cur != fpi {
				break
			}
		}
		if unresolved == padInvalid || cur == unresolved {
			continue
		}
		resolved := cur
		for len(worklist) > 0 {
			ancestor := f.parentPad(worklist[len(worklist)-1])
			for resolved != ancestor {
				parent := f.parentPad(resolved)
				if parent == unresolved || parent < 0 {
					break
				}
				resolved = parent
			}
			if resolved != ancestor {
				break
			}
			worklist = worklist[:len(worklist)-1]
		}
	}
	if firstUser >= 0 && v.m.Insts[fpi].Op == ast.OpCatchPad {
		if cs := f.parentPad(fpi); cs >= 0 && v.m.Insts[cs].Op == ast.OpCatchSwitch {
			switchPad := padNone
			if d := v.unwindDest(cs); d >= 0 {
				switchPad = v.unwindPad(d)
			}
			if switchPad != firstUnwind {
				return "Unwind edges out of a catch must have the same unwind dest as the parent catchswitch"
			}
		}
	}
	return ""
}

// siblingUnwinds is verifySiblingFuncletUnwinds, once the function is
// visited: sibling pads that unwind to one another make a cycle. It
// returns LLVM's message and the pad where the cycle was found, or "".
func (v *verifier) siblingUnwinds() (string, int) {
	f := v.fs.eh
	if f == nil || f.fn != v.fs.fn || len(f.siblings) == 0 {
		return "", 0
	}
	term := map[int]int{}
	for _, s := range f.siblings {
		if _, ok := term[s.pad]; !ok {
			term[s.pad] = s.term
		}
	}
	succ := func(t int) int {
		if d := v.unwindDest(t); d >= 0 {
			return v.firstNonPHI(d)
		}
		return padNone
	}
	visited := map[int]bool{}
	for _, s := range f.siblings {
		pred := s.pad
		if visited[pred] {
			continue
		}
		active := map[int]bool{pred: true}
		t := term[pred]
		for {
			next := succ(t)
			if active[next] {
				return "EH pads can't handle each other's exceptions", next
			}
			if visited[next] {
				break
			}
			visited[next] = true
			nt, ok := term[next]
			if !ok {
				break
			}
			t = nt
			active[next] = true
		}
	}
	return "", 0
}

// noThrowIntrinsic reports whether function f is an intrinsic that does
// not throw and that no pass turns into a call of a function (the ObjC
// runtime's, llvm.objc.*): an invoke of one raises nothing.
func (v *verifier) noThrowIntrinsic(f int) bool {
	if f < 0 {
		return false
	}
	name := v.m.Functions[f].Name
	return strings.HasPrefix(name, "@llvm.") && !strings.HasPrefix(name, "@llvm.objc.") && v.calleeFnAttr(f, "nounwind", "NoUnwind")
}
