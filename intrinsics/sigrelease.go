package intrinsics

import (
	"embed"
	"fmt"
	"sort"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// sigsN.txt.gz holds release N's intrinsics and their type signatures, in
// the form of names.txt.gz (which is LLVM 22's): generated from release
// N's own IntrinsicImpl.inc (sigs_gen_test.go), whose IIT codes differ
// from LLVM 22's, each signature is stored re-encoded in LLVM 22's codes,
// plus iitX86MMX for the x86_mmx type the releases before LLVM 20 had.
//
//go:embed sigs*.txt.gz
var sigsFS embed.FS

// SigReleases are the releases whose whole intrinsic signature tables are
// stored, oldest first. A release without its own table reads with the
// nearest one below it (LLVM 20 and 21 with LLVM 19's), unless that is a
// table of typed pointers (before LLVM 17, see typedRelease), which only
// its own release reads: LLVM 13, 17 and 18 have none. LLVM 16's table
// has typed pointers, as its IntrinsicImpl.inc spells them, but LLVM 16
// matches a declaration with its pointers opaque
// (llvmver.IntrinsicSignatureOpaque), which its callers pass.
var SigReleases = []int{14, 15, 16, 19, 22}

// typedRelease reports whether release rel's table has typed pointers
// (pointee types, see iitTypedPtr): the releases before LLVM 17.
func typedRelease(rel int) bool { return !llvmver.Version(rel).Has(llvmver.TypedPointersGone) }

// A sigSet is one release's signature table.
type sigSet struct {
	rel    int
	tables *tableSet
}

var sigSets = func() map[int]*sigSet {
	m := map[int]*sigSet{}
	for _, r := range SigReleases {
		m[r] = &sigSet{rel: r}
		if r == 22 {
			m[r].tables = names22
			continue
		}
		name := fmt.Sprintf("sigs%d.txt.gz", r)
		m[r].tables = newTableSet(name, func() ([]byte, error) { return sigsFS.ReadFile(name) }, sigEntry, nil)
	}
	return m
}()

// SignatureRelease returns the release whose signature table release rel
// reads with (the nearest stored one at or below rel), and false when rel
// is older than every stored table.
func SignatureRelease(rel int) (int, bool) {
	best := 0
	for _, r := range SigReleases {
		if r <= rel {
			best = r
		}
	}
	if typedRelease(best) && best != rel {
		return 0, false
	}
	return best, best != 0
}

// sigSetFor returns the table release rel reads with, or nil.
func sigSetFor(rel int) *sigSet {
	v, ok := SignatureRelease(rel)
	if !ok {
		return nil
	}
	return sigSets[v]
}

// tableOf returns the table holding name (its target's, or the generic
// one), read, and the target.
func (s *sigSet) tableOf(name string) (*table, string) {
	return s.tables.tableOf(name)
}

// lookup is Lookup in this table.
func (s *sigSet) lookup(name string) (string, bool) {
	if len(name) < 5 || name[:5] != "llvm." {
		return "", false
	}
	t, target := s.tableOf(name)
	return t.lookup(name, target)
}

// signature returns the decoded signature of the intrinsic called exactly
// base, as release rel reads it, or nil.
func (s *sigSet) signature(base string, rel int) []desc {
	t, _ := s.tableOf(base)
	i := sort.SearchStrings(t.names, base)
	if i >= len(t.names) || t.names[i] != base {
		return nil
	}
	sig := decodeStored(t.sigs[i])
	if llvmver.Version(rel).Has(llvmver.X86MMXGone) {
		// LLVM 20 removed the x86_mmx type: its intrinsics take
		// <1 x i64> where LLVM 19's table says x86_mmx.
		for k := range sig {
			if sig[k].kind == dX86MMX {
				sig[k].kind = dMMX
			}
		}
	}
	return sig
}

// pointers returns fn as this table matches it: with its pointers opaque,
// unless the table has typed pointers (typedRelease), which match a
// typed pointer's pointee and pass over the pointee of an opaque one.
func (s *sigSet) pointers(fn *ast.Type) *ast.Type {
	if typedRelease(s.rel) {
		return fn
	}
	return fn.Opaque()
}

// LookupIn is Lookup in the signature table of release rel (see
// SignatureRelease): ok is false when rel has no table or name is no
// intrinsic of it.
func LookupIn(rel int, name string) (string, bool) {
	s := sigSetFor(rel)
	if s == nil {
		return "", false
	}
	return s.lookup(name)
}

// MatchSignatureIn is MatchSignature with the signature table of release
// rel (see SignatureRelease); NotIntrinsic when rel has none. The tables
// of the releases before LLVM 17 have typed pointers: fn's pointers are
// read as it spells them, a typed pointer's pointee must fit the
// signature's and an opaque pointer (ptr) passes over it, as those
// releases match; a caller that reads a module whose pointers the release
// takes as opaque passes fn.Opaque().
func MatchSignatureIn(rel int, name string, fn *ast.Type) Match {
	s := sigSetFor(rel)
	if s == nil || fn == nil || fn.Kind != ast.FuncType {
		return NotIntrinsic
	}
	base, found := s.lookup(name)
	if !found {
		return NotIntrinsic
	}
	sig := s.signature(base, rel)
	if sig == nil {
		return NotIntrinsic
	}
	return matchWhole(s.rel, sig, s.pointers(fn))
}

// SignatureNames returns the intrinsics of the signature table release
// rel reads with, sorted within each target's table.
func SignatureNames(rel int) []string {
	s := sigSetFor(rel)
	if s == nil {
		return nil
	}
	var out []string
	for _, t := range s.tables.all() {
		out = append(out, t.names...)
	}
	return out
}
