package verifier

import (
	"bytes"
	"cmp"
	"slices"
	"sort"
	"strings"
	"unsafe"

	"github.com/irmeta/irmeta/analysis"
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/token"
)

// A def is where a function-local value is defined: its block and its
// instruction (an index into Module.Insts).
type def struct{ block, inst int32 }

// funcState is reused from function to function so that verifying a large
// module allocates little per function.
type funcState struct {
	// tables are the tables prepared ahead for the function (see
	// prepareAhead), given back when the next begins.
	tables preparedFunc
	fn     int
	cfg    *analysis.CFG
	dt     *analysis.DomTree
	defs   map[string]def
	blocks map[string]int32
	sc     scanner.Scanner
	phiIn  []phiEntry
	preds  []int
	sp     bool // the function has a DISubprogram
	// domErrs holds the dominance rule's message for each instruction
	// that breaks it, when the function's graphs were built ahead (see
	// prepareAhead); nil: the rule runs in line.
	domErrs map[int32]string
	// recArgs holds the arguments of each debug record (scanMDArgs), when
	// the function's graphs were built ahead; nil: they are read in line.
	recArgs map[int32][]mdArg
	// argVars holds the variable of each argument number met in the
	// function's debug intrinsics and records (verifyFnArgs).
	argVars []*md.Node
	// scopeDecl is the first problem of the function's
	// llvm.experimental.noalias.scope.decl calls: LLVM checks them after
	// the function's other rules, and stops at the first.
	scopeDecl struct {
		pos token.Pos
		msg string
	}
	// sawLocalEscape: the function has called llvm.localescape.
	sawLocalEscape bool
	// eh is the function's pad tree, once a funclet rule asked for it.
	eh *funclets
	// colors holds colorEHFunclets' answer for function fn, once the
	// funclet rule of intrinsic calls asked for it (see ehColors).
	colors struct {
		fn int
		of [][]int32
	}
	// lpType is the type of the function's first landingpad or resume
	// (LandingPadResultTy), "" before one.
	lpType string
	// conv is the convergence verifier's state (see convergence.go).
	conv convState
}

// A phiEntry is one [value, %block] pair of a phi node.
type phiEntry struct {
	block int32
	value string
}

// key returns the source text of t without copying it; the module's source
// outlives the verifier.
func key(src []byte, t scanner.Token) string {
	b := src[t.Start:t.End]
	if bytes.IndexByte(b, '"') >= 0 {
		return parser.Name(b) // %"a" and %a are one name
	}
	return unsafe.String(&b[0], len(b))
}

func (v *verifier) function(fn int) {
	m := v.m
	f := &m.Functions[fn]
	// No instruction decoded for another function is used again: the
	// decoder reuses their memory.
	v.forgetDecoded()
	b, err := v.prepared(fn)
	fs := &v.fs
	if v.recycle != nil {
		// Nothing of the function before is used again: its tables are
		// filled again for one ahead.
		if t := fs.tables; t.reusable() {
			select {
			case v.recycle <- preparedFunc{cfg: t.cfg, defs: t.defs, blocks: t.blocks, recArgs: t.recArgs, recSlab: t.recSlab}:
			default:
			}
		}
		fs.tables = b
		// (set again below; nothing may read the given tables meanwhile)
		fs.cfg, fs.dt, fs.defs, fs.blocks, fs.recArgs = nil, nil, nil, nil, nil
	}
	if err != nil {
		return // the parser reports undefined blocks
	}
	fs.fn, fs.cfg, fs.dt, fs.defs, fs.blocks, fs.domErrs, fs.recArgs = fn, b.cfg, b.dt, b.defs, b.blocks, b.domErrs, b.recArgs
	fs.sp = v.fnInfo[fn].sp != nil
	fs.argVars = fs.argVars[:0]
	fs.scopeDecl.msg = ""
	fs.sawLocalEscape = false
	fs.lpType = ""
	fs.sc.Init(m.Src)
	fs.conv.on = v.convergenceIn(fn)
	if fs.conv.on {
		fs.conv.kind, fs.conv.ops, fs.conv.diags = noConvergence, fs.conv.ops[:0], len(v.diags)
	}

	if !v.functionRules(fn) {
		return
	}
	if strings.HasPrefix(f.Name, "@llvm.") {
		v.errorAt(f.Header.Start, "llvm intrinsics cannot be defined!")
		return
	}
	if !v.swiftErrorParams(fn) {
		return
	}
	// visitFunction: the entry block, the function's attachments, and the
	// scope chains of its debug locations.
	if entry := fs.cfg.ParsedEntry(); len(fs.cfg.Preds[entry]) > 0 {
		v.errorAt(m.Insts[f.Blocks[entry].FirstInst].Start, "Entry block to function must not have predecessors!")
	} else if len(fs.cfg.Names) > 0 && v.entryBlockAddress(fn, fs.cfg.Names[0]) {
		v.errorAt(m.Insts[f.Blocks[0].FirstInst].Start, "blockaddress may not be used with the entry block!")
	} else if msg := v.singleAttachments(fn); msg != "" {
		v.errorAt(f.Header.Start, "%s", msg)
	}
	if v.checkDI {
		v.functionDebugInfo(fn)
	}
	v.fnLocationsOutOfPlace(fn)

	for b := range f.Blocks {
		blk := &f.Blocks[b]
		if fs.cfg.IsRepeated(b) {
			// A label written again: LLParser filled the earlier block
			// on, after its terminator (reported at the label, where
			// the block goes on).
			v.errorAt(blk.LabelSpan.Start, "Terminator found in the middle of a basic block!")
		}
		fs.conv.seenConvOp = false
		v.phis(b, blk)
		for i := blk.FirstInst; i < blk.FirstInst+blk.NumInsts; i++ {
			v.instruction(int32(b), int(i))
		}
	}
	// verifySiblingFuncletUnwinds, the convergence verifier's regions,
	// then verifyNoAliasScopeDecl, once the function is visited.
	if msg, pad := v.siblingUnwinds(); msg != "" {
		v.errorAt(m.Insts[pad].Start, "%s", msg)
	}
	// The convergence verifier's region rules, when the function used
	// tokens.
	if fs.conv.on && fs.conv.kind == controlledConvergence {
		v.convergenceRegions()
	}
	if fs.scopeDecl.msg != "" {
		v.errorAt(fs.scopeDecl.pos, "%s", fs.scopeDecl.msg)
	}
}

// localTables fills defs with where each named local value of function
// fn is defined, and blocks with each block's index by name (cfg's names);
// both maps are cleared first.
func localTables(m *ast.Module, fn int, cfg *analysis.CFG, sc *scanner.Scanner, defs map[string]def, blocks map[string]int32) {
	clear(defs)
	clear(blocks)
	for b, name := range cfg.Names {
		blocks[name] = int32(b)
	}
	src := m.Src
	sc.Init(src)
	f := &m.Functions[fn]
	for b := range f.Blocks {
		blk := &f.Blocks[b]
		for i := blk.FirstInst; i < blk.FirstInst+blk.NumInsts; i++ {
			in := &m.Insts[i]
			if !in.HasResult {
				continue
			}
			sc.Seek(int(in.Start))
			t := sc.Next()
			if t.Kind == scanner.LocalVar || t.Kind == scanner.LocalID {
				defs[key(src, t)] = def{int32(b), i}
			}
		}
	}
}

// phis checks the phi nodes of block b against its predecessors, as
// visitBasicBlock does before the block's instructions are visited.
func (v *verifier) phis(b int, blk *ast.Block) {
	m := v.m
	fs := &v.fs
	if blk.NumInsts == 0 || m.Insts[blk.FirstInst].Op != ast.OpPhi || fs.cfg.IsRepeated(b) {
		// (LLVM matches only the phis at the top of a block with its
		// predecessors: those after a repeated label are not there.)
		return
	}
	fs.preds = append(fs.preds[:0], fs.cfg.Preds[b]...)
	sort.Ints(fs.preds)
	for i := blk.FirstInst; i < blk.FirstInst+blk.NumInsts && m.Insts[i].Op == ast.OpPhi; i++ {
		in := &m.Insts[i]
		fs.phiIn = v.phiEntries(in, fs.phiIn[:0])
		if len(fs.phiIn) != len(fs.preds) {
			v.errorAt(in.Start, "PHINode should have one entry for each predecessor of its parent basic block!")
			continue
		}
		slices.SortFunc(fs.phiIn, func(x, y phiEntry) int {
			if x.block != y.block {
				return cmp.Compare(x.block, y.block)
			}
			return strings.Compare(x.value, y.value)
		})
		for k, e := range fs.phiIn {
			if k > 0 && e.block == fs.phiIn[k-1].block && e.value != fs.phiIn[k-1].value {
				v.errorAt(in.Start, "PHI node has multiple entries for the same basic block with different incoming values!")
				break
			}
			if int(e.block) != fs.preds[k] {
				v.errorAt(in.Start, "PHI node entries do not match predecessors!")
				break
			}
		}
	}
}

// phiEntries appends the [value, %block] pairs of phi in; values are
// compared by their text (constants included), blocks by index (-1 when
// the name is no block of the function).
func (v *verifier) phiEntries(in *ast.Inst, dst []phiEntry) []phiEntry {
	src := v.m.Src
	sc := &v.fs.sc
	next := instTokens(sc, in)
	// Skip to the first '[' that opens an entry: "[2 x" starts an array
	// type instead.
	t := next()
	for ; t.Kind != scanner.EOF; t = next() {
		if t.Kind != scanner.LBrack {
			continue
		}
		save := sc.Offset()
		a := next()
		b := next()
		sc.Seek(save)
		if a.Kind == scanner.Int && b.Kind == scanner.Ident && string(src[b.Start:b.End]) == "x" {
			skipGroup(next, scanner.LBrack, scanner.RBrack)
			continue
		}
		break
	}
	for t.Kind == scanner.LBrack {
		// value tokens up to the comma at this level, then the block
		valStart := int(t.End)
		depth := 0
		var comma scanner.Token
		for t = next(); t.Kind != scanner.EOF; t = next() {
			switch t.Kind {
			case scanner.LBrack, scanner.LParen, scanner.LBrace, scanner.Less:
				depth++
			case scanner.RBrack, scanner.RParen, scanner.RBrace, scanner.Greater:
				depth--
			}
			if depth == 0 && t.Kind == scanner.Comma {
				comma = t
				break
			}
		}
		if t.Kind == scanner.EOF {
			return dst
		}
		val := bytes.TrimSpace(src[valStart:comma.Start])
		t = next()
		if t.Kind != scanner.LocalVar && t.Kind != scanner.LocalID {
			return dst
		}
		blk, ok := v.fs.blocks[key(src, t)]
		if !ok {
			blk = -1
		}
		e := phiEntry{block: blk}
		if bytes.IndexByte(val, '"') >= 0 && len(val) > 1 && val[0] == '%' {
			e.value = parser.Name(val)
		} else {
			e.value = unsafe.String(unsafe.SliceData(val), len(val))
		}
		dst = append(dst, e)
		if t = next(); t.Kind != scanner.RBrack {
			return dst
		}
		if t = next(); t.Kind != scanner.Comma {
			return dst
		}
		t = next()
	}
	return dst
}

// skipGroup skips tokens up to the close that balances an open already
// read.
func skipGroup(next func() scanner.Token, open, close scanner.Kind) {
	depth := 1
	for t := next(); t.Kind != scanner.EOF; t = next() {
		switch t.Kind {
		case open:
			depth++
		case close:
			depth--
			if depth == 0 {
				return
			}
		}
	}
}
