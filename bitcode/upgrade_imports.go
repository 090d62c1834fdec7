package bitcode

import "github.com/irmeta/irmeta/llvmver"

// Positions in an mdEntry's ops of the fields the local-imports upgrade
// reads and rewrites (see the COMPILE_UNIT, SUBPROGRAM, IMPORTED_ENTITY
// and LEXICAL_BLOCK cases of diRecord).
const (
	cuImportsOp       = 7  // DICompileUnit imports
	spRetainedNodesOp = 7  // DISubprogram retainedNodes
	spUnitNodeOp      = 5  // DISubprogram unit (in the node's operands)
	spUnitOp          = 12 // DISubprogram unit (in the record, as id + 1)
	ieScopeOp         = 0  // DIImportedEntity scope
	blockScopeOp      = 1  // DILexicalBlock(File) scope
)

// DI record codes the upgrade tells apart.
const (
	codeCompileUnit      = 20
	codeSubprogram       = 21
	codeLexicalBlock     = 22
	codeLexicalBlockFile = 23
	codeImportedEntity   = 31
)

// upgradeLocalImports does what the metadata loader of the releases with
// llvmver.LocalImportsInRetainedNodes does once the module's metadata is
// read: an imported entity in a compile unit's imports whose scope is a
// local scope (a subprogram or a block) leaves the list and is appended to
// the retainedNodes of the subprogram that scope is in, or dropped when the
// scope chain reaches no subprogram. The new lists are uniqued tuples: an
// existing tuple with the same operands is used, else one is added after
// the module's metadata. (Package upgrade does the same on a parsed
// module's graph; here it is done on records, before anything is
// numbered.)
func (d *decoder) upgradeLocalImports() {
	if !readingRelease(d.producer).Has(llvmver.LocalImportsInRetainedNodes) {
		return
	}
	var cus []int
	for _, nm := range d.named {
		if nm.name == "llvm.dbg.cu" {
			cus = append(cus, nm.ops...)
		}
	}
	if len(cus) == 0 {
		return
	}
	// Function blocks number their metadata after the module's as the
	// bitcode counts it, not counting the tuples added here.
	if d.mdModule < 0 {
		d.mdModule = d.md.len()
	}
	d.flushOldGlobalVars()
	moved := map[int][]int{} // subprogram id -> entities, in CU order
	var sps []int
	for _, id := range cus {
		cu := d.md.get(id)
		if cu == nil || cu.kind != mdDI || cu.code != codeCompileUnit || len(cu.ops) <= cuImportsOp {
			continue
		}
		list := d.md.get(cu.ops[cuImportsOp])
		if list == nil || list.kind != mdNode {
			continue
		}
		var keep []int
		for _, op := range list.ops {
			ie := d.md.get(op)
			if ie == nil || ie.code != codeImportedEntity || !d.isLocalScope(ie.ops[ieScopeOp]) {
				keep = append(keep, op)
				continue
			}
			if sp := d.enclosingSubprogram(ie.ops[ieScopeOp]); sp >= 0 {
				if _, seen := moved[sp]; !seen {
					sps = append(sps, sp)
				}
				moved[sp] = append(moved[sp], op)
			}
		}
		if len(keep) != len(list.ops) {
			cu.ops[cuImportsOp] = d.uniqueTuple(keep)
		}
	}
	for _, id := range sps {
		sp := d.md.get(id)
		if len(sp.ops) <= spRetainedNodesOp {
			continue
		}
		var ops []int
		if old := d.md.get(sp.ops[spRetainedNodesOp]); old != nil && old.kind == mdNode {
			ops = append(ops, old.ops...)
		}
		sp.ops[spRetainedNodesOp] = d.uniqueTuple(append(ops, moved[id]...))
	}
}

// isLocalScope reports whether id is a DILocalScope: a subprogram or a
// lexical block.
func (d *decoder) isLocalScope(id int) bool {
	e := d.md.get(id)
	if e == nil || e.kind != mdDI {
		return false
	}
	switch e.code {
	case codeSubprogram, codeLexicalBlock, codeLexicalBlockFile:
		return true
	}
	return false
}

// enclosingSubprogram follows a local scope's chain up to its subprogram;
// -1 when the chain leaves the local scopes or loops.
func (d *decoder) enclosingSubprogram(id int) int {
	seen := map[int]bool{}
	for d.isLocalScope(id) && !seen[id] {
		e := d.md.get(id)
		if e.code == codeSubprogram {
			return id
		}
		seen[id] = true
		if len(e.ops) <= blockScopeOp {
			return -1
		}
		id = e.ops[blockScopeOp]
	}
	return -1
}
