package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/internal/cli"
	"github.com/irmeta/irmeta/md"
)

// selection is what a SELECTOR names: the module, or an entity that can
// carry attachments.
type selection struct {
	module bool
	target md.Target
	name   string // as the user wrote it
}

const selectorHelp = `SELECTOR names the module ("module"), a function or global ("@f", "@g"), or an
instruction of a function: by result name ("@f:%x") or by source line
("@f:12", the instruction that starts on line 12).`

// resolve finds the entity a selector names.
func resolve(g *md.Graph, sel string) (selection, error) {
	m := g.Module
	if sel == "module" || sel == "" {
		return selection{module: true, name: "module"}, nil
	}
	if !strings.HasPrefix(sel, "@") {
		return selection{}, cli.Usagef("selector %q: expected module, @name, @f:%%x or @f:LINE", sel)
	}
	fname, inst, hasInst := strings.Cut(sel, ":")
	// Names may themselves contain ':' when quoted; prefer an exact match.
	for i := range m.Functions {
		if m.Functions[i].Name == sel {
			return selection{target: md.Function(i), name: sel}, nil
		}
	}
	for i := range m.Globals {
		if m.Globals[i].Name == sel {
			return selection{target: md.Global(i), name: sel}, nil
		}
	}
	if !hasInst {
		return selection{}, cli.Failf("no function or global named %s", sel)
	}
	fi := -1
	for i := range m.Functions {
		if m.Functions[i].Name == fname {
			fi = i
			break
		}
	}
	if fi < 0 {
		return selection{}, cli.Failf("no function named %s", fname)
	}
	f := &m.Functions[fi]
	if len(f.Blocks) == 0 {
		return selection{}, cli.Failf("%s is a declaration: it has no instructions", fname)
	}
	first := int(f.Blocks[0].FirstInst)
	last := f.Blocks[len(f.Blocks)-1]
	end := int(last.FirstInst + last.NumInsts)
	if strings.HasPrefix(inst, "%") {
		for i := first; i < end; i++ {
			if md.InstResult(m, i) == inst {
				return selection{target: md.Inst(i), name: sel}, nil
			}
		}
		return selection{}, cli.Failf("no instruction %s in %s", inst, fname)
	}
	line, err := strconv.Atoi(inst)
	if err != nil || line < 1 {
		return selection{}, cli.Usagef("selector %q: after ':' expected %%name or a line number", sel)
	}
	for i := first; i < end; i++ {
		if m.Position(m.Insts[i].Start).Line == line {
			return selection{target: md.Inst(i), name: sel}, nil
		}
	}
	return selection{}, cli.Failf("no instruction of %s starts on line %d", fname, line)
}

// String names the selection in messages.
func (s selection) String() string {
	if s.module {
		return "the module"
	}
	return s.name
}

// loadSelected loads a module and resolves a selector in it.
func loadSelected(env cli.Env, file, selector string) (*md.Graph, selection, error) {
	m, err := cli.Load(env, file)
	if err != nil {
		return nil, selection{}, err
	}
	g := md.New(m)
	sel, err := resolve(g, selector)
	return g, sel, err
}

// kindArg strips an optional leading '!' from a metadata kind argument.
func kindArg(k string) string { return strings.TrimPrefix(k, "!") }

// nodeClosureDepth lists n and the numbered nodes it reaches, in order of
// discovery, for printing a node with its definitions: at most limit nodes,
// each at most depth operand steps from n (any depth when negative). It
// also reports whether nodes were left out, by the limit or by the depth.
func nodeClosureDepth(n *md.Node, limit, depth int) ([]*md.Node, bool) {
	var out []*md.Node
	best := map[*md.Node]int{} // the smallest depth each node was seen at
	cut := false
	var walk func(x *md.Node, d int)
	walk = func(x *md.Node, d int) {
		if x == nil {
			return
		}
		if b, ok := best[x]; ok && b <= d {
			return
		}
		if depth >= 0 && d > depth {
			cut = true
			return
		}
		if _, ok := best[x]; !ok {
			if len(out) >= limit {
				cut = true
				return
			}
			if x.ID >= 0 {
				out = append(out, x)
			}
		}
		best[x] = d
		for _, c := range x.Children() {
			walk(c, d+1)
		}
	}
	walk(n, 0)
	return out, cut
}

func describeNode(n *md.Node) string {
	if n == nil {
		return "null"
	}
	if n.Missing() {
		return fmt.Sprintf("!%d (undefined)", n.ID)
	}
	if n.ID >= 0 {
		return md.FormatDef(n)
	}
	return md.Format(n)
}
