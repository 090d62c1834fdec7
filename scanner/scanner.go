// Package scanner implements a lexer for LLVM IR text (.ll files).
//
// The scanner follows the token rules of LLVM's own lexer (LLLexer) but does
// not classify keywords: every bare word is an Ident and the parser compares
// its bytes. Tokens are spans into the source; the scanner never allocates.
package scanner

import (
	"bytes"

	"github.com/irmeta/irmeta/token"
)

// Kind is the kind of a token.
type Kind uint8

// Token kinds.
const (
	EOF         Kind = iota
	Illegal          // a character sequence that is no token; Err says why
	Comma            // ,
	Equal            // =
	Star             // *
	LBrack           // [
	RBrack           // ]
	LBrace           // {
	RBrace           // }
	Less             // <
	Greater          // >
	LParen           // (
	RParen           // )
	Exclaim          // ! on its own
	Bar              // |
	Colon            // : on its own
	DotDotDot        // ...
	Ident            // bare word: keyword, type name such as i32, DW_TAG_x, DIFlagX
	Label            // name: or "name": or 12: (a label or a field name)
	LocalVar         // %name or %"name"
	LocalID          // %12
	GlobalVar        // @name or @"name"
	GlobalID         // @12
	ComdatVar        // $name or $"name"
	AttrGrpID        // #12
	DbgRecord        // #dbg_value and the other debug record kinds
	SummaryID        // ^12
	MetadataVar      // !name (named metadata, attachment kinds, !DIxxx)
	MetadataID       // !12
	MetadataStr      // !"text"
	String           // "text"
	Int              // 12, -12, u0x1F, s0x1F
	Float            // 1.5, -1.0e+10, 0x3FF0000000000000, 0xK...
)

var kindNames = [...]string{
	EOF: "end of file", Illegal: "illegal token", Comma: "','", Equal: "'='", Star: "'*'",
	LBrack: "'['", RBrack: "']'", LBrace: "'{'", RBrace: "'}'", Less: "'<'", Greater: "'>'",
	LParen: "'('", RParen: "')'", Exclaim: "'!'", Bar: "'|'", Colon: "':'", DotDotDot: "'...'",
	Ident: "identifier", Label: "label", LocalVar: "local name", LocalID: "local id",
	GlobalVar: "global name", GlobalID: "global id", ComdatVar: "comdat name",
	AttrGrpID: "attribute group id", DbgRecord: "debug record", SummaryID: "summary id",
	MetadataVar: "metadata name", MetadataID: "metadata id", MetadataStr: "metadata string",
	String: "string constant", Int: "integer", Float: "floating-point constant",
}

// String returns a readable name of the kind, as used in error messages.
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "token"
}

// A Token is one lexical token: its kind and its span [Start, End) in the
// source.
type Token struct {
	Kind       Kind
	Start, End token.Pos
}

// A Scanner produces the tokens of one source buffer. Initialize it with Init.
type Scanner struct {
	src []byte
	off int

	// [runFrom, runEnd1-1] is the last long run of label characters found
	// to have no ':' after it (runEnd1 0: none): a label lookahead from
	// inside it fails at once, so the many short tokens of a long run do not
	// each scan the rest of it again.
	runFrom, runEnd1 int
	// lookahead counts the bytes that label lookaheads examined; tests
	// bound it to keep scanning linear.
	lookahead int

	// Err holds the reason for the last Illegal token.
	Err string
}

// Init prepares s to scan src from the beginning.
func (s *Scanner) Init(src []byte) {
	s.src = src
	s.off = 0
	s.Err = ""
	s.runFrom, s.runEnd1 = 0, 0
	s.lookahead = 0
}

// Offset returns the scanner's current read offset.
func (s *Scanner) Offset() int { return s.off }

// Seek moves the read offset to off.
func (s *Scanner) Seek(off int) { s.off = off }

// Character classes, looked up in a table on the hot path.
const (
	classSpace   = 1 << iota // ' ', '\t', '\n', '\r'
	classLabel               // [-a-zA-Z$._0-9]
	classDigit               // [0-9]
	classKeyword             // [a-zA-Z0-9_]
	classHex                 // [0-9a-fA-F]
)

var charClass = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		b := byte(c)
		alpha := b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
		digit := b >= '0' && b <= '9'
		if b == ' ' || b == '\t' || b == '\n' || b == '\r' {
			t[c] |= classSpace
		}
		if alpha || digit || b == '-' || b == '$' || b == '.' || b == '_' {
			t[c] |= classLabel
		}
		if digit {
			t[c] |= classDigit
		}
		if alpha || digit || b == '_' {
			t[c] |= classKeyword
		}
		if digit || b >= 'a' && b <= 'f' || b >= 'A' && b <= 'F' {
			t[c] |= classHex
		}
	}
	return
}()

// isLabelChar reports whether c may appear in an unquoted name: [-a-zA-Z$._0-9].
func isLabelChar(c byte) bool { return charClass[c]&classLabel != 0 }

// IsNameChar reports whether c may continue an unquoted name or keyword
// ([-a-zA-Z$._0-9]): text put before such a byte must end with a space to
// stay one token.
func IsNameChar(c byte) bool { return isLabelChar(c) }

func isDigit(c byte) bool { return charClass[c]&classDigit != 0 }

func isHex(c byte) bool { return charClass[c]&classHex != 0 }

func isKeywordChar(c byte) bool { return charClass[c]&classKeyword != 0 }

// SkipSpace returns the offset of the first byte at or after off in src
// that is neither white space nor part of a ";" comment (len(src) when
// there is none). Next skips the same before each token, and "/* ... */"
// comments too, which can be malformed.
func SkipSpace(src []byte, off int) int {
	for off < len(src) {
		c := src[off]
		if charClass[c]&classSpace != 0 {
			off++
			continue
		}
		if c != ';' {
			break
		}
		i := bytes.IndexByte(src[off:], '\n')
		if i < 0 {
			return len(src)
		}
		off += i
	}
	return off
}

// Next scans and returns the next token. Whitespace and comments (";" to the
// end of the line and "/* ... */") are skipped.
func (s *Scanner) Next() Token {
	src := s.src
	for {
		// Most tokens follow one space or none: those skip without a call.
		if s.off < len(src) && src[s.off] == ' ' {
			s.off++
		}
		if s.off < len(src) && (charClass[src[s.off]]&classSpace != 0 || src[s.off] == ';') {
			s.off = SkipSpace(src, s.off)
		}
		if s.off >= len(src) {
			return Token{EOF, token.Pos(len(src)), token.Pos(len(src))}
		}
		start := s.off
		c := src[s.off]
		s.off++
		switch c {
		case ',':
			return s.tok(Comma, start)
		case '=':
			return s.tok(Equal, start)
		case '*':
			return s.tok(Star, start)
		case '[':
			return s.tok(LBrack, start)
		case ']':
			return s.tok(RBrack, start)
		case '{':
			return s.tok(LBrace, start)
		case '}':
			return s.tok(RBrace, start)
		case '<':
			return s.tok(Less, start)
		case '>':
			return s.tok(Greater, start)
		case '(':
			return s.tok(LParen, start)
		case ')':
			return s.tok(RParen, start)
		case '|':
			return s.tok(Bar, start)
		case ':':
			return s.tok(Colon, start)
		case '/':
			if s.off < len(src) && src[s.off] == '*' {
				end := indexStarSlash(src, s.off+1)
				if end < 0 {
					s.off = len(src)
					return s.illegal(start, "unterminated comment")
				}
				s.off = end
				continue
			}
			return s.illegal(start, "unexpected character '/'")
		case '"':
			return s.quote(start)
		case '%':
			return s.varLike(start, LocalVar, LocalID)
		case '@':
			return s.varLike(start, GlobalVar, GlobalID)
		case '$':
			// A '$' may start a label ("$foo:") or a comdat name.
			if end := s.labelTail(s.off); end >= 0 {
				s.off = end
				return s.tok(Label, start)
			}
			return s.varLike(start, ComdatVar, Illegal)
		case '^':
			if s.digits() {
				return s.tok(SummaryID, start)
			}
			return s.illegal(start, "expected summary id after '^'")
		case '#':
			if s.digits() {
				return s.tok(AttrGrpID, start)
			}
			if s.off < len(src) && (src[s.off] >= 'a' && src[s.off] <= 'z' || src[s.off] >= 'A' && src[s.off] <= 'Z' || src[s.off] == '_') {
				for s.off < len(src) && isKeywordChar(src[s.off]) {
					s.off++
				}
				return s.tok(DbgRecord, start)
			}
			return s.illegal(start, "expected attribute group id or debug record after '#'")
		case '!':
			return s.exclaim(start)
		case '.':
			if end := s.labelTail(s.off); end >= 0 {
				s.off = end
				return s.tok(Label, start)
			}
			if s.off+1 < len(src) && src[s.off] == '.' && src[s.off+1] == '.' {
				s.off += 2
				return s.tok(DotDotDot, start)
			}
			return s.illegal(start, "unexpected character '.'")
		case '+':
			if s.off < len(src) && isDigit(src[s.off]) {
				return s.number(start)
			}
			return s.illegal(start, "unexpected character '+'")
		case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
			return s.number(start)
		default:
			if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' {
				return s.ident(start)
			}
			// One token for a run of characters that start no token, so
			// that binary garbage does not yield an error per byte.
			for s.off < len(src) && src[s.off] >= 0x80 {
				s.off++
			}
			return s.illegal(start, "unexpected character")
		}
	}
}

func indexStarSlash(src []byte, from int) int {
	for i := from; i+1 < len(src); i++ {
		if src[i] == '*' && src[i+1] == '/' {
			return i + 2
		}
	}
	return -1
}

func (s *Scanner) tok(k Kind, start int) Token {
	return Token{k, token.Pos(start), token.Pos(s.off)}
}

func (s *Scanner) illegal(start int, msg string) Token {
	s.Err = msg
	if s.off == start {
		s.off++
	}
	return Token{Illegal, token.Pos(start), token.Pos(s.off)}
}

// digits consumes [0-9]+ and reports whether there was at least one.
func (s *Scanner) digits() bool {
	st := s.off
	for s.off < len(s.src) && isDigit(s.src[s.off]) {
		s.off++
	}
	return s.off > st
}

// longRun is the length from which a run of label characters without a
// ':' after it is remembered; shorter runs are cheaper to scan again.
const longRun = 16

// labelTail returns the offset just past "chars:" starting at off, or -1 if
// the label characters there are not followed by a colon. A long run
// without a colon is remembered, so that lookaheads from inside it (the
// next tokens) cost nothing.
func (s *Scanner) labelTail(off int) int {
	if off < s.runEnd1 && off >= s.runFrom {
		return -1
	}
	src := s.src
	end := off
	for end < len(src) && isLabelChar(src[end]) {
		end++
	}
	s.lookahead += end - off
	if end < len(src) && src[end] == ':' {
		return end + 1
	}
	if end-off >= longRun {
		s.runFrom, s.runEnd1 = off, end+1
	}
	return -1
}

// quote scans a string constant, or a quoted label "name":.
func (s *Scanner) quote(start int) Token {
	if !s.skipString() {
		return s.illegal(start, "end of file in string constant")
	}
	if s.off < len(s.src) && s.src[s.off] == ':' {
		if hasNUL(s.src[start+1 : s.off-1]) {
			return s.illegal(start, NULInName)
		}
		s.off++
		return s.tok(Label, start)
	}
	return s.tok(String, start)
}

// NULInName is the error of a quoted name or label whose text holds a NUL
// character, written or escaped (\00): LLVM's names are C strings.
const NULInName = "NUL character is not allowed in names"

// hasNUL reports whether the text of a quoted name holds a NUL character,
// itself or as the escape \00 (a backslash escapes "\\" or two hex
// digits).
func hasNUL(b []byte) bool {
	for i := 0; i < len(b); i++ {
		switch b[i] {
		case 0:
			return true
		case '\\':
			if i+1 < len(b) && b[i+1] == '\\' {
				i++
			} else if i+2 < len(b) && b[i+1] == '0' && b[i+2] == '0' {
				return true
			}
		}
	}
	return false
}

// skipString consumes the rest of a string whose opening quote has already
// been read. LLVM strings have no escaped quote: \22 is used instead.
func (s *Scanner) skipString() bool {
	for s.off < len(s.src) {
		if s.src[s.off] == '"' {
			s.off++
			return true
		}
		s.off++
	}
	return false
}

// varLike scans what follows a sigil: a quoted name, a bare name, or digits.
func (s *Scanner) varLike(start int, named, numbered Kind) Token {
	src := s.src
	if s.off < len(src) && src[s.off] == '"' {
		s.off++
		if !s.skipString() {
			// LLLexer's text, for every sigil.
			return s.illegal(start, "end of file in global variable name")
		}
		if hasNUL(src[start+2 : s.off-1]) {
			return s.illegal(start, NULInName)
		}
		return s.tok(named, start)
	}
	if s.off < len(src) && isLabelChar(src[s.off]) && !isDigit(src[s.off]) {
		for s.off < len(src) && isLabelChar(src[s.off]) {
			s.off++
		}
		return s.tok(named, start)
	}
	if numbered != Illegal && s.digits() {
		return s.tok(numbered, start)
	}
	return s.illegal(start, "expected name or number after '"+string(src[start])+"'")
}

// exclaim scans the forms that start with '!'.
func (s *Scanner) exclaim(start int) Token {
	src := s.src
	if s.off < len(src) {
		c := src[s.off]
		switch {
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '-' || c == '$' || c == '.' || c == '_' || c == '\\':
			for s.off < len(src) && (isLabelChar(src[s.off]) || src[s.off] == '\\') {
				s.off++
			}
			return s.tok(MetadataVar, start)
		case isDigit(c):
			s.digits()
			return s.tok(MetadataID, start)
		case c == '"':
			s.off++
			if !s.skipString() {
				// LLLexer reads '!' alone, then the string that does
				// not end.
				s.off = start + 1
				return s.tok(Exclaim, start)
			}
			return s.tok(MetadataStr, start)
		}
	}
	return s.tok(Exclaim, start)
}

// ident scans a bare word: a keyword, an integer type, a hex integer such as
// u0x1F, or a label "name:".
func (s *Scanner) ident(start int) Token {
	src := s.src
	// The lookahead of labelTail, inlined: most tokens are words.
	if start >= s.runEnd1 || start < s.runFrom {
		end := start
		for end < len(src) && isLabelChar(src[end]) {
			end++
		}
		s.lookahead += end - start
		if end < len(src) && src[end] == ':' {
			s.off = end + 1
			return s.tok(Label, start)
		}
		if end-start >= longRun {
			s.runFrom, s.runEnd1 = start, end+1
		}
	}
	// [us]0x[0-9A-Fa-f]+ is an integer written in hex. As in LLLexer, the
	// hex digits are the whole word (letters, digits, '_'): "u0x0p001" is
	// one unknown word, which no rule takes ("expected value token").
	if (src[start] == 'u' || src[start] == 's') && start+3 < len(src) && src[start+1] == '0' && src[start+2] == 'x' && isHex(src[start+3]) {
		e := start + 3
		for e < len(src) && isHex(src[e]) {
			e++
		}
		word := e
		for word < len(src) && isKeywordChar(src[word]) {
			word++
		}
		s.off = word
		if word > e {
			return s.tok(Ident, start)
		}
		return s.tok(Int, start)
	}
	// An integer type ends after its digits, as in LLLexer: "i32addrspace(1)*".
	if src[start] == 'i' && start+1 < len(src) && isDigit(src[start+1]) {
		e := start + 1
		for e < len(src) && isDigit(src[e]) {
			e++
		}
		s.off = e
		return s.tok(Ident, start)
	}
	e := start
	for e < len(src) && isKeywordChar(src[e]) {
		e++
	}
	s.off = e
	return s.tok(Ident, start)
}

// number scans integers, floats, hex floats and numeric labels ("12:").
func (s *Scanner) number(start int) Token {
	src := s.src
	c := src[start]
	if c == '-' || c == '+' {
		if s.off >= len(src) || !isDigit(src[s.off]) {
			// "-foo:" is a label.
			if end := s.labelTail(s.off); end >= 0 {
				s.off = end
				return s.tok(Label, start)
			}
			return s.illegal(start, "expected a number after '-'")
		}
	}
	// Hex forms: 0x..., 0xK..., 0xL..., 0xM..., 0xH..., 0xR...
	if c == '0' && s.off < len(src) && src[s.off] == 'x' {
		e := s.off + 1
		if e < len(src) && (src[e] == 'K' || src[e] == 'L' || src[e] == 'M' || src[e] == 'H' || src[e] == 'R') {
			e++
		}
		h := e
		for e < len(src) && isHex(src[e]) {
			e++
		}
		if e == h {
			return s.illegal(start, "bad hexadecimal constant")
		}
		s.off = e
		return s.tok(Float, start)
	}
	for s.off < len(src) && isDigit(src[s.off]) {
		s.off++
	}
	// "12:", "-3:" and "1.foo:" are labels.
	if c != '+' {
		if end := s.labelTail(s.off); end >= 0 {
			s.off = end
			return s.tok(Label, start)
		}
	}
	if s.off >= len(src) || src[s.off] != '.' {
		if c == '+' {
			return s.illegal(start, "expected a floating-point constant after '+'")
		}
		return s.tok(Int, start)
	}
	s.off++ // '.'
	for s.off < len(src) && isDigit(src[s.off]) {
		s.off++
	}
	if s.off < len(src) && (src[s.off] == 'e' || src[s.off] == 'E') {
		e := s.off + 1
		if e < len(src) && (src[e] == '+' || src[e] == '-') {
			e++
		}
		if e < len(src) && isDigit(src[e]) {
			for e < len(src) && isDigit(src[e]) {
				e++
			}
			s.off = e
		}
	}
	return s.tok(Float, start)
}
