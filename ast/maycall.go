package ast

import "strings"

// MayCall reports whether a call in m may name a callee whose name (with
// its '@', decoded) starts with prefix: m declares or defines a function
// so named, or refers to an intrinsic so named that it leaves undeclared
// (see UndeclaredIntrinsics). Passes that look through the calls' text for
// a few intrinsics ask it first: most modules call none of them, and
// reading every call costs time and, under a Pager, maps the whole code
// in again.
func (m *Module) MayCall(prefix string) bool {
	for i := range m.Functions {
		if strings.HasPrefix(m.Functions[i].Name, prefix) {
			return true
		}
	}
	for _, s := range m.UndeclaredIntrinsics {
		name := string(m.Src[s.Start:s.End])
		// A quoted name ("@\"llvm.x\"") compared without its quote: an
		// intrinsic's name has no escapes.
		if rest, ok := strings.CutPrefix(name, `@"`); ok {
			name = "@" + rest
		}
		if strings.HasPrefix(name, prefix) {
			return true
		}
	}
	return false
}
