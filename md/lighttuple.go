package md

import (
	"math"

	"github.com/irmeta/irmeta/ast"
)

// loadLightTuple reads definition n as a tuple when every operand is a
// numbered node or null, written as LLVM writes them ("!{!1, null, !3}"),
// without the full decoder: a debug-info graph has tens of thousands of
// such lists (elements, retained nodes, TBAA nodes, loop properties), and
// decoding allocated a node per reference. It reports false, having
// changed nothing, for any other text.
func (n *Node) loadLightTuple() bool {
	g := n.g
	var buf [32]int32
	ids, ok := scanLightTuple(g.Module.Src, &g.Module.MDDefs[n.def], buf[:0])
	if !ok {
		return false
	}
	n.Kind = Tuple
	if len(ids) == 0 {
		return true
	}
	ops := g.arena.opSlice(len(ids))
	for i, id := range ids {
		if id >= 0 {
			ops[i] = g.NodeByID(id)
		}
	}
	n.setOps(ops)
	return true
}

// scanLightTuple appends to ids the operands of definition d when it is a
// tuple of numbered nodes and nulls in LLVM's spelling: "!{", the operands
// separated by ", ", "}" ending the definition; a null is -1. ok is false
// for any other text (values, strings, inline nodes, other spacing,
// comments, ids with leading zeros or beyond int32), which the decoder
// reads.
func scanLightTuple(src []byte, d *ast.MDDef, ids []int32) (_ []int32, ok bool) {
	i, end := int(d.ValueStart), int(d.End)
	if end-i < 3 || src[i] != '!' || src[i+1] != '{' {
		return ids, false
	}
	i += 2
	if src[i] == '}' {
		return ids, i+1 == end
	}
	for {
		switch {
		case src[i] == '!':
			j := i + 1
			var id int64
			for j < end && j-i <= 10 && src[j] >= '0' && src[j] <= '9' {
				id = id*10 + int64(src[j]-'0')
				j++
			}
			if j == i+1 || src[i+1] == '0' && j > i+2 || id > math.MaxInt32 {
				return ids, false
			}
			ids = append(ids, int32(id))
			i = j
		case end-i >= 4 && string(src[i:i+4]) == "null":
			ids = append(ids, -1)
			i += 4
		default:
			return ids, false
		}
		switch {
		case i >= end:
			return ids, false
		case src[i] == '}':
			return ids, i+1 == end
		case end-i < 3 || src[i] != ',' || src[i+1] != ' ':
			return ids, false
		}
		i += 2
	}
}
