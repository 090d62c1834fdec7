package ast

import "testing"

// TestOpcodeByName checks every keyword and words that are none, and that
// the table finds every keyword at its first slot.
func TestOpcodeByName(t *testing.T) {
	first := 0
	for op := OpRet; op < OpDbgRecord; op++ {
		name := opcodeNames[op]
		if got := OpcodeByName(name); got != op {
			t.Errorf("OpcodeByName(%q) = %v, want %v", name, got, op)
		}
		if opcodeTable[opcodeHash(name)] == op {
			first++
		}
	}
	if n := int(OpDbgRecord - OpRet); first != n {
		t.Errorf("%d of %d keywords at their first slot, want all", first, n)
	}
	for _, s := range []string{"", "r", "<invalid>", "#dbg", "rett", "calls", "Call", "br ", "getelementpt", "va", "x"} {
		if got := OpcodeByName(s); got != OpInvalid {
			t.Errorf("OpcodeByName(%q) = %v, want OpInvalid", s, got)
		}
	}
}
