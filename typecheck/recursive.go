package typecheck

import (
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/token"
)

// checkRecursiveStructs reports the first identified struct that holds
// itself by value, as the parser of llvmver.RecursiveStructsRejected does
// once it has set the struct's body: at the token after the definition,
// where it then is. Types defined further on are still opaque there.
func (c *checker) checkRecursiveStructs() {
	if !c.ver.Has(llvmver.RecursiveStructsRejected) {
		return
	}
	var seen map[string]bool
	for i := range c.m.TypeDefs {
		td := &c.m.TypeDefs[i]
		body := c.named(td.Name)
		if c.typeDefIndex[td.Name] != i || body == nil || body.Kind != ast.StructType {
			continue
		}
		if seen == nil {
			seen = map[string]bool{}
		}
		clear(seen)
		if c.holds(body, td.Name, td.Start, seen) {
			c.fail(token.Pos(scanner.SkipSpace(c.m.Src, int(td.End))), "identified structure type '"+strings.TrimPrefix(td.Name, "%")+"' is recursive")
		}
	}
}

// holds reports whether t holds the named type name by value (through
// struct fields and array and vector elements, not pointers), with the
// types defined after at opaque; seen bounds the walk.
func (c *checker) holds(t *ast.Type, name string, at token.Pos, seen map[string]bool) bool {
	if t == nil {
		return false
	}
	switch t.Kind {
	case ast.NamedType:
		if t.Name == name {
			return true
		}
		if seen[t.Name] || c.opaqueAt(t, at) {
			return false
		}
		seen[t.Name] = true
		return c.holds(c.named(t.Name), name, at, seen)
	case ast.StructType:
		for _, f := range t.Fields {
			if c.holds(f, name, at, seen) {
				return true
			}
		}
	case ast.ArrayType, ast.VectorType:
		return c.holds(t.Elem, name, at, seen)
	}
	return false
}
