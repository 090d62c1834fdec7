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
		src := v.m.Src
		for k := 0; ; {
			j := bytes.Index(src[k:], []byte("blockaddress("))
			if j < 0 {
				break
			}
			k += j + len("blockaddress(")
			line := bytes.LastIndexByte(src[:k], '\n') + 1
			if bytes.HasPrefix(bytes.TrimLeft(src[line:k], " \t"), []byte("!")) {
				continue // a metadata definition: not a use that counts
			}
			end := bytes.IndexByte(src[k:], ')')
			if end < 0 {
				break
			}
			fnName, block, ok := bytes.Cut(src[k:k+end], []byte(","))
			if !ok {
				continue
			}
			fnName, block = bytes.TrimSpace(fnName), bytes.TrimSpace(block)
			v.blockAddrs[parser.Name(fnName)+" "+parser.Name(block)] = true
		}
	}
	return len(v.blockAddrs) > 0 && v.blockAddrs[v.m.Functions[fn].Name+" "+entry]
}

// keyInstructionsRule is the debug-info rule on an instruction's !dbg
// location with an atomGroup: its subprogram has key instructions
// enabled (LLVM 21's fields, which the parser takes from 21 on). Only
// modules that write "atomGroup:" are read.
func (v *verifier) keyInstructionsRule(fn int) {
	if v.atomGroups == 0 {
		v.atomGroups = -1
		if bytes.Contains(v.m.Src, []byte("atomGroup:")) {
			v.atomGroups = 1
		}
	}
	if v.atomGroups < 0 {
		return
	}
	f := &v.m.Functions[fn]
	for b := range f.Blocks {
		blk := &f.Blocks[b]
		for i := blk.FirstInst; i < blk.FirstInst+blk.NumInsts; i++ {
			if v.m.Insts[i].AttachCount == 0 {
				continue
			}
			loc := v.g.Attachment(md.Inst(int(i)), "dbg")
			if kindOf(loc) != "DILocation" {
				continue
			}
			if g, ok := loc.Field("atomGroup").(*md.Literal); !ok || g.Text == "0" {
				continue
			}
			sp := subprogramOf(field(loc, "scope"))
			if sp == nil {
				continue
			}
			if k, ok := sp.Field("keyInstructions").(*md.Literal); ok && k.Text == "true" {
				continue
			}
			v.diAt(v.instPos(int(i)), "DbgLoc uses atomGroup but DISubprogram doesn't have Key Instructions enabled")
			return
		}
	}
}
