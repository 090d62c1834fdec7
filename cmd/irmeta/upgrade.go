package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/irmeta/irmeta/internal/cli"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/upgrade"
)

func newUpgradeCmd(env cli.Env) *cobra.Command {
	var ef editFlags
	var quiet bool
	c := &cobra.Command{
		Use:   "upgrade [--llvm N] [-w|-o OUT] FILE|-",
		Short: "Print the module as LLVM N loads it (its metadata upgrades applied)",
		Long: `upgrade applies the metadata upgrades of LLVM N's IR reader (--llvm, default
the newest): scalar TBAA tags become struct-path tags; intrinsics the
module calls without declaring them are declared (LLVM 18+); module flags get the
behaviours and names LLVM N gives them (PIC Level, PIE Level, AArch64 branch
protection, amdhsa code object version, Objective-C flags); debug info is
dropped when the Debug Info Version flag is missing or not 3, or when the
verifier's debug-info rules of LLVM N find it invalid; from LLVM 19 debug
intrinsic calls become #dbg_ records (and records become calls under older
releases); typed pointers in metadata operands are read as ptr (LLVM 17+);
function annotations of !nvvm.annotations move into attributes (LLVM 20+);
local imported entities move to their subprogram (LLVM 19+); lifetime
markers on non-allocas are deleted (LLVM 22). The result is the input with
only the lines concerned edited (new nodes at the end). LLVM's warnings go
to standard error, as llvm-as prints them; -q leaves them out.`,
		Example: `  irmeta upgrade old.ll
  irmeta upgrade --llvm 14 -w old.ll
  cat old.ll | irmeta upgrade -`,
		Args: exactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			m, err := cli.Load(env, args[0])
			if err != nil {
				return err
			}
			g := md.New(m)
			for _, ch := range upgrade.Module(g, upgrade.Options{LLVM: env.Version()}) {
				if ch.LLVMWarning != "" && !quiet {
					fmt.Fprintf(env.Stderr, "warning: %s\n", ch.LLVMWarning)
				}
			}
			return ef.write(env, args[0], g)
		},
	}
	ef.add(c)
	c.Flags().BoolVarP(&quiet, "quiet", "q", false, "do not print LLVM's warnings")
	return c
}
