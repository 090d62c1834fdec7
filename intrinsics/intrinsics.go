// Package intrinsics is irmeta's table of the intrinsic functions LLVM 22
// knows: every name, and whether the intrinsic is overloaded (its name then
// takes type suffixes, as in llvm.abs.i32). The table is generated from
// LLVM 22's own tables (IntrinsicImpl.inc, see gen_test.go), and a sample
// of it is checked against what llvm-dis-22 says of declarations
// (oracle_test.go).
//
// Lookup follows LLVM's Intrinsic::lookupIntrinsicID, so that irmeta says
// of a function named "llvm.*" what LLVM says: an intrinsic, or, as
// AsmWriter prints, "; Unknown intrinsic".
//
// The functions ending in In (MatchSignatureIn, ExampleIn, LookupIn) read
// the signature table of another release: those of SigReleases (LLVM 14,
// 15, 16 and 19's, each generated from its own IntrinsicImpl.inc, see
// sigs_gen_test.go, the first three with typed pointers, and LLVM 22's),
// a release without its own read with the nearest below (not with a table
// of typed pointers).
//
// Attributes gives, for the releases of AttrReleases (13 to 22), the
// attributes each release's reader gives an intrinsic declaration, from
// tables generated from those releases' IntrinsicImpl.inc (attrs.go).
package intrinsics

import (
	_ "embed"
	"sort"
	"strings"
)

// names.txt.gz holds one intrinsic a line, without its "llvm." prefix,
// overloaded ones marked by a trailing ".*", then a tab and its type
// signature as LLVM's tables encode it, in hexadecimal (see
// signature.go); a first line "# targets: ..." names the target prefixes
// whose intrinsics LLVM looks up apart.
//
//go:embed names.txt.gz
var namesGz []byte

type table struct {
	names      []string // sorted, with "llvm."
	overloaded []bool
	sigs       []string // each name's encoded signature (see signature.go)
	lists      []int32  // an attribute table's: each name's list (attrTab.lists)
}

// names22 is LLVM 22's signature table.
var names22 = newTableSet("names.txt.gz", func() ([]byte, error) { return namesGz, nil }, sigEntry, nil)

// sigEntry reads a line of a signature table: a name without its "llvm."
// prefix, ".*" when it is overloaded, a tab and the encoded signature.
func sigEntry(t *table, pool *strPool, line string) error {
	line, sig, _ := strings.Cut(line, "\t")
	name, over := strings.CutSuffix(line, ".*")
	t.names = append(t.names, pool.join("llvm.", name))
	t.overloaded = append(t.overloaded, over)
	t.sigs = append(t.sigs, pool.join(sig, ""))
	return nil
}

// targetOf returns the component after "llvm." ("x86" of
// "llvm.x86.sse2.pause").
func targetOf(name string) string {
	rest := strings.TrimPrefix(name, "llvm.")
	t, _, _ := strings.Cut(rest, ".")
	return t
}

// Lookup returns the intrinsic a function named name (without '@') is:
// the table's name (name itself, or the overloaded intrinsic name names
// with type suffixes), and whether there is one. A name that does not
// start with "llvm." is no intrinsic.
func Lookup(name string) (string, bool) {
	if !strings.HasPrefix(name, "llvm.") {
		return "", false
	}
	t, target := names22.tableOf(name)
	return t.lookup(name, target)
}

// lookup is Lookup in table t, whose names are target's (or the
// target-independent ones when target is ""): the entry name is, or the
// overloaded intrinsic it names with type suffixes.
func (t *table) lookup(name, target string) (string, bool) {
	i := t.find(name, target)
	if i < 0 {
		return "", false
	}
	if found := t.names[i]; found == name || t.overloaded[i] {
		return found, true
	}
	return "", false
}

// Known reports whether name is an intrinsic LLVM 22 knows.
func Known(name string) bool {
	_, ok := Lookup(name)
	return ok
}

// Overloaded reports whether name is the name of an overloaded intrinsic
// (one that takes type suffixes); false for names not in the table.
func Overloaded(name string) bool {
	t, _ := names22.tableOf(name)
	i := sort.SearchStrings(t.names, name)
	return i < len(t.names) && t.names[i] == name && t.overloaded[i]
}

// find is lookupLLVMIntrinsicByName: it narrows the sorted names to those
// that agree with name one dotted component at a time (comparing as many
// bytes as the component has, so "llvm.foo" also keeps "llvm.foobar"),
// and when no name agrees any more, takes the first name of the last
// range that did. That name counts if it is name or a dotted prefix of it.
// The index is returned, or -1.
func (t *table) find(name, target string) int {
	end := len("llvm")
	if target != "" {
		end += 1 + len(target)
	}
	low, high := 0, len(t.names)
	lastLow := low
	for end < len(name) && high > low {
		start := end
		if j := strings.IndexByte(name[start+1:], '.'); j >= 0 {
			end = start + 1 + j
		} else {
			end = len(name)
		}
		key := name[start:end]
		seg := func(s string) string {
			if start >= len(s) {
				return ""
			}
			return s[start:min(len(s), end)]
		}
		lastLow = low
		lo := low + sort.Search(high-low, func(i int) bool { return seg(t.names[low+i]) >= key })
		hi := lo + sort.Search(high-lo, func(i int) bool { return seg(t.names[lo+i]) > key })
		low, high = lo, hi
	}
	if high > low {
		lastLow = low
	}
	if lastLow >= len(t.names) {
		return -1
	}
	found := t.names[lastLow]
	if name == found || strings.HasPrefix(name, found) && name[len(found)] == '.' {
		return lastLow
	}
	return -1
}

// signatureOf returns the decoded signature of the LLVM 22 intrinsic
// called exactly name, or nil.
func signatureOf(name string) []desc {
	return sigSetFor(22).signature(name, 22)
}
