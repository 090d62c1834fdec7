package taffo

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/token"
)

// EntryKind tells what an Entry annotates.
type EntryKind uint8

// Kinds of annotated values.
const (
	GlobalEntry   EntryKind = iota // a global variable (taffo.info or its own keys)
	FunctionEntry                  // a function's own keys (start, maxrec, unroll, ...)
	ArgEntry                       // a parameter, from taffo.funinfo
	InstEntry                      // an instruction
	FieldEntry                     // a struct field, from taffo.structinfo (Path set)
	ConstEntry                     // a constant operand, from taffo.constinfo (Operand set)
)

var entryKindNames = [...]string{"global", "function", "arg", "inst", "field", "const"}

// String names the kind: "global", "function", "arg", "inst", "field",
// "const".
func (k EntryKind) String() string { return entryKindNames[k] }

// An Entry is one annotated value of a module, as "irmeta taffo" lists
// it.
type Entry struct {
	Kind EntryKind
	// Target is the entity holding the metadata.
	Target md.Target
	// Func is the function ("@f") of an argument or instruction, or the
	// function itself; "" for globals.
	Func string
	// Value names the value: "@g", "@f", "%x" (instruction or argument),
	// "line 12" (instruction without a result), followed for fields by
	// the field path ("%s[0][1]") and for constants by the operand
	// ("%x op 1").
	Value string
	// Selector names the entity for irmeta's commands: "@g", "@f",
	// "@f:%x", "@f:12", "@f:%arg".
	Selector string
	// Arg is the parameter index (ArgEntry), Operand the operand index
	// (ConstEntry), Path the field indices (FieldEntry).
	Arg, Operand int
	Path         []int
	// Info is the value's InputInfo, if any.
	Info *Info
	// TargetName is taffo.target; AbsError and WrongCmpTol the outputs of
	// the error propagator.
	TargetName  string
	AbsError    *float64
	WrongCmpTol *float64
	// Other lists the remaining keys as "key=value": "start",
	// "maxrec=15", "unroll=20", "unroll=5 U 12", "initweight=1,2",
	// "bufferid=b0", and other taffo.* kinds by name.
	Other []string
	// Pos is the position of the entity.
	Pos token.Position
}

// List returns every annotated value of the module in source order:
// globals, then each function with its parameters and instructions.
// Metadata that does not read is reported in errs (one per attachment)
// and left out.
func List(g *md.Graph) (entries []Entry, errs []error) {
	m := g.Module
	if !hasTaffoKinds(m) {
		return nil, nil
	}
	l := &lister{g: g, r: NewReader(g), dec: parser.NewDecoder(m)}
	// One entry per annotated entity is the common case: size for it.
	n := len(m.Globals) + len(m.Functions)
	for i := range m.Insts {
		if m.Insts[i].AttachCount > 0 {
			n++
		}
	}
	l.out = make([]Entry, 0, n+n/8+16) // headroom for parameters and fields
	for i := range m.Globals {
		t := Global(i)
		l.entity(t, Entry{Kind: GlobalEntry, Target: t, Value: m.Globals[i].Name, Selector: m.Globals[i].Name})
	}
	for fi := range m.Functions {
		f := &m.Functions[fi]
		t := Func(fi)
		l.entity(t, Entry{Kind: FunctionEntry, Target: t, Func: f.Name, Value: f.Name, Selector: f.Name})
		l.args(fi)
		for _, b := range f.Blocks {
			for i := int(b.FirstInst); i < int(b.FirstInst+b.NumInsts); i++ {
				if m.Insts[i].AttachCount == 0 {
					continue
				}
				name := md.InstResult(m, i)
				line := m.Position(m.Insts[i].Start).Line
				sel := f.Name + ":" + name
				if name == "" {
					name = "line " + strconv.Itoa(line)
					sel = f.Name + ":" + strconv.Itoa(line)
				}
				l.entity(Inst(i), Entry{Kind: InstEntry, Target: Inst(i), Func: f.Name, Value: name, Selector: sel})
			}
		}
	}
	return l.out, l.errs
}

type lister struct {
	g    *md.Graph
	r    *Reader
	dec  *parser.Decoder
	out  []Entry
	errs []error
	// budget counts the fields still to list for the current value.
	budget int
}

// entity lists the annotations of one global, function or instruction:
// the entity itself when it carries any key of its own, then its struct
// fields and constant operands.
func (l *lister) entity(t md.Target, e Entry) {
	g := l.g
	e.Pos = g.TargetPos(t)
	e.Arg, e.Operand = -1, -1
	own := false
	var fields *StructInfo
	var consts []*Info
	for _, a := range g.Attachments(t) {
		if !strings.HasPrefix(a.Kind, "taffo.") {
			continue
		}
		var err error
		switch a.Kind {
		case KeyInfo:
			e.Info, err = l.r.Info(t)
			own = true
		case KeyStructInfo:
			fields, err = l.r.StructInfo(t)
		case KeyFunInfo:
			// listed by args
		case KeyConstInfo:
			consts, err = l.r.ConstInfo(t)
		case KeyTarget:
			e.TargetName, err = GetTarget(g, t)
			own = true
		case KeyAbsError:
			var v float64
			if v, err = GetAbsError(g, t); err == nil {
				e.AbsError = &v
			}
			own = true
		case KeyWrongCmpTol:
			var v float64
			if v, err = GetWrongCmpTol(g, t); err == nil {
				e.WrongCmpTol = &v
			}
			own = true
		default:
			var s string
			s, err = l.other(t, a)
			if s != "" {
				e.Other = append(e.Other, s)
			}
			own = true
		}
		if err != nil {
			l.errs = append(l.errs, err)
		}
	}
	if own {
		l.out = append(l.out, e)
	}
	if fields != nil {
		l.fields(e, fields, nil)
	}
	for i, in := range consts {
		if in == nil {
			continue
		}
		c := e
		c.Kind, c.Operand, c.Info = ConstEntry, i, in
		c.Value = e.Value + " op " + strconv.Itoa(i)
		c.TargetName, c.AbsError, c.WrongCmpTol, c.Other = "", nil, nil, nil
		l.out = append(l.out, c)
	}
}

// other renders one of the remaining keys for Entry.Other.
func (l *lister) other(t md.Target, a md.Attachment) (string, error) {
	g := l.g
	switch a.Kind {
	case KeyStart:
		return "start", nil
	case KeyMaxRec:
		n, err := GetMaxRec(g, t)
		return "maxrec=" + strconv.FormatUint(uint64(n), 10), err
	case KeyUnroll:
		if t.Kind == md.FunctionTarget {
			s, err := unrollListAttr.Get(g, t)
			_, err = get(g, t, KeyUnroll, s, err)
			return "unroll=" + strings.TrimSpace(s), err
		}
		n, err := GetUnroll(g, t)
		return "unroll=" + strconv.FormatUint(uint64(n), 10), err
	case KeyInitWeight:
		w, err := GetInitWeight(g, t)
		s := make([]string, len(w))
		for i, v := range w {
			s[i] = strconv.Itoa(int(v))
		}
		return "initweight=" + strings.Join(s, ","), err
	case KeyArgsBufferID, KeyBufferID:
		if t.Kind == md.FunctionTarget {
			ids, err := GetArgBufferIDs(g, t)
			return "bufferid=" + strings.Join(ids, ","), err
		}
		id, err := GetBufferID(g, t)
		return "bufferid=" + id, err
	}
	return a.Kind, nil
}

// maxFields bounds the fields listed for one value: a structinfo DAG
// (nodes shared along many paths) can name exponentially many fields.
const maxFields = 1 << 14

// fields lists the annotated fields of a structinfo, depth first.
func (l *lister) fields(e Entry, s *StructInfo, path []int) {
	if path == nil {
		l.budget = maxFields
	}
	for i, f := range s.Fields {
		if l.budget <= 0 {
			if l.budget == 0 {
				l.errs = append(l.errs, &Error{Pos: e.Pos, Attr: e.Selector, Msg: fmt.Sprintf("structinfo names more than %d fields; the rest are not listed", maxFields)})
				l.budget--
			}
			return
		}
		p := append(append([]int(nil), path...), i)
		switch v := f.(type) {
		case *Info:
			c := e
			c.Kind, c.Path, c.Info = FieldEntry, p, v
			c.Value = e.Value + fieldPath(p)
			c.TargetName, c.AbsError, c.WrongCmpTol, c.Other = "", nil, nil, nil
			l.out = append(l.out, c)
			l.budget--
		case *StructInfo:
			l.fields(e, v, p)
		}
	}
}

// fieldPath renders "[0][1]".
func fieldPath(p []int) string {
	var b strings.Builder
	for _, i := range p {
		b.WriteByte('[')
		b.WriteString(strconv.Itoa(i))
		b.WriteByte(']')
	}
	return b.String()
}

// args lists the parameters annotated by taffo.funinfo.
func (l *lister) args(fi int) {
	g := l.g
	t := Func(fi)
	if g.Attachment(t, KeyFunInfo) == nil {
		return
	}
	args, err := l.r.FunInfo(t)
	if err != nil {
		l.errs = append(l.errs, err)
		return
	}
	names := ParamNames(l.dec, fi)
	f := g.Module.Functions[fi].Name
	for i, a := range args {
		name := "%" + strconv.Itoa(i)
		if i < len(names) {
			name = names[i]
		}
		e := Entry{Kind: ArgEntry, Target: t, Func: f, Value: name, Selector: f + ":" + name, Arg: i, Operand: -1, Pos: g.TargetPos(t)}
		switch v := a.(type) {
		case *Info:
			e.Info = v
			l.out = append(l.out, e)
		case *StructInfo:
			l.fields(e, v, nil)
		}
	}
}

// ParamNames returns the names of function fi's parameters with '%':
// unnamed parameters get the numbers LLVM gives them (%0, %1, ...).
func ParamNames(dec *parser.Decoder, fi int) []string {
	h, err := dec.FuncHeader(fi)
	if err != nil {
		return nil
	}
	return h.ParamNames()
}
