package parser

import (
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/corpus"
)

// An abandoned parse (Options.Abandon) stops with ast.Abandoned, on one
// goroutine and split (its other parsers end first); one that is not
// abandoned parses as before.
func TestAbandonStopsParse(t *testing.T) {
	src, err := os.ReadFile(filepath.Join(corpus.Root(t), "coreutils", "ginstall.ll"))
	if err != nil {
		t.Fatal(err)
	}
	parse := func(abandon *atomic.Bool) (r any, err error) {
		defer func() { r = recover() }()
		_, err = ParseFileOptions("ginstall.ll", src, Options{Abandon: abandon})
		return nil, err
	}
	for _, split := range []int{1 << 62, 0} {
		withSplit(split, split, func() {
			var flag atomic.Bool
			if r, err := parse(&flag); r != nil || err != nil {
				t.Fatalf("split %d, not abandoned: panic %v, error %v", split, r, err)
			}
			flag.Store(true)
			if r, _ := parse(&flag); r != (ast.Abandoned{}) {
				t.Errorf("split %d, abandoned: panic %v", split, r)
			}
		})
	}
}
