// Package verifier is LLVM's IR verifier (opt -passes=verify, and the
// verification llvm-as runs after parsing) for the rules that a parsed
// module can still break: SSA dominance, PHI nodes against predecessors,
// the entry block, the metadata attachments LLVM checks (!tbaa, !range,
// !prof, !nonnull, !dereferenceable, !align, !annotation, alias scopes,
// access groups, !fpmath), debug info (every DI node kind's field rules,
// DILocation scope chains, debug intrinsics and #dbg_ records, DIAssignID)
// and the signatures of the intrinsics irmeta writes (llvm.dbg.*,
// llvm.ptr.annotation.*, llvm.var.annotation.*). Messages are LLVM's texts,
// placed at the instruction (or metadata node) they are about.
//
// Invalid debug info does not make LLVM reject a module that carries
// "Debug Info Version" 3: LLVM prints the problem, drops the debug info and
// warns "ignoring invalid debug info in FILE". The verifier reports those
// as warnings, followed by that warning; in a module broken otherwise,
// where LLVM prints them among the other problems and aborts, as errors.
// Without that module flag LLVM drops all debug info unchecked, and so
// does the verifier.
//
// Rules that the parser already enforces (operand and result types, casts,
// return types, a terminator at the end of every block) are not repeated.
// Module flags are checked by package modflags.
package verifier

import (
	"fmt"
	"runtime"

	"github.com/irmeta/irmeta/analysis"
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/constfold"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/modflags"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/token"
)

// Name is the checker's name in package check's registry and in verify's
// messages ("[verifier] ...").
const Name = "verifier"

func init() {
	check.RegisterVersioned(Name, func(g *md.Graph, v llvmver.Version) []check.Diagnostic {
		return Check(g, Options{Version: v})
	})
}

// Options select the LLVM release whose rules apply.
type Options struct {
	// Version is the LLVM release (zero: llvmver.Default).
	Version llvmver.Version
}

// Check verifies the module of g as LLVM's verifier does and returns the
// problems in source order: errors for what LLVM rejects, warnings for the
// debug info LLVM drops instead.
func Check(g *md.Graph, opts Options) []check.Diagnostic {
	implicit := declareImplicit(g, opts.Version.Or())
	v := newVerifier(implicit.graph, opts)
	for pos, canonical := range implicit.callee {
		if f, ok := v.funcs[canonical]; ok {
			if v.implicitCallee == nil {
				v.implicitCallee = map[token.Pos]int{}
			}
			v.implicitCallee[pos] = f
		}
	}
	v.run()
	return v.diags
}

type verifier struct {
	// dbgDecls is 1 when the module declares an llvm.dbg.* function, -1
	// when not, 0 before declaresDbgIntrinsics looks.
	dbgDecls int8
	g        *md.Graph
	m        *ast.Module
	dec      *parser.Decoder
	ver      llvmver.Version
	// badExprs holds the inline DIExpressions found invalid, by operand
	// list (see inlineExpression).
	badExprs map[string]bool
	// callUpgradeOf memoizes findCallUpgrade: it matches regular
	// expressions against the name, and is asked of every intrinsic call.
	callUpgradeOf map[callUpgradeKey]*callUpgrade
	// layout is the module's data layout and layoutMax its largest spec
	// alignment (see dataLayout).
	layout     *ast.Layout
	layoutMax  uint64
	layoutRead bool
	// groupAlign is alignedGroups' answer: 0 not asked, 1 yes, -1 no.
	groupAlign int8
	// vectorTypes lists the named types holding vectors (see
	// mayNameVector), nil until asked.
	vectorTypes [][]byte
	// decoded is the last instruction inst decoded (see inst).
	decoded decodedInst
	// plainCall is the last call plainMetadataCall passed, or -1;
	// plainCallees holds plainCallee's answers (0: not asked, 1: yes,
	// -1: no).
	plainCall    int
	plainCallees []int8

	// checkDI is set when the module keeps its debug info (Debug Info
	// Version 3): only then are debug-info rules checked.
	checkDI bool
	// diBroken counts debug-info problems; lastDI is where the last was.
	diBroken int
	lastDI   token.Position
	// errors counts the errors reported, diErrors those of them about
	// debug info that outlives its stripping (see nodeProblem).
	errors, diErrors int

	kinds attachKinds
	funcs map[string]int // function name ("@f") -> index
	// implicitCallee maps where a call names an intrinsic the module does
	// not declare to the declaration LLVM's parser makes for it (see
	// declareImplicit).
	implicitCallee map[token.Pos]int
	// frames holds, by function, how many objects its llvm.localescape
	// call escapes and the largest llvm.localrecover index (plus one)
	// that asks for them (LLVM's FrameEscapeInfo; see frameRecoverIndices).
	frames map[int]*frameEscape
	// rules caches ruleFor's answers by intrinsic name.
	rules map[string]namedRule
	// immargs caches immargParams' answers by intrinsic name, and
	// tableAttrsOf tableAttrs' by function.
	immargs      map[string]*immargEntry
	tableAttrsOf map[int]bool
	// callArgs, callParams and callAttrs are callSite's lists, reused
	// from call to call.
	callArgs   []ast.Operand
	callParams []*ast.Type
	callAttrs  []attrSet
	// callAttrList holds the attributes callAttrs' sets are carved from.
	callAttrList []attr
	// calleeOf is the last answer of callee: instruction and function.
	calleeOf struct{ inst, fn int }
	// typeNames holds the module's named types ("%T", "%0"), which
	// share their spelling with local values.
	typeNames map[string]bool
	fnInfo    []funcInfo
	visited   map[*md.Node]bool
	tbaa      tbaaState
	sigCheck  map[int]bool // intrinsic declarations already checked
	spOwner   map[*md.Node]int
	argBuf    []mdArg
	// seenGen marks ids seen in the current function (functionDebugInfo):
	// slot k was seen when seenGen[k] == gen. Two bytes a slot; the
	// table is cleared when gen wraps.
	seenGen []uint16
	// marks holds a node's bits (slotMark) by slot: one byte, not one
	// table per bit, as the tables take a few bytes per metadata node of
	// the module.
	marks []slotMark
	// slots is the size of the per-node tables (seenGen, marks),
	// indexed by slot(id).
	slots int
	// denseIDs: metadata ids are small enough to index tables directly;
	// otherwise (ids like !4000000000) tables are indexed by definition.
	denseIDs bool
	gen      uint16
	seenLoc  map[*md.Node]bool
	// curDef is the numbered node whose definition debugInfoNodes walks
	// (-1 outside it); reach is the set of used nodes, made on demand.
	curDef int32
	reach  map[int32]bool
	// fortran caches fortranUnit: 0 unknown, 1 yes, -1 no.
	fortran int8
	// targetTypeDefs caches whether a type definition names a target
	// extension type: 0 unknown, 1 yes, -1 no.
	targetTypeDefs int8
	// cuSource records whether the first file met of each compile unit
	// embeds its source (embeddedSource).
	cuSource map[*md.Node]bool

	diags []check.Diagnostic

	// headers caches decoded function headers, groups the attribute
	// groups, opaque the named types defined opaque.
	headers []headerEntry
	groups  map[int32]attrSet
	// ruledGroups caches groupRuled's answers.
	ruledGroups map[int32]bool
	opaque      map[string]bool
	// globalIdx maps global names to their index in m.Globals.
	globalIdx map[string]int
	// badIntrinsicCall marks intrinsic declarations called with another
	// function type (an invalid use since LLVM 22).
	badIntrinsicCall map[int]bool
	// exprsRead holds the spellings of the DIExpressions written in
	// place that inlineExpression has read.
	exprsRead map[string]bool
	// spOfNode and spOfVar remember scopeSubprogram's and
	// variableSubprogram's answers.
	spOfNode, spOfVar map[*md.Node]*md.Node
	// specGroups holds the attribute groups that say speculatable (built
	// on first use).
	specGroups map[int32]bool
	// blockAddrs holds "@f %bb" for each blockaddress written outside
	// metadata (entryBlockAddress; built on first use).
	blockAddrs map[string]bool
	// intrinsicUsers names the intrinsics referenced other than as a
	// callee (built on first use, by one scan of the text).
	intrinsicUsers map[string]bool
	// remangledDecls names the intrinsic declarations the loader gives
	// their canonical name (built on first use; see remangled).
	remangledDecls map[string]bool
	// convergenceText caches whether the module's text says
	// "convergence" (convergenceIn): 0 unknown, 1 yes, -1 no.
	convergenceText int8

	fs funcState
	// ahead delivers the functions prepared on another goroutine (see
	// prepareAhead); nil: prepared makes them.
	ahead <-chan preparedFunc
	// recycle takes back the tables of the functions verified (see
	// prepareAhead).
	recycle chan<- preparedFunc
	// bound counts the instructions of the functions prepared ahead that
	// wait on ahead.
	bound *aheadBudget
	// cfgs builds the graphs of the functions the verifier prepares
	// itself while functions are prepared ahead (see prepared).
	cfgs analysis.CFGBuilder
}

// funcInfo is what calls need to know about a function.
type funcInfo struct {
	sp           *md.Node // its !dbg DISubprogram, if any
	interposable bool
}

func newVerifier(g *md.Graph, opts Options) *verifier {
	m := g.Module
	v := &verifier{g: g, m: m, dec: parser.NewDecoder(m), ver: opts.Version.Or(), plainCall: -1,
		visited: map[*md.Node]bool{}, sigCheck: map[int]bool{}, curDef: -1}
	v.calleeOf.inst = -1
	if n, ok := modflags.DebugInfoVersion(g); ok && n == 3 {
		v.checkDI = true
	}
	v.kinds = lookupKinds(m)
	maxID := int32(-1)
	for i := range m.MDDefs {
		maxID = max(maxID, m.MDDefs[i].ID)
	}
	v.denseIDs = int(maxID) < 8*len(m.MDDefs)+1024
	v.slots = len(m.MDDefs)
	if v.denseIDs {
		v.slots = int(maxID) + 1
	}
	v.seenGen = make([]uint16, v.slots)
	v.marks = make([]slotMark, v.slots)
	v.typeNames = make(map[string]bool, len(m.TypeDefs))
	for i := range m.TypeDefs {
		v.typeNames[m.TypeDefs[i].Name] = true
	}
	v.funcs = make(map[string]int, len(m.Functions))
	v.fnInfo = make([]funcInfo, len(m.Functions))
	for i := range m.Functions {
		f := &m.Functions[i]
		v.funcs[f.Name] = i
		v.fnInfo[i].interposable = interposable(f)
		if v.checkDI {
			if sp := g.Attachment(md.Function(i), "dbg"); sp != nil && kindOf(sp) == "DISubprogram" {
				v.fnInfo[i].sp = sp
			}
		}
	}
	return v
}

func (v *verifier) run() {
	m := v.m
	ahead, recycle, bound, stop := prepareAhead(v.g, v.typeNames, v.ver)
	defer stop()
	v.ahead, v.recycle, v.bound = ahead, recycle, bound
	for fn := range m.Functions {
		if !hasBody(&m.Functions[fn]) {
			if v.functionRules(fn) {
				v.declaration(fn)
			}
			continue
		}
		v.function(fn)
		m.TextRead(m.Functions[fn].Span)
	}
	// The function rules' tables and the decoder's memory are garbage
	// from here: the module-wide rules that follow, the debug-info walk
	// among them, are where the verifier's memory peaks.
	v.ahead, v.recycle, v.bound = nil, nil, nil
	v.fs = funcState{}
	v.forgetDecoded()
	v.dec = parser.NewDecoder(m)
	for fn := range m.Functions {
		if !hasBody(&m.Functions[fn]) {
			v.intrinsicUses(fn)
		}
	}
	v.frameRecoverIndices()
	v.ptrAuthDeactivations()
	v.ptrToAddrConsts()
	v.globals()
	v.comdats()
	v.module()
	v.deoptimizeCallingConvs()
	if v.diBroken > 0 {
		if v.brokenBeyondDebugInfo() {
			// LLVM's loader drops invalid debug info only from a module
			// its verifier finds valid otherwise; from a broken one it
			// prints the debug-info problems among the other messages
			// and aborts.
			for k := range v.diags {
				v.diags[k].Severity = check.Error
			}
		} else {
			v.diags = append(v.diags, check.Diagnostic{Pos: v.lastDI, Severity: check.Warning, Checker: Name,
				Msg: "ignoring invalid debug info in " + m.File.Name})
		}
	}
	sortDiags(v.diags)
}

// errorAt reports an error at pos.
func (v *verifier) errorAt(pos token.Pos, format string, args ...any) {
	v.report(v.m.Position(pos), check.Error, format, args...)
}

// diAt reports a debug-info problem at pos (when debug info is checked).
func (v *verifier) diAt(pos token.Position, format string, args ...any) {
	v.diBroken++
	v.lastDI = pos
	v.report(pos, check.Warning, format, args...)
}

// brokenBeyondDebugInfo reports whether LLVM's verifier finds the module
// broken by more than its debug info: an error of the verifier's own
// (debug info that outlives its stripping is no such error: LLVM reports
// it only once the rest is stripped), or of the module-flag rules (package
// modflags holds that part of LLVM's verifier).
func (v *verifier) brokenBeyondDebugInfo() bool {
	if v.errors > v.diErrors {
		return true
	}
	for _, d := range modflags.Check(v.g, modflags.OptionsFor(v.ver)) {
		if d.Severity == check.Error {
			return true
		}
	}
	return false
}

func (v *verifier) report(pos token.Position, sev check.Severity, format string, args ...any) {
	if sev == check.Error {
		v.errors++
	}
	if !pos.IsValid() {
		pos = token.Position{Filename: v.m.File.Name}
	}
	msg := format
	if len(args) > 0 {
		msg = fmt.Sprintf(format, args...)
	}
	v.diags = append(v.diags, check.Diagnostic{Pos: pos, Severity: sev, Msg: msg, Checker: Name})
}

// instPos is the position of instruction i.
func (v *verifier) instPos(i int) token.Position { return v.m.Position(v.m.Insts[i].Start) }

// nodePos is where node n is defined, or fallback.
func nodePos(n *md.Node, fallback token.Position) token.Position {
	if n != nil {
		if p := n.Pos(); p.IsValid() {
			return p
		}
	}
	return fallback
}

// prepared returns function fn prepared: from the goroutine that prepares
// functions ahead, or made here as it would have (when that goroutine has
// not claimed fn yet: the verifier does not wait for it), or, without one,
// its CFG, dominator tree and tables of local names made here (the other
// parts are then read as needed).
func (v *verifier) prepared(fn int) (preparedFunc, error) {
	if v.ahead != nil {
		select {
		case b, ok := <-v.ahead:
			return v.preparedAhead(fn, b, ok)
		default:
		}
		if v.bound.claim(fn) {
			// The tables of the function before are filled again here
			// rather than given back (see function).
			reuse := v.fs.tables
			v.fs.tables = preparedFunc{}
			b := prepareFunc(v.g, v.dec, &v.cfgs, &v.fs.sc, v.typeNames, v.ver, v.kinds.dbg, fn, reuse)
			v.forgetDecoded()
			if b.panicked != nil {
				panic(b.panicked)
			}
			return b, b.err
		}
		b, ok := <-v.ahead
		return v.preparedAhead(fn, b, ok)
	}
	fs := &v.fs
	if fs.defs == nil {
		fs.defs = map[string]def{}
		fs.blocks = map[string]int32{}
	}
	b := preparedFunc{fn: fn, defs: fs.defs, blocks: fs.blocks}
	b.cfg, b.err = analysis.BuildCFG(v.m, v.dec, fn)
	if b.err != nil {
		return b, b.err
	}
	b.dt = b.cfg.DomTree()
	localTables(v.m, fn, b.cfg, &fs.sc, b.defs, b.blocks)
	return b, nil
}

// preparedAhead returns b, received (ok) from the goroutine preparing
// ahead, as function fn.
func (v *verifier) preparedAhead(fn int, b preparedFunc, ok bool) (preparedFunc, error) {
	if ok && b.fn == fn {
		v.bound.give(b.insts)
		if v.bound.waiting.Load() {
			// The receive or the give woke the goroutine preparing
			// ahead, and Go queues a goroutine woken on the waker's
			// core, first but behind it: it would wait there until the
			// verifier is preempted (on two cores, most of its 0.3 s on
			// SQLite -O2 -g), with the other core busy with the type
			// rules, while the verifier prepared the functions itself
			// (120 of 180 ms). Yielding lets it run now: it takes the
			// module's lane, or queues for it, and the verifier comes
			// back as soon as this core or the other is free.
			runtime.Gosched()
		}
		if b.panicked != nil {
			panic(b.panicked)
		}
		return b, b.err
	}
	panic("verifier: control flow graphs built ahead out of order")
}

// slot returns the index of node !id in the per-node tables, or -1 for an
// id without a definition.
func (v *verifier) slot(id int32) int {
	if id < 0 {
		return -1
	}
	if v.denseIDs {
		if int(id) >= v.slots {
			return -1
		}
		return int(id)
	}
	return v.g.DefIndex(id)
}

// A slotMark holds a numbered node's bits in the verifier's per-node
// tables.
type slotMark uint8

const (
	// markSeen: the node was visited (visited holds the inline ones).
	markSeen slotMark = 1 << iota
	// markHard: the node is reachable from named metadata other than
	// llvm.dbg.cu: LLVM does not strip it with the debug info, so its
	// debug-info problems are errors.
	markHard
	// markLocPlace: locationsOutOfPlace walked the node.
	markLocPlace
	// markKeyRead: keyInstructionsOK answered for the node as a scope;
	// markKeyOK: the answer was yes.
	markKeyRead
	markKeyOK
)

// has reports whether bit is set on slot k.
func (v *verifier) has(k int, bit slotMark) bool { return v.marks[k]&bit != 0 }

// mark sets bit on slot k.
func (v *verifier) mark(k int, bit slotMark) { v.marks[k] |= bit }

// A decodedInst is instruction i as the decoder gave it, with its error.
type decodedInst struct {
	i   int
	ins *ast.Instruction
	err error
}

// inst decodes instruction i, or returns it again when it was the last one
// decoded: a call is read by several rules in turn (the call site, the
// intrinsic's rule, the loader's remakes, the attachments), and decoding
// it once for all of them is a sixth of the verifier's time on a module
// full of llvm.dbg.* calls. The result is read-only and valid until the
// function's end (see forgetDecoded).
func (v *verifier) inst(i int) (*ast.Instruction, error) {
	if d := &v.decoded; d.ins != nil || d.err != nil {
		if d.i == i {
			return d.ins, d.err
		}
	}
	ins, err := v.dec.Inst(i)
	if err == nil {
		foldOperands(ins)
	}
	v.decoded = decodedInst{i: i, ins: ins, err: err}
	return ins, err
}

// foldOperands makes each integer operand of ins that is a constant
// expression LLVM's parser folds the ConstantInt it folds to: the rules
// that want an immediate or read its value (immarg, intrinsic arguments,
// alignments) see what LLVM sees.
func foldOperands(ins *ast.Instruction) {
	for k := range ins.Operands {
		op := &ins.Operands[k]
		if lit, ok := constfold.Folded(op); ok {
			lit.Span = op.Value.Span
			op.Value = lit
		}
	}
}

// forgetDecoded recycles the decoder's memory, and with it inst's last
// instruction.
func (v *verifier) forgetDecoded() {
	v.decoded = decodedInst{}
	v.plainCall = -1
	v.dec.Recycle()
}
