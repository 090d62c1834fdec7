package parser_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/parser"
)

// syntaxGaps are inputs that every LLVM version from 14 to current rejects
// while parsing (LLParser, not the verifier), and that irmeta accepts. Each
// case names llvm-as 14's message and the line it reports. They were found
// by TestCorpusRejects (the syntax-gap entries of
// testdata/reject-exceptions.tsv) and by probing the grammar around them.
// TestSyntaxGaps fails until the parser reports them.
var syntaxGaps = []struct {
	name, src string
	line, col int    // position of llvm-as 14's error
	llvm      string // llvm-as 14's message
}{
	// LLParser::parseTargetDefinitions reads target and source_filename
	// only before the first other entity; parseTopLevelEntities has no
	// case for them. Corpus: LTO/X86/inline-asm-lto-discard.ll,
	// ThinLTO/X86/asm.ll, Transforms/CodeGenPrepare/builtin-condition.ll
	// and 13 multi-module Linker/ThinLTO files.
	{"target triple after a global", "@g = global i32 0\ntarget triple = \"x86_64-unknown-linux-gnu\"\n", 2, 1, "expected top-level entity"},
	{"target datalayout after a function", "define void @f() {\n  ret void\n}\ntarget datalayout = \"e\"\n", 4, 1, "expected top-level entity"},
	{"target after module asm", "module asm \"nop\"\ntarget triple = \"x86_64\"\n", 2, 1, "expected top-level entity"},
	{"source_filename after a global", "@g = global i32 0\nsource_filename = \"a.c\"\n", 2, 1, "expected top-level entity"},
	{"target after metadata", "!0 = !{}\ntarget triple = \"x86_64\"\n", 2, 1, "expected top-level entity"},

	// LLParser::parseDICompileUnit and parseDISubprogram. Corpus:
	// Bitcode/DICompileUnit-no-DWOId.ll.
	{"DICompileUnit without distinct", "!0 = !DICompileUnit(language: DW_LANG_C99, file: !1)\n!1 = !DIFile(filename: \"a.c\", directory: \"/\")\n", 1, 6, "missing 'distinct', required for !DICompileUnit"},
	{"DISubprogram definition without distinct", "!0 = !DISubprogram(name: \"f\", isDefinition: true)\n", 1, 6, "missing 'distinct', required for !DISubprogram that is a Definition"},

	// The field rules of specialized nodes (PARSE_MD_FIELDS): each field
	// at most once, required fields present, values of the field's kind.
	{"DI field given twice", "!0 = !DILocation(line: 1, line: 2, scope: !0)\n", 1, 27, "field 'line' cannot be specified more than once"},
	{"DILocation without scope", "!0 = !DILocation(line: 1)\n", 1, 25, "missing required field 'scope'"},
	{"DIFile without directory", "!0 = !DIFile(filename: \"a\")\n", 1, 27, "missing required field 'directory'"},
	{"DI line given as a string", "!0 = !DILocation(line: \"x\", scope: !0)\n", 1, 24, "expected unsigned integer"},
	{"DI size negative", "!0 = !DIBasicType(name: \"int\", size: -1)\n", 1, 38, "expected unsigned integer"},

	// LLParser::parseFunctionBody.
	{"function body without blocks", "define void @f() {\n}\n", 2, 1, "function body requires at least one basic block"},

	// Instruction keywords that LLParser reads at most once.
	{"nsw twice", "define void @f() {\n  %x = add nsw nsw i32 1, 2\n  ret void\n}\n", 2, 16, "expected type"},
	{"alloca align twice", "define void @f() {\n  %x = alloca i32, align 4, align 4\n  ret void\n}\n", 2, 29, "expected metadata or 'addrspace'"},

	// LLParser::parseLoad and parseStore: an atomic access names its
	// alignment. Found by the differential test (drop-operand mutants).
	{"atomic load without align", "define void @f(i32* %p) {\n  %v = load atomic i32, i32* %p unordered\n  ret void\n}\n", 2, 25, "atomic load must have explicit non-zero alignment"},
	{"atomic store without align", "define void @f(i32* %p) {\n  store atomic volatile i32 0, i32* %p syncscope(\"x\") seq_cst\n  ret void\n}\n", 2, 25, "atomic store must have explicit non-zero alignment"},

	// LLParser::parseIndexList (extractvalue, insertvalue) and the
	// words parseValID reads before a constant expression's '('.
	{"extractvalue without index", "define i32 @f({ i32 } %s) {\n  %r = extractvalue { i32 } %s\n  ret i32 %r\n}\n", 3, 3, "expected ',' as start of index list"},
	{"extractvalue index then attachment only", "define i32 @f({ i32 } %s) {\n  %r = extractvalue { i32 } %s, !x !0\n  ret i32 %r\n}\n!0 = !{}\n", 2, 33, "expected index"},
	{"getelementptr constant with a misspelt flag", "@a = global [2 x i32] zeroinitializer\n@p = global i32* getelementptr inbounnds ([2 x i32], [2 x i32]* @a, i32 0, i32 1)\n", 2, 32, "expected '(' in constantexpr"},
	{"cast constant with a word", "@a = global i32 0\n@p = global i64 ptrtoint x (i32* @a to i64)\n", 2, 26, "expected '(' after constantexpr cast"},
	{"add constant with exact", "@p = global i64 add exact (i64 1, i64 2)\n", 1, 21, "expected '(' in binary constantexpr"},

	// Found while closing the gaps above: their neighbours.
	{"target after attributes", "attributes #0 = { nounwind }\ntarget triple = \"x\"\n", 2, 1, "expected top-level entity"},
	{"body starting with uselistorder", "define void @f() {\n  uselistorder i32 0, { 1, 0 }\n}\n", 2, 3, "function body requires at least one basic block"},
	{"add exact", "define void @f() {\n  %x = add exact i32 1, 2\n  ret void\n}\n", 2, 12, "expected type"},
	{"sdiv exact twice", "define void @f() {\n  %x = sdiv exact exact i32 1, 2\n  ret void\n}\n", 2, 19, "expected type"},
	{"mul nuw nsw nuw", "define void @f() {\n  %x = mul nuw nsw nuw i32 1, 2\n  ret void\n}\n", 2, 20, "expected type"},
	{"alloca addrspace then align", "define void @f() {\n  %x = alloca i32, addrspace(0), align 4\n  ret void\n}\n", 2, 34, "expected metadata after comma"},
	{"alloca swifterror before inalloca", "define void @f() {\n  %x = alloca swifterror inalloca i32\n  ret void\n}\n", 2, 26, "expected type"},
	{"alloca size align twice", "define void @f() {\n  %x = alloca i32, i32 1, align 4, align 4\n  ret void\n}\n", 2, 36, "expected metadata or 'addrspace'"},
	{"alloca two sizes", "define void @f() {\n  %x = alloca i32, i32 1, i32 2\n  ret void\n}\n", 2, 27, "expected instruction opcode"},
	{"unknown DWARF op", "!0 = !DIExpression(DW_OP_foo)\n", 1, 20, "invalid DWARF op 'DW_OP_foo'"},
	{"DIExpression trailing comma", "!0 = !DIExpression(1,)\n", 1, 22, "expected unsigned integer"},
	{"unknown DI flag", "!0 = !DIBasicType(flags: DIFlagFoo)\n", 1, 26, "invalid debug info flag flag 'DIFlagFoo'"},
	{"unknown node kind", "!0 = !{!DIFoo()}\n", 1, 8, "expected metadata type"},
	{"DIBasicType file", "!0 = !DIBasicType(name: \"i\", file: null)\n", 1, 30, "invalid field 'file'"},
	{"DIBasicType line", "!0 = !DIBasicType(name: \"i\", line: 1)\n", 1, 30, "invalid field 'line'"},
	{"DIBasicType scope", "!0 = !DIBasicType(name: \"i\", scope: null)\n", 1, 30, "invalid field 'scope'"},
	{"unknown field", "!0 = !DILocation(line: 1, scope: !1, foo: 2)\n!1 = !{}\n", 1, 38, "invalid field 'foo'"},
	{"fields trailing comma", "!0 = !DILocation(line: 1, scope: !1,)\n!1 = !{}\n", 1, 37, "expected field label here"},
	{"unknown DWARF tag", "!0 = !DICompositeType(tag: DW_TAG_foo)\n", 1, 28, "invalid DWARF tag 'DW_TAG_foo'"},
	{"DISubrange count below -1", "!0 = !DISubrange(count: -2)\n", 1, 25, "value for 'count' too small, limit is -1"},
	{"DILocalVariable arg too large", "!0 = !DILocalVariable(scope: !1, arg: 65536)\n!1 = !{}\n", 1, 39, "value for 'arg' too large, limit is 65535"},
	{"unsigned enumerator negative", "!0 = !DIEnumerator(name: \"e\", value: -1, isUnsigned: true)\n!1 = !{}\n", 2, 1, "unsigned enumerator with negative value"},
	{"checksumkind without checksum", "!0 = !DIFile(filename: \"a\", directory: \"b\", checksumkind: CSK_MD5)\n!1 = !{}\n", 2, 1, "'checksumkind' and 'checksum' must be provided together"},
	{"load with a comma not before align", "define void @f(i32* %p) {\n  %x = load i32, i32* %p, 4\n  ret void\n}\n", 2, 27, "expected metadata or 'align'"},
	{"store with a comma after align", "define void @f(i32* %p) {\n  store i32 0, i32* %p, align 4, 3\n  ret void\n}\n", 2, 34, "expected metadata or 'align'"},
	{"fence with align", "define void @f() {\n  fence seq_cst, align 4\n  ret void\n}\n", 2, 18, "expected metadata after comma"},
	{"section twice", "define void @f() section \"a\" section \"b\" {\n  ret void\n}\n", 1, 30, "expected '{' in function body"},
	{"gc before section", "define void @f() gc \"a\" section \"b\" {\n  ret void\n}\n", 1, 25, "expected '{' in function body"},
	{"alignment twice after section", "define void @f() section \"a\" align 4 align 8 {\n  ret void\n}\n", 1, 38, "expected '{' in function body"},
	{"personality twice", "define void @f() personality i8 0 personality i8 1 {\n  ret void\n}\n", 1, 35, "expected '{' in function body"},
	{"attribute after an attachment", "define void @f() !dbg !0 nounwind {\n  ret void\n}\n!0 = !{}\n", 1, 26, "expected '{' in function body"},
	{"unnamed_addr twice on a declaration", "declare void @f() unnamed_addr unnamed_addr\n", 1, 32, "expected top-level entity"},
	{"unnamed_addr after attributes", "declare void @f() nounwind unnamed_addr\n", 1, 28, "expected top-level entity"},
	{"addrspace before unnamed_addr", "define void @f() addrspace(0) unnamed_addr {\n  ret void\n}\n", 1, 31, "expected '{' in function body"},
	{"linkage twice", "@g = internal internal global i32 0\n", 1, 15, "expected 'global' or 'constant'"},
	{"dso_local twice", "@g = dso_local dso_local global i32 0\n", 1, 16, "expected 'global' or 'constant'"},
	{"visibility before dso_local", "@g = hidden dso_local global i32 0\n", 1, 13, "expected 'global' or 'constant'"},
	{"unknown TLS model", "@g = thread_local(foo) global i32 0\n", 1, 19, "expected localdynamic, initialexec or localexec"},
	{"externally_initialized before addrspace", "@g = externally_initialized addrspace(1) global i32 0\n", 1, 29, "expected 'global' or 'constant'"},
	{"addrspace on an alias", "@a = addrspace(1) alias i32, i32* @g\n@g = global i32 0\n", 1, 19, "expected 'global' or 'constant'"},
	{"DIArgList in named metadata", "!n = !{!DIArgList(i32 1)}\n", 1, 8, "found DIArgList outside of function"},
	{"tuple without '}'", "!0 = !{!\"a\" !\"b\"}\n", 1, 13, "expected end of metadata node"},
	{"tuple trailing comma", "!0 = !{!\"a\",}\n", 1, 13, "expected metadata operand"},
	{"distinct inside a tuple", "!0 = distinct !{distinct !{}}\n", 1, 17, "expected metadata operand"},
	{"metadata-typed tuple element", "!0 = !{metadata !\"a\"}\n", 1, 8, "invalid metadata-value-metadata roundtrip"},
	{"named metadata without '{'", "!n = !(!0)\n!0 = !{}\n", 1, 7, "Expected '{' here"},
	{"named metadata without '}'", "!n = !{!0 !0}\n!0 = !{}\n", 1, 11, "expected end of metadata node"},
	{"GenericDINode operands trailing comma", "!0 = !GenericDINode(tag: 1, operands: {!1,})\n!1 = !{}\n", 1, 43, "expected metadata operand"},
}

// TestSyntaxGaps checks that the parser's first error on each of the
// syntaxGaps is llvm-as 14's: same line, column and message.
func TestSyntaxGaps(t *testing.T) {
	for _, c := range syntaxGaps {
		t.Run(c.name, func(t *testing.T) {
			_, err := parser.ParseFileOptions("gap.ll", []byte(c.src), parser.Options{Mode: parser.AllErrors, Version: 14})
			if err == nil {
				t.Fatalf("accepted; llvm-as reports %d:%d: %s for\n%s", c.line, c.col, c.llvm, c.src)
			}
			e := err.(parser.ErrorList)[0]
			if e.Pos.Line != c.line || e.Pos.Column != c.col || e.Msg != c.llvm {
				t.Errorf("first error %d:%d: %s, llvm-as 14: %d:%d: %s, for\n%s", e.Pos.Line, e.Pos.Column, e.Msg, c.line, c.col, c.llvm, c.src)
			}
		})
	}
}

// TestSyntaxGapsLLVM14 asks llvm-as 14 for each of the syntaxGaps, so that
// the expectations above are the oracle's.
func TestSyntaxGapsLLVM14(t *testing.T) {
	if testing.Short() {
		t.Skip("runs llvm-as once per case")
	}
	dir := t.TempDir()
	for i, c := range syntaxGaps {
		got, err := askLLVMAs("llvm-as", dir, i, c.src)
		if err != nil {
			t.Fatal(err)
		}
		if want := fmt.Sprintf("%d:%d: %s", c.line, c.col, c.llvm); got != want {
			t.Errorf("%s: llvm-as 14 says %s, the table %s", c.name, got, want)
		}
	}
}

// TestSyntaxGapControls are the valid neighbours of syntaxGaps, which a fix
// must keep accepting.
func TestSyntaxGapControls(t *testing.T) {
	for _, src := range []string{
		// Atomic accesses with their alignment; cmpxchg and atomicrmw
		// need none.
		"define void @f(i32* %p) {\n  %v = load atomic i32, i32* %p unordered, align 4\n  store atomic i32 %v, i32* %p release, align 4\n  %x = atomicrmw add i32* %p, i32 1 monotonic\n  %y = cmpxchg i32* %p, i32 0, i32 1 acq_rel monotonic\n  ret void\n}\n",
		// Target definitions and source_filename, in any order and
		// repeated, before the first other entity; comments between.
		"; c\nsource_filename = \"a\"\ntarget triple = \"x86_64\"\nsource_filename = \"b\"\ntarget datalayout = \"e\"\n@g = global i32 0\n",
		"target datalayout = \"e\"\n\n; comment\ntarget triple = \"x86_64\"\n!0 = !{}\n",
		"!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1)\n!1 = !DIFile(filename: \"a.c\", directory: \"/\")\n",
		"!0 = !DISubprogram(name: \"f\", isDefinition: false)\n",
		"!0 = distinct !DISubprogram(name: \"f\", isDefinition: true)\n",
		"!0 = !DILocation(line: 1, column: 2, scope: !1)\n!1 = distinct !DISubprogram(name: \"f\")\n",
		"define void @f() {\n  %x = add nuw nsw i32 1, 2\n  %y = add nsw nuw i32 1, 2\n  %z = alloca i32, align 4, addrspace(0)\n  ret void\n}\n",
		// Every part of a function header's suffix, in LLParser's order;
		// align may repeat among the attributes.
		"define void @f() unnamed_addr addrspace(0) nounwind #0 \"a\"=\"b\" align 4 align 4 section \"s\" partition \"p\" comdat align 4 gc \"g\" prefix i32 1 prologue i32 2 personality i8 0 !dbg !0 !x !0 {\n  ret void\n}\n$f = comdat any\nattributes #0 = { nounwind }\n!0 = !{}\n",
		// Every part of a global's prefix, in LLParser's order (a local
		// symbol may not have DLL storage from LLVM 16 on).
		"@g = weak_odr dso_local default dllexport thread_local(initialexec) local_unnamed_addr addrspace(1) externally_initialized global i32 0\n@a = weak_odr dso_preemptable protected unnamed_addr alias i32, i32 addrspace(1)* @g\n",
		// LLParser's parseOptionalCommaAlign takes align again and again.
		"define void @f(i32* %p) {\n  %x = load i32, i32* %p, align 4, align 8, !foo !{}\n  store i32 0, i32* %p, align 4, align 4\n  ret void\n}\n",
		// GEP flags repeat in newer LLVM (a loop since LLVM 19).
		"define void @f(i32* %p) {\n  %x = getelementptr inbounds inbounds i32, i32* %p, i32 0\n  ret void\n}\n",
	} {
		if _, err := parser.ParseFile("ok.ll", []byte(src), 0); err != nil {
			t.Errorf("%v for\n%s", err, strings.TrimSpace(src))
		}
	}
}

// newerSyntaxErrors are errors in syntax that LLVM 14 does not have (so
// llvm-as 14 cannot be asked), with position and message from the CHECK
// lines of LLVM's own tests (shared/corpus/llvm-test).
var newerSyntaxErrors = []struct {
	name, src string
	line, col int
	msg       string
}{
	// Assembler/allockind-missing.ll, Assembler/allockind.ll (LLVM 15).
	{"allockind without value", "declare void @f0() allockind()\n", 1, 30, "expected allockind value"},
	{"unknown allockind", "declare void @f3() allockind(\"fjord\")\n", 1, 30, "unknown allockind fjord"},
	// Assembler/uwtable-1.ll, Assembler/uwtable-2.ll (LLVM 15).
	{"unknown unwind table kind", "declare void @f3() uwtable(unsync)\n", 1, 28, "expected unwind table kind"},
	{"uwtable kind without ')'", "declare void @f() uwtable(sync x\n", 1, 32, "expected ')'"},
}

// TestNewerSyntaxErrors checks the parser's first error on each of the
// newerSyntaxErrors, and that the valid forms next to them parse.
func TestNewerSyntaxErrors(t *testing.T) {
	for _, c := range newerSyntaxErrors {
		_, err := parser.ParseFile("n.ll", []byte(c.src), 0)
		if err == nil {
			t.Errorf("%s: accepted, LLVM reports %d:%d: %s", c.name, c.line, c.col, c.msg)
			continue
		}
		e := err.(parser.ErrorList)[0]
		if e.Pos.Line != c.line || e.Pos.Column != c.col || e.Msg != c.msg {
			t.Errorf("%s: first error %d:%d: %s, LLVM: %d:%d: %s", c.name, e.Pos.Line, e.Pos.Column, e.Msg, c.line, c.col, c.msg)
		}
	}
	valid := "declare void @f0() allockind(\"free\")\ndeclare void @f1() allockind(\"alloc,aligned,uninitialized\")\n" +
		"declare void @f2() uwtable\ndeclare void @f3() uwtable(sync)\ndeclare void @f4() uwtable(async)\n"
	if _, err := parser.ParseFile("v.ll", []byte(valid), 0); err != nil {
		t.Error(err)
	}
}
