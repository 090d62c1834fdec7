package upgrade

import (
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/intrinsics"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/token"
)

// Unnamed lists, per defined function (by name, with '@'), the call
// results whose names an upgrade drops: LLVM's upgraded call is a new,
// unnamed instruction.
type Unnamed map[string]map[string]bool

func (u Unnamed) add(fn, result string) {
	if u[fn] == nil {
		u[fn] = map[string]bool{}
	}
	u[fn][result] = true
}

const oldSplice = "@llvm.experimental.vector.splice."

// isOldSplice reports whether declaration name is one that release v's
// parser upgrades call by call (llvmver.VectorSpliceLeftRight): each call
// of llvm.experimental.vector.splice becomes a new, unnamed call of
// llvm.vector.splice.left (index >= 0) or llvm.vector.splice.right (the
// negated index), declared when the first call needs it, and the old
// declaration goes, called or not.
func isOldSplice(name string, v llvmver.Version) bool {
	return v.Has(llvmver.VectorSpliceLeftRight) && strings.HasPrefix(name, oldSplice)
}

// spliceUse is one call of an old splice declaration: where it is in the
// text and the declaration it calls once upgraded.
type spliceUse struct {
	at         token.Pos
	name, decl string // the declaration's name and text
}

// upgradeSpliceCall edits call d at pos, in function fn, of the old
// splice declaration of header h as the upgrade of
// llvmver.VectorSpliceLeftRight makes it, and records its result in
// unnamed. ok is false when the index is not a constant (LLVM's parser
// rejects that).
func upgradeSpliceCall(g *md.Graph, pos token.Pos, d *ast.Instruction, h *parser.FuncHeader, fn string, unnamed Unnamed) (u spliceUse, ok bool) {
	if len(d.Operands) != 4 || h == nil {
		return u, false
	}
	idx := d.Operands[3].Value
	n, err := strconv.ParseInt(idx.Text, 10, 64)
	if err != nil {
		return u, false
	}
	side := "left"
	if n < 0 {
		side = "right"
		g.ReplaceText(idx.Span, strconv.FormatInt(-n, 10))
	}
	callee := d.Operands[0].Value
	name := spliceName(callee.Name, side, h)
	g.ReplaceText(callee.Span, name)
	if d.Result != "" && !isNumbered(d.Result) {
		unnamed.add(fn, d.Result)
	}
	return spliceUse{at: pos, name: name, decl: "declare " + signature(name, h)}, true
}

// spliceName is the name of the new declaration of side ("left" or
// "right") for old splice declaration old of header h: canonical for its
// type, else the old one's suffix kept.
func spliceName(old, side string, h *parser.FuncHeader) string {
	n := "@llvm.vector.splice." + side + "." + strings.TrimPrefix(old, oldSplice)
	if c, ok := intrinsics.CanonicalName(strings.TrimPrefix(n, "@"), h.Type); ok {
		return "@" + c
	}
	return n
}

// isNumbered reports whether local name ("%3") is an unnamed value's.
func isNumbered(name string) bool {
	_, err := strconv.Atoi(strings.TrimPrefix(name, "%"))
	return err == nil
}

// spliceDecls returns the declarations the calls (uses, in text order) of the old splice
// declaration at pos make, in the order LLVM's parser makes them: it
// walks the declaration's use list, which holds the calls after it last
// first, then those before it (forward references, moved over when the
// declaration is read) first first.
func spliceDecls(pos token.Pos, uses []spliceUse, declared map[string]bool) []string {
	var order []spliceUse
	for k := len(uses) - 1; k >= 0; k-- {
		if uses[k].at > pos {
			order = append(order, uses[k])
		}
	}
	for _, u := range uses {
		if u.at < pos {
			order = append(order, u)
		}
	}
	var out []string
	for _, u := range order {
		if !declared[u.name] {
			declared[u.name] = true
			out = append(out, u.decl)
		}
	}
	return out
}

// experimentalRenamed is intrinsic name (with '@') as release v's parser
// renames it when the intrinsic left "experimental"
// (llvmver.ExperimentalVectorRenamed, llvmver.StepvectorRenamed), else
// name.
func experimentalRenamed(name string, v llvmver.Version) string {
	const exp = "@llvm.experimental."
	rest, ok := strings.CutPrefix(name, exp)
	if !ok {
		return name
	}
	switch {
	case v.Has(llvmver.ExperimentalVectorRenamed) && (strings.HasPrefix(rest, "vector.reverse.") ||
		strings.HasPrefix(rest, "vector.splice.") || strings.HasPrefix(rest, "vector.interleave2.") ||
		strings.HasPrefix(rest, "vector.deinterleave2.")),
		v.Has(llvmver.StepvectorRenamed) && strings.HasPrefix(rest, "stepvector."):
		return "@llvm." + rest
	}
	return name
}
