package lsp

import (
	"bytes"
	"context"
	"fmt"

	"go.lsp.dev/protocol"

	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/loops"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/modflags"
	"github.com/irmeta/irmeta/parser"
)

// codeAction offers the fixes irmeta can make: a missing "Debug Info
// Version" flag, a loop ID that is not self-referential, and removing an
// attachment that a diagnostic on the line is about.
func (s *Server) codeAction(ctx context.Context, p *protocol.CodeActionParams) (any, error) {
	d, err := s.doc(ctx, p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	out := []protocol.CodeAction{}
	an := s.parsedDoc(d)
	if an == nil || !an.parsed {
		return out, nil
	}
	an.mu.Lock()
	defer an.mu.Unlock()
	g := an.graph()
	if g.Named("llvm.dbg.cu") != nil {
		if _, ok := modflags.DebugInfoVersion(g); !ok {
			if a, ok := d.fix(an.mod.Version, "Add the \"Debug Info Version\" module flag (LLVM drops debug info without it)", func(g *md.Graph) {
				modflags.SetInt(g, modflags.Warning, "Debug Info Version", 3)
			}); ok {
				out = append(out, a)
			}
		}
	}
	// The instruction on the requested line.
	off := d.text.offset(protocol.Position{Line: p.Range.Start.Line})
	i := instOnLine(an, off, lineEndAt(d.text.src, off))
	if i < 0 {
		return out, nil
	}
	for _, att := range g.Attachments(md.Inst(i)) {
		att := att
		if att.Kind == "llvm.loop" && att.Node != nil && !loopID(att.Node) {
			ops := append([]md.Metadata(nil), att.Node.Operands()...)
			if a, ok := d.fix(an.mod.Version, "Make the loop ID self-referential (distinct !{self, ...})", func(g *md.Graph) {
				id := loops.NewLoopID(g, ops...)
				g.SetAttachment(md.Inst(i), "llvm.loop", id)
			}); ok {
				out = append(out, a)
			}
		}
	}
	if len(p.Context.Diagnostics) > 0 {
		for _, att := range g.Attachments(md.Inst(i)) {
			kind := att.Kind
			if kind == "dbg" {
				continue
			}
			if a, ok := d.fix(an.mod.Version, fmt.Sprintf("Remove the !%s attachment", kind), func(g *md.Graph) {
				g.RemoveAttachment(md.Inst(i), kind)
			}); ok {
				out = append(out, a)
			}
		}
	}
	return out, nil
}

// instOnLine returns the instruction that starts in [from, to), or -1.
func instOnLine(an *analysis, from, to int) int {
	m := an.mod
	if i := instAtOrAfter(m.Insts, from); i < len(m.Insts) && int(m.Insts[i].Start) < to {
		return i
	}
	return -1
}

// fix applies edit to a fresh graph of d's text (parsed as LLVM v) (the analysis graph stays
// as it is) and returns a quick fix replacing the changed bytes.
func (d *document) fix(v llvmver.Version, title string, edit func(g *md.Graph)) (protocol.CodeAction, bool) {
	m, err := parser.ParseFileOptions(d.name, d.text.src, parser.Options{Version: v})
	if err != nil {
		return protocol.CodeAction{}, false
	}
	g := md.New(m)
	edit(g)
	out, err := g.Bytes()
	if err != nil {
		return protocol.CodeAction{}, false
	}
	src := d.text.src
	pre := 0
	for pre < len(src) && pre < len(out) && src[pre] == out[pre] {
		pre++
	}
	suf := 0
	for suf < len(src)-pre && suf < len(out)-pre && src[len(src)-1-suf] == out[len(out)-1-suf] {
		suf++
	}
	if bytes.Equal(src, out) {
		return protocol.CodeAction{}, false
	}
	te := protocol.TextEdit{Range: d.text.span(pre, len(src)-suf), NewText: string(out[pre : len(out)-suf])}
	return protocol.CodeAction{
		Title: title, Kind: protocol.QuickFix,
		Edit: &protocol.WorkspaceEdit{Changes: map[protocol.DocumentURI][]protocol.TextEdit{d.uri: {te}}},
	}, true
}
