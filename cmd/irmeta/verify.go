package main

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"irmeta/check"
	"irmeta/internal/cli"
	"irmeta/md"
	"irmeta/parser"
)

// jsonDiag is a diagnostic in verify's JSON output.
type jsonDiag struct {
	File     string `json:"file"`
	Line     int    `json:"line"`
	Col      int    `json:"col"`
	Severity string `json:"severity"`
	Message  string `json:"message"`
	Checker  string `json:"checker,omitempty"`
}

func newVerifyCmd(env cli.Env) *cobra.Command {
	var asJSON bool
	c := &cobra.Command{
		Use:   "verify [--json] FILE...",
		Short: "Check modules: syntax, names and metadata references, and schema checks",
		Long: `verify parses each FILE and checks it: the syntax of LLVM IR 14 through
current, undefined or redefined values, blocks, globals and metadata ids,
and then every registered schema check. Each problem is printed as
file:line:col: error: message. The exit status is 0 when all files are
valid, 1 when any has errors, 2 on usage errors.`,
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
					diags = append(diags, jsonDiag{File: in.Name, Severity: "error", Message: errors.Unwrap(err).Error()})
					if !asJSON {
						fmt.Fprintf(env.Stderr, "%s: error: %v\n", in.Name, errors.Unwrap(err))
					}
					continue
				}
				m, err := in.Parse()
				if err != nil {
					failed = true
					var list parser.ErrorList
					errors.As(err, &list)
					for _, e := range list {
						diags = append(diags, jsonDiag{File: e.Pos.Filename, Line: e.Pos.Line, Col: e.Pos.Column, Severity: "error", Message: e.Msg})
					}
					if !asJSON {
						cli.PrintParseErrors(env.Stderr, err)
					}
					continue
				}
				if len(check.Names()) == 0 {
					continue // no schema checks: the graph is not needed
				}
				for _, d := range check.Run(md.New(m)) {
					if d.Severity == check.Error {
						failed = true
					}
					diags = append(diags, jsonDiag{File: d.Pos.Filename, Line: d.Pos.Line, Col: d.Pos.Column, Severity: d.Severity.String(), Message: d.Msg, Checker: d.Checker})
					if !asJSON {
						line := ""
						if d.Pos.Line > 0 {
							line = m.File.LineText(m.File.LineStart(d.Pos.Line))
						}
						fmt.Fprint(env.Stderr, cli.Diagnostic(d.Pos.String(), d.Severity.String(), d.Msg, line, d.Pos.Column))
					}
				}
			}
			if asJSON {
				enc := json.NewEncoder(env.Stdout)
				enc.SetIndent("", "  ")
				if err := enc.Encode(diags); err != nil {
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
