package parser

import "strings"

// PointerIndexBits returns the index width, in bits, of pointers in
// address space as under the data layout string dl (of a module that
// parsed): the fourth field of its "p<as>:size:abi[:pref[:idx]]"
// specification, else its size (see pointerSpec). The verifier compares
// llvm.ptrmask's mask with it.
func PointerIndexBits(dl string, as int) int {
	_, idx := pointerSpec(dl, as)
	return idx
}

// PointerSizeBits returns the size, in bits, of pointers in address space
// as under the data layout string dl (see pointerSpec).
func PointerSizeBits(dl string, as int) int {
	size, _ := pointerSpec(dl, as)
	return size
}

// pointerSpec returns the size and index width of pointers in address
// space as: from dl's "p<as>:..." specification, else, as LLVM's
// DataLayout does for an address space it does not specify, from address
// space 0's, else LLVM's default of 64 bits.
func pointerSpec(dl string, as int) (size, idx int) {
	size, idx = 64, 64
	found := false
	for _, spec := range strings.Split(dl, "-") {
		if !strings.HasPrefix(spec, "p") {
			continue
		}
		f := strings.Split(spec, ":")
		n := strings.TrimPrefix(f[0], "p")
		if n == "" {
			n = "0"
		}
		space, ok := layoutUint(n)
		if !ok || len(f) < 2 || int(space) != as && (int(space) != 0 || found) {
			continue
		}
		found = found || int(space) == as
		if s, ok := layoutUint(f[1]); ok {
			size, idx = int(s), int(s)
		}
		if len(f) >= 5 {
			if i, ok := layoutUint(f[4]); ok {
				idx = int(i)
			}
		}
	}
	return size, idx
}
