package verify

import (
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/internal/mmapfile"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/typecheck"
)

// TestPassesTellThePager checks that the passes of verify (the parse, the
// type rules, the checks and the upgrades) tell a mapped module's pager
// what they read, in both modes: under a limit that every look finds
// exceeded, the text resident at a look is what was read since the look
// before, a few MB (4-5 MB under LLVM 22's rules, 8-13 MB under LLVM 14's,
// whose typed pointers send the type rules to the type definitions); a
// pass that reads every call, function header or metadata definition of
// the module without telling the pager maps most of the code or of the
// metadata in (19-25 MB of SQLite -O2 -g's before the upgrades, the
// debug record rules and the OpenCL and verifier header reads told it),
// which --low-memory's bound does not allow for.
func TestPassesTellThePager(t *testing.T) {
	if testing.Short() {
		t.Skip("the SQLite modules: not with -short")
	}
	const bound = 16 << 20
	for _, b := range []corpus.CLibBuild{{Lib: "sqlite", Clang: 22, Opt: 2}, {Lib: "sqlite", Clang: 14, Opt: 2}} {
		path := corpus.CLib(t, b)
		v := llvmver.Version(b.Clang)
		for _, mode := range []Mode{0, LowMemory} {
			f, err := mmapfile.Read(path)
			if err != nil {
				t.Fatal(err)
			}
			f.LimitResident(1)
			m, err := typecheck.ParseFile(path, f.Data, parser.Options{Version: v, Pager: f})
			if err = typecheck.WithRecords(m, v, err); err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			if diags := ModuleMode(m, v, mode); len(diags) > 0 {
				t.Fatalf("%s: %d findings, first %s", path, len(diags), diags[0].Msg)
			}
			peak := f.PeakText()
			t.Logf("%s (mode %d): at most %.1f MB of the text found resident at a look", path, mode, float64(peak)/(1<<20))
			if peak > bound {
				t.Errorf("%s (mode %d): a look found %.1f MB of the text resident, more than %d MB: a pass reads the text without telling the pager", path, mode, float64(peak)/(1<<20), bound>>20)
			}
		}
	}
}
