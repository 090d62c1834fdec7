package md

import (
	"strconv"
	"unsafe"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/constfold"
	"github.com/irmeta/irmeta/internal/chunk"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/token"
)

// NodeKind classifies a Node.
type NodeKind uint8

// Kinds of nodes.
const (
	Tuple       NodeKind = iota // !{...}
	Specialized                 // !DILocation(...), !DIExpression(...), ...
	ArgList                     // !DIArgList(...)
)

// A Node is a metadata node: a tuple, a specialized node (!DIxxx) or a
// DIArgList. Numbered nodes (!N = ...) have ID >= 0; nodes written inline
// and new nodes not yet numbered have ID -1.
//
// ID, Distinct, Kind and Name are set on every node a Graph hands out,
// before its operands and fields are decoded (which happens on first
// access), so they can be read freely. They are fields for cheap reads
// in hot loops: treat them as read-only, as the graph does not notice a
// change. Distinct is as written: LLVM also treats a uniqued node that
// refers to itself (!0 = !{!0}) as distinct, and so do Diff, Renumber,
// Intern and Import.
type Node struct {
	g *Graph
	// ID is the node's number, or -1.
	ID int32

	def  int32    // index in Module.MDDefs, or -1
	span ast.Span // source text of the node, if it has any

	Distinct bool
	Kind     NodeKind
	loaded   bool
	// missing marks a referenced id that has no definition.
	missing bool
	// created marks a node made by an edit (NewTuple, ParseNode, ...).
	created bool
	// interning and onCycle are Intern's marks while it runs.
	interning, onCycle bool

	// Name is the specialized node's class ("DILocation", "DIArgList"),
	// "" for tuples.
	Name string

	// body holds the operands and fields of a loaded node (nil before):
	// most nodes of a large graph are never loaded, and a pointer is a
	// sixth of two slices.
	body *nodeBody
	// A Diff's state for a node (canonical ref and fields) is kept by the
	// canonizer, not here: a module's graph has a node per definition, and
	// most graphs are never diffed.
}

// A nodeBody is a loaded node's contents.
type nodeBody struct {
	ops    []Metadata
	fields []Field
}

// opList returns n's operands as loaded (nil when none).
func (n *Node) opList() []Metadata {
	if n.body == nil {
		return nil
	}
	return n.body.ops
}

// fieldList returns n's fields as loaded (nil when none).
func (n *Node) fieldList() []Field {
	if n.body == nil {
		return nil
	}
	return n.body.fields
}

// setOps sets n's operands.
func (n *Node) setOps(ops []Metadata) {
	if n.body == nil {
		if ops == nil {
			return
		}
		n.body = n.newBody()
	}
	n.body.ops = ops
}

// setFields sets n's fields.
func (n *Node) setFields(fields []Field) {
	if n.body == nil {
		if fields == nil {
			return
		}
		n.body = n.newBody()
	}
	n.body.fields = fields
}

// newBody returns an empty body, from the graph's chunks when n has one.
func (n *Node) newBody() *nodeBody {
	if n.g == nil {
		return &nodeBody{}
	}
	return &chunk.Carve(&n.g.bodies, 1, nodeChunkLen)[0]
}

// A Field is a named field of a specialized node.
type Field struct {
	Name  string
	Value Metadata
}

func (*Node) isMetadata() {}

// String renders a reference to the node: "!12", or the node itself when
// it has no number (inline nodes).
func (n *Node) String() string {
	if n.ID >= 0 {
		return "!" + strconv.Itoa(int(n.ID))
	}
	return Format(n)
}

// Graph returns the graph the node belongs to.
func (n *Node) Graph() *Graph { return n.g }

// Missing reports whether the node is referenced but never defined.
func (n *Node) Missing() bool { return n.missing }

// Loaded reports whether the node's contents were read (or made by an
// edit): its fields and operands are then in memory.
func (n *Node) Loaded() bool { return n.loaded }

// Err returns the error met while decoding the node, if any.
func (n *Node) Err() error {
	n.load()
	return n.g.errs[n]
}

// Operands returns the operands of a tuple or DIArgList, or the positional
// operands of a DIExpression. The slice must not be modified.
func (n *Node) Operands() []Metadata {
	n.load()
	return n.opList()
}

// NumOperands returns len(n.Operands()).
func (n *Node) NumOperands() int { return len(n.Operands()) }

// Operand returns operand i, or nil when i is out of range.
func (n *Node) Operand(i int) Metadata {
	ops := n.Operands()
	if i < 0 || i >= len(ops) {
		return nil
	}
	return ops[i]
}

// Fields returns the named fields of a specialized node in source order.
func (n *Node) Fields() []Field {
	n.load()
	return n.fieldList()
}

// Field returns the value of the named field, or nil.
func (n *Node) Field(name string) Metadata {
	for _, f := range n.Fields() {
		if f.Name == name {
			return f.Value
		}
	}
	return nil
}

// StringField returns the text of the named field when it is a string:
// an MDString (file: !"a.c" in generic nodes) or a quoted field value
// (name: "f"); otherwise "". Debug-info rules read names and identifiers
// this way whichever spelling the node uses.
func (n *Node) StringField(name string) string {
	switch x := n.Field(name).(type) {
	case *String:
		return x.Value
	case *Literal:
		if x.Kind == ast.MDRawString {
			return x.Text
		}
	}
	return ""
}

// Pos returns the source position of the node's definition (or inline
// text), or an invalid position for nodes without source.
func (n *Node) Pos() token.Position {
	if n.def >= 0 {
		return n.g.Module.Position(n.g.Module.MDDefs[n.def].Start)
	}
	if n.span.End > n.span.Start {
		return n.g.Module.Position(n.span.Start)
	}
	return token.Position{Filename: n.g.Module.File.Name}
}

// Children returns every node referenced by n's operands and fields.
func (n *Node) Children() []*Node {
	var out []*Node
	visit := func(m Metadata) {
		if c, ok := m.(*Node); ok && c != nil {
			out = append(out, c)
		}
	}
	for _, op := range n.Operands() {
		visit(op)
	}
	for _, f := range n.Fields() {
		visit(f.Value)
	}
	return out
}

// shapeKind sets Kind and Name of a node not yet decoded from the shape
// the parser recorded of its definition (ast.DefShape), and reports
// whether it did: a definition the parser did not record, or whose node it
// named no class for, is left to peekKind.
func (n *Node) shapeKind() bool {
	s, ok := n.g.Module.DefShape(int(n.def))
	if !ok {
		return false
	}
	switch k := s.Kind(); k {
	case ast.ShapeTuple:
		n.Kind = Tuple
		return true
	case ast.ShapeUnknown:
		return false
	default:
		name, ok := parser.ShapeClassName(k)
		if !ok {
			return false
		}
		n.setClass(name)
		return true
	}
}

// setClass makes n a specialized node of class name (a DIArgList is a
// kind of its own).
func (n *Node) setClass(name string) {
	n.Kind, n.Name = Specialized, name
	if name == "DIArgList" {
		n.Kind = ArgList
	}
}

// peekKind sets Kind and Name of a node not yet decoded from the first
// token of its definition ("!{", "!DILocation("), without decoding it. It
// reports false when the text is not of that simple shape.
func (n *Node) peekKind() bool {
	m := n.g.Module
	src := m.Src[:m.MDDefs[n.def].End]
	p := scanner.SkipSpace(src, int(n.span.Start))
	if p+1 >= len(src) || src[p] != '!' {
		return false
	}
	p++
	if src[p] == '{' {
		n.Kind = Tuple
		return true
	}
	start := p
	for p < len(src) && isNameByte(src[p]) {
		p++
	}
	if p == start || !(start < len(src) && (src[start] >= 'A' && src[start] <= 'Z' || src[start] >= 'a' && src[start] <= 'z')) {
		return false
	}
	if q := scanner.SkipSpace(src, p); q >= len(src) || src[q] != '(' {
		return false
	}
	_, name := classOf(src[start:p])
	n.setClass(name)
	return true
}

// isNameByte reports whether c may appear in a metadata name.
func isNameByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '.' || c == '$' || c == '-'
}

// load decodes the node from its source on first use.
func (n *Node) load() {
	if n.loaded {
		return
	}
	n.g.Module.CheckAbandoned()
	n.loaded = true
	if n.def < 0 {
		return
	}
	n.g.touch(n.span)
	if n.loadLight() || n.loadLightTuple() {
		return
	}
	d, err := n.g.decoder().MD(int(n.def))
	if err != nil {
		n.g.setErr(n, err)
		return
	}
	n.fill(d)
}

// bytesOf returns the memory of s, to be read only.
func bytesOf(s string) []byte { return unsafe.Slice(unsafe.StringData(s), len(s)) }

// fill sets the node's contents from a decoded ast.MD.
func (n *Node) fill(d *ast.MD) {
	g := n.g
	var class *parser.Class // of a specialized node, for its field names
	switch d.Kind {
	case ast.MDTuple:
		n.Kind = Tuple
	case ast.MDArgList:
		n.Kind = ArgList
		n.Name = "DIArgList"
	default:
		n.Kind = Specialized
		class, n.Name = classOf(bytesOf(d.Str))
	}
	if len(d.Operands) > 0 {
		n.setOps(make([]Metadata, len(d.Operands)))
		for i, op := range d.Operands {
			n.body.ops[i] = g.convert(op)
		}
	}
	if len(d.Fields) > 0 {
		n.setFields(make([]Field, len(d.Fields)))
		prev := -1
		for i, f := range d.Fields {
			n.body.fields[i] = Field{Name: fieldName(class, bytesOf(f.Name), &prev), Value: g.convert(f.Value)}
		}
	}
}

// convert turns decoded metadata into graph values, resolving references.
func (g *Graph) convert(d *ast.MD) Metadata {
	if d == nil {
		return nil
	}
	switch d.Kind {
	case ast.MDRef:
		return g.NodeByID(d.ID)
	case ast.MDString:
		return &String{Value: d.Str}
	case ast.MDValue:
		return foldedValue(d.Value)
	case ast.MDNull:
		return nil
	case ast.MDInt, ast.MDRawString, ast.MDIdent, ast.MDFlags:
		return g.arena.literal(d.Kind, d.Str)
	}
	// An inline node.
	n := &Node{g: g, ID: -1, def: -1, Distinct: d.Distinct, span: d.Span, loaded: true}
	n.fill(d)
	if d.Kind == ast.MDTuple && d.Str == "" && len(d.Fields) == 0 {
		n.Kind = Tuple
	}
	return n
}

// foldedValue is a typed value operand as LLVM holds it: an integer
// constant expression LLVM's parser folds is the ConstantInt it folds to
// (!{i32 add (i32 1, i32 1)} holds i32 2), as the rules that read an
// integer there see it.
func foldedValue(op *ast.Operand) *Value {
	if lit, ok := constfold.Folded(op); ok {
		return &Value{Type: op.Type, Text: lit.Text, Kind: lit.Kind}
	}
	return &Value{Type: op.Type, Text: op.Value.Text, Kind: op.Value.Kind}
}
