package verifier

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/scanner"
)

// instTokens seeks sc to instruction in and returns its tokens one by one,
// EOF past the instruction's end.
func instTokens(sc *scanner.Scanner, in *ast.Inst) func() scanner.Token {
	sc.Seek(int(in.Start))
	return func() scanner.Token {
		t := sc.Next()
		if t.Start >= in.End {
			t.Kind = scanner.EOF
		}
		return t
	}
}
