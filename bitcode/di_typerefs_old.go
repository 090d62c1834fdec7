package bitcode

// Type references by identifier (LLVM 3.7 and 3.8). Those releases wrote
// a reference to a composite type with an identifier as the identifier's
// string (scope: !"T1"). LLVM's loader still reads such files: a composite
// type whose record leaves bit 1 of its first operand clear (every writer
// since LLVM 3.9 sets it) is a target, and a string in a field the loader
// reads as a type reference (getDITypeRefOrNull) becomes the first target
// with that identifier that is a definition, or else the first
// declaration (DIFlagFwdDecl); a string no target has stays. A
// DISubroutineType whose record leaves bit 1 clear gets, for its types, the
// uniqued tuple of the types with their strings so replaced
// (upgradeTypeRefArray). Only strings already read count, as in the
// loader, which looks the referenced id up when it reads the record; the
// references are settled at the end of each metadata block.

// typeRefFields gives, by record code, the fields read as type references:
// their position in the record (once the reader has brought it to the
// latest layout) and in the node's operands (mdEntry.ops). (An array: it
// is looked up for every DI record.)
var typeRefFields = [...][][2]int{
	17: {{5, 1}, {6, 3}, {11, 4}}, // DIDerivedType: scope, baseType, extraData
	18: {{5, 1}, {6, 3}, {13, 5}}, // DICompositeType: scope, baseType, vtableHolder
	21: {{1, 1}, {8, 8}},          // DISubprogram: scope, containingType
	25: {{2, 1}},                  // DITemplateTypeParameter: type
	26: {{3, 1}},                  // DITemplateValueParameter: type
	27: {{6, 3}},                  // DIGlobalVariable: type
	28: {{5, 3}},                  // DILocalVariable: type
	30: {{7, 4}},                  // DIObjCProperty: type
	31: {{3, 1}},                  // DIImportedEntity: entity
}

// Record codes and fields of the type-reference upgrade.
const (
	codeCompositeType     = 18
	codeSubroutineType    = 19
	compositeFlagsOp      = 10
	compositeIdentifierOp = 15
	subroutineTypesOp     = 2 // in the record
	subroutineTypesNodeOp = 3 // in mdEntry.ops
	diFlagFwdDecl         = 4
)

// An oldTypeRef is a field of node n (record operands r) holding a string
// the loader may replace: at record operand op, node operand nop.
type oldTypeRef struct {
	n       *mdEntry
	r       *diOps
	op, nop int
}

// oldTypeRefs is the state of the upgrade: the targets by identifier, the
// fields to settle and the subroutine types whose list to settle.
type oldTypeRefs struct {
	defs, decls map[string]int
	fields      []oldTypeRef
	arrays      []oldTypeRef
}

// noteTypeRefs records what node n, read from a record of code with
// operands r as the next metadata id, brings to the upgrade.
func (d *decoder) noteTypeRefs(code uint64, n *mdEntry, r *diOps) {
	t := &d.typeRefs
	switch {
	case code == codeCompositeType && r.get(0) < 2:
		if id := d.md.get(r.md(compositeIdentifierOp)); id != nil && id.kind == mdString {
			m := &t.defs
			if r.get(compositeFlagsOp)&diFlagFwdDecl != 0 {
				m = &t.decls
			}
			if *m == nil {
				*m = map[string]int{}
			}
			if _, ok := (*m)[id.str]; !ok {
				(*m)[id.str] = d.md.len()
			}
		}
	case code == codeSubroutineType && r.get(0) < 2 && len(n.ops) > subroutineTypesNodeOp:
		t.arrays = append(t.arrays, oldTypeRef{n, r, subroutineTypesOp, subroutineTypesNodeOp})
		return
	}
	if code >= uint64(len(typeRefFields)) {
		return
	}
	for _, f := range typeRefFields[code] {
		if f[0] < len(r.ops) && f[1] < len(n.ops) && d.isString(r.md(f[0])) {
			t.fields = append(t.fields, oldTypeRef{n, r, f[0], f[1]})
		}
	}
}

func (d *decoder) isString(id int) bool {
	e := d.md.get(id)
	return e != nil && e.kind == mdString
}

// settleTypeRefs replaces the strings of the fields noted so far as the
// loader does at the end of a metadata block (tryToResolveCycles): the
// declarations become targets for identifiers without a definition, then
// the lists of subroutine types and the fields get their targets.
// moduleLevel tells a module's block from a function's.
func (d *decoder) settleTypeRefs(moduleLevel bool) {
	t := &d.typeRefs
	if len(t.fields) == 0 && len(t.arrays) == 0 {
		return
	}
	for s, id := range t.decls {
		if _, ok := t.defs[s]; !ok {
			if t.defs == nil {
				t.defs = map[string]int{}
			}
			t.defs[s] = id
		}
	}
	t.decls = nil
	for _, a := range t.arrays {
		list := d.md.get(a.n.ops[a.nop])
		if list == nil || list.kind != mdNode || list.distinct {
			continue
		}
		ops := make([]int, len(list.ops))
		for i, op := range list.ops {
			ops[i] = d.typeRefTarget(op)
		}
		if moduleLevel && d.mdModule < 0 {
			// function blocks number their metadata after the
			// module's as the bitcode counts it (see upgradeLocalImports)
			d.mdModule = d.md.len()
		}
		a.set(d.uniqueNode(ops, d.inlineVals[list]))
	}
	for _, f := range t.fields {
		target := d.typeRefTarget(f.n.ops[f.nop])
		f.set(target)
		// a uniqued node that comes to refer to itself is made distinct
		// (MDNode::handleChangedOperand), as selfReferring nodes are
		f.n.distinct = f.n.distinct || d.md.get(target) == f.n
	}
	t.fields, t.arrays = nil, nil
}

// typeRefTarget returns the target of the type reference id: the node
// with the identifier id is, when id is a string and a target has it.
func (d *decoder) typeRefTarget(id int) int {
	if e := d.md.get(id); e != nil && e.kind == mdString {
		if target, ok := d.typeRefs.defs[e.str]; ok {
			return target
		}
	}
	return id
}

// set makes the field refer to metadata id, in the node's operands and in
// the record operands its text is printed from.
func (f oldTypeRef) set(id int) {
	f.n.ops[f.nop] = id
	x := id
	if f.r.shift != 0 && f.r.module >= 0 && id >= f.r.module {
		x = id - f.r.shift // what mapID maps to id
	}
	f.r.ops[f.op] = uint64(x + 1)
}
