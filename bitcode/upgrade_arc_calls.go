package bitcode

import "github.com/irmeta/irmeta/intrinsics"

// The calls of the ARC runtime functions as LLVM's reader upgrades them
// (UpgradeARCRuntime): a call (not an invoke) of the function itself
// becomes a new call of its intrinsic, of the same tail kind, without
// attributes or attachments but !dbg, its operands bitcast to the
// intrinsic's parameter types first and its result bitcast back to the
// old call's type after (see upgrade_splice.go); a call that a bitcast
// could not make fit stays as it is.

// ARC states of a function (globalValue.arcState).
const (
	arcUnknown uint8 = iota
	arcNo
	arcYes
)

// noteARCUse counts a use of function g by an instruction.
func (d *decoder) noteARCUse(g *globalValue) {
	if d.arcStateOf(g) == arcYes {
		g.arcUses++
	}
}

// noteARCConstUses counts the uses of the replaced runtime functions by
// the constants among vals: casts (bitcast of the function) and
// aggregates, the constants that hold a function.
func (d *decoder) noteARCConstUses(vals []*value) {
	for _, v := range vals {
		if v == nil || v.kind != vConst || v.c == nil {
			continue
		}
		var ids []uint64
		switch v.c.code {
		case 11: // CE_CAST [opc, opty, opval]
			if len(v.c.ops) > 2 {
				ids = v.c.ops[2:3]
			}
		case 7: // AGGREGATE
			ids = v.c.ops
		}
		for _, id := range ids {
			if g := d.val(id); g != nil && g.kind == vFunction && g.gv != nil && g.gv.arcState == arcYes {
				g.gv.arcUses++
			}
		}
	}
}

// arcStateOf returns g's arcState, deciding it the first time.
func (d *decoder) arcStateOf(g *globalValue) uint8 {
	if g.arcState == arcUnknown {
		g.arcState = arcNo
		if d.arcIntrinsic(g) != "" {
			g.arcState = arcYes
		}
	}
	return g.arcState
}

// arcDecl returns the intrinsic declaration replacing g (made once), or
// nil when arcIntrinsic upgrades no call of g.
func (d *decoder) arcDecl(g *globalValue) *globalValue {
	if n, ok := d.arcDecls[g]; ok {
		return n
	}
	if d.arcDecls == nil {
		d.arcDecls = map[*globalValue]*globalValue{}
	}
	var n *globalValue
	if in := d.arcIntrinsic(g); in != "" {
		ptrptr := 0
		if o := arcOrder(g.v.name); o > 0 {
			ptrptr = arcRuntime[o-1].ptrptr
		}
		if nt := d.arcType(in, ptrptr); nt != nil {
			n = &globalValue{kind: vFunction, comdat: -1, proto: true, valueType: nt}
			n.v = &value{ty: d.ptrTo(nt, 0), kind: vFunction, name: in, named: true, gv: n}
		}
	}
	d.arcDecls[g] = n
	return n
}

// arcType returns the function type of ARC intrinsic in: LLVM 22's
// signature, with typed pointers i8* but for the first ptrptr parameters,
// i8**.
func (d *decoder) arcType(in string, ptrptr int) *typ {
	res, params, ok := intrinsics.DeclType(in, !d.opaque)
	if !ok {
		return nil
	}
	i8p := d.ptrTo(d.intOf(8), 0)
	ft := &typ{kind: tFunc}
	for i, s := range append([]string{res}, params...) {
		var t *typ
		switch s {
		case "void":
			t = d.scalarOf(tVoid)
		case "i32":
			t = d.intOf(32)
		case "i8*", "ptr":
			t = i8p
			if i > 0 && i <= ptrptr {
				t = d.ptrTo(i8p, 0)
			}
		case "...":
			ft.vararg = true
			continue
		default:
			return nil
		}
		ft.elems = append(ft.elems, t)
	}
	return ft
}

// intOf returns the type table's integer type of the width, or a new one.
func (d *decoder) intOf(bits uint64) *typ {
	for _, t := range d.types {
		if t != nil && t.kind == tInt && t.bits == bits {
			return t
		}
	}
	return &typ{kind: tInt, bits: bits}
}

// upgradeARCCall rewrites a call of an ARC runtime function (see above):
// the callee, its type and the operands change, and the call being read
// is marked fresh. It reports whether it did.
func (d *decoder) upgradeARCCall(callee **value, fty **typ, args []*value) bool {
	g := (*callee).gv
	if (*callee).kind != vFunction || g == nil || d.arcStateOf(g) != arcYes {
		return false
	}
	n := d.arcDecl(g)
	if n == nil {
		return false
	}
	nt := n.valueType
	if !bitcastValid((*fty).elems[0], nt.elems[0]) {
		return false
	}
	params := nt.elems[1:]
	for i, a := range args {
		if i < len(params) && !bitcastValid(a.ty, params[i]) {
			return false
		}
	}
	for i, a := range args {
		if i >= len(params) {
			break
		}
		v, ok := d.castValue(a, params[i])
		if !ok {
			d.splicing = pendingSplice{}
			return false
		}
		args[i] = v
	}
	*callee, *fty = n.v, nt
	d.splicing.fresh = true
	g.arcCalls++
	return true
}

// bitcastValid reports whether a value of type a can be bitcast to b as
// LLVM's reader's upgrades ask (CastInst::castIsValid): the same type, or
// pointers of one address space.
func bitcastValid(a, b *typ) bool {
	return sameTyp(a, b) || a.kind == tPtr && b.kind == tPtr && a.bits == b.bits
}
