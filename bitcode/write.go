package bitcode

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/bitcode/bitstream"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/modflags"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/upgrade"
)

// Block ids and record codes the writer emits (LLVMBitCodes.h).
const (
	wModuleBlock     = 8
	wParamAttrBlock  = 9
	wParamAttrGroup  = 10
	wConstantsBlock  = 11
	wFunctionBlock   = 12
	wIdentification  = 13
	wValueSymtab     = 14
	wTypeBlock       = 17
	wUseListBlock    = 18
	wStrtabBlock     = 23
	wBitcodeVersion  = 2
	wUnsupportedHead = "bitcode writer: unsupported: "
)

// An UnsupportedError names a construct the bitcode writer does not encode.
// The writer never writes bitcode for a module it cannot encode exactly.
type UnsupportedError struct {
	Construct string // short, stable name of the construct ("metadata", "constant expression")
	Detail    string // where, as text
}

func (e *UnsupportedError) Error() string {
	if e.Detail == "" {
		return wUnsupportedHead + e.Construct
	}
	return wUnsupportedHead + e.Construct + ": " + e.Detail
}

// bail aborts encoding with an UnsupportedError (recovered in Encode).
func unsupported(construct, format string, args ...any) {
	panic(&UnsupportedError{Construct: construct, Detail: fmt.Sprintf(format, args...)})
}

// WriteOptions select what the bitcode writer emits.
type WriteOptions struct {
	// LLVM is the release whose llvm-as output is reproduced (irmeta's
	// --llvm; the zero Version is llvmver.Default): the records whose
	// layout or meaning changed between releases follow its rows in
	// llvmver.
	LLVM llvmver.Version
}

// Encode is EncodeOptions for llvmver.Default.
func Encode(m *ast.Module) ([]byte, error) { return EncodeOptions(m, WriteOptions{}) }

// EncodeOptions writes m as bitcode in the layout LLVM 14 writes (bitcode
// version 2 with a string table), which LLVM 14 and every later release
// read, with what opt.LLVM's llvm-as makes of the text where a later
// release changed it. Typed-pointer modules come out as LLVM 14 would
// assemble them; opaque-pointer modules use OPAQUE_POINTER types. A
// construct the writer does not encode yet gives an *UnsupportedError
// naming it, never bitcode that would read back differently.
func EncodeOptions(m *ast.Module, opt WriteOptions) (out []byte, err error) {
	v := opt.LLVM.Or()
	m, unnamed, err := upgradeForWrite(m, v)
	if err != nil {
		return nil, err
	}
	// Without Debug Info Version 3, llvm-as strips the debug info after
	// parsing, and writes none of the nodes left unused: LLVM 22's reader
	// fails on some of them (a compile unit's list of an integer). Before
	// debug records the bitcode keeps them, as LLVM 14's reader strips
	// them too and makes the intrinsic declarations it upgrades (which
	// the text's upgrade does not).
	if v.Has(llvmver.DebugRecords) {
		g := md.New(m)
		if n, ok := modflags.DebugInfoVersion(g); !ok || n != upgrade.DebugMetadataVersion {
			if stripped := withoutDebugInfo(g, v); stripped != nil {
				m = stripped
			}
		}
	}
	out, err = encodeModule(m, v, nil, unnamed)
	var u *UnsupportedError
	if errors.As(err, &u) && u.Construct == "metadata" {
		// Debug info LLVM's verifier rejects is dropped before writing.
		if stripped := withoutDebugInfo(md.New(m), v); stripped != nil {
			return encodeModule(stripped, v, nil, unnamed)
		}
	}
	return out, err
}

// encodeModule writes m for release v, turning the writer's panics into
// errors. skip holds the struct types to leave out of the type table;
// when nil, a module that defines types nothing uses is written again
// without them, as llvm-as writes only the types in use. unnamed are the
// results written without their names (see upgrade.Unnamed).
func encodeModule(m *ast.Module, v llvmver.Version, skip map[string]bool, unnamed upgrade.Unnamed) (out []byte, err error) {
	e := &encoder{m: m, v: v, d: parser.NewDecoder(m), types: newTypeTable(), unnamed: unnamed}
	e.types.targetTypes = v.Has(llvmver.TargetExtTypes)
	e.types.skip = skip
	defer func() {
		if r := recover(); r != nil {
			if u, ok := r.(*UnsupportedError); ok {
				out, err = nil, u
				return
			}
			if de, ok := r.(decodeErr); ok {
				out, err = nil, de.err
				return
			}
			out, err = nil, fmt.Errorf("bitcode writer: internal error: %v", r)
		}
	}()
	e.encode()
	if e.combined != nil {
		return e.combined, nil
	}
	if skip == nil {
		if unused := e.types.unused(); unused != nil {
			return encodeModule(m, v, unused, unnamed)
		}
	}
	return e.w.Bytes(), nil
}

type decodeErr struct{ err error }

func must[T any](v T, err error) T {
	if err != nil {
		panic(decodeErr{err})
	}
	return v
}

// A rec is one record kept until the type table, which precedes it, is
// complete.
type rec struct {
	code uint64
	ops  []uint64
}

type encoder struct {
	m     *ast.Module
	v     llvmver.Version // the release whose llvm-as output is written
	d     *parser.Decoder
	w     *bitstream.Writer
	types *typeTable
	attrs attrTable

	strtab   []byte
	layout   *ast.Layout
	sections []string
	gcs      []string
	// comdats in order of first use ("$name") and every comdat's
	// selection kind
	comdats   []string
	comdatSel map[string]uint64
	// operand bundle tags, numbered as the OPERAND_BUNDLE_TAGS block
	// lists them
	bundleTags []string
	// sync scope names other than singlethread and the system scope, in
	// order of first use (see syncScope)
	syncScopes []string
	globals    map[string]int // global value name ("@g") -> value id
	// unnamed are the results whose names the symbol tables leave out
	unnamed  upgrade.Unnamed
	nglobals int
	// module-level constants, numbered after the global values
	mconst *constTable
	md     *mdEnc
	// summary is the module summary of the text's summary entries (nil
	// when there is none to write); combined is the whole output when it
	// is a combined index.
	summary  *textIndex
	combined []byte
	g        *md.Graph // see graph
	// bodyScratch and metaScratch are the memory every function's body
	// records and enumerated metadata are made in before they are copied
	// out at their size (recList.seal, fnMeta.keep).
	bodyScratch []byte
	metaScratch fnMeta
}

func (e *encoder) encode() {
	m := e.m
	e.readSummary()
	if e.isCombinedIndex() {
		e.combined = encodeCombinedIndex(e.summary, e.v)
		return
	}
	for _, ent := range m.Entities {
		switch ent.Kind {
		case ast.DepLibsEntity:
			unsupported("deplibs", "")
		case ast.UseListOrderEntity:
			e.useListOrder(m.Text(ent.Span))
		}
	}
	e.comdatSel = map[string]uint64{}
	for _, c := range m.Comdats {
		k, ok := comdatSelections[c.Selection]
		if !ok {
			unsupported("comdat", "selection %s", c.Selection)
		}
		e.comdatSel["$"+symbolName(c.Name)] = k
	}
	e.layout = parseLayout(m.DataLayout)
	e.attrs.init(e)
	// Named struct types are enumerated in definition order first, as
	// their bodies are needed anyway.
	// Every body is known before any is numbered: a body may name a
	// struct defined later in the text.
	for i := range m.TypeDefs {
		name := m.TypeDefs[i].Name
		if body := e.typeDefBody(i); body != nil && body.Kind != ast.StructType {
			e.types.alias[name] = body
		} else {
			e.types.named[name] = body
		}
	}
	e.types.defining = true
	for i := range m.TypeDefs {
		td := &m.TypeDefs[i]
		if _, ok := e.types.alias[td.Name]; !ok && !e.types.skip[td.Name] {
			e.types.defineNamed(td.Name, e.types.named[td.Name])
		}
	}
	e.types.defining = false
	// Value ids: variables, functions, aliases, ifuncs (the order of the
	// module records).
	e.globals = map[string]int{}
	id := 0
	for _, kind := range []ast.GlobalKind{ast.GlobalVar} {
		for i := range m.Globals {
			if m.Globals[i].Kind == kind {
				e.globals[m.Globals[i].Name] = id
				id++
			}
		}
	}
	for i := range m.Functions {
		e.globals[m.Functions[i].Name] = id
		id++
	}
	for _, kind := range []ast.GlobalKind{ast.Alias, ast.IFunc} {
		for i := range m.Globals {
			if m.Globals[i].Kind == kind {
				e.globals[m.Globals[i].Name] = id
				id++
			}
		}
	}
	e.nglobals = id
	e.mconst = newConstTable(e, id)

	var module []rec
	for i := range m.Globals {
		if m.Globals[i].Kind == ast.GlobalVar {
			module = append(module, e.globalVar(i))
		}
	}
	type proto struct {
		f *ast.Function
		h *parser.FuncHeader
	}
	var defs []proto
	for i := range m.Functions {
		r, h := e.function(i)
		module = append(module, r)
		if !m.Functions[i].Declare {
			defs = append(defs, proto{&m.Functions[i], h})
		}
	}
	for _, kind := range []ast.GlobalKind{ast.Alias, ast.IFunc} {
		for i := range m.Globals {
			if m.Globals[i].Kind == kind {
				module = append(module, e.aliasRecord(i))
			}
		}
	}
	// Metadata is enumerated before any body: the constants it refers to
	// are module constants, numbered before every function's values, and
	// instructions refer to final metadata ids.
	e.md = newMDEnc(e)
	e.md.enumerateModule()
	metas := make([]*fnMeta, len(defs))
	for i, p := range defs {
		metas[i] = e.md.enumerateFunction(p.f)
	}
	var bodies []funcBody
	for i, p := range defs {
		bodies = append(bodies, *e.body(p.f, p.h, metas[i]))
		metas[i] = nil // the body keeps what it needs (its local metadata)
	}

	w := bitstream.NewWriter()
	w.Grow(e.outputSize(bodies))
	e.w = w
	for _, c := range []uint64{'B', 'C', 0xC0, 0xDE} {
		w.EmitFixed(c, 8)
	}
	w.EnterBlock(wIdentification, 5)
	w.EmitRecord(1, chars(producer(e.v)))
	w.EmitRecord(2, []uint64{0}) // epoch
	w.ExitBlock()

	w.EnterBlock(wModuleBlock, 3)
	w.EmitRecord(1, []uint64{wBitcodeVersion})
	blockInfo(w, len(e.types.list), e.mconst.next())
	e.types.emit(w)
	e.attrs.emit(w)
	for _, s := range e.sections {
		w.EmitRecord(5, chars(s))
	}
	for _, g := range e.gcs {
		w.EmitRecord(11, chars(g))
	}
	if m.Triple != "" {
		w.EmitRecord(2, chars(m.Triple))
	}
	if m.DataLayout != "" {
		w.EmitRecord(3, chars(m.DataLayout))
	}
	if asm := e.moduleAsm(); asm != "" {
		w.EmitRecord(4, chars(asm))
	}
	for _, r := range e.comdatRecords() {
		w.EmitRecord(r.code, r.ops)
	}
	// llvm-as names a module without source_filename after its file. The
	// name comes before the global values, as LLVM writes it: a summary
	// reader computes their GUIDs as it meets them.
	if src := m.SourceFilename; src != "" {
		w.EmitRecord(16, chars(src))
	} else if m.File != nil && m.File.Name != "" {
		w.EmitRecord(16, chars(m.File.Name))
	}
	for _, r := range module {
		w.EmitRecord(r.code, r.ops)
	}
	e.mconst.emit(w)
	e.md.emitKinds(w)
	e.md.emitModule(w)
	if len(e.bundleTags) > 0 {
		w.EnterBlock(21, 3)
		for _, t := range e.bundleTags {
			w.EmitRecord(1, chars(t))
		}
		w.ExitBlock()
	}
	if len(e.syncScopes) > 0 {
		// SYNC_SCOPE_NAMES: every scope the instructions number, the
		// two LLVM always has first. (Without the block the numbers 0
		// and 1 are read as themselves.)
		w.EnterBlock(26, 2)
		for _, s := range append([]string{"singlethread", ""}, e.syncScopes...) {
			w.EmitRecord(1, chars(s))
		}
		w.ExitBlock()
	}
	for i := range bodies {
		bodies[i].emit(w)
	}
	e.emitSummary(w)
	w.ExitBlock()

	w.EnterBlock(wStrtabBlock, 3)
	blob := w.DefineAbbrev(bitstream.Literal(1), bitstream.Blob())
	w.EmitAbbrevRecord(blob, 1, nil, e.strtab)
	w.ExitBlock()
}

// outputSize estimates the size of the bitcode, above it, from what is
// most of it: the bodies' records, whose varints come to about 4/5 of
// their unabbreviated bits (SQLite -O2 -g: 5.5 MB of varints, 8.6 MB of
// bitcode without abbreviations, 7.0 MB with them), and the module
// metadata's operands, about two bytes each, mostly ids of other nodes,
// with its strings.
func (e *encoder) outputSize(bodies []funcBody) int {
	n := 4096
	for i := range bodies {
		n += len(bodies[i].insts.buf) * 5 / 4
	}
	for _, r := range e.md.nodes {
		n += 2 * (len(r.ops) + 2)
	}
	for _, s := range e.md.strs {
		n += len(s)
	}
	return n
}

func chars(s string) []uint64 {
	ops := make([]uint64, len(s))
	for i := 0; i < len(s); i++ {
		ops[i] = uint64(s[i])
	}
	return ops
}

// strtabName adds a global's name (without '@', unquoted) to the string
// table and returns its offset and size.
func (e *encoder) strtabName(name string) (uint64, uint64) {
	return strtabAdd(&e.strtab, symbolName(name))
}

// strtabAdd appends s to the string table *tab and returns its offset and
// size.
func strtabAdd(tab *[]byte, s string) (off, size uint64) {
	off = uint64(len(*tab))
	*tab = append(*tab, s...)
	return off, uint64(len(s))
}

// graph returns the module's metadata graph, made once for the writer's
// readers of it (the Debug Info Version, module flags, !prof).
func (e *encoder) graph() *md.Graph {
	if e.g == nil {
		e.g = md.New(e.m)
	}
	return e.g
}

// symbolName returns the bytes of a decoded name ("@x", "@\"a b\"",
// "%0"), without its sigil and quotes; numbered names have none.
func symbolName(name string) string {
	if len(name) < 2 {
		return ""
	}
	s := name[1:]
	if s[0] == '"' {
		return parser.Unquote([]byte(s))
	}
	if isDigits(s) {
		return ""
	}
	return s
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

func (e *encoder) typeDefBody(i int) *ast.Type {
	td := &e.m.TypeDefs[i]
	body := strings.TrimSpace(e.m.Text(td.Body))
	if body == "opaque" {
		return nil
	}
	return must(e.d.TypeAt(td.Body.Start))
}

// Assemble parses LLVM IR text and encodes it with Encode, natively. name
// is the file name llvm-as would record as the module's source_filename
// when the text has none.
//
// The environment variable IRMETA_BITCODE_WRITER chooses the writer:
// unset or "native" uses only Encode (a module it does not cover is an
// *UnsupportedError, and no LLVM tool is run); "auto" hands a module Encode
// does not cover to llvm-as when one is installed; "llvm-as" always runs
// llvm-as (FromText).
func Assemble(text []byte, name string) ([]byte, error) {
	return AssembleOptions(text, name, parser.Options{})
}

// AssembleOptions is Assemble with the text read under opt: its Version
// is the release whose syntax applies (irmeta's --llvm), so that IR an
// older release accepts, such as constant expressions LLVM 22 removed, is
// written when that release is named.
func AssembleOptions(text []byte, name string, opt parser.Options) ([]byte, error) {
	mode := os.Getenv("IRMETA_BITCODE_WRITER")
	if mode == "llvm-as" {
		return FromText(text)
	}
	m, err := parser.ParseFileOptions(name, text, opt)
	if err != nil {
		return nil, err
	}
	bc, err := EncodeOptions(m, WriteOptions{LLVM: opt.Version})
	var u *UnsupportedError
	if err != nil && errors.As(err, &u) && mode == "auto" {
		if _, terr := FindTool("llvm-as"); terr == nil {
			return FromText(text)
		}
	}
	return bc, err
}
