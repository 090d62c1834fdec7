package bitcode

import (
	"sort"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/bitcode/bitstream"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/token"
)

// A tok is a word, a quoted string or one punctuation byte of a header.
type tok struct {
	s   string
	str bool // quoted string (s is the decoded value)
	pos int  // offset in the tokenized text
}

// tokenize splits attribute and header text into tokens.
func tokenize(s string) []tok {
	var out []tok
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case c == ';':
			for i < len(s) && s[i] != '\n' {
				i++
			}
		case c == '"':
			j := i + 1
			for j < len(s) && s[j] != '"' {
				j++
			}
			out = append(out, tok{s: parser.Unquote([]byte(s[i:min(j+1, len(s))])), str: true, pos: i})
			i = j + 1
		case isWordByte(c):
			j := i
			for j < len(s) && isWordByte(s[j]) {
				j++
			}
			if j < len(s) && s[j] == '"' && (c == '@' || c == '%' || c == '$' || c == '!') && j == i+1 {
				k := j + 1
				for k < len(s) && s[k] != '"' {
					k++
				}
				j = min(k+1, len(s))
			}
			out = append(out, tok{s: s[i:j], pos: i})
			i = j
		default:
			out = append(out, tok{s: s[i : i+1], pos: i})
			i++
		}
	}
	return out
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '.' || c == '-' || c == '$' || c == '%' || c == '@' || c == '#' || c == '!'
}

// lastAttrKind14 is the last attribute kind LLVM 14 knows
// (disable_sanitizer_instrumentation); attrMemory is memory(...)'s.
const (
	lastAttrKind14 = 78
	attrMemory     = 86
)

// An encAttr is one attribute as a group record stores it.
type encAttr struct {
	kind uint64 // 0 enum, 1 int, 3 string, 4 string with value, 5 type attribute without its type, 6 with it, 7 range, 8 range list
	code uint64
	ops  []uint64 // a range's or range list's operands
	val  uint64
	key  string
	str  string
	ty   *ast.Type
}

func (a encAttr) sortKey() string {
	switch a.kind {
	case 3, 4:
		return "1" + a.key
	}
	return "0" + strconv.FormatUint(a.code+1000, 10)
}

var attrCodeByName = func() map[string]uint64 {
	m := map[string]uint64{}
	for code, info := range attrKinds {
		m[info.name] = code
	}
	return m
}()

// parseAttrs reads attributes from ts starting at i and returns them and
// the index of the first token that is not an attribute. In attribute
// groups (group true) integer attributes are spelled name=N.
func parseAttrs(ts []tok, i int, group bool) ([]encAttr, int) {
	var out []encAttr
	for i < len(ts) {
		t := ts[i]
		if t.str {
			a := encAttr{kind: 3, key: t.s}
			i++
			if i+1 < len(ts) && ts[i].s == "=" && ts[i+1].str {
				a.kind, a.str = 4, ts[i+1].s
				i += 2
			}
			out = append(out, a)
			continue
		}
		code, ok := attrCodeByName[t.s]
		if !ok {
			return out, i
		}
		info := attrKinds[code]
		switch {
		case t.s == "align" || t.s == "alignstack":
			// align N, align=N, align(N), alignstack(N), alignstack=N
			n, j := attrIntArg(ts, i+1)
			if j < 0 {
				unsupported("attribute", "%s without a value", t.s)
			}
			out = append(out, encAttr{kind: 1, code: code, val: n})
			i = j
		case info.cat == catEnum:
			if i+1 < len(ts) && ts[i+1].s == "(" {
				unsupported("attribute", "%s(...)", t.s)
			}
			out = append(out, encAttr{kind: 0, code: code})
			i++
		case t.s == "uwtable":
			if i+1 < len(ts) && ts[i+1].s == "(" {
				if i+3 < len(ts) && ts[i+3].s == ")" {
					switch ts[i+2].s {
					case "sync":
						out = append(out, encAttr{kind: 1, code: code, val: 1})
						i += 4
						continue
					case "async":
						out = append(out, encAttr{kind: 1, code: code, val: 2})
						i += 4
						continue
					}
				}
				unsupported("attribute", "uwtable(...)")
			}
			// Plain uwtable: the enum form LLVM 14 writes, which later
			// readers take as uwtable(async).
			out = append(out, encAttr{kind: 0, code: code})
			i++
		case (t.s == "vscale_range" || t.s == "allocsize") && i+1 < len(ts) && ts[i+1].s == "(":
			// vscale_range(min[,max]): min<<32|max (max = min when
			// omitted); allocsize(size[,count]): size<<32|count (all ones
			// when omitted)
			end := matchParen(ts, i+1)
			var nums []uint64
			for _, a := range ts[i+2 : end] {
				if a.s == "," {
					continue
				}
				n, err := strconv.ParseUint(a.s, 10, 32)
				if err != nil {
					unsupported("attribute", "%s", t.s)
				}
				nums = append(nums, n)
			}
			if len(nums) == 1 {
				second := nums[0]
				if t.s == "allocsize" {
					second = 0xFFFFFFFF
				}
				nums = append(nums, second)
			}
			if len(nums) != 2 {
				unsupported("attribute", "%s", t.s)
			}
			out = append(out, encAttr{kind: 1, code: code, val: nums[0]<<32 | nums[1]})
			i = end + 1
		case t.s == "dereferenceable" || t.s == "dereferenceable_or_null":
			n, j := attrIntArg(ts, i+1)
			if j < 0 {
				unsupported("attribute", "%s without a value", t.s)
			}
			out = append(out, encAttr{kind: 1, code: code, val: n})
			i = j
		case info.cat == catType:
			if i+1 < len(ts) && ts[i+1].s == "(" {
				end := matchParen(ts, i+1)
				ty := typeFromTokens(ts[i+2 : end])
				out = append(out, encAttr{kind: 6, code: code, ty: ty})
				i = end + 1
			} else {
				out = append(out, encAttr{kind: 5, code: code})
				i++
			}
		case t.s == "dead_on_return" && (i+1 >= len(ts) || ts[i+1].s != "("):
			// without a size: the enum form llvm-as writes
			out = append(out, encAttr{kind: 0, code: code})
			i++
		case valuedAttrs[t.s] && i+1 < len(ts) && ts[i+1].s == "(":
			end := matchParen(ts, i+1)
			args := ts[i+2 : end]
			a := encAttr{kind: 1, code: code}
			switch t.s {
			case "memory":
				a.val = memoryValue(args)
			case "captures":
				a.val = capturesValue(args)
			case "nofpclass":
				a.val = fpClassValue(args)
			case "allockind":
				if len(args) != 1 || !args[0].str {
					unsupported("attribute", "allockind(...)")
				}
				a.val = allocKindValue(args[0].s)
			case "range":
				a.kind, a.ops = 7, rangeOps(args)
			case "initializes":
				a.kind, a.ops = 8, initializesOps(args)
			}
			out = append(out, a)
			i = end + 1
		default:
			unsupported("attribute", "%s", t.s)
		}
	}
	return out, i
}

// valuedAttrs are the attributes whose parenthesized value write_attrvals.go
// reads.
var valuedAttrs = map[string]bool{"memory": true, "captures": true, "nofpclass": true, "allockind": true,
	"range": true, "initializes": true}

// attrIntArg reads "N", "=N" or "(N)" at i; j is the index after it, or -1.
func attrIntArg(ts []tok, i int) (uint64, int) {
	if i < len(ts) && (ts[i].s == "=") {
		i++
	}
	if i+2 < len(ts) && ts[i].s == "(" && ts[i+2].s == ")" {
		n, err := strconv.ParseUint(ts[i+1].s, 10, 64)
		if err != nil {
			return 0, -1
		}
		return n, i + 3
	}
	if i < len(ts) {
		n, err := strconv.ParseUint(ts[i].s, 10, 64)
		if err == nil {
			return n, i + 1
		}
	}
	return 0, -1
}

// matchParen returns the index of the ')' that closes the '(' at i.
func matchParen(ts []tok, i int) int {
	depth := 0
	for j := i; j < len(ts); j++ {
		switch ts[j].s {
		case "(":
			if !ts[j].str {
				depth++
			}
		case ")":
			if !ts[j].str {
				depth--
				if depth == 0 {
					return j
				}
			}
		}
	}
	unsupported("attribute", "unbalanced parentheses")
	return 0
}

// typeFromTokens parses a type spelled by ts.
func typeFromTokens(ts []tok) *ast.Type {
	var b strings.Builder
	for _, t := range ts {
		if t.str {
			b.WriteString(ast.QuoteString(t.s))
		} else {
			b.WriteString(t.s)
		}
		b.WriteByte(' ')
	}
	src := []byte(b.String())
	mod := &ast.Module{File: token.NewFile("<type>", src), Src: src}
	t, err := parser.NewDecoder(mod).TypeAt(0)
	if err != nil || t == nil {
		unsupported("attribute", "type %s", b.String())
	}
	return t
}

// An attrTable collects attribute groups (one per attribute set and
// index) and attribute lists (what functions and calls refer to).
type attrTable struct {
	e        *encoder
	groups   []attrGroup
	groupIDs map[string]int
	lists    [][]int
	listIDs  map[string]int
	byGroup  map[int32][]encAttr // attribute group #N of the text
}

type attrGroup struct {
	index uint64
	attrs []encAttr
}

func (at *attrTable) init(e *encoder) {
	at.e = e
	at.groupIDs = map[string]int{}
	at.listIDs = map[string]int{}
	at.byGroup = map[int32][]encAttr{}
	for i := range e.m.AttrGroups {
		g := &e.m.AttrGroups[i]
		body := e.m.Text(g.Body)
		ts := tokenize(strings.TrimSuffix(strings.TrimPrefix(body, "{"), "}"))
		attrs, j := parseAttrs(ts, 0, true)
		if j != len(ts) {
			unsupported("attribute", "%s in attributes #%d", ts[j].s, g.ID)
		}
		at.byGroup[g.ID] = attrs
	}
}

// group returns the attributes of text group #N.
func (at *attrTable) group(ref string) []encAttr {
	n, err := strconv.Atoi(strings.TrimPrefix(ref, "#"))
	if err != nil {
		unsupported("attribute", "%s", ref)
	}
	// LLParser gives a group never defined no attributes.
	return at.byGroup[int32(n)]
}

// list returns the attribute list id (1-based, 0 for none) of the sets
// fn (function), ret and params.
func (at *attrTable) list(fn, ret []encAttr, params [][]encAttr) uint64 {
	type set struct {
		idx   uint64
		attrs []encAttr
	}
	var sets []set
	if len(fn) > 0 {
		sets = append(sets, set{0xFFFFFFFF, fn})
	}
	if len(ret) > 0 {
		sets = append(sets, set{0, ret})
	}
	for i, p := range params {
		if len(p) > 0 {
			sets = append(sets, set{uint64(i + 1), p})
		}
	}
	if len(sets) == 0 {
		return 0
	}
	var grps []int
	var lkey strings.Builder
	for _, s := range sets {
		attrs := dedupeAttrs(s.attrs)
		for _, a := range attrs {
			if a.ty != nil {
				at.e.types.id(a.ty)
			}
		}
		key := strconv.FormatUint(s.idx, 10) + "|" + attrsKey(attrs)
		id, ok := at.groupIDs[key]
		if !ok {
			id = len(at.groups) + 1
			at.groupIDs[key] = id
			at.groups = append(at.groups, attrGroup{s.idx, attrs})
		}
		grps = append(grps, id)
		lkey.WriteString(strconv.Itoa(id) + ",")
	}
	id, ok := at.listIDs[lkey.String()]
	if !ok {
		at.lists = append(at.lists, grps)
		id = len(at.lists)
		at.listIDs[lkey.String()] = id
	}
	return uint64(id)
}

// dedupeAttrs sorts a set and keeps the last of repeated attributes.
func dedupeAttrs(in []encAttr) []encAttr {
	seen := map[string]int{}
	var out []encAttr
	for _, a := range in {
		k := a.sortKey()
		if i, ok := seen[k]; ok {
			out[i] = a
			continue
		}
		seen[k] = len(out)
		out = append(out, a)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].sortKey() < out[j].sortKey() })
	return out
}

func attrsKey(attrs []encAttr) string {
	var b strings.Builder
	for _, a := range attrs {
		b.WriteString(a.sortKey() + "=" + strconv.FormatUint(a.val, 10) + "=" + a.str + "\x00")
		for _, x := range a.ops {
			b.WriteString(strconv.FormatUint(x, 10) + ",")
		}
		if a.ty != nil {
			b.WriteString(typeKey(a.ty))
		}
		b.WriteString("\x01")
	}
	return b.String()
}

func (at *attrTable) emit(w *bitstream.Writer) {
	if len(at.groups) == 0 {
		return
	}
	w.EnterBlock(wParamAttrGroup, 3)
	for i, g := range at.groups {
		ops := []uint64{uint64(i + 1), g.index}
		for _, a := range g.attrs {
			if a.kind != 3 && a.kind != 4 && a.code > lastAttrKind14 && !at.e.v.Has(llvmver.AttrKindsAfter14) {
				unsupported("attribute", "%s before %s", attrKinds[a.code].name, llvmver.AttrKindsAfter14.Since())
			}
			ops = append(ops, a.kind)
			switch a.kind {
			case 0, 5:
				ops = append(ops, a.code)
			case 1:
				val := a.val
				if a.code == attrMemory && !at.e.v.Has(llvmver.MemoryEncodingV1) {
					val = memoryVersion0(val)
				}
				ops = append(ops, a.code, val)
			case 7, 8:
				ops = append(append(ops, a.code), a.ops...)
			case 3:
				ops = append(append(ops, chars(a.key)...), 0)
			case 4:
				ops = append(append(ops, chars(a.key)...), 0)
				ops = append(append(ops, chars(a.str)...), 0)
			case 6:
				ops = append(ops, a.code, at.e.types.ref(a.ty))
			}
		}
		w.EmitRecord(3, ops)
	}
	w.ExitBlock()
	w.EnterBlock(wParamAttrBlock, 3)
	for _, l := range at.lists {
		ops := make([]uint64, len(l))
		for i, g := range l {
			ops[i] = uint64(g)
		}
		w.EmitRecord(2, ops)
	}
	w.ExitBlock()
}
