package bitcode

import (
	"bytes"
	"testing"
)

// TestReadUniquedFunctionSubprogram makes the DISubprogram of one of two
// function definitions of llvm-as-13's bitcode uniqued (not distinct nor
// a definition, which LLVM's loader would make distinct), as old
// producers could write it: LLVM's verifier rejects that, and its
// reader strips the module's debug info, whichever function it is (the
// second is met after the first was numbered and spelled); so must the
// native reader. Unpatched, or with only the distinct bits cleared (the
// loader makes every definition distinct), the debug info stays.
func TestReadUniquedFunctionSubprogram(t *testing.T) {
	const src = `define void @f() !dbg !4 {
  ret void, !dbg !7
}

define void @g() !dbg !8 {
  ret void, !dbg !9
}

` + debugInfoOfF + `!7 = !DILocation(line: 2, scope: !4)
!8 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 3, type: !5, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DILocation(line: 4, scope: !8)
`
	bc := assemble(t, "13", src)
	if want := nativeReadsAs(t, "distinct subprograms", 13, false, bc); !bytes.Contains(want, []byte("!llvm.dbg.cu")) {
		t.Fatalf("llvm-dis-13 drops the debug info of the unpatched module:\n%s", want)
	}
	// A definition's record without the distinct bit still reads as
	// distinct.
	uniqDef, n := patchInPlace(t, bc, func(block, code uint64, ops []uint64) []uint64 {
		if block != blockMetadataID || code != 21 {
			return nil
		}
		ops[0] &^= 1
		return ops
	})
	if n != 2 {
		t.Fatalf("%d subprograms patched, want 2", n)
	}
	if want := nativeReadsAs(t, "definitions not marked distinct", 13, false, uniqDef); !bytes.Contains(want, []byte("!7 = distinct !DISubprogram(name: \"g\"")) {
		t.Errorf("llvm-dis-13 reads definitions not marked distinct otherwise:\n%s", want)
	}
	for _, which := range []int{1, 2} {
		seen := 0
		old, n := patchInPlace(t, bc, func(block, code uint64, ops []uint64) []uint64 {
			if block != blockMetadataID || code != 21 {
				return nil
			}
			if seen++; seen != which {
				return nil
			}
			// not distinct, and no definition (which LLVM makes distinct)
			ops[0] &^= 1
			ops[9] &^= spFlagDefinition
			return ops
		})
		if n != 1 {
			t.Fatalf("subprogram %d: %d records patched", which, n)
		}
		label := "uniqued subprogram " + itoa(which)
		want := nativeReadsAs(t, label, 13, false, old)
		for _, s := range []string{"!dbg", "!llvm.dbg.cu", "DISubprogram"} {
			if bytes.Contains(want, []byte(s)) {
				t.Errorf("%s: llvm-dis-13 keeps %q:\n%s", label, s, want)
			}
		}
	}
}
