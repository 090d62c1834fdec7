package intrinsics

import (
	"embed"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// attrsN.txt.gz holds release N's intrinsics and the attributes its
// Intrinsic::getAttributes gives each (generated from that release's
// IntrinsicImpl.inc, see attrs_gen_test.go). A first line "# targets:
// ..." names the target prefixes; each "=" line is one attribute list
// (numbered from 0), its positions separated by spaces, each "index:" and
// the attributes; every other line is an intrinsic, without "llvm." and
// with ".*" when overloaded, a tab and its list's number.
//
//go:embed attrs*.txt.gz
var attrsFS embed.FS

// AttrReleases are the releases whose intrinsic attribute tables are
// stored, oldest first.
var AttrReleases = []int{13, 14, 15, 16, 19, 22}

// An Attr is one attribute of an intrinsic's table: Kind is the name
// LLVM's Attribute::AttrKind gives it ("NoUnwind", "Memory"), Value the
// integer of an integer attribute (an alignment in bytes, a memory or
// captures value as the release's bitcode writes it), and Lo and Hi the
// bounds of a Range, which take the position's bit width.
type Attr struct {
	Kind   string
	Value  uint64
	Lo, Hi int64
}

// An AttrPos is the attributes of one position of a declaration: Index
// is -1 for the function, 0 for the return value and k for parameter k-1
// (LLVM's attribute index).
type AttrPos struct {
	Index int
	Attrs []Attr
}

// attrTab is one release's table.
type attrTab struct {
	tables *tableSet
	lists  [][]AttrPos // the "=" lines; a table's lists index them
}

var (
	attrMu   sync.Mutex
	attrTabs = map[int]*attrTab{}
)

// Attributes returns the attributes LLVM release rel's reader gives a
// declaration named name (UpgradeIntrinsicFunction sets an intrinsic's
// attributes to the table's, dropping what the file held), and whether
// name is an intrinsic of that release. A release between two stored
// ones reads with the later table, one before the oldest with the oldest.
// Overloaded intrinsics match by their name followed by a dot, as LLVM's
// lookup does.
func Attributes(rel int, name string) ([]AttrPos, bool) {
	at, t, i, ok := releaseFind(rel, name)
	if !ok {
		return nil, false
	}
	return at.lists[t.lists[i]], true
}

// releaseFind finds name in release rel's table (see Attributes): the
// table of its target (or the generic one) and its index there.
func releaseFind(rel int, name string) (at *attrTab, t *table, i int, ok bool) {
	if !strings.HasPrefix(name, "llvm.") {
		return nil, nil, 0, false
	}
	at = attrTable(tableRelease(rel))
	t, target := at.tables.tableOf(name)
	i = t.find(name, target)
	if i < 0 || t.names[i] != name && !t.overloaded[i] {
		return nil, nil, 0, false
	}
	return at, t, i, true
}

// ReleaseLookup returns the intrinsic a function named name is in LLVM
// release rel's table (see Attributes for rel): its base name and
// whether it is overloaded.
func ReleaseLookup(rel int, name string) (base string, overloaded, ok bool) {
	_, t, i, ok := releaseFind(rel, name)
	if !ok {
		return "", false, false
	}
	return t.names[i], t.overloaded[i], true
}

// tableRelease is the stored table release rel reads with.
func tableRelease(rel int) int {
	for _, r := range AttrReleases {
		if r >= rel {
			return r
		}
	}
	return AttrReleases[len(AttrReleases)-1]
}

// attrTable returns release v's table (its tables are read on first use).
func attrTable(v int) *attrTab {
	attrMu.Lock()
	defer attrMu.Unlock()
	if at := attrTabs[v]; at != nil {
		return at
	}
	at := &attrTab{}
	name := fmt.Sprintf("attrs%d.txt.gz", v)
	at.tables = newTableSet(name, func() ([]byte, error) { return attrsFS.ReadFile(name) },
		func(t *table, pool *strPool, line string) error {
			line, no, _ := strings.Cut(line, "\t")
			n, err := strconv.Atoi(no)
			if err != nil || n >= len(at.lists) {
				return fmt.Errorf("line %q", line)
			}
			name, over := strings.CutSuffix(line, ".*")
			t.names = append(t.names, pool.join("llvm.", name))
			t.overloaded = append(t.overloaded, over)
			t.lists = append(t.lists, int32(n))
			return nil
		},
		func(line string) error {
			list, err := parseAttrList(line[1:])
			if err != nil {
				return err
			}
			at.lists = append(at.lists, list)
			return nil
		})
	attrTabs[v] = at
	return at
}

// parseAttrList reads an "=" line's positions.
func parseAttrList(s string) ([]AttrPos, error) {
	var out []AttrPos
	for _, pos := range strings.Fields(s) {
		idx, attrs, _ := strings.Cut(pos, ":")
		p := AttrPos{Index: -1}
		if idx != "F" {
			n, err := strconv.Atoi(idx)
			if err != nil {
				return nil, fmt.Errorf("position %q", pos)
			}
			p.Index = n
		}
		for _, a := range strings.Split(attrs, ",") {
			if a == "" {
				continue
			}
			kind, val, hasVal := strings.Cut(a, "=")
			at := Attr{Kind: kind}
			var err error
			switch {
			case !hasVal:
			case kind == "Range":
				lo, hi, _ := strings.Cut(val, ":")
				at.Lo, err = strconv.ParseInt(lo, 10, 64)
				if err == nil {
					at.Hi, err = strconv.ParseInt(hi, 10, 64)
				}
			default:
				at.Value, err = strconv.ParseUint(val, 10, 64)
			}
			if err != nil {
				return nil, fmt.Errorf("attribute %q", a)
			}
			p.Attrs = append(p.Attrs, at)
		}
		out = append(out, p)
	}
	return out, nil
}

// LoaderAttributes returns the attributes LLVM release rel's loader
// gives a declaration named name of type fn (a function type), and
// whether it replaces the declaration's own with them: it does for every
// intrinsic the release knows, and from llvmver.IntrinsicAttrsNeedSignature
// on only when fn fits the intrinsic's signature. The bitcode reader and
// the verifier both ask it.
func LoaderAttributes(rel llvmver.Version, name string, fn *ast.Type) ([]AttrPos, bool) {
	attrs, known := Attributes(int(rel), name)
	if !known {
		return nil, false
	}
	if rel.Has(llvmver.IntrinsicAttrsNeedSignature) && !FitsSignature(name, fn) {
		return nil, false
	}
	return attrs, true
}
