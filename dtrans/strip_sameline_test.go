package dtrans_test

import (
	"strings"
	"testing"

	"github.com/irmeta/irmeta/dtrans"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// IR is not line-based: a removed entity may share its line with one that
// stays. Strip removes only what it strips (FuzzStrip found the type
// definition after !intel.dtrans.types, and a node definition's
// neighbour, deleted with the line).
func TestStripKeepsEntitiesSharingALine(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		opt       dtrans.StripOptions
		keep      []string
	}{
		{"named list", `define void @f(%struct.S* %p) {
  ret void
}
!intel.dtrans.types = !{!0} %struct.S = type { i32 }
!0 = !{!"S", %struct.S zeroinitializer, i32 1, !1}
!1 = !{i32 0, i32 0}
`, dtrans.StripOptions{TypeMetadata: true}, []string{"%struct.S = type { i32 }"}},
		{"orphan node", `%struct.S = type { i32 }
define void @f(i8* %p) {
  %q = bitcast i8* %p to %struct.S*, !dtrans-type !0
  ret void
}
!0 = !{%struct.S zeroinitializer, i32 1} @g = global i32 0
`, dtrans.StripOptions{}, []string{"@g = global i32 0"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := parser.ParseFile("in.ll", []byte(tc.src), 0)
			if err != nil {
				t.Fatal(err)
			}
			g := md.New(m)
			if _, err := dtrans.Strip(g, tc.opt); err != nil {
				t.Fatal(err)
			}
			out, err := g.Bytes()
			if err != nil {
				t.Fatal(err)
			}
			if _, err := parser.ParseFile("out.ll", out, 0); err != nil {
				t.Fatalf("stripped module does not parse: %v\n%s", err, out)
			}
			for _, k := range tc.keep {
				if !strings.Contains(string(out), k) {
					t.Errorf("%q is gone:\n%s", k, out)
				}
			}
		})
	}
}
