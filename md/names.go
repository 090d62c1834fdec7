package md

import (
	"fmt"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/token"
)

// NameKind tells what a NameToken is.
type NameKind uint8

// Kinds of name tokens.
const (
	LocalName  NameKind = iota // %x, %"a b", %12: a local value or a named type
	GlobalName                 // @g, @"a b", @0
	LabelName                  // x: or 12: (a block label, or a field name inside a specialized node)
)

// A NameToken is one token that names something, with its name decoded:
// "%x", "@g", and for labels the name without the colon ("12", "entry").
// For names written without quotes Name is a slice of the source.
type NameToken struct {
	Kind NameKind
	Name []byte
	Span ast.Span
}

// NameTokens calls fn for every name token inside span s, in source order.
// Strings and comments are skipped as the lexer skips them, so a name
// inside a string or comment, or a prefix of a longer name, never matches.
// Use it with ReplaceText to rename values, types or globals exactly.
func (g *Graph) NameTokens(s ast.Span, fn func(NameToken)) {
	src := g.Module.Src
	var sc scanner.Scanner
	sc.Init(src[:s.End])
	sc.Seek(int(s.Start))
	for {
		t := sc.Next()
		var k NameKind
		switch t.Kind {
		case scanner.EOF:
			return
		case scanner.LocalVar, scanner.LocalID:
			k = LocalName
		case scanner.GlobalVar, scanner.GlobalID:
			k = GlobalName
		case scanner.Label:
			k = LabelName
		default:
			continue
		}
		raw := src[t.Start:t.End]
		name := raw
		if k == LabelName {
			name = raw[:len(raw)-1]
			if len(name) > 0 && name[0] == '"' {
				name = []byte(parser.Unquote(name))
			}
		} else if len(raw) > 1 && raw[1] == '"' {
			name = []byte(parser.Name(raw))
		}
		fn(NameToken{Kind: k, Name: name, Span: ast.Span{Start: t.Start, End: t.End}})
	}
}

// ReplaceText replaces the source bytes of span s with text when the
// module is printed. It is the primitive under exact token edits (see
// NameTokens); s must not overlap another edit. The change is visible after
// Commit.
func (g *Graph) ReplaceText(s ast.Span, text string) {
	g.rawEdit(s.Start, s.End, text)
}

// wordGap returns the blank that keeps a name written in place of one that
// ended at end apart from the next word: a quoted name can be followed by
// one directly (%"T"zeroinitializer), a bare one cannot.
func wordGap(src []byte, end token.Pos, name string) string {
	if name != "" && scanner.IsNameChar(name[len(name)-1]) && int(end) < len(src) && scanner.IsNameChar(src[end]) {
		return " "
	}
	return ""
}

// RenameType renames the named type %old to %new across the module: its
// definition and every reference in type definitions, globals, function
// signatures, instructions and metadata (such as the "%T* null" and
// "%T zeroinitializer" operands that encode types in metadata), as LLVM's
// StructType::setName does. The names are given without '%'. Intrinsic
// declarations and calls whose mangled names spell the type ("s_old" + "s")
// follow, as LLVM remangles them. It returns the number of references
// changed. Local values share the '%' sigil; a function with a local value
// called %old is an error, because its tokens could not be told apart
// without a full parse. Edits made before RenameType must be committed
// first; the renaming is visible after Commit.
func (g *Graph) RenameType(old, new string) (int, error) {
	if g.Modified() {
		return 0, fmt.Errorf("rename type: commit pending edits first")
	}
	m := g.Module
	oldRef, newRef := "%"+old, "%"+new
	found := false
	for i := range m.TypeDefs {
		switch m.TypeDefs[i].Name {
		case oldRef:
			found = true
		case newRef:
			return 0, fmt.Errorf("rename type: %s is already defined", ast.FormatName('%', new))
		}
	}
	if !found {
		return 0, fmt.Errorf("rename type: no type %s", ast.FormatName('%', old))
	}
	// Local values named like the type would be renamed too.
	dec := parser.NewDecoder(m)
	for f := range m.Functions {
		fn := &m.Functions[f]
		if fn.Declare {
			continue
		}
		if h, err := dec.FuncHeader(f); err == nil {
			for _, p := range h.Params {
				if p.Name == oldRef {
					return 0, fmt.Errorf("rename type: %s has a parameter called %s", fn.Name, oldRef)
				}
			}
		}
		for _, b := range fn.Blocks {
			if "%"+b.Label == oldRef {
				return 0, fmt.Errorf("rename type: %s has a block called %s", fn.Name, oldRef)
			}
			for i := b.FirstInst; i < b.FirstInst+b.NumInsts; i++ {
				if m.Insts[i].HasResult && InstResult(m, int(i)) == oldRef {
					return 0, fmt.Errorf("rename type: %s has a value called %s", fn.Name, oldRef)
				}
			}
		}
	}
	oldMangled, newMangled := "s_"+old+"s", "s_"+new+"s"
	text := ast.FormatName('%', new)
	n := 0
	g.NameTokens(ast.Span{Start: 0, End: token.Pos(len(m.Src))}, func(t NameToken) {
		switch t.Kind {
		case LocalName:
			if string(t.Name) == oldRef {
				g.ReplaceText(t.Span, text+wordGap(m.Src, t.Span.End, text))
				n++
			}
		case GlobalName:
			if name := string(t.Name); strings.HasPrefix(name, "@llvm.") {
				if renamed, ok := remangle(name[1:], oldMangled, newMangled); ok {
					name := ast.FormatName('@', renamed)
					g.ReplaceText(t.Span, name+wordGap(m.Src, t.Span.End, name))
					n++
				}
			}
		}
	})
	return n, nil
}

// remangle replaces the mangled struct name old by new in an intrinsic
// name, where it stands as an overload suffix (".s_T.s") or inside one,
// after a pointer, array or vector prefix ("p0s_T.s", "a4s_T.s").
func remangle(name, old, new string) (string, bool) {
	var b strings.Builder
	changed := false
	for {
		i := strings.Index(name, old)
		if i < 0 {
			break
		}
		prev := byte(0)
		if i > 0 {
			prev = name[i-1]
		}
		b.WriteString(name[:i])
		if prev == '.' || prev >= '0' && prev <= '9' {
			b.WriteString(new)
			changed = true
		} else {
			b.WriteString(old)
		}
		name = name[i+len(old):]
	}
	b.WriteString(name)
	return b.String(), changed
}
