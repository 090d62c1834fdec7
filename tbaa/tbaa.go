// Package tbaa reads type-based alias analysis metadata (!tbaa) as typed
// access tags and type descriptors, and answers MayAlias with the rules of
// LLVM 22's TypeBasedAliasAnalysis.
//
// Both forms LLVM knows are read: the struct-path form clang emits
// (!{!"int", !omnipotent_char, i64 0} scalar types, struct types listing
// member type/offset pairs, and !{base, access, offset} tags) and the
// size-aware "new" form (type nodes !{parent, size, !"id", ...}, tags
// !{base, access, offset, size}). Scalar tags of the oldest form
// (!{!"int", !root}) are upgraded as LLVM upgrades them on reading.
//
//	a := g.Attachment(md.Inst(i), "tbaa")
//	b := g.Attachment(md.Inst(j), "tbaa")
//	if tbaa.MayAlias(a, b) { ... }
package tbaa

import (
	"errors"
	"fmt"

	"github.com/irmeta/irmeta/md"
)

// A Tag is an access tag: the !tbaa attachment of a load, store or call.
type Tag struct {
	// Node is the attached node.
	Node *md.Node
	// BaseType is the type of the object accessed through the path and
	// AccessType the scalar (or, in the new form, any) type of the access.
	BaseType, AccessType *md.Node
	// Offset is the offset of the access within BaseType, in bytes.
	Offset uint64
	// Size is the access size in the new form; ^0 in the struct-path form.
	Size uint64
	// Immutable marks accesses to memory that is never modified.
	Immutable bool
	// NewFormat is set for size-aware tags.
	NewFormat bool
	// Upgraded is set for a scalar tag of the oldest form, read as LLVM
	// upgrades it: !{N, N, i64 0}.
	Upgraded bool
}

// A Type is a type descriptor.
type Type struct {
	Node *md.Node
	// Name is the identifier ("int", "omnipotent char", "_ZTS1S"); ""
	// when it is not a string.
	Name string
	// Parent is a scalar type's parent in the old forms, or the new form's
	// first operand; nil for a root.
	Parent *md.Node
	// Members are a struct type's fields (the old form lists
	// type/offset pairs after the name, and a scalar type's parent is its
	// one member at offset 0).
	Members []Member
	// Size is the new form's size of the type.
	Size uint64
	// Immutable is the old scalar form's third operand.
	Immutable bool
	// NewFormat is set for size-aware type nodes.
	NewFormat bool
}

// A Member is one field of a struct type descriptor.
type Member struct {
	Type   *md.Node
	Offset uint64
	Size   uint64 // new form only
}

var errNoNode = errors.New("no TBAA node")

// ReadTag reads an access tag. It fails for nodes that are not tags.
func ReadTag(n *md.Node) (Tag, error) {
	if n == nil {
		return Tag{}, errNoNode
	}
	if n.Kind != md.Tuple {
		return Tag{}, fmt.Errorf("%s: not a TBAA tag: %s", n.Pos(), n.Name)
	}
	if _, isNode := n.Operand(0).(*md.Node); !isNode || n.NumOperands() < 3 {
		// The oldest form: a scalar type used as the tag.
		t := Tag{Node: n, BaseType: n, AccessType: n, Upgraded: true}
		if n.NumOperands() >= 3 {
			t.Immutable = isOne(n.Operand(2))
		}
		return t, nil
	}
	t := Tag{Node: n, Size: ^uint64(0)}
	t.BaseType, _ = n.Operand(0).(*md.Node)
	t.AccessType, _ = n.Operand(1).(*md.Node)
	off, ok := uintOf(n.Operand(2))
	if !ok {
		return Tag{}, fmt.Errorf("%s: TBAA tag offset is not an integer", n.Pos())
	}
	t.Offset = off
	t.NewFormat = n.NumOperands() >= 4 && (t.AccessType == nil || isNewFormatType(t.AccessType))
	flag := 3
	if t.NewFormat {
		t.Size, _ = uintOf(n.Operand(3))
		flag = 4
	}
	if n.NumOperands() > flag {
		t.Immutable = isOne(n.Operand(flag))
	}
	return t, nil
}

// ReadType reads a type descriptor.
func ReadType(n *md.Node) (Type, error) {
	if n == nil {
		return Type{}, errNoNode
	}
	if n.Kind != md.Tuple || n.NumOperands() == 0 {
		return Type{}, fmt.Errorf("%s: not a TBAA type node", n.Pos())
	}
	t := Type{Node: n, NewFormat: isNewFormatType(n)}
	if t.NewFormat {
		t.Parent, _ = n.Operand(0).(*md.Node)
		t.Size, _ = uintOf(n.Operand(1))
		t.Name = stringOf(n.Operand(2))
		for i := 3; i+2 < n.NumOperands(); i += 3 {
			ft, _ := n.Operand(i).(*md.Node)
			off, _ := uintOf(n.Operand(i + 1))
			size, _ := uintOf(n.Operand(i + 2))
			t.Members = append(t.Members, Member{Type: ft, Offset: off, Size: size})
		}
		return t, nil
	}
	t.Name = stringOf(n.Operand(0))
	switch {
	case n.NumOperands() == 2:
		t.Parent, _ = n.Operand(1).(*md.Node)
		if t.Parent != nil {
			t.Members = []Member{{Type: t.Parent}}
		}
	case n.NumOperands() == 3 && !isInt(n.Operand(2)):
		t.Parent, _ = n.Operand(1).(*md.Node)
	default:
		// A scalar type with its immutable flag is !{name, parent, i64 1};
		// a struct type has type/offset pairs.
		if n.NumOperands() == 3 {
			t.Parent, _ = n.Operand(1).(*md.Node)
			t.Immutable = isOne(n.Operand(2))
		}
		for i := 1; i+1 < n.NumOperands(); i += 2 {
			ft, _ := n.Operand(i).(*md.Node)
			off, _ := uintOf(n.Operand(i + 1))
			t.Members = append(t.Members, Member{Type: ft, Offset: off})
		}
	}
	return t, nil
}

// Scalar reports whether the type is a scalar (has no members other than
// its parent).
func (t Type) Scalar() bool {
	if t.NewFormat {
		return len(t.Members) == 0
	}
	return t.Node.NumOperands() <= 2 || t.Node.NumOperands() == 3 && t.Immutable
}

// Root returns the root of the type's tree (following parents).
func Root(n *md.Node) *md.Node {
	seen := map[*md.Node]bool{}
	for n != nil && !seen[n] {
		seen[n] = true
		p := parent(n)
		if p == nil {
			return n
		}
		n = p
	}
	return n
}

func isNewFormatType(n *md.Node) bool {
	if n.NumOperands() < 3 {
		return false
	}
	_, ok := n.Operand(0).(*md.Node)
	return ok
}

func uintOf(m md.Metadata) (uint64, bool) {
	v, ok := m.(*md.Value)
	if !ok {
		return 0, false
	}
	i, ok := v.Int()
	return uint64(i), ok
}

func isInt(m md.Metadata) bool { _, ok := uintOf(m); return ok }

func isOne(m md.Metadata) bool { v, ok := uintOf(m); return ok && v&1 == 1 }

func stringOf(m md.Metadata) string {
	if s, ok := m.(*md.String); ok {
		return s.Value
	}
	return ""
}

// AccessName returns the name of the tag's access type ("int", "any
// pointer"), or "" when it has none.
func (t Tag) AccessName() string {
	if t.AccessType == nil {
		return ""
	}
	ty, err := ReadType(t.AccessType)
	if err != nil {
		return ""
	}
	return ty.Name
}
