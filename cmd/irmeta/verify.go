package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/internal/cli"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/upgrade"
)

// jsonDiag is a diagnostic in verify's JSON output.
type jsonDiag struct {
	File     string `json:"file"`
	Line     int    `json:"line"`
	Col      int    `json:"col"`
	Severity string `json:"severity"`
	// Checker is what reported the message: "input" (the file could not
	// be read), "parser" (syntax, names, references), or the name of a
	// registered schema check.
	Checker string `json:"checker"`
	Message string `json:"message"`
}

// Reporters of verify's messages that are not registered schema checks.
const (
	inputChecker  = "input"
	parserChecker = "parser"
)

// tagged prefixes msg with the checker that reported it, as verify prints
// it: "[taffo] range ...". The message after the tag is unchanged (LLVM's
// verifier texts stay searchable).
func tagged(checker, msg string) string { return "[" + checker + "] " + msg }

// verifyLong is verify's help text, naming the registered checks.
func verifyLong() string {
	return `verify parses each FILE and checks it: the syntax of LLVM IR 14 through
current, undefined or redefined values, blocks, globals and metadata ids,
and then every registered schema check (` + strings.Join(check.Names(), ", ") + `).
Each problem is printed as

  file:line:col: error: [checker] message

where checker says what reported it: "parser" for syntax, names and
references, "input" when the file cannot be read, or a schema check. The
messages of checks that mirror LLVM's verifier are LLVM's own texts. With
--json, each diagnostic has a "checker" field. The exit status is 0 when all
files are valid, 1 when any has errors, 2 on usage errors.`
}

func newVerifyCmd(env cli.Env) *cobra.Command {
	var asJSON bool
	c := &cobra.Command{
		Use:   "verify [--json] FILE...",
		Short: "Check modules: syntax, names and metadata references, and schema checks",
		Long:  verifyLong(),
		Example: `  irmeta verify prog.ll
  irmeta verify --json a.ll b.ll`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return cli.Usagef("verify needs at least one file")
			}
			return nil
		},
		RunE: func(_ *cobra.Command, args []string) error {
			diags := []jsonDiag{}
			failed := false
			for _, name := range args {
				in, err := cli.ReadInput(env, name)
				if err != nil {
					failed = true
					msg := err.Error()
					if inner := errors.Unwrap(err); inner != nil {
						msg = inner.Error()
					}
					diags = append(diags, jsonDiag{File: in.Name, Severity: "error", Checker: inputChecker, Message: msg})
					if !asJSON {
						fmt.Fprintf(env.Stderr, "%s: error: %s\n", in.Name, tagged(inputChecker, msg))
					}
					continue
				}
				m, err := in.Parse()
				if err != nil {
					failed = true
					var list parser.ErrorList
					if !errors.As(err, &list) {
						diags = append(diags, jsonDiag{File: in.Name, Severity: "error", Checker: parserChecker, Message: err.Error()})
						if !asJSON {
							fmt.Fprintf(env.Stderr, "%s: error: %s\n", in.Name, tagged(parserChecker, err.Error()))
						}
						continue
					}
					for _, e := range list {
						diags = append(diags, jsonDiag{File: e.Pos.Filename, Line: e.Pos.Line, Col: e.Pos.Column, Severity: "error", Checker: parserChecker, Message: e.Msg})
						if !asJSON {
							fmt.Fprint(env.Stderr, cli.Diagnostic(e.Pos.String(), "error", tagged(parserChecker, e.Msg), e.Line, e.LineColumn()))
						}
					}
					continue
				}
				upgrades := upgrade.Check(m, env.Version())
				if len(check.Names()) == 0 && len(upgrades) == 0 {
					continue // no schema checks: the graph is not needed
				}
				for _, d := range append(check.Run(md.New(m)), upgrades...) {
					if d.Severity == check.Error {
						failed = true
					}
					diags = append(diags, jsonDiag{File: d.Pos.Filename, Line: d.Pos.Line, Col: d.Pos.Column, Severity: d.Severity.String(), Message: d.Msg, Checker: d.Checker})
					if !asJSON {
						line := ""
						if d.Pos.Line > 0 {
							line = m.File.LineText(m.File.LineStart(d.Pos.Line))
						}
						fmt.Fprint(env.Stderr, cli.Diagnostic(d.Pos.String(), d.Severity.String(), tagged(d.Checker, d.Msg), line, d.Pos.Column))
					}
				}
			}
			if asJSON {
				if err := writeJSON(env.Stdout, diags); err != nil {
					return err
				}
			}
			if failed {
				return cli.Silent(1)
			}
			return nil
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print the diagnostics as a JSON array on standard output")
	return c
}
