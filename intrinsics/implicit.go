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
	// Err is the error LLVM's parser stops at, the first it meets, or
	// nil: a use that is no call ("intrinsic can only be used as
	// callee"), a call whose type the signature does not allow ("invalid
	// intrinsic signature"), under LLVM 22 an unknown name ("unknown
	// intrinsic 'NAME'"). A failing call is left out of Decls and Callee.
	Err *ImplicitError
	// Undefined are the names LLVM 18-21 pass over (no intrinsic of
	// theirs), by name, each at its first use: they stay undefined values,
	// which LLVM's parser reports after this step.
	Undefined []ImplicitError
}

// An ImplicitError is a message of LLVM's parser and where it reports it.
type ImplicitError struct {
	Pos token.Pos
	Msg string
}

// An ImplicitDecl is one declaration LLVM's parser adds.
type ImplicitDecl struct {
	Name string // with '@'
	Type *ast.Type
}

// ImplicitDecls goes through the intrinsics m calls without declaring
// them as LLVM v's parser does when the module ends: the names in order,
// each name's uses from the last to the first (its use list), a use
// inside metadata passed over, a declaration made once, an error reported
// at the name's first use. LLVM 18, which has no signature table here, is
// read with LLVM 19's.
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
	out.Callee = map[token.Pos]string{}
	fail := func(u undeclaredName, msg string) {
		if out.Err == nil {
			out.Err = &ImplicitError{Pos: u.uses[0], Msg: msg}
		}
	}
	for _, u := range undeclaredNames(m) {
		plain := parser.PlainName(u.name)
		base, known := LookupIn(rel, plain)
		if !known && !upgrades {
			out.Undefined = append(out.Undefined, ImplicitError{Pos: u.uses[0], Msg: "use of undefined value '" + u.name + "'"})
			continue
		}
		for k := len(u.uses) - 1; k >= 0; k-- {
			kind, fn := d.UseAt(u.name, u.uses[k])
			switch kind {
			case parser.MetadataUse:
				continue // no use of the value: LLVM's metadata holds null
			case parser.OtherUse:
				fail(u, "intrinsic can only be used as callee")
				continue
			}
			name := plain // an upgrade's: the call's own type under its name
			if known && MatchSignatureIn(rel, plain, fn) == Fits {
				mangled, ok := MangledNameIn(rel, base, fn)
				if !ok {
					continue // a numbered struct overloaded: no name to give
				}
				name = mangled
			} else {
				switch {
				case upgrades && MayUpgrade(plain, fn):
				case !known:
					fail(u, "unknown intrinsic '"+plain+"'")
					continue
				default:
					fail(u, "invalid intrinsic signature")
					continue
				}
			}
			callee := "@" + name
			out.Callee[u.uses[k]] = callee
			if !declared[callee] {
				declared[callee] = true
				out.Decls = append(out.Decls, ImplicitDecl{Name: callee, Type: fn})
			}
		}
	}
	return out
}

// An undeclaredName is one "@llvm." name a module uses without declaring
// it, with its uses in source order.
type undeclaredName struct {
	name string      // as parser.Name decodes it, with the '@'
	uses []token.Pos // where it is referenced, first first
}

// undeclaredNames groups m.UndeclaredIntrinsics by name, in the order of
// LLParser's map of forward references (by name).
func undeclaredNames(m *ast.Module) []undeclaredName {
	at := map[string]int{}
	var out []undeclaredName
	for _, s := range m.UndeclaredIntrinsics {
		name := parser.Name(m.Bytes(s))
		k, ok := at[name]
		if !ok {
			k = len(out)
			at[name] = k
			out = append(out, undeclaredName{name: name})
		}
		out[k].uses = append(out[k].uses, s.Start)
	}
	slices.SortFunc(out, func(a, b undeclaredName) int {
		return strings.Compare(parser.PlainName(a.name), parser.PlainName(b.name))
	})
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
