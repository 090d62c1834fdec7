package lsp

import (
	"context"
	"reflect"
	"testing"

	"go.lsp.dev/protocol"
)

const fuzzSeed = `; ModuleID = 'a.c'
%struct.S = type { i32, ptr }
@g = global i32 0, align 4, !dbg !0

define i32 @f(i32 %n) !dbg !5 {
entry:
  %x = add i32 %n, 1, !dbg !8
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %x
  br i1 %c, label %loop, label %exit, !llvm.loop !9

exit:
  ret i32 %i1
}

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!10}
!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 1, type: !4, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "clang", emissionKind: FullDebug, globals: !{!0})
!3 = !DIFile(filename: "a.c", directory: "/")
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 2, type: !6, unit: !2, spFlags: DISPFlagDefinition)
!6 = !DISubroutineType(types: !7)
!7 = !{!4, !4}
!8 = !DILocation(line: 3, column: 7, scope: !5)
!9 = distinct !{!9, !11}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{!"llvm.loop.unroll.count", i32 4}
`

// FuzzDidChange applies arbitrary edits to a module, as half-typed input
// arrives in an editor, and asks every request at the edit: the server
// must answer (or refuse) without panicking, and its diagnostics after
// two edits must be those of a fresh analysis of the text.
func FuzzDidChange(f *testing.F) {
	f.Add(uint16(120), uint8(3), "%y = ")
	f.Add(uint16(0), uint8(0), "garbage\n")
	f.Add(uint16(700), uint8(40), "!{")
	f.Add(uint16(330), uint8(1), "\"")
	f.Add(uint16(900), uint8(200), "")
	f.Fuzz(func(t *testing.T, at uint16, del uint8, ins string) {
		s := newServer(Options{})
		s.inline = true
		ctx := context.Background()
		u := protocol.DocumentURI("file:///fuzz.ll")
		open := &didOpenParams{}
		open.TextDocument.URI, open.TextDocument.Version, open.TextDocument.Text = u, 1, jsonText(fuzzSeed)
		if _, err := s.didOpen(ctx, open); err != nil {
			t.Fatal(err)
		}
		d, _ := s.doc(ctx, u)
		start := int(at) % (len(fuzzSeed) + 1)
		end := start + int(del)
		if end > len(fuzzSeed) {
			end = len(fuzzSeed)
		}
		r := d.text.span(start, end)
		if _, err := s.didChange(ctx, &didChangeParams{
			TextDocument:   protocol.VersionedTextDocumentIdentifier{TextDocumentIdentifier: protocol.TextDocumentIdentifier{URI: u}, Version: 2},
			ContentChanges: []change{{Range: &r, Text: jsonText(ins)}},
		}); err != nil {
			t.Fatal(err)
		}
		// A second edit, inside the first: typing goes on (the server
		// adds the edits up when the first version did not parse).
		d, _ = s.doc(ctx, u)
		mid := start + len(ins)/2
		r = d.text.span(mid, min(mid+int(del)/2, len(d.text.src)))
		if _, err := s.didChange(ctx, &didChangeParams{
			TextDocument:   protocol.VersionedTextDocumentIdentifier{TextDocumentIdentifier: protocol.TextDocumentIdentifier{URI: u}, Version: 3},
			ContentChanges: []change{{Range: &r, Text: jsonText(ins)}},
		}); err != nil {
			t.Fatal(err)
		}
		d, _ = s.doc(ctx, u)
		// The diagnostics must be those of a fresh analysis of the text.
		fresh := newDocument(u, 3, append([]byte(nil), d.text.src...))
		want := s.runAnalysis(fresh, s.llvm, func() bool { return true }, func(*analysis) bool { return true })
		if !reflect.DeepEqual(d.an.diags, want.diags) {
			t.Fatalf("after two edits: diagnostics %v, a fresh analysis %v", d.an.diags, want.diags)
		}
		tdoc := protocol.TextDocumentIdentifier{URI: u}
		for _, off := range []int{start, start + len(ins), start + len(ins)/2, len(d.text.src)} {
			pp := protocol.TextDocumentPositionParams{TextDocument: tdoc, Position: d.text.position(off)}
			s.definition(ctx, &protocol.DefinitionParams{TextDocumentPositionParams: pp})
			s.references(ctx, &protocol.ReferenceParams{TextDocumentPositionParams: pp, Context: protocol.ReferenceContext{IncludeDeclaration: true}})
			s.highlight(ctx, &protocol.DocumentHighlightParams{TextDocumentPositionParams: pp})
			s.hover(ctx, &protocol.HoverParams{TextDocumentPositionParams: pp})
			s.prepareRename(ctx, &protocol.PrepareRenameParams{TextDocumentPositionParams: pp})
			s.rename(ctx, &protocol.RenameParams{TextDocumentPositionParams: pp, NewName: "zz"})
			s.codeAction(ctx, &protocol.CodeActionParams{TextDocument: tdoc, Range: protocol.Range{Start: pp.Position, End: pp.Position}})
		}
		s.documentSymbol(ctx, &protocol.DocumentSymbolParams{TextDocument: tdoc})
		s.workspaceSymbol(ctx, &protocol.WorkspaceSymbolParams{Query: "f"})
		s.foldingRange(ctx, &protocol.FoldingRangeParams{TextDocumentPositionParams: protocol.TextDocumentPositionParams{TextDocument: tdoc}})
		s.semanticTokensFull(ctx, &protocol.SemanticTokensParams{TextDocument: tdoc})
		s.inlayHint(ctx, &inlayHintParams{TextDocument: tdoc, Range: d.text.span(0, len(d.text.src))})
	})
}
