package loops

import (
	"github.com/irmeta/irmeta/analysis"
	"strconv"

	"github.com/irmeta/irmeta/md"
)

// A Location is a source position from a DILocation, as LLVM's
// DiagnosticLocation keeps it: the scope's file name as written in its
// DIFile (not joined with the directory), line and column.
type Location struct {
	File      string
	Line, Col int
	// Node is the DILocation, or nil when the location is unknown.
	Node *md.Node
}

// Known reports whether the location names a file.
func (l Location) Known() bool { return l.Node != nil }

// String renders "file:line:col", or "<unknown>:0:0" as LLVM does.
func (l Location) String() string {
	if !l.Known() {
		return "<unknown>:0:0"
	}
	return l.File + ":" + strconv.Itoa(l.Line) + ":" + strconv.Itoa(l.Col)
}

// DILocationOf decodes a DILocation node. ok is false for other nodes and
// for locations whose scope has no file (LLVM reports those as unknown).
func DILocationOf(n *md.Node) (Location, bool) {
	if !isSpecialized(n, "DILocation") {
		return Location{}, false
	}
	scope, _ := n.Field("scope").(*md.Node)
	if scope == nil {
		return Location{}, false
	}
	var file *md.Node
	if isSpecialized(scope, "DIFile") {
		file = scope
	} else {
		file, _ = scope.Field("file").(*md.Node)
	}
	if !isSpecialized(file, "DIFile") {
		return Location{}, false
	}
	return Location{File: literal(file.Field("filename")), Line: intField(n, "line"), Col: intField(n, "column"), Node: n}, true
}

func literal(m md.Metadata) string {
	switch v := m.(type) {
	case *md.Literal:
		return v.Text
	case *md.String:
		return v.Value
	}
	return ""
}

func intField(n *md.Node, name string) int {
	l, ok := n.Field(name).(*md.Literal)
	if !ok {
		return 0
	}
	v, err := strconv.ParseInt(l.Text, 0, 64)
	if err != nil {
		return 0
	}
	return int(uint32(v))
}

// StartLoc returns the loop's start location as LLVM's Loop::getStartLoc:
// the first DILocation in the loop ID, else the debug location of the
// preheader's terminator, else that of the header's terminator.
func StartLoc(g *md.Graph, l *analysis.Loop) Location {
	start, _ := LocRange(g, l)
	return start
}

// LocRange returns the loop's start and end locations (getLocRange): the
// first two DILocations of the loop ID when it has them.
func LocRange(g *md.Graph, l *analysis.Loop) (start, end Location) {
	if l.ID != nil {
		var first *md.Node
		for i, op := range l.ID.Operands() {
			n, ok := op.(*md.Node)
			if i == 0 || !ok || !isSpecialized(n, "DILocation") {
				continue
			}
			if first == nil {
				first = n
				continue
			}
			s, _ := DILocationOf(first)
			e, _ := DILocationOf(n)
			return s, e
		}
		if first != nil {
			s, _ := DILocationOf(first)
			return s, Location{}
		}
	}
	if l.Preheader >= 0 {
		if n := termDbg(g, l, l.Preheader); n != nil {
			s, _ := DILocationOf(n)
			return s, Location{}
		}
	}
	if n := termDbg(g, l, l.Header); n != nil {
		s, _ := DILocationOf(n)
		return s, Location{}
	}
	return Location{}, Location{}
}

func termDbg(g *md.Graph, l *analysis.Loop, b int) *md.Node {
	t := l.CFG.Term[b]
	if t < 0 {
		return nil
	}
	n := g.Attachment(md.Inst(t), "dbg")
	if !isSpecialized(n, "DILocation") {
		return nil
	}
	return n
}
