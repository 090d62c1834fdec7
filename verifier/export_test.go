package verifier

// IntrinsicTable returns the signature table's patterns (name -> return
// pattern and parameter patterns) for the tests that ask LLVM about
// declarations made from them.
func IntrinsicTable() map[string][]string {
	out := make(map[string][]string, len(intrinsicSigs))
	for name, s := range intrinsicSigs {
		out[name] = append([]string{s.ret}, s.params...)
	}
	return out
}

// SetAheadMin sets the number of defined functions from which graphs are
// built ahead (1: always, a huge number: never) and returns a function
// that restores it.
func SetAheadMin(n int) (restore func()) {
	old := aheadMin
	aheadMin = n
	return func() { aheadMin = old }
}

// SetPlainCalls turns plainMetadataCall's shortcut on or off and returns
// a function that restores it.
func SetPlainCalls(on bool) (restore func()) {
	old := plainCalls
	plainCalls = on
	return func() { plainCalls = old }
}
