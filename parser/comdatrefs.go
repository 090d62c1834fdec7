package parser

import (
	"github.com/irmeta/irmeta/token"
)

// A comdatUse is a reference to a comdat by a global or function:
// "comdat($c)", or "comdat" alone, which names the global's own comdat.
type comdatUse struct {
	name string // with the '$', decoded
	pos  token.Pos
}

// useComdat records a reference to comdat name at pos, checked when the
// module ends (checkComdatRefs): a comdat may be defined after its uses.
func (p *parser) useComdat(name string, pos token.Pos) {
	if !p.build {
		p.comdatUses = append(p.comdatUses, comdatUse{name, pos})
	}
}

// checkComdatRefs reports a comdat used and never defined as LLParser's
// validateEndOfModule does: one error, for the undefined name that sorts
// first (its table of forward references is ordered by name), at that
// name's first use.
func (p *parser) checkComdatRefs() {
	var first *comdatUse
	for k := range p.comdatUses {
		u := &p.comdatUses[k]
		if p.comdatNames[u.name] {
			continue
		}
		if first == nil || u.name < first.name || u.name == first.name && u.pos < first.pos {
			first = u
		}
	}
	if first != nil {
		p.errorAt(first.pos, "use of undefined comdat '"+first.name+"'")
	}
}
