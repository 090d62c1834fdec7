package verifier

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
)

// associatedRule is visitGlobalValue's rule on global object t's
// !associated attachment (from AssociatedChecked): one operand, a value
// of pointer type, and not the object (named self) itself once aliases
// are looked through. LLVM reads the first attachment of the kind.
func (v *verifier) associatedRule(t md.Target, self string) string {
	if !v.ver.Has(llvmver.AssociatedChecked) {
		return ""
	}
	n := v.g.Attachment(t, "associated")
	if n == nil {
		return ""
	}
	if n.NumOperands() != 1 {
		return "associated metadata must have one operand"
	}
	op := n.Operands()[0]
	if op == nil {
		return "associated metadata must have a global value"
	}
	val, ok := op.(*md.Value)
	if !ok {
		return "associated metadata must be ValueAsMetadata"
	}
	if val.Type == nil || v.bodyOf(val.Type).Kind != ast.PointerType {
		return "associated value must be pointer typed"
	}
	if val.Kind == ast.GlobalRef && v.throughAliases(val.Text) == self {
		return "global values should not associate to themselves"
	}
	return ""
}

// throughAliases follows the aliases named name whose aliasee is one
// global, plainly, and returns the name it ends at.
func (v *verifier) throughAliases(name string) string {
	for range 64 {
		gi, ok := v.globalIndex(name)
		if !ok || v.m.Globals[gi].Kind != ast.Alias {
			return name
		}
		refs := v.aliaseeRefs(gi)
		if len(refs) != 1 {
			return name
		}
		name = refs[0]
	}
	return name
}

// kcfiTypeRule is verifyFunctionMetadata's rule on function fn's
// !kcfi_type attachment (from KCFITypeChecked): one operand, a 32-bit
// integer constant.
func (v *verifier) kcfiTypeRule(fn int) string {
	if !v.ver.Has(llvmver.KCFITypeChecked) {
		return ""
	}
	n := v.g.Attachment(md.Function(fn), "kcfi_type")
	if n == nil {
		return ""
	}
	if n.NumOperands() != 1 {
		return "!kcfi_type must have exactly one operand"
	}
	if n.Operand(0) == nil {
		return "!kcfi_type operand must not be null"
	}
	val, ok := n.Operands()[0].(*md.Value)
	if !ok {
		return "expected a constant operand for !kcfi_type"
	}
	t := v.bodyOf(val.Type)
	if t == nil || t.Kind != ast.IntType || (val.Kind != ast.IntConst && val.Kind != ast.BoolConst) {
		return "expected a constant integer operand for !kcfi_type"
	}
	if t.Bits != 32 {
		return "expected a 32-bit integer constant operand for !kcfi_type"
	}
	return ""
}

// implicitRefRule checks a global object's !implicit.ref attachments
// (llvmver.ImplicitRefChecked): on a definition only, each one operand, a
// value of pointer type other than the object itself.
func (v *verifier) implicitRefRule(t md.Target, self string, declaration bool) string {
	if !v.ver.Has(llvmver.ImplicitRefChecked) {
		return ""
	}
	first := true
	for _, a := range v.g.Attachments(t) {
		if a.Kind != "implicit.ref" || a.Node == nil {
			continue
		}
		if first && declaration {
			return "ref metadata must not be placed on a declaration"
		}
		first = false
		n := a.Node
		if n.NumOperands() != 1 {
			return "ref metadata must have one operand"
		}
		val, ok := n.Operands()[0].(*md.Value)
		if !ok || val == nil {
			return "ref metadata must be ValueAsMetadata"
		}
		if val.Type == nil || v.bodyOf(val.Type).Kind != ast.PointerType {
			return "ref value must be pointer typed"
		}
		if val.Kind == ast.GlobalRef && val.Text == self {
			return "values should not reference themselves"
		}
	}
	return ""
}
