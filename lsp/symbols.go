package lsp

import (
	"context"
	"sort"
	"strings"

	"go.lsp.dev/protocol"
)

// documentSymbol lists functions (with their blocks), globals, named
// types, named metadata, comdats and attribute groups, from the index (so
// it works on text that does not parse).
func (s *Server) documentSymbol(ctx context.Context, p *protocol.DocumentSymbolParams) (any, error) {
	d, err := s.doc(ctx, p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	return d.symbols(), nil
}

func (d *document) symbols() []protocol.DocumentSymbol {
	ix, t := d.index(), d.text
	out := []protocol.DocumentSymbol{}
	for fi, f := range ix.fns {
		kind := protocol.SymbolKindFunction
		detail := "define"
		if f.bodyStart < 0 {
			detail = "declare"
		}
		sym := protocol.DocumentSymbol{
			Name: f.name, Kind: kind, Detail: detail,
			Range:          t.span(f.start, f.end),
			SelectionRange: t.span(f.nameStart, f.nameEnd),
		}
		if f.bodyStart >= 0 {
			ix.walkFrom(f.bodyStart, func(o occ) bool {
				if o.start >= f.end {
					return false
				}
				if o.class == clLocal && o.def && o.fn == fi && t.src[o.end-1] == ':' {
					sym.Children = append(sym.Children, protocol.DocumentSymbol{
						Name: ix.name(o), Kind: protocol.SymbolKindNamespace, Detail: "block",
						Range: t.span(o.start, o.end), SelectionRange: t.span(o.start, nameEnd(t.src, o)),
					})
				}
				return true
			})
		}
		out = append(out, sym)
	}
	type def struct {
		off  int
		name string
		c    class
	}
	var defs []def
	for k, off := range ix.defs {
		c := class(k[0] - 'a')
		if c == clGlobal {
			if _, isFn := d.fnNamed(k[1:]); isFn {
				continue
			}
		}
		defs = append(defs, def{off, k[1:], c})
	}
	sort.Slice(defs, func(i, j int) bool { return defs[i].off < defs[j].off })
	for _, df := range defs {
		kind, detail := protocol.SymbolKindVariable, "global"
		switch df.c {
		case clType:
			kind, detail = protocol.SymbolKindStruct, "type"
		case clMDName:
			kind, detail = protocol.SymbolKindObject, "named metadata"
		case clComdat:
			kind, detail = protocol.SymbolKindKey, "comdat"
		case clAttrGroup:
			kind, detail = protocol.SymbolKindProperty, "attribute group"
		}
		end := lineEndAt(t.src, df.off)
		out = append(out, protocol.DocumentSymbol{
			Name: df.name, Kind: kind, Detail: detail,
			Range: t.span(df.off, end), SelectionRange: t.span(df.off, df.off+len(firstToken(t.src, df.off))),
		})
	}
	return out
}

func (d *document) fnNamed(name string) (int, bool) {
	for i, f := range d.index().fns {
		if f.name == name {
			return i, true
		}
	}
	return -1, false
}

func lineEndAt(src []byte, off int) int {
	for off < len(src) && src[off] != '\n' {
		off++
	}
	return off
}

func firstToken(src []byte, off int) string {
	e := tokenEnd(src, off)
	return string(src[off:e])
}

// workspaceSymbol searches the symbols of every open document.
func (s *Server) workspaceSymbol(ctx context.Context, p *protocol.WorkspaceSymbolParams) (any, error) {
	s.mu.Lock()
	docs := make([]*document, 0, len(s.docs))
	for _, d := range s.docs {
		docs = append(docs, d)
	}
	s.mu.Unlock()
	sort.Slice(docs, func(i, j int) bool { return docs[i].uri < docs[j].uri })
	q := strings.ToLower(p.Query)
	out := []protocol.SymbolInformation{}
	for _, d := range docs {
		var walk func(syms []protocol.DocumentSymbol, container string)
		walk = func(syms []protocol.DocumentSymbol, container string) {
			for _, sym := range syms {
				if strings.Contains(strings.ToLower(sym.Name), q) {
					out = append(out, protocol.SymbolInformation{
						Name: sym.Name, Kind: sym.Kind, ContainerName: container,
						Location: protocol.Location{URI: d.uri, Range: sym.SelectionRange},
					})
				}
				walk(sym.Children, sym.Name)
			}
		}
		walk(d.symbols(), "")
	}
	return out, nil
}

// foldingRange folds function bodies and runs of metadata definitions.
func (s *Server) foldingRange(ctx context.Context, p *protocol.FoldingRangeParams) (any, error) {
	d, err := s.doc(ctx, p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	t := d.text
	out := []protocol.FoldingRange{}
	for _, f := range d.index().fns {
		if f.bodyStart < 0 {
			continue
		}
		a, b := t.position(f.bodyStart).Line, t.position(f.bodyEnd).Line
		if b > a {
			out = append(out, protocol.FoldingRange{StartLine: a, EndLine: b, Kind: protocol.RegionFoldingRange})
		}
	}
	// Runs of "!N = ..." lines: the metadata section.
	runStart, runEnd := -1, -1
	flush := func() {
		if runStart >= 0 && runEnd > runStart {
			out = append(out, protocol.FoldingRange{StartLine: uint32(runStart), EndLine: uint32(runEnd), Kind: protocol.RegionFoldingRange})
		}
		runStart, runEnd = -1, -1
	}
	for id, off1 := range d.index().mdDefs {
		_ = id
		if off1 == 0 {
			continue
		}
		l := int(t.position(int(off1) - 1).Line)
		if runStart >= 0 && l == runEnd+1 {
			runEnd = l
			continue
		}
		flush()
		runStart, runEnd = l, l
	}
	flush()
	return out, nil
}
