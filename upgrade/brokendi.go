package upgrade

import (
	"github.com/irmeta/irmeta/md"
)

// BrokenDebugInfo decides whether LLVM's verifier finds the module's debug
// info broken, which makes the loader drop all of it ("ignoring invalid
// debug info"). It returns the verifier's message for the first problem
// and the node concerned, or ok false.
//
// The default, MinimalBrokenDebugInfo, knows only a few of the verifier's
// debug-info rules; the IR verifier's full rule set replaces it when it is
// joined (set Options.BrokenDebugInfo).
type BrokenDebugInfo func(g *md.Graph) (msg string, at *md.Node, broken bool)

// MinimalBrokenDebugInfo checks the debug-info rules of LLVM's verifier
// that break most modules in practice: every compile unit reached is
// listed in !llvm.dbg.cu and !llvm.dbg.cu lists only compile units;
// subprogram definitions are distinct and have a unit; a function
// definition's !dbg is a distinct DISubprogram, a declaration's a uniqued
// one; a global's !dbg is a DIGlobalVariableExpression; an instruction's
// !dbg is a DILocation whose scope is a local scope.
func MinimalBrokenDebugInfo(g *md.Graph) (string, *md.Node, bool) {
	listed := map[*md.Node]bool{}
	if l := g.Named("llvm.dbg.cu"); l != nil {
		for _, n := range l.Nodes {
			if n == nil || n.Name != "DICompileUnit" {
				return "invalid compile unit", n, true
			}
			listed[n] = true
		}
	}
	var msg string
	var at *md.Node
	fail := func(m string, n *md.Node) {
		if msg == "" {
			msg, at = m, n
		}
	}
	// Nearly every node is reached: size the set for all of them.
	seen := make(map[*md.Node]bool, len(g.Module.MDDefs))
	var visit func(n *md.Node)
	visit = func(n *md.Node) {
		if n == nil || seen[n] || msg != "" {
			return
		}
		seen[n] = true
		// A specialized node's children are its reference fields, read
		// without decoding it: most are DILocations, and decoding them all
		// would double the graph.
		var children []*md.Node
		var scope *md.Node
		if n.Kind == md.Specialized {
			n.RefFields(func(name string, c *md.Node) {
				if name == "scope" {
					scope = c
				}
				children = append(children, c)
			})
		} else {
			children = n.Children()
		}
		switch n.Name {
		case "DICompileUnit":
			if !listed[n] {
				fail("DICompileUnit not listed in llvm.dbg.cu", n)
			}
		case "DISubprogram":
			if isDefinition(n) {
				if !n.Distinct {
					fail("subprogram definitions must be distinct", n)
				} else if u, _ := n.Field("unit").(*md.Node); u == nil {
					fail("subprogram definitions must have a compile unit", n)
				}
			}
		case "DILocation":
			if scope == nil || !localScope(scope) {
				fail("DILocation's scope must be a DILocalScope", n)
			}
		}
		for _, c := range children {
			visit(c)
		}
	}
	var buf []md.Attachment
	g.Targets(func(t md.Target) {
		buf = g.AppendAttachments(buf[:0], t)
		for _, a := range buf {
			if a.Kind == "dbg" {
				switch t.Kind {
				case md.InstTarget:
					if a.Node == nil || a.Node.Name != "DILocation" {
						fail("invalid !dbg metadata attachment", a.Node)
					}
				case md.GlobalTarget:
					if a.Node == nil || a.Node.Name != "DIGlobalVariableExpression" {
						fail("!dbg attachment of global variable must be a DIGlobalVariableExpression", a.Node)
					}
				case md.FunctionTarget:
					if a.Node == nil || a.Node.Name != "DISubprogram" {
						fail("function !dbg attachment must be a subprogram", a.Node)
					} else if isDeclaration(g, t.Index) && a.Node.Distinct {
						fail("function declaration may only have a unique !dbg attachment", a.Node)
					} else if !isDeclaration(g, t.Index) && !a.Node.Distinct {
						fail("function definition may only have a distinct !dbg attachment", a.Node)
					}
				}
			}
			visit(a.Node)
		}
	})
	for _, name := range g.NamedNames() {
		if name == "llvm.dbg.cu" {
			continue
		}
		for _, n := range g.Named(name).Nodes {
			visit(n)
		}
	}
	return msg, at, msg != ""
}

func isDefinition(n *md.Node) bool {
	if v, ok := n.Field("isDefinition").(*md.Value); ok {
		return v.Text == "true"
	}
	if v, ok := n.Field("spFlags").(*md.Value); ok {
		return containsWord(v.Text, "DISPFlagDefinition")
	}
	return false
}

func containsWord(s, w string) bool {
	for i := 0; i+len(w) <= len(s); i++ {
		if s[i:i+len(w)] == w && (i+len(w) == len(s) || s[i+len(w)] == ' ' || s[i+len(w)] == '|') {
			return true
		}
	}
	return false
}

func localScope(n *md.Node) bool {
	switch n.Name {
	case "DISubprogram", "DILexicalBlock", "DILexicalBlockFile":
		return true
	}
	return false
}

// isDeclaration reports whether function i is a declaration (declare).
func isDeclaration(g *md.Graph, i int) bool {
	return g.Module.Functions[i].Declare
}
