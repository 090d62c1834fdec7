package modflags

import (
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/token"
)

// A Conflict is an error or warning found while merging flags. The texts
// are llvm-link's.
type Conflict struct {
	Severity check.Severity
	Msg      string
	// Pos locates the source flag involved, when known.
	Pos token.Position
}

// MergeOptions select the linker's rules.
type MergeOptions struct {
	// LLVM is the release whose llvm-link is reproduced (zero: the
	// default, newest). From LLVM 15 behavior 8 (Min) merges (the smaller
	// value wins, Min may meet Warning, a Min flag missing from one module
	// becomes 0); newer releases also upgrade more flags on load, make
	// Append results distinct and word some messages differently: see the
	// ModFlag rows of llvmver.
	LLVM llvmver.Version
	// KeepGlobalRefs keeps references to functions and globals inside
	// flag values (CG Profile triples). llvm-link links module flags
	// before any global value, so it maps such references to null and
	// makes the nodes holding them distinct; by default Merge does the
	// same, to give llvm-link's result.
	KeepGlobalRefs bool
}

// Merge links the flags of src into dst as the IRLinker of LLVM
// opt.LLVM does (linkModuleFlagsMetadata), dstID and srcID naming the
// modules in messages. Both modules' flags are taken as that release's
// loader leaves them (see Upgrade). It returns every conflict, not only the
// first, and reports inputs that make llvm-link crash (Max with a
// non-integer, Append with a non-node) as errors. The merged list replaces
// dst's !llvm.module.flags.
func Merge(dst *md.Graph, dstID string, src *md.Graph, srcID string, opt MergeOptions) []Conflict {
	srcList := src.Named(NamedList)
	if srcList == nil {
		return nil
	}
	// The source as LLVM has it after loading (flag upgrades applied),
	// mapped into the destination as llvm-link maps it.
	srcNodes, origins := upgradeList(dst, srcList.Nodes, opt.LLVM)
	if !opt.KeepGlobalRefs {
		for i, n := range srcNodes {
			if c, ok := nullGlobalRefs(dst, n).(*md.Node); ok {
				srcNodes[i] = c
			}
		}

	}
	var out []*md.Node
	if l := dst.Named(NamedList); l != nil {
		out = append(out, l.Nodes...)
	}
	if len(out) == 0 {
		// An empty destination takes the source's flags as they are,
		// without any check.
		out = append(out, srcNodes...)
		dst.SetNamed(NamedList, out)
		return nil
	}
	m := &merger{dst: dst, dstID: dstID, srcID: srcID, opt: opt, v: opt.LLVM, index: map[string]int{}, requires: map[*md.Node]bool{}, origin: map[*md.Node]*md.Node{}, seenMin: map[string]bool{}}
	// srcNodes[i] came from origins[i] (nil for flags the upgrade added).
	for i, n := range srcNodes {
		if origins[i] != nil {
			m.origin[n] = origins[i]
		}
	}
	for i, n := range out {
		f, ok := m.decode(n)
		if !ok {
			continue
		}
		if f.Behavior == Min && m.minMerges() {
			m.mins = append(m.mins, i)
		}
		if f.Behavior == Require {
			if pair, ok := f.Value.(*md.Node); ok {
				m.requires[pair] = true
			}
			continue
		}
		if _, dup := m.index[f.ID]; !dup {
			m.index[f.ID] = i
		}
	}
	m.out = out
	for _, sn := range srcNodes {
		m.link(sn)
	}
	m.zeroMissingMins()
	m.checkRequirements()
	dst.SetNamed(NamedList, m.out)
	// Malformed inputs (which llvm-link does not check) come after the
	// linker's own conflicts.
	return append(m.conflicts, m.malformed...)
}

type merger struct {
	dst          *md.Graph
	dstID, srcID string
	opt          MergeOptions
	v            llvmver.Version
	out          []*md.Node
	// mins are the indices in out of Min flags; seenMin the IDs the source
	// has (LLVM's Mins and SeenMin): a Min flag one module lacks becomes 0.
	mins      []int
	seenMin   map[string]bool
	index     map[string]int // flag ID -> index in out
	requires  map[*md.Node]bool
	origin    map[*md.Node]*md.Node // source node of each linked flag, for positions
	conflicts []Conflict
	malformed []Conflict
}

func (m *merger) errorf(at *md.Node, msg string) {
	m.conflicts = append(m.conflicts, Conflict{Severity: check.Error, Msg: msg, Pos: m.pos(at)})
}

func (m *merger) warnf(at *md.Node, msg string) {
	m.conflicts = append(m.conflicts, Conflict{Severity: check.Warning, Msg: msg, Pos: m.pos(at)})
}

// pos locates a flag in its source module when it came from one.
func (m *merger) pos(n *md.Node) token.Position {
	if o, ok := m.origin[n]; ok {
		return o.Pos()
	}
	return n.Pos()
}

// link merges one source flag.
func (m *merger) link(srcNode *md.Node) {
	f, ok := m.decode(srcNode)
	if !ok {
		m.malformed = append(m.malformed, Conflict{Severity: check.Error, Msg: "malformed module flag in '" + m.srcID + "' (see irmeta verify)", Pos: m.pos(srcNode)})
		return
	}
	prefix := "linking module flags '" + f.ID + "': "
	m.seenMin[f.ID] = true
	if f.Behavior == Require {
		imported := m.importNode(srcNode)
		pair, _ := m.decode(imported)
		if p, ok := pair.Value.(*md.Node); ok && !m.requires[p] {
			m.requires[p] = true
			m.out = append(m.out, imported)
		}
		return
	}
	di, ok := m.index[f.ID]
	if !ok {
		if f.Behavior == Min && m.minMerges() {
			m.mins = append(m.mins, len(m.out))
			delete(m.seenMin, f.ID)
		}
		m.index[f.ID] = len(m.out)
		m.out = append(m.out, m.importNode(srcNode))
		return
	}
	d, _ := m.decode(m.out[di])
	srcValue := m.dst.Import(f.Value)
	if d.Behavior == Override {
		if f.Behavior == Override && !sameMetadata(srcValue, d.Value) {
			m.errorf(srcNode, prefix+"IDs have conflicting override values in '"+m.srcID+"' and '"+m.dstID+"'")
		}
		return
	}
	if f.Behavior == Override {
		m.out[di] = m.importNode(srcNode)
		return
	}
	if f.Behavior != d.Behavior && !pairOf(f.Behavior, d.Behavior, Max, Warning) && !(m.minMerges() && pairOf(f.Behavior, d.Behavior, Min, Warning)) {
		m.errorf(srcNode, prefix+"IDs have conflicting behaviors in '"+m.srcID+"' and '"+m.dstID+"'")
		return
	}
	differ := !sameMetadata(srcValue, d.Value)
	if (f.Behavior == Warning || d.Behavior == Warning) && differ {
		m.warnf(srcNode, prefix+"IDs have conflicting values ('"+md.FormatOperand(srcValue)+"' from "+m.srcID+" with '"+md.FormatOperand(d.Value)+"' from "+m.dstID+")")
	}
	if f.Behavior == Max || d.Behavior == Max || m.minMerges() && (f.Behavior == Min || d.Behavior == Min) {
		sv, sok := zext(srcValue)
		dv, dok := zext(d.Value)
		if !sok || !dok {
			// llvm-link 14 crashes here; the verifier rejects such a flag.
			m.errorf(srcNode, prefix+"behavior "+f.Behavior.String()+" needs integer values on both sides")
			return
		}
		isMax := f.Behavior == Max || d.Behavior == Max
		behavior, value := d.Behavior, d.Value
		if f.Behavior == Max || f.Behavior == Min {
			behavior = f.Behavior
		}
		if isMax && sv > dv || !isMax && sv < dv {
			value = srcValue
		}
		m.out[di] = m.dst.NewTuple(md.NewInt(32, int64(behavior)), md.NewString(f.ID), value)
		return
	}
	switch d.Behavior {
	case Error:
		if differ && m.v.Has(llvmver.ModFlagErrorValuesMessage) {
			m.errorf(srcNode, prefix+"IDs have conflicting values: '"+md.FormatOperand(srcValue)+"' from "+m.srcID+", and '"+md.FormatOperand(d.Value)+"' from "+m.dstID)
		} else if differ {
			m.errorf(srcNode, prefix+"IDs have conflicting values in '"+m.srcID+"' and '"+m.dstID+"'")
		}
	case Warning:
		// The destination's value stays.
	case Append, AppendUnique:
		dn, dok := d.Value.(*md.Node)
		sn, sok := srcValue.(*md.Node)
		if !dok || !sok || dn == nil || sn == nil {
			// llvm-link 14 crashes here; the verifier rejects such a flag.
			m.errorf(srcNode, prefix+"behavior "+f.Behavior.String()+" needs metadata nodes on both sides")
			return
		}
		ops := append([]md.Metadata(nil), dn.Operands()...)
		if d.Behavior == Append {
			ops = append(ops, sn.Operands()...)
		} else {
			for _, op := range sn.Operands() {
				dup := false
				for _, have := range ops {
					if sameMetadata(op, have) {
						dup = true
						break
					}
				}
				if !dup {
					ops = append(ops, op)
				}
			}
		}
		if m.v.Has(llvmver.ModFlagAppendDistinct) {
			// Newer linkers make the flag and its value distinct and
			// extend the value in place.
			m.out[di] = m.dst.NewDistinctTuple(md.NewInt(32, int64(d.Behavior)), md.NewString(f.ID), m.dst.NewDistinctTuple(ops...))
			return
		}
		m.out[di] = m.dst.NewTuple(md.NewInt(32, int64(d.Behavior)), md.NewString(f.ID), m.dst.NewTuple(ops...))
	}
}

// minMerges reports whether behavior 8 (Min) exists in the release
// linked for.
func (m *merger) minMerges() bool { return m.v.Has(llvmver.ModFlagMinBehavior) }

// zeroMissingMins sets to 0 every Min flag of the result whose ID the
// source did not have, or that only the source had (LLVM's SeenMin logic:
// a flag missing from one module counts as 0).
func (m *merger) zeroMissingMins() {
	if !m.v.Has(llvmver.ModFlagMinMissingIsZero) {
		return
	}
	for _, i := range m.mins {
		f, ok := m.decode(m.out[i])
		if !ok || m.seenMin[f.ID] {
			continue
		}
		m.out[i] = m.dst.NewTuple(m.out[i].Operand(0), md.NewString(f.ID), withInt(f.Value, 0))
	}
}

// checkRequirements checks every Require pair against the merged flags.
func (m *merger) checkRequirements() {
	for _, n := range m.out {
		f, ok := m.decode(n)
		if !ok || f.Behavior != Require {
			continue
		}
		pair, ok := f.Value.(*md.Node)
		if !ok || pair == nil || pair.NumOperands() == 0 {
			continue
		}
		id, ok := pair.Operand(0).(*md.String)
		if !ok {
			continue
		}
		// A "pair" without a value (which the verifier rejects) fails like
		// a wrong value, as in llvm-link.
		di, found := m.index[id.Value]
		if found && pair.NumOperands() == 2 {
			if d, ok := m.decode(m.out[di]); ok && sameMetadata(d.Value, pair.Operand(1)) {
				continue
			}
		}
		m.errorf(n, "linking module flags '"+id.Value+"': does not have the required value")
	}
}

// decode decodes a flag with the load-time upgrade of the release applied.
func (m *merger) decode(n *md.Node) (Flag, bool) {
	f, ok := decode(n)
	if ok {
		f, _ = upgradeFlag(f, m.v, m.arm(n))
	}
	return f, ok
}

// arm reports whether the module that holds flag n targets ARM or AArch64.
func (m *merger) arm(n *md.Node) bool {
	return n != nil && n.Graph() != nil && armTriple(n.Graph().Module.Triple)
}

// importNode copies a flag node into dst, applying the load-time upgrade.
func (m *merger) importNode(n *md.Node) *md.Node {
	if f, ok := decode(n); ok {
		if u, changed := upgradeFlag(f, m.v, m.arm(n)); changed {
			return m.dst.NewTuple(withInt(n.Operand(0), int64(u.Behavior)), md.NewString(u.ID), m.dst.Import(u.Value))
		}
	}
	c, _ := m.dst.Import(n).(*md.Node)
	return c
}

func pairOf(a, b, x, y Behavior) bool { return a == x && b == y || a == y && b == x }

// zext returns an integer constant zero-extended from its width, as
// APInt::getZExtValue does.
func zext(m md.Metadata) (uint64, bool) {
	v, ok := m.(*md.Value)
	if !ok || v.Type == nil || v.Type.Kind != ast.IntType {
		return 0, false
	}
	i, ok := v.Int()
	if !ok {
		return 0, false
	}
	u := uint64(i)
	if v.Type.Bits > 0 && v.Type.Bits < 64 {
		u &= 1<<v.Type.Bits - 1
	}
	return u, true
}

// nullGlobalRefs returns m with references to global values replaced by
// null; nodes that change are rebuilt distinct, as llvm-link's value
// mapping leaves them.
func nullGlobalRefs(dst *md.Graph, m md.Metadata) md.Metadata {
	switch v := m.(type) {
	case *md.Value:
		if v.Kind == ast.GlobalRef || v.Kind == ast.ConstExpr && strings.Contains(v.Text, "@") {
			return nil
		}
	case *md.Node:
		if v == nil || v.Kind != md.Tuple {
			return m
		}
		ops := v.Operands()
		changed := false
		mapped := make([]md.Metadata, len(ops))
		for i, op := range ops {
			if c, ok := op.(*md.Node); ok && c == v {
				mapped[i] = op
				continue
			}
			mapped[i] = nullGlobalRefs(dst, op)
			if mapped[i] != op {
				changed = true
			}
		}
		if !changed {
			return m
		}
		nulled := false
		for i, op := range ops {
			if _, wasValue := op.(*md.Value); wasValue && mapped[i] == nil {
				nulled = true
			}
		}
		if nulled {
			return dst.NewDistinctTuple(mapped...)
		}
		return dst.NewTuple(mapped...)
	}
	return m
}
