package bitcode

import (
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/token"
)

// call encodes a call instruction: [attributes, cc, fmf?, fnty, callee,
// args...].
func (fs *fnState) call(ins *ast.Instruction, text string, _ int) rec {
	e := fs.e
	ts := tokenize(text)
	i := 0
	var tail, mustTail, noTail uint64
	kw := map[ast.Opcode]string{ast.OpCall: "call", ast.OpInvoke: "invoke", ast.OpCallBr: "callbr"}[ins.Op]
	for i < len(ts) && ts[i].s != kw {
		switch ts[i].s {
		case "tail":
			tail = 1
		case "musttail":
			mustTail = 1
		case "notail":
			noTail = 1
		}
		i++
	}
	i++
	fm, rest := fmf(ins.Flags)
	for _, f := range rest {
		if f != "tail" && f != "musttail" && f != "notail" {
			unsupported("instruction flag", "%s on call", f)
		}
	}
	for i < len(ts) && fmfBits[ts[i].s] != 0 {
		i++
	}
	var p gvProps
	i = p.prefix(ts, i, true)
	// "addrspace(N)" names the callee's address space, which its type
	// carries: the record has no field for it.
	if p != (gvProps{cc: p.cc, addrSpace: p.addrSpace}) {
		unsupported("call", "prefix %s", ts[i-1].s)
	}
	retAttrs, i := parseAttrs(ts, i, false)
	callee := &ins.Operands[0]
	// Find the callee followed by '(' and the arguments' end.
	tyStart := i
	start, open := calleeTokens(ts[i:], &callee.Value)
	if start < 0 {
		unsupported("call", "callee %s", callee.Value.Text)
	}
	want := ins.Type
	if ins.FnType != nil {
		want = ins.FnType
	}
	checkTypeTokens(ts[tyStart:tyStart+start], want, callee.Value.Text)
	i = tyStart + open - 1
	i = matchParen(ts, i+1) + 1
	var fnAttrs []encAttr
	for i < len(ts) {
		switch {
		case ts[i].s == "[":
			// operand bundles, read by the pre-pass (bundles)
			i = matchBracket(ts, i) + 1
		case ts[i].s == "," || ts[i].s == "to" && kw != "call":
			// metadata attachments end the instruction; the labels of
			// invoke and callbr are operands
			i = len(ts)
		case strings.HasPrefix(ts[i].s, "#") && !ts[i].str:
			fnAttrs = append(fnAttrs, e.attrs.group(ts[i].s)...)
			i++
		default:
			a, j := parseAttrs(ts, i, false)
			if j == i {
				unsupported("call", "%s after the arguments", ts[i].s)
			}
			fnAttrs = append(fnAttrs, a...)
			i = j
		}
	}
	args := callArgs(ins)
	var argAttrs [][]encAttr
	for _, a := range args {
		argAttrs = append(argAttrs, e.attrsOf(strings.Join(a.Attrs, " ")))
		if a.Value.Kind == ast.InlineAsm {
			unsupported("inline asm", "")
		}
	}
	fnty := e.callFnType(ins)
	e.types.id(fnty)
	calleeOp := *callee
	calleeOp.Type = e.calleeType(ins)
	e.types.id(calleeOp.Type)
	list := e.attrs.list(fnAttrs, retAttrs, argAttrs)
	cc := p.cc<<1 | tail | mustTail<<14 | 1<<15 | noTail<<16
	r := []uint64{list}
	if ins.Op == ast.OpInvoke {
		n := len(ins.Operands)
		if fm != 0 || tail|mustTail|noTail != 0 {
			unsupported("invoke", "flags")
		}
		r = append(r, p.cc|1<<13, fs.bb(ins.Operands[n-2].Value.Name), fs.bb(ins.Operands[n-1].Value.Name))
	} else if ins.Op == ast.OpCallBr {
		// CALLBR: [attrs, cc<<1 | explicit type<<15, default label,
		// n, n x indirect label, fnty, callee, args...]
		if fm != 0 || tail|mustTail|noTail != 0 {
			unsupported("callbr", "flags")
		}
		labels := ins.Operands[1+len(args):]
		r = append(r, p.cc<<1|1<<15, fs.bb(labels[0].Value.Name), uint64(len(labels)-1))
		for _, l := range labels[1:] {
			r = append(r, fs.bb(l.Value.Name))
		}
	} else if fm != 0 {
		r = append(r, cc|1<<17, fm)
	} else {
		r = append(r, cc)
	}
	r = append(r, e.types.ref(fnty))
	r = fs.relTyped(r, &calleeOp)
	for k := range args {
		if k < len(fnty.Fields) {
			if args[k].Type != nil && args[k].Type.Kind == ast.LabelType {
				unsupported("call", "label argument")
			}
			r = append(r, fs.rel(args[k].Type, &args[k].Value))
		} else {
			r = fs.relTyped(r, &args[k])
		}
	}
	switch ins.Op {
	case ast.OpInvoke:
		return rec{13, r}
	case ast.OpCallBr:
		return rec{57, r}
	}
	return rec{34, r}
}

// callArgs are a call's arguments: its operands after the callee, before
// the labels of an invoke or callbr.
func callArgs(ins *ast.Instruction) []ast.Operand {
	args := ins.Operands[1:]
	switch ins.Op {
	case ast.OpInvoke:
		if len(args) >= 2 {
			args = args[:len(args)-2]
		}
	case ast.OpCallBr:
		for len(args) > 0 && args[len(args)-1].Type != nil && args[len(args)-1].Type.Kind == ast.LabelType {
			args = args[:len(args)-1]
		}
	}
	return args
}

// callFnType is the function type a call names, written or implied by
// its result and argument types.
func (e *encoder) callFnType(ins *ast.Instruction) *ast.Type {
	if ins.FnType != nil {
		return ins.FnType
	}
	// A named type that stands for a function type is the explicit
	// function type (call %FunTy @f(), %FunTy = type i32()), as LLParser
	// reads it.
	if t := e.types.resolve(ins.Type); t != nil && t.Kind == ast.FuncType {
		return t
	}
	return ins.CallType()
}

// calleeType is the type of a call's callee: a pointer to the function
// type (typed pointers; a bitcast would be explicit), or ptr.
func (e *encoder) calleeType(ins *ast.Instruction) *ast.Type {
	return &ast.Type{Kind: ast.PointerType, Elem: e.pointee(e.callFnType(ins))}
}

// A bundle is one operand bundle of a call: "tag"(values).
type bundle struct {
	tag string
	ops []ast.Operand
}

// matchBracket returns the index of the ']' closing ts[i].
func matchBracket(ts []tok, i int) int {
	depth := 0
	for ; i < len(ts); i++ {
		if ts[i].str {
			continue
		}
		switch ts[i].s {
		case "[":
			depth++
		case "]":
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	unsupported("operand bundle", "unbalanced")
	return 0
}

// bundles decodes the operand bundles of call or invoke ins: the first
// top-level '[' after the argument list.
func (e *encoder) bundles(ins *ast.Instruction) []bundle {
	text := e.m.Text(ins.Span)
	ts := tokenize(text)
	// the argument list is the parenthesis group after the callee
	_, open := calleeTokens(ts, &ins.Operands[0].Value)
	if open < 0 {
		return nil
	}
	i := matchParen(ts, open) + 1
	for i < len(ts) && ts[i].s != "[" && ts[i].s != "," && ts[i].s != "to" {
		i++
	}
	if i >= len(ts) || ts[i].s != "[" {
		return nil
	}
	i++
	var out []bundle
	for i < len(ts) && ts[i].s != "]" {
		if !ts[i].str || i+1 >= len(ts) || ts[i+1].s != "(" {
			unsupported("operand bundle", "%s", text)
		}
		b := bundle{tag: ts[i].s}
		i += 2
		for i < len(ts) && ts[i].s != ")" {
			md := must(e.d.MDAt(ins.Start + token.Pos(ts[i].pos)))
			if md.Kind != ast.MDValue || md.Value == nil {
				unsupported("operand bundle", "%s", text)
			}
			b.ops = append(b.ops, *md.Value)
			end := int(md.End - ins.Start)
			for i < len(ts) && ts[i].pos < end {
				i++
			}
			if i < len(ts) && ts[i].s == "," {
				i++
			}
		}
		i++ // )
		out = append(out, b)
		if i < len(ts) && ts[i].s == "," {
			i++
		}
	}
	return out
}

func (e *encoder) bundleTag(tag string) uint64 {
	for i, t := range e.bundleTags {
		if t == tag {
			return uint64(i)
		}
	}
	e.bundleTags = append(e.bundleTags, tag)
	return uint64(len(e.bundleTags) - 1)
}
