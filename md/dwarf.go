package md

import (
	"strconv"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/dwarf"
)

// dwEnumFields are the DWARF tables of the fields whose numbers compare
// equal to their names, so that "tag: 13" is "tag: DW_TAG_member" (LLVM
// prints the names).
var dwEnumFields = map[string][]dwarf.Name{
	"tag": dwarf.Tags, "encoding": dwarf.Encodings,
	"language": dwarf.Languages, "sourceLanguage": dwarf.Languages, "runtimeLang": dwarf.Languages,
}

// opValues maps the DW_OP_ names to their values.
var opValues = dwarf.Values(dwarf.Ops)

// dwarfName returns the DWARF constant name for a numeric field value.
func dwarfName(field, text string) (string, bool) {
	table, ok := dwEnumFields[field]
	if !ok {
		return "", false
	}
	v, err := strconv.ParseUint(text, 0, 64)
	if err != nil {
		return "", false
	}
	return dwarf.ByValue(table, v)
}

// canonExprOps returns a DIExpression's operands with every operator
// written as a number replaced by its name (ops itself when there is
// none); operator arguments stay numbers. An operator it does not know
// ends the walk.
func canonExprOps(ops []Metadata) []Metadata {
	var out []Metadata
	for k := 0; k < len(ops); {
		l, ok := ops[k].(*Literal)
		if !ok {
			break
		}
		name := l.Text
		if l.Kind == ast.MDInt {
			v, err := strconv.ParseUint(l.Text, 0, 64)
			opName, named := dwarf.OpName(v)
			if err != nil || !named {
				break
			}
			if out == nil {
				out = append([]Metadata(nil), ops...)
			}
			out[k] = &Literal{Kind: ast.MDIdent, Text: opName}
			name = opName
		}
		v, named := opValues[name]
		n, known := dwarf.ExprOperands(v)
		if !named || !known {
			break
		}
		k += 1 + n
	}
	if out == nil {
		return ops
	}
	return out
}
