package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// TestJSONGoesThroughHelpers keeps every JSON encoder of the command in
// jsonout.go, so that no command escapes <, > and & again (the default of
// encoding/json).
func TestJSONGoesThroughHelpers(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		if name == "jsonout.go" || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if pkg, ok := sel.X.(*ast.Ident); ok && pkg.Name == "json" {
				switch sel.Sel.Name {
				case "NewEncoder", "Marshal", "MarshalIndent":
					t.Errorf("%s: json.%s: use writeJSON or marshalJSON (jsonout.go)", fset.Position(sel.Pos()), sel.Sel.Name)
				}
			}
			return true
		})
	}
}
