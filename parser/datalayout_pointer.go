package parser

import "strings"

// PointerIndexBits returns the index width, in bits, of pointers in
// address space as under the data layout string dl (of a module that
// parsed): the fourth field of its "p<as>:size:abi[:pref[:idx]]"
// specification, else its size, else LLVM's default of 64 bits. The
// verifier compares llvm.ptrmask's mask with it.
func PointerIndexBits(dl string, as int) int {
	bits := 64
	for _, spec := range strings.Split(dl, "-") {
		if !strings.HasPrefix(spec, "p") {
			continue
		}
		f := strings.Split(spec, ":")
		n := strings.TrimPrefix(f[0], "p")
		if n == "" {
			n = "0"
		}
		if space, ok := layoutUint(n); !ok || int(space) != as || len(f) < 2 {
			continue
		}
		if size, ok := layoutUint(f[1]); ok {
			bits = int(size)
		}
		if len(f) >= 5 {
			if idx, ok := layoutUint(f[4]); ok {
				bits = int(idx)
			}
		}
	}
	return bits
}
