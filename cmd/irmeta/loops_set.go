package main

import (
	"github.com/irmeta/irmeta/analysis"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/irmeta/irmeta/internal/cli"
	"github.com/irmeta/irmeta/loops"
	"github.com/irmeta/irmeta/md"
)

func newLoopsSetCmd(env cli.Env) *cobra.Command {
	var ef editFlags
	var remove []string
	c := &cobra.Command{
		Use:   "set [-w|-o OUT] [--rm NAME]... FILE LOOP [NAME[=VALUE]]...",
		Short: "Set or remove llvm.loop attributes of a loop, building a proper loop ID",
		Long: `set gives the loop LOOP a new loop ID: a distinct node whose first operand is
itself, with the old ID's source locations and attributes, except those
named by --rm or set again here, followed by the attributes given. Every
latch of the loop gets the new ID (as LLVM's Loop::setLoopID does), and
the llvm.mem.parallel_loop_access lists of the loop's instructions that
named the old ID name the new one, so the loop stays annotated parallel.

LOOP is one of
  @f:BLOCK        the loop of function @f whose header (or else latch) is
                  BLOCK (with or without %)
  FILE:LINE[:COL] the loop whose source location (its loop ID's first
                  DILocation) is on that line of that source file
  @f              the only loop of @f

NAME is an attribute, with or without "llvm.loop." (irmeta loops lists the
known ones). VALUE depends on it: none for flags (unroll.disable), true or
false for booleans (vectorize.enable, default true), an integer for counts
and widths (unroll.count=4), and for followups a comma-separated list of
attributes (unroll.followup_unrolled=unroll.disable,vectorize.enable=false)
or LLVM syntax (!{...}). Other llvm.* names take a value in LLVM syntax
('llvm.loop.foo=i32 3'). --rm NAME removes attributes: a name ending in
"." or "*" removes every attribute it starts (--rm unroll.).`,
		Example: `  irmeta loops set -w prog.ll @saxpy:for.body vectorize.enable vectorize.width=8
  irmeta loops set prog.ll prog.c:12 unroll.count=4 --rm unroll.disable
  irmeta loops set -o out.ll prog.ll @f unroll.followup_unrolled=unroll.disable
  irmeta loops set -w prog.ll @f:loop --rm 'vectorize.*'`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) < 2 {
				return cli.Usagef("loops set needs FILE and LOOP")
			}
			if len(args) == 2 && len(remove) == 0 {
				return cli.Usagef("loops set: nothing to set or remove")
			}
			return nil
		},
		RunE: func(_ *cobra.Command, args []string) error {
			m, err := cli.Load(env, args[0])
			if err != nil {
				return err
			}
			g := md.New(m)
			all, err := analysis.FindAllLoops(g)
			if err != nil {
				return cli.Failf("%v", err)
			}
			l, err := selectLoop(g, all, args[1])
			if err != nil {
				return err
			}
			var add []md.Metadata
			var names []string
			for _, spec := range args[2:] {
				name, n, err := loopAttrNode(g, spec)
				if err != nil {
					return err
				}
				add = append(add, n)
				names = append(names, name)
			}
			var rm []string
			for _, r := range remove {
				rm = append(rm, fullLoopAttrName(r))
			}
			setLoopAttributes(g, l, rm, names, add)
			return ef.write(env, args[0], g)
		},
	}
	ef.add(c)
	c.Flags().StringArrayVar(&remove, "rm", nil, "remove the attribute `NAME` (a prefix when it ends in . or *)")
	return c
}

// selectLoop finds the loop a LOOP argument names.
func selectLoop(g *md.Graph, all []*analysis.Loop, sel string) (*analysis.Loop, error) {
	describe := func(ls []*analysis.Loop) string {
		var s []string
		for _, l := range ls {
			d := g.Module.Functions[l.CFG.Func].Name + ":" + strings.TrimPrefix(l.HeaderName(), "%")
			if loc := loops.StartLoc(g, l); loc.Known() {
				d += " (" + loc.String() + ")"
			}
			s = append(s, d)
		}
		return strings.Join(s, ", ")
	}
	pick := func(ls []*analysis.Loop, what string) (*analysis.Loop, error) {
		switch len(ls) {
		case 0:
			return nil, cli.Failf("no loop %s", what)
		case 1:
			return ls[0], nil
		}
		return nil, cli.Failf("%d loops %s: %s; name one by its header", len(ls), what, describe(ls))
	}
	if strings.HasPrefix(sel, "@") {
		fname, block, hasBlock := strings.Cut(sel, ":")
		var inFunc []*analysis.Loop
		found := false
		for i := range g.Module.Functions {
			if g.Module.Functions[i].Name == fname {
				found = true
				for _, l := range all {
					if l.CFG.Func == i {
						inFunc = append(inFunc, l)
					}
				}
			}
		}
		if !found {
			return nil, cli.Failf("no function named %s", fname)
		}
		if !hasBlock {
			return pick(inFunc, "in "+fname)
		}
		block = "%" + strings.TrimPrefix(block, "%")
		var byHeader, byLatch []*analysis.Loop
		for _, l := range inFunc {
			if l.HeaderName() == block {
				byHeader = append(byHeader, l)
			}
			for _, b := range l.Latches {
				if l.CFG.Names[b] == block {
					byLatch = append(byLatch, l)
					break
				}
			}
		}
		if len(byHeader) > 0 {
			return pick(byHeader, "with header "+block)
		}
		if len(byLatch) > 1 {
			// A block can be the latch of nested loops: the innermost
			// one is meant, as its backedge is the block's own.
			inner := byLatch[0]
			for _, l := range byLatch[1:] {
				if l.Depth > inner.Depth {
					inner = l
				}
			}
			byLatch = []*analysis.Loop{inner}
		}
		if len(byLatch) == 1 {
			return byLatch[0], nil
		}
		if len(inFunc) == 0 {
			return nil, cli.Failf("%s has no loops", fname)
		}
		return nil, cli.Failf("no loop of %s has header or latch %s; its loops: %s", fname, block, describe(inFunc))
	}
	// FILE:LINE[:COL], matched against the loop's start location.
	parts := strings.Split(sel, ":")
	var file string
	line, col := -1, -1
	switch {
	case len(parts) >= 3 && isNumber(parts[len(parts)-1]) && isNumber(parts[len(parts)-2]):
		file = strings.Join(parts[:len(parts)-2], ":")
		line, _ = strconv.Atoi(parts[len(parts)-2])
		col, _ = strconv.Atoi(parts[len(parts)-1])
	case len(parts) >= 2 && isNumber(parts[len(parts)-1]):
		file = strings.Join(parts[:len(parts)-1], ":")
		line, _ = strconv.Atoi(parts[len(parts)-1])
	default:
		return nil, cli.Usagef("LOOP %q: expected @f:BLOCK, @f or FILE:LINE[:COL]", sel)
	}
	var hits []*analysis.Loop
	for _, l := range all {
		loc := loops.StartLoc(g, l)
		if !loc.Known() || loc.Line != line || col >= 0 && loc.Col != col {
			continue
		}
		if loc.File == file || filepath.Base(loc.File) == file || strings.HasSuffix(loc.File, "/"+file) {
			hits = append(hits, l)
		}
	}
	return pick(hits, "at "+sel)
}

func isNumber(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil && s != ""
}

// fullLoopAttrName adds "llvm.loop." to a short attribute name.
func fullLoopAttrName(name string) string {
	if strings.HasPrefix(name, "llvm.") {
		return name
	}
	return "llvm.loop." + name
}

// loopAttrNode builds the attribute node a NAME[=VALUE] argument asks for.
func loopAttrNode(g *md.Graph, spec string) (string, *md.Node, error) {
	short, value, hasValue := strings.Cut(spec, "=")
	name := fullLoopAttrName(strings.TrimSpace(short))
	k, known := loops.Lookup(name)
	bad := func(format string, args ...any) (string, *md.Node, error) {
		return "", nil, cli.Usagef("%s: "+format, append([]any{spec}, args...)...)
	}
	if !known {
		if !hasValue {
			return name, g.NewTuple(md.NewString(name)), nil
		}
		op, err := g.ParseOperand(value)
		if err != nil {
			return bad("%v", argumentError(value, err))
		}
		return name, g.NewTuple(md.NewString(name), op), nil
	}
	switch k.Shape {
	case loops.FlagShape:
		if hasValue {
			return bad("%s takes no value", shortName(name))
		}
		return name, g.NewTuple(md.NewString(name)), nil
	case loops.BoolShape:
		v := true
		if hasValue {
			switch value {
			case "true", "1":
			case "false", "0":
				v = false
			default:
				return bad("%s takes true or false", shortName(name))
			}
		}
		return name, g.NewTuple(md.NewString(name), md.NewBool(v)), nil
	case loops.IntShape:
		n, err := strconv.ParseInt(value, 10, 32)
		if !hasValue || err != nil {
			return bad("%s takes an integer", shortName(name))
		}
		return name, g.NewTuple(md.NewString(name), md.NewInt(32, n)), nil
	case loops.FollowupShape:
		ops := []md.Metadata{md.NewString(name)}
		value = strings.TrimSpace(value)
		if strings.HasPrefix(value, "!") {
			n, err := g.ParseNode(value)
			if err != nil {
				return bad("%v", argumentError(value, err))
			}
			ops = append(ops, n.Operands()...)
			return name, g.NewTuple(ops...), nil
		}
		if value != "" {
			for _, inner := range strings.Split(value, ",") {
				_, n, err := loopAttrNode(g, strings.TrimSpace(inner))
				if err != nil {
					return "", nil, err
				}
				ops = append(ops, n)
			}
		}
		return name, g.NewTuple(ops...), nil
	case loops.NodesShape:
		ops := []md.Metadata{md.NewString(name)}
		for _, ref := range strings.Split(value, ",") {
			n, err := g.ParseNode(strings.TrimSpace(ref))
			if !hasValue || err != nil {
				return bad("%s takes access groups: !N[,!M...]", shortName(name))
			}
			ops = append(ops, n)
		}
		return name, g.NewTuple(ops...), nil
	}
	return bad("unsupported attribute")
}

// setLoopAttributes gives l a new loop ID: the old ID's operands (source
// locations and attributes) minus those named in rm or set again in names,
// then add. The old ID's references in the loop's parallel_loop_access
// lists follow.
func setLoopAttributes(g *md.Graph, l *analysis.Loop, rm, names []string, add []md.Metadata) {
	old := l.ID
	if old == nil {
		// A latch may carry a node LLVM does not take as the loop ID (no
		// self-reference, or latches that disagree): its attributes are
		// kept all the same, as the user wrote them for this loop.
		for _, id := range l.LatchIDs {
			if id != nil {
				old = id
				break
			}
		}
	}
	dropped := func(name string) bool {
		for _, n := range names {
			if n == name {
				return true
			}
		}
		for _, r := range rm {
			if r == name || (strings.HasSuffix(r, ".") || strings.HasSuffix(r, "*")) && strings.HasPrefix(name, strings.TrimSuffix(r, "*")) {
				return true
			}
		}
		return false
	}
	var ops []md.Metadata
	if old != nil {
		for i, op := range old.Operands() {
			if i == 0 && op == md.Metadata(old) {
				continue // the self-reference: the new ID has its own
			}
			if n, ok := op.(*md.Node); ok && n != nil && n.NumOperands() > 0 {
				if s, ok := n.Operand(0).(*md.String); ok && dropped(s.Value) {
					continue
				}
			}
			ops = append(ops, op)
		}
	}
	ops = append(ops, add...)
	id := loops.NewLoopID(g, ops...)
	loops.SetLoopID(g, l, id)
	if old != nil {
		relinkParallelAccess(g, l, old, id)
	}
}

// relinkParallelAccess replaces old by id in the llvm.mem.parallel_loop_access
// metadata of the loop's instructions (a loop ID, or a list of them), as
// the transformation-metadata rules require when a loop ID is replaced.
func relinkParallelAccess(g *md.Graph, l *analysis.Loop, old, id *md.Node) int {
	const kind = "llvm.mem.parallel_loop_access"
	m := g.Module
	f := &m.Functions[l.CFG.Func]
	changed := 0
	for _, b := range l.Blocks {
		blk := f.Blocks[b]
		for i := int(blk.FirstInst); i < int(blk.FirstInst+blk.NumInsts); i++ {
			t := md.Inst(i)
			n := g.Attachment(t, kind)
			if n == nil {
				continue
			}
			if n == old {
				g.SetAttachment(t, kind, id)
				changed++
				continue
			}
			ops := n.Operands()
			replaced := false
			out := make([]md.Metadata, len(ops))
			for j, op := range ops {
				out[j] = op
				if op == md.Metadata(old) {
					out[j] = id
					replaced = true
				}
			}
			if replaced {
				g.SetAttachment(t, kind, g.NewTuple(out...))
				changed++
			}
		}
	}
	return changed
}
