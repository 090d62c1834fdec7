package md

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/scanner"
)

// RemoveStringAttr removes every string attribute "key" or "key"="value"
// inside span s (a function header, a call, an attribute group), with the
// blank before it, and returns how many it removed. Strings are matched as
// tokens: a longer key, the value of another attribute, or the string
// argument of section, partition or gc never matches. The change is
// visible after Commit.
func (g *Graph) RemoveStringAttr(s ast.Span, key string) int {
	src := g.Module.Src
	var sc scanner.Scanner
	sc.Init(src[:s.End])
	sc.Seek(int(s.Start))
	n := 0
	var prev scanner.Token
	for {
		t := sc.Next()
		if t.Kind == scanner.EOF {
			return n
		}
		if t.Kind != scanner.String || prev.Kind == scanner.Ident && takesString(src[prev.Start:prev.End]) {
			prev = t
			continue
		}
		end := t.End
		after := sc.Offset()
		if eq := sc.Next(); eq.Kind == scanner.Equal {
			if v := sc.Next(); v.Kind == scanner.String {
				end = v.End
			} else {
				sc.Seek(after)
			}
		} else {
			sc.Seek(after)
		}
		prev = t
		if parser.Unquote(src[t.Start:t.End]) != key {
			continue
		}
		start := t.Start
		for start > s.Start && (src[start-1] == ' ' || src[start-1] == '\t') {
			start--
		}
		g.rawEdit(start, end, "")
		n++
	}
}

// takesString reports whether keyword w is followed by a string that is
// its argument rather than an attribute.
func takesString(w []byte) bool {
	switch string(w) {
	case "section", "partition", "gc", "asm", "sideeffect":
		return true
	}
	return false
}
