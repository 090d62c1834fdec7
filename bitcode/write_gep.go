package bitcode

import (
	"strconv"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// The no-wrap flags of a getelementptr as LLVM 19's records hold them
// (bitc::GEP_INBOUNDS, GEP_NUSW, GEP_NUW); inbounds implies nusw, and
// LLVM writes both bits for it.
const (
	gepInbounds = 1
	gepNUSW     = 2
	gepNUW      = 4
)

// gepHead is what a getelementptr constant expression's text holds
// between its keyword and its operand list.
type gepHead struct {
	nw      uint64    // gepInbounds | gepNUSW | gepNUW as written
	inrange *[2]int64 // LLVM 19's inrange(a, b), nil without
}

// parseGEPHead reads the flags and LLVM 19's inrange(a, b) of a
// getelementptr constant expression's text.
func parseGEPHead(text string) gepHead {
	var g gepHead
	ts := tokenize(text)
	for i := 1; i < len(ts) && !ts[i].str; i++ {
		switch ts[i].s {
		case "inbounds":
			g.nw |= gepInbounds
		case "nusw":
			g.nw |= gepNUSW
		case "nuw":
			g.nw |= gepNUW
		case "inrange":
			// inrange ( a , b )
			if i+5 >= len(ts) || ts[i+1].s != "(" || ts[i+3].s != "," || ts[i+5].s != ")" {
				unsupported("constant expression", "%s", text)
			}
			lo, err1 := strconv.ParseInt(ts[i+2].s, 10, 64)
			hi, err2 := strconv.ParseInt(ts[i+4].s, 10, 64)
			if err1 != nil || err2 != nil {
				unsupported("constant expression", "%s", text)
			}
			g.inrange = &[2]int64{lo, hi}
			i += 5
		case "(":
			return g
		default:
			unsupported("constant expression", "getelementptr %s", ts[i].s)
		}
	}
	return g
}

// gepFlagBits is the flags operand of LLVM 19's getelementptr records; a
// release before them has no record for nusw or nuw.
func (e *encoder) gepFlagBits(g gepHead, where string) uint64 {
	if g.nw&^gepInbounds != 0 && !e.v.Has(llvmver.GEPNoWrapFlags) {
		unsupported("getelementptr flag", "nusw or nuw before %s: %s", llvmver.GEPNoWrapFlags.Since(), where)
	}
	nw := g.nw
	if nw&gepInbounds != 0 {
		nw |= gepNUSW
	}
	return nw
}

// inrangeBits is the bit width of a getelementptr constant's inrange: the
// index width of its pointer operand's address space.
func (e *encoder) inrangeBits(el []ast.Operand) uint64 {
	if len(el) == 0 || el[0].Type == nil {
		unsupported("constant expression", "getelementptr without a pointer")
	}
	t := el[0].Type
	if t.Kind == ast.VectorType && t.Elem != nil {
		t = t.Elem
	}
	return e.indexBits(uint64(t.AddrSpace))
}
