package parser

import (
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/scanner"
)

// The parenthesized arguments of memory(...), captures(...) and
// vscale_range(...), read as LLParser reads them. LLLexer reads "argmem:"
// and "ret:" there as a keyword and a colon; irmeta's scanner gives one
// Label token, whose colon is its last byte.

// parseMemoryArgs parses memory's "(kind)" or "(location: kind, ...)",
// the '(' being the current token: the default access kind, if any, comes
// first; the locations are those of the release (errnomem from
// llvmver.MemoryErrnoLocation, target_mem0 and target_mem1 from
// llvmver.MemoryTargetLocations).
func (p *parser) parseMemoryArgs() {
	p.next() // '('
	seenLoc := false
	for {
		loc := false
		switch p.tok.Kind {
		case scanner.Label:
			w := p.src[p.tok.Start : p.tok.End-1]
			switch {
			case p.memoryLocation(w):
				loc = true
				p.next()
			case isAccessKind(w):
				// The kind, then a colon where a comma or ')' belongs.
				p.failAt(p.tok.End-1, "unterminated memory attribute")
			default:
				p.fail(p.memoryLocationMessage())
			}
		case scanner.Ident:
			if p.memoryLocation(p.lit()) {
				loc = true
				p.next()
				if p.tok.Kind != scanner.Colon {
					p.fail("expected ':' after location")
				}
				p.next()
			}
		}
		if p.tok.Kind != scanner.Ident || !isAccessKind(p.lit()) {
			if loc {
				p.fail("expected access kind (none, read, write, readwrite)")
			}
			p.fail(p.memoryLocationMessage())
		}
		p.next()
		if loc {
			seenLoc = true
		} else if seenLoc {
			p.fail("default access kind must be specified first")
		}
		if p.got(scanner.RParen) {
			return
		}
		if !p.got(scanner.Comma) {
			p.fail("unterminated memory attribute")
		}
	}
}

// memoryLocation reports whether w names a memory location in the
// release's memory attribute.
func (p *parser) memoryLocation(w []byte) bool {
	switch string(w) {
	case "argmem", "inaccessiblemem":
		return true
	case "errnomem":
		return p.ver.Has(llvmver.MemoryErrnoLocation)
	case "target_mem0", "target_mem1":
		return p.ver.Has(llvmver.MemoryTargetLocations)
	}
	return false
}

// memoryLocationMessage is LLParser's message for a word that is neither
// a location nor an access kind (it lists errnomem once the release has
// it, not the target locations).
func (p *parser) memoryLocationMessage() string {
	if p.ver.Has(llvmver.MemoryErrnoLocation) {
		return "expected memory location (argmem, inaccessiblemem, errnomem) or access kind (none, read, write, readwrite)"
	}
	return "expected memory location (argmem, inaccessiblemem) or access kind (none, read, write, readwrite)"
}

// isAccessKind reports whether w is an access kind of memory(...).
func isAccessKind(w []byte) bool {
	switch string(w) {
	case "none", "read", "write", "readwrite":
		return true
	}
	return false
}

// parseCapturesArgs parses captures' "(components)" or "(components,
// ret: components)", the '(' being the current token: none stands alone
// in its group, "ret:" comes once.
func (p *parser) parseCapturesArgs() {
	const anyOf = "expected one of 'none', 'address', 'address_is_null', 'provenance' or 'read_provenance'"
	p.next() // '('
	seenRet, seen, nothing := false, false, true
	for {
		switch {
		case p.tok.Kind == scanner.Label && string(p.src[p.tok.Start:p.tok.End-1]) == "ret",
			p.tok.Kind == scanner.Ident && string(p.lit()) == "ret":
			if p.tok.Kind == scanner.Ident {
				p.next()
				if p.tok.Kind != scanner.Colon {
					p.fail("expected ':'")
				}
			}
			p.next()
			if seenRet {
				p.fail("duplicate 'ret' location")
			}
			seenRet, seen, nothing = true, false, true
		}
		word, label := p.lit(), p.tok.Kind == scanner.Label
		if label {
			word = p.src[p.tok.Start : p.tok.End-1]
		}
		switch {
		case p.tok.Kind != scanner.Ident && !label:
			p.fail(anyOf)
		case string(word) == "none":
			if label {
				p.failAt(p.tok.End-1, "expected ',' or ')'")
			}
			p.next()
			if seen {
				p.fail("cannot use 'none' with other component")
			}
			nothing = true
		case string(word) == "address", string(word) == "address_is_null", string(word) == "provenance", string(word) == "read_provenance":
			if seen && nothing {
				p.fail("cannot use 'none' with other component")
			}
			if label {
				p.failAt(p.tok.End-1, "expected ',' or ')'")
			}
			p.next()
			nothing = false
		default:
			p.fail(anyOf)
		}
		seen = true
		if p.got(scanner.RParen) {
			return
		}
		if !p.got(scanner.Comma) {
			p.fail("expected ',' or ')'")
		}
	}
}

// parseVScaleRangeArgs parses vscale_range's "(min[, max])", the '('
// being the current token; the verifier judges the values. All zero, the
// attribute is dropped (attrDropped): LLVM keeps none.
func (p *parser) parseVScaleRangeArgs() {
	p.next() // '('
	lo, hi := p.uint32("integer"), uint32(0)
	if p.got(scanner.Comma) {
		hi = p.uint32("integer")
	}
	p.expect(scanner.RParen, "')'")
	p.attrDropped = lo == 0 && hi == 0
}
