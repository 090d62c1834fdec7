package ast

import "fmt"

// Check verifies the invariants of the module's index, the way
// golang.org/x/tools/go/ssa's sanity checker does for SSA: run it after
// parsing or editing to catch a broken index early. It returns the first
// violation found, or nil.
//
// The invariants: entities are in source order without overlap, and only
// white space and comments lie between them; each entity's record exists;
// metadata definition runs cover MDDefs exactly, in order; each function's
// header and body lie in its span and its blocks cover consecutive
// instructions; instructions are in order, inside their function's body;
// attachments are in order, inside their instruction, with known kinds.
func (m *Module) Check() error {
	src := m.Src
	prev := 0
	defs := 0
	for k, e := range m.Entities {
		if int(e.Start) < prev || e.End < e.Start || int(e.End) > len(src) {
			return fmt.Errorf("entity %d (%s) at %d..%d is out of order or bounds", k, e.Kind, e.Start, e.End)
		}
		if !trivia(src[prev:e.Start]) {
			return fmt.Errorf("text outside any entity before %s", m.Position(e.Start))
		}
		prev = int(e.End)
		if err := m.checkEntityRecord(e, &defs); err != nil {
			return fmt.Errorf("entity %d (%s at %s): %w", k, e.Kind, m.Position(e.Start), err)
		}
	}
	if !trivia(src[prev:]) {
		return fmt.Errorf("text outside any entity at the end")
	}
	if defs != len(m.MDDefs) {
		return fmt.Errorf("metadata runs hold %d definitions, MDDefs has %d", defs, len(m.MDDefs))
	}
	next := int32(0)
	lastEnd := Span{}
	for fi := range m.Functions {
		f := &m.Functions[fi]
		if f.Header.Start < f.Start || f.Header.End > f.End || (!f.Declare && (f.Body.Start < f.Header.End || f.Body.End != f.End)) {
			return fmt.Errorf("function %s: header or body outside its span", f.Name)
		}
		for bi, b := range f.Blocks {
			if b.FirstInst != next || b.NumInsts < 0 {
				return fmt.Errorf("function %s block %d: instructions %d+%d, want to start at %d", f.Name, bi, b.FirstInst, b.NumInsts, next)
			}
			for i := b.FirstInst; i < b.FirstInst+b.NumInsts; i++ {
				if int(i) >= len(m.Insts) {
					return fmt.Errorf("function %s: instruction %d out of range", f.Name, i)
				}
				in := &m.Insts[i]
				if in.Start < f.Body.Start || in.End > f.Body.End || in.Start < lastEnd.End || in.End < in.Start {
					return fmt.Errorf("instruction %d at %s is out of order or outside %s", i, m.Position(in.Start), f.Name)
				}
				lastEnd = in.Span
				if err := m.checkInstAttachments(int(i)); err != nil {
					return err
				}
			}
			next += b.NumInsts
		}
	}
	if int(next) != len(m.Insts) {
		return fmt.Errorf("blocks cover %d instructions, Insts has %d", next, len(m.Insts))
	}
	return nil
}

func (m *Module) checkEntityRecord(e Entity, defs *int) error {
	in := func(n int) error {
		if e.Index < 0 || int(e.Index) >= n {
			return fmt.Errorf("record %d out of range (%d records)", e.Index, n)
		}
		return nil
	}
	switch e.Kind {
	case GlobalEntity:
		return in(len(m.Globals))
	case FunctionEntity:
		if err := in(len(m.Functions)); err != nil {
			return err
		}
		if m.Functions[e.Index].Span != e.Span {
			return fmt.Errorf("function span differs from entity span")
		}
	case TypeDefEntity:
		return in(len(m.TypeDefs))
	case ComdatEntity:
		return in(len(m.Comdats))
	case AttrGroupEntity:
		return in(len(m.AttrGroups))
	case NamedMDEntity:
		return in(len(m.NamedMD))
	case MDDefEntity:
		if int(e.Index) != *defs || e.Count < 1 || int(e.Index+e.Count) > len(m.MDDefs) {
			return fmt.Errorf("definitions %d+%d, want to start at %d", e.Index, e.Count, *defs)
		}
		prev := e.Start
		for i := e.Index; i < e.Index+e.Count; i++ {
			d := &m.MDDefs[i]
			if d.Start < prev || d.ValueStart < d.Start || d.End < d.ValueStart || d.End > e.End {
				return fmt.Errorf("definition !%d out of order or outside its run", d.ID)
			}
			prev = d.End
		}
		*defs += int(e.Count)
	}
	return nil
}

func (m *Module) checkInstAttachments(i int) error {
	in := &m.Insts[i]
	first, n := int(in.AttachFirst), int(in.AttachCount)
	if first < 0 || first+n > len(m.InstAttachments) {
		return fmt.Errorf("instruction %d: attachments %d+%d out of range", i, first, n)
	}
	prev := in.Start
	for k := first; k < first+n; k++ {
		a := &m.InstAttachments[k]
		if a.Start < prev || a.End > in.End || a.End < a.Start {
			return fmt.Errorf("instruction %d at %s: attachment out of order or outside it", i, m.Position(in.Start))
		}
		if a.Kind < 0 || int(a.Kind) >= len(m.AttachKinds) {
			return fmt.Errorf("instruction %d: unknown attachment kind %d", i, a.Kind)
		}
		prev = a.End
	}
	return nil
}

// trivia reports whether b holds only white space and ";" comments.
func trivia(b []byte) bool {
	for i := 0; i < len(b); i++ {
		switch b[i] {
		case ' ', '\t', '\n', '\r':
		case ';':
			for i < len(b) && b[i] != '\n' {
				i++
			}
		case '/':
			if i+1 < len(b) && b[i+1] == '*' {
				j := i + 2
				for j+1 < len(b) && !(b[j] == '*' && b[j+1] == '/') {
					j++
				}
				if j+1 >= len(b) {
					return false
				}
				i = j + 1
				continue
			}
			return false
		default:
			return false
		}
	}
	return true
}
