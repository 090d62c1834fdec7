package bitcode

import (
	"regexp"
	"strconv"
	"strings"
)

// Use-list order directives. LLVM's bitcode keeps a use list's order in
// USELIST blocks, as a shuffle of the order its reader builds the list in.
//
// A block's users (terminators) are added in instruction order by LLVM's
// parser and by its reader alike, so a function's "uselistorder label"
// shuffle is the USELIST_CODE_BB record's. A value's order depends on how
// the parser and the reader number and forward-reference values, which
// irmeta does not model: a "uselistorder" on a value is left out of the
// bitcode (llvm-dis does not print use lists; a block's order shows in its
// "; preds =" comment, a value's nowhere). "uselistorder_bb" (a block of
// another function, taken by blockaddress) is refused.

// blockUseListOrder matches a function-local "uselistorder label %bb,
// { i, j, ... }" directive (the parser keeps no function-local directive,
// so the function body's text is read).
var blockUseListOrder = regexp.MustCompile(`(?m)^[ \t]*uselistorder[ \t]+label[ \t]+(%(?:"[^"]*"|[-\w.$]+))[ \t]*,[ \t]*\{([^}]*)\}`)

// blockUseLists returns the USELIST_CODE_BB records ([indices..., block
// index]) of the block use-list directives in function body text.
func (fs *fnState) blockUseLists(body string) []rec {
	var out []rec
	for _, m := range blockUseListOrder.FindAllStringSubmatch(body, -1) {
		var ops []uint64
		for _, f := range strings.Split(m[2], ",") {
			n, err := strconv.ParseUint(strings.TrimSpace(f), 10, 32)
			if err != nil {
				unsupported("uselistorder", "%s", m[0])
			}
			ops = append(ops, n)
		}
		out = append(out, rec{2, append(ops, fs.bb(m[1]))})
	}
	return out
}

// useListOrder checks a module-level directive.
func (e *encoder) useListOrder(text string) {
	if strings.HasPrefix(text, "uselistorder_bb") {
		unsupported("uselistorder", "uselistorder_bb")
	}
}
