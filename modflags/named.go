package modflags

import (
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
)

// LinkNamed appends the named metadata of src other than the module flags
// to dst's lists of the same names, as llvm-link of release v does
// (IRLinker::linkNamedMDNodes): from LLVM 22 on a node a list already
// holds is not added again (no duplicated !llvm.ident operands); earlier
// releases append every operand.
func LinkNamed(dst, src *md.Graph, v llvmver.Version) {
	unique := v.Has(llvmver.NamedMDLinkUnique)
	for _, name := range src.NamedNames() {
		if name == NamedList {
			continue
		}
		var cur []*md.Node
		if l := dst.Named(name); l != nil {
			cur = append(cur, l.Nodes...)
		}
		have := map[*md.Node]bool{}
		for _, n := range cur {
			have[n] = true
		}
		for _, n := range src.Named(name).Nodes {
			c, _ := dst.Import(n).(*md.Node)
			if unique && have[c] {
				continue
			}
			have[c] = true
			cur = append(cur, c)
		}
		dst.SetNamed(name, cur)
	}
}
