package typecheck

import (
	"errors"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
)

// WithRecords is the verdict of LLVM v's parser on m given err, irmeta's
// (ParseFile's or Parsed's): when v has no debug records (before LLVM
// 19), LLParser takes the first record (#dbg_value(...)) for an
// instruction and stops there, "expected instruction opcode", unless an
// error before it stopped it first. ParseFile and Parsed read records
// under every release, so that `irmeta upgrade` can write them as the
// older releases' intrinsic calls; the verdicts (package verify, the
// language server) ask this.
func WithRecords(m *ast.Module, v llvmver.Version, err error) error {
	if m == nil || v.Has(llvmver.DebugRecords) {
		return err
	}
	first := -1
	for i := range m.Insts {
		if m.Insts[i].Op == ast.OpDbgRecord {
			first = i
			break
		}
	}
	if first < 0 {
		return err
	}
	at := m.Insts[first].Start
	var list parser.ErrorList
	if err != nil && (!errors.As(err, &list) || len(list) > 0 && list[0].Pos.Offset < int(at)) {
		return err
	}
	return parser.ErrorList{parser.NewError(m.File, at, "expected instruction opcode")}
}
