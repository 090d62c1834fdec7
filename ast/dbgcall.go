package ast

import "bytes"

// A DebugIntrinsic is one of the debug intrinsics (llvm.dbg.*) a call may
// call: the ones debug records replace, and any other of that prefix.
type DebugIntrinsic uint8

// The debug intrinsics.
const (
	NotDebugIntrinsic DebugIntrinsic = iota
	DbgValue                         // llvm.dbg.value
	DbgDeclare                       // llvm.dbg.declare
	DbgAddr                          // llvm.dbg.addr (LLVM 14 to 16)
	DbgAssign                        // llvm.dbg.assign
	DbgLabel                         // llvm.dbg.label
	DbgOther                         // another llvm.dbg.* name
)

// dbgPrefix starts the debug intrinsics' names in a call's text.
var dbgPrefix = []byte("@llvm.dbg.")

// DebugIntrinsicCalled returns the debug intrinsic that a call
// instruction's text calls: the first "@llvm.dbg.NAME(" in it (a call
// names its callee before its arguments); NotDebugIntrinsic when there is
// none.
func DebugIntrinsicCalled(text []byte) DebugIntrinsic {
	k := bytes.Index(text, dbgPrefix)
	if k < 0 {
		return NotDebugIntrinsic
	}
	rest := text[k+len(dbgPrefix):]
	end := bytes.IndexByte(rest, '(')
	if end < 0 {
		return NotDebugIntrinsic
	}
	return debugIntrinsicSuffix(string(rest[:end]))
}

// DebugIntrinsicNamed returns the debug intrinsic of a function name
// without its '@' ("llvm.dbg.value"); NotDebugIntrinsic for another name.
func DebugIntrinsicNamed(name string) DebugIntrinsic {
	const prefix = "llvm.dbg."
	if len(name) <= len(prefix) || name[:len(prefix)] != prefix {
		return NotDebugIntrinsic
	}
	return debugIntrinsicSuffix(name[len(prefix):])
}

// debugIntrinsicSuffix names the intrinsic llvm.dbg.<suffix>.
func debugIntrinsicSuffix(suffix string) DebugIntrinsic {
	switch suffix {
	case "value":
		return DbgValue
	case "declare":
		return DbgDeclare
	case "addr":
		return DbgAddr
	case "assign":
		return DbgAssign
	case "label":
		return DbgLabel
	}
	return DbgOther
}

// Replaced reports whether k is one of the intrinsics that debug records
// replace (value, declare, assign, label; llvm.dbg.addr went before them).
func (k DebugIntrinsic) Replaced() bool {
	return k == DbgValue || k == DbgDeclare || k == DbgAssign || k == DbgLabel
}
