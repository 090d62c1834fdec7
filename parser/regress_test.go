package parser_test

import (
	"strings"
	"testing"

	"github.com/irmeta/irmeta/parser"
)

// TestRecoveryMakesProgress is the minimal form of a hang found by
// FuzzParse: an entity that fails on its first token, which can itself
// start an entity, must not be parsed again forever.
func TestRecoveryMakesProgress(t *testing.T) {
	for _, c := range []struct{ src, at string }{
		// LLParser reads the id's number: too large at its digits.
		{"!5060708090 = !{}\n!0 = !{}\n", "1:2"},
		{"!99999999999\n", "1:2"},
		{"@\n@\n", "1:1"},
		{"%\n%x = type i32\n", "1:1"},
	} {
		_, err := parser.ParseFile("r.ll", []byte(c.src), parser.AllErrors)
		if err == nil {
			t.Errorf("%q: no error", c.src)
			continue
		}
		if !strings.HasPrefix(err.Error(), "r.ll:"+c.at+": ") {
			t.Errorf("%q: first error %q, want one at %s", c.src, err, c.at)
		}
	}
}

// TestHugeMetadataIDs checks that ids near the 32-bit limit cost neither
// time nor memory (FuzzParse stalled on them when bitsets grew to 256 MB).
func TestHugeMetadataIDs(t *testing.T) {
	src := "!2147483000 = !{!2147483001}\n!2147483001 = !{}\n!named = !{!2147483000, !2147483002}\n"
	_, err := parser.ParseFile("big.ll", []byte(src), parser.AllErrors)
	if err == nil || !strings.Contains(err.Error(), "use of undefined metadata '!2147483002'") {
		t.Errorf("err = %v, want the undefined !2147483002", err)
	}
}

// TestGarbageLine is the minimal form of a blow-up found by FuzzParse: a
// long line of bytes that start no token gave an error per byte, each with
// a copy of the whole line (15 GB for a 68 KB input).
func TestGarbageLine(t *testing.T) {
	src := "@g = " + strings.Repeat("\u00fc", 50000) + "\n@h = global i32 0\n"
	_, err := parser.ParseFile("g.ll", []byte(src), parser.AllErrors)
	list, _ := err.(parser.ErrorList)
	if len(list) == 0 || len(list) > 3 {
		t.Fatalf("got %d errors, want 1 to 3: %v", len(list), err)
	}
	if len(list[0].Line) > 200 {
		t.Errorf("error keeps %d bytes of source line, want a short window", len(list[0].Line))
	}
}

// TestDroppedLexerErrorKeepsFirst is the minimal form of a FuzzParse
// finding: a lexer error dropped as a cascade (same line, after the
// parser's error) later took the parser's first error with it, so the
// reported error moved from llvm-as's 2:1 to 2:3.
func TestDroppedLexerErrorKeepsFirst(t *testing.T) {
	src := "!0\n!0\""
	for _, mode := range []parser.Mode{0, parser.AllErrors} {
		_, err := parser.ParseFile("r.ll", []byte(src), mode)
		// llvm-as-22: r.ll:2:1: error: expected '=' here
		if err == nil || !strings.HasPrefix(err.Error(), "r.ll:2:1: expected '=' here") {
			t.Errorf("mode %d: %v, want llvm-as's r.ll:2:1: expected '=' here", mode, err)
		}
	}
}
