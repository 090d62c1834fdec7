package typecheck

import (
	"strings"

	"github.com/irmeta/irmeta/ast"
)

// globalAddrSpace returns N of the first "addrspace(N)" in text before the
// global, constant, alias or ifunc keyword (the global's own address
// space, not its value type's), or 0 (see ast.AddrSpaceIn; dl is the data
// layout).
func globalAddrSpace(text, dl string) uint32 {
	end := len(text)
	for _, kw := range []string{" global ", " constant ", " alias ", " ifunc "} {
		if i := strings.Index(text, kw); i >= 0 && i < end {
			end = i
		}
	}
	as, _ := ast.AddrSpaceIn(text[:end], dl)
	return as
}

// hasWord reports whether s contains w.
func hasWord(s, w string) bool { return strings.Contains(s, w) }

// indexAfterParams returns the offset in a function header just after the
// parameter list that follows the function's name.
func indexAfterParams(hdr string) int {
	at := strings.IndexByte(hdr, '@')
	if at < 0 {
		return len(hdr)
	}
	open := strings.IndexByte(hdr[at:], '(')
	if open < 0 {
		return len(hdr)
	}
	depth := 0
	for i := at + open; i < len(hdr); i++ {
		switch hdr[i] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return i + 1
			}
		}
	}
	return len(hdr)
}
