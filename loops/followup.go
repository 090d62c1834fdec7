package loops

import (
	"strings"

	"github.com/irmeta/irmeta/md"
)

// Role names one of the loops a transformation produces.
type Role string

// The roles, named as the followup attributes name them
// (llvm.loop.<transformation>.followup_<role>).
const (
	Unrolled       Role = "unrolled"        // unroll: the unrolled loop
	Remainder      Role = "remainder"       // unroll: the runtime remainder loop
	Vectorized     Role = "vectorized"      // vectorize: the vector loop
	Epilogue       Role = "epilogue"        // vectorize: the scalar epilogue
	Outer          Role = "outer"           // unroll-and-jam: the unrolled outer loop
	Inner          Role = "inner"           // unroll-and-jam: the jammed inner loop
	RemainderOuter Role = "remainder_outer" // unroll-and-jam: the outer remainder loop
	RemainderInner Role = "remainder_inner" // unroll-and-jam: the inner loops of the remainder
	Coincident     Role = "coincident"      // distribute: loops without loop-carried dependences
	Sequential     Role = "sequential"      // distribute: the loop with them
	Fallback       Role = "fallback"        // distribute: the unversioned fallback loop
)

// Roles lists the loops each transformation produces.
var Roles = map[Transform][]Role{
	Unroll:       {Unrolled, Remainder},
	Vectorize:    {Vectorized, Epilogue},
	UnrollAndJam: {Outer, Inner, RemainderOuter, RemainderInner},
	Distribute:   {Coincident, Sequential, Fallback},
}

// FollowupAttr returns the name of the followup attribute for role r of
// transformation t, or for every produced loop when r is "all".
func FollowupAttr(t Transform, r Role) string {
	return "llvm.loop." + t.String() + ".followup_" + string(r)
}

// FollowupKind tells what makeFollowupLoopID decided.
type FollowupKind uint8

// The outcomes of MakeFollowup.
const (
	// NoFollowup: no followup attribute exists (LLVM's None); the pass
	// then chooses the loop's attributes itself.
	NoFollowup FollowupKind = iota
	// KeepID: the original ID is reused unchanged.
	KeepID
	// NoID: nothing is left; the loop gets no llvm.loop at all.
	NoID
	// NewID: a new distinct, self-referential ID with Ops.
	NewID
)

// An Op is one operand (after the self-reference) of a loop ID a
// transformation makes: an operand of an existing ID, or an attribute the
// transformation creates (Name, with an optional Value).
type Op struct {
	Existing md.Metadata
	Name     string
	Value    md.Metadata
}

// AttrName returns the attribute's name, or "" for operands that are not
// attributes (DILocations).
func (o Op) AttrName() string {
	if o.Existing == nil {
		return o.Name
	}
	name, _, _ := attrName(o.Existing)
	return name
}

// String renders the operand in LLVM syntax.
func (o Op) String() string {
	if o.Existing != nil {
		if n, ok := o.Existing.(*md.Node); ok && n.ID < 0 {
			return md.Format(n)
		}
		return o.Existing.String()
	}
	if o.Value == nil {
		return "!{" + md.NewString(o.Name).String() + "}"
	}
	return "!{" + md.NewString(o.Name).String() + ", " + o.Value.String() + "}"
}

// A LoopID describes the loop ID a produced loop ends up with.
type LoopID struct {
	Kind FollowupKind
	// Keep is the node kept for KeepID.
	Keep *md.Node
	// Ops are the operands after the self-reference, for NewID.
	Ops []Op
}

// Attrs returns the operands after the self-reference of the resulting ID
// (nil for NoID and NoFollowup).
func (id LoopID) Attrs() []Op {
	switch id.Kind {
	case KeepID:
		return existing(id.Keep)
	case NewID:
		return id.Ops
	}
	return nil
}

// String renders the ID: "distinct !{self, ...}", "!N" for a kept node,
// "none" for NoID and "(pass decides)" for NoFollowup.
func (id LoopID) String() string {
	switch id.Kind {
	case KeepID:
		return id.Keep.String() + " (kept)"
	case NoID:
		return "none"
	case NoFollowup:
		return "(pass decides)"
	}
	var b strings.Builder
	b.WriteString("distinct !{self")
	for _, o := range id.Ops {
		b.WriteString(", ")
		b.WriteString(o.String())
	}
	b.WriteString("}")
	return b.String()
}

func existing(n *md.Node) []Op {
	if n == nil || n.NumOperands() == 0 {
		return nil
	}
	ops := make([]Op, 0, n.NumOperands()-1)
	for _, m := range n.Operands()[1:] {
		ops = append(ops, Op{Existing: m})
	}
	return ops
}

// attr finds the first attribute called name among the ID's operands.
func (id LoopID) attr(name string) []md.Metadata {
	switch id.Kind {
	case KeepID:
		return nodeSource{id.Keep}.attr(name)
	case NewID:
		for _, o := range id.Ops {
			if o.Existing != nil {
				if s, n, ok := attrName(o.Existing); ok && s == name {
					return n.Operands()
				}
				continue
			}
			if o.Name == name {
				if o.Value == nil {
					return []md.Metadata{md.NewString(o.Name)}
				}
				return []md.Metadata{md.NewString(o.Name), o.Value}
			}
		}
	}
	return nil
}

// MakeFollowup is LLVM's makeFollowupLoopID(orig, names, inheritExcept,
// alwaysNew): the attributes of orig whose names do not start with
// inheritExcept (none when inheritExcept is ""), then the operands of each
// followup attribute found among names, in that order. Without any
// followup and without alwaysNew the result is NoFollowup; unchanged
// attributes give KeepID; no attributes give NoID.
func MakeFollowup(orig *md.Node, names []string, inheritExcept string, alwaysNew bool) LoopID {
	return makeFollowup(Keep(orig), names, inheritExcept, alwaysNew)
}

// makeFollowup is MakeFollowup for a loop whose current ID is cur (which a
// transformation may have made).
func makeFollowup(cur LoopID, names []string, inheritExcept string, alwaysNew bool) LoopID {
	if cur.Kind != KeepID && cur.Kind != NewID {
		if alwaysNew {
			return LoopID{Kind: NoID}
		}
		return LoopID{Kind: NoFollowup}
	}
	attrs := cur.Attrs()
	var ops []Op
	changed := false
	if inheritExcept != "" {
		for _, op := range attrs {
			keep := false
			if op.Existing != nil {
				keep = inherit(op.Existing, inheritExcept)
			} else {
				keep = !strings.HasPrefix(op.Name, inheritExcept)
			}
			if keep {
				ops = append(ops, op)
			} else {
				changed = true
			}
		}
	} else {
		changed = len(attrs) > 0
	}
	found := false
	for _, name := range names {
		f := cur.attr(name)
		if f == nil {
			continue
		}
		found = true
		for _, op := range f[1:] {
			ops = append(ops, Op{Existing: op})
			changed = true
		}
	}
	switch {
	case !alwaysNew && !found:
		return LoopID{Kind: NoFollowup}
	case !alwaysNew && !changed:
		return cur
	case len(ops) == 0:
		return LoopID{Kind: NoID}
	}
	return LoopID{Kind: NewID, Ops: ops}
}

// inherit reports whether makeFollowupLoopID keeps an attribute: malformed
// ones are kept, named ones unless the name starts with the prefix.
func inherit(op md.Metadata, except string) bool {
	n, ok := op.(*md.Node)
	if !ok || n.NumOperands() == 0 {
		return true
	}
	s, ok := n.Operand(0).(*md.String)
	if !ok {
		return true
	}
	return !strings.HasPrefix(s.Value, except)
}

// PostTransform is LLVM's makePostTransformationMetadata applied to a loop
// whose ID is cur: its operands except attributes whose names start with
// one of removePrefixes, then add. The result is always a new ID.
func PostTransform(cur LoopID, removePrefixes []string, add ...Op) LoopID {
	var ops []Op
	for _, op := range cur.Attrs() {
		name := op.AttrName()
		drop := false
		for _, p := range removePrefixes {
			drop = drop || (name != "" && strings.HasPrefix(name, p))
		}
		if !drop {
			ops = append(ops, op)
		}
	}
	return LoopID{Kind: NewID, Ops: append(ops, add...)}
}

// Keep returns the LoopID of a loop that keeps node id (NoID for nil).
func Keep(id *md.Node) LoopID {
	if id == nil {
		return LoopID{Kind: NoID}
	}
	return LoopID{Kind: KeepID, Keep: id}
}

// AlreadyUnrolled is Loop::setLoopAlreadyUnrolled: every llvm.loop.unroll.*
// attribute removed and llvm.loop.unroll.disable added.
func AlreadyUnrolled(cur LoopID) LoopID {
	return PostTransform(cur, []string{"llvm.loop.unroll."}, Op{Name: "llvm.loop.unroll.disable"})
}

// AlreadyVectorized is LoopVectorizeHints::setAlreadyVectorized: every
// llvm.loop.vectorize.* and llvm.loop.interleave.* attribute removed and
// !{!"llvm.loop.isvectorized", i32 1} added.
func AlreadyVectorized(cur LoopID) LoopID {
	return PostTransform(cur, []string{"llvm.loop.vectorize.", "llvm.loop.interleave."},
		Op{Name: "llvm.loop.isvectorized", Value: md.NewInt(32, 1)})
}

// RuntimeUnrollDisabled is the vectorizer's AddRuntimeUnrollDisableMetaData:
// llvm.loop.unroll.runtime.disable appended, unless the ID's last node
// operand is an attribute whose name starts with llvm.loop.unroll.disable
// (LLVM's loop overwrites its answer at every node operand, so only the
// last one counts).
func RuntimeUnrollDisabled(cur LoopID) LoopID {
	ops := cur.Attrs()
	isUnroll := false
	for _, op := range ops {
		if op.Existing != nil {
			if _, ok := op.Existing.(*md.Node); !ok {
				continue
			}
		}
		isUnroll = strings.HasPrefix(op.AttrName(), "llvm.loop.unroll.disable")
	}
	if isUnroll {
		return cur
	}
	return LoopID{Kind: NewID, Ops: append(append([]Op(nil), ops...), Op{Name: "llvm.loop.unroll.runtime.disable"})}
}
