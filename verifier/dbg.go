package verifier

import (
	"bytes"
	"strconv"
	"unsafe"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/token"
)

// An mdArg is one metadata operand of a debug intrinsic or record, read
// from the source without decoding the instruction.
type mdArg struct {
	node *md.Node // a numbered node, when kind is argNode
	name string   // the class of an inline specialized node ("DIExpression")
	id   int32    // its id
	// at is where an inline node's text starts.
	at   token.Pos
	kind mdArgKind
	// empty is set for an inline tuple without operands (!{}).
	empty bool
	// ptrOrInt is set for a value of pointer or integer type.
	ptrOrInt bool
	// entryValue is set for an inline DIExpression that starts with
	// DW_OP_LLVM_entry_value or DW_OP_LLVM_arg: it may be an entry value
	// (see isEntryValueExpr).
	entryValue bool
}

// exprText is the text of the DIExpression written at pos, to its ')'.
func exprText(src []byte, pos token.Pos) []byte {
	rest := src[pos:]
	if end := bytes.IndexByte(rest, ')'); end >= 0 {
		return rest[:end]
	}
	return rest
}

// isEntryValue reports whether the argument is a DIExpression that is an
// entry value under the verifier's release (isEntryValueExpr).
func (v *verifier) isEntryValue(a mdArg) bool {
	if a.kind == argNode && kindOf(a.node) == "DIExpression" {
		return isEntryValueExpr(a.node.Operands(), v.ver)
	}
	if !a.entryValue {
		return false
	}
	ops, _, ok := v.inlineExprOps(a.at)
	return ok && isEntryValueExpr(ops, v.ver)
}

type mdArgKind uint8

const (
	argMissing mdArgKind = iota
	argValue             // a typed value: ValueAsMetadata
	argNode              // !12
	argInline            // !DIxxx(...) or !{...} written in place
	argString            // !"..."
)

// class returns the node class an argument names ("" for tuples and
// non-nodes).
func (a mdArg) class() string {
	switch a.kind {
	case argNode:
		return kindOf(a.node)
	case argInline:
		return a.name
	}
	return ""
}

// isNode reports whether the argument is an MDNode (tuple or specialized).
func (a mdArg) isNode() bool { return a.kind == argNode || a.kind == argInline }

// mdArgs reads the arguments of instruction i written between its first
// '(' after the callee (or after #dbg_x) and the matching ')'. With
// lastByID the last argument, a record's location, keeps its id only (see
// locRef); other numbered nodes are looked up in the graph.
func (v *verifier) mdArgs(i int, dst []mdArg, lastByID bool) []mdArg {
	start := len(dst)
	if args, ok := v.fs.recArgs[int32(i)]; ok {
		dst = append(dst, args...) // read ahead (see prepareAhead)
	} else {
		dst = scanMDArgs(v.m, &v.fs.sc, i, dst)
	}
	end := len(dst)
	if lastByID && end > start {
		end-- // a record's location: see locRef
	}
	for k := start; k < end; k++ {
		if dst[k].kind == argNode {
			dst[k].node = v.g.NodeByID(dst[k].id)
		}
	}
	return dst
}

// scanMDArgs appends the arguments of debug intrinsic call or record i as
// its text spells them, numbered nodes by id only (mdArgs looks them up).
func scanMDArgs(m *ast.Module, sc *scanner.Scanner, i int, dst []mdArg) []mdArg {
	in := &m.Insts[i]
	src := m.Src
	next := instTokens(sc, in)
	// Find the argument list: after the callee, or after the record kind.
	var prev scanner.Token
	t := next()
	for ; t.Kind != scanner.EOF; t = next() {
		if t.Kind == scanner.LParen && (prev.Kind == scanner.GlobalVar || prev.Kind == scanner.GlobalID || prev.Kind == scanner.DbgRecord) {
			break
		}
		prev = t
	}
	if t.Kind == scanner.EOF {
		return dst
	}
	for {
		t = next()
		if t.Kind == scanner.RParen || t.Kind == scanner.EOF {
			return dst
		}
		if t.Kind == scanner.Ident && string(src[t.Start:t.End]) == "metadata" {
			t = next()
		}
		var a mdArg
		switch t.Kind {
		case scanner.MetadataID:
			a.kind = argNode
			a.id = atoi32(src[t.Start+1 : t.End])
		case scanner.MetadataStr:
			a.kind = argString
		case scanner.MetadataVar:
			a.kind = argInline
			a.at = t.Start
			a.name = unsafeString(src[t.Start+1 : t.End])
			if a.name == "DIExpression" {
				save := sc.Offset()
				if next().Kind == scanner.LParen {
					t3 := next()
					// An expression that starts with an argument is an
					// entry value only if it names one (most variadic
					// ones do not: read no further).
					first := string(src[t3.Start:t3.End])
					a.entryValue = t3.Kind == scanner.Ident && (first == "DW_OP_LLVM_entry_value" ||
						first == "DW_OP_LLVM_arg" && bytes.Contains(exprText(src, a.at), []byte("DW_OP_LLVM_entry_value")))
				}
				sc.Seek(save)
			}
		case scanner.Exclaim:
			a.kind = argInline
			a.at = t.Start
			save := sc.Offset()
			if t2 := next(); t2.Kind == scanner.LBrace {
				if t3 := next(); t3.Kind == scanner.RBrace {
					a.empty = true
				} else if t3.Kind == scanner.Ident && string(src[t3.Start:t3.End]) == "null" && next().Kind == scanner.RBrace {
					a.empty = true // !{null} is read as !{} in a call
				}
			}
			sc.Seek(save)
		default:
			a.kind = argValue
			ty := src[t.Start:t.End]
			a.ptrOrInt = string(ty) == "ptr" || len(ty) > 1 && ty[0] == 'i' && ty[1] >= '0' && ty[1] <= '9'
		}
		dst = append(dst, a)
		// Skip to the end of this argument.
		depth := 0
		for ; t.Kind != scanner.EOF; t = next() {
			switch t.Kind {
			case scanner.LParen, scanner.LBrack, scanner.LBrace, scanner.Less:
				depth++
			case scanner.RParen, scanner.RBrack, scanner.RBrace, scanner.Greater:
				depth--
			}
			if depth == 0 && t.Kind == scanner.Comma {
				break
			}
			if depth == 0 && t.Kind == scanner.Star && a.kind == argValue {
				dst[len(dst)-1].ptrOrInt = true // a typed pointer
			}
			if depth < 0 {
				return dst
			}
		}
		if t.Kind == scanner.EOF {
			return dst
		}
	}
}

func atoi32(b []byte) int32 {
	n := int32(0)
	for _, c := range b {
		if c < '0' || c > '9' {
			return -1
		}
		n = n*10 + int32(c-'0')
	}
	return n
}

// locationOK is the rule for a variable location operand: a value, a
// DIArgList, or an empty node.
func locationOK(a mdArg) bool {
	switch a.kind {
	case argValue:
		return true
	case argInline:
		return a.name == "DIArgList" || a.empty
	case argNode:
		n := a.node
		return n != nil && !n.Missing() && (kindOf(n) == "DIArgList" || (kindOf(n) == "" && nullTuple(n)))
	}
	return false
}

// oldDbgValue reports whether a debug intrinsic call of kind with args is
// the old llvm.dbg.value(value, i64 offset, variable, expression), which
// the loader upgrades to a new call in every release.
func oldDbgValue(kind string, args []mdArg) bool {
	return kind == "value" && len(args) == 4 && args[1].kind == argValue
}

// dbgIntrinsic is visitDbgIntrinsic (and, from the LLVM release that turns
// debug intrinsics into records on load, the record's rules and texts).
func (v *verifier) dbgIntrinsic(i int, kind string) bool {
	v.argBuf = v.mdArgs(i, v.argBuf[:0], false)
	args := v.argBuf
	if oldDbgValue(kind, args) {
		// The loader drops the offset first.
		args = append(args[:1:1], args[2:]...)
	}
	if v.ver.Has(llvmver.DbgIntrinsicsLoadedAsRecords) {
		return v.dbgVariable(i, kind, args, v.dbgLocRef(i), true)
	}
	// The call's metadata operands are visited as nodes after the
	// intrinsic's own rules, whichever failed.
	defer func() {
		if kind != "label" && len(args) > 2 {
			v.inlineExpression(args[2])
		}
		if kind == "assign" && len(args) > 5 {
			v.inlineExpression(args[5])
		}
	}()
	pos := func() token.Position { return v.instPos(i) } // for messages only
	arg := func(k int) mdArg {
		if k < len(args) {
			return args[k]
		}
		return mdArg{}
	}
	if kind == "label" {
		if arg(0).class() != "DILabel" {
			v.diAt(pos(), "invalid llvm.dbg.%s intrinsic variable", kind)
			return false
		}
		loc := v.dbgLocRef(i)
		if loc.none() {
			v.errorAt(v.m.Insts[i].Start, "llvm.dbg.%s intrinsic requires a !dbg attachment", kind)
			return false
		}
		if v.ver.Has(llvmver.DebugRecords) {
			// (measured: llvm-as 19 names the record in the call's
			// message, 16 the intrinsic)
			return v.recordLabelScope(i, arg(0), loc)
		}
		return v.labelScope(i, arg(0), loc, "mismatched subprogram between llvm.dbg.label label and !dbg attachment")
	}
	if !locationOK(arg(0)) {
		v.diAt(pos(), "invalid llvm.dbg.%s intrinsic address/value", kind)
		return false
	}
	if arg(1).class() != "DILocalVariable" {
		v.diAt(pos(), "invalid llvm.dbg.%s intrinsic variable", kind)
		return false
	}
	if arg(2).class() != "DIExpression" {
		v.diAt(pos(), "invalid llvm.dbg.%s intrinsic expression", kind)
		return false
	}
	if v.isEntryValue(arg(2)) {
		if !v.ver.Has(llvmver.EntryValueSwiftAsync) {
			v.diAt(pos(), "Entry values are only allowed in MIR")
			return false
		}
		if !v.swiftAsyncArg(i, arg(0)) {
			v.diAt(pos(), "Entry values are only allowed in MIR unless they target a swiftasync Argument")
			return false
		}
	}
	if msg := v.recordFragmentRule(i, arg(1).node, arg(2)); msg != "" {
		v.diAt(pos(), "%s", msg)
		return false
	}
	if kind == "assign" {
		if arg(3).class() != "DIAssignID" {
			v.diAt(pos(), "invalid llvm.dbg.assign intrinsic DIAssignID")
			return false
		}
		if a := arg(4); !(a.kind == argValue || (a.isNode() && (a.empty || (a.node != nil && a.node.NumOperands() == 0 && kindOf(a.node) == "")))) {
			v.diAt(pos(), "invalid llvm.dbg.assign intrinsic address")
			return false
		}
		if arg(5).class() != "DIExpression" {
			v.diAt(pos(), "invalid llvm.dbg.assign intrinsic address expression")
			return false
		}
	}
	loc := v.dbgLocRef(i)
	if loc.none() {
		v.diAt(pos(), "llvm.dbg.%s intrinsic requires a !dbg attachment", kind)
		return false
	}
	if !v.isLocation(loc) {
		return true
	}
	scope, _ := v.locRefScope(loc)
	vs, ls := v.variableSubprogram(arg(1).node), v.scopeSubprogram(scope)
	if vs == nil || ls == nil {
		return true
	}
	if vs != ls {
		v.diAt(pos(), "mismatched subprogram between llvm.dbg.%s variable and !dbg attachment", kind)
		return false
	}
	return v.fnArg(arg(1).node, loc, pos)
}

// dbgRecord checks a #dbg_value/#dbg_declare/#dbg_assign/#dbg_label
// record.
func (v *verifier) dbgRecord(i int) {
	src := v.m.Src
	in := &v.m.Insts[i]
	sc := &v.fs.sc
	sc.Seek(int(in.Start))
	t := sc.Next()
	kind := string(src[int(t.Start)+len("#dbg_") : t.End])
	v.argBuf = v.mdArgs(i, v.argBuf[:0], true)
	args := v.argBuf
	loc := noLoc
	locArg := len(args) - 1
	if locArg >= 0 && args[locArg].kind == argNode {
		loc = locRef{id: args[locArg].id}
	}
	if kind == "label" {
		if len(args) < 1 || args[0].class() != "DILabel" {
			v.diAt(v.instPos(i), "invalid #dbg_label intrinsic variable")
			return
		}
		v.recordLabelScope(i, args[0], loc)
		return
	}
	v.dbgVariable(i, kind, args[:max(locArg, 0)], loc, false)
	if locArg >= 0 && args[locArg].kind == argInline && args[locArg].name != "DILocation" {
		v.diAt(v.instPos(i), "invalid #dbg record DILocation")
	}
}

// recordLabelScope is visit(DbgLabelRecord)'s last rule (labelScope).
func (v *verifier) recordLabelScope(i int, label mdArg, loc locRef) bool {
	return v.labelScope(i, label, loc, "mismatched subprogram between #dbg_label label and !dbg attachment")
}

// labelScope checks that a debug label's subprogram and its location's
// agree (a location of another kind is checked elsewhere), with msg when
// they do not; it reports whether they do.
func (v *verifier) labelScope(i int, label mdArg, loc locRef, msg string) bool {
	if !v.isLocation(loc) {
		return true
	}
	scope, _ := v.locRefScope(loc)
	if ls, vs := subprogramOf(scope), subprogramOf(field(label.node, "scope")); ls != nil && vs != nil && ls != vs {
		v.diAt(v.instPos(i), "%s", msg)
		return false
	}
	return true
}

// dbgVariable checks the operands of a debug record (or an intrinsic that
// LLVM reads as one) with the record texts of newer LLVM.
func (v *verifier) dbgVariable(i int, kind string, args []mdArg, loc locRef, intrinsic bool) bool {
	pos := func() token.Position { return v.instPos(i) } // for messages only
	arg := func(k int) mdArg {
		if k < len(args) {
			return args[k]
		}
		return mdArg{}
	}
	if kind == "label" {
		if arg(0).class() != "DILabel" {
			v.diAt(pos(), "invalid #dbg_label intrinsic variable")
			return false
		}
		return v.recordLabelScope(i, arg(0), loc)
	}
	if !locationOK(arg(0)) {
		v.diAt(pos(), "invalid #dbg record address/value")
		return false
	}
	if arg(1).class() != "DILocalVariable" {
		v.diAt(pos(), "invalid #dbg record variable")
		return false
	}
	if kind == "declare" && arg(0).kind == argValue && !arg(0).ptrOrInt && v.ver.Has(llvmver.DbgDeclarePointerOrInt) {
		v.diAt(pos(), "location of #dbg_declare must be a pointer or int")
		return false
	}
	if arg(2).class() != "DIExpression" {
		v.diAt(pos(), "invalid #dbg record expression")
		return false
	}
	v.inlineExpression(arg(2))
	if v.isEntryValue(arg(2)) && !v.swiftAsyncArg(i, arg(0)) {
		v.diAt(pos(), "Entry values are only allowed in MIR unless they target a swiftasync Argument")
		return false
	}
	if msg := v.recordFragmentRule(i, arg(1).node, arg(2)); msg != "" {
		v.diAt(pos(), "%s", msg)
		return false
	}
	if kind == "assign" {
		if arg(3).class() != "DIAssignID" {
			v.diAt(pos(), "invalid #dbg_assign DIAssignID")
			return false
		}
		if a := arg(4); !(a.kind == argValue || (a.isNode() && (a.empty || (a.node != nil && a.node.NumOperands() == 0 && kindOf(a.node) == "")))) {
			v.diAt(pos(), "invalid #dbg_assign address")
			return false
		}
		if arg(5).class() != "DIExpression" {
			v.diAt(pos(), "invalid #dbg_assign address expression")
			return false
		}
		v.inlineExpression(arg(5))
	}
	if loc.none() || !v.isLocation(loc) {
		if intrinsic || !loc.none() {
			v.diAt(pos(), "invalid #dbg record DILocation")
			return false
		}
		return true
	}
	scope, _ := v.locRefScope(loc)
	vs, ls := v.variableSubprogram(arg(1).node), v.scopeSubprogram(scope)
	if vs == nil || ls == nil {
		return true
	}
	if vs != ls {
		v.diAt(pos(), "mismatched subprogram between #dbg record variable and DILocation")
		return false
	}
	return v.fnArg(arg(1).node, loc, pos)
}

// fnArg is verifyFnArgs: in a function with a DISubprogram, the variables
// of the non-inlined debug intrinsics and records that name one argument
// number must be one variable (conflicting ones crash LLVM's DWARF
// writer).
func (v *verifier) fnArg(vr *md.Node, loc locRef, pos func() token.Position) bool {
	if !v.fs.sp || vr == nil {
		return true
	}
	if _, inlined := v.locRefScope(loc); inlined {
		return true
	}
	arg := lit(vr, "arg")
	if arg == "" {
		return true // no argument: Atoi's error would allocate
	}
	n, err := strconv.Atoi(arg)
	if err != nil || n <= 0 || n > 1<<16 {
		return true
	}
	for len(v.fs.argVars) < n {
		v.fs.argVars = append(v.fs.argVars, nil)
	}
	prev := v.fs.argVars[n-1]
	v.fs.argVars[n-1] = vr
	if prev != nil && prev != vr && md.Format(prev) != md.Format(vr) {
		v.diAt(pos(), "conflicting debug info for argument")
		return false
	}
	return true
}

// kindOf returns the class of a specialized node ("DILocation"),
// "DIArgList", or "" for tuples, nil and undefined nodes.
func kindOf(n *md.Node) string {
	if n == nil || n.Missing() {
		return ""
	}
	// The graph sets Kind and Name when it makes a node, without decoding
	// it.
	if n.Kind == md.Tuple {
		return ""
	}
	return n.Name
}

// field returns field name of n as a node, or nil.
func field(n *md.Node, name string) *md.Node {
	if n == nil || n.Missing() {
		return nil
	}
	if peeked(n) {
		return n.PeekNode(name)
	}
	f, _ := n.Field(name).(*md.Node)
	return f
}

// peeked reports whether the verifier reads the fields of n from its
// definition's text (md.Node.PeekField) rather than loading it into the
// graph: local variables and lexical blocks are most of a -g module's
// debug-info nodes after its locations, and the verifier asks each a few
// fields, a few times (loaded, they held a quarter of its peak memory);
// global variables, enumerators, subranges, labels and imported entities
// are checked once, at the end, when the verifier's memory peaks. Types,
// subprograms and units stay loaded: many rules ask them again and again.
func peeked(n *md.Node) bool {
	if n.Loaded() {
		return false // most asks: types, subprograms, units
	}
	switch kindOf(n) {
	case "DILocalVariable", "DILexicalBlock", "DILexicalBlockFile", "DIGlobalVariable",
		"DIEnumerator", "DISubrange", "DILabel", "DIImportedEntity":
		return true
	}
	return false
}

// isLocalScope reports whether n is a DILocalScope (a subprogram or a
// lexical block).
func isLocalScope(n *md.Node) bool {
	switch kindOf(n) {
	case "DISubprogram", "DILexicalBlock", "DILexicalBlockFile":
		return true
	}
	return false
}

// scopeSubprogram is subprogramOf, remembered by node: every debug
// record asks it of its location's scope, and most scopes are lexical
// blocks a few levels down.
func (v *verifier) scopeSubprogram(scope *md.Node) *md.Node {
	if scope == nil {
		return nil
	}
	if sp, ok := v.spOfNode[scope]; ok {
		return sp
	}
	sp := subprogramOf(scope)
	if v.spOfNode == nil {
		v.spOfNode = map[*md.Node]*md.Node{}
	}
	v.spOfNode[scope] = sp
	return sp
}

// variableSubprogram is the subprogram of a variable's scope, remembered
// by variable: a variable is named by many debug records.
func (v *verifier) variableSubprogram(variable *md.Node) *md.Node {
	if variable == nil {
		return nil
	}
	if sp, ok := v.spOfVar[variable]; ok {
		return sp
	}
	sp := v.scopeSubprogram(field(variable, "scope"))
	if v.spOfVar == nil {
		v.spOfVar = map[*md.Node]*md.Node{}
	}
	v.spOfVar[variable] = sp
	return sp
}

// subprogramOf is DILocalScope::getSubprogram of a scope (nil when the
// scope is no local scope or its chain is broken).
func subprogramOf(n *md.Node) *md.Node {
	for k := 0; n != nil && k < 1<<16; k++ {
		switch kindOf(n) {
		case "DISubprogram":
			return n
		case "DILexicalBlock", "DILexicalBlockFile":
			n = field(n, "scope")
		default:
			return nil
		}
	}
	return nil
}

// locationScope reads the scope and inlinedAt fields of a DILocation from
// its text, without decoding the node (a -g module has hundreds of
// thousands of locations); ok is false when the text is not of the simple
// form "name: !N", and the caller then decodes the node.
func (v *verifier) locationScope(n *md.Node) (scope, inlinedAt *md.Node, ok bool) {
	text := n.Source()
	if text == nil {
		return nil, nil, false
	}
	var sc scanner.Scanner
	sc.Init(text)
	var label []byte
	for {
		t := sc.Next()
		switch t.Kind {
		case scanner.EOF:
			return scope, inlinedAt, true
		case scanner.Illegal:
			return nil, nil, false
		case scanner.Label:
			label = text[t.Start:t.End]
			continue
		case scanner.MetadataID:
			if string(label) == "scope:" || string(label) == "inlinedAt:" {
				x := v.g.NodeByID(atoi32(text[t.Start+1 : t.End]))
				if string(label) == "scope:" {
					scope = x
				} else {
					inlinedAt = x
				}
			}
		case scanner.MetadataVar, scanner.Exclaim:
			if string(label) == "scope:" || string(label) == "inlinedAt:" {
				return nil, nil, false // an inline node
			}
		}
		label = nil
	}
}

// locScope returns a DILocation's scope and inlinedAt, from its text when
// it can.
func (v *verifier) locScope(n *md.Node) (scope, inlinedAt *md.Node) {
	if s, ia, ok := v.locationScope(n); ok {
		return s, ia
	}
	return field(n, "scope"), field(n, "inlinedAt")
}

// unsafeString views b as a string without copying; the module's source
// outlives the verifier.
func unsafeString(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(&b[0], len(b))
}

// swiftAsyncArg reports whether a value argument of instruction i may be
// a swiftasync parameter: its function has one.
func (v *verifier) swiftAsyncArg(i int, a mdArg) bool {
	if a.kind != argValue {
		return false
	}
	fn := v.g.FunctionOf(i)
	if fn < 0 {
		return false
	}
	header := v.m.Bytes(v.m.Functions[fn].Header)
	return bytes.Contains(header, []byte("swiftasync"))
}

// exprFragment returns the DW_OP_LLVM_fragment that ends argument a, a
// DIExpression, of instruction i. An inline expression is read from its
// text: decoding it would make graph nodes for the whole record.
func (v *verifier) exprFragment(i int, a mdArg) (offset, size uint64, ok bool) {
	switch {
	case a.kind == argNode:
		return nodeFragment(a.node)
	case a.kind == argInline && a.name == "DIExpression" && bytes.Contains(v.m.Bytes(v.m.Insts[i].Span), []byte("DW_OP_LLVM_fragment")):
		return textFragment(v.m.Src[:v.m.Insts[i].End], a.at)
	}
	return 0, 0, false
}

// textFragment reads the DW_OP_LLVM_fragment that ends the inline
// !DIExpression(...) at offset at of src, as nodeFragment reads a node's.
func textFragment(src []byte, at token.Pos) (offset, size uint64, ok bool) {
	var sc scanner.Scanner
	sc.Init(src)
	sc.Seek(int(at))
	if t := sc.Next(); t.Kind != scanner.MetadataVar || sc.Next().Kind != scanner.LParen {
		return 0, 0, false
	}
	// The last three operands, commas skipped.
	var last [3]scanner.Token
	for t := sc.Next(); t.Kind != scanner.RParen; t = sc.Next() {
		switch t.Kind {
		case scanner.EOF:
			return 0, 0, false
		case scanner.Comma:
		default:
			last[0], last[1], last[2] = last[1], last[2], t
		}
	}
	if op := last[0]; op.Kind != scanner.Ident || string(src[op.Start:op.End]) != "DW_OP_LLVM_fragment" {
		return 0, 0, false
	}
	offset, err1 := strconv.ParseUint(string(src[last[1].Start:last[1].End]), 0, 64)
	size, err2 := strconv.ParseUint(string(src[last[2].Start:last[2].End]), 0, 64)
	return offset, size, err1 == nil && err2 == nil
}

// nullTuple reports whether tuple n has no operands but null ones: as a
// call's metadata argument LLVM reads !{null} as !{}.
func nullTuple(n *md.Node) bool {
	for _, op := range n.Operands() {
		if op != nil {
			return false
		}
	}
	return true
}

// recordFragmentRule is fragmentRule for variable vr and expression e of
// debug record or intrinsic i.
func (v *verifier) recordFragmentRule(i int, vr *md.Node, e mdArg) string {
	offset, size, ok := v.exprFragment(i, e)
	if !ok {
		return ""
	}
	return fragmentSizeRule(vr, offset, size)
}
