package md

import (
	"bytes"
	"cmp"
	"fmt"
	"io"
	"slices"
	"sort"
	"strconv"

	"github.com/irmeta/irmeta/scanner"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/token"
)

// Edits are recorded on the Graph and applied as text patches when the
// module is printed: unmodified lines print as they were, the lines of
// edited entities are regenerated, and new nodes are appended at the end of
// the file (those still referenced: see Print). Edits of metadata (attachments, named lists, node contents,
// new nodes) are visible through the Graph at once. Structural edits
// (inserting or removing instructions and top-level entities) are visible
// after Commit, which prints and parses the module again.

// textEdit replaces source bytes [start, end) with text.
type textEdit struct {
	start, end token.Pos
	text       string
	seq        int
	// apart marks a deletion that takes whole tokens (an entity, an
	// instruction, an attachment): Print keeps a blank where it would join
	// the words on either side into one token.
	apart bool
}

// editState holds the edits not yet printed.
type editState struct {
	namedEdited map[string]bool
	nodeEdited  map[*Node]bool
	raw         []textEdit
	seq         int
	// split holds the instructions (by start) that InsertBefore moved to
	// a line of their own.
	split map[token.Pos]bool
}

func (g *Graph) edits() *editState {
	if g.es == nil {
		g.es = &editState{namedEdited: map[string]bool{}, nodeEdited: map[*Node]bool{}}
	}
	return g.es
}

// Modified reports whether any edit has been made.
func (g *Graph) Modified() bool {
	return g.es != nil && (len(g.attach) > 0 || len(g.es.namedEdited) > 0 || len(g.es.nodeEdited) > 0 || len(g.es.raw) > 0 || len(g.created) > 0)
}

// SetAttachment attaches n to t under kind, replacing an attachment of the
// same kind. Inline or unnumbered nodes are interned first. On the module it
// sets named metadata !kind = !{n}. The change is visible at once to every
// reader of g.
func (g *Graph) SetAttachment(t Target, kind string, n *Node) {
	kind = KindName(kind)
	if t.Kind == ModuleTarget {
		g.SetNamed(kind, []*Node{n})
		return
	}
	n = g.Intern(n)
	list := append([]Attachment(nil), g.Attachments(t)...)
	for i := range list {
		if list[i].Kind == kind {
			list[i].Node = n
			g.setAttachments(t, list)
			return
		}
	}
	g.setAttachments(t, append(list, Attachment{Kind: kind, Node: n}))
}

// RemoveAttachment removes the attachment of kind from t. It reports
// whether there was one. A node made in this session that nothing refers
// to any more is not printed (see Print). A node of the original file
// stays in it even when this was its last user: edits change only the
// lines they touch, and LLVM drops such a node the next time it writes the
// module (Renumber does the same).
func (g *Graph) RemoveAttachment(t Target, kind string) bool {
	kind = KindName(kind)
	if t.Kind == ModuleTarget {
		return g.RemoveNamed(kind)
	}
	list := g.Attachments(t)
	out := make([]Attachment, 0, len(list))
	for _, a := range list {
		if a.Kind != kind {
			out = append(out, a)
		}
	}
	if len(out) == len(list) {
		return false
	}
	g.setAttachments(t, out)
	return true
}

func (g *Graph) setAttachments(t Target, list []Attachment) {
	if g.attach == nil {
		g.attach = make(map[Target][]Attachment)
	}
	g.attach[t] = list
	g.users = nil
	g.edits()
}

// SetNamed replaces the operands of named metadata name, creating the list
// when it does not exist. An empty list stays in the module as !name = !{}.
func (g *Graph) SetNamed(name string, nodes []*Node) {
	name = KindName(name)
	l := g.named[name]
	if l == nil {
		l = &NamedList{Name: name, Index: -1}
		g.named[name] = l
		g.order = append(g.order, name)
	}
	l.Nodes = make([]*Node, len(nodes))
	for i, n := range nodes {
		l.Nodes[i] = g.Intern(n)
	}
	g.edits().namedEdited[name] = true
	g.users = nil
}

// AddNamedOperand appends n to named metadata name.
func (g *Graph) AddNamedOperand(name string, n *Node) {
	name = KindName(name)
	var cur []*Node
	if l := g.named[name]; l != nil {
		cur = l.Nodes
	}
	g.SetNamed(name, append(append([]*Node(nil), cur...), n))
}

// RemoveNamedOperand removes operand i of named metadata name.
func (g *Graph) RemoveNamedOperand(name string, i int) error {
	name = KindName(name)
	l := g.named[name]
	if l == nil || i < 0 || i >= len(l.Nodes) {
		return fmt.Errorf("named metadata !%s has no operand %d", name, i)
	}
	nodes := append(append([]*Node(nil), l.Nodes[:i]...), l.Nodes[i+1:]...)
	g.SetNamed(name, nodes)
	return nil
}

// RemoveNamed deletes named metadata name. It reports whether it existed.
func (g *Graph) RemoveNamed(name string) bool {
	name = KindName(name)
	if g.named[name] == nil {
		return false
	}
	delete(g.named, name)
	for i, s := range g.order {
		if s == name {
			g.order = append(g.order[:i:i], g.order[i+1:]...)
			break
		}
	}
	g.edits().namedEdited[name] = true
	g.users = nil
	return true
}

// SetOperand replaces operand i of n. Changing a uniqued node in place is
// allowed (the module text changes accordingly) but, as in LLVM, usually a
// new node should be made instead.
func (g *Graph) SetOperand(n *Node, i int, v Metadata) error {
	ops := n.Operands()
	if i < 0 || i >= len(ops) {
		return fmt.Errorf("node %s has no operand %d", n, i)
	}
	if c, ok := v.(*Node); ok && c != n {
		v = g.Intern(c)
	}
	n.setOps(append([]Metadata(nil), ops...))
	n.body.ops[i] = v
	g.nodeChanged(n)
	return nil
}

// SetField sets (or adds) the named field of a specialized node.
func (g *Graph) SetField(n *Node, name string, v Metadata) {
	fields := append([]Field(nil), n.Fields()...)
	if c, ok := v.(*Node); ok && c != n {
		v = g.Intern(c)
	}
	for i := range fields {
		if fields[i].Name == name {
			fields[i].Value = v
			n.setFields(fields)
			g.nodeChanged(n)
			return
		}
	}
	n.setFields(append(fields, Field{Name: name, Value: v}))
	g.nodeChanged(n)
}

func (g *Graph) nodeChanged(n *Node) {
	if !n.created {
		g.edits().nodeEdited[n] = true
	}
	g.uniq = nil
	g.users = nil
}

// NewTuple returns the uniqued tuple with the given operands: an existing
// node with the same operands if there is one (as LLVM's MDNode::get),
// otherwise a new numbered node.
func (g *Graph) NewTuple(ops ...Metadata) *Node {
	n := &Node{g: g, ID: -1, def: -1, Kind: Tuple, loaded: true}
	n.setOps(ops)
	return g.Intern(n)
}

// NewDistinctTuple returns a new distinct tuple.
func (g *Graph) NewDistinctTuple(ops ...Metadata) *Node {
	n := &Node{g: g, ID: -1, def: -1, Kind: Tuple, Distinct: true, loaded: true}
	n.setOps(ops)
	return g.Intern(n)
}

// NewSpecialized returns a specialized node !name(fields...), uniqued
// unless distinct.
func (g *Graph) NewSpecialized(name string, distinct bool, fields ...Field) *Node {
	n := &Node{g: g, ID: -1, def: -1, Kind: Specialized, Name: name, Distinct: distinct, loaded: true}
	n.setFields(fields)
	return g.Intern(n)
}

// NewSelfRef returns a new distinct tuple whose first operand is the node
// itself, followed by ops: the shape of loop IDs.
func (g *Graph) NewSelfRef(ops ...Metadata) *Node {
	n := g.NewDistinctTuple(append([]Metadata{nil}, ops...)...)
	n.body.ops[0] = n
	return n
}

// uniqueIndex maps the text of every uniqued numbered node to the node.
func (g *Graph) uniqueIndex() map[string]*Node {
	if g.uniq == nil {
		g.uniq = make(map[string]*Node)
		for _, n := range g.Nodes() {
			// A uniqued node that refers to itself is distinct to LLVM:
			// MDNode::get never returns it. A new node on a cycle that
			// Intern is still numbering has no text yet (Intern adds it
			// when done).
			if !distinctLike(n) && n.Err() == nil && !(n.created && hasUnnumbered(n)) {
				key := Format(n)
				if _, dup := g.uniq[key]; !dup {
					g.uniq[key] = n
				}
			}
		}
	}
	return g.uniq
}

// ParseNode parses metadata written in LLVM syntax (`!{i32 1, !"x"}`,
// `!DILocation(line: 1, scope: !3)`, or a reference `!7`) and returns the
// graph node for it, interned.
func (g *Graph) ParseNode(text string) (*Node, error) {
	d, err := parser.ParseMD(text)
	if err != nil {
		return nil, err
	}
	switch v := g.convert(d).(type) {
	case *Node:
		if err := checkDefined(v); err != nil {
			return nil, err
		}
		return g.Intern(v), nil
	default:
		return nil, fmt.Errorf("%q is not a metadata node", text)
	}
}

// ParseOperand parses one metadata operand in LLVM syntax: `!"x"`,
// `i32 7`, `!5`, `!{...}` or `null`.
func (g *Graph) ParseOperand(text string) (Metadata, error) {
	d, err := parser.ParseMD(text)
	if err != nil {
		return nil, err
	}
	m := g.convert(d)
	if n, ok := m.(*Node); ok && n != nil {
		if err := checkDefined(n); err != nil {
			return nil, err
		}
		return g.Intern(n), nil
	}
	return m, nil
}

// checkDefined reports a reference to an undefined node in n or in the
// inline nodes it contains.
func checkDefined(n *Node) error {
	if n.missing {
		return fmt.Errorf("metadata !%d is not defined in the module", n.ID)
	}
	if n.ID >= 0 {
		return nil
	}
	for _, c := range n.Children() {
		if err := checkDefined(c); err != nil {
			return err
		}
	}
	return nil
}

// InsertBefore inserts text (one or more complete lines, such as an
// instruction "  %x = call ...") before instruction i, with the indentation
// of i's line. When other text stands before i on its line ("{ ret void",
// "entry: ret void", another instruction), i moves to a line of its own
// after the inserted lines. The instruction becomes visible through the
// module after Commit.
func (g *Graph) InsertBefore(i int, text string) {
	in := &g.Module.Insts[i]
	src := g.Module.Src
	ls := lineStart(src, in.Start)
	le := ls
	for le < in.Start && (src[le] == ' ' || src[le] == '\t') {
		le++
	}
	indent := string(src[ls:le])
	eol := g.eolAt(ls)
	if le == in.Start {
		g.rawEdit(ls, ls, indent+text+eol)
		return
	}
	// The text before i stays on its line: inserting there would copy it
	// (the whole line was taken for indentation), and the new lines would
	// go before a label or the function's header.
	es := g.edits()
	if !es.split[in.Start] {
		if es.split == nil {
			es.split = map[token.Pos]bool{}
		}
		es.split[in.Start] = true
		q := in.Start
		for q > le && (src[q-1] == ' ' || src[q-1] == '\t') {
			q--
		}
		g.rawEdit(q, in.Start, eol+indent)
	}
	g.rawEdit(in.Start, in.Start, text+eol+indent)
}

// RemoveInst deletes instruction i and its line (when the line holds
// nothing else but a comment).
func (g *Graph) RemoveInst(i int) {
	in := &g.Module.Insts[i]
	g.removeSpanLine(in.Start, in.End)
}

// RemoveLines deletes the source text of s with its line when the line
// holds nothing else but white space and a comment (as RemoveInst does;
// unlike RemoveEntity, blank lines around it stay). Visible after Commit.
func (g *Graph) RemoveLines(s ast.Span) {
	g.removeSpanLine(s.Start, s.End)
}

func (g *Graph) removeSpanLine(start, end token.Pos) {
	src := g.Module.Src
	ls := lineStart(src, start)
	le := lineEnd(src, end)
	onlyLine := len(bytes.TrimSpace(src[ls:start])) == 0
	rest := bytes.TrimSpace(src[end:le])
	if onlyLine && (len(rest) == 0 || rest[0] == ';') {
		if int(le) < len(src) {
			le++ // the newline
		}
		g.removeTokens(ls, le)
		return
	}
	g.removeTokens(start, end)
}

func (g *Graph) rawEdit(start, end token.Pos, text string) {
	es := g.edits()
	es.seq++
	es.raw = append(es.raw, textEdit{start: start, end: end, text: text, seq: es.seq})
}

// removeTokens deletes [start, end), which holds whole tokens: the words
// before and after it stay apart (see textEdit.apart).
func (g *Graph) removeTokens(start, end token.Pos) {
	g.rawEdit(start, end, "")
	es := g.edits()
	es.raw[len(es.raw)-1].apart = true
}

func lineStart(src []byte, p token.Pos) token.Pos {
	for p > 0 && src[p-1] != '\n' {
		p--
	}
	return p
}

func lineEnd(src []byte, p token.Pos) token.Pos {
	for int(p) < len(src) && src[p] != '\n' {
		p++
	}
	return p
}

// Print writes the module with all edits applied. Nodes made in this
// session are printed after the source, in creation order, and only those
// that something printed still reaches (an attachment, named metadata, an
// edited node, a metadata id in text written by the session, or another
// such node): a node superseded by a later edit is left out, as LLVM
// leaves out unreferenced nodes. The nodes printed are numbered
// consecutively from the first new number, so a node's printed number
// differs from its ID only when an earlier new node was left out; every
// reference, in text written by the session too, is printed with the new
// number. The graph itself is not changed (Commit returns the graph of the
// printed text).
func (g *Graph) Print(w io.Writer) error {
	edits, err := g.textEdits()
	if err != nil {
		return err
	}
	src := g.Module.Src
	// A deletion that takes whole tokens never joins the words around it
	// ("i32 0" and "ret" in "i32 0%1 = call ...#0ret void" would make
	// "0ret" when the call goes; so would two entities removed side by
	// side): the junction after one gets a blank when both sides are name
	// characters, judged on the text as printed.
	last := byte('\n') // the last byte written
	apart := false     // a separating deletion since then
	sep := func(first byte) error {
		if apart && scanner.IsNameChar(last) && scanner.IsNameChar(first) {
			if _, err := io.WriteString(w, " "); err != nil {
				return err
			}
		}
		apart = false
		return nil
	}
	prev := token.Pos(0)
	for _, e := range edits {
		if b := src[prev:e.start]; len(b) > 0 {
			if err := sep(b[0]); err != nil {
				return err
			}
			if _, err := w.Write(b); err != nil {
				return err
			}
			last = b[len(b)-1]
		}
		if e.apart && e.text == "" && e.end > e.start {
			apart = true
		}
		if t := e.text; t != "" {
			if err := sep(t[0]); err != nil {
				return err
			}
			if _, err := io.WriteString(w, t); err != nil {
				return err
			}
			last = t[len(t)-1]
		}
		prev = e.end
	}
	if b := src[prev:]; len(b) > 0 {
		if err := sep(b[0]); err != nil {
			return err
		}
		if _, err := w.Write(b); err != nil {
			return err
		}
	}
	return nil
}

// Bytes returns the printed module.
func (g *Graph) Bytes() ([]byte, error) {
	var b bytes.Buffer
	b.Grow(len(g.Module.Src) + 1024)
	err := g.Print(&b)
	return b.Bytes(), err
}

// Commit prints the module with its edits, parses the result and returns
// the graph of the new module.
func (g *Graph) Commit() (*Graph, error) {
	src, err := g.Bytes()
	if err != nil {
		return nil, err
	}
	m, err := parser.ParseFileOptions(g.Module.File.Name, src, parser.Options{Version: g.Module.Version})
	if err != nil {
		return nil, fmt.Errorf("edited module does not parse: %w", err)
	}
	if err := m.Check(); err != nil {
		return nil, fmt.Errorf("edited module: %w", err)
	}
	return New(m), nil
}

// textEdits turns the recorded edits into sorted, non-overlapping patches.
func (g *Graph) textEdits() ([]textEdit, error) {
	if !g.Modified() {
		return nil, nil
	}
	m := g.Module
	es := g.edits()
	plan := g.planNewNodes()
	out := append([]textEdit(nil), es.raw...)
	if plan.byOld != nil {
		for i := range out {
			out[i].text = renumberText(out[i].text, plan.byOld)
		}
	}
	seq := es.seq
	add := func(start, end token.Pos, text string) {
		seq++
		// Every deletion here takes whole tokens.
		out = append(out, textEdit{start, end, text, seq, text == ""})
	}
	for t, list := range g.attach {
		g.attachmentEdits(t, list, plan.ids, add)
	}
	for n := range es.nodeEdited {
		if n.def >= 0 {
			d := &m.MDDefs[n.def]
			add(d.ValueStart, d.End, formatWith(withoutDistinct(n), plan.ids))
		}
	}
	var tail bytes.Buffer
	nl := g.newline()
	if len(m.Src) > 0 {
		nl = g.eolAt(token.Pos(len(m.Src) - 1))
	}
	// Edited lists in a fixed order: existing ones are patched in place,
	// new ones appended in the order they were created.
	names := make([]string, 0, len(es.namedEdited))
	for _, name := range g.order {
		if es.namedEdited[name] {
			names = append(names, name)
		}
	}
	for name := range es.namedEdited {
		if g.named[name] == nil { // removed lists are no longer in g.order
			names = append(names, name)
		}
	}
	sort.Strings(names[len(names)-countRemoved(g, es):])
	for _, name := range names {
		l := g.named[name]
		var orig []int
		if l != nil {
			orig = l.Defs
		} else {
			for i := range m.NamedMD {
				if m.NamedMD[i].Name == name {
					orig = append(orig, i)
				}
			}
		}
		text := ""
		if l != nil {
			text = formatNamed(l, plan.ids)
		}
		for k, i := range orig {
			nm := &m.NamedMD[i]
			if k == 0 && text != "" {
				add(nm.Start, nm.End, text)
			} else {
				g.removeLineInto(nm.Start, nm.End, add)
			}
		}
		if len(orig) == 0 && text != "" {
			tail.WriteString(text)
			tail.WriteString(nl)
		}
	}
	for _, n := range plan.keep {
		tail.WriteString("!" + strconv.Itoa(int(plan.ids.id(n))) + " = " + formatWith(n, plan.ids))
		tail.WriteString(nl)
	}
	if tail.Len() > 0 {
		end := token.Pos(len(m.Src))
		text := tail.String()
		if len(m.Src) > 0 && m.Src[len(m.Src)-1] != '\n' {
			text = nl + text
		}
		add(end, end, text)
	}
	slices.SortFunc(out, func(a, b textEdit) int { // seq is unique: a total order
		if c := cmp.Compare(a.start, b.start); c != 0 {
			return c
		}
		return cmp.Compare(a.seq, b.seq)
	})
	// Deletions may overlap (two removed entities that each take the
	// blank line between them): they delete the union.
	merged := out[:0]
	for _, e := range out {
		if k := len(merged) - 1; k >= 0 && e.start < merged[k].end {
			if e.text != "" || merged[k].text != "" {
				return nil, fmt.Errorf("conflicting edits at %s", m.Position(e.start))
			}
			merged[k].end = max(merged[k].end, e.end)
			merged[k].apart = merged[k].apart || e.apart
			continue
		}
		merged = append(merged, e)
	}
	return merged, nil
}

// removeLineInto removes [start, end) with its line when nothing else is
// on it (IR is not line-based: another entity may share the line, and then
// only the span goes).
func (g *Graph) removeLineInto(start, end token.Pos, add func(token.Pos, token.Pos, string)) {
	src := g.Module.Src
	if !ownsLines(src, start, end) {
		add(start, end, "")
		return
	}
	ls, le := lineStart(src, start), lineEnd(src, end)
	if int(le) < len(src) {
		le++
	}
	add(ls, le, "")
}

func withoutDistinct(n *Node) *Node {
	if !n.Distinct {
		return n
	}
	c := *n
	c.Distinct = false
	return &c
}

func formatNamed(l *NamedList, ids printIDs) string {
	var b bytes.Buffer
	b.WriteString("!" + metadataName(l.Name) + " = !{")
	for i, n := range l.Nodes {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(formatOperandWith(n, ids))
	}
	b.WriteString("}")
	return b.String()
}

// attachmentEdits emits the patches that turn t's source attachments into
// list.
func (g *Graph) attachmentEdits(t Target, list []Attachment, ids printIDs, add func(token.Pos, token.Pos, string)) {
	m := g.Module
	src := g.sourceAttachments(t)
	isFunc := t.Kind == FunctionTarget
	var b bytes.Buffer
	for _, a := range list {
		if isFunc {
			b.WriteString(" !")
		} else {
			b.WriteString(", !")
		}
		b.WriteString(metadataName(a.Kind))
		b.WriteByte(' ')
		b.WriteString(formatOperandWith(a.Node, ids))
	}
	text := b.String()
	if len(src) > 0 {
		for k := range src {
			a := &src[k]
			start := separatorStart(m.Src, targetStart(m, t), a.Start, !isFunc)
			repl := ""
			if k == 0 {
				repl = text
			}
			// The next entity may follow the last attachment without a
			// blank ("!5define"): it keeps one, or the word before the
			// list would join it.
			if k == len(src)-1 && int(a.End) < len(m.Src) && scanner.IsNameChar(m.Src[a.End]) {
				repl += " "
			}
			add(start, a.End, repl)
		}
		return
	}
	if text == "" {
		return
	}
	switch t.Kind {
	case InstTarget:
		end := m.Insts[t.Index].End
		add(end, end, text)
	case GlobalTarget:
		gl := &m.Globals[t.Index]
		pos := trailingAttrStart(m.Src, gl.Start, gl.End)
		add(pos, pos, text)
	case FunctionTarget:
		f := &m.Functions[t.Index]
		if f.Declare {
			pos := f.Header.Start + token.Pos(len("declare"))
			add(pos, pos, text)
		} else {
			add(f.Header.End, f.Header.End, text)
		}
	}
}

// separatorStart returns where the removal of the attachment at p starts,
// for an entity whose text starts at from: the end of the token before
// the attachment's comma (for instructions and globals) or before the
// attachment itself, so that the comma and the white space around it go
// too, line breaks included (a "\r" left behind kept the comma). The
// tokens are scanned from the entity's start, as the lexer reads them,
// because a ";" comment can stand on the line before ("();\n,!a !0"): the
// line break that ends such a comment must stay, or the comment would
// swallow the text that follows the removed attachment. Then the removal
// starts after the last line break that ends a comment.
func separatorStart(src []byte, from, p token.Pos, comma bool) token.Pos {
	var sc scanner.Scanner
	sc.Init(src[:p])
	sc.Seek(int(from))
	var prev, last scanner.Token
	prev.End, last.End = from, from
	for {
		t := sc.Next()
		if t.Kind == scanner.EOF {
			break
		}
		prev, last = last, t
	}
	q := last.End
	if comma && last.Kind == scanner.Comma {
		q = prev.End
	}
	// Only white space and comments lie between q and the comma (or the
	// attachment): the removal starts after the line break that ends the
	// last ";" comment among them.
	end := p
	if comma && last.Kind == scanner.Comma {
		end = last.Start
	}
	return q + commentKeep(src[q:end])
}

// commentKeep returns the length of the part of gap (white space and
// comments only) that ends with the line break closing its last ";"
// comment: 0 when it has none.
func commentKeep(gap []byte) token.Pos {
	keep := 0
	for i := 0; i < len(gap); {
		switch {
		case gap[i] == ';':
			nl := bytes.IndexByte(gap[i:], '\n')
			if nl < 0 {
				return token.Pos(len(gap))
			}
			i += nl + 1
			keep = i
		case gap[i] == '/' && i+1 < len(gap) && gap[i+1] == '*':
			e := bytes.Index(gap[i+2:], []byte("*/"))
			if e < 0 {
				return token.Pos(len(gap))
			}
			i += e + 4
		default:
			i++
		}
	}
	return token.Pos(keep)
}

// targetStart returns where the text of t starts: its first token.
func targetStart(m *ast.Module, t Target) token.Pos {
	switch t.Kind {
	case FunctionTarget:
		return m.Functions[t.Index].Header.Start
	case GlobalTarget:
		return m.Globals[t.Index].Start
	default:
		return m.Insts[t.Index].Start
	}
}

// trailingAttrStart returns where new attachments go in a global: before a
// trailing attribute group list (" #0"), else at the end.
func trailingAttrStart(src []byte, start, end token.Pos) token.Pos {
	p := end
	for {
		q := p
		for q > start && src[q-1] >= '0' && src[q-1] <= '9' {
			q--
		}
		if q == p || q == start || src[q-1] != '#' {
			return p
		}
		q--
		for q > start && (src[q-1] == ' ' || src[q-1] == '\t') {
			q--
		}
		p = q
	}
}

// NewInt returns an integer constant of the given bit width as metadata.
func NewInt(bits uint32, v int64) *Value {
	return &Value{Type: &ast.Type{Kind: ast.IntType, Name: "i" + strconv.Itoa(int(bits)), Bits: bits}, Text: strconv.FormatInt(v, 10), Kind: ast.IntConst}
}

// NewBool returns an i1 true/false constant as metadata.
func NewBool(v bool) *Value {
	text := "false"
	if v {
		text = "true"
	}
	return &Value{Type: &ast.Type{Kind: ast.IntType, Name: "i1", Bits: 1}, Text: text, Kind: ast.BoolConst}
}

// NewDouble returns a double constant as metadata, printed as LLVM prints
// it: decimal when that reads back exactly, hexadecimal otherwise.
func NewDouble(f float64) *Value {
	return &Value{Type: &ast.Type{Kind: ast.FloatType, Name: "double"}, Text: FormatDouble(f), Kind: ast.FloatConst}
}

// countRemoved counts edited named lists that no longer exist.
func countRemoved(g *Graph, es *editState) int {
	n := 0
	for name := range es.namedEdited {
		if g.named[name] == nil {
			n++
		}
	}
	return n
}
