package dtrans

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// AnnotKind is the kind of a DTrans pointer annotation (DTrans's
// DPA_AnnotKind); the annotation string global's name tells it.
type AnnotKind uint8

// The annotation kinds.
const (
	// AOSToSOAAllocation marks the memory allocated for the structure of
	// arrays made by AOS-to-SOA.
	AOSToSOAAllocation AnnotKind = iota
	// AOSToSOAIndex marks the address of a variable that AOS-to-SOA
	// turned into a peeling index.
	AOSToSOAIndex
	numKinds
)

var kindGlobals = [numKinds]string{"__intel_dtrans_aostosoa_alloc", "__intel_dtrans_aostosoa_index"}
var kindNames = [numKinds]string{"aostosoa-alloc", "aostosoa-index"}
var kindContents = [numKinds]string{"{dtrans} AOS-to-SOA allocation {id:%d}", "{dtrans} AOS-to-SOA peeling index {id:%d}"}

// Kinds lists the annotation kinds.
func Kinds() []AnnotKind { return []AnnotKind{AOSToSOAAllocation, AOSToSOAIndex} }

// GlobalName returns the name (without '@') of the kind's annotation
// string global: "__intel_dtrans_aostosoa_alloc".
func (k AnnotKind) GlobalName() string {
	if k < numKinds {
		return kindGlobals[k]
	}
	return ""
}

// String returns the kind's short name: "aostosoa-alloc".
func (k AnnotKind) String() string {
	if k < numKinds {
		return kindNames[k]
	}
	return "AnnotKind(" + strconv.Itoa(int(k)) + ")"
}

// Content returns the annotation string DTrans writes for the kind and
// structure id: "{dtrans} AOS-to-SOA allocation {id:0}".
func (k AnnotKind) Content(id int) string {
	if k < numKinds {
		return fmt.Sprintf(kindContents[k], id)
	}
	return ""
}

// ParseKind reads a kind by short name ("aostosoa-alloc", "alloc") or
// global name ("__intel_dtrans_aostosoa_index").
func ParseKind(s string) (AnnotKind, error) {
	for _, k := range Kinds() {
		if s == k.String() || s == k.GlobalName() || s == strings.TrimPrefix(k.String(), "aostosoa-") {
			return k, nil
		}
	}
	return 0, fmt.Errorf("unknown annotation kind %q (aostosoa-alloc or aostosoa-index)", s)
}

// KindOfGlobal tells the annotation kind of a global called name (with or
// without '@'), as DTrans recognises it: the name is the kind's global
// name, optionally followed by "." and an extension without dots
// ("__intel_dtrans_aostosoa_index.1").
func KindOfGlobal(name string) (AnnotKind, bool) {
	name = strings.TrimPrefix(name, "@")
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		name = name[:i]
	}
	for _, k := range Kinds() {
		if name == k.GlobalName() {
			return k, true
		}
	}
	return 0, false
}

// An Annotation is one llvm.ptr.annotation call.
type Annotation struct {
	// Inst is the call (an index into Module.Insts).
	Inst int
	// DTrans is set when the annotation string is a DTrans global; Kind
	// is then its kind.
	DTrans bool
	Kind   AnnotKind
	// Global is the annotation string's global ("@__intel_dtrans_..."), or
	// "" when the operand is no global.
	Global string
	// Content is the global's string without its terminating NUL, and
	// IsString tells whether the global is a string (c"...") at all.
	Content  string
	IsString bool
	// Ptr is the annotated pointer, Result the call's result ("%x"), or
	// "" when it has none.
	Ptr    ast.Operand
	Result string
	// Intrinsic is the called intrinsic ("@llvm.ptr.annotation.p0i8") and
	// Args its number of arguments (4, or 5 with the attributes pointer).
	Intrinsic string
	Args      int
	// Line is the line-number argument.
	Line int64
}

// isAnnotationIntrinsic reports whether a callee name is llvm.ptr.annotation
// or one of its overloads.
func isAnnotationIntrinsic(name string) bool {
	name = strings.TrimPrefix(name, "@")
	return name == AnnotationIntrinsic || strings.HasPrefix(name, AnnotationIntrinsic+".")
}

// Annotations returns every llvm.ptr.annotation call of the module in
// source order, DTrans and foreign ones; see Annotation.DTrans.
func Annotations(g *md.Graph) []Annotation {
	m := g.Module
	dec := parser.NewDecoder(m)
	strs := newStringTable(m, dec)
	var out []Annotation
	needle := []byte(AnnotationIntrinsic)
	if m.IndexIn(m.CodeText(), needle) < 0 {
		return nil // most modules: no instruction need be looked at
	}
	for i := range m.Insts {
		in := &m.Insts[i]
		// A cheap look at the text spares decoding every call.
		if in.Op != ast.OpCall || !bytes.Contains(m.Src[in.Start:in.End], needle) {
			continue
		}
		if a, ok := decodeAnnotation(m, dec, i, strs); ok {
			out = append(out, a)
		}
	}
	return out
}

// AnnotationAt decodes instruction inst as an llvm.ptr.annotation call.
func AnnotationAt(g *md.Graph, inst int) (Annotation, bool) {
	m := g.Module
	if inst < 0 || inst >= len(m.Insts) || m.Insts[inst].Op != ast.OpCall {
		return Annotation{}, false
	}
	dec := parser.NewDecoder(m)
	return decodeAnnotation(m, dec, inst, newStringTable(m, dec))
}

// KindAt tells whether instruction inst is a DTrans annotation call and of
// which kind (DTransAnnotator's isDTransPtrAnnotation and
// getDTransPtrAnnotationKind).
func KindAt(g *md.Graph, inst int) (AnnotKind, bool) {
	a, ok := AnnotationAt(g, inst)
	return a.Kind, ok && a.DTrans
}

func decodeAnnotation(m *ast.Module, dec *parser.Decoder, i int, strs *stringTable) (Annotation, bool) {
	ins, err := dec.Inst(i)
	if err != nil || len(ins.Operands) < 5 {
		return Annotation{}, false
	}
	callee := ins.Operands[0].Value
	if callee.Kind != ast.GlobalRef || !isAnnotationIntrinsic(callee.Name) {
		return Annotation{}, false
	}
	a := Annotation{Inst: i, Ptr: ins.Operands[1], Result: ins.Result, Intrinsic: callee.Name, Args: len(ins.Operands) - 1}
	if line, ok := intOperand(ins.Operands[4]); ok {
		a.Line = line
	}
	a.Global = baseGlobal(ins.Operands[2].Value)
	if a.Global != "" {
		a.Content, a.IsString = strs.get(a.Global)
		a.Kind, a.DTrans = KindOfGlobal(a.Global)
	}
	return a, true
}

func intOperand(op ast.Operand) (int64, bool) {
	if op.Value.Kind != ast.IntConst {
		return 0, false
	}
	v := md.Value{Type: op.Type, Text: op.Value.Text, Kind: op.Value.Kind}
	return v.Int()
}

// baseGlobal returns the global an address constant is based on: "@g" for
// "@g", "getelementptr (... @g, i32 0, i32 0)" or "bitcast (... @g to
// i8*)".
func baseGlobal(v ast.Value) string {
	switch v.Kind {
	case ast.GlobalRef:
		return v.Name
	case ast.ConstExpr:
		switch v.Name {
		case "getelementptr", "bitcast", "addrspacecast":
			for _, e := range v.Elems {
				if e.Type != nil && e.Type.Kind == ast.PointerType || e.Value.Kind == ast.GlobalRef || e.Value.Kind == ast.ConstExpr {
					return baseGlobal(e.Value)
				}
			}
		}
	}
	return ""
}

// A stringTable reads the contents of constant string globals on demand, so a
// module with thousands of string constants decodes only the few that
// annotations use.
type stringTable struct {
	m     *ast.Module
	dec   *parser.Decoder
	index map[string]int // global name -> index in m.Globals
	memo  map[string]stringEntry
}

type stringEntry struct {
	s  string
	ok bool
}

func newStringTable(m *ast.Module, dec *parser.Decoder) *stringTable {
	t := &stringTable{m: m, dec: dec, index: make(map[string]int, len(m.Globals)), memo: map[string]stringEntry{}}
	for i := range m.Globals {
		t.index[m.Globals[i].Name] = i
	}
	return t
}

// get returns the c"..." content of global name ("@g") without its
// terminating NUL; ok is false when there is no such string global.
func (t *stringTable) get(name string) (string, bool) {
	if e, ok := t.memo[name]; ok {
		return e.s, e.ok
	}
	var e stringEntry
	if i, ok := t.index[name]; ok && t.m.Globals[i].Kind == ast.GlobalVar {
		e.s, e.ok = globalString(t.dec, i)
	}
	t.memo[name] = e
	return e.s, e.ok
}

// set records the content of a global created by an edit.
func (t *stringTable) set(name, content string) {
	t.memo[name] = stringEntry{content, true}
}

// globalString returns the c"..." initializer of global i without its
// terminating NUL.
func globalString(dec *parser.Decoder, i int) (string, bool) {
	op, err := dec.GlobalInit(i)
	if err != nil || op == nil || op.Value.Kind != ast.StringConst {
		return "", false
	}
	s := parser.Unquote([]byte(op.Value.Text))
	return strings.TrimSuffix(s, "\x00"), true
}
