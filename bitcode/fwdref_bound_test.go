package bitcode

import (
	"errors"
	"os/exec"
	"strings"
	"testing"
)

// TestReadForwardRefPastFileSize makes the pointer operand of a load in
// llvm-as-13's bitcode a forward reference to a value id past the
// stream's size in bytes (as in LLVM's pr18704 input): LLVM's reader
// rejects the record ("Invalid record"), and the native reader must give
// a positioned error, not read on with a placeholder.
func TestReadForwardRefPastFileSize(t *testing.T) {
	const src = `define i32 @f(i32* %p) {
  %v = load i32, i32* %p
  ret i32 %v
}
`
	bc := assemble(t, "13", src)
	loads := 0
	bad := transcodeWith(t, bc, rewrite{
		drop:       map[uint64]bool{blockValueSymtab: true},
		dropRecord: func(block, code uint64) bool { return block == blockModule && code == 13 },
		edit: func(block, code uint64, ops []uint64) []uint64 {
			if block != blockFunction || code != 20 || len(ops) != 4 {
				return ops
			}
			loads++
			// LOAD [op, ty, align, vol] -> [op (forward), its type, ty,
			// align, vol]: the relative id wraps around to the
			// instruction's id + 100000; LLVM rejects it before looking at
			// its type
			return []uint64{1<<32 - 100000, ops[1], ops[1], ops[2], ops[3]}
		},
	})
	if loads != 1 {
		t.Fatalf("%d loads rewritten, want 1", loads)
	}
	_, err := llvmDis(13, bad, false)
	var exit *exec.ExitError
	if !errors.As(err, &exit) || !strings.Contains(string(exit.Stderr), "Invalid record") {
		t.Fatalf("llvm-dis-13 reads the far forward reference otherwise: %v: %s", err, exit.Stderr)
	}
	_, err = Disassemble(bad, oracleID)
	var e *Error
	if !errors.As(err, &e) || e.Offset == 0 || e.Block != "FUNCTION_BLOCK" || !strings.Contains(e.Msg, "invalid value id") {
		t.Fatalf("native reader: %v, want a positioned error in the function block", err)
	}
}
