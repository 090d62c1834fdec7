package parser

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/token"
)

// globalNumber applies LLParser's numbering of unnamed globals to the
// current token when it is "@N", the name of a global variable, alias,
// ifunc or (function set) function being defined: before LLVM 18 the
// numbers run 0, 1, 2, ... in order of definition ("variable expected to
// be numbered '%1'"); from 18 (llvmver.NumberingGaps) each is at least the
// one after the last ("global expected to be numbered '@4' or greater").
// Variables, aliases and functions share the count. It reports false,
// with the error, when the number is wrong; the name is then not defined
// (LLParser stops before its redefinition check). A global named @"" is
// unnamed to LLParser: it takes the next number, which *name becomes.
func (p *parser) globalNumber(function bool, name *string) bool {
	if !p.build && p.tok.Kind == scanner.GlobalVar && string(p.lit()) == `@""` {
		*name = "@" + utoa(p.nextGlobalID)
		p.nextGlobalID++
		return true
	}
	if p.build || p.tok.Kind != scanner.GlobalID {
		return true
	}
	p.sawGlobalID = true
	n, bad := parseDecimal(p.lit()[1:])
	if bad {
		return true // not a number LLVM reads: the name's own rules apply
	}
	ok := n == p.nextGlobalID
	if p.ver.Has(llvmver.NumberingGaps) {
		ok = n >= p.nextGlobalID
	}
	if ok {
		p.nextGlobalID = n + 1
		return true
	}
	p.errorAt(p.tok.Start, globalNumberMsg(p.ver, function, p.nextGlobalID))
	return false
}

// globalNumberMsg is LLParser's message for a numbered global (function
// set: a function) that is not numbered next.
func globalNumberMsg(v llvmver.Version, function bool, next uint64) string {
	what := "variable"
	if function {
		what = "function"
	}
	if v.Has(llvmver.NumberingGaps) {
		if !function {
			what = "global"
		}
		return what + " expected to be numbered '@" + utoa(next) + "' or greater"
	}
	return what + " expected to be numbered '%" + utoa(next) + "'"
}

// numberGlobalsBefore sets the parser's next global number to what it is
// just before offset at in module m, whose entities before at are
// unchanged (see Reparse).
func (p *parser) numberGlobalsBefore(m *ast.Module, at token.Pos) {
	for _, e := range m.Entities {
		if e.Start >= at {
			return
		}
		var nameSpan ast.Span
		switch e.Kind {
		case ast.GlobalEntity:
			nameSpan = m.Globals[e.Index].NameSpan
		case ast.FunctionEntity:
			nameSpan = m.Functions[e.Index].NameSpan
		default:
			continue
		}
		name := m.Src[nameSpan.Start:nameSpan.End]
		if len(name) < 2 || name[0] != '@' || name[1] < '0' || name[1] > '9' {
			continue
		}
		if n, bad := parseDecimal(name[1:]); !bad && n+1 > p.nextGlobalID {
			p.nextGlobalID = n + 1
		}
	}
}
