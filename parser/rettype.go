package parser

import "github.com/irmeta/irmeta/token"

// typeKwText returns the last type parsed when it was one keyword, or "".
func (p *parser) typeKwText() string {
	if p.typeKw.End == 0 {
		return ""
	}
	return string(p.src[p.typeKw.Start:p.typeKw.End])
}

// checkRetType compares the type of a ret, the keyword kw at pos, with the
// function's result type when both are one keyword: LLParser reports the
// mismatch at the ret's type as soon as it has read the value, before what
// follows (the rest is package typecheck's).
func (p *parser) checkRetType(pos token.Pos, kw string) {
	if p.fn == nil || !p.fn.checked || p.fn.resultKw == "" || p.fn.resultKw == kw || kw == "label" {
		return
	}
	if (kw == "ptr" || p.fn.resultKw == "ptr") && kw != "void" && p.fn.resultKw != "void" {
		return // typed pointers print as T*: left to typecheck
	}
	p.failAt(pos, "value doesn't match function result type '"+p.fn.resultKw+"'")
}
