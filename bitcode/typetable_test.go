package bitcode

import (
	"strings"
	"testing"

	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/typecheck"
)

// TestReadForwardRefNotStruct reads a type table whose array names itself
// as its element (a forward reference to its own, not yet defined, id):
// only an identified struct may be referenced before it is defined, as in
// LLVM's reader, so it is an error. The placeholder struct used to become
// the array, "[1 x [1 x ...]]", and printing it overflowed the stack
// (FuzzDisassemble found it).
func TestReadForwardRefNotStruct(t *testing.T) {
	m, err := typecheck.ParseFile("a.ll", []byte("@g = global [1 x i8] zeroinitializer\n"), parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	bc, err := Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	const typeBlock, numEntry, structName, array = 17, 1, 19, 11
	index, edited := 0, false
	bc = transcode(t, bc, func(block, code uint64, ops []uint64) []uint64 {
		if block != typeBlock || code == numEntry || code == structName {
			return ops
		}
		if code == array {
			ops[1] = uint64(index) // its own id
			edited = true
		}
		index++
		return ops
	})
	if !edited {
		t.Fatal("no array type record")
	}
	_, err = Disassemble(bc, "a.bc")
	if err == nil || !strings.Contains(err.Error(), "forward referenced") {
		t.Errorf("got %v, want the forward reference refused", err)
	}
}
