package bitcode

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

const typed = "define i32 @f(i32* %p) {\n  %v = load i32, i32* %p\n  ret i32 %v\n}\n"
const opaque = "define i32 @f(ptr %p) {\n  %v = load i32, ptr %p\n  ret i32 %v\n}\n"

func TestRoundTrip(t *testing.T) {
	for name, src := range map[string]string{"typed": typed, "opaque": opaque} {
		t.Run(name, func(t *testing.T) {
			bc, err := FromText([]byte(src))
			if err != nil {
				t.Fatal(err)
			}
			if !IsBitcode(bc) {
				t.Fatalf("llvm-as output is not recognised as bitcode: % x", bc[:8])
			}
			if IsBitcode([]byte(src)) {
				t.Fatal("text recognised as bitcode")
			}
			text, err := ToText(bc)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Contains(text, []byte("define i32 @f(")) || !bytes.Contains(text, []byte("load i32")) {
				t.Errorf("disassembly lacks the function:\n%s", text)
			}
		})
	}
}

func TestErrors(t *testing.T) {
	if _, err := FromText([]byte("this is not IR")); err == nil || !strings.HasPrefix(err.Error(), "llvm-as: ") {
		t.Errorf("bad input: err = %v, want an llvm-as error", err)
	}
	if _, err := FindTool("llvm-no-such-tool"); !errors.Is(err, ErrNoTool) || !strings.Contains(err.Error(), "apt-get install") {
		t.Errorf("missing tool: err = %v", err)
	}
	if !IsBitcode([]byte{0xDE, 0xC0, 0x17, 0x0B, 0, 0}) {
		t.Error("wrapper magic not recognised")
	}
}
