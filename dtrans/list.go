package dtrans

import (
	"sort"
	"strings"

	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/token"
)

// An Item is one DTrans annotation, mark or type description, as "irmeta
// dtrans" lists it.
type Item struct {
	Pos token.Position
	// Where names the entity: "@main:%st", "@ctor", or "!intel.dtrans.types".
	Where string
	// Kind is the attachment kind ("dtrans-type", "dtrans-soatoaos",
	// "intel_dtrans_type", "intel.dtrans.func.type"), the annotation kind
	// ("aostosoa-alloc", "aostosoa-index") or "intel.dtrans.types".
	Kind string
	// Type is the hinted or described type: "%struct.T*", or for a
	// structure description "%struct.T = { i32, i64** }".
	Type string
	// Ptr, Global and Content describe an annotation call: the annotated
	// pointer ("i8* %mem"), the string global and its text.
	Ptr, Global, Content string
	// Err says why the item is malformed, or is "".
	Err string
}

// List returns the module's DTrans items ordered by position: hints,
// marks, annotation calls (DTrans's only) and front-end type descriptions.
func List(g *md.Graph) []Item {
	var items []Item
	m := g.Module
	g.Targets(func(t md.Target) {
		for _, a := range g.Attachments(t) {
			it := Item{Pos: g.TargetPos(t), Where: g.TargetName(t), Kind: a.Kind}
			switch a.Kind {
			case TypeKind, SOAToAOSKind:
				h, err := DecodeHint(a.Node)
				if err != nil {
					it.Err = err.Error()
				} else {
					it.Type = h.String()
				}
			case TypeAttachment:
				if d, err := DecodeType(a.Node); err != nil {
					it.Err = err.Error()
				} else {
					it.Type = d.String()
				}
			case FuncTypeAttachment:
				if t.Kind != md.FunctionTarget {
					it.Err = "not on a function"
				} else if ft, _, err := FuncTypesOf(g, t.Index); err != nil {
					it.Err = unwrapType(err).Error()
				} else {
					it.Type = ft.String()
				}
			default:
				continue
			}
			items = append(items, it)
		}
	})
	for _, a := range Annotations(g) {
		if !a.DTrans {
			continue
		}
		it := Item{Pos: m.Position(m.Insts[a.Inst].Start), Where: g.TargetName(md.Inst(a.Inst)),
			Kind: a.Kind.String(), Ptr: a.Ptr.Type.String() + " " + m.Text(a.Ptr.Value.Span), Global: parser.NameText(a.Global), Content: a.Content}
		if !a.IsString {
			it.Err = "the annotation global holds no string"
		}
		items = append(items, it)
	}
	if l := g.Named(TypesList); l != nil {
		for _, n := range l.Nodes {
			it := Item{Pos: n.Pos(), Where: "!" + TypesList, Kind: TypesList}
			if d, err := DecodeType(n); err != nil {
				it.Err = err.Error()
			} else if d.Kind != DStruct {
				it.Err = "not a structure description"
			} else {
				it.Type = d.String() + " = " + d.Body()
			}
			items = append(items, it)
		}
	}
	sort.SliceStable(items, func(i, j int) bool {
		a, b := items[i].Pos, items[j].Pos
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Column < b.Column
	})
	return items
}

// String renders the function's types as a signature: "%struct.op*
// (%struct.op*, ?, i32*)", with "?" for parameters without a description.
func (ft *FuncTypes) String() string {
	var b strings.Builder
	if ft.Ret != nil {
		b.WriteString(ft.Ret.String())
	} else {
		b.WriteString("?")
	}
	b.WriteString(" (")
	for i, p := range ft.Params {
		if i > 0 {
			b.WriteString(", ")
		}
		if p == nil {
			b.WriteString("?")
		} else {
			b.WriteString(p.String())
		}
	}
	b.WriteString(")")
	return b.String()
}
