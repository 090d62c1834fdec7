package typecheck

import (
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/token"
)

// LLParser sorts a value's uses as it reads a uselistorder directive
// (sortUseListOrder): the value must have uses, more than one, and as many
// as the directive has indexes. The uses are those made so far, in the
// order of the text: every operand that holds the value (each instruction
// operand, a global's initializer, an alias's aliasee, a function's
// personality, prefix and prologue, a call's operand bundles) and every
// operand of a constant that holds it, counted once per constant, since
// LLVM makes each constant once (a constant made only for metadata counts
// too). What metadata holds directly is no use, nor a phi's incoming
// blocks, nor a shufflevector's mask. Before llvmver.ConstantDataNoUseList
// plain constants (numbers, null, undef, zeroinitializer, strings, arrays
// and vectors of numbers) had uses counted the same way, with the implicit
// "i32 1" of an alloca; since, they have none to order, and LLParser
// passes over their directives.

// useCounter counts the uses made so far as the module's text is read.
type useCounter struct {
	c *checker
	// uses counts the uses of global values and constants, by useKey.
	uses map[string]int
	// made holds the constants made so far (their operands are counted
	// once).
	made map[string]bool
	// local counts the uses of the current function's arguments, values
	// and blocks, by name; defs holds their types (blocks: label).
	local map[string]int
	defs  map[string]*ast.Type
	// fn names the current function ("@f").
	fn string
	// blockUses counts the uses of each block of the functions read, by
	// function and block name ("@f %bb"), for uselistorder_bb.
	blockUses map[string]int
}

// checkUseListOrders checks the module's uselistorder directives (see
// above) up to the first that fails, where LLParser stops; it reads the
// module again only when there are some.
func (c *checker) checkUseListOrders() parser.ErrorList {
	m := c.m
	if len(m.UseListOrders) == 0 {
		return nil
	}
	u := &useCounter{c: c, uses: map[string]int{}, made: map[string]bool{}, blockUses: map[string]int{}}
	last := m.UseListOrders[len(m.UseListOrders)-1].Start
	next := 0 // the next directive
	var errs parser.ErrorList
	check := func(at token.Pos) {
		for ; len(errs) == 0 && next < len(m.UseListOrders) && m.UseListOrders[next].Start < at; next++ {
			if msg, pos := u.directive(m.UseListOrders[next].Start); msg != "" {
				errs = append(errs, parser.NewError(m.File, pos, msg))
			}
		}
	}
	for _, e := range m.Entities {
		if e.Start > last || len(errs) > 0 {
			break
		}
		switch e.Kind {
		case ast.GlobalEntity:
			u.global(int(e.Index))
		case ast.FunctionEntity:
			u.function(int(e.Index), check)
		case ast.MDDefEntity:
			for k := e.Index; k < e.Index+e.Count; k++ {
				if md, err := c.d.MD(int(k)); err == nil {
					u.metadata(md)
				}
			}
		}
		check(e.End)
	}
	check(token.Pos(len(m.Src) + 1))
	return errs
}

// global counts the uses global value g makes: its initializer, aliasee
// or resolver.
func (u *useCounter) global(g int) {
	d := u.c.d
	var op *ast.Operand
	var err error
	if u.c.m.Globals[g].Kind == ast.GlobalVar {
		op, err = d.GlobalInit(g)
	} else {
		op, err = d.Aliasee(g)
	}
	if err == nil && op != nil {
		u.operand(op)
	}
}

// function counts the uses function f makes, then checks the directives
// in its body with check.
func (u *useCounter) function(f int, check func(token.Pos)) {
	c, m := u.c, u.c.m
	fn := &m.Functions[f]
	u.fn = fn.Name
	for _, kw := range []string{"personality", "prefix", "prologue"} {
		if op, err := c.d.HeaderOperand(f, kw); err == nil && op != nil {
			u.operand(op)
		}
	}
	if fn.Declare {
		return
	}
	u.local, u.defs = map[string]int{}, map[string]*ast.Type{}
	defer func() { u.local, u.defs = nil, nil }()
	h, err := c.d.FuncHeader(f)
	if err != nil {
		return
	}
	next := 0
	name := func(given string) string {
		if given == "" {
			given = "%" + strconv.Itoa(next)
			next++
		} else if n, ok := number(given); ok {
			next = n + 1
		}
		return given
	}
	for _, prm := range h.Params {
		u.defs[name(prm.Name)] = prm.Type
	}
	c.d.Recycle()
	for _, b := range fn.Blocks {
		label := "%" + b.Label
		if b.Label == "" {
			label = ""
		}
		u.defs[name(label)] = labelType
		for k := b.FirstInst; k < b.FirstInst+b.NumInsts; k++ {
			if m.Insts[k].Op == ast.OpDbgRecord {
				continue // metadata only
			}
			ins, err := c.d.Inst(int(k))
			if err != nil {
				return
			}
			u.instruction(ins)
			if ins.Result != "" || ins.ProducesValue() {
				u.defs[name(ins.Result)] = ins.Type
			}
		}
	}
	// The directives come after the blocks, before the brace.
	check(fn.Body.End)
	for name, t := range u.defs {
		if t == labelType && u.local[name] > 0 {
			u.blockUses[fn.Name+" "+name] = u.local[name]
		}
	}
}

// instruction counts the uses of an instruction's operands.
func (u *useCounter) instruction(ins *ast.Instruction) {
	for k := range ins.Operands {
		op := &ins.Operands[k]
		switch {
		case ins.Op == ast.OpPhi && k%2 == 1:
			continue // an incoming block
		case ins.Op == ast.OpShuffleVector && k == 2:
			continue // the mask: no operand since LLVM 11
		case ins.Op == ast.OpAlloca && k == 0:
			continue // the allocated type
		}
		u.operand(op)
	}
	for k := range ins.Bundles {
		u.operand(&ins.Bundles[k])
	}
	if ins.Op == ast.OpAlloca && len(ins.Operands) < 2 && u.plainUses() {
		u.uses["i32 1"]++ // the number of elements LLParser gives it
	}
}

// plainUses reports whether plain constants have uses (see above).
func (u *useCounter) plainUses() bool {
	return !u.c.ver.Has(llvmver.ConstantDataNoUseList)
}

// operand counts a use of op's value by its user, and makes the constant
// it is.
func (u *useCounter) operand(op *ast.Operand) {
	v := &op.Value
	switch v.Kind {
	case ast.LocalRef, ast.LabelRef:
		if u.local != nil {
			u.local[v.Name]++
		}
		return
	case ast.MetadataValue:
		u.metadata(v.MD)
		return
	case ast.InlineAsm:
		return // no constant to order
	}
	if key, ok := u.key(op); ok {
		u.uses[key]++
	}
	u.makeConstant(op)
}

// makeConstant counts the uses of a constant's operands, when it is made
// here for the first time.
func (u *useCounter) makeConstant(op *ast.Operand) {
	v := &op.Value
	if len(v.Elems) == 0 || plainConstant(op) {
		return
	}
	key, _ := u.key(op)
	if u.made[key] {
		return
	}
	u.made[key] = true
	for k := range v.Elems {
		e := &v.Elems[k]
		if v.Kind == ast.BlockAddress && e.Value.Kind == ast.LabelRef {
			// The block of function Elems[0]: counted under that name,
			// for directives on it there.
			u.uses[blockKey(v.Elems[0].Value.Name, e.Value.Name)]++
			continue
		}
		if k, ok := u.key(e); ok {
			u.uses[k]++
		}
		u.makeConstant(e)
	}
}

// metadata makes the constants that metadata md holds (a use of the
// constant by metadata is none, but LLVM makes the constant, whose
// operands are used).
func (u *useCounter) metadata(md *ast.MD) {
	if md == nil {
		return
	}
	if md.Value != nil {
		u.makeConstant(md.Value)
	}
	for _, o := range md.Operands {
		u.metadata(o)
	}
	for _, f := range md.Fields {
		u.metadata(f.Value)
	}
}

// key returns the key under which the uses of op's value are counted: a
// global value's name, or a constant's type and text (without spaces; the
// text alone where it gives the type); false for plain constants once
// they have no uses.
func (u *useCounter) key(op *ast.Operand) (string, bool) {
	v := &op.Value
	switch v.Kind {
	case ast.GlobalRef:
		return v.Name, true
	case ast.LocalRef, ast.LabelRef, ast.MetadataValue, ast.InlineAsm:
		return "", false
	}
	if plainConstant(op) && !u.plainUses() {
		return "", false
	}
	t := ""
	switch {
	case v.Kind == ast.ConstExpr || v.Kind == ast.BlockAddress || v.Kind == ast.DSOLocalEquivalent ||
		v.Kind == ast.NoCFI || v.Kind == ast.OtherConst && v.Name == "ptrauth":
		// Their text gives their type (an alias's aliasee is written
		// without it).
	case op.Type != nil:
		t = u.c.str(op.Type)
	case v.Kind == ast.NoneConst:
		t = "token"
	}
	return t + " " + squash(v.Text), true
}

// blockKey is the key of the uses that blockaddress constants make of
// block bb of function fn.
func blockKey(fn, bb string) string { return "blockaddress " + fn + " " + bb }

// squash returns text without its spaces, which a constant's text may
// hold anywhere.
func squash(text string) string {
	if !strings.ContainsAny(text, " \t\n\r") {
		return text
	}
	var b strings.Builder
	for i := 0; i < len(text); i++ {
		if c := text[i]; c != ' ' && c != '\t' && c != '\n' && c != '\r' {
			b.WriteByte(c)
		}
	}
	return b.String()
}

// plainConstant reports whether op is what LLVM calls ConstantData: a
// number, null, none, undef, poison, zeroinitializer, a string, or an
// array, vector or splat whose elements are all numbers or all undef,
// poison or zero.
func plainConstant(op *ast.Operand) bool {
	v := &op.Value
	switch v.Kind {
	case ast.IntConst, ast.FloatConst, ast.BoolConst, ast.NullConst, ast.NoneConst,
		ast.UndefConst, ast.PoisonConst, ast.ZeroConst, ast.StringConst:
		return true
	case ast.ArrayConst, ast.VectorConst:
		if len(v.Elems) == 0 {
			return true
		}
		numbers, same := true, true
		for k := range v.Elems {
			switch e := v.Elems[k].Value.Kind; e {
			case ast.IntConst, ast.FloatConst, ast.BoolConst:
			default:
				numbers = false
			}
			same = same && v.Elems[k].Value.Kind == v.Elems[0].Value.Kind
		}
		if numbers {
			return true
		}
		switch v.Elems[0].Value.Kind {
		case ast.UndefConst, ast.PoisonConst, ast.ZeroConst, ast.NullConst:
			return same
		}
	case ast.OtherConst:
		if v.Name == "splat" && len(v.Elems) == 1 {
			return plainConstant(&v.Elems[0])
		}
	}
	return false
}

// directive checks the directive at pos against the uses counted so far;
// it returns LLParser's message and where, or "".
func (u *useCounter) directive(pos token.Pos) (string, token.Pos) {
	c := u.c
	dir, err := c.d.UseListOrderAt(pos)
	if err != nil {
		return "", 0
	}
	v := &dir.Value.Value
	var n int
	switch {
	case dir.Function != "":
		// uselistorder_bb: the parser resolved the function and block;
		// its terminators' uses were counted where it was read.
		n = u.uses[blockKey(dir.Function, v.Name)] + u.blockUses[dir.Function+" "+v.Name]
	case v.Kind == ast.LocalRef || v.Kind == ast.LabelRef:
		if u.defs == nil {
			return "", 0
		}
		t, defined := u.defs[v.Name]
		want := dir.Value.Type
		if defined && want != nil && t != nil && !c.same(t, want) {
			if want.Kind == ast.LabelType {
				return "'" + v.Name + "' is not a basic block", v.Start
			}
			return c.definedWithType(v.Name, t, want), v.Start
		}
		n = u.local[v.Name]
		if t != nil && t.Kind == ast.LabelType {
			n += u.uses[blockKey(u.fn, v.Name)]
		}
	default:
		key, ok := u.key(&dir.Value)
		if !ok {
			return "", 0 // a plain constant: no uses to order
		}
		n = u.uses[key]
	}
	switch {
	case n == 0:
		return "value has no uses", pos
	case n < 2:
		return "value only has one use", pos
	case n != dir.Indexes:
		return "wrong number of indexes, expected " + strconv.Itoa(n), pos
	}
	return "", 0
}
