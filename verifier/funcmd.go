package verifier

import (
	"bytes"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// funcProfRule is verifyFunctionMetadata's part on a function's !prof
// attachments: a function_entry_count (or synthetic) name and an integer.
// LLVM visits the attachments by kind, so every !prof comes before the
// !kcfi_type rules.
func (v *verifier) funcProfRule(fn int) string {
	if !v.hasFuncAttachments(fn) {
		return ""
	}
	for _, a := range v.g.Attachments(md.Function(fn)) {
		if a.Kind != "prof" || a.Node == nil {
			continue
		}
		n := a.Node
		if n.NumOperands() < 2 {
			return "!prof annotations should have no less than 2 operands"
		}
		if n.Operand(0) == nil {
			return "first operand should not be null"
		}
		s, ok := n.Operand(0).(*md.String)
		if !ok {
			return "expected string with name of the !prof annotation"
		}
		if s.Value != "function_entry_count" && s.Value != "synthetic_function_entry_count" {
			return "first operand should be 'function_entry_count' or 'synthetic_function_entry_count'"
		}
		if n.Operand(1) == nil {
			return "second operand should not be null"
		}
		if val, ok := n.Operand(1).(*md.Value); !ok || val.Kind == ast.LocalRef {
			return "expected integer argument to function_entry_count"
		}
	}
	return ""
}

// hasFuncAttachments reports whether the header of function fn has a
// !prof or !kcfi_type attachment, the ones these rules read (a header with
// only !dbg is not worth listing its attachments).
func (v *verifier) hasFuncAttachments(fn int) bool {
	f := &v.m.Functions[fn]
	text := v.m.Bytes(ast.Span{Start: f.NameSpan.End, End: f.Header.End})
	return bytes.Contains(text, []byte("!prof")) || bytes.Contains(text, []byte("!kcfi_type"))
}

// singleAttachments is visitFunction's rule for a definition's
// attachments: at most one !prof and one !kcfi_type (LLVM visits them in
// the order of their kinds: !prof first).
func (v *verifier) singleAttachments(fn int) string {
	if !v.hasFuncAttachments(fn) {
		return ""
	}
	prof, kcfi := 0, 0
	for _, a := range v.g.Attachments(md.Function(fn)) {
		switch a.Kind {
		case "prof":
			prof++
		case "kcfi_type":
			kcfi++
		}
	}
	if prof > 1 {
		return "function must have a single !prof attachment"
	}
	if kcfi > 1 && v.ver.Has(llvmver.KCFITypeChecked) {
		return "function must have a single !kcfi_type attachment"
	}
	return ""
}

// entryBlockAddress reports whether the module takes the address of the
// entry block of function fn (whose blocks cfg names) outside metadata:
// visitFunction's "blockaddress may not be used with the entry block!".
func (v *verifier) entryBlockAddress(fn int, entry string) bool {
	if v.blockAddrs == nil {
		v.blockAddrs = map[string]bool{}
		for _, u := range v.m.BlockAddresses {
			v.blockAddrs[parser.Name(v.m.Bytes(u.Function))+" "+parser.Name(v.m.Bytes(u.Block))] = true
		}
	}
	return len(v.blockAddrs) > 0 && v.blockAddrs[v.m.Functions[fn].Name+" "+entry]
}

// keyInstructionsOK is LLVM 22's debug-info rule on a location with an
// atomGroup (LLVM 21's key instructions): the subprogram its scope is in
// has keyInstructions enabled. It is asked for each location once per
// function; the answer is kept in the scope's slot marks.
func (v *verifier) keyInstructionsOK(scopeID int32, scope *md.Node) bool {
	k := v.slot(scopeID)
	if k >= 0 && v.has(k, markKeyRead) {
		return v.has(k, markKeyOK)
	}
	sp := subprogramOf(scope)
	ok := sp == nil
	if !ok {
		lit, isLit := sp.Field("keyInstructions").(*md.Literal)
		ok = isLit && lit.Text == "true"
	}
	if k >= 0 {
		v.mark(k, markKeyRead)
		if ok {
			v.mark(k, markKeyOK)
		}
	}
	return ok
}

// hasAtomGroup reports whether a location node has an atomGroup other
// than 0.
func hasAtomGroup(loc *md.Node) bool {
	g, ok := loc.Field("atomGroup").(*md.Literal)
	return ok && !parser.ZeroLiteral([]byte(g.Text))
}

// atomOf reports whether the location !id has an atomGroup other than 0.
func (v *verifier) atomOf(id int32) bool { return v.locationEntry(id).Atom }
