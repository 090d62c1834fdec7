package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/irmeta/irmeta/internal/cli"
	"github.com/irmeta/irmeta/llvmver"
)

// version is the irmeta release, printed by "irmeta version".
const version = "0.1.0"

// run executes the command line args and returns the exit status: 0 on
// success, 1 when the input has errors or findings, 2 on usage errors.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	llvm := llvmver.Default
	env := cli.Env{Stdin: stdin, Stdout: stdout, Stderr: stderr, LLVM: &llvm}
	root := newRoot(env)
	if args == nil {
		args = []string{} // cobra reads os.Args for nil
	}
	root.SetArgs(args)
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
	err := root.Execute()
	if err == nil {
		return 0
	}
	var ee *cli.ExitError
	if errors.As(err, &ee) {
		if ee.Err != nil {
			fmt.Fprintf(stderr, "irmeta: %v\n", ee.Err)
		}
		if ee.Code == 2 {
			fmt.Fprintln(stderr, "Run 'irmeta --help' for usage.")
		}
		return ee.Code
	}
	// Errors from cobra itself: unknown commands, flags and argument counts.
	fmt.Fprintf(stderr, "irmeta: %v\nRun 'irmeta --help' for usage.\n", err)
	return 2
}

func newRoot(env cli.Env) *cobra.Command {
	if env.LowMemory == nil {
		env.LowMemory = new(bool) // the --low-memory flag's value
	}
	root := &cobra.Command{
		Use:   "irmeta",
		Short: "Read, check, edit and compare the metadata of LLVM IR modules",
		Long: `irmeta reads LLVM IR text (.ll) and bitcode (.bc) as LLVM 14 to 22 read
them, and works on its metadata without LLVM: print it unchanged,
verify it, summarize it, get/set/remove attachments and named metadata,
compare two modules' metadata independently of node numbering, and draw
parts of the metadata graph.`,
		SilenceUsage:      true,
		CompletionOptions: cobra.CompletionOptions{DisableDefaultCmd: true},
		SilenceErrors:     true,
		Version:           version,
		Example: `  irmeta report prog.ll
  irmeta verify prog.ll
  irmeta loops set -w prog.ll @f:for.body unroll.count 4`,
		// Without a command there is nothing to do: usage on standard
		// error and exit status 2, as for any other usage error.
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cmd.SetOut(env.Stderr)
			cmd.Usage()
			return cli.Silent(2)
		},
	}
	root.PersistentFlags().Var(cli.VersionFlag{V: env.LLVM}, "llvm",
		fmt.Sprintf("the LLVM release whose rules apply (%d to %d)", llvmver.Oldest, llvmver.Newest))
	root.PersistentFlags().BoolVar(env.LowMemory, "low-memory", false,
		"hold resident memory under 1.5 times a large input file, at the cost of time (a third more to twice as long)")
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return cli.Usagef("%v", err) })
	root.AddCommand(
		newFmtCmd(env), newVerifyCmd(env), newDumpCmd(env), newReportCmd(env),
		newGetCmd(env), newSetCmd(env), newRmCmd(env),
		newFlagsCmd(env),
		newOpenCLCmd(env),
		newTaffoCmd(env),
		newDTransCmd(env),
		newLoopsCmd(env),
		newErrpropCmd(env),
		newDiffCmd(env), newGraphCmd(env), newVersionCmd(env),
		newUpgradeCmd(env),
		newLSPCmd(env),
	)
	return root
}

// exactArgs is cobra.ExactArgs with a usage error (exit status 2).
func exactArgs(n int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) != n {
			return cli.Usagef("%s takes %d argument(s), got %d", cmd.Name(), n, len(args))
		}
		return nil
	}
}

// rangeArgs accepts between lo and hi arguments.
func rangeArgs(lo, hi int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) < lo || len(args) > hi {
			return cli.Usagef("%s takes %d to %d arguments, got %d", cmd.Name(), lo, hi, len(args))
		}
		return nil
	}
}

func newVersionCmd(env cli.Env) *cobra.Command {
	return &cobra.Command{
		Use:     "version",
		Short:   "Print the irmeta version",
		Example: "  irmeta version",
		Args:    exactArgs(0),
		RunE: func(*cobra.Command, []string) error {
			fmt.Fprintln(env.Stdout, "irmeta", version)
			return nil
		},
	}
}
