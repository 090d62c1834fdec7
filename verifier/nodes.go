package verifier

import (
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/llvmver"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/di"
	"github.com/irmeta/irmeta/internal/dwarf"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/token"
)

// The debug-info node classes by role, as LLVM's class hierarchy groups
// them (DIType, DIScope, DINode).
var (
	typeClasses  = map[string]bool{"DIBasicType": true, "DIDerivedType": true, "DICompositeType": true, "DISubroutineType": true, "DIStringType": true, "DISubrangeType": true, "DIFixedPointType": true}
	scopeClasses = map[string]bool{"DIFile": true, "DICompileUnit": true, "DISubprogram": true, "DILexicalBlock": true, "DILexicalBlockFile": true, "DINamespace": true, "DIModule": true, "DICommonBlock": true}
)

// metaIs applies a class test to a field value: null passes (LLVM's
// isType/isScope/isDINode accept null).
func metaIs(m md.Metadata, ok func(string) bool) bool {
	if m == nil {
		return true
	}
	n, isNode := m.(*md.Node)
	if !isNode || n == nil {
		return false
	}
	return ok(kindOf(n))
}

func isTypeClass(c string) bool  { return typeClasses[c] }
func isScopeClass(c string) bool { return scopeClasses[c] || typeClasses[c] }
func isDINodeClass(c string) bool {
	switch c {
	case "", "DILocation", "DIExpression", "DIArgList", "DIAssignID", "DIGlobalVariableExpression":
		return false
	}
	return strings.HasPrefix(c, "DI") || c == "GenericDINode"
}

// lit returns a literal field's text ("" when absent or not a literal).
func lit(n *md.Node, name string) string {
	if peeked(n) {
		return n.PeekLiteral(name)
	}
	if l, ok := n.Field(name).(*md.Literal); ok {
		return l.Text
	}
	return ""
}

// hasFlag reports whether the flags field name of n (DIFlags or
// DISPFlags, written by name, as numbers or both) has flag's bits; flag is
// one bit that no other flag's name holds (the verifier asks no other).
func hasFlag(n *md.Node, name, flag string) bool {
	want := flagValues[flag]
	var bits uint64
	// strings.SplitSeq: no slice per call (the debug-info walk asks for
	// every node).
	for f := range strings.SplitSeq(lit(n, name), "|") {
		f = strings.TrimSpace(f)
		if f == flag {
			return true
		}
		// A flag asked for is a bit no other name holds: only numbers
		// are read further.
		if f != "" && f[0] >= '0' && f[0] <= '9' {
			if x, err := strconv.ParseUint(f, 0, 64); err == nil {
				bits |= x
			}
		}
	}
	return want != 0 && bits&want == want
}

// flagValues are the values of the DIFlag and DISPFlag names, with LLVM
// 14's DIFlagBlockByrefStruct (later releases' DIFlagReservedBit4).
var flagValues = func() map[string]uint64 {
	m := map[string]uint64{"DIFlagBlockByrefStruct": 0x10}
	for _, t := range [][]dwarf.Name{dwarf.DIFlags, dwarf.SPFlags} {
		for _, f := range t {
			m[f.Name] = f.Value
		}
	}
	return m
}()

func conflictingRefFlags(n *md.Node) bool {
	return (hasFlag(n, "flags", "DIFlagLValueReference") && hasFlag(n, "flags", "DIFlagRValueReference")) ||
		(hasFlag(n, "flags", "DIFlagTypePassByValue") && hasFlag(n, "flags", "DIFlagTypePassByReference"))
}

// named returns an enumerated field's value by the name LLVM gives it in
// table: LLParser reads a number as the value it names (tag: 36 is
// DW_TAG_base_type). It returns the text of a value table does not name.
func named(n *md.Node, name string, table []dwarf.Name) string {
	t := lit(n, name)
	if t == "" || t[0] < '0' || t[0] > '9' {
		return t
	}
	if x, err := strconv.ParseUint(t, 10, 64); err == nil {
		if s, ok := dwarf.ByValue(table, x); ok {
			return s
		}
	}
	return t
}

// tagOf returns n's tag field by its name ("" when absent).
func tagOf(n *md.Node) string { return named(n, "tag", dwarf.Tags) }

// tagIn checks an explicit tag field against the allowed tags (an absent
// tag is the class's default and always valid).
func tagIn(n *md.Node, tags ...string) bool {
	t := tagOf(n)
	if t == "" {
		return true
	}
	for _, w := range tags {
		if t == w {
			return true
		}
	}
	return false
}

// isDefinition is DISubprogram::isDefinition as LLVM's parser sets it:
// from spFlags when written, else from isDefinition, which defaults to
// true.
func isDefinition(sp *md.Node) bool {
	if lit(sp, "spFlags") != "" {
		return hasFlag(sp, "spFlags", "DISPFlagDefinition")
	}
	return lit(sp, "isDefinition") != "false"
}

// debugInfoNodes visits the metadata reachable from the module's named
// metadata and attachments, checking each debug-info node's field rules
// (visitMDNode and the visitDI* methods).
func (v *verifier) debugInfoNodes() {
	var cus []*md.Node
	m := v.m
	for i := range m.MDDefs {
		id := m.MDDefs[i].ID
		k := v.slot(id)
		if k < 0 || v.has(k, markSeen) {
			continue
		}
		if !v.checkDI && !v.has(k, markHard) {
			continue // stripped with the debug info, unchecked
		}
		v.curDef = id
		if scope, at, ok := v.location(id); ok {
			// A location read from its text, without a graph node.
			v.mark(k, markSeen)
			if msg := v.locationRuleIDs(scope, at); msg != "" {
				v.nodeProblem(nil, id, m.Position(m.MDDefs[i].Start), msg)
			}
			continue
		}
		v.visitNode(v.g.NodeByID(id), &cus)
	}
	v.curDef = -1
	listed := map[*md.Node]bool{}
	// Without debug info version 3, LLVM strips llvm.dbg.cu first.
	if l := v.g.Named("llvm.dbg.cu"); l != nil && v.checkDI {
		for _, n := range l.Nodes {
			listed[n] = true
		}
	}
	// Broken debug info is stripped, llvm.dbg.cu with it, before LLVM's
	// final verification: a unit that outlives the stripping (see
	// markHard) is listed nowhere then. An unlisted unit that does not
	// outlive it breaks the debug info too.
	broken := v.diBroken > 0
	for _, cu := range cus {
		if !listed[cu] && !v.isHard(cu.ID) && v.reached(cu.ID) {
			broken = true
		}
	}
	for _, cu := range cus {
		if !listed[cu] || broken && v.isHard(cu.ID) {
			v.nodeProblem(cu, cu.ID, nodePos(cu, token.Position{}), "DICompileUnit not listed in llvm.dbg.cu")
		}
	}
}

func (v *verifier) visitNode(n *md.Node, cus *[]*md.Node) {
	if n == nil || n.Missing() {
		return
	}
	if n.ID >= 0 {
		k := v.slot(n.ID)
		if k < 0 || v.has(k, markSeen) {
			return
		}
		v.mark(k, markSeen)
	} else {
		if v.visited[n] {
			return
		}
		v.visited[n] = true
	}
	class := kindOf(n)
	if class == "DIGlobalVariableExpression" && (!gveVarOK(n, v.ver.AtLeast(22)) || !gveExprOK(n, v.ver.AtLeast(22))) {
		// LLVM reads the var as a DIGlobalVariable wherever it visits the
		// node (a global's !dbg, a unit's globals, named metadata) and
		// crashes.
		id := n.ID
		if id < 0 {
			id = v.curDef
		}
		if v.reached(id) {
			msg := gveCrash
			if gveVarOK(n, v.ver.AtLeast(22)) {
				msg = gveExprCrash
			}
			v.report(nodePos(n, token.Position{}), check.Error, "%s", msg)
		}
		return
	}
	if class == "DILocation" {
		// Read from the text: locations are most of a -g module's nodes.
		if msg := v.locationRule(n); msg != "" {
			v.nodeProblem(n, n.ID, nodePos(n, token.Position{}), msg)
		}
		return
	}
	if class != "" && class != "DIArgList" {
		if msg := v.nodeRule(n, class); msg != "" {
			v.nodeProblem(n, n.ID, nodePos(n, token.Position{}), msg)
		}
		if class == "DICompileUnit" {
			*cus = append(*cus, n)
		}
	}
	if peeked(n) && n.Peekable() {
		return // read from its text: no node written inline in it
	}
	for _, op := range n.Operands() {
		if c, ok := op.(*md.Node); ok && c != nil && c.ID < 0 {
			v.visitNode(c, cus)
		}
	}
	for _, f := range n.Fields() {
		if c, ok := f.Value.(*md.Node); ok && c != nil && c.ID < 0 {
			v.visitNode(c, cus)
		}
	}
}

// locationRule is visitDILocation.
func (v *verifier) locationRule(n *md.Node) string {
	s, ia := v.locScope(n)
	if s == nil || !isLocalScope(s) {
		return "location requires a valid scope"
	}
	if ia != nil && kindOf(ia) != "DILocation" {
		return "inlined-at should be a location"
	}
	if kindOf(s) == "DISubprogram" && !isDefinition(s) {
		return "scope points into the type hierarchy"
	}
	return ""
}

// nodeProblem reports a debug-info node's problem: an error when the node
// survives the stripping of debug info, else what LLVM drops.
func (v *verifier) nodeProblem(n *md.Node, id int32, pos token.Position, msg string) {
	if id < 0 {
		id = v.curDef
	}
	if !v.reached(id) {
		return // LLVM's parser drops what nothing uses
	}
	if v.isHard(id) {
		v.diErrors++
		v.report(pos, check.Error, "%s", msg)
		return
	}
	if v.checkDI {
		v.diAt(pos, "%s", msg)
	}
}

// locationRuleIDs is visitDILocation for a location read from its text.
func (v *verifier) locationRuleIDs(scope, at int32) string {
	s := v.nodeID(scope)
	if s == nil || !isLocalScope(s) {
		return "location requires a valid scope"
	}
	if at >= 0 && !v.isLocationID(at) {
		return "inlined-at should be a location"
	}
	if kindOf(s) == "DISubprogram" && !isDefinition(s) {
		return "scope points into the type hierarchy"
	}
	return ""
}

// nodeRule returns LLVM's message for the first rule node n of class
// breaks, or "".
func (v *verifier) nodeRule(n *md.Node, class string) string {
	f := n.Field
	if peeked(n) {
		f = n.PeekField
	}
	switch class {
	case "DILocation":
		return v.locationRule(n)
	case "GenericDINode":
		if lit(n, "tag") == "0" {
			return "invalid tag"
		}
	case "DISubrange", "DIGenericSubrange":
		generic := class == "DIGenericSubrange"
		if !tagIn(n, map[bool]string{false: "DW_TAG_subrange_type", true: "DW_TAG_generic_subrange"}[generic]) {
			return "invalid tag"
		}
		name := "Subrange"
		if generic {
			name = "GenericSubrange"
		}
		if f("count") != nil && f("upperBound") != nil {
			return name + " can have any one of count or upperBound"
		}
		if !v.ver.Has(llvmver.SubrangeBoundsOptional) && f("count") == nil && f("upperBound") == nil &&
			(generic || !v.fortranUnit()) {
			return name + " must contain count or upperBound"
		}
		bound := func(field string) bool {
			m := f(field)
			if m == nil {
				return true
			}
			switch x := m.(type) {
			case *md.Literal, *md.Value:
				// A generic subrange's constant bound is read as
				// !DIExpression(DW_OP_consts, N).
				return true
			case *md.Node:
				c := kindOf(x)
				return c == "DILocalVariable" || c == "DIGlobalVariable" || c == "DIExpression"
			}
			return false
		}
		if !bound("count") {
			return "Count must be signed constant or DIVariable or DIExpression"
		}
		if generic {
			if f("lowerBound") == nil {
				return "GenericSubrange must contain lowerBound"
			}
		}
		if !bound("lowerBound") {
			return "LowerBound must be signed constant or DIVariable or DIExpression"
		}
		if !bound("upperBound") {
			return "UpperBound must be signed constant or DIVariable or DIExpression"
		}
		if generic && f("stride") == nil {
			return "GenericSubrange must contain stride"
		}
		if !bound("stride") {
			return "Stride must be signed constant or DIVariable or DIExpression"
		}
	case "DIEnumerator":
		if !tagIn(n, "DW_TAG_enumerator") {
			return "invalid tag"
		}
	case "DIBasicType", "DIFixedPointType":
		if !tagIn(n, "DW_TAG_base_type", "DW_TAG_unspecified_type", "DW_TAG_string_type") {
			return "invalid tag"
		}
		if !isConstantSize(f("size")) {
			return constantSizeMsg
		}
		if class == "DIFixedPointType" {
			return fixedPointRule(n)
		}
	case "DISubrangeType":
		// Its tag is always DW_TAG_subrange_type: the node has no field
		// for it.
		if !metaIs(f("baseType"), isTypeClass) {
			return "BaseType must be a type"
		}
		for _, b := range [...]string{"lowerBound", "upperBound", "stride", "bias"} {
			if msg := subrangeTypeBound(b, f(b)); msg != "" {
				return msg
			}
		}
		if !isConstantSize(f("size")) {
			return constantSizeMsg
		}
	case "DIStringType":
		if !tagIn(n, "DW_TAG_string_type") {
			return "invalid tag"
		}
	case "DIDerivedType":
		if x := f("file"); x != nil && !metaIs(x, func(c string) bool { return c == "DIFile" }) {
			return "invalid file"
		}
		tag := tagOf(n)
		switch tag {
		case "DW_TAG_typedef", "DW_TAG_pointer_type", "DW_TAG_ptr_to_member_type", "DW_TAG_reference_type",
			"DW_TAG_rvalue_reference_type", "DW_TAG_const_type", "DW_TAG_immutable_type", "DW_TAG_volatile_type",
			"DW_TAG_restrict_type", "DW_TAG_atomic_type", "DW_TAG_LLVM_ptrauth_type", "DW_TAG_member",
			"DW_TAG_inheritance", "DW_TAG_friend", "DW_TAG_set_type", "":
		case "DW_TAG_template_alias":
			if !v.ver.Has(llvmver.DITemplateAlias) {
				return "invalid tag"
			}
		case "DW_TAG_variable":
			if !hasFlag(n, "flags", "DIFlagStaticMember") || !v.ver.Has(llvmver.DerivedStaticMemberVariable) {
				return "invalid tag"
			}
		default:
			return "invalid tag"
		}
		if tag == "DW_TAG_set_type" {
			if b := field(n, "baseType"); b != nil {
				ok := kindOf(b) == "DICompositeType" && tagOf(b) == "DW_TAG_enumeration_type"
				if kindOf(b) == "DIBasicType" {
					switch named(b, "encoding", dwarf.Encodings) {
					case "DW_ATE_unsigned", "DW_ATE_unsigned_char", "DW_ATE_signed", "DW_ATE_signed_char", "DW_ATE_boolean":
						ok = true
					}
				}
				if !ok {
					return "invalid set base type"
				}
			}
		}
		if tag == "DW_TAG_ptr_to_member_type" && !metaIs(f("extraData"), isTypeClass) {
			return "invalid pointer to member type"
		}
		if !metaIs(f("scope"), isScopeClass) {
			return "invalid scope"
		}
		if !metaIs(f("baseType"), isTypeClass) {
			return "invalid base type"
		}
		if lit(n, "dwarfAddressSpace") != "" {
			switch tag {
			case "DW_TAG_pointer_type", "DW_TAG_reference_type", "DW_TAG_rvalue_reference_type":
			default:
				return "DWARF address space only applies to pointer or reference types"
			}
		}
		if msg := v.extraDataRule(tag, f("extraData")); msg != "" {
			return msg
		}
		if !isVariableSize(f("size")) {
			return variableSizeMsg
		}
	case "DICompositeType":
		if x := f("file"); x != nil && !metaIs(x, func(c string) bool { return c == "DIFile" }) {
			return "invalid file"
		}
		if !tagIn(n, "DW_TAG_array_type", "DW_TAG_structure_type", "DW_TAG_union_type", "DW_TAG_enumeration_type",
			"DW_TAG_class_type", "DW_TAG_variant_part", "DW_TAG_namelist") &&
			(tagOf(n) != "DW_TAG_variant" || !v.ver.Has(llvmver.CompositeVariantTag)) {
			return "invalid tag"
		}
		if !metaIs(f("scope"), isScopeClass) {
			return "invalid scope"
		}
		if !metaIs(f("baseType"), isTypeClass) {
			return "invalid base type"
		}
		if e := f("elements"); e != nil && !metaIs(e, func(c string) bool { return c == "" }) {
			return "invalid composite elements"
		}
		if el := field(n, "elements"); el != nil && v.ver.Has(llvmver.CompositeElementsNoNull) {
			for _, op := range el.Operands() {
				if c, isNode := op.(*md.Node); op == nil || isNode && c == nil {
					// LLVM's text names the wrong class.
					return "DISubprogram contains null entry in `elements` field"
				}
			}
		}
		if !metaIs(f("vtableHolder"), isTypeClass) {
			return "invalid vtable holder"
		}
		if conflictingRefFlags(n) {
			return "invalid reference flags"
		}
		if hasFlag(n, "flags", "DIFlagBlockByrefStruct") {
			return "DIBlockByRefStruct on DICompositeType is no longer supported"
		}
		if hasFlag(n, "flags", "DIFlagVector") {
			el, _ := f("elements").(*md.Node)
			if el == nil || el.NumOperands() != 1 {
				return "invalid vector, expected one element of type subrange"
			}
			if s, ok := el.Operand(0).(*md.Node); !ok || kindOf(s) != "DISubrange" {
				return "invalid vector, expected one element of type subrange"
			}
		}
		if p := f("templateParams"); p != nil {
			if msg := templateParams(p); msg != "" {
				return msg
			}
		}
		isArray := tagOf(n) == "DW_TAG_array_type"
		if d := f("discriminator"); d != nil {
			if x, ok := d.(*md.Node); !ok || kindOf(x) != "DIDerivedType" || tagOf(n) != "DW_TAG_variant_part" {
				return "discriminator can only appear on variant part"
			}
		}
		for _, fl := range [...]string{"dataLocation", "associated", "allocated", "rank"} {
			if f(fl) != nil && !isArray {
				return fl + " can only appear in array type"
			}
		}
		if isArray && f("baseType") == nil && v.ver.Has(llvmver.ArrayBaseTypeRequired) {
			return "array types must have a base type"
		}
		if !isVariableSize(f("size")) {
			return variableSizeMsg
		}
	case "DISubroutineType":
		if !tagIn(n, "DW_TAG_subroutine_type") {
			return "invalid tag"
		}
		if t := f("types"); t != nil {
			tn, ok := t.(*md.Node)
			if !ok || kindOf(tn) != "" {
				return "invalid composite elements"
			}
			for _, op := range tn.Operands() {
				if !metaIs(op, isTypeClass) {
					return "invalid subroutine type ref"
				}
			}
		}
		if conflictingRefFlags(n) {
			return "invalid reference flags"
		}
	case "DIFile":
		if !tagIn(n, "DW_TAG_file_type") {
			return "invalid tag"
		}
		if kind := lit(n, "checksumkind"); kind != "" {
			size := map[string]int{"CSK_MD5": 32, "CSK_SHA1": 40, "CSK_SHA256": 64}[kind]
			sum := ""
			if s, ok := n.Field("checksum").(*md.String); ok {
				sum = s.Value
			} else if l, ok := n.Field("checksum").(*md.Literal); ok {
				sum = l.Text
			}
			if size == 0 {
				return "invalid checksum kind"
			}
			if len(sum) != size {
				return "invalid checksum length"
			}
			for _, c := range sum {
				if !strings.ContainsRune("0123456789abcdefABCDEF", c) {
					return "invalid checksum"
				}
			}
		}
	case "DICompileUnit":
		if !n.Distinct {
			return "compile units must be distinct"
		}
		if !tagIn(n, "DW_TAG_compile_unit") {
			return "invalid tag"
		}
		file, ok := f("file").(*md.Node)
		if !ok || kindOf(file) != "DIFile" {
			return "invalid file"
		}
		if fileName(file) == "" {
			return "invalid filename"
		}
		for _, l := range [...]struct{ field, list, elem string }{
			{"enums", "invalid enum list", "invalid enum type"},
			{"retainedTypes", "invalid retained type list", "invalid retained type"},
			{"globals", "invalid global variable list", "invalid global variable ref"},
			{"imports", "invalid imported entity list", "invalid imported entity ref"},
			{"macros", "invalid macro list", "invalid macro ref"},
		} {
			x := f(l.field)
			if x == nil {
				continue
			}
			tn, ok := x.(*md.Node)
			if !ok || kindOf(tn) != "" {
				return l.list
			}
			for _, op := range tn.Operands() {
				e, _ := op.(*md.Node)
				c := kindOf(e)
				good := false
				switch l.field {
				case "enums":
					good = c == "DICompositeType" && tagOf(e) == "DW_TAG_enumeration_type"
				case "retainedTypes":
					good = typeClasses[c] || (c == "DISubprogram" && !isDefinition(e))
				case "globals":
					good = c == "DIGlobalVariableExpression"
				case "imports":
					good = c == "DIImportedEntity"
				case "macros":
					good = c == "DIMacro" || c == "DIMacroFile"
				}
				if !good {
					return l.elem
				}
			}
		}
		if !v.embeddedSource(n, file) {
			return "inconsistent use of embedded source"
		}
	case "DISubprogram":
		if !tagIn(n, "DW_TAG_subprogram") {
			return "invalid tag"
		}
		if !metaIs(f("scope"), isScopeClass) {
			return "invalid scope"
		}
		if x := f("file"); x != nil {
			if !metaIs(x, func(c string) bool { return c == "DIFile" }) {
				return "invalid file"
			}
		} else if l := lit(n, "line"); l != "" && l != "0" {
			return "line specified with no file"
		}
		if t := f("type"); t != nil && !metaIs(t, func(c string) bool { return c == "DISubroutineType" }) {
			return "invalid subroutine type"
		}
		if !metaIs(f("containingType"), isTypeClass) {
			return "invalid containing type"
		}
		if p := f("templateParams"); p != nil {
			if msg := templateParams(p); msg != "" {
				return msg
			}
		}
		if d := f("declaration"); d != nil {
			dn, ok := d.(*md.Node)
			if !ok || kindOf(dn) != "DISubprogram" || isDefinition(dn) {
				return "invalid subprogram declaration"
			}
		}
		if r := f("retainedNodes"); r != nil {
			rn, ok := r.(*md.Node)
			if !ok || kindOf(rn) != "" {
				return "invalid retained nodes list"
			}
			for _, op := range rn.Operands() {
				c := kindOf(asNode(op))
				if !v.ver.Has(llvmver.RetainedImportedEntities) {
					if c != "DILocalVariable" && c != "DILabel" {
						return "invalid retained nodes, expected DILocalVariable or DILabel"
					}
				} else if c != "DILocalVariable" && c != "DILabel" && c != "DIImportedEntity" {
					return "invalid retained nodes, expected DILocalVariable, DILabel or DIImportedEntity"
				}
				if v.ver.Has(llvmver.RetainedNodesOwnScope) {
					if sp := subprogramOf(field(asNode(op), "scope")); sp != nil && sp != n {
						return "invalid retained nodes, retained node does not belong to subprogram"
					}
				}
			}
		}
		if conflictingRefFlags(n) {
			return "invalid reference flags"
		}
		unit := f("unit")
		if isDefinition(n) {
			if !n.Distinct {
				return "subprogram definitions must be distinct"
			}
			if unit == nil {
				return "subprogram definitions must have a compile unit"
			}
			if !metaIs(unit, func(c string) bool { return c == "DICompileUnit" }) {
				return "invalid unit type"
			}
			if file := field(n, "file"); file != nil && !v.embeddedSource(field(n, "unit"), file) {
				return "inconsistent use of embedded source"
			}
		} else {
			if unit != nil {
				return "subprogram declarations must not have a compile unit"
			}
			if f("declaration") != nil {
				return "subprogram declaration must not have a declaration field"
			}
		}
		if t := f("thrownTypes"); t != nil {
			tn, ok := t.(*md.Node)
			if !ok || kindOf(tn) != "" {
				return "invalid thrown types list"
			}
			for _, op := range tn.Operands() {
				if op == nil || !metaIs(op, isTypeClass) {
					return "invalid thrown type"
				}
			}
		}
		if hasFlag(n, "flags", "DIFlagAllCallsDescribed") && !isDefinition(n) {
			return "DIFlagAllCallsDescribed must be attached to a definition"
		}
	case "DILexicalBlock", "DILexicalBlockFile":
		if !tagIn(n, "DW_TAG_lexical_block") {
			return "invalid tag"
		}
		s := field(n, "scope")
		if s == nil || !isLocalScope(s) {
			return "invalid local scope"
		}
		if kindOf(s) == "DISubprogram" && !isDefinition(s) {
			return "scope points into the type hierarchy"
		}
		if class == "DILexicalBlock" && (lit(n, "line") == "" || lit(n, "line") == "0") && lit(n, "column") != "" && lit(n, "column") != "0" {
			return "cannot have column info without line info"
		}
	case "DICommonBlock":
		if !tagIn(n, "DW_TAG_common_block") {
			return "invalid tag"
		}
		if !metaIs(f("scope"), isScopeClass) {
			return "invalid scope ref"
		}
		if !metaIs(f("declaration"), func(c string) bool { return c == "DIGlobalVariable" }) {
			return "invalid declaration"
		}
	case "DINamespace":
		if !tagIn(n, "DW_TAG_namespace") {
			return "invalid tag"
		}
		if !metaIs(f("scope"), isScopeClass) {
			return "invalid scope ref"
		}
	case "DIMacro":
		if t := named(n, "type", dwarf.Macinfos); t != "" && t != "DW_MACINFO_define" && t != "DW_MACINFO_undef" {
			return "invalid macinfo type"
		}
		if n.StringField("name") == "" {
			return "anonymous macro"
		}
	case "DIMacroFile":
		if t := named(n, "type", dwarf.Macinfos); t != "" && t != "DW_MACINFO_start_file" {
			return "invalid macinfo type"
		}
		if x := f("file"); x != nil && !metaIs(x, func(c string) bool { return c == "DIFile" }) {
			return "invalid file"
		}
		if e := f("nodes"); e != nil {
			en, ok := e.(*md.Node)
			if !ok || kindOf(en) != "" {
				return "invalid macro list"
			}
			for _, op := range en.Operands() {
				c := kindOf(asNode(op))
				if c != "DIMacro" && c != "DIMacroFile" {
					return "invalid macro ref"
				}
			}
		}
	case "DIModule":
		if !tagIn(n, "DW_TAG_module") {
			return "invalid tag"
		}
		if n.StringField("name") == "" {
			return "anonymous module"
		}
	case "DITemplateTypeParameter", "DITemplateValueParameter":
		if !metaIs(f("type"), isTypeClass) {
			return "invalid type ref"
		}
		if class == "DITemplateTypeParameter" && !tagIn(n, "DW_TAG_template_type_parameter") {
			return "invalid tag"
		}
		if class == "DITemplateValueParameter" && !tagIn(n, "DW_TAG_template_value_parameter", "DW_TAG_GNU_template_template_param", "DW_TAG_GNU_template_parameter_pack") {
			return "invalid tag"
		}
	case "DIGlobalVariable", "DILocalVariable":
		if !metaIs(f("scope"), isScopeClass) {
			return "invalid scope"
		}
		if x := f("file"); x != nil && !metaIs(x, func(c string) bool { return c == "DIFile" }) {
			return "invalid file"
		}
		if class == "DIGlobalVariable" {
			if !tagIn(n, "DW_TAG_variable") {
				return "invalid tag"
			}
			if !metaIs(f("type"), isTypeClass) {
				return "invalid type ref"
			}
			if lit(n, "isDefinition") != "false" && f("type") == nil {
				return "missing global variable type"
			}
			if d := f("declaration"); d != nil && !metaIs(d, func(c string) bool { return c == "DIDerivedType" }) {
				return "invalid static data member declaration"
			}
			return ""
		}
		if !metaIs(f("type"), isTypeClass) {
			return "invalid type ref"
		}
		if !tagIn(n, "DW_TAG_variable") {
			return "invalid tag"
		}
		s := field(n, "scope")
		if s == nil || !isLocalScope(s) {
			return "local variable requires a valid scope"
		}
		if t := field(n, "type"); t != nil && kindOf(t) == "DISubroutineType" {
			return "invalid type"
		}
	case "DIAssignID":
		if n.NumOperands() != 0 {
			return "DIAssignID has no arguments"
		}
		if !n.Distinct {
			return "DIAssignID must be distinct"
		}
	case "DILabel":
		if !metaIs(f("scope"), isScopeClass) {
			return "invalid scope"
		}
		if x := f("file"); x != nil && !metaIs(x, func(c string) bool { return c == "DIFile" }) {
			return "invalid file"
		}
		if !tagIn(n, "DW_TAG_label") {
			return "invalid tag"
		}
		s := field(n, "scope")
		if s == nil || !isLocalScope(s) {
			return "label requires a valid scope"
		}
	case "DIExpression":
		if !expressionValid(n.Operands(), v.ver) {
			return "invalid expression"
		}
	case "DIGlobalVariableExpression":
		vr := f("var")
		if vr == nil {
			return "missing variable"
		}
		if e, ok := f("expr").(*md.Node); ok && kindOf(e) == "DIExpression" && !expressionValid(e.Operands(), v.ver) {
			return "invalid expression"
		}
		if e, ok := f("expr").(*md.Node); ok {
			if msg := fragmentRule(field(n, "var"), e); msg != "" {
				return msg
			}
		}
	case "DIObjCProperty":
		if !tagIn(n, "DW_TAG_APPLE_property") {
			return "invalid tag"
		}
		if !metaIs(f("type"), isTypeClass) {
			return "invalid type ref"
		}
		if x := f("file"); x != nil && !metaIs(x, func(c string) bool { return c == "DIFile" }) {
			return "invalid file"
		}
	case "DIImportedEntity":
		if !tagIn(n, "DW_TAG_imported_module", "DW_TAG_imported_declaration") {
			return "invalid tag"
		}
		if !metaIs(f("scope"), isScopeClass) {
			return "invalid scope for imported entity"
		}
		if !metaIs(f("entity"), isDINodeClass) {
			return "invalid imported entity"
		}
	}
	return ""
}

func asNode(m md.Metadata) *md.Node {
	n, _ := m.(*md.Node)
	return n
}

func fileName(file *md.Node) string { return file.StringField("filename") }

func templateParams(p md.Metadata) string {
	tn, ok := p.(*md.Node)
	if !ok || kindOf(tn) != "" {
		return "invalid template params"
	}
	for _, op := range tn.Operands() {
		c := kindOf(asNode(op))
		if c != "DITemplateTypeParameter" && c != "DITemplateValueParameter" {
			return "invalid template parameter"
		}
	}
	return ""
}

// expressionValid is DIExpression::isValid of release ver (see
// di.Expression.ValidIn) for the operands of a DIExpression node.
func expressionValid(ops []md.Metadata, ver llvmver.Version) bool {
	e, ok := exprOf(ops, ver)
	return ok && e.ValidIn(ver)
}

// exprOf reads the operands of a DIExpression node as LLVM holds them:
// numbers, operators and encodings by their values (a number in an
// operator's place is that operator: !DIExpression(DW_OP_minus, 42) holds
// DW_OP_ge). ok is false for an operand LLVM would not hold.
func exprOf(ops []md.Metadata, ver llvmver.Version) (*di.Expression, bool) {
	els := make([]uint64, len(ops))
	for k, op := range ops {
		l, ok := op.(*md.Literal)
		if !ok {
			return nil, false
		}
		switch l.Kind {
		case ast.MDInt:
			x, err := strconv.ParseUint(l.Text, 0, 64)
			if err != nil {
				return nil, false
			}
			els[k] = x
		case ast.MDIdent:
			x, ok := dwarf.ValueOf(dwarf.Ops, l.Text, ver)
			if !ok {
				x, ok = dwarf.ValueOf(dwarf.Encodings, l.Text, ver)
			}
			if !ok {
				return nil, false
			}
			els[k] = x
		default:
			return nil, false
		}
	}
	return &di.Expression{Elements: els}, true
}

// isEntryValueExpr is DIExpression::isEntryValue of release ver (false for
// an invalid expression, whose node's "invalid expression" is the
// message): its first operation is DW_OP_LLVM_entry_value; from
// EntryValueSingleLocation on, the first of its single location.
func isEntryValueExpr(ops []md.Metadata, ver llvmver.Version) bool {
	e, ok := exprOf(ops, ver)
	if !ok || len(e.Elements) == 0 || !e.ValidIn(ver) {
		return false
	}
	if !ver.Has(llvmver.EntryValueSingleLocation) {
		return di.Op(e.Elements[0]) == di.OpLLVMEntryValue
	}
	loc, ok := e.SingleLocation(ver)
	return ok && len(loc) > 0 && loc[0].Op == di.OpLLVMEntryValue
}

// reached reports whether the numbered node id is used by the module
// (md.Graph.ReachableIDs), computed the first time a node has a problem:
// a definition nothing uses is dropped by LLVM's parser unchecked.
func (v *verifier) reached(id int32) bool {
	if id < 0 {
		return true
	}
	if v.reach == nil {
		v.reach = v.g.ReachableIDs()
	}
	return v.reach[id]
}

// fortranUnit reports whether the module's compile unit is Fortran's:
// before LLVM 15 a DISubrange needs a count or an upper bound unless the
// language of the compile unit the verifier visited last is Fortran
// (assumed-size arrays). The unit taken is the first of llvm.dbg.cu, else
// the first DICompileUnit defined; modules mixing languages are not
// modelled further.
func (v *verifier) fortranUnit() bool {
	if v.fortran == 0 {
		v.fortran = -1
		var cu *md.Node
		if l := v.g.Named("llvm.dbg.cu"); l != nil && len(l.Nodes) > 0 {
			cu = l.Nodes[0]
		}
		for i := 0; cu == nil && i < len(v.m.MDDefs); i++ {
			if n := v.g.NodeByID(v.m.MDDefs[i].ID); n != nil && kindOf(n) == "DICompileUnit" {
				cu = n
			}
		}
		if cu != nil && strings.HasPrefix(named(cu, "language", dwarf.Languages), "DW_LANG_Fortran") {
			v.fortran = 1
		}
	}
	return v.fortran > 0
}

// embeddedSource is verifySourceDebugInfo before LLVM 19: the files of a
// compile unit and of its subprogram definitions either all embed their
// source or none does.
func (v *verifier) embeddedSource(cu, file *md.Node) bool {
	if v.ver.Has(llvmver.EmbeddedSourceMixed) || cu == nil || kindOf(file) != "DIFile" {
		return true
	}
	has := file.Field("source") != nil
	if v.cuSource == nil {
		v.cuSource = map[*md.Node]bool{}
	}
	first, seen := v.cuSource[cu]
	if !seen {
		v.cuSource[cu] = has
		return true
	}
	return first == has
}

// extraDataRule is visitDIDerivedType's rule for extraData (LLVM 22:
// llvmver.DIExtraDataChecked): a template alias's is a tuple (its template
// parameters); a member's, base class's or static member's is a constant,
// a string, an ObjC property or a tuple of one constant.
func (v *verifier) extraDataRule(tag string, x md.Metadata) string {
	if x == nil || !v.ver.Has(llvmver.DIExtraDataChecked) {
		return ""
	}
	n, isNode := x.(*md.Node)
	switch tag {
	case "DW_TAG_template_alias":
		if !isNode || n == nil || n.Kind != md.Tuple {
			return "invalid template parameters"
		}
	case "DW_TAG_member", "DW_TAG_inheritance", "DW_TAG_variable":
		switch {
		case isConstantMD(x):
		case !isNode:
			if _, isString := x.(*md.String); !isString {
				return extraDataMsg
			}
		case n == nil:
			return extraDataMsg
		case n.Kind == md.Tuple:
			if ops := n.Operands(); len(ops) != 1 || !isConstantMD(ops[0]) {
				return extraDataMsg
			}
		case kindOf(n) != "DIObjCProperty":
			return extraDataMsg
		}
	}
	return ""
}

// extraDataMsg is LLVM's message for a member's extraData of another kind.
const extraDataMsg = "extraData must be ConstantAsMetadata, MDString, DIObjCProperty, or MDTuple with single ConstantAsMetadata operand"

// isConstantMD reports whether m is a constant wrapped as metadata
// (ConstantAsMetadata: any value but a function's local).
func isConstantMD(m md.Metadata) bool {
	c, ok := m.(*md.Value)
	return ok && c != nil && c.Kind != ast.LocalRef
}

// The size rules of the type nodes whose size may be metadata (LLVM 21 on:
// the parser refuses it before): basic, fixed-point and subrange types
// take a constant, derived and composite types a constant, a variable or
// an expression.
const (
	constantSizeMsg = "SizeInBits must be a constant"
	variableSizeMsg = "SizeInBits must be a constant or DIVariable or DIExpression"
)

// isConstantSize reports whether a size field is absent or a constant
// (ConstantAsMetadata: a literal or a typed constant).
func isConstantSize(m md.Metadata) bool {
	switch m.(type) {
	case nil, *md.Literal, *md.Value:
		return true
	}
	return false
}

// isVariableSize reports whether a size field is absent, a constant, a
// variable or an expression.
func isVariableSize(m md.Metadata) bool {
	if isConstantSize(m) {
		return true
	}
	return metaIs(m, func(c string) bool {
		return c == "DILocalVariable" || c == "DIGlobalVariable" || c == "DIExpression"
	})
}

// subrangeTypeBound returns LLVM's message for a DISubrangeType bound of
// field name that is not a constant, a variable or an expression (or, for
// the lower and upper bounds, a derived type), or "".
func subrangeTypeBound(name string, m md.Metadata) string {
	if isVariableSize(m) {
		return ""
	}
	msg := strings.ToUpper(name[:1]) + name[1:] + " must be signed constant or DIVariable or DIExpression"
	if name == "lowerBound" || name == "upperBound" {
		if metaIs(m, func(c string) bool { return c == "DIDerivedType" }) {
			return ""
		}
		msg += " or DIDerivedType"
	}
	return msg
}

// fixedPointRule returns LLVM's message for the first rule of its own a
// DIFixedPointType breaks (after DIBasicType's), or "".
func fixedPointRule(n *md.Node) string {
	if !tagIn(n, "DW_TAG_base_type") {
		return "invalid tag"
	}
	switch named(n, "encoding", dwarf.Encodings) {
	case "DW_ATE_signed_fixed", "DW_ATE_unsigned_fixed":
	default:
		return "invalid encoding"
	}
	rational := false
	switch lit(n, "kind") {
	case "Rational", "2":
		rational = true
	}
	if rational && !isZeroLiteral(lit(n, "factor")) {
		return "factor should be 0 for rationals"
	}
	if !rational && (!isZeroLiteral(lit(n, "numerator")) || !isZeroLiteral(lit(n, "denominator"))) {
		return "numerator and denominator should be 0 for non-rationals"
	}
	return ""
}

// isZeroLiteral reports whether an integer field's text is zero or absent
// (decimal with a sign, or LLParser's u0x and s0x hexadecimal).
func isZeroLiteral(t string) bool {
	t = strings.TrimPrefix(t, "-")
	if len(t) > 3 && (t[:3] == "u0x" || t[:3] == "s0x") {
		t = t[3:]
	}
	return strings.Trim(t, "0") == ""
}
