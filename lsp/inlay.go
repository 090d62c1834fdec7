package lsp

import (
	"context"
	"path/filepath"
	"strconv"

	"go.lsp.dev/protocol"

	"github.com/irmeta/irmeta/di"
	"github.com/irmeta/irmeta/md"
)

// inlayHintParams and inlayHint are LSP 3.17's, which the protocol module
// (3.16) does not have.
type inlayHintParams struct {
	TextDocument protocol.TextDocumentIdentifier `json:"textDocument"`
	Range        protocol.Range                  `json:"range"`
}

type inlayHint struct {
	Position    protocol.Position `json:"position"`
	Label       string            `json:"label"`
	Kind        int               `json:"kind,omitempty"` // 1 type, 2 parameter
	PaddingLeft bool              `json:"paddingLeft,omitempty"`
	Tooltip     string            `json:"tooltip,omitempty"`
}

// inlayHint shows, at the end of each line in range with a "!dbg !N"
// reference, the source location N stands for.
func (s *Server) inlayHint(ctx context.Context, p *inlayHintParams) (any, error) {
	d, err := s.doc(ctx, p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	out := []inlayHint{}
	an := s.parsedDoc(d)
	if an == nil || an.mod == nil {
		return out, nil
	}
	an.mu.Lock()
	defer an.mu.Unlock()
	g := an.graph()
	from, to := d.text.offset(p.Range.Start), d.text.offset(p.Range.End)
	scanFrom := from
	if f := d.index().fnAt(from); f >= 0 {
		scanFrom = d.index().fns[f].start
	}
	lastLine := -1
	var prev occ
	d.index().walkFrom(scanFrom, func(o occ) bool {
		if o.start >= to {
			return false
		}
		isDbgRef := o.class == clMDID && prev.class == clMDKind && string(d.text.src[prev.start:prev.end]) == "!dbg"
		prev = o
		if !isDbgRef || o.start < from {
			return true
		}
		id, err := strconv.Atoi(string(d.text.src[o.start+1 : o.end]))
		if err != nil {
			return true
		}
		n := g.NodeByID(int32(id))
		if n == nil || n.Missing() {
			return true
		}
		loc, ok := di.DiagnosticPos(n)
		if !ok {
			return true
		}
		end := lineEndAt(d.text.src, o.start)
		pos := d.text.position(end)
		if int(pos.Line) == lastLine {
			return true
		}
		lastLine = int(pos.Line)
		label := filepath.Base(loc.File) + ":" + strconv.Itoa(int(loc.Line)) + ":" + strconv.Itoa(int(loc.Column))
		if in, _ := n.Field("inlinedAt").(*md.Node); in != nil {
			if il, ok := di.DiagnosticPos(in); ok {
				label += " (inlined at " + filepath.Base(il.File) + ":" + strconv.Itoa(int(il.Line)) + ")"
			}
		}
		out = append(out, inlayHint{Position: pos, Label: label, PaddingLeft: true, Tooltip: loc.String()})
		return true
	})
	return out, nil
}
