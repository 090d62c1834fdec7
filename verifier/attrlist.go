package verifier

import (
	"bytes"
	"slices"
	"strings"

	"github.com/irmeta/irmeta/llvmver"
)

// An attr is one attribute as the text writes it: an enum attribute
// ("noundef"), one with an argument ("align 4", "byval(i32)",
// "dereferenceable(8)") or a string attribute ("frame-pointer"="all").
type attr struct {
	name string // the keyword, or the string attribute's key
	arg  string // the argument: "4", "i32", the string attribute's value
	str  bool   // a string attribute
	// hasValue: a string attribute written with "=value".
	hasValue bool
}

// attrSet is the attributes of one position (a parameter, the return
// value or the function).
type attrSet []attr

func (s attrSet) has(name string) bool {
	for _, a := range s {
		if !a.str && a.name == name {
			return true
		}
	}
	return false
}

func (s attrSet) get(name string) (attr, bool) {
	for _, a := range s {
		if !a.str && a.name == name {
			return a, true
		}
	}
	return attr{}, false
}

func (s attrSet) str(key string) (attr, bool) {
	for _, a := range s {
		if a.str && a.name == key {
			return a, true
		}
	}
	return attr{}, false
}

// display is the attribute as LLVM's Attribute::getAsString prints it in
// the verifier's messages (outside attribute groups).
func (a attr) display(v llvmver.Version) string {
	if a.str {
		if a.hasValue {
			return `"` + a.name + `"="` + a.arg + `"`
		}
		return `"` + a.name + `"`
	}
	switch a.name {
	case "nocapture":
		if v.Has(llvmver.CapturesAttribute) {
			return "captures(none)"
		}
		return "nocapture"
	case "align":
		return "align " + a.arg
	case "alignstack":
		return "alignstack(" + a.arg + ")"
	}
	if a.arg != "" {
		return a.name + "(" + a.arg + ")"
	}
	return a.name
}

// parseAttr reads one attribute from its source text as the parser's
// decoder returns it ("align 4", "byval(%T)", `"k"="v"`).
func parseAttr(t string) attr {
	t = strings.TrimSpace(t)
	if strings.HasPrefix(t, `"`) {
		var a attr
		a.str = true
		k, rest := cutQuoted(t)
		a.name = k
		rest = strings.TrimSpace(rest)
		if strings.HasPrefix(rest, "=") {
			a.hasValue = true
			a.arg, _ = cutQuoted(strings.TrimSpace(rest[1:]))
		}
		return a
	}
	i := 0
	for i < len(t) && isAttrWordByte(t[i]) {
		i++
	}
	a := attr{name: t[:i]}
	rest := strings.TrimSpace(t[i:])
	switch {
	case strings.HasPrefix(rest, "("):
		if j := strings.LastIndexByte(rest, ')'); j > 0 {
			a.arg = normalizeSpace(rest[1:j])
		}
	case strings.HasPrefix(rest, "="):
		a.arg = strings.TrimSpace(rest[1:])
	case rest != "":
		a.arg = rest
	}
	return a
}

// cutQuoted splits a leading "..." string off t, returning its contents.
func cutQuoted(t string) (string, string) {
	if !strings.HasPrefix(t, `"`) {
		return "", t
	}
	j := strings.IndexByte(t[1:], '"')
	if j < 0 {
		return t[1:], ""
	}
	return t[1 : 1+j], t[2+j:]
}

func normalizeSpace(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

func isAttrWordByte(c byte) bool {
	return c == '_' || c == '-' || c == '.' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// scanAttrs reads the attributes of a list written in source text (a
// function header's function attributes, an attribute group's body):
// bare words, words with a parenthesized argument, "align N"/"align=N",
// string attributes, and #N group references (passed to group). Words in
// skip are not attributes (they are returned to the caller through stop:
// scanning ends at the first word stop reports true for).
// An attribute written twice is the last written: LLVM's attribute
// builder replaces one of the same kind (see lastWins).
func scanAttrs(src []byte, group func(id int32), stop func(w string) bool) attrSet {
	return lastWins(scanAttrList(src, group, stop))
}

// lastWins removes from s each attribute that a later one of the same
// kind (word, or string key) replaces, as LLVM's AttrBuilder does when it
// reads a list, and when it merges an attribute group into the list that
// names it (the group's come last). s is returned as is when it repeats
// nothing.
func lastWins(s attrSet) attrSet {
	var out attrSet // made at the first attribute dropped
	for i, a := range s {
		if slices.ContainsFunc(s[i+1:], func(b attr) bool { return b.str == a.str && b.name == a.name }) {
			if out == nil {
				out = append(make(attrSet, 0, len(s)), s[:i]...)
			}
			continue
		}
		if out != nil {
			out = append(out, a)
		}
	}
	if out == nil {
		return s
	}
	return out
}

// scanAttrList is scanAttrs before repeated attributes are dropped.
func scanAttrList(src []byte, group func(id int32), stop func(w string) bool) attrSet {
	var out attrSet
	i := 0
	// Space and comments: an attribute group written over several lines
	// may hold ';' comments.
	skipSpace := func() {
		for i < len(src) {
			switch src[i] {
			case ' ', '\t', '\n', '\r':
				i++
			case ';':
				if k := bytes.IndexByte(src[i:], '\n'); k >= 0 {
					i += k
				} else {
					i = len(src)
				}
			default:
				return
			}
		}
	}
	for {
		skipSpace()
		if i >= len(src) {
			return out
		}
		c := src[i]
		switch {
		case c == '"':
			j := bytes.IndexByte(src[i+1:], '"')
			if j < 0 {
				return out
			}
			a := attr{str: true, name: string(src[i+1 : i+1+j])}
			i += j + 2
			skipSpace()
			if i < len(src) && src[i] == '=' {
				i++
				skipSpace()
				if i < len(src) && src[i] == '"' {
					k := bytes.IndexByte(src[i+1:], '"')
					if k < 0 {
						return out
					}
					a.hasValue = true
					a.arg = string(src[i+1 : i+1+k])
					i += k + 2
				}
			}
			out = append(out, a)
		case c == '#':
			j := i + 1
			var id int32
			for j < len(src) && src[j] >= '0' && src[j] <= '9' {
				id = id*10 + int32(src[j]-'0')
				j++
			}
			if j > i+1 && group != nil {
				group(id)
			}
			i = j
		case isAttrWordByte(c):
			j := i
			for j < len(src) && isAttrWordByte(src[j]) {
				j++
			}
			w := string(src[i:j])
			if stop != nil && stop(w) {
				return out
			}
			i = j
			a := attr{name: w}
			skipSpace()
			if i < len(src) && src[i] == '(' {
				depth, k := 0, i
				for ; k < len(src); k++ {
					if src[k] == '(' {
						depth++
					} else if src[k] == ')' {
						depth--
						if depth == 0 {
							break
						}
					}
				}
				if k >= len(src) {
					return out
				}
				a.arg = normalizeSpace(string(src[i+1 : k]))
				i = k + 1
			} else if (w == "align" || w == "alignstack") && i < len(src) {
				if src[i] == '=' {
					i++
					skipSpace()
				}
				k := i
				for k < len(src) && src[k] >= '0' && src[k] <= '9' {
					k++
				}
				a.arg = string(src[i:k])
				i = k
			}
			out = append(out, a)
		default:
			// Something that is no attribute (a '!' attachment, '{').
			return out
		}
	}
}
