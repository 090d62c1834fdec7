package scanner

import (
	"os"
	"path/filepath"
	"testing"
)

// seedFiles adds a few corpus files and tricky inputs to a fuzz corpus.
func seedFiles(f *testing.F) {
	for _, s := range []string{
		"", "!", "%", "@\"", "!\"unterminated", "/* open", "0x", "-", "+1.0", "i32addrspace(1)*",
		"define void @f() {\n  ret void\n}\n", "!0 = !DILocation(line: 1, scope: !1)\n",
		"  #dbg_value(i32 %x, !1, !DIExpression(), !2)\n", "x:\n-3:\n\"q\":\n", "u0x1F s0xFF 0xK1 0xH1 1e5 1.5e+",
	} {
		f.Add([]byte(s))
	}
	root := filepath.Join("..", "..", "shared", "corpus")
	for _, rel := range []string{"coreutils/echo.ll", "llvm-test/Assembler/metadata.ll", "llvm-test/Assembler/debug-info.ll", "llvm-test/Bitcode/compatibility.ll"} {
		if b, err := os.ReadFile(filepath.Join(root, rel)); err == nil {
			if len(b) > 64<<10 {
				b = b[:64<<10]
			}
			f.Add(b)
		}
	}
}

// FuzzScanner checks that scanning any input ends, makes progress, and
// yields tokens in order and within bounds.
func FuzzScanner(f *testing.F) {
	seedFiles(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		var s Scanner
		s.Init(src)
		prevEnd := 0
		for i := 0; ; i++ {
			if i > len(src)+1 {
				t.Fatalf("no progress: more tokens than bytes")
			}
			tok := s.Next()
			if int(tok.Start) < prevEnd || tok.End < tok.Start || int(tok.End) > len(src) {
				t.Fatalf("token %v out of order or bounds (prev end %d, len %d)", tok, prevEnd, len(src))
			}
			if tok.Kind == EOF {
				return
			}
			if tok.End == tok.Start {
				t.Fatalf("empty token %v", tok)
			}
			prevEnd = int(tok.End)
		}
	})
}
