package tbaa

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/md"
)

// An Analysis answers alias queries on the nodes of one or more graphs.
// It identifies uniqued nodes with the same operands, as LLVM's uniquing
// does, and caches what it learns; it is not safe for concurrent use.
type Analysis struct {
	canon map[*md.Node]*md.Node
	byKey map[string]*md.Node
	ids   map[*md.Node]int
}

// NewAnalysis returns an empty Analysis.
func NewAnalysis() *Analysis {
	return &Analysis{canon: map[*md.Node]*md.Node{}, byKey: map[string]*md.Node{}, ids: map[*md.Node]int{}}
}

// MayAlias reports whether accesses tagged a and b may alias under LLVM's
// TBAA rules (TypeBasedAAResult::alias). A nil tag (no !tbaa) may alias
// anything.
func MayAlias(a, b *md.Node) bool { return NewAnalysis().MayAlias(a, b) }

// MayAlias is the package function with the analysis's cache.
func (an *Analysis) MayAlias(a, b *md.Node) bool {
	if a == nil || b == nil {
		return true
	}
	a, b = an.node(a), an.node(b)
	if a == b {
		return true
	}
	ta, err1 := ReadTag(a)
	tb, err2 := ReadTag(b)
	if err1 != nil || err2 != nil {
		return true
	}
	an.canonTag(&ta)
	an.canonTag(&tb)
	common := an.leastCommonType(ta.AccessType, tb.AccessType)
	if common == nil {
		return true // different roots: unrelated type systems
	}
	if done, may := an.subobject(ta, tb, common); done {
		return may
	}
	if done, may := an.subobject(tb, ta, common); done {
		return may
	}
	return false
}

func (an *Analysis) canonTag(t *Tag) {
	t.BaseType = an.node(t.BaseType)
	t.AccessType = an.node(t.AccessType)
}

// node returns the representative of n: itself for distinct nodes, the
// first node seen with the same operands for uniqued ones.
func (an *Analysis) node(n *md.Node) *md.Node {
	if n == nil {
		return nil
	}
	if c, ok := an.canon[n]; ok {
		if c == nil { // on a cycle: identity
			return n
		}
		return c
	}
	if n.Distinct || n.Kind != md.Tuple {
		an.canon[n] = n
		return n
	}
	an.canon[n] = nil
	var b strings.Builder
	b.WriteByte('{')
	for _, op := range n.Operands() {
		switch v := op.(type) {
		case *md.Node:
			if v == nil {
				b.WriteString("null")
			} else {
				b.WriteString("n")
				b.WriteString(strconv.Itoa(an.id(an.node(v))))
			}
		case nil:
			b.WriteString("null")
		default:
			b.WriteString(md.FormatOperand(v))
		}
		b.WriteByte(',')
	}
	key := b.String()
	c, ok := an.byKey[key]
	if !ok {
		c = n
		an.byKey[key] = n
	}
	an.canon[n] = c
	return c
}

func (an *Analysis) id(n *md.Node) int {
	if i, ok := an.ids[n]; ok {
		return i
	}
	i := len(an.ids)
	an.ids[n] = i
	return i
}

// parent is TBAANode::getParent.
func parent(n *md.Node) *md.Node {
	if isNewFormatType(n) {
		p, _ := n.Operand(0).(*md.Node)
		return p
	}
	if n.NumOperands() < 2 {
		return nil
	}
	p, _ := n.Operand(1).(*md.Node)
	return p
}

// leastCommonType is getLeastCommonType: the deepest common ancestor of
// two access types, nil when their roots differ.
func (an *Analysis) leastCommonType(a, b *md.Node) *md.Node {
	if a == nil || b == nil {
		return nil
	}
	if a == b {
		return a
	}
	path := func(n *md.Node) []*md.Node {
		var p []*md.Node
		seen := map[*md.Node]bool{}
		for n != nil && !seen[n] { // LLVM stops with a fatal error on a cycle
			seen[n] = true
			p = append(p, n)
			n = an.node(parent(n))
		}
		return p
	}
	pa, pb := path(a), path(b)
	var ret *md.Node
	for ia, ib := len(pa)-1, len(pb)-1; ia >= 0 && ib >= 0; ia, ib = ia-1, ib-1 {
		if pa[ia] != pb[ib] {
			break
		}
		ret = pa[ia]
	}
	return ret
}

// field is TBAAStructTypeNode::getField: the member of n at offset, with
// offset made relative to it.
func (an *Analysis) field(n *md.Node, offset *uint64) *md.Node {
	ops := n.Operands()
	newFormat := isNewFormatType(n)
	if newFormat {
		if len(ops) < 6 {
			return nil
		}
	} else {
		if len(ops) < 2 {
			return nil
		}
		if len(ops) <= 3 {
			var cur uint64
			if len(ops) == 3 {
				cur, _ = uintOf(ops[2])
			}
			*offset -= cur
			p, _ := ops[1].(*md.Node)
			return an.node(p)
		}
	}
	first, per := 1, 2
	if newFormat {
		first, per = 3, 3
	}
	idx := 0
	for i := first; i+1 < len(ops); i += per {
		cur, _ := uintOf(ops[i+1])
		if cur > *offset {
			idx = i - per
			break
		}
	}
	if idx == 0 || idx < first {
		idx = len(ops) - per
		if idx < first {
			return nil
		}
	}
	cur, _ := uintOf(ops[idx+1])
	*offset -= cur
	p, _ := ops[idx].(*md.Node)
	return an.node(p)
}

// hasField reports whether base has a direct or indirect member of type
// field (new form).
func (an *Analysis) hasField(base, field *md.Node, depth int) bool {
	if base == nil || depth > 64 {
		return false
	}
	if !isNewFormatType(base) {
		return false
	}
	ops := base.Operands()
	for i := 3; i+2 < len(ops); i += 3 {
		t, _ := ops[i].(*md.Node)
		t = an.node(t)
		if t == field || an.hasField(t, field, depth+1) {
			return true
		}
	}
	return false
}

// subobject is mayBeAccessToSubobjectOf: done reports whether the rule
// decided, may whether the accesses may alias.
func (an *Analysis) subobject(base, sub Tag, common *md.Node) (done, may bool) {
	if base.AccessType == base.BaseType && base.AccessType == common {
		return true, true
	}
	t := base.BaseType
	off := base.Offset
	seen := 0
	for {
		if t == nil {
			break
		}
		if t == sub.BaseType {
			return true, off == sub.Offset || t == base.AccessType || sub.BaseType == sub.AccessType
		}
		if base.NewFormat && t == base.AccessType {
			break
		}
		t = an.field(t, &off)
		if seen++; seen > 1<<16 { // a cycle in malformed metadata
			break
		}
	}
	if base.NewFormat && an.hasField(t, sub.BaseType, 0) {
		return true, true
	}
	return false, false
}

// String renders a tag for people: "int @ struct S + 4".
func (t Tag) String() string {
	name := func(n *md.Node) string {
		if n == nil {
			return "null"
		}
		if ty, err := ReadType(n); err == nil && ty.Name != "" {
			return ty.Name
		}
		return n.String()
	}
	if t.BaseType == t.AccessType {
		return name(t.AccessType)
	}
	return fmt.Sprintf("%s @ %s + %d", name(t.AccessType), name(t.BaseType), t.Offset)
}
