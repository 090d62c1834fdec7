package dtrans_test

import (
	"bytes"
	"github.com/irmeta/irmeta/md"
	"os/exec"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/dtrans"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
)

// TestOverloadsLLVM22: in an opaque-pointer module the annotation calls
// are named as the release asked for names them: LLVM 22 (the default)
// overloads llvm.ptr.annotation on the strings' pointer type too
// (.p0.p0, .p1.p0), LLVM 14 does not (.p0, .p1). llvm-as-22 | llvm-dis-22
// keeps LLVM 22's names as they are, and llvm-as 14 -opaque-pointers
// LLVM 14's.
func TestOverloadsLLVM22(t *testing.T) {
	src := "define void @f(ptr %a, ptr addrspace(1) %b) {\n  ret void\n}\n"
	for _, tc := range []struct {
		ver   llvmver.Version
		names []string
		as    []string
		dis   string
	}{
		{0, []string{"llvm.ptr.annotation.p0.p0", "llvm.ptr.annotation.p1.p0"}, []string{"llvm-as-22"}, "llvm-dis-22"},
		{14, []string{"llvm.ptr.annotation.p0", "llvm.ptr.annotation.p1"}, []string{"llvm-as", "-opaque-pointers"}, "llvm-dis -opaque-pointers"},
	} {
		t.Run(tc.ver.String(), func(t *testing.T) {
			m, err := parser.ParseFileOptions("o.ll", []byte(src), parser.Options{Version: tc.ver})
			if err != nil {
				t.Fatal(err)
			}
			g := md.New(m)
			a := dtrans.NewAnnotator(g)
			glob, err := a.Global(dtrans.AOSToSOAIndex, dtrans.AOSToSOAIndex.Content(0), "")
			if err != nil {
				t.Fatal(err)
			}
			h, err := parser.NewDecoder(g.Module).FuncHeader(0)
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range h.Params {
				if _, err := a.Insert(0, ast.Operand{Type: p.Type, Value: ast.Value{Kind: ast.LocalRef, Text: p.Name}}, glob, 3, ""); err != nil {
					t.Fatal(err)
				}
			}
			g = commit(t, g)
			var got []string
			for _, an := range dtrans.Annotations(g) {
				got = append(got, strings.TrimPrefix(an.Intrinsic, "@"))
				if !an.DTrans || an.Args != 5 {
					t.Errorf("%s: DTrans %v, %d arguments", an.Intrinsic, an.DTrans, an.Args)
				}
			}
			if strings.Join(got, " ") != strings.Join(tc.names, " ") {
				t.Errorf("intrinsics %v, want %v", got, tc.names)
			}
			out, _ := g.Bytes()
			as := exec.Command(tc.as[0], append(tc.as[1:], "-o", "-")...)
			as.Stdin = bytes.NewReader(out)
			var stderr bytes.Buffer
			as.Stderr = &stderr
			bc, err := as.Output()
			if err != nil {
				t.Fatalf("%s: %v\n%s\n%s", tc.as[0], err, stderr.Bytes(), out)
			}
			dis := exec.Command(strings.Fields(tc.dis)[0], append(strings.Fields(tc.dis)[1:], "-o", "-")...)
			dis.Stdin = bytes.NewReader(bc)
			text, err := dis.Output()
			if err != nil {
				t.Fatal(err)
			}
			for _, name := range tc.names {
				if !bytes.Contains(text, []byte("@"+name+"(")) {
					t.Errorf("%s renames %s:\n%s", tc.dis, name, text)
				}
			}
		})
	}
}
