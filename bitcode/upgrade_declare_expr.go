package bitcode

import "strconv"

// noteOldExpr notes the DIExpression n of version v with the elements
// elems (as read, before upgradeExpr) for upgradeDeclareExpr. LLVM's
// loader marks the module as needing the upgrade once it meets an
// expression of a version before 2, and then looks at every expression
// of a dbg.declare.
func (d *decoder) noteOldExpr(n *mdEntry, v uint64, elems []uint64) {
	if v < 2 && d.declareExprs == nil {
		d.declareExprs = map[*mdEntry][]uint64{}
	}
	if d.declareExprs == nil {
		return
	}
	up := upgradeExpr(v, elems)
	if len(up) > 0 && up[0] == dwOpDeref {
		d.declareExprs[n] = up[1:]
	}
}

// upgradeDeclareExpr drops the leading DW_OP_deref of the expression of
// a call of llvm.dbg.declare whose address is a function argument, as
// LLVM's loader does for modules with expressions of a version before 2
// (upgradeDeclareExpressions): before then, the address of an argument
// passed indirectly was described with a deref that is now implied.
// LLVM does so when it resumes reading the module after the function
// bodies (globalCleanup), which it does only when it had suspended it at
// the first body: when a VSTOFFSET record (LLVM 3.8 on) or a symbol table
// before the bodies gave their places. The bodies of older modules are
// found by a single pass to the end, before any is read.
func (d *decoder) upgradeDeclareExpr(callee *value, args []*value) {
	if d.declareExprs == nil || d.vstOffset == 0 && !d.vstRead || callee.kind != vFunction || callee.name != "llvm.dbg.declare" || len(args) != 3 {
		return
	}
	addr, expr := d.md.get(args[0].md), d.md.get(args[2].md)
	if args[0].kind != vMetadata || args[2].kind != vMetadata || addr == nil || expr == nil ||
		addr.kind != mdValue || addr.val == nil || addr.val.kind != vArg {
		return
	}
	rest, ok := d.declareExprs[expr]
	if !ok {
		return
	}
	n := &mdEntry{kind: mdExpr, print: func(b []byte) []byte { return appendExpr(b, rest) }}
	if c, ok := signedConstant(rest); ok {
		n.str = strconv.FormatInt(c, 10)
	}
	d.add(n)
	args[2] = &value{ty: args[2].ty, kind: vMetadata, md: d.md.len() - 1}
}
