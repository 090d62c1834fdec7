package main

import (
	"fmt"
	"github.com/irmeta/irmeta/analysis"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/irmeta/irmeta/internal/cli"
	"github.com/irmeta/irmeta/loops"
	"github.com/irmeta/irmeta/md"
)

// jsonLoop is one loop in "loops --json" output.
type jsonLoop struct {
	Function   string            `json:"function"`
	Location   string            `json:"location,omitempty"`
	Header     string            `json:"header"`
	Depth      int               `json:"depth"`
	Parallel   bool              `json:"parallel,omitempty"`
	ID         string            `json:"id,omitempty"`
	IDPos      string            `json:"id_pos,omitempty"`
	Attributes []jsonAttr        `json:"attributes"`
	Modes      map[string]string `json:"modes"`
	Followups  []jsonFollowup    `json:"followups"`
}

type jsonAttr struct {
	Name  string `json:"name"`
	Value string `json:"value,omitempty"`
}

type jsonFollowup struct {
	Transform string `json:"transform"`
	Role      string `json:"role"`
	ID        string `json:"id"`
}

type jsonMissed struct {
	Function  string `json:"function"`
	Location  string `json:"location"`
	Transform string `json:"transform"`
	Remark    string `json:"remark"`
	Message   string `json:"message"`
}

type jsonOutcome struct {
	Place      string `json:"place"`
	Function   string `json:"function"`
	Transform  string `json:"transform"`
	Mode       string `json:"mode"`
	Verdict    string `json:"verdict"`
	Ambiguous  bool   `json:"ambiguous,omitempty"`
	LoopsAfter int    `json:"loops_after"`
}

func newLoopsCmd(env cli.Env) *cobra.Command {
	var asJSON, missed, compare, after bool
	c := &cobra.Command{
		Use:   "loops [--json] [--after] FILE | --missed FILE | --compare BEFORE AFTER",
		Short: "List loops with their transformation metadata, missed transformations, or what optimization applied",
		Long: `loops finds every loop as LLVM's LoopInfo does (natural loops, in LLVM's
order) and prints one row per loop: function, source location, header
block, depth ("parallel" when LLVM's isAnnotatedParallel holds), loop ID,
attributes, and the mode LLVM gives each
transformation (unroll, unroll_and_jam, vectorize, distribute,
licm_versioning: Unspecified, Enable, Disable, ForcedByUser,
SuppressedByUser). --after adds, for each requested transformation, the
loop IDs LLVM 14 would give the loops it produces (followups).

--missed prints the warnings of opt -passes=transform-warning for forced
transformations still requested, in opt's order and words; exit status 1
when there are any.

--compare lines up the loops of a module before and after optimization by
source location (without debug info: by the IDs each loop's ID can lead
to, marked "ambiguous" where two loops of a function can lead to the same)
and says, per requested transformation, whether it was applied, partly
applied (another loop there, such as an epilogue, still requests it), not
applied (still requested), dropped, or the loop is gone; exit status 1
when a request was not applied, partly applied or dropped.`,
		Example: `  irmeta loops prog.ll
  irmeta loops --after --json prog.ll
  irmeta loops --missed prog.O2.ll
  irmeta loops --compare prog.O0.ll prog.O2.ll`,
		Args: func(cmd *cobra.Command, args []string) error {
			n := 1
			if compare {
				n = 2
			}
			if missed && compare {
				return cli.Usagef("--missed and --compare exclude each other")
			}
			if len(args) != n {
				return cli.Usagef("loops takes %d argument(s) here, got %d", n, len(args))
			}
			return nil
		},
		RunE: func(_ *cobra.Command, args []string) error {
			m, err := cli.Load(env, args[0])
			if err != nil {
				return err
			}
			g := md.New(m)
			switch {
			case missed:
				return printMissed(env, g, asJSON)
			case compare:
				m2, err := cli.Load(env, args[1])
				if err != nil {
					return err
				}
				return printCompare(env, g, md.New(m2), asJSON)
			}
			return printLoops(env, g, asJSON, after)
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	c.Flags().BoolVar(&missed, "missed", false, "print the transform-warning warnings for forced transformations left")
	c.Flags().BoolVar(&compare, "compare", false, "compare the loops of BEFORE and AFTER (optimized)")
	c.Flags().BoolVar(&after, "after", false, "show the loop IDs each requested transformation would produce")
	c.AddCommand(newLoopsSetCmd(env))
	return c
}

// shortName drops the "llvm.loop." prefix every loop attribute shares.
func shortName(s string) string { return strings.TrimPrefix(s, "llvm.loop.") }

// attrText renders one attribute's value: "4", "true", or its operands.
func attrValue(a loops.Attr) string {
	var parts []string
	for i, op := range a.Node.Operands() {
		if i == 0 {
			continue
		}
		if v, ok := op.(*md.Value); ok && v.Type != nil && v.Type.IsInt() {
			parts = append(parts, v.Text)
			continue
		}
		if n, ok := op.(*md.Node); ok && n.ID < 0 {
			parts = append(parts, md.Format(n))
			continue
		}
		parts = append(parts, md.FormatOperand(op))
	}
	return strings.Join(parts, " ")
}

func describeLoops(g *md.Graph, ls []*analysis.Loop, after bool) []jsonLoop {
	out := make([]jsonLoop, 0, len(ls))
	for _, l := range ls {
		j := jsonLoop{
			Function: g.Module.Functions[l.CFG.Func].Name, Header: l.HeaderName(), Depth: l.Depth, Parallel: loops.IsAnnotatedParallel(g, l),
			Attributes: []jsonAttr{}, Modes: map[string]string{}, Followups: []jsonFollowup{},
		}
		if loc := loops.StartLoc(g, l); loc.Known() {
			j.Location = loc.String()
		}
		if l.ID != nil {
			j.ID = l.ID.String()
			if p := l.ID.Pos(); p.IsValid() {
				j.IDPos = p.String()
			}
		}
		for _, a := range loops.Attrs(l.ID) {
			j.Attributes = append(j.Attributes, jsonAttr{Name: a.Name, Value: attrValue(a)})
		}
		for _, t := range loops.Transforms {
			mode := loops.LoopMode(l, t)
			j.Modes[t.String()] = mode.String()
			if !after || (mode != loops.ForcedByUser && mode != loops.Enable) {
				continue
			}
			var inner *md.Node
			if len(l.Subloops) > 0 {
				inner = l.Subloops[0].ID
			}
			for _, p := range loops.After(t, l.ID, inner) {
				j.Followups = append(j.Followups, jsonFollowup{Transform: t.String(), Role: string(p.Role), ID: p.ID.String()})
			}
		}
		out = append(out, j)
	}
	return out
}

func printLoops(env cli.Env, g *md.Graph, asJSON, after bool) error {
	ls, err := analysis.FindAllLoops(g)
	if err != nil {
		return cli.Failf("%v", err)
	}
	rows := describeLoops(g, ls, after)
	if asJSON {
		return writeJSON(env.Stdout, rows)
	}
	w := tabwriter.NewWriter(env.Stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, "function\tlocation\theader\tdepth\tid\ttransformations\tattributes")
	for _, r := range rows {
		var modes []string
		for _, t := range loops.Transforms {
			if m := r.Modes[t.String()]; m != loops.Unspecified.String() {
				modes = append(modes, t.String()+"="+m)
			}
		}
		var attrs []string
		for _, a := range r.Attributes {
			s := shortName(a.Name)
			if a.Value != "" {
				s += "=" + a.Value
			}
			attrs = append(attrs, s)
		}
		depth := fmt.Sprint(r.Depth)
		if r.Parallel {
			depth += " parallel"
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", r.Function, orDash(r.Location), r.Header, depth, orDash(r.ID),
			orDash(strings.Join(modes, " ")), orDash(strings.Join(attrs, " ")))
	}
	if err := w.Flush(); err != nil {
		return err
	}
	if !after {
		return nil
	}
	// The predicted IDs are long: they follow the table, per loop.
	fmt.Fprintln(env.Stdout, "\nloop IDs after each requested transformation:")
	for _, r := range rows {
		for _, f := range r.Followups {
			fmt.Fprintf(env.Stdout, "%s %s: %s %s: %s\n", r.Function, r.Header, f.Transform, f.Role, f.ID)
		}
	}
	return nil
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func printMissed(env cli.Env, g *md.Graph, asJSON bool) error {
	ms, err := loops.MissedTransforms(g)
	if err != nil {
		return cli.Failf("%v", err)
	}
	if asJSON {
		out := []jsonMissed{}
		for _, m := range ms {
			out = append(out, jsonMissed{Function: m.Func, Location: m.Loc.String(), Transform: m.Transform.String(), Remark: m.Remark, Message: m.Msg})
		}
		if err := writeJSON(env.Stdout, out); err != nil {
			return err
		}
	} else {
		for _, m := range ms {
			fmt.Fprintln(env.Stdout, m.String())
		}
	}
	if len(ms) > 0 {
		return cli.Silent(1)
	}
	return nil
}

func printCompare(env cli.Env, before, after *md.Graph, asJSON bool) error {
	matches, err := loops.Compare(before, after)
	if err != nil {
		return cli.Failf("%v", err)
	}
	out := []jsonOutcome{}
	failed := false
	for _, m := range matches {
		for _, o := range m.Outcomes {
			failed = failed || o.Verdict == loops.NotApplied || o.Verdict == loops.Partial || o.Verdict == loops.Dropped
			out = append(out, jsonOutcome{Place: m.Key, Function: before.Module.Functions[m.Before.CFG.Func].Name,
				Transform: o.Transform.String(), Mode: o.Mode.String(), Verdict: string(o.Verdict), Ambiguous: m.Ambiguous, LoopsAfter: len(m.After)})
		}
	}
	if asJSON {
		if err := writeJSON(env.Stdout, out); err != nil {
			return err
		}
	} else {
		w := tabwriter.NewWriter(env.Stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(w, "place\tfunction\ttransformation\tmode\tverdict\tloops after")
		for _, o := range out {
			v := o.Verdict
			if o.Ambiguous {
				v += " (ambiguous)"
			}
			fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\t%d\n", o.Place, o.Function, o.Transform, o.Mode, v, o.LoopsAfter)
		}
		if err := w.Flush(); err != nil {
			return err
		}
	}
	if failed {
		return cli.Silent(1)
	}
	return nil
}
