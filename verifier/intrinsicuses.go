package verifier

import (
	"bytes"
	"strings"

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
	src := m.Src
	key := []byte(f.Name)
	if strings.ContainsAny(f.Name[1:], " \"\\") {
		return true // a quoted name: not worth the scan
	}
	for off := 0; ; {
		k := bytes.Index(src[off:], key)
		if k < 0 {
			return true
		}
		at := off + k
		end := at + len(key)
		off = end
		if end < len(src) && (isAttrWordByte(src[end]) || src[end] == '$') {
			continue
		}
		if at == int(f.NameSpan.Start) || inComment(src, at) || inMetadata(src, at) {
			continue
		}
		rest := bytes.TrimLeft(src[end:], " \t")
		if len(rest) > 0 && rest[0] == '(' {
			continue // a callee
		}
		line := src[bytes.LastIndexByte(src[:at], '\n')+1 : at]
		if t := bytes.TrimLeft(line, " \t"); len(t) > 0 && t[0] == '#' {
			continue // a debug record
		}
		if bytes.HasSuffix(bytes.TrimRight(line, " \t"), []byte("metadata ptr")) || bytes.Contains(line, []byte("!{")) ||
			bytes.Contains(line, []byte("clang.arc.attachedcall")) || bytes.Contains(line, []byte("metadata ")) {
			continue
		}
		v.errorAt(f.Header.Start, "Invalid user of intrinsic instruction!")
		return false
	}
}

// mismatchedIntrinsicCall records, under LLVM releases that count a call
// with another function type as a use of the intrinsic's address, that
// declaration fn has such a call; it reports whether the declaration,
// which LLVM visits first, will say so.
func (v *verifier) mismatchedIntrinsicCall(fn, call int) bool {
	if !v.ver.Has(llvmver.IntrinsicMismatchedCallIsUse) {
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
