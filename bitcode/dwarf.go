package bitcode

import (
	"strconv"

	"github.com/irmeta/irmeta/internal/dwarf"
)

// appendExpr appends a DIExpression's text; an expression with an unknown
// operation prints all its elements as numbers.
func appendExpr(b []byte, el []uint64) []byte {
	b = append(b, "!DIExpression("...)
	start := len(b)
	sep := func() {
		if len(b) > start {
			b = append(b, ", "...)
		}
	}
	for i := 0; i < len(el); {
		args, ok := dwarf.ExprOperands(el[i])
		name, named := dwarf.OpName(el[i])
		if !ok || !named || i+1+args > len(el) {
			b = b[:start]
			for _, x := range el {
				sep()
				b = strconv.AppendUint(b, x, 10)
			}
			break
		}
		sep()
		b = append(b, name...)
		for k := 0; k < args; k++ {
			a := el[i+1+k]
			sep()
			if el[i] == 0x1001 && k == 1 { // DW_OP_LLVM_convert's encoding
				if s, ok := dwarf.ByValue(dwarf.Encodings, a); ok {
					b = append(b, s...)
					continue
				}
			}
			b = strconv.AppendUint(b, a, 10)
		}
		i += 1 + args
	}
	return append(b, ')')
}
