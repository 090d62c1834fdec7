package md

import (
	"bytes"
	"sort"
	"strconv"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/token"
)

// Renumber returns the module's text with its metadata numbered the way
// LLVM's printer numbers it: a depth-first walk that starts from the
// attachments of global variables, then named metadata, then each
// function's attachments and its instructions' metadata arguments and
// attachments. DIExpression and DIArgList stay inline; nodes that nothing
// reaches are dropped, as LLVM drops them; definitions are written in
// number order where the first definition was. Edits are applied first.
func (g *Graph) Renumber() ([]byte, error) {
	if g.Modified() {
		c, err := g.Commit()
		if err != nil {
			return nil, err
		}
		g = c
	}
	// Uniqued nodes with the same contents are one node to LLVM.
	c := newCanonizer(g)
	order := g.slotOrder(c)
	newID := make(map[int32]int32)      // old id -> new id
	inline := make(map[token.Pos]int32) // inline node start -> new id
	var defs []*Node                    // one node per new id
	bySame := make(map[uint64]int32)
	mergeKey := mergeKeys(c, order)
	for _, n := range order {
		key := mergeKey(n)
		if id, ok := bySame[key]; ok && !distinctLike(n) {
			g.assignSlot(n, id, newID, inline)
			continue
		}
		id := int32(len(defs))
		defs = append(defs, n)
		if !distinctLike(n) {
			bySame[key] = id
		}
		g.assignSlot(n, id, newID, inline)
	}
	m := g.Module
	// Numbered DIExpressions (and DIArgLists) are written inline where they
	// are used, as LLVM prints them.
	inlineText := make(map[int32]string)
	for i := range m.MDDefs {
		d := &m.MDDefs[i]
		v := m.Src[d.ValueStart:d.End]
		if bytes.HasPrefix(v, []byte("!DIExpression(")) || bytes.HasPrefix(v, []byte("!DIArgList(")) {
			inlineText[d.ID] = string(v)
		}
	}
	var out bytes.Buffer
	out.Grow(len(m.Src))
	prev := token.Pos(0)
	wroteDefs := false
	writeDefs := func() {
		for id, n := range defs {
			out.WriteString("!" + strconv.Itoa(id) + " = ")
			// A uniqued node that refers to itself is distinct to LLVM,
			// and printed so.
			if distinctLike(n) {
				out.WriteString("distinct ")
			}
			start, end := n.span.Start, n.span.End
			if n.def >= 0 {
				start = m.MDDefs[n.def].ValueStart
			}
			writeRenumbered(&out, m.Src, start, end, newID, inline, inlineText, start)
			out.WriteByte('\n')
		}
		wroteDefs = true
	}
	for _, e := range m.Entities {
		if e.Kind == ast.MDDefEntity {
			out.Write(m.Src[prev:e.Start])
			if !wroteDefs {
				writeDefs()
			}
			prev = e.End
			if int(prev) < len(m.Src) && m.Src[prev] == '\n' {
				prev++
			}
			continue
		}
		out.Write(m.Src[prev:e.Start])
		writeRenumbered(&out, m.Src, e.Start, e.End, newID, inline, inlineText, -1)
		prev = e.End
	}
	out.Write(m.Src[prev:])
	if !wroteDefs && len(defs) > 0 {
		if out.Len() > 0 && out.Bytes()[out.Len()-1] != '\n' {
			out.WriteByte('\n')
		}
		writeDefs()
	}
	return out.Bytes(), nil
}

// assignSlot records new id for n: by old id for numbered nodes, by source
// position for inline ones.
func (g *Graph) assignSlot(n *Node, id int32, newID map[int32]int32, inline map[token.Pos]int32) {
	if n.ID >= 0 {
		newID[n.ID] = id
	} else if n.span.End > n.span.Start {
		inline[n.span.Start] = id
	}
}

// writeRenumbered copies src[start:end], replacing metadata ids and inline
// nodes that were given numbers (except the node starting at self, which
// is being defined).
func writeRenumbered(out *bytes.Buffer, src []byte, start, end token.Pos, newID map[int32]int32, inline map[token.Pos]int32, inlineText map[int32]string, self token.Pos) {
	var sc scanner.Scanner
	sc.Init(src[:end])
	sc.Seek(int(start))
	from := start
	for t := sc.Next(); t.Kind != scanner.EOF; t = sc.Next() {
		if id, ok := inline[t.Start]; ok && t.Start != self {
			// An inline node with a number: skip to its end.
			out.Write(src[from:t.Start])
			out.WriteString("!" + strconv.Itoa(int(id)))
			from = skipNode(src, t.Start, end)
			sc.Seek(int(from))
			continue
		}
		if t.Kind != scanner.MetadataID {
			continue
		}
		old, err := strconv.ParseInt(string(src[t.Start+1:t.End]), 10, 32)
		if err != nil {
			continue
		}
		if n, ok := newID[int32(old)]; ok {
			out.Write(src[from:t.Start])
			out.WriteString("!" + strconv.Itoa(int(n)))
			from = t.End
		} else if text, ok := inlineText[int32(old)]; ok {
			out.Write(src[from:t.Start])
			out.WriteString(text)
			from = t.End
		}
	}
	out.Write(src[from:end])
}

// skipNode returns the end of the inline node starting at p: "!{...}" or
// "!Name(...)", by bracket depth.
func skipNode(src []byte, p, limit token.Pos) token.Pos {
	var sc scanner.Scanner
	sc.Init(src[:limit])
	sc.Seek(int(p))
	depth := 0
	for t := sc.Next(); t.Kind != scanner.EOF; t = sc.Next() {
		switch t.Kind {
		case scanner.LBrace, scanner.LParen:
			depth++
		case scanner.RBrace, scanner.RParen:
			depth--
			if depth == 0 {
				return t.End
			}
		}
	}
	return limit
}

// slotOrder returns the nodes LLVM numbers (numbered and inline ones), in
// its slot order.
func (g *Graph) slotOrder(c *canonizer) []*Node {
	m := g.Module
	var order []*Node
	seen := map[*Node]bool{}
	var visit func(n *Node)
	visit = func(n *Node) {
		if n == nil || n.missing || seen[n] {
			return
		}
		if n.Kind == ArgList || n.Kind == Specialized && n.Name == "DIExpression" {
			return
		}
		seen[n] = true
		// A GenericDINode's "operands: {...}" list is part of its node.
		isList := n.ID < 0 && n.span.End > n.span.Start && g.Module.Src[n.span.Start] == '{'
		if n.def >= 0 || n.ID < 0 && n.span.End > n.span.Start && !isList {
			order = append(order, n)
		}
		for _, c := range slotOperands(n) {
			visit(c)
		}
	}
	kindRank := g.kindRanks()
	visitAttachments := func(t Target, dbgFirst bool) {
		list := append([]Attachment(nil), g.Attachments(t)...)
		sort.SliceStable(list, func(i, j int) bool {
			return kindRank(list[i].Kind) < kindRank(list[j].Kind)
		})
		for _, a := range list {
			visit(a.Node)
		}
	}
	for i := range m.Globals {
		visitAttachments(Target{GlobalTarget, i}, false)
	}
	for _, name := range g.NamedNames() {
		for _, n := range g.Named(name).Nodes {
			visit(n)
		}
	}
	for i := range m.Functions {
		f := &m.Functions[i]
		visitAttachments(Target{FunctionTarget, i}, false)
		for _, b := range f.Blocks {
			for j := b.FirstInst; j < b.FirstInst+b.NumInsts; j++ {
				for _, n := range g.instMetadata(int(j)) {
					visit(n)
				}
				visitAttachments(Target{InstTarget, int(j)}, true)
			}
		}
	}
	return order
}

// fixedKinds are LLVM's fixed metadata kind ids; other kinds are numbered
// after them in the order they first appear in the module.
var fixedKinds = map[string]int{
	"dbg": 0, "tbaa": 1, "prof": 2, "fpmath": 3, "range": 4, "tbaa.struct": 5, "invariant.load": 6,
	"alias.scope": 7, "noalias": 8, "nontemporal": 9, "llvm.mem.parallel_loop_access": 10, "nonnull": 11,
	"dereferenceable": 12, "dereferenceable_or_null": 13, "make.implicit": 14, "unpredictable": 15,
	"invariant.group": 16, "align": 17, "llvm.loop": 18, "type": 19, "section_prefix": 20,
	"absolute_symbol": 21, "associated": 22, "callees": 23, "irr_loop": 24, "llvm.access.group": 25,
	"callback": 26, "llvm.preserve.access.index": 27, "vcall_visibility": 28, "noundef": 29,
	"annotation": 30, "nosanitize": 31, "func_sanitize": 32, "exclude": 33, "memprof": 34, "callsite": 35,
	"kcfi_type": 36, "pcsections": 37, "DIAssignID": 38, "coro.outside.frame": 39,
}

// FixedKindID returns the id LLVM fixes for metadata kind name ("tbaa" is
// 1), and whether it fixes one; other kinds take ids after all of these,
// in the order a module registers them.
func FixedKindID(name string) (int, bool) {
	id, ok := fixedKinds[name]
	return id, ok
}

// kindRanks returns the kind id LLVM gives each attachment kind.
func (g *Graph) kindRanks() func(string) int {
	custom := map[string]int{}
	for _, k := range g.Module.AttachKinds {
		if _, fixed := fixedKinds[k]; !fixed {
			if _, ok := custom[k]; !ok {
				custom[k] = 1000 + len(custom)
			}
		}
	}
	return func(k string) int {
		if r, ok := fixedKinds[k]; ok {
			return r
		}
		if r, ok := custom[k]; ok {
			return r
		}
		return 1 << 30
	}
}

// operandLayout gives, per specialized node class, the fields that hold
// nodes in the order of LLVM's operand list for that class (which is the
// order its printer numbers them in). Classes not listed use field order.
var operandLayout = map[string][]string{
	"DILocation":                 {"scope", "inlinedAt"},
	"DIBasicType":                {"file", "scope", "name"},
	"DIStringType":               {"file", "scope", "name", "baseType", "stringLength", "stringLengthExpression", "stringLocationExpression"},
	"DIDerivedType":              {"file", "scope", "name", "baseType", "extraData", "annotations"},
	"DICompositeType":            {"file", "scope", "name", "baseType", "elements", "vtableHolder", "templateParams", "identifier", "discriminator", "dataLocation", "associated", "allocated", "rank", "annotations"},
	"DISubroutineType":           {"file", "scope", "name", "types"},
	"DICompileUnit":              {"file", "producer", "flags", "splitDebugFilename", "enums", "retainedTypes", "globals", "imports", "macros", "sysroot", "sdk"},
	"DISubprogram":               {"file", "scope", "name", "linkageName", "type", "unit", "declaration", "retainedNodes", "containingType", "templateParams", "thrownTypes", "annotations", "targetFuncName"},
	"DILexicalBlock":             {"file", "scope"},
	"DILexicalBlockFile":         {"file", "scope"},
	"DINamespace":                {"file", "scope", "name"},
	"DICommonBlock":              {"scope", "declaration", "name", "file"},
	"DIModule":                   {"file", "scope", "name", "configMacros", "includePath", "apinotes"},
	"DITemplateTypeParameter":    {"name", "type"},
	"DITemplateValueParameter":   {"name", "type", "value"},
	"DIGlobalVariable":           {"scope", "name", "file", "type", "name", "linkageName", "declaration", "templateParams", "annotations"},
	"DILocalVariable":            {"scope", "name", "file", "type", "annotations"},
	"DILabel":                    {"scope", "name", "file"},
	"DIGlobalVariableExpression": {"var", "expr"},
	"DIImportedEntity":           {"scope", "entity", "name", "file", "elements"},
	"DIMacroFile":                {"file", "nodes"},
	"DIObjCProperty":             {"name", "file", "getter", "setter", "type"},
	"DISubrange":                 {"count", "lowerBound", "upperBound", "stride"},
	"DIGenericSubrange":          {"count", "lowerBound", "upperBound", "stride"},
}

// slotOperands returns n's child nodes in LLVM's operand order.
func slotOperands(n *Node) []*Node {
	var out []*Node
	for _, op := range n.Operands() {
		if c, ok := op.(*Node); ok && c != nil {
			out = append(out, c)
		}
	}
	layout, ok := operandLayout[n.Name]
	if !ok || n.Kind != Specialized {
		for _, f := range n.Fields() {
			if c, ok := f.Value.(*Node); ok && c != nil {
				out = append(out, c)
			}
		}
		return out
	}
	for _, name := range layout {
		if c, ok := n.Field(name).(*Node); ok && c != nil {
			out = append(out, c)
		}
	}
	return out
}
