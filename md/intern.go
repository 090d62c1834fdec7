package md

// Interning follows LLVM's rules for uniqued nodes in cycles, which LLVM's
// own tests write often (`!0 = !{!0}`, old-style loop IDs): a uniqued node
// that refers to itself becomes distinct (MDNode::handleChangedOperand),
// and a longer cycle of uniqued nodes stays uniqued but is never merged
// with an equal cycle (llvm-link keeps each module's copy). Nodes on a
// cycle therefore get numbers without a lookup: their text cannot be a
// key until every node of the cycle has a number.

// Intern gives a node built outside the graph (inline, parsed from text,
// or constructed) its place in the graph: uniqued nodes are replaced by an
// existing node with the same contents when there is one; otherwise the
// node gets a fresh number and is printed at the end of the module. Nodes
// that already belong to the graph are returned as they are. Unnumbered
// nodes may form cycles: a uniqued node that refers to itself becomes
// distinct, as in LLVM, and the nodes of a longer cycle of uniqued nodes
// are numbered without being merged with existing nodes. A distinct node
// is numbered before the new nodes it refers to, so a cycle through it
// is no cycle of uniqued nodes.
func (g *Graph) Intern(n *Node) *Node {
	if n == nil || n.ID >= 0 {
		return n
	}
	// The stack is kept on the graph between calls: Intern is called once
	// per imported root, and most roots are small.
	in := interner{g: g, stack: g.internStack[:0], merged: g.internMerged, mergedKeys: g.internKeys[:0]}
	r := in.intern(n)
	g.internStack = in.stack[:0]
	// The memo of merged nodes is only for this call; the map is kept.
	for _, c := range in.mergedKeys {
		delete(in.merged, c)
	}
	g.internMerged = in.merged
	g.internKeys = in.mergedKeys[:0]
	// Once numbered, the uniqued nodes of a cycle can be found by later
	// lookups, as LLVM keeps resolved cycles in its uniquing store.
	for _, c := range in.cyclic {
		c.onCycle = false
		if !c.Distinct {
			key := Format(c)
			if _, dup := g.uniqueIndex()[key]; !dup {
				g.uniq[key] = c
			}
		}
	}
	return r
}

// An interner is one call of Intern. The nodes being interned and those
// found on a cycle are marked on the node itself (the marks are cleared
// before Intern returns), and its map and slices are kept on the graph
// between calls: importing a module calls Intern once per root.
type interner struct {
	g          *Graph
	merged     map[*Node]*Node // unnumbered node -> the existing node it merged into
	mergedKeys []*Node         // the keys of merged, to empty it after the call
	stack      []*Node         // nodes being interned
	cyclic     []*Node         // nodes found on a cycle, numbered without lookup
}

func (in *interner) intern(n *Node) *Node {
	if n == nil || n.ID >= 0 {
		return n
	}
	if r, ok := in.merged[n]; ok {
		return r
	}
	if n.interning {
		// n is still being interned: every node from n to the top of the
		// stack is on a cycle through n.
		for i := len(in.stack) - 1; i >= 0; i-- {
			c := in.stack[i]
			if !c.onCycle {
				c.onCycle = true
				in.cyclic = append(in.cyclic, c)
			}
			if c == n {
				break
			}
		}
		return n
	}
	g := in.g
	n.g = g
	n.load()
	if !n.Distinct && refersTo(n, n) {
		n.Distinct = true // LLVM's rule for a uniqued node that refers to itself
	}
	if n.Distinct {
		// A distinct node's number does not depend on its operands: give
		// it first, as LLVM makes distinct nodes before resolving their
		// operands, so that a node below that refers back to it sees a
		// number and not a cycle of uniqued nodes.
		in.assign(n)
	}
	if hasUnnumbered(n) {
		n.interning = true
		in.stack = append(in.stack, n)
		for i, op := range n.opList() {
			if c, ok := op.(*Node); ok && c != nil && c != n {
				n.body.ops[i] = in.intern(c)
			}
		}
		for i, f := range n.fieldList() {
			c, ok := f.Value.(*Node)
			if !ok || c == nil || c == n {
				continue
			}
			if !staysInline(n, f.Name, c) {
				n.body.fields[i].Value = in.intern(c)
				continue
			}
			// An inline list stays as it is; the nodes in it are interned.
			for j, op := range c.opList() {
				if k, ok := op.(*Node); ok && k != nil && k != n {
					c.body.ops[j] = in.intern(k)
				}
			}
		}
		in.stack = in.stack[:len(in.stack)-1]
		n.interning = false
	}
	if n.Distinct {
		return n
	}
	r := in.number(n)
	if r != n {
		if in.merged == nil {
			in.merged = make(map[*Node]*Node)
		}
		in.merged[n] = r
		in.mergedKeys = append(in.mergedKeys, n)
	}
	return r
}

// staysInline reports whether the value c of field name of n is kept
// inline where LLVM writes it inline rather than numbered: a DIExpression,
// a DIArgList, and the operand list of a GenericDINode ("operands: {...}",
// part of the node).
func staysInline(n *Node, name string, c *Node) bool {
	return c.Kind == Specialized && c.Name == "DIExpression" || c.Kind == ArgList || isOperandList(n, name, c)
}

// hasUnnumbered reports whether n has an operand or field value that is an
// unnumbered node other than n itself and one that stays inline, or such a
// node inside a field that stays inline.
func hasUnnumbered(n *Node) bool {
	for _, op := range n.opList() {
		if c, ok := op.(*Node); ok && c != nil && c != n && c.ID < 0 {
			return true
		}
	}
	for _, f := range n.fieldList() {
		c, ok := f.Value.(*Node)
		if !ok || c == nil || c == n || c.ID >= 0 {
			continue
		}
		if !staysInline(n, f.Name, c) {
			return true
		}
		for _, op := range c.opList() {
			if k, ok := op.(*Node); ok && k != nil && k != n && k.ID < 0 {
				return true
			}
		}
	}
	return false
}

// number gives uniqued node n its number, or returns the existing node
// equal to it.
func (in *interner) number(n *Node) *Node {
	g := in.g
	if !n.onCycle {
		key := Format(n)
		if u := g.uniqueIndex()[key]; u != nil {
			return u
		}
		g.uniq[key] = n
	}
	in.assign(n)
	return n
}

// assign gives n the next number and makes it a node of the graph.
func (in *interner) assign(n *Node) {
	g := in.g
	n.ID = g.nextID
	g.nextID++
	n.created = true
	n.def = -1
	g.created = append(g.created, n)
	g.byID[n.ID] = n
	g.users = nil
}

// refersTo reports whether c is an operand or field value of n, or in the
// operand list of a GenericDINode n (LLVM's operands of the node).
func refersTo(n, c *Node) bool {
	for _, op := range n.opList() {
		if op == Metadata(c) {
			return true
		}
	}
	for _, f := range n.fieldList() {
		if f.Value == Metadata(c) {
			return true
		}
		if l, ok := f.Value.(*Node); ok && isOperandList(n, f.Name, l) && refersTo(l, c) {
			return true
		}
	}
	return false
}

// Import copies metadata from another graph into g, as linking modules
// does: nodes are rebuilt in g (uniqued ones interned, so equal nodes are
// shared), strings and constants are used as they are. Distinct nodes are
// copied once per call (see ImportAll to copy several roots as one);
// self-references are kept. Uniqued nodes in cycles follow LLVM's rules
// (see Intern): one that refers to itself is copied as a distinct node,
// a longer cycle is copied as a new cycle.
func (g *Graph) Import(m Metadata) Metadata {
	n, ok := m.(*Node)
	if !ok || n == nil || n.g == g {
		return m
	}
	return g.Intern(copyNode(g, n, map[*Node]*Node{}))
}

// ImportAll imports several roots from other graphs as one, as llvm-link
// maps one module: a distinct node (or a cycle) that several of them reach
// is copied once. The result holds the copy of each root, in order.
func (g *Graph) ImportAll(ms ...Metadata) []Metadata {
	out := make([]Metadata, len(ms))
	done := map[*Node]*Node{}
	// Copy everything first, then intern: interning a node while its
	// cycle is half copied would see missing operands.
	for i, m := range ms {
		out[i] = m
		if n, ok := m.(*Node); ok && n != nil && n.g != g {
			out[i] = copyNode(g, n, done)
		}
	}
	for i, m := range out {
		if n, ok := m.(*Node); ok && n != nil && n.ID < 0 && ms[i] != m {
			out[i] = g.Intern(n)
		}
	}
	return out
}

// copyNode copies n and the nodes it reaches into unnumbered nodes of g.
// Nodes already in g are used as they are.
func copyNode(g *Graph, n *Node, done map[*Node]*Node) *Node {
	if n.g == g {
		return n
	}
	if c, ok := done[n]; ok {
		return c
	}
	n.load()
	c := &Node{g: g, ID: -1, def: -1, Kind: n.Kind, Name: n.Name, Distinct: n.Distinct, loaded: true}
	done[n] = c
	copyMD := func(m Metadata) Metadata {
		if o, ok := m.(*Node); ok && o != nil {
			return copyNode(g, o, done)
		}
		return m
	}
	if ops := n.opList(); len(ops) > 0 {
		c.setOps(make([]Metadata, len(ops)))
		for i, op := range ops {
			c.body.ops[i] = copyMD(op)
		}
	}
	if fields := n.fieldList(); len(fields) > 0 {
		c.setFields(make([]Field, len(fields)))
		for i, f := range fields {
			c.body.fields[i] = Field{Name: f.Name, Value: copyMD(f.Value)}
		}
	}
	return c
}
