package lsp

import (
	"context"

	"go.lsp.dev/protocol"

	"github.com/irmeta/irmeta/scanner"
)

// The semantic token legend.
var (
	tokenTypes = []protocol.SemanticTokenTypes{
		protocol.SemanticTokenFunction,  // 0 @f
		protocol.SemanticTokenVariable,  // 1 @g, %x
		protocol.SemanticTokenType,      // 2 %T, i32
		protocol.SemanticTokenMacro,     // 3 !N
		protocol.SemanticTokenProperty,  // 4 !kind, field names
		protocol.SemanticTokenKeyword,   // 5 keywords
		protocol.SemanticTokenString,    // 6
		protocol.SemanticTokenNumber,    // 7
		protocol.SemanticTokenNamespace, // 8 labels, $comdat, #N
		protocol.SemanticTokenParameter, // 9 parameters
	}
	tokenModifiers = []protocol.SemanticTokenModifiers{protocol.SemanticTokenModifierDeclaration}
)

func (s *Server) semanticTokensFull(ctx context.Context, p *protocol.SemanticTokensParams) (any, error) {
	d, err := s.doc(ctx, p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	return protocol.SemanticTokens{Data: d.semanticTokens(0, len(d.text.src))}, nil
}

func (s *Server) semanticTokensRange(ctx context.Context, p *protocol.SemanticTokensRangeParams) (any, error) {
	d, err := s.doc(ctx, p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	from, to := d.text.offset(p.Range.Start), d.text.offset(p.Range.End)
	return protocol.SemanticTokens{Data: d.semanticTokens(from, to)}, nil
}

// semanticTokens encodes the tokens of [from, to) (relative positions, as
// the protocol wants them). Names are classified as the index classifies
// them; other tokens by their lexical kind.
func (d *document) semanticTokens(from, to int) []uint32 {
	t := d.text
	// Start scanning at the enclosing function so locals classify right.
	scanFrom := from
	if f := d.index().fnAt(from); f >= 0 {
		scanFrom = d.index().fns[f].start
	} else {
		for scanFrom > 0 && t.src[scanFrom-1] != '\n' {
			scanFrom--
		}
	}
	names := map[int]occ{}
	d.index().walkFrom(scanFrom, func(o occ) bool {
		if o.start >= to {
			return false
		}
		if o.start >= from {
			names[o.start] = o
		}
		return true
	})
	var sc scanner.Scanner
	sc.Init(t.src)
	sc.Seek(from)
	var data []uint32
	var prevLine, prevChar uint32
	emit := func(start, end int, typ uint32, mods uint32) {
		p := t.position(start)
		q := t.position(end)
		if q.Line != p.Line {
			return // multi-line tokens are left to the client's grammar
		}
		dl := p.Line - prevLine
		dc := p.Character
		if dl == 0 {
			dc = p.Character - prevChar
		}
		data = append(data, dl, dc, q.Character-p.Character, typ, mods)
		prevLine, prevChar = p.Line, p.Character
	}
	for {
		tok := sc.Next()
		if tok.Kind == scanner.EOF || int(tok.Start) >= to {
			break
		}
		start, end := int(tok.Start), int(tok.End)
		var mods uint32
		if o, ok := names[start]; ok {
			if o.def {
				mods = 1
			}
			switch o.class {
			case clGlobal:
				typ := uint32(1)
				if _, isFn := d.fnNamed(d.index().name(o)); isFn {
					typ = 0
				}
				emit(start, end, typ, mods)
			case clLocal:
				if t.src[end-1] == ':' {
					emit(start, end-1, 8, mods)
				} else {
					emit(start, end, 1, mods)
				}
			case clType:
				emit(start, end, 2, mods)
			case clMDID:
				emit(start, end, 3, mods)
			case clMDKind, clMDName:
				emit(start, end, 4, mods)
			case clComdat, clAttrGroup:
				emit(start, end, 8, mods)
			}
			continue
		}
		switch tok.Kind {
		case scanner.Ident:
			w := t.src[start:end]
			if len(w) > 1 && w[0] == 'i' && w[1] >= '0' && w[1] <= '9' || isTypeWord(string(w)) {
				emit(start, end, 2, 0)
			} else {
				emit(start, end, 5, 0)
			}
		case scanner.String, scanner.MetadataStr:
			emit(start, end, 6, 0)
		case scanner.Int, scanner.Float:
			emit(start, end, 7, 0)
		case scanner.Label:
			emit(start, end-1, 4, 0) // a field name: line:
		case scanner.MetadataVar:
			emit(start, end, 2, 0) // !DILocation
		}
	}
	return data
}

func isTypeWord(w string) bool {
	switch w {
	case "void", "ptr", "half", "bfloat", "float", "double", "x86_fp80", "fp128", "ppc_fp128", "label", "metadata", "token", "x86_amx", "x86_mmx", "opaque", "target":
		return true
	}
	return false
}
