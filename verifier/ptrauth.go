package verifier

import "bytes"

// ptrAuthDeactivations checks the deactivation symbol of every ptrauth
// constant (LLVM 22, visitConstantPtrAuth): a global value or null, once
// LLVM has folded the constant expression it is written as (see
// globalOrNull). The parser lists them (ast.Module.PtrAuthDeactivations).
func (v *verifier) ptrAuthDeactivations() {
	for _, s := range v.m.PtrAuthDeactivations {
		if !globalOrNull(pointerValueText(v.m.Bytes(s)), 0) {
			v.errorAt(s.Start, "signed ptrauth constant deactivation symbol must be a global value or null")
		}
	}
}

// pointerValueText returns the value of a typed pointer operand's text
// ("ptr addrspace(1) @g" gives "@g"; typed pointers "i8* @g" too).
func pointerValueText(text []byte) []byte {
	text = bytes.TrimSpace(text)
	if rest, ok := bytes.CutPrefix(text, []byte("ptr")); ok {
		rest = bytes.TrimLeft(rest, " \t")
		if a, ok := bytes.CutPrefix(rest, []byte("addrspace(")); ok {
			if k := bytes.IndexByte(a, ')'); k >= 0 {
				rest = a[k+1:]
			}
		}
		return bytes.TrimLeft(rest, " \t")
	}
	if k := bytes.IndexByte(text, '*'); k >= 0 {
		return bytes.TrimLeft(text[k:], "* \t")
	}
	return text
}

// globalOrNull reports whether the pointer constant written as val is,
// once LLVM has made it, a global or null: a global, null or
// zeroinitializer, inttoptr of 0, a bitcast of one, or a getelementptr of
// one whose indices are all 0 (LLVM folds these to their operand).
func globalOrNull(val []byte, depth int) bool {
	val = bytes.TrimSpace(val)
	if len(val) > 0 && val[0] == '@' {
		return true
	}
	end := 0
	for end < len(val) && (val[end] >= 'a' && val[end] <= 'z' || val[end] == '_') {
		end++
	}
	word := string(val[:end])
	switch word {
	case "null", "zeroinitializer":
		return true
	case "bitcast", "getelementptr", "inttoptr":
	default:
		return false
	}
	open := bytes.IndexByte(val, '(')
	if open < 0 || depth > 16 || val[len(val)-1] != ')' {
		return false
	}
	args := splitTopLevel(val[open+1 : len(val)-1])
	switch word {
	case "bitcast":
		// "T X to ptr"
		if k := bytes.LastIndex(args[0], []byte(" to ")); k >= 0 {
			return globalOrNull(pointerValueText(args[0][:k]), depth+1)
		}
	case "inttoptr":
		if k := bytes.LastIndex(args[0], []byte(" to ")); k >= 0 {
			typed := bytes.Fields(args[0][:k])
			return len(typed) == 2 && string(typed[1]) == "0"
		}
	case "getelementptr":
		if len(args) < 2 {
			return false
		}
		for _, idx := range args[2:] {
			f := bytes.Fields(idx)
			if len(f) != 2 || string(f[1]) != "0" && string(f[1]) != "zeroinitializer" {
				return false
			}
		}
		return globalOrNull(pointerValueText(args[1]), depth+1)
	}
	return false
}

// splitTopLevel splits a constant expression's operand list at the commas
// outside brackets and strings.
func splitTopLevel(list []byte) [][]byte {
	var out [][]byte
	depth, start := 0, 0
	quoted := false
	for i, c := range list {
		switch {
		case quoted:
			quoted = c != '"'
		case c == '"':
			quoted = true
		case c == '(' || c == '[' || c == '{' || c == '<':
			depth++
		case c == ')' || c == ']' || c == '}' || c == '>':
			depth--
		case c == ',' && depth == 0:
			out = append(out, list[start:i])
			start = i + 1
		}
	}
	return append(out, list[start:])
}
