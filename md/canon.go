package md

import (
	"bytes"
	"cmp"
	"encoding/binary"
	"hash/maphash"
	"math"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync/atomic"

	"irmeta/ast"
	"irmeta/scanner"
	"irmeta/token"
)

// Canonical identities make metadata comparable across modules without
// regard to node numbering: a uniqued node is identified by its contents
// (recursively, through its operands' identities), a distinct node by its
// position: the order in which a fixed walk from the module's roots (named
// metadata, then attachments and metadata operands of functions, globals
// and instructions) first reaches it. Both are computed once per node, so
// the cost is linear in the size of the graph however much it is shared.

// A root is an entry point into the metadata graph. Roots are many (about
// one per instruction), so they are kept small; rootKey spells out the
// module-independent name of one.
type root struct {
	node  *Node
	kind  string // named metadata name, or attachment kind ("" for arguments)
	ent   int32  // function or global index (-1 for named metadata)
	inst  int32  // position in the function, -1 for the entity itself
	index int32  // named operand, occurrence of a kind, or argument index
	tIdx  int32  // index in Module.Insts for instruction roots
	flags uint8
}

const (
	rootNamed  = 1 << iota // named metadata operand
	rootGlobal             // attachment of a global (else of a function)
	rootArg                // metadata argument of an instruction
)

// target returns the entity the root belongs to.
func (r *root) target() Target {
	switch {
	case r.inst >= 0:
		return Target{InstTarget, int(r.tIdx)}
	case r.flags&rootGlobal != 0:
		return Target{GlobalTarget, int(r.ent)}
	}
	return Target{FunctionTarget, int(r.ent)}
}

// A rootKey names a root the same way in both modules: named metadata by
// name and index; attachments by entity name, instruction position in the
// function (-1 for the entity itself), kind and occurrence; metadata
// arguments by instruction position and argument index.
type rootKey struct {
	named  string
	entity string
	inst   int32
	kind   string
	index  int32
	isArg  bool
}

// key returns r's rootKey.
func (c *canonizer) key(r *root) rootKey {
	if r.flags&rootNamed != 0 {
		return rootKey{named: r.kind, index: r.index}
	}
	return rootKey{entity: c.entityName(r), inst: r.inst, kind: r.kind, index: r.index, isArg: r.flags&rootArg != 0}
}

func (c *canonizer) entityName(r *root) string {
	if r.flags&rootGlobal != 0 {
		return c.g.Module.Globals[r.ent].Name
	}
	return c.g.Module.Functions[r.ent].Name
}

// sameKey reports whether root ra of c and root rb of d name the same
// place, without building keys.
func (c *canonizer) sameKey(ra *root, d *canonizer, rb *root) bool {
	if ra.flags != rb.flags || ra.inst != rb.inst || ra.index != rb.index || ra.kind != rb.kind {
		return false
	}
	return ra.flags&rootNamed != 0 || c.entityName(ra) == d.entityName(rb)
}

var canonSeed = maphash.MakeSeed()

type canonizer struct {
	arena    arena // canonical field slices
	g        *Graph
	gen      uint32
	roots    []root
	distinct []*Node
}

// canonGen numbers canonizers so that state left on nodes by an earlier
// diff is ignored.
var canonGen atomic.Uint32

func newCanonizer(g *Graph) *canonizer {
	c := &canonizer{g: g, gen: canonGen.Add(1)}
	c.collectRoots()
	c.assignPositions()
	return c
}

// state returns n's canonical state for this canonizer, resetting stale
// state from an earlier one.
func (c *canonizer) state(n *Node) *Node {
	if n.cgen != c.gen {
		n.cgen = c.gen
		n.cstate = 0
		n.cpos = -1
		n.chasC = false
	}
	return n
}

// position returns n's distinct position, or -1.
func (c *canonizer) position(n *Node) int {
	return int(c.state(n).cpos)
}

// collectRoots lists the roots in a module-independent order.
func (c *canonizer) collectRoots() {
	g := c.g
	m := g.Module
	c.roots = make([]root, 0, len(m.InstAttachments)+len(m.Insts)/4+len(m.Functions)+len(m.Globals)+64)
	names := g.NamedNames()
	sort.Strings(names)
	for _, name := range names {
		for i, n := range g.Named(name).Nodes {
			c.roots = append(c.roots, root{node: n, kind: name, ent: -1, inst: -1, index: int32(i), flags: rootNamed})
		}
	}
	var buf []Attachment
	addAttachments := func(t Target, ent int32, global bool, inst int32) {
		buf = g.appendAttachments(buf[:0], t)
		list := buf
		sorted := true
		for k := 1; k < len(list); k++ {
			if list[k].Kind < list[k-1].Kind {
				sorted = false
				break
			}
		}
		if !sorted {
			sort.SliceStable(list, func(i, j int) bool { return list[i].Kind < list[j].Kind })
		}
		occ := int32(0)
		for k, a := range list {
			if k > 0 && list[k-1].Kind == a.Kind {
				occ++ // several attachments of one kind (e.g. !type)
			} else {
				occ = 0
			}
			r := root{node: a.Node, kind: a.Kind, ent: ent, inst: inst, index: occ}
			if global {
				r.flags = rootGlobal
			}
			if inst >= 0 {
				r.tIdx = int32(t.Index)
			}
			c.roots = append(c.roots, r)
		}
	}
	gi := make([]int, len(m.Globals))
	for i := range gi {
		gi[i] = i
	}
	sort.SliceStable(gi, func(a, b int) bool { return m.Globals[gi[a]].Name < m.Globals[gi[b]].Name })
	for _, i := range gi {
		addAttachments(Target{GlobalTarget, i}, int32(i), true, -1)
	}
	fi := make([]int, len(m.Functions))
	for i := range fi {
		fi[i] = i
	}
	sort.SliceStable(fi, func(a, b int) bool { return m.Functions[fi[a]].Name < m.Functions[fi[b]].Name })
	for _, i := range fi {
		f := &m.Functions[i]
		addAttachments(Target{FunctionTarget, i}, int32(i), false, -1)
		k := int32(0)
		for _, b := range f.Blocks {
			for j := b.FirstInst; j < b.FirstInst+b.NumInsts; j++ {
				t := Target{InstTarget, int(j)}
				if m.Insts[j].AttachCount > 0 || g.attach != nil {
					addAttachments(t, int32(i), false, k)
				}
				for oi, n := range g.instMetadata(int(j)) {
					c.roots = append(c.roots, root{node: n, ent: int32(i), inst: k, index: int32(oi), tIdx: int32(t.Index), flags: rootArg})
				}
				k++
			}
		}
	}
}

// instMetadata returns the nodes used as metadata operands of instruction i
// (arguments "metadata !5" of calls, and debug record arguments).
func (g *Graph) instMetadata(i int) []*Node {
	in := &g.Module.Insts[i]
	src := g.Module.Src
	text := src[in.Start:in.End]
	if in.Op != ast.OpDbgRecord && !containsMetadataArg(text) {
		return nil
	}
	if in.Op != ast.OpDbgRecord {
		// Scan for "metadata" followed by a node, without decoding the call.
		var out []*Node
		var sc scanner.Scanner
		sc.Init(src[:in.End])
		sc.Seek(int(in.Start))
		for t := sc.Next(); t.Kind != scanner.EOF; t = sc.Next() {
			if t.Kind != scanner.Ident || t.End-t.Start != 8 || string(src[t.Start:t.End]) != "metadata" {
				continue
			}
			off := sc.Offset()
			nt := sc.Next()
			switch nt.Kind {
			case scanner.MetadataID:
				id, err := strconv.ParseInt(string(src[nt.Start+1:nt.End]), 10, 32)
				if err == nil {
					out = append(out, g.NodeByID(int32(id)))
				}
			case scanner.MetadataVar, scanner.Exclaim:
				if d, err := g.decoder().MDAt(nt.Start); err == nil {
					if n, ok := g.convert(d).(*Node); ok && n != nil {
						out = append(out, n)
					}
				}
				sc.Seek(int(d2end(g, nt)))
			default:
				sc.Seek(off)
			}
		}
		return out
	}
	dec, err := g.decoder().Inst(i)
	if err != nil {
		return nil
	}
	var out []*Node
	for _, d := range dec.RecordArgs {
		if n, ok := g.convert(d).(*Node); ok && n != nil {
			out = append(out, n)
		}
	}
	return out
}

// d2end returns where the inline node starting at token t ends.
func d2end(g *Graph, t scanner.Token) token.Pos {
	return skipNode(g.Module.Src, t.Start, token.Pos(len(g.Module.Src)))
}

func containsMetadataArg(b []byte) bool {
	return bytes.Contains(b, []byte("metadata "))
}

// assignPositions numbers distinct nodes in the order a breadth-first walk
// from the roots reaches them.
func (c *canonizer) assignPositions() {
	const seenFlag = 4
	var queue []*Node
	push := func(n *Node) {
		if n != nil && c.state(n).cstate&seenFlag == 0 {
			n.cstate |= seenFlag
			queue = append(queue, n)
		}
	}
	for _, r := range c.roots {
		push(r.node)
		for len(queue) > 0 {
			n := queue[0]
			queue = queue[1:]
			if distinctLike(n) {
				n.cpos = int32(len(c.distinct))
				c.distinct = append(c.distinct, n)
			}
			c.eachChild(n, push)
		}
	}
}

// eachChild calls fn for n's child nodes in canonical order (fields sorted
// by name, default-valued fields left out).
func (c *canonizer) eachChild(n *Node, fn func(*Node)) {
	for _, op := range n.Operands() {
		if ch, ok := op.(*Node); ok && ch != nil {
			fn(ch)
		}
	}
	for _, f := range c.fields(n) {
		if ch, ok := f.Value.(*Node); ok && ch != nil {
			fn(ch)
		}
	}
}

// fields returns canonFields(n), computed once per canonizer.
func (c *canonizer) fields(n *Node) []Field {
	if n.cfieldsG != c.gen {
		n.cfields = canonFields(n, &c.arena)
		n.cfieldsG = c.gen
	}
	return n.cfields
}

// canonFields returns the fields of a specialized node in a canonical form:
// sorted by name, without fields that hold their default value (LLVM's
// printer omits them), and with the pre-LLVM-8 DISubprogram booleans
// (isLocal, isDefinition, isOptimized, virtuality) folded into spFlags as
// LLVM's reader does.
func canonFields(n *Node, a *arena) []Field {
	fs := n.Fields()
	if len(fs) == 0 {
		return nil
	}
	var buf [24]Field
	out := buf[:0]
	defaults := classDefaults[n.Name]
	var spFlags []string
	sawSPFlags, sawIsDefinition := false, false
	if n.Name == "DISubprogram" {
		for _, f := range fs {
			sawSPFlags = sawSPFlags || f.Name == "spFlags"
			sawIsDefinition = sawIsDefinition || f.Name == "isDefinition"
		}
		if !sawSPFlags && !sawIsDefinition {
			// LLVM's reader defaults isDefinition to true.
			spFlags = append(spFlags, "DISPFlagDefinition")
		}
	}
	for _, f := range fs {
		if n.Name == "DISubprogram" {
			if flag, ok := legacySPFlag(f); ok {
				if sawSPFlags {
					continue // spFlags wins over the old booleans
				}
				if flag != "" {
					spFlags = append(spFlags, flag)
				}
				continue
			}
			if f.Name == "spFlags" {
				if l, ok := f.Value.(*Literal); ok {
					for _, part := range strings.Split(l.Text, "|") {
						if part = strings.TrimSpace(part); part != "" && part != "DISPFlagZero" && part != "0" {
							spFlags = append(spFlags, part)
						}
					}
					continue
				}
			}
		}
		if v, isVal := f.Value.(*Value); isVal && v.Kind == ast.IntConst {
			// LLVM prints constant integer fields (count: i64 4) bare.
			if i, ok := v.Int(); ok {
				f = Field{Name: f.Name, Value: &Literal{Kind: ast.MDInt, Text: strconv.FormatInt(i, 10)}}
			}
		}
		if l, isLit := f.Value.(*Literal); isLit && l.Kind == ast.MDInt {
			if name, ok := dwarfName(f.Name, l.Text); ok {
				f = Field{Name: f.Name, Value: &Literal{Kind: ast.MDIdent, Text: name}}
			}
		}
		if alias := enumAliases[f.Name]; alias != nil {
			if l, isLit := f.Value.(*Literal); isLit && l.Kind == ast.MDInt {
				if name, ok := alias[l.Text]; ok {
					f = Field{Name: f.Name, Value: &Literal{Kind: ast.MDIdent, Text: name}}
				}
			}
		}
		if def, ok := defaults[f.Name]; ok {
			if l, isLit := f.Value.(*Literal); isLit && canonLiteral(l) == def {
				continue
			}
			if def != "" {
				out = append(out, f)
				continue
			}
		}
		if isDefaultField(f.Value) {
			continue
		}
		if n.Name == "GenericDINode" && f.Name == "operands" {
			// An empty operand list is the same as none.
			if l, ok := f.Value.(*Node); ok && l.ID < 0 && len(l.Operands()) == 0 {
				continue
			}
		}
		out = append(out, f)
	}
	if len(spFlags) > 0 {
		sort.Strings(spFlags)
		spFlags = uniqStrings(spFlags)
		out = append(out, Field{Name: "spFlags", Value: &Literal{Kind: ast.MDFlags, Text: strings.Join(spFlags, " | ")}})
	}
	slices.SortStableFunc(out, func(a, b Field) int { return cmp.Compare(a.Name, b.Name) })
	if a != nil {
		return a.fieldSlice(out)
	}
	return append([]Field(nil), out...)
}

// classDefaults lists, per specialized node class, fields whose default is
// not zero/false/null/"" (the value LLVM omits when printing). An entry
// with "" marks a field whose zero value must not be dropped.
var classDefaults = map[string]map[string]string{
	"DIBasicType":              {"tag": "DW_TAG_base_type"},
	"DICompileUnit":            {"emissionKind": "NoDebug", "splitDebugInlining": "true", "nameTableKind": "Default"},
	"DISubprogram":             {"virtuality": "DW_VIRTUALITY_none"},
	"DIFile":                   {"checksumkind": "CSK_None"},
	"DIGlobalVariable":         {"isDefinition": "true"},
	"DITemplateValueParameter": {"tag": "DW_TAG_template_value_parameter"},
	"DIMacroFile":              {"type": "DW_MACINFO_start_file"},
}

// enumAliases maps numeric values of enumerated DI fields to the names
// LLVM prints.
var enumAliases = map[string]map[string]string{
	"emissionKind":  {"0": "NoDebug", "1": "FullDebug", "2": "LineTablesOnly", "3": "DebugDirectivesOnly"},
	"nameTableKind": {"0": "Default", "1": "GNU", "2": "None", "3": "Apple"},
}

// legacySPFlag maps an old DISubprogram field to its DISPFlag ("" for a
// false boolean). ok is false for other fields.
func legacySPFlag(f Field) (flag string, ok bool) {
	l, isLit := f.Value.(*Literal)
	switch f.Name {
	case "isLocal", "isDefinition", "isOptimized":
		if !isLit {
			return "", false
		}
		if l.Text != "true" {
			return "", true
		}
		return map[string]string{"isLocal": "DISPFlagLocalToUnit", "isDefinition": "DISPFlagDefinition", "isOptimized": "DISPFlagOptimized"}[f.Name], true
	case "virtuality":
		if !isLit {
			return "", false
		}
		switch l.Text {
		case "DW_VIRTUALITY_virtual", "1":
			return "DISPFlagVirtual", true
		case "DW_VIRTUALITY_pure_virtual", "2":
			return "DISPFlagPureVirtual", true
		}
		return "", true
	}
	return "", false
}

func uniqStrings(s []string) []string {
	out := s[:0]
	for i, v := range s {
		if i == 0 || v != s[i-1] {
			out = append(out, v)
		}
	}
	return out
}

// id returns the canonical identity of n.
func (c *canonizer) id(n *Node) uint64 {
	if n == nil {
		return 0
	}
	c.state(n)
	if n.cstate&1 != 0 {
		return n.cid
	}
	var h maphash.Hash
	h.SetSeed(canonSeed)
	if n.cpos >= 0 || distinctLike(n) {
		h.WriteString("D")
		writeInt(&h, int64(n.cpos))
		n.cid = h.Sum64()
		n.cstate |= 1
		return n.cid
	}
	if n.cstate&2 != 0 {
		// A cycle through uniqued nodes: identify the back edge.
		h.WriteString("cycle")
		return h.Sum64()
	}
	n.cstate |= 2
	v := c.content(n)
	n.cstate &^= 2
	n.cid = v
	n.cstate |= 1
	return v
}

// content hashes n's contents with children by identity.
func (c *canonizer) content(n *Node) uint64 {
	c.state(n)
	if n.chasC {
		return n.ccontent
	}
	var h maphash.Hash
	h.SetSeed(canonSeed)
	if n.missing {
		h.WriteString("missing")
		writeInt(&h, int64(n.ID))
	}
	h.WriteByte(byte(n.Kind))
	h.WriteString(n.Name)
	h.WriteByte('(')
	for _, op := range n.Operands() {
		c.writeOperand(&h, op)
	}
	h.WriteByte('|')
	for _, f := range c.fields(n) {
		h.WriteString(f.Name)
		h.WriteByte(':')
		c.writeOperand(&h, f.Value)
	}
	v := h.Sum64()
	n.ccontent = v
	n.chasC = true
	return v
}

func (c *canonizer) writeOperand(h *maphash.Hash, m Metadata) {
	switch v := m.(type) {
	case nil:
		h.WriteString("N;")
	case *Node:
		if v == nil {
			h.WriteString("N;")
			return
		}
		h.WriteString("#")
		writeInt(h, int64(c.id(v)))
	case *String:
		h.WriteString("S")
		writeInt(h, int64(len(v.Value)))
		h.WriteString(v.Value)
	case *Value:
		h.WriteString("V")
		h.WriteString(CanonValue(v))
		h.WriteByte(';')
	case *Literal:
		h.WriteString("L")
		h.WriteString(canonLiteral(v))
		h.WriteByte(';')
	}
}

func writeInt(h *maphash.Hash, v int64) {
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], uint64(v))
	h.Write(b[:])
}

// CanonValue renders a metadata constant in a canonical form: integers in
// decimal, floating-point values by their bits, other values as written.
func CanonValue(v *Value) string {
	t := ""
	if v.Type != nil {
		t = v.Type.String()
	}
	switch v.Kind {
	case ast.IntConst, ast.BoolConst:
		if i, ok := v.Int(); ok {
			if v.Type != nil && v.Type.Bits > 0 && v.Type.Bits < 64 {
				// Wrap to the type's width, signed: i32 4294967295 is i32 -1.
				shift := 64 - v.Type.Bits
				i = i << shift >> shift
			}
			return t + " " + strconv.FormatInt(i, 10)
		}
	case ast.FloatConst:
		if f, ok := v.Float(); ok {
			return t + " f" + strconv.FormatUint(math.Float64bits(f), 16)
		}
	case ast.NullConst, ast.ZeroConst:
		if v.Type != nil && v.Type.Kind == ast.IntType {
			return t + " 0"
		}
		return t + " zero"
	}
	return t + " " + quotedName.ReplaceAllString(normalizeSpace(v.Text), "$1$2")
}

// quotedName matches a quoted name that needs no quotes: %"T" is %T.
var quotedName = regexp.MustCompile(`([%@])"([-a-zA-Z$._][-a-zA-Z$._0-9]*)"`)

// normalizeSpace collapses white space in constant text so that
// "bitcast ( i8* @g to i32*)" equals "bitcast (i8* @g to i32*)".
func normalizeSpace(s string) string {
	var b strings.Builder
	space := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' {
			space = true
			continue
		}
		if space && b.Len() > 0 {
			prev := b.String()[b.Len()-1]
			if prev != '(' && prev != '[' && prev != '{' && prev != '<' && c != ')' && c != ']' && c != '}' && c != '>' && c != ',' {
				b.WriteByte(' ')
			}
		}
		space = false
		b.WriteByte(c)
	}
	return b.String()
}

func canonLiteral(l *Literal) string {
	switch l.Kind {
	case ast.MDFlags:
		parts := strings.Split(l.Text, "|")
		for i := range parts {
			parts[i] = strings.TrimSpace(parts[i])
		}
		sort.Strings(parts)
		return strings.Join(parts, "|")
	case ast.MDInt:
		if i, err := strconv.ParseInt(l.Text, 10, 64); err == nil {
			return strconv.FormatInt(i, 10)
		}
		if u, err := strconv.ParseUint(l.Text, 10, 64); err == nil {
			return strconv.FormatInt(int64(u), 10)
		}
	case ast.MDRawString:
		return "\"" + l.Text
	}
	return l.Text
}

// maphashable hashes one operand with a canonizer's identities.
type maphashable struct{ c *canonizer }

func (m maphashable) sum(op Metadata) uint64 {
	var h maphash.Hash
	h.SetSeed(canonSeed)
	m.c.writeOperand(&h, op)
	return h.Sum64()
}

// isDefaultField reports whether a field value is one LLVM's printer leaves
// out: null, 0, false, "".
func isDefaultField(m Metadata) bool {
	switch v := m.(type) {
	case nil:
		return true
	case *Node:
		return v == nil
	case *Literal:
		switch v.Kind {
		case ast.MDInt:
			return v.Text == "0"
		case ast.MDIdent:
			return v.Text == "false" || v.Text == "DIFlagZero" || v.Text == "DISPFlagZero"
		case ast.MDRawString:
			return v.Text == ""
		}
	}
	return false
}

// distinctLike reports whether n is distinct, or a uniqued node that refers
// to itself (LLVM's reader makes those distinct).
func distinctLike(n *Node) bool {
	if n.Distinct {
		return true
	}
	for _, op := range n.Operands() {
		if op == Metadata(n) {
			return true
		}
	}
	for _, f := range n.Fields() {
		if f.Value == Metadata(n) {
			return true
		}
	}
	return false
}
