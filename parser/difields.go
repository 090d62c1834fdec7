package parser

// The field rules of LLVM's specialized metadata nodes (LLParser's
// PARSE_MD_FIELDS), as the union of LLVM 14 through current LLVM: a field
// that any of these versions accepts is accepted, with the widest value
// kind any of them gives it; a field is required only where every version
// requires it. Comments name fields newer than LLVM 14.

import (
	"unsafe"

	"github.com/irmeta/irmeta/ast"
)

// A fieldKind is the kind of value a field takes.
type fieldKind uint8

const (
	fkMD                fieldKind = iota // metadata, a typed value, or null
	fkMDNonNull                          // metadata or a typed value
	fkString                             // "string"
	fkStringNonEmpty                     // "string", not empty
	fkBool                               // true or false
	fkUnsigned                           // unsigned integer up to max
	fkSigned                             // signed integer in [min, max]
	fkUnsignedOrMD                       // unsigned integer up to max, or metadata
	fkSignedOrMD                         // signed integer in [min, max], or metadata (null if allowed)
	fkSignedOrMDNonNull                  // as fkSignedOrMD without null
	fkInt                                // any integer (DIEnumerator value)
	fkTag                                // DW_TAG_* or unsigned
	fkLang                               // DW_LANG_* or unsigned
	fkLName                              // DW_LNAME_* or unsigned (newer)
	fkDialect                            // DW_LLVM_LANG_DIALECT_* or unsigned (newer)
	fkEncoding                           // DW_ATE_* or unsigned
	fkCC                                 // DW_CC_* or unsigned
	fkVirtuality                         // DW_VIRTUALITY_* or unsigned
	fkMacinfo                            // DW_MACINFO_* or unsigned
	fkEnumKind                           // DW_APPLE_ENUM_KIND_* or unsigned (newer)
	fkEmissionKind                       // NoDebug, FullDebug, ... or unsigned
	fkNameTableKind                      // Default, GNU, None, Apple or unsigned
	fkFixedPointKind                     // Binary, Decimal, Rational or unsigned (newer)
	fkChecksumKind                       // CSK_*
	fkDIFlags                            // DIFlag* | unsigned ...
	fkSPFlags                            // DISPFlag* | unsigned ...
	fkMDList                             // {!0, !1}
)

// A fieldRule describes one field of a node.
type fieldRule struct {
	name     string
	kind     fieldKind
	required bool
	max      uint64 // fkUnsigned, fkUnsignedOrMD and the named kinds' numbers
	min      int64  // fkSigned, fkSignedOrMD
	smax     int64  // fkSigned, fkSignedOrMD
	since    uint8  // the first LLVM release that knows the field (0: all)
	// reqBefore: the field is required in releases before this one (0:
	// as required says).
	reqBefore uint8
}

// sinceLLVM marks f as known from LLVM release v on; older releases reject
// it as an invalid field.
func sinceLLVM(v uint8, f fieldRule) fieldRule { f.since = v; return f }

// A nodeRule describes one specialized node kind.
type nodeRule struct {
	name     string
	distinct bool  // "missing 'distinct', required for !name"
	since    uint8 // the first LLVM release that knows the node (0: all)
	fields   []fieldRule

	// Set from the fields at init: the bits of the required fields, which
	// checks of single node kinds apply, and the field index by hash of the
	// name (-1: none, -2: several).
	required uint32
	reqOld   uint32 // fields required only in older releases (reqBefore)
	check    nodeCheck
	byHash   [64]int8
	seed     uint32       // of nameHash for byHash, chosen so that no two fields collide
	shape    ast.DefShape // of a definition of this node (see ast.DefShape)
}

// nameHash hashes a name by its length and four of its bytes into
// 1<<bits slots; seed is chosen per table so that its names do not collide.
func nameHash(b []byte, seed uint32, bits uint) int {
	n := len(b)
	if n == 0 {
		return 0
	}
	h := (uint32(n)*seed ^ uint32(b[0])) * seed
	h = (h ^ uint32(b[n-1])) * seed
	h = (h ^ uint32(b[1%n])) * seed
	h = (h ^ uint32(b[n/2])) * seed
	return int(h >> (32 - bits))
}

// perfectSeed returns a seed under which names hash to distinct slots.
func perfectSeed(names []string, bits uint) uint32 {
	for seed := uint32(0x9E3779B1); seed < 0x9E3779B1+1<<22; seed += 2 {
		var used [128]bool
		ok := true
		for _, n := range names {
			h := nameHash([]byte(n), seed, bits)
			if used[h] {
				ok = false
				break
			}
			used[h] = true
		}
		if ok {
			return seed
		}
	}
	panic("parser: no collision-free hash seed for the field names of a node rule")
}

// A nodeCheck names the checks LLParser makes after the fields of a few
// node kinds.
type nodeCheck uint8

const (
	checkNone nodeCheck = iota
	checkCompileUnit
	checkSubprogram
	checkFile
	checkEnumerator
)

// field returns the index of the field named b, or -1.
func (r *nodeRule) field(b []byte) int {
	i := int(r.byHash[nameHash(b, r.seed, 6)])
	if i >= 0 && r.fields[i].name == string(b) {
		return i
	}
	return -1
}

// fieldAfter is field for the field that follows field prev (-1: the
// first). Printed IR lists fields in a fixed order, so the fields after
// prev are tried first, which mostly hits at once without hashing.
func (r *nodeRule) fieldAfter(b []byte, prev int) int {
	for i := prev + 1; i < len(r.fields) && i <= prev+3; i++ {
		if r.fields[i].name == string(b) {
			return i
		}
	}
	return r.field(b)
}

const (
	u8max  = 1<<8 - 1
	u16max = 1<<16 - 1
	u32max = 1<<32 - 1
	u64max = 1<<64 - 1
	i32min = -1 << 31
	i32max = 1<<31 - 1
	i64min = -1 << 63
	i64max = 1<<63 - 1

	dwTagHiUser    = 0xffff
	dwLangHiUser   = 0xffff
	dwATEHiUser    = 0xff
	dwCCHiUser     = 0xff
	dwVirtMax      = 2
	dwMacinfoMax   = 0xff // DW_MACINFO_vendor_ext
	dwEnumKindMax  = 1
	lastEmission   = 3 // DebugDirectivesOnly
	lastNameTable  = 3 // Apple
	lastFixedPoint = 2 // Rational
	dwDialectMax   = 2
)

// Constructors keep the tables short.
func md(n string) fieldRule        { return fieldRule{name: n, kind: fkMD} }
func mdReq(n string) fieldRule     { return fieldRule{name: n, kind: fkMD, required: true} }
func mdNonNull(n string) fieldRule { return fieldRule{name: n, kind: fkMDNonNull, required: true} }
func str(n string) fieldRule       { return fieldRule{name: n, kind: fkString} }
func strReq(n string) fieldRule    { return fieldRule{name: n, kind: fkString, required: true} }
func boolean(n string) fieldRule   { return fieldRule{name: n, kind: fkBool} }
func unsigned(n string, max uint64) fieldRule {
	return fieldRule{name: n, kind: fkUnsigned, max: max}
}
func signed(n string, min, max int64) fieldRule {
	return fieldRule{name: n, kind: fkSigned, min: min, smax: max}
}
func unsignedOrMD(n string) fieldRule {
	return fieldRule{name: n, kind: fkUnsignedOrMD, max: u64max}
}
func signedOrMD(n string) fieldRule {
	return fieldRule{name: n, kind: fkSignedOrMD, min: i64min, smax: i64max}
}
func named(n string, k fieldKind, max uint64) fieldRule {
	return fieldRule{name: n, kind: k, max: max}
}
func line(n string) fieldRule  { return unsigned(n, u32max) }
func flags(n string) fieldRule { return fieldRule{name: n, kind: fkDIFlags} }
func tag(n string) fieldRule   { return named(n, fkTag, dwTagHiUser) }

// nodeRules lists every specialized node of LLVM 14 through current LLVM
// except DIExpression and DIArgList, whose operands are positional.
var nodeRules = []nodeRule{
	{name: "DILocation", fields: []fieldRule{
		line("line"), unsigned("column", u16max), mdNonNull("scope"), md("inlinedAt"),
		boolean("isImplicitCode"),
		// Measured: atomGroup and atomRank invalid in llvm-as 19, valid in
		// 22; pinned at 21 with DISubprogram's keyInstructions, the same
		// feature (LLVM 21's key instructions).
		sinceLLVM(21, unsigned("atomGroup", u64max)), sinceLLVM(21, unsigned("atomRank", u8max)),
	}},
	{name: "DIAssignID", distinct: true, since: 16}, // measured: invalid in llvm-as 15, valid in 16
	{name: "GenericDINode", fields: []fieldRule{
		{name: "tag", kind: fkTag, max: dwTagHiUser, required: true}, str("header"), {name: "operands", kind: fkMDList},
	}},
	{name: "DISubrange", fields: []fieldRule{
		{name: "count", kind: fkSignedOrMDNonNull, min: -1, smax: i64max},
		signedOrMD("lowerBound"), signedOrMD("upperBound"), signedOrMD("stride"),
	}},
	{name: "DIGenericSubrange", fields: []fieldRule{
		signedOrMD("count"), signedOrMD("lowerBound"), signedOrMD("upperBound"), signedOrMD("stride"),
	}},
	{name: "DIEnumerator", fields: []fieldRule{
		strReq("name"), {name: "value", kind: fkInt, required: true}, boolean("isUnsigned"),
	}},
	{name: "DIBasicType", fields: []fieldRule{
		// No file, line or scope: llvm-as 14 and 22 reject them.
		tag("tag"), str("name"),
		unsignedOrMD("size"), unsigned("align", u32max),
		sinceLLVM(21, unsigned("dataSize", u32max)),
		named("encoding", fkEncoding, dwATEHiUser),
		// Measured: invalid in llvm-as 19, valid in 22; LLVM 20's (pull
		// request 112590, October 2024), with DICompositeType's.
		sinceLLVM(20, unsigned("num_extra_inhabitants", u32max)),
		flags("flags"),
	}},
	// DIFixedPointType and DISubrangeType: invalid in llvm-as 19, valid in
	// 22; LLVM 21's, as the bitcode records say (see package bitcode).
	{name: "DIFixedPointType", since: 21, fields: []fieldRule{
		// No file, line or scope: llvm-as 22 rejects them.
		tag("tag"), str("name"),
		unsignedOrMD("size"), unsigned("align", u32max), named("encoding", fkEncoding, dwATEHiUser),
		flags("flags"), named("kind", fkFixedPointKind, lastFixedPoint), signed("factor", i64min, i64max),
		{name: "numerator", kind: fkInt}, {name: "denominator", kind: fkInt},
	}},
	{name: "DIStringType", fields: []fieldRule{
		tag("tag"), str("name"), md("stringLength"), md("stringLengthExpression"),
		md("stringLocationExpression"), unsignedOrMD("size"), unsigned("align", u32max),
		named("encoding", fkEncoding, dwATEHiUser),
	}},
	{name: "DIDerivedType", fields: []fieldRule{
		{name: "tag", kind: fkTag, max: dwTagHiUser, required: true}, str("name"), md("file"), line("line"),
		md("scope"), mdReq("baseType"), unsignedOrMD("size"), unsigned("align", u32max),
		unsignedOrMD("offset"), flags("flags"), md("extraData"), unsigned("dwarfAddressSpace", u32max),
		md("annotations"),
		// Measured: the ptrAuth fields are invalid in llvm-as 16, valid in 19.
		sinceLLVM(19, unsigned("ptrAuthKey", 7)), sinceLLVM(19, boolean("ptrAuthIsAddressDiscriminated")),
		sinceLLVM(19, unsigned("ptrAuthExtraDiscriminator", 0xffff)), sinceLLVM(19, boolean("ptrAuthIsaPointer")),
		sinceLLVM(19, boolean("ptrAuthAuthenticatesNullValues")),
	}},
	{name: "DICompositeType", fields: []fieldRule{
		{name: "tag", kind: fkTag, max: dwTagHiUser, required: true}, str("name"), md("file"), line("line"),
		md("scope"), md("baseType"), unsignedOrMD("size"), unsigned("align", u32max),
		unsignedOrMD("offset"), flags("flags"), md("elements"), named("runtimeLang", fkLang, dwLangHiUser),
		// enumKind and the three last fields: invalid in llvm-as 14, 16
		// and 19, valid in 22 (20 and 21 not measured): pinned at 22 but
		// num_extra_inhabitants, LLVM 20's (see DIBasicType).
		sinceLLVM(22, named("enumKind", fkEnumKind, dwEnumKindMax)),
		md("vtableHolder"), md("templateParams"), str("identifier"), md("discriminator"),
		md("dataLocation"), md("associated"), md("allocated"), signedOrMD("rank"), md("annotations"),
		sinceLLVM(20, unsigned("num_extra_inhabitants", u32max)), sinceLLVM(22, md("specification")), sinceLLVM(22, md("bitStride")),
	}},
	{name: "DISubroutineType", fields: []fieldRule{
		flags("flags"), named("cc", fkCC, dwCCHiUser), mdReq("types"),
	}},
	{name: "DISubrangeType", since: 21, fields: []fieldRule{
		str("name"), md("file"), line("line"), md("scope"), md("baseType"), unsignedOrMD("size"),
		unsigned("align", u32max), flags("flags"), signedOrMD("lowerBound"), signedOrMD("upperBound"),
		signedOrMD("stride"), signedOrMD("bias"),
	}},
	{name: "DIFile", fields: []fieldRule{
		strReq("filename"), strReq("directory"), {name: "checksumkind", kind: fkChecksumKind},
		str("checksum"), str("source"),
	}},
	{name: "DICompileUnit", distinct: true, fields: []fieldRule{
		mdNonNull("file"),
		named("language", fkLang, dwLangHiUser), // required in LLVM 14 (see checkCompileUnit)
		// llvmver.CompileUnitLanguageName's release (22):
		sinceLLVM(22, named("sourceLanguageName", fkLName, u32max)), sinceLLVM(22, unsigned("sourceLanguageVersion", u32max)),
		str("producer"), boolean("isOptimized"), str("flags"), unsigned("runtimeVersion", u32max),
		str("splitDebugFilename"), named("emissionKind", fkEmissionKind, lastEmission), md("enums"),
		md("retainedTypes"), md("globals"), md("imports"), md("macros"), unsigned("dwoId", u64max),
		boolean("splitDebugInlining"), boolean("debugInfoForProfiling"),
		named("nameTableKind", fkNameTableKind, lastNameTable), boolean("rangesBaseAddress"),
		str("sysroot"), str("sdk"),
		// Measured: invalid in llvm-as-22 (LLVM main's field, after 22).
		sinceLLVM(23, named("dialect", fkDialect, dwDialectMax)),
	}},
	{name: "DISubprogram", fields: []fieldRule{
		md("scope"), str("name"), str("linkageName"), md("file"), line("line"),
		md("type"), // required (not null) in the newest LLVM, optional in LLVM 14
		boolean("isLocal"), boolean("isDefinition"), line("scopeLine"), md("containingType"),
		named("virtuality", fkVirtuality, dwVirtMax), unsigned("virtualIndex", u32max),
		signed("thisAdjustment", i32min, i32max), flags("flags"), {name: "spFlags", kind: fkSPFlags},
		boolean("isOptimized"), md("unit"), md("templateParams"), md("declaration"),
		md("retainedNodes"), md("thrownTypes"), md("annotations"),
		// Measured: targetFuncName invalid in llvm-as 14, valid in 15;
		// keyInstructions invalid in 19, valid in 22 (LLVM 21's key
		// instructions).
		sinceLLVM(15, str("targetFuncName")), sinceLLVM(21, boolean("keyInstructions")),
	}},
	{name: "DILexicalBlock", fields: []fieldRule{
		mdNonNull("scope"), md("file"), line("line"), unsigned("column", u16max),
	}},
	{name: "DILexicalBlockFile", fields: []fieldRule{
		mdNonNull("scope"), md("file"), {name: "discriminator", kind: fkUnsigned, max: u32max, required: true},
	}},
	{name: "DICommonBlock", fields: []fieldRule{
		mdReq("scope"), md("declaration"), str("name"), md("file"), line("line"),
	}},
	{name: "DINamespace", fields: []fieldRule{
		mdReq("scope"), str("name"), boolean("exportSymbols"),
	}},
	{name: "DIMacro", fields: []fieldRule{
		{name: "type", kind: fkMacinfo, max: dwMacinfoMax, required: true}, line("line"), strReq("name"), str("value"),
	}},
	{name: "DIMacroFile", fields: []fieldRule{
		named("type", fkMacinfo, dwMacinfoMax), line("line"), mdReq("file"), md("nodes"),
	}},
	{name: "DIModule", fields: []fieldRule{
		mdReq("scope"), strReq("name"), str("configMacros"), str("includePath"), str("apinotes"),
		md("file"), line("line"), boolean("isDecl"),
	}},
	{name: "DITemplateTypeParameter", fields: []fieldRule{
		str("name"), mdReq("type"), boolean("defaulted"),
	}},
	{name: "DITemplateValueParameter", fields: []fieldRule{
		tag("tag"), str("name"), md("type"), boolean("defaulted"), mdReq("value"),
	}},
	{name: "DIGlobalVariable", fields: []fieldRule{
		// name: required in LLVM 14 (llvm-as 14: "missing required field
		// 'name'"), optional in LLVM 22; releases in between not checked.
		{name: "name", kind: fkStringNonEmpty, reqBefore: 15}, md("scope"), str("linkageName"), md("file"), line("line"),
		md("type"), boolean("isLocal"), boolean("isDefinition"), md("templateParams"),
		md("declaration"), unsigned("align", u32max), md("annotations"),
	}},
	{name: "DILocalVariable", fields: []fieldRule{
		mdNonNull("scope"), str("name"), unsigned("arg", u16max), md("file"), line("line"), md("type"),
		flags("flags"), unsigned("align", u32max), md("annotations"),
	}},
	{name: "DILabel", fields: []fieldRule{
		mdNonNull("scope"), strReq("name"), mdReq("file"), {name: "line", kind: fkUnsigned, max: u32max, required: true},
		// Measured: invalid in llvm-as 19, valid in 22; LLVM 21's, as the
		// bitcode records say.
		sinceLLVM(21, unsigned("column", u16max)), sinceLLVM(21, boolean("isArtificial")),
		sinceLLVM(21, unsigned("coroSuspendIdx", u64max)),
	}},
	{name: "DIGlobalVariableExpression", fields: []fieldRule{
		mdReq("var"), mdReq("expr"),
	}},
	{name: "DIObjCProperty", fields: []fieldRule{
		str("name"), md("file"), line("line"), str("setter"), str("getter"),
		unsigned("attributes", u32max), md("type"),
	}},
	{name: "DIImportedEntity", fields: []fieldRule{
		{name: "tag", kind: fkTag, max: dwTagHiUser, required: true}, mdReq("scope"), md("entity"), md("file"),
		line("line"), str("name"), md("elements"),
	}},
}

// nodeRuleFor returns the rule of the node kind named b, or nil.
func nodeRuleFor(b []byte) *nodeRule {
	r := nodeRuleByHash[nameHash(b, nodeSeed, 7)]
	if r != nil && r.name == string(b) {
		return r
	}
	return nil
}

// A Class is a specialized node class LLVM defines ("DILocation"), with
// the names of its fields. A graph's nodes keep their class and field
// names for the passes to compare, and a name pointing into a large file's
// text would map in the page of its node again after the module's pager
// gave it back (see ast.Pager): a Class gives the names as strings of its
// own.
type Class nodeRule

// ClassOf returns the class named b, or nil when LLVM defines no node of
// that name with named fields (DIExpression and DIArgList have operands:
// see SpecializedName).
func ClassOf(b []byte) *Class { return (*Class)(nodeRuleFor(b)) }

// Name returns the class's name.
func (c *Class) Name() string { return c.name }

// FieldName returns b as a string that does not share b's memory when
// the class has a field of that name; b's memory otherwise. prev is the
// index of the field before it in the node (-1 for the first): printed IR
// lists fields in a fixed order, which makes the next one a quick guess.
// index is the field's, for the next call (prev when the class has no
// such field).
func (c *Class) FieldName(b []byte, prev int) (name string, index int) {
	r := (*nodeRule)(c)
	if i := r.fieldAfter(b, prev); i >= 0 {
		return r.fields[i].name, i
	}
	return unsafe.String(unsafe.SliceData(b), len(b)), prev
}

// SpecializedName is ClassOf(b).Name() for every specialized node LLVM
// defines, DIExpression and DIArgList included; ok is false for any other
// name.
func SpecializedName(b []byte) (name string, ok bool) {
	if r := nodeRuleFor(b); r != nil {
		return r.name, true
	}
	switch string(b) {
	case "DIExpression":
		return "DIExpression", true
	case "DIArgList":
		return "DIArgList", true
	}
	return "", false
}

// The specialized nodes without field rules take the shapes after the
// rules' (see ast.DefShape).
var (
	shapeDIExpression = ast.ShapeClass0 + ast.DefShape(len(nodeRules))
	shapeDIArgList    = shapeDIExpression + 1
)

// shapeNames holds the class names by shape, from ast.ShapeClass0.
var shapeNames = func() []string {
	names := make([]string, 0, len(nodeRules)+2)
	for i := range nodeRules {
		names = append(names, nodeRules[i].name)
	}
	return append(names, "DIExpression", "DIArgList")
}()

// ShapeClassName returns the name of the specialized node of shape kind
// (ast.ShapeClass0 and after, without distinctness), as SpecializedName
// gives it, and whether kind is one.
func ShapeClassName(kind ast.DefShape) (string, bool) {
	if kind < ast.ShapeClass0 || int(kind-ast.ShapeClass0) >= len(shapeNames) {
		return "", false
	}
	return shapeNames[kind-ast.ShapeClass0], true
}

// classShape returns the shape of a definition's node named name (after
// its '!'): its class's, or ast.ShapeUnknown when LLVM defines none of
// that name. Runs of one kind are common: the last rule is tried first.
func (p *parser) classShape(name []byte) ast.DefShape {
	if r := p.lastRule; r != nil && r.name == string(name) {
		return r.shape
	}
	switch string(name) {
	case "DIExpression":
		return shapeDIExpression
	case "DIArgList":
		return shapeDIArgList
	}
	if r := nodeRuleFor(name); r != nil {
		return r.shape
	}
	return ast.ShapeUnknown
}

// nodeSeed is the seed of nameHash for nodeRuleByHash.
var nodeSeed = func() uint32 {
	names := make([]string, len(nodeRules))
	for i := range nodeRules {
		names[i] = nodeRules[i].name
	}
	return perfectSeed(names, 7)
}()

// nodeRuleByHash holds the rules by the hash of their names.
var nodeRuleByHash = func() (t [128]*nodeRule) {
	for i := range nodeRules {
		t[nameHash([]byte(nodeRules[i].name), nodeSeed, 7)] = &nodeRules[i]
	}
	return
}()

// The per-rule tables are filled at init.
func init() {
	if len(shapeNames) > int(ast.MakeDefShape(ast.ShapeUnknown, true)) {
		panic("parser: more node classes than ast.DefShape numbers")
	}
	for i := range nodeRules {
		r := &nodeRules[i]
		r.shape = ast.ShapeClass0 + ast.DefShape(i)
		if len(r.fields) > 32 {
			panic("parser: more than 32 fields in " + r.name)
		}
		for j := range r.byHash {
			r.byHash[j] = -1
		}
		names := make([]string, len(r.fields))
		for j, f := range r.fields {
			if f.required {
				r.required |= 1 << uint(j)
			}
			if f.reqBefore != 0 {
				r.reqOld |= 1 << uint(j)
			}
			names[j] = f.name
		}
		r.seed = perfectSeed(names, 6)
		for j, f := range r.fields {
			r.byHash[nameHash([]byte(f.name), r.seed, 6)] = int8(j)
		}
		switch r.name {
		case "DICompileUnit":
			r.check = checkCompileUnit
		case "DISubprogram":
			r.check = checkSubprogram
		case "DIFile":
			r.check = checkFile
		case "DIEnumerator":
			r.check = checkEnumerator
		}
	}
}
