package parser_test

import (
	"strings"
	"testing"

	"irmeta/parser"
)

// syntaxGaps are inputs that every LLVM version from 14 to current rejects
// while parsing (LLParser, not the verifier), and that irmeta accepts. Each
// case names llvm-as 14's message and the line it reports. They were found
// by TestCorpusRejects (the syntax-gap entries of
// testdata/reject-exceptions.tsv) and by probing the grammar around them.
// TestSyntaxGaps fails until the parser reports them.
var syntaxGaps = []struct {
	name, src string
	line      int    // line of llvm-as 14's error
	llvm      string // llvm-as 14's message, for reference
}{
	// LLParser::parseTargetDefinitions reads target and source_filename
	// only before the first other entity; parseTopLevelEntities has no
	// case for them. Corpus: LTO/X86/inline-asm-lto-discard.ll,
	// ThinLTO/X86/asm.ll, Transforms/CodeGenPrepare/builtin-condition.ll
	// and 13 multi-module Linker/ThinLTO files.
	{"target triple after a global", "@g = global i32 0\ntarget triple = \"x86_64-unknown-linux-gnu\"\n", 2, "expected top-level entity"},
	{"target datalayout after a function", "define void @f() {\n  ret void\n}\ntarget datalayout = \"e\"\n", 4, "expected top-level entity"},
	{"target after module asm", "module asm \"nop\"\ntarget triple = \"x86_64\"\n", 2, "expected top-level entity"},
	{"source_filename after a global", "@g = global i32 0\nsource_filename = \"a.c\"\n", 2, "expected top-level entity"},
	{"target after metadata", "!0 = !{}\ntarget triple = \"x86_64\"\n", 2, "expected top-level entity"},

	// LLParser::parseDICompileUnit and parseDISubprogram. Corpus:
	// Bitcode/DICompileUnit-no-DWOId.ll.
	{"DICompileUnit without distinct", "!0 = !DICompileUnit(language: DW_LANG_C99, file: !1)\n!1 = !DIFile(filename: \"a.c\", directory: \"/\")\n", 1, "missing 'distinct', required for !DICompileUnit"},
	{"DISubprogram definition without distinct", "!0 = !DISubprogram(name: \"f\", isDefinition: true)\n", 1, "missing 'distinct', required for !DISubprogram that is a Definition"},

	// The field rules of specialized nodes (PARSE_MD_FIELDS): each field
	// at most once, required fields present, values of the field's kind.
	{"DI field given twice", "!0 = !DILocation(line: 1, line: 2, scope: !0)\n", 1, "field 'line' cannot be specified more than once"},
	{"DILocation without scope", "!0 = !DILocation(line: 1)\n", 1, "missing required field 'scope'"},
	{"DIFile without directory", "!0 = !DIFile(filename: \"a\")\n", 1, "missing required field 'directory'"},
	{"DI line given as a string", "!0 = !DILocation(line: \"x\", scope: !0)\n", 1, "expected unsigned integer"},
	{"DI size negative", "!0 = !DIBasicType(name: \"int\", size: -1)\n", 1, "expected unsigned integer"},

	// LLParser::parseFunctionBody.
	{"function body without blocks", "define void @f() {\n}\n", 2, "function body requires at least one basic block"},

	// Instruction keywords that LLParser reads at most once.
	{"nsw twice", "define void @f() {\n  %x = add nsw nsw i32 1, 2\n  ret void\n}\n", 2, "expected type"},
	{"alloca align twice", "define void @f() {\n  %x = alloca i32, align 4, align 4\n  ret void\n}\n", 2, "expected metadata or 'addrspace'"},
}

// TestSyntaxGaps checks that the parser rejects the syntaxGaps, on the
// line llvm-as 14 reports. It fails while the gaps are open: see the
// comments of syntaxGaps for the LLParser rule of each.
func TestSyntaxGaps(t *testing.T) {
	for _, c := range syntaxGaps {
		t.Run(c.name, func(t *testing.T) {
			_, err := parser.ParseFile("gap.ll", []byte(c.src), parser.AllErrors)
			if err == nil {
				t.Fatalf("accepted; llvm-as reports %d: %s for\n%s", c.line, c.llvm, c.src)
			}
			list := err.(parser.ErrorList)
			for _, e := range list {
				if e.Pos.Line == c.line {
					return
				}
			}
			t.Errorf("errors %v, none on line %d (llvm-as: %s)", err, c.line, c.llvm)
		})
	}
}

// TestSyntaxGapControls are the valid neighbours of syntaxGaps, which a fix
// must keep accepting.
func TestSyntaxGapControls(t *testing.T) {
	for _, src := range []string{
		// Target definitions and source_filename, in any order and
		// repeated, before the first other entity; comments between.
		"; c\nsource_filename = \"a\"\ntarget triple = \"x86_64\"\nsource_filename = \"b\"\ntarget datalayout = \"e\"\n@g = global i32 0\n",
		"target datalayout = \"e\"\n\n; comment\ntarget triple = \"x86_64\"\n!0 = !{}\n",
		"!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1)\n!1 = !DIFile(filename: \"a.c\", directory: \"/\")\n",
		"!0 = !DISubprogram(name: \"f\", isDefinition: false)\n",
		"!0 = distinct !DISubprogram(name: \"f\", isDefinition: true)\n",
		"!0 = !DILocation(line: 1, column: 2, scope: !1)\n!1 = distinct !DISubprogram(name: \"f\")\n",
		"define void @f() {\n  %x = add nuw nsw i32 1, 2\n  %y = add nsw nuw i32 1, 2\n  %z = alloca i32, align 4, addrspace(0)\n  ret void\n}\n",
	} {
		if _, err := parser.ParseFile("ok.ll", []byte(src), 0); err != nil {
			t.Errorf("%v for\n%s", err, strings.TrimSpace(src))
		}
	}
}
