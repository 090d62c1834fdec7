// Package typecheck applies the type rules of LLVM's IR parser (LLParser)
// to a parsed module: the types of constants, initializers, constant
// expressions and instruction operands, each opcode's operand rules, valid
// casts, calls against the callee's type, and values used at one type.
//
// The parser (package parser) checks the grammar, names and references;
// typecheck is the second phase, as go/types follows go/parser. It reads
// the ast.Module through a parser.Decoder and reports errors with LLParser's
// messages at LLParser's positions. Like LLParser it stops at the first
// error of each global or function, so that no error is a consequence of
// another.
//
// ParseFile runs both phases: the verdict of llvm-as on the text.
package typecheck

import (
	"cmp"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/lane"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/token"
)

// ParseFile parses src with parser.ParseFileOptions and, when the text
// parses, checks its types as LLVM opt.Version's parser does. It is the
// whole verdict of llvm-as on the text; errors come sorted by position,
// but for the references LLParser checks when the module ends (undefined
// names, undeclared intrinsics), which come in its order, after the type
// errors.
func ParseFile(filename string, src []byte, opt parser.Options) (*ast.Module, error) {
	m, err := parser.ParseFileOptions(filename, src, opt)
	return m, Parsed(m, err, opt.Version)
}

// Parsed is the second half of ParseFile: given what the parser returned
// for a module (m and err), it checks the types as LLVM v's parser does
// and returns the whole verdict of llvm-as. Callers that do other work on
// a module that parses (the language server runs the checks of verify)
// call the parser themselves and run Parsed alongside.
func Parsed(m *ast.Module, err error, v llvmver.Version) error {
	if err == nil {
		return Check(m, v).Err()
	}
	list, ok := err.(parser.ErrorList)
	if !ok || m == nil || len(list) == 0 {
		return err
	}
	if endOfModule(list) {
		// LLParser checks the references when the module ends, after
		// every type error, and declares the undeclared intrinsics first
		// of them but the types and comdats.
		if typeErrs := check(m, v, false); len(typeErrs) > 0 {
			return typeErrs.Err()
		}
		if m0 := list[0].Msg; !strings.HasPrefix(m0, "use of undefined type") && !strings.HasPrefix(m0, "use of undefined comdat") &&
			m0 != "invalid type for function argument" {
			errs, undefined := checkUndeclaredIntrinsics(m, v)
			if len(errs) > 0 {
				return errs.Err()
			}
			list = withUndefinedIntrinsics(list, undefined)
		}
		return list.Err()
	}
	if !allHavePrefix(list, "use of undefined value '%") {
		return typeErrorsFirst(m, list, v)
	}
	// LLParser reports a use of an undefined local at the end of its
	// function, after the type errors inside it: a type error in the
	// function comes first.
	typeErrs := Check(m, v)
	var out parser.ErrorList
	for _, e := range list {
		if f := functionAt(m, e.Pos.Offset); f == nil || !hasErrorIn(typeErrs, f.Span) {
			out = append(out, e)
		}
	}
	out = append(out, typeErrs...)
	out.Sort()
	return out.Err()
}

// typeErrorsFirst adds to the parser's errors (list) the type errors of
// the globals and functions that LLParser reads before it meets the first
// of them: it reads the text in order and stops at its first error, so a
// type error there is the one it reports. Parser errors that LLParser
// would only have reached later are dropped.
func typeErrorsFirst(m *ast.Module, list parser.ErrorList, v llvmver.Version) error {
	first := list[0]
	for _, e := range list {
		if e.Pos.Offset < first.Pos.Offset {
			first = e
		}
	}
	cutoff := first.Pos.Offset
	if first.Msg == "instructions returning void cannot have a name" {
		// LLParser names the result once it has read the instruction,
		// whose type errors come first.
		k := sort.Search(len(m.Insts), func(k int) bool { return int(m.Insts[k].End) > cutoff })
		if k < len(m.Insts) && int(m.Insts[k].Start) <= cutoff {
			cutoff = int(m.Insts[k].End)
		}
	}
	if strings.HasPrefix(first.Msg, "redefinition of global '@") {
		// LLParser looks the name up once it has read the variable.
		for i := range m.Globals {
			if g := &m.Globals[i]; int(g.Start) == cutoff && g.Kind == ast.GlobalVar {
				cutoff = int(g.End)
				break
			}
		}
	}
	// The checker sees the module as LLParser has it there: what follows
	// (a later definition, a type defined further on) is unknown yet.
	pre := *m
	pre.TypeDefs = prefixBefore(m.TypeDefs, cutoff, func(d *ast.TypeDef) ast.Span { return d.Span })
	pre.Globals = prefixBefore(m.Globals, cutoff, func(g *ast.Global) ast.Span { return g.Span })
	pre.Functions = prefixBefore(m.Functions, cutoff, func(f *ast.Function) ast.Span { return f.Span })
	if u := m.Unfinished; u != nil && int(u.Span.Start) < cutoff {
		// The function the parser stopped in: LLParser has checked its
		// header and the instructions it read before the error.
		pre.Functions = append(pre.Functions, *u)
	} else if n := len(pre.Functions); n < len(m.Functions) && int(m.Functions[n].Start) < cutoff {
		// The function holds an error the parser reported and read past
		// (a block's number, a result's name): the type errors before it
		// come first.
		pre.Functions = append(pre.Functions, m.Functions[n])
	}
	c := newChecker(&pre, v)
	for i := range pre.Globals {
		c.run(func() { c.checkGlobal(i) })
	}
	for i := range pre.Functions {
		c.run(func() { c.checkFunction(i) })
	}
	c.resolveForwardCalls(c.fwdPending, c.errors)
	c.fwdRefs = append(c.fwdRefs, c.settleGlobalOperands(c.globalOperands)...)
	c.errors = append(c.errors, resolveForwardRefs(c.fwdRefs, c.errors, token.Pos(cutoff))...)
	before := c.errors[:0] // LLParser stops at the parser's first error
	for _, e := range c.errors {
		if e.Pos.Offset < cutoff {
			before = append(before, e)
		}
	}
	c.errors = before
	if len(c.errors) == 0 {
		return list
	}
	c.errors.Sort()
	out := append(parser.ErrorList{}, c.errors...)
	for _, e := range list {
		if e.Pos.Offset > c.errors[0].Pos.Offset {
			out = append(out, e)
		}
	}
	out.Sort()
	return out.Err()
}

// prefixBefore returns the leading entities of list (in source order) that
// end before offset off.
func prefixBefore[T any](list []T, off int, span func(*T) ast.Span) []T {
	n := 0
	for n < len(list) && int(span(&list[n]).End) <= off {
		n++
	}
	return list[:n:n]
}

// allHavePrefix reports whether every error of list starts with prefix:
// uses of undefined locals, which LLParser reports when their function
// ends, or of undefined types, reported when the module ends.
func allHavePrefix(list parser.ErrorList, prefix string) bool {
	for _, e := range list {
		if !strings.HasPrefix(e.Msg, prefix) {
			return false
		}
	}
	return true
}

// functionAt returns the function whose text holds offset off.
func functionAt(m *ast.Module, off int) *ast.Function {
	for i := range m.Functions {
		f := &m.Functions[i]
		if int(f.Start) <= off && off < int(f.End) {
			return f
		}
	}
	return nil
}

// hasErrorIn reports whether an error of list lies in span s.
func hasErrorIn(list parser.ErrorList, s ast.Span) bool {
	for _, e := range list {
		if int(s.Start) <= e.Pos.Offset && e.Pos.Offset < int(s.End) {
			return true
		}
	}
	return false
}

// Check applies LLParser's type rules of LLVM v (the zero Version is
// llvmver.Default) to m, a module that parsed without errors. It returns
// at most one error per global and function, sorted by position; when
// there is none, the error LLParser's end of module finds in the calls of
// intrinsics the module does not declare (LLVM 18 on), or the names LLVM
// 18-21 leave undefined.
func Check(m *ast.Module, v llvmver.Version) parser.ErrorList {
	return check(m, v, true)
}

// check is Check, with the end-of-module step for undeclared intrinsics
// or without it.
func check(m *ast.Module, v llvmver.Version, undeclared bool) parser.ErrorList {
	// On a lane (ast.Module.Lane) the checks take it in turns with the
	// other work beside LLVM's verifier, one item at a time, with as many
	// workers as the lane is wide.
	ln := m.Lane
	var c *checker
	onLane(ln, func() {
		c = newChecker(m, v)
		c.run(c.checkRecursiveStructs)
		c.checkTypeDefArgs()
		for i := range m.Globals {
			c.run(func() { c.checkGlobal(i) })
			ln.Yield()
		}
		c.buildFnStart()
	})
	// Functions and metadata definitions are independent: they are checked
	// in parallel, each worker with its own Decoder and caches (fnStart is
	// built before, and shared). The work items are the functions, then
	// runs of mdChunk metadata definitions.
	nf := len(m.Functions)
	items := nf + (len(m.MDConstantDefs)+mdChunk-1)/mdChunk
	workers := min(runtime.GOMAXPROCS(0), 8, max(1, items/64))
	if ln != nil {
		workers = min(workers, ln.Width())
	}
	// Beside the checks, the longest functions go first (largestFirst).
	// Alone (the checks wait for the type rules) they go in text order:
	// the peak is the checks' later, and under --low-memory's pager (see
	// ast.Pager) each page of the code is then mapped in once, where the
	// longest-first order mapped most in again (SQLite -O2 -g: 1,900
	// fewer page faults, 4% less time).
	order := textOrder(len(m.Functions))
	if ln != nil {
		order = largestFirst(m.Functions)
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	results := make([]parser.ErrorList, workers)
	// Every worker's checker is made before any starts: a clone copies c,
	// which the first worker then uses.
	checkers := []*checker{c}
	for len(checkers) < workers {
		checkers = append(checkers, c.clone())
	}
	// An abandoned module (ast.Module.Abandon) stops every worker at its
	// next decoding; the panic is raised again here, once all have ended.
	var abandoned atomic.Bool
	for w, wc := range checkers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() {
				if r := recover(); r != nil {
					if _, ok := r.(ast.Abandoned); !ok {
						panic(r)
					}
					abandoned.Store(true)
				}
			}()
			for {
				i := int(next.Add(1) - 1)
				if i >= items {
					break
				}
				onLane(ln, func() {
					if i < nf {
						fn := int(order[i])
						wc.run(func() { wc.checkFunction(fn) })
						m.TextRead(m.Functions[fn].Span)
						return
					}
					first, end := (i-nf)*mdChunk, min(len(m.MDConstantDefs), (i-nf+1)*mdChunk)
					for _, k := range m.MDConstantDefs[first:end] {
						wc.run(func() { wc.checkMDDef(int(k)) })
						m.TextRead(m.MDDefs[k].Span)
					}
				})
			}
			results[w] = wc.errors
		}()
	}
	wg.Wait()
	if abandoned.Load() {
		panic(ast.Abandoned{})
	}
	var pending []string
	var refs []forwardRef
	var ops []globalOperand
	for _, wc := range checkers {
		pending = append(pending, wc.fwdPending...)
		refs = append(refs, wc.fwdRefs...)
		ops = append(ops, wc.globalOperands...)
	}
	refs = append(refs, c.settleGlobalOperands(ops)...)
	var all parser.ErrorList
	for _, r := range results {
		all = append(all, r...)
	}
	c.errors = nil
	c.resolveForwardCalls(pending, all)
	all = append(all, c.errors...)
	all = append(all, resolveForwardRefs(refs, all, token.Pos(len(m.Src)+1))...)
	all = append(all, c.checkUseListOrders()...)
	all.Sort()
	if len(all) == 0 && undeclared {
		errs, undefined := checkUndeclaredIntrinsics(m, v)
		all = append(errs, undefined...)
	}
	return all
}

// largestFirst returns the indices of fns, the longest text first. A
// function's check holds its whole body decoded (about 600 bytes an
// instruction), and the checks beside it only grow: checked first, the
// largest functions do not add their bodies to the peak at the end of the
// run (on SQLite -O2 -g, 9 MB for sqlite3VdbeExec). Workers that take the
// longest items first also end together.
func largestFirst(fns []ast.Function) []int32 {
	order := textOrder(len(fns))
	slices.SortStableFunc(order, func(a, b int32) int {
		return cmp.Compare(fns[b].Span.Len(), fns[a].Span.Len())
	})
	return order
}

// textOrder returns the indices of n functions in text order.
func textOrder(n int) []int32 {
	order := make([]int32, n)
	for i := range order {
		order[i] = int32(i)
	}
	return order
}

// onLane runs f holding ln (a nil lane is no lane).
func onLane(ln *lane.Lane, f func()) {
	ln.Acquire()
	defer ln.Release()
	f()
}

// endOfModule reports whether the parser's errors are all those of
// LLParser's end of module (parser.Error.AtModuleEnd): references to
// types, comdats, globals and metadata ids that were never defined.
func endOfModule(list parser.ErrorList) bool {
	for _, e := range list {
		if !e.AtModuleEnd() {
			return false
		}
	}
	return true
}

// mdChunk is how many of the metadata definitions with constants in them
// (ast.Module.MDConstantDefs) make one work item of Check.
const mdChunk = 256

// CheckFunction applies the type rules to function i of m alone: what
// Check reports inside that function, but for an instruction that a
// blockaddress written before the function, outside it, names as a block
// (LLParser finds that as it reads the body; Check reports it). A
// function's verdict otherwise depends on the module-level declarations
// (types, globals, function headers) and on its own body only, so an
// editor that changed one body checks that function again instead of the
// module.
func CheckFunction(m *ast.Module, v llvmver.Version, i int) parser.ErrorList {
	if i < 0 || i >= len(m.Functions) {
		return nil
	}
	c := newChecker(m, v)
	c.fwdAsked = map[string]bool{}
	c.run(func() { c.checkFunction(i) })
	c.resolveForwardCalls(c.fwdPending, c.errors)
	c.fwdRefs = append(c.fwdRefs, c.settleGlobalOperands(c.globalOperands)...)
	c.errors = append(c.errors, resolveForwardRefs(c.fwdRefs, c.errors, token.Pos(len(m.Src)+1))...)
	// The uses a directive in the body counts are the module's up to it:
	// the module is read again, when the body holds one.
	f := &m.Functions[i]
	if slices.ContainsFunc(m.UseListOrders, func(s ast.Span) bool { return f.Start <= s.Start && s.Start < f.End }) {
		for _, e := range c.checkUseListOrders() {
			if int(f.Start) <= e.Pos.Offset && e.Pos.Offset < int(f.End) {
				c.errors = append(c.errors, e)
			}
		}
	}
	c.errors.Sort()
	return c.errors
}

// newChecker returns a checker of m with the module-level types and
// globals collected.
func newChecker(m *ast.Module, v llvmver.Version) *checker {
	c := &checker{
		m:            m,
		d:            parser.NewDecoder(m),
		ver:          v.Or(),
		opaque:       m.OpaquePointerMode(v.Or()),
		programAS:    ast.ProgramAddrSpace(m.DataLayout),
		typeDefs:     make(map[string]*ast.Type),
		typeDefIndex: make(map[string]int, len(m.TypeDefs)),
		globals:      make(map[string]*ast.Type, len(m.Globals)+len(m.Functions)),
	}
	for i := range m.TypeDefs {
		if _, dup := c.typeDefIndex[m.TypeDefs[i].Name]; !dup {
			c.typeDefIndex[m.TypeDefs[i].Name] = i
		}
	}
	c.collectGlobals()
	return c
}

// clone returns a checker for another worker: shared module and globals,
// its own Decoder, type caches and errors.
func (c *checker) clone() *checker {
	wc := *c
	wc.d = parser.NewDecoder(c.m)
	wc.typeDefs = make(map[string]*ast.Type, len(c.typeDefs))
	wc.errors = nil
	wc.fn = nil
	wc.defsBuf, wc.fwdBuf, wc.instBuf, wc.implicitBuf = nil, nil, nil, nil
	wc.fwdPending, wc.fwdRefs = nil, nil
	wc.globalOperands, wc.onDefs = nil, nil
	return &wc
}

// A checker holds the state of one Check.
type checker struct {
	m      *ast.Module
	d      *parser.Decoder
	ver    llvmver.Version
	opaque bool // every pointer is ptr (LLVM 17+, or the module spells ptr)
	// programAS is the data layout's program address space, where calls
	// look for their callees.
	programAS uint32

	typeDefs     map[string]*ast.Type
	typeDefIndex map[string]int

	// globals maps each global value's name to its type (a pointer).
	globals map[string]*ast.Type

	// fn is the function being checked.
	fn *funcState
	// defsBuf, fwdBuf and instBuf are fn's maps and decoded instructions,
	// kept for the next function.
	defsBuf map[string]localDef
	fwdBuf  map[string]*ast.Type
	// fwdPending names the functions called before their definition
	// with another type than the definition's (resolveForwardCalls).
	fwdPending []string
	// fwdRefs holds the errors of references to functions defined later
	// with another type, which LLParser finds at the definition
	// (resolveForwardRefs).
	fwdRefs []forwardRef
	// fwdGlobals holds, for each global variable first referenced in a
	// global's initializer before its definition at another type than
	// the definition's, that reference's type and its error (see
	// forwardGlobal). Written while the globals are checked, before the
	// workers start; read by them.
	fwdGlobals map[string]fwdGlobal
	// fwdAsked, when not nil, makes forwardType find a variable's forward
	// reference type on demand (CheckFunction, which checks no global),
	// and holds the names it asked about.
	fwdAsked map[string]bool
	instBuf  []*ast.Instruction
	// implicitBuf is the numbers of fn's unnamed results (see
	// checkFunction), kept for the next function.
	implicitBuf []int32

	// fnStart maps function names to where they are defined (built for
	// calls whose callee has another type).
	fnStart map[string]token.Pos

	// targets maps global names to their definitions (built on first
	// use, see target); globalOperands holds the blockaddress and
	// dso_local_equivalent references to globals not defined before them
	// (see settleGlobalOperands).
	targets        map[string]globalTarget
	globalOperands []globalOperand
	// onDefs, when set, is given the local names of each function body
	// decoded (see settleLabels).
	onDefs func(map[string]localDef)

	errors parser.ErrorList
}

// typeError abandons the entity being checked.
type typeError struct{}

// errorf records msg at pos and abandons the entity, as LLParser stops.
func (c *checker) fail(pos token.Pos, msg string) {
	c.errors = append(c.errors, parser.NewError(c.m.File, pos, msg))
	panic(typeError{})
}

// run runs one entity's check, ending it at its first error.
func (c *checker) run(f func()) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(typeError); !ok {
				panic(r)
			}
		}
		c.fn = nil
	}()
	f()
}

// collectGlobals records the type of every global value: a pointer to its
// value type (typed pointers) or ptr, in its address space.
func (c *checker) collectGlobals() {
	dl := c.m.DataLayout
	for i := range c.m.Globals {
		if i%yieldEvery == 0 {
			c.m.Lane.Yield()
		}
		g := &c.m.Globals[i]
		vt, err := c.d.GlobalValueType(i)
		if err != nil || vt == nil {
			continue
		}
		text := c.m.Text(g.Span)
		as := globalAddrSpace(text, dl)
		if g.Kind != ast.GlobalVar {
			// An alias or ifunc has its aliasee's address space.
			as = 0
			if k := strings.Index(text, ","); k >= 0 {
				as, _ = ast.AddrSpaceIn(text[k:], dl)
			}
		}
		c.globals[g.Name] = c.ptrTo(vt, as)
	}
	for i := range c.m.Functions {
		if i%yieldEvery == 0 {
			c.m.Lane.Yield()
		}
		f := &c.m.Functions[i]
		h, err := c.d.FuncHeader(i)
		if err != nil {
			continue
		}
		as := c.programAS
		if hdr := c.m.Text(f.Header); hasWord(hdr, "addrspace") {
			as = globalAddrSpace(hdr[indexAfterParams(hdr):], dl)
		}
		c.globals[f.Name] = c.ptrTo(h.Type, as)
	}
}

// ptrTo returns a pointer to t in address space as.
func (c *checker) ptrTo(t *ast.Type, as uint32) *ast.Type {
	if c.opaque {
		return &ast.Type{Kind: ast.PointerType, AddrSpace: as}
	}
	return &ast.Type{Kind: ast.PointerType, Elem: t, AddrSpace: as}
}
