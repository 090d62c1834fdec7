package verifier

import (
	"bytes"

	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/scanner"
)

// Debug locations are most of the nodes of a -g module. The verifier reads
// the few fields it needs (scope, inlinedAt) from their definitions' text,
// by id, without making graph nodes for them.

// A locEntry is what the text of a DILocation definition says.
type locEntry struct {
	state uint8 // 0 unread, 1 a simple DILocation, 2 anything else
	// atom: the location has an atomGroup other than 0 (LLVM 21's key
	// instructions; clang 22 writes one on most locations).
	atom      bool
	scope, at int32 // ids; -1 when absent
}

// locIDs is a locEntry's ids, as the verifier keeps them by slot.
type locIDs struct{ scope, at int32 }

// defText returns the text of the definition of !id, or nil.
func (v *verifier) defText(id int32) []byte {
	i := v.g.DefIndex(id)
	if i < 0 {
		return nil
	}
	d := &v.m.MDDefs[i]
	v.cursor.Read(v.m, d.Span)
	return bytes.TrimSpace(v.m.Src[d.ValueStart:d.End])
}

// location returns the scope and inlinedAt ids of !id when it is defined
// as a DILocation whose fields are plain references; ok is false
// otherwise (callers then use the graph).
func (v *verifier) location(id int32) (scope, at int32, ok bool) {
	if id < 0 {
		return -1, -1, false
	}
	k := v.slot(id)
	if k < 0 {
		return -1, -1, false
	}
	if !v.has(k, markLocRead) {
		v.keepLocation(id, readLocation(v.defText(id)))
	}
	e := v.locs[k]
	return e.scope, e.at, v.has(k, markLocSimple)
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

// A dbgLoc is what the text of an instruction's !dbg location says, read
// ahead (see prepareAhead): the location's id, and its entry.
type dbgLoc struct {
	id int32
	e  locEntry
}

// locationOf is location for the !dbg location id of instruction i, taken
// from what was read ahead when it was.
func (v *verifier) locationOf(i int, id int32) (scope, at int32, ok bool) {
	fs := &v.fs
	if k := i - int(fs.locFirst); k >= 0 && k < len(fs.dbgLocs) && fs.dbgLocs[k].id == id && fs.dbgLocs[k].e.state != 0 {
		e := fs.dbgLocs[k].e
		v.keepLocation(id, e) // debugInfoNodes reads every location again
		return e.scope, e.at, e.state == 1
	}
	return v.location(id)
}

// keepLocation stores what was read ahead of location !id in its slot,
// as location does.
func (v *verifier) keepLocation(id int32, e locEntry) {
	k := v.slot(id)
	if k < 0 || v.has(k, markLocRead) {
		return
	}
	v.locs[k] = locIDs{e.scope, e.at}
	v.mark(k, markLocRead)
	if e.state == 1 {
		v.mark(k, markLocSimple)
	}
	if e.atom {
		v.mark(k, markLocAtom)
	}
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
				e.atom = !isZero(text[t.Start:t.End])
			}
		}
		label = nil
	}
}

// classOfID returns the class of node !id from its definition's text
// ("DISubprogram", "" for tuples and unknown ids).
func (v *verifier) classOfID(id int32) string {
	text := bytes.TrimPrefix(v.defText(id), []byte("distinct "))
	if len(text) < 2 || text[0] != '!' || text[1] == '{' {
		return ""
	}
	end := bytes.IndexByte(text, '(')
	if end < 0 {
		return ""
	}
	return unsafeString(text[1:end])
}

// nodeID returns the graph node of !id (made on demand).
func (v *verifier) nodeID(id int32) *md.Node {
	if id < 0 {
		return nil
	}
	return v.g.NodeByID(id)
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
			e.atom = !isZero(value)
		}
	}
	return e, true, true
}

// isZero reports whether an integer's text is 0 (in any spelling: 00, -0).
func isZero(text []byte) bool {
	text = bytes.TrimLeft(text, "-+")
	return len(text) > 0 && len(bytes.Trim(text, "0")) == 0
}
