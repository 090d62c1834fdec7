package intrinsics

import (
	"slices"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/token"
)

// Implicit is what LLVM's parser makes of the intrinsics a module calls
// without declaring them (LLVM 18 on; see ast.Module.UndeclaredIntrinsics).
type Implicit struct {
	// Decls are the declarations it adds at the module's end, in the
	// order it adds them: each a name (with '@') and the function type.
	Decls []ImplicitDecl
	// Callee maps where a call names an undeclared intrinsic to the
	// declaration it then calls, when that is known: the intrinsic's
	// canonical name for the call's type ("@llvm.abs" called with i32
	// calls "@llvm.abs.i32"; one name called with two types, two
	// declarations), or, for a call LLVM 22 upgrades (an old name or
	// signature, see MayUpgrade), the name written, declared with the
	// call's type, which the loader then upgrades as any old declaration.
	Callee map[token.Pos]string
}

// An ImplicitDecl is one declaration LLVM's parser adds.
type ImplicitDecl struct {
	Name string // with '@'
	Type *ast.Type
}

// ImplicitDecls returns the declarations LLVM v's parser adds to m for
// the intrinsics m calls without declaring them, as it goes: the names in
// order, each name's uses from the last to the first (its use list), a
// declaration made once. It assumes m passed the type checker (whose end
// of module rejects what does not fit); a call it finds no signature for
// is left out. LLVM 18, which has no signature table here, is read with
// LLVM 19's.
func ImplicitDecls(m *ast.Module, v llvmver.Version) Implicit {
	var out Implicit
	if len(m.UndeclaredIntrinsics) == 0 || !v.Has(llvmver.ImplicitIntrinsicDecls) {
		return out
	}
	rel := int(v)
	if _, ok := SignatureRelease(rel); !ok {
		rel = 19
	}
	upgrades := v.Has(llvmver.UndeclaredIntrinsicUpgrades)
	d := parser.NewDecoder(m)
	declared := map[string]bool{}
	for i := range m.Functions {
		declared[m.Functions[i].Name] = true
	}
	uses := slices.Clone(m.UndeclaredIntrinsics)
	names := make(map[token.Pos]string, len(uses))
	for _, s := range uses {
		names[s.Start] = parser.Name(m.Bytes(s))
	}
	// By name, then from the last use to the first.
	slices.SortStableFunc(uses, func(a, b ast.Span) int {
		if c := strings.Compare(parser.PlainName(names[a.Start]), parser.PlainName(names[b.Start])); c != 0 {
			return c
		}
		return int(b.Start) - int(a.Start)
	})
	out.Callee = map[token.Pos]string{}
	for _, s := range uses {
		written := names[s.Start]
		kind, fn := d.UseAt(written, s.Start)
		if kind != parser.CalleeUse {
			continue
		}
		plain := parser.PlainName(written)
		base, known := LookupIn(rel, plain)
		name, fits := "", false
		if known {
			name, fits = MangledNameIn(rel, base, fn)
		}
		if !fits {
			if !upgrades || !MayUpgrade(plain, fn) {
				continue
			}
			name = plain
		}
		callee := "@" + name
		out.Callee[s.Start] = callee
		if !declared[callee] {
			declared[callee] = true
			out.Decls = append(out.Decls, ImplicitDecl{Name: callee, Type: fn})
		}
	}
	return out
}

// Text returns the declaration as LLVM IR text ("declare i32
// @llvm.abs.i32(i32, i1)"), without attributes: an intrinsic's come from
// its table.
func (d ImplicitDecl) Text() string {
	var b strings.Builder
	b.WriteString("declare " + d.Type.Elem.String() + " " + parser.NameText(d.Name) + "(")
	for k, p := range d.Type.Fields {
		if k > 0 {
			b.WriteString(", ")
		}
		b.WriteString(p.String())
	}
	if d.Type.Variadic {
		if len(d.Type.Fields) > 0 {
			b.WriteString(", ")
		}
		b.WriteString("...")
	}
	b.WriteString(")")
	return b.String()
}
