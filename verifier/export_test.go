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
