package md

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/internal/gensynth"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/token"
)

// TestLightSkeletonMatchesNode checks, for every definition of every
// corpus module that lightSkeleton reads from tokens, that it gives the
// skeleton nodeSkeleton computes from the decoded Node: the same hash, the
// same children in the same order and the same distinctness. Diff relies
// on it, as one module may reach a node through tokens and the other
// through a Node (an edited or differently written module).
func TestLightSkeletonMatchesNode(t *testing.T) {
	root := corpus.Root(t)
	var files []string
	for _, e := range corpus.LLVMTest(t) {
		files = append(files, filepath.Join(root, "llvm-test", e.Path))
	}
	files = append(files, corpus.Files(t, "coreutils")...)
	light, total := 0, 0
	check := func(name string, src []byte) {
		m, err := parser.ParseFile(name, src, 0)
		if err != nil {
			return
		}
		g := New(m)
		cl, cn := newCanonState(g), newCanonState(g)
		for i := range m.MDDefs {
			total++
			r := ref(i)
			if !cl.lightSkeleton(r) && !cl.lightTupleSkeleton(r) {
				continue
			}
			light++
			cn.nodeSkeleton(r, g.defNode(i))
			kl := cl.kids[cl.kidOff[r] : cl.kidOff[r]+1+int32(cl.kids[cl.kidOff[r]])]
			kn := cn.kids[cn.kidOff[r] : cn.kidOff[r]+1+int32(cn.kids[cn.kidOff[r]])]
			if cl.skel[r] != cn.skel[r] || !slices.Equal(kl, kn) || cl.st[r]&stDistinct != cn.st[r]&stDistinct {
				t.Errorf("%s: %s: token skeleton %x %v %v, node skeleton %x %v %v", name, m.Text(m.MDDefs[i].Span),
					cl.skel[r], kl, cl.st[r]&stDistinct != 0, cn.skel[r], kn, cn.st[r]&stDistinct != 0)
			}
		}
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		check(f, src)
	}
	var buf bytes.Buffer
	if err := gensynth.Write(&buf, gensynth.Options{Size: 2_000_000, Seed: 3}); err != nil {
		t.Fatal(err)
	}
	check("synthetic", buf.Bytes())
	t.Logf("%d of %d definitions read from tokens, all equal to their Node's skeleton", light, total)
	if light < total/2 {
		t.Errorf("only %d of %d definitions read from tokens", light, total)
	}
}

// TestCanonLiteral checks appendCanonLiteral against the plain definition
// (split, trim, sort and join flags; integers through int64).
func TestCanonLiteral(t *testing.T) {
	ref := func(kind ast.MDKind, text string) string {
		switch kind {
		case ast.MDFlags:
			parts := strings.Split(text, "|")
			for i := range parts {
				parts[i] = strings.TrimSpace(parts[i])
			}
			sort.Strings(parts)
			return strings.Join(parts, "|")
		case ast.MDInt:
			if i, err := strconv.ParseInt(text, 10, 64); err == nil {
				return strconv.FormatInt(i, 10)
			}
			if u, err := strconv.ParseUint(text, 10, 64); err == nil {
				return strconv.FormatInt(int64(u), 10)
			}
		case ast.MDRawString:
			return "\"" + text
		}
		return text
	}
	cases := []struct {
		kind ast.MDKind
		text string
	}{
		{ast.MDInt, "0"}, {ast.MDInt, "-0"}, {ast.MDInt, "+7"}, {ast.MDInt, "007"}, {ast.MDInt, "-"}, {ast.MDInt, ""},
		{ast.MDInt, "123456789012345678"}, {ast.MDInt, "9223372036854775807"}, {ast.MDInt, "9223372036854775808"},
		{ast.MDInt, "18446744073709551615"}, {ast.MDInt, "18446744073709551616"}, {ast.MDInt, "-9223372036854775808"},
		{ast.MDInt, "0x10"}, {ast.MDInt, "1_0"},
		{ast.MDFlags, "DIFlagB | DIFlagA"}, {ast.MDFlags, "DIFlagA|DIFlagA"}, {ast.MDFlags, " C |B|  A "}, {ast.MDFlags, "X"},
		{ast.MDFlags, "a|b|c|d|e|f|g|h|i|j|k|l|m|n|o|p|q|r|s"}, {ast.MDFlags, "|"},
		{ast.MDRawString, ""}, {ast.MDRawString, "x"}, {ast.MDIdent, "DW_TAG_member"},
	}
	for _, c := range cases {
		if got, want := string(appendCanonLiteral([]byte("pre"), c.kind, c.text)), "pre"+ref(c.kind, c.text); got != want {
			t.Errorf("appendCanonLiteral(%v, %q) = %q, want %q", c.kind, c.text, got, want)
		}
	}
}

// TestFastScanLight checks that fastScanLight, where it is sure, reads
// every definition of the corpus exactly as the scanner-based
// tokenScanLight does, and then does the same on mutations of typical
// definitions (characters inserted, removed or replaced), where a wrong
// shortcut would show.
func TestFastScanLight(t *testing.T) {
	sure, total := 0, 0
	check := func(name string, src []byte, d *ast.MDDef) {
		var fa, fb [maxLightFields]lightField
		na, nfa, ok := fastScanLight(src, d, &fa)
		if !ok {
			return
		}
		sure++
		nb, nfb, okb := tokenScanLight(src, d, &fb)
		if !okb {
			nb, nfb = "", 0
		}
		if na != nb || nfa != nfb || fa != fb {
			t.Errorf("%s: %q: fast %q %v, scanner %q %v", name, src[d.Start:d.End], na, fa[:nfa], nb, fb[:nfb])
		}
	}
	eachCorpusModule(t, func(f string, m *ast.Module) {
		for i := range m.MDDefs {
			total++
			check(f, m.Src, &m.MDDefs[i])
		}
	})
	t.Logf("fast path sure of %d of %d corpus definitions", sure, total)
	if sure < total/2 {
		t.Errorf("fast path sure of only %d of %d definitions", sure, total)
	}
	lines := []string{
		`!DILocation(line: 12, column: -3, scope: !4, inlinedAt: !7)`,
		`distinct !DILexicalBlock(scope: !5, file: !1, line: 690829, column: 3)`,
		`!DILocalVariable(name: "a\\41b", arg: 1, scope: !28, file: !1, line: 12, type: !15, flags: DIFlagArtificial)`,
		`!DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed, tag: 36)`,
		`!DIFile(filename: "", directory: !"x", checksumkind: CSK_MD5, source: null)`,
		`!GenericDINode(tag: DW_TAG_entry_point, header: "x")`,
		`!DICompositeType(tag: DW_TAG_structure_type, identifier: "_ZTS1S", flags: DIFlagA | DIFlagB)`,
		`!DISubrange(count: 007, lowerBound: u0x1F)`,
		`!DIEnumerator(name: "e", value: 18446744073709551615, isUnsigned: true)`,
		`!DILocation()`,
		`!DITemplateValueParameter(a: i32, b: ptr, c: void)`,
	}
	mut := lineMutator{alphabet: " ,:()!\"-_|;\t\n0123456789abcxyzADIu\\{}.$", seed: 1}
	sure = 0
	for _, line := range lines {
		variants := []string{line}
		for k := 0; k < 400; k++ {
			variants = append(variants, mut.mutate(line))
		}
		for _, v := range variants {
			src := []byte("!0 = " + v + "\n")
			start := len("!0 = ")
			if strings.HasPrefix(v, "distinct ") {
				start += len("distinct ")
			}
			d := &ast.MDDef{ID: 0, ValueStart: token.Pos(start), Span: ast.Span{Start: 0, End: token.Pos(len(src) - 1)}}
			check("mutation", src, d)
		}
	}
	t.Logf("fast path sure of %d of %d mutated definitions", sure, 401*len(lines))
	if sure < 401*len(lines)/10 {
		t.Errorf("fast path sure of only %d mutated definitions", sure)
	}
}

// TestMayBeEnum checks that the fields mayBeEnum rules out are indeed no
// enumerations.
func TestMayBeEnum(t *testing.T) {
	for name := range dwEnumFields {
		if !mayBeEnum(name) {
			t.Errorf("mayBeEnum(%q) = false, but it is a DWARF enumeration field", name)
		}
	}
	for name := range enumAliases {
		if !mayBeEnum(name) {
			t.Errorf("mayBeEnum(%q) = false, but it has enumeration aliases", name)
		}
	}
}
