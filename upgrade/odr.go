package upgrade

import (
	"strings"

	"github.com/irmeta/irmeta/md"
)

// odrMembers merges the members and method declarations of a type with an
// ODR identifier as LLVM's uniquing does when it loads them: a
// DW_TAG_member DIDerivedType is the same node as an earlier one with the
// same name and scope, and a DISubprogram declaration the same as an
// earlier one with the same linkage name, scope and template parameters,
// whatever their other fields. Uses of the later node are made uses of the
// first.
func odrMembers(g *md.Graph) []Change {
	type key struct {
		class, name string
		scope, tmpl *md.Node
	}
	// Only a type with an identifier makes members unique: without one
	// in the text there is nothing to merge (and no node to decode).
	if !g.Module.CompositeIdentifiers {
		return nil
	}
	first := map[key]*md.Node{}
	var out []Change
	for _, n := range g.Nodes() {
		if n.Missing() || n.Distinct {
			continue
		}
		var k key
		switch n.Name {
		case "DIDerivedType":
			if lit(n, "tag") != "DW_TAG_member" {
				continue
			}
			k = key{class: n.Name, name: n.StringField("name")}
		case "DISubprogram":
			if isDefinition(n) {
				continue
			}
			k = key{class: n.Name, name: n.StringField("linkageName")}
			k.tmpl, _ = n.Field("templateParams").(*md.Node)
		default:
			continue
		}
		scope, _ := n.Field("scope").(*md.Node)
		if k.name == "" || scope == nil || scope.Name != "DICompositeType" || scope.StringField("identifier") == "" {
			continue
		}
		k.scope = scope
		c, seen := first[k]
		if !seen {
			first[k] = n
			continue
		}
		if c == n {
			continue
		}
		if replaceUses(g, n, c) {
			out = append(out, Change{Pos: n.Pos(), Msg: "the loader reads " + nodeName(n) + " as " + nodeName(c) + ": members of a type with an identifier are unique by name"})
		}
	}
	return out
}

// replaceUses makes every use of old in nodes, named metadata and
// attachments a use of n, and reports whether there was one.
func replaceUses(g *md.Graph, old, n *md.Node) bool {
	any := false
	for _, u := range g.Users(old) {
		if u.Kind == md.Tuple {
			for i, op := range u.Operands() {
				if op == md.Metadata(old) {
					_ = g.SetOperand(u, i, n)
					any = true
				}
			}
			continue
		}
		for _, f := range u.Fields() {
			if f.Value == md.Metadata(old) {
				g.SetField(u, f.Name, n)
				any = true
			}
		}
	}
	for _, name := range g.NamedNames() {
		l := g.Named(name)
		var nodes []*md.Node
		changed := false
		for _, x := range l.Nodes {
			if x == old {
				x, changed = n, true
			}
			nodes = append(nodes, x)
		}
		if changed {
			g.SetNamed(name, nodes)
			any = true
		}
	}
	for _, a := range g.Attachers(old) {
		g.SetAttachment(a.Target, a.Kind, n)
		any = true
	}
	return any
}

// lit returns a literal field's text.
func lit(n *md.Node, name string) string {
	if l, ok := n.Field(name).(*md.Literal); ok {
		return l.Text
	}
	return ""
}

// isDefinition reports whether a DISubprogram is a definition
// (isDefinition: true, or DISPFlagDefinition among its spFlags).
func isDefinition(n *md.Node) bool {
	if l, ok := n.Field("isDefinition").(*md.Literal); ok {
		return l.Text == "true"
	}
	if l, ok := n.Field("spFlags").(*md.Literal); ok {
		for _, f := range strings.FieldsFunc(l.Text, func(r rune) bool { return r == '|' || r == ' ' }) {
			if f == "DISPFlagDefinition" {
				return true
			}
		}
	}
	return false
}
