package lsp

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"

	"github.com/irmeta/irmeta/ast"
)

// at resolves a request's document and the name under its position.
func (s *Server) at(ctx context.Context, p protocol.TextDocumentPositionParams) (*document, occ, bool, error) {
	d, err := s.doc(ctx, p.TextDocument.URI)
	if err != nil {
		return nil, occ{}, false, err
	}
	o, ok := d.index().occAt(d.text.offset(p.Position))
	return d, o, ok, nil
}

func (s *Server) definition(ctx context.Context, p *protocol.DefinitionParams) (any, error) {
	d, o, ok, err := s.at(ctx, p.TextDocumentPositionParams)
	if err != nil || !ok {
		return []protocol.Location{}, err
	}
	start, end, found := d.index().lookupDef(o)
	if !found {
		return []protocol.Location{}, nil
	}
	return []protocol.Location{{URI: d.uri, Range: d.text.span(start, end)}}, nil
}

func (s *Server) references(ctx context.Context, p *protocol.ReferenceParams) (any, error) {
	d, o, ok, err := s.at(ctx, p.TextDocumentPositionParams)
	if err != nil || !ok {
		return []protocol.Location{}, err
	}
	locs := []protocol.Location{}
	d.index().uses(o, func(u occ) {
		if u.def && !p.Context.IncludeDeclaration {
			return
		}
		locs = append(locs, protocol.Location{URI: d.uri, Range: d.text.span(u.start, nameEnd(d.text.src, u))})
	})
	return locs, nil
}

func (s *Server) highlight(ctx context.Context, p *protocol.DocumentHighlightParams) (any, error) {
	d, o, ok, err := s.at(ctx, p.TextDocumentPositionParams)
	if err != nil || !ok {
		return []protocol.DocumentHighlight{}, err
	}
	out := []protocol.DocumentHighlight{}
	d.index().uses(o, func(u occ) {
		kind := protocol.DocumentHighlightKindRead
		if u.def {
			kind = protocol.DocumentHighlightKindWrite
		}
		out = append(out, protocol.DocumentHighlight{Range: d.text.span(u.start, nameEnd(d.text.src, u)), Kind: kind})
	})
	return out, nil
}

// nameEnd is the end of the name itself: a label's colon is not part of it.
func nameEnd(src []byte, o occ) int {
	if o.end > o.start && src[o.end-1] == ':' {
		return o.end - 1
	}
	return o.end
}

// renamable reports whether names of class c can be renamed: locals
// (values, parameters, blocks) and metadata ids, the names whose spelling
// carries no meaning outside the module.
func renamable(c class) bool { return c == clLocal || c == clMDID }

func (s *Server) prepareRename(ctx context.Context, p *protocol.PrepareRenameParams) (any, error) {
	d, o, ok, err := s.at(ctx, p.TextDocumentPositionParams)
	if err != nil {
		return nil, err
	}
	if !ok || !renamable(o.class) {
		return nil, nil
	}
	if o.class == clLocal {
		if _, _, isLocal := d.index().localDef(o); !isLocal {
			return nil, nil // a named type
		}
	}
	return d.text.span(o.start, nameEnd(d.text.src, o)), nil
}

// rename renames a local value, parameter or block within its function,
// or a metadata id within the module. Renaming a numbered local to a name
// renumbers the numbered locals after it (LLVM requires them sequential);
// nothing else changes.
func (s *Server) rename(ctx context.Context, p *protocol.RenameParams) (any, error) {
	d, o, ok, err := s.at(ctx, p.TextDocumentPositionParams)
	if err != nil {
		return nil, err
	}
	if !ok || !renamable(o.class) {
		return nil, jsonrpc2.NewError(jsonrpc2.InvalidParams, "only local values, blocks and metadata ids can be renamed")
	}
	edits, err := renameEdits(d, o, p.NewName)
	if err != nil {
		return nil, jsonrpc2.NewError(jsonrpc2.InvalidParams, err.Error())
	}
	return protocol.WorkspaceEdit{Changes: map[protocol.DocumentURI][]protocol.TextEdit{d.uri: edits}}, nil
}

func renameEdits(d *document, o occ, newName string) ([]protocol.TextEdit, error) {
	ix, src := d.index(), d.text.src
	old := ix.name(o)
	var edits []protocol.TextEdit
	add := func(u occ, text string) {
		edits = append(edits, protocol.TextEdit{Range: d.text.span(u.start, nameEnd(src, u)), NewText: text})
	}
	switch o.class {
	case clMDID:
		nn := strings.TrimPrefix(newName, "!")
		id, err := strconv.Atoi(nn)
		if err != nil || id < 0 || strconv.Itoa(id) != nn {
			return nil, fmt.Errorf("a metadata id is a number, not %q", newName)
		}
		if id < len(ix.mdDefs) && ix.mdDefs[id] != 0 && "!"+nn != old {
			return nil, fmt.Errorf("!%d is already defined", id)
		}
		ix.uses(o, func(u occ) { add(u, "!"+nn) })
		return edits, nil
	}
	// A local: value, parameter or block label.
	if _, _, isLocal := ix.localDef(o); !isLocal {
		return nil, fmt.Errorf("%s is not a local value or block of this function", old)
	}
	body := strings.TrimPrefix(newName, "%")
	if body == "" {
		return nil, fmt.Errorf("empty name")
	}
	var target string
	if strings.HasPrefix(body, "\"") {
		target = "%" + body // already quoted as the user wants it
	} else {
		target = ast.FormatName('%', body)
	}
	if _, err := strconv.Atoi(body); err == nil {
		return nil, fmt.Errorf("numbered names are assigned by LLVM in order; choose a name that is not a number")
	}
	fnIdx := o.fn
	f := ix.fns[fnIdx]
	taken := false
	ix.walkFrom(f.start, func(u occ) bool {
		if u.start >= f.end {
			return false
		}
		if u.class == clLocal && u.def && ix.name(u) == "%"+unquoted(body) {
			taken = true
			return false
		}
		return true
	})
	if taken {
		return nil, fmt.Errorf("%s is already defined in %s", target, f.name)
	}
	oldNum, numbered := localNumber(old)
	ix.walkFrom(f.start, func(u occ) bool {
		if u.start >= f.end {
			return false
		}
		if u.class != clLocal || u.fn != fnIdx {
			return true
		}
		name := ix.name(u)
		if name == old {
			if src[u.end-1] == ':' {
				add(u, strings.TrimPrefix(target, "%")) // a label: no sigil
			} else {
				add(u, target)
			}
			return true
		}
		if n, ok := localNumber(name); ok && numbered && n > oldNum {
			if src[u.end-1] == ':' {
				add(u, strconv.Itoa(n-1))
			} else {
				add(u, "%"+strconv.Itoa(n-1))
			}
		}
		return true
	})
	return edits, nil
}

func unquoted(s string) string {
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		return s[1 : len(s)-1]
	}
	return s
}

// localNumber returns n for the numbered local "%n".
func localNumber(name string) (int, bool) {
	if len(name) < 2 || name[0] != '%' {
		return 0, false
	}
	n, err := strconv.Atoi(name[1:])
	return n, err == nil && n >= 0
}
