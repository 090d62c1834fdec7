package md

import (
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/scanner"
)

// Nodes made by an edit session are printed only while something printed
// refers to them, as LLVM drops unreferenced nodes when it writes a module:
// calling a setter twice, or setting and then removing an attachment, must
// not leave the first node behind. Nodes of the original file are always
// printed (only touched lines change), even when an edit removed their last
// user.

// newNodePlan says which new nodes are printed and under which numbers.
type newNodePlan struct {
	keep []*Node // new nodes to print, in creation order
	// ids and byOld give the printed number of kept nodes that moved down
	// because an earlier new node is dropped (by node, and by old number
	// for text written by the session); both nil when none moved.
	ids   printIDs
	byOld map[int32]int32
}

// planNewNodes finds the new nodes reachable from what the edits print:
// edited attachments, edited named metadata, edited nodes of the source,
// and metadata ids in text the session wrote (instructions, globals).
// Everything else of the source refers only to source nodes. Kept nodes
// are numbered consecutively from the first new number, in creation order.
func (g *Graph) planNewNodes() newNodePlan {
	if len(g.created) == 0 {
		return newNodePlan{}
	}
	// New nodes have consecutive ids from the first one.
	base := g.created[0].ID
	live := make([]bool, len(g.created))
	var walk func(n *Node)
	mark := func(n *Node) {
		switch {
		case n == nil:
		case n.created:
			if !live[n.ID-base] {
				live[n.ID-base] = true
				walk(n)
			}
		case n.ID < 0:
			walk(n) // an inline node: its operands may be new nodes
		}
	}
	walk = func(n *Node) { // Children without its slice
		for _, op := range n.Operands() {
			if c, ok := op.(*Node); ok {
				mark(c)
			}
		}
		for _, f := range n.Fields() {
			if c, ok := f.Value.(*Node); ok {
				mark(c)
			}
		}
	}
	for _, list := range g.attach {
		for _, a := range list {
			mark(a.Node)
		}
	}
	if es := g.es; es != nil {
		for name := range es.namedEdited {
			if l := g.named[name]; l != nil {
				for _, n := range l.Nodes {
					mark(n)
				}
			}
		}
		for n := range es.nodeEdited {
			if n.def >= 0 {
				walk(n)
			}
		}
		for _, e := range es.raw {
			eachMetadataID(e.text, func(id int32, _, _ int) {
				if n := g.byID[id]; n != nil {
					mark(n)
				}
			})
		}
	}
	p := newNodePlan{keep: make([]*Node, 0, len(g.created))}
	next := base
	for _, n := range g.created {
		if !live[n.ID-base] {
			continue
		}
		if n.ID != next {
			if p.ids == nil {
				p.ids = make(printIDs)
				p.byOld = make(map[int32]int32)
			}
			p.ids[n] = next
			p.byOld[n.ID] = next
		}
		p.keep = append(p.keep, n)
		next++
	}
	return p
}

// eachMetadataID calls fn for every metadata id token ("!12") in text,
// with its number and byte range; strings and comments are skipped.
func eachMetadataID(text string, fn func(id int32, start, end int)) {
	if strings.IndexByte(text, '!') < 0 {
		return
	}
	var sc scanner.Scanner
	sc.Init([]byte(text))
	for t := sc.Next(); t.Kind != scanner.EOF; t = sc.Next() {
		if t.Kind != scanner.MetadataID {
			continue
		}
		id, err := strconv.ParseInt(text[t.Start+1:t.End], 10, 32)
		if err == nil {
			fn(int32(id), int(t.Start), int(t.End))
		}
	}
}

// renumberText rewrites the metadata ids of text that byOld maps.
func renumberText(text string, byOld map[int32]int32) string {
	var b strings.Builder
	prev := 0
	eachMetadataID(text, func(id int32, start, end int) {
		if to, ok := byOld[id]; ok {
			b.WriteString(text[prev:start])
			b.WriteByte('!')
			b.WriteString(strconv.Itoa(int(to)))
			prev = end
		}
	})
	if prev == 0 {
		return text
	}
	b.WriteString(text[prev:])
	return b.String()
}
