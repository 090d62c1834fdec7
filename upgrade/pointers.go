package upgrade

import (
	"bytes"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
)

// opaquePointers rewrites the typed pointers in the value operands of
// metadata nodes ("!{[1 x i8*]* @llvm.used}", "value: i8* @x") as the
// releases without typed pointers (llvmver.TypedPointersGone) read them:
// every pointer type becomes ptr, and a bitcast or zero-index
// getelementptr of a pointer, which is then no cast at all, folds to its
// operand ("i8* bitcast (i32* @x to i8*)" is "ptr @x").
func opaquePointers(g *md.Graph, v llvmver.Version) []Change {
	if !v.Has(llvmver.TypedPointersGone) {
		return nil
	}
	var out []Change
	nodes := g.CreatedNodes()
	if mayHoldTypedPointers(g.Module) {
		nodes = g.Nodes()
	}
	for _, n := range nodes {
		if n.Missing() {
			continue
		}
		changed := false
		if n.Kind == md.Tuple {
			for i, op := range n.Operands() {
				if nv, ok := opaqueValue(op); ok {
					if g.SetOperand(n, i, nv) == nil {
						changed = true
					}
				}
			}
		} else {
			for _, f := range n.Fields() {
				if nv, ok := opaqueValue(f.Value); ok {
					g.SetField(n, f.Name, nv)
					changed = true
				}
			}
		}
		if changed {
			out = append(out, Change{Pos: n.Pos(), Msg: v.String() + " reads the typed pointers in this node's operands as ptr"})
		}
	}
	return out
}

// opaqueValue returns m with opaque pointer types when it is a value with
// a typed pointer.
func opaqueValue(m md.Metadata) (*md.Value, bool) {
	val, ok := m.(*md.Value)
	if !ok || val.Type == nil {
		return nil, false
	}
	t, typed := opaqueType(val.Type)
	text := val.Text
	kind := val.Kind
	if val.Kind == ast.ConstExpr {
		if base, ok := foldPointerCast(text); ok {
			text, kind = base, ast.GlobalRef
			if strings.HasPrefix(base, "%") {
				kind = ast.LocalRef
			}
			typed = true
		} else if strings.Contains(text, "*") {
			text = opaqueText(text)
			typed = true
		}
	}
	if !typed {
		return nil, false
	}
	return &md.Value{Type: t, Text: text, Kind: kind}, true
}

// opaqueType returns t with every pointer type opaque, and whether t had a
// typed one.
func opaqueType(t *ast.Type) (*ast.Type, bool) {
	o := t.Opaque()
	return o, o != t
}

// foldPointerCast returns the base of a constant expression that is only a
// pointer cast under opaque pointers: bitcast between pointers and
// getelementptr with all-zero indices, nested; "@x" for "bitcast (i32* @x
// to i8*)".
func foldPointerCast(text string) (string, bool) {
	text = strings.TrimSpace(text)
	switch {
	case strings.HasPrefix(text, "bitcast ("):
		inner := strings.TrimSuffix(strings.TrimPrefix(text, "bitcast ("), ")")
		i := strings.LastIndex(inner, " to ")
		if i < 0 || !strings.HasSuffix(strings.TrimSpace(inner[i+4:]), "*") && !strings.HasPrefix(strings.TrimSpace(inner[i+4:]), "ptr") {
			return "", false
		}
		return foldOperand(inner[:i])
	case strings.HasPrefix(text, "getelementptr "):
		rest := strings.TrimPrefix(text, "getelementptr ")
		for _, kw := range []string{"inbounds ", "nuw ", "nusw "} {
			rest = strings.TrimPrefix(rest, kw)
		}
		if !strings.HasPrefix(rest, "(") || !strings.HasSuffix(rest, ")") {
			return "", false
		}
		args := splitTop(rest[1 : len(rest)-1])
		if len(args) < 2 {
			return "", false
		}
		for _, idx := range args[2:] {
			f := strings.Fields(idx)
			if len(f) != 2 || f[1] != "0" || !strings.HasPrefix(f[0], "i") {
				return "", false
			}
		}
		return foldOperand(args[1])
	}
	return "", false
}

// foldOperand folds a typed operand ("i32* @x", "i8* bitcast (...)") to
// its base name.
func foldOperand(op string) (string, bool) {
	op = strings.TrimSpace(op)
	// The value follows the type: find it after the last type token.
	for _, p := range []string{"bitcast (", "getelementptr "} {
		if i := strings.Index(op, p); i >= 0 {
			return foldPointerCast(op[i:])
		}
	}
	i := strings.LastIndexAny(op, " ")
	if i < 0 {
		return "", false
	}
	name := op[i+1:]
	if strings.HasPrefix(name, "@") || strings.HasPrefix(name, "%") {
		return name, true
	}
	return "", false
}

// splitTop splits s at commas outside brackets and quotes.
func splitTop(s string) []string {
	var out []string
	depth, start := 0, 0
	inStr := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"':
			inStr = !inStr
		case inStr:
		case c == '(' || c == '[' || c == '{' || c == '<':
			depth++
		case c == ')' || c == ']' || c == '}' || c == '>':
			depth--
		case c == ',' && depth == 0:
			out = append(out, strings.TrimSpace(s[start:i]))
			start = i + 1
		}
	}
	return append(out, strings.TrimSpace(s[start:]))
}

// opaqueText rewrites the pointer types written in a constant expression's
// text ("i32*", "[4 x i8] addrspace(1)*") as ptr, outside quotes.
func opaqueText(s string) string {
	var b strings.Builder
	inStr := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '"' {
			inStr = !inStr
		}
		if inStr || c != '*' {
			b.WriteByte(c)
			continue
		}
		// Remove the pointee written before '*' (back to the start of
		// the type) and write "ptr".
		cur := b.String()
		as := ""
		if j := strings.LastIndex(cur, " addrspace("); j >= 0 && strings.HasSuffix(cur, ")") && !strings.Contains(cur[j+1:], " ") {
			as = cur[j:]
			cur = cur[:j]
		}
		start := typeStart(cur)
		b.Reset()
		b.WriteString(cur[:start] + "ptr" + as)
	}
	return b.String()
}

// typeStart returns where the type ending at the end of s begins: after the
// last separator outside brackets.
func typeStart(s string) int {
	depth := 0
	for i := len(s) - 1; i >= 0; i-- {
		c := s[i]
		switch c {
		case ')', ']', '}', '>':
			depth++
		case '(', '[', '{', '<':
			if depth == 0 {
				return i + 1
			}
			depth--
		case ',', ' ':
			if depth == 0 {
				// "x" in "[4 x i8]" is inside brackets; a space at
				// depth 0 ends the type, unless it precedes a
				// bracketed part of a function type ("i32 (i8)").
				if i+1 < len(s) && s[i+1] == '(' {
					continue
				}
				return i + 1
			}
		}
	}
	return 0
}

// mayHoldTypedPointers reports whether a metadata definition of m may
// hold a value opaqueValue rewrites: a typed pointer is spelled with '*',
// a pointer cast that folds with "bitcast" or "getelementptr". When no
// definition has any of them, the module's own nodes need not be decoded.
// Only the definitions with values in them are read (the parser lists
// them): a search of all of the metadata maps it all in again under a
// Pager.
func mayHoldTypedPointers(m *ast.Module) bool {
	var cursor ast.TextCursor
	for _, k := range m.MDConstantDefs {
		cursor.Read(m, m.MDDefs[k].Span)
		b := m.Bytes(m.MDDefs[k].Span)
		if bytes.IndexByte(b, '*') >= 0 || bytes.Contains(b, []byte("bitcast")) || bytes.Contains(b, []byte("getelementptr")) {
			return true
		}
	}
	return false
}

// opaqueArgList returns an inline !DIArgList(...) argument with its typed
// pointer operands read as ptr, pointer casts folded to their base
// ("i8* getelementptr inbounds ([4 x i8], [4 x i8]* @s, i64 0, i64 0)" is
// "ptr @s").
func opaqueArgList(text string) string {
	inner := strings.TrimSuffix(strings.TrimPrefix(text, "!DIArgList("), ")")
	if strings.TrimSpace(inner) == "" {
		return text
	}
	ops := splitTop(inner)
	for i, op := range ops {
		if !strings.Contains(op, "*") {
			continue
		}
		typ := op
		for _, p := range []string{"bitcast (", "getelementptr "} {
			if j := strings.Index(op, p); j >= 0 && j < len(typ) {
				typ = op[:j]
			}
		}
		if typ != op {
			if base, ok := foldOperand(op); ok {
				ops[i] = opaqueText(strings.TrimSpace(typ)) + " " + base
				continue
			}
		}
		// "i8 *%x" is written with the star on the value.
		t := opaqueText(strings.ReplaceAll(op, " *", "*"))
		t = strings.Replace(strings.Replace(t, "ptr%", "ptr %", 1), "ptr@", "ptr @", 1)
		ops[i] = t
	}
	return "!DIArgList(" + strings.Join(ops, ", ") + ")"
}
