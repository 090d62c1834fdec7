package verifier

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// Calls that LLVM's reader makes anew or deletes before the verifier runs
// (AutoUpgrade's UpgradeIntrinsicCall): the new call carries none of the
// old one's attachments but its !dbg, and a deleted call is not verified
// at all. The verifier skips what LLVM never sees.

// upgradeDeletes reports whether the reader of release v deletes call i: an
// old-style llvm.lifetime.start/end (size, pointer) whose pointer is not
// an alloca (llvmver.LifetimeAllocaOnly).
func (v *verifier) upgradeDeletes(i int) bool {
	ok, alloca := v.oldLifetime(i)
	return ok && !alloca
}

// upgradeRemakes reports whether the reader of release v replaces call i
// by a new call: an old-style lifetime marker on an alloca (remade
// without its size), a call of an intrinsic declared to return a named
// struct (remade with a literal struct), a call of callUpgrades' old
// declarations, or an llvm.objectsize whose name carries a typed pointer
// or whose argument list is short.
func (v *verifier) upgradeRemakes(i int) bool {
	in := &v.m.Insts[i]
	if in.Op != ast.OpCall || in.AttachCount == 0 {
		return false
	}
	if ok, alloca := v.oldLifetime(i); ok {
		return alloca
	}
	f := v.callee(i)
	if f < 0 {
		return false
	}
	name := strings.TrimPrefix(v.m.Functions[f].Name, "@")
	if !strings.HasPrefix(name, "llvm.") {
		return false
	}
	if v.plainCall == i && !strings.HasPrefix(name, "llvm.objectsize.") {
		return false // "call void": no named struct to remake
	}
	d, err := v.inst(i)
	if err != nil {
		return false
	}
	if v.ver.Has(llvmver.IntrinsicNamedStructUpgraded) && d.Type != nil && d.Type.Kind == ast.NamedType {
		return true
	}
	// The calls AutoUpgrade makes again on a new declaration (see
	// callUpgrades: five-argument mem intrinsics, masked memory
	// intrinsics, ...).
	if h := v.fnHeader(f); h != nil {
		if u := v.findCallUpgrade(name, len(h.params)); u != nil && !u.keepsMetadata && (u.callArity < 0 || len(d.Operands)-1 == u.callArity) {
			return true
		}
	}
	if rest, ok := strings.CutPrefix(name, "llvm.objectsize."); ok {
		if len(d.Operands) < 5 { // callee and 2 or 3 arguments
			return true
		}
		// From typed pointers' end the overload is "i64.p0", not "i64.p0i8".
		_, ptr, _ := strings.Cut(rest, ".")
		if v.ver.Has(llvmver.TypedPointersGone) && !isOpaquePointerSuffix(ptr) {
			return true
		}
	}
	return false
}

// remadeOnAlloca reports whether call i is an old-style lifetime marker
// the loader makes anew on the alloca its pointer is a cast of: the new
// call's operand is the alloca, not the cast the text uses.
func (v *verifier) remadeOnAlloca(i int) bool {
	old, alloca := v.oldLifetime(i)
	if !old || !alloca {
		return false
	}
	// Through a cast: the alloca is where the function's allocas are,
	// before the cast's uses. The alloca itself used early stays a
	// dominance error.
	d, err := v.inst(i)
	if err != nil || len(d.Operands) != 3 {
		return false
	}
	def, ok := v.fs.defs[d.Operands[2].Value.Name]
	return ok && v.m.Insts[def.inst].Op != ast.OpAlloca
}

// isOpaquePointerSuffix reports whether s is "p" and an address space.
func isOpaquePointerSuffix(s string) bool {
	n, ok := strings.CutPrefix(s, "p")
	if !ok || n == "" {
		return false
	}
	_, err := strconv.ParseUint(n, 10, 32)
	return err == nil
}

// oldLifetime reports whether call i is an llvm.lifetime.start/end of the
// form with a size that release v's reader upgrades, and whether its
// pointer is an alloca (through casts and all-zero getelementptrs).
func (v *verifier) oldLifetime(i int) (old, alloca bool) {
	in := &v.m.Insts[i]
	if in.Op != ast.OpCall || !v.ver.Has(llvmver.LifetimeAllocaOnly) ||
		!bytes.Contains(v.m.Src[in.Start:in.End], []byte("@llvm.lifetime.")) {
		return false, false
	}
	f := v.callee(i)
	if f < 0 {
		return false, false
	}
	name := v.m.Functions[f].Name
	if !strings.HasPrefix(name, "@llvm.lifetime.start.") && !strings.HasPrefix(name, "@llvm.lifetime.end.") {
		return false, false
	}
	d, err := v.inst(i)
	if err != nil || len(d.Operands) != 3 {
		return false, false
	}
	return true, v.dec.IsAllocaBase(d.Operands[2].Value, func(name string) (int, bool) {
		def, ok := v.fs.defs[name]
		return int(def.inst), ok
	})
}

// remadeCallArgs is visitCallBase's rules on the call the loader makes
// with a call's arguments on a declaration's parameters (see
// llvmver.IntrinsicNamedStructUpgraded): LLVM's message, or "".
func (v *verifier) remadeCallArgs(decl *signature, args []ast.Operand) string {
	switch {
	case decl.variadic && len(args) < len(decl.params):
		return "Called function requires more parameters than were provided!"
	case !decl.variadic && len(args) != len(decl.params):
		return "Incorrect number of arguments passed to called function!"
	}
	for k, p := range decl.params {
		if args[k].Type != nil && p != nil && !v.sameType(args[k].Type, p) {
			return "Call parameter type does not match function signature!"
		}
	}
	return ""
}
