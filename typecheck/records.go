package typecheck

import (
	"bytes"
	"errors"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/token"
)

// WithRecords is the verdict of LLVM v's parser on m given err, irmeta's
// (ParseFile's or Parsed's): when v has no debug records (before LLVM
// 19), LLParser takes the first record (#dbg_value(...)) for an
// instruction and stops there, "expected instruction opcode", unless an
// error before it stopped it first. ParseFile and Parsed read records
// under every release, so that `irmeta upgrade` can write them as the
// older releases' intrinsic calls; the verdicts (package verify, the
// language server) ask this.
//
// Under a release with records, LLParser takes the first debug record or
// call of a debug intrinsic (llvm.dbg.value, declare, assign, label) for
// the module's form of debug information and refuses the other form
// after it.
func WithRecords(m *ast.Module, v llvmver.Version, err error) error {
	if m == nil {
		return err
	}
	if v.Has(llvmver.DebugRecords) {
		return mixedDebugForms(m, err)
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

// mixedDebugForms is WithRecords' rule on modules that mix debug records
// and debug intrinsic calls: an error at the first of the form that came
// second, unless err has one before it.
func mixedDebugForms(m *ast.Module, err error) error {
	record, call := -1, -1
	calls := m.MayCall("@llvm.dbg.")
	var cursor ast.TextCursor // the calls are all over the code
	for i := range m.Insts {
		in := &m.Insts[i]
		switch {
		case in.Op == ast.OpDbgRecord && record < 0:
			record = i
			if !calls {
				return err
			}
		case calls && in.Op == ast.OpCall && call < 0:
			cursor.Read(m, in.Span)
			if ast.DebugIntrinsicCalled(m.Src[in.Start:in.End]).Replaced() {
				call = i
			}
		}
		if record >= 0 && call >= 0 {
			break
		}
	}
	if record < 0 || call < 0 {
		return err
	}
	at, msg := m.Insts[record].Start, "debug record should not appear in a module containing debug info intrinsics"
	if record < call {
		// At the call's result type, where LLParser has the callee.
		text := m.Src[m.Insts[call].Start:m.Insts[call].End]
		at = m.Insts[call].Start
		if k := bytes.Index(text, []byte("void")); k >= 0 {
			at += token.Pos(k)
		}
		msg = "llvm.dbg intrinsic should not appear in a module using non-intrinsic debug info"
	}
	var list parser.ErrorList
	if err != nil && (!errors.As(err, &list) || len(list) > 0 && list[0].Pos.Offset < int(at)) {
		return err
	}
	return parser.ErrorList{parser.NewError(m.File, at, msg)}
}
