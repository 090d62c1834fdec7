// Package modflags is a typed view of a module's !llvm.module.flags: each
// flag is a (behavior, ID, value) triple that tells the linker how to merge
// it. It reads, edits and checks flags through the md graph, with the rules
// and messages of LLVM's verifier.
package modflags

import (
	"strconv"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/md"
)

// NamedList is the named metadata that holds the flags.
const NamedList = "llvm.module.flags"

// Behavior tells how a flag merges when modules are linked.
type Behavior int64

// The behaviors LLVM defines; Min exists from LLVM 15 on.
const (
	Error        Behavior = 1
	Warning      Behavior = 2
	Require      Behavior = 3
	Override     Behavior = 4
	Append       Behavior = 5
	AppendUnique Behavior = 6
	Max          Behavior = 7
	Min          Behavior = 8
)

var behaviorNames = map[Behavior]string{
	Error: "Error", Warning: "Warning", Require: "Require", Override: "Override",
	Append: "Append", AppendUnique: "AppendUnique", Max: "Max", Min: "Min",
}

// String returns the behavior's name, or its number when it has none.
func (b Behavior) String() string {
	if s, ok := behaviorNames[b]; ok {
		return s
	}
	return strconv.FormatInt(int64(b), 10)
}

// A Flag is one well-formed module flag.
type Flag struct {
	Behavior Behavior
	ID       string
	Value    md.Metadata
	// Node is the flag's triple; Index its position in the named list.
	Node  *md.Node
	Index int
}

// Read returns the well-formed flags in order. Malformed entries are left
// out, as LLVM 14's Module::getModuleFlagsMetadata does; Check reports
// them.
func Read(g *md.Graph) []Flag {
	l := g.Named(NamedList)
	if l == nil {
		return nil
	}
	var out []Flag
	for i, n := range l.Nodes {
		if f, ok := decode(n); ok {
			f.Index = i
			out = append(out, f)
		}
	}
	return out
}

// decode reads a flag triple.
func decode(n *md.Node) (Flag, bool) {
	if n == nil || n.Kind != md.Tuple || n.NumOperands() < 3 {
		return Flag{}, false
	}
	b, ok := intValue(n.Operand(0))
	if !ok {
		return Flag{}, false
	}
	id, ok := n.Operand(1).(*md.String)
	if !ok {
		return Flag{}, false
	}
	return Flag{Behavior: Behavior(b), ID: id.Value, Value: n.Operand(2), Node: n}, true
}

// Get returns the first flag called id that is not a Require flag.
func Get(g *md.Graph, id string) (Flag, bool) {
	for _, f := range Read(g) {
		if f.ID == id && f.Behavior != Require {
			return f, true
		}
	}
	return Flag{}, false
}

// Set stores flag (behavior, id, value): it replaces the non-Require flag
// of the same ID, or appends a new one.
func Set(g *md.Graph, behavior Behavior, id string, value md.Metadata) {
	n := g.NewTuple(md.NewInt(32, int64(behavior)), md.NewString(id), value)
	l := g.Named(NamedList)
	var nodes []*md.Node
	replaced := false
	if l != nil {
		for _, old := range l.Nodes {
			if f, ok := decode(old); ok && f.ID == id && f.Behavior != Require && !replaced {
				nodes = append(nodes, n)
				replaced = true
				continue
			}
			nodes = append(nodes, old)
		}
	}
	if !replaced {
		nodes = append(nodes, n)
	}
	g.SetNamed(NamedList, nodes)
}

// Remove deletes every flag called id (Require flags included) and reports
// whether there was one.
func Remove(g *md.Graph, id string) bool {
	l := g.Named(NamedList)
	if l == nil {
		return false
	}
	var nodes []*md.Node
	for _, n := range l.Nodes {
		if f, ok := decode(n); ok && f.ID == id {
			continue
		}
		nodes = append(nodes, n)
	}
	if len(nodes) == len(l.Nodes) {
		return false
	}
	g.SetNamed(NamedList, nodes)
	return true
}

// intValue returns the value of an integer constant operand.
func intValue(m md.Metadata) (int64, bool) {
	v, ok := m.(*md.Value)
	if !ok || v.Type == nil || v.Type.Kind != ast.IntType {
		return 0, false
	}
	return v.Int()
}
