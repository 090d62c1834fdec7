package verifier

import (
	"bytes"
	"sort"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// intrinsicUses is visitFunction's rule for an intrinsic: it may only be
// called directly ("Invalid user of intrinsic instruction!"). A reference
// that is not a callee — an initializer, a call argument, a store — is
// such a use; references from metadata and debug records are none, and
// since LLVM 22 a call whose function type differs from the intrinsic's
// is one too (see callSite).
func (v *verifier) intrinsicUses(fn int) bool {
	m := v.m
	f := &m.Functions[fn]
	if !strings.HasPrefix(f.Name, "@llvm.") {
		return true
	}
	if v.badIntrinsicCall[fn] {
		v.errorAt(f.Header.Start, "Invalid user of intrinsic instruction!")
		return false
	}
	if strings.ContainsAny(f.Name[1:], " \"\\") {
		return true // a quoted name: not worth the scan
	}
	if v.intrinsicUsers == nil {
		v.intrinsicUsers = invalidIntrinsicUsers(m)
	}
	if v.intrinsicUsers[f.Name] {
		v.errorAt(f.Header.Start, "Invalid user of intrinsic instruction!")
		return false
	}
	return true
}

// invalidIntrinsicUsers reads the references to declared intrinsics (an
// unquoted "@llvm." name) that the parser found not followed by '(' as a
// callee is (ast.Module.IntrinsicRefs) and returns the names that have
// one that is not in a debug record, metadata or a uselistorder
// directive. Reading only those, rather than searching the code, keeps
// the code out of memory under a Pager.
func invalidIntrinsicUsers(m *ast.Module) map[string]bool {
	decls := map[string]int32{} // name -> where its declaration names it
	for i := range m.Functions {
		f := &m.Functions[i]
		if (f.Declare || len(f.Blocks) == 0) && strings.HasPrefix(f.Name, "@llvm.") && !strings.ContainsAny(f.Name[1:], " \"\\") {
			if _, dup := decls[f.Name]; !dup {
				decls[f.Name] = int32(f.NameSpan.Start)
			}
		}
	}
	bad := map[string]bool{}
	if len(decls) == 0 {
		return bad
	}
	src := m.CodeText() // the metadata after the code refers to no user
	for _, ref := range m.IntrinsicRefs {
		at, end := int(ref.Start), int(ref.End)
		if end > len(src) {
			break
		}
		declAt, ok := decls[string(src[at:end])]
		if !ok || bad[string(src[at:end])] || int32(at) == declAt {
			continue
		}
		rest := bytes.TrimLeft(src[end:], " \t")
		if len(rest) > 0 && rest[0] == '(' {
			continue // a callee
		}
		if inCommentOrString(src, at) || inMetadata(src, at) || inUseListOrder(m, at) {
			continue
		}
		line := src[bytes.LastIndexByte(src[:at], '\n')+1 : at]
		if t := bytes.TrimLeft(line, " \t"); len(t) > 0 && t[0] == '#' {
			continue // a debug record
		}
		if bytes.HasSuffix(bytes.TrimRight(line, " \t"), []byte("metadata ptr")) || bytes.Contains(line, []byte("!{")) ||
			bytes.Contains(line, []byte("clang.arc.attachedcall")) || bytes.Contains(line, []byte("metadata ")) {
			continue
		}
		bad[string(src[at:end])] = true
	}
	return bad
}

// mismatchedIntrinsicCall records, under LLVM releases that count a call
// with another function type as a use of the intrinsic's address, that
// declaration fn has such a call; it reports whether the declaration,
// which LLVM visits first, will say so.
func (v *verifier) mismatchedIntrinsicCall(fn, call int) bool {
	if !v.ver.Has(llvmver.IntrinsicMismatchedCallIsUse) || assumeLike[intrinsicBase(v.m.Functions[fn].Name[1:])] {
		return false
	}
	if v.m.Functions[fn].Start > v.m.Insts[call].Start {
		return false
	}
	if v.badIntrinsicCall == nil {
		v.badIntrinsicCall = map[int]bool{}
	}
	v.badIntrinsicCall[fn] = true
	return true
}

// assumeLike are the intrinsics LLVM calls assume-like: the check for
// invalid users of an intrinsic skips their calls, whatever their type.
var assumeLike = map[string]bool{
	"llvm.assume": true, "llvm.sideeffect": true, "llvm.pseudoprobe": true, "llvm.dbg.assign": true,
	"llvm.dbg.declare": true, "llvm.dbg.value": true, "llvm.dbg.label": true, "llvm.invariant.start": true,
	"llvm.invariant.end": true, "llvm.lifetime.start": true, "llvm.lifetime.end": true,
	"llvm.experimental.noalias.scope.decl": true, "llvm.objectsize": true, "llvm.ptr.annotation": true,
	"llvm.var.annotation": true,
}

// inUseListOrder reports whether offset at of m's text is in a
// uselistorder directive, which names a value and uses nothing.
func inUseListOrder(m *ast.Module, at int) bool {
	d := m.UseListOrders
	k := sort.Search(len(d), func(k int) bool { return int(d[k].End) > at })
	return k < len(d) && int(d[k].Start) <= at
}
