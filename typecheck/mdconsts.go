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
	if !mayHoldConstant(text) {
		return
	}
	md, err := c.d.MD(i)
	if err != nil {
		return
	}
	c.checkMD(md, 0)
}

// mayHoldConstant reports whether a metadata definition's text has " ("
// or "(i", which every typed constant expression in it has ("ptrtoint (",
// "getelementptr inbounds (i8, ..."). It finds each '(' once: two
// bytes.Contains over ' ' and '(' hop from space to space, and ran over
// every definition of a debug-info-heavy module.
func mayHoldConstant(text []byte) bool {
	for i := 0; i < len(text); i++ {
		j := bytes.IndexByte(text[i:], '(')
		if j < 0 {
			return false
		}
		i += j
		if (i > 0 && text[i-1] == ' ') || (i+1 < len(text) && text[i+1] == 'i') {
			return true
		}
	}
	return false
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
