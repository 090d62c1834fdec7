package ast_test

import (
	"testing"

	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
)

// TestMayCall checks the guard of the passes that look for calls of some
// intrinsics: declared, defined and undeclared (LLVM 18+) callees count,
// quoted names too, and other names do not.
func TestMayCall(t *testing.T) {
	for _, c := range []struct {
		src    string
		ver    llvmver.Version
		prefix string
		want   bool
	}{
		{"declare void @llvm.dbg.value(metadata, metadata, metadata)\n", 14, "@llvm.dbg.", true},
		{"declare void @llvm.lifetime.start.p0(i64, ptr)\n", 22, "@llvm.dbg.", false},
		{"declare void @\"llvm.dbg.value\"(metadata, metadata, metadata)\n", 22, "@llvm.dbg.", true},
		{"define void @f() {\n  ret void\n}\n", 22, "@llvm.", false},
		{"define void @f(ptr %p) {\n  call void @llvm.lifetime.start.p0(i64 1, ptr %p)\n  ret void\n}\n", 22, "@llvm.lifetime.", true},
		{"define void @f(ptr %p) {\n  call void @\"llvm.lifetime.end.p0\"(i64 1, ptr %p)\n  ret void\n}\n", 22, "@llvm.lifetime.", true},
		{"define void @f(ptr %p) {\n  call void @llvm.lifetime.start.p0(i64 1, ptr %p)\n  ret void\n}\n", 22, "@llvm.dbg.", false},
	} {
		m, err := parser.ParseFileOptions("t.ll", []byte(c.src), parser.Options{Version: c.ver})
		if err != nil {
			t.Fatalf("%q: %v", c.src, err)
		}
		if got := m.MayCall(c.prefix); got != c.want {
			t.Errorf("MayCall(%q) of %q = %v, want %v", c.prefix, c.src, got, c.want)
		}
	}
}
