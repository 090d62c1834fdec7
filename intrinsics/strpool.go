package intrinsics

import "unsafe"

// A strPool hands out strings carved from large blocks: the tables hold
// tens of thousands of short names and signatures for the whole run, and
// a string each cost more in allocation rounding and headers than the
// text itself.
type strPool struct {
	block []byte
}

// strBlock is the size of a strPool's blocks.
const strBlock = 64 << 10

// join returns a + b as a string in the pool.
func (p *strPool) join(a, b string) string {
	n := len(a) + len(b)
	if n == 0 {
		return ""
	}
	if n > strBlock {
		return a + b
	}
	if cap(p.block)-len(p.block) < n {
		p.block = make([]byte, 0, strBlock)
	}
	start := len(p.block)
	p.block = append(p.block, a...)
	p.block = append(p.block, b...)
	// The block's bytes up to len are never written again.
	return unsafe.String(&p.block[start], n)
}
