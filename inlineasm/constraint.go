// Package inlineasm reads the constraint strings of inline asm as LLVM's
// InlineAsm reads them: one reader for the parser's type rule
// (InlineAsm::Verify) and the IR verifier's operand rule
// (verifyInlineAsmCall), so that both see the same constraints.
package inlineasm

import (
	"strings"

	"github.com/irmeta/irmeta/parser"
)

// A Kind is what a constraint is.
type Kind uint8

// The kinds of constraints.
const (
	Input   Kind = iota // an operand read by the asm
	Output              // "=": a result, or memory written through an operand ("=*")
	Clobber             // "~": a register or memory the asm clobbers
	Label               // "!": an indirect destination of callbr (LLVM 15 on)
)

// A Constraint is what the rules read of one constraint: its kind and
// whether it is indirect ('*').
type Constraint struct {
	Kind     Kind
	Indirect bool
	// matched is the input tied to this output by number, or -1: one for
	// a constraint without alternatives ('|'); altMatch holds one per
	// alternative otherwise. A second tie is a parse error.
	matched  int
	altMatch []int
}

// HasArg reports whether the constraint takes an operand of the call:
// inputs do, and outputs written through memory.
func (c Constraint) HasArg() bool {
	return c.Kind == Input || c.Kind == Output && c.Indirect
}

// ConstraintString returns the constraint string of an inline asm value
// from its text (asm [keywords] "asm", "constraints"): the last string,
// its escapes decoded ("" when the text has none).
func ConstraintString(text string) string {
	k := strings.LastIndexByte(text, '"')
	if k <= 0 {
		return ""
	}
	j := strings.LastIndexByte(text[:k], '"')
	if j < 0 {
		return ""
	}
	return parser.Unquote([]byte(text[j : k+1]))
}

// Parse splits constraint string s at its commas and parses each
// constraint as InlineAsm::ConstraintInfo::Parse does; ok is false when
// one fails to parse, as an empty constraint or a trailing comma does.
// The empty string has no constraints. labels says whether '!' starts a
// label (LLVM 15 on); before, it is a constraint letter of an input.
func Parse(s string, labels bool) (list []Constraint, ok bool) {
	if s == "" {
		return nil, true
	}
	for {
		one, rest, more := strings.Cut(s, ",")
		if one == "" || !parseOne(one, labels, &list) {
			return nil, false
		}
		if !more {
			return list, true
		}
		if rest == "" {
			return nil, false
		}
		s = rest
	}
}

// parseOne parses one non-empty constraint s and appends it to list,
// which holds the constraints before it (a number ties an input to one of
// those outputs).
func parseOne(s string, labels bool, list *[]Constraint) bool {
	alts := strings.Count(s, "|") + 1
	k := Constraint{Kind: Input, matched: -1}
	if alts > 1 {
		k.altMatch = make([]int, alts)
		for i := range k.altMatch {
			k.altMatch[i] = -1
		}
	}
	i := 0
	switch {
	case s[0] == '~':
		k.Kind = Clobber
		i++
		if i < len(s) && s[i] != '{' {
			return false
		}
	case s[0] == '=':
		k.Kind = Output
		i++
	case s[0] == '!' && labels:
		k.Kind = Label
		i++
	}
	if i < len(s) && s[i] == '*' {
		k.Indirect = true
		i++
	}
	if i == len(s) {
		return false // a prefix alone
	}
	early, commutative := false, false
modifiers:
	for {
		switch s[i] {
		case '&':
			if k.Kind != Output || early {
				return false
			}
			early = true
		case '%':
			if k.Kind == Clobber || commutative {
				return false
			}
			commutative = true
		case '#', '*':
			return false
		default:
			break modifiers
		}
		if i++; i == len(s) {
			return false
		}
	}
	alt, self := 0, len(*list)
	for i < len(s) {
		switch ch := s[i]; {
		case ch == '{':
			end := strings.IndexByte(s[i+1:], '}')
			if end < 0 {
				return false
			}
			i += end + 2
		case ch >= '0' && ch <= '9':
			j := i
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			n, num := 0, s[i:j]
			// atoi: a number too long for an int is no constraint anyway.
			if len(num) > 9 {
				return false
			}
			for _, d := range num {
				n = n*10 + int(d-'0')
			}
			i = j
			if n >= len(*list) || (*list)[n].Kind != Output || k.Kind != Input {
				return false
			}
			out := &(*list)[n]
			if alts > 1 {
				if alt >= len(out.altMatch) || out.altMatch[alt] != -1 {
					return false
				}
				out.altMatch[alt] = self
			} else {
				if out.matched != -1 && out.matched != self {
					return false
				}
				out.matched = self
			}
		case ch == '|':
			alt++
			i++
		case ch == '^':
			if i += 3; i > len(s) { // a two-letter constraint
				return false
			}
		case ch == '@':
			// "@<n>" and n letters (LLVM's release builds take "@0" too).
			if i+1 >= len(s) || s[i+1] < '0' || s[i+1] > '9' {
				return false
			}
			if i += 2 + int(s[i+1]-'0'); i > len(s) {
				return false
			}
		default:
			i++
		}
	}
	*list = append(*list, k)
	return true
}
