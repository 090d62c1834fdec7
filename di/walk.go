package di

import (
	"strconv"

	"github.com/irmeta/irmeta/md"
)

// The walks people need: an instruction's source position with its
// inlined-at chain, a function's subprogram, a scope's file and
// subprogram, a variable's type chain.

// LocationOf returns the DILocation attached to t as !dbg (an
// instruction), or nil.
func LocationOf(g *md.Graph, t md.Target) *Location {
	return As[Location](g.Attachment(t, "dbg"))
}

// SubprogramOf returns the DISubprogram attached to function fn as !dbg,
// or nil.
func SubprogramOf(g *md.Graph, fn md.Target) *Subprogram {
	return As[Subprogram](g.Attachment(fn, "dbg"))
}

// A Pos is a resolved source position: the file of the scope (name and
// directory as written in its DIFile), line and column.
type Pos struct {
	File, Directory string
	Line            uint32
	Column          uint16
}

// String renders "file:line:col" (":col" omitted when 0).
func (p Pos) String() string {
	s := p.File + ":" + strconv.FormatUint(uint64(p.Line), 10)
	if p.Column != 0 {
		s += ":" + strconv.FormatUint(uint64(p.Column), 10)
	}
	return s
}

// Pos returns the location's position; File is "" when its scope has no
// file.
func (l *Location) Pos() Pos {
	p := Pos{Line: l.Line, Column: l.Column}
	if f := ScopeFile(l.Scope); f != nil {
		p.File, p.Directory = f.Filename, f.Directory
	}
	return p
}

// InlinedAtChain returns l followed by the locations it was inlined at,
// innermost first: the call sites that brought the code to where it is.
func (l *Location) InlinedAtChain() []*Location {
	var out []*Location
	seen := map[*md.Node]bool{}
	for l != nil {
		out = append(out, l)
		n, _ := l.InlinedAt.(*md.Node)
		if n == nil || seen[n] {
			break
		}
		seen[n] = true
		l = As[Location](n)
	}
	return out
}

// Subprogram returns the subprogram that contains the location's scope.
func (l *Location) Subprogram() *Subprogram { return ScopeSubprogram(l.Scope) }

// ScopeFile returns the DIFile of a scope: the scope itself when it is a
// file, otherwise its file field (subprograms, lexical blocks, types,
// variables, ...). It returns nil when there is none.
func ScopeFile(scope md.Metadata) *File {
	n, ok := scope.(*md.Node)
	if !ok || n == nil {
		return nil
	}
	if n.Name == "DIFile" {
		return As[File](n)
	}
	return As[File](n.Field("file"))
}

// ScopeSubprogram follows scope fields from scope (a lexical block, a
// subprogram, ...) to the enclosing DISubprogram, or nil.
func ScopeSubprogram(scope md.Metadata) *Subprogram {
	for i := 0; i < 1024; i++ {
		n, ok := scope.(*md.Node)
		if !ok || n == nil {
			return nil
		}
		if n.Name == "DISubprogram" {
			return As[Subprogram](n)
		}
		scope = n.Field("scope")
	}
	return nil
}

// TypeChain follows a type through its base types: a variable's type
// !DIDerivedType(DW_TAG_typedef) -> !DIDerivedType(DW_TAG_const_type) ->
// !DIBasicType(...). The chain ends at a type without a base type (basic,
// subroutine, forward declaration) or at null (void); composite types end
// it too unless they have a base type (enumerations). Unreadable nodes
// end it.
func TypeChain(t md.Metadata) []DINode {
	var out []DINode
	seen := map[*md.Node]bool{}
	for {
		n, ok := t.(*md.Node)
		if !ok || n == nil || seen[n] || n.Kind == md.Tuple {
			return out
		}
		seen[n] = true
		x, err := Read(n)
		if err != nil {
			return out
		}
		out = append(out, x)
		switch v := x.(type) {
		case *DerivedType:
			t = v.BaseType
		case *CompositeType:
			t = v.BaseType
		case *SubrangeType:
			t = v.BaseType
		default:
			return out
		}
	}
}

// TypeName renders a type for people as C would spell it where the chain
// makes it plain ("const char *", "struct stat", "unsigned int"); an
// unnamed or unusual type renders by its tag.
func TypeName(t md.Metadata) string {
	chain := TypeChain(t)
	if len(chain) == 0 {
		return "void"
	}
	switch v := chain[0].(type) {
	case *BasicType:
		return v.Name
	case *CompositeType:
		prefix := map[Tag]string{TagStructureType: "struct ", TagUnionType: "union ", TagEnumerationType: "enum ", TagClassType: "class "}[v.Tag]
		if v.Name == "" {
			return prefix + "<anonymous>"
		}
		return prefix + v.Name
	case *DerivedType:
		base := TypeName(v.BaseType)
		switch v.Tag {
		case TagTypedef:
			return v.Name
		case TagPointerType:
			return base + " *"
		case TagReferenceType:
			return base + " &"
		case TagConstType:
			return "const " + base
		case TagVolatileType:
			return "volatile " + base
		case TagRestrictType:
			return base + " restrict"
		case TagAtomicType:
			return "_Atomic " + base
		case TagMember:
			return base
		}
		return v.Tag.String() + " " + base
	case *SubroutineType:
		return "function"
	}
	return chain[0].Kind()
}

// DiagnosticPos decodes a DILocation as LLVM's DiagnosticLocation keeps
// it: the file name of the scope's DIFile as written (not joined with the
// directory), line and column. ok is false for other nodes and for
// locations whose scope has no file (LLVM reports those as unknown).
func DiagnosticPos(n *md.Node) (p Pos, ok bool) {
	if n == nil || n.Name != "DILocation" {
		return Pos{}, false
	}
	l := As[Location](n)
	if l == nil {
		return Pos{}, false
	}
	p = l.Pos()
	if ScopeFile(l.Scope) == nil {
		return Pos{}, false
	}
	return p, true
}
