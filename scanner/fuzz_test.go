package scanner

import (
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
)

// trickyInputs are hand-written inputs at the edges of the token rules:
// unterminated strings and comments, lone sigils, labels that look like
// numbers, hex forms without digits, bytes that start no token.
var trickyInputs = []string{
	"", " ", "\n", ";", "; comment without newline", "/*", "/* open", "/**/", "/*/", "*/", "/",
	"!", "!!", "!\"", "!\"unterminated", "!\\", "!-", "!0", "!00000000000000000000000", "!a\\b",
	"%", "%\"", "%\"\"", "%0", "%-", "%.x", "@", "@\"", "@\"a b\"", "$", "$\"", "$x", "$x:", "^", "^1", "#", "#0", "#dbg_value", "#_",
	"\"", "\"\"", "\"x\":", "\"x\"", "\"\\22\"",
	"0x", "0xK", "0xK1", "0xH1", "0xR", "0xM00", "0xL1", "0xq", "u0x", "u0x1F", "s0xFF", "u0xg",
	"-", "--", "-:", "-x:", "-3:", "+", "+1", "+1.0", "+x", "1.", "1.e", "1.5e", "1.5e+", "1.5e+7", "1e5", "1.foo:",
	".", "..", "...", ".x:", ".5",
	"i", "i32", "i32addrspace(1)*", "i8*", "x:", "12:", "entry:", "a.b-c$d_e:",
	"\x00", "\xff", "\xc3\xbc\xc3\xbc", "\x80\x80x", "é:", "\t\r\n",
	"define void @f() {\n  ret void\n}\n", "!0 = !DILocation(line: 1, scope: !1)\n",
	"  #dbg_value(i32 %x, !1, !DIExpression(), !2)\n", "x:\n-3:\n\"q\":\n", "u0x1F s0xFF 0xK1 0xH1 1e5 1.5e+",
}

// seed adds the tricky inputs and a few dozen small corpus files.
func seed(f *testing.F) {
	for _, s := range trickyInputs {
		f.Add([]byte(s))
	}
	for _, b := range corpus.Seeds(f, 40, 4096) {
		f.Add(b)
	}
}

// trivia reports whether b holds only white space and comments (";" to the
// end of the line, "/* ... */"): what the scanner may skip between tokens.
func trivia(b []byte) bool {
	for i := 0; i < len(b); i++ {
		switch b[i] {
		case ' ', '\t', '\n', '\r':
		case ';':
			for i < len(b) && b[i] != '\n' {
				i++
			}
		case '/':
			if i+1 >= len(b) || b[i+1] != '*' {
				return false
			}
			j := i + 2
			for j+1 < len(b) && !(b[j] == '*' && b[j+1] == '/') {
				j++
			}
			if j+1 >= len(b) {
				return false
			}
			i = j + 1
		default:
			return false
		}
	}
	return true
}

// FuzzScanner checks that scanning any input to the end never panics and
// makes progress, and that the tokens are in order, within bounds, not
// empty and not overlapping, with only white space and comments between
// them. It also checks that a token scans the same again from its start,
// which the parser relies on when it decodes from a recorded position.
func FuzzScanner(f *testing.F) {
	seed(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		var s, again Scanner
		s.Init(src)
		again.Init(src)
		prevEnd := 0
		for i := 0; ; i++ {
			if i > len(src)+1 {
				t.Fatalf("no progress: more tokens than bytes")
			}
			before := s.Offset()
			tok := s.Next()
			if int(tok.Start) < prevEnd || tok.End < tok.Start || int(tok.End) > len(src) {
				t.Fatalf("token %v out of order or bounds (previous end %d, length %d)", tok, prevEnd, len(src))
			}
			if tok.Kind != EOF && s.Offset() != int(tok.End) {
				t.Fatalf("token %v: scanner offset %d is not its end", tok, s.Offset())
			}
			if s.Offset() < before {
				t.Fatalf("token %v: offset went back from %d to %d", tok, before, s.Offset())
			}
			if !trivia(src[prevEnd:tok.Start]) {
				t.Fatalf("token %v: %q skipped before it is not white space or comments", tok, src[prevEnd:tok.Start])
			}
			if tok.Kind == EOF {
				if int(tok.Start) != len(src) || tok.End != tok.Start {
					t.Fatalf("EOF token %v, length %d", tok, len(src))
				}
				return
			}
			if tok.End == tok.Start {
				t.Fatalf("empty token %v", tok)
			}
			if tok.Kind == Illegal && s.Err == "" {
				t.Fatalf("illegal token %v without a reason", tok)
			}
			again.Seek(int(tok.Start))
			if tok2 := again.Next(); tok2 != tok {
				t.Fatalf("token %v scans as %v from its start", tok, tok2)
			}
			prevEnd = int(tok.End)
		}
	})
}
