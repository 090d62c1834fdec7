package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/internal/cli"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/modflags"
	"github.com/irmeta/irmeta/parser"
)

// jsonFlag is one module flag in "flags --json" output.
type jsonFlag struct {
	Index    int    `json:"index"`
	Behavior int64  `json:"behavior"`
	Name     string `json:"behavior_name"`
	ID       string `json:"id"`
	Value    string `json:"value"`
	Pos      string `json:"pos,omitempty"`
	Doc      string `json:"doc,omitempty"`
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
				if k, ok := modflags.Lookup(f.ID); ok {
					jf.Doc = k.Doc
				}
				out = append(out, jf)
			}
			if asJSON {
				return writeJSON(env.Stdout, out)
			}
			w := newTable(env.Stdout)
			fmt.Fprintln(w, "#\tbehavior\tid\tvalue\tmeaning")
			for _, f := range out {
				fmt.Fprintf(w, "%d\t%s (%d)\t%s\t%s\t%s\n", f.Index, f.Name, f.Behavior, f.ID, f.Value, f.Doc)
			}
			return w.Flush()
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print the flags as JSON")
	c.AddCommand(newFlagsMergeCmd(env), newFlagsSetCmd(env), newFlagsRmCmd(env))
	return c
}

func newFlagsMergeCmd(env cli.Env) *cobra.Command {
	var asJSON, keepRefs bool
	c := &cobra.Command{
		Use:   "merge [--llvm N] [--json] [--keep-global-refs] A B [C...]",
		Short: "Merge the module flags of several modules as llvm-link does",
		Long: `merge links the modules in order into an empty module named llvm-link with
the rules of llvm-link N (--llvm, default the newest): each module's flags as
LLVM N's loader upgrades them, behavior 8 (Min) from LLVM 15 (a Min flag
missing from one module becomes 0), distinct Append results and LLVM N's
message texts. It prints the merged !llvm.module.flags and the other named
metadata as LLVM IR, then every conflict on standard error as llvm-link words
it (llvm-link stops at the first). The exit status is 1 when linking would
fail.`,
		Example: `  irmeta flags merge a.ll b.ll
  irmeta flags merge --llvm 14 a.ll b.ll
  irmeta flags merge --json *.ll`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) < 2 {
				return cli.Usagef("merge needs at least two modules")
			}
			return nil
		},
		RunE: func(_ *cobra.Command, args []string) error {
			empty, err := parser.ParseFile("llvm-link", []byte{}, 0)
			if err != nil {
				return err
			}
			dst := md.New(empty)
			var conflicts []modflags.Conflict
			var inputs []*md.Graph
			for _, name := range args {
				m, err := cli.Load(env, name)
				if err != nil {
					return err
				}
				src := md.New(m)
				inputs = append(inputs, src)
				modflags.LinkNamed(dst, src, env.Version())
				conflicts = append(conflicts, modflags.Merge(dst, "llvm-link", src, name, modflags.MergeOptions{LLVM: env.Version(), KeepGlobalRefs: keepRefs})...)
			}
			failed := false
			type jsonConflict struct {
				Severity string `json:"severity"`
				Message  string `json:"message"`
				Pos      string `json:"pos,omitempty"`
			}
			jc := []jsonConflict{}
			for _, c := range conflicts {
				failed = failed || c.Severity == check.Error
				c.Pos = conflictPos(c, inputs)
				jc = append(jc, jsonConflict{Severity: c.Severity.String(), Message: c.Msg, Pos: strings.TrimSuffix(positionPrefix(c.Pos), ": ")})
			}
			if asJSON {
				var flags []jsonFlag
				for _, f := range modflags.Read(dst) {
					flags = append(flags, jsonFlag{Index: f.Index, Behavior: int64(f.Behavior), Name: f.Behavior.String(), ID: f.ID, Value: md.FormatOperand(f.Value)})
				}
				if err := writeJSON(env.Stdout, map[string]any{"flags": flags, "conflicts": jc}); err != nil {
					return err
				}
			} else {
				// Renumbering drops the nodes that merging superseded and
				// numbers the rest as llvm-link prints them.
				text, err := dst.Renumber()
				if err != nil {
					return cli.Failf("%v", err)
				}
				env.Stdout.Write(text)
				for _, c := range conflicts {
					fmt.Fprintf(env.Stderr, "%s%s: %s\n", positionPrefix(conflictPos(c, inputs)), c.Severity, c.Msg)
				}
			}
			if failed {
				return cli.Silent(1)
			}
			return nil
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print the merged flags and the conflicts as JSON")
	c.Flags().BoolVar(&keepRefs, "keep-global-refs", false, "keep function references in flag values (llvm-link 14 makes them null)")
	return c
}

// parseBehavior reads a behavior by name (Max, max) or number (7).
func parseBehavior(s string) (modflags.Behavior, error) {
	for b := modflags.Error; b <= modflags.Min; b++ {
		if strings.EqualFold(s, b.String()) || s == strconv.Itoa(int(b)) {
			return b, nil
		}
	}
	return 0, cli.Usagef("unknown behavior %q (Error, Warning, Require, Override, Append, AppendUnique, Max, Min or 1-8)", s)
}

func newFlagsSetCmd(env cli.Env) *cobra.Command {
	var ef editFlags
	c := &cobra.Command{
		Use:   "set [-w|-o OUT] FILE BEHAVIOR ID VALUE",
		Short: "Set a module flag (replacing the flag of the same ID)",
		Long: `set stores the flag (BEHAVIOR, ID, VALUE): BEHAVIOR by name or number, VALUE
as a metadata operand in LLVM syntax (i32 4, !"text", !{...}). The flag of
the same ID (other than Require flags) is replaced, or the flag is appended.`,
		Example: `  irmeta flags set prog.ll Max "PIC Level" 'i32 2'
  irmeta flags set -w prog.ll Error wchar_size 'i32 4'`,
		Args: exactArgs(4),
		RunE: func(_ *cobra.Command, args []string) error {
			b, err := parseBehavior(args[1])
			if err != nil {
				return err
			}
			m, err := cli.Load(env, args[0])
			if err != nil {
				return err
			}
			g := md.New(m)
			v, err := g.ParseOperand(args[3])
			if err != nil {
				return cli.Failf("VALUE: %v", err)
			}
			modflags.Set(g, b, args[2], v)
			return ef.write(env, args[0], g)
		},
	}
	ef.add(c)
	return c
}

func newFlagsRmCmd(env cli.Env) *cobra.Command {
	var ef editFlags
	c := &cobra.Command{
		Use:     "rm [-w|-o OUT] FILE ID",
		Short:   "Remove the module flags with an ID (Require flags included)",
		Example: `  irmeta flags rm -w prog.ll "Linker Options"`,
		Args:    exactArgs(2),
		RunE: func(_ *cobra.Command, args []string) error {
			m, err := cli.Load(env, args[0])
			if err != nil {
				return err
			}
			g := md.New(m)
			if !modflags.Remove(g, args[1]) {
				return cli.Failf("no module flag %q", args[1])
			}
			return ef.write(env, args[0], g)
		},
	}
	ef.add(c)
	return c
}
