package main

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/irmeta/irmeta/md"
)

// diffView selects and presents diff's differences: filtered by kind and
// function, grouped by entity (compact, the default), one full line each
// (--long), or counted (--stat).
type diffView struct {
	kinds     []string
	functions []string
	stat      bool
	long      bool
}

// diffPlace is what a Difference's Where names.
type diffPlace struct {
	// Entity is what the difference is grouped under: "@f" (for the
	// function and its instructions), "@g", "!llvm.module.flags", or
	// "(distinct nodes)".
	Entity string
	// Sub is the rest of the place within the entity: "%x", ":12", "[1]",
	// "#4", or "" for the entity itself.
	Sub string
	// Kind is the attachment or named-metadata kind ("dbg", "tbaa",
	// "llvm.module.flags"), "argument" for a metadata argument of a call,
	// or "distinct" for distinct nodes compared by position.
	Kind string
}

// parsePlace reads md.Difference.Where.
func parsePlace(where string) diffPlace {
	switch {
	case strings.HasPrefix(where, "distinct node"):
		return diffPlace{Entity: "(distinct nodes)", Sub: strings.TrimPrefix(strings.TrimPrefix(where, "distinct nodes"), "distinct node "), Kind: "distinct"}
	case strings.HasPrefix(where, "!"):
		name, index, _ := strings.Cut(where, "[")
		sub := ""
		if index != "" {
			sub = "[" + index
		}
		return diffPlace{Entity: name, Sub: sub, Kind: strings.TrimPrefix(name, "!")}
	}
	target, kind := where, ""
	if i := strings.LastIndex(where, " op "); i >= 0 {
		target, kind = where[:i], "argument"
	} else if i := strings.LastIndex(where, " !"); i >= 0 {
		target, kind = where[:i], where[i+2:]
		if j := strings.IndexByte(kind, '#'); j >= 0 {
			kind = kind[:j]
		}
	}
	entity, sub := target, ""
	if i := strings.IndexByte(target, ':'); i > 0 && !strings.HasPrefix(target, "@\"") {
		entity, sub = target[:i], target[i:]
	} else if strings.HasPrefix(target, "@\"") {
		if j := strings.Index(target[2:], "\""); j >= 0 && 2+j+1 < len(target) && target[2+j+1] == ':' {
			entity, sub = target[:2+j+1], target[2+j+1:]
		}
	}
	if kind == "argument" {
		sub = strings.TrimSpace(sub + where[len(target):])
	}
	return diffPlace{Entity: entity, Sub: sub, Kind: kind}
}

// keep applies the --kind and --function filters.
func (v diffView) keep(p diffPlace) bool {
	if len(v.kinds) > 0 {
		ok := false
		for _, k := range v.kinds {
			ok = ok || kindArg(k) == p.Kind
		}
		if !ok {
			return false
		}
	}
	if len(v.functions) > 0 {
		ok := false
		for _, f := range v.functions {
			if !strings.HasPrefix(f, "@") {
				f = "@" + f
			}
			ok = ok || f == p.Entity
		}
		if !ok {
			return false
		}
	}
	return true
}

// filter returns the differences the filters keep.
func (v diffView) filter(diffs []md.Difference) []md.Difference {
	var out []md.Difference
	for _, d := range diffs {
		if v.keep(parsePlace(d.Where)) {
			out = append(out, d)
		}
	}
	return out
}

// diffGroup is the differences of one entity.
type diffGroup struct {
	entity string
	diffs  []md.Difference
	places []diffPlace
	kinds  map[string]int
}

func groupDiffs(diffs []md.Difference) []*diffGroup {
	var groups []*diffGroup
	index := map[string]*diffGroup{}
	for _, d := range diffs {
		p := parsePlace(d.Where)
		g := index[p.Entity]
		if g == nil {
			g = &diffGroup{entity: p.Entity, kinds: map[string]int{}}
			index[p.Entity] = g
			groups = append(groups, g)
		}
		g.diffs = append(g.diffs, d)
		g.places = append(g.places, p)
		g.kinds[p.Kind]++
	}
	return groups
}

// kindCounts renders counts per kind, most frequent first: "dbg 10, tbaa 2".
func kindCounts(kinds map[string]int) string {
	names := make([]string, 0, len(kinds))
	for k := range kinds {
		names = append(names, k)
	}
	sort.Slice(names, func(i, j int) bool {
		if kinds[names[i]] != kinds[names[j]] {
			return kinds[names[i]] > kinds[names[j]]
		}
		return names[i] < names[j]
	})
	parts := make([]string, len(names))
	for i, k := range names {
		parts[i] = fmt.Sprintf("%s %d", k, kinds[k])
	}
	return strings.Join(parts, ", ")
}

// print writes the differences in the selected form.
func (v diffView) print(w io.Writer, diffs []md.Difference, a, b *md.Graph) error {
	if v.long {
		for _, d := range diffs {
			fmt.Fprintln(w, d.String())
		}
		return nil
	}
	groups := groupDiffs(diffs)
	if v.stat {
		t := newTable(w)
		all := map[string]int{}
		for _, g := range groups {
			fmt.Fprintf(t, "%s\t| %d\t%s\n", g.entity, len(g.diffs), kindCounts(g.kinds))
			for k, n := range g.kinds {
				all[k] += n
			}
		}
		if err := t.Flush(); err != nil {
			return err
		}
		if len(diffs) > 0 {
			fmt.Fprintf(w, "%s in %s: %s\n", plural(len(diffs), "difference", "differences"), plural(len(groups), "entity", "entities"), kindCounts(all))
		}
		return nil
	}
	for _, g := range groups {
		fmt.Fprintf(w, "%s (%s vs %s): %s\n", g.entity, entityPos(a, g.entity), entityPos(b, g.entity), plural(len(g.diffs), "difference", "differences"))
		// The same change at several places of an entity (a DILocation
		// moved to the next line under every instruction) is one line.
		type line struct {
			kind, change string
			places       []string
		}
		var lines []*line
		index := map[string]*line{}
		for i, d := range g.diffs {
			p := g.places[i]
			place := strings.TrimSpace(strings.TrimPrefix(p.Sub, ":"))
			if isNumber(place) {
				place = "line " + place
			}
			kind := ""
			if p.Kind != "argument" && p.Kind != "distinct" && !strings.HasPrefix(g.entity, "!") {
				kind = "!" + p.Kind
			}
			change := truncate(orAbsentText(d.A), 48) + " vs " + truncate(orAbsentText(d.B), 48)
			if d.Detail != "" {
				change = d.Detail
				if d.A == "" || d.B == "" {
					change = truncate(orAbsentText(d.A), 48) + " vs " + truncate(orAbsentText(d.B), 48) + ": " + d.Detail
				}
			}
			key := kind + "\x00" + change
			l := index[key]
			if l == nil {
				l = &line{kind: kind, change: change}
				index[key] = l
				lines = append(lines, l)
			}
			if place != "" {
				l.places = append(l.places, place)
			}
		}
		t := newTable(w)
		for _, l := range lines {
			where := strings.TrimSpace(strings.Join(l.places, " ") + " " + l.kind)
			if len(l.places) > 3 {
				where = fmt.Sprintf("%s ... (%d places) %s", strings.Join(l.places[:3], " "), len(l.places), l.kind)
			}
			if where == "" {
				where = "-"
			}
			fmt.Fprintf(t, "  %s\t%s\n", where, l.change)
		}
		if err := t.Flush(); err != nil {
			return err
		}
	}
	return nil
}

func orAbsentText(s string) string {
	if s == "" {
		return "(absent)"
	}
	return s
}

// entityPos locates an entity in a module as "file:line" (just the file
// when the module has no such entity).
func entityPos(g *md.Graph, entity string) string {
	m := g.Module
	pos := func(t md.Target) string {
		p := g.TargetPos(t)
		if !p.IsValid() {
			return m.File.Name
		}
		return fmt.Sprintf("%s:%d", p.Filename, p.Line)
	}
	switch {
	case strings.HasPrefix(entity, "@"):
		for i := range m.Functions {
			if m.Functions[i].Name == entity {
				return pos(md.Function(i))
			}
		}
		for i := range m.Globals {
			if m.Globals[i].Name == entity {
				return pos(md.Global(i))
			}
		}
	case strings.HasPrefix(entity, "!"):
		if l := g.Named(entity[1:]); l != nil && l.Index >= 0 {
			p := m.Position(m.NamedMD[l.Index].Start)
			return fmt.Sprintf("%s:%d", p.Filename, p.Line)
		}
	}
	return m.File.Name
}
