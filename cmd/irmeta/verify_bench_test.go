package main

import (
	"os"
	"runtime/debug"
	"testing"

	"github.com/irmeta/irmeta/internal/cli"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
)

// BenchmarkVerifyInputFile runs what `irmeta verify` runs for one file
// (read, parse, type check, verifier, upgrade checks) on
// $IRMETA_BENCH_FILE (under $IRMETA_BENCH_LLVM, default 22), or the
// SQLite module clang 22 -O2 -g wrote (scripts/clib.sh), with
// --low-memory when $IRMETA_BENCH_LOW_MEMORY is 1; with
// -cpuprofile/-memprofile it is the profile of the verify command.
func BenchmarkVerifyInputFile(b *testing.B) {
	path := os.Getenv("IRMETA_BENCH_FILE")
	if path == "" {
		path = corpus.CLib(b, corpus.CLibBuild{Lib: "sqlite", Clang: 22, Opt: 2})
	}
	v := llvmver.Default
	if s := os.Getenv("IRMETA_BENCH_LLVM"); s != "" {
		var err error
		if v, err = llvmver.Parse(s); err != nil {
			b.Fatal(err)
		}
	}
	low := os.Getenv("IRMETA_BENCH_LOW_MEMORY") == "1"
	env := cli.Env{LLVM: &v, LowMemory: &low}
	if low {
		defer debug.SetGCPercent(debug.SetGCPercent(25)) // as the command sets it
	}
	st, err := os.Stat(path)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(st.Size())
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		in, err := cli.ReadInput(env, path)
		if err != nil {
			b.Fatal(err)
		}
		if fs := verifyInput(in, v); len(fs) > 0 {
			b.Fatalf("%d findings, first %s: %s", len(fs), fs[0].Pos, fs[0].Msg)
		}
	}
}
