package typecheck

import (
	"bytes"

	"github.com/irmeta/irmeta/ast"
)

// checkMDDef checks the typed constants inside metadata definition i
// (!{i64 ptrtoint (...)}, a DITemplateValueParameter's value): LLParser
// builds them as it builds any constant, with the same type rules. Only
// definitions that may hold a cast or other constant expression are
// decoded: most metadata has none, and decoding all of it would be the
// cost of a second parse of a debug-info-heavy module.
func (c *checker) checkMDDef(i int) {
	def := &c.m.MDDefs[i]
	text := c.m.Src[def.ValueStart:def.End]
	if !bytes.Contains(text, []byte(" (")) && !bytes.Contains(text, []byte("(i")) {
		return
	}
	md, err := c.d.MD(i)
	if err != nil {
		return
	}
	c.checkMD(md, 0)
}

// checkMD checks the typed values of md and its inline operands and
// fields.
func (c *checker) checkMD(md *ast.MD, depth int) {
	if md == nil || depth > 64 {
		return
	}
	if md.Kind == ast.MDValue && md.Value != nil && md.Value.Value.Kind == ast.ConstExpr {
		c.checkValue(md.Value.Type, &md.Value.Value)
	}
	for _, o := range md.Operands {
		c.checkMD(o, depth+1)
	}
	for _, f := range md.Fields {
		c.checkMD(f.Value, depth+1)
	}
}
