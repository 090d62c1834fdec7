package main

import (
	"errors"

	"github.com/irmeta/irmeta/internal/cli"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/verify"
)

// Every writer checks its output with verify's rules (see cli.WriteEdited).
func init() { cli.Verifier = verifyInput }

// verifyInput checks one module by verify's rules under LLVM release v
// (package verify) and turns the verdict into findings to print. It is what
// `irmeta verify` prints for one file and what every writer checks its
// output with.
func verifyInput(in *cli.Input, v llvmver.Version) []cli.Finding {
	opts := in.Options()
	opts.Version = v
	var mode verify.Mode
	if in.LowMemory {
		mode = verify.Sequential
	}
	r := verify.SourceMode(in.Name, in.Src, opts, mode)
	if r.Err != nil {
		// Older bitcode whose text v's parser refuses is checked under
		// its producer's rules (see cli.Input.Parse).
		if popts, ok := in.ProducerOptions(); ok {
			if pr := verify.SourceMode(in.Name, in.Src, popts, mode); pr.Err == nil {
				r = pr
			}
		}
	}
	if r.Err != nil {
		var list parser.ErrorList
		if !errors.As(r.Err, &list) {
			return []cli.Finding{{Severity: "error", Checker: parserChecker, Msg: r.Err.Error()}}
		}
		out := make([]cli.Finding, 0, len(list))
		for _, e := range list {
			out = append(out, cli.Finding{Pos: e.Pos, Severity: "error", Checker: parserChecker, Msg: e.Msg, Line: e.Line, Column: e.LineColumn()})
		}
		return out
	}
	var out []cli.Finding
	for _, d := range r.Diags {
		f := cli.Finding{Pos: d.Pos, Severity: d.Severity.String(), Checker: d.Checker, Msg: d.Msg, Column: d.Pos.Column}
		if d.Pos.Line > 0 {
			f.Line = r.Module.File.LineText(r.Module.File.LineStart(d.Pos.Line))
		}
		out = append(out, f)
	}
	return out
}
