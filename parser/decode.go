package parser

import (
	"fmt"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/token"
)

// A Decoder turns spans of a parsed module into structured values. It keeps
// the lookup state of the module, so reuse one Decoder for many calls. A
// Decoder is not safe for concurrent use.
type Decoder struct {
	m *ast.Module
	p parser
	// typeDefs caches decoded type definitions by name (see typeDef).
	typeDefs     map[string]*ast.Type
	typeDefIndex map[string]int
	// opSlab is carved, from opPos on, into the operand lists of decoded
	// instructions: one allocation for many instructions instead of
	// several each.
	opSlab []ast.Operand
	opPos  int
	// instSlab is carved into decoded instructions the same way.
	instSlab []ast.Instruction
	// Recycle keeps the slabs handed out so far to carve them again:
	// opUsed and instUsed list them, opNext and instNext are the next to
	// reuse.
	opUsed           [][]ast.Operand
	instUsed         [][]ast.Instruction
	opNext, instNext int
	fs               funcState
	// cursor tells the module's pager what the decoder reads.
	cursor ast.TextCursor
}

// opsPer is the room operands gives an operand list; opsSlab the size of
// the slabs it carves them from.
const opsPer, opsSlab = 6, 6144

// keptOpSlabs and keptInstSlabs are how many slabs of operands and of
// instructions Recycle keeps for reuse: those of a function of about
// 2,000 instructions.
const keptOpSlabs, keptInstSlabs = 2, 2

// operands returns an empty operand list with room for a few operands.
func (d *Decoder) operands() []ast.Operand {
	if len(d.opSlab)-d.opPos < opsPer {
		if d.opNext < len(d.opUsed) {
			d.opSlab = d.opUsed[d.opNext]
		} else {
			d.opSlab = make([]ast.Operand, opsSlab)
			d.opUsed = append(d.opUsed, d.opSlab)
		}
		d.opNext++
		d.opPos = 0
	}
	ops := d.opSlab[d.opPos : d.opPos : d.opPos+opsPer]
	d.opPos += opsPer
	return ops
}

// trimOperands gives the slab back the room ins's operand list, the last
// one carved, did not use: a caller that keeps every instruction it
// decodes (the bitcode writer keeps a module's) holds the operands, not
// six 128-byte slots per instruction. The list is capped so that an
// append copies.
func (d *Decoder) trimOperands(ins *ast.Instruction) {
	ops := ins.Operands
	if cap(ops) != opsPer || len(ops) == opsPer || d.opPos < opsPer || &d.opSlab[d.opPos-opsPer] != &ops[:1][0] {
		return // grown into an array of its own, full, or not the last carved
	}
	d.opPos -= opsPer - len(ops)
	ins.Operands = ops[:len(ops):len(ops)]
}

// instruction returns a zeroed Instruction from the slab.
func (d *Decoder) instruction() *ast.Instruction {
	const slab = 1024
	if len(d.instSlab) == 0 {
		if d.instNext < len(d.instUsed) {
			d.instSlab = d.instUsed[d.instNext]
		} else {
			d.instSlab = make([]ast.Instruction, slab)
			d.instUsed = append(d.instUsed, d.instSlab)
		}
		d.instNext++
	}
	ins := &d.instSlab[0]
	*ins = ast.Instruction{}
	d.instSlab = d.instSlab[1:]
	return ins
}

// Recycle lets the Decoder reuse the memory of every Instruction (and its
// operand list) it has returned so far: a caller that decodes a function's
// instructions, checks them and drops them calls it between functions, so
// that a whole module is decoded in the memory of an ordinary function.
// Instructions decoded before the call must not be used after it.
func (d *Decoder) Recycle() {
	// The slabs beyond those an ordinary function fills are let go: a
	// pass that met the largest function early would hold its size to
	// the end (9 MB of sqlite3VdbeExec on SQLite -O2 -g, while the other
	// checks' memory grows to its peak).
	if len(d.opUsed) > keptOpSlabs {
		clear(d.opUsed[keptOpSlabs:])
		d.opUsed = d.opUsed[:keptOpSlabs]
	}
	if len(d.instUsed) > keptInstSlabs {
		clear(d.instUsed[keptInstSlabs:])
		d.instUsed = d.instUsed[:keptInstSlabs]
	}
	d.opSlab, d.opNext, d.opPos = nil, 0, 0
	d.instSlab, d.instNext = nil, 0
	d.p.flagSlab, d.p.flagNext = nil, 0
}

// NewDecoder returns a Decoder for m.
func NewDecoder(m *ast.Module) *Decoder {
	d := &Decoder{m: m}
	d.p.m = m
	d.p.build = true
	// The module's release: the rules that changed (the lexer's among
	// them) read it, as the parse did.
	d.p.ver = m.Version.Or()
	d.p.kindIndex = make(map[string]int32, len(m.AttachKinds))
	for i, k := range m.AttachKinds {
		d.p.kindIndex[k] = int32(i)
	}
	d.p.file = m.File
	d.p.src = m.Src
	d.p.mode = AllErrors | SkipRefCheck
	return d
}

// run parses from pos with fn, converting a bailout into an error.
func (d *Decoder) run(pos token.Pos, fn func()) (err error) {
	return d.runTo(pos, len(d.p.src), fn)
}

// runTo is run with the text ending at offset end: what the parse found
// to be one instruction is decoded as that, not as the start of a longer
// one (the decoder takes every word for an attribute, as the parse has
// checked them, and would read on into the next line's text).
func (d *Decoder) runTo(pos token.Pos, end int, fn func()) (err error) {
	d.m.CheckAbandoned()
	p := &d.p
	p.errors = nil
	p.constDepth = 0
	p.fnTypeArgs = p.fnTypeArgs[:0]
	p.peeked = false
	p.sc.Init(p.src[:end])
	p.sc.Seek(int(pos))
	p.tok.End = pos
	p.next()
	defer func() {
		d.cursor.Read(d.m, ast.Span{Start: pos, End: max(pos, p.tok.End)})
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
			err = p.errors.Err()
			if err == nil {
				err = fmt.Errorf("%s: cannot decode", m(p).Position(pos))
			}
		}
	}()
	fn()
	return p.errors.Err()
}

func m(p *parser) *ast.Module { return p.m }

// Inst decodes instruction i of the module (an index into m.Insts). The
// result type is LLVM's, also where the text leaves it implicit: alloca and
// getelementptr give typed pointers (T*, T addrspace(N)*, vectors of them)
// unless the module spells only "ptr" (see ast.Module.OpaquePointers),
// extractvalue the member type through named struct definitions, cmpxchg
// { T, i1 }, comparisons of vectors vectors of i1.
func (d *Decoder) Inst(i int) (*ast.Instruction, error) {
	in := &d.m.Insts[i]
	ins := d.instruction()
	ins.Operands = d.operands()
	d.p.indexed = true
	err := d.runTo(in.Start, int(in.End), func() {
		d.fs = funcState{}
		d.p.fn = &d.fs
		d.p.parseInst(ins)
		d.p.fn = nil
	})
	d.p.indexed = false
	if err != nil {
		return nil, err
	}
	d.trimOperands(ins)
	// The attachments are the parse's, capped so that an append copies.
	ins.Attachments = d.m.InstAttachments[in.AttachFirst : in.AttachFirst+int32(in.AttachCount) : in.AttachFirst+int32(in.AttachCount)]
	if len(ins.Attachments) == 0 {
		ins.Attachments = nil
	}
	ins.Span = in.Span
	d.setResultType(ins)
	return ins, nil
}

// MD decodes the node of metadata definition i (an index into m.MDDefs).
func (d *Decoder) MD(i int) (*ast.MD, error) {
	def := &d.m.MDDefs[i]
	var md *ast.MD
	err := d.run(def.ValueStart, func() {
		md = d.p.parseMDNodeBody(def.Distinct(d.m.Src))
	})
	if err != nil {
		return nil, err
	}
	md.Distinct = def.Distinct(d.m.Src)
	return md, nil
}

// MDAt decodes the metadata that starts at pos: a node reference, string,
// inline node or typed value (for example Module.AttachmentNode).
func (d *Decoder) MDAt(pos token.Pos) (*ast.MD, error) {
	var md *ast.MD
	err := d.run(pos, func() {
		md = d.p.parseMDOperand()
	})
	if err != nil {
		return nil, err
	}
	return md, nil
}

// FuncTypeNamedArgs returns the named types that the function types of
// the last decoding take alone as an argument, where they stand: from
// llvmver.OpaqueStructNotFirstClass on, one without a body there is
// LLParser's "invalid type for function argument". The slice is valid
// until the next decoding.
func (d *Decoder) FuncTypeNamedArgs() []TypeUse { return d.p.fnTypeArgs }

// TypeAt decodes the type that starts at pos.
func (d *Decoder) TypeAt(pos token.Pos) (*ast.Type, error) {
	var t *ast.Type
	err := d.run(pos, func() { t = d.p.parseType() })
	return t, err
}

// ParseMD parses a standalone piece of metadata written in LLVM syntax, such
// as `!{i32 1, !"x"}` or `!5`, for use in edits. The result's spans refer
// to text, not to any module.
func ParseMD(text string) (*ast.MD, error) {
	src := []byte(text)
	mod := &ast.Module{File: token.NewFile("<metadata>", src), Src: src}
	d := NewDecoder(mod)
	md, err := d.MDAt(0)
	if err != nil {
		return nil, err
	}
	if d.p.tok.Kind != 0 {
		return nil, fmt.Errorf("%s: unexpected text after metadata", mod.Position(d.p.tok.Start))
	}
	return md, nil
}
