package verify_test

import (
	"os"
	"path/filepath"
	"runtime"
	"sync/atomic"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/typecheck"
	"github.com/irmeta/irmeta/verify"
)

// An abandoned module (ast.Module.Abandon) stops the type rules and the
// checks with ast.Abandoned on the caller's goroutine, and none of the
// goroutines they started is left reading it; reset, it checks as before.
func TestAbandonStopsChecks(t *testing.T) {
	src, err := os.ReadFile(filepath.Join(corpus.Root(t), "coreutils", "vdir.ll"))
	if err != nil {
		t.Fatal(err)
	}
	m, err := parser.ParseFileOptions("vdir.ll", src, parser.Options{Version: 14})
	if err != nil {
		t.Fatal(err)
	}
	var flag atomic.Bool
	m.Abandon = &flag
	stopped := func(f func()) (r any) {
		defer func() { r = recover() }()
		f()
		return nil
	}
	before := runtime.NumGoroutine()
	flag.Store(true)
	if r := stopped(func() { typecheck.Check(m, llvmver.Version(14)) }); r != (ast.Abandoned{}) {
		t.Errorf("type rules: panic %v", r)
	}
	for _, mode := range []verify.Mode{0, verify.LowMemory} {
		if r := stopped(func() { verify.ModuleMode(m, llvmver.Version(14), mode) }); r != (ast.Abandoned{}) {
			t.Errorf("checks (mode %d): panic %v", mode, r)
		}
	}
	// The goroutines were waited for; one that signalled its end may
	// still be exiting.
	for i := 0; i < 1000 && runtime.NumGoroutine() > before; i++ {
		runtime.Gosched()
	}
	if n := runtime.NumGoroutine(); n > before {
		t.Errorf("%d goroutines before, %d after the abandoned checks", before, n)
	}
	flag.Store(false)
	if errs := typecheck.Check(m, llvmver.Version(14)); len(errs) > 0 {
		t.Errorf("type rules after the reset: %v", errs[0])
	}
	for _, d := range verify.Module(m, llvmver.Version(14)) {
		if d.Severity == check.Error {
			t.Errorf("checks after the reset: %s: %s", d.Pos, d.Msg)
		}
	}
}
