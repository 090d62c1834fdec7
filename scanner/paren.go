package scanner

// ClosingParen returns the offset of the ')' that closes the '(' at
// src[open], looking no further than end (nor past src); -1 when there is
// none. Quoted strings are skipped, so a parenthesis in a name or a string
// constant does not count. Callers that edit or read text around one
// parenthesized list use it instead of a full scan.
func ClosingParen(src []byte, open, end int) int {
	end = min(end, len(src))
	depth := 0
	for i := open; i < end; i++ {
		switch src[i] {
		case '"':
			for i++; i < end && src[i] != '"'; i++ {
			}
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}
