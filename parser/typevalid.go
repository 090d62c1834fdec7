package parser

import (
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/token"
)

// The element rules of LLVM's derived types, checked by LLParser as it
// reads a type or the instruction or global that holds one. The non-
// building parse has no decoded types, so the rules read the tokens: a
// type that is one keyword (p.typeKw), a function type (p.typeFunc), a
// vector type whose first words are "< vscale".

// noPointeeKeyword reports whether kw is a type that PointerType does not
// take as element, besides void and label (which have messages of their
// own).
func noPointeeKeyword(kw string) bool {
	return kw == "metadata" || kw == "token" || kw == "x86_amx"
}

// checkPointeeKeyword rejects, at the current '*' or addrspace, a pointer
// to the type that is the keyword first alone.
func (p *parser) checkPointeeKeyword(first scanner.Token) {
	if first.Kind == scanner.Ident && p.lastEnd == first.End && noPointeeKeyword(string(p.src[first.Start:first.End])) {
		p.fail("pointer to this type is invalid")
	}
}

// notAPointee reports whether the type just parsed is a function type or
// one that PointerType does not take as element: what a global variable
// and an alloca may not have.
func (p *parser) notAPointee() bool {
	kw := p.typeKwText()
	return p.typeFunc || kw == "void" || kw == "label" || noPointeeKeyword(kw)
}

// checkHeldType fails at pos with msg when the type just parsed may not be
// held in memory (the type of an alloca).
func (p *parser) checkHeldType(pos token.Pos, msg string) {
	if p.notAPointee() {
		p.failAt(pos, msg)
	}
}

// badArrayElem reports, right after the element type, whether LLParser
// rejects it as an array element ("invalid array element type", at its
// first token first): label, metadata, token, x86_amx, a function type
// and, before LLVM 19, a scalable vector.
func (p *parser) badArrayElem(first scanner.Token) bool {
	kw := p.typeKwText()
	bad := p.typeFunc || kw == "label" || noPointeeKeyword(kw)
	if !bad && first.Kind == scanner.Less && p.src[p.lastEnd-1] == '>' && !p.ver.Has(llvmver.ArrayOfScalableVectors) {
		bad = p.scalableVectorAt(first)
	}
	return bad
}

// scalableVectorAt reports whether the type starting at '<' token first
// is a scalable vector ("<vscale x ...>", not "<{ ... }>").
func (p *parser) scalableVectorAt(first scanner.Token) bool {
	i := int(first.End)
	for i < len(p.src) && (p.src[i] == ' ' || p.src[i] == '\t' || p.src[i] == '\n' || p.src[i] == '\r') {
		i++
	}
	const w = "vscale"
	return i+len(w) <= len(p.src) && string(p.src[i:i+len(w)]) == w
}
