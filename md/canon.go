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
	"unsafe"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/dwarf"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/token"
)

// Canonical identities make metadata comparable across modules without
// regard to node numbering: a uniqued node is identified by its contents
// (recursively, through its operands' identities), a distinct node by its
// position: the order in which a fixed walk from the module's roots (named
// metadata, then attachments and metadata operands of functions, globals
// and instructions) first reaches it. Both are computed once per node, so
// the cost is linear in the size of the graph however much it is shared.
//
// A large module has a node per line, so the canonizer keeps its state in
// arrays indexed by definition rather than on Node objects, and reads
// plain specialized nodes straight from their tokens (canonlight.go): most
// definitions never become a Node. Each node is reduced once to a
// skeleton: a hash of everything but its child nodes (with a mark where
// each child goes), and the list of its children in canonical order. A
// node's identity is then the hash of its skeleton and its children's
// identities.

// A ref names a node for a canonizer: refs below the number of
// definitions are indices in Module.MDDefs, later ones are nodes without
// a definition (inline, missing or created by an editor), in c.ext.
type ref int32

// nullRef stands for null.
const nullRef ref = -1

// A root is an entry point into the metadata graph. Roots are many (about
// one per instruction), so they are kept small; rootKey spells out the
// module-independent name of one.
type root struct {
	ref   ref
	kind  int32 // index in canonizer.kinds: named metadata name or attachment kind ("" for arguments)
	ent   int32 // function or global index (-1 for named metadata)
	inst  int32 // position in the function, -1 for the entity itself
	index int32 // named operand, occurrence of a kind, or argument index
	tIdx  int32 // index in Module.Insts for instruction roots
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
		return rootKey{named: c.kinds[r.kind], index: r.index}
	}
	return rootKey{entity: c.entityName(r), inst: r.inst, kind: c.kinds[r.kind], index: r.index, isArg: r.flags&rootArg != 0}
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
	if ra.flags != rb.flags || ra.inst != rb.inst || ra.index != rb.index || c.kinds[ra.kind] != d.kinds[rb.kind] {
		return false
	}
	return ra.flags&rootNamed != 0 || c.entityName(ra) == d.entityName(rb)
}

var canonSeed = maphash.MakeSeed()

// Canonical state bits of a ref.
const (
	stSeen     = 1 << iota // reached by the walk that numbers distinct nodes
	stSkel                 // skeleton computed
	stDistinct             // distinct, or uniqued but referring to itself
	stID                   // identity computed
	stBusy                 // identity being computed (a cycle when met again)
)

type canonizer struct {
	arena    arena // canonical field slices of Nodes
	g        *Graph
	ndefs    int32
	roots    []root
	kinds    []string         // root kinds: the module's attachment kinds, then others
	kindIdx  map[string]int32 // kinds beyond the module's attachment kinds
	distinct []ref            // distinct nodes by position
	dcontent []uint64         // content of distinct nodes by position, when computed
	posOf    map[ref]int32    // distinct positions, built for explanations

	// By ref: state bits, skeleton hash, identity, and where the node's
	// children are listed in kids (a count, then the children).
	st     []uint8
	skel   []uint64
	cid    []uint64
	kidOff []int32
	kids   []ref
	ext    []*Node // nodes without a definition, by ref - ndefs
	extRef map[*Node]ref

	// canonFields of the nodes, computed once: by definition index for
	// c.g's definitions, else by node.
	defFields [][]Field
	extFields map[*Node][]Field

	buf   []byte    // scratch for skeletons
	stack []idFrame // idOf's walk

	contents int // content hashes computed (each node's at most once, or twice if distinct)

	lastClass    string            // class of the last light definition
	lastDefaults map[string]string // its classDefaults
}

// newCanonizer returns g's canonizer with its roots collected, the distinct
// nodes numbered and the skeleton of every node they reach computed.
func newCanonizer(g *Graph) *canonizer {
	c := newCanonState(g)
	c.collectRoots()
	c.assignPositions()
	return c
}

// newCanonState returns a canonizer with empty state for g's definitions.
func newCanonState(g *Graph) *canonizer {
	n := len(g.Module.MDDefs)
	room := n + n/16 + 256 // nodes without a definition come after the definitions
	return &canonizer{
		g:      g,
		ndefs:  int32(n),
		st:     make([]uint8, n, room),
		skel:   make([]uint64, n, room),
		cid:    make([]uint64, n, room),
		kidOff: make([]int32, n, room),
		kids:   make([]ref, 0, 3*n+16),
		kinds:  g.Module.AttachKinds[:len(g.Module.AttachKinds):len(g.Module.AttachKinds)],
	}
}

// refOf returns the ref of n, registering nodes without a definition.
func (c *canonizer) refOf(n *Node) ref {
	if n == nil {
		return nullRef
	}
	if n.def >= 0 && n.g == c.g {
		return ref(n.def)
	}
	if r, ok := c.extRef[n]; ok {
		return r
	}
	r := ref(len(c.st))
	if c.extRef == nil {
		c.extRef = map[*Node]ref{}
	}
	c.extRef[n] = r
	c.ext = append(c.ext, n)
	c.st = append(c.st, 0)
	c.skel = append(c.skel, 0)
	c.cid = append(c.cid, 0)
	c.kidOff = append(c.kidOff, 0)
	return r
}

// refByID returns the ref of numbered node !id, as NodeByID resolves it,
// without making a Node for a definition.
func (c *canonizer) refByID(id int32) ref {
	if i := c.g.defIndex(id); i >= 0 {
		return ref(i)
	}
	return c.refOf(c.g.NodeByID(id))
}

// node returns the Node of r, making it on first use.
func (c *canonizer) node(r ref) *Node {
	switch {
	case r < 0:
		return nil
	case r < ref(c.ndefs):
		return c.g.defNode(int(r))
	}
	return c.ext[r-ref(c.ndefs)]
}

// kind returns the index of kind name s in c.kinds.
func (c *canonizer) kind(s string) int32 {
	if k, ok := c.kindIdx[s]; ok {
		return k
	}
	if c.kindIdx == nil {
		c.kindIdx = make(map[string]int32)
	}
	k := int32(len(c.kinds))
	c.kinds = append(c.kinds, s)
	c.kindIdx[s] = k
	return k
}

// position returns the distinct position of r, or -1.
func (c *canonizer) position(r ref) int {
	if r < 0 || c.st[r]&stDistinct == 0 {
		return -1
	}
	if c.posOf == nil {
		c.posOf = make(map[ref]int32, len(c.distinct))
		for i, d := range c.distinct {
			c.posOf[d] = int32(i)
		}
	}
	if p, ok := c.posOf[r]; ok {
		return int(p)
	}
	return -1
}

// collectRoots lists the roots in a module-independent order.
func (c *canonizer) collectRoots() {
	g := c.g
	m := g.Module
	c.roots = make([]root, 0, len(m.InstAttachments)+len(m.Insts)/4+len(m.Functions)+len(m.Globals)+64)
	names := g.NamedNames()
	sort.Strings(names)
	for _, name := range names {
		k := c.kind(name)
		for i, n := range g.Named(name).Nodes {
			c.roots = append(c.roots, root{ref: c.refOf(n), kind: k, ent: -1, inst: -1, index: int32(i), flags: rootNamed})
		}
	}
	type att struct {
		kind int32
		ref  ref
	}
	var buf []att
	addAttachments := func(t Target, ent int32, global bool, inst int32) {
		buf = buf[:0]
		if list, edited := g.attach[t]; edited {
			for _, a := range list {
				buf = append(buf, att{c.kind(a.Kind), c.refOf(a.Node)})
			}
		} else {
			src := g.sourceAttachments(t)
			for i := range src {
				a := &src[i]
				r := nullRef
				if a.Node >= 0 {
					r = c.refByID(a.Node)
				} else {
					r = c.refOf(g.attachedNode(a))
				}
				buf = append(buf, att{a.Kind, r})
			}
		}
		list := buf
		sorted := true
		for k := 1; k < len(list); k++ {
			if c.kinds[list[k].kind] < c.kinds[list[k-1].kind] {
				sorted = false
				break
			}
		}
		if !sorted {
			sort.SliceStable(list, func(i, j int) bool { return c.kinds[list[i].kind] < c.kinds[list[j].kind] })
		}
		occ := int32(0)
		for k, a := range list {
			if k > 0 && c.kinds[list[k-1].kind] == c.kinds[a.kind] {
				occ++ // several attachments of one kind (e.g. !type)
			} else {
				occ = 0
			}
			r := root{ref: a.ref, kind: a.kind, ent: ent, inst: inst, index: occ}
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
	noKind := c.kind("")
	args := instArgScanner{c: c}
	for _, i := range fi {
		f := &m.Functions[i]
		addAttachments(Target{FunctionTarget, i}, int32(i), false, -1)
		args.startFunction(f)
		k := int32(0)
		for _, b := range f.Blocks {
			for j := b.FirstInst; j < b.FirstInst+b.NumInsts; j++ {
				t := Target{InstTarget, int(j)}
				if m.Insts[j].AttachCount > 0 || g.attach != nil {
					addAttachments(t, int32(i), false, k)
				}
				oi := int32(0)
				args.each(int(j), func(r ref) {
					c.roots = append(c.roots, root{ref: r, kind: noKind, ent: int32(i), inst: k, index: oi, tIdx: int32(t.Index), flags: rootArg})
					oi++
				})
				k++
			}
		}
	}
}

// An instArgScanner finds the metadata arguments of a function's
// instructions, as Graph.instMetadata does, but as refs: without a Node
// for numbered nodes, and with one ref for all inline nodes of the same
// text (uniqued nodes with the same contents are the same node).
type instArgScanner struct {
	c      *canonizer
	from   int // where the last search started
	next   int // where "metadata " first occurs at or after from, or hi
	hi     int // end of the function's last instruction
	inline map[string]ref
}

var metadataArg = []byte("metadata ")

// startFunction prepares for the instructions of f.
func (s *instArgScanner) startFunction(f *ast.Function) {
	s.from, s.next, s.hi = 0, 0, 0
	if len(f.Blocks) > 0 {
		last := f.Blocks[len(f.Blocks)-1]
		if last.NumInsts > 0 {
			s.hi = int(s.c.g.Module.Insts[last.FirstInst+last.NumInsts-1].End)
		}
	}
}

// each calls fn for each metadata argument of instruction i that is a node.
func (s *instArgScanner) each(i int, fn func(ref)) {
	g := s.c.g
	in := &g.Module.Insts[i]
	if in.Op == ast.OpDbgRecord {
		g.eachInstMetadata(i, func(id int32, n *Node) { fn(s.c.refOf(n)) })
		return
	}
	// Instructions come in source order: one search finds the next
	// candidate for all instructions before it.
	src := g.Module.Src
	start, end := int(in.Start), int(in.End)
	if end > s.hi {
		// Not within the function's span: look at the instruction alone.
		if !containsMetadataArg(src[start:end]) {
			return
		}
	} else {
		if start < s.from || s.next < start {
			s.from, s.next = start, s.hi
			if k := bytes.Index(src[start:s.hi], metadataArg); k >= 0 {
				s.next = start + k
			}
		}
		if s.next+len(metadataArg) > end {
			return
		}
	}
	eachMetadataArg(src, in.Span, func(id int32, from, to token.Pos) {
		if id >= 0 {
			fn(s.c.refByID(id))
			return
		}
		text := str(src, int(from), int(to))
		r, seen := s.inline[text]
		if !seen {
			r = nullRef
			if d, err := g.decoder().MDAt(from); err == nil {
				if n, ok := g.convert(d).(*Node); ok && n != nil {
					r = s.c.refOf(n)
					seen = distinctLike(n) // each distinct node is its own
				}
			}
			if !seen {
				if s.inline == nil {
					s.inline = make(map[string]ref)
				}
				s.inline[text] = r
			}
		}
		if r != nullRef {
			fn(r)
		}
	})
}

// instMetadata returns the nodes used as metadata operands of instruction i
// (arguments "metadata !5" of calls, and debug record arguments).
func (g *Graph) instMetadata(i int) []*Node {
	var out []*Node
	g.eachInstMetadata(i, func(id int32, n *Node) {
		if n == nil {
			n = g.NodeByID(id)
		}
		out = append(out, n)
	})
	return out
}

// eachInstMetadata calls fn for each metadata operand of instruction i that
// is a node: with the id of a numbered node (and n nil), or with the node.
func (g *Graph) eachInstMetadata(i int, fn func(id int32, n *Node)) {
	in := &g.Module.Insts[i]
	src := g.Module.Src
	text := src[in.Start:in.End]
	if in.Op != ast.OpDbgRecord && !containsMetadataArg(text) {
		return
	}
	if in.Op != ast.OpDbgRecord {
		eachMetadataArg(src, in.Span, func(id int32, from, _ token.Pos) {
			if id >= 0 {
				fn(id, nil)
				return
			}
			if d, err := g.decoder().MDAt(from); err == nil {
				if n, ok := g.convert(d).(*Node); ok && n != nil {
					fn(-1, n)
				}
			}
		})
		return
	}
	dec, err := g.decoder().Inst(i)
	if err != nil {
		return
	}
	for _, d := range dec.RecordArgs {
		if n, ok := g.convert(d).(*Node); ok && n != nil {
			fn(-1, n)
		}
	}
}

// eachMetadataArg finds the "metadata" arguments of the instruction at span
// in src that are nodes, without decoding the call: for "metadata !N" it
// calls fn with N, for an inline node ("metadata !{...}", "metadata
// !DIExpression()") with id -1 and the node's text span.
func eachMetadataArg(src []byte, span ast.Span, fn func(id int32, from, to token.Pos)) {
	var sc scanner.Scanner
	sc.Init(src[:span.End])
	sc.Seek(int(span.Start))
	for t := sc.Next(); t.Kind != scanner.EOF; t = sc.Next() {
		if t.Kind != scanner.Ident || t.End-t.Start != 8 || string(src[t.Start:t.End]) != "metadata" {
			continue
		}
		off := sc.Offset()
		nt := sc.Next()
		switch nt.Kind {
		case scanner.MetadataID:
			id, err := strconv.ParseInt(str(src, int(nt.Start)+1, int(nt.End)), 10, 32)
			if err == nil {
				fn(int32(id), nt.Start, nt.End)
			}
		case scanner.MetadataVar, scanner.Exclaim:
			end := skipNode(src, nt.Start, token.Pos(len(src)))
			fn(-1, nt.Start, end)
			sc.Seek(int(end))
		default:
			sc.Seek(off)
		}
	}
}

func containsMetadataArg(b []byte) bool {
	return bytes.Contains(b, []byte("metadata "))
}

// assignPositions numbers distinct nodes in the order a breadth-first walk
// from each root in turn reaches them, and computes every reached node's
// skeleton on the way.
func (c *canonizer) assignPositions() {
	queue := make([]ref, 0, 256)
	push := func(r ref) {
		if r >= 0 && c.st[r]&stSeen == 0 {
			c.st[r] |= stSeen
			queue = append(queue, r)
		}
	}
	for i := range c.roots {
		push(c.roots[i].ref)
		for head := 0; head < len(queue); head++ {
			r := queue[head]
			c.skeleton(r)
			if c.st[r]&stDistinct != 0 {
				c.cid[r] = distinctID(len(c.distinct))
				c.st[r] |= stID
				c.distinct = append(c.distinct, r)
			}
			off := c.kidOff[r]
			for k := off + 1; k <= off+int32(c.kids[off]); k++ {
				push(c.kids[k])
			}
		}
		queue = queue[:0]
	}
}

// distinctID is the identity of the distinct node at position pos.
func distinctID(pos int) uint64 {
	var b [9]byte
	b[0] = 'D'
	binary.LittleEndian.PutUint64(b[1:], uint64(int64(pos)))
	return maphash.Bytes(canonSeed, b[:])
}

// skeleton computes r's skeleton once: from the tokens of a plain
// definition, or else from its Node.
func (c *canonizer) skeleton(r ref) {
	if c.st[r]&stSkel != 0 {
		return
	}
	c.st[r] |= stSkel
	if r < ref(c.ndefs) && c.unedited(int(r)) && (c.lightSkeleton(r) || c.lightTupleSkeleton(r)) {
		return
	}
	c.nodeSkeleton(r, c.node(r))
}

// unedited reports whether definition i still reads as its source says.
func (c *canonizer) unedited(i int) bool {
	g := c.g
	if g.es == nil {
		return true
	}
	n := g.madeNode(i)
	return n == nil || !g.es.nodeEdited[n]
}

// nodeSkeleton computes the skeleton of r from its Node n. The bytes
// hashed are: a mark for undefined nodes, the kind and class, the operands,
// then the canonical fields by name, each child node written as '#'.
func (c *canonizer) nodeSkeleton(r ref, n *Node) {
	ops := n.Operands() // loads n
	if n.Kind == Specialized && n.Name == "DIExpression" {
		ops = canonExprOps(ops)
	}
	b := c.buf[:0]
	if n.missing {
		b = append(b, "missing"...)
		b = binary.LittleEndian.AppendUint64(b, uint64(int64(n.ID)))
	}
	b = append(b, byte(n.Kind))
	b = append(b, n.Name...)
	b = append(b, '(')
	start := len(c.kids)
	c.kids = append(c.kids, 0)
	for _, op := range ops {
		b = c.appendOperand(b, op)
	}
	b = append(b, '|')
	for _, f := range c.fields(n) {
		b = append(b, f.Name...)
		b = append(b, ':')
		b = c.appendOperand(b, f.Value)
	}
	c.finishSkeleton(r, start, b, distinctLike(n))
}

// finishSkeleton stores the skeleton b of node r, whose child list starts
// at kids[start], and its distinctness.
func (c *canonizer) finishSkeleton(r ref, start int, b []byte, distinct bool) {
	c.buf = b
	c.kids[start] = ref(len(c.kids) - start - 1)
	c.kidOff[r] = int32(start)
	c.skel[r] = maphash.Bytes(canonSeed, b)
	if distinct {
		c.st[r] |= stDistinct
	}
}

// appendOperand appends the skeleton bytes of one operand; a child node is
// written as '#' and added to the current kids list.
func (c *canonizer) appendOperand(b []byte, m Metadata) []byte {
	switch v := m.(type) {
	case nil:
		return append(b, "N;"...)
	case *Node:
		if v == nil {
			return append(b, "N;"...)
		}
		c.kids = append(c.kids, c.refOf(v))
		return append(b, '#')
	}
	return appendLeaf(b, m)
}

// appendLeaf appends the canonical bytes of an operand that is not a node.
func appendLeaf(b []byte, m Metadata) []byte {
	switch v := m.(type) {
	case *String:
		return appendString(b, v.Value)
	case *Value:
		b = append(b, 'V')
		b = append(b, CanonValue(v)...)
		return append(b, ';')
	case *Literal:
		b = append(b, 'L')
		b = appendCanonLiteral(b, v.Kind, v.Text)
		return append(b, ';')
	}
	return append(b, "N;"...)
}

func appendString(b []byte, s string) []byte {
	b = append(b, 'S')
	b = binary.LittleEndian.AppendUint64(b, uint64(len(s)))
	return append(b, s...)
}

// id returns the canonical identity of n.
func (c *canonizer) id(n *Node) uint64 { return c.idOf(c.refOf(n)) }

// idOf returns the canonical identity of r. Uniqued nodes are identified
// by their content, depth first; the walk keeps its own stack, as chains
// of uniqued nodes (types, inlined locations, lists) can be long.
func (c *canonizer) idOf(r ref) uint64 {
	if r < 0 {
		return 0
	}
	if c.st[r]&stID != 0 || c.settle(r) {
		return c.cid[r]
	}
	if c.st[r]&stBusy != 0 {
		// A cycle through uniqued nodes: identify the back edge.
		return cycleID
	}
	base := len(c.stack)
	c.stack = append(c.stack, idFrame{r, 0})
	c.st[r] |= stBusy
	for len(c.stack) > base {
		f := &c.stack[len(c.stack)-1]
		off := c.kidOff[f.r]
		if f.next < int32(c.kids[off]) {
			k := c.kids[off+1+f.next]
			f.next++
			if c.st[k]&(stID|stBusy) == 0 && !c.settle(k) {
				c.st[k] |= stBusy
				c.stack = append(c.stack, idFrame{k, 0})
			}
			continue
		}
		// Every child is identified, or is on the stack (a cycle).
		v := c.content(f.r)
		c.st[f.r] = c.st[f.r]&^stBusy | stID
		c.cid[f.r] = v
		c.stack = c.stack[:len(c.stack)-1]
	}
	return c.cid[r]
}

// An idFrame is a node whose identity idOf is computing, and the next of
// its children to visit.
type idFrame struct {
	r    ref
	next int32
}

// cycleID identifies a back edge of a cycle through uniqued nodes.
var cycleID = maphash.String(canonSeed, "cycle")

// settle computes r's skeleton and reports whether r is distinct, giving
// a distinct node that no root reaches its identity.
func (c *canonizer) settle(r ref) bool {
	c.skeleton(r)
	if c.st[r]&stDistinct == 0 {
		return false
	}
	if c.st[r]&stID == 0 {
		c.cid[r] = distinctID(-1)
		c.st[r] |= stID
	}
	return true
}

// content hashes r's skeleton with its children's identities.
func (c *canonizer) content(r ref) uint64 {
	c.contents++
	c.skeleton(r)
	off := c.kidOff[r]
	nk := int(c.kids[off])
	var small [16]uint64
	var words []uint64
	if nk < len(small) {
		words = small[:nk+1]
	} else {
		words = make([]uint64, nk+1)
	}
	words[0] = c.skel[r]
	for k := 1; k <= nk; k++ {
		words[k] = c.idOf(c.kids[int(off)+k])
	}
	return maphash.Bytes(canonSeed, unsafe.Slice((*byte)(unsafe.Pointer(&words[0])), 8*len(words)))
}

// operandSum hashes one operand with c's identities, for explanations.
func (c *canonizer) operandSum(m Metadata) uint64 {
	if n, ok := m.(*Node); ok && n != nil {
		var b [9]byte
		b[0] = '#'
		binary.LittleEndian.PutUint64(b[1:], c.id(n))
		return maphash.Bytes(canonSeed, b[:])
	}
	return maphash.Bytes(canonSeed, appendLeaf(nil, m))
}

// fields returns canonFields(n), computed once per canonizer.
func (c *canonizer) fields(n *Node) []Field {
	if n.def >= 0 && n.g == c.g {
		if c.defFields == nil {
			c.defFields = make([][]Field, c.ndefs)
		}
		f := c.defFields[n.def]
		if f == nil {
			f = canonFields(n, &c.arena)
			if f == nil {
				f = []Field{} // computed: none
			}
			c.defFields[n.def] = f
		}
		return f
	}
	f, ok := c.extFields[n]
	if !ok {
		f = canonFields(n, &c.arena)
		if c.extFields == nil {
			c.extFields = map[*Node][]Field{}
		}
		c.extFields[n] = f
	}
	return f
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
	"emissionKind":  decimalNames(dwarf.EmissionKinds),
	"nameTableKind": decimalNames(dwarf.NameTableKinds),
}

// decimalNames maps the decimal spelling of each value of table to its
// name.
func decimalNames(table []dwarf.Name) map[string]string {
	m := make(map[string]string, len(table))
	for _, n := range table {
		m[strconv.FormatUint(n.Value, 10)] = n.Name
	}
	return m
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
	return string(appendCanonLiteral(nil, l.Kind, l.Text))
}

// appendCanonLiteral appends the canonical text of a literal: flags sorted
// and joined by '|' without spaces, integers in decimal as int64 (so that
// 18446744073709551615 is -1), strings with a leading quote to tell them
// from keywords.
func appendCanonLiteral(b []byte, kind ast.MDKind, text string) []byte {
	switch kind {
	case ast.MDFlags:
		var buf [16]string
		parts := buf[:0]
		for rest := text; ; {
			i := strings.IndexByte(rest, '|')
			if i < 0 {
				parts = append(parts, strings.TrimSpace(rest))
				break
			}
			parts = append(parts, strings.TrimSpace(rest[:i]))
			rest = rest[i+1:]
		}
		// Insertion sort: few parts, and no allocation.
		for i := 1; i < len(parts); i++ {
			for j := i; j > 0 && parts[j] < parts[j-1]; j-- {
				parts[j], parts[j-1] = parts[j-1], parts[j]
			}
		}
		for i, p := range parts {
			if i > 0 {
				b = append(b, '|')
			}
			b = append(b, p...)
		}
		return b
	case ast.MDInt:
		if canonicalDecimal(text) {
			return append(b, text...)
		}
		if i, ok := parseDecimal(text); ok {
			return strconv.AppendInt(b, i, 10)
		}
		if i, err := strconv.ParseInt(text, 10, 64); err == nil {
			return strconv.AppendInt(b, i, 10)
		}
		if u, err := strconv.ParseUint(text, 10, 64); err == nil {
			return strconv.AppendInt(b, int64(u), 10)
		}
	case ast.MDRawString:
		b = append(b, '"')
	}
	return append(b, text...)
}

// canonicalDecimal reports whether s is an integer as strconv.FormatInt
// writes it, short enough to be an int64.
func canonicalDecimal(s string) bool {
	if len(s) > 0 && s[0] == '-' {
		s = s[1:]
		if s == "0" {
			return false
		}
	}
	if len(s) == 0 || len(s) > 18 || s[0] == '0' && len(s) > 1 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// parseDecimal parses the common case of a short decimal integer, which
// strconv.ParseInt accepts too, without the cost of its error values.
func parseDecimal(s string) (int64, bool) {
	if len(s) == 0 || len(s) > 18 {
		return 0, false
	}
	neg := s[0] == '-'
	if neg || s[0] == '+' {
		s = s[1:]
		if len(s) == 0 {
			return 0, false
		}
	}
	var v int64
	for i := 0; i < len(s); i++ {
		d := s[i] - '0'
		if d > 9 {
			return 0, false
		}
		v = v*10 + int64(d)
	}
	if neg {
		v = -v
	}
	return v, true
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
		return defaultLiteral(v.Kind, v.Text)
	}
	return false
}

// defaultLiteral reports whether a literal field value is one LLVM's
// printer leaves out: 0, false, DIFlagZero, DISPFlagZero or "".
func defaultLiteral(kind ast.MDKind, text string) bool {
	switch kind {
	case ast.MDInt:
		return text == "0"
	case ast.MDIdent:
		return text == "false" || text == "DIFlagZero" || text == "DISPFlagZero"
	case ast.MDRawString:
		return text == ""
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
