package bitcode

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/analysis"
	"github.com/irmeta/irmeta/parser"
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
// a function, taken by blockaddress from elsewhere) orders the block's
// blockaddress users among its terminators, in an order LLVM's parser and
// reader make differently; it is left out when the block has at most one
// predecessor edge (its order then shows nowhere) and refused otherwise.

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
	if !strings.HasPrefix(text, "uselistorder_bb") {
		return
	}
	m := moduleBlockUseListOrder.FindStringSubmatch(text)
	if m == nil {
		unsupported("uselistorder", "uselistorder_bb")
	}
	fn := -1
	for i := range e.m.Functions {
		if e.m.Functions[i].Name == parser.Name([]byte(m[1])) {
			fn = i
			break
		}
	}
	if fn < 0 || e.m.Functions[fn].Declare {
		unsupported("uselistorder", "uselistorder_bb of %s", m[1])
	}
	cfg, err := analysis.BuildCFG(e.m, e.d, fn)
	if err != nil {
		unsupported("uselistorder", "uselistorder_bb of %s: %v", m[1], err)
	}
	name := "%" + strings.TrimPrefix(parser.Name([]byte(m[2])), "%")
	for b, n := range cfg.Names {
		if n == name {
			if len(cfg.Preds[b]) > 1 {
				unsupported("uselistorder", "uselistorder_bb of %s, %s: a block with %d predecessor edges", m[1], m[2], len(cfg.Preds[b]))
			}
			return
		}
	}
	unsupported("uselistorder", "uselistorder_bb of %s: no block %s", m[1], m[2])
}

// moduleBlockUseListOrder matches "uselistorder_bb @f, %bb, { ... }".
var moduleBlockUseListOrder = regexp.MustCompile(`^uselistorder_bb[ \t]+(@(?:"[^"]*"|[-\w.$]+))[ \t]*,[ \t]*(%(?:"[^"]*"|[-\w.$]+))[ \t]*,`)
