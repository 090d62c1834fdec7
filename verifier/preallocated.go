package verifier

import (
	"bytes"

	"github.com/irmeta/irmeta/ast"
)

// preallocatedSetup checks the uses of an llvm.call.preallocated.setup
// call's token, as visitIntrinsicCall does: each is a call, of
// llvm.call.preallocated.arg (with an index below the setup's count),
// of llvm.call.preallocated.teardown, or the one call that takes the
// token in its preallocated bundle and has as many preallocated
// arguments as the setup says. Uses are met in LLVM's use-list order,
// the last one written first.
func (v *verifier) preallocatedSetup(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	numArgs, ok := constArg(args, 0)
	if !ok {
		return "llvm.call.preallocated.setup argument must be a constant"
	}
	if ins.Result == "" {
		return ""
	}
	m := v.m
	f := &m.Functions[v.fs.fn]
	found := false
	for b := len(f.Blocks) - 1; b >= 0; b-- {
		blk := &f.Blocks[b]
		for u := blk.FirstInst + blk.NumInsts - 1; u >= blk.FirstInst; u-- {
			if int(u) == i || !bytes.Contains(m.Bytes(m.Insts[u].Span), []byte(ins.Result)) {
				continue
			}
			if msg := v.setupUse(int(u), ins.Result, numArgs, &found); msg != "" {
				return msg
			}
		}
	}
	return ""
}

// setupUse checks instruction u if it uses the setup token tok.
func (v *verifier) setupUse(u int, tok string, numArgs int64, found *bool) string {
	use, err := v.inst(u)
	if err != nil {
		return ""
	}
	var uargs []ast.Operand
	uses := false
	for k, a := range use.Operands {
		if a.Value.Kind == ast.LocalRef && a.Value.Name == tok {
			uses = true
		}
		if k > 0 && a.Value.Kind != ast.LabelRef {
			uargs = append(uargs, a)
		}
	}
	inBundle := false
	bs := v.bundles(u)
	for _, b := range bs {
		for _, op := range b.ops {
			if localValue(opValue(op)).Name == tok {
				inBundle = true
			}
		}
	}
	if !uses && !inBundle {
		return ""
	}
	if use.Op != ast.OpCall && use.Op != ast.OpInvoke && use.Op != ast.OpCallBr {
		return "Uses of llvm.call.preallocated.setup must be calls"
	}
	f := v.findCallee(u)
	name := ""
	if f >= 0 {
		name = v.m.Functions[f].Name[1:]
	}
	switch name {
	case "llvm.call.preallocated.arg":
		idx, ok := constArg(uargs, 1)
		if !ok {
			return "llvm.call.preallocated.alloc arg index must be a constant"
		}
		if idx < 0 || idx >= numArgs {
			return "llvm.call.preallocated.alloc arg index must be between 0 and corresponding " +
				"llvm.call.preallocated.setup's argument count"
		}
		return ""
	case "llvm.call.preallocated.teardown":
		return ""
	}
	if *found {
		return "Can have at most one call corresponding to a llvm.call.preallocated.setup"
	}
	*found = true
	var decl *header
	if f >= 0 {
		decl = v.fnHeader(f)
	}
	n := int64(0)
	for k, a := range uargs {
		pre := false
		for _, t := range a.Attrs {
			if parseAttr(t).name == "preallocated" {
				pre = true
			}
		}
		if decl != nil && k < len(decl.pattrs) && decl.pattrs[k].has("preallocated") {
			pre = true
		}
		if pre {
			n++
		}
	}
	if n == 0 {
		return "cannot use preallocated intrinsics on a call without preallocated arguments"
	}
	if n != numArgs {
		return "llvm.call.preallocated.setup arg size must be equal to number of preallocated arguments at call site"
	}
	count, ok := 0, false
	for _, b := range bs {
		if b.tag == "preallocated" {
			count++
			ok = len(b.ops) > 0 && localValue(opValue(b.ops[0])).Name == tok
		}
	}
	switch {
	case count > 1:
		return "" // another rule's ("Multiple preallocated operand bundles")
	case count == 0:
		return `Use of llvm.call.preallocated.setup outside intrinsics must be in "preallocated" operand bundle`
	case !ok:
		return "preallocated bundle must have token from corresponding llvm.call.preallocated.setup"
	}
	return ""
}
