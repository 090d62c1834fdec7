package main

import (
	"bytes"
	"os/exec"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/irmeta/irmeta/internal/cli"
	"github.com/irmeta/irmeta/md"
)

func newGraphCmd(env cli.Env) *cobra.Command {
	var depth int
	var format, out string
	c := &cobra.Command{
		Use:   "graph [--depth N] [--format dot|svg] [-o OUT] FILE SELECTOR|!N",
		Short: "Draw the metadata around a node or an entity (Graphviz dot or svg)",
		Long:  "graph draws the nodes reachable within --depth edges from node !N, or from\nthe attachments (for the module: the named metadata) of SELECTOR. The\npicture is Graphviz dot text, or svg made by the dot program (install it\nwith: apt-get install -y graphviz).\n\n" + selectorHelp,
		Example: `  irmeta graph prog.ll '!12'
  irmeta graph --depth 3 --format svg -o loop.svg prog.ll @main:%br`,
		Args: exactArgs(2),
		RunE: func(_ *cobra.Command, args []string) error {
			if format != "dot" && format != "svg" {
				return cli.Usagef("--format must be dot or svg, not %q", format)
			}
			if depth < 0 {
				return cli.Usagef("--depth must not be negative")
			}
			m, err := cli.Load(env, args[0])
			if err != nil {
				return err
			}
			g := md.New(m)
			var roots []md.DotRoot
			entity := ""
			if strings.HasPrefix(args[1], "!") {
				id, err := strconv.Atoi(args[1][1:])
				if err != nil || id < 0 {
					return cli.Usagef("%q: expected !N with a node number", args[1])
				}
				n := g.Lookup(int32(id))
				if n == nil {
					return cli.Failf("no metadata node !%d in %s", id, m.File.Name)
				}
				roots = append(roots, md.DotRoot{Node: n})
			} else {
				sel, err := resolve(g, args[1])
				if err != nil {
					return err
				}
				entity = sel.name
				if sel.module {
					for _, name := range g.NamedNames() {
						for _, n := range g.Named(name).Nodes {
							roots = append(roots, md.DotRoot{Node: n, Label: "!" + name})
						}
					}
				} else {
					for _, a := range g.Attachments(sel.target) {
						roots = append(roots, md.DotRoot{Node: a.Node, Label: "!" + a.Kind})
					}
				}
				if len(roots) == 0 {
					return cli.Failf("%s has no metadata", sel)
				}
			}
			var b bytes.Buffer
			if err := md.WriteDot(&b, entity, roots, depth); err != nil {
				return err
			}
			data := b.Bytes()
			if format == "svg" {
				dot, err := exec.LookPath("dot")
				if err != nil {
					return cli.Failf("svg needs Graphviz's dot program; install it (apt-get install -y graphviz) or use --format dot")
				}
				cmd := exec.Command(dot, "-Tsvg")
				cmd.Stdin = bytes.NewReader(data)
				var stderr bytes.Buffer
				cmd.Stderr = &stderr
				svg, err := cmd.Output()
				if err != nil {
					return cli.Failf("dot: %v %s", err, stderr.String())
				}
				data = svg
			}
			return cli.WriteOutput(env, out, data)
		},
	}
	c.Flags().IntVar(&depth, "depth", 2, "how many edges to follow from the start")
	c.Flags().StringVar(&format, "format", "dot", "output format: dot or svg")
	c.Flags().StringVarP(&out, "output", "o", "", "write to `OUT` instead of standard output")
	return c
}
