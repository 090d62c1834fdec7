package md

import (
	"bytes"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/token"
)

// Top-level entities are added and removed with their blank lines, by one
// convention, so that removing an entity that AddTopLevel added gives back
// the original text byte for byte:
//
//   - an entity added next to others of its kind joins their block, with no
//     blank line (functions: one, when the last function is a paragraph of
//     its own); an entity that starts a new kind is its own paragraph, set
//     off by one blank line (unless the text around it has none to match);
//     at the end of the file it joins the last paragraph, as new metadata
//     nodes do, so that removing both in one session gives back the
//     original;
//   - removing an entity that is a paragraph of its own (a blank line or the
//     start of the file before it, a blank line after it) removes the blank
//     line after it too; removing the last entity of the file removes the
//     blank line before it; a file without a final newline keeps none.

// printRank orders entity kinds as LLVM's printer writes them: header,
// types, comdats, globals, functions, use-list orders, attribute groups,
// named metadata, metadata, summaries.
var printRank = [...]uint8{
	ast.SourceFilenameEntity: 0,
	ast.TargetEntity:         1,
	ast.ModuleAsmEntity:      2,
	ast.DepLibsEntity:        3,
	ast.TypeDefEntity:        4,
	ast.ComdatEntity:         5,
	ast.GlobalEntity:         6,
	ast.FunctionEntity:       7,
	ast.UseListOrderEntity:   8,
	ast.AttrGroupEntity:      9,
	ast.NamedMDEntity:        10,
	ast.MDDefEntity:          11,
	ast.SummaryEntity:        12,
}

func rankOf(k ast.EntityKind) int {
	if int(k) < len(printRank) {
		return int(printRank[k])
	}
	return len(printRank)
}

// AddTopLevel inserts text (a global, declaration or other top-level
// entity, one or more complete lines) after the last entity of kind k
// (after a blank line for a function, when the last function is set apart
// by blank lines).
// When the module has none, the text becomes a paragraph of its own where
// LLVM would print it: before the first entity of a kind LLVM prints later
// (and before the comment lines directly above it, such as
// "; Function Attrs:"), or at the end of the module, after its last line. Removing the entity
// again with RemoveEntity, after Commit, gives back the original text. The
// entity becomes visible after Commit.
func (g *Graph) AddTopLevel(k ast.EntityKind, text string) {
	m := g.Module
	src := m.Src
	last := -1
	for i := range m.Entities {
		if m.Entities[i].Kind == k {
			last = i
		}
	}
	if last >= 0 {
		e := &m.Entities[last]
		le := lineEnd(src, e.End)
		if k == ast.FunctionEntity && setApart(src, e.Start, le) {
			// LLVM sets functions apart with a blank line; follow the
			// module where it does. The new function goes after the blank
			// line, with one of its own, so that removing it takes the
			// blank line it brought.
			pos := lineEnd(src, le+1) + 1
			eol := g.eolAt(le + 1)
			g.rawEdit(pos, pos, text+eol+eol)
			return
		}
		pos, eol := le, g.eolAt(le)
		if int(le) < len(src) && le > 0 && src[le-1] == '\r' {
			pos-- // before the line's "\r\n"
		}
		g.rawEdit(pos, pos, eol+text)
		return
	}
	for i := range m.Entities {
		e := &m.Entities[i]
		if rankOf(e.Kind) <= rankOf(k) {
			continue
		}
		ls := commentBlockStart(src, lineStart(src, e.Start))
		eol := g.eolAt(ls)
		if ls == 0 || isBlankLine(src, lineStart(src, ls-1)) {
			g.rawEdit(ls, ls, text+eol+eol)
		} else {
			// No blank line to match before: join the next paragraph.
			g.rawEdit(ls, ls, text+eol)
		}
		return
	}
	end := token.Pos(len(src))
	nl := g.newline()
	if len(src) > 0 {
		nl = g.eolAt(end - 1)
	}
	switch {
	case len(src) == 0:
		g.rawEdit(end, end, text+nl)
	case src[len(src)-1] != '\n':
		g.rawEdit(end, end, nl+text)
	case isBlankLine(src, lineStart(src, end-1)):
		// After a blank last line: one more, which RemoveEntity takes.
		g.rawEdit(end, end, nl+text+nl)
	default:
		g.rawEdit(end, end, text+nl)
	}
}

// newline returns the module's line ending: "\r\n" when its first line
// ends so, else "\n".
func (g *Graph) newline() string {
	src := g.Module.Src
	if i := bytes.IndexByte(src, '\n'); i > 0 && src[i-1] == '\r' {
		return "\r\n"
	}
	return "\n"
}

// eolAt returns the line ending of the line holding p ("\r\n" or "\n"),
// or the module's for a last line without one. Lines that edits add take
// the ending of their neighbour, so that files with mixed endings (LLVM's
// tests have some) stay as they were around the edit.
func (g *Graph) eolAt(p token.Pos) string {
	src := g.Module.Src
	e := lineEnd(src, p)
	switch {
	case int(e) >= len(src):
		return g.newline()
	case e > 0 && src[e-1] == '\r':
		return "\r\n"
	}
	return "\n"
}

// setApart reports whether the entity starting at start (with the comment
// lines above it) and ending on the line that ends at le is a paragraph of
// its own: a blank line or the start of the file before, a blank line
// after. At the end of the file, text is added without a blank line, as
// new nodes are (see the convention above).
func setApart(src []byte, start, le token.Pos) bool {
	ls := commentBlockStart(src, lineStart(src, start))
	before := ls == 0 || isBlankLine(src, lineStart(src, ls-1))
	// The blank line after must end with a newline.
	return before && int(le)+1 < len(src) && isBlankLine(src, le+1) && int(lineEnd(src, le+1)) < len(src)
}

// RemoveEntity deletes top-level entity e (an index into Module.Entities)
// with its lines. An entity that is a paragraph of its own (a blank line or
// the start of the file before it, a blank line after it) takes the blank
// line after it along; the last entity of the file takes the blank line
// before it; a file without a final newline keeps none. So removing what
// AddTopLevel added gives back the original text. (Consecutive metadata
// definitions are one entity.) The change is visible after Commit.
func (g *Graph) RemoveEntity(e int) {
	ent := &g.Module.Entities[e]
	src := g.Module.Src
	ls, le := lineStart(src, ent.Start), lineEnd(src, ent.End)
	if !ownsLines(src, ent.Start, ent.End) {
		g.removeTokens(ent.Start, ent.End)
		return
	}
	from, to := ls, le
	if int(to) < len(src) {
		to++ // the newline
	}
	switch {
	case int(to) < len(src) && (ls == 0 || isBlankLine(src, lineStart(src, ls-1))) && isBlankLine(src, to):
		to = lineEnd(src, to)
		if int(to) < len(src) {
			to++
		}
	case int(to) == len(src) && ls > 0 && isBlankLine(src, lineStart(src, ls-1)):
		from = lineStart(src, ls-1)
	}
	if int(le) == len(src) && from > 0 {
		from-- // the file ended without a newline: it still does
		if from > 0 && src[from-1] == '\r' {
			from--
		}
	}
	g.removeTokens(from, to)
}

// ownsLines reports whether [start, end) covers its lines but for white
// space and a trailing comment.
func ownsLines(src []byte, start, end token.Pos) bool {
	if len(bytes.TrimSpace(src[lineStart(src, start):start])) != 0 {
		return false
	}
	rest := bytes.TrimSpace(src[end:lineEnd(src, end)])
	return len(rest) == 0 || rest[0] == ';'
}

// isBlankLine reports whether the line starting at p holds only white
// space.
func isBlankLine(src []byte, p token.Pos) bool {
	return len(bytes.TrimSpace(src[p:lineEnd(src, p)])) == 0
}

// commentBlockStart returns the start of the comment lines directly above
// the line starting at ls (ls itself when there are none).
func commentBlockStart(src []byte, ls token.Pos) token.Pos {
	for ls > 0 {
		prev := lineStart(src, ls-1)
		line := bytes.TrimSpace(src[prev : ls-1])
		if len(line) == 0 || line[0] != ';' {
			break
		}
		ls = prev
	}
	return ls
}
