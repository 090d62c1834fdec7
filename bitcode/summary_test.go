package bitcode

import (
	"testing"

	"github.com/irmeta/irmeta/llvmver"
)

// GUIDs as llvm-dis-14 and llvm-dis-22 print them ("; guid = N") for the
// globals of a.c compiled with clang -flto=thin: h and g external, s and
// st_var static (local linkage, so the source file name is part of the
// hashed identifier, with ':' in LLVM 14 and ';' in 22).
func TestGUID(t *testing.T) {
	for _, c := range []struct {
		name  string
		local bool
		v     llvmver.Version
		want  uint64
	}{
		{"h", false, 14, 8124147457056772133},
		{"h", false, 22, 8124147457056772133},
		{"g", false, 22, 13146401226427987378},
		{"\x01g", false, 22, 13146401226427987378}, // the \1 "no mangling" mark is not hashed
		{"s", true, 14, 16050805831902344664},
		{"s", true, 22, 12859985728976346645},
		{"st_var", true, 14, 17746785923630364870},
		{"st_var", true, 22, 11021804516600278694},
	} {
		if got := guidOf(c.name, c.local, "a.c", c.v); got != c.want {
			t.Errorf("guidOf(%q, local %v, LLVM %d) = %d, llvm-dis says %d", c.name, c.local, c.v, got, c.want)
		}
	}
}
