package verifier

import (
	"bufio"
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/scanner"
)

// The parser's table of locations (ast.Module.Locations) is checked here
// against a reading of each definition's text, the verifier's own before
// the parser kept the table.

// A locEntry is what the text of a DILocation definition says.
type locEntry struct {
	state uint8 // 0 unread, 1 a simple DILocation, 2 anything else
	// atom: the location has an atomGroup other than 0.
	atom      bool
	scope, at int32 // ids; -1 when absent
}

// readLocation reads what the text of a definition (trimmed) says of a
// location: state 1 with its scope and inlinedAt ids when it is a
// DILocation whose fields are plain references, state 2 otherwise.
func readLocation(text []byte) locEntry {
	text = bytes.TrimPrefix(text, []byte("distinct "))
	if bytes.HasPrefix(text, []byte("!DILocation(")) {
		if e, ok := scanLocation(text); ok {
			e.state = 1
			return e
		}
	}
	return locEntry{state: 2}
}

// scanLocation reads the scope and inlinedAt ids and the atomGroup of a
// location's text (state left 0); ok is false when either id is not a
// plain reference.
func scanLocation(text []byte) (e locEntry, ok bool) {
	if e, ok, sure := scanPlainLocation(text); sure {
		return e, ok
	}
	return scanLocationTokens(text)
}

// scanLocationTokens is scanLocation with the scanner, for any text.
func scanLocationTokens(text []byte) (e locEntry, ok bool) {
	e.scope, e.at = -1, -1
	var sc scanner.Scanner
	sc.Init(text)
	var label []byte
	for {
		t := sc.Next()
		switch t.Kind {
		case scanner.EOF:
			return e, true
		case scanner.Illegal:
			return locEntry{scope: -1, at: -1}, false
		case scanner.Label:
			label = text[t.Start:t.End]
			continue
		case scanner.MetadataID:
			switch string(label) {
			case "scope:":
				e.scope = atoi32(text[t.Start+1 : t.End])
			case "inlinedAt:":
				e.at = atoi32(text[t.Start+1 : t.End])
			}
		case scanner.MetadataVar, scanner.Exclaim:
			if string(label) == "scope:" || string(label) == "inlinedAt:" {
				return locEntry{scope: -1, at: -1}, false
			}
		case scanner.Int:
			if string(label) == "atomGroup:" {
				e.atom = !parser.ZeroLiteral(text[t.Start:t.End])
			}
		}
		label = nil
	}
}

// scanPlainLocation is scanLocation for the shape nearly every location
// has, "!DILocation(name: value, ...)" with plain words and ids, read
// without the scanner (a -g module has one per instruction). sure is
// false for any other text, which the scanner then reads.
func scanPlainLocation(text []byte) (e locEntry, ok, sure bool) {
	const head = "!DILocation("
	bad := locEntry{scope: -1, at: -1}
	if len(text) < len(head)+1 || string(text[:len(head)]) != head || text[len(text)-1] != ')' {
		return bad, false, false
	}
	e = bad
	body := text[len(head) : len(text)-1]
	for len(body) > 0 {
		field := body
		if k := bytes.IndexByte(body, ','); k >= 0 {
			field, body = body[:k], body[k+1:]
		} else {
			body = nil
		}
		field = bytes.Trim(field, " ")
		colon := bytes.IndexByte(field, ':')
		if colon <= 0 {
			return bad, false, false
		}
		name, value := field[:colon], bytes.TrimLeft(field[colon+1:], " ")
		for _, c := range name {
			if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
				return bad, false, false
			}
		}
		var id int32 = -1
		if len(value) > 1 && value[0] == '!' {
			if id = atoi32(value[1:]); id < 0 {
				return bad, false, false // a named node, an inline one: the scanner's case
			}
		} else {
			for _, c := range value {
				if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
					return bad, false, false
				}
			}
		}
		switch string(name) {
		case "scope":
			if id >= 0 {
				e.scope = id
			}
		case "inlinedAt":
			if id >= 0 {
				e.at = id
			}
		case "atomGroup":
			e.atom = !parser.ZeroLiteral(value)
		}
	}
	return e, true, true
}

// TestLocationTable checks that the parser's table says of every
// definition what its text says (readLocation): on a sample of the LLVM
// test copy and on the zlib modules clang 14 and 22 wrote.
func TestLocationTable(t *testing.T) {
	root := corpus.Root(t)
	var files []string
	for _, e := range corpus.Sample(corpus.LLVMTest(t), 4) {
		files = append(files, e.File(root))
	}
	for _, b := range corpus.CLibBuilds {
		if b.Lib == "zlib" {
			files = append(files, corpus.CLib(t, b))
		}
	}
	locations := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m, err := parser.ParseFileAnyRelease(f, src, parser.AllErrors)
		if err != nil || m == nil {
			continue // the table of a module that does not read is not asked
		}
		if m.Locations != nil && len(m.Locations) != len(m.MDDefs) {
			t.Fatalf("%s: %d locations for %d definitions", f, len(m.Locations), len(m.MDDefs))
		}
		for i := range m.MDDefs {
			d := &m.MDDefs[i]
			want := readLocation(bytes.TrimSpace(m.Src[d.ValueStart:d.End]))
			var got ast.Location
			if i < len(m.Locations) {
				got = m.Locations[i]
			}
			isLoc := bytes.HasPrefix(m.Src[d.ValueStart:d.End], []byte("!DILocation("))
			switch {
			case got.IsLocation != isLoc:
				t.Errorf("%s: !%d: IsLocation %v, the text says %v", f, d.ID, got.IsLocation, isLoc)
			case got.Simple != (want.state == 1):
				t.Errorf("%s: !%d: Simple %v, the text reads %+v", f, d.ID, got.Simple, want)
			case got.Simple && (got.Scope != want.scope || got.InlinedAt != want.at || got.Atom != want.atom):
				t.Errorf("%s: !%d: %+v, the text reads %+v", f, d.ID, got, want)
			}
			if isLoc {
				locations++
			}
		}
	}
	if locations < 10000 {
		t.Errorf("only %d locations compared", locations)
	}
	t.Logf("%d files, %d locations", len(files), locations)
}

// TestPlainLocationAgrees checks that the scanner-free reading of a
// location gives the scanner's answer whenever it answers: on odd
// spellings, and on every location definition of the LLVM test copy.
func TestPlainLocationAgrees(t *testing.T) {
	texts := []string{
		"!DILocation(line: 3, column: 7, scope: !12)",
		"!DILocation(line: 3, column: 7, scope: !12, inlinedAt: !40)",
		"!DILocation(scope: !12, inlinedAt: !40, isImplicitCode: true)",
		"!DILocation(line: 0, scope: null)",
		"!DILocation(line: -1, column: 0, scope: !1)",
		"!DILocation()",
		"!DILocation(line: 3,scope: !12)",
		"!DILocation(line: 3, scope: !named)",
		"!DILocation(line: 3, scope: !DISubprogram(name: \"f\"))",
		"!DILocation(line: 3, scope: !12 !13)",
		"!DILocation(line: 3, scope : !12)",
		"!DILocation(line: 3, scope: !12,)",
		"!DILocation(line: 3, scope:\t!12)",
		"!DILocation(line: 3, scope: !)",
		"!DILocation(line: 3, inlinedAt: !1a)",
		"!DILocation(line: 3, scope: !12) ; comment",
		"!DILocation(line: 3, scope: !12, atomGroup: 4, atomRank: 1)",
		"!DILocation(line: 3, scope: !12, atomGroup: 0, atomRank: 1)",
		"!DILocation(line: 3, scope: !12, atomGroup: 00)",
		"!DILocation(line: 3, scope: !12, atomGroup: 10)",
		"!{!1, !2}",
	}
	sure := 0
	check := func(text string) {
		e, ok, answered := scanPlainLocation([]byte(text))
		if !answered {
			return
		}
		sure++
		w, wok := scanLocationTokens([]byte(text))
		if e != w || ok != wok {
			t.Errorf("%q: plain reading (%+v, %v), scanner (%+v, %v)", text, e, ok, w, wok)
		}
	}
	for _, text := range texts {
		check(text)
	}
	if sure < 5 {
		t.Errorf("the plain reading answered only %d of the odd spellings", sure)
	}
	sure = 0
	root := corpus.Root(t)
	for _, e := range corpus.Sample(corpus.LLVMTest(t), 4) {
		f, err := os.Open(e.File(root))
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<24)
		for sc.Scan() {
			line := sc.Bytes()
			if k := bytes.Index(line, []byte("!DILocation(")); k >= 0 && strings.HasPrefix(string(bytes.TrimSpace(line)), "!") {
				check(string(bytes.TrimSpace(line[k:])))
			}
		}
		f.Close()
	}
	if sure < 100 {
		t.Errorf("the plain reading answered only %d corpus locations", sure)
	}
}
