package upgrade

import (
	"strings"

	"github.com/irmeta/irmeta/intrinsics"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
)

// nvvmDeclaration is the text of the declaration rule r makes for the old
// declaration of header h ("" when it makes none, or when a type it names
// cannot be mangled).
func nvvmDeclaration(r intrinsics.NVVMUpgrade, h *parser.FuncHeader) string {
	if r.Decl == "" {
		return ""
	}
	var subst []string
	if strings.Contains(r.Decl, "$R") {
		s, ok := intrinsics.MangleType(h.Result)
		if !ok {
			return ""
		}
		subst = append(subst, "$R", h.Result.String(), "$r", s)
	}
	if strings.Contains(r.Decl, "$P") {
		if len(h.Params) == 0 {
			return ""
		}
		s, ok := intrinsics.MangleType(h.Params[0].Type)
		if !ok {
			return ""
		}
		subst = append(subst, "$P", h.Params[0].Type.String(), "$p", s)
	}
	return "declare " + strings.NewReplacer(subst...).Replace(r.Decl)
}

// nvvmDecls returns the declarations the upgrade of rule r makes for the
// old declaration of header h, in LLVM's parser's order, leaving out
// those declared already (and adding the rest to declared); called says
// whether anything calls the old declaration.
func nvvmDecls(r intrinsics.NVVMUpgrade, h *parser.FuncHeader, called bool, declared map[string]bool) []string {
	if r.When == intrinsics.NVVMNoDecl || r.When == intrinsics.NVVMAtCall && !called {
		return nil
	}
	d := nvvmDeclaration(r, h)
	if d == "" {
		return nil
	}
	name := d[strings.IndexByte(d, '@'):strings.IndexByte(d, '(')]
	if declared[name] {
		return nil
	}
	declared[name] = true
	return []string{d}
}

// An nvvmUpgrade is an old NVVM declaration's upgrade, as IntrinsicDecls
// finds it.
type nvvmUpgrade struct {
	rule   intrinsics.NVVMUpgrade
	header *parser.FuncHeader
	called bool
}

// nvvmUpgraded reports whether release v upgrades old NVVM declaration
// name of header h, and records its upgrade in nvvm.
func nvvmUpgraded(name string, h *parser.FuncHeader, v llvmver.Version, nvvm map[string]nvvmUpgrade) bool {
	if h == nil {
		return false
	}
	r, ok := intrinsics.NVVMUpgradeOf(name, h.Type, v)
	if ok {
		nvvm[name] = nvvmUpgrade{rule: r, header: h}
	}
	return ok
}

// nvvmDeclares reports whether an upgrade of nvvm may declare anything.
func nvvmDeclares(nvvm map[string]nvvmUpgrade) bool {
	for _, u := range nvvm {
		if u.rule.When != intrinsics.NVVMNoDecl {
			return true
		}
	}
	return false
}
