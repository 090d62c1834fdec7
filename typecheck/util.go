package typecheck

import (
	"strconv"
	"strings"
)

// globalAddrSpace returns N of the first "addrspace(N)" in text before the
// global, constant, alias or ifunc keyword (the global's own address
// space, not its value type's), or 0.
func globalAddrSpace(text string) uint32 {
	end := len(text)
	for _, kw := range []string{" global ", " constant ", " alias ", " ifunc "} {
		if i := strings.Index(text, kw); i >= 0 && i < end {
			end = i
		}
	}
	return addrSpaceIn(text[:end])
}

// addrSpaceIn returns N of the first "addrspace(N)" in s, or 0.
func addrSpaceIn(s string) uint32 {
	i := strings.Index(s, "addrspace(")
	if i < 0 {
		return 0
	}
	s = s[i+len("addrspace("):]
	j := strings.IndexByte(s, ')')
	if j < 0 {
		return 0
	}
	n, err := strconv.ParseUint(strings.TrimSpace(s[:j]), 10, 32)
	if err != nil {
		return 0
	}
	return uint32(n)
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
