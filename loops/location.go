package loops

import (
	"strconv"

	"github.com/irmeta/irmeta/analysis"
	"github.com/irmeta/irmeta/di"
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

// locationOf is the loop's view of di.DiagnosticPos.
func locationOf(n *md.Node) (Location, bool) {
	p, ok := di.DiagnosticPos(n)
	if !ok {
		return Location{}, false
	}
	return Location{File: p.File, Line: int(p.Line), Col: int(p.Column), Node: n}, true
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
			s, _ := locationOf(first)
			e, _ := locationOf(n)
			return s, e
		}
		if first != nil {
			s, _ := locationOf(first)
			return s, Location{}
		}
	}
	if l.Preheader >= 0 {
		if n := termDbg(g, l, l.Preheader); n != nil {
			s, _ := locationOf(n)
			return s, Location{}
		}
	}
	if n := termDbg(g, l, l.Header); n != nil {
		s, _ := locationOf(n)
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
