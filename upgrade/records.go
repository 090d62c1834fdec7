package upgrade

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/token"
)

// debugIntrinsics are the debug intrinsics, by the kind after
// "llvm.dbg.", with the number of metadata arguments each takes and the
// record it becomes. llvm.dbg.addr (removed in LLVM 17) is upgraded to a
// dbg_value whose expression ends in DW_OP_deref.
var debugIntrinsics = map[string]struct {
	args   int
	record string
}{
	"value":   {3, "dbg_value"},
	"declare": {3, "dbg_declare"},
	"addr":    {3, "dbg_value"},
	"assign":  {6, "dbg_assign"},
	"label":   {1, "dbg_label"},
}

// A debugCall is a call of a debug intrinsic, read from its text.
type debugCall struct {
	kind  string     // "value", "declare", ...
	args  []string   // the arguments without their "metadata" keyword
	spans []ast.Span // where each argument is
	loc   string     // the !dbg attachment's node ("!12", "!DILocation(...)"), or ""
	// erase is set for a call the loader deletes (an old dbg.value with
	// a non-zero offset).
	erase bool
}

// debugPrefix starts every debug intrinsic's name.
var debugPrefix = []byte("@llvm.dbg.")

// readDebugCall reads instruction i when it calls a debug intrinsic,
// telling m's pager through cursor what it read.
func readDebugCall(m *ast.Module, i int, cursor *ast.TextCursor) (debugCall, bool) {
	in := &m.Insts[i]
	if in.Op != ast.OpCall {
		return debugCall{}, false
	}
	src := m.Src
	cursor.Read(m, in.Span)
	// Most calls are not debug calls: a search of their text is far
	// cheaper than scanning it.
	if !bytes.Contains(src[in.Start:in.End], debugPrefix) {
		return debugCall{}, false
	}
	var sc scanner.Scanner
	sc.Init(src[:in.End])
	sc.Seek(int(in.Start))
	var c debugCall
	// The callee: the first global name followed by '('.
	t := sc.Next()
	for ; t.Kind != scanner.EOF; t = sc.Next() {
		if t.Kind == scanner.GlobalVar {
			name := string(src[t.Start+1 : t.End])
			kind, ok := strings.CutPrefix(name, "llvm.dbg.")
			if _, known := debugIntrinsics[kind]; !ok || !known {
				return debugCall{}, false
			}
			c.kind = kind
			break
		}
	}
	if t = sc.Next(); c.kind == "" || t.Kind != scanner.LParen {
		return debugCall{}, false
	}
	// The arguments, split at commas outside brackets.
	spans, closed := splitArgs(&sc, src, t.End, true)
	if !closed {
		return debugCall{}, false
	}
	c.spans = spans
	for _, sp := range c.spans {
		c.args = append(c.args, string(src[sp.Start:sp.End]))
	}
	if c.kind == "value" && len(c.args) == 4 {
		// The old form with an offset, llvm.dbg.value(value, i64 0,
		// variable, expression): the loader drops a zero offset (and
		// the call with another one).
		if c.args[1] != "i64 0" {
			c.erase = true
		}
		c.args = append(c.args[:1:1], c.args[2:]...)
		c.spans = append(c.spans[:1:1], c.spans[2:]...)
	}
	if len(c.args) != debugIntrinsics[c.kind].args {
		return debugCall{}, false
	}
	for k := in.AttachFirst; k < in.AttachFirst+int32(in.AttachCount); k++ {
		a := &m.InstAttachments[k]
		if m.AttachKinds[a.Kind] == "dbg" {
			c.loc = strings.TrimSpace(string(src[int(a.Start)+len("!dbg") : a.End]))
		}
	}
	return c, true
}

// record returns the text of the debug record the call becomes.
func (c debugCall) record(g *md.Graph, v llvmver.Version) string {
	args := append([]string(nil), c.args...)
	for k, a := range args {
		if isNullTuple(g, a) {
			args[k] = "!{}"
		}
		if v.Has(llvmver.TypedPointersGone) && strings.HasPrefix(a, "!DIArgList(") && strings.HasSuffix(a, ")") {
			args[k] = opaqueArgList(a)
		}
	}
	if c.kind == "addr" {
		args[2] = appendDeref(g, args[2])
	}
	return "#" + debugIntrinsics[c.kind].record + "(" + strings.Join(args, ", ") + ", " + c.loc + ")"
}

// appendDeref returns the expression argument expr with DW_OP_deref added
// as DIExpression::append adds it: before a DW_OP_LLVM_fragment, else at
// the end. A numbered expression is written inline.
func appendDeref(g *md.Graph, expr string) string {
	if strings.HasPrefix(expr, "!") && !strings.HasPrefix(expr, "!DIExpression(") {
		n, err := g.ParseNode(expr)
		if err != nil || n.Name != "DIExpression" {
			return expr
		}
		expr = md.Format(n)
	}
	body, ok := strings.CutPrefix(expr, "!DIExpression(")
	if !ok || !strings.HasSuffix(body, ")") {
		return expr
	}
	body = strings.TrimSpace(strings.TrimSuffix(body, ")"))
	if i := strings.Index(body, "DW_OP_LLVM_fragment"); i >= 0 {
		body = body[:i] + "DW_OP_deref, " + body[i:]
	} else if body == "" {
		body = "DW_OP_deref"
	} else {
		body += ", DW_OP_deref"
	}
	return "!DIExpression(" + body + ")"
}

// debugRecords rewrites the debug intrinsic calls into debug records, as
// the releases that print records (llvmver.DebugRecords) load them, and
// removes the intrinsics' declarations. A call without a !dbg location is
// left alone (the verifier rejects its debug info, which is then dropped).
func debugRecords(g *md.Graph, v llvmver.Version) []Change {
	if !v.Has(llvmver.DebugRecords) || !g.Module.MayCall("@llvm.dbg.") {
		return nil
	}
	m := g.Module
	var out []Change
	converted := map[int]bool{}
	var cursor ast.TextCursor // the calls are all over the code
	for i := range m.Insts {
		c, ok := readDebugCall(m, i, &cursor)
		if !ok || c.loc == "" {
			continue
		}
		in := &m.Insts[i]
		if c.erase {
			g.RemoveInst(i)
		} else {
			g.ReplaceText(in.Span, c.record(g, v))
		}
		converted[i] = true
		msg := v.String() + " reads this llvm.dbg." + c.kind + " call as a #" + debugIntrinsics[c.kind].record + " record"
		if c.erase {
			msg = v.String() + " deletes this llvm.dbg.value call: its offset is not 0"
		}
		out = append(out, Change{Pos: m.Position(in.Start), Msg: msg, Lossy: c.erase})
	}
	if removeDebugDeclarations(g, converted) > 0 && len(out) == 0 {
		out = append(out, Change{Pos: m.Position(0), Msg: v.String() + " drops the unused debug intrinsic declarations"})
	}
	return out
}

// removeDebugDeclarations removes the declarations of the debug
// intrinsics whose every use was a call in gone (calls converted to
// records or stripped), and returns how many it removed. LLVM erases the
// declarations left unused.
func removeDebugDeclarations(g *md.Graph, gone map[int]bool) int {
	m := g.Module
	uses := map[string]int{}
	for i := range m.Functions {
		if kind, ok := strings.CutPrefix(m.Functions[i].Name, "@llvm.dbg."); ok && m.Functions[i].Declare {
			if _, known := debugIntrinsics[kind]; known {
				uses[m.Functions[i].Name] = 0
			}
		}
	}
	if len(uses) == 0 {
		return 0
	}
	// Every mention of the name outside comments counts; the
	// declaration and the calls that are gone are taken off below.
	var sc scanner.Scanner
	sc.Init(m.Src)
	for t := sc.Next(); t.Kind != scanner.EOF; t = sc.Next() {
		if t.Kind == scanner.GlobalVar && t.End-t.Start > 10 && m.Src[t.Start+1] == 'l' {
			if n, ok := uses[string(m.Src[t.Start:t.End])]; ok {
				uses[string(m.Src[t.Start:t.End])] = n + 1
			}
		}
	}
	var cursor ast.TextCursor
	for i := range gone {
		if c, ok := readDebugCall(m, i, &cursor); ok {
			uses["@llvm.dbg."+c.kind]--
		}
	}
	removed := 0
	for i := range m.Functions {
		f := &m.Functions[i]
		if n, ok := uses[f.Name]; ok && f.Declare && n == 1 {
			g.RemoveLines(f.Span)
			removed++
		}
	}
	return removed
}

// isNullTuple reports whether a call's metadata argument is a tuple of
// nulls (!{null}), which LLVM reads as the empty tuple !{} there.
func isNullTuple(g *md.Graph, arg string) bool {
	if strings.HasPrefix(arg, "!{") {
		return strings.ReplaceAll(arg, " ", "") == "!{null}"
	}
	if len(arg) < 2 || arg[0] != '!' || arg[1] < '0' || arg[1] > '9' {
		return false
	}
	id, err := strconv.ParseInt(arg[1:], 10, 32)
	if err != nil {
		return false
	}
	// A definition that is not a tuple's is not read into a node: the
	// arguments are mostly variables and expressions, and this runs on
	// every debug call. (Edits keep a node's kind.)
	if d := g.DefIndex(int32(id)); d >= 0 {
		if s, ok := g.Module.DefShape(d); ok && s.Kind() != ast.ShapeTuple {
			return false
		}
	}
	n := g.NodeByID(int32(id))
	if n == nil || n.Missing() || n.Kind != md.Tuple || n.NumOperands() == 0 {
		return false
	}
	for _, op := range n.Operands() {
		if op != nil {
			return false
		}
	}
	return true
}

// nullTupleArgs writes the !{null} arguments of debug intrinsic calls as
// !{}, as LLVM reads them, and deletes the old llvm.dbg.value calls with a
// non-zero offset (for the releases that keep the calls).
func nullTupleArgs(g *md.Graph, v llvmver.Version) []Change {
	if v.Has(llvmver.DebugRecords) || !declaresPrefix(g.Module, "@llvm.dbg.") {
		return nil
	}
	m := g.Module
	var out []Change
	var cursor ast.TextCursor // the calls are all over the code
	for i := range m.Insts {
		c, ok := readDebugCall(m, i, &cursor)
		if !ok {
			continue
		}
		if c.erase {
			g.RemoveInst(i)
			out = append(out, Change{Pos: m.Position(m.Insts[i].Start), Lossy: true,
				Msg: v.String() + " deletes this llvm.dbg.value call: its offset is not 0"})
			continue
		}
		for k, a := range c.args {
			if isNullTuple(g, a) {
				g.ReplaceText(c.spans[k], "!{}")
				out = append(out, Change{Pos: m.Position(c.spans[k].Start), Msg: v.String() + " reads the argument " + a + " as !{}"})
			}
		}
	}
	return out
}

// splitArgs reads an argument list whose '(' ends at open from sc, up to
// its ')', and returns each argument's span (commas outside brackets
// separate them); with skipMetadata a leading "metadata" keyword is not
// part of an argument. closed is false when an argument is empty (",,")
// or the list ends before its ')'.
func splitArgs(sc *scanner.Scanner, src []byte, open token.Pos, skipMetadata bool) (spans []ast.Span, closed bool) {
	depth, argStart := 0, -1
	last := open
	for t := sc.Next(); t.Kind != scanner.EOF; t = sc.Next() {
		switch t.Kind {
		case scanner.LParen, scanner.LBrack, scanner.LBrace, scanner.Less:
			depth++
		case scanner.RParen, scanner.RBrack, scanner.RBrace, scanner.Greater:
			depth--
		}
		if depth < 0 || depth == 0 && t.Kind == scanner.Comma {
			if argStart < 0 {
				return spans, false
			}
			spans = append(spans, ast.Span{Start: token.Pos(argStart), End: last})
			argStart = -1
			if depth < 0 {
				return spans, true
			}
			continue
		}
		if argStart < 0 {
			if skipMetadata && t.Kind == scanner.Ident && string(src[t.Start:t.End]) == "metadata" {
				continue
			}
			argStart = int(t.Start)
		}
		last = t.End
	}
	return spans, false
}
