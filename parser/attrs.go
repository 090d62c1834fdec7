package parser

import (
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/token"
)

//go:generate go run ../internal/genattrs

// attrPos tells where an attribute may be written: on a function (and in
// attribute groups and on global variables, which LLParser reads with the
// same loop), on a parameter, on a return value.
type attrPos uint8

const (
	onFn attrPos = 1 << iota
	onParam
	onRet
)

// attrTableFor returns the attribute table of LLVM v: the generated table
// of the newest release at or before v (attrtable.go holds 14, 19 and 22).
func attrTableFor(v llvmver.Version) map[string]attrPos {
	best := 0
	for rel := range attrTables {
		if rel <= int(v.Or()) && rel > best {
			best = rel
		}
	}
	if best == 0 {
		best = int(llvmver.Oldest)
	}
	return attrTables[best]
}

// memoryUpgradeWords are the function attributes that LLParser, since the
// memory(...) attribute replaced them, still reads on functions and
// upgrades to memory effects; some of them are no attributes any more.
var memoryUpgradeWords = map[string]bool{
	"argmemonly": true, "inaccessiblememonly": true, "inaccessiblemem_or_argmemonly": true,
	"readnone": true, "readonly": true, "writeonly": true,
}

// attrOf returns the positions of the attribute keyword w in the parser's
// LLVM version; ok is false when w is no attribute there, which ends an
// attribute list where LLParser ends it.
func (p *parser) attrOf(w []byte) (pos attrPos, ok bool) {
	if p.attrs == nil {
		return onFn | onParam | onRet, true // decoding: the parse has checked
	}
	pos, ok = p.attrs[string(w)]
	if !ok && string(w) == "nocapture" && p.ver.Has(llvmver.CapturesAttribute) {
		// Read on parameters and return values as captures(none); the
		// verifier, not the parser, rejects it on a return value.
		return onParam | onRet, true
	}
	return pos, ok
}

// fnAttrOf is attrOf for the function-attribute loop, which also takes the
// old memory keywords that it upgrades.
func (p *parser) fnAttrOf(w []byte) (attrPos, bool) {
	if p.ver.Has(llvmver.MemoryAttribute) && memoryUpgradeWords[string(w)] {
		return onFn, true
	}
	if p.attrs != nil && string(w) == "nocapture" && p.ver.Has(llvmver.CapturesAttribute) {
		// Read on parameters and return values only (see attrOf): among
		// a function's attributes it ends the list.
		return 0, false
	}
	return p.attrOf(w)
}

// fnAlignHack marks the function-attribute loops, which take align too:
// LLParser reads a function's alignment there and moves it.
const fnAlignHack attrPos = 1 << 7

// checkAttrPos reports, as LLParser does without abandoning the entity,
// an attribute written where it does not apply. Callers check once the
// attribute's value is read: an error in the value comes first.
func (p *parser) checkAttrPos(pos attrPos, want attrPos, at token.Pos) {
	if pos&want != 0 || p.build {
		return
	}
	if want&fnAlignHack != 0 {
		want = onFn
		if int(at)+5 <= len(p.src) && string(p.src[at:at+5]) == "align" && (int(at)+5 == len(p.src) || !isWordByte(p.src[at+5])) {
			return
		}
	}
	var msg string
	switch want {
	case onFn:
		msg = "this attribute does not apply to functions"
	case onParam:
		msg = "this attribute does not apply to parameters"
	case onRet:
		msg = "this attribute does not apply to return values"
	default:
		return
	}
	// LLParser reads the whole attribute list before it stops, each
	// misplaced attribute's error replacing the one before: the last one
	// of the list is reported.
	if n := len(p.errors); n > 0 && p.attrErr == n && p.attrErrAt < at && sameAttrList(p.src[p.attrErrAt:at]) {
		p.errors[n-1] = NewError(p.file, at, msg)
		p.attrErrAt = at
		return
	}
	n := len(p.errors)
	// The error may be the last the default mode reports: the parse goes
	// on to the list's end, where a later misplaced attribute replaces
	// it, and stops at the next error.
	p.holdLimit = true
	p.errorAt(at, msg)
	p.holdLimit = false
	if len(p.errors) > n {
		p.attrErr, p.attrErrAt = len(p.errors), at
	}
}

// sameAttrList reports whether text, from one attribute to another, holds
// nothing that ends an attribute list (a comma, a closing parenthesis, a
// brace, a value or metadata) outside the parentheses and strings of
// attributes (align(8), "key"="value"); attribute groups (#0) belong to
// a function's list.
func sameAttrList(text []byte) bool {
	depth := 0
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '"':
			for i++; i < len(text) && text[i] != '"'; i++ {
			}
		case '(':
			depth++
		case ')':
			if depth--; depth < 0 {
				return false
			}
		case ',', '{', '}', '%', '@', '!':
			if depth == 0 {
				return false
			}
		}
	}
	return depth == 0
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// maxAlignment is LLVM's Value::MaximumAlignment: larger alignments are
// "huge" (the same in LLVM 14 and 22).
const maxAlignment = 1 << 32

// alignment parses the value after the word align, "N" or, where
// parens is set, "(N)", and checks it as LLParser's
// parseOptionalAlignment does.
func (p *parser) alignment(parens bool) uint64 {
	alignPos := p.tok.Start
	haveParens := parens && p.got(scanner.LParen)
	v := p.uint("integer")
	if haveParens && !p.got(scanner.RParen) {
		p.failAt(alignPos, "expected ')'")
	}
	if v == 0 || v&(v-1) != 0 {
		p.failAt(alignPos, "alignment is not a power of two")
	}
	if v > maxAlignment {
		p.failAt(alignPos, "huge alignments are not supported yet")
	}
	return v
}

// IsAttribute reports whether w is an attribute keyword of LLVM v (in any
// position). The verifier uses it to tell a header's return attributes
// from its other words.
func IsAttribute(v llvmver.Version, w string) bool {
	_, ok := attrTableFor(v)[w]
	return ok || w == "nocapture"
}
