package verifier

import "github.com/irmeta/irmeta/ast"

// ptrAuthDeactivations checks the deactivation symbol of every ptrauth
// constant (LLVM 22, visitConstantPtrAuth): a global value or null, once
// LLVM has folded the constant expression it is written as (see
// globalOrNull). The parser lists them (ast.Module.PtrAuthDeactivations).
func (v *verifier) ptrAuthDeactivations() {
	for _, s := range v.m.PtrAuthDeactivations {
		op, err := v.dec.TypedValueAt(s.Start)
		if err == nil && op != nil && !globalOrNull(&op.Value, 0) {
			v.errorAt(s.Start, "signed ptrauth constant deactivation symbol must be a global value or null")
		}
	}
}

// globalOrNull reports whether the pointer constant val is, once LLVM has
// made it, a global or null: a global, null or zeroinitializer, inttoptr
// of 0, a bitcast of one, or a getelementptr of one whose indices are all
// 0 (LLVM folds these to their operand).
func globalOrNull(val *ast.Value, depth int) bool {
	switch val.Kind {
	case ast.GlobalRef, ast.NullConst, ast.ZeroConst:
		return true
	case ast.ConstExpr:
	default:
		return false
	}
	if len(val.Elems) == 0 || depth > 16 {
		return false
	}
	switch val.Name {
	case "bitcast":
		return globalOrNull(&val.Elems[0].Value, depth+1)
	case "inttoptr":
		return isNullValue(&val.Elems[0].Value)
	case "getelementptr":
		for _, idx := range val.Elems[1:] {
			if !isNullValue(&idx.Value) {
				return false
			}
		}
		return globalOrNull(&val.Elems[0].Value, depth+1)
	}
	return false
}
