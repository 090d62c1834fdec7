package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/irmeta/irmeta/internal/cli"
	"github.com/irmeta/irmeta/md"
)

// jsonAttachment is one attachment in get's JSON output.
type jsonAttachment struct {
	Kind string `json:"kind"`
	Node string `json:"node"`
	Text string `json:"text"`
	Pos  string `json:"pos,omitempty"`
}

func newGetCmd(env cli.Env) *cobra.Command {
	var asJSON bool
	var all bool
	var depth int
	c := &cobra.Command{
		Use:   "get [--json] [--depth N] [--all] FILE SELECTOR [KIND]",
		Short: "Print the metadata attached to the module, a function, a global or an instruction",
		Long:  "get prints the attachments of SELECTOR (all of them, or the one of KIND), or\nfor the module its named metadata, with the definitions of the nodes they\nreach: at most 64 per attachment (--all: every one), and with --depth N\nonly those at most N operand steps away (0: the attached node alone).\n\n" + selectorHelp,
		Example: `  irmeta get prog.ll @main
  irmeta get prog.ll @main:%call dbg
  irmeta get prog.ll module llvm.module.flags
  irmeta get --json prog.ll @main:14 tbaa
  irmeta get --depth 1 prog.ll @main:%cmp llvm.loop`,
		Args: rangeArgs(2, 3),
		RunE: func(_ *cobra.Command, args []string) error {
			g, sel, err := loadSelected(env, args[0], args[1])
			if err != nil {
				return err
			}
			kind := ""
			if len(args) == 3 {
				kind = kindArg(args[2])
			}
			var items []jsonAttachment
			var nodes []*md.Node
			if sel.module {
				for _, name := range g.NamedNames() {
					if kind != "" && name != kind {
						continue
					}
					l := g.Named(name)
					text := "!{"
					for i, n := range l.Nodes {
						if i > 0 {
							text += ", "
						}
						text += md.FormatOperand(n)
						nodes = append(nodes, n)
					}
					text += "}"
					items = append(items, jsonAttachment{Kind: name, Node: "", Text: text})
				}
			} else {
				for _, a := range g.Attachments(sel.target) {
					if kind != "" && a.Kind != kind {
						continue
					}
					it := jsonAttachment{Kind: a.Kind, Node: md.FormatOperand(a.Node), Text: describeNode(a.Node)}
					if p := a.Node.Pos(); p.IsValid() {
						it.Pos = p.String()
					}
					items = append(items, it)
					nodes = append(nodes, a.Node)
				}
			}
			if kind != "" && len(items) == 0 {
				return cli.Failf("%s has no !%s", sel, kind)
			}
			if asJSON {
				if items == nil {
					items = []jsonAttachment{}
				}
				return writeJSON(env.Stdout, items)
			}
			for _, it := range items {
				if sel.module {
					fmt.Fprintf(env.Stdout, "!%s = %s\n", it.Kind, it.Text)
				} else {
					fmt.Fprintf(env.Stdout, "!%s %s\n", it.Kind, it.Node)
				}
			}
			limit := 64
			if all {
				limit = 1 << 30
			}
			seen := map[*md.Node]bool{}
			left := false
			for _, n := range nodes {
				closure, cut := nodeClosureDepth(n, limit, depth)
				left = left || cut
				for _, d := range closure {
					if !seen[d] {
						seen[d] = true
						fmt.Fprintf(env.Stdout, "  %s\n", describeNode(d))
					}
				}
			}
			if left {
				fmt.Fprintln(env.Stdout, "  ... (more nodes: --depth N, --all)")
			}
			return nil
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print the attachments as JSON")
	c.Flags().BoolVar(&all, "all", false, "print every node reached (default: at most 64 per attachment)")
	c.Flags().IntVar(&depth, "depth", -1, "print only nodes at most `N` operand steps from the attachment (-1: any)")
	return c
}

// editFlags are the output flags shared by set and rm.
type editFlags struct {
	out     string
	inPlace bool
}

func (f *editFlags) add(c *cobra.Command) {
	c.Flags().StringVarP(&f.out, "output", "o", "", "write the edited module to `OUT` instead of standard output")
	c.Flags().BoolVarP(&f.inPlace, "write", "w", false, "rewrite FILE in place")
}

func (f *editFlags) write(env cli.Env, file string, g *md.Graph) error {
	if f.inPlace && file == "-" {
		return cli.Usagef("-w needs a file, not standard input")
	}
	if f.inPlace && f.out != "" {
		return cli.Usagef("-w and -o exclude each other")
	}
	out := f.out
	if f.inPlace {
		out = file
	}
	return cli.WriteEdited(env, out, g.Module, g.Print)
}

func newSetCmd(env cli.Env) *cobra.Command {
	var ef editFlags
	var appendNamed bool
	c := &cobra.Command{
		Use:   "set [-w|-o OUT] FILE SELECTOR KIND METADATA",
		Short: "Attach metadata to the module, a function, a global or an instruction",
		Long:  "set attaches METADATA, written in LLVM syntax (!{i32 1, !\"x\"}, !DILocation(...),\nor a node of the module such as !7), under KIND, replacing an attachment of\nthe same kind. For the module, KIND names named metadata, which is set to\nthe one node (or, with --append, gets it appended). Equal uniqued nodes are\nreused; new nodes go at the end of the module; other lines stay as they are.\n\n" + selectorHelp,
		Example: `  irmeta set prog.ll @main:%x taffo.info '!{!{!"fixp", i32 -32, i32 5}, !{double 0.0, double 1.0e2}, i1 false, i2 1}'
  irmeta set -w prog.ll @kern vec_type_hint '!{float undef, i32 0}'
  irmeta set prog.ll module llvm.ident --append '!{!"irmeta"}'`,
		Args: exactArgs(4),
		RunE: func(_ *cobra.Command, args []string) error {
			g, sel, err := loadSelected(env, args[0], args[1])
			if err != nil {
				return err
			}
			kind := kindArg(args[2])
			n, err := parseMetadataArg(g, args[3])
			if err != nil {
				return err
			}
			if kind == "llvm.loop" && n.Distinct {
				// A loop ID refers to itself, which no argument can
				// write: "loops set" builds one.
				return cli.Usagef("METADATA: a loop ID must be a distinct node whose first operand is itself; use irmeta loops set %s LOOP ATTR...", args[0])
			}
			switch {
			case sel.module && appendNamed:
				g.AddNamedOperand(kind, n)
			case sel.module:
				g.SetNamed(kind, []*md.Node{n})
			default:
				g.SetAttachment(sel.target, kind, n)
			}
			return ef.write(env, args[0], g)
		},
	}
	ef.add(c)
	c.Flags().BoolVar(&appendNamed, "append", false, "for the module: append to the named metadata instead of replacing it")
	return c
}

func newRmCmd(env cli.Env) *cobra.Command {
	var ef editFlags
	c := &cobra.Command{
		Use:   "rm [-w|-o OUT] FILE SELECTOR KIND",
		Short: "Remove an attachment (or, for the module, named metadata)",
		Long:  "rm removes the KIND attachment of SELECTOR, or for the module the named\nmetadata KIND. It fails (exit status 1) when there is nothing to remove.\n\n" + selectorHelp,
		Example: `  irmeta rm prog.ll @main:%x dbg
  irmeta rm -w prog.ll module llvm.ident`,
		Args: exactArgs(3),
		RunE: func(_ *cobra.Command, args []string) error {
			g, sel, err := loadSelected(env, args[0], args[1])
			if err != nil {
				return err
			}
			kind := kindArg(args[2])
			removed := false
			if sel.module {
				removed = g.RemoveNamed(kind)
			} else {
				removed = g.RemoveAttachment(sel.target, kind)
			}
			if !removed {
				return cli.Failf("%s has no !%s", sel, kind)
			}
			return ef.write(env, args[0], g)
		},
	}
	ef.add(c)
	return c
}

// parseMetadataArg parses the METADATA argument of set: a node in LLVM
// syntax, or "distinct !{...}" for a new distinct tuple. Errors point into
// the argument.
func parseMetadataArg(g *md.Graph, arg string) (*md.Node, error) {
	text := strings.TrimSpace(arg)
	rest, distinct := strings.CutPrefix(text, "distinct")
	if distinct && (rest == "" || rest[0] == ' ' || rest[0] == '\t' || rest[0] == '!') {
		trimmed := strings.TrimLeft(rest, " \t")
		offset := len(arg) - len(trimmed) // keeps columns pointing into arg
		n, err := g.ParseNode(trimmed)
		if err != nil {
			return nil, cli.Failf("METADATA: %v", argumentError(arg, shiftColumn(err, offset)))
		}
		if n.Name != "" {
			return nil, cli.Failf("METADATA: distinct is for tuples here; write distinct !DI...(...) nodes in the module")
		}
		return g.NewDistinctTuple(n.Operands()...), nil
	}
	n, err := g.ParseNode(arg)
	if err != nil {
		return nil, cli.Failf("METADATA: %v", argumentError(arg, err))
	}
	return n, nil
}
