package verifier

import (
	"bytes"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/token"
)

// inlineExpression checks a DIExpression written in place as a debug
// intrinsic's or record's argument (a numbered one is checked with the
// other nodes): LLVM visits it as a node, so an expression
// DIExpression::isValid refuses is "invalid expression", once per
// expression (LLVM uniques equal ones into one node).
func (v *verifier) inlineExpression(a mdArg) {
	if a.kind != argInline || a.name != "DIExpression" {
		return
	}
	// A -g module repeats a few spellings (most often the empty one) in
	// every record: each is read once.
	if end := bytes.IndexByte(v.m.Src[a.at:], ')'); end > 0 {
		raw := v.m.Src[a.at : int(a.at)+end+1]
		if string(raw) == "!DIExpression()" || v.exprsRead[string(raw)] {
			return
		}
		if v.exprsRead == nil {
			v.exprsRead = map[string]bool{}
		}
		v.exprsRead[string(raw)] = true
	}
	ops, key, ok := v.inlineExprOps(a.at)
	if !ok || expressionValid(ops, v.ver) {
		return
	}
	if v.badExprs == nil {
		v.badExprs = map[string]bool{}
	}
	if v.badExprs[key] {
		return
	}
	v.badExprs[key] = true
	v.diAt(v.m.Position(a.at), "invalid expression")
}

// inlineExprOps reads the operands of the DIExpression written at pos as
// the literals a decoded node holds, and a key that is the same for equal
// expressions; ok is false for text that is not a plain operand list
// (which the parser reports).
func (v *verifier) inlineExprOps(pos token.Pos) (ops []md.Metadata, key string, ok bool) {
	src := v.m.Src
	var sc scanner.Scanner
	sc.Init(src)
	sc.Seek(int(pos))
	if t := sc.Next(); t.Kind != scanner.MetadataVar {
		return nil, "", false
	}
	if sc.Next().Kind != scanner.LParen {
		return nil, "", false
	}
	var b strings.Builder
	for {
		t := sc.Next()
		switch t.Kind {
		case scanner.RParen:
			return ops, b.String(), true
		case scanner.Comma:
			continue
		case scanner.Ident:
			ops = append(ops, &md.Literal{Kind: ast.MDIdent, Text: string(src[t.Start:t.End])})
		case scanner.Int:
			ops = append(ops, &md.Literal{Kind: ast.MDInt, Text: string(src[t.Start:t.End])})
		default:
			return nil, "", false
		}
		b.Write(src[t.Start:t.End])
		b.WriteByte(',')
	}
}
