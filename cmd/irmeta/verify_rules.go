package main

import (
	"errors"

	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/internal/cli"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/upgrade"
	_ "github.com/irmeta/irmeta/verifier" // registers LLVM's IR verifier
)

// Every writer checks its output with verify's rules (see cli.WriteEdited).
func init() { cli.Verifier = verifyInput }

// verifyInput checks one module by verify's rules under LLVM release v:
// the parser (syntax, names, references), then, when it parses, every
// registered check. It is what `irmeta verify` prints for one file and
// what every writer checks its output with.
func verifyInput(in *cli.Input, v llvmver.Version) []cli.Finding {
	m, err := in.Parse()
	if err != nil {
		var list parser.ErrorList
		if !errors.As(err, &list) {
			return []cli.Finding{{Severity: "error", Checker: parserChecker, Msg: err.Error()}}
		}
		out := make([]cli.Finding, 0, len(list))
		for _, e := range list {
			out = append(out, cli.Finding{Pos: e.Pos, Severity: "error", Checker: parserChecker, Msg: e.Msg, Line: e.Line, Column: e.LineColumn()})
		}
		return out
	}
	upgrades := upgrade.Check(m, v)
	if len(check.Names()) == 0 && len(upgrades) == 0 {
		return nil // no schema checks: the graph is not needed
	}
	var out []cli.Finding
	for _, d := range append(check.RunVersion(md.New(m), v), upgrades...) {
		f := cli.Finding{Pos: d.Pos, Severity: d.Severity.String(), Checker: d.Checker, Msg: d.Msg, Column: d.Pos.Column}
		if d.Pos.Line > 0 {
			f.Line = m.File.LineText(m.File.LineStart(d.Pos.Line))
		}
		out = append(out, f)
	}
	return out
}
