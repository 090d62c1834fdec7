package parser

import (
	"strconv"

	"github.com/irmeta/irmeta/ast"
)

// UnnamedResults calls fn for each instruction of function f (an index
// into m.Functions) that defines a value without "%N =", with the number
// LLVM gives it. Numbering runs through the function's unnamed
// parameters, unlabeled blocks and unnamed results; an explicit number
// (%5, 5:) sets the next one, since LLVM accepts gaps.
func (d *Decoder) UnnamedResults(f int, fn func(inst, n int)) error {
	fun := &d.m.Functions[f]
	if fun.Declare {
		return nil
	}
	h, err := d.FuncHeader(f)
	if err != nil {
		return err
	}
	next := 0
	number := func(name string) {
		if n, err := strconv.Atoi(name); err == nil && name != "" && name[0] != '+' && name[0] != '-' {
			next = n + 1
		}
	}
	for _, p := range h.Params {
		if p.Name == "" {
			next++
		} else {
			number(p.Name[1:])
		}
	}
	for _, b := range fun.Blocks {
		if b.Label == "" {
			next++
		} else {
			number(b.Label)
		}
		for k := b.FirstInst; k < b.FirstInst+b.NumInsts; k++ {
			if d.m.Insts[k].Op == ast.OpDbgRecord {
				continue
			}
			in, err := d.Inst(int(k))
			if err != nil {
				return err
			}
			switch {
			case in.Result != "":
				number(in.Result[1:])
			case in.ProducesValue():
				fn(int(k), next)
				next++
			}
		}
	}
	return nil
}
