package tbaa_test

import (
	"fmt"

	"github.com/irmeta/irmeta"
	"github.com/irmeta/irmeta/tbaa"
)

// Clang's tags for s.a (int at offset 0 of struct S), s.f (float at 4)
// and a plain int access.
const tbaaModule = `!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!"omnipotent char", !0, i64 0}
!2 = !{!"int", !1, i64 0}
!3 = !{!"float", !1, i64 0}
!4 = !{!"S", !2, i64 0, !3, i64 4}
!5 = !{!4, !2, i64 0}
!6 = !{!4, !3, i64 4}
!7 = !{!2, !2, i64 0}
`

func ExampleMayAlias() {
	m, _ := irmeta.Parse("t.ll", []byte(tbaaModule))
	sa, sf, i := m.NodeByID(5), m.NodeByID(6), m.NodeByID(7)
	fmt.Println("s.a vs s.f:", tbaa.MayAlias(sa, sf))
	fmt.Println("s.a vs int:", tbaa.MayAlias(sa, i))
	fmt.Println("s.f vs int:", tbaa.MayAlias(sf, i))
	tag, _ := tbaa.ReadTag(sf)
	fmt.Println(tag, "/", tag.AccessName())
	// Output:
	// s.a vs s.f: false
	// s.a vs int: true
	// s.f vs int: false
	// float @ S + 4 / float
}
