package bitcode

import "strings"

// memAlignParam is the alignment parameter of llvm.memcpy, llvm.memmove
// and llvm.memset before LLVM 7.
const memAlignParam = 3

// memAlignIntrinsic reports whether name is of llvm.memcpy, llvm.memmove
// or llvm.memset, whose declarations with five parameters LLVM's reader
// upgrades (see upgrade_widened.go).
func memAlignIntrinsic(name string) bool {
	return strings.HasPrefix(name, "llvm.memcpy.") || strings.HasPrefix(name, "llvm.memmove.") ||
		strings.HasPrefix(name, "llvm.memset.")
}

// memAlignAttrs returns the attributes LLVM's upgrade gives a call of the
// old llvm.memcpy, llvm.memmove or llvm.memset of alignment align: align
// on the destination and, but for memset, the source (none for an
// alignment of 0, and none when it is no integer constant).
func (d *decoder) memAlignAttrs(name string, align *value) []*attrSet {
	if align.kind != vConst || align.c == nil {
		return nil
	}
	var a uint64
	switch {
	case align.c.code == 4 && len(align.c.ops) > 0 && align.c.ops[0]&1 == 0:
		a = align.c.ops[0] >> 1
	case align.c.code == 2:
	default:
		return nil
	}
	if a == 0 {
		return nil
	}
	at := func(i uint64) *attrSet {
		return &attrSet{st: d.st, index: i, attrs: []attr{{code: 1, info: attrKinds[1], val: a, hasVal: true}}}
	}
	if strings.HasPrefix(name, "llvm.memset.") {
		return []*attrSet{at(1)}
	}
	return []*attrSet{at(1), at(2)}
}
