// Package loops reads and writes LLVM's loop transformation metadata: it
// finds each loop's llvm.loop ID (with its own CFG, dominator and natural
// loop analysis), decodes the loop attributes, computes LLVM's
// TransformationMode for each transformation, predicts the followup loop
// IDs a transformation attaches (makeFollowupLoopID and the passes' own
// additions), reports forced transformations left in a module with the
// messages of opt's transform-warning pass, and checks loop IDs for
// "irmeta verify".
package loops

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/md"
)

// Shape tells how an attribute's operands are laid out.
type Shape uint8

// Attribute shapes.
const (
	// FlagShape is just the name: !{!"llvm.loop.unroll.disable"}.
	FlagShape Shape = iota
	// BoolShape is the name with an optional integer (i1 true/false).
	BoolShape
	// IntShape is the name and one integer: !{!"...count", i32 4}.
	IntShape
	// FollowupShape is the name followed by attribute nodes.
	FollowupShape
	// NodesShape is the name followed by nodes (access groups).
	NodesShape
)

// A Known describes an attribute LLVM documents.
type Known struct {
	Name  string
	Shape Shape
	// Transform is the transformation the attribute belongs to, or
	// NoTransform.
	Transform Transform
	Doc       string
}

// KnownAttrs lists the loop attributes of LLVM's LangRef and
// TransformMetadata documents (LLVM 14, plus later additions marked so).
var KnownAttrs = []Known{
	{"llvm.loop.disable_nonforced", FlagShape, NoTransform, "disable every transformation that is not forced"},
	{"llvm.loop.mustprogress", FlagShape, NoTransform, "the loop must terminate, return, or make progress"},
	{"llvm.loop.isvectorized", BoolShape, Vectorize, "already vectorized (set by the vectorizer)"},
	{"llvm.loop.parallel_accesses", NodesShape, NoTransform, "accesses of these access groups carry no loop dependence"},
	{"llvm.loop.vectorize.enable", BoolShape, Vectorize, "vectorize (true forces it, false disables it)"},
	{"llvm.loop.vectorize.width", IntShape, Vectorize, "vectorization factor"},
	{"llvm.loop.vectorize.scalable.enable", BoolShape, Vectorize, "the width is scalable (vscale x width)"},
	{"llvm.loop.vectorize.predicate.enable", BoolShape, Vectorize, "fold the tail by predication"},
	{"llvm.loop.vectorize.followup_all", FollowupShape, Vectorize, "attributes of every loop the vectorizer makes"},
	{"llvm.loop.vectorize.followup_vectorized", FollowupShape, Vectorize, "attributes of the vector loop"},
	{"llvm.loop.vectorize.followup_epilogue", FollowupShape, Vectorize, "attributes of the scalar epilogue loop"},
	{"llvm.loop.interleave.count", IntShape, Vectorize, "interleave count"},
	{"llvm.loop.unroll.enable", FlagShape, Unroll, "unroll (forced)"},
	{"llvm.loop.unroll.disable", FlagShape, Unroll, "do not unroll"},
	{"llvm.loop.unroll.full", FlagShape, Unroll, "unroll fully (forced)"},
	{"llvm.loop.unroll.count", IntShape, Unroll, "unroll count (1 disables unrolling)"},
	{"llvm.loop.unroll.runtime.disable", FlagShape, Unroll, "no runtime unrolling"},
	{"llvm.loop.unroll.followup_all", FollowupShape, Unroll, "attributes of the unrolled and remainder loops"},
	{"llvm.loop.unroll.followup_unrolled", FollowupShape, Unroll, "attributes of the unrolled loop"},
	{"llvm.loop.unroll.followup_remainder", FollowupShape, Unroll, "attributes of the remainder loop"},
	{"llvm.loop.unroll_and_jam.enable", FlagShape, UnrollAndJam, "unroll-and-jam (forced)"},
	{"llvm.loop.unroll_and_jam.disable", FlagShape, UnrollAndJam, "do not unroll-and-jam"},
	{"llvm.loop.unroll_and_jam.count", IntShape, UnrollAndJam, "unroll-and-jam count (1 disables it)"},
	{"llvm.loop.unroll_and_jam.followup_all", FollowupShape, UnrollAndJam, "attributes of every loop unroll-and-jam makes"},
	{"llvm.loop.unroll_and_jam.followup_outer", FollowupShape, UnrollAndJam, "attributes of the unrolled outer loop"},
	{"llvm.loop.unroll_and_jam.followup_inner", FollowupShape, UnrollAndJam, "attributes of the jammed inner loop"},
	{"llvm.loop.unroll_and_jam.followup_remainder_outer", FollowupShape, UnrollAndJam, "attributes of the outer remainder loop"},
	{"llvm.loop.unroll_and_jam.followup_remainder_inner", FollowupShape, UnrollAndJam, "attributes of the inner remainder loops"},
	{"llvm.loop.distribute.enable", BoolShape, Distribute, "distribute (true forces it)"},
	{"llvm.loop.distribute.followup_all", FollowupShape, Distribute, "attributes of every loop distribution makes"},
	{"llvm.loop.distribute.followup_coincident", FollowupShape, Distribute, "attributes of the loops without loop-carried dependences"},
	{"llvm.loop.distribute.followup_sequential", FollowupShape, Distribute, "attributes of the loop with loop-carried dependences"},
	{"llvm.loop.distribute.followup_fallback", FollowupShape, Distribute, "attributes of the fallback (unversioned) loop"},
	{"llvm.loop.licm_versioning.disable", FlagShape, LICMVersioning, "no LICM versioning"},
	{"llvm.licm.disable", FlagShape, NoTransform, "no loop-invariant code motion"},
	{"llvm.loop.pipeline.disable", BoolShape, NoTransform, "no software pipelining"},
	{"llvm.loop.pipeline.initiationinterval", IntShape, NoTransform, "software pipelining initiation interval"},
	{"llvm.loop.unswitch.partial.disable", FlagShape, NoTransform, "no partial unswitching"},
	{"llvm.loop.unswitch.nontrivial.disable", FlagShape, NoTransform, "no non-trivial unswitching (LLVM 15+)"},
	{"llvm.loop.vectorize.vector_body", FlagShape, NoTransform, "a vectorized body (newer LLVM)"},
	{"llvm.loop.vectorize.scalar_remainder", FlagShape, NoTransform, "a scalar remainder (newer LLVM)"},
	{"llvm.loop.estimated_trip_count", IntShape, NoTransform, "estimated trip count (newer LLVM)"},
	{"llvm.loop.peeled.count", IntShape, Unroll, "iterations already peeled (set by loop peeling)"},
}

var knownByName = func() map[string]*Known {
	m := make(map[string]*Known, len(KnownAttrs))
	for i := range KnownAttrs {
		m[KnownAttrs[i].Name] = &KnownAttrs[i]
	}
	return m
}()

// Lookup returns the description of a documented attribute.
func Lookup(name string) (Known, bool) {
	k, ok := knownByName[name]
	if !ok {
		return Known{}, false
	}
	return *k, true
}

// An Attr is one attribute of a loop ID: a tuple whose first operand is
// its name.
type Attr struct {
	Name string
	Node *md.Node
	// Operand is the attribute's position in the loop ID.
	Operand int
}

// Value returns the attribute's first operand after the name, or nil
// (both for a flag attribute and for a null operand: see IsFlag and
// Values).
func (a Attr) Value() md.Metadata { return a.Node.Operand(1) }

// Values returns every operand after the name: one for
// !{!"llvm.loop.unroll.count", i32 4}, several for a followup list
// (!{!"llvm.loop.distribute.followup_all", !5, !6}), none for a flag
// attribute such as !{!"llvm.loop.mustprogress"}. A null operand is a nil
// element, so it is told apart from a flag.
func (a Attr) Values() []md.Metadata {
	ops := a.Node.Operands()
	if len(ops) <= 1 {
		return nil
	}
	return ops[1:]
}

// IsFlag reports whether the attribute is a flag: its name alone, no
// operand (llvm.loop.mustprogress, llvm.loop.unroll.disable).
func (a Attr) IsFlag() bool { return a.Node.NumOperands() == 1 }

// Attrs returns the attributes of loop ID id in order: the operands after
// the self-reference that are tuples named by a string. Other operands
// (DILocations giving the loop's source range, malformed entries) are
// left out, as LLVM's lookups skip them.
func Attrs(id *md.Node) []Attr {
	if id == nil {
		return nil
	}
	var out []Attr
	for i, op := range id.Operands() {
		if i == 0 {
			continue
		}
		if name, n, ok := attrName(op); ok {
			out = append(out, Attr{Name: name, Node: n, Operand: i})
		}
	}
	return out
}

// attrName returns the name of an attribute node.
func attrName(op md.Metadata) (string, *md.Node, bool) {
	n, ok := op.(*md.Node)
	if !ok || !isTuple(n) || n.NumOperands() < 1 {
		return "", nil, false
	}
	s, ok := n.Operand(0).(*md.String)
	if !ok {
		return "", nil, false
	}
	return s.Value, n, true
}

// FindAttr returns the first attribute of id called name, as LLVM's
// findOptionMDForLoopID.
func FindAttr(id *md.Node, name string) *md.Node {
	if id == nil {
		return nil
	}
	for i, op := range id.Operands() {
		if i == 0 {
			continue
		}
		if s, n, ok := attrName(op); ok && s == name {
			return n
		}
	}
	return nil
}

// intConst returns the integer of a ConstantInt operand and its width.
func intConst(m md.Metadata) (v int64, bits uint32, ok bool) {
	val, isVal := m.(*md.Value)
	if !isVal || val.Type == nil || val.Type.Kind != ast.IntType {
		return 0, 0, false
	}
	if val.Kind != ast.IntConst && val.Kind != ast.BoolConst {
		return 0, 0, false
	}
	v, ok = val.Int()
	return v, val.Type.Bits, ok
}

// sext and zext read an integer of the given width as APInt's getSExtValue
// and getZExtValue do.
func sext(v int64, bits uint32) int64 {
	if bits == 0 || bits >= 64 {
		return v
	}
	s := 64 - bits
	return v << s >> s
}

func zext(v int64, bits uint32) uint64 {
	if bits == 0 || bits >= 64 {
		return uint64(v)
	}
	return uint64(v) & (1<<bits - 1)
}

// A source is where attribute lookups read: a loop ID node, or the LoopID
// a transformation makes. attr returns the first attribute called name,
// its name included, or nil.
type source interface {
	attr(name string) []md.Metadata
}

type nodeSource struct{ n *md.Node }

func (s nodeSource) attr(name string) []md.Metadata {
	if n := FindAttr(s.n, name); n != nil {
		return n.Operands()
	}
	return nil
}

// OptionalBool reads a boolean attribute as getOptionalBoolLoopAttribute:
// a lone name is true, a ConstantInt operand is its (zero-extended) value.
// LLVM 14 reads other operands through an unchecked cast (Check reports
// them) and has no defined answer for more than two operands; its release
// build then reads the second one, and so does OptionalBool.
func OptionalBool(id *md.Node, name string) (value, present bool) {
	return optionalBool(nodeSource{id}, name)
}

func optionalBool(s source, name string) (value, present bool) {
	ops := s.attr(name)
	switch {
	case ops == nil:
		return false, false
	case len(ops) == 1:
		return true, true
	}
	if v, bits, ok := intConst(ops[1]); ok {
		return zext(v, bits) != 0, true
	}
	return true, true
}

// Bool reads a boolean attribute, false when absent (getBooleanLoopAttribute).
func Bool(id *md.Node, name string) bool {
	v, _ := OptionalBool(id, name)
	return v
}

func boolAttr(s source, name string) bool {
	v, _ := optionalBool(s, name)
	return v
}

// OptionalInt reads an integer attribute as getOptionalIntLoopAttribute:
// the sign-extended value of a ConstantInt second operand, truncated to a
// C int. Like OptionalBool, it reads the second operand of longer nodes as
// LLVM 14's release build does.
func OptionalInt(id *md.Node, name string) (int32, bool) {
	return optionalInt(nodeSource{id}, name)
}

func optionalInt(s source, name string) (int32, bool) {
	ops := s.attr(name)
	if len(ops) < 2 {
		return 0, false
	}
	v, bits, ok := intConst(ops[1])
	if !ok {
		return 0, false
	}
	return int32(sext(v, bits)), true
}

// load makes sure n's Kind and Name are decoded (the graph decodes nodes on
// first access to their contents) and returns n.
func load(n *md.Node) *md.Node {
	if n != nil {
		n.Operands()
	}
	return n
}

// isTuple reports whether n is a tuple !{...}.
func isTuple(n *md.Node) bool { return n != nil && load(n).Kind == md.Tuple }

// isSpecialized reports whether n is the specialized node !name(...).
func isSpecialized(n *md.Node, name string) bool {
	return n != nil && load(n).Kind == md.Specialized && n.Name == name
}
