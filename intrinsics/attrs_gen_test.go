package intrinsics

import (
	"bytes"
	"compress/gzip"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

var regenAttrs = flag.Bool("regen-intrinsic-attrs", false, "rebuild attrsN.txt.gz from the IntrinsicImpl.inc of each release of AttrReleases (llvm-config-N --includedir)")

var (
	// a row of IntrinsicsToAttributesMap: the value (a case number, or
	// LLVM 22's packed "fn << 8 | args") and the name
	mapRowRE    = regexp.MustCompile(`(?m)^\s*(\d+)(?: << 8 \| (\d+))?, // (llvm\.\S+)$`)
	targetRowRE = regexp.MustCompile(`\{(?:llvm::StringLiteral\()?"([a-z0-9]*)"\)?, (\d+), (\d+)\}`)
	caseRE      = regexp.MustCompile(`(?m)^[ \t]*case (\d+):[ \t]*(?:\{|//.*)?$`)
	// LLVM 13-15: arrays of kinds (and values), then AttributeList::get
	kindArrayRE = regexp.MustCompile(`const Attribute::AttrKind (\w+)\[\] ?= ?\{([^}]*)\};`)
	valArrayRE  = regexp.MustCompile(`const uint64_t (\w+)\[\] ?= ?\{([^}]*)\};`)
	asGetRE     = regexp.MustCompile(`AS\[(\d+)\] = AttributeList::get\(C, (AttributeList::FunctionIndex|\d+), (\w+)(?:, (\w+))?\);`)
	// LLVM 16 and later: numbered attribute sets
	asSetRE    = regexp.MustCompile(`AS\[(\d+)\] = \{(AttributeList::FunctionIndex|\d+), getIntrinsic(Arg|Fn)AttributeSet\(C, (\d+)\)\};`)
	numAttrsRE = regexp.MustCompile(`NumAttrs = (\d+);`)
	setAttrRE  = regexp.MustCompile(`Attribute::get\(C, Attribute::(\w+)\)|Attribute::get\(C, Attribute::(\w+), (\d+)\)|getWithMemoryEffects\(C, MemoryEffects::createFromIntValue\((\d+)\)\)|getWithCaptureInfo\(C, CaptureInfo::none\(\)\)|Attribute::Range, ConstantRange\(APInt\(BitWidth, (-?\d+),[^)]*\), APInt\(BitWidth, (-?\d+),`)
	pairRE     = regexp.MustCompile(`\{(\d+), (\d+)\}`)
)

// An attrPos is one position's attributes as the generator reads them:
// index is LLVM's attribute index ("F" the function, "0" the return
// value, "k" parameter k-1), attrs the spellings stored (see attrs.go).
type attrPos struct {
	index string
	attrs []string
}

// incSection returns the text of inc from the first from up to the next
// to after it.
func incSection(t *testing.T, inc, from, to string) string {
	t.Helper()
	i := strings.Index(inc, from)
	if i < 0 {
		t.Fatalf("IntrinsicImpl.inc has no %q", from)
	}
	j := strings.Index(inc[i:], to)
	if j < 0 {
		t.Fatalf("IntrinsicImpl.inc: %q not closed by %q", from, to)
	}
	return inc[i : i+j]
}

// cases splits a switch's text into its cases' bodies by case number.
func cases(body string) map[int]string {
	out := map[int]string{}
	locs := caseRE.FindAllStringSubmatchIndex(body, -1)
	for i, l := range locs {
		end := len(body)
		if i+1 < len(locs) {
			end = locs[i+1][0]
		}
		n, _ := strconv.Atoi(body[l[2]:l[3]])
		out[n] = body[l[1]:end]
	}
	return out
}

// attrSets reads a getIntrinsic{Arg,Fn}AttributeSet switch (LLVM 16 and
// later) into each set's spellings. memVersion is put in the top byte of
// memory values, as the release's bitcode writer does.
func attrSets(t *testing.T, body string, memVersion uint64) map[int][]string {
	out := map[int][]string{}
	for n, c := range cases(body) {
		var attrs []string
		for _, m := range setAttrRE.FindAllStringSubmatch(c, -1) {
			switch {
			case m[1] != "":
				attrs = append(attrs, m[1])
			case m[2] != "":
				attrs = append(attrs, m[2]+"="+m[3])
			case m[4] != "":
				v, _ := strconv.ParseUint(m[4], 10, 64)
				attrs = append(attrs, "Memory="+strconv.FormatUint(v|memVersion<<56, 10))
			case m[5] != "":
				attrs = append(attrs, "Range="+m[5]+":"+m[6])
			default:
				attrs = append(attrs, "Captures=0")
			}
		}
		if want := strings.Count(c, "Attribute::get"); len(attrs) != want {
			t.Fatalf("attribute set %d: %d attributes read of %d:\n%s", n, len(attrs), want, c)
		}
		out[n] = attrs
	}
	return out
}

// kindList splits "{Attribute::A,Attribute::B}"'s inside.
func kindList(s string) []string {
	var out []string
	for _, k := range strings.Split(s, ",") {
		if k = strings.TrimSpace(k); k != "" {
			out = append(out, strings.TrimPrefix(k, "Attribute::"))
		}
	}
	return out
}

func attrIndex(s string) string {
	if s == "AttributeList::FunctionIndex" {
		return "F"
	}
	return s
}

// caseAttrs reads one case of getAttributes' switch (LLVM 13-19): the
// positions AS[0..NumAttrs) that the case fills. A case that sets no
// NumAttrs (LLVM 13-15 set it only with function attributes) gives none.
func caseAttrs(t *testing.T, body string, argSets, fnSets map[int][]string) []attrPos {
	if strings.Contains(body, "return AttributeList();") {
		return nil
	}
	kinds := map[string][]string{}
	for _, m := range kindArrayRE.FindAllStringSubmatch(body, -1) {
		kinds[m[1]] = kindList(m[2])
	}
	vals := map[string][]string{}
	for _, m := range valArrayRE.FindAllStringSubmatch(body, -1) {
		vals[m[1]] = kindList(m[2])
	}
	as := map[int]attrPos{}
	for _, m := range asGetRE.FindAllStringSubmatch(body, -1) {
		i, _ := strconv.Atoi(m[1])
		ks := kinds[m[3]]
		if ks == nil {
			t.Fatalf("no kinds %s in %s", m[3], body)
		}
		p := attrPos{index: attrIndex(m[2])}
		for j, k := range ks {
			if m[4] != "" && vals[m[4]][j] != "0" {
				k += "=" + vals[m[4]][j]
			}
			p.attrs = append(p.attrs, k)
		}
		as[i] = p
	}
	for _, m := range asSetRE.FindAllStringSubmatch(body, -1) {
		i, _ := strconv.Atoi(m[1])
		n, _ := strconv.Atoi(m[4])
		sets := argSets
		if m[3] == "Fn" {
			sets = fnSets
		}
		s, ok := sets[n]
		if !ok {
			t.Fatalf("no %s attribute set %d", m[3], n)
		}
		as[i] = attrPos{index: attrIndex(m[2]), attrs: s}
	}
	if strings.Count(body, "AS[") != len(as) {
		t.Fatalf("case not read whole:\n%s", body)
	}
	m := numAttrsRE.FindStringSubmatch(body)
	if m == nil {
		return nil
	}
	n, _ := strconv.Atoi(m[1])
	var out []attrPos
	for i := 0; i < n; i++ {
		p, ok := as[i]
		if !ok {
			t.Fatalf("AS[%d] not set:\n%s", i, body)
		}
		out = append(out, p)
	}
	return out
}

// generateAttrs reads release v's IntrinsicImpl.inc and returns the text
// of attrsN.txt.gz: the target prefixes, the distinct attribute lists
// ("=" lines, numbered from 0 in order), and every intrinsic (without
// "llvm.", overloaded ones marked ".*") with the number of its list.
func generateAttrs(t *testing.T, v int, inc string) []byte {
	attrsText := incSection(t, inc, "#ifdef GET_INTRINSIC_ATTRIBUTES", "#endif // GET_INTRINSIC_ATTRIBUTES")
	mapText := incSection(t, attrsText, "IntrinsicsToAttributesMap[] = {", "};")
	rows := mapRowRE.FindAllStringSubmatch(mapText, -1)
	var lists [][]attrPos
	if v >= 22 {
		argSets := attrSets(t, incSection(t, attrsText, "getIntrinsicArgAttributeSet(LLVMContext", "} // getIntrinsicArgAttributeSet"), 1)
		fnSets := attrSets(t, incSection(t, attrsText, "getIntrinsicFnAttributeSet(LLVMContext", "} // getIntrinsicFnAttributeSet"), 1)
		pairs := pairRE.FindAllStringSubmatch(incSection(t, attrsText, "ArgAttrIdTable[] = {", "};"), -1)
		infos := pairRE.FindAllStringSubmatch(incSection(t, attrsText, "ArgAttributesInfoTable[] = {", "};"), -1)
		for _, r := range rows {
			fn, _ := strconv.Atoi(r[1])
			arg, _ := strconv.Atoi(r[2])
			if r[2] == "" || arg >= len(infos) {
				t.Fatalf("map row %q", r[0])
			}
			start, _ := strconv.Atoi(infos[arg][1])
			n, _ := strconv.Atoi(infos[arg][2])
			var l []attrPos
			for _, p := range pairs[start : start+n] {
				id, _ := strconv.Atoi(p[2])
				l = append(l, attrPos{index: p[1], attrs: argSets[id]})
			}
			if fn != 127 {
				l = append(l, attrPos{index: "F", attrs: fnSets[fn]})
			}
			lists = append(lists, l)
		}
	} else {
		var argSets, fnSets map[int][]string
		if v >= 16 {
			argSets = attrSets(t, incSection(t, attrsText, "getIntrinsicArgAttributeSet(LLVMContext", "\n}\n"), 0)
			fnSets = attrSets(t, incSection(t, attrsText, "getIntrinsicFnAttributeSet(LLVMContext", "\n}\n"), 0)
		}
		sw := attrsText[strings.Index(attrsText, "switch(IntrinsicsToAttributesMap[id - 1])"):]
		byCase := map[int][]attrPos{}
		for n, body := range cases(sw) {
			byCase[n] = caseAttrs(t, body, argSets, fnSets)
		}
		for _, r := range rows {
			n, _ := strconv.Atoi(r[1])
			l, ok := byCase[n]
			if !ok {
				t.Fatalf("no case %d for %s", n, r[3])
			}
			lists = append(lists, l)
		}
	}
	// The overload bit of ID i (names are IDs 1..n in map order).
	bits := overloadBits(incSection(t, inc, "OTable[] = {", "};"))
	if len(rows) < 5000 || len(bits) != (len(rows)+1+7)/8 {
		t.Fatalf("LLVM %d: %d intrinsics, %d overload bytes", v, len(rows), len(bits))
	}
	var targets []string
	for _, m := range targetRowRE.FindAllStringSubmatch(incSection(t, inc, "TargetInfos[] = {", "};"), -1) {
		if m[1] != "" {
			targets = append(targets, m[1])
		}
	}
	if len(targets) < 10 {
		t.Fatalf("LLVM %d: only %d targets", v, len(targets))
	}
	// Lists are numbered in order of first use by name.
	type row struct{ name, list string }
	var out []row
	for i, r := range rows {
		var parts []string
		l := append([]attrPos(nil), lists[i]...)
		sort.SliceStable(l, func(a, b int) bool { return posOrder(l[a].index) < posOrder(l[b].index) })
		for _, p := range l {
			parts = append(parts, p.index+":"+strings.Join(dedupKinds(p.attrs), ","))
		}
		name := strings.TrimPrefix(r[3], "llvm.")
		id := i + 1
		if bits[id/8]&(1<<(id%8)) != 0 {
			name += ".*"
		}
		out = append(out, row{name, strings.Join(parts, " ")})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	listNo := map[string]int{}
	var head, names bytes.Buffer
	fmt.Fprintf(&head, "# targets: %s\n", strings.Join(targets, " "))
	for _, r := range out {
		n, ok := listNo[r.list]
		if !ok {
			n = len(listNo)
			listNo[r.list] = n
			fmt.Fprintf(&head, "=%s\n", r.list)
		}
		fmt.Fprintf(&names, "%s\t%d\n", r.name, n)
	}
	head.Write(names.Bytes())
	return head.Bytes()
}

// dedupKinds keeps one attribute of each kind, the last one's value, as
// a set built from a list with a kind twice holds it (LLVM 15's table has
// ImmArg twice on a parameter of llvm.amdgcn.global.load.lds).
func dedupKinds(attrs []string) []string {
	at := map[string]int{}
	var out []string
	for _, a := range attrs {
		k, _, _ := strings.Cut(a, "=")
		if i, ok := at[k]; ok {
			out[i] = a
			continue
		}
		at[k] = len(out)
		out = append(out, a)
	}
	return out
}

// posOrder sorts positions as LLVM's AttributeList holds them: the
// function first, then the return value and the parameters.
func posOrder(index string) int {
	if index == "F" {
		return -1
	}
	n, _ := strconv.Atoi(index)
	return n
}

// TestGenerateAttrs rebuilds the attribute tables with
// -regen-intrinsic-attrs; without it, it checks that each stored table
// reads back whole.
func TestGenerateAttrs(t *testing.T) {
	if !*regenAttrs {
		for _, v := range AttrReleases {
			rt := attrTable(v)
			n := 0
			for _, tt := range rt.tables.all() {
				n += len(tt.names)
			}
			if n < 5000 || len(rt.lists) < 100 {
				t.Errorf("LLVM %d: %d names, %d lists", v, n, len(rt.lists))
			}
		}
		return
	}
	for _, v := range AttrReleases {
		out, err := exec.Command(fmt.Sprintf("llvm-config-%d", v), "--includedir").Output()
		if err != nil {
			t.Fatal(err)
		}
		inc, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(out)), "llvm", "IR", "IntrinsicImpl.inc"))
		if err != nil {
			t.Fatal(err)
		}
		text := generateAttrs(t, v, string(inc))
		var z bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&z, gzip.BestCompression)
		zw.Write(text)
		if err := zw.Close(); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(fmt.Sprintf("attrs%d.txt.gz", v), z.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("LLVM %d: %d lines, %d bytes", v, bytes.Count(text, []byte("\n")), z.Len())
	}
}
