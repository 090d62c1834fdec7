package md

import (
	"fmt"
	"sort"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/token"
)

// A Graph is the metadata of one module. Create it with New. A Graph is not
// safe for concurrent use.
type Graph struct {
	Module *ast.Module

	dec *parser.Decoder
	// nodeAt locates the node of each definition (by index in
	// Module.MDDefs) in nodeChunks: chunk<<nodeChunkBits | offset, plus
	// one (0: not made yet). Allocated on first use; 4 bytes a definition
	// where pointers took 8, for the hundreds of thousands of definitions
	// of a -g module most of which no pass asks for.
	nodeAt     []uint32
	nodeChunks [][]Node
	idIndex    []int32         // id -> index in MDDefs + 1 (0: none), for dense ids
	unsorted   bool            // sparse ids out of order: the module's lookup finds them
	byID       map[int32]*Node // missing and created nodes
	named      map[string]*NamedList
	order      []string // named list names in source order
	attach     map[Target][]Attachment
	users      map[*Node][]*Node
	errs       map[*Node]error // decoding errors: rare, so not a field of every node
	created    []*Node         // nodes made by editors, in creation order
	nextID     int32
	uniq       map[string]*Node
	fnFirst    []fnRange // first instruction of each defined function
	es         *editState
	arena      arena          // Literals and Fields of nodes decoded by loadLight
	opaque     uint8          // 0 unknown, 1 opaque pointers, 2 typed pointers
	peeked     *peekCache     // the node PeekField read last, and its fields
	cursor     ast.TextCursor // the pager's view of the graph's reads
	bodies     []nodeBody     // loaded nodes' contents are allocated in chunks

	// Intern's scratch space, kept between calls (see interner).
	internStack  []*Node
	internKeys   []*Node
	internMerged map[*Node]*Node
}

// A NamedList is named metadata: !name = !{!0, !1}.
type NamedList struct {
	Name string
	// Nodes are the operands.
	Nodes []*Node
	// Index is the position in Module.NamedMD, or -1 for a list created by
	// an editor. Named metadata may be split over several definitions in
	// the source; Index is the first and Defs lists all.
	Index int
	Defs  []int
}

// TargetKind tells what kind of entity a Target is.
type TargetKind uint8

// Kinds of attachment targets.
const (
	FunctionTarget TargetKind = iota // index into Module.Functions
	GlobalTarget                     // index into Module.Globals
	InstTarget                       // index into Module.Insts
	ModuleTarget                     // the module itself; Index is 0
)

// A Target names an entity that metadata hangs on: the module, a function,
// a global or an instruction. It is the one way every package names such an
// entity: attachments (Graph.Attachment, SetAttachment), typed attributes
// (ValueAttr.Get, ...) and messages (Graph.TargetName) all take a Target.
//
// On the module, "the attachment of kind K" is the single operand of the
// named metadata !K = !{!N}, the form module-level attributes take.
type Target struct {
	Kind  TargetKind
	Index int
}

// OnModule returns the Target for the module itself.
func OnModule() Target { return Target{Kind: ModuleTarget} }

// Function returns the Target for function i (an index into
// Module.Functions).
func Function(i int) Target { return Target{FunctionTarget, i} }

// Global returns the Target for global i (an index into Module.Globals).
func Global(i int) Target { return Target{GlobalTarget, i} }

// Inst returns the Target for instruction i (an index into Module.Insts).
func Inst(i int) Target { return Target{InstTarget, i} }

// KindName returns an attachment kind or metadata name without a leading
// '!': every method that takes a kind accepts "tbaa" and "!tbaa" alike.
func KindName(kind string) string {
	if len(kind) > 0 && kind[0] == '!' {
		return kind[1:]
	}
	return kind
}

// An Attachment is "!kind !node" on a Target.
type Attachment struct {
	Kind string
	Node *Node
}

// New returns the metadata graph of m. Nodes are made and decoded on first
// use; New itself only indexes node ids (4 bytes per id) and named metadata,
// so a graph costs little until it is walked.
func New(m *ast.Module) *Graph {
	g := &Graph{
		Module: m,
		byID:   make(map[int32]*Node),
		named:  make(map[string]*NamedList),
	}
	var maxID int32 = -1
	sorted := true
	for i := range m.MDDefs {
		id := m.MDDefs[i].ID
		if id <= maxID {
			sorted = false
		}
		if id > maxID {
			maxID = id
		}
	}
	g.nextID = maxID + 1
	// Dense ids: the module's direct index, 4 bytes per id, shared by
	// every graph of the module. Sparse ids in increasing order: binary
	// search. Others: the module's map.
	g.idIndex = m.MDDefIndexDense()
	g.unsorted = g.idIndex == nil && !sorted
	for i := range m.NamedMD {
		nm := &m.NamedMD[i]
		l := g.named[nm.Name]
		if l == nil {
			l = &NamedList{Name: nm.Name, Index: i}
			g.named[nm.Name] = l
			g.order = append(g.order, nm.Name)
		}
		l.Defs = append(l.Defs, i)
		for _, op := range nm.Operands {
			if op.Node >= 0 {
				l.Nodes = append(l.Nodes, g.NodeByID(op.Node))
			} else if md, err := g.decoder().MDAt(op.Start); err == nil {
				if n, ok := g.convert(md).(*Node); ok {
					l.Nodes = append(l.Nodes, n)
				}
			}
		}
	}
	return g
}

func (g *Graph) decoder() *parser.Decoder {
	if g.dec == nil {
		g.dec = parser.NewDecoder(g.Module)
	}
	return g.dec
}

// defIndex returns the index in MDDefs of the definition of !id, or -1.
func (g *Graph) defIndex(id int32) int {
	switch {
	case g.idIndex != nil:
		if id >= 0 && int(id) < len(g.idIndex) {
			return int(g.idIndex[id]) - 1
		}
		return -1
	case g.unsorted:
		return g.Module.MDDefIndex(id)
	}
	defs := g.Module.MDDefs
	i := sort.Search(len(defs), func(i int) bool { return defs[i].ID >= id })
	if i < len(defs) && defs[i].ID == id {
		return i
	}
	return -1
}

// DefIndex returns the index in Module.MDDefs of the definition of !id
// (the first one when there are several), or -1: Module.MDDefIndex,
// without a map for sparse ids in increasing order.
func (g *Graph) DefIndex(id int32) int { return g.defIndex(id) }

// setErr records the error met while decoding n.
func (g *Graph) setErr(n *Node, err error) {
	if g.errs == nil {
		g.errs = make(map[*Node]error)
	}
	g.errs[n] = err
}

// defNode returns the node of definition i, making it on first use.
func (g *Graph) defNode(i int) *Node {
	if g.nodeAt == nil {
		g.nodeAt = make([]uint32, len(g.Module.MDDefs))
	}
	if n := g.madeNode(i); n != nil {
		return n
	}
	d := &g.Module.MDDefs[i]
	last := len(g.nodeChunks) - 1
	if last < 0 || len(g.nodeChunks[last]) == nodeChunkLen {
		g.nodeChunks = append(g.nodeChunks, make([]Node, 0, nodeChunkLen))
		last++
	}
	c := &g.nodeChunks[last]
	*c = append(*c, Node{g: g, ID: d.ID, Distinct: g.Module.DefDistinct(i), def: int32(i), span: d.Value()})
	n := &(*c)[len(*c)-1]
	g.nodeAt[i] = uint32(last<<nodeChunkBits|(len(*c)-1)) + 1
	if n.shapeKind() {
		return n // as the parser saw it: the text is not read
	}
	g.touch(d.Span) // its kind is read from the text here
	if !n.peekKind() {
		n.load() // unusual text: let the decoder set Kind and Name
	}
	return n
}

// Nodes of definitions are allocated nodeChunkLen at a time.
const (
	nodeChunkBits = 10
	nodeChunkLen  = 1 << nodeChunkBits
)

// madeNode returns the node of definition i, or nil when none was made.
func (g *Graph) madeNode(i int) *Node {
	if g.nodeAt == nil {
		return nil
	}
	at := g.nodeAt[i]
	if at == 0 {
		return nil
	}
	at--
	return &g.nodeChunks[at>>nodeChunkBits][at&(nodeChunkLen-1)]
}

// touch tells the module's pager (see ast.Pager) that the text of s was
// read.
func (g *Graph) touch(s ast.Span) { g.cursor.Read(g.Module, s) }

// NodeByID returns numbered node !id. A referenced id without definition
// yields a node whose Missing method reports true.
func (g *Graph) NodeByID(id int32) *Node {
	// A defined id first, by the dense index: byID holds only ids without
	// a definition (missing ones, and those editors give, which start
	// past the largest defined id).
	if i := g.defIndex(id); i >= 0 {
		return g.defNode(i)
	}
	if n, ok := g.byID[id]; ok {
		return n
	}
	n := &Node{g: g, ID: id, def: -1, missing: true, loaded: true}
	g.byID[id] = n
	return n
}

// Lookup returns numbered node !id, or nil when it is not defined.
func (g *Graph) Lookup(id int32) *Node {
	if n := g.NodeByID(id); !n.missing {
		return n
	}
	return nil
}

// Nodes returns the numbered nodes in source order followed by nodes
// created by editors.
func (g *Graph) Nodes() []*Node {
	out := make([]*Node, 0, len(g.Module.MDDefs)+len(g.created))
	for i := range g.Module.MDDefs {
		out = append(out, g.defNode(i))
	}
	return append(out, g.created...)
}

// CreatedNodes returns the nodes editors made, in creation order (the
// tail of Nodes, without decoding the module's own).
func (g *Graph) CreatedNodes() []*Node { return g.created }

// NamedNames returns the names of the named metadata lists in source order,
// followed by lists created by editors.
func (g *Graph) NamedNames() []string { return append([]string(nil), g.order...) }

// Named returns the named metadata list called name, or nil.
func (g *Graph) Named(name string) *NamedList { return g.named[KindName(name)] }

// Attachments returns the attachments of t in source order. The module has
// none (its named metadata is listed by NamedNames).
func (g *Graph) Attachments(t Target) []Attachment {
	return g.appendAttachments(nil, t)
}

// AppendAttachments appends the attachments of t to dst and returns the
// extended slice: Attachments for walks over every target, which reuse
// one buffer instead of allocating a slice per target.
func (g *Graph) AppendAttachments(dst []Attachment, t Target) []Attachment {
	return g.appendAttachments(dst, t)
}

// hasAttachments reports whether t has an attachment, decoding nothing.
func (g *Graph) hasAttachments(t Target) bool {
	if a, ok := g.attach[t]; ok {
		return len(a) > 0
	}
	return len(g.sourceAttachments(t)) > 0
}

// appendAttachments appends the attachments of t to dst.
func (g *Graph) appendAttachments(dst []Attachment, t Target) []Attachment {
	if t.Kind == ModuleTarget {
		return dst
	}
	if a, ok := g.attach[t]; ok {
		return append(dst, a...)
	}
	src := g.sourceAttachments(t)
	for i := range src {
		dst = append(dst, Attachment{Kind: g.Module.AttachKinds[src[i].Kind], Node: g.attachedNode(&src[i])})
	}
	return dst
}

// Attachment returns the node attached to t under kind, or nil. It
// allocates nothing and decodes only the node it returns: schema packages
// call it for every attribute they read.
func (g *Graph) Attachment(t Target, kind string) *Node {
	kind = KindName(kind)
	if t.Kind == ModuleTarget {
		l := g.named[kind]
		if l == nil || len(l.Nodes) == 0 {
			return nil
		}
		return l.Nodes[0]
	}
	if list, ok := g.attach[t]; ok {
		for _, a := range list {
			if a.Kind == kind {
				return a.Node
			}
		}
		return nil
	}
	src := g.sourceAttachments(t)
	for i := range src {
		if g.Module.AttachKinds[src[i].Kind] == kind {
			return g.attachedNode(&src[i])
		}
	}
	return nil
}

func (g *Graph) sourceAttachments(t Target) []ast.Attachment {
	m := g.Module
	switch t.Kind {
	case FunctionTarget:
		return m.Functions[t.Index].Attachments
	case GlobalTarget:
		return m.Globals[t.Index].Attachments
	default:
		in := &m.Insts[t.Index]
		return m.InstAttachments[in.AttachFirst : in.AttachFirst+int32(in.AttachCount)]
	}
}

func (g *Graph) attachedNode(a *ast.Attachment) *Node {
	if a.Node >= 0 {
		return g.NodeByID(a.Node)
	}
	md, err := g.decoder().MDAt(g.Module.AttachmentNode(a))
	if err != nil {
		n := &Node{g: g, ID: -1, def: -1, loaded: true}
		g.setErr(n, err)
		return n
	}
	n, _ := g.convert(md).(*Node)
	return n
}

// Targets calls fn for every entity that has at least one attachment:
// functions, then globals, then instructions, each in source order.
func (g *Graph) Targets(fn func(Target)) {
	m := g.Module
	for i := range m.Functions {
		t := Target{FunctionTarget, i}
		if g.hasAttachments(t) {
			fn(t)
		}
	}
	for i := range m.Globals {
		t := Target{GlobalTarget, i}
		if g.hasAttachments(t) {
			fn(t)
		}
	}
	for i := range m.Insts {
		t := Target{InstTarget, i}
		if _, edited := g.attach[t]; edited || m.Insts[i].AttachCount > 0 {
			fn(t)
		}
	}
}

// Users returns the nodes that have n as an operand or field value. The
// first call decodes the whole graph.
func (g *Graph) Users(n *Node) []*Node {
	if g.users == nil {
		g.users = make(map[*Node][]*Node)
		seen := make(map[*Node]bool)
		var walk func(u *Node)
		walk = func(u *Node) {
			if seen[u] {
				return
			}
			seen[u] = true
			for _, c := range u.Children() {
				g.users[c] = append(g.users[c], u)
				if c.ID < 0 {
					walk(c)
				}
			}
		}
		for _, u := range g.Nodes() {
			walk(u)
		}
	}
	return g.users[n]
}

// Attachers returns the targets that attach n directly, with the kind.
func (g *Graph) Attachers(n *Node) []TargetAttachment {
	var out []TargetAttachment
	g.Targets(func(t Target) {
		for _, a := range g.Attachments(t) {
			if a.Node == n {
				out = append(out, TargetAttachment{Target: t, Kind: a.Kind})
			}
		}
	})
	return out
}

// describeAttr names attribute kind on t for messages: "!kind" on the
// module, "@f !kind" elsewhere.
func (g *Graph) describeAttr(t Target, kind string) string {
	if t.Kind == ModuleTarget {
		return "!" + kind
	}
	return g.TargetName(t) + " !" + kind
}

// A TargetAttachment is one attachment seen from the node's side.
type TargetAttachment struct {
	Target Target
	Kind   string
}

// TargetPos returns the source position of t.
func (g *Graph) TargetPos(t Target) token.Position {
	m := g.Module
	switch t.Kind {
	case ModuleTarget:
		return m.Position(0)
	case FunctionTarget:
		return m.Position(m.Functions[t.Index].Start)
	case GlobalTarget:
		return m.Position(m.Globals[t.Index].Start)
	}
	return m.Position(m.Insts[t.Index].Start)
}

// TargetName describes t for people: "module", "@f", "@g", or "@f:%x" /
// "@f:LINE" for instructions.
func (g *Graph) TargetName(t Target) string {
	m := g.Module
	switch t.Kind {
	case ModuleTarget:
		return "module"
	case FunctionTarget:
		return m.Functions[t.Index].Name
	case GlobalTarget:
		return m.Globals[t.Index].Name
	}
	fi := g.FunctionOf(t.Index)
	fname := "?"
	if fi >= 0 {
		fname = m.Functions[fi].Name
	}
	if r := InstResult(m, t.Index); r != "" {
		return fname + ":" + r
	}
	return fmt.Sprintf("%s:%d", fname, m.Position(m.Insts[t.Index].Start).Line)
}

// FunctionOf returns the index of the function containing instruction i,
// or -1.
func (g *Graph) FunctionOf(i int) int {
	if g.fnFirst == nil {
		for k := range g.Module.Functions {
			f := &g.Module.Functions[k]
			if len(f.Blocks) > 0 {
				g.fnFirst = append(g.fnFirst, fnRange{int(f.Blocks[0].FirstInst), k})
			}
		}
		if g.fnFirst == nil {
			g.fnFirst = []fnRange{}
		}
	}
	k := sort.Search(len(g.fnFirst), func(k int) bool { return g.fnFirst[k].first > i }) - 1
	if k < 0 {
		return -1
	}
	f := &g.Module.Functions[g.fnFirst[k].fn]
	last := f.Blocks[len(f.Blocks)-1]
	if i >= int(last.FirstInst+last.NumInsts) {
		return -1
	}
	return g.fnFirst[k].fn
}

type fnRange struct{ first, fn int }

// InstResult returns the decoded result name of instruction i ("%x"), or "".
func InstResult(m *ast.Module, i int) string {
	in := &m.Insts[i]
	if !in.HasResult {
		return ""
	}
	src := m.Src[in.Start:in.End]
	end := 1
	if len(src) > 1 && src[1] == '"' {
		end = 2
		for end < len(src) && src[end] != '"' {
			end++
		}
		end++
	} else {
		for end < len(src) && src[end] != ' ' && src[end] != '\t' && src[end] != '=' {
			end++
		}
	}
	return parser.Name(src[:end])
}

// AttachedDef returns the definition (an index in Module.MDDefs) of the
// numbered node that t's attachment of kind names in the source, while
// that node is still only text: not yet made (by Attachment, NodeByID,
// ...) nor replaced, and t's attachments not edited. Otherwise, and when
// t has no such attachment or writes it inline, it returns -1 and the
// caller asks Attachment. A walk over every instruction's !dbg that
// wants a few of them can so filter by the text (MDDef.Distinct) without
// making a node per location.
func (g *Graph) AttachedDef(t Target, kind string) int {
	if t.Kind == ModuleTarget {
		return -1
	}
	if _, edited := g.attach[t]; edited {
		return -1
	}
	kind = KindName(kind)
	src := g.sourceAttachments(t)
	for i := range src {
		if g.Module.AttachKinds[src[i].Kind] != kind {
			continue
		}
		id := src[i].Node
		if id < 0 {
			return -1
		}
		if _, made := g.byID[id]; made {
			return -1
		}
		d := g.defIndex(id)
		if d < 0 || g.madeNode(d) != nil {
			return -1
		}
		return d
	}
	return -1
}
