package verifier

import (
	"bufio"
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
)

// TestPlainLocationAgrees checks that the scanner-free reading of a
// location gives the scanner's answer whenever it answers: on odd
// spellings, and on every location definition of the LLVM test copy.
func TestPlainLocationAgrees(t *testing.T) {
	texts := []string{
		"!DILocation(line: 3, column: 7, scope: !12)",
		"!DILocation(line: 3, column: 7, scope: !12, inlinedAt: !40)",
		"!DILocation(scope: !12, inlinedAt: !40, isImplicitCode: true)",
		"!DILocation(line: 0, scope: null)",
		"!DILocation(line: -1, column: 0, scope: !1)",
		"!DILocation()",
		"!DILocation(line: 3,scope: !12)",
		"!DILocation(line: 3, scope: !named)",
		"!DILocation(line: 3, scope: !DISubprogram(name: \"f\"))",
		"!DILocation(line: 3, scope: !12 !13)",
		"!DILocation(line: 3, scope : !12)",
		"!DILocation(line: 3, scope: !12,)",
		"!DILocation(line: 3, scope:\t!12)",
		"!DILocation(line: 3, scope: !)",
		"!DILocation(line: 3, inlinedAt: !1a)",
		"!DILocation(line: 3, scope: !12) ; comment",
		"!DILocation(line: 3, scope: !12, atomGroup: 4, atomRank: 1)",
		"!DILocation(line: 3, scope: !12, atomGroup: 0, atomRank: 1)",
		"!DILocation(line: 3, scope: !12, atomGroup: 00)",
		"!DILocation(line: 3, scope: !12, atomGroup: 10)",
		"!{!1, !2}",
	}
	sure := 0
	check := func(text string) {
		e, ok, answered := scanPlainLocation([]byte(text))
		if !answered {
			return
		}
		sure++
		w, wok := scanLocationTokens([]byte(text))
		if e != w || ok != wok {
			t.Errorf("%q: plain reading (%+v, %v), scanner (%+v, %v)", text, e, ok, w, wok)
		}
	}
	for _, text := range texts {
		check(text)
	}
	if sure < 5 {
		t.Errorf("the plain reading answered only %d of the odd spellings", sure)
	}
	sure = 0
	root := corpus.Root(t)
	for _, e := range corpus.Sample(corpus.LLVMTest(t), 4) {
		f, err := os.Open(e.File(root))
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<24)
		for sc.Scan() {
			line := sc.Bytes()
			if k := bytes.Index(line, []byte("!DILocation(")); k >= 0 && strings.HasPrefix(string(bytes.TrimSpace(line)), "!") {
				check(string(bytes.TrimSpace(line[k:])))
			}
		}
		f.Close()
	}
	if sure < 100 {
		t.Errorf("the plain reading answered only %d corpus locations", sure)
	}
}
