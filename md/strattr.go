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
		// An attribute written against the next word ("k"="v"ptr) leaves
		// one blank, or the words before and after it would join.
		gap := ""
		if start > s.Start && !isBlank(src[start-1]) && int(end) < len(src) && !isBlank(src[end]) && !isCloser(src[end]) {
			gap = " "
		}
		g.rawEdit(start, end, gap)
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

// isBlank reports whether c separates tokens as white space does.
func isBlank(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// isCloser reports whether c may follow a token without a blank: a
// punctuation mark that ends a list or separates its elements.
func isCloser(c byte) bool { return c == ',' || c == ')' || c == '}' || c == ']' || c == '>' }
