package bitcode

import (
	"fmt"
	"strconv"

	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/scanner"
)

// The summary entries of a module's text ("^N = module: ...", "gv", "typeid",
// "typeidCompatibleVTable", "flags", "blockcount"), read into a tree of
// values first: the parser only checks that their parentheses balance, and
// an entry may refer to one that comes after it. readTextIndex then gives
// the tree its meaning as LLVM's parser does.

// sumValue is one value of a summary entry: a parenthesized list of items,
// a number, a string, a word ("external", "readonly ^2"), a slot (^N) or a
// range ("[lo, hi]"). label is the field name the value follows, if any.
type sumValue struct {
	label  string
	kind   sumValueKind
	num    uint64 // a number's bits (negative numbers as int64)
	neg    bool
	text   string // a word or a string
	slot   int    // ^N, or after a word; -1 when none
	lo, hi int64
	items  []*sumValue
	at     int // byte offset in the entry's text, for messages
}

type sumValueKind uint8

const (
	sumList sumValueKind = iota
	sumNum
	sumString
	sumWord
	sumSlot
	sumRange
)

// sumParser reads one entry's text.
type sumParser struct {
	src []byte
	s   scanner.Scanner
	tok scanner.Token
}

// summaryEntryError is a summary entry the writer cannot read.
func summaryEntryError(text string, at int, format string, args ...any) {
	line := text
	if len(line) > 60 {
		line = line[:60] + "..."
	}
	unsupported("module summary", "%s (at byte %d of %q)", fmt.Sprintf(format, args...), at, line)
}

// parseSummaryEntry reads "^N = kind: value" into its slot, kind and value.
func parseSummaryEntry(text string) (slot int, kind string, v *sumValue) {
	p := &sumParser{src: []byte(text)}
	p.s.Init(p.src)
	p.next()
	if p.tok.Kind != scanner.SummaryID {
		p.fail("expected a summary id")
	}
	slot = p.slotOf()
	p.next()
	if p.tok.Kind != scanner.Equal {
		p.fail("expected '='")
	}
	p.next()
	kind = p.label()
	v = p.value()
	v.label = kind
	if p.tok.Kind != scanner.EOF {
		p.fail("unexpected text after the entry")
	}
	return slot, kind, v
}

func (p *sumParser) next() { p.tok = p.s.Next() }

func (p *sumParser) text() string { return string(p.src[p.tok.Start:p.tok.End]) }

func (p *sumParser) fail(msg string) {
	summaryEntryError(string(p.src), int(p.tok.Start), "%s", msg)
}

func (p *sumParser) slotOf() int {
	n, err := strconv.Atoi(p.text()[1:])
	if err != nil {
		p.fail("bad summary id")
	}
	return n
}

// label reads a field name: "name:" (one token) or "name :" (two).
func (p *sumParser) label() string {
	switch p.tok.Kind {
	case scanner.Label:
		t := p.text()
		p.next()
		t = t[:len(t)-1]
		if len(t) > 1 && t[0] == '"' {
			t = parser.Unquote([]byte(t))
		}
		return t
	case scanner.Ident:
		t := p.text()
		p.next()
		if p.tok.Kind != scanner.Colon {
			p.fail("expected ':' after " + t)
		}
		p.next()
		return t
	}
	p.fail("expected a field name")
	return ""
}

// item reads "[label:] value".
func (p *sumParser) item() *sumValue {
	label := ""
	if p.tok.Kind == scanner.Label {
		label = p.label()
	} else if p.tok.Kind == scanner.Ident {
		// A word followed by ':' is a label ("noUnwind : 1"); otherwise
		// it is a value.
		save, tok := p.s.Offset(), p.tok
		p.next()
		if p.tok.Kind == scanner.Colon {
			label = string(p.src[tok.Start:tok.End])
			p.next()
		} else {
			p.s.Seek(save)
			p.tok = tok
		}
	}
	v := p.value()
	v.label = label
	return v
}

func (p *sumParser) value() *sumValue {
	v := &sumValue{at: int(p.tok.Start), slot: -1}
	switch p.tok.Kind {
	case scanner.LParen:
		v.kind = sumList
		p.next()
		for p.tok.Kind != scanner.RParen {
			v.items = append(v.items, p.item())
			if p.tok.Kind == scanner.Comma {
				p.next()
			} else if p.tok.Kind != scanner.RParen {
				p.fail("expected ',' or ')'")
			}
		}
		p.next()
	case scanner.LBrack:
		v.kind = sumRange
		p.next()
		v.lo = p.signed()
		if p.tok.Kind != scanner.Comma {
			p.fail("expected ','")
		}
		p.next()
		v.hi = p.signed()
		if p.tok.Kind != scanner.RBrack {
			p.fail("expected ']'")
		}
		p.next()
	case scanner.Int:
		v.kind = sumNum
		t := p.text()
		if u, err := strconv.ParseUint(t, 10, 64); err == nil {
			v.num = u
		} else if s, err := strconv.ParseInt(t, 10, 64); err == nil {
			v.num, v.neg = uint64(s), true
		} else {
			p.fail("bad number " + t)
		}
		p.next()
	case scanner.String:
		v.kind = sumString
		v.text = parser.Unquote(p.src[p.tok.Start:p.tok.End])
		p.next()
	case scanner.SummaryID:
		v.kind = sumSlot
		v.slot = p.slotOf()
		p.next()
	case scanner.Ident:
		v.kind = sumWord
		v.text = p.text()
		p.next()
		if p.tok.Kind == scanner.SummaryID {
			v.slot = p.slotOf()
			p.next()
		}
	default:
		p.fail("unexpected " + p.tok.Kind.String())
	}
	return v
}

func (p *sumParser) signed() int64 {
	if p.tok.Kind != scanner.Int {
		p.fail("expected an integer")
	}
	n, err := strconv.ParseInt(p.text(), 10, 64)
	if err != nil {
		p.fail("bad integer " + p.text())
	}
	p.next()
	return n
}

// field returns the item of list v labelled name, or nil.
func (v *sumValue) field(name string) *sumValue {
	for _, it := range v.items {
		if it.label == name {
			return it
		}
	}
	return nil
}
