package bitcode

import "github.com/irmeta/irmeta/intrinsics"

// An opBundle is an operand bundle of a call: "gc-live"(ptr %p).
type opBundle struct {
	tag  string
	vals []*value
}

func (b opBundle) text(d *decoder) string {
	parts := make([]string, len(b.vals))
	for i, v := range b.vals {
		parts[i] = d.typedOperand(v)
	}
	return "\"" + d.st.escaped(b.tag) + "\"(" + join(parts) + ")"
}

// A gcStatepoint is what the comment of a gc.relocate needs of the
// statepoint its token comes from: the call's arguments and its gc-live
// bundle, if any.
type gcStatepoint struct {
	args    []*value
	live    []*value
	hasLive bool
}

// noteLandingpad remembers the block of a landingpad, whose token a
// gc.relocate on an invoke's unwind path takes.
func (d *decoder) noteLandingpad(f *function, lp *inst) {
	if lp.res == nil {
		return
	}
	if f.lpads == nil {
		f.lpads = map[*value]int{}
	}
	f.lpads[lp.res] = f.cur
}

// noteGCCall remembers gc.statepoint calls and gives each gc.relocate the
// comment AsmWriter prints after it: " ; (base, derived)", the pointers
// its two indexes select among the statepoint's gc-live operands (or, with
// no such bundle, among its arguments).
func (d *decoder) noteGCCall(f *function, in *inst, callee string, args []*value, bundles []opBundle) {
	switch base, _ := intrinsics.Lookup(callee); base {
	case "llvm.experimental.gc.statepoint":
		if in.res == nil {
			return
		}
		sp := &gcStatepoint{args: args}
		for _, b := range bundles {
			if b.tag == "gc-live" {
				sp.live, sp.hasLive = b.vals, true
				break
			}
		}
		if f.statepoints == nil {
			f.statepoints = map[*value]*gcStatepoint{}
		}
		f.statepoints[in.res] = sp
	case "llvm.experimental.gc.relocate":
		if len(args) != 3 {
			return
		}
		in.mx().comment = func(b *textBuf) {
			sp := f.statepointOf(args[0])
			if sp == nil {
				return
			}
			base, okB := sp.operand(args[1])
			derived, okD := sp.operand(args[2])
			if !okB || !okD {
				return
			}
			b.WriteString(" ; (")
			b.op(d, base)
			b.WriteString(", ")
			b.op(d, derived)
			b.WriteString(")")
		}
	}
}

// statepointOf follows a relocate's token to its statepoint: the call
// itself, or, for a landingpad, the invoke ending the landingpad block's
// single predecessor (getStatepoint).
func (f *function) statepointOf(tok *value) *gcStatepoint {
	if sp := f.statepoints[tok]; sp != nil {
		return sp
	}
	bi, ok := f.lpads[tok]
	if !ok || bi >= len(f.blocks) {
		return nil
	}
	var pred *bblock
	for _, u := range f.blocks[bi].uses {
		if pred != nil && u != pred {
			return nil
		}
		pred = u
	}
	if pred == nil || len(pred.insts) == 0 {
		return nil
	}
	last := pred.insts[len(pred.insts)-1]
	if last.res == nil {
		return nil
	}
	return f.statepoints[last.res]
}

// operand returns the pointer a relocate's index constant selects.
func (sp *gcStatepoint) operand(idx *value) (*value, bool) {
	if idx == nil || idx.kind != vConst || idx.c == nil {
		return nil, false
	}
	var i int64
	switch {
	case idx.c.code == 2: // null: zero
	case idx.c.code == 4 && len(idx.c.ops) > 0:
		i = decodeSigned(idx.c.ops[0])
	default:
		return nil, false
	}
	list := sp.args
	if sp.hasLive {
		list = sp.live
	}
	if i < 0 || i >= int64(len(list)) {
		return nil, false
	}
	return list[i], true
}
