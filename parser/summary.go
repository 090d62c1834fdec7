package parser

import (
	"cmp"
	"maps"
	"regexp"
	"slices"
	"strconv"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/token"
)

// Module summary entries ("^N = gv: (...)", "module", "typeid",
// "typeidCompatibleVTable", "flags", "blockcount") are read as LLParser
// reads them with a summary index, as llvm-as does: every field in its
// place with LLParser's messages, the references between entries settled
// once the module is read (checkSummaryIndex). Inside an entry LLLexer
// reads "name:" as the keyword and a colon, and a word it does not know
// as an error token of one character; where LLParser only asserts the
// keyword it expects (a release build then takes whatever token is
// there), so does this parser.

// A summaryParser reads one summary entry for its parser.
type summaryParser struct {
	p   *parser
	ver llvmver.Version
}

// parseSummary parses a summary entry from its "^N".
func (p *parser) parseSummary() {
	start := p.tok.Start
	id := summaryNumber(p.lit())
	p.next()
	p.expect(scanner.Equal, "'=' here")
	s := summaryParser{p: p, ver: p.ver}
	switch s.word() {
	case "gv":
		s.gvEntry(id, start)
	case "module":
		s.moduleEntry()
	case "typeid":
		s.typeIDEntry(id)
	case "typeidCompatibleVTable":
		s.vtableEntry(id)
	case "flags", "blockcount":
		s.field("expected ':' here")
		s.uint64()
	default:
		p.fail("unexpected summary kind")
	}
	p.addEntity(ast.SummaryEntity, -1, start)
}

// summaryNumber is the number of a "^N" token, as LLLexer keeps it (an
// unsigned of 32 bits).
func summaryNumber(lit []byte) uint32 {
	n, err := strconv.ParseUint(string(lit[1:]), 10, 64)
	if err != nil {
		n = 1<<64 - 1
	}
	return uint32(n)
}

// word returns the keyword at the current token: a bare word, or the word
// of a "word:" label; "" for any other token.
func (s *summaryParser) word() string {
	t := s.p.tok
	switch t.Kind {
	case scanner.Ident:
		return string(s.p.lit())
	case scanner.Label:
		if l := s.p.lit(); isWordStart(l[0]) {
			return string(l[:len(l)-1])
		}
	}
	return ""
}

// isWordStart reports whether c can start an identifier.
func isWordStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_'
}

// take consumes the keyword at the current token: of a "word:" label, the
// colon is left as the current token.
func (s *summaryParser) take() {
	p := s.p
	if p.tok.Kind == scanner.Label {
		p.lastEnd = p.tok.End - 1
		p.tok = scanner.Token{Kind: scanner.Colon, Start: p.tok.End - 1, End: p.tok.End}
		return
	}
	p.next()
}

// skipToken consumes the current token whatever it is, as LLParser's
// Lex.Lex() does where it only asserts what is there: a word LLLexer does
// not know is an error token of its first character, and the lexer goes
// on from the next.
func (s *summaryParser) skipToken() {
	p := s.p
	w := s.word()
	if w != "" && !summaryLexerWord(w) && len(w) > 1 {
		p.lastEnd = p.tok.Start + 1
		p.peeked = false
		p.sc.Seek(int(p.tok.Start) + 1)
		p.tok = p.sc.Next()
		return
	}
	if w != "" {
		s.take()
		return
	}
	p.next()
}

// summaryLexerWord reports whether LLLexer reads w as a token of its own
// (a keyword or a type) rather than an error: the words of the summary
// grammar, the linkages and visibilities, and integer types. (LLLexer
// knows every keyword of the IR too; a summary entry rarely holds one.)
func summaryLexerWord(w string) bool {
	return summaryWords[w] || intTypeWord.MatchString(w)
}

var intTypeWord = regexp.MustCompile(`^i[0-9]+$`)

var summaryWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{
		"gv", "module", "typeid", "typeidCompatibleVTable", "flags", "blockcount",
		"path", "hash", "name", "guid", "summaries", "function", "variable", "alias",
		"insts", "funcFlags", "calls", "typeIdInfo", "refs", "params", "allocs", "callsites",
		"linkage", "visibility", "notEligibleToImport", "live", "dsoLocal", "canAutoHide", "importType",
		"definition", "declaration", "varFlags", "readonly", "writeonly", "constant", "vcall_visibility",
		"vTableFuncs", "virtFunc", "offset", "aliasee", "null",
		"readNone", "readOnly", "noRecurse", "returnDoesNotAlias", "noInline", "alwaysInline",
		"noUnwind", "mayThrow", "hasUnknownCall", "mustBeUnreachable",
		"callee", "hotness", "relbf", "tail", "unknown", "cold", "none", "hot", "critical", "notcold",
		"param", "typeTests", "typeTestAssumeVCalls", "typeCheckedLoadVCalls",
		"typeTestAssumeConstVCalls", "typeCheckedLoadConstVCalls", "vFuncId", "args",
		"summary", "typeTestRes", "kind", "unsat", "byteArray", "inline", "single", "allOnes",
		"sizeM1BitWidth", "alignLog2", "sizeM1", "bitMask", "inlineBits",
		"wpdResolutions", "wpdRes", "indir", "singleImpl", "branchFunnel", "singleImplName",
		"resByArg", "byArg", "uniformRetVal", "uniqueRetVal", "virtualConstProp", "info", "byte", "bit",
		"versions", "memProf", "type", "stackIds", "clones",
		"default", "hidden", "protected",
	} {
		m[w] = true
	}
	for _, w := range []string{"private", "internal", "weak", "weak_odr", "linkonce", "linkonce_odr",
		"available_externally", "appending", "common", "extern_weak", "external"} {
		m[w] = true
	}
	return m
}()

// keyword consumes the keyword w, or reports msg.
func (s *summaryParser) keyword(w, msg string) {
	if s.word() != w {
		s.p.fail(msg)
	}
	s.take()
}

// label reads "w:", with LLParser's "expected 'w' here" and "expected ':'
// here".
func (s *summaryParser) label(w string) {
	s.keyword(w, "expected '"+w+"' here")
	s.punct(scanner.Colon, "expected ':' here")
}

// oneOf consumes the current token if it is one of the bare words, or
// reports msg.
func (s *summaryParser) oneOf(msg string, words ...string) {
	if s.p.tok.Kind != scanner.Ident || !slices.Contains(words, s.word()) {
		s.p.fail(msg)
	}
	s.p.next()
}

// assume consumes the keyword w where LLParser asserts it: a release
// build takes any token there (see skipToken).
func (s *summaryParser) assume(w string) {
	if s.word() == w {
		s.take()
		return
	}
	s.skipToken()
}

// punct consumes a token of kind k, or reports msg.
func (s *summaryParser) punct(k scanner.Kind, msg string) {
	if s.p.tok.Kind != k {
		s.p.fail(msg)
	}
	s.p.next()
}

// eat consumes a token of kind k if it is there.
func (s *summaryParser) eat(k scanner.Kind) bool { return s.p.got(k) }

// field reads "word:" of a field whose keyword was matched: the word, then
// the colon, or msg.
func (s *summaryParser) field(msg string) {
	s.take()
	s.punct(scanner.Colon, msg)
}

// unsigned checks that the current token is an unsigned integer (LLLexer's
// APSInt without a sign).
func (s *summaryParser) unsigned() apsInt {
	p := s.p
	if p.tok.Kind != scanner.Int {
		p.fail("expected integer")
	}
	v := parseAPSInt(p.lit())
	if v.signed {
		p.fail("expected integer")
	}
	return v
}

// uint64 reads LLParser's parseUInt64 (and parseFlag: any unsigned).
func (s *summaryParser) uint64() {
	s.unsigned()
	s.p.next()
}

// uint32 reads LLParser's parseUInt32.
func (s *summaryParser) uint32() {
	if v := s.unsigned(); v.big || v.mag > 0xFFFFFFFF {
		s.p.fail("expected 32-bit integer (too large)")
	}
	s.p.next()
}

// str reads a string constant and returns its token.
func (s *summaryParser) str() scanner.Token {
	p := s.p
	if p.tok.Kind != scanner.String {
		p.fail("expected string constant")
	}
	t := p.tok
	p.next()
	return t
}

// list reads item, then more after commas.
func (s *summaryParser) list(item func()) {
	for {
		item()
		if !s.eat(scanner.Comma) {
			return
		}
	}
}

// open reads "word: (" of a field whose keyword was matched, the
// messages naming where ("" for "here").
func (s *summaryParser) open(in string) {
	s.field(expectedIn("':'", in))
	s.punct(scanner.LParen, expectedIn("'('", in))
}

// expectedIn is LLParser's "expected X here" or "expected X in where".
func expectedIn(x, in string) string {
	if in == "" {
		return "expected " + x + " here"
	}
	return "expected " + x + " in " + in
}

// moduleEntry reads "module: (path: STRING, hash: (N, N, N, N, N))".
func (s *summaryParser) moduleEntry() {
	s.stringThenGroup("path", "hash")
	for i := range 5 {
		if i > 0 {
			s.punct(scanner.Comma, "expected ',' here")
		}
		s.uint32()
	}
	s.punct(scanner.RParen, "expected ')' here")
	s.punct(scanner.RParen, "expected ')' here")
}

// gvEntry reads "gv: (name: STRING | guid: N [, summaries: (...)])" of
// entry id, which starts at entry.
func (s *summaryParser) gvEntry(id uint32, entry token.Pos) {
	p := s.p
	s.open("")
	first := p.tok.Start
	var name scanner.Token // the name's string (none for a GUID)
	guidZero := false
	switch s.word() {
	case "name":
		s.field("expected ':' here")
		name = s.str()
	case "guid":
		s.field("expected ':' here")
		v := s.unsigned()
		guidZero = !v.big && v.mag == 0
		p.next()
	default:
		p.fail("expected name or guid tag")
	}
	// LLParser adds the global to the index at the end of each summary
	// (or of the entry without one); one that names a global the module
	// does not define before the entry is an error there (a GUID of 0
	// names the global "").
	refGlobal := func(at token.Pos) {
		if (name.End != 0 || guidZero) && p.ver.Has(llvmver.SummaryUndefinedGlobal) {
			r := summaryRef{name: "@", entry: entry, at: at}
			if name.End != 0 {
				r.name = Name(append([]byte{'@'}, p.src[name.Start:name.End]...))
			}
			p.summaryRefs = append(p.summaryRefs, r)
		}
	}
	if !s.eat(scanner.Comma) {
		s.punct(scanner.RParen, "expected ')' here")
		refGlobal(first)
		s.define(summaryGV, id)
		return
	}
	s.label("summaries")
	s.punct(scanner.LParen, "expected '(' here")
	firstSummary := true
	s.list(func() {
		at := p.tok.Start
		switch s.word() {
		case "function":
			s.functionSummary()
		case "variable":
			s.variableSummary()
		case "alias":
			s.aliasSummary()
		default:
			p.fail("expected summary type")
		}
		if firstSummary {
			refGlobal(at)
			firstSummary = false
		}
		s.define(summaryGV, id)
	})
	s.punct(scanner.RParen, "expected ')' here")
	s.punct(scanner.RParen, "expected ')' here")
}

// summaryHead reads "KIND: (module: ^N, flags: (...)" of a summary.
func (s *summaryParser) summaryHead() {
	s.open("")
	s.label("module")
	s.punct(scanner.SummaryID, "expected module ID")
	s.punct(scanner.Comma, "expected ',' here")
	s.gvFlags()
	s.punct(scanner.Comma, "expected ',' here")
}

// functionSummary reads "function: (module: ^N, flags: (...), insts: N
// [, optional fields])".
func (s *summaryParser) functionSummary() {
	p := s.p
	s.summaryHead()
	s.label("insts")
	s.uint32()
	for s.eat(scanner.Comma) {
		switch w := s.word(); {
		case w == "funcFlags":
			s.funcFlags()
		case w == "calls":
			s.calls()
		case w == "typeIdInfo":
			s.typeIDInfo()
		case w == "refs":
			s.refs()
		case w == "params":
			s.params()
		case w == "allocs" && s.ver.Has(llvmver.SummaryMemProf):
			s.allocs()
		case w == "callsites" && s.ver.Has(llvmver.SummaryMemProf):
			s.callsites()
		default:
			p.fail("expected optional function summary field")
		}
	}
	s.punct(scanner.RParen, "expected ')' here")
}

// variableSummary reads "variable: (module: ^N, flags: (...), varFlags:
// (...) [, vTableFuncs: (...)] [, refs: (...)])".
func (s *summaryParser) variableSummary() {
	p := s.p
	s.summaryHead()
	s.assume("varFlags")
	s.punct(scanner.Colon, "expected ':' here")
	s.punct(scanner.LParen, "expected '(' here")
	s.list(func() {
		switch s.word() {
		case "readonly", "writeonly", "constant", "vcall_visibility":
			s.field("expected ':'")
			s.uint64()
		default:
			p.fail("expected gvar flag type")
		}
	})
	s.punct(scanner.RParen, "expected ')' here")
	for s.eat(scanner.Comma) {
		switch s.word() {
		case "vTableFuncs":
			s.open("vTableFuncs")
			s.list(func() {
				s.punct(scanner.LParen, "expected '(' in vTableFunc")
				s.keyword("virtFunc", "expected 'callee' in vTableFunc")
				s.punct(scanner.Colon, "expected ':'")
				s.gvRef(summaryRefGV, p.tok.Start)
				s.punct(scanner.Comma, "expected comma")
				s.keyword("offset", "expected offset")
				s.punct(scanner.Colon, "expected ':'")
				s.uint64()
				s.punct(scanner.RParen, "expected ')' in vTableFunc")
			})
			s.punct(scanner.RParen, "expected ')' in vTableFuncs")
		case "refs":
			s.refs()
		default:
			p.fail("expected optional variable summary field")
		}
	}
	s.punct(scanner.RParen, "expected ')' here")
}

// refs reads "refs: (^N, readonly ^N, ...)" of a function or variable
// summary.
func (s *summaryParser) refs() {
	s.open("refs")
	s.list(func() { s.gvRef(summaryRefGV, s.p.tok.Start) })
	s.punct(scanner.RParen, "expected ')' in refs")
}

// aliasSummary reads "alias: (module: ^N, flags: (...), aliasee: ^N)".
func (s *summaryParser) aliasSummary() {
	p := s.p
	at := p.tok.Start
	s.summaryHead()
	s.label("aliasee")
	if !(s.ver.Has(llvmver.SummaryNullAliasee) && s.word() == "null" && p.tok.Kind == scanner.Ident) {
		s.gvRef(summaryRefAliasee, at)
	} else {
		p.next()
	}
	s.punct(scanner.RParen, "expected ')' here")
}

// gvFlags reads "flags: (linkage: L, visibility: V, notEligibleToImport: F,
// ...)".
func (s *summaryParser) gvFlags() {
	p := s.p
	s.assume("flags")
	s.punct(scanner.Colon, "expected ':' here")
	s.punct(scanner.LParen, "expected '(' here")
	s.list(func() {
		switch w := s.word(); {
		case w == "linkage":
			s.field("expected ':'")
			// Any token: a release build reads what is not a linkage as
			// external.
			s.skipToken()
		case w == "visibility":
			s.field("expected ':'")
			switch s.word() {
			case "default", "hidden", "protected":
				if p.tok.Kind == scanner.Ident {
					p.next()
				}
			}
		case w == "notEligibleToImport", w == "live", w == "dsoLocal", w == "canAutoHide":
			s.field("expected ':'")
			s.uint64()
		case w == "importType" && s.ver.Has(llvmver.SummaryImportType):
			s.field("expected ':'")
			s.oneOf("unknown import kind. Expect definition or declaration.", "definition", "declaration")
		default:
			p.fail("expected gv flag type")
		}
	})
	s.punct(scanner.RParen, "expected ')' here")
}

// funcFlags reads "funcFlags: (readNone: F, ...)".
func (s *summaryParser) funcFlags() {
	p := s.p
	s.open("funcFlags")
	s.list(func() {
		switch s.word() {
		case "readNone", "readOnly", "noRecurse", "returnDoesNotAlias", "noInline", "alwaysInline",
			"noUnwind", "mayThrow", "hasUnknownCall", "mustBeUnreachable":
			s.field("expected ':'")
			s.uint64()
		default:
			p.fail("expected function flag type")
		}
	})
	s.punct(scanner.RParen, "expected ')' in funcFlags")
}

// calls reads "calls: ((callee: ^N [, hotness: H | relbf: N | tail: F]),
// ...)": before LLVM 17 a call has one optional field, hotness or relbf.
func (s *summaryParser) calls() {
	p := s.p
	s.open("calls")
	s.list(func() {
		s.punct(scanner.LParen, "expected '(' in call")
		s.keyword("callee", "expected 'callee' in call")
		s.punct(scanner.Colon, "expected ':'")
		s.gvRef(summaryRefGV, p.tok.Start)
		if !s.ver.Has(llvmver.SummaryTailCall) {
			if s.eat(scanner.Comma) {
				if s.word() == "hotness" {
					s.field("expected ':'")
					s.hotness()
				} else {
					s.keyword("relbf", "expected relbf")
					s.punct(scanner.Colon, "expected ':'")
					s.uint32()
				}
			}
		} else {
			for s.eat(scanner.Comma) {
				switch s.word() {
				case "hotness":
					s.field("expected ':'")
					s.hotness()
				case "relbf":
					s.field("expected ':'")
					s.uint32()
				case "tail":
					s.field("expected ':'")
					s.uint64()
				default:
					p.fail("expected hotness, relbf, or tail")
				}
			}
		}
		s.punct(scanner.RParen, "expected ')' in call")
	})
	s.punct(scanner.RParen, "expected ')' in calls")
}

// hotness reads a call edge's hotness.
func (s *summaryParser) hotness() {
	s.oneOf("invalid call edge hotness", "unknown", "cold", "none", "hot", "critical")
}

// params reads "params: ((param: N, offset: [A, B] [, calls: (...)]), ...)".
func (s *summaryParser) params() {
	p := s.p
	s.open("")
	s.list(func() {
		s.punct(scanner.LParen, "expected '(' here")
		s.paramNo()
		s.punct(scanner.Comma, "expected ',' here")
		s.paramOffset()
		if s.eat(scanner.Comma) {
			s.label("calls")
			s.punct(scanner.LParen, "expected '(' here")
			s.list(func() {
				s.punct(scanner.LParen, "expected '(' here")
				s.label("callee")
				s.gvRef(summaryRefGV, p.tok.Start)
				s.punct(scanner.Comma, "expected ',' here")
				s.paramNo()
				s.punct(scanner.Comma, "expected ',' here")
				s.paramOffset()
				s.punct(scanner.RParen, "expected ')' here")
			})
			s.punct(scanner.RParen, "expected ')' here")
		}
		s.punct(scanner.RParen, "expected ')' here")
	})
	s.punct(scanner.RParen, "expected ')' here")
}

// paramNo reads "param: N".
func (s *summaryParser) paramNo() {
	s.label("param")
	s.uint64()
}

// paramOffset reads "offset: [A, B]" (integers of either sign).
func (s *summaryParser) paramOffset() {
	s.label("offset")
	s.punct(scanner.LBrack, "expected '[' here")
	s.punct(scanner.Int, "expected integer")
	s.punct(scanner.Comma, "expected ',' here")
	s.punct(scanner.Int, "expected integer")
	s.punct(scanner.RBrack, "expected ']' here")
}

// typeIDInfo reads "typeIdInfo: (typeTests: (...), ...)".
func (s *summaryParser) typeIDInfo() {
	p := s.p
	s.take()
	s.punct(scanner.Colon, "expected ':' here")
	s.punct(scanner.LParen, "expected '(' in typeIdInfo")
	s.list(func() {
		switch s.word() {
		case "typeTests":
			s.take()
			s.punct(scanner.Colon, "expected ':' here")
			s.punct(scanner.LParen, "expected '(' in typeIdInfo")
			s.list(func() {
				if p.tok.Kind == scanner.SummaryID {
					s.refer(summaryRefTypeID, summaryNumber(p.lit()), p.tok.Start)
					p.next()
					return
				}
				s.uint64()
			})
			s.punct(scanner.RParen, "expected ')' in typeIdInfo")
		case "typeTestAssumeVCalls", "typeCheckedLoadVCalls":
			s.open("")
			s.list(s.vFuncID)
			s.punct(scanner.RParen, "expected ')' here")
		case "typeTestAssumeConstVCalls", "typeCheckedLoadConstVCalls":
			s.open("")
			s.list(func() {
				s.punct(scanner.LParen, "expected '(' here")
				s.vFuncID()
				if s.eat(scanner.Comma) {
					s.args()
				}
				s.punct(scanner.RParen, "expected ')' here")
			})
			s.punct(scanner.RParen, "expected ')' here")
		default:
			p.fail("invalid typeIdInfo list type")
		}
	})
	s.punct(scanner.RParen, "expected ')' in typeIdInfo")
}

// vFuncID reads "vFuncId: (^N | guid: N, offset: N)".
func (s *summaryParser) vFuncID() {
	p := s.p
	s.assume("vFuncId")
	s.punct(scanner.Colon, "expected ':' here")
	s.punct(scanner.LParen, "expected '(' here")
	if p.tok.Kind == scanner.SummaryID {
		s.refer(summaryRefTypeID, summaryNumber(p.lit()), p.tok.Start)
		p.next()
	} else {
		s.label("guid")
		s.uint64()
	}
	s.punct(scanner.Comma, "expected ',' here")
	s.label("offset")
	s.uint64()
	s.punct(scanner.RParen, "expected ')' here")
}

// args reads "args: (N, ...)".
func (s *summaryParser) args() {
	s.label("args")
	s.punct(scanner.LParen, "expected '(' here")
	s.list(s.uint64)
	s.punct(scanner.RParen, "expected ')' here")
}

// allocs reads "allocs: ((versions: (T, ...), memProf: (...)), ...)".
func (s *summaryParser) allocs() {
	s.open("allocs")
	s.list(func() {
		s.punct(scanner.LParen, "expected '(' in alloc")
		s.keyword("versions", "expected 'versions' in alloc")
		s.punct(scanner.Colon, "expected ':'")
		s.punct(scanner.LParen, "expected '(' in versions")
		s.list(s.allocType)
		s.punct(scanner.RParen, "expected ')' in versions")
		s.punct(scanner.Comma, "expected ',' in alloc")
		s.assume("memProf")
		s.punct(scanner.Colon, "expected ':' in memprof")
		s.punct(scanner.LParen, "expected '(' in memprof")
		s.list(func() {
			s.punct(scanner.LParen, "expected '(' in memprof")
			s.keyword("type", "expected 'type' in memprof")
			s.punct(scanner.Colon, "expected ':'")
			s.allocType()
			s.punct(scanner.Comma, "expected ',' in memprof")
			s.keyword("stackIds", "expected 'stackIds' in memprof")
			s.punct(scanner.Colon, "expected ':'")
			s.stackIDs()
			s.punct(scanner.RParen, "expected ')' in memprof")
		})
		s.punct(scanner.RParen, "expected ')' in memprof")
		s.punct(scanner.RParen, "expected ')' in alloc")
	})
	s.punct(scanner.RParen, "expected ')' in allocs")
}

// stackIDs reads "(N, ...)" from its '(' (empty from LLVM 22).
func (s *summaryParser) stackIDs() {
	s.punct(scanner.LParen, "expected '(' in stackIds")
	if s.p.tok.Kind != scanner.RParen || !s.ver.Has(llvmver.SummaryEmptyStackIds) {
		s.list(s.uint64)
	}
	s.punct(scanner.RParen, "expected ')' in stackIds")
}

// allocType reads none, notcold, cold or (from LLVM 19) hot.
func (s *summaryParser) allocType() {
	if s.ver.Has(llvmver.SummaryHotAllocType) {
		s.oneOf("invalid alloc type", "none", "notcold", "cold", "hot")
		return
	}
	s.oneOf("invalid alloc type", "none", "notcold", "cold")
}

// callsites reads "callsites: ((callee: ^N | null, clones: (N, ...),
// stackIds: (N, ...)), ...)".
func (s *summaryParser) callsites() {
	p := s.p
	s.open("callsites")
	s.list(func() {
		s.punct(scanner.LParen, "expected '(' in callsite")
		s.keyword("callee", "expected 'callee' in callsite")
		s.punct(scanner.Colon, "expected ':'")
		if p.tok.Kind == scanner.Ident && s.word() == "null" {
			p.next()
		} else {
			s.gvRef(summaryRefGV, p.tok.Start)
		}
		s.punct(scanner.Comma, "expected ',' in callsite")
		s.keyword("clones", "expected 'clones' in callsite")
		s.punct(scanner.Colon, "expected ':'")
		s.punct(scanner.LParen, "expected '(' in clones")
		s.list(s.uint32)
		s.punct(scanner.RParen, "expected ')' in clones")
		s.punct(scanner.Comma, "expected ',' in callsite")
		s.keyword("stackIds", "expected 'stackIds' in callsite")
		s.punct(scanner.Colon, "expected ':'")
		s.stackIDs()
		s.punct(scanner.RParen, "expected ')' in callsite")
	})
	s.punct(scanner.RParen, "expected ')' in callsites")
}

// stringThenGroup reads "KIND: (str: STRING, group: (", the start of a
// module entry (path, hash), a typeid and a typeidCompatibleVTable entry
// (name, summary).
func (s *summaryParser) stringThenGroup(str, group string) {
	s.open("")
	s.label(str)
	s.str()
	s.punct(scanner.Comma, "expected ',' here")
	s.label(group)
	s.punct(scanner.LParen, "expected '(' here")
}

// typeIDEntry reads "typeid: (name: STRING, summary: (typeTestRes: (...)
// [, wpdResolutions: (...)]))" of entry id.
func (s *summaryParser) typeIDEntry(id uint32) {
	p := s.p
	s.stringThenGroup("name", "summary")
	s.label("typeTestRes")
	s.punct(scanner.LParen, "expected '(' here")
	s.label("kind")
	s.oneOf("unexpected TypeTestResolution kind", "unknown", "unsat", "byteArray", "inline", "single", "allOnes")
	s.punct(scanner.Comma, "expected ',' here")
	s.label("sizeM1BitWidth")
	s.uint32()
	for s.eat(scanner.Comma) {
		switch s.word() {
		case "alignLog2", "sizeM1", "inlineBits":
			s.field("expected ':'")
			s.uint64()
		case "bitMask":
			s.field("expected ':'")
			s.uint32()
		default:
			p.fail("expected optional TypeTestResolution field")
		}
	}
	s.punct(scanner.RParen, "expected ')' here")
	if s.eat(scanner.Comma) {
		s.wpdResolutions()
	}
	s.punct(scanner.RParen, "expected ')' here")
	s.punct(scanner.RParen, "expected ')' here")
	s.define(summaryTypeID, id)
}

// wpdResolutions reads "wpdResolutions: ((offset: N, wpdRes: (...)), ...)".
func (s *summaryParser) wpdResolutions() {
	p := s.p
	s.label("wpdResolutions")
	s.punct(scanner.LParen, "expected '(' here")
	s.list(func() {
		s.punct(scanner.LParen, "expected '(' here")
		s.label("offset")
		s.uint64()
		s.punct(scanner.Comma, "expected ',' here")
		s.label("wpdRes")
		s.punct(scanner.LParen, "expected '(' here")
		s.label("kind")
		s.oneOf("unexpected WholeProgramDevirtResolution kind", "indir", "singleImpl", "branchFunnel")
		for s.eat(scanner.Comma) {
			switch s.word() {
			case "singleImplName":
				s.field("expected ':' here")
				s.str()
			case "resByArg":
				s.resByArg()
			default:
				p.fail("expected optional WholeProgramDevirtResolution field")
			}
		}
		s.punct(scanner.RParen, "expected ')' here")
		s.punct(scanner.RParen, "expected ')' here")
	})
	s.punct(scanner.RParen, "expected ')' here")
}

// resByArg reads "resByArg: (args: (...), byArg: (kind: K, ...), ...)".
func (s *summaryParser) resByArg() {
	p := s.p
	s.open("")
	s.list(func() {
		s.args()
		s.punct(scanner.Comma, "expected ',' here")
		s.keyword("byArg", "expected 'byArg here")
		s.punct(scanner.Colon, "expected ':' here")
		s.punct(scanner.LParen, "expected '(' here")
		s.label("kind")
		s.oneOf("unexpected WholeProgramDevirtResolution::ByArg kind", "indir", "uniformRetVal", "uniqueRetVal", "virtualConstProp")
		for s.eat(scanner.Comma) {
			switch s.word() {
			case "info":
				s.field("expected ':' here")
				s.uint64()
			case "byte", "bit":
				s.field("expected ':' here")
				s.uint32()
			default:
				p.fail("expected optional whole program devirt field")
			}
		}
		s.punct(scanner.RParen, "expected ')' here")
	})
	s.punct(scanner.RParen, "expected ')' here")
}

// vtableEntry reads "typeidCompatibleVTable: (name: STRING, summary:
// ((offset: N, ^N), ...))" of entry id.
func (s *summaryParser) vtableEntry(id uint32) {
	p := s.p
	s.stringThenGroup("name", "summary")
	s.list(func() {
		s.punct(scanner.LParen, "expected '(' here")
		s.label("offset")
		s.uint64()
		s.punct(scanner.Comma, "expected ',' here")
		s.gvRef(summaryRefGV, p.tok.Start)
		s.punct(scanner.RParen, "expected ')' in call")
	})
	s.punct(scanner.RParen, "expected ')' here")
	s.punct(scanner.RParen, "expected ')' here")
	s.define(summaryTypeID, id)
}

// gvRef reads a reference to a global's entry, "[readonly|writeonly] ^N";
// LLParser reports it, when no gv entry of that number comes, at at.
func (s *summaryParser) gvRef(kind summaryEventKind, at token.Pos) {
	p := s.p
	if w := s.word(); (w == "readonly" || w == "writeonly") && p.tok.Kind == scanner.Ident {
		p.next()
	}
	if p.tok.Kind != scanner.SummaryID {
		p.fail("expected GV ID")
	}
	s.refer(kind, summaryNumber(p.lit()), at)
	p.next()
}

// A summaryEventKind tells what a summaryEvent does.
type summaryEventKind uint8

const (
	summaryGV         summaryEventKind = iota // a gv entry's global added to the index
	summaryTypeID                             // a typeid or typeidCompatibleVTable entry ends
	summaryRefGV                              // a reference to a gv entry
	summaryRefAliasee                         // an alias summary's aliasee
	summaryRefTypeID                          // a reference to a type id entry
)

// A summaryEvent is a definition of, or reference to, summary entry id,
// where LLParser makes or records it: checkSummaryIndex replays them in
// the order of the text.
type summaryEvent struct {
	kind summaryEventKind
	id   uint32
	at   token.Pos
}

// define records that entry id is defined as kind here (at the end of
// what was read).
func (s *summaryParser) define(kind summaryEventKind, id uint32) {
	s.p.summaryEvents = append(s.p.summaryEvents, summaryEvent{kind: kind, id: id, at: s.p.lastEnd})
}

// refer records a reference of kind to entry id, reported at at.
func (s *summaryParser) refer(kind summaryEventKind, id uint32, at token.Pos) {
	s.p.summaryEvents = append(s.p.summaryEvents, summaryEvent{kind: kind, id: id, at: at})
}

// checkSummaryIndex reports, once the module is read, the first reference
// to a summary entry that no entry of its kind settles, as LLParser's
// validateEndOfIndex: a reference to a global's entry is settled by a gv
// entry of that number before or after it, a type id's only by a typeid
// or typeidCompatibleVTable entry after it. The lowest number is reported,
// at its first reference; references to globals first, then aliasees,
// then type ids.
func (p *parser) checkSummaryIndex() {
	if len(p.summaryEvents) == 0 {
		return
	}
	ev := p.summaryEvents
	// Split parses append their parts out of order; a reference and the
	// definition that ends after it keep their order.
	slices.SortStableFunc(ev, func(a, b summaryEvent) int { return cmp.Compare(a.at, b.at) })
	defined := map[uint32]bool{}
	open := [3]map[uint32]token.Pos{{}, {}, {}} // gv, aliasee, type id
	for _, e := range ev {
		switch e.kind {
		case summaryGV:
			defined[e.id] = true
			delete(open[0], e.id)
			delete(open[1], e.id)
		case summaryTypeID:
			delete(open[2], e.id)
		case summaryRefGV, summaryRefAliasee:
			k := int(e.kind - summaryRefGV)
			if _, seen := open[k][e.id]; !defined[e.id] && !seen {
				open[k][e.id] = e.at
			}
		case summaryRefTypeID:
			if _, seen := open[2][e.id]; !seen {
				open[2][e.id] = e.at
			}
		}
	}
	for k, refs := range open {
		if len(refs) == 0 {
			continue
		}
		low := slices.Min(slices.Collect(maps.Keys(refs)))
		what := "summary"
		if k == 2 {
			what = "type id summary"
		}
		p.errorAt(refs[low], "use of undefined "+what+" '^"+strconv.FormatUint(uint64(low), 10)+"'")
		return
	}
}
