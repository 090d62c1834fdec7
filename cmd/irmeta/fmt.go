package main

import (
	"io"

	"github.com/spf13/cobra"

	"github.com/irmeta/irmeta/internal/cli"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/printer"
)

func newFmtCmd(env cli.Env) *cobra.Command {
	var out string
	var inPlace, renumber bool
	c := &cobra.Command{
		Use:   "fmt [-o OUT] [-w] FILE|-",
		Short: "Parse a module and print it back (unchanged input comes out byte for byte)",
		Long: `fmt parses FILE (or standard input for -) and prints it. Printing is lossless:
comments, blank lines, numbering and spacing are kept, so an unmodified
module comes out byte-identical (with --renumber, metadata is numbered the way
LLVM prints it instead). With -o the output goes to OUT (bitcode when
OUT ends in .bc); with -w FILE is rewritten in place atomically. Nothing is
written when the input has errors.`,
		Example: `  irmeta fmt prog.ll
  irmeta fmt -o prog.bc prog.ll
  clang -S -emit-llvm -o - x.c | irmeta fmt -`,
		Args: exactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			if inPlace && args[0] == "-" {
				return cli.Usagef("-w needs a file, not standard input")
			}
			if inPlace && out != "" {
				return cli.Usagef("-w and -o exclude each other")
			}
			m, err := cli.Load(env, args[0])
			if err != nil {
				return err
			}
			if inPlace {
				out = args[0]
			}
			if renumber {
				text, err := md.New(m).Renumber()
				if err != nil {
					return cli.Failf("%v", err)
				}
				return cli.WriteEdited(env, out, m, func(w io.Writer) error { _, err := w.Write(text); return err })
			}
			return cli.WriteEdited(env, out, m, func(w io.Writer) error { return printer.Fprint(w, m) })
		},
	}
	c.Flags().StringVarP(&out, "output", "o", "", "write to `OUT` instead of standard output")
	c.Flags().BoolVarP(&inPlace, "write", "w", false, "rewrite FILE in place")
	c.Flags().BoolVar(&renumber, "renumber", false, "number metadata as LLVM prints it, drop unreferenced nodes")
	return c
}
