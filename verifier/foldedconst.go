package verifier

import "github.com/irmeta/irmeta/ast"

// A foldedClass is the class of constant LLVM makes of an aggregate
// constant's text: ConstantStruct::get and ConstantArray::get fold what
// they can into a smaller class (all zeros into ConstantAggregateZero, all
// undef or all poison into those, an array of plain numbers into a
// ConstantDataArray), and a few rules ask for the class that results.
type foldedClass uint8

const (
	foldedOther  foldedClass = iota // not an aggregate, or folded into another class
	foldedStruct                    // a ConstantStruct
	foldedArray                     // a ConstantArray
)

// foldAggregate returns the class of constant LLVM makes of val, of type t.
func foldAggregate(val *ast.Value, t *ast.Type) foldedClass {
	switch val.Kind {
	case ast.StructConst:
		if allElems(val, isNullValue) || allElems(val, isPoison) || allElems(val, isUndefNotPoison) {
			return foldedOther // also the empty struct, which is all zeros
		}
		return foldedStruct
	case ast.ArrayConst:
		if allElems(val, isNullValue) || allElems(val, isPoison) || allElems(val, isUndefNotPoison) {
			return foldedOther
		}
		if t != nil && t.Kind == ast.ArrayType && dataElementType(t.Elem) && allElems(val, isPlainNumber) {
			return foldedOther // a ConstantDataArray
		}
		return foldedArray
	}
	return foldedOther
}

// allElems reports whether every element of aggregate val satisfies is.
func allElems(val *ast.Value, is func(*ast.Value) bool) bool {
	for i := range val.Elems {
		if !is(&val.Elems[i].Value) {
			return false
		}
	}
	return true
}

func isPoison(val *ast.Value) bool         { return val.Kind == ast.PoisonConst }
func isUndefNotPoison(val *ast.Value) bool { return val.Kind == ast.UndefConst }

// isPlainNumber reports whether val is a ConstantInt or ConstantFP.
func isPlainNumber(val *ast.Value) bool {
	switch val.Kind {
	case ast.IntConst, ast.FloatConst, ast.BoolConst:
		return true
	}
	return false
}

// dataElementType is ConstantDataSequential::isElementTypeCompatible: the
// element types whose arrays of plain numbers are ConstantDataArrays.
func dataElementType(t *ast.Type) bool {
	if t == nil {
		return false
	}
	switch t.Kind {
	case ast.IntType:
		switch t.Bits {
		case 8, 16, 32, 64:
			return true
		}
	case ast.FloatType:
		switch t.Name {
		case "half", "bfloat", "float", "double":
			return true
		}
	}
	return false
}
