package typecheck_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/typecheck"
)

// TestDebugArgsFromText checks that judging debug records and calls of
// llvm.dbg.* from their text changes nothing: on every file of LLVM 22's
// own tests and of LLVM 14's test copy that holds one, and on the clang 22
// build of zlib, the type rules give the same errors as when every such
// instruction is decoded.
func TestDebugArgsFromText(t *testing.T) {
	type input struct {
		path string
		v    llvmver.Version
	}
	var inputs []input
	dir, files := corpus.LLVM22Source(t)
	for _, f := range files {
		inputs = append(inputs, input{filepath.Join(dir, filepath.FromSlash(f)), 22})
	}
	root := corpus.Root(t)
	for _, e := range corpus.LLVMTest(t) {
		inputs = append(inputs, input{e.File(root), 14})
	}
	inputs = append(inputs, input{corpus.CLib(t, corpus.CLibBuild{Lib: "zlib", Clang: 22, Opt: 2}), 22})
	compared, records := 0, 0
	for _, in := range inputs {
		src, err := os.ReadFile(in.path)
		if err != nil {
			t.Fatal(err)
		}
		n := bytes.Count(src, []byte("#dbg_")) + bytes.Count(src, []byte("@llvm.dbg."))
		if n == 0 {
			continue
		}
		fromText := typeErrors(in.path, src, in.v)
		restore := typecheck.DecodeDebugArgs(true)
		decoded := typeErrors(in.path, src, in.v)
		restore()
		if fromText != decoded {
			t.Errorf("%s under LLVM %d:\n  from the text: %s\n  decoded:       %s", in.path, in.v, fromText, decoded)
		}
		compared++
		records += n
	}
	// LLVM 22's DebugInfo tests alone hold hundreds of such files.
	if compared < 500 {
		t.Fatalf("compared %d files only", compared)
	}
	t.Logf("%d files, %d debug records and calls", compared, records)
}

// typeErrors returns every error of the type rules of release v on the
// module in src, or what stopped its parse.
func typeErrors(name string, src []byte, v llvmver.Version) string {
	m, err := parser.ParseFileOptions(name, src, parser.Options{Version: v})
	if err != nil {
		return "parse: " + err.Error()
	}
	return fmt.Sprint(typecheck.Check(m, v))
}
