package main

import (
	"bytes"

	"github.com/spf13/cobra"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/cli"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/upgrade"
)

// jsonDifference is one difference in diff's JSON output.
type jsonDifference struct {
	Where  string `json:"where"`
	A      string `json:"a"`
	B      string `json:"b"`
	PosA   string `json:"pos_a"`
	PosB   string `json:"pos_b"`
	Detail string `json:"detail,omitempty"`
}

func newDiffCmd(env cli.Env) *cobra.Command {
	var asJSON bool
	var view diffView
	c := &cobra.Command{
		Use:   "diff [--json|--stat|--long] [--kind KIND]... [--function @F]... A B",
		Short: "Compare the metadata of two modules, independently of node numbering",
		Long: `diff compares the metadata reachable from the roots of two modules: named
metadata, attachments of functions, globals and instructions, and metadata
arguments of calls and debug records. Uniqued nodes are compared by content,
distinct nodes by their position in the graph, so renumbering, reordering
and dropping unreferenced nodes make no difference. With --llvm N, both
modules are first taken as LLVM N's reader loads them (see "irmeta upgrade"),
so a module equals its llvm-as | llvm-dis round trip; without it, the
metadata is compared as written.

The differences are grouped by entity (a function with its instructions, a
global, a named metadata list), each with both locations and one line per
difference: the place, and what differs (the first differing operand or
field when known). --long prints one full line per difference instead,
with both nodes written out and both positions; --stat only counts them per
entity and kind. --kind KIND keeps the differences of attachment or named
metadata KIND ("argument" for metadata arguments of calls, "distinct" for
distinct nodes compared by position), --function @F those of @F and its
instructions; both may be repeated, and filter --json too. The exit status
is 0 when the (selected) metadata is the same, 1 when it differs.`,
		Example: `  irmeta diff before.ll after.ll
  irmeta diff --stat prog.O0.ll prog.O2.ll
  irmeta diff --kind tbaa --function @main prog.O0.ll prog.O2.ll
  irmeta diff --llvm 22 --long prog.ll <(llvm-as-22 < prog.ll | llvm-dis-22)`,
		Args: exactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			// Read and parse both modules at once, on two cores.
			var mb *ast.Module
			var errB error
			var stderrB bytes.Buffer
			done := make(chan struct{})
			go func() {
				defer close(done)
				envB := env // the same settings (--llvm), its messages kept apart
				envB.Stderr = &stderrB
				mb, errB = cli.Load(envB, args[1])
			}()
			ma, errA := cli.Load(env, args[0])
			<-done
			env.Stderr.Write(stderrB.Bytes())
			if errA != nil {
				return errA
			}
			if errB != nil {
				return errB
			}
			if view.stat && (view.long || asJSON) {
				return cli.Usagef("--stat excludes --long and --json")
			}
			ga, gb := md.New(ma), md.New(mb)
			if cmd.Flags().Changed("llvm") {
				// Both modules as LLVM N loads them: a module and its
				// llvm-as | llvm-dis round trip are then equal.
				var err error
				if ga, _, err = upgrade.Loaded(ga, upgrade.Options{LLVM: env.Version()}); err != nil {
					return cli.Failf("%s: %v", args[0], err)
				}
				if gb, _, err = upgrade.Loaded(gb, upgrade.Options{LLVM: env.Version()}); err != nil {
					return cli.Failf("%s: %v", args[1], err)
				}
			}
			diffs := view.filter(md.Diff(ga, gb))
			if asJSON {
				out := make([]jsonDifference, 0, len(diffs))
				for _, d := range diffs {
					out = append(out, jsonDifference{Where: d.Where, A: d.A, B: d.B, PosA: d.PosA.String(), PosB: d.PosB.String(), Detail: d.Detail})
				}
				if err := writeJSON(env.Stdout, out); err != nil {
					return err
				}
			} else if err := view.print(env.Stdout, diffs, ga, gb); err != nil {
				return err
			}
			if len(diffs) > 0 {
				return cli.Silent(1)
			}
			return nil
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print the differences as JSON")
	c.Flags().BoolVar(&view.stat, "stat", false, "count the differences per entity and kind")
	c.Flags().BoolVar(&view.long, "long", false, "one full line per difference, both nodes written out")
	c.Flags().StringArrayVar(&view.kinds, "kind", nil, "keep only differences of attachment or named metadata `KIND`")
	c.Flags().StringArrayVar(&view.functions, "function", nil, "keep only differences of function `@F` and its instructions")
	return c
}
