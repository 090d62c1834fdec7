package main

import (
	"encoding/json"
	"fmt"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"irmeta/internal/cli"
	"irmeta/md"
	"irmeta/modflags"
)

// jsonFlag is one module flag in "flags --json" output.
type jsonFlag struct {
	Index    int    `json:"index"`
	Behavior int64  `json:"behavior"`
	Name     string `json:"behavior_name"`
	ID       string `json:"id"`
	Value    string `json:"value"`
	Pos      string `json:"pos,omitempty"`
}

func newFlagsCmd(env cli.Env) *cobra.Command {
	var asJSON bool
	c := &cobra.Command{
		Use:   "flags [--json] FILE",
		Short: "List the module flags (!llvm.module.flags) with their merge behaviors",
		Long: `flags lists the module's flags: behavior (Error, Warning, Require, Override,
Append, AppendUnique, Max, Min), ID and value. Malformed entries are left out
here; "irmeta verify" reports them with LLVM's verifier messages.`,
		Example: `  irmeta flags prog.ll
  irmeta flags --json prog.bc`,
		Args: exactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			m, err := cli.Load(env, args[0])
			if err != nil {
				return err
			}
			flags := modflags.Read(md.New(m))
			out := make([]jsonFlag, 0, len(flags))
			for _, f := range flags {
				jf := jsonFlag{Index: f.Index, Behavior: int64(f.Behavior), Name: f.Behavior.String(), ID: f.ID, Value: md.FormatOperand(f.Value)}
				if p := f.Node.Pos(); p.IsValid() {
					jf.Pos = p.String()
				}
				out = append(out, jf)
			}
			if asJSON {
				enc := json.NewEncoder(env.Stdout)
				enc.SetIndent("", "  ")
				return enc.Encode(out)
			}
			w := tabwriter.NewWriter(env.Stdout, 0, 4, 2, ' ', 0)
			fmt.Fprintln(w, "#\tbehavior\tid\tvalue")
			for _, f := range out {
				fmt.Fprintf(w, "%d\t%s (%d)\t%s\t%s\n", f.Index, f.Name, f.Behavior, f.ID, f.Value)
			}
			return w.Flush()
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print the flags as JSON")
	return c
}
