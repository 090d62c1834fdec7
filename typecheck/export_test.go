package typecheck

// DecodeDebugArgs makes the type rules decode every debug record and call
// of llvm.dbg.* (on) instead of judging the simple ones from their text
// (see debugArgsAgree), and returns a function that restores the default.
func DecodeDebugArgs(on bool) (restore func()) {
	old := decodeDebugArgs
	decodeDebugArgs = on
	return func() { decodeDebugArgs = old }
}
