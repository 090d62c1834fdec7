package bitcode

import (
	"testing"

	"github.com/irmeta/irmeta/bitcode/bitstream"
)

// TestReadScalarTBAATags gives instructions !tbaa attachments in the
// scalar form of the releases before struct-path TBAA (llvm-as-13 would
// upgrade them itself, so they are written under the kind !xbaa and the
// attachment records then name the kind tbaa): LLVM's loader replaces
// each with a struct-path access tag, which is a node the module has when
// it has one with those operands (!0 for !1; !5 is the scalar type of
// !3's tag), and so must the native reader. A tag already in struct-path
// form (!0), and a scalar node under another kind (!foo), stay.
func TestReadScalarTBAATags(t *testing.T) {
	const src = `declare void @g(i32*)

define i32 @f(i32* %p) {
  %a = load i32, i32* %p, !xbaa !1
  store i32 %a, i32* %p, !xbaa !3
  call void @g(i32* %p), !xbaa !4
  %b = load i32, i32* %p, !xbaa !0
  %c = load i32, i32* %p, !xbaa !4
  %d = load i32, i32* %p, !foo !4
  ret i32 %c
}

!named = !{!0, !5}

!0 = !{!1, !1, i64 0}
!1 = !{!"int", !2}
!2 = !{!"root"}
!3 = !{!"const int", !2, i64 1}
!4 = !{!"short", !2}
!5 = !{!"const int", !2}
`
	bc := assemble(t, "13", src)
	const tbaaKind = 1 // LLVM's fixed kind id of tbaa
	xbaa, moved := ^uint64(0), 0
	old, _ := patchInPlace(t, bc, func(block, code uint64, ops []uint64) []uint64 {
		switch {
		case block == blockMDKind && code == 6 && string(bitstream.String(ops[1:])) == "xbaa":
			xbaa = ops[0]
		case block == blockMDAttachment && code == 11 && len(ops)%2 == 1:
			for i := 1; i < len(ops); i += 2 {
				if ops[i] == xbaa {
					ops[i] = tbaaKind
					moved++
				}
			}
			return ops
		}
		return nil
	})
	if moved != 5 {
		t.Fatalf("%d attachments moved to the tbaa kind, want 5", moved)
	}
	want := nativeReadsAs(t, "scalar tbaa tags", 13, false, old)
	readsAs13(t, want, "scalar TBAA tags",
		"%a = load i32, i32* %p, align 4, !tbaa !0\n",
		"%b = load i32, i32* %p, align 4, !tbaa !0\n",
		"store i32 %a, i32* %p, align 4, !tbaa !4\n",
		"!3 = !{!\"const int\", !2}\n!4 = !{!3, !3, i64 0, i64 1}\n",
		"call void @g(i32* %p), !tbaa !5\n",
		"%c = load i32, i32* %p, align 4, !tbaa !5\n",
		"!5 = !{!6, !6, i64 0}\n!6 = !{!\"short\", !2}\n",
		"%d = load i32, i32* %p, align 4, !foo !6\n")
}
