package md

import (
	"strconv"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/dwarf"
)

// DWARF constants by number, so that "tag: 13" compares equal to
// "tag: DW_TAG_member" (LLVM prints the names).
var (
	dwTags      = dwarf.Map(dwarf.Tags)
	dwEncodings = dwarf.Map(dwarf.Encodings)
	dwLanguages = dwarf.Map(dwarf.Languages)
	// opValues maps the DW_OP_ names to their values.
	opValues     = dwarf.Values(dwarf.Ops)
	dwEnumFields = map[string]map[uint64]string{"tag": dwTags, "encoding": dwEncodings, "language": dwLanguages, "sourceLanguage": dwLanguages, "runtimeLang": dwLanguages}
)

// dwarfName returns the DWARF constant name for a numeric field value.
func dwarfName(field, text string) (string, bool) {
	table := dwEnumFields[field]
	if table == nil {
		return "", false
	}
	v, err := strconv.ParseUint(text, 0, 64)
	if err != nil {
		return "", false
	}
	name, ok := table[v]
	return name, ok
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
