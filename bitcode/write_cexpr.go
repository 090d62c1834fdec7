package bitcode

import (
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// Constant expression records (CST_CODE_CE_*), in LLVM 14's layout.
const (
	cstCEBinop        = 10
	cstCECast         = 11
	cstCEGEP          = 12
	cstCESelect       = 13
	cstCEExtractElt   = 14
	cstCEInsertElt    = 15
	cstCEShuffle      = 16
	cstCECmp          = 17
	cstCEInboundsGEP  = 20
	cstCEGEPInrange   = 24 // CE_GEP_WITH_INRANGE_INDEX (LLVM 14; read by later releases)
	cstCEUnop         = 25
	cstCEShuffleExtra = 19
	// LLVM 19's getelementptr records, written only for what the older
	// ones cannot hold (nusw, nuw, inrange(a, b)).
	cstCEGEPInrangeRange = 31 // CE_GEP_WITH_INRANGE: [pointee, flags, bit width, lo, hi, n x (type, value)]
	cstCEGEPFlags        = 32 // CE_GEP: [pointee, flags, n x (type, value)]
)

var ceCastCodes = map[string]uint64{"trunc": 0, "zext": 1, "sext": 2, "fptoui": 3, "fptosi": 4, "uitofp": 5,
	"sitofp": 6, "fptrunc": 7, "fpext": 8, "ptrtoint": 9, "inttoptr": 10, "bitcast": 11, "addrspacecast": 12}

var ceBinopCodes = map[string]uint64{"add": 0, "fadd": 0, "sub": 1, "fsub": 1, "mul": 2, "fmul": 2, "udiv": 3,
	"sdiv": 4, "fdiv": 4, "urem": 5, "srem": 6, "frem": 6, "shl": 7, "lshr": 8, "ashr": 9, "and": 10, "or": 11,
	"xor": 12}

// ceFlags returns the words between a constant expression's keyword and
// its operand list ("inbounds", "nuw", "eq").
func ceFlags(v *ast.Value) []string {
	text := v.Text
	if i := strings.IndexByte(text, '('); i >= 0 {
		text = text[:i]
	}
	f := strings.Fields(text)
	if len(f) > 0 {
		f = f[1:]
	}
	return f
}

// constExpr encodes constant expression v of type t into c, numbering its
// operands first.
func (ct *constTable) constExpr(t *ast.Type, v *ast.Value, c *cst) {
	el := v.Elems
	id := func(i int) uint64 {
		if i >= len(el) || el[i].Type == nil {
			unsupported("constant expression", "%s", v.Text)
		}
		return uint64(ct.value(el[i].Type, &el[i].Value))
	}
	ty := func(i int) uint64 {
		ct.e.types.id(el[i].Type)
		return ct.e.types.ref(el[i].Type)
	}
	flags := ceFlags(v)
	need := func(n int) {
		if len(el) != n {
			unsupported("constant expression", "%s", v.Text)
		}
	}
	if code, ok := ceCastCodes[v.Name]; ok {
		need(1)
		if len(flags) > 0 {
			unsupported("constant expression", "%s with %s", v.Name, strings.Join(flags, " "))
		}
		x := id(0)
		c.code, c.ops = cstCECast, []uint64{code, ty(0), x}
		return
	}
	if code, ok := ceBinopCodes[v.Name]; ok {
		need(2)
		var fl uint64
		for _, f := range flags {
			switch f {
			case "nuw", "exact":
				fl |= 1
			case "nsw":
				fl |= 2
			default:
				unsupported("constant expression", "%s %s", v.Name, f)
			}
		}
		a, b := id(0), id(1)
		c.code, c.ops = cstCEBinop, []uint64{code, a, b}
		if fl != 0 {
			c.ops = append(c.ops, fl)
		}
		return
	}
	switch v.Name {
	case "getelementptr":
		if v.ExprType == nil {
			unsupported("constant expression", "%s", v.Text)
		}
		g := parseGEPHead(v.Text)
		ct.e.types.id(v.ExprType)
		ops := []uint64{ct.e.types.ref(v.ExprType)}
		switch {
		case g.nw&^gepInbounds != 0 || g.inrange != nil:
			// LLVM 19's records: [pointee, flags, (range,) n x (type, value)]
			ops = append(ops, ct.e.gepFlagBits(g, v.Text))
			c.code = cstCEGEPFlags
			if g.inrange != nil {
				if !ct.e.v.Has(llvmver.GEPInRangeRange) {
					unsupported("constant expression", "getelementptr inrange(%d, %d) before %s",
						g.inrange[0], g.inrange[1], llvmver.GEPInRangeRange.Since())
				}
				c.code = cstCEGEPInrangeRange
				ops = append(ops, ct.e.inrangeBits(el), signedVBR(g.inrange[0]), signedVBR(g.inrange[1]))
			}
		case inrangeIndex(v.Text) >= 0:
			// LLVM 14's CE_GEP_WITH_INRANGE_INDEX: [pointee type,
			// inrange index<<1 | inbounds, n x (type, value)]
			ops = append(ops, uint64(inrangeIndex(v.Text))<<1|b2u(g.nw != 0))
			c.code = cstCEGEPInrange
		case g.nw != 0:
			c.code = cstCEInboundsGEP
		default:
			c.code = cstCEGEP
		}
		for i := range el {
			x := id(i)
			ops = append(ops, ty(i), x)
		}
		c.ops = ops
	case "icmp", "fcmp":
		need(2)
		if len(flags) != 1 {
			unsupported("constant expression", "%s", v.Text)
		}
		pred, ok := icmpCodes[flags[0]]
		if v.Name == "fcmp" {
			if pred, ok = cmpPreds[flags[0]]; !ok {
				pred, ok = fcmpUnordered[flags[0]]
			}
		}
		if !ok {
			unsupported("constant expression", "%s", v.Text)
		}
		a, b := id(0), id(1)
		c.code, c.ops = cstCECmp, []uint64{ty(0), a, b, pred}
	case "select":
		need(3)
		a, b, d := id(0), id(1), id(2)
		c.code, c.ops = cstCESelect, []uint64{a, b, d}
	case "extractelement":
		need(2)
		a, b := id(0), id(1)
		c.code, c.ops = cstCEExtractElt, []uint64{ty(0), a, ty(1), b}
	case "insertelement":
		need(3)
		a, b, d := id(0), id(1), id(2)
		c.code, c.ops = cstCEInsertElt, []uint64{a, b, ty(2), d}
	case "shufflevector":
		need(3)
		a, b, d := id(0), id(1), id(2)
		if typeKey(t) == typeKey(el[0].Type) {
			c.code, c.ops = cstCEShuffle, []uint64{a, b, d}
		} else {
			c.code, c.ops = cstCEShuffleExtra, []uint64{ty(0), a, b, d}
		}
	case "fneg":
		need(1)
		c.code, c.ops = cstCEUnop, []uint64{0, id(0)}
	default:
		unsupported("constant expression", "%s", v.Name)
	}
}

// inrangeIndex finds the index a getelementptr expression marks inrange
// in LLVM 14's syntax ("(T, T* @p, i64 0, inrange i32 0, i64 2)" gives 1:
// the position among the indices), or -1 when none is marked so.
func inrangeIndex(text string) int {
	ts := tokenize(text)
	open := -1
	for i, t := range ts {
		if !t.str && t.s == "(" {
			open = i
			break
		}
	}
	if open < 0 {
		return -1
	}
	item := 0 // 0: the source type, 1: the pointer, 2: the first index
	for i := open + 1; i < len(ts); i = afterTopComma(ts, i) + 1 {
		if !ts[i].str && ts[i].s == "inrange" {
			if item < 2 {
				return -1
			}
			return item - 2
		}
		item++
	}
	return -1
}
