package verifier

import (
	"math/big"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/md"
)

// TestUnsignedValueWordAgrees checks the machine-word reading of
// unsignedValue against big.Int arithmetic.
func TestUnsignedValueWordAgrees(t *testing.T) {
	texts := []string{"0", "1", "-1", "5", "-5", "255", "256", "-128", "0x10", "-0x10", "65535", "65536",
		"9223372036854775807", "-9223372036854775808", "4294967295", "4294967296", "-2147483649", "0b101", "0o17"}
	for _, text := range texts {
		for _, bits := range []uint32{0, 1, 8, 16, 31, 32, 63, 64, 65, 128} {
			got, ok := unsignedValue(&md.Value{Kind: ast.IntConst, Text: text}, bits)
			want, wok := new(big.Int).SetString(text, 0)
			if wok {
				want.Mod(want, new(big.Int).Lsh(big.NewInt(1), uint(bits)))
			}
			if ok != wok || ok && got.Cmp(want) != 0 {
				t.Errorf("unsignedValue(%s, %d) = %v, %v; want %v, %v", text, bits, got, ok, want, wok)
			}
		}
	}
}
