package parser_test

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/irmeta/irmeta/internal/parallel"
	"github.com/irmeta/irmeta/parser"
)

var updateDIFields = flag.Bool("update-difields", false, "ask llvm-as 14 again for every case of TestDIFieldsLLVM14 and rewrite testdata/difields-llvm14.tsv")

// diFieldsTable holds llvm-as 14's outcome for every generated case.
var diFieldsTable = filepath.Join("testdata", "difields-llvm14.tsv")

// A diCase is one generated input: a node of some kind whose fields are
// valid except for the one probed.
type diCase struct{ id, src string }

// diNodes lists every specialized node kind with its fields and their
// kinds, as LLParser's PARSE_MD_FIELDS of current LLVM declare them; the
// test generates wrong and boundary values for each. It is written out here
// (not taken from the parser's table) so that a field missing there shows
// up as a difference.
var diNodes = []struct {
	name   string
	fields string // name:kind ... (kind: md mdnn str strne bool uN sN umd smd int tag lang enc cc virt mac emit ntk csk flags spflags list fpk ek)
	req    string // required fields with valid values
}{
	{"DILocation", "line:u32 column:u16 scope:mdnn inlinedAt:md isImplicitCode:bool atomGroup:u64 atomRank:u8", "scope: !1"},
	{"GenericDINode", "tag:tag header:str operands:list", "tag: DW_TAG_entry_point"},
	{"DISubrange", "count:smd lowerBound:smd upperBound:smd stride:smd", ""},
	{"DIGenericSubrange", "count:smd lowerBound:smd upperBound:smd stride:smd", ""},
	{"DIEnumerator", "name:str value:int isUnsigned:bool", `name: "e", value: 1`},
	{"DIBasicType", "tag:tag name:str file:md line:u32 scope:md size:umd align:u32 dataSize:u32 encoding:enc num_extra_inhabitants:u32 flags:flags", ""},
	{"DIFixedPointType", "tag:tag name:str size:umd align:u32 encoding:enc flags:flags kind:fpk factor:s64 numerator:int denominator:int", ""},
	{"DIStringType", "tag:tag name:str stringLength:md stringLengthExpression:md stringLocationExpression:md size:umd align:u32 encoding:enc", ""},
	{"DIDerivedType", "tag:tag name:str file:md line:u32 scope:md baseType:md size:umd align:u32 offset:umd flags:flags extraData:md dwarfAddressSpace:u32 annotations:md ptrAuthKey:u7 ptrAuthIsAddressDiscriminated:bool ptrAuthExtraDiscriminator:u16 ptrAuthIsaPointer:bool ptrAuthAuthenticatesNullValues:bool", "tag: DW_TAG_pointer_type, baseType: !1"},
	{"DICompositeType", "tag:tag name:str file:md line:u32 scope:md baseType:md size:umd align:u32 offset:umd flags:flags elements:md runtimeLang:lang enumKind:ek vtableHolder:md templateParams:md identifier:str discriminator:md dataLocation:md associated:md allocated:md rank:smd annotations:md num_extra_inhabitants:u32 specification:md bitStride:md", "tag: DW_TAG_structure_type"},
	{"DISubroutineType", "flags:flags cc:cc types:md", "types: !1"},
	{"DISubrangeType", "name:str file:md line:u32 scope:md baseType:md size:umd align:u32 flags:flags lowerBound:smd upperBound:smd stride:smd bias:smd", ""},
	{"DIFile", "filename:str directory:str source:str", `filename: "a", directory: "b"`},
	{"DICompileUnit", "file:mdnn language:lang producer:str isOptimized:bool flags:str runtimeVersion:u32 splitDebugFilename:str emissionKind:emit enums:md retainedTypes:md globals:md imports:md macros:md dwoId:u64 splitDebugInlining:bool debugInfoForProfiling:bool nameTableKind:ntk rangesBaseAddress:bool sysroot:str sdk:str", "file: !1, language: DW_LANG_C99"},
	{"DISubprogram", "scope:md name:str linkageName:str file:md line:u32 type:md isLocal:bool isDefinition:bool scopeLine:u32 containingType:md virtuality:virt virtualIndex:u32 thisAdjustment:s32 flags:flags spFlags:spflags isOptimized:bool unit:md templateParams:md declaration:md retainedNodes:md thrownTypes:md annotations:md targetFuncName:str keyInstructions:bool", ""},
	{"DILexicalBlock", "scope:mdnn file:md line:u32 column:u16", "scope: !1"},
	{"DILexicalBlockFile", "scope:mdnn file:md discriminator:u32", "scope: !1, discriminator: 0"},
	{"DICommonBlock", "scope:md declaration:md name:str file:md line:u32", "scope: !1"},
	{"DINamespace", "scope:md name:str exportSymbols:bool", "scope: !1"},
	{"DIMacro", "type:mac line:u32 name:str value:str", `type: DW_MACINFO_define, name: "m"`},
	{"DIMacroFile", "type:mac line:u32 file:md nodes:md", "file: !1"},
	{"DIModule", "scope:md name:str configMacros:str includePath:str apinotes:str file:md line:u32 isDecl:bool", `scope: !1, name: "m"`},
	{"DITemplateTypeParameter", "name:str type:md defaulted:bool", "type: !1"},
	{"DITemplateValueParameter", "tag:tag name:str type:md defaulted:bool value:md", "value: !1"},
	{"DIGlobalVariable", "name:strne scope:md linkageName:str file:md line:u32 type:md isLocal:bool isDefinition:bool templateParams:md declaration:md align:u32 annotations:md", ""},
	{"DILocalVariable", "scope:mdnn name:str arg:u16 file:md line:u32 type:md flags:flags align:u32 annotations:md", "scope: !1"},
	{"DILabel", "scope:mdnn name:str file:md line:u32 column:u16 isArtificial:bool coroSuspendIdx:u64", `scope: !1, name: "l", file: !1, line: 1`},
	{"DIGlobalVariableExpression", "var:md expr:md", "var: !1, expr: !1"},
	{"DIObjCProperty", "name:str file:md line:u32 setter:str getter:str attributes:u32 type:md", ""},
	{"DIImportedEntity", "tag:tag scope:md entity:md file:md line:u32 name:str elements:md", "tag: DW_TAG_imported_module, scope: !1"},
}

// diValues are the values tried for a field of each kind, beyond the
// common ones.
var diValues = map[string][]string{
	"u7":      {"7", "8"},
	"u8":      {"255", "256"},
	"u16":     {"65535", "65536"},
	"u32":     {"4294967295", "4294967296", "u0xFFFFFFFF", "s0x1"},
	"u64":     {"18446744073709551615", "18446744073709551616", "u0x1FFFFFFFFFFFFFFFF"},
	"s32":     {"-2147483648", "-2147483649", "2147483647", "2147483648"},
	"s64":     {"-9223372036854775808", "-9223372036854775809", "9223372036854775807", "9223372036854775808", "s0xF"},
	"smd":     {"-9223372036854775809", "9223372036854775808", "-2", "-1", "!DIExpression()"},
	"umd":     {"18446744073709551616", "!DIExpression()"},
	"int":     {"-170141183460469231731687303715884105729", "340282366920938463463374607431768211456", "u0xFF"},
	"tag":     {"DW_TAG_base_type", "DW_TAG_null", "65535", "65536", "DW_ATE_float", "DW_TAG_LLVM_annotation"},
	"lang":    {"DW_LANG_C99", "DW_LANG_Rust", "65535", "65536", "DW_TAG_base_type"},
	"enc":     {"DW_ATE_float", "DW_ATE_foo", "255", "256", "DW_TAG_base_type"},
	"cc":      {"DW_CC_normal", "255", "256", "DW_TAG_base_type"},
	"virt":    {"DW_VIRTUALITY_pure_virtual", "DW_VIRTUALITY_foo", "2", "3"},
	"mac":     {"DW_MACINFO_undef", "DW_MACINFO_foo", "255", "256"},
	"emit":    {"FullDebug", "NoDebug", "LineTablesOnly", "DebugDirectivesOnly", "Foo", "3", "4"},
	"ntk":     {"GNU", "None", "Default", "Foo", "2", "4"},
	"flags":   {"DIFlagVector", "DIFlagZero", "DIFlagVector | 3 | DIFlagPublic", "3 | DIFlagFoo", "DIFlagVector | -1", "4294967296", "DIFlagVector |", "DISPFlagPure"},
	"spflags": {"DISPFlagPure", "DISPFlagZero", "DISPFlagPure | 3", "DIFlagVector", "DISPFlagFoo", "-1"},
	"list":    {"{}", "{!1, null}", "{!1,}", "{null, i32 1}"},
	"str":     {`"\41"`},
	"strne":   {`"\41"`},
}

// diCommon are tried for every field.
var diCommon = []string{`"s"`, `""`, "7", "-7", "!1", "null", "true", "i32 7", "DW_TAG_foo", "0x10", "!\"s\"", "!{}", "!DIFoo()", "1.5"}

// diCases generates the cases, in a fixed order.
func diCases() []diCase {
	var cases []diCase
	seen := map[string]bool{}
	add := func(id, src string) {
		if !seen[id] {
			seen[id] = true
			cases = append(cases, diCase{id, src + "\n!1 = !{}\n"})
		}
	}
	for _, n := range diNodes {
		req := n.req
		sep := ""
		if req != "" {
			sep = ", "
		}
		add(n.name+" minimal", fmt.Sprintf("!0 = distinct !%s(%s)", n.name, req))
		add(n.name+" empty", fmt.Sprintf("!0 = distinct !%s()", n.name))
		add(n.name+" not distinct", fmt.Sprintf("!0 = !%s(%s)", n.name, req))
		add(n.name+" unknown field", fmt.Sprintf("!0 = distinct !%s(%s%sfoo: 1)", n.name, req, sep))
		add(n.name+" trailing comma", fmt.Sprintf("!0 = distinct !%s(%s%s)", n.name, req, sep))
		add(n.name+" no parens", fmt.Sprintf("!0 = distinct !%s 1", n.name))
		for _, fk := range strings.Fields(n.fields) {
			name, kind, _ := strings.Cut(fk, ":")
			// The other required fields, without the probed one.
			var others []string
			for _, r := range splitFields(req) {
				if !strings.HasPrefix(r, name+":") {
					others = append(others, r)
				}
			}
			prefix := strings.Join(others, ", ")
			if prefix != "" {
				prefix += ", "
			}
			values := append(append([]string(nil), diCommon...), diValues[kind]...)
			if strings.HasPrefix(kind, "u") || strings.HasPrefix(kind, "s") && kind != "str" && kind != "strne" && kind != "spflags" {
				values = append(values, "0", "-0", "u0x10", "s0x10")
			}
			for _, v := range values {
				add(fmt.Sprintf("%s %s=%s", n.name, name, v), fmt.Sprintf("!0 = distinct !%s(%s%s: %s)", n.name, prefix, name, v))
			}
			add(fmt.Sprintf("%s %s twice", n.name, name), fmt.Sprintf("!0 = distinct !%s(%s%s: %s, %s: %s)", n.name, prefix, name, validValue(kind), name, validValue(kind)))
			add(fmt.Sprintf("%s %s missing value", n.name, name), fmt.Sprintf("!0 = distinct !%s(%s%s: )", n.name, prefix, name))
		}
	}
	// Checks of single node kinds.
	for _, s := range []string{
		`!0 = !DISubprogram(name: "f", isDefinition: false)`,
		`!0 = !DISubprogram(name: "f")`,
		`!0 = !DISubprogram(name: "f", spFlags: DISPFlagDefinition)`,
		`!0 = !DISubprogram(name: "f", spFlags: 8)`,
		`!0 = !DISubprogram(name: "f", spFlags: 9 | DISPFlagPure)`,
		`!0 = !DISubprogram(name: "f", spFlags: DISPFlagPure, isDefinition: true)`,
		`!0 = !DISubprogram(name: "f", isDefinition: true, spFlags: 0)`,
		`!0 = distinct !DISubprogram(name: "f", spFlags: DISPFlagDefinition | DISPFlagOptimized)`,
		`!0 = !DICompileUnit(language: DW_LANG_C99, file: !1)`,
		`!0 = distinct !DICompileUnit(file: !1)`,
		`!0 = distinct !DICompileUnit(language: DW_LANG_C99)`,
		`!0 = distinct !DICompileUnit()`,
		`!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: null)`,
		`!0 = !DIFile(filename: "a", directory: "b", checksumkind: CSK_MD5, checksum: "00")`,
		`!0 = !DIFile(filename: "a", directory: "b", checksumkind: CSK_SHA256, checksum: "00")`,
		`!0 = !DIFile(filename: "a", directory: "b", checksumkind: CSK_MD5)`,
		`!0 = !DIFile(filename: "a", directory: "b", checksum: "00")`,
		`!0 = !DIFile(filename: "a", directory: "b", checksumkind: CSK_FOO, checksum: "00")`,
		`!0 = !DIFile(filename: "a", directory: "b", checksumkind: Foo, checksum: "00")`,
		`!0 = !DIFile(filename: "a", directory: "b", checksumkind: 1, checksum: "00")`,
		`!0 = !DIFile(filename: "a", directory: "b", checksumkind: "x", checksum: "00")`,
		`!0 = !DIEnumerator(name: "e", value: -1, isUnsigned: true)`,
		`!0 = !DIEnumerator(name: "e", value: -1, isUnsigned: false)`,
		`!0 = !DIEnumerator(name: "e", value: 18446744073709551615, isUnsigned: true)`,
		`!0 = !DIEnumerator(name: "e", value: -0, isUnsigned: true)`,
		`!0 = !DIEnumerator(isUnsigned: true, name: "e", value: s0xF)`,
		`!0 = !DIExpression()`,
		`!0 = !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)`,
		`!0 = !DIExpression(DW_OP_LLVM_fragment, 0, 8)`,
		`!0 = !DIExpression(DW_OP_foo)`,
		`!0 = !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed)`,
		`!0 = !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_foo)`,
		`!0 = !DIExpression(-1)`,
		`!0 = !DIExpression(18446744073709551615)`,
		`!0 = !DIExpression(18446744073709551616)`,
		`!0 = !DIExpression(1,)`,
		`!0 = !DIExpression(DW_TAG_base_type)`,
		`!0 = !DIExpression(foo)`,
		`!0 = !DIExpression(!1)`,
		`!0 = !DIExpression(0x10)`,
		`!0 = distinct !DIExpression(1)`,
		`!0 = !DIArgList(i32 1)`,
		`!0 = !DIArgList()`,
		`!0 = !DIArgList(!1)`,
		`!0 = !DIAssignID()`,
		`!0 = distinct !DIAssignID()`,
		`!0 = distinct !DIAssignID(a: 1)`,
		`!0 = !DIFoo()`,
		`!0 = distinct !foo(a: 1)`,
		`!0 = !{!DIFoo()}`,
		`!0 = !DILocation(line: 1 scope: !1)`,
		`!0 = !DILocation(line: 1, "scope": !1)`,
		`!0 = !DILocation(line: 1, scope: !1`,
		`!0 = !{!DILocation(scope: null)}`,
		`!0 = !{!DILocation(scope: !DILexicalBlock(scope: !1, line: -1))}`,
		`!0 = !DIBasicType(flags: DIFlagVector|DIFlagPublic)`,
		`!0 = !DIBasicType(flags: u0x10 | DIFlagPublic)`,
		`!0 = !DIBasicType(flags: s0x1)`,
	} {
		add(s, s)
	}
	return cases
}

// splitFields splits "a: 1, b: !2" into its fields.
func splitFields(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, ", ")
}

// validValue returns a valid value of a field kind.
func validValue(kind string) string {
	switch kind {
	case "md", "mdnn":
		return "!1"
	case "str", "strne":
		return `"s"`
	case "bool":
		return "true"
	case "tag":
		return "DW_TAG_base_type"
	case "lang":
		return "DW_LANG_C99"
	case "enc":
		return "DW_ATE_float"
	case "cc":
		return "DW_CC_normal"
	case "virt":
		return "DW_VIRTUALITY_virtual"
	case "mac":
		return "DW_MACINFO_define"
	case "emit":
		return "FullDebug"
	case "ntk":
		return "GNU"
	case "flags":
		return "DIFlagVector"
	case "spflags":
		return "DISPFlagPure"
	case "list":
		return "{}"
	case "fpk":
		return "Binary"
	case "ek":
		return "DW_APPLE_ENUM_KIND_Open"
	}
	return "1"
}

// llvmErr matches llvm-as's first error.
var llvmErr = regexp.MustCompile(`(?m):(\d+):(\d+): error: (.*)$`)

// askLLVMAs returns the outcome of tool (llvm-as of some release) for
// src: "ok" or "L:C: message".
func askLLVMAs(tool, dir string, n int, src string) (string, error) {
	path := filepath.Join(dir, strconv.Itoa(n)+".ll")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		return "", err
	}
	out, err := exec.Command(tool, "-disable-verify", path, "-o", os.DevNull).CombinedOutput()
	if err == nil {
		return "ok", nil
	}
	m := llvmErr.FindSubmatch(out)
	if m == nil {
		return "", fmt.Errorf("%s: %v: %s", tool, err, out)
	}
	return fmt.Sprintf("%s:%s: %s", m[1], m[2], m[3]), nil
}

// irmetaOutcome returns irmeta's outcome under --llvm 14 in the same form.
func irmetaOutcome(src string) string {
	_, err := parser.ParseFileOptions("d.ll", []byte(src), parser.Options{Version: 14})
	if err == nil {
		return "ok"
	}
	e := err.(parser.ErrorList)[0]
	return fmt.Sprintf("%d:%d: %s", e.Pos.Line, e.Pos.Column, e.Msg)
}

// diNewer lists the cases where llvm-as 14 rejects what newer LLVM
// accepts (fields, nodes and value kinds added after LLVM 14) and irmeta
// --llvm 14 still accepts them. Each
// entry is a regular expression over case ids.
var diNewer = []struct{ pattern, why string }{
	{`^DICompileUnit nameTableKind=`, "nameTableKind Apple (3): newer than LLVM 14"},
}

// TestDIFieldsLLVM14 checks the parser's rules for the fields of
// specialized metadata against llvm-as 14 on about 3,000 generated cases:
// for each field of each node kind, values of every kind and at the bounds,
// the field given twice or without value, and the checks of single node
// kinds. irmeta must report llvm-as 14's first error at its line and
// column with its message, or accept where llvm-as accepts, except where
// newer LLVM accepts what LLVM 14 rejects (diNewer). llvm-as's outcomes are
// kept in testdata/difields-llvm14.tsv; -update-difields asks llvm-as 14
// again.
func TestDIFieldsLLVM14(t *testing.T) {
	cases := diCases()
	want := map[string]string{}
	if *updateDIFields {
		want = askAll(t, cases)
		writeDIFields(t, cases, want)
	} else {
		f, err := os.Open(diFieldsTable)
		if err != nil {
			t.Fatalf("%v (run with -update-difields to create it)", err)
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			id, outcome, ok := strings.Cut(sc.Text(), "\t")
			if ok {
				want[id] = outcome
			}
		}
	}
	newer := make([]*regexp.Regexp, len(diNewer))
	for i, n := range diNewer {
		newer[i] = regexp.MustCompile(n.pattern)
	}
	used := make([]bool, len(diNewer))
	agree := 0
	for _, c := range cases {
		w, ok := want[c.id]
		if !ok {
			t.Errorf("%s: no llvm-as 14 outcome in %s (run with -update-difields)", c.id, diFieldsTable)
			continue
		}
		got := irmetaOutcome(c.src)
		if got == w {
			agree++
			continue
		}
		// Newer syntax: irmeta accepts it, or rejects it as newer LLVM
		// does, on llvm-as's line with another message.
		isNewer := false
		for i, re := range newer {
			if re.MatchString(c.id) && (got == "ok" || sameErrorLine(got, w)) {
				isNewer, used[i] = true, true
				break
			}
		}
		if !isNewer {
			t.Errorf("%s:\n%s  irmeta:  %s\n  llvm-as: %s", c.id, c.src, got, w)
		}
	}
	for i, u := range used {
		if !u {
			t.Errorf("diNewer entry %q matches no differing case", diNewer[i].pattern)
		}
	}
	t.Logf("%d of %d cases agree with llvm-as 14; the rest are syntax newer LLVM accepts", agree, len(cases))
}

// sameErrorLine reports whether two outcomes are errors on the same line.
func sameErrorLine(a, b string) bool {
	la, _, okA := strings.Cut(a, ":")
	lb, _, okB := strings.Cut(b, ":")
	return okA && okB && la == lb && a != "ok" && b != "ok"
}

// askAll runs llvm-as 14 on every case, two at a time.
func askAll(t *testing.T, cases []diCase) map[string]string {
	dir := t.TempDir()
	out := make([]string, len(cases))
	var mu sync.Mutex
	var firstErr error
	parallel.For(len(cases), 2, func(i int) {
		o, err := askLLVMAs("llvm-as", dir, i, cases[i].src)
		mu.Lock()
		if err != nil && firstErr == nil {
			firstErr = err
		}
		out[i] = o
		mu.Unlock()
	})
	if firstErr != nil {
		t.Fatal(firstErr)
	}
	m := make(map[string]string, len(cases))
	for i, c := range cases {
		m[c.id] = out[i]
	}
	return m
}

// writeDIFields writes the outcomes, sorted by case id.
func writeDIFields(t *testing.T, cases []diCase, outcomes map[string]string) {
	ids := make([]string, 0, len(cases))
	for _, c := range cases {
		ids = append(ids, c.id)
	}
	sort.Strings(ids)
	var b strings.Builder
	b.WriteString("# llvm-as 14 -disable-verify on the cases of TestDIFieldsLLVM14 (difields_test.go): case id, then ok or line:column: message\n")
	for _, id := range ids {
		fmt.Fprintf(&b, "%s\t%s\n", id, outcomes[id])
	}
	if err := os.WriteFile(diFieldsTable, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
