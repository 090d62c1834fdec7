package loops

import (
	"strings"

	"github.com/irmeta/irmeta/analysis"
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/scanner"
)

// IsAnnotatedParallel reports whether the loop is annotated parallel, as
// LLVM's Loop::isAnnotatedParallel decides: it has a loop ID, and every
// instruction of the loop that may read or write memory belongs to an
// access group listed in the ID's llvm.loop.parallel_accesses, or names
// the loop ID in its llvm.mem.parallel_loop_access list.
func IsAnnotatedParallel(g *md.Graph, l *analysis.Loop) bool {
	if l.ID == nil {
		return false
	}
	groups := map[*md.Node]bool{}
	if pa := FindAttr(l.ID, "llvm.loop.parallel_accesses"); pa != nil {
		for _, op := range pa.Operands()[1:] {
			if n, ok := op.(*md.Node); ok {
				groups[n] = true
			}
		}
	}
	m := g.Module
	f := &m.Functions[l.CFG.Func]
	mem := memoryModel{g: g, d: parser.NewDecoder(m)}
	for _, b := range l.Blocks {
		blk := &f.Blocks[b]
		for i := int(blk.FirstInst); i < int(blk.FirstInst+blk.NumInsts); i++ {
			if !mem.mayAccess(i) {
				continue
			}
			t := md.Inst(i)
			if ag := g.Attachment(t, "llvm.access.group"); ag != nil {
				if ag.NumOperands() == 0 && groups[ag] {
					continue
				}
				in := false
				for _, op := range ag.Operands() {
					if n, ok := op.(*md.Node); ok && groups[n] {
						in = true
					}
				}
				if in {
					continue
				}
			}
			list := g.Attachment(t, "llvm.mem.parallel_loop_access")
			if list == nil {
				return false
			}
			found := false
			for _, op := range list.Operands() {
				if n, ok := op.(*md.Node); ok && n == l.ID {
					found = true
				}
			}
			if !found {
				return false
			}
		}
	}
	return true
}

// memoryModel answers LLVM's Instruction::mayReadOrWriteMemory from the
// text: by opcode, and for calls from the function attributes of the call
// and of the called function.
type memoryModel struct {
	g     *md.Graph
	d     *parser.Decoder
	funcs map[string]int
}

func (mm *memoryModel) mayAccess(i int) bool {
	m := mm.g.Module
	switch m.Insts[i].Op {
	case ast.OpLoad, ast.OpStore, ast.OpVAArg, ast.OpFence, ast.OpCmpXchg, ast.OpAtomicRMW, ast.OpCatchPad, ast.OpCatchRet:
		return true
	case ast.OpCall, ast.OpInvoke, ast.OpCallBr:
	default:
		return false
	}
	ins, err := mm.d.Inst(i)
	if err != nil || len(ins.Operands) == 0 {
		return true
	}
	callee := ins.Operands[0].Value
	readnone, readonly, writeonly := false, false, false
	mark := func(w []byte) bool {
		switch string(w) {
		case "readnone":
			readnone = true
		case "readonly":
			readonly = true
		case "writeonly":
			writeonly = true
		}
		return false
	}
	note := func(src []byte) {
		ast.ScanAttrWords(src, mark, func(id int32) {
			for k := range m.AttrGroups {
				if m.AttrGroups[k].ID == id {
					ast.ScanAttrWords(m.Bytes(m.AttrGroups[k].Body), mark, nil)
				}
			}
		})
	}
	// The call's own function attributes follow its argument list.
	src := m.Src
	if p := int(callee.End); p < int(ins.End) && p < len(src) && src[p] == '(' {
		if close := scanner.ClosingParen(src, p, int(ins.End)); close > 0 {
			end := close + 1
			for end < int(ins.End) && src[end] != ',' && src[end] != '[' {
				end++
			}
			note(src[close+1 : end])
		}
	}
	if callee.Kind == ast.GlobalRef && readnoneIntrinsic(callee.Name) {
		// LLVM gives intrinsics their attributes from its own table,
		// whatever the declaration says.
		return false
	}
	if callee.Kind == ast.GlobalRef {
		if mm.funcs == nil {
			mm.funcs = make(map[string]int, len(m.Functions))
			for k := range m.Functions {
				mm.funcs[m.Functions[k].Name] = k
			}
		}
		if k, ok := mm.funcs[callee.Name]; ok {
			f := &m.Functions[k]
			hdr := m.Bytes(f.Header)
			if start := int(f.NameSpan.End - f.Header.Start); start >= 0 && start < len(hdr) && hdr[start] == '(' {
				if close := scanner.ClosingParen(hdr, start, len(hdr)); close > 0 {
					note(hdr[close+1:])
				}
			}
		}
	}
	return !(readnone || (readonly && writeonly))
}

// readnoneIntrinsics are the families of intrinsics LLVM 14 declares
// readnone (debug-info markers and pure arithmetic), by name prefix.
var readnoneIntrinsics = []string{
	"llvm.dbg.", "llvm.fabs.", "llvm.sqrt.", "llvm.sin.", "llvm.cos.", "llvm.exp.", "llvm.exp2.", "llvm.log.",
	"llvm.log2.", "llvm.log10.", "llvm.fma.", "llvm.fmuladd.", "llvm.pow.", "llvm.powi.", "llvm.floor.", "llvm.ceil.",
	"llvm.trunc.", "llvm.rint.", "llvm.nearbyint.", "llvm.round.", "llvm.roundeven.", "llvm.copysign.",
	"llvm.minnum.", "llvm.maxnum.", "llvm.minimum.", "llvm.maximum.", "llvm.smax.", "llvm.smin.", "llvm.umax.",
	"llvm.umin.", "llvm.abs.", "llvm.ctpop.", "llvm.ctlz.", "llvm.cttz.", "llvm.bswap.", "llvm.bitreverse.",
	"llvm.fshl.", "llvm.fshr.", "llvm.sadd.with.overflow.", "llvm.uadd.with.overflow.", "llvm.ssub.with.overflow.",
	"llvm.usub.with.overflow.", "llvm.smul.with.overflow.", "llvm.umul.with.overflow.", "llvm.expect.",
	"llvm.ssa.copy.",
}

func readnoneIntrinsic(name string) bool {
	for _, p := range readnoneIntrinsics {
		if strings.HasPrefix(name, "@"+p) {
			return true
		}
	}
	return false
}
