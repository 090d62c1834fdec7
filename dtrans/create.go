package dtrans

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/intrinsics"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// An Annotator inserts DTrans pointer annotations into a module, as
// DTransAnnotator's getAnnotationVariable and createPtrAnnotation do. It
// remembers what it has added (globals, intrinsic declarations, result
// names), so many annotations can be inserted before one Commit.
type Annotator struct {
	g   *md.Graph
	dec *parser.Decoder
	// FiveArgs writes calls with the fifth argument (a null attributes
	// pointer) that LLVM 14 and later use; otherwise the older
	// 4-argument form, which LLVM upgrades on reading. An intrinsic the
	// module already declares keeps its own number of arguments.
	FiveArgs bool

	names    map[string]bool   // global names (with '@') in use
	strs     *stringTable      // constant string globals, read on demand
	arrays   map[string]uint64 // string globals: name -> array length
	decls    map[string]intrinsic
	locals   map[int]map[string]bool // function -> local names in use
	typeDefs map[string]*ast.Type    // named types -> definitions, when needed
	created  int
}

// intrinsic is a declared llvm.ptr.annotation overload.
type intrinsic struct {
	name string // with '@'
	args int
}

// NewAnnotator returns an Annotator for g that writes the 5-argument form.
func NewAnnotator(g *md.Graph) *Annotator {
	m := g.Module
	a := &Annotator{g: g, dec: parser.NewDecoder(m), FiveArgs: true,
		names: map[string]bool{}, arrays: map[string]uint64{}, decls: map[string]intrinsic{}, locals: map[int]map[string]bool{}}
	a.strs = newStringTable(m, a.dec)
	for i := range m.Globals {
		a.names[m.Globals[i].Name] = true
	}
	for f := range m.Functions {
		fn := &m.Functions[f]
		a.names[fn.Name] = true
		if !isAnnotationIntrinsic(fn.Name) {
			continue
		}
		if h, err := a.dec.FuncHeader(f); err == nil && len(h.Params) >= 4 {
			key := h.Params[0].Type.String()
			if _, dup := a.decls[key]; !dup {
				a.decls[key] = intrinsic{name: fn.Name, args: len(h.Params)}
			}
		}
	}
	return a
}

// Global returns the annotation string global for kind and content
// ("@name", decoded), creating it when it does not exist: its name is the kind's global
// name, followed by "." and ext when ext is not empty. A global of that
// name with another content is an error.
func (a *Annotator) Global(kind AnnotKind, content, ext string) (string, error) {
	if kind >= numKinds {
		return "", fmt.Errorf("unknown annotation kind %d", kind)
	}
	if strings.ContainsRune(ext, '.') {
		return "", fmt.Errorf("extension %q: DTrans recognises extensions without '.'", ext)
	}
	name := kind.GlobalName()
	if ext != "" {
		name += "." + ext
	}
	return a.stringGlobal(name, content, true)
}

// stringGlobal gets or creates @name = private constant [N x i8]
// c"content\00", or for empty content the [1 x i8] zeroinitializer DTrans
// uses for the file name (which, unless strict, may be any existing global
// of that name). It returns "@name", decoded.
func (a *Annotator) stringGlobal(name, content string, strict bool) (string, error) {
	key := "@" + name
	ref := ast.FormatName('@', name)
	if a.names[key] {
		got, ok := a.strs.get(key)
		if !ok {
			if !strict && content == "" {
				return key, nil
			}
			return "", fmt.Errorf("global %s exists and is not a constant string", ref)
		}
		if got != content {
			return "", fmt.Errorf("global %s exists with content %q, not %q", ref, got, content)
		}
		return key, nil
	}
	n := uint64(len(content)) + 1
	init := "c" + ast.QuoteString(content+"\x00")
	if content == "" {
		init = "zeroinitializer"
	}
	a.g.AddTopLevel(a.globalAnchor(), fmt.Sprintf("%s = private constant [%d x i8] %s", ref, n, init))
	a.names[key] = true
	a.strs.set(key, content)
	a.arrays[key] = n
	return key, nil
}

// globalAnchor chooses where new globals go: after the last global, or
// when there is none after the last type definition, comdat or other
// module-level line that comes before the code, so that they take a line
// of their own and deleting that line gives back the original text.
func (a *Annotator) globalAnchor() ast.EntityKind {
	anchor := ast.GlobalEntity
	for _, e := range a.g.Module.Entities {
		switch e.Kind {
		case ast.GlobalEntity:
			return ast.GlobalEntity
		case ast.SourceFilenameEntity, ast.TargetEntity, ast.ModuleAsmEntity, ast.DepLibsEntity, ast.TypeDefEntity, ast.ComdatEntity:
			anchor = e.Kind
		default:
			// Code, attributes and metadata: globals go before them.
			for _, f := range a.g.Module.Entities {
				if f.Kind == ast.GlobalEntity {
					return ast.GlobalEntity
				}
			}
			return anchor
		}
	}
	return anchor
}

// FilenameGlobal returns the empty file-name string DTrans annotations
// use, @__intel_dtrans_aostosoa_filename, creating it when needed.
func (a *Annotator) FilenameGlobal() (string, error) {
	return a.stringGlobal(FilenameGlobal, "", false)
}

// stringRef renders a pointer to the first byte of global key ("@name") as
// an i8* (typed) or ptr (opaque) argument.
func (a *Annotator) stringRef(key string) (string, error) {
	ref := ast.FormatName('@', key[1:])
	if a.g.OpaquePointers() {
		return "ptr " + ref, nil
	}
	n, ok := a.arrays[key]
	if !ok {
		t, err := a.globalType(key)
		if err != nil {
			return "", err
		}
		if t.Kind != ast.ArrayType {
			return fmt.Sprintf("i8* bitcast (%s* %s to i8*)", t, ref), nil
		}
		n = t.Len
	}
	arr := fmt.Sprintf("[%d x i8]", n)
	return fmt.Sprintf("i8* getelementptr inbounds (%s, %s* %s, i32 0, i32 0)", arr, arr, ref), nil
}

func (a *Annotator) globalType(name string) (*ast.Type, error) {
	m := a.g.Module
	for i := range m.Globals {
		if m.Globals[i].Name == name {
			return a.dec.GlobalValueType(i)
		}
	}
	return nil, fmt.Errorf("no global %s", name)
}

// intrinsicFor returns the llvm.ptr.annotation overload for pointers of
// type t, declaring it when the module has none.
func (a *Annotator) intrinsicFor(t *ast.Type) (intrinsic, error) {
	key := t.String()
	if d, ok := a.decls[key]; ok {
		return d, nil
	}
	suffix, ok := intrinsics.MangleType(t)
	if !ok {
		return intrinsic{}, fmt.Errorf("cannot name the llvm.ptr.annotation overload for %s", t)
	}
	i8p := "i8*"
	if a.g.OpaquePointers() {
		i8p = "ptr"
	}
	// Intrinsics are named as the release the module was read as names
	// them: since LLVM 17 the overload names the annotation string's
	// pointer type too (llvm.ptr.annotation.p0.p0).
	if a.g.Module.Version.Has(llvmver.PtrAnnotationStringOverload) && a.g.OpaquePointers() {
		// The annotation and file-name strings are in address space 0.
		// (Typed-pointer modules predate the change: no second suffix.)
		suffix += ".p0"
	}
	d := intrinsic{name: ast.FormatName('@', AnnotationIntrinsic+"."+suffix), args: 4}
	params := fmt.Sprintf("%s, %s, %s, i32", key, i8p, i8p)
	if a.FiveArgs {
		d.args = 5
		params += ", " + i8p
	}
	if a.names[parser.Name([]byte(d.name))] {
		return intrinsic{}, fmt.Errorf("%s exists with another signature", d.name)
	}
	a.g.AddTopLevel(ast.FunctionEntity, fmt.Sprintf("declare %s %s(%s)", key, d.name, params))
	a.names[parser.Name([]byte(d.name))] = true
	a.decls[key] = d
	return d, nil
}

// Insert inserts, before instruction before, a call annotating pointer
// ptr (its type and value as written, "i8* %mem") with the string global
// global ("@name", from Global) and line number line, the way createPtrAnnotation
// does. The call's result is named after name ("dtrans.annot" when
// empty), made unique in the function; Insert returns it ("%name"). The
// call is visible after Commit.
func (a *Annotator) Insert(before int, ptr ast.Operand, global string, line int, name string) (string, error) {
	m := a.g.Module
	if before < 0 || before >= len(m.Insts) {
		return "", fmt.Errorf("no instruction %d", before)
	}
	t := ptr.Type
	if t == nil || t.Kind != ast.PointerType {
		return "", fmt.Errorf("annotated value %s is not a pointer", ptr.Value.Text)
	}
	fn := a.g.FunctionOf(before)
	if fn < 0 {
		return "", fmt.Errorf("instruction %d is in no function", before)
	}
	d, err := a.intrinsicFor(t)
	if err != nil {
		return "", err
	}
	if !strings.HasPrefix(global, "@") {
		return "", fmt.Errorf("annotation string %q is not a global", global)
	}
	annot, err := a.stringRef(global)
	if err != nil {
		return "", err
	}
	file, err := a.FilenameGlobal()
	if err != nil {
		return "", err
	}
	fileRef, err := a.stringRef(file)
	if err != nil {
		return "", err
	}
	if name == "" {
		name = "dtrans.annot"
	}
	res := a.freshLocal(fn, name)
	var b strings.Builder
	fmt.Fprintf(&b, "%s = call %s %s(%s %s, %s, %s, i32 %d", res, t, d.name, t, ptr.Value.Text, annot, fileRef, line)
	if d.args >= 5 {
		if a.g.OpaquePointers() {
			b.WriteString(", ptr null")
		} else {
			b.WriteString(", i8* null")
		}
	}
	b.WriteByte(')')
	a.g.InsertBefore(before, b.String())
	a.created++
	return res, nil
}

// AnnotateResult annotates the pointer that instruction inst produces
// with an annotation of kind: it gets or creates the string global
// (content kind.Content(id), name extension ext) and inserts the call
// right after inst, after the phis and landing pad that must open a
// block. It returns the call's result name.
func (a *Annotator) AnnotateResult(inst int, kind AnnotKind, id int, ext string) (string, error) {
	m := a.g.Module
	if inst < 0 || inst >= len(m.Insts) {
		return "", fmt.Errorf("no instruction %d", inst)
	}
	in, err := a.dec.Inst(inst)
	if err != nil {
		return "", err
	}
	if in.Result == "" {
		return "", fmt.Errorf("%s: the %s produces no value to annotate", m.Position(m.Insts[inst].Start), in.Op)
	}
	rt, err := a.resultType(in)
	if err != nil {
		return "", fmt.Errorf("%s: %v", m.Position(m.Insts[inst].Start), err)
	}
	if rt.Kind != ast.PointerType {
		return "", fmt.Errorf("%s: the %s produces %s, not a pointer", m.Position(m.Insts[inst].Start), in.Op, rt)
	}
	before, err := a.insertionPoint(inst)
	if err != nil {
		return "", err
	}
	global, err := a.Global(kind, kind.Content(id), ext)
	if err != nil {
		return "", err
	}
	ptr := ast.Operand{Type: rt, Value: ast.Value{Kind: ast.LocalRef, Name: in.Result, Text: parser.NameText(in.Result)}}
	return a.Insert(before, ptr, global, 0, "")
}

// ResultType returns the type of the value instruction inst produces,
// with the pointer types of alloca and getelementptr worked out in
// typed-pointer modules (the decoder reports the written types only).
func (a *Annotator) ResultType(inst int) (*ast.Type, error) {
	in, err := a.dec.Inst(inst)
	if err != nil {
		return nil, err
	}
	if in.Result == "" {
		return nil, fmt.Errorf("the %s produces no value", in.Op)
	}
	return a.resultType(in)
}

// insertionPoint returns the instruction before which code that uses the
// result of inst can go.
func (a *Annotator) insertionPoint(inst int) (int, error) {
	m := a.g.Module
	fn := a.g.FunctionOf(inst)
	if fn < 0 {
		return 0, fmt.Errorf("instruction %d is in no function", inst)
	}
	for _, b := range m.Functions[fn].Blocks {
		first, end := int(b.FirstInst), int(b.FirstInst+b.NumInsts)
		if inst < first || inst >= end {
			continue
		}
		i := inst + 1
		for i < end && (isBlockHead(m.Insts[i].Op)) {
			i++
		}
		if m.Insts[inst].Op.IsTerminator() || i >= end {
			return 0, fmt.Errorf("%s: no place after the instruction in its block", m.Position(m.Insts[inst].Start))
		}
		return i, nil
	}
	return 0, fmt.Errorf("instruction %d is in no block", inst)
}

// freshLocal returns "%name", or "%name.N" when that is taken in function
// fn, and reserves it.
func (a *Annotator) freshLocal(fn int, name string) string {
	used := a.localNames(fn)
	cand := name
	for k := 1; used["%"+cand]; k++ {
		cand = name + "." + strconv.Itoa(k)
	}
	used["%"+cand] = true
	return ast.FormatName('%', cand)
}

// localNames collects the names of function fn's parameters, values and
// blocks.
func (a *Annotator) localNames(fn int) map[string]bool {
	if used, ok := a.locals[fn]; ok {
		return used
	}
	m := a.g.Module
	used := map[string]bool{}
	if h, err := a.dec.FuncHeader(fn); err == nil {
		for _, p := range h.Params {
			used[p.Name] = true
		}
	}
	for _, b := range m.Functions[fn].Blocks {
		used["%"+b.Label] = true
		for i := b.FirstInst; i < b.FirstInst+b.NumInsts; i++ {
			if m.Insts[i].HasResult {
				used[md.InstResult(m, int(i))] = true
			}
		}
	}
	a.locals[fn] = used
	return used
}

// isBlockHead reports whether op must stay at the top of its block, before
// any inserted code: phis and exception-handling pads (and the debug
// records between them).
func isBlockHead(op ast.Opcode) bool {
	switch op {
	case ast.OpPhi, ast.OpLandingPad, ast.OpCatchPad, ast.OpCleanupPad, ast.OpDbgRecord:
		return true
	}
	return false
}
