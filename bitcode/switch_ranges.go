package bitcode

import "strings"

// switchMagic in the top half of a SWITCH record's first operand marks
// the layout with case ranges LLVM 3.2 and 3.3 wrote: [magic, opty, cond,
// default, ncases, (nitems, (single, low, high?)..., bb)...], the bounds
// sign-rotated, preceded by their word count when wider than 64 bits.
const switchMagic = 0x4B5

// maxRangeCases bounds the cases one range may expand to.
const maxRangeCases = 1 << 16

// switchWithRanges reads a SWITCH record of the case-range layout as
// LLVM's reader does: every value of a range (low to high, unsigned) is a
// case of its own, in order.
func (d *decoder) switchWithRanges(f *function, o *opReader) error {
	o.next() // the magic
	t := o.typ()
	if o.err != nil {
		return o.err
	}
	if t.kind != tInt || t.bits > 64 {
		o.fail("switch with case ranges on %s", t)
		return o.err
	}
	c := o.value(t)
	def := o.block(f)
	n := o.next()
	var cases []switchCase
	for i := uint64(0); i < n && o.err == nil; i++ {
		items := o.next()
		var vals []*value
		for k := uint64(0); k < items && o.err == nil; k++ {
			single := o.next() != 0
			low := truncBits(uint64(decodeSigned(o.next())), t.bits)
			high := low
			if !single {
				high = truncBits(uint64(decodeSigned(o.next())), t.bits)
			}
			for x := low; x <= high && o.err == nil; x++ {
				if len(vals) >= maxRangeCases {
					o.fail("case range too large")
					break
				}
				vals = append(vals, d.intConst(t, x))
				if x == high { // high may be the largest value
					break
				}
			}
		}
		bb := o.block(f)
		for _, v := range vals {
			cases = append(cases, switchCase{v, bb})
		}
	}
	if o.err != nil {
		return o.err
	}
	d.addSwitch(f, c, def, cases)
	return nil
}

// truncBits keeps the low bits bits of x.
func truncBits(x, bits uint64) uint64 {
	if bits >= 64 {
		return x
	}
	return x & (1<<bits - 1)
}

// intConst is a constant of integer type t holding x (its low t.bits
// bits, read as signed), as an INTEGER record would give it.
func (d *decoder) intConst(t *typ, x uint64) *value {
	s := int64(x)
	if t.bits < 64 {
		shift := 64 - t.bits
		s = s << shift >> shift
	}
	var rot uint64
	if s >= 0 {
		rot = uint64(s) << 1
	} else {
		rot = uint64(-s)<<1 | 1
	}
	return &value{ty: t, kind: vConst, c: &constant{code: 4, ops: []uint64{rot}}}
}

// A switchCase is one case of a switch: its value and its block.
type switchCase struct {
	v  *value
	bb int
}

// addSwitch adds to function f the switch on c with default block def
// and cases, as llvm-dis prints it, and ends the block.
func (d *decoder) addSwitch(f *function, c *value, def int, cases []switchCase) {
	succs := []int{def}
	for _, k := range cases {
		succs = append(succs, k.bb)
	}
	d.addInst(f, nil, func() string {
		var b strings.Builder
		b.WriteString("switch " + d.typedOperand(c) + ", " + d.blockRef(f, def) + " [")
		for _, k := range cases {
			b.WriteString("\n    " + d.typedOperand(k.v) + ", " + d.blockRef(f, k.bb))
		}
		b.WriteString("\n  ]")
		return b.String()
	}, succs...)
	d.endBlock(f)
}
